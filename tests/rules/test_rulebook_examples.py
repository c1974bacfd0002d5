"""The rulebook's worked examples (spec/rules.md section 8), each from an explicit position on the default
board. Seats: Anja 0, Bernd 1, Conny 2, Dirk 3.
"""

from __future__ import annotations

from game.rules import default_board
from game.rules.events import Kept, RowCompleted
from game.rules.track import move_target

from .helpers import ANJA, BERND, CONNY, DIRK, completions, kept, make_game, moves, placed, play_round

RULE2, RULE3 = 2, 3


def test_rules_two_and_three_example() -> None:
    """Anja 15, Bernd 14, Conny 3, Dirk 44 against rows ending 2, 5, 8, 18; next round Anja's 1."""
    game = make_game(
        {1: (2,), 2: (5,), 3: (8,), 4: (18,)},
        [(1, 15), (14, 60), (3, 61), (44, 62)],
    )
    events = play_round(game, {ANJA: (15,), BERND: (14,), CONNY: (3,), DIRK: (44,)})
    assert placed(events) == [
        (CONNY, 3, 1, 2, RULE2),  # 3 after 2: the only lower last tile (Rule 1)
        (BERND, 14, 3, 2, RULE2),  # after 8, the smallest difference of 3, 5 and 8 (Rule 2)
        (ANJA, 15, 3, 3, RULE2),  # after 14
        (DIRK, 44, 4, 2, RULE2),  # after 18
    ]
    assert moves(events) == []
    assert [row[-1] for row in game.rows[:4]] == [3, 5, 15, 44]
    # The following round: the 1 is lower than 3, 5, 15 and 44, so it goes after the 44 (Rule 3).
    events = play_round(game, {ANJA: (1,), BERND: (60,), CONNY: (61,), DIRK: (62,)})
    assert placed(events)[0] == (ANJA, 1, 4, 3, RULE3)
    assert game.rows[3][:3] == [18, 44, 1]


def test_completed_row_example_bernd_keeps_the_56() -> None:
    """Bernd's 63 on the ibex worth 8 of a six-space row holding 53, 56, 59, 60, 62."""
    # Row 1 is "S . . . . I8"; row 4 starts with the 81, so the next free row (5) lies directly below it.
    game = make_game(
        {1: (53, 56, 59, 60, 62), 2: (10,), 3: (20,), 4: (81,)},
        [(11, 1), (63, 2), (21, 3), (82, 4)],
        last_row=4,
    )
    events = play_round(game, {ANJA: (11,), BERND: (63,), CONNY: (21,), DIRK: (82,)}, keeps={BERND: [(56,)]})
    assert placed(events) == [
        (ANJA, 11, 2, 2, RULE2),
        (CONNY, 21, 3, 2, RULE2),
        (BERND, 63, 1, 6, RULE2),
        (DIRK, 82, 4, 2, RULE2),
    ]
    assert moves(events) == [(BERND, 0, 8, 8, "ibex")]  # eight penalty points
    assert completions(events) == [RowCompleted(BERND, 1, 63, 5, (53, 56, 59, 60, 62))]
    assert kept(events) == [Kept(BERND, (56,), (53, 59, 60, 62))]
    assert game.rows[0] == [] and game.rows[4] == [63]
    assert game.hands[BERND] == [2, 56]
    assert sorted(game.box) == [53, 59, 60, 62]
    assert game.positions[BERND] == 8


def test_happy_cow_example_first_round() -> None:
    """Anja 55, Bernd 37, Conny 86, Dirk 83: nine penalty points, then the Happy Cows turn scoring over."""
    game = make_game(
        {1: (5,), 2: (10,), 5: (20, 23, 26, 31, 34), 7: (17, 80)},
        [(55, 1), (37, 2), (86, 3), (83, 4)],
        positions=(0, 5, 12, 10),
        last_row=7,
    )
    assert not game.public_view().happy_showing
    events = play_round(game, {ANJA: (55,), BERND: (37,), CONNY: (86,), DIRK: (83,)}, keeps={BERND: [(20, 23)]})
    assert placed(events) == [
        (BERND, 37, 5, 6, RULE2),  # after the 34, on the ibex worth 9
        (ANJA, 55, 8, 2, RULE2),  # after the 37, on the first Happy Cow
        (DIRK, 83, 7, 3, RULE2),  # after the 80, on the cowpie worth 4
        (CONNY, 86, 7, 4, RULE2),  # on the next cowpie, worth 5
    ]
    # The ibex is scored before the 37 opens the Happy Cow row: nine penalty points.
    # Then the Happy Cows show: four and five positive points.
    assert moves(events) == [
        (BERND, 5, 14, 9, "ibex"),
        (DIRK, 10, 6, -4, "cowpie"),
        (CONNY, 12, 7, -5, "cowpie"),
    ]
    # The 37 starts the next free row: row 8, the Happy Cow row, directly under the 17 of row 7.
    assert completions(events) == [RowCompleted(BERND, 5, 37, 8, (20, 23, 26, 31, 34))]
    assert kept(events) == [Kept(BERND, (20, 23), (26, 31, 34))]
    assert game.hands[BERND] == [2, 20, 23]
    assert game.rows[7] == [37, 55] and game.rows[6] == [17, 80, 83, 86] and game.rows[4] == []
    assert game.public_view().happy_showing  # the second Happy Cow is still uncovered


def test_happy_cow_example_next_round() -> None:
    """Anja 70, Bernd 56, Conny 87, Dirk 99: the second Happy Cow is covered, penalty points again."""
    game = make_game(
        {1: (5,), 2: (10,), 7: (17, 78, 83, 86), 8: (37, 55)},
        [(70, 1), (56, 2), (87, 3), (99, 4)],
        positions=(0, 14, 3, 6),
        last_row=8,
    )
    assert game.public_view().happy_showing
    events = play_round(game, {ANJA: (70,), BERND: (56,), CONNY: (87,), DIRK: (99,)}, keeps={CONNY: [(78,)]})
    assert placed(events) == [
        (BERND, 56, 8, 3, RULE2),  # covers the second Happy Cow
        (ANJA, 70, 8, 4, RULE2),  # after the 56
        (CONNY, 87, 7, 5, RULE2),  # after the 86, on the ibex worth 7
        (DIRK, 99, 9, 2, RULE2),  # after the 87 in its new row
    ]
    assert not game.public_view().happy_showing
    assert moves(events) == [(CONNY, 3, 10, 7, "ibex")]  # seven PENALTY points
    assert completions(events) == [RowCompleted(CONNY, 7, 87, 9, (17, 78, 83, 86))]
    assert kept(events) == [Kept(CONNY, (78,), (17, 83, 86))]
    assert game.hands[CONNY] == [3, 78]
    assert game.rows[8] == [87, 99] and game.rows[6] == []


RED, GREEN, BLUE, YELLOW = 0, 1, 2, 3


def test_track_collision_example_penalty_points() -> None:
    """Red receives five penalty points, would land on Green: it moves to the space in front of Blue's."""
    p = 10
    positions = [p, p + 5, p + 6, 2]
    assert move_target(positions, RED, 5) == p + 7
    # The same in a game: Red's tile completes row 4 (ibex worth 5).
    game = make_game(
        {1: (5,), 2: (10,), 3: (20,), 4: (60, 70, 80)}, [(81, 1), (6, 3), (11, 4), (21, 7)], positions=positions
    )
    events = play_round(game, {RED: (81,), GREEN: (6,), BLUE: (11,), YELLOW: (21,)}, keeps={RED: [(60,)]})
    assert moves(events) == [(RED, p, p + 7, 5, "ibex")]
    assert game.positions == [p + 7, p + 5, p + 6, 2]


def test_track_collision_example_positive_points() -> None:
    """Red receives seven positive points, would land on Green: it moves to the space in front of Yellow's."""
    p = 20
    positions = [p, p - 7, 1, p - 6]
    assert move_target(positions, RED, -7) == p - 5
    # The same in a game: Red's tile completes row 7 (ibex worth 7) while the Happy Cow row shows.
    game = make_game(
        {1: (5,), 7: (60, 70, 75, 80), 8: (30,), 2: (10,)},
        [(81, 1), (6, 3), (11, 4), (31, 7)],
        positions=positions,
        last_row=8,
    )
    events = play_round(game, {RED: (81,), GREEN: (6,), BLUE: (11,), YELLOW: (31,)}, keeps={RED: [(60,)]})
    # Yellow's 31 covers only the first Happy Cow: the second still shows when Red's 81 is scored.
    assert moves(events) == [(RED, p, p - 5, -7, "ibex")]
    assert game.positions[RED] == p - 5


def test_default_board_matches_the_examples() -> None:
    """The examples above rely on these rows of the default board."""
    board = default_board()
    assert [s.kind.value for s in board.row(1).spaces] == ["first", "plain", "plain", "plain", "plain", "ibex"]
    assert board.row(1).ibex_points == 8
    assert [(s.kind.value, s.points) for s in board.row(5).spaces][2:] == [
        ("cowpie", 1),
        ("plain", 0),
        ("cowpie", 3),
        ("ibex", 9),
    ]
    assert [(s.kind.value, s.points) for s in board.row(7).spaces][2:] == [("cowpie", 4), ("cowpie", 5), ("ibex", 7)]
    assert [s.kind.value for s in board.row(8).spaces][:3] == ["first", "happy", "happy"]
