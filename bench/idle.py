"""What the game costs while nobody does anything: the CPU the window's process uses on the title screen.

    python bench/idle.py [--seconds 5] [--runs 3] [--game-from DIR]

Starts the game as a player does (`main.py`, with a new empty data folder, so that it opens on the title with the
guided game's offer), lets it settle for a few seconds, then measures how much of one core its process uses over
`--seconds` while nothing touches it; `--runs` times, printing the median and each run:

    idle: N% of a core (median of R runs: a, b, c)

`--game-from` runs the game of another checkout (a worktree of an older commit) with this Python, to compare in
the same minutes. Uses the display in DISPLAY (for example Xvfb's, where drawing a frame costs what it costs on a
desktop), else SDL's dummy video driver, which draws but shows nothing (and says so).
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
SETTLE_SECONDS = 4.0  # the first start: the window opens, the map loads, the title drops in, the offer comes


def process_seconds(pid: int) -> float:
    """The CPU seconds (user and system) process `pid` has used so far, from /proc."""
    fields = Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def idle_share(game_from: Path, seconds: float, env: dict[str, str]) -> float:
    """The share of a core the game started from `game_from` uses over `seconds` after it settled."""
    with tempfile.TemporaryDirectory(prefix="ibexes-idle-data-") as data:
        proc = subprocess.Popen([sys.executable, str(game_from / "main.py")], cwd=game_from,
                                env={**env, "IBEXES_DATA_DIR": data}, stdout=subprocess.DEVNULL,
                                stderr=subprocess.PIPE, text=True)
        try:
            time.sleep(SETTLE_SECONDS)
            if proc.poll() is not None:
                raise SystemExit(f"bench/idle.py: the game stopped: {proc.stderr.read().strip()[-400:]}")
            used, start = process_seconds(proc.pid), time.perf_counter()
            time.sleep(seconds)
            return (process_seconds(proc.pid) - used) / (time.perf_counter() - start)
        finally:
            proc.kill()
            proc.wait()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="length of one measurement (default 5)")
    parser.add_argument("--runs", type=int, default=3, help="measurements, each in a new game (default 3)")
    parser.add_argument("--game-from", type=Path, default=ROOT, help="the checkout whose game runs (default: this)")
    args = parser.parse_args(argv)
    if args.runs < 1 or args.seconds <= 0:
        parser.error("--runs must be 1 or more and --seconds more than 0")
    if not Path("/proc/self/stat").exists():
        parser.error("this benchmark reads the game's CPU time from /proc (Linux)")
    env = dict(os.environ, PYGAME_HIDE_SUPPORT_PROMPT="1", SDL_AUDIODRIVER=os.environ.get("SDL_AUDIODRIVER", "dummy"))
    shown = "on DISPLAY " + env["DISPLAY"] if env.get("DISPLAY") else "with SDL's dummy video driver (no display)"
    if not env.get("DISPLAY"):
        env["SDL_VIDEODRIVER"] = "dummy"
    shares = [idle_share(args.game_from.resolve(), args.seconds, env) for _ in range(args.runs)]
    runs = ", ".join(f"{100 * share:.0f}%" for share in shares)
    print(f"bench/idle.py: game from {args.game_from.resolve()}, {shown}, {args.seconds:g} s a run")
    print(f"idle: {100 * statistics.median(shares):.0f}% of a core (median of {args.runs} runs: {runs})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
