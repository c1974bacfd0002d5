"""What each player may know, read from the game's state: the views of game/rules/view.py (spec/rules.md 7)."""

from __future__ import annotations

from itertools import combinations

from .actions import BUY, KEEP, PLAY, asked_of, keep_choices, tiles_to_play
from .board import BoardSpec
from .placement import uncovered
from .state import GameState
from .view import PlayerView, PublicView


def player_view(board: BoardSpec, names: tuple[str, ...], state: GameState, seat: int) -> PlayerView:
    """What `seat` may know now."""
    rnd = state.round
    hand = state.hands[seat]
    asked = state.asked
    own = asked_of(state, seat)
    kind = own.kind if own is not None else None
    to_play = tiles_to_play(rnd.double, len(hand))
    rows = tuple(state.rows)
    plays = rnd.plays
    face_up = tuple(sorted(rnd.face_up.items())) if rnd.face_up else ()
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    own_play = plays.get(seat, ())
    known = state.known_kept
    legal_buys: tuple[int, ...] = ()
    if kind is BUY:
        fewest, most = state.buy_limits[seat]
        legal_buys = tuple(range(fewest, most + 1))
    return PlayerView(
        seat,
        board,
        names,
        hand,
        rows,
        tuple(state.positions),
        tuple(map(len, state.hands)),
        len(state.supply),
        len(state.box),
        state.last_row,
        rnd.number,
        rnd.double,
        rnd.open,
        rnd.buying,
        uncovered(board.index.happy, rows),
        rnd.order,
        rnd.group,
        own if own is not None else asked[0] if asked else None,
        rnd.order if rnd.placing else rnd.played,
        own_play,
        face_up,
        tuple(sorted(rnd.bought.items())) if rnd.bought else (),
        offer,
        state.open_next,
        (*known[:seat], frozenset(hand), *known[seat + 1 :]),
        state.hidden_tiles.difference(hand, own_play),
        legal_buys,
        tuple(combinations(hand, to_play)) if kind is PLAY else (),
        tuple(keep_choices(state)) if kind is KEEP else (),
        to_play,
        state.over,
        tuple(sorted(zip(plays, map(len, plays.values()), strict=True))) if plays else (),
        tuple(rnd.to_place) if rnd.placing else (),
        asked,
    )


def public_view(board: BoardSpec, names: tuple[str, ...], state: GameState) -> PublicView:
    """What every player may know now."""
    rnd = state.round
    rows = tuple(state.rows)
    plays = rnd.plays
    return PublicView(
        board=board,
        names=names,
        rows=rows,
        positions=tuple(state.positions),
        hand_sizes=tuple([len(tiles) for tiles in state.hands]),
        supply_size=len(state.supply),
        box_size=len(state.box),
        last_row=state.last_row,
        round=rnd.number,
        double=rnd.double,
        open=rnd.open,
        buying=rnd.buying,
        happy_showing=uncovered(board.index.happy, rows),
        order=rnd.order,
        group=rnd.group,
        pending=state.asked[0] if state.asked else None,
        played=rnd.order if rnd.placing else rnd.played,
        face_up=tuple(sorted(rnd.face_up.items())),
        bought=tuple(sorted(rnd.bought.items())),
        keep_offer=state.keep_offer[1] if state.keep_offer is not None else (),
        open_next=state.open_next,
        known_hands=state.known_kept,
        committed=tuple(sorted([(seat, len(tiles)) for seat, tiles in plays.items()])),
        to_place=tuple(rnd.to_place) if rnd.placing else (),
        over=state.over,
        asked=state.asked,
    )
