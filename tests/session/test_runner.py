"""The match runner on its own: seats, recorder, the one loop to the end, and what it refuses."""

from __future__ import annotations

import pytest

from game.match_setup.seats import BOT, HUMAN, PHONE, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Pending, Play, default_board
from game.session.bot_seats import InlineBots, ThreadBots
from game.session.runner import Match, Wait
from game.session.seating import bot_seed, make_match
from game.session.seats import PersonSeat

BOARD = default_board()


class Tape:
    """A recorder that keeps what it was given."""

    def __init__(self) -> None:
        self.records: list = []
        self.closed = False

    def record(self, decision, events) -> None:
        self.records.append((decision, tuple(events)))

    def close(self) -> None:
        self.closed = True


def test_play_to_end_records_every_decision_and_keeps_no_events_for_a_screen():
    seats = tuple(SeatConfig(f"Bot {i}", c, BOT, "easy") for i, c in enumerate(("red", "blue", "green")))
    tape = Tape()
    with make_match(MatchConfig(seats, seed=3), BOARD, recorder=tape) as match:
        game = match.play_to_end()
        assert game.over and match.waiting_for() is Wait.OVER and not match.has_events()
        assert [d for d, _ in tape.records] == match.decisions and len(match.decisions) == match.decisions_taken
        assert tape.records[-1][1][-1].type == "game_ended"
        assert all(len(times) > 0 for times in match.timings)  # each bot's thinking was timed
    assert tape.closed


def test_play_to_end_stops_after_most_and_a_resumed_match_counts_on():
    seats = (SeatConfig("A", "red", BOT, "normal"), SeatConfig("B", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=5)
    first = make_match(config, BOARD)
    first.play_to_end(most=7)
    assert len(first.decisions) == 7 and not first.game.over
    resumed = make_match(config, BOARD, game=first.game, decisions_taken=7)
    resumed.play_to_end(most=3)
    assert resumed.decisions_taken == 10 and len(resumed.decisions) == 3


def test_a_person_at_the_screen_is_never_decided_for():
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    match = make_match(MatchConfig(seats, seed=1), BOARD)
    while match.next_event() is not None:
        pass
    assert match.waiting_for() is Wait.HUMAN
    # The bot chooses at the same time, and is done; nothing is decided for the person.
    while match.update(10.0):
        while match.next_event() is not None:
            pass
    assert [d.seat for d in match.decisions] == [1, 1] and match.pending == Pending(0, DecisionKind.BUY)
    assert match.decide_now() == [] and match.update(10.0) == []
    with pytest.raises(RuntimeError, match="Anja decides at the screen"):
        match.play_to_end()


def test_a_level_this_version_lacks_plays_the_middle_level_with_the_seats_seed():
    seats = (SeatConfig("A", "red", BOT, "grandmaster"), SeatConfig("B", "blue", BOT, "easy"))

    class Seen(InlineBots):
        def __init__(self) -> None:
            super().__init__()
            self.made: list[tuple[int, str, int]] = []

        def controller(self, seat, level, seed):
            self.made.append((seat, level, seed))
            return super().controller(seat, level, seed)

    bots = Seen()
    make_match(MatchConfig(seats, seed=9), BOARD, bots=bots)
    assert bots.made == [(0, "normal", bot_seed(9, 0)), (1, "easy", bot_seed(9, 1))]


def test_bots_on_threads_decide_as_bots_in_process():
    seats = (SeatConfig("A", "red", BOT, "normal"), SeatConfig("B", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=4)
    with make_match(config, BOARD, bots=ThreadBots()) as threaded, \
            make_match(config, BOARD, bots=InlineBots()) as inline:
        threaded.play_to_end(most=40)
        inline.play_to_end(most=40)
    assert threaded.decisions == inline.decisions and not threaded.bot_errors


THREE_BOTS = MatchConfig(tuple(SeatConfig(f"Bot {i}", c, BOT, "easy") for i, c in enumerate(("red", "blue", "green"))),
                         seed=4)


def _drain(match: Match) -> None:
    while match.next_event() is not None:
        pass


def _played(events) -> list[tuple[int, bool]]:
    return [(e.seat, e.face_up) for e in events if e.type == "played"]


def test_in_a_hidden_round_the_bots_choose_together_after_one_beat():
    match = make_match(THREE_BOTS, BOARD)
    assert match.update(5.0) == []  # the deal is still being shown: no beat is counted yet
    _drain(match)
    assert match.update(0.2) == []  # the beat (0.25 s) is not over
    events = match.update(0.1)
    # One call: every seat's purchase and play, in action order, without waiting for the screen in between.
    assert sorted(seat for seat, _ in _played(events)) == [0, 1, 2]
    assert not any(face_up for _, face_up in _played(events))


def test_skip_drops_the_beat():
    match = make_match(THREE_BOTS, BOARD)
    _drain(match)
    assert match.update(0.0) == []
    match.skip_beats()
    assert len(_played(match.update(0.0))) == 3


def test_in_an_open_round_each_face_up_play_waits_for_the_screen_and_its_beat():
    from game.rules import Game, PlayerSetup, Position

    rows = ((5,), (15,), (25,), (35,)) + ((),) * 8
    position = Position(rows=rows, hands=((40, 41), (50, 51), (60, 61)), positions=(1, 2, 3), open_round=True)
    game = Game.from_position(BOARD, [PlayerSetup(s.name, s.color) for s in THREE_BOTS.seats], position, 4)
    match = make_match(THREE_BOTS, BOARD, game=game)
    first = match.update(0.3)
    assert _played(first) == [(0, True)]  # the lowest pawn plays first, face up; its purchase needed no beat of its own
    assert match.update(5.0) == []  # its tile is still being shown: the next bot waits
    _drain(match)
    assert match.update(0.1) == []
    assert _played(match.update(0.2)) == [(1, True)]


def test_a_play_handed_in_with_the_purchase_of_none_follows_it_though_another_person_decides_meanwhile():
    config = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy"),
                          SeatConfig("Ute", "green", PHONE)), seed=4)
    pia, ute = PersonSeat(), PersonSeat()
    match = make_match(config, BOARD, seats={0: pia, 2: ute})
    while match.next_event() is not None:
        pass
    match.update(0.0, think_seconds=float("inf"))  # everyone is asked; the bot's answer is held back
    pia_tile, ute_tile = match.view(0).hand[0], match.view(2).hand[0]

    def pia_decides_meanwhile(decision, events):  # Pia's phone, on its own thread, while Ute's purchase is applied
        if decision == Buy(2, 0):
            pia.decide(Play(0, (pia_tile,)))

    match.listeners.append(pia_decides_meanwhile)
    ute.decide(Play(2, (ute_tile,)))  # Ute plays without buying: the purchase of none, then the play
    match.update(0.0, think_seconds=float("inf"))
    assert match.decisions == [Buy(2, 0), Play(2, (ute_tile,)), Buy(0, 0), Play(0, (pia_tile,))]
