"""What a player may know (spec/rules.md section 7): views and redacted events."""

from __future__ import annotations

from game.rules import Buy, DecisionKind, Keep, Pending, Play
from game.rules.events import Bought, Dealt, FreeTiles, Played, Revealed, redact
from game.rules.tiles import ALL_TILES

from .helpers import make_game, tile_fields

ALL = set(ALL_TILES)


def test_a_view_shows_its_own_hand_and_never_another_seats_hand() -> None:
    rows = {1: (5,), 2: (10,), 3: (40,), 4: (60,)}
    game = make_game(rows, [(1, 2, 3), (41, 42, 43)], box=(97, 98, 99))
    view = game.view(0)
    assert view.hand == (1, 2, 3)
    assert view.hand_sizes == (3, 3)
    assert {41, 42, 43}.isdisjoint(tile_fields(view))
    # Unseen: everything but its own hand, the rows and the tiles it saw go into the box.
    assert view.unseen == frozenset(ALL - {1, 2, 3, 5, 10, 40, 60, 97, 98, 99})
    assert view.supply_size == 99 - 3 - 3 - 4 - 3 and view.box_size == 3
    other = game.view(1)
    assert other.hand == (41, 42, 43) and {1, 2, 3} <= other.unseen


def test_only_the_seats_asked_now_get_legal_choices() -> None:
    game = make_game({1: (5,), 2: (10,), 3: (40,), 4: (60,)}, [(1, 2), (41, 42, 43, 44, 45, 46, 47)])
    # Both choose at the same time: each is asked for its own purchase.
    assert game.view(0).pending == Pending(0, DecisionKind.BUY)
    assert game.view(0).legal_buys == (0, 1, 2, 3)
    assert game.view(1).pending == Pending(1, DecisionKind.BUY)
    assert game.view(1).legal_buys == (0, 1, 2)  # seven in hand: two more at most
    assert game.view(0).asked == game.view(1).asked == (Pending(0, DecisionKind.BUY), Pending(1, DecisionKind.BUY))
    game.apply(Buy(0, 0))
    assert game.view(0).legal_plays == ((1,), (2,))
    game.apply(Play(0, (1,)))
    # Seat 0 has chosen: it is asked nothing more, and its view says whom the game waits for.
    view = game.view(0)
    assert view.pending == Pending(1, DecisionKind.BUY) and view.asked == (Pending(1, DecisionKind.BUY),)
    assert view.legal_buys == view.legal_plays == view.legal_keeps == ()


def test_face_down_plays_stay_hidden_until_the_reveal() -> None:
    game = make_game({1: (5,), 4: (20, 21, 22), 3: (40,), 2: (10,)}, [(23, 1), (41, 42)])
    game.apply(Buy(0, 0))
    events = game.apply(Play(0, (23,)))
    (played,) = events
    assert redact(played, 1) == Played(0, False, ())
    assert redact(played, 0) == played
    view1 = game.view(1)
    assert view1.played == (0,) and view1.face_up == () and view1.own_play == ()
    assert 23 in view1.unseen and 23 not in tile_fields(view1)
    assert game.view(0).own_play == (23,) and 23 not in game.view(0).unseen
    assert game.view(1).hand_sizes == (1, 2)
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (41,)))
    # Revealed: the 23 completes row 4 and the game waits for seat 0's keep; the 41 is not yet placed
    # but everyone knows it now.
    assert Revealed(((0, (23,)), (1, (41,)))) in events
    assert redact(events[1], 0) == events[1]
    assert game.pending() == [Pending(0, DecisionKind.KEEP)]
    view0 = game.view(0)
    assert 41 not in view0.unseen
    assert view0.keep_offer == (20, 21, 22) and game.view(1).keep_offer == (20, 21, 22)


def test_kept_tiles_are_known_to_everyone_until_played() -> None:
    game = make_game({1: (5,), 4: (20, 21, 22), 3: (40,), 2: (10,)}, [(23, 1), (41, 42, 43)])
    game.apply(Buy(0, 0))
    game.apply(Play(0, (23,)))
    game.apply(Buy(1, 0))
    game.apply(Play(1, (41,)))
    game.apply(Keep(0, (21,)))
    view1 = game.view(1)
    assert view1.known_hands[0] == frozenset({21})
    assert 21 not in view1.unseen and 1 in view1.unseen
    assert {20, 22}.isdisjoint(view1.unseen)  # they went into the box face down, but everyone saw the row
    # Once the kept tile is played and revealed it is no longer "known to be in the hand".
    game.apply(Buy(0, 0))
    game.apply(Play(0, (21,)))
    game.apply(Buy(1, 0))
    game.apply(Play(1, (42,)))
    assert game.view(1).known_hands[0] == frozenset()


def test_private_draws_are_redacted_for_other_seats() -> None:
    assert redact(Dealt(2, (1, 2, 3, 4, 5, 6)), 0) == Dealt(2, ())
    assert redact(FreeTiles(2, (7, 8)), 1) == FreeTiles(2, ())
    assert redact(Bought(2, 2, 0, (9, 10)), 3) == Bought(2, 2, 0, ())
    assert redact(Bought(2, 2, 0, (9, 10)), 2) == Bought(2, 2, 0, (9, 10))
    assert redact(Played(1, True, (4,)), 0) == Played(1, True, (4,))  # face up: public


def test_bought_tiles_appear_in_the_buyers_view_only() -> None:
    game = make_game({1: (5,), 2: (10,), 3: (40,), 4: (60,)}, [(1,), (41,)], supply=None)
    events = game.apply(Buy(0, 2))
    bought = events[0]
    assert isinstance(bought, Bought) and bought.tiles == (2, 3)
    assert game.view(0).hand == (1, 2, 3)
    assert {2, 3} <= game.view(1).unseen
    assert game.view(1).bought == ((0, 2),)
