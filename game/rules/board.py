"""The board as data: rows of spaces and the score track (spec/board.md), and the same read flat for play.

The rules read everything about the layout from a `BoardSpec`; nothing here knows how the board is drawn.
`default_board()` is the board of spec/board.md, available without pygame or the map file. `BoardSpec.index`
is what the rules look up on every move (`BoardIndex`), made once per board.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from functools import cached_property
from typing import Any

from .placement import uncovered

# The printed board's limits; a map may declare its own.
MIN_ROW_LENGTH = 4
MAX_ROW_LENGTH = 7
ACTIVE_ROWS = 4


class BoardError(ValueError):
    """A board description that the rules cannot play on."""


class SpaceKind(StrEnum):
    FIRST = "first"
    PLAIN = "plain"
    COWPIE = "cowpie"
    DOUBLE = "double"
    HAPPY = "happy"
    IBEX = "ibex"


SCORED_KINDS = (SpaceKind.COWPIE, SpaceKind.IBEX)


@dataclass(frozen=True)
class Space:
    kind: SpaceKind
    points: int = 0


@dataclass(frozen=True)
class RowSpec:
    number: int  # 1-based, in board order
    half: str  # "left" or "right"
    spaces: tuple[Space, ...]  # slot 1 is spaces[0], the ibex space is last

    @property
    def length(self) -> int:
        return len(self.spaces)

    @property
    def ibex_points(self) -> int:
        return self.spaces[-1].points


@dataclass(frozen=True)
class TrackSpec:
    dung_heap: int  # the last space; the start space is 0
    oxen_eyes: tuple[int, ...]  # two (validate_board says so when there are not)


@dataclass(frozen=True)
class BoardSpec:
    rows: tuple[RowSpec, ...]
    track: TrackSpec

    def __post_init__(self) -> None:
        validate_board(self)

    def row(self, number: int) -> RowSpec:
        return self.rows[number - 1]

    @cached_property
    def index(self) -> BoardIndex:
        """The board read flat for play, made on first use (a board never changes)."""
        return BoardIndex.of(self)

    def to_dict(self) -> dict[str, Any]:
        return {
            "rows": [
                {
                    "number": row.number,
                    "half": row.half,
                    "spaces": [[space.kind.value, space.points] for space in row.spaces],
                }
                for row in self.rows
            ],
            "track": {"dung_heap": self.track.dung_heap, "oxen_eyes": list(self.track.oxen_eyes)},
        }

    @classmethod
    def from_dict(cls, data: dict[str, Any]) -> BoardSpec:
        """Rebuild a board from `to_dict` output; raises BoardError naming what is wrong."""
        try:
            rows = tuple(
                RowSpec(
                    number=int(row["number"]),
                    half=str(row["half"]),
                    spaces=tuple(Space(SpaceKind(kind), int(points)) for kind, points in row["spaces"]),
                )
                for row in data["rows"]
            )
            eyes = tuple(int(e) for e in data["track"]["oxen_eyes"])
            track = TrackSpec(dung_heap=int(data["track"]["dung_heap"]), oxen_eyes=eyes)
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, BoardError):
                raise
            raise BoardError(f"the board description is malformed ({exc!r})") from None
        return cls(rows=rows, track=track)

    def digest(self) -> str:
        """A short hash of the board's content, to tell boards apart in game logs."""
        text = json.dumps(self.to_dict(), sort_keys=True, separators=(",", ":"))
        return hashlib.sha256(text.encode()).hexdigest()[:16]


@dataclass(frozen=True)
class BoardIndex:
    """What the rules look up on every move: each space's kind and points by row and slot, how far the Happy Cow
    and double spaces of each row reach, and the track's marks. Walking the tree of a `BoardSpec` (or hashing
    it) at every placement would cost more than the placement."""

    kinds: tuple[tuple[SpaceKind, ...], ...]  # per row index, per slot index (0-based)
    points: tuple[tuple[int, ...], ...]  # the same shape; 0 on spaces that score nothing
    # (row index, reach) for rows with a Happy Cow (or double) space: the slot past the last of them. Such a space
    # is uncovered while an active row holds fewer tiles than its reach.
    happy: tuple[tuple[int, int], ...]
    double: tuple[tuple[int, int], ...]
    oxen_eyes: tuple[int, ...]
    first_oxen_eye: int  # a pawn ending a move below it reached no oxen-eye
    dung_heap: int

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
            oxen_eyes=board.track.oxen_eyes,
            first_oxen_eye=min(board.track.oxen_eyes, default=board.track.dung_heap + 1),
            dung_heap=board.track.dung_heap,
        )

    def landed(self, rows: Sequence[Sequence[int]], number: int) -> tuple[SpaceKind, int]:
        """What a tile just placed last on row `number` of `rows` lands on, and what it scores there (spec/rules.md
        2.4 step 3): the space's kind and its points, + penalty points, - positive points while Happy Cows show
        (looked at with the tile on the board), 0 where nothing is scored."""
        slot = len(rows[number - 1]) - 1
        points = self.points[number - 1][slot]
        if points and uncovered(self.happy, rows):
            points = -points
        return self.kinds[number - 1][slot], points

    def happy_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """Whether an active row has an uncovered Happy Cow space: scoring is inverted then."""
        return uncovered(self.happy, rows)

    def double_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """Whether an active row has an uncovered double space: the round is a double round then."""
        return uncovered(self.double, rows)


def validate_board(board: BoardSpec) -> None:
    """Raise BoardError with one sentence if the board cannot be played on."""
    if len(board.rows) < ACTIVE_ROWS + 1:
        raise BoardError(f"the board has {len(board.rows)} rows; it needs at least {ACTIVE_ROWS + 1}")
    for index, row in enumerate(board.rows, start=1):
        where = f"row {row.number}"
        if row.number != index:
            raise BoardError(f"{where} stands at position {index}; rows must be numbered 1, 2, 3, ... in order")
        if row.half not in ("left", "right"):
            raise BoardError(f"{where} has half {row.half!r}; it must be 'left' or 'right'")
        # The printed board's rows have 4 to 7 spaces; a map may declare other limits (board_map checks
        # those), so the rules themselves only need a first space and an ibex space.
        if row.length < 2:
            raise BoardError(f"{where} has {row.length} spaces; a row needs at least a first and an ibex space")
        if row.spaces[0].kind is not SpaceKind.FIRST:
            raise BoardError(f"{where} does not begin with a first space")
        if row.spaces[-1].kind is not SpaceKind.IBEX:
            raise BoardError(f"{where} does not end with an ibex space")
        for slot, space in enumerate(row.spaces, start=1):
            if space.kind is SpaceKind.FIRST and slot != 1:
                raise BoardError(f"{where} slot {slot} is a first space, but only slot 1 may be")
            if space.kind is SpaceKind.IBEX and slot != row.length:
                raise BoardError(f"{where} slot {slot} is an ibex space, but only the last slot may be")
            if space.kind in SCORED_KINDS and space.points <= 0:
                raise BoardError(f"{where} slot {slot} ({space.kind.value}) needs a positive points value")
            if space.kind not in SCORED_KINDS and space.points != 0:
                raise BoardError(f"{where} slot {slot} ({space.kind.value}) cannot carry points")
    track = board.track
    if track.dung_heap < 2:
        raise BoardError(f"the score track's dung heap is at {track.dung_heap}; it must be 2 or more")
    if len(track.oxen_eyes) != 2 or len(set(track.oxen_eyes)) != 2:
        raise BoardError(f"the score track needs exactly two different oxen-eyes, not {track.oxen_eyes}")
    for eye in track.oxen_eyes:
        if not 0 < eye < track.dung_heap:
            raise BoardError(f"the oxen-eye at {eye} is not between the start and the dung heap")


def _row(number: int, half: str, text: str) -> RowSpec:
    """Build a row from the notation of spec/board.md: S . C2 D H I8."""
    spaces = []
    for token in text.split():
        if token == "S":
            spaces.append(Space(SpaceKind.FIRST))
        elif token == ".":
            spaces.append(Space(SpaceKind.PLAIN))
        elif token == "D":
            spaces.append(Space(SpaceKind.DOUBLE))
        elif token == "H":
            spaces.append(Space(SpaceKind.HAPPY))
        elif token[0] == "C":
            spaces.append(Space(SpaceKind.COWPIE, int(token[1:])))
        elif token[0] == "I":
            spaces.append(Space(SpaceKind.IBEX, int(token[1:])))
        else:
            raise BoardError(f"row {number}: unknown space {token!r}")
    return RowSpec(number, half, tuple(spaces))


DEFAULT_ROWS = (
    "S . . . . I8",
    "S . C2 . I6",
    "S . . C3 . . I10",
    "S . . I5",
    "S . C1 . C3 I9",
    "S D D D I6",
    "S . C4 C5 I7",
    "S H H . . I11",
    "S . C2 . . C4 I12",
    "S . . I5",
    "S . C3 . I8",
    "S . . C1 . I9",
)


def default_board() -> BoardSpec:
    """The default board of spec/board.md; levels/board.tmx describes the same board."""
    rows = tuple(
        _row(number, "left" if number <= 6 else "right", text)
        for number, text in enumerate(DEFAULT_ROWS, start=1)
    )
    return BoardSpec(rows=rows, track=TrackSpec(dung_heap=66, oxen_eyes=(22, 44)))
