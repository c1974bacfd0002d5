"""A decision that breaks a rule raises IllegalDecision saying what is wrong, and changes nothing."""

from __future__ import annotations

import pytest

from game.rules import Buy, IllegalDecision, Keep, Play

from .helpers import make_game, snapshot


def buy_pending():
    return make_game({1: (5,), 2: (10,), 3: (40,), 4: (60,)}, [(1, 2, 3, 4, 6, 7, 8), (41, 42)], positions=(3, 0))


def play_pending():
    game = buy_pending()
    game.apply(Buy(0, 1))
    return game


def played():
    """Seat 0 has bought and played; seat 1, choosing at the same time, has not yet."""
    game = play_pending()
    game.apply(Play(0, (1,)))
    return game


def double_play_pending():
    game = make_game({1: (5,), 6: (30,), 3: (40,), 4: (60,)}, [(1, 2, 3), (41, 42)])
    game.apply(Buy(0, 0))
    return game


def keep_pending(hand_extra=()):
    game = make_game({1: (5,), 4: (20, 21, 22), 3: (40,), 2: (10,)}, [(23, 1, *hand_extra), (41, 42)])
    if len(game.hands[0]) < 9:
        game.apply(Buy(0, 0))
    game.apply(Play(0, (23,)))
    game.apply(Buy(1, 0))
    game.apply(Play(1, (41,)))
    return game


CASES = [
    (buy_pending, Play(0, (1,)), "waits for seat 0 to buy, seat 1 to buy, not for seat 0 to play"),
    (buy_pending, Keep(0, (1,)), "waits for seat 0 to buy, seat 1 to buy, not for seat 0 to keep"),
    (buy_pending, Buy(0, 3), "seat 0 cannot buy 3 tiles now; allowed: 0, 1, 2"),  # 7 in hand: at most 2
    (buy_pending, Buy(0, 4), "cannot buy 4 tiles"),
    (buy_pending, Buy(0, -1), "cannot buy -1 tiles"),
    (play_pending, Buy(0, 1), "waits for seat 0 to play, seat 1 to buy, not for seat 0 to buy"),  # one purchase
    (play_pending, Play(1, (41,)), "waits for seat 0 to play, seat 1 to buy, not for seat 1 to play"),  # buy first
    (played, Buy(0, 0), "waits for seat 1 to buy, not for seat 0 to buy"),  # who has chosen buys no more
    (played, Play(0, (2,)), "waits for seat 1 to buy, not for seat 0 to play"),
    (play_pending, Play(0, (41,)), "seat 0 does not hold tile(s) [41]"),
    (play_pending, Play(0, (99,)), "seat 0 does not hold tile(s) [99]"),
    (play_pending, Play(0, (1, 2)), "seat 0 must play 1 different tile(s), not [1, 2]"),
    (play_pending, Play(0, ()), "seat 0 must play 1 different tile(s), not []"),
    (double_play_pending, Play(0, (1,)), "seat 0 must play 2 different tile(s), not [1]"),
    (double_play_pending, Play(0, (1, 1)), "seat 0 must play 2 different tile(s), not [1, 1]"),
    (double_play_pending, Play(0, (1, 2, 3)), "must play 2 different tile(s)"),
    (double_play_pending, Play(0, (1, 42)), "seat 0 does not hold tile(s) [42]"),
    (keep_pending, Keep(0, (20, 21, 22)), "seat 0 must keep 1 to 2 different tiles of [20, 21, 22], not [20, 21, 22]"),
    (keep_pending, Keep(0, ()), "must keep 1 to 2 different tiles"),
    (keep_pending, Keep(0, (5,)), "must keep 1 to 2 different tiles of [20, 21, 22], not [5]"),
    (keep_pending, Keep(0, (20, 20)), "not [20, 20]"),
    (keep_pending, Keep(1, (20,)), "waits for seat 0 to keep, not for seat 1 to keep"),
    (keep_pending, Play(0, (1,)), "waits for seat 0 to keep, not for seat 0 to play"),
    (lambda: keep_pending((2, 3, 4, 6, 7, 8, 9)), Keep(0, (20, 21)), "must keep 1 to 1 different tiles"),
]


@pytest.mark.parametrize(("make", "decision", "message"), CASES)
def test_an_illegal_decision_is_rejected_with_a_reason_and_changes_nothing(make, decision, message) -> None:
    game = make()
    before = snapshot(game)
    view_before = [game.view(s) for s in range(game.n_players)]
    with pytest.raises(IllegalDecision) as caught:
        game.apply(decision)
    assert message in str(caught.value)
    assert snapshot(game) == before
    assert [game.view(s) for s in range(game.n_players)] == view_before
    # The game goes on normally afterwards.
    game.apply(game.legal()[0])


@pytest.mark.parametrize(
    ("make", "decision", "message"),
    [
        (buy_pending, "buy 1", "is not a decision"),
        (buy_pending, Buy(0.0, 1), "not a whole number"),
        (buy_pending, Buy(0, 1.0), "not a whole number"),
        (buy_pending, Buy(0, True), "not a whole number"),
        (play_pending, Play(0, (1.0,)), "not a whole number"),
        (play_pending, Play(0, 1), "not a whole number"),
        (keep_pending, Keep(0, ("20",)), "not a whole number"),
    ],
)
def test_a_malformed_decision_is_rejected_and_changes_nothing(make, decision, message) -> None:
    # A float or bool equals a legal number (1.0 == 1, True == 1) but must not get half-way through.
    game = make()
    before = snapshot(game)
    with pytest.raises(IllegalDecision, match=message):
        game.apply(decision)
    assert snapshot(game) == before
