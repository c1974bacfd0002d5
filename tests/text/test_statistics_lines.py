"""The statistics as lines of text (game/text/statistics_lines.py): the order of the lines and what they say."""

from __future__ import annotations

from game.storage.statistics import BestGame, Statistics, Tally
from game.text.statistics_lines import cells, ranked, stat_lines


def test_people_rank_by_wins_then_games_then_name_and_bots_by_level_weakest_first() -> None:
    players = {
        "ben": Tally(games=5, wins=1),
        "Ann": Tally(games=4, wins=3),
        "Cleo": Tally(games=6, wins=1),
        "anton": Tally(games=5, wins=1),
    }
    assert [name for name, _tally in ranked(players)] == ["Ann", "Cleo", "anton", "ben"]
    stats = Statistics(players, {"expert": Tally(games=1), "someday": Tally(games=1), "easy": Tally(games=2)})
    lines = stat_lines(stats)
    assert [line.label for line in lines] == ["Players", "Ann", "Cleo", "anton", "ben",
                                              "Bots by level", "easy", "expert", "someday"]
    assert [line.bot for line in lines if line.tally is not None] == [False] * 4 + [True] * 3
    assert [line.shown() for line in lines[-3:]] == ["Easy", "Expert", "Someday"]


def test_a_line_s_cells_say_its_record() -> None:
    tally = Tally(games=4, wins=3, place_sum=5, best=BestGame(8, 1, 3, "2026-12-02"), longest_streak=2)
    assert cells(tally) == ["4", "3", "1.25", "8 points · 1 of 3", "2"]
    assert cells(Tally()) == ["0", "0", "0.00", "–", "0"]
