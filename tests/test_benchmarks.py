"""The benchmark scripts the issues name still run on the game as it is now (each at its smallest size): a change
of the code they drive shows here, not when someone next measures."""

from __future__ import annotations

import os
import re
import subprocess
import sys

import pytest
from repo import ROOT


def run_bench(*argv: str) -> str:
    env = {**os.environ, "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy"}
    done = subprocess.run([sys.executable, *argv], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.mark.slow
def test_the_frame_benchmark_measures_busy_frames_of_an_eight_player_round():
    out = run_bench("bench/frame.py", "--frames", "3")
    assert re.search(r"^measured 3 busy frames of 8-player play, \d+ tile sprites", out, re.M), out
    assert re.search(r"^frame: p50 [\d.]+ ms, p99 [\d.]+ ms, baseline p99 [\d.]+ ms, ratio [\d.]+$", out, re.M), out


@pytest.mark.slow
def test_the_engine_benchmark_prints_each_measure_of_the_plain_build():
    out = run_bench("bench/engine.py", "--seconds", "0.02", "--repeat", "1", "--build", "plain")
    assert "plain Python" in out
    for label in ("engine", "engine \\(views\\)", "simulator", "playouts"):
        assert re.search(rf"^{label}: \d+ ?(games)?/s \(best; median \d+; runs \d+\)$", out, re.M), (label, out)
