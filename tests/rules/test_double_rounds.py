"""Double rounds: two tiles each while the double row is active with a double space uncovered (2.1, 2.2)."""

from __future__ import annotations

import pytest

from game.rules import Buy, DecisionKind, IllegalDecision, Pending, Play
from game.rules.events import RoundStarted

from .helpers import completions, make_game, of_type, placed, play_round

# Row 6 is "S D D D I6": one tile leaves three double spaces uncovered, four tiles cover them all.


def test_a_double_round_asks_two_tiles_of_every_player_and_places_all_in_ascending_order() -> None:
    game = make_game({1: (5,), 2: (10,), 6: (30,), 4: (60,)}, [(11, 61, 1), (31, 62, 2)])
    assert game.round.double
    assert game.setup_events[-1] == RoundStarted(1, True, False, (0, 1), (), True)
    game.apply(Buy(0, 0))
    assert game.view(0).tiles_to_play == 2 and game.view(0).tiles_to_play == 2
    with pytest.raises(IllegalDecision, match="must play 2 different tile"):
        game.apply(Play(0, (11,)))
    with pytest.raises(IllegalDecision, match="must play 2 different tile"):
        game.apply(Play(0, (11, 11)))
    with pytest.raises(IllegalDecision, match="must play 2 different tile"):
        game.apply(Play(0, (11, 61, 1)))
    game.apply(Play(0, (11, 61)))
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (31, 62)))
    assert placed(events) == [(0, 11, 2, 2, 2), (1, 31, 6, 2, 2), (0, 61, 4, 2, 2), (1, 62, 4, 3, 2)]
    assert game.hands == [[1], [2]]


def test_a_player_holding_one_tile_in_a_double_round_must_buy_at_least_one() -> None:
    game = make_game({1: (5,), 2: (10,), 6: (30,), 4: (60,)}, [(11,), (31, 62)])
    assert game.legal() == [Buy(0, 1), Buy(0, 2), Buy(0, 3)]
    with pytest.raises(IllegalDecision, match="cannot buy 0 tiles now; allowed: 1, 2, 3"):
        game.apply(Buy(0, 0))
    game.apply(Buy(0, 1))
    assert game.view(0).tiles_to_play == 2


def test_a_round_is_single_once_every_double_space_is_covered() -> None:
    covered = make_game({1: (5,), 2: (10,), 6: (30, 31, 32, 33), 4: (60,)}, [(11, 1), (34, 2)])
    assert not covered.round.double
    one_left = make_game({1: (5,), 2: (10,), 6: (30, 31, 32), 4: (60,)}, [(11, 1), (33, 2)])
    assert one_left.round.double
    # This double round covers the last double space: the next round is single again.
    events = play_round(one_left, {0: (11, 1), 1: (33, 2)})
    assert (1, 33, 6, 4, 2) in placed(events)
    (started,) = of_type(events, RoundStarted)
    assert not started.double and not one_left.round.double


def test_the_double_row_activated_again_later_gives_double_rounds_again() -> None:
    # Row 5 completes; the next free row after row 5 is row 6, the double row: the next round is double.
    game = make_game({5: (20, 21, 22, 23, 24), 1: (5,), 2: (10,), 4: (60,)}, [(25, 1, 2), (61, 3, 4)], last_row=5)
    assert not game.round.double
    events = play_round(game, {0: (25,), 1: (61,)}, keeps={0: [(24,)]})
    assert completions(events)[0].new_row == 6
    (started,) = of_type(events, RoundStarted)
    assert started.double and game.round.double
    assert game.pending() == [Pending(0, DecisionKind.BUY), Pending(1, DecisionKind.BUY)]
    game.apply(Buy(0, 0))
    assert game.legal()[0] == Play(0, (1, 2))
