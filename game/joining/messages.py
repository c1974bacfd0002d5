"""What a host's table sends a seat (docs/phone-protocol.md, "Game to phone"), read into records.

A host may be any program on the network, so every message is checked before anything acts on it: one that cannot
be read raises `HostError` with a sentence in words (never quoting what was sent), and the connection ends.
Messages the joining game has no use for (a phone page's words, its hints, its story) are passed over.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.match_setup.levels import LEVELS
from game.phones.protocol import VERSION, view_from_dict
from game.rules import COLORS, BoardError, BoardSpec, Event, PlayerView
from game.rules.events import event_from_dict
from game.text.i18n import _

MAX_HOST_MESSAGE = 4 << 20  # a state with a whole game's recent events is far below this


class HostError(ValueError):
    """A message of the host that the game cannot use: one sentence saying why."""


class VersionMismatch(HostError):
    """The host speaks another version of the protocol: one sentence saying which versions meet."""


@dataclass(frozen=True)
class Welcome:
    seat: int
    names: tuple[str, ...]
    colors: tuple[str, ...]
    bots: tuple[str | None, ...]  # per seat, its bot's level, or None for a person
    board: BoardSpec
    key: str


@dataclass(frozen=True)
class State:
    turn: int
    question: int | None
    view: PlayerView
    events: tuple[Event, ...]
    again: bool  # sent on a (re)join: `events` is the host's recent log, not what is new


@dataclass(frozen=True)
class Note:
    """A message in words: `kind` is the protocol's type (lobby, asking, refused, illegal, stood_in, error, denied,
    taken_over, closed)."""

    kind: str
    message: str
    code: str = ""  # asking: the four digits the host's screen shows
    kept: bool = False  # closed: the game was left unfinished and keeps the seat's link


@dataclass(frozen=True)
class Paused:
    paused: bool


HostMessage = Welcome | State | Note | Paused
NOTES = ("lobby", "asking", "refused", "illegal", "stood_in", "error", "denied", "taken_over", "closed")


def version_sentence(theirs: object) -> str:
    return _("The table speaks version {theirs} of the game's network protocol and this game version {ours}: play "
             "with the same release of Dance of Ibexes as the host.").format(theirs=theirs, ours=VERSION)


def read_message(text: str | bytes, board: BoardSpec | None) -> HostMessage | None:
    """The host's message in `text` (None: one the joining game has no use for); `board` is the welcome's, which
    states are read on."""
    if len(text) > MAX_HOST_MESSAGE:
        raise HostError(_("The table sent a message too long to read."))
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        raise HostError(_("The table sent something that is not a message of the game.")) from None
    if not isinstance(data, dict) or "type" not in data:
        raise HostError(_("The table sent something that is not a message of the game."))
    if data.get("v") != VERSION or type(data.get("v")) is not int:
        raise VersionMismatch(version_sentence(data.get("v") if isinstance(data.get("v"), int) else "?"))
    kind = data["type"]
    if kind == "state" and board is None:
        raise HostError(_("The table sent its state before saying which seat is yours."))
    try:
        if kind == "welcome":
            return _welcome(data)
        if kind == "state" and board is not None:
            return State(_whole(data["turn"]), None if data["question"] is None else _whole(data["question"]),
                         view_from_dict(data["view"], board),
                         tuple(event_from_dict(event) for event in data["events"]), bool(data.get("again")))
        if kind == "table":
            return Paused(bool(data["paused"]))
        if kind in NOTES:
            return Note(kind, _text(data.get("message", data.get("note", ""))), _text(data.get("code", "")),
                        bool(data.get("kept", False)))
    except (KeyError, TypeError, ValueError, AttributeError, IndexError, BoardError):
        raise HostError(_("The table sent a {kind} message the game cannot read.").format(kind=_text(kind))) from None
    return None


def _welcome(data: dict) -> Welcome:
    names = tuple(_text(name) for name in data["names"])
    colors = tuple(_text(color) for color in data["colors"])
    bots = tuple(None if level is None else _text(level) for level in data.get("bots", [None] * len(names)))
    seat = _whole(data["seat"])
    if not 2 <= len(names) <= 8 or len(colors) != len(names) or len(bots) != len(names) or seat >= len(names):
        raise ValueError("seats")
    if any(level is not None and level not in LEVELS for level in bots) or not set(colors) <= set(COLORS):
        raise ValueError("level")
    return Welcome(seat, names, colors, bots, BoardSpec.from_dict(data["board"]), _text(data.get("key", "")))


def _whole(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 10**9:
        raise ValueError("a whole number")
    return value


def _text(value: object) -> str:
    if not isinstance(value, str) or len(value) > 2000:
        raise ValueError("a text")
    return value
