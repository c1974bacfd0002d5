"""Saved games: every game in progress is autosaved as its game log, and can be listed and resumed.

A save is a game log (docs/game-log.md) in the `saves` folder of the data folder (game/storage/data_folder.py),
written one decision at a time (append and flush at once, so a crash of the game loses at most the
decision in flight; synced to disk right after on a thread of its own, game/storage/disk_sync.py, so no frame
waits for the disk and a power cut loses at most the last moment's decisions).
Loading a save replays it through the rules and gives the game as left and its setup; the match that goes on from
it is the session's (game/session/resume.py). A save that is cut anywhere but in its last line, is not
JSON, has another version, or holds a decision the rules reject is *unreadable*: it is listed with one
sentence saying why, and is never written to, moved or deleted.
"""

from __future__ import annotations

import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

from game.match_setup.levels import LEVELS
from game.match_setup.seats import BOT, CONTROLLERS, HUMAN, MatchConfig, SeatConfig
from game.rules import Decision, Event, Game
from game.rules.events import GameEnded, event_from_dict
from game.storage.data_folder import data_dir
from game.storage.disk_sync import BackgroundSync
from game.storage.game_log import GameLog, LogError, LogWriter, read_log, replay
from game.text.i18n import _

SAVES_FOLDER = "saves"
SUFFIX = ".jsonl"

logger = logging.getLogger(__name__)


class SaveError(ValueError):
    """A save that cannot be loaded; the message is one sentence naming the file and the problem."""


def saves_dir(folder: str | os.PathLike | None = None) -> Path:
    """The folder of saved games inside the data folder `folder` (default: the user's data folder)."""
    return Path(folder if folder is not None else data_dir()) / SAVES_FOLDER


def new_save_path(saves: Path, when: datetime | None = None) -> Path:
    """A fresh file name for a game started at `when`: game-YYYYMMDD-HHMMSS.jsonl (never an existing one)."""
    stamp = (when or datetime.now()).strftime("%Y%m%d-%H%M%S")
    path = saves / f"game-{stamp}{SUFFIX}"
    number = 2
    while path.exists():
        path = saves / f"game-{stamp}-{number}{SUFFIX}"
        number += 1
    return path


def save_title(path: Path) -> str:
    """What a saved game is called on screen (a replay's status line): when it was played, not its file's name."""
    try:
        when = datetime.fromtimestamp(path.stat().st_mtime)
    except OSError:
        return _("Replay")
    # Translators: a save's date and time (Python's strftime codes), e.g. "%d.%m.%Y, %H:%M" in German.
    return _("Game of {date}").format(date=when.strftime(_("%d %b %Y, %H:%M")))


def seats_meta(config: MatchConfig) -> list[dict]:
    """What the setup line's meta records about each seat, so a resumed game gets the same controllers."""
    return [
        {"controller": BOT, "level": seat.level} if seat.controller == BOT else {"controller": seat.controller}
        for seat in config.seats
    ]


def config_from_log(log: GameLog, path: Path) -> MatchConfig:
    """The match setup a log was played with: its players, and the seat controllers from its meta.

    A log without seat controllers (written by another tool) is played by humans at every seat.
    """
    seats_data = log.meta.get("seats")
    if seats_data is None:
        seats_data = [{"controller": HUMAN}] * len(log.players)
    if not isinstance(seats_data, list) or len(seats_data) != len(log.players):
        raise SaveError(f"{path}, line 1: meta.seats must list one controller per player ({len(log.players)})")
    seats = []
    for number, (player, seat) in enumerate(zip(log.players, seats_data, strict=True), start=1):
        controller = seat.get("controller") if isinstance(seat, dict) else None
        level = seat.get("level", "normal") if isinstance(seat, dict) else "normal"
        if controller not in CONTROLLERS:
            raise SaveError(f"{path}, line 1: seat {number}'s controller in meta.seats is not one of "
                            f"{', '.join(CONTROLLERS)}")
        if controller == BOT and level not in (*LEVELS, "random"):
            raise SaveError(f"{path}, line 1: seat {number}'s bot level in meta.seats is none of {', '.join(LEVELS)}")
        seats.append(SeatConfig(player.name, player.color, controller, level if controller == BOT else "normal"))
    board_path = log.meta.get("board_path")
    return MatchConfig(tuple(seats), log.seed, board_path if isinstance(board_path, str) else None)


@dataclass
class LoadedSave:
    """A save replayed to the point where it was left."""

    path: Path
    log: GameLog
    game: Game
    config: MatchConfig

    @property
    def note(self) -> str | None:
        """A sentence when the decision in flight at a crash was dropped, else None."""
        if self.log.cut_line is None:
            return None
        return _("{file}, line {line}: the last decision was cut short when the game stopped; it is dropped and "
                 "will be taken again.").format(file=self.path, line=self.log.cut_line)


def load_save(path: str | os.PathLike) -> LoadedSave:
    """Read and replay a save; raises SaveError (one sentence naming the file and the problem)."""
    path = Path(path)
    try:
        log = read_log(path, cut_tail_allowed=True)
        result = replay(log, path)
    except LogError as exc:
        raise SaveError(str(exc)) from None
    if not result.ok:
        raise SaveError(result.message)
    return LoadedSave(path, log, result.game, config_from_log(log, path))


@dataclass(frozen=True)
class SaveInfo:
    """One line of the saved-games list."""

    path: Path
    modified: datetime
    players: tuple[str, ...] = ()
    round: int = 0
    decisions: int = 0
    finished: bool = False
    problem: str | None = None  # why the save is unreadable, or None

    @property
    def readable(self) -> bool:
        return self.problem is None

    def label(self) -> str:
        """How the list shows this save: date, players and round (or that it is unreadable)."""
        date = self.modified.strftime("%d %b %H:%M")
        if not self.readable:
            return f"{date}  {self.path.name}: unreadable"
        state = "finished" if self.finished else f"round {self.round}"
        return f"{date}  {', '.join(self.players)}  ({state})"


def inspect_save(path: str | os.PathLike) -> SaveInfo:
    """Describe a save for the list; never raises (an unreadable save carries its one-sentence problem)."""
    path = Path(path)
    try:
        modified = datetime.fromtimestamp(path.stat().st_mtime)
    except (OSError, ValueError, OverflowError):  # unreadable, or a date past what a calendar holds (year 10000)
        modified = datetime.fromtimestamp(0)
    try:
        loaded = load_save(path)
    except SaveError as exc:
        return SaveInfo(path, modified, problem=str(exc))
    except Exception:  # a save that trips a bug must not take the list (or the title) down with it
        logger.exception("reading the save %s", path)
        problem = _("{file}: cannot be replayed (reading it hit a problem in the game)").format(file=path)
        return SaveInfo(path, modified, problem=problem)
    game = loaded.game
    names = tuple(p.name for p in game.players)
    return SaveInfo(path, modified, names, game.round.number, len(loaded.log.decisions), game.over)


def list_saves(saves: Path) -> list[SaveInfo]:
    """Every save in the folder, newest first; a missing folder is an empty list."""
    listing = SaveList(saves)
    listing.refresh()
    return listing.infos


class SaveList:
    """The saves of a folder, kept up to date cheaply: a save is read again only when its file changed.

    Reading a save replays it, so `refresh` can read a few at a time: the newest files are read first and the
    rest on the next calls (`unread` says how many wait), so a screen showing the list never stalls on a
    folder of many saves. How many are read per call is counted in saves, never in time, so which saves a
    screen lists after a number of calls does not depend on the machine's speed or load. An unreadable save
    is reported in the program's log once, when it is first seen (or changes).
    """

    def __init__(self, saves: Path) -> None:
        self.folder = saves
        self.infos: list[SaveInfo] = []
        self.unread = 0
        self._known: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}

    def refresh(self, most: int | None = None) -> bool:
        """Look at the folder again and read the saves that changed, newest first: at most `most` of them (None:
        all), the others on the next calls. Returns True when the list changed.
        """
        stats = []
        try:
            for path in self.folder.iterdir():
                if path.suffix == SUFFIX and path.is_file():
                    stats.append((path, path.stat()))
        except OSError:
            stats = []
        known: dict[Path, tuple[tuple[int, int], SaveInfo]] = {}
        present = {path for path, _ in stats}
        changed = any(path not in present for path in self._known)
        self.unread = 0
        read = 0
        for path, stat in sorted(stats, key=lambda item: item[1].st_mtime_ns, reverse=True):
            key = (stat.st_mtime_ns, stat.st_size)
            previous = self._known.get(path)
            if previous is not None and previous[0] == key:
                known[path] = previous
                continue
            if most is not None and read >= most:
                self.unread += 1
                if previous is not None:
                    known[path] = previous  # shown as it was until it is read again
                continue
            info = inspect_save(path)
            read += 1
            if info.problem:
                logger.warning("unreadable save: %s", info.problem)
            known[path] = (key, info)
            changed = True
        self._known = known
        self.infos = sorted((info for _, info in known.values()), key=lambda i: (i.modified, i.path.name), reverse=True)
        return changed


def last_unfinished(saves: list[SaveInfo]) -> SaveInfo | None:
    """The save the title screen's "Continue" resumes: the newest readable game that has not ended."""
    return next((s for s in saves if s.readable and not s.finished), None)


class Autosave:
    """Writes a game's log as it is played. A write that fails stops the autosave with one sentence
    (`problem`) instead of stopping the game."""

    def __init__(self, writer: LogWriter | None, problem: str | None = None, sync: bool = False) -> None:
        """`writer` writes and flushes each line; with `sync`, a thread of its own syncs them to disk."""
        self.writer = writer
        self.problem = problem
        self.path: Path | None = writer.path if writer else None  # kept once the game has ended
        self._sync = BackgroundSync(writer.fileno(), "autosave-sync") if writer is not None and sync else None
        if self._sync is not None:
            self._sync.request()  # the setup line (or the lines a resume kept)

    @classmethod
    def start(cls, game: Game, config: MatchConfig, saves: Path, sync: bool = True) -> Autosave:
        """A new save for a game that has not taken any decision yet."""
        path = new_save_path(saves)
        meta = {"board_path": config.board_path, "seats": seats_meta(config)}
        try:
            saves.mkdir(parents=True, exist_ok=True)
            return cls(LogWriter(path, game, meta, sync=False), sync=sync)
        except OSError as exc:
            _remove_quietly(path)  # an empty or half-written setup line would be listed as an unreadable save
            return cls._failed(path, exc)

    @classmethod
    def resume(cls, loaded: LoadedSave, sync: bool = True) -> Autosave:
        """Continue writing a loaded save (dropping a line cut short by a crash)."""
        try:
            return cls(LogWriter.append(loaded.path, loaded.log, sync=False), sync=sync)
        except OSError as exc:
            return cls._failed(loaded.path, exc)

    @classmethod
    def _failed(cls, path: Path, exc: OSError) -> Autosave:
        problem = _("{file}: the game cannot be saved ({problem}); it goes on without saving.").format(
            file=path, problem=exc.strerror or exc)
        logger.warning("%s", problem)
        return cls(None, problem)

    def record(self, decision: Decision, events: Sequence[Event]) -> None:
        if self.writer is None:
            return
        try:
            if self._sync is not None and self._sync.error is not None:
                raise self._sync.error  # the disk refused an earlier line: said like a failed write
            self.writer.record(decision, events)
            if self._sync is not None:
                self._sync.request()
            if any(isinstance(event, GameEnded) for event in events):
                self.close()  # the save is complete; it stays as the game's replay
                self.writer = None
        except OSError as exc:
            self.close()
            self._stopped_by(exc)
            self.writer = None

    def _stopped_by(self, exc: OSError) -> None:
        assert self.writer is not None
        self.problem = _("{file}: the game cannot be saved any more ({problem}); it goes on without saving.").format(
            file=self.writer.path, problem=exc.strerror or exc)
        logger.warning("%s", self.problem)

    def close(self) -> None:
        if self._sync is not None:
            self._sync.close()  # the last lines reach the disk before the file is closed
            if self._sync.error is not None and self.problem is None and self.writer is not None:
                self._stopped_by(self._sync.error)
            self._sync = None
        if self.writer is not None:
            try:
                self.writer.close()
            except OSError:
                pass


def _remove_quietly(path: Path) -> None:
    try:
        path.unlink(missing_ok=True)
    except OSError:
        pass


def history(loaded: LoadedSave) -> tuple[Event, ...]:
    """Every event of a loaded save, the setup's first, for a screen to show the game as it stands."""
    records = [*loaded.log.setup_events, *(e for events in loaded.log.events for e in events)]
    return tuple(event_from_dict(record) for record in records)


def autosave_match(match, saves: Path | None = None) -> Autosave:
    """Give a window match (game.session.runner.Match) its autosave, unless it has one (a resumed save)."""
    if match.recorder is None:
        match.recorder = Autosave.start(match.game, match.config, saves or saves_dir())
    return match.recorder
