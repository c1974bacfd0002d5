"""Frame cost of the play screen: a busy 8-player round with animations running, at 1920x1080.

    python bench/frame.py [--frames N] [--seed S] [--tracker]

Prints `frame: p50 X ms, p99 Y ms, baseline p99 Z ms, ratio R` and `memory: peak N MB`. The baseline, in
the same process, blits one full-screen cached image and as many tile sprites as the play frame drew: the
cost a frame cannot go below. A frame of the play scene is one update (1/60 s) plus one draw; with --tracker
the person's tile tracker stays open over the rows (it is redrawn whenever what it shows changes). Runs headless
(SDL's dummy video driver), so it measures our drawing, not the graphics driver.
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import resource
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client.app import App  # noqa: E402
from game.client.scenes.keep_dialog import KeepDialog  # noqa: E402
from game.client.scenes.play import PlayScene  # noqa: E402
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig  # noqa: E402
from game.rules import COLORS, DecisionKind  # noqa: E402

STEP = 1 / 60
NAMES = ("Anja", "Bernd", "Conny", "Dirk", "Emil", "Frieda", "Gustav", "Hanna")


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def play_human(app: App, scene: PlayScene, rng: random.Random) -> None:
    """Decide for the one human seat the way a quick player would (through the scene's own actions)."""
    top = app.top
    if isinstance(top, KeepDialog):
        top.selected = list(rng.choice(sorted(top.legal)))
        top.confirm()
        return
    seat = scene.ready_for_input()
    if seat is None:
        return
    view = scene.match.view(seat)
    if view.pending.kind is DecisionKind.BUY and 0 not in view.legal_buys:
        scene.buy(view.legal_buys[0])
        return
    scene.input.selected = list(rng.choice(list(itertools.combinations(view.hand, view.tiles_to_play))))
    scene.confirm()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--frames", type=int, default=600, help="play frames to measure (default 600)")
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--tracker", action="store_true", help="keep the tile tracker open")
    args = parser.parse_args()

    pygame.init()
    app = App((1920, 1080))
    app.open()
    canvas = app.canvas
    seats = tuple(SeatConfig(NAMES[i], COLORS[i], HUMAN if i == 0 else BOT, "easy") for i in range(8))
    scene = PlayScene(app, MatchConfig(seats, seed=args.seed))
    scene.tracker_open = args.tracker
    app.push(scene)
    app.apply_pending()
    rng = random.Random(args.seed)

    times: list[float] = []
    base_times: list[float] = []
    sprite_counts: list[int] = []
    games = 0
    for _ in range(200000):
        if len(times) >= args.frames:
            break
        if app.top is not scene and not isinstance(app.top, KeepDialog):
            # The game ended (results): start another 8-player game and keep measuring.
            games += 1
            scene = PlayScene(app, MatchConfig(seats, seed=args.seed + games))
            scene.tracker_open = args.tracker
            app.reset(scene)
            app.apply_pending()
        play_human(app, scene, rng)
        app.apply_pending()
        busy = scene.animator.busy
        start = time.perf_counter()
        app.update(STEP)
        app.draw()
        elapsed = time.perf_counter() - start
        # Measure only the busy part of the game: animations running on a board with tiles on it.
        if busy and scene.match.game.round.number >= 2:
            times.append(elapsed)
            count = len(scene.table.sprites) + len(scene.overlay().hand)
            sprite_counts.append(count)
            # The baseline right after, so both see the same machine load: one cached full-screen image
            # and as many tile sprites as this frame had, blitted.
            background = scene.board.background.image()
            w, h = scene.layout.tile_size
            tile = scene.board.tile_art.image(42, w, h, True)
            start = time.perf_counter()
            canvas.blit(background, (0, 0))
            for k in range(count):
                canvas.blit(tile, ((k * 97 + len(times)) % 1800, (k * 53) % 1000))
            base_times.append(time.perf_counter() - start)
    count = round(statistics.mean(sprite_counts)) if sprite_counts else 0

    p50, p99 = percentile(times, 0.5) * 1000, percentile(times, 0.99) * 1000
    base99 = percentile(base_times, 0.99) * 1000
    tracker = ", the tile tracker open" if args.tracker else ""
    print(f"measured {len(times)} busy frames of 8-player play{tracker}, {count} tile sprites on average")
    print(f"frame: p50 {p50:.2f} ms, p99 {p99:.2f} ms, baseline p99 {base99:.2f} ms, ratio {p99 / base99:.2f}")
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024  # kilobytes on Linux
    print(f"memory: peak {peak:.0f} MB")
    app.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
