"""How soon the play screen's coach answers: ask to first answer, over many positions, at default settings.

    python bench/coach.py [--positions N] [--seed S]

Positions are the decisions (buy, play, pair, keep; only those with a choice) of seat 0 in 4-player games of
Normal bots. Each is asked of the window's advisor (`WorkerAdvisor`: the Expert search in a process of its own,
at the window's Expert budget) and polled once per frame (1/60 s) as the play screen does; the time runs from
the question to the frame that sees the answer. Prints `coach: first answer p50 X ms, p95 Y ms` (and per kind);
the same when the decision changed while the previous one was still being rated (`after a change`: the person
decided, or bought, within half a second); and how long the advisor's process took to start (`warm`, done when
the play screen opens with the coach on).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots import make_bot  # noqa: E402
from game.bots.search import legal_choices  # noqa: E402
from game.rules import COLORS, DecisionKind, Game, PlayerSetup, PlayerView, default_board  # noqa: E402
from game.session.advisors import WorkerAdvisor  # noqa: E402

FRAME = 1 / 60


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def kind_of(view: PlayerView) -> str:
    kind = view.pending.kind  # type: ignore[union-attr]
    if kind is DecisionKind.PLAY:
        return "pair" if view.tiles_to_play == 2 else "play"
    return kind.value


def positions(count: int, seed: int) -> list[PlayerView]:
    board = default_board()
    found: list[PlayerView] = []
    game_seed = seed
    while len(found) < count:
        game = Game.new(board, [PlayerSetup(f"P{s + 1}", COLORS[s]) for s in range(4)], game_seed)
        bots = [make_bot("normal", game_seed * 10 + s) for s in range(4)]
        while not game.over and len(found) < count:
            pending = game.pending()[0]
            view = game.view(pending.seat)
            if pending.seat == 0 and len(legal_choices(view)) > 1:
                found.append(view)
            game.apply(bots[pending.seat].decide(view))
        game_seed += 1
    return found


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    views = positions(args.positions, args.seed)
    advisor = WorkerAdvisor()  # the window's: default budget, its own process
    started = time.perf_counter()
    advisor.warm()
    advisor.ask(views[0])  # the process is up once it answers
    while advisor.poll() is None:
        time.sleep(0.001)
    warm = time.perf_counter() - started
    times: dict[str, list[float]] = {}
    changed: list[float] = []
    rng = random.Random(args.seed)

    def answer(view: PlayerView) -> float:
        asked = time.perf_counter()
        advisor.ask(view)
        while (ratings := advisor.poll()) is None:
            time.sleep(FRAME)  # the screen polls once a frame
        if not ratings:
            raise SystemExit(f"coach: no answer ({advisor.error})")
        return time.perf_counter() - asked

    try:
        for view in views:
            times.setdefault(kind_of(view), []).append(answer(view))
        for before, view in zip(views, views[1:], strict=False):
            advisor.ask(before)
            for _ in range(rng.randrange(30)):  # up to half a second of frames, then the decision changes
                time.sleep(FRAME)
                advisor.poll()
            changed.append(answer(view))
    finally:
        advisor.close()
    every = [t for ts in times.values() for t in ts]
    ms = 1000
    print(f"coach: first answer p50 {percentile(every, 0.5) * ms:.0f} ms, p95 {percentile(every, 0.95) * ms:.0f} ms"
          f" over {len(every)} positions (max {max(every) * ms:.0f} ms)")
    for kind, ts in sorted(times.items()):
        print(f"coach: {kind}: p50 {percentile(ts, 0.5) * ms:.0f} ms, p95 {percentile(ts, 0.95) * ms:.0f} ms, "
              f"mean {statistics.mean(ts) * ms:.0f} ms, {len(ts)} positions")
    print(f"coach: after a change: first answer p50 {percentile(changed, 0.5) * ms:.0f} ms, "
          f"p95 {percentile(changed, 0.95) * ms:.0f} ms over {len(changed)} positions")
    print(f"coach: process start and first search {warm * ms:.0f} ms")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
