"""The phone protocol's messages: JSON objects over a WebSocket, each with the version `v` (docs/phone-protocol.md).

This module turns a seat's view and its redacted events into the messages a phone receives, and checks
every message a phone sends before anything acts on it: `parse` returns a typed record or raises
`ProtocolError` with one sentence in words (never quoting what the phone sent, which may be anything).
The decisions it builds always carry the connection's own seat; the engine still judges them.

A seat's token (in its join address) and a browser's key are secrets written in characters that cannot be
mistaken for one another when a person types the address: no 0/o, 1/l/i, and one case.
"""

from __future__ import annotations

import json
import secrets
from dataclasses import dataclass, fields
from enum import StrEnum

from game.rules import BoardSpec, Buy, Decision, DecisionKind, Event, Keep, Pending, Play, PlayerView, redact
from game.text.round_summary import RoundSummary, summary_lines, summary_title

from .aids import buys, hints
from .words import page_words, status

# 2: a decide message carries one decision (Play without buying is the play alone); 3: a decision names the
# question it answers (the state's `question`), a hello carries the browser's keys (`keys`), not one key
VERSION = 3
MAX_MESSAGE_BYTES = 4096  # a phone's largest message (a decision) is well under 200 bytes
MAX_TILES = 16  # more tiles than any hand holds
MAX_TURN = 10**9
MAX_KEYS = 8  # keys a browser keeps (one for each seat it played lately) and sends in its hello
SECRET_ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz"  # 31 characters, none like another
SECRET_LENGTH = 28  # 28 * log2(31) = 138 random bits
SECRET_GROUP = 4  # shown as groups of four, joined by dashes, for a person typing it


class ProtocolError(ValueError):
    """A message a phone sent that the game cannot use; the message is one sentence saying why. In English: the game's
    own page never sends such a message, so only another program (a developer's, or a stranger's) reads it."""


class ClientKind(StrEnum):
    """What a phone may send."""

    HELLO = "hello"  # the first message: the seat's token
    DECIDE = "decide"  # one decision for the question named (a play while asked to buy: played without buying)
    PING = "ping"  # keeps a connection alive through phone networks that drop quiet ones


def new_secret() -> str:
    """A new token or key: SECRET_LENGTH characters of SECRET_ALPHABET, each drawn by `secrets`."""
    return "".join(secrets.choice(SECRET_ALPHABET) for _ in range(SECRET_LENGTH))


def grouped(secret: str) -> str:
    """`secret` as a person reads and types it: groups of four joined by dashes."""
    return "-".join(secret[i:i + SECRET_GROUP] for i in range(0, len(secret), SECRET_GROUP))


def canonical_secret(text: str) -> str:
    """`text` as typed (any case, dashes or spaces between the groups) as a secret, or "" when it cannot be one."""
    plain = text.replace("-", "").replace(" ", "").lower()
    if len(plain) != SECRET_LENGTH or not all(c in SECRET_ALPHABET for c in plain):
        return ""
    return plain


@dataclass(frozen=True)
class Hello:
    token: str  # canonical; "" when what was sent cannot be a token (the server denies it like a wrong one)
    keys: tuple[str, ...] = ()  # the keys the browser holds (for this seat or others), canonical


@dataclass(frozen=True)
class Decide:
    id: int  # the phone's number for this message, echoed in the answer
    question: int  # the `question` of the state the decision answers
    decision: Decision


@dataclass(frozen=True)
class Ping:
    pass


ClientMessage = Hello | Decide | Ping


def _whole(value: object, what: str, low: int, high: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        raise ProtocolError(f"{what} must be a whole number from {low} to {high}")
    return value


def _tiles(value: object, what: str) -> tuple[int, ...]:
    if not isinstance(value, list) or len(value) > MAX_TILES:
        raise ProtocolError(f"{what} must be a list of at most {MAX_TILES} tile numbers")
    return tuple(_whole(tile, f"each of {what}", 0, 10_000) for tile in value)


def _decision(data: object, seat: int) -> Decision:
    where = "the decision"
    if not isinstance(data, dict):
        raise ProtocolError(f"{where} must be an object")
    kind = data.get("kind")
    if kind == DecisionKind.BUY:
        return Buy(seat, _whole(data.get("count"), f"the count of {where}", 0, MAX_TILES))
    if kind == DecisionKind.PLAY:
        return Play(seat, _tiles(data.get("tiles"), f"the tiles of {where}"))
    if kind == DecisionKind.KEEP:
        return Keep(seat, _tiles(data.get("tiles"), f"the tiles of {where}"))
    raise ProtocolError(f"the kind of {where} must be buy, play or keep")


def _secret(value: object, what: str) -> str:
    if not isinstance(value, str) or len(value) > 64:
        raise ProtocolError(f"{what} must be text of at most 64 characters")
    return canonical_secret(value)


def parse(text: str | bytes, seat: int | None) -> ClientMessage:
    """A phone's message, checked; `seat` is the connection's seat (None before its hello)."""
    if len(text) > MAX_MESSAGE_BYTES:
        raise ProtocolError(f"the message is longer than {MAX_MESSAGE_BYTES} bytes")
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):  # UnicodeDecodeError and numbers too long to read are ValueErrors
        raise ProtocolError("the message is not JSON") from None
    if not isinstance(data, dict):
        raise ProtocolError("the message must be a JSON object")
    version = data.get("v")
    if type(version) is not int or version != VERSION:  # not 1.0, not true
        raise ProtocolError(f"the message's version is not supported; this game speaks version {VERSION}")
    kind = data.get("type")
    if kind == ClientKind.HELLO:
        keys = data.get("keys", [])
        if not isinstance(keys, list) or len(keys) > MAX_KEYS:
            raise ProtocolError(f"the hello's keys must be a list of at most {MAX_KEYS} texts")
        held = (_secret(key, "each of the hello's keys") for key in keys)
        return Hello(_secret(data.get("token"), "the hello's token (the text after the # of the join address)"),
                     tuple(key for key in held if key))
    if seat is None:
        raise ProtocolError("the first message must be a hello with the seat's token")
    if kind == ClientKind.PING:
        return Ping()
    if kind == ClientKind.DECIDE:
        if "decision" not in data:
            raise ProtocolError("a decide message needs its decision")
        return Decide(_whole(data.get("id", 0), "the message id", 0, MAX_TURN),
                      _whole(data.get("question"), "the question (the state's)", 0, MAX_TURN),
                      _decision(data["decision"], seat))
    raise ProtocolError("the message type must be hello, decide or ping")


# ------------------------------------------------------------------------------ what phones receive
def message(kind: str, **fields_: object) -> dict:
    return {"v": VERSION, "type": kind, **fields_}


def _plain(value: object) -> object:
    if isinstance(value, frozenset | set):
        return sorted(value)
    if isinstance(value, tuple | list):
        return [_plain(v) for v in value]
    return value


def view_to_dict(view: PlayerView) -> dict:
    """Every field of the seat's view but the board (sent once, in the welcome), as plain JSON values."""
    data: dict = {}
    for field in fields(view):
        if field.name == "board":
            continue
        value = getattr(view, field.name)
        if field.name == "pending":
            value = _pending(value) if value is not None else None
        elif field.name == "asked":
            value = [_pending(asked) for asked in value]
        data[field.name] = _plain(value)
    return data


def _pending(pending: Pending) -> dict:
    return {"seat": pending.seat, "kind": pending.kind.value}


def view_from_dict(data: dict, board: BoardSpec) -> PlayerView:
    """The seat's view that `view_to_dict` sent, on `board` (the welcome's): what a game joining a table reads.
    Raises KeyError, TypeError or ValueError when `data` is not such a view (the reader says so in words)."""
    pending = data["pending"]

    def pairs(key: str) -> tuple[tuple[int, int], ...]:
        return tuple((int(a), int(b)) for a, b in data[key])

    def ints(key: str) -> tuple[int, ...]:
        return tuple(int(value) for value in data[key])

    return PlayerView(
        board=board, names=tuple(str(name) for name in data["names"]),
        rows=tuple(tuple(int(tile) for tile in row) for row in data["rows"]),
        positions=ints("positions"), hand_sizes=ints("hand_sizes"), supply_size=int(data["supply_size"]),
        box_size=int(data["box_size"]), last_row=int(data["last_row"]), round=int(data["round"]),
        double=bool(data["double"]), open=bool(data["open"]), buying=bool(data["buying"]),
        happy_showing=bool(data["happy_showing"]), order=ints("order"), group=ints("group"),
        pending=_pending_from(pending) if pending is not None else None, played=ints("played"),
        face_up=tuple((int(seat), tuple(int(t) for t in tiles)) for seat, tiles in data["face_up"]),
        bought=pairs("bought"), keep_offer=ints("keep_offer"), open_next=bool(data["open_next"]),
        known_hands=tuple(frozenset(int(t) for t in tiles) for tiles in data["known_hands"]),
        over=bool(data["over"]), committed=pairs("committed"), to_place=pairs("to_place"),
        asked=tuple(_pending_from(asked) for asked in data["asked"]),
        seat=int(data["seat"]), hand=ints("hand"), own_play=ints("own_play"), unseen=frozenset(ints("unseen")),
        legal_buys=ints("legal_buys"), legal_plays=tuple(tuple(int(t) for t in tiles) for tiles in data["legal_plays"]),
        legal_keeps=tuple(tuple(int(t) for t in tiles) for tiles in data["legal_keeps"]),
        tiles_to_play=int(data["tiles_to_play"]))


def _pending_from(data: dict) -> Pending:
    return Pending(int(data["seat"]), DecisionKind(data["kind"]))


def welcome(seat: int, names: tuple[str, ...], colors: tuple[str, ...], board: BoardSpec,
            bots: tuple[str | None, ...] | None = None) -> dict:
    """The first message of a connection: who the phone plays, the seats' names and colours, the board, which seats
    bots play (`bots`: per seat its bot's level, None for a person; a joining game labels the seats with it), and
    the page's words in the game's language."""
    return message("welcome", seat=seat, names=list(names), colors=list(colors), board=board.to_dict(),
                   bots=list(bots) if bots is not None else [None] * len(names), words=page_words())


def state(view: PlayerView, turn: int, events: list[Event], question: int | None = None) -> dict:
    """The seat's view after `turn` decisions, with the events since its last state, redacted for the seat; the
    number of the question it asks the seat (None: none), the line saying whose turn it is, and, while the seat is
    asked, the hints of its tiles and its purchases."""
    line, mine = status(view)
    return message("state", turn=turn, question=question, view=view_to_dict(view), status=line, mine=mine,
                   hints=hints(view),
                   buys=buys(view), events=[redact(event, view.seat).to_dict() for event in events])


def summary_to_dict(summary: RoundSummary, names: tuple[str, ...]) -> dict:
    """A round's summary as the phones show it: its round, its title and its lines, in the game's language (the
    screen's: the same words the history there shows)."""
    return {"round": summary.round, "title": summary_title(summary), "lines": summary_lines(summary, names)}


def encode(data: dict) -> str:
    return json.dumps(data, separators=(",", ":"))
