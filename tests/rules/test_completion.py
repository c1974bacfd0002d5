"""Cowpie scoring and completing a row (spec/rules.md sections 2.4 and 2.5)."""

from __future__ import annotations

import pytest

from game.rules import Buy, DecisionKind, IllegalDecision, Keep, Pending, Play, default_board
from game.rules.events import Kept, RowCompleted

from .helpers import completions, keep_offer, kept, make_game, moves, placed, play_round


@pytest.mark.parametrize(
    ("row", "tiles", "tile", "points"),
    [
        (2, (10, 11), 12, 2),  # S . C2 . I6: slot 3
        (3, (10, 11, 12), 13, 3),  # S . . C3 . . I10: slot 4
        (5, (10, 11), 12, 1),  # S . C1 . C3 I9: slot 3
        (5, (10, 11, 12, 13), 14, 3),  # slot 5
        (7, (10, 11), 12, 4),  # S . C4 C5 I7
        (7, (10, 11, 12), 13, 5),
        (9, (10, 11, 12, 13, 14), 15, 4),  # S . C2 . . C4 I12: slot 6
        (12, (10, 11, 12), 13, 1),  # S . . C1 . I9: slot 4
    ],
)
def test_a_cowpie_space_scores_its_penalty_points_and_nothing_else(row, tiles, tile, points) -> None:
    others = [r for r in (1, 4, 10, 11) if r != row][:3]
    rows = {row: tiles, others[0]: (40,), others[1]: (50,), others[2]: (60,)}
    game = make_game(rows, [(tile, 1), (41, 2)], positions=(7, 0), last_row=max(rows))
    events = play_round(game, {0: (tile,), 1: (41,)})
    assert placed(events)[0] == (0, tile, row, len(tiles) + 1, 2)
    assert moves(events) == [(0, 7, 7 + points, points, "cowpie")]
    assert completions(events) == []
    assert game.rows[row - 1] == [*tiles, tile]
    assert game.hands == [[1], [2]]


def test_completing_a_row_scores_moves_the_tile_to_the_next_free_row_and_offers_the_rest() -> None:
    # Row 2 (S . C2 . I6) holds four tiles; 25 lands on its ibex worth 6.
    game = make_game({1: (5,), 2: (10, 12, 14, 20), 3: (40,), 4: (50,)}, [(25, 1, 2), (41, 3, 4)])
    events = play_round(game, {0: (25,), 1: (41,)}, keeps={0: [(12, 20)]})
    assert moves(events) == [(0, 0, 6, 6, "ibex")]
    assert completions(events) == [RowCompleted(0, 2, 25, 5, (10, 12, 14, 20))]
    assert kept(events) == [Kept(0, (12, 20), (10, 14))]
    assert game.rows[:5] == [[5], [], [40, 41], [50], [25]]
    assert game.state.last_row == 5
    assert game.hands[0] == [1, 2, 12, 20]
    assert sorted(game.box) == [10, 14]
    assert sum(1 for r in game.rows if r) == 4


def test_the_keep_decision_waits_and_placement_resumes_after_it() -> None:
    game = make_game({1: (5,), 2: (10, 12, 14, 20), 3: (40,), 4: (50,)}, [(25, 1), (41, 3)])
    game.apply(Buy(0, 0))
    game.apply(Play(0, (25,)))
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (41,)))
    assert game.pending() == [Pending(0, DecisionKind.KEEP)]
    assert keep_offer(game) == (10, 12, 14, 20)
    assert game.legal() == [Keep(0, (t,)) for t in (10, 12, 14, 20)] + [
        Keep(0, pair) for pair in [(10, 12), (10, 14), (10, 20), (12, 14), (12, 20), (14, 20)]
    ]
    assert placed(events) == [(0, 25, 2, 5, 2)]  # the 41 waits for the keep decision
    events = game.apply(Keep(0, (14,)))
    assert events[0] == Kept(0, (14,), (10, 12, 20))
    assert placed(events) == [(1, 41, 3, 2, 2)]
    assert game.round.number == 2


@pytest.mark.parametrize(
    ("active", "last_row", "completed", "expected"),
    [
        ((1, 2, 3, 4), 4, 1, 5),  # the next row in board order
        ((3, 4, 5, 6), 6, 3, 7),  # the left half is full to its end: the right half's first row
        ((9, 10, 11, 12), 12, 10, 1),  # the right half's last row: back to the left half's first
        ((12, 1, 2, 5), 12, 5, 3),  # wraparound, skipping the active rows 1 and 2
        ((8, 9, 10, 11), 11, 9, 12),
        ((4, 5, 6, 7), 4, 5, 8),  # the completed row 5 comes next but still holds its tiles: skipped
    ],
)
def test_the_next_free_row_goes_forward_from_the_last_activated_row(active, last_row, completed, expected) -> None:
    lengths = {row.number: row.length for row in default_board().rows}
    # The completed row is full but for its ibex, with the lowest tiles, so the tile just above its last
    # tile lands on its ibex (Rule 2).
    rows = {completed: tuple(range(1, lengths[completed]))}
    tile = lengths[completed]
    start = 20
    for number in sorted((n for n in active if n != completed), key=lambda n: n != 6):
        if number == 6:
            # The double row with its double spaces covered: a single round. Its tiles are the lowest
            # of the other rows, so the other player's 99 goes after a single tile on a plain space.
            rows[number] = (start, start + 1, start + 2, start + 3)
        else:
            rows[number] = (start,)
        start += 10
    game = make_game(rows, [(tile, 90), (99, 92)], last_row=last_row)
    events = play_round(game, {0: (tile,), 1: (99,)}, keeps={0: [(1,)]})
    (done,) = completions(events)
    assert (done.row, done.new_row) == (completed, expected)
    assert game.rows[expected - 1][0] == tile
    assert game.rows[completed - 1] == []
    assert game.state.last_row == expected
    assert sorted(n for n in range(1, 13) if game.rows[n - 1]) == sorted({*active, expected} - {completed})


def test_a_player_holding_eight_tiles_keeps_exactly_one() -> None:
    hand = (25, 1, 2, 3, 4, 6, 7, 8, 9)  # nine tiles; after playing the 25 eight remain
    game = make_game({1: (5,), 2: (10, 12, 14, 20), 3: (40,), 4: (50,)}, [hand, (41, 42)])
    game.apply(Play(0, (25,)))  # a hand of nine cannot buy: no buy decision
    game.apply(Buy(1, 0))
    game.apply(Play(1, (41,)))
    assert game.pending() == [Pending(0, DecisionKind.KEEP)]
    assert game.legal() == [Keep(0, (t,)) for t in (10, 12, 14, 20)]
    with pytest.raises(IllegalDecision, match="1 to 1"):
        game.apply(Keep(0, (10, 12)))
    events = game.apply(Keep(0, (12,)))
    assert kept(events) == [Kept(0, (12,), (10, 14, 20))]
    assert len(game.hands[0]) == 9


def test_a_player_holding_nine_tiles_keeps_none_and_is_not_asked() -> None:
    # A double round (row 6 active, its double spaces uncovered): seat 0 plays two tiles from nine,
    # completes row 4 and keeps two (back to nine), then completes row 10 and must box the whole row.
    hand = (55, 85, 1, 2, 3, 4, 6, 7, 8)
    game = make_game(
        {4: (51, 52, 53), 6: (20,), 10: (81, 82, 83), 2: (30,)},
        [hand, (21, 31)],
        last_row=10,
    )
    assert game.round.double
    events = play_round(game, {0: (55, 85), 1: (21, 31)}, keeps={0: [(52, 53)]})
    assert completions(events) == [
        RowCompleted(0, 4, 55, 11, (51, 52, 53)),
        RowCompleted(0, 10, 85, 12, (81, 82, 83)),
    ]
    assert kept(events) == [Kept(0, (52, 53), (51,)), Kept(0, (), (81, 82, 83))]
    assert len(game.hands[0]) == 9
    assert {81, 82, 83, 51} <= set(game.box)
