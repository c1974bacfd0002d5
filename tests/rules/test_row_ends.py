"""The engine places tiles against the rows' ends, which it carries from one placement to the next instead of
reading the rows: those ends must always be the rows' own, and each placement must go where Rules 1 to 3 say.
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Game, default_board
from game.rules.placement import moved_row, place_at, row_ends, target_row

from .helpers import players

BOARD = default_board()


@st.composite
def rows_and_tile(draw) -> tuple[list[list[int]], int]:
    """Four active rows of ascending, different tiles (as in a game), and a tile lying in none of them."""
    tiles = draw(st.permutations(range(1, 100)))
    active = draw(st.lists(st.integers(0, 11), min_size=4, max_size=4, unique=True))
    rows: list[list[int]] = [[] for _ in BOARD.rows]
    at = 0
    for index in active:
        length = draw(st.integers(1, BOARD.rows[index].length - 1))
        rows[index] = sorted(tiles[at : at + length])
        at += length
    return rows, tiles[at]


@pytest.mark.slow
@settings(max_examples=200, deadline=None, derandomize=True)
@given(case=rows_and_tile())
def test_placing_at_the_ends_goes_where_the_rules_say_and_leaves_the_ends_of_the_new_rows(case) -> None:
    rows, tile = case
    ends = row_ends(rows)
    before = (ends[0][:], ends[1][:])
    number, rule, after = place_at(ends, tile)
    assert (number, rule) == target_row(rows, tile)
    rows[number - 1].append(tile)
    assert after == row_ends(rows)
    assert ends == before  # states and their copies share the ends: they are never changed in place


@pytest.mark.slow
@settings(max_examples=100, deadline=None, derandomize=True)
@given(case=rows_and_tile(), data=st.data())
def test_moving_a_rows_last_tile_to_a_free_row_leaves_the_ends_of_the_new_rows(case, data) -> None:
    rows, _ = case
    ends = row_ends(rows)
    number = data.draw(st.sampled_from([n for n, row in enumerate(rows, start=1) if row]))
    free = data.draw(st.sampled_from([n for n, row in enumerate(rows, start=1) if not row]))
    rows[free - 1] = [rows[number - 1][-1]]
    rows[number - 1] = []
    assert moved_row(ends, number, free) == row_ends(rows)


@pytest.mark.slow
def test_the_ends_the_engine_carries_are_the_rows_own_after_every_decision() -> None:
    placements = 0
    for seed in range(40):
        n = 2 + seed % 7
        game = Game.new(BOARD, players(n), seed)
        rng = random.Random(seed)
        copy = None
        while not game.over:
            assert game.state.ends == row_ends(game.rows)
            if copy is not None:
                assert copy.state.ends == row_ends(copy.rows)  # a copy's ends are its own
            events = game.apply(rng.choice(game.legal()))
            placements += sum(1 for e in events if e.type == "placed")
            if rng.random() < 0.1:
                copy = game.clone()
                if not copy.over:
                    copy.apply(rng.choice(copy.legal()))
    assert placements > 1000
