"""The board as the bots' estimates read it: a record of its own, outside the modules an install compiles (a frozen
dataclass that a compiled module defines cannot be unpickled)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from game.rules.board import BoardIndex, BoardSpec


@dataclass(frozen=True)
class BoardTables:
    """Per row, the points of each space (0 where nothing is scored), and the rules' own look-ups of the board."""

    points: tuple[tuple[int, ...], ...]
    index: BoardIndex

    @classmethod
    def of(cls, board: BoardSpec) -> BoardTables:
        return cls(points=board.index.points, index=board.index)

    def happy_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """The rules' Happy Cow test: whether scoring is inverted against these rows."""
        return self.index.happy_showing(rows)
