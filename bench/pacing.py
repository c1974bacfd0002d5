"""How long a person waits at the table: game time from their play to their next decision.

    python bench/pacing.py [--games N] [--seed S] [--speed X]

Plays whole games through the real play scene (a window on SDL's dummy driver, `App.step` with driven time,
no sleeping): one person and 3 bots, one person and 7 bots, and one person and 7 bots who presses Skip
whenever the table is busy. The person decides the moment they are asked (a quick player), so what is
measured is the table's own pace: the bots' beats and the animations. Prints
`pacing: 1+3 median X s, p90 Y s; 1+7 median X s, p90 Y s; skip median Z s`.
Bots think in-process (their few milliseconds of real thinking are not game time).
"""

from __future__ import annotations

import argparse
import itertools
import os
import random
import statistics
import sys
import tempfile
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The bench's settings and autosaves go to a folder of its own, never the player's.
os.environ["IBEXES_DATA_DIR"] = tempfile.mkdtemp(prefix="ibexes-pacing-")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.client.app import MAX_STEPS, STEP, App  # noqa: E402
from game.client.scenes.keep_dialog import KeepDialog  # noqa: E402
from game.client.scenes.play import PlayScene  # noqa: E402
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig  # noqa: E402
from game.rules import COLORS, DecisionKind  # noqa: E402
from game.session.bot_seats import InlineBots  # noqa: E402

NAMES = ("You", "Bernd", "Conny", "Dirk", "Emil", "Frieda", "Gustav", "Hanna")
FRAME = MAX_STEPS * STEP  # game time per drawn frame
STALL_SECONDS = 60.0  # far longer than any wait at the table


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def person_decides(app: App, scene: PlayScene, rng: random.Random) -> bool:
    """The person answers at once if asked; True when they played their tiles (a wait starts)."""
    top = app.top
    if isinstance(top, KeepDialog):
        top.selected = list(rng.choice(sorted(top.legal)))
        top.confirm()
        return False
    seat = scene.ready_for_input()
    if seat is None:
        return False
    view = scene.match.view(seat)
    if view.pending.kind is DecisionKind.BUY and 0 not in view.legal_buys:
        scene.buy(view.legal_buys[0])
        return False
    plays = view.legal_plays or list(itertools.combinations(view.hand, view.tiles_to_play))
    scene.input.selected = list(rng.choice(plays))
    scene.confirm()
    return True


def play_game(app: App, seats: int, seed: int, skip: bool) -> list[float]:
    """One whole game; the waits from each of the person's plays to their next decision, in game seconds."""
    config = MatchConfig(tuple(SeatConfig(NAMES[i], COLORS[i], HUMAN if i == 0 else BOT, "normal")
                               for i in range(seats)), seed=seed)
    scene = PlayScene(app, config)
    app.reset(scene)
    app.apply_pending()
    rng = random.Random(seed)
    waits: list[float] = []
    waiting: float | None = None
    still, taken = 0.0, -1  # game seconds without a decision taken: a game that stalls is said, not measured
    for _ in range(200_000):
        if scene.match.over or app.top is not scene and not isinstance(app.top, KeepDialog):
            break
        if scene.match.decisions_taken != taken:
            still, taken = 0.0, scene.match.decisions_taken
        elif still > STALL_SECONDS:
            raise SystemExit(f"pacing: game {seed} at {seats} seats stalled: no decision in {STALL_SECONDS:.0f} s")
        still += FRAME
        asked = scene.ready_for_input() is not None or isinstance(app.top, KeepDialog)
        if waiting is not None and asked:
            waits.append(waiting)
            waiting = None
        if person_decides(app, scene, rng):
            waiting = 0.0
        if skip and waiting is not None and scene.skip_button.enabled:
            scene.skip_all()  # as the person would press the button: only while it is enabled
        app.step(FRAME, [])
        if waiting is not None:
            waiting += FRAME
    return waits


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per table (default 3)")
    parser.add_argument("--seed", type=int, default=11)
    parser.add_argument("--speed", type=float, default=1.0, help="animation speed (default 1, the default)")
    args = parser.parse_args()

    pygame.init()
    PlayScene.bot_runner = InlineBots
    app = App((1280, 720))
    app.open()
    app.settings.animation_speed = args.speed
    results: dict[str, list[float]] = {}
    for label, seats, skip in (("1+3", 4, False), ("1+7", 8, False), ("skip", 8, True)):
        waits: list[float] = []
        for game in range(args.games):
            waits += play_game(app, seats, args.seed + game, skip)
        results[label] = waits
    app.close()
    parts = []
    for label in ("1+3", "1+7"):
        waits = results[label]
        parts.append(f"{label} median {statistics.median(waits):.2f} s, p90 {percentile(waits, 0.9):.2f} s")
    parts.append(f"skip median {statistics.median(results['skip']):.2f} s")
    print(f"measured {sum(len(w) for w in results.values())} waits over {3 * args.games} games")
    print("pacing: " + "; ".join(parts))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
