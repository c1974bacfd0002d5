"""The state of a game in play as one record: where every tile and pawn is, the round, and who decides next.

`Game` owns one `GameState` and changes it only through the rules; `GameState.copy()` is the one way to
copy a game (search clones sampled deals thousands of times a second), and sampling builds a `GameState`
from a player's view. Values that change rarely and wholesale (what everyone knows about the box and about
kept tiles) are frozensets, replaced rather than changed, so copies share them.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from .decisions import Pending
from .events import EndReason
from .placement import RowEnds, row_ends


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
        twin = random.Random.__new__(random.Random)  # not Random(): that seeds from the OS first, then is reset
        twin.setstate(self._random.getstate())
        return RandomSource(source=twin)


_BITS = tuple(n.bit_length() for n in range(100))  # for shuffle: the bits random draws for a number below n
# For shuffle, per list length: its steps (place, how many numbers to draw from, their bits), last place first;
# each made on first use (the game's first frame does not wait for all of them).
_STEPS: list[tuple[tuple[int, int, int], ...] | None] = [None] * len(_BITS)


def shuffle(tiles: list[int], rng: random.Random) -> None:
    """`rng.shuffle(tiles)`: the same order from the same random state, with fewer calls per tile.

    Every deal shuffles the 99 tiles, and every deal a search samples the unseen ones; random.shuffle's two
    Python calls per tile (one to _randbelow, one inside it) were a fifth of the sampling. This repeats its
    steps exactly: for each place from the last down, a number below place + 1 drawn as getrandbits(its bit
    length), again while too large. A subclass of Random may draw otherwise, so it gets its own shuffle.
    """
    if type(rng) is not random.Random or len(tiles) >= len(_STEPS):
        rng.shuffle(tiles)
        return
    steps = _STEPS[len(tiles)]
    if steps is None:
        steps = _STEPS[len(tiles)] = tuple((i, i + 1, _BITS[i + 1]) for i in range(len(tiles) - 1, 0, -1))
    bits = rng.getrandbits
    for i, n, k in steps:
        j = bits(k)
        while j >= n:
            j = bits(k)
        tiles[i], tiles[j] = tiles[j], tiles[i]


@dataclass(slots=True)
class RoundState:
    """The round in play: its kind, the acting order, and what has been bought, played and placed so far."""

    number: int
    double: bool
    open: bool
    order: tuple[int, ...]
    group: tuple[int, ...]
    buying: bool
    turn: int = 0
    bought_this_turn: bool = False
    plays: dict[int, tuple[int, ...]] = field(default_factory=dict)  # chosen and not yet placed, by seat
    bought: dict[int, int] = field(default_factory=dict)
    face_up: dict[int, tuple[int, ...]] = field(default_factory=dict)
    to_place: list[tuple[int, int]] = field(default_factory=list)  # (tile, seat), ascending, not yet placed
    placing: bool = False

    def copy(self) -> RoundState:
        return RoundState(
            self.number,
            self.double,
            self.open,
            self.order,
            self.group,
            self.buying,
            self.turn,
            self.bought_this_turn,
            dict(self.plays),
            dict(self.bought),
            dict(self.face_up),
            list(self.to_place),
            self.placing,
        )


@dataclass(slots=True)
class GameState:
    """Everything that changes as a game is played (the setup, board and players stay with the `Game`)."""

    supply: list[int]  # the draw pile, top first
    box: list[int]
    hands: list[list[int]]  # per seat, ascending
    rows: list[list[int]]  # per board row; empty when inactive
    positions: list[int]  # per seat, on the score track
    last_row: int  # the row activated last (a completed row's tile starts the next free row after it)
    round: RoundState
    random: RandomSource
    pending: Pending | None = None
    keep_offer: tuple[int, tuple[int, ...]] | None = None  # (seat, tiles) after completing a row
    open_next: bool = False  # the oxen-eye was reached: the next round is open
    box_public: frozenset[int] = frozenset()  # boxed tiles everyone saw go there
    known_kept: tuple[frozenset[int], ...] = ()  # per seat, tiles everyone saw it keep and not yet play
    over: bool = False
    end_reason: EndReason | None = None
    # The rows as tuples, made when a view first asks and kept until a tile is placed or a row completed
    # (the engine clears it then): between placements every view of every seat shares it.
    rows_seen: tuple[tuple[int, ...], ...] | None = None
    # The rows' last tiles (placement.row_ends), which every placement reads and bots place whole hands
    # against: made once, then replaced by the engine at each placement with the ends it leaves.
    ends_seen: RowEnds | None = None

    def rows_snapshot(self) -> tuple[tuple[int, ...], ...]:
        rows = self.rows_seen
        if rows is None:
            rows = self.rows_seen = tuple(map(tuple, self.rows))
        return rows

    def row_ends(self) -> RowEnds:
        ends = self.ends_seen
        if ends is None:
            ends = self.ends_seen = row_ends(self.rows)
        return ends

    def copy(self) -> GameState:
        return GameState(
            self.supply[:],
            self.box[:],
            list(map(list.copy, self.hands)),
            list(map(list.copy, self.rows)),
            self.positions[:],
            self.last_row,
            self.round.copy(),
            self.random.copy(),
            self.pending,
            self.keep_offer,
            self.open_next,
            self.box_public,
            self.known_kept,
            self.over,
            self.end_reason,
            self.rows_seen,
            self.ends_seen,  # never changed in place: the engine replaces it at every placement
        )
