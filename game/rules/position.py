"""An explicit game position to start from, and its plain-data form (saves, logs, tests).

A module of its own, so that saves and logs read and write positions without loading the engine.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .board import ACTIVE_ROWS


class SetupError(ValueError):
    """A setup or explicit position the rules cannot start from; the message says what is wrong."""


@dataclass(frozen=True)
class Position:
    """An explicit game position to start from (instead of a shuffled deal).

    rows: one list per board row (empty for inactive rows); hands: one list per seat; positions: one
    track position per seat; supply: the draw pile, top first (None: every tile not placed elsewhere, in
    ascending order); box: the discarded tiles; last_row: the last activated row; open_round: whether the
    first round is played face up.
    """

    rows: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    positions: tuple[int, ...]
    supply: tuple[int, ...] | None = None
    box: tuple[int, ...] = ()
    last_row: int = ACTIVE_ROWS
    open_round: bool = False
    round: int = 1

    def to_dict(self) -> dict[str, Any]:
        return {
            "rows": [list(r) for r in self.rows],
            "hands": [list(h) for h in self.hands],
            "positions": list(self.positions),
            "supply": None if self.supply is None else list(self.supply),
            "box": list(self.box),
            "last_row": self.last_row,
            "open_round": self.open_round,
            "round": self.round,
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> Position:
        try:
            supply = data.get("supply")
            return cls(
                rows=tuple(tuple(int(t) for t in r) for r in data["rows"]),
                hands=tuple(tuple(int(t) for t in h) for h in data["hands"]),
                positions=tuple(int(p) for p in data["positions"]),
                supply=None if supply is None else tuple(int(t) for t in supply),
                box=tuple(int(t) for t in data.get("box", ())),
                last_row=int(data.get("last_row", ACTIVE_ROWS)),
                open_round=bool(data.get("open_round", False)),
                round=int(data.get("round", 1)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SetupError(f"the position is malformed ({exc!r})") from None
