"""The learned hand value of the crowded-table search: its features, its shipped weights, where the search uses
it, and the training script's samples."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from botcases import BOARD, players, random_position

from game.bots.hand_value import FEATURES, SAFEST, WEIGHTS_FILE, HandValue, features
from game.bots.playout import FastPolicy
from game.bots.search import EXPERT_STYLE, HARD_STYLE, SearchBudget, make_search_bot
from game.rules import Game
from game.simulator import SimState, from_position

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "tools"))

import train_hand_value  # noqa: E402

POLICY = FastPolicy()


def round_starts(seed: int, n: int, count: int) -> list[tuple[Game, SimState]]:
    """Random round starts, each as the referee and as the simulator start from it."""
    rng = random.Random(seed)
    positions = [random_position(rng, n) for _ in range(count)]
    return [
        (Game.from_position(BOARD, players(n), position, seed + k), from_position(BOARD, position, seed + k))
        for k, position in enumerate(positions)
    ]


@pytest.mark.parametrize("n", [5, 6])
def test_the_features_are_the_hands_safest_dangers_its_size_and_the_double_round(n: int) -> None:
    for game, state in round_starts(11 * n, n, 40):
        for seat in range(n):
            hand = game.hands[seat]
            row = features(POLICY, state, seat)
            assert len(row) == len(FEATURES)
            named = dict(zip(FEATURES, row, strict=True))
            dangers = sorted(POLICY.risks(state, seat, hand))
            for k in range(SAFEST):
                assert named[f"danger {k + 1}"] == (dangers[k] if k < len(dangers) else 0.0)
            sizes = [name for name in FEATURES if name.startswith("size") and named[name]]
            expected = [] if len(hand) == 6 else ["size 7 or more" if len(hand) >= 7 else f"size {len(hand)}"]
            assert sizes == expected
            assert named["double"] == (1.0 if game.round.double else 0.0)
            assert named["double x danger 2"] == named["double"] * named["danger 2"]


def test_the_shipped_weights_fit_the_features_and_cost_is_their_sum() -> None:
    value = HandValue.load()
    assert len(value.weights) == len(FEATURES)
    ((_, state),) = round_starts(3, 6, 1)
    row = features(POLICY, state, 2)
    assert value.cost(POLICY, state, 2) == pytest.approx(sum(w * x for w, x in zip(value.weights, row, strict=True)))
    # A safer hand costs less: the weight of the safest tile's danger is positive.
    assert dict(zip(FEATURES, value.weights, strict=True))["danger 1"] > 0


def test_weights_for_other_features_are_refused_with_the_files_name(tmp_path: Path) -> None:
    data = json.loads(WEIGHTS_FILE.read_text(encoding="utf-8"))
    data["features"] = data["features"][:-1]
    path = tmp_path / "hand_value.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(ValueError, match="hand_value.json: its weights are for the features"):
        HandValue.load(path)


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        (None, "cannot be read"),
        ("{\"features\": [", "is damaged: it is not a JSON record"),
        ("[1, 2]", "is damaged: it is not a JSON record"),
        ("{\"weights\": [1.0], \"rounds\": 2}", "is damaged: it has no 'features'"),
        ("{\"features\": [], \"weights\": [\"x\"], \"rounds\": 2}", "is damaged: it is not a JSON record"),
        ("{\"features\": 5, \"weights\": [], \"rounds\": 2}", "is damaged: it is not a JSON record"),
    ],
)
def test_unusable_weights_are_refused_in_one_sentence_naming_the_file(tmp_path: Path, text, problem) -> None:
    path = tmp_path / "hand_value.json"
    if text is not None:
        path.write_text(text, encoding="utf-8")
    with pytest.raises(ValueError, match=f"hand_value.json: the bots' hand value {problem}"):
        HandValue.load(path)


@pytest.mark.parametrize(("level", "n", "learned"), [("expert", 6, True), ("expert", 5, True), ("expert", 4, True),
                                                     ("expert", 2, True), ("hard", 6, False), ("hard", 4, False)])
def test_expert_at_every_table_and_hard_at_none_judges_hands_by_the_learned_value(
    level: str, n: int, learned: bool
) -> None:
    bot = make_search_bot(level, 1, SearchBudget(seconds=None, iterations=2, min_iterations=1))
    ((game, _),) = round_starts(5, n, 1)
    pending = game.pending()[0]
    bot.decide(game.view(pending.seat))
    assert (bot.hand_value is not None) is learned
    assert EXPERT_STYLE.learned_hands and not HARD_STYLE.learned_hands


@pytest.mark.parametrize("normal", [False, True])
def test_training_samples_are_each_players_points_over_the_next_rounds(normal: bool) -> None:
    starts, final = train_hand_value.record_game(17, 6, POLICY, normal)
    assert starts[0][0] == [0] * 6 and len(starts) > 5
    rows, one = train_hand_value.samples(starts, final, 1)
    assert len(rows) == len(one) == 6 * len(starts)
    assert rows[6 * 3 + 2] == starts[3][1][2]
    # Over one round each, a seat's points add up to its final position: every round is counted once.
    assert [sum(one[seat::6]) for seat in range(6)] == final
    # Two rounds ahead is a round's points and the next round's (the last round has no next).
    _, two = train_hand_value.samples(starts, final, 2)
    assert two == [points + (one[k + 6] if k + 6 < len(one) else 0.0) for k, points in enumerate(one)]
