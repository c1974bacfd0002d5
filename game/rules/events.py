"""What happened: the events an engine step causes, in order.

The screen turns events into animations, the game log stores them, and a replay compares them. Events
carry full information (a game log is also a bug report); `redact` hides what one player may not see.

The engine notes what happens as a `Trace`: each event's class and its fields' values, in order. `Events` makes
the records from it when they are read, so that play nobody watches (computer games, random play) makes none.
"""

from __future__ import annotations

from dataclasses import dataclass, fields, replace
from enum import StrEnum
from typing import Any, ClassVar, cast, get_args

from .lazy_list import LazyList


class MoveReason(StrEnum):
    """Why a pawn moved (`PawnMoved.reason`); the value is what the game log stores."""

    BUY = "buy"  # paid for bought tiles
    COWPIE = "cowpie"  # penalty points from a cowpie space
    IBEX = "ibex"  # the points of an ibex space (penalty, or positive while Happy Cows show)


class EndReason(StrEnum):
    """Why the game ended (`GameEnded.reason`); the value is what the game log stores."""

    DUNG_HEAP = "dung heap"  # a pawn reached the dung heap
    NO_TILES = "no tiles"  # nobody has a tile left to play


@dataclass(frozen=True)
class Event:
    type: ClassVar[str]  # what the game log calls it

    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for field in fields(self):
            data[field.name] = _plain(getattr(self, field.name))
        return data


def _plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def _frozen(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(_frozen(v) for v in value)
    return value


@dataclass(frozen=True)
class RowOpened(Event):
    """A tile from the supply starts a row at setup."""

    type: ClassVar[str] = "row_opened"
    row: int
    tile: int


@dataclass(frozen=True)
class Dealt(Event):
    """Tiles drawn into a hand: the deal at setup (private to the seat)."""

    type: ClassVar[str] = "dealt"
    seat: int
    tiles: tuple[int, ...]


@dataclass(frozen=True)
class RoundStarted(Event):
    type: ClassVar[str] = "round_started"
    round: int
    double: bool  # every player plays two tiles
    open: bool  # tiles are played face up, lowest position first
    order: tuple[int, ...]  # the seats in the order they act
    group: tuple[int, ...]  # open round: the seats on the start space, who play face down together
    buying: bool  # the supply had tiles when the round began


@dataclass(frozen=True)
class Bought(Event):
    type: ClassVar[str] = "bought"
    seat: int
    count: int
    from_box: int  # how many of them came from the box after the supply ran out
    tiles: tuple[int, ...]  # private to the seat


@dataclass(frozen=True)
class PawnMoved(Event):
    type: ClassVar[str] = "pawn_moved"
    seat: int
    start: int
    end: int
    points: int  # + penalty points or purchase cost, - positive points
    reason: MoveReason


@dataclass(frozen=True)
class OpenRoundTriggered(Event):
    type: ClassVar[str] = "open_round_triggered"
    seat: int
    oxen_eye: int


@dataclass(frozen=True)
class Played(Event):
    type: ClassVar[str] = "played"
    seat: int
    face_up: bool
    tiles: tuple[int, ...]  # private to the seat until revealed when face down


@dataclass(frozen=True)
class Shown(Event):
    """The start-space group of an open round turns its tiles face up together."""

    type: ClassVar[str] = "shown"
    plays: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, its tiles)


@dataclass(frozen=True)
class Revealed(Event):
    """All played tiles are shown; they are placed in ascending order next."""

    type: ClassVar[str] = "revealed"
    plays: tuple[tuple[int, tuple[int, ...]], ...]  # (seat, its tiles), in the round's acting order


@dataclass(frozen=True)
class Placed(Event):
    type: ClassVar[str] = "placed"
    seat: int
    tile: int
    row: int
    slot: int
    rule: int  # 2: smallest difference (Rules 1 and 2); 3: lower than every row


@dataclass(frozen=True)
class RowCompleted(Event):
    type: ClassVar[str] = "row_completed"
    seat: int
    row: int
    tile: int
    new_row: int  # where the tile from the ibex space now starts a row
    tiles: tuple[int, ...]  # the row's other tiles, taken by the player


@dataclass(frozen=True)
class Kept(Event):
    type: ClassVar[str] = "kept"
    seat: int
    kept: tuple[int, ...]
    boxed: tuple[int, ...]


@dataclass(frozen=True)
class FreeTiles(Event):
    type: ClassVar[str] = "free_tiles"
    seat: int
    tiles: tuple[int, ...]  # private to the seat; may be fewer than six, or none


@dataclass(frozen=True)
class GameEnded(Event):
    type: ClassVar[str] = "game_ended"
    reason: EndReason
    positions: tuple[int, ...]
    places: tuple[int, ...]  # per seat: 1 for the winner; pawns on the start space share a place


# Every kind of event, as one type: a `match` over it that must tell every kind (the narration) ends in
# `assert_never`, so that mypy names each such place a new kind of event must visit. The order is the log's.
AnyEvent = (
    RowOpened | Dealt | RoundStarted | Bought | PawnMoved | OpenRoundTriggered | Played | Shown | Revealed | Placed
    | RowCompleted | Kept | FreeTiles | GameEnded
)
EVENT_CLASSES: tuple[type[Event], ...] = get_args(AnyEvent)


def any_event(event: Event) -> AnyEvent:
    """`event` as one of the kinds `AnyEvent` lists (raises TypeError for anything else)."""
    if type(event) not in EVENT_CLASSES:
        raise TypeError(f"{event!r} is not an event of the game")
    return cast(AnyEvent, event)


_CLASS_OF: dict[str, type[Event]] = {cls.type: cls for cls in EVENT_CLASSES}

# Fields stored in the log as their enum's value, turned back into the enum when read.
_ENUM_FIELDS = {(PawnMoved, "reason"): MoveReason, (GameEnded, "reason"): EndReason}

# Events whose `tiles` only their own seat may see (face-down plays until the reveal, draws).
_PRIVATE_TILES = (Dealt, Bought, FreeTiles)

# What the engine notes as it goes: for each event, a tuple of its class and its fields' values, in order.
Trace = list[tuple[Any, ...]]


def _made(entry: tuple[Any, ...]) -> Event:
    kind: type[Event] = entry[0]
    return kind(*entry[1:])


class Events(LazyList[tuple[Any, ...], Event]):
    """The events a step of the game caused, in order: a list whose records are made from the engine's trace when
    they are read."""

    __slots__ = ()

    def __init__(self, trace: Trace) -> None:
        self._entries = trace
        self._make = _made


def event_from_dict(data: dict[str, Any]) -> Event:
    """Rebuild an event written by `Event.to_dict`; raises ValueError saying what is malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"an event must be an object, not {type(data).__name__}")
    name = data.get("type")
    cls = _CLASS_OF.get(name) if isinstance(name, str) else None
    if cls is None:
        raise ValueError(f"unknown event type {data.get('type')!r}")
    try:
        values = {f.name: _frozen(data[f.name]) for f in fields(cls)}
    except KeyError as exc:
        raise ValueError(f"the {data['type']} event lacks its {exc.args[0]!r} field") from None
    for field_name in values:
        enum = _ENUM_FIELDS.get((cls, field_name))
        if enum is not None:
            try:
                values[field_name] = enum(values[field_name])
            except ValueError:
                choices = ", ".join(repr(member.value) for member in enum)
                problem = f"the {data['type']} event's {field_name} {values[field_name]!r} is not one of {choices}"
                raise ValueError(problem) from None
    return cls(**values)


def chosen_meanwhile(event: Event) -> bool:
    """Whether `event` is a choice made while the others choose theirs (spec/rules.md 2.2): a purchase and its
    price, the open round it brings, a tile laid face down. Nothing a player choosing at the same time waits for,
    and nothing the others may not know at once."""
    if isinstance(event, PawnMoved):
        return event.reason is MoveReason.BUY
    return isinstance(event, Bought | OpenRoundTriggered) or (isinstance(event, Played) and not event.face_up)


def redact(event: Event, seat: int) -> Event:
    """The event as `seat` may see it: other players' drawn tiles and face-down plays are hidden."""
    if isinstance(event, _PRIVATE_TILES) and event.seat != seat:
        return replace(event, tiles=())
    if isinstance(event, Played) and not event.face_up and event.seat != seat:
        return replace(event, tiles=())
    return event
