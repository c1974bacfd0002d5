"""Engine speed benchmark: random 4-player games, the same through players' views, and search playouts.

    python bench/engine.py [--seconds 3] [--repeat 3] [--seed 1] [--clock wall|cpu] [--out FILE]
                           [--build plain|compiled|both] [--compiled DIR]

Measures both builds of the game, one after the other, each in a process of its own (one core): the
checkout's sources as plain Python, then the compiled build (the simulator compiled), which setup.py makes from
the checkout as `pip install .` does, into build/bench/ (made again whenever the sources change), or the one
installed in DIR (`pip install --target DIR .`). Each block's first line names the build that ran (game/base/build.py:
a machine that cannot compile gets plain Python in both, and says so there); a last line gives the second
block's figures over the first's. Prints, for each measure, the best and the median of `--repeat` runs of
`--seconds` each (the machine may be shared, so the best is the fairest figure). `--clock cpu` times by
the measuring process's CPU time instead of the wall clock, which on a busy shared machine leaves out the
time the process waited for a core (not the slowdown of sharing one):
    engine: N games/s            random legal decisions through pending() / legal() / apply()
    engine (views): N games/s    every decision chosen from view(seat).legal_*, as the bots see the game
    simulator: N games/s         random games on the search's simulator (game/simulator): random legal
                                 integer actions through legal_actions() / apply(), to the game's end
    playouts: N/s                a deal sampled from a player's view onto the simulator (simulator.Dealer, made
                                 once per view as the search makes one per decision), copied for up to five
                                 decisions, each played on to the round's end by the search's fast policy, as
                                 game/bots/search.py does once per candidate per iteration
"""

from __future__ import annotations

import argparse
import datetime
import hashlib
import os
import platform
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
# The folder this process imports the game from: the checkout, unless main() started it to measure a build
# installed elsewhere.
GAME_FROM = Path(os.environ.get("IBEXES_BENCH_GAME_FROM", ROOT))
sys.path.insert(0, str(GAME_FROM))

import game  # noqa: E402
from game.base import build  # noqa: E402
from game.bots.playout import FastPolicy  # noqa: E402
from game.rules import (  # noqa: E402
    COLORS,
    DecisionKind,
    Game,
    PlayerSetup,
    PlayerView,
    default_board,  # noqa: E402
)
from game.rules.decisions import Buy, Keep, Play  # noqa: E402
from game.simulator import (  # noqa: E402
    Dealer,
    action_of,
    actions_of,
    apply_for,
    carry_out,
    decision_kind,
    new_game,
    to_move,
)

PLAYERS = 4
CANDIDATES = 5  # the Hard search's candidates per sampled deal
# The labels of the figures printed, in their order.
MEASURES = ("engine", "engine (views)", "simulator", "playouts")
BOARD = default_board()
SETUP = [PlayerSetup(f"P{s + 1}", COLORS[s]) for s in range(PLAYERS)]


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        paths = ["game/rules", "game/bots"]
        dirty = subprocess.run(["git", "status", "--porcelain", *paths], capture_output=True, text=True)
        return out.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def interpreter() -> str:
    """Which Python runs the benchmark: builds of the same version differ by a third in speed here."""
    return f"{platform.python_implementation()} {platform.python_version()} ({sys.executable})"


def random_game(seed: int) -> None:
    """One game to its end, random legal decisions straight from the engine."""
    game = Game.new(BOARD, SETUP, seed)
    rng = random.Random(seed)
    while not game.over:
        pending = game.pending()[0]
        game.apply(rng.choice(game.legal(pending)))


def simulator_game(seed: int) -> None:
    """One game to its end on the simulator, random legal actions (picked by one call of the random source)."""
    state = new_game(BOARD, PLAYERS, seed)
    uniform = random.Random(seed).random
    seat = to_move(state)
    while seat >= 0:
        kind = decision_kind(state, seat)
        actions = actions_of(state, seat, kind)
        carry_out(state, seat, kind, actions[int(uniform() * len(actions))])
        seat = to_move(state)


def view_choices(view: PlayerView) -> list:
    seat = view.seat
    kind = view.pending.kind  # type: ignore[union-attr]
    if kind is DecisionKind.BUY:
        return [Buy(seat, count) for count in view.legal_buys]
    if kind is DecisionKind.PLAY:
        return [Play(seat, tiles) for tiles in view.legal_plays]
    return [Keep(seat, tiles) for tiles in view.legal_keeps]


def view_choice(view: PlayerView, rng: random.Random):
    """A random legal decision read from the view, built as a bot builds the one it takes."""
    seat = view.seat
    kind = view.pending.kind  # type: ignore[union-attr]
    if kind is DecisionKind.BUY:
        return Buy(seat, rng.choice(view.legal_buys))
    if kind is DecisionKind.PLAY:
        return Play(seat, rng.choice(view.legal_plays))
    return Keep(seat, rng.choice(view.legal_keeps))


def view_game(seed: int) -> None:
    """One game to its end, every decision chosen from the deciding seat's view."""
    game = Game.new(BOARD, SETUP, seed)
    rng = random.Random(seed)
    while not game.over:
        pending = game.pending()[0]
        game.apply(view_choice(game.view(pending.seat), rng))


def sample_views(seed: int, count: int) -> list[PlayerView]:
    """Views at random decisions of random games: the positions the search starts from."""
    rng = random.Random(seed)
    views: list[PlayerView] = []
    game_seed = seed * 1000
    while len(views) < count:
        game = Game.new(BOARD, SETUP, game_seed)
        game_seed += 1
        while not game.over and len(views) < count:
            pending = game.pending()[0]
            view = game.view(pending.seat)
            if rng.random() < 0.2:
                views.append(view)
            game.apply(view_choice(view, rng))
    return views


def candidate_actions(view: PlayerView) -> list[int]:
    """Up to five of the view's choices as actions, worked out once per view as the search does once per decision."""
    return [action_of(option) for option in view_choices(view)[:CANDIDATES]]


def playouts_from(dealer: Dealer, options: list[int], rng: random.Random, policy: FastPolicy) -> int:
    """One search iteration: sample a deal, then per candidate copy it, decide, and play to the round's end."""
    seat = dealer.view.seat
    sample = dealer.deal(rng)
    for option in options:
        state = sample.copy()
        apply_for(state, seat, option)
        policy.play_out(state)
    return len(options)


def rate(work: Callable[[int], int], seconds: float, clock: Callable[[], float] = time.perf_counter) -> float:
    """Units of work per second over at least `seconds`; `work(i)` does item i and returns its units."""
    done = 0
    index = 0
    start = clock()
    while True:
        done += work(index)
        index += 1
        elapsed = clock() - start
        if elapsed >= seconds:
            return done / elapsed


def measure(args: argparse.Namespace) -> None:
    """Every measure on the game this process imported, printed as it goes."""

    def say(text: str) -> None:
        print(text, flush=True)

    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    clock = time.process_time if args.clock == "cpu" else time.perf_counter
    per = f"{args.repeat} x {args.seconds} s per measure" + (" (CPU time)" if args.clock == "cpu" else "")
    say(f"bench/engine.py, {now}, commit {commit()}, {PLAYERS} players, {per}, {interpreter()}, {build.describe()}")
    views = sample_views(args.seed, 400)
    # As the search makes one per decision, for all its deals; each deal stops where Hard's playouts stop.
    dealers = [Dealer(view, until=view.round) for view in views]
    options = [candidate_actions(view) for view in views]
    policy = FastPolicy()

    def whole_games(play: Callable[[int], None]) -> Callable[[int], int]:
        """Work of one game per item, `play`ed from the item's own seed."""

        def work(index: int) -> int:
            play(args.seed * 100_000 + index)
            return 1

        return work

    rng = random.Random(args.seed)

    def playouts(index: int) -> int:
        at = index % len(dealers)
        return playouts_from(dealers[at], options[at], rng, policy)

    works = (
        whole_games(random_game), whole_games(view_game), whole_games(simulator_game), playouts,
    )
    units = ("games/s", "games/s", "games/s", "/s")
    for label, work, unit in zip(MEASURES, works, units, strict=True):
        rates = [rate(work, args.seconds, clock) for _ in range(args.repeat)]
        best, median = max(rates), statistics.median(rates)
        runs = ", ".join(f"{r:.0f}" for r in rates)
        space = "" if unit == "/s" else " "
        say(f"{label}: {best:.0f}{space}{unit} (best; median {median:.0f}; runs {runs})")


def best_figures(lines: list[str]) -> dict[str, float]:
    """The best figure of each measure in a block of lines that measure() printed."""
    figures = {}
    for line in lines:
        label, _, rest = line.partition(": ")
        if label in MEASURES:
            figures[label] = float(rest.split()[0].removesuffix("/s"))
    return figures


def build_sources() -> str:
    """A digest of what the compiled build is made from, and of the Python it is made for."""
    digest = hashlib.sha256(f"{sys.version} {sys.executable}".encode())
    for path in sorted([*(ROOT / "game").rglob("*.py"), ROOT / "setup.py", ROOT / "pyproject.toml"]):
        digest.update(path.relative_to(ROOT).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


def compiled_build() -> Path:
    """The compiled build of the checkout as it is now, in build/bench/ (made now if the sources changed since)."""
    cache = ROOT / "build" / "bench"
    folder = cache / f"compiled-{build_sources()}"
    if folder.is_dir():
        return folder
    print(f"Building the rules as `pip install .` does, into {folder.relative_to(ROOT)} ...", file=sys.stderr,
          flush=True)
    cache.mkdir(parents=True, exist_ok=True)
    making = Path(tempfile.mkdtemp(dir=cache, prefix="making-"))
    done = subprocess.run([sys.executable, "-m", "pip", "--disable-pip-version-check", "--quiet", "install",
                           "--no-deps", "--target", str(making), str(ROOT)])
    if done.returncode != 0:
        shutil.rmtree(making, ignore_errors=True)
        raise SystemExit("bench/engine.py: building the compiled rules failed (pip says why above)")
    for earlier in cache.glob("compiled-*"):  # only the latest build is ever measured again
        shutil.rmtree(earlier)
    making.rename(folder)
    return folder


def measure_in_child(argv: list[str], game_from: Path) -> list[str]:
    """The measures on the game in `game_from`, in a process of its own; the lines it printed."""
    environment = {**os.environ, "IBEXES_BENCH_GAME_FROM": str(game_from)}
    done = subprocess.run([sys.executable, str(Path(__file__).resolve()), *argv], env=environment,
                          stdout=subprocess.PIPE, text=True)
    print(done.stdout, end="", flush=True)
    if done.returncode != 0:
        raise SystemExit(done.returncode)  # the child said why
    return done.stdout.splitlines()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="length of one run of one measure")
    parser.add_argument("--repeat", type=int, default=3, help="runs per measure (best and median reported)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--clock", choices=("wall", "cpu"), default="wall", help="time by the wall clock or CPU time")
    parser.add_argument("--out", help="also write the report to this file")
    parser.add_argument("--build", choices=("plain", "compiled", "both"), default="both",
                        help="which builds to measure: the checkout's sources, the compiled build, or both")
    parser.add_argument("--compiled", type=Path, metavar="DIR",
                        help="measure the compiled build installed in DIR instead of building one")
    args = parser.parse_args(argv)
    if "IBEXES_BENCH_GAME_FROM" in os.environ:  # started by main() below, for one build
        if Path(game.__file__).resolve().parent != (GAME_FROM / "game").resolve():
            raise SystemExit(f"bench/engine.py: the game came from {game.__file__}, not from {GAME_FROM}")
        measure(args)
        return 0
    child = ["--seconds", str(args.seconds), "--repeat", str(args.repeat), "--seed", str(args.seed),
             "--clock", args.clock]
    lines: list[str] = []
    if args.build in ("plain", "both"):
        lines += measure_in_child(child, ROOT)
    if args.build in ("compiled", "both"):
        plain = best_figures(lines)
        lines += measure_in_child(child, args.compiled.resolve() if args.compiled else compiled_build())
        if plain:
            compiled = best_figures(lines[-len(MEASURES):])
            ratios = ", ".join(f"{label} {compiled[label] / plain[label]:.2f}x" for label in MEASURES)
            lines.append(f"compiled build / plain build: {ratios}")
            print(lines[-1], flush=True)
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
