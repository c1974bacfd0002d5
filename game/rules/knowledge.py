"""What each player may know, read from the game's state: the views of game/rules/view.py (spec/rules.md 7).

What not everyone can see is worked out here, when a view is asked for: every tile but those everyone has seen
where they are (the rows, the box's public part, a completed row's offer, tiles everyone saw kept and not yet
played, tiles shown face up or revealed and not yet placed).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from .actions import KEEP, PLAY, Choice, asked_of, tiles_to_play
from .board import BoardSpec
from .decisions import Pending
from .placement import uncovered
from .state import GameState
from .tiles import ALL_TILES
from .view import PlayerView, PublicView


def hidden_tiles(state: GameState) -> frozenset[int]:
    """The tiles whose place not every player knows: the supply, the hands (but tiles everyone saw kept from a
    completed row and not yet played), the box's hidden part and face-down plays."""
    rnd = state.round
    shown = [tile for tile, _ in rnd.to_place] if rnd.placing else [t for tiles in rnd.face_up.values() for t in tiles]
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    return ALL_TILES.difference(*state.rows, state.box_public, offer, shown, *state.known_kept)


def player_view(
    board: BoardSpec,
    names: tuple[str, ...],
    state: GameState,
    waiting: tuple[Pending, ...],
    legal: Callable[[Pending], Sequence[Choice]],
    seat: int,
) -> PlayerView:
    """What `seat` may know now, the game waiting for the decisions `waiting` (actions.asked), whose choices `legal`
    gives (actions.choices)."""
    rnd = state.round
    hand = state.hands[seat]
    own = asked_of(seat, waiting)
    kind = own.kind if own is not None else None
    own_choices = legal(own) if own is not None else ()
    counts = tuple([choice for choice in own_choices if isinstance(choice, int)])
    tiles = tuple([choice for choice in own_choices if isinstance(choice, tuple)])
    to_play = tiles_to_play(rnd.double, len(hand))
    rows = tuple(state.rows)
    plays = rnd.plays
    face_up = tuple(sorted(rnd.face_up.items())) if rnd.face_up else ()
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    own_play = plays.get(seat, ())
    known = state.known_kept
    return PlayerView(
        seat=seat,
        board=board,
        names=names,
        hand=hand,
        rows=rows,
        positions=tuple(state.positions),
        hand_sizes=tuple(map(len, state.hands)),
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
        pending=own if own is not None else waiting[0] if waiting else None,
        played=rnd.order if rnd.placing else rnd.played,
        own_play=own_play,
        face_up=face_up,
        bought=tuple(sorted(rnd.bought.items())) if rnd.bought else (),
        keep_offer=offer,
        open_next=state.open_next,
        known_hands=(*known[:seat], frozenset(hand), *known[seat + 1 :]),
        unseen=hidden_tiles(state).difference(hand, own_play),
        legal_buys=counts,
        legal_plays=tiles if kind is PLAY else (),
        legal_keeps=tiles if kind is KEEP else (),
        tiles_to_play=to_play,
        over=state.over,
        committed=tuple(sorted(zip(plays, map(len, plays.values()), strict=True))) if plays else (),
        to_place=tuple(rnd.to_place) if rnd.placing else (),
        asked=waiting,
    )


def public_view(
    board: BoardSpec, names: tuple[str, ...], state: GameState, waiting: tuple[Pending, ...]
) -> PublicView:
    """What every player may know now, the game waiting for the decisions `waiting` (actions.asked)."""
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
        pending=waiting[0] if waiting else None,
        played=rnd.order if rnd.placing else rnd.played,
        face_up=tuple(sorted(rnd.face_up.items())),
        bought=tuple(sorted(rnd.bought.items())),
        keep_offer=state.keep_offer[1] if state.keep_offer is not None else (),
        open_next=state.open_next,
        known_hands=state.known_kept,
        committed=tuple(sorted([(seat, len(tiles)) for seat, tiles in plays.items()])),
        to_place=tuple(rnd.to_place) if rnd.placing else (),
        over=state.over,
        asked=waiting,
    )
