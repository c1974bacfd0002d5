"""Moving pawns on the score track (spec/rules.md section 4)."""

from __future__ import annotations

import pytest

from game.rules.track import move_target

from .helpers import make_game, moves, play_round


@pytest.mark.parametrize(
    ("positions", "seat", "points", "expected"),
    [
        ([0, 0, 0], 0, 3, 3),  # a free space
        ([0, 3, 4], 0, 3, 5),  # occupied spaces are passed toward the dung heap
        ([10, 15, 16, 17], 0, 5, 18),
        ([10, 3, 0], 0, -7, 4),  # positive points bump forward too
        ([10, 3, 4, 5], 0, -7, 6),
        ([10, 3, 4, 5, 6, 7, 8, 9], 0, -7, 10),  # bumped all the way back to its own space
        ([5, 0, 0], 0, -5, 0),  # the start space holds any number of pawns
        ([2, 0], 0, -9, 0),  # surplus positive points are lost
        ([0, 0], 0, 0, 0),
        ([60, 66, 67, 68], 0, 6, 69),  # beyond the dung heap (66) the same rule holds
        ([65, 67, 2], 0, 2, 68),
    ],
)
def test_move_target(positions, seat, points, expected) -> None:
    assert move_target(positions, seat, points) == expected


def test_collisions_beyond_the_dung_heap_in_a_game() -> None:
    # Seat 0 at 64 takes row 3's cowpie 3 and would land on 67, where seat 1 stands: it goes to 68.
    game = make_game({1: (5,), 2: (10,), 3: (20, 21, 22), 4: (50,)}, [(23, 1), (51, 2)], positions=(64, 67))
    events = play_round(game, {0: (23,), 1: (51,)})
    assert moves(events) == [(0, 64, 68, 3, "cowpie")]
    assert game.over
    assert game.positions == [68, 67]


def test_any_number_of_pawns_share_the_start_space_during_a_game() -> None:
    # While the Happy Cows show, seat 0 (at 1) and seat 1 (at 3) both get positive points: both end on the
    # start space, where seat 2 already stands.
    game = make_game(
        {1: (5,), 7: (70, 71), 2: (10, 11), 8: (60,)},
        [(12, 1), (72, 2), (6, 4)],
        positions=(1, 3, 0),
        last_row=8,
    )
    events = play_round(game, {0: (12,), 1: (72,), 2: (6,)})
    assert moves(events) == [(0, 1, 0, -2, "cowpie"), (1, 3, 0, -4, "cowpie")]
    assert game.positions == [0, 0, 0]
