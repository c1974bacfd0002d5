"""Everyone chooses at the same time (spec/rules.md 2.2 and its ruling on the buying order): in a hidden round, and in
an open round's start-space group, every player who chooses is asked at once; a purchase takes effect when it is made,
in the order purchases are made; who has chosen buys no more; the tiles are revealed once all have chosen."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from game.rules import Buy, DecisionKind, Game, IllegalDecision, Pending, Play, Position
from game.rules.events import Bought, Placed, Played, Revealed, Shown

from .helpers import make_game, of_type, players, rest_of, roomy_board

BUY, PLAY = DecisionKind.BUY, DecisionKind.PLAY
ROWS = {1: (5,), 2: (10,), 3: (40,), 4: (60,)}


def test_every_player_is_asked_at_once_in_action_order() -> None:
    game = make_game(ROWS, [(1,), (41,), (42,), (43,)], positions=(0, 7, 3, 0))
    assert game.round.order == (1, 2, 0, 3)
    assert game.pending() == [Pending(1, BUY), Pending(2, BUY), Pending(0, BUY), Pending(3, BUY)]
    assert game.legal(Pending(3, BUY)) == [Buy(3, count) for count in range(4)]
    assert game.legal(Pending(3, PLAY)) == []  # seat 3 is asked to buy first ("play without buying": buy none)


def test_a_purchase_takes_effect_when_it_is_made_whoever_is_first_in_action_order() -> None:
    supply = rest_of(*ROWS.values(), (1,), (41,))[::-1]  # top first: 99, 98, 97, ...
    game = make_game(ROWS, [(1,), (41,)], positions=(5, 0), supply=supply)
    assert game.round.order == (0, 1)
    # Seat 1, second in action order, decides first: it draws the top of the supply and pays at once.
    events = game.apply(Buy(1, 2))
    assert of_type(events, Bought) == [Bought(1, 2, 0, (99, 98))]
    assert game.positions == [5, 2]
    assert game.pending() == [Pending(0, BUY), Pending(1, PLAY)]
    assert game.view(0).bought == ((1, 2),)  # a purchase is public as soon as it is made
    events = game.apply(Buy(0, 1))
    assert of_type(events, Bought) == [Bought(0, 1, 0, (97,))]


def test_the_tiles_are_revealed_once_everyone_has_chosen_in_whatever_order() -> None:
    orders = []
    for choosing in ((0, 1, 2), (2, 0, 1), (1, 2, 0)):
        game = make_game(ROWS, [(11,), (41,), (61,)])
        events = []
        for seat in choosing:
            game.apply(Buy(seat, 0))
        for seat in choosing[:-1]:
            events += game.apply(Play(seat, (game.hands[seat][0],)))
            assert not of_type(events, Revealed)  # face down until the last one has chosen
        last = choosing[-1]
        events += game.apply(Play(last, (game.hands[last][0],)))
        assert [e.seat for e in of_type(events, Played)] == list(choosing)
        (revealed,) = of_type(events, Revealed)
        assert revealed.plays == ((0, (11,)), (1, (41,)), (2, (61,)))  # in action order
        orders.append([(e.tile, e.row) for e in of_type(events, Placed)])
    # The placement does not depend on who chose first: lowest first, by the rules.
    assert orders[0] == orders[1] == orders[2] == [(11, 2), (41, 3), (61, 4)]


def test_who_has_chosen_buys_no_more_while_the_others_still_choose() -> None:
    game = make_game(ROWS, [(1, 2), (41, 42)])
    game.apply(Buy(1, 0))
    game.apply(Play(1, (41,)))
    assert game.pending() == [Pending(0, BUY)]
    with pytest.raises(IllegalDecision, match="waits for seat 0 to buy, not for seat 1 to buy"):
        game.apply(Buy(1, 1))


def roomy_game(rows, hands, supply, box=(), positions=None) -> Game:
    """A game on a board of long rows (tiles_on_rows fill them), so that the supply and the box can be nearly empty."""
    position = Position(
        rows=rows, hands=tuple(hands), positions=positions or (0,) * len(hands), supply=supply, box=box, last_row=4
    )
    return Game.from_position(roomy_board(), players(len(hands)), position)


def tiles_on_rows(*left: Iterable[int], double_row: tuple[int, ...] = ()) -> tuple[tuple[int, ...], ...]:
    """The roomy board's rows holding every tile not in `left`: rows 1, 2, 4 and 5, or, with `double_row`, rows 1, 2
    and 4 and the double row 3 holding those tiles."""
    rest = list(rest_of(*left, double_row))
    if double_row:
        third = -(-len(rest) // 3)
        return (tuple(rest[:third]), tuple(rest[third : 2 * third]), double_row, tuple(rest[2 * third :]), ())
    quarter = -(-len(rest) // 4)
    parts = [tuple(rest[at : at + quarter]) for at in range(0, 4 * quarter, quarter)]
    return (parts[0], parts[1], (), parts[2], parts[3])


def test_purchases_that_leave_fewer_tiles_narrow_what_the_others_may_buy() -> None:
    hands = [(1,), (2,), (3,)]
    game = roomy_game(tiles_on_rows(*hands, (97, 98), (99,)), hands, supply=(97, 98), box=(99,))
    assert game.legal(Pending(0, BUY)) == [Buy(0, count) for count in range(4)]
    game.apply(Buy(2, 2))  # the supply's two: one tile, in the box, is left for the others
    assert game.legal(Pending(0, BUY)) == [Buy(0, 0), Buy(0, 1)]
    with pytest.raises(IllegalDecision, match="seat 0 cannot buy 2 tiles now; allowed: 0, 1"):
        game.apply(Buy(0, 2))
    game.apply(Buy(1, 1))  # the box's last tile
    # Nothing is left to buy: seat 0 is asked to play.
    assert game.pending() == [Pending(0, PLAY), Pending(1, PLAY), Pending(2, PLAY)]


def test_the_last_tile_bought_by_another_leaves_a_player_of_one_tile_to_play_it_alone() -> None:
    # A double round: seat 0 holds one tile and must buy one to play two; seat 1 buys the last tile first, so
    # seat 0 plays its one tile (spec/rules.md 2.2 step 2 and its ruling).
    hands = [(1,), (2, 3, 4, 6, 7, 8, 9)]
    game = roomy_game(tiles_on_rows(*hands, (99,), double_row=(50,)), hands, supply=(99,))
    assert game.round.double
    assert game.pending() == [Pending(0, BUY), Pending(1, BUY)]
    assert game.legal(Pending(0, BUY)) == [Buy(0, 1)]
    game.apply(Buy(1, 1))
    assert game.pending() == [Pending(0, PLAY), Pending(1, PLAY)]
    assert game.view(0).tiles_to_play == 1 and game.legal(Pending(0, PLAY)) == [Play(0, (1,))]


def test_an_open_round_asks_the_start_space_group_at_once_then_each_other_player_in_turn() -> None:
    game = make_game(ROWS, [(6, 90), (71, 91), (31, 92), (51, 93)], positions=(0, 12, 0, 10), open_round=True)
    assert game.round.order == (0, 2, 3, 1) and game.round.group == (0, 2)
    assert game.pending() == [Pending(0, BUY), Pending(2, BUY)]
    game.apply(Buy(2, 0))
    events = game.apply(Play(2, (31,)))  # the second of the group chooses first
    assert events == [Played(2, False, (31,))]
    assert game.pending() == [Pending(0, BUY)]
    game.apply(Buy(0, 0))
    events = game.apply(Play(0, (6,)))
    assert of_type(events, Shown) == [Shown(((0, (6,)), (2, (31,))))]  # shown together, in the group's order
    # Then one at a time, face up, lowest position first.
    assert game.pending() == [Pending(3, BUY)]
    game.apply(Buy(3, 0))
    game.apply(Play(3, (51,)))
    assert game.pending() == [Pending(1, BUY)]
