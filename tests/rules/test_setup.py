"""Setup (spec/rules.md section 1) and explicit positions."""

from __future__ import annotations

import random

import pytest

from game.rules import DecisionKind, Game, Pending, PlayerSetup, Position, SetupError, default_board
from game.rules.events import Dealt, RoundStarted, RowOpened

from .helpers import all_tiles, board_rows, players


@pytest.mark.parametrize("n", range(2, 9))
def test_deal_six_tiles_each_in_seat_order_then_open_rows_one_to_four(n: int) -> None:
    seed = 1000 + n
    game = Game.new(default_board(), players(n), seed)
    # The supply is the seeded shuffle of 1..99; each seat draws six in turn, then four open rows 1-4.
    shuffled = list(range(1, 100))
    random.Random(seed).shuffle(shuffled)
    for seat in range(n):
        assert game.hands[seat] == sorted(shuffled[6 * seat : 6 * seat + 6])
    opened = shuffled[6 * n : 6 * n + 4]
    assert game.rows[:4] == [[tile] for tile in opened]
    assert game.rows[4:] == [[] for _ in range(8)]
    assert game.supply == shuffled[6 * n + 4 :]
    assert game.box == []
    assert game.positions == [0] * n
    assert game.state.last_row == 4
    dealt = [e for e in game.setup_events if isinstance(e, Dealt)]
    assert [(e.seat, list(e.tiles)) for e in dealt] == [(s, game.hands[s]) for s in range(n)]
    rows_opened = [e for e in game.setup_events if isinstance(e, RowOpened)]
    assert [(e.row, e.tile) for e in rows_opened] == [(i + 1, t) for i, t in enumerate(opened)]
    started = game.setup_events[-1]
    assert isinstance(started, RoundStarted)
    assert (started.round, started.double, started.open, started.buying) == (1, False, False, True)
    assert started.order == tuple(range(n))  # everyone on the start space: seat order
    # Buying is allowed from the first round on, and everyone chooses at the same time.
    assert game.pending() == [Pending(seat, DecisionKind.BUY) for seat in range(n)]
    assert sorted(all_tiles(game)) == list(range(1, 100))


def test_the_same_seed_deals_the_same_game_and_another_seed_another() -> None:
    a = Game.new(default_board(), players(4), 7)
    b = Game.new(default_board(), players(4), 7)
    c = Game.new(default_board(), players(4), 8)
    assert (a.hands, a.rows, a.supply) == (b.hands, b.rows, b.supply)
    assert (a.hands, a.rows) != (c.hands, c.rows)


@pytest.mark.parametrize("n", [0, 1, 9])
def test_player_counts_outside_two_to_eight_are_refused(n: int) -> None:
    setups = [PlayerSetup(f"P{i}", f"colour{i}") for i in range(n)]
    with pytest.raises(SetupError, match=f"2 to 8 players, not {n}"):
        Game.new(default_board(), setups, 1)


def test_duplicate_colours_are_refused() -> None:
    setups = [PlayerSetup("Anja", "red"), PlayerSetup("Bernd", "blue"), PlayerSetup("Conny", "red")]
    with pytest.raises(SetupError, match="colour"):
        Game.new(default_board(), setups, 1)


def _position(**changes) -> Position:
    base = {
        "rows": board_rows({1: (10,), 2: (20,), 3: (30,), 4: (40,)}),
        "hands": ((1, 2), (3, 4)),
        "positions": (0, 0),
    }
    base.update(changes)
    return Position(**base)


def test_from_position_defaults_the_supply_to_the_other_tiles_ascending() -> None:
    game = Game.from_position(default_board(), players(2), _position(box=(98, 99)), seed=3)
    assert game.supply == [t for t in range(5, 98) if t not in (10, 20, 30, 40)]
    assert game.box == [98, 99]
    assert game.hands == [[1, 2], [3, 4]]
    assert game.rows[:4] == [[10], [20], [30], [40]]


@pytest.mark.parametrize(
    ("changes", "words"),
    [
        ({"hands": ((1, 2), (2, 4))}, "exactly once"),
        ({"supply": tuple(range(5, 20))}, "exactly once"),
        ({"rows": board_rows({1: (10,), 2: (20,), 3: (30,)})}, "3 active rows"),
        ({"rows": board_rows({1: (10,), 2: (20,), 3: (30,), 4: (40, 41, 42, 43)})}, "row 4 holds 4 tiles"),
        ({"last_row": 5}, "last activated row 5"),
        ({"hands": ((1, 2), ())}, "seat 1 holds 0 tiles"),
        ({"positions": (4, 4)}, "only the start space"),
        ({"hands": ((1, 2),)}, "each of the 2 players"),
    ],
)
def test_impossible_positions_are_refused_with_a_reason(changes: dict, words: str) -> None:
    with pytest.raises(SetupError, match=words):
        Game.from_position(default_board(), players(2), _position(**changes))


def test_a_position_of_many_tiles_is_refused_naming_a_few_of_them() -> None:
    # A save may hold any number of tiles: each is counted once, and the sentence names only the first few.
    hands = ((1, 2), (3, 4, *range(100, 60_000)))
    with pytest.raises(SetupError) as refused:
        Game.from_position(default_board(), players(2), _position(hands=hands))
    message = str(refused.value)
    assert "it holds 59999" in message and "not a tile [100, 101, 102" in message and "59892 more" in message
    assert len(message) < 200
