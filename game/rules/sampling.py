"""Determinization: a full game consistent with one player's view, for search by computer players.

A `PlayerView` says where every tile is that its player may know; `determinize(view, rng)` deals the
`view.unseen` tiles at random into the places the view only counts: the other hands (around the tiles
known to be in them because their owners kept them from a visible row), the face-down tiles other
players have committed this round, the supply (in a random order) and the hidden part of the box. The
result is a `Game` in the middle of the same round, waiting for the same decision, so a search can try
a decision and play on. By default the sample is uniform over the tiles' places given those counts; it
does not infer anything from how the others have played. A caller with a model of the other players may
pass `choose_play`, which picks each face-down play from the tiles sampled for that player (its hand and
play together), so that the hidden plays look like what such a player would have chosen rather than
tiles taken at random.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .decisions import DecisionKind
from .engine import Game
from .players import COLORS, PlayerSetup
from .state import GameState, RandomSource, RoundState
from .tiles import ALL_TILES
from .view import PlayerView


def _public_box(view: PlayerView) -> frozenset[int]:
    # Every tile the view places somewhere else is not in the box, and neither is any unseen tile.
    return ALL_TILES.difference(
        view.unseen, view.hand, view.own_play, view.keep_offer, *view.rows, *view.known_hands, unplaced_shown(view)
    )


def _placing(view: PlayerView) -> bool:
    return bool(view.to_place) or (view.pending is not None and view.pending.kind is DecisionKind.KEEP)


def unplaced_shown(view: PlayerView) -> set[int]:
    """Tiles played face up or revealed this round that are not on the board yet.

    Once placing has begun, `face_up` still lists tiles that have since been placed (and perhaps taken
    into a hand or the box with a completed row); only `to_place` says which are still waiting.
    """
    if _placing(view):
        return {tile for tile, _ in view.to_place}
    return {tile for _, tiles in view.face_up for tile in tiles}


PlayChooser = Callable[[int, list[int], int], tuple[int, ...]]  # (seat, its tiles, how many) -> the play


def determinize(view: PlayerView, rng: random.Random, choose_play: PlayChooser | None = None) -> Game:
    """A game in the state of `view`, with the tiles the viewer cannot see dealt at random.

    The game waits for the same pending decision as the view. Its own random source (for draws from the
    box) is seeded from `rng`, so equal `rng` states give equal samples. `choose_play(seat, tiles, count)`,
    when given, returns the `count` tiles among `tiles` (the seat's sampled hand and face-down play) that
    it played face down; like the rest of the sample it may use only what the view shows.
    """
    n = len(view.positions)
    me = view.seat
    unknown = sorted(view.unseen)
    rng.shuffle(unknown)
    face_up = dict(view.face_up)
    committed = dict(view.committed)
    placing = _placing(view)

    def take(count: int) -> list[int]:
        count = max(0, min(count, len(unknown)))
        drawn = unknown[len(unknown) - count :]
        del unknown[len(unknown) - count :]
        return drawn

    hands: list[list[int]] = []
    plays: dict[int, tuple[int, ...]] = {}
    if placing:
        for tile, seat in view.to_place:
            plays[seat] = (*plays.get(seat, ()), tile)
    shown = unplaced_shown(view)
    for seat in range(n):
        if seat == me:
            hands.append(list(view.hand))
            if not placing and view.own_play:
                plays[seat] = tuple(view.own_play)
            continue
        # A kept tile stays "known" until the reveal even if its owner has just played it face down.
        known = sorted(view.known_hands[seat])
        if shown and known:
            known = [t for t in known if t not in shown]
        size = view.hand_sizes[seat]
        hidden_play = not placing and seat in committed and seat not in face_up
        if hidden_play:
            slots = size + committed[seat]
            tiles = known[:slots] + take(slots - len(known))
            rng.shuffle(tiles)
            if choose_play is None:
                play = tuple(sorted(tiles[: committed[seat]]))
            else:
                play = tuple(sorted(choose_play(seat, sorted(tiles), committed[seat])))
            plays[seat] = play
            hands.append(sorted(t for t in tiles if t not in play))
        else:
            if not placing and seat in face_up:
                plays[seat] = tuple(face_up[seat])
            hands.append(sorted(known[:size] + take(size - len(known))))
    supply = take(view.supply_size)
    boxed = _public_box(view)
    box = sorted(boxed) + unknown
    seed = rng.randrange(2**32)
    pending = view.pending
    state = GameState(
        supply=supply,
        box=box,
        hands=hands,
        rows=[list(r) for r in view.rows],
        positions=list(view.positions),
        last_row=view.last_row,
        round=RoundState(
            number=view.round,
            double=view.double,
            open=view.open,
            order=view.order,
            group=view.group,
            buying=view.buying,
            turn=len(view.played),
            bought_this_turn=pending is not None and pending.kind is DecisionKind.PLAY,
            plays=plays,
            bought=dict(view.bought),
            face_up=face_up,
            to_place=list(view.to_place),
            placing=placing,
        ),
        random=RandomSource(seed),
        pending=pending,
        keep_offer=(pending.seat, view.keep_offer) if placing and pending is not None else None,
        open_next=view.open_next,
        box_public=boxed,
        known_kept=tuple(frozenset() if s == me else view.known_hands[s] for s in range(n)),
        over=view.over,
    )
    players = tuple(PlayerSetup(view.names[s], COLORS[s]) for s in range(n))
    return Game.from_state(view.board, players, state, seed)
