"""What players decide: buying, playing and keeping (spec/rules.md section 6)."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Final

from .records import by_fields, direct_init


class IllegalDecision(ValueError):
    """A decision the rules reject; the game is unchanged. The message says what is wrong."""


class DecisionKind(StrEnum):
    BUY = "buy"
    PLAY = "play"
    KEEP = "keep"


_BUY: Final = DecisionKind.BUY
_PLAY: Final = DecisionKind.PLAY
_KEEP: Final = DecisionKind.KEEP


@dataclass(frozen=True, init=False)
class _Record:
    """What the records below share.

    Each writes its own `__init__`: compiled by mypyc (game/rules/compiled.py) it stores the fields straight
    into the object, ten times as fast as a dataclass's generated one (bots make a decision at every turn of
    every playout). As plain Python the frozen class refuses those writes, so `direct_init` puts its own
    equivalent in their place. Their fields are typed `Any` (the comments say what they hold): compiled code
    enforces field types, and `Game.apply` takes anything and checks it itself.
    """

    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not


@dataclass(frozen=True, init=False)
class Pending(_Record):
    """Who must decide what now."""

    seat: Any  # int
    kind: Any  # DecisionKind

    def __init__(self, seat: Any, kind: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.kind = kind  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Buy(_Record):
    seat: Any  # int
    count: Any  # int

    def __init__(self, seat: Any, count: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.count = count  # type: ignore[misc]

    @property
    def kind(self) -> DecisionKind:
        return _BUY


@dataclass(frozen=True, init=False)
class _Tiles(_Record):
    """A seat's choice of tiles: what Play and Keep hold (each is still a class of its own, equal only to its
    own kind)."""

    seat: Any  # int
    tiles: Any  # tuple[int, ...]

    def __init__(self, seat: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Play(_Tiles):
    @property
    def kind(self) -> DecisionKind:
        return _PLAY


@dataclass(frozen=True, init=False)
class Keep(_Tiles):
    @property
    def kind(self) -> DecisionKind:
        return _KEEP


Decision = Buy | Play | Keep

for _cls in (Pending, Buy, Play, Keep):
    direct_init(_cls)  # as plain Python: the frozen classes refuse their own __init__'s writes


def decision_to_dict(decision: Decision) -> dict:
    if isinstance(decision, Buy):
        return {"kind": "buy", "seat": decision.seat, "count": decision.count}
    return {"kind": decision.kind.value, "seat": decision.seat, "tiles": list(decision.tiles)}


def decision_from_dict(data: dict) -> Decision:
    """Rebuild a decision written by `decision_to_dict`; raises ValueError saying what is malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"a decision must be an object, not {_shown(data)}")
    kind = data.get("kind")
    seat = data.get("seat")
    if not isinstance(seat, int) or isinstance(seat, bool):
        raise ValueError(f"the decision's seat must be a whole number, not {_shown(seat)}")
    if kind == "buy":
        count = data.get("count")
        if not isinstance(count, int) or isinstance(count, bool):
            raise ValueError(f"the purchase's count must be a whole number, not {_shown(count)}")
        return Buy(seat, count)
    if kind in ("play", "keep"):
        tiles = data.get("tiles")
        if not isinstance(tiles, list) or not all(isinstance(t, int) and not isinstance(t, bool) for t in tiles):
            raise ValueError(f"the decision's tiles must be a list of whole numbers, not {_shown(tiles)}")
        return (Play if kind == "play" else Keep)(seat, tuple(tiles))
    raise ValueError(f"unknown decision kind {_shown(kind)}; expected buy, play or keep")


def _shown(value: object) -> str:
    """A value from a log as JSON writes it (null, true, "text"), short: messages quote files, not Python."""
    try:
        text = json.dumps(value)
    except (TypeError, ValueError):
        text = type(value).__name__
    return text if len(text) <= 40 else text[:40] + "…"
