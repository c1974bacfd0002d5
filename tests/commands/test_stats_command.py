"""`main.py stats` prints what the Statistics screen shows, and answers a bad file in one sentence."""

from __future__ import annotations

import pytest

from game.commands import main
from game.storage.statistics import FILE_NAME, GameResult, SeatResult, StatisticsStore


@pytest.fixture
def recorded(own_data_folder):
    store = StatisticsStore(own_data_folder / FILE_NAME)
    store.record(GameResult("g1", "2026-12-01", (SeatResult("Ann", None, 7, 1), SeatResult("b", "hard", 12, 2))))
    store.record(GameResult("g2", "2026-12-02", (SeatResult("Ann", None, 30, 2), SeatResult("b", "hard", 3, 1))))
    return own_data_folder / FILE_NAME


def test_stats_prints_every_name_and_level(recorded, capsys, no_window):
    assert main(["stats"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].split() == ["Games", "Wins", "Average", "place", "Best", "game", "Longest", "streak"]
    assert lines[1] == "Players:"
    assert lines[2].split() == ["Ann", "2", "1", "1.50", "7", "points", "·", "1", "of", "2", "1"]
    assert lines[3] == "Bots by level:"
    assert lines[4].split() == ["Hard", "2", "1", "1.50", "3", "points", "·", "1", "of", "2", "1"]
    # The columns line up: each figure ends where its heading ends.
    assert len({len(line) for line in (lines[0], lines[2], lines[4])}) == 1


def test_only_the_bots(recorded, capsys, no_window):
    assert main(["stats", "--only", "bots"]) == 0
    out = capsys.readouterr().out
    assert "Hard" in out and "Ann" not in out and "Players:" not in out


def test_no_games_yet_names_the_file(capsys, own_data_folder, no_window):
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.strip() == (
        f"No games yet: a game played to its end in the window is counted in {own_data_folder / FILE_NAME}.")


def test_a_bad_file_is_one_sentence_with_status_1_and_stays_as_it_was(recorded, capsys, no_window):
    recorded.write_bytes(b'{"format": "dance-of-ibexes-statistics", "version": 1, "players": {"Ann": {"games": 0')
    before = recorded.read_bytes()
    assert main(["stats"]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and err[0].startswith(f"error: {recorded}, line 1: not valid JSON")
    assert "cut short" in err[0]
    assert recorded.read_bytes() == before


def test_a_named_file_that_does_not_exist(tmp_path, capsys, no_window):
    assert main(["stats", "--file", str(tmp_path / "none.json")]) == 1
    assert capsys.readouterr().err.strip() == f"error: {tmp_path / 'none.json'}: there is no such statistics file"


def test_a_wrong_choice_is_a_usage_error(capsys, no_window):
    with pytest.raises(SystemExit) as exited:
        main(["stats", "--only", "cats"])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "usage: main.py stats" in err and "invalid choice: 'cats'" in err


def test_computer_games_on_the_command_line_are_not_counted(own_data_folder, capsys, no_window):
    assert main(["simulate", "--players", "2", "--bots", "easy,easy", "--games", "2"]) == 0
    assert not (own_data_folder / FILE_NAME).exists()


def test_stats_offers_no_board_and_refuses_one_either_side_of_the_word(recorded, capsys, no_window):
    # The statistics count every game whatever its board, so a --board would change nothing: it is refused.
    with pytest.raises(SystemExit) as exited:
        main(["stats", "--help"])
    assert exited.value.code == 0 and "--board" not in capsys.readouterr().out
    with pytest.raises(SystemExit) as exited:
        main(["stats", "--board", "other.tmx"])
    assert exited.value.code == 2 and "unrecognized arguments: --board other.tmx" in capsys.readouterr().err
    with pytest.raises(SystemExit) as exited:
        main(["--board", "other.tmx", "stats"])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "--board names the map to play on; the command stats plays on no board" in err


@pytest.mark.parametrize("command", ["play", "simulate", "replay", "arena"])
def test_the_commands_that_play_on_a_board_offer_board(command, capsys, no_window):
    with pytest.raises(SystemExit):
        main([command, "--help"])
    assert "--board FILE" in capsys.readouterr().out
