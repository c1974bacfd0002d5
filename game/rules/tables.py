"""What the rules look up on every move, read once per board: each space's kind and points, by row and slot,
and how far the Happy Cow and double spaces of each row reach.

A `BoardSpec` is a tree of frozen dataclasses; walking it (or hashing it) on every placement cost more than
the placement itself, so the engine and the bots read these flat tuples instead.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .board import BoardSpec, SpaceKind
from .records import by_fields


@dataclass(frozen=True)
class BoardIndex:
    kinds: tuple[tuple[SpaceKind, ...], ...]  # per row index, per slot index (0-based)
    points: tuple[tuple[int, ...], ...]  # the same shape; 0 on spaces that score nothing
    # (row index, reach) for rows with a Happy Cow (or double) space: the space past the last of them. Such a
    # space is uncovered while an active row holds fewer tiles than its reach.
    happy: tuple[tuple[int, int], ...]
    double: tuple[tuple[int, int], ...]

    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not

    @classmethod
    def of(cls, board: BoardSpec) -> BoardIndex:
        def reaches(kind: SpaceKind) -> tuple[tuple[int, int], ...]:
            out = []
            for index, row in enumerate(board.rows):
                slots = [slot for slot, space in enumerate(row.spaces) if space.kind is kind]
                if slots:
                    out.append((index, slots[-1] + 1))
            return tuple(out)

        return cls(
            kinds=tuple(tuple(space.kind for space in row.spaces) for row in board.rows),
            points=tuple(tuple(space.points for space in row.spaces) for row in board.rows),
            happy=reaches(SpaceKind.HAPPY),
            double=reaches(SpaceKind.DOUBLE),
        )

    def happy_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """Whether an active row has an uncovered Happy Cow space: scoring is inverted then."""
        return _uncovered(self.happy, rows)

    def double_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """Whether an active row has an uncovered double space: the next round is a double round then."""
        return _uncovered(self.double, rows)


def _uncovered(reaches: tuple[tuple[int, int], ...], rows: Sequence[Sequence[int]]) -> bool:
    for index, reach in reaches:
        filled = len(rows[index])
        if filled and filled < reach:
            return True
    return False


# Boards are immutable and few; the memo is keyed by identity because hashing a board walks all of it.
_INDEXES: dict[int, tuple[BoardSpec, BoardIndex]] = {}


def board_index(board: BoardSpec) -> BoardIndex:
    """The index of `board`, built on first use."""
    entry = _INDEXES.get(id(board))
    if entry is not None and entry[0] is board:
        return entry[1]
    if len(_INDEXES) >= 32:
        _INDEXES.clear()  # a long session that builds many boards (tests, map editing) stays small
    index = BoardIndex.of(board)
    _INDEXES[id(board)] = (board, index)
    return index
