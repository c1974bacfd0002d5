"""Happy Cows: while one shows in an active row, cowpie and ibex points are positive points (spec/rules.md
section 2.4 and its ruling)."""

from __future__ import annotations

from game.rules import Buy
from game.rules.events import PawnMoved

from .helpers import completions, make_game, moves, of_type, placed, play_round, preview

# Row 8 is "S H H . . I11": with one tile on it both Happy Cows show, with two the second still shows.


def test_a_cowpie_gives_positive_points_while_a_happy_cow_shows() -> None:
    game = make_game({1: (5,), 2: (10, 11), 3: (40,), 8: (60,)}, [(12, 1), (41, 2)], positions=(9, 0), last_row=8)
    assert game.public_view().happy_showing
    events = play_round(game, {0: (12,), 1: (41,)})
    assert placed(events)[0] == (0, 12, 2, 3, 2)
    assert moves(events) == [(0, 9, 7, -2, "cowpie")]


def test_an_ibex_gives_positive_points_while_a_happy_cow_shows() -> None:
    game = make_game(
        {1: (5,), 4: (20, 21, 22), 3: (40,), 8: (60, 61)}, [(23, 1), (41, 2)], positions=(9, 0), last_row=8
    )
    events = play_round(game, {0: (23,), 1: (41,)}, keeps={0: [(20,)]})
    assert moves(events) == [(0, 9, 4, -5, "ibex")]
    assert completions(events)[0].row == 4


def test_no_inversion_once_every_happy_cow_is_covered() -> None:
    game = make_game(
        {1: (5,), 2: (10, 11), 3: (40,), 8: (60, 61, 62)}, [(12, 1), (41, 2)], positions=(9, 0), last_row=8
    )
    assert not game.public_view().happy_showing
    events = play_round(game, {0: (12,), 1: (41,)})
    assert moves(events) == [(0, 9, 11, 2, "cowpie")]


def test_the_tile_covering_the_last_happy_cow_ends_the_effect_for_every_later_tile() -> None:
    # Placement order: 12 (cowpie 2, Happy Cow still showing), 62 (covers the last Happy Cow), 76 (cowpie 4).
    game = make_game(
        {2: (10, 11), 7: (70, 75), 8: (60, 61), 3: (40,)},
        [(12, 1), (62, 2), (76, 3)],
        positions=(9, 5, 20),
        last_row=8,
    )
    # Before the round the preview of the 76 shows positive points: the Happy Cow still shows now.
    assert preview(game, 76).points == -4
    events = play_round(game, {0: (12,), 1: (62,), 2: (76,)})
    assert placed(events) == [(0, 12, 2, 3, 2), (1, 62, 8, 3, 2), (2, 76, 7, 3, 2)]
    assert moves(events) == [(0, 9, 7, -2, "cowpie"), (2, 20, 24, 4, "cowpie")]


def test_happy_cows_in_the_completed_row_are_covered_when_it_is_scored() -> None:
    # The Happy Cow row itself completes: its Happy Cows are covered, so its ibex gives penalty points.
    game = make_game(
        {8: (60, 61, 62, 63, 64), 1: (5,), 2: (10,), 3: (40,)}, [(65, 1), (41, 2)], positions=(3, 0), last_row=8
    )
    assert not game.public_view().happy_showing
    events = play_round(game, {0: (65,), 1: (41,)}, keeps={0: [(64,)]})
    assert moves(events) == [(0, 3, 14, 11, "ibex")]


def test_buying_always_costs_penalty_points_even_while_happy_cows_show() -> None:
    game = make_game({1: (5,), 2: (10,), 3: (40,), 8: (60,)}, [(12, 1), (41, 2)], positions=(4, 0), last_row=8)
    assert game.public_view().happy_showing
    events = game.apply(Buy(0, 3))
    assert [(e.start, e.end, e.points, e.reason) for e in of_type(events, PawnMoved)] == [(4, 7, 3, "buy")]
    assert game.positions[0] == 7


def test_positive_points_stop_at_the_start_space_and_the_surplus_is_lost() -> None:
    # Seat 0 at 3 gets five positive points: it stands on 0, not -2. Seat 1 on the start space gets two:
    # it stays on 0, and the move is still an event.
    game = make_game(
        {7: (70, 71), 3: (40,), 8: (60,), 2: (10, 11)},
        [(72, 1), (12, 2)],
        positions=(3, 0),
        last_row=8,
    )
    events = play_round(game, {0: (72,), 1: (12,)})
    assert moves(events) == [(1, 0, 0, -2, "cowpie"), (0, 3, 0, -4, "cowpie")]
    game2 = make_game(
        {1: (5,), 7: (70, 71, 72), 3: (40,), 8: (60,)},
        [(73, 1), (41, 2)],
        positions=(3, 0),
        last_row=8,
    )
    events = play_round(game2, {0: (73,), 1: (41,)})
    assert moves(events) == [(0, 3, 0, -5, "cowpie")]
    assert game2.positions == [0, 0]
