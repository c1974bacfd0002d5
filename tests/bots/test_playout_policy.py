"""The search's fast policy places tiles against the simulator's row ends itself (a playout asks for every tile
of every hand): on random positions its risks must be the ones worked out from the referee's own placement, and
its choices the least risky, the first of equal ones (the hand's order), as the search's playouts assume. The
referee and the simulator play side by side (they agree: tests/simulator/test_agreement.py); the expectations are
read from the referee.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules.helpers import (
    keep_offer,
    players,  # tests/ is on the path
)

from game.bots.heuristics import BoardTables, expected_cost
from game.bots.playout import FastPolicy
from game.rules import DecisionKind, Game, default_board
from game.rules.actions import keep_most
from game.rules.placement import RULE_SMALLEST_DIFFERENCE, target_row
from game.simulator import KIND_OF, SimState, action_of, apply_for, new_game, pair

BOARD = default_board()
TABLES = BoardTables.of(BOARD)


def side_by_side(seed: int, n: int) -> tuple[Game, SimState]:
    return Game.new(BOARD, players(n), seed), new_game(BOARD, n, seed)


def take(game: Game, state: SimState, decision) -> None:
    game.apply(decision)
    apply_for(state, decision.seat, action_of(decision))


def plain_risks(game: Game, seat: int, tiles: list[int]) -> list[float]:
    """The fast policy's risk of each tile, read plainly: the rules' target_row, then the expected cost."""
    rows = game.rows
    sign = -1 if game.public_view().happy_showing else 1
    rnd = game.round
    waiting = len(game.hands) - 1 - (len(rnd.plays) - (seat in rnd.plays))
    others = waiting * (2 if rnd.double else 1)
    density = others / max(1, 99 - sum(map(len, rows)) - len(game.hands[seat]))
    out = []
    for tile in tiles:
        number, rule = target_row(rows, tile)
        row = rows[number - 1]
        last = row[-1] if rule == RULE_SMALLEST_DIFFERENCE else 0
        out.append(expected_cost(TABLES.points[number - 1], len(row), sign, density * (tile - last - 1), 0))
    return out


@pytest.mark.slow
@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 8), steps=st.integers(0, 120))
def test_the_fast_policys_risks_follow_the_rules_placement(seed: int, n: int, steps: int) -> None:
    game, state = side_by_side(seed, n)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            return
        take(game, state, rng.choice(game.legal()))
    policy = FastPolicy()  # one policy for every seat and position: its remembered costs must not leak
    for seat in range(n):
        hand = game.hands[seat]
        assert policy.risks(state, seat, hand) == plain_risks(game, seat, hand)
        tiles = sorted(rng.sample(sorted(set(range(1, 100)) - {t for r in game.rows for t in r}), 8))
        assert policy.risks(state, seat, tiles) == plain_risks(game, seat, tiles)


@pytest.mark.slow
def test_the_fast_policy_buys_the_fewest_and_plays_and_keeps_its_least_risky_tiles() -> None:
    policy = FastPolicy()
    seen = set()
    for seed in range(60):
        n = 2 + seed % 7
        game, state = side_by_side(seed, n)
        rng = random.Random(seed)
        while not game.over:
            pending = game.pending()[0]
            seat = pending.seat
            choice = policy.choose(state, seat, KIND_OF[pending.kind])
            if pending.kind is DecisionKind.BUY:
                assert choice == game.legal(pending)[0].count
            elif pending.kind is DecisionKind.PLAY:
                hand = game.hands[seat]
                risks = plain_risks(game, seat, hand)
                first = risks.index(min(risks))  # the first of the least risky
                if game.view(seat).tiles_to_play == 1:
                    assert choice == hand[first]
                else:
                    rest = [risk for index, risk in enumerate(risks) if index != first]
                    second = [index for index in range(len(hand)) if index != first][rest.index(min(rest))]
                    assert choice == pair(*sorted((hand[first], hand[second])))
            elif keep_most(game.state) == 0:
                assert choice == 0
            else:
                offer = sorted(keep_offer(game))
                risks = plain_risks(game, seat, offer)
                assert choice == offer[risks.index(min(risks))]
            seen.add((pending.kind, game.view(seat).tiles_to_play))
            take(game, state, rng.choice(game.legal()))
    assert {(DecisionKind.PLAY, 1), (DecisionKind.PLAY, 2), (DecisionKind.KEEP, 1), (DecisionKind.BUY, 1)} <= seen
