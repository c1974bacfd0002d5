"""The oxen-eye and open rounds (spec/rules.md sections 2.3 and 5)."""

from __future__ import annotations

from game.rules import Buy, DecisionKind, Pending, Play
from game.rules.events import OpenRoundTriggered, PawnMoved, Played, Revealed, RoundStarted, Shown

from .helpers import make_game, moves, of_type, play_round

# Row 2 "S . C2 . I6" with (10, 11): the next tile scores a cowpie worth 2.
# Row 7 "S . C4 C5 I7" with (20, 21): the next tiles score cowpies worth 4 and 5.


def triggers(events) -> list[tuple[int, int]]:
    return [(e.seat, e.oxen_eye) for e in of_type(events, OpenRoundTriggered)]


def started(events) -> RoundStarted:
    (event,) = of_type(events, RoundStarted)
    return event


def test_the_leader_reaching_an_oxen_eye_by_penalty_points_makes_the_next_round_open() -> None:
    game = make_game({2: (10, 11), 1: (5,), 3: (40,), 4: (60,)}, [(12, 1), (41, 2)], positions=(20, 7))
    events = play_round(game, {0: (12,), 1: (41,)})
    assert moves(events) == [(0, 20, 22, 2, "cowpie")]  # onto the oxen-eye itself
    assert triggers(events) == [(0, 22)]
    index = events.index(of_type(events, OpenRoundTriggered)[0])
    assert isinstance(events[index - 1], PawnMoved)  # told right after the move that caused it
    assert started(events).open and game.round.open
    assert game.round.order == (1, 0)  # lowest position first, the leader last


def test_the_second_oxen_eye_triggers_too() -> None:
    game = make_game({7: (20, 21), 1: (5,), 3: (40,), 4: (60,)}, [(22, 1), (41, 2)], positions=(41, 7), last_row=7)
    events = play_round(game, {0: (22,), 1: (41,)})
    assert moves(events) == [(0, 41, 45, 4, "cowpie")]
    assert triggers(events) == [(0, 44)]
    assert game.round.open


def test_buying_onto_an_oxen_eye_triggers_an_open_round_next_round_not_this_one() -> None:
    game = make_game({1: (5,), 2: (10,), 3: (40,), 4: (60,)}, [(1,), (41,)], positions=(21, 3))
    events = game.apply(Buy(0, 1))
    assert triggers(events) == [(0, 22)]
    assert not game.round.open
    assert game.view(1).open_next
    game.apply(Play(0, (1,)))
    assert of_type(game.apply(Buy(1, 0)), Played) == []
    events = game.apply(Play(1, (41,)))
    assert started(events).open


def test_positive_points_never_trigger_and_the_leader_crossing_again_triggers_again() -> None:
    # Round 1: the leader (24) drops back to 20 by Happy Cow points, past the eye 22 backwards: no trigger.
    game = make_game(
        {7: (20, 21), 8: (50,), 3: (40,), 4: (60,)}, [(22, 1, 2), (41, 42, 43)], positions=(24, 7), last_row=8
    )
    events = play_round(game, {0: (22,), 1: (41,)})
    assert moves(events) == [(0, 24, 20, -4, "cowpie")]
    assert triggers(events) == [] and not game.round.open
    # Round 2: it buys three and reaches 23, past the eye again: the next round is open.
    events = play_round(game, {0: (1,), 1: (42,)}, buys={0: 3})
    assert moves(events)[0] == (0, 20, 23, 3, "buy")
    assert triggers(events) == [(0, 22)]
    assert started(events).open


def test_a_pawn_passing_an_eye_while_another_is_already_beyond_it_does_not_trigger() -> None:
    game = make_game({2: (10, 11), 1: (5,), 3: (40,), 4: (60,)}, [(12, 1), (41, 2)], positions=(20, 30))
    events = play_round(game, {0: (12,), 1: (41,)})
    assert moves(events) == [(0, 20, 22, 2, "cowpie")]
    assert triggers(events) == [] and not game.round.open


def test_a_pawn_overtaking_the_leader_across_an_eye_triggers() -> None:
    # The lead was 21 (seat 1); seat 0 passes it and the eye 22: the lead has reached the eye.
    game = make_game({7: (20, 21), 1: (5,), 3: (40,), 4: (60,)}, [(22, 1), (41, 2)], positions=(19, 21), last_row=7)
    events = play_round(game, {0: (22,), 1: (41,)})
    assert moves(events) == [(0, 19, 23, 4, "cowpie")]
    assert triggers(events) == [(0, 22)]


def test_two_triggers_in_one_round_give_one_open_round() -> None:
    # Seat 0 (42) buys two and reaches the eye 44; its 22 then takes four Happy Cow points (40).
    # Seat 2's 52 covers the last Happy Cow; seat 1 (41) takes a cowpie 3 to 44: the lead reaches 44 again.
    game = make_game(
        {8: (50, 51), 7: (20, 21), 11: (60, 61), 2: (10,)},
        [(22, 11, 12), (62, 13, 14), (52, 15, 16)],
        positions=(42, 41, 0),
        last_row=11,
    )
    events = play_round(game, {0: (22,), 1: (62,), 2: (52,)}, buys={0: 2})
    assert moves(events) == [
        (0, 42, 44, 2, "buy"),
        (0, 44, 40, -4, "cowpie"),
        (1, 41, 44, 3, "cowpie"),
    ]
    assert triggers(events) == [(0, 44), (1, 44)]
    assert started(events).open
    # One open round only: the round after it is hidden again (nobody can trigger now: the lead is 44).
    events = play_round(game, {0: (11,), 1: (13,), 2: (15,)})
    assert moves(events) == [(1, 44, 46, 2, "cowpie")]
    assert triggers(events) == []
    assert not started(events).open


def test_open_round_order_start_space_group_face_down_then_shown_then_face_up_in_turn() -> None:
    # Seats 0 and 2 on the start space form the group; then seat 3 (10), then the leader seat 1 (12).
    game = make_game(
        {1: (5,), 2: (30,), 3: (50,), 4: (70,)},
        [(6, 90), (71, 91), (31, 92), (51, 93)],
        positions=(0, 12, 0, 10),
        open_round=True,
    )
    assert game.setup_events[-1] == RoundStarted(1, False, True, (0, 2, 3, 1), (0, 2), True)
    # The group chooses at the same time; the others wait for their turns.
    assert game.pending() == [Pending(0, DecisionKind.BUY), Pending(2, DecisionKind.BUY)]
    game.apply(Buy(0, 2))  # seat 0 leaves the start space: the group stays as it was at the round's start
    events = game.apply(Play(0, (6,)))
    assert events == [Played(0, False, (6,))]
    view2 = game.view(2)
    assert view2.face_up == () and view2.played == (0,)
    assert 6 in view2.unseen
    game.apply(Buy(2, 0))
    events = game.apply(Play(2, (31,)))
    assert events == [Played(2, False, (31,)), Shown(((0, (6,)), (2, (31,))))]
    assert game.pending() == [Pending(3, DecisionKind.BUY)]
    view3 = game.view(3)
    assert view3.face_up == ((0, (6,)), (2, (31,)))
    assert {6, 31}.isdisjoint(view3.unseen)
    # Seat 3 may still buy after others played face up; it passes the leader on the track (10 -> 13),
    # but the order was fixed when the round began: seat 1 still acts last.
    events = game.apply(Buy(3, 3))
    assert moves(events) == [(3, 10, 13, 3, "buy")]
    events = game.apply(Play(3, (51,)))
    assert events == [Played(3, True, (51,))]
    assert game.pending() == [Pending(1, DecisionKind.BUY)]
    view1 = game.view(1)
    assert view1.face_up == ((0, (6,)), (2, (31,)), (3, (51,)))
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (71,)))
    assert events[0] == Played(1, True, (71,))
    assert events[1] == Revealed(((0, (6,)), (2, (31,)), (3, (51,)), (1, (71,))))


def test_a_double_open_round_plays_two_tiles_face_up() -> None:
    game = make_game(
        {1: (5,), 6: (30,), 3: (50,), 4: (70,)},
        [(6, 7, 90), (71, 72, 91)],
        positions=(3, 8),
        open_round=True,
    )
    assert game.round.double and game.round.open
    assert game.round.order == (0, 1)
    game.apply(Buy(0, 0))
    assert game.apply(Play(0, (6, 7))) == [Played(0, True, (6, 7))]
    assert game.view(1).face_up == ((0, (6, 7)),)
    game.apply(Buy(1, 0))
    events = game.apply(Play(1, (71, 72)))
    assert events[0] == Played(1, True, (71, 72))
