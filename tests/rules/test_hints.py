"""Hints from a seat's view: where a candidate play lands, where a purchase takes the pawn."""

from __future__ import annotations

from game.rules import Buy, DecisionKind, Keep, Play, SpaceKind
from game.rules.events import PawnMoved, Placed
from game.rules.hints import play_hint, purchase_hint

from .helpers import ANJA, BERND, make_game, of_type, preview


def _to_play(game, seat: int):
    """Answer buys of none until `seat` is to play; returns its view."""
    while True:
        pending = game.pending()[0]
        if pending.seat == seat and pending.kind is DecisionKind.PLAY:
            return game.view(seat)
        if pending.kind is DecisionKind.BUY:
            game.apply(Buy(pending.seat, 0))
        else:
            raise AssertionError(f"unexpected {pending}")


def test_open_round_a_face_up_tile_below_takes_the_space_first() -> None:
    # Bernd (1 point) plays before Anja (2 points) in an open round; his 44 takes row 3's space 3.
    game = make_game({1: (5,), 2: (15,), 3: (20, 40), 4: (30,)}, [(48, 2), (44, 3)], positions=(2, 1),
                     open_round=True)
    _to_play(game, BERND)
    game.apply(Play(BERND, (44,)))
    view = _to_play(game, ANJA)
    hint = play_hint(view, (48,))
    (landing,) = hint.landings
    assert (landing.row, landing.slot, landing.kind, landing.points) == (3, 4, SpaceKind.COWPIE, 3)
    assert hint.sure  # every other tile of the round is face up
    old = preview(game, 48)  # what the screen used to say: against the rows alone
    assert (old.row, old.slot, old.points) == (3, 3, 0)
    # The engine agrees with the hint.
    events = game.apply(Play(ANJA, (48,)))
    assert [(e.tile, e.row, e.slot) for e in of_type(events, Placed) if e.seat == ANJA] == [(48, 3, 4)]


def test_open_round_a_face_up_tile_that_completes_a_row_moves_it_first() -> None:
    # Bernd's 33 completes row 4 and opens row 5 with it; Anja's 34 then goes after it, not onto the ibex.
    game = make_game({1: (5,), 2: (15,), 3: (20,), 4: (30, 31, 32)}, [(34, 2), (33, 3)], positions=(2, 1),
                     open_round=True)
    _to_play(game, BERND)
    game.apply(Play(BERND, (33,)))
    view = _to_play(game, ANJA)
    (landing,) = play_hint(view, (34,)).landings
    assert (landing.row, landing.slot, landing.completes_row) == (5, 2, False)
    assert preview(game, 34).completes_row  # the old answer: takes row 4
    events = game.apply(Play(ANJA, (34,)))
    events += game.apply(Keep(BERND, (30,)))  # Bernd's 33 came first and took the row
    assert [(e.row, e.slot) for e in of_type(events, Placed) if e.tile == 34] == [(5, 2)]


def test_double_round_both_own_tiles_are_placed_together() -> None:
    # Row 6 has uncovered double spaces: a double round. 26 goes first, so 27 lands on the space after it.
    game = make_game({1: (5,), 2: (15,), 6: (25,), 4: (60,)}, [(26, 27, 1), (70, 71, 72)], last_row=6)
    assert game.round.double
    view = _to_play(game, ANJA)
    hint = play_hint(view, (27, 26))
    assert [(x.tile, x.row, x.slot) for x in hint.landings] == [(26, 6, 2), (27, 6, 3)]
    assert not hint.sure  # Bernd chooses face down: his tile may land there first
    assert (preview(game, 27).row, preview(game, 27).slot) == (6, 2)  # the old, wrong answer


def test_a_hint_of_a_face_down_group_member_knows_nothing_of_the_others() -> None:
    game = make_game({1: (5,), 2: (15,), 3: (20, 40), 4: (30,)}, [(48, 2), (44, 3)], open_round=True)
    view = _to_play(game, ANJA)  # both on the start space: one face-down group
    hint = play_hint(view, (48,))
    assert not hint.sure and (hint.landings[0].row, hint.landings[0].slot) == (3, 3)


def test_purchase_hint_includes_bumps_and_agrees_with_the_engine() -> None:
    game = make_game({1: (5,), 2: (15,), 3: (20,), 4: (30,)}, [(1, 2), (3, 4), (6, 7)], positions=(0, 3, 4))
    # Action order of a hidden round: highest first (Conny at 4, Bernd at 3, Anja at 0).
    game.apply(Buy(2, 0))
    game.apply(Play(2, (6,)))
    game.apply(Buy(1, 0))
    game.apply(Play(1, (3,)))
    view = game.view(ANJA)
    hint = purchase_hint(view, 3)
    assert (hint.start, hint.end, hint.bumped, hint.opens_next_round) == (0, 5, True, False)
    assert purchase_hint(view, 2).end == 2 and not purchase_hint(view, 2).bumped
    events = game.apply(Buy(ANJA, 3))
    assert [(e.start, e.end) for e in of_type(events, PawnMoved)] == [(0, 5)]


def test_purchase_hint_says_when_the_lead_reaches_an_oxen_eye() -> None:
    game = make_game({1: (5,), 2: (15,), 3: (20,), 4: (30,)}, [(1, 2), (3, 4)], positions=(20, 0))
    view = game.view(ANJA)
    assert not purchase_hint(view, 1).opens_next_round
    assert purchase_hint(view, 2).opens_next_round
    game.apply(Buy(ANJA, 2))
    assert game.state.open_next
