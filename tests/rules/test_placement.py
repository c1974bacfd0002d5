"""Which row a tile goes in (Rules 1 to 3) and the order of placement (spec/rules.md section 2.4)."""

from __future__ import annotations

from game.rules import SpaceKind
from game.rules.events import Revealed
from game.rules.placement import RULE_LOWEST_NUMBER, RULE_SMALLEST_DIFFERENCE, target_row

from .helpers import Preview, board_rows, completions, kept, make_game, moves, of_type, placed, play_round, preview


def test_rules_one_and_two_choose_the_lower_last_tile_closest_to_the_tile() -> None:
    rows = board_rows({1: (10,), 2: (30,), 3: (25,), 4: (60,)})
    # 26..29: after 25, not after 10 (further) and not after 30 or 60 (higher: Rule 1).
    assert target_row(rows, 29) == (3, RULE_SMALLEST_DIFFERENCE)
    assert target_row(rows, 31) == (2, RULE_SMALLEST_DIFFERENCE)
    assert target_row(rows, 11) == (1, RULE_SMALLEST_DIFFERENCE)
    assert target_row(rows, 99) == (4, RULE_SMALLEST_DIFFERENCE)


def test_rule_three_sends_a_tile_lower_than_every_row_after_the_highest_last_tile() -> None:
    rows = board_rows({5: (12,), 6: (70,), 9: (33,), 10: (45,)})
    assert target_row(rows, 11) == (6, RULE_LOWEST_NUMBER)
    assert target_row(rows, 1) == (6, RULE_LOWEST_NUMBER)


def test_only_the_last_tile_of_a_row_counts() -> None:
    rows = board_rows({1: (2, 40), 2: (30,), 3: (50,), 4: (60,)})
    assert target_row(rows, 35) == (2, RULE_SMALLEST_DIFFERENCE)  # 2 is in row 1 but not its last tile
    assert target_row(rows, 41) == (1, RULE_SMALLEST_DIFFERENCE)


def test_a_placed_tile_goes_on_the_next_free_space_by_rule_two_in_a_game() -> None:
    game = make_game({1: (10, 12), 2: (30,), 3: (50,), 4: (70,)}, [(13, 1), (31, 2)])
    events = play_round(game, {0: (13,), 1: (31,)})
    assert placed(events) == [(0, 13, 1, 3, 2), (1, 31, 2, 2, 2)]
    assert game.rows[:4] == [[10, 12, 13], [30, 31], [50], [70]]
    assert moves(events) == []  # plain spaces score nothing


def test_rule_three_in_a_game_places_after_the_highest_last_tile_and_takes_no_row() -> None:
    game = make_game({1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [(5, 1), (31, 2)])
    events = play_round(game, {0: (5,), 1: (31,)})
    assert placed(events) == [(0, 5, 4, 2, 3), (1, 31, 2, 2, 2)]
    assert game.rows[:4] == [[10], [30, 31], [50], [70, 5]]
    assert completions(events) == [] and moves(events) == []
    assert game.hands == [[1], [2]]  # nobody took tiles


def test_rule_three_landing_on_an_ibex_space_completes_the_row() -> None:
    # Row 4 (S . . I5) holds three tiles: its next space is the ibex worth 5.
    game = make_game({1: (10,), 2: (20,), 3: (30,), 4: (60, 70, 80)}, [(5, 1), (90, 91)], last_row=4)
    events = play_round(game, {0: (5,), 1: (91,)}, keeps={0: [(70, 80)]})
    assert placed(events)[0] == (0, 5, 4, 4, 3)
    assert moves(events)[0] == (0, 0, 5, 5, "ibex")
    (done,) = completions(events)
    assert (done.row, done.tile, done.new_row, done.tiles) == (4, 5, 5, (60, 70, 80))
    assert [(k.kept, k.boxed) for k in kept(events)] == [((70, 80), (60,))]
    # 91 is placed against the new rows: after 30 in row 3 (row 4 is gone, row 5 starts with 5).
    assert placed(events)[1] == (1, 91, 3, 2, 2)
    assert game.rows[3] == [] and game.rows[4] == [5]


def test_tiles_are_placed_in_ascending_order_whatever_the_seat_or_acting_order() -> None:
    # Seat 2 leads the track and acts first; placement ignores that and goes lowest tile first.
    game = make_game(
        {1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [(55, 1), (32, 2), (11, 3), (71, 4)], positions=(3, 1, 9, 0)
    )
    assert game.round.order == (2, 0, 1, 3)
    events = play_round(game, {0: (55,), 1: (32,), 2: (11,), 3: (71,)})
    assert [p[:2] for p in placed(events)] == [(2, 11), (1, 32), (0, 55), (3, 71)]
    (revealed,) = of_type(events, Revealed)
    assert revealed.plays == ((2, (11,)), (0, (55,)), (1, (32,)), (3, (71,)))


def test_a_tile_placed_earlier_in_the_round_changes_where_later_tiles_go() -> None:
    game = make_game({1: (10,), 2: (30,), 3: (50,), 4: (70,)}, [(40, 1), (45, 2)])
    events = play_round(game, {0: (40,), 1: (45,)})
    # 45 would follow 30, but 40 was placed there first.
    assert placed(events) == [(0, 40, 2, 2, 2), (1, 45, 2, 3, 2)]
    assert moves(events) == [(1, 0, 2, 2, "cowpie")]  # row 2 slot 3 is a cowpie worth 2


def test_preview_tells_row_slot_rule_and_points_without_changing_the_rows() -> None:
    game = make_game({1: (10,), 2: (30, 31), 3: (50,), 4: (60, 70, 80)}, [(32, 5), (81, 1)])
    before = [list(r) for r in game.rows]
    assert preview(game, 32) == Preview(32, 2, 3, RULE_SMALLEST_DIFFERENCE, SpaceKind.COWPIE, 2, False)
    assert preview(game, 5) == Preview(5, 4, 4, RULE_LOWEST_NUMBER, SpaceKind.IBEX, 5, True)
    assert preview(game, 11) == Preview(11, 1, 2, RULE_SMALLEST_DIFFERENCE, SpaceKind.PLAIN, 0, False)
    assert game.rows == before
