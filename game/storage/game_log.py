"""Game logs in JSON Lines: a save file, a replay and a bug report in one (docs/game-log.md).

The first line is the setup (players, board, seed or explicit position, and the events of the setup);
every further line is one decision with the events it caused. Replaying the decisions on the setup gives
the same events, which `verify` checks.
"""

from __future__ import annotations

import json
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

from game.base.safe_reading import MB, printable, read_limited
from game.rules.board import BoardError, BoardSpec, SpaceKind
from game.rules.decisions import Decision, IllegalDecision, decision_from_dict, decision_to_dict
from game.rules.engine import Game, Position, SetupError
from game.rules.events import Event, event_from_dict
from game.rules.match_stats import MatchStats, match_stats
from game.rules.players import COLORS, MAX_PLAYERS, MIN_PLAYERS, PlayerSetup
from game.storage.json_words import json_problem
from game.storage.names import clean_name
from game.text.i18n import _

FORMAT = "dance-of-ibexes-log"
VERSION = 1
MAX_LOG_BYTES = 16 * MB  # a whole game is about 100 kB
MAX_LOG_LINES = 20_000  # a whole game has a few hundred decisions
MAX_CONTAINERS = 200_000  # JSON objects and lists in a file: a whole game has under 2000
MAX_VALUES = 500_000  # numbers, texts... in a file: a whole game has under 20000
BOM = b"\xef\xbb\xbf"


class LogError(ValueError):
    """A game log that cannot be read or replayed; the message names the file, the line and the problem."""


@dataclass
class GameLog:
    """A parsed log: how the game was set up, and its decisions with the events they caused."""

    board: BoardSpec
    players: tuple[PlayerSetup, ...]
    seed: int
    position: Position | None
    setup_events: list[dict]
    decisions: list[Decision] = field(default_factory=list)
    events: list[list[dict]] = field(default_factory=list)  # per decision
    lines: list[int] = field(default_factory=list)  # per decision: its line in the file
    meta: dict = field(default_factory=dict)  # what the rules ignore: board path, seat controllers...
    # Read with cut_tail_allowed: the line a crash cut short (the decision in flight), dropped; None if none.
    cut_line: int | None = None
    complete_size: int = 0  # bytes of the file up to the end of its last complete line

    def new_game(self) -> Game:
        return Game(self.board, self.players, self.seed, self.position)


def log_stats(log: GameLog, decisions: int | None = None) -> MatchStats:
    """The figures of a game log (game.rules.match_stats), after its first `decisions` decisions (all: None)."""
    chosen = log.events if decisions is None else log.events[:decisions]
    records = [*log.setup_events, *(record for events in chosen for record in events)]
    start = log.position.positions if log.position is not None else None
    return match_stats((event_from_dict(r) for r in records), len(log.players), start)


def setup_record(game: Game, meta: dict | None = None) -> dict:
    """The first line of a log for `game`, which must not have taken any decision yet."""
    return {
        "format": FORMAT,
        "version": VERSION,
        "type": "setup",
        "players": [{"name": p.name, "color": p.color} for p in game.players],
        "board": game.board.to_dict(),
        "board_digest": game.board.digest(),
        "seed": game.seed,
        "position": game.initial_position.to_dict() if game.initial_position else None,
        "meta": meta or {},
        "events": [e.to_dict() for e in game.setup_events],
    }


def decision_record(index: int, decision: Decision, events: Sequence[Event]) -> dict:
    return {
        "type": "decision",
        "n": index,
        "decision": decision_to_dict(decision),
        "events": [e.to_dict() for e in events],
    }


class LogWriter:
    """Appends a game's log as it is played; every line is flushed (and synced) before the next decision."""

    def __init__(self, path: str | os.PathLike, game: Game, meta: dict | None = None, sync: bool = True) -> None:
        self.path = Path(path)
        self.sync = sync
        self.count = 0
        self._file: IO[str] = open(self.path, "w", encoding="utf-8")  # noqa: SIM115 - kept open while playing
        self._write(setup_record(game, meta))

    @classmethod
    def append(cls, path: str | os.PathLike, log: GameLog, sync: bool = True) -> LogWriter:
        """Continue writing an existing log that `read_log(path, cut_tail_allowed=True)` returned as `log`.

        A last line cut short by a crash (`log.cut_line`) is dropped from the file first, so that the next
        decision starts on a line of its own; every complete line stays as it was.
        """
        writer = cls.__new__(cls)
        writer.path = Path(path)
        writer.sync = sync
        writer.count = len(log.decisions)
        with open(writer.path, "r+b") as file:
            size = file.seek(0, os.SEEK_END)
            if size > log.complete_size:
                file.truncate(log.complete_size)
            if log.complete_size:
                file.seek(log.complete_size - 1)
                if file.read(1) != b"\n":  # a complete last line whose newline was cut off
                    file.write(b"\n")
            file.flush()
            os.fsync(file.fileno())
        writer._file = open(writer.path, "a", encoding="utf-8")  # noqa: SIM115 - kept open while playing
        return writer

    def record(self, decision: Decision, events: Sequence[Event]) -> None:
        self.count += 1
        self._write(decision_record(self.count, decision, events))

    def _write(self, record: dict) -> None:
        self._file.write(json.dumps(record, separators=(",", ":")) + "\n")
        self._file.flush()
        if self.sync:
            os.fsync(self._file.fileno())

    def fileno(self) -> int:
        """The open file's descriptor (to sync it elsewhere when `sync` is off)."""
        return self._file.fileno()

    def close(self) -> None:
        self._file.close()

    def __enter__(self) -> LogWriter:
        return self

    def __exit__(self, *exc) -> None:
        self.close()


def read_log(path: str | os.PathLike, cut_tail_allowed: bool = False) -> GameLog:
    """Parse a log file; raises LogError naming the file, the line and the problem.

    With `cut_tail_allowed`, a last decision line that a crash cut short (no newline at its end, and not
    valid JSON) is the decision that was in flight: it is left out and reported in `GameLog.cut_line`
    instead of making the whole log unreadable. The setup line is never dropped.
    """
    path = Path(path)
    try:
        data = read_limited(path, MAX_LOG_BYTES)
    except FileNotFoundError:
        raise LogError(_("{file}: no such file").format(file=path)) from None
    except OSError as exc:
        raise LogError(_("{file}: cannot be read ({problem})").format(file=path, problem=exc.strerror or exc)) from None
    cut_line = None
    complete = data
    if cut_tail_allowed and data and not data.endswith(b"\n"):
        head, newline, tail = data.rpartition(b"\n")
        if newline and not _is_json_object(tail):
            # A crash may cut a line inside a UTF-8 sequence as well, so the tail is judged as bytes.
            complete = head + newline
            cut_line = complete.count(b"\n") + 1
    # What a file costs once parsed is bounded before it is split or parsed: 16 MB of "{}," would be millions
    # of objects (hundreds of MB) and of short lines. A whole game of 8 players has a few hundred lines and
    # under 2000 JSON objects and lists.
    newlines = max(complete.count(b"\n"), complete.count(b"\r"))
    if newlines > MAX_LOG_LINES:
        raise LogError(_("{file}: has more than {most} lines; a game log has at most {most}").format(
            file=path, most=MAX_LOG_LINES))
    containers = complete.count(b"{") + complete.count(b"[")
    if containers > MAX_CONTAINERS:
        raise LogError(_("{file}: holds more than {most} JSON objects and lists; a whole game holds a few "
                         "thousand").format(file=path, most=MAX_CONTAINERS))
    if complete.count(b",") > MAX_VALUES:  # every value but the first of a list or an object follows a comma
        raise LogError(_("{file}: holds more than {most} values; a whole game holds a few ten thousand").format(
            file=path, most=MAX_VALUES))
    # A byte-order mark that an editor put before the setup line is not part of the log (the file's bytes,
    # which `complete_size` counts, keep it).
    bom = len(BOM) if complete.startswith(BOM) else 0
    try:
        text = complete[bom:].decode("utf-8")
    except UnicodeDecodeError as exc:
        line_number = complete[: bom + exc.start].count(b"\n") + 1
        raise LogError(_("{file}, line {line}: not UTF-8 text (byte {byte} of the file)").format(
            file=path, line=line_number, byte=bom + exc.start + 1)) from None
    lines = text.splitlines()
    if len(lines) > MAX_LOG_LINES:
        raise LogError(_("{file}: has {n} lines; a game log has at most {most}").format(
            file=path, n=len(lines), most=MAX_LOG_LINES))
    if not any(line.strip() for line in lines):
        raise LogError(_("{file}: the file is empty; a game log starts with its setup line").format(file=path))
    if not lines[0].strip():
        raise LogError(_("{file}, line 1: the line is blank; a game log starts with its setup line").format(
            file=path))
    records = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            record = json.loads(line)
        except RecursionError:
            raise LogError(_("{file}, line {line}: the JSON is nested too deeply to be a game log").format(
                file=path, line=number)) from None
        except json.JSONDecodeError as exc:
            last = number == len(lines) and not text.endswith("\n")
            hint = _(" (the file ends in the middle of a line: it was cut short)") if last else ""
            raise LogError(_("{file}, line {line}: not valid JSON ({problem}){cut}").format(
                file=path, line=number, problem=json_problem(exc), cut=hint)) from None
        except ValueError:  # json refuses integers of thousands of digits
            raise LogError(_("{file}, line {line}: holds a number too long to be part of a game log").format(
                file=path, line=number)) from None
        if not isinstance(record, dict):
            raise LogError(_("{file}, line {line}: a log line must be a JSON object").format(file=path, line=number))
        records.append((number, record))
    log = _parse(path, records)
    log.cut_line = cut_line
    log.complete_size = len(complete)
    return log


def _is_json_object(data: bytes) -> bool:
    try:
        return isinstance(json.loads(data.decode("utf-8")), dict)
    except (UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return False


def _parse(path: Path, records: list[tuple[int, dict]]) -> GameLog:
    number, setup = records[0]
    where = f"{path}, line {number}"
    if setup.get("format") != FORMAT or setup.get("type") != "setup":
        raise LogError(_("{where}: not a Dance of Ibexes game log (its first line is not a setup line)").format(
            where=where))
    version = setup.get("version")
    if version != VERSION or isinstance(version, bool):  # true == 1 in Python, never in a log
        shown = printable(json.dumps(version), 40)
        raise LogError(_("{where}: log version {found} is not supported; this game reads version {version}").format(
            where=where, found=shown, version=VERSION))
    try:
        _check_setup(setup)
        board = BoardSpec.from_dict(setup["board"])
        players = tuple(
            PlayerSetup(clean_name(p["name"], f"Player {n}"), p["color"]) for n, p in enumerate(setup["players"], 1)
        )
        seed = setup["seed"]
        position = Position.from_dict(setup["position"]) if setup.get("position") is not None else None
        setup_events = list(setup["events"])
    except (BoardError, SetupError, ValueError) as exc:
        raise LogError(_("{where}: the setup is invalid: {problem}").format(where=where, problem=exc)) from None
    digest = setup.get("board_digest")
    if digest is not None and digest != board.digest():
        raise LogError(_("{where}: the board does not match its recorded digest; the file was altered").format(
            where=where))
    log = GameLog(board, players, seed, position, setup_events, meta=dict(setup.get("meta") or {}))
    for number, record in records[1:]:
        where = f"{path}, line {number}"
        if record.get("type") != "decision":
            raise LogError(_("{where}: expected a decision line, found type {found}").format(
                where=where, found=_shown(record.get("type"))))
        try:
            _check_decision(record)
            log.decisions.append(decision_from_dict(record["decision"]))  # present: _check_decision says so
        except ValueError as exc:
            raise LogError(f"{where}: {exc}") from None
        log.events.append(record["events"])
        log.lines.append(number)
    return log


# -- what a log's lines must hold, checked before the rules see them -----------------------------------
# The bounds are far beyond any real game and only keep a hand-edited file from costing time or memory.
MAX_NUMBER = 10**6  # rows, slots, points, track spaces, tiles, counts
MAX_SEED = 10**18
MAX_ITEMS = 1000  # the longest list a log line holds (events, tiles, rows...)


def _shown(value: object) -> str:
    """A JSON value as a message quotes it: short, printable, and by its kind when it is a container."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if value is None:
        return "null"
    if isinstance(value, int):
        digits = len(str(abs(value)))
        return str(value) if digits <= 20 else f"a number of {digits} digits"
    if isinstance(value, float):
        return f"{value:g}"
    if isinstance(value, str):
        return f"'{printable(value, 40)}'"
    return "an object" if isinstance(value, dict) else "a list"


def _object(value: object, what: str) -> dict:
    if not isinstance(value, dict):
        raise ValueError(f"{what} must be an object, not {_shown(value)}")
    return value


def _field(record: dict, key: str, what: str) -> object:
    if key not in record:
        raise ValueError(f"{what} lacks its '{key}' field")
    return record[key]


def _list(value: object, what: str, low: int = 0, high: int = MAX_ITEMS) -> list:
    if not isinstance(value, list):
        raise ValueError(f"{what} must be a list, not {_shown(value)}")
    if not low <= len(value) <= high:
        raise ValueError(f"{what} must hold {low} to {high} items, not {len(value)}")
    return value


def _whole(value: object, what: str, low: int = 0, high: int = MAX_NUMBER) -> int:
    if not isinstance(value, int) or isinstance(value, bool) or not low <= value <= high:
        raise ValueError(f"{what} must be a whole number from {low} to {high}, not {_shown(value)}")
    return value


def _text(value: object, what: str) -> str:
    if not isinstance(value, str):
        raise ValueError(f"{what} must be text, not {_shown(value)}")
    return value


def _check_setup(setup: dict) -> None:
    players = _list(_field(setup, "players", "the setup"), "the players", MIN_PLAYERS, MAX_PLAYERS)
    for number, player in enumerate(players, start=1):
        player = _object(player, f"player {number}")
        _text(_field(player, "name", f"player {number}"), f"player {number}'s name")
        color = _field(player, "color", f"player {number}")
        if not isinstance(color, str) or color not in COLORS:  # a list or an object is never one of them
            raise ValueError(f"player {number}'s colour {_shown(color)} is not one of {', '.join(COLORS)}")
    board = _object(_field(setup, "board", "the setup"), "the board")
    rows = _list(_field(board, "rows", "the board"), "the board's rows", 1)
    for index, row in enumerate(rows, start=1):
        row = _object(row, f"board row {index}")
        _whole(_field(row, "number", f"board row {index}"), f"board row {index}'s number", 1)
        _text(_field(row, "half", f"board row {index}"), f"board row {index}'s half")
        spaces = _list(_field(row, "spaces", f"board row {index}"), f"board row {index}'s spaces", 2)
        for slot, space in enumerate(spaces, start=1):
            where = f"board row {index} slot {slot}"
            if not isinstance(space, list) or len(space) != 2:
                raise ValueError(f"{where} must be a list of a kind and points, not {_shown(space)}")
            kind = _text(space[0], f"{where}'s kind")
            if kind not in {k.value for k in SpaceKind}:
                raise ValueError(f"{where}'s kind {_shown(kind)} is not one of {', '.join(k.value for k in SpaceKind)}")
            _whole(space[1], f"{where}'s points")
    track = _object(_field(board, "track", "the board"), "the board's track")
    _whole(_field(track, "dung_heap", "the board's track"), "the track's dung heap")
    for eye in _list(_field(track, "oxen_eyes", "the board's track"), "the track's oxen-eyes", 2, 2):
        _whole(eye, "an oxen-eye")
    seed = _field(setup, "seed", "the setup")
    if not isinstance(seed, int) or isinstance(seed, bool) or not -MAX_SEED < seed < MAX_SEED:
        raise ValueError(f"the seed must be a whole number of at most 18 digits, not {_shown(seed)}")
    position = setup.get("position")
    if position is not None:
        position = _object(position, "the position")
        for key in ("rows", "hands"):
            for number, part in enumerate(_list(_field(position, key, "the position"), f"the position's {key}"), 1):
                for tile in _list(part, f"the position's {key} {number}"):
                    _whole(tile, f"a tile in the position's {key} {number}")
        for key in ("positions", "box", "supply"):
            # positions must be there; box may be left out; only supply may be null (every tile not placed)
            if key == "positions" or (key == "box" and key in position) or position.get(key) is not None:
                for value in _list(_field(position, key, "the position"), f"the position's {key}"):
                    _whole(value, f"a value in the position's {key}")
        for key in ("last_row", "round"):
            if key in position:
                _whole(position[key], f"the position's {key}")
        if not isinstance(position.get("open_round", False), bool):
            raise ValueError(f"the position's open_round must be true or false, not {_shown(position['open_round'])}")
    for number, event in enumerate(_list(_field(setup, "events", "the setup"), "the setup's events"), start=1):
        _object(event, f"setup event {number}")
    meta = setup.get("meta")
    if meta is not None:
        _object(meta, "the setup's meta")


def _check_decision(record: dict) -> None:
    decision = _object(_field(record, "decision", "the line"), "the decision")
    if "seat" in decision:
        _whole(decision["seat"], "the decision's seat", 0, MAX_PLAYERS - 1)
    if "count" in decision:
        _whole(decision["count"], "the purchase's count")
    if "tiles" in decision:
        for tile in _list(decision["tiles"], "the decision's tiles"):
            _whole(tile, "a tile of the decision")
    for number, event in enumerate(_list(_field(record, "events", "the line"), "the decision's events"), start=1):
        _object(event, f"event {number} of the decision")


@dataclass
class ReplayResult:
    game: Game
    ok: bool
    message: str  # "OK", or where the replay first differs from the log


def replay(log: GameLog, path: str | os.PathLike = "<log>") -> ReplayResult:
    """Re-run a log's decisions and compare every event with the recorded ones.

    Stops at the first difference or the first decision the rules reject, and says where it is.
    """
    try:
        game = log.new_game()
    except SetupError as exc:
        raise LogError(_("{file}, line 1: the setup cannot start a game: {problem}").format(file=path, problem=exc)) \
            from None
    got = [e.to_dict() for e in game.setup_events]
    difference = _first_difference(got, log.setup_events)
    if difference:
        return ReplayResult(game, False, f"{path}, line 1: setup {difference}")
    for decision, expected, line in zip(log.decisions, log.events, log.lines, strict=True):
        try:
            events = game.apply(decision)
        except IllegalDecision as exc:
            return ReplayResult(game, False, f"{path}, line {line}: the rules reject this decision: {exc}")
        difference = _first_difference([e.to_dict() for e in events], expected)
        if difference:
            return ReplayResult(game, False, f"{path}, line {line}: {difference}")
    return ReplayResult(game, True, "OK")


def _first_difference(got: list[dict], expected: list[dict]) -> str:
    for index, (a, b) in enumerate(zip(got, expected, strict=False)):
        if a != b:
            # The log's side comes from the file: quoted short and printable, whatever it holds.
            logged, replayed = printable(json.dumps(b), 300), printable(json.dumps(a), 300)
            return f"event {index + 1} differs: the log has {logged}, the replay gives {replayed}"
    if len(got) != len(expected):
        return f"the log has {len(expected)} events, the replay gives {len(got)}"
    return ""
