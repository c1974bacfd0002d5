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
tiles taken at random. A search that deals many times from one view makes a `Sampler(view)` once and
calls its `deal(rng, choose_play)`: the same deals as `determinize`, without working out the view again.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from .actions import NO_PURCHASE, buy_range
from .decisions import DecisionKind
from .engine import Game
from .placement import row_ends
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
    return Sampler(view).deal(rng, choose_play)


class Sampler:
    """Deals from one view, again and again: what the view fixes is worked out once (search deals hundreds
    of times from the same view), and `deal` only shuffles and hands out the unseen tiles."""

    def __init__(self, view: PlayerView) -> None:
        self.view = view
        n = len(view.positions)
        me = view.seat
        self.unknown = sorted(view.unseen)
        face_up = dict(view.face_up)
        committed = dict(view.committed)
        placing = self.placing = _placing(view)
        shown = unplaced_shown(view)
        # Per seat, in seat order, how its hand (and its play this round) is dealt:
        # (seat, tiles known in it, how many tiles in all, how many of them it played face down, its known play).
        self.plan: list[tuple[int, list[int], int, int, tuple[int, ...] | None]] = []
        plays_placing: dict[int, tuple[int, ...]] = {}
        if placing:
            for tile, seat in view.to_place:
                plays_placing[seat] = (*plays_placing.get(seat, ()), tile)
        self.plays_placing = plays_placing
        for seat in range(n):
            if seat == me:
                own = tuple(view.own_play) if not placing and view.own_play else None
                self.plan.append((seat, list(view.hand), len(view.hand), 0, own))
                continue
            # A kept tile stays "known" until the reveal even if its owner has just played it face down.
            known = sorted(view.known_hands[seat])
            if shown and known:
                known = [t for t in known if t not in shown]
            size = view.hand_sizes[seat]
            if not placing and seat in committed and seat not in face_up:
                self.plan.append((seat, known, size + committed[seat], committed[seat], None))
            else:
                play = tuple(face_up[seat]) if not placing and seat in face_up else None
                self.plan.append((seat, known, size, 0, play))
        self.ends = row_ends(view.rows)  # every deal starts from the view's rows: their ends are shared
        self.boxed = _public_box(view)
        self.box = sorted(self.boxed)
        self.players = tuple(PlayerSetup(view.names[s], COLORS[s]) for s in range(n))
        self.known_kept = tuple(frozenset() if s == me else view.known_hands[s] for s in range(n))
        # What not every player knows the place of, as the engine keeps it (state.GameState.hidden_tiles).
        self.hidden_tiles = ALL_TILES.difference(self.boxed, *view.rows, *self.known_kept, view.keep_offer, shown)

    def deal(self, rng: random.Random, choose_play: PlayChooser | None = None) -> Game:
        """A game in the state of the view with the unseen tiles dealt at random (see `determinize`)."""
        view = self.view
        me = view.seat
        unknown = self.unknown[:]
        rng.shuffle(unknown)
        # Tiles are handed out from the end of the shuffled unseen tiles; `end` is how many are left.
        end = len(unknown)
        hands: list[tuple[int, ...]] = []
        plays = dict(self.plays_placing)
        for seat, known, slots, hidden, play in self.plan:
            if seat == me:
                hands.append(tuple(known))
                if play is not None:
                    plays[seat] = play
                continue
            count = min(max(0, slots - len(known)), end)
            tiles = known[:slots] + unknown[end - count : end]
            end -= count
            if hidden:
                rng.shuffle(tiles)
                if choose_play is None:
                    chosen = tuple(sorted(tiles[:hidden]))
                else:
                    chosen = tuple(sorted(choose_play(seat, sorted(tiles), hidden)))
                plays[seat] = chosen
                hands.append(tuple(sorted([tile for tile in tiles if tile not in chosen])))
            else:
                if play is not None:
                    plays[seat] = play
                hands.append(tuple(sorted(tiles)))
        count = min(max(0, view.supply_size), end)
        supply = unknown[end - count : end]
        box = self.box + unknown[: end - count]
        seed = rng.randrange(2**32)
        pending = view.pending
        placing = self.placing
        state = GameState(
            supply=supply,
            box=box,
            hands=hands,
            rows=list(view.rows),
            ends=self.ends,
            positions=list(view.positions),
            last_row=view.last_row,
            round=RoundState(
                number=view.round,
                double=view.double,
                open=view.open,
                order=view.order,
                group=view.group,
                buying=view.buying,
                played=view.played,
                plays=plays,
                bought=dict(view.bought),
                face_up=dict(view.face_up),
                to_place=list(view.to_place),
                placing=placing,
            ),
            random=RandomSource(seed),
            asked=view.asked,
            keep_offer=(pending.seat, view.keep_offer) if placing and pending is not None else None,
            open_next=view.open_next,
            box_public=self.boxed,
            hidden_tiles=self.hidden_tiles,
            known_kept=self.known_kept,
            over=view.over,
        )
        limits = [NO_PURCHASE] * len(hands)
        for asked in view.asked:
            if asked.kind is DecisionKind.BUY:
                limits[asked.seat] = buy_range(state, asked.seat)
        state.buy_limits = tuple(limits)
        return Game.from_state(view.board, self.players, state, seed)
