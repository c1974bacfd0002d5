"""What players decide: buying, playing and keeping (spec/rules.md section 6), and who must decide what now."""

from __future__ import annotations

import json
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar


class IllegalDecision(ValueError):
    """A decision the rules reject; the game is unchanged. The message says what is wrong."""


class DecisionKind(StrEnum):
    BUY = "buy"
    PLAY = "play"
    KEEP = "keep"


@dataclass(frozen=True)
class Pending:
    """Who must decide what now."""

    seat: int
    kind: DecisionKind


def chosen_together(pending: Pending, open_round: bool, group: tuple[int, ...]) -> bool:
    """Whether `pending` is decided at the same time as the others' decisions (spec/rules.md 2.2, 2.3): buying and
    choosing in a hidden round or in an open round's face-down `group`, never a keep. Nothing it depends on is on
    the table yet."""
    if pending.kind is DecisionKind.KEEP:
        return False
    return not open_round or pending.seat in group


@dataclass(frozen=True)
class Buy:
    """Buy `count` tiles (0 to 3) before playing."""

    seat: int
    count: int
    kind: ClassVar[DecisionKind] = DecisionKind.BUY


@dataclass(frozen=True)
class _Tiles:
    """A seat's choice of tiles: what Play and Keep hold (each is a class of its own, equal only to its own kind)."""

    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class Play(_Tiles):
    """Play one tile, or two different ones in a double round."""

    kind: ClassVar[DecisionKind] = DecisionKind.PLAY


@dataclass(frozen=True)
class Keep(_Tiles):
    """Keep one or two of a completed row's other tiles (none when the hand is full)."""

    kind: ClassVar[DecisionKind] = DecisionKind.KEEP


Decision = Buy | Play | Keep


def decision_to_dict(decision: Decision) -> dict[str, Any]:
    if isinstance(decision, Buy):
        return {"kind": "buy", "seat": decision.seat, "count": decision.count}
    return {"kind": decision.kind.value, "seat": decision.seat, "tiles": list(decision.tiles)}


def decision_from_dict(data: dict[str, Any]) -> Decision:
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
