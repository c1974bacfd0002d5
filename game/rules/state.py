"""The state of a game in play as one record: where every tile and pawn is, the round, and who decides next.

`Game` owns one `GameState` and only the rules change it (game/rules/transitions.py); `GameState.copy()` is the
one way to copy a game (search copies sampled deals thousands of times a second), and sampling builds a
`GameState` from a player's view. Rows and hands are tuples, replaced whole when a tile comes or goes: a copy
shares them, and a view hands them out as they are. Values that change rarely and wholesale (what everyone knows
about the box and about kept tiles) are frozensets, replaced rather than changed, for the same reason.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .events import EndReason
from .placement import RowEnds


class RandomSource:
    """The game's random source (draws from the box), made from its seed only when first used.

    Seeding a Mersenne Twister costs more than a whole move, and the sampled deals search plays on are
    copied and discarded by the thousand while only a few ever draw from the box.
    """

    __slots__ = ("_seed", "_random")

    def __init__(self, seed: int | None = None, source: random.Random | None = None) -> None:
        self._seed = seed
        self._random = source

    @property
    def random(self) -> random.Random:
        if self._random is None:
            self._random = random.Random(self._seed)
        return self._random

    def copy(self) -> RandomSource:
        """An independent source in the same state: it gives the same numbers from here on."""
        if self._random is None:
            return RandomSource(self._seed)
        twin = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first, to be reset
        twin.setstate(self._random.getstate())
        return RandomSource(source=twin)


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
    random: RandomSource
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
            self.random.copy(),
            self.keep_offer,
            self.open_next,
            self.box_public,
            self.known_kept,
            self.over,
            self.end_reason,
        )
