"""The kill test: a headless game killed with SIGKILL at random points, resumed each time from its log.

`python main.py simulate --resume FILE` continues the game with its own bots and appends to the same
log; `--delay` slows it down enough that the kills land while it plays. Every decision completed before
a kill must still be in the log afterwards, and the finished log must pass `replay --verify`.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT
from save_helpers import bot_config, play_saved

from game.storage.game_log import read_log

KILLS = 10  # kills that land mid-game, each at a random moment: over two or three games

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX only")


def _resume(path: Path, delay: float) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, str(ROOT / "main.py"), "simulate", "--resume", str(path), "--delay", str(delay)],
        cwd=ROOT,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )


@pytest.mark.slow
def test_killed_at_random_points_a_game_resumes_with_every_completed_decision(tmp_path):
    rng = random.Random(20261129)
    landed = 0
    games = 0
    while landed < KILLS:
        games += 1
        assert games <= 6, f"only {landed} kills landed mid-game in {games - 1} games"
        # A game just started by the game itself: its setup line, no decision yet.
        _, path = play_saved(tmp_path / f"saves-{games}", bot_config(3), seed=games, decisions=rng.randrange(0, 4))
        while True:
            before = path.read_bytes()
            taken = len(read_log(path).decisions)
            process = _resume(path, delay=0.01)
            # Kill at a random moment once the resumed game has taken a decision of its own, so the kill lands
            # mid-game however long the process takes to start on a busy machine.
            _wait_for_a_decision_then(process, path, len(before), polls=rng.randrange(0, 30))
            if process.poll() is None:
                os.kill(process.pid, signal.SIGKILL)
            out, err = process.communicate()
            if process.returncode == 0:  # the game finished before the kill
                assert "game seed" in out
                break
            assert process.returncode == -signal.SIGKILL, err
            after = path.read_bytes()
            # Nothing written before the kill is lost or changed; what was added is whole lines.
            assert after.startswith(before)
            log = read_log(path, cut_tail_allowed=True)
            assert log.cut_line is None  # a SIGKILL lands between writes: a line is written whole or not at all
            ended = _ended(log)
            if len(log.decisions) > taken and not ended:
                landed += 1  # killed mid-game, after it had taken decisions of its own
        verify = subprocess.run(
            [sys.executable, str(ROOT / "main.py"), "replay", str(path), "--verify"],
            cwd=ROOT,
            capture_output=True,
            text=True,
            timeout=60,
        )
        assert verify.stdout.strip() == "OK", verify.stdout + verify.stderr
        assert _ended(read_log(path))
    assert landed >= KILLS


def _wait_for_a_decision_then(process: subprocess.Popen, path: Path, size: int, polls: int) -> None:
    """Wait (on the process, a few milliseconds at a time) until the log has grown past `size` bytes and
    then for `polls` more waits, or until the process ends, or about a minute has passed."""
    grown = False
    for _ in range(12_000):
        try:
            process.wait(timeout=0.005)
            return
        except subprocess.TimeoutExpired:
            pass
        grown = grown or len(path.read_bytes()) > size
        if grown:
            if polls == 0:
                return
            polls -= 1


def _ended(log) -> bool:
    return any(event["type"] == "game_ended" for events in log.events[-1:] for event in events)
