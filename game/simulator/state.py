"""The simulator's state: a flat record of numbers, tuples and lists that only game/simulator changes.

Rows are 0-based indices here, seats are 0-based as everywhere, and hands and rows are tuples (ascending hands, rows
in the order their tiles were laid), replaced whole when a tile comes or goes, so that a copy shares them. Nothing
records who may know what: the search reads only where the tiles are.
"""

from __future__ import annotations

import random
from typing import Final

from .board import SimBoard

NO_SEAT: Final = -1
UNDECIDED: Final = -1  # a seat's purchase this round before it has decided one (none included)

# Why a game ended.
NOT_OVER: Final = 0
DUNG_HEAP: Final = 1
NO_TILES: Final = 2


class SimState:
    """Everything that changes as the simulator plays, and where it was asked to stop."""

    __slots__ = (
        "board", "players", "supply", "box", "hands", "rows", "ends", "positions", "last_row",
        "round", "double", "open", "order", "group", "buying", "bought", "plays", "played", "to_place",
        "keep_seat", "keep_offer", "open_next", "end", "until", "stopped", "seed", "rng",
    )

    def __init__(
        self,
        board: SimBoard,
        players: int,
        supply: list[int],
        box: list[int],
        hands: list[tuple[int, ...]],
        rows: list[tuple[int, ...]],
        ends: list[int],
        positions: list[int],
        last_row: int,
        round_number: int,
        double: bool,
        open_round: bool,
        order: tuple[int, ...],
        group: int,
        buying: bool,
        bought: list[int],
        plays: list[tuple[int, ...]],
        played: int,
        to_place: list[int],
        keep_seat: int,
        keep_offer: tuple[int, ...],
        open_next: bool,
        end: int,
        until: int,
        stopped: bool,
        seed: int,
        rng: random.Random | None,
    ) -> None:
        self.board = board
        self.players = players
        self.supply = supply  # the draw pile, top first
        self.box = box
        self.hands = hands  # per seat, ascending
        self.rows = rows  # per row index; empty while the row is not active
        # The active rows' ends, ascending: each is (last tile << board.shift) | row index.
        self.ends = ends
        self.positions = positions  # per seat, on the score track
        self.last_row = last_row  # the index of the row activated last
        self.round = round_number
        self.double = double
        self.open = open_round
        self.order = order  # this round's acting order
        self.group = group  # open round: the first `group` seats of `order` stand on the start space
        self.buying = buying  # the supply had tiles when the round began
        self.bought = bought  # per seat, its purchase this round, or UNDECIDED
        self.plays = plays  # per seat, the tiles it chose this round until the reveal; () before it chooses
        self.played = played  # how many seats have chosen this round, until the reveal
        # The revealed tiles still to place, each (tile << 3) | seat, highest first: the next to place is last.
        self.to_place = to_place
        self.keep_seat = keep_seat  # the seat choosing what to keep of a completed row, or NO_SEAT
        self.keep_offer = keep_offer  # that row's other tiles, in the row's order
        self.open_next = open_next  # the lead reached an oxen-eye: the next round is open
        self.end = end  # NOT_OVER, or why the game ended
        self.until = until  # the last round to play: the next one is begun only as far as its kind
        self.stopped = stopped  # the round after `until` has been reached
        self.seed = seed  # of the random source for draws from the box, made when first needed
        self.rng = rng

    @property
    def over(self) -> bool:
        return self.end != NOT_OVER

    def random(self) -> random.Random:
        """The random source of draws from the box, seeded when first used (most playouts never draw from it)."""
        rng = self.rng
        if rng is None:
            rng = self.rng = random.Random(self.seed)
        return rng

    def copy(self) -> SimState:
        """An independent copy, its random source in the same state: it plays on exactly as this one would."""
        rng = self.rng
        if rng is not None:
            twin = random.Random(0)
            twin.setstate(rng.getstate())
            rng = twin
        return SimState(
            self.board, self.players, self.supply[:], self.box[:], self.hands[:], self.rows[:], self.ends[:],
            self.positions[:], self.last_row, self.round, self.double, self.open, self.order, self.group,
            self.buying, self.bought[:], self.plays[:], self.played, self.to_place[:], self.keep_seat,
            self.keep_offer, self.open_next, self.end, self.until, self.stopped, self.seed, rng,
        )
