"""A greyed buy button names the limit of spec/rules.md 2.2 that holds, read from the seat's view."""

from __future__ import annotations

from game.rules import COLORS, Buy, Game, PlayerSetup, Position, default_board
from game.rules.buy_limits import BuyLimit, buy_limit


def _game(hands, *, supply=None, box=(), rows=((10,), (30,), (50,), (70,))) -> Game:
    players = [PlayerSetup(name, COLORS[i]) for i, name in enumerate(("Anja", "Bernd"))]
    position = Position(rows=(*rows, *([()] * (12 - len(rows)))), hands=hands, positions=(0, 0), supply=supply,
                        box=box, last_row=4)
    return Game.from_position(default_board(), players, position, 3)


def test_a_hand_of_eight_may_buy_one_and_is_told_the_hand_limit_for_more():
    game = _game(((1, 2, 3, 4, 5, 6, 7, 8), (11, 12, 13)))
    view = game.view(0)
    assert view.legal_buys == (0, 1)
    assert [buy_limit(view, n) for n in range(4)] == [None, None, BuyLimit.HAND_LIMIT, BuyLimit.HAND_LIMIT]


def test_after_buying_the_buttons_say_the_purchase_was_made():
    game = _game(((1, 2, 3), (11, 12, 13)))
    game.apply(Buy(0, 1))
    assert all(buy_limit(game.view(0), n) is BuyLimit.MADE for n in range(4))
    assert buy_limit(game.view(1), 2) is None  # not Bernd's turn to buy yet: nothing to say


def test_with_the_supply_run_out_nobody_buys_and_the_seat_is_told_so():
    everything = [t for t in range(1, 100) if t not in (1, 2, 3, 11, 12, 13, 10, 30, 50, 70)]
    game = _game(((1, 2, 3), (11, 12, 13)), supply=(), box=tuple(everything))
    view = game.view(0)
    assert view.pending.kind.value == "play" and not view.buying  # no purchase is asked at all
    assert [buy_limit(view, n) for n in range(1, 4)] == [BuyLimit.SUPPLY_OUT] * 3
