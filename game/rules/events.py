"""What happened: the events an engine step causes, in order.

The screen turns events into animations, the game log stores them, and a replay compares them. Events
carry full information (a game log is also a bug report); `redact` hides what one player may not see.

The engine makes hundreds of events a game, so each class writes its own `__init__`: compiled by mypyc
(game/rules/compiled.py) it stores the fields straight into the object, ten times as fast as a dataclass's
generated one (a quarter of a random game's time went to making events). As plain Python the frozen class
refuses those writes, so `direct_init` puts its own equivalent in their place. The fields are typed `Any`
(their comments say what they hold) because compiled code enforces field types and an event is only a
record of values: the engine alone makes them for play, and anything may be checked against them.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any

from .records import by_fields, direct_init


class MoveReason(StrEnum):
    """Why a pawn moved (`PawnMoved.reason`); the value is what the game log stores."""

    BUY = "buy"  # paid for bought tiles
    COWPIE = "cowpie"  # penalty points from a cowpie space
    IBEX = "ibex"  # the points of an ibex space (penalty, or positive while Happy Cows show)


class EndReason(StrEnum):
    """Why the game ended (`GameEnded.reason`); the value is what the game log stores."""

    DUNG_HEAP = "dung heap"  # a pawn reached the dung heap
    NO_TILES = "no tiles"  # nobody has a tile left to play


@dataclass(frozen=True, init=False)
class Event:
    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not

    @property
    def type(self) -> str:
        return _TYPE_OF[type(self)]

    def to_dict(self) -> dict:
        data: dict = {"type": self.type}
        for field in fields(self):
            data[field.name] = _plain(getattr(self, field.name))
        return data


def _plain(value):
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _frozen(value):
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@dataclass(frozen=True, init=False)
class RowOpened(Event):
    """A tile from the supply starts a row at setup."""

    row: Any  # int
    tile: Any  # int

    def __init__(self, row: Any, tile: Any) -> None:
        self.row = row  # type: ignore[misc]
        self.tile = tile  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Dealt(Event):
    """Tiles drawn into a hand: the deal at setup (private to the seat)."""

    seat: Any  # int
    tiles: Any  # tuple[int, ...]

    def __init__(self, seat: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class RoundStarted(Event):
    round: Any  # int
    double: Any  # bool: every player plays two tiles
    open: Any  # bool: tiles are played face up, lowest position first
    order: Any  # tuple[int, ...]: the seats in the order they act
    group: Any  # tuple[int, ...]: open round: the seats on the start space, who play face down together
    buying: Any  # bool: the supply had tiles when the round began

    def __init__(self, round: Any, double: Any, open: Any, order: Any, group: Any, buying: Any) -> None:
        self.round = round  # type: ignore[misc]
        self.double = double  # type: ignore[misc]
        self.open = open  # type: ignore[misc]
        self.order = order  # type: ignore[misc]
        self.group = group  # type: ignore[misc]
        self.buying = buying  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Bought(Event):
    seat: Any  # int
    count: Any  # int
    from_box: Any  # int: how many of them came from the box after the supply ran out
    tiles: Any  # tuple[int, ...]: private to the seat

    def __init__(self, seat: Any, count: Any, from_box: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.count = count  # type: ignore[misc]
        self.from_box = from_box  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class PawnMoved(Event):
    seat: Any  # int
    start: Any  # int
    end: Any  # int
    points: Any  # int: + penalty points or purchase cost, - positive points
    reason: Any  # MoveReason

    def __init__(self, seat: Any, start: Any, end: Any, points: Any, reason: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.start = start  # type: ignore[misc]
        self.end = end  # type: ignore[misc]
        self.points = points  # type: ignore[misc]
        self.reason = reason  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class OpenRoundTriggered(Event):
    seat: Any  # int
    oxen_eye: Any  # int

    def __init__(self, seat: Any, oxen_eye: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.oxen_eye = oxen_eye  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Played(Event):
    seat: Any  # int
    face_up: Any  # bool
    tiles: Any  # tuple[int, ...]: private to the seat until revealed when face down

    def __init__(self, seat: Any, face_up: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.face_up = face_up  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Shown(Event):
    """The start-space group of an open round turns its tiles face up together."""

    plays: Any  # tuple[tuple[int, tuple[int, ...]], ...]

    def __init__(self, plays: Any) -> None:
        self.plays = plays  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Revealed(Event):
    """All played tiles are shown; they are placed in ascending order next."""

    plays: Any  # tuple[tuple[int, tuple[int, ...]], ...]

    def __init__(self, plays: Any) -> None:
        self.plays = plays  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Placed(Event):
    seat: Any  # int
    tile: Any  # int
    row: Any  # int
    slot: Any  # int
    rule: Any  # int, 2: smallest difference (Rules 1 and 2); 3: lower than every row

    def __init__(self, seat: Any, tile: Any, row: Any, slot: Any, rule: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.tile = tile  # type: ignore[misc]
        self.row = row  # type: ignore[misc]
        self.slot = slot  # type: ignore[misc]
        self.rule = rule  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class RowCompleted(Event):
    seat: Any  # int
    row: Any  # int
    tile: Any  # int
    new_row: Any  # int: where the tile from the ibex space now starts a row
    tiles: Any  # tuple[int, ...]: the row's other tiles, taken by the player

    def __init__(self, seat: Any, row: Any, tile: Any, new_row: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.row = row  # type: ignore[misc]
        self.tile = tile  # type: ignore[misc]
        self.new_row = new_row  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class Kept(Event):
    seat: Any  # int
    kept: Any  # tuple[int, ...]
    boxed: Any  # tuple[int, ...]

    def __init__(self, seat: Any, kept: Any, boxed: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.kept = kept  # type: ignore[misc]
        self.boxed = boxed  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class FreeTiles(Event):
    seat: Any  # int
    tiles: Any  # tuple[int, ...]: private to the seat; may be fewer than six, or none

    def __init__(self, seat: Any, tiles: Any) -> None:
        self.seat = seat  # type: ignore[misc]
        self.tiles = tiles  # type: ignore[misc]


@dataclass(frozen=True, init=False)
class GameEnded(Event):
    reason: Any  # EndReason
    positions: Any  # tuple[int, ...]
    places: Any  # tuple[int, ...]: per seat: 1 for the winner; pawns on the start space share a place

    def __init__(self, reason: Any, positions: Any, places: Any) -> None:
        self.reason = reason  # type: ignore[misc]
        self.positions = positions  # type: ignore[misc]
        self.places = places  # type: ignore[misc]


_TYPE_OF: dict[type[Event], str] = {
    RowOpened: "row_opened",
    Dealt: "dealt",
    RoundStarted: "round_started",
    Bought: "bought",
    PawnMoved: "pawn_moved",
    OpenRoundTriggered: "open_round_triggered",
    Played: "played",
    Shown: "shown",
    Revealed: "revealed",
    Placed: "placed",
    RowCompleted: "row_completed",
    Kept: "kept",
    FreeTiles: "free_tiles",
    GameEnded: "game_ended",
}
_CLASS_OF: dict[str, type[Event]] = {name: cls for cls, name in _TYPE_OF.items()}


for _cls in _TYPE_OF:
    direct_init(_cls)  # as plain Python: the frozen classes refuse their own __init__'s writes

# Fields stored in the log as their enum's value, turned back into the enum when read.
_ENUM_FIELDS = {(PawnMoved, "reason"): MoveReason, (GameEnded, "reason"): EndReason}

# Events whose `tiles` only their own seat may see (face-down plays until the reveal, draws).
_PRIVATE_TILES = (Dealt, Bought, FreeTiles)


def event_from_dict(data: dict) -> Event:
    """Rebuild an event written by `Event.to_dict`; raises ValueError saying what is malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"an event must be an object, not {type(data).__name__}")
    cls = _CLASS_OF.get(data.get("type"))  # type: ignore[arg-type]
    if cls is None:
        raise ValueError(f"unknown event type {data.get('type')!r}")
    try:
        values = {f.name: _frozen(data[f.name]) for f in fields(cls)}
    except KeyError as exc:
        raise ValueError(f"the {data['type']} event lacks its {exc.args[0]!r} field") from None
    for name in values:
        kind = _ENUM_FIELDS.get((cls, name))
        if kind is not None:
            try:
                values[name] = kind(values[name])
            except ValueError:
                choices = ", ".join(repr(member.value) for member in kind)
                problem = f"the {data['type']} event's {name} {values[name]!r} is not one of {choices}"
                raise ValueError(problem) from None
    return cls(**values)


def redact(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: other players' drawn tiles and face-down plays are hidden."""
    if isinstance(event, _PRIVATE_TILES) and event.seat != seat:
        return replace(event, tiles=())
    if isinstance(event, Played) and not event.face_up and event.seat != seat:
        return replace(event, tiles=())
    return event
