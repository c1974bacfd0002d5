"""The search's fast policy places tiles against the engine's row ends itself (a playout asks for every tile
of every hand): on random positions its risks must be the ones worked out from the rules' own placement. Its
choices, and the count of lower row ends that placement reads, are loops standing in for min(), sorted() and
bisect: they must pick what those pick, ties included.
"""

from __future__ import annotations

import random
from bisect import bisect_left

from hypothesis import given, settings
from hypothesis import strategies as st

from game.bots.heuristics import BoardTables, FastPolicy, _least, _two_least, expected_cost
from game.rules import Game, default_board
from game.rules.placement import RULE_SMALLEST_DIFFERENCE, lower_count, target_row

from .helpers import players

BOARD = default_board()
TABLES = BoardTables.of(BOARD)


def plain_risks(game: Game, seat: int, tiles: list[int]) -> list[float]:
    """The fast policy's risk of each tile, read plainly: the rules' target_row, then the expected cost."""
    rows = game.rows
    sign = -1 if game.happy_showing() else 1
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


@settings(max_examples=60, deadline=None, derandomize=True)
@given(seed=st.integers(0, 10**6), n=st.integers(2, 8), steps=st.integers(0, 120))
def test_the_fast_policys_risks_follow_the_rules_placement(seed: int, n: int, steps: int) -> None:
    game = Game.new(BOARD, players(n), seed)
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            return
        game.apply(rng.choice(game.legal()))
    policy = FastPolicy(TABLES)  # one policy for every seat and position: its remembered costs must not leak
    for seat in range(n):
        hand = game.hands[seat]
        assert policy.risks(game, seat, hand) == plain_risks(game, seat, hand)
        tiles = sorted(rng.sample(sorted(set(range(1, 100)) - {t for r in game.rows for t in r}), 8))
        assert policy.risks(game, seat, tiles) == plain_risks(game, seat, tiles)


@settings(max_examples=300, deadline=None, derandomize=True)
@given(values=st.lists(st.sampled_from([-2.5, -1.0, 0.0, 0.25, 1.0, 3.5]), min_size=2, max_size=9))
def test_the_policys_choices_are_the_least_as_min_and_a_stable_sort_pick_them(values: list[float]) -> None:
    assert _least(values) == values.index(min(values))
    assert list(_two_least(values)) == sorted(range(len(values)), key=values.__getitem__)[:2]


@settings(max_examples=300, deadline=None, derandomize=True)
@given(lasts=st.lists(st.integers(1, 99), min_size=1, max_size=6, unique=True), tile=st.integers(1, 99))
def test_lower_row_ends_are_counted_as_bisection_counts_them(lasts: list[int], tile: int) -> None:
    lasts.sort()
    assert lower_count(lasts, tile) == bisect_left(lasts, tile)
