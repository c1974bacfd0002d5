"""Statistics across games (game/storage/statistics.py): counting, the file, and every kind of bad file."""

from __future__ import annotations

import json
import os
from datetime import date

import pytest

from game.match_setup.seats import BOT, HUMAN, PHONE, MatchConfig, SeatConfig
from game.storage.statistics import (
    FILE_NAME,
    MAX_ENTRIES,
    MAX_STATISTICS_BYTES,
    BestGame,
    GameResult,
    SeatResult,
    Statistics,
    StatisticsStore,
    Tally,
    load_statistics,
    record_finished_match,
    record_game,
)

DAY = date(2026, 12, 1)


def result(game_id: str, *seats: tuple[str, str | None, int, int], day: str = "2026-12-01") -> GameResult:
    return GameResult(game_id, day, tuple(SeatResult(*seat) for seat in seats))


def test_games_wins_average_place_best_game_and_streaks() -> None:
    stats = Statistics()
    games = [
        result("g1", ("Ann", None, 12, 1), ("Ben", None, 30, 2), ("x", "easy", 40, 3)),
        result("g2", ("Ann", None, 8, 1), ("Ben", None, 20, 3), ("x", "easy", 14, 2), day="2026-12-02"),
        result("g3", ("Ann", None, 50, 2), ("Ben", None, 3, 1), ("x", "easy", 60, 3)),
        result("g4", ("Ann", None, 9, 1), ("Ben", None, 20, 2)),
    ]
    for game in games:
        stats = record_game(stats, game)
    ann, ben, easy = stats.players["Ann"], stats.players["Ben"], stats.bots["easy"]
    assert (ann.games, ann.wins, ann.average_place) == (4, 3, 1.25)
    assert (ann.longest_streak, ann.streak) == (2, 1)  # won g1 and g2, lost g3, won g4
    assert (ann.best.position, ann.best.place, ann.best.players, ann.best.date) == (8, 1, 3, "2026-12-02")
    assert (ben.games, ben.wins, ben.average_place, ben.longest_streak, ben.streak) == (4, 1, 2.0, 1, 0)
    assert ben.best.position == 3
    assert (easy.games, easy.wins, easy.average_place, easy.longest_streak) == (3, 0, 8 / 3, 0)
    assert "x" not in stats.players  # a bot counts by its level, not its name


def test_a_game_is_counted_once_even_when_recorded_again() -> None:
    game = result("save-1.jsonl", ("Ann", None, 12, 1), ("x", "hard", 30, 2))
    once = record_game(Statistics(), game)
    assert record_game(once, game) is once


def test_two_seats_of_one_level_are_two_games_played_and_one_game_in_the_streak() -> None:
    stats = record_game(Statistics(), result("g", ("a", "easy", 2, 1), ("b", "easy", 9, 2), ("Ann", None, 20, 3)))
    easy = stats.bots["easy"]
    assert (easy.games, easy.wins, easy.place_sum, easy.streak) == (2, 1, 3, 1)


def test_the_store_writes_a_versioned_file_that_reads_back(tmp_path) -> None:
    config = MatchConfig((SeatConfig("Ann", "red", HUMAN), SeatConfig("Pip", "blue", PHONE),
                          SeatConfig("Bot 1", "green", BOT, "expert")))
    assert record_finished_match(config, [5, 20, 11], [1, 3, 2], "save-a", DAY, tmp_path) is None
    data = json.loads((tmp_path / FILE_NAME).read_text())
    assert (data["format"], data["version"]) == ("dance-of-ibexes-statistics", 1)
    stats = load_statistics(tmp_path / FILE_NAME)
    assert set(stats.players) == {"Ann", "Pip"} and set(stats.bots) == {"expert"}
    assert stats.bots["expert"].best.date == "2026-12-01"
    assert stats.recorded == ("save-a",)
    assert not list(tmp_path.glob(".*.tmp"))  # written atomically: no temporary file left behind


GOOD = record_game(Statistics(), result("g", ("Ann", None, 5, 1), ("b", "easy", 9, 2))).to_dict()


def _with(change) -> str:
    data = json.loads(json.dumps(GOOD))
    change(data)
    return json.dumps(data)


BAD_FILES = {
    "cut short": (json.dumps(GOOD)[:70], "line 1: not valid JSON", "cut short"),
    "not JSON": ("players: Ann", "not valid JSON", "line 1"),
    "empty": ("", "the file is empty", ""),
    "wrong version": (_with(lambda d: d.update(version=2)), "statistics version 2 is not supported", ""),
    "another file": (_with(lambda d: d.update(format="dance-of-ibexes-settings")), "not a statistics file", ""),
    "wins above games": (_with(lambda d: d["players"]["Ann"].update(wins=3)),
                         "players 'Ann': wins must be a whole number from 0 to 1, not 3", ""),
    "negative games": (_with(lambda d: d["bots"]["easy"].update(games=-1)),
                       "bots 'easy': games must be a whole number from 1", ""),
    "text for a count": (_with(lambda d: d["players"]["Ann"].update(place_sum="one")),
                         "place_sum must be a whole number", "not text"),
    "a bad date": (_with(lambda d: d["players"]["Ann"]["best"].update(date=7)), "best game: date must be", ""),
    "a list of players": (_with(lambda d: d.update(players=[])), "players must be an object, not a list", ""),
    "not an object": ("[1, 2]", "the file must hold a JSON object, not a list", ""),
    "not UTF-8": (b"\xff\xfe{}", "it is not UTF-8 text", ""),
}


@pytest.mark.parametrize("case", sorted(BAD_FILES))
def test_a_bad_file_is_said_in_one_sentence_and_never_written_over(tmp_path, case) -> None:
    content, says, also = BAD_FILES[case]
    path = tmp_path / FILE_NAME
    raw = content if isinstance(content, bytes) else content.encode()
    path.write_bytes(raw)
    store = StatisticsStore.open(tmp_path)
    assert store.statistics == Statistics() and not store.writable
    assert store.problem.startswith(f"{path}") and says in store.problem and also in store.problem
    assert "\n" not in store.problem and "Traceback" not in store.problem and "Error" not in store.problem
    # A game finished while the file is bad is not counted and the file stays byte for byte as it was.
    config = MatchConfig((SeatConfig("Ann", "red", HUMAN), SeatConfig("b", "blue", BOT, "easy")))
    problem = record_finished_match(config, [3, 7], [1, 2], "later", DAY, tmp_path)
    assert problem == store.problem
    assert path.read_bytes() == raw


def test_a_file_too_big_is_refused_unread(tmp_path) -> None:
    path = tmp_path / FILE_NAME
    with open(path, "wb") as file:
        file.truncate(MAX_STATISTICS_BYTES + 1)
    store = StatisticsStore.open(tmp_path)
    assert "more than the 2.0 MB such a file may have" in store.problem
    assert os.path.getsize(path) == MAX_STATISTICS_BYTES + 1 and not store.writable


def test_a_missing_file_is_empty_statistics(tmp_path) -> None:
    store = StatisticsStore.open(tmp_path)
    assert store.problem is None and store.statistics == Statistics() and store.writable


def _many_names(count: int, prefix: str) -> Statistics:
    best = BestGame(30, 2, 4, "2026-11-30")
    tallies = {f"{prefix}{i}": Tally(1 + i % 7, 0, 2 * (1 + i % 7), best) for i in range(count)}
    return Statistics(tallies, {}, ())


def test_a_new_name_beyond_the_most_kept_drops_the_least_played_and_the_file_still_reads(tmp_path) -> None:
    # The game never writes a file it would then refuse: past MAX_ENTRIES names, the fewest games go first.
    store = StatisticsStore(tmp_path / FILE_NAME, _many_names(MAX_ENTRIES, "Player "), None)
    assert store.record(result("g", ("Newcomer", None, 5, 1), ("Player 6", None, 9, 2))) is None
    stats = load_statistics(tmp_path / FILE_NAME)
    assert len(stats.players) == MAX_ENTRIES and "Newcomer" in stats.players
    assert "Player 0" not in stats.players  # one game, the fewest, and first of those by name
    assert stats.players["Player 6"].games == 8  # those who played are counted in, never dropped


@pytest.mark.slow
def test_the_file_written_stays_under_the_size_the_game_reads(tmp_path) -> None:
    # Names of wide characters, which the file spells as escapes: as many as are kept would be over 2 MB.
    store = StatisticsStore(tmp_path / FILE_NAME, _many_names(MAX_ENTRIES - 1, "\U0001f410" * 19), None)
    assert store.record(result("g", ("Newcomer", None, 5, 1), ("Other", None, 9, 2))) is None
    assert (tmp_path / FILE_NAME).stat().st_size <= MAX_STATISTICS_BYTES
    stats = load_statistics(tmp_path / FILE_NAME)
    assert {"Newcomer", "Other"} <= set(stats.players) and 3000 < len(stats.players) < MAX_ENTRIES
