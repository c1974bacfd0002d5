"""Statistics across games: for every player name and every bot level, games played, wins, average place, the
best game and the longest streak of wins.

They live in `statistics.json` in the data folder (game/storage/data_folder.py), written atomically like the settings.
Each game finished in the window is recorded once (its id is remembered); replays, `simulate` and the
arena record nothing. A statistics file that cannot be used (cut short, not JSON, another version, a wrong
value, too big) gives one sentence naming the file, the place and the problem; the statistics are then
empty for the run and the file is never written over, so the player can still repair it.

What counts, per seat: a game played; a win when the seat has first place (a shared first place is a win
for each); its place, for the average. The best game is the lowest final position, fewest penalty points
being the game's own measure (a win on 3 points beats a win on 30); of equal ones the earlier stays. A streak
is games in a row won: a game where a name (or level) sat and none of its seats won ends it. People count by
their name (at the screen or on a phone), bots by their level.
"""

from __future__ import annotations

import json
import logging
import os
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date
from pathlib import Path

from game.base.safe_reading import MB, printable
from game.match_setup.seats import BOT, MatchConfig
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS
from game.storage.data_folder import atomic_write_text, data_dir
from game.storage.json_words import JsonFileError, read_json_file
from game.storage.names import clean_name
from game.text.i18n import N_

FORMAT = "dance-of-ibexes-statistics"
VERSION = 1
FILE_NAME = "statistics.json"
MAX_STATISTICS_BYTES = 2 * MB  # a thousand names take about 200 kB
MAX_ENTRIES = 5000  # names or levels kept; more is not a file this game wrote
MAX_RECORDED = 200  # ids of the latest games recorded, enough to refuse a game twice
MAX_COUNT = 10**9

logger = logging.getLogger(__name__)


class StatisticsError(ValueError):
    """A statistics file that cannot be used; the message names the file, the place and the problem."""


@dataclass(frozen=True)
class BestGame:
    position: int  # the final position: the fewer penalty points, the better
    place: int
    players: int  # how many sat at the table
    date: str  # when it was recorded, YYYY-MM-DD


@dataclass(frozen=True)
class Tally:
    """One player name's or one bot level's record over every game recorded."""

    games: int = 0
    wins: int = 0
    place_sum: int = 0
    best: BestGame | None = None
    streak: int = 0  # games won in a row up to the latest
    longest_streak: int = 0

    @property
    def average_place(self) -> float:
        return self.place_sum / self.games if self.games else 0.0


@dataclass(frozen=True)
class SeatResult:
    """How one seat finished a game."""

    name: str
    bot_level: str | None  # None for a person (at the screen or on a phone)
    position: int
    place: int


@dataclass(frozen=True)
class GameResult:
    game_id: str  # the same game gives the same id (its save's name), so it is never recorded twice
    date: str
    seats: tuple[SeatResult, ...]


@dataclass(frozen=True)
class Statistics:
    players: dict[str, Tally] = field(default_factory=dict)  # by name
    bots: dict[str, Tally] = field(default_factory=dict)  # by level
    recorded: tuple[str, ...] = ()  # the latest games' ids, oldest first

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "players": {name: _tally_to_dict(t) for name, t in self.players.items()},
            "bots": {level: _tally_to_dict(t) for level, t in self.bots.items()},
            "recorded": list(self.recorded),
        }


def record_game(stats: Statistics, result: GameResult) -> Statistics:
    """`stats` with `result` counted in; unchanged if a game of that id was recorded already."""
    if result.game_id in stats.recorded:
        return stats
    players, bots = dict(stats.players), dict(stats.bots)
    for table, key_of in ((players, lambda s: None if s.bot_level else s.name), (bots, lambda s: s.bot_level)):
        by_key: dict[str, list[SeatResult]] = {}
        for seat in result.seats:
            key = key_of(seat)
            if key:
                by_key.setdefault(key, []).append(seat)
        for key, seats in by_key.items():
            table[key] = _count(table.get(key, Tally()), seats, len(result.seats), result.date)
    recorded = (*stats.recorded, result.game_id)[-MAX_RECORDED:]
    playing = _playing(result)
    return Statistics(_most_played(players, playing), _most_played(bots, playing), recorded)


def _playing(result: GameResult) -> set[str]:
    """The names and bot levels of a game's seats: kept in the statistics whatever else is left out."""
    return {seat.name for seat in result.seats} | {seat.bot_level for seat in result.seats if seat.bot_level}


def _most_played(table: dict[str, Tally], keep: set, most: int = MAX_ENTRIES) -> dict[str, Tally]:
    """`table` cut to its `most` entries with the most games (never those in `keep`, who just played), so
    that the file stays one this game reads: the names least played go first."""
    if len(table) <= most:
        return table
    dropped = sorted((key for key in table if key not in keep), key=lambda k: (table[k].games, k))
    gone = set(dropped[: len(table) - most])
    return {key: tally for key, tally in table.items() if key not in gone}


def statistics_text(stats: Statistics, keep: set) -> str:
    """The file's text; the names least played are left out while it would be larger than the game reads."""
    while True:
        text = json.dumps(stats.to_dict(), indent=1) + "\n"
        size = len(text.encode("utf-8"))
        if size <= MAX_STATISTICS_BYTES or len(stats.players) <= len(keep):
            return text
        fewer = max(1, len(stats.players) * (size - MAX_STATISTICS_BYTES) // size + 1)
        stats = Statistics(_most_played(stats.players, keep, len(stats.players) - fewer), stats.bots, stats.recorded)


def _count(tally: Tally, seats: list[SeatResult], players: int, date: str) -> Tally:
    best = tally.best
    for seat in seats:
        if best is None or seat.position < best.position:
            best = BestGame(seat.position, seat.place, players, date)
    won = any(seat.place == 1 for seat in seats)
    streak = tally.streak + 1 if won else 0
    return Tally(
        games=tally.games + len(seats),
        wins=tally.wins + sum(seat.place == 1 for seat in seats),
        place_sum=tally.place_sum + sum(seat.place for seat in seats),
        best=best,
        streak=streak,
        longest_streak=max(tally.longest_streak, streak),
    )


# ----------------------------------------------------------------- the file
def _tally_to_dict(tally: Tally) -> dict:
    best = None
    if tally.best is not None:
        b = tally.best
        best = {"position": b.position, "place": b.place, "players": b.players, "date": b.date}
    return {"games": tally.games, "wins": tally.wins, "place_sum": tally.place_sum, "best": best,
            "streak": tally.streak, "longest_streak": tally.longest_streak}


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number")


def _whole(data: dict, key: str, where: str, low: int = 0, high: int = MAX_COUNT) -> int:
    value = data.get(key)
    if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
        shown = json.dumps(value)[:40] if isinstance(value, int | float) and not isinstance(value, bool) \
            else _kind(value)
        raise ValueError(f"{where}: {key} must be a whole number from {low} to {high}, not {shown}")
    return value


def _tally_from(data: object, where: str) -> Tally:
    if not isinstance(data, dict):
        raise ValueError(f"{where} must be an object, not {_kind(data)}")
    games = _whole(data, "games", where, 1)
    wins = _whole(data, "wins", where, 0, games)
    place_sum = _whole(data, "place_sum", where, games, games * MAX_PLAYERS)
    longest = _whole(data, "longest_streak", where, 0, wins)
    streak = _whole(data, "streak", where, 0, longest)
    best_data = data.get("best")
    best = None
    if best_data is not None:
        if not isinstance(best_data, dict):
            raise ValueError(f"{where}: best must be an object or null, not {_kind(best_data)}")
        inner = f"{where}, best game"
        players = _whole(best_data, "players", inner, MIN_PLAYERS, MAX_PLAYERS)
        best = BestGame(_whole(best_data, "position", inner), _whole(best_data, "place", inner, 1, players), players,
                        _date(best_data.get("date"), inner))
    return Tally(games, wins, place_sum, best, streak, longest)


def _date(value: object, where: str) -> str:
    if not isinstance(value, str) or len(value) != 10 or not value[:4].isdigit() or value[4] != "-":
        raise ValueError(f"{where}: date must be a date such as \"2026-12-01\", not {_kind(value)}")
    return value


def _table_from(data: object, what: str) -> dict[str, Tally]:
    if not isinstance(data, dict):
        raise ValueError(f"{what} must be an object, not {_kind(data)}")
    if len(data) > MAX_ENTRIES:
        raise ValueError(f"{what} holds {len(data)} entries, more than the {MAX_ENTRIES} this game keeps")
    table = {}
    for key, value in data.items():
        name = clean_name(key)
        where = f"{what} '{printable(key, 40)}'"
        if not name or name != key:
            raise ValueError(f"{where}: the name is empty, too long or holds characters that cannot be shown")
        table[name] = _tally_from(value, where)
    return table


def statistics_from_dict(data: object) -> Statistics:
    """Validate a parsed statistics file; raises ValueError naming the first bad place."""
    if not isinstance(data, dict):
        raise ValueError(f"the file must hold a JSON object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        shown = printable(data.get("format"), 40) if isinstance(data.get("format"), str) else _kind(data.get("format"))
        raise ValueError(f"it is not a statistics file (its format is {shown}, not '{FORMAT}')")
    version = data.get("version")
    if version != VERSION or isinstance(version, bool):
        shown = json.dumps(version)[:20] if isinstance(version, int | float | str) else _kind(version)
        raise ValueError(f"statistics version {shown} is not supported; this game reads version {VERSION}")
    recorded = data.get("recorded", [])
    if not isinstance(recorded, list) or len(recorded) > MAX_RECORDED or not all(
            isinstance(r, str) and len(r) <= 200 for r in recorded):
        raise ValueError(f"recorded must be a list of at most {MAX_RECORDED} game names")
    return Statistics(_table_from(data.get("players", {}), "players"), _table_from(data.get("bots", {}), "bots"),
                      tuple(recorded))


def load_statistics(path: str | os.PathLike) -> Statistics:
    """Read a statistics file; a missing file gives empty statistics, a bad one raises StatisticsError."""
    path = Path(path)
    try:
        data = read_json_file(path, MAX_STATISTICS_BYTES, N_("statistics file"))  # translated in the sentence
    except FileNotFoundError:
        return Statistics()
    except JsonFileError as exc:
        raise StatisticsError(str(exc)) from None
    try:
        return statistics_from_dict(data)
    except ValueError as exc:
        raise StatisticsError(f"{path}: {printable(exc, 300)}") from None


@dataclass
class StatisticsStore:
    """The statistics of one run: read once, and written after each game recorded, unless the file was bad
    (`problem` says why; `writable` is False and the file stays as it is for the whole run)."""

    path: Path | None
    statistics: Statistics = field(default_factory=Statistics)
    problem: str | None = None
    writable: bool = True

    @classmethod
    def open(cls, folder: str | os.PathLike | None = None) -> StatisticsStore:
        path = Path(folder if folder is not None else data_dir()) / FILE_NAME
        try:
            return cls(path, load_statistics(path))
        except StatisticsError as exc:
            problem = f"{exc}; showing no statistics and leaving the file as it is."
            logger.warning("%s", problem)
            return cls(path, Statistics(), problem, writable=False)

    def record(self, result: GameResult) -> str | None:
        """Count a finished game in and save; returns a sentence when the statistics could not be saved."""
        before = self.statistics
        self.statistics = record_game(before, result)
        if self.statistics is before or not self.writable or self.path is None:
            return None
        try:
            atomic_write_text(self.path, statistics_text(self.statistics, _playing(result)))
        except OSError as exc:
            problem = f"{self.path}: the statistics cannot be saved ({exc.strerror or exc})."
            logger.warning("%s", problem)
            return problem
        return None


def game_result(game_id: str, date: str, names: Sequence[str], bot_levels: Sequence[str | None],
                positions: Sequence[int], places: Sequence[int]) -> GameResult:
    """A finished game's result, seat by seat (`bot_levels[seat]` is None for a person)."""
    seats = tuple(SeatResult(n, lv, p, pl) for n, lv, p, pl in zip(names, bot_levels, positions, places, strict=True))
    return GameResult(game_id, date, seats)


def record_finished_match(config: MatchConfig, positions: Sequence[int], places: Sequence[int], game_id: str,
                          today: date | None = None, folder: str | os.PathLike | None = None) -> str | None:
    """Count a game finished in the window in; returns a sentence if the file is bad or cannot be written.

    The file is read again first (not kept from the start of the run), so two windows open at once never
    drop each other's games; a bad file stays bad, and so is never written over.
    """
    levels = [seat.level if seat.controller == BOT else None for seat in config.seats]
    when = (today or date.today()).isoformat()
    result = game_result(game_id, when, [seat.name for seat in config.seats], levels, positions, places)
    store = StatisticsStore.open(folder)
    return store.problem or store.record(result)
