"""The board as the simulator reads it: per row and space, what landing there scores, and the track's marks.

Everything is a number or a tuple of numbers, looked up by 0-based row and space index: the simulator places tiles
by the thousand per second and never walks a `BoardSpec`.
"""

from __future__ import annotations

from typing import Final

from game.rules.board import BoardSpec, SpaceKind

# What landing on a space does: nothing, cowpie points, or ibex points and the row completed.
NOTHING: Final = 0
COWPIE: Final = 1
IBEX: Final = 2


class SimBoard:
    """One board read flat for the simulator (made once per search decision from the rules' `BoardSpec`)."""

    def __init__(self, board: BoardSpec) -> None:
        index = board.index
        self.spec = board
        self.row_count = len(board.rows)
        # Per row, per space: NOTHING, COWPIE or IBEX, and the points it carries (0 where it scores nothing).
        self.scoring: tuple[tuple[int, ...], ...] = tuple(
            tuple(COWPIE if kind is SpaceKind.COWPIE else IBEX if kind is SpaceKind.IBEX else NOTHING for kind in row)
            for row in index.kinds
        )
        self.points: tuple[tuple[int, ...], ...] = index.points
        # (row index, the space past the row's last Happy Cow / double space): such a space shows while an active
        # row holds fewer tiles than that.
        self.happy: tuple[tuple[int, int], ...] = index.happy
        self.double: tuple[tuple[int, int], ...] = index.double
        self.oxen_eyes: tuple[int, ...] = tuple(index.oxen_eyes)
        self.first_oxen_eye: int = index.first_oxen_eye
        self.dung_heap: int = index.dung_heap
        # A row end is held as one number, its last tile shifted past the row's index: sorted, they sort by tile.
        self.shift: int = max(1, (self.row_count - 1).bit_length())
        self.row_mask: int = (1 << self.shift) - 1
