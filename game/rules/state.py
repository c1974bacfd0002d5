"""The state of a game in play as one record: where every tile and pawn is, the round, and who decides next.

`Game` owns one `GameState` and only the rules change it (game/rules/transitions.py); `GameState.copy()` is the
one way to copy a game (`Game.clone`: a decision tried without being taken). Rows and hands are tuples, replaced
whole when a tile comes or goes: a copy shares them, and a view hands them out as they are. Values that change
rarely and wholesale (what everyone knows about the box and about kept tiles) are frozensets, replaced rather than
changed, for the same reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .events import EndReason
from .placement import RowEnds


def copy_random(source: random.Random) -> random.Random:
    """An independent random source in the same state: it gives the same numbers from here on."""
    twin = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first, to be reset
    twin.setstate(source.getstate())
    return twin


@dataclass(slots=True)
class RoundState:
    """The round in play: its kind, the acting order, and what has been bought, played and placed so far."""

    number: int
    double: bool
    open: bool
    order: tuple[int, ...]  # the seats in the order they act
    group: tuple[int, ...]  # open round: the seats on the start space, who play face down together
    buying: bool  # the supply had tiles when the round began
    decided: tuple[int, ...]  # the seats that have decided their purchase this round (none included)
    played: tuple[int, ...]  # the seats that have chosen their tiles this round, in the order they did
    plays: dict[int, tuple[int, ...]]  # chosen and not yet placed, by seat
    bought: dict[int, int]
    face_up: dict[int, tuple[int, ...]]
    to_place: list[tuple[int, int]]  # (tile, seat), ascending, not yet placed
    placing: bool

    def copy(self) -> RoundState:
        return RoundState(
            self.number,
            self.double,
            self.open,
            self.order,
            self.group,
            self.buying,
            self.decided,
            self.played,
            dict(self.plays),
            dict(self.bought),
            dict(self.face_up),
            self.to_place[:],
            self.placing,
        )


@dataclass(slots=True)
class GameState:
    """Everything that changes as a game is played (the setup, board and players stay with the `Game`)."""

    supply: list[int]  # the draw pile, top first
    box: list[int]
    hands: list[tuple[int, ...]]  # per seat, ascending
    rows: list[tuple[int, ...]]  # per board row; empty when inactive
    # The active rows' last tiles and their numbers (placement.row_ends), which every placement reads: replaced,
    # never changed in place, at every placement and completed row.
    ends: RowEnds
    positions: list[int]  # per seat, on the score track
    last_row: int  # the row activated last (a completed row's tile starts the next free row after it)
    round: RoundState
    random: random.Random  # draws from the box
    keep_offer: tuple[int, tuple[int, ...]] | None = None  # (seat, tiles) after completing a row
    open_next: bool = False  # the oxen-eye was reached: the next round is open
    box_public: frozenset[int] = frozenset()  # boxed tiles everyone saw go there
    known_kept: tuple[frozenset[int], ...] = ()  # per seat, tiles everyone saw it keep and not yet play
    over: bool = False
    end_reason: EndReason | None = None

    def copy(self) -> GameState:
        return GameState(
            self.supply[:],
            self.box[:],
            self.hands[:],
            self.rows[:],
            self.ends,
            self.positions[:],
            self.last_row,
            self.round.copy(),
            copy_random(self.random),
            self.keep_offer,
            self.open_next,
            self.box_public,
            self.known_kept,
            self.over,
            self.end_reason,
        )
