"""`python main.py arena` as a user runs it."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, capture_output=True, text=True, timeout=120
    )


@pytest.mark.slow
def test_arena_prints_each_bot_and_repeats_with_fixed_iterations() -> None:
    args = ("arena", "--bots", "hard,normal,easy", "--games", "3", "--seed", "4", "--iterations", "2")
    first = run_main(*args)
    assert first.returncode == 0, first.stderr
    lines = first.stdout.strip().splitlines()
    assert lines[0].startswith("3 games, ")
    pattern = re.compile(
        r"^\s*(\w+): win +([\d.]+)% \(95% CI [\d.]+-[\d.]+\), mean final position [\d.]+ ± [\d.]+, "
        r"mean place [\d.]+ ± [\d.]+, mean decision [\d.]+ ms$"
    )
    matches = [pattern.match(line) for line in lines[1:]]
    assert all(matches), lines
    assert [m.group(1) for m in matches] == ["hard", "normal", "easy"]
    assert abs(sum(float(m.group(2)) for m in matches) - 100) < 0.5  # wins (shared on ties) add up
    assert "3/3 games" in first.stderr  # the progress bar
    second = run_main(*args)
    strip = re.compile(r", mean decision .*$")
    assert [strip.sub("", x) for x in second.stdout.splitlines()] == [strip.sub("", x) for x in lines]


@pytest.mark.slow
def test_arena_rounds_games_up_to_whole_rotations() -> None:
    result = run_main("arena", "--bots", "normal,easy", "--games", "3", "--seed", "2")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith("4 games, ")
    assert "whole number of seat rotations" in result.stderr


@pytest.mark.slow
def test_arena_bad_lineup_is_one_sentence() -> None:
    result = run_main("arena", "--bots", "hard,wizard", "--games", "2")
    assert result.returncode != 0
    assert "unknown level 'wizard'" in result.stderr
    assert "Traceback" not in result.stderr
    lonely = run_main("arena", "--bots", "hard", "--games", "2")
    assert lonely.returncode != 0 and "2 to 8 players" in lonely.stderr


@pytest.mark.slow
def test_a_game_a_bot_did_not_play_itself_stops_the_arena_in_one_sentence(monkeypatch, capsys) -> None:
    """The match plays a legal move for a bot that fails (so a table never stalls), but the arena's figures
    would then measure that stand-in: the run stops and says which bot failed, in which game."""
    from game.bots.greedy import NormalBot
    from game.commands import main
    from game.rules import default_board
    from game.session.arena import ArenaTask, BotFailed, play_one

    calls = []

    def broken(self, view):
        calls.append(view.seat)
        if len(calls) > 5:
            raise ValueError("lost its marbles")
        return original(self, view)

    original = NormalBot.decide
    monkeypatch.setattr(NormalBot, "decide", broken)
    with pytest.raises(BotFailed, match=r"in game 2 \(deal 1\) the bot of seat \d failed: .*lost its marbles"):
        play_one(ArenaTask(default_board(), ("normal", "easy"), 1, None), 1)
    calls.clear()
    assert main(["arena", "--bots", "normal,easy", "--games", "2"]) == 1
    err = capsys.readouterr().err.strip().splitlines()[-1]
    assert err.startswith("error: in game 1 (deal 1) the bot of seat 0 failed") and "lost its marbles" in err
    assert err.endswith("the arena counts only games the bots played themselves")
