"""What a seat may work out before it decides: where a candidate play lands, where a purchase takes its pawn.

Everything here is computed from the seat's `PlayerView` and the rules' own functions (placement.target_row,
track.move_target, track.crossed_oxen_eye), so a hint can never tell a player more than they may know, and
the screen that shows it computes no rule. Placement is simulated as the engine places (spec/rules.md 2.4
and 2.5): every tile known to be played this round, lowest first, rows completing and moving on the way.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .board import BoardSpec, SpaceKind
from .placement import next_free_row, target_row
from .track import crossed_oxen_eye, move_target
from .view import PlayerView


@dataclass(frozen=True)
class Landing:
    """Where one of the seat's candidate tiles would go and what it would score there."""

    tile: int
    row: int
    slot: int
    rule: int  # placement.RULE_SMALLEST_DIFFERENCE or RULE_LOWEST_NUMBER
    kind: SpaceKind
    points: int  # + penalty points, - positive points, 0 for none
    completes_row: bool


@dataclass(frozen=True)
class PlayHint:
    """The landings of a candidate play, lowest tile first.

    `sure` is False when another seat's tiles of this round are unknown to this seat (a hidden round, a
    face-down group, players still to play face up): a tile of theirs may land there first.
    """

    landings: tuple[Landing, ...]
    sure: bool

    def landing(self, tile: int) -> Landing | None:
        return next((landing for landing in self.landings if landing.tile == tile), None)


@dataclass(frozen=True)
class PurchaseHint:
    """Where buying `count` tiles would take the seat's pawn (bumps included), and whether the purchase
    would make the next round open (the lead reaching an oxen-eye)."""

    count: int
    start: int
    end: int
    bumped: bool  # the pawn moves on past occupied spaces
    opens_next_round: bool


def known_plays(view: PlayerView) -> list[tuple[int, int]]:
    """(tile, seat) of every tile of another seat that this seat knows will be placed this round."""
    if view.to_place:
        return [(tile, seat) for tile, seat in view.to_place if seat != view.seat]
    return [(tile, seat) for seat, tiles in view.face_up if seat != view.seat for tile in tiles]


def others_unknown(view: PlayerView) -> bool:
    """Whether some other seat plays tiles this round that this seat cannot see yet."""
    if view.to_place:
        return False
    shown = {seat for seat, _ in view.face_up}
    return any(seat != view.seat and seat not in shown for seat in view.order)


def play_hint(view: PlayerView, tiles: Sequence[int]) -> PlayHint:
    """Where `tiles` (the seat's candidate play, one or two of its own tiles) would land this round."""
    own = set(tiles)
    placed = sorted([(t, view.seat) for t in own] + [(t, s) for t, s in known_plays(view) if t not in own])
    rows = [list(row) for row in view.rows]
    last_row = view.last_row
    landings: list[Landing] = []
    for tile, seat in placed:
        landing, last_row = _place(view.board, rows, last_row, tile)
        if seat == view.seat and tile in own:
            landings.append(landing)
    return PlayHint(tuple(landings), sure=not others_unknown(view))


def _place(board: BoardSpec, rows: list[list[int]], last_row: int, tile: int) -> tuple[Landing, int]:
    """Place `tile` on `rows` as the engine does; returns its landing and the last activated row after it."""
    number, rule = target_row(rows, tile)
    row = rows[number - 1]
    row.append(tile)
    slot = len(row)
    kind, points = board.index.landed(rows, number)
    completes = kind is SpaceKind.IBEX
    if completes:
        row.pop()
        new_row = next_free_row(rows, last_row)
        rows[new_row - 1].append(tile)
        row.clear()
        last_row = new_row
    return Landing(tile, number, slot, rule, kind, points, completes), last_row


def purchase_hint(view: PlayerView, count: int) -> PurchaseHint:
    """Where buying `count` tiles now would take this seat's pawn (the price is never inverted)."""
    start = view.positions[view.seat]
    end = move_target(view.positions, view.seat, count) if count else start
    opens = (count > 0 and not view.open_next
             and crossed_oxen_eye(view.positions, end, view.board.track.oxen_eyes) is not None)
    return PurchaseHint(count, start, end, bumped=end != start + count, opens_next_round=opens)
