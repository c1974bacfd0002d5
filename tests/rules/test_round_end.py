"""Free tiles, the end of the game and the ranking (spec/rules.md sections 2.6 and 3)."""

from __future__ import annotations

import pytest

from game.rules import Buy, IllegalDecision, Play
from game.rules.events import FreeTiles, GameEnded, RoundStarted

from .helpers import make_game, moves, of_type, placed, play_round, rest_of

ROWS = {1: (5,), 2: (10,), 3: (40,), 4: (60,)}


def test_a_player_without_tiles_draws_six_free_tiles_from_the_top_of_the_supply() -> None:
    game = make_game(ROWS, [(1,), (41, 42)])
    events = play_round(game, {0: (1,), 1: (41,)})
    (free,) = of_type(events, FreeTiles)
    assert free == FreeTiles(0, (2, 3, 4, 6, 7, 8))  # the supply is the rest, ascending
    assert game.hands == [[2, 3, 4, 6, 7, 8], [42]]
    assert isinstance(events[-1], RoundStarted)  # free tiles come before the next round


def test_no_free_tiles_for_a_player_who_kept_tiles_from_a_completed_row() -> None:
    game = make_game({1: (5,), 4: (20, 21, 22), 3: (40,), 2: (10,)}, [(23,), (41, 42)])
    events = play_round(game, {0: (23,), 1: (41,)}, keeps={0: [(22,)]})
    assert of_type(events, FreeTiles) == []
    assert game.hands[0] == [22]


def test_a_short_supply_serves_the_highest_position_first_even_after_an_open_round() -> None:
    # Three players run out of tiles in an open round (lowest position acts first), but the five tiles
    # left go highest position first: seat 2 (at 9) gets all five, seat 0 (at 4) and seat 1 none.
    rows = {1: (60,), 2: (10,), 3: (40,), 4: (5,)}  # 1, 2, 3 go on row 1's plain spaces by Rule 3
    hands = [(1,), (2,), (3,), (41, 42)]
    supply = (90, 91, 92, 93, 94)
    box = rest_of(*rows.values(), *hands, supply)
    game = make_game(rows, hands, positions=(4, 0, 9, 12), supply=supply, box=box, open_round=True)
    assert game.round.order == (1, 0, 2, 3)
    events = play_round(game, {0: (1,), 1: (2,), 2: (3,), 3: (41,)})
    assert of_type(events, FreeTiles) == [
        FreeTiles(2, (90, 91, 92, 93, 94)),
        FreeTiles(0, ()),
        FreeTiles(1, ()),
    ]
    # Two players have no tile and the supply is empty: the game is over.
    assert game.over and game.end_reason == "no tiles"


def test_fewer_than_six_free_tiles_when_the_supply_is_short() -> None:
    hands = [(1,), (41, 42)]
    supply = (90, 91, 92)
    game = make_game(ROWS, hands, supply=supply, box=rest_of(*ROWS.values(), *hands, supply))
    events = play_round(game, {0: (1,), 1: (41,)})
    assert of_type(events, FreeTiles) == [FreeTiles(0, (90, 91, 92))]
    assert not game.over  # seat 0 received tiles: the game goes on, without buying


def test_the_game_ends_when_the_supply_is_empty_and_a_player_gets_no_tile() -> None:
    hands = [(1,), (41, 42)]
    game = make_game(ROWS, hands, supply=(), box=rest_of(*ROWS.values(), *hands), positions=(3, 5))
    events = play_round(game, {0: (1,), 1: (41,)})
    assert of_type(events, FreeTiles) == [FreeTiles(0, ())]
    assert events[-1] == GameEnded("no tiles", (3, 5), (1, 2))
    assert game.over and game.pending() == [] and game.legal() == []


def test_the_dung_heap_ends_the_game_at_the_end_of_the_round_not_in_the_middle() -> None:
    # Seat 0 (at 64) reaches the dung heap with the first tile placed; the other tiles are still placed.
    game = make_game({2: (10, 11), 1: (5,), 3: (40,), 4: (60,)}, [(12, 1), (41, 2), (61, 3)], positions=(64, 0, 5))
    events = play_round(game, {0: (12,), 1: (41,), 2: (61,)})
    assert placed(events) == [(0, 12, 2, 3, 2), (1, 41, 3, 2, 2), (2, 61, 4, 2, 2)]
    assert moves(events) == [(0, 64, 66, 2, "cowpie")]
    assert events[-1] == GameEnded("dung heap", (66, 0, 5), (3, 1, 2))
    assert of_type(events, RoundStarted) == []
    assert game.over and game.end_reason == "dung heap"
    with pytest.raises(IllegalDecision, match="the game is over"):
        game.apply(Play(1, (2,)))


def test_a_pawn_below_the_dung_heap_does_not_end_the_game() -> None:
    game = make_game({2: (10, 11), 1: (5,), 3: (40,), 4: (60,)}, [(12, 1), (41, 2)], positions=(63, 0))
    play_round(game, {0: (12,), 1: (41,)})
    assert not game.over and game.positions == [65, 0]


def test_ranking_shares_the_start_space_and_counts_on_past_the_dung_heap() -> None:
    # Seats 1 and 3 on the start space share first place; seat 0 passed the dung heap furthest: last.
    game = make_game(
        {1: (1,), 2: (10, 11), 7: (70, 71, 72), 4: (60,)},
        [(12, 3), (2, 4), (73, 8), (6, 7)],
        positions=(64, 0, 60, 0),
    )
    events = play_round(game, {0: (12,), 1: (2,), 2: (73,), 3: (6,)})
    assert moves(events) == [(0, 64, 66, 2, "cowpie"), (2, 60, 65, 5, "cowpie")]
    assert game.positions == [66, 0, 65, 0]
    assert game.ranking() == [4, 1, 3, 1]
    assert events[-1] == GameEnded("dung heap", (66, 0, 65, 0), (4, 1, 3, 1))


def test_two_pawns_past_the_dung_heap_the_furthest_is_last() -> None:
    game = make_game(
        {2: (10, 11), 7: (70, 71, 72), 3: (40,), 4: (60,)},
        [(12, 1), (73, 3)],
        positions=(64, 63),
    )
    events = play_round(game, {0: (12,), 1: (73,)})
    assert game.positions == [66, 68]
    assert events[-1] == GameEnded("dung heap", (66, 68), (1, 2))


def test_buying_onto_the_dung_heap_also_ends_the_game_at_the_round_end() -> None:
    game = make_game(ROWS, [(1,), (41, 42)], positions=(65, 0))
    game.apply(Buy(0, 1))
    assert not game.over
    game.apply(Play(0, (1,)))
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (41,)))
    assert isinstance(events[-1], GameEnded) and events[-1].reason == "dung heap"
