"""Every bot's decisions are legal, in thousands of random positions and through whole games."""

from __future__ import annotations

import random

import pytest
from botcases import BOARD, TINY, a_view_without_a_decision, play_out, players, random_game

from game.bots import LEVELS, make_bot
from game.rules import Buy, DecisionKind, Game, Keep, Play


def check_legal(game: Game, decision) -> None:
    assert decision in game.legal(), f"{decision} is not among the legal choices {game.legal()}"


@pytest.mark.slow
@pytest.mark.parametrize("level", ["easy", "normal"])
def test_greedy_levels_play_legally_from_random_positions(level: str) -> None:
    seen = {"double": 0, "must_buy": 0, "hand_limit_buy": 0, "keep_two": 0, "keep_one_only": 0}
    decisions = 0
    for seed in range(400):
        n = 2 + seed % 7
        game = random_game(seed, n)
        lineup = [level] * n
        for view, decision in play_out(game, lineup, seed, limit=40):
            check_legal(game, decision)
            decisions += 1
            if view.pending.kind is DecisionKind.PLAY and view.tiles_to_play == 2:
                seen["double"] += 1
                assert len(decision.tiles) == 2
            if view.pending.kind is DecisionKind.BUY and view.legal_buys[0] >= 1:
                seen["must_buy"] += 1
            if view.pending.kind is DecisionKind.BUY and len(view.hand) >= 7:
                seen["hand_limit_buy"] += 1
                assert len(view.hand) + decision.count <= 9
            if view.pending.kind is DecisionKind.KEEP:
                most = max(len(k) for k in view.legal_keeps)
                seen["keep_two" if most == 2 else "keep_one_only"] += 1
    assert decisions > 5000
    # The random positions must reach the special cases, or this test would prove little.
    assert all(count > 0 for count in seen.values()), seen


@pytest.mark.slow
@pytest.mark.parametrize("level", ["hard", "expert"])
def test_search_levels_play_legally_from_random_positions(level: str) -> None:
    kinds = {kind: 0 for kind in DecisionKind}
    doubles = 0
    for seed in range(60):
        n = 2 + seed % 5
        game = random_game(1000 + seed, n)
        lineup = [level] + ["normal"] * (n - 1)
        for view, decision in play_out(game, lineup, seed, TINY, limit=25):
            check_legal(game, decision)
            if view.seat == 0:
                kinds[view.pending.kind] += 1
                doubles += view.pending.kind is DecisionKind.PLAY and view.tiles_to_play == 2
    assert all(count > 0 for count in kinds.values()), kinds
    assert doubles > 0


@pytest.mark.slow
def test_every_level_finishes_whole_games_legally() -> None:
    rng = random.Random(5)
    for seed in range(3):
        lineup = [rng.choice(LEVELS) for _ in range(4)]
        game = Game.new(BOARD, players(4), seed)
        for _, decision in play_out(game, lineup, seed, TINY):
            check_legal(game, decision)
        assert game.over


def test_a_bot_refuses_a_view_without_its_turn() -> None:
    view = a_view_without_a_decision(Game.new(BOARD, players(3), 2))
    for level in (*LEVELS, "random"):
        with pytest.raises(ValueError, match="no decision"):
            make_bot(level, 1, TINY).decide(view)


def test_unknown_level_is_one_clear_error() -> None:
    with pytest.raises(ValueError, match="unknown bot level 'grandmaster'"):
        make_bot("grandmaster", 1)


def test_decisions_are_the_right_kind() -> None:
    game = random_game(77, 4)
    for view, decision in play_out(game, ["easy", "normal", "hard", "expert"], 3, TINY, limit=60):
        expected = {DecisionKind.BUY: Buy, DecisionKind.PLAY: Play, DecisionKind.KEEP: Keep}[view.pending.kind]
        assert isinstance(decision, expected)
        assert decision.seat == view.seat
