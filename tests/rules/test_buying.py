"""Buying tiles (spec/rules.md section 2.2 and its rulings)."""

from __future__ import annotations

import pytest

from game.rules import (
    Buy,
    DecisionKind,
    Game,
    IllegalDecision,
    Pending,
    Play,
    Position,
)
from game.rules.events import Bought, PawnMoved, RoundStarted

from .helpers import all_tiles, make_game, moves, of_type, play_round, players, rest_of, roomy_board

ROWS = {1: (5,), 2: (10,), 3: (40,), 4: (60,)}


@pytest.mark.parametrize(("hand", "choices"), [((1,), [0, 1, 2, 3]), ((1, 2, 3, 4, 6, 7), [0, 1, 2, 3])])
def test_a_player_may_buy_none_to_three_tiles(hand, choices) -> None:
    game = make_game(ROWS, [hand, (41,)])
    # Both choose at the same time (spec/rules.md 2.2), highest position first where an order is needed.
    assert game.pending() == [Pending(0, DecisionKind.BUY), Pending(1, DecisionKind.BUY)]
    assert game.legal() == [Buy(0, k) for k in choices]
    with pytest.raises(IllegalDecision, match="cannot buy 4 tiles"):
        game.apply(Buy(0, 4))
    with pytest.raises(IllegalDecision, match="cannot buy -1 tiles"):
        game.apply(Buy(0, -1))


@pytest.mark.parametrize(("size", "most"), [(7, 2), (8, 1)])
def test_the_hand_never_exceeds_nine_tiles(size: int, most: int) -> None:
    hand = (1, 2, 3, 4, 6, 7, 8, 9)[:size]
    game = make_game(ROWS, [hand, (41,)])
    assert [d.count for d in game.legal(Pending(0, DecisionKind.BUY))] == list(range(most + 1))
    with pytest.raises(IllegalDecision, match=f"cannot buy {most + 1} tiles now; allowed: "):
        game.apply(Buy(0, most + 1))


def test_a_player_holding_nine_tiles_is_not_asked_to_buy() -> None:
    game = make_game(ROWS, [(1, 2, 3, 4, 6, 7, 8, 9, 11), (41,)])
    assert game.pending() == [Pending(0, DecisionKind.PLAY), Pending(1, DecisionKind.BUY)]


def test_buying_draws_from_the_top_of_the_supply_and_costs_one_point_per_tile() -> None:
    supply = rest_of(ROWS[1], ROWS[2], ROWS[3], ROWS[4], (1, 41))
    supply = supply[::-1]  # top first: 99, 98, 97, ...
    game = make_game(ROWS, [(1,), (41,)], positions=(4, 0), supply=supply)
    events = game.apply(Buy(0, 3))
    assert events == [Bought(0, 3, 0, (99, 98, 97)), PawnMoved(0, 4, 7, 3, "buy")]
    assert game.hands[0] == [1, 97, 98, 99]
    assert game.supply[:2] == [96, 95]
    assert game.pending() == [Pending(0, DecisionKind.PLAY), Pending(1, DecisionKind.BUY)]


def test_buying_nothing_moves_nothing() -> None:
    game = make_game(ROWS, [(1,), (41,)], positions=(4, 0))
    assert game.apply(Buy(0, 0)) == []
    assert game.positions == [4, 0]


def test_a_purchase_is_never_split_a_second_buy_is_rejected() -> None:
    game = make_game(ROWS, [(1,), (41,)])
    game.apply(Buy(0, 1))
    with pytest.raises(IllegalDecision, match="waits for seat 0 to play, seat 1 to buy, not for seat 0 to buy"):
        game.apply(Buy(0, 1))
    game.apply(Play(0, (1,)))
    # The next player's purchase is theirs alone.
    assert game.pending() == [Pending(1, DecisionKind.BUY)]


def test_action_order_is_highest_position_first_ties_by_seat_and_fixed_for_the_round() -> None:
    game = make_game(ROWS, [(1, 2), (11, 12), (21, 22), (31, 32)], positions=(0, 3, 0, 6))
    assert game.round.order == (3, 1, 0, 2)
    seen = []
    # Seat 1 buys three and passes seat 3 on the track; seat 0 buys three and passes seat 1:
    # the order of this round does not change.
    buys = {3: 0, 1: 3, 0: 3, 2: 0}
    plays = {0: 1, 1: 11, 2: 21, 3: 31}
    while game.round.number == 1:
        pending = game.pending()[0]
        if pending.kind is DecisionKind.BUY:
            seen.append(pending.seat)
            game.apply(Buy(pending.seat, buys[pending.seat]))
        else:
            game.apply(Play(pending.seat, (plays[pending.seat],)))
    assert seen == [3, 1, 0, 2]
    # Seat 1: 3 + 3 lands on seat 3's 6, so 7. Seat 0: 0 + 3. Seat 2's 21 takes row 2's cowpie 2.
    assert game.positions == [3, 7, 2, 6]
    # The next round's order follows the new positions.
    assert game.round.order == (1, 3, 0, 2)


def test_purchases_are_public_later_players_see_them() -> None:
    game = make_game(ROWS, [(1,), (41,)], positions=(2, 0))
    game.apply(Buy(0, 2))
    game.apply(Play(0, (1,)))
    view = game.view(1)
    assert view.bought == ((0, 2),)
    assert view.hand_sizes == (2, 1)  # one tile, two bought, one played face down
    assert view.positions == (4, 0)


def test_when_the_supply_runs_out_mid_purchase_the_rest_comes_from_the_box_at_random() -> None:
    hands = [(1,), (41,), (42,)]
    supply = (97, 98)
    box = rest_of(*ROWS.values(), *hands, supply)
    drawn = set()
    for seed in range(8):
        game = make_game(ROWS, hands, supply=supply, box=box, seed=seed)
        events = game.apply(Buy(0, 3))
        (bought,) = of_type(events, Bought)
        assert (bought.count, bought.from_box) == (3, 1)
        assert bought.tiles[:2] == (97, 98)
        assert bought.tiles[2] in box
        assert game.supply == []
        assert len(game.box) == len(box) - 1 and bought.tiles[2] not in game.box
        drawn.add(bought.tiles[2])
        # Another player may still buy in this round: from the box.
        game.apply(Play(0, (1,)))
        assert game.pending() == [Pending(1, DecisionKind.BUY), Pending(2, DecisionKind.BUY)]
        assert [d.count for d in game.legal(Pending(1, DecisionKind.BUY))] == [0, 1, 2, 3]
        events = game.apply(Buy(1, 2))
        assert of_type(events, Bought)[0].from_box == 2
        assert sorted(all_tiles(game)) == list(range(1, 100))
    assert len(drawn) > 1  # drawn at random, not always the same tile


def test_no_buying_from_the_round_after_the_supply_ran_out() -> None:
    hands = [(1, 2), (41, 42)]
    supply = (97,)
    box = rest_of(*ROWS.values(), *hands, supply)
    game = make_game(ROWS, hands, supply=supply, box=box)
    assert game.round.buying
    events = play_round(game, {0: (1,), 1: (41,)}, buys={0: 1})
    assert game.supply == []
    (started,) = of_type(events, RoundStarted)
    assert started.buying is False
    assert game.pending() == [Pending(seat, DecisionKind.PLAY) for seat in game.round.order]
    assert not game.view(0).buying
    with pytest.raises(IllegalDecision):
        game.apply(Buy(game.round.order[0], 1))


def test_a_round_starting_with_an_empty_supply_closes_buying_even_when_free_tiles_emptied_it() -> None:
    hands = [(1,), (41, 42)]
    supply = (90, 91, 92)
    box = rest_of(*ROWS.values(), *hands, supply)
    game = make_game(ROWS, hands, supply=supply, box=box)
    events = play_round(game, {0: (1,), 1: (41,)})
    # Seat 0 played its last tile: it draws the three left as free tiles; the supply is empty.
    assert game.hands[0] == [90, 91, 92]
    assert game.supply == []
    (started,) = of_type(events, RoundStarted)
    assert not started.buying
    assert all(p.kind is DecisionKind.PLAY for p in game.pending())


def test_a_double_round_without_buying_forces_a_single_purchase_from_the_box() -> None:
    rows = {1: (5,), 2: (10,), 6: (30,), 4: (60,)}
    hands = [(1,), (41, 42)]
    box = rest_of(*rows.values(), *hands)
    game = make_game(rows, hands, supply=(), box=box, positions=(3, 0), seed=5)
    assert game.round.double and not game.round.buying
    # Seat 1 holds two tiles: nothing to buy, it plays straight away.
    assert game.pending() == [Pending(0, DecisionKind.BUY), Pending(1, DecisionKind.PLAY)]
    assert game.legal() == [Buy(0, 1)]
    for wrong in (0, 2):
        with pytest.raises(IllegalDecision, match=f"cannot buy {wrong} tiles now; allowed: 1"):
            game.apply(Buy(0, wrong))
    events = game.apply(Buy(0, 1))
    (bought,) = of_type(events, Bought)
    assert (bought.count, bought.from_box) == (1, 1)
    assert moves(events) == [(0, 3, 4, 1, "buy")]
    assert len(game.hands[0]) == 2
    game.apply(Play(0, tuple(game.hands[0])))
    assert game.pending() == [Pending(1, DecisionKind.PLAY)]


def test_with_neither_supply_nor_box_a_player_with_one_tile_plays_it_alone_in_a_double_round() -> None:
    rows = (tuple(range(2, 31)), tuple(range(31, 60)), (60,), tuple(range(61, 91)), ())
    hands = ((1,), tuple(range(91, 100)))
    position = Position(rows=rows, hands=hands, positions=(0, 0), supply=(), box=())
    game = Game.from_position(roomy_board(), players(2), position)
    assert game.round.double and not game.round.buying
    # Nothing to buy from: no buy decision, and one tile is enough.
    assert game.pending() == [Pending(0, DecisionKind.PLAY), Pending(1, DecisionKind.PLAY)]
    assert game.view(0).tiles_to_play == 1
    assert game.legal() == [Play(0, (1,))]
    game.apply(Play(0, (1,)))
    assert game.view(1).tiles_to_play == 2
    with pytest.raises(IllegalDecision, match="must play 2 different tile"):
        game.apply(Play(1, (91,)))
    events = game.apply(Play(1, (91, 92)))
    # Seat 0's hand is empty and there is no tile to give it: the game ends.
    assert game.over and game.end_reason == "no tiles"
    assert events[-1].type == "game_ended"
