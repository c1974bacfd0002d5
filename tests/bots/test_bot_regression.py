"""Every level decides exactly as recorded on a fixed set of views (bot_decisions.json).

The decisions were recorded before the engine, the sampling and the fast playout policy were tuned for
speed; with a fixed iteration budget the search bots are deterministic for a seed, so any change to what a
sampled deal holds, to how the random sources are used or to a playout shows up as a different decision.

To re-record after a deliberate change of a bot: PYTHONPATH=. python tests/bots/test_bot_regression.py
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent))  # when run as a script, to re-record

from botcases import BOARD, players, random_game  # noqa: E402

from game.bots import make_bot  # noqa: E402
from game.bots.search import SearchBudget  # noqa: E402
from game.rules import DecisionKind, Game, PlayerView  # noqa: E402
from game.rules.decisions import decision_from_dict, decision_to_dict  # noqa: E402

RECORD = Path(__file__).with_name("bot_decisions.json")
BUDGETS = {
    "easy": None,
    "normal": None,
    "hard": SearchBudget(seconds=None, iterations=8),
    "expert": SearchBudget(seconds=None, iterations=16),
}


def fixed_views() -> list[PlayerView]:
    """Views at about one in eight decisions of 14 seeded games (2 to 8 players, fresh deals and mid-game
    positions), and one in four keep decisions (rarer, and often without a choice)."""
    rng = random.Random(2024)
    views: list[PlayerView] = []
    for index in range(14):
        n = 2 + index % 7
        game = Game.new(BOARD, players(n), 500 + index) if index % 2 else random_game(500 + index, n)
        while not game.over:
            pending = game.pending()[0]
            view = game.view(pending.seat)
            if rng.random() < (0.25 if pending.kind is DecisionKind.KEEP else 0.12):
                views.append(view)
            game.apply(rng.choice(game.legal()))
    return views


def decisions() -> list[dict]:
    out = []
    for number, view in enumerate(fixed_views()):
        for level, budget in BUDGETS.items():
            bot = make_bot(level, 7000 + number, budget)
            out.append({"view": number, "level": level, "decision": decision_to_dict(bot.decide(view))})
    return out


@pytest.mark.slow
def test_every_level_decides_as_recorded_on_fixed_views() -> None:
    recorded = json.loads(RECORD.read_text(encoding="utf-8"))
    kinds = {decision_from_dict(r["decision"]).kind for r in recorded}
    assert kinds == set(DecisionKind)  # the record covers buying, playing and keeping
    now = decisions()
    assert len(now) == len(recorded)
    differing = [(r["view"], r["level"]) for r, d in zip(recorded, now, strict=True) if r != d]
    assert differing == [], f"{len(differing)} decisions differ from the record, first {differing[:5]}"


if __name__ == "__main__":
    lines = ",\n".join(json.dumps(record, separators=(",", ":")) for record in decisions())
    RECORD.write_text(f"[\n{lines}\n]\n", encoding="utf-8")
    print(f"recorded {RECORD}")
