"""Startup time: from launching the game to its first frame, against a bare pygame window's first frame.

    python bench/startup.py [--runs N]

Each program runs in its own process N times (alternating, so both see the same machine load); a run's time
is from starting the process until it reports that its first frame is on screen. Prints the medians:

    startup: X s to first frame, baseline Y s, ratio R

Uses SDL's dummy video driver unless a display is available (DISPLAY or WAYLAND_DISPLAY set). The game starts
with an empty data folder of its own, as on a first start, so that the figure does not depend on the settings
(a remembered fullscreen window) and saved games (read while the title shows) of whoever runs it.
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

# The game as `python main.py` starts it: the command line, the window, the title screen's first frame.
GAME = """
import os, sys
sys.path.insert(0, {root!r})
from game.commands import build_parser
from game.commands.play import build_app
parser, _ = build_parser("play")  # as main() does when no other command is named
app = build_app(parser.parse_args(["play"]))
app.run(max_frames=1)
print("first frame", flush=True)
os._exit(0)
"""

# A bare pygame window: init, open, fill, flip.
BASELINE = """
import os
import pygame
pygame.init()
screen = pygame.display.set_mode((1280, 720), pygame.RESIZABLE)
screen.fill((40, 60, 40))
pygame.display.flip()
print("first frame", flush=True)
os._exit(0)
"""


def time_to_first_frame(code: str, env: dict[str, str]) -> float:
    start = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", code], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=env, cwd=ROOT, text=True)
    line = proc.stdout.readline() if proc.stdout else ""
    elapsed = time.perf_counter() - start
    _, err = proc.communicate(timeout=60)
    if "first frame" not in line:
        raise SystemExit(f"error: the program did not draw a first frame: {err.strip()[-400:]}")
    return elapsed


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="runs of each program (default 7)")
    args = parser.parse_args(argv)
    if args.runs < 1:
        parser.error("--runs must be 1 or more")
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    # As on a player's machine, compiled modules are cached after the first start (the uncounted warm-up runs
    # below); the cache goes to a folder of its own so the work tree stays clean.
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["PYTHONPYCACHEPREFIX"] = str(Path(tempfile.gettempdir()) / "ibexes-bench-pycache")
    data = tempfile.TemporaryDirectory(prefix="ibexes-startup-data-")
    env["IBEXES_DATA_DIR"] = data.name
    if not (env.get("DISPLAY") or env.get("WAYLAND_DISPLAY")):
        env["SDL_VIDEODRIVER"] = "dummy"
    game_code = GAME.format(root=str(ROOT))
    time_to_first_frame(BASELINE, env)  # warm the disk cache for both, uncounted
    time_to_first_frame(game_code, env)
    game, baseline = [], []
    for _ in range(args.runs):
        baseline.append(time_to_first_frame(BASELINE, env))
        game.append(time_to_first_frame(game_code, env))
    data.cleanup()
    g, b = statistics.median(game), statistics.median(baseline)
    print(f"startup: {g:.3f} s to first frame, baseline {b:.3f} s, ratio {g / b:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
