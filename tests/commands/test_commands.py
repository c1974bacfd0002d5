"""The headless commands of main.py: simulate and replay, as a user runs them."""

from __future__ import annotations

import contextlib
import io
import json
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT


def run_main(*args: str, cwd: Path = ROOT) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, capture_output=True, text=True, timeout=120
    )


@pytest.fixture(scope="module")
def played(tmp_path_factory) -> Path:
    """The log of a two-player game of easy bots (seed 5), written once for the replay tests, which read it or
    a copy of it."""
    from game.commands import main

    log = tmp_path_factory.mktemp("played") / "game.jsonl"
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(["simulate", "--players", "2", "--seed", "5", "--bots", "easy,easy", "--log", str(log)]) == 0
    return log


@pytest.mark.slow
def test_simulate_prints_rounds_positions_and_winner(tmp_path):
    result = run_main("simulate", "--players", "3", "--seed", "7", "--games", "2", "--bots", "easy,easy,easy")
    assert result.returncode == 0, result.stderr
    lines = result.stdout.strip().splitlines()
    assert lines[0].startswith("game seed 7: ") and lines[1].startswith("game seed 8: ")
    for line in lines[:2]:
        assert " rounds, ended by " in line and "final positions: 1. " in line and "; winner: " in line
    assert lines[2].startswith("2 games, ")


@pytest.mark.slow
def test_simulate_is_reproducible_and_its_log_replays(tmp_path):
    log = tmp_path / "game.jsonl"
    first = run_main("simulate", "--players", "5", "--seed", "11", "--bots", "easy,easy,easy,easy,easy",
                     "--log", str(log))
    second = run_main("simulate", "--players", "5", "--seed", "11", "--bots", "easy,easy,easy,easy,easy")
    assert first.returncode == 0, first.stderr
    assert first.stdout == second.stdout
    records = [json.loads(line) for line in log.read_text().splitlines()]
    assert records[0]["type"] == "setup" and records[0]["seed"] == 11 and len(records[0]["players"]) == 5
    assert records[-1]["events"][-1]["type"] == "game_ended"
    verify = run_main("replay", str(log), "--verify")
    assert verify.returncode == 0 and verify.stdout.strip() == "OK"


def test_simulate_plays_no_seed_a_game_log_cannot_hold(tmp_path, capsys, no_window):
    from game.commands import main

    largest = 10**18 - 1  # a seed has at most 18 digits: the largest --seed takes, and a log holds
    folder = tmp_path / "logs"
    folder.mkdir()
    log = folder / "games.jsonl"
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--seed", str(largest), "--games", "2", "--log", str(log)])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "Traceback" not in err
    assert err.splitlines()[-1] == (f"main.py simulate: error: --seed {largest} and --games 2 would play the last game "
                                    f"with seed {largest + 1}, and a seed has at most 18 digits; give a smaller --seed "
                                    "or fewer --games")
    assert list(folder.iterdir()) == []  # refused before any game was played or written
    # Up to the largest seed itself, every game's log is one the game reads back and replays.
    assert main(["simulate", "--seed", str(largest - 1), "--games", "2", "--log", str(log), "--bots",
                 "easy,easy,easy,easy"]) == 0
    capsys.readouterr()
    for number in (1, 2):
        assert main(["replay", str(folder / f"games-{number}.jsonl"), "--verify"]) == 0
        assert capsys.readouterr().out.strip() == "OK"


def test_replay_verify_reports_the_first_difference(tmp_path, played):
    log = tmp_path / "game.jsonl"
    lines = played.read_text().splitlines()
    # The first decision that caused an event about a seat (buying none causes no event): give it the other seat.
    at = next(i for i, line in enumerate(lines[1:], start=1) if "seat" in (json.loads(line)["events"] or [{}])[0])
    record = json.loads(lines[at])
    record["events"][0]["seat"] = 1 - record["events"][0]["seat"]
    lines[at] = json.dumps(record)
    log.write_text("\n".join(lines) + "\n")
    result = run_main("replay", str(log), "--verify")
    assert result.returncode == 1
    assert result.stdout.startswith(f"{log}, line {at + 1}: ")


def test_replay_tells_the_game_as_text(played):
    result = run_main("replay", str(played), "--text")
    assert result.returncode == 0, result.stderr
    assert "Round 1 begins" in result.stdout and "The game ends" in result.stdout


@pytest.mark.slow
@pytest.mark.parametrize(
    "args",
    [
        ("simulate", "--players", "9"),
        ("simulate", "--players", "x"),
        ("simulate", "--games", "0"),
        ("replay",),
        ("nonsense",),
    ],
)
def test_bad_arguments_get_usage_and_status_2(args):
    result = run_main(*args)
    assert result.returncode == 2
    assert "usage:" in result.stderr and "Traceback" not in result.stderr


def test_a_missing_log_is_one_sentence(tmp_path):
    result = run_main("replay", str(tmp_path / "nope.jsonl"), "--verify")
    assert result.returncode == 1
    assert result.stderr.strip() == f"error: {tmp_path / 'nope.jsonl'}: no such file"


@pytest.mark.slow
def test_replay_on_another_board_is_refused(tmp_path, played):
    from board_map_helpers import map_copy, obj, set_prop

    log = played
    other = map_copy(tmp_path, lambda root: set_prop(obj(root, "row 1 slot 6"), "value", 9))
    result = run_main("replay", str(log), "--verify", "--board", str(other))
    assert result.returncode == 1
    assert "was played on another board" in result.stderr
    same = run_main("replay", str(log), "--verify", "--board", str(map_copy(tmp_path, name="same.tmx")))
    assert same.returncode == 0 and same.stdout.strip() == "OK"


@pytest.mark.slow
@pytest.mark.parametrize("command", [("simulate", "--bots", "easy,easy,easy,easy"), ("replay", "x.jsonl")])
def test_a_broken_board_is_one_sentence(tmp_path, command, played):
    broken = tmp_path / "broken.tmx"
    broken.write_text("<map")
    args = [str(played) if a == "x.jsonl" else a for a in command]
    result = run_main(*args, "--board", str(broken))
    assert result.returncode == 1
    assert result.stderr.startswith(f"error: {broken}") and len(result.stderr.strip().splitlines()) == 1
