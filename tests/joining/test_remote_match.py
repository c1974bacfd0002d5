"""The joined seat's match (game/joining/remote_match.py) fed the host's messages directly, from a real game played
here: what it shows and asks follows the host's states; a state repeated as the seat joined adds nothing; a rejoin
shows only what was missed, or sets the table out when more was missed than the host keeps; the person's decision
goes to the host once, naming the question, a play while buying alone; refused, the seat is asked again, told why."""

from __future__ import annotations

import random

from game.joining.messages import Note, State, Welcome, read_message
from game.joining.remote_match import RemoteMatch
from game.phones import protocol
from game.rules import Buy, DecisionKind, Game, Play, default_board, redact
from game.session.runner import Wait
from tests.rules.helpers import players

BOARD = default_board()
SEAT = 0


class HostSide:
    """A game played here standing in for the host: its seat-0 states as the host words them, and what the joined
    seat sent it."""

    def __init__(self, seed: int = 3) -> None:
        self.game = Game.new(BOARD, players(3), seed)
        self.rng = random.Random(seed)
        self.inbox: list = []
        self.sent: list[tuple] = []
        self.turn = 0
        self.all_events = list(self.game.setup_events)

    # the link's side
    def received(self) -> list:
        taken, self.inbox = self.inbox, []
        return taken

    def send(self, decision, question: int) -> None:
        self.sent.append((decision, question))

    def close(self) -> None:
        pass

    # the host's side
    def state(self, events, again: bool = False) -> State:
        view = self.game.view(SEAT)
        asked = view.pending is not None and view.pending.seat == SEAT
        data = {**protocol.state(view, self.turn, list(events), self.turn if asked else None), "again": again}
        message = read_message(protocol.encode(data), BOARD)
        assert isinstance(message, State)
        return message

    def others_decide(self) -> list:
        """The other seats decide until only seat 0 is asked or the game ends; their events."""
        events = []
        while not self.game.over and (others := [p for p in self.game.pending() if p.seat != SEAT]):
            events += self.game.apply(self.rng.choice(self.game.legal(others[0])))
            self.turn += 1
        self.all_events += events
        return events

    def apply(self, decision) -> list:
        events = list(self.game.apply(decision))
        self.turn += 1
        self.all_events += events
        return events


def joined(host: HostSide) -> RemoteMatch:
    welcome = Welcome(SEAT, ("Ann", "Ben", "Cleo"), ("red", "blue", "green"), (None, "easy", "easy"), BOARD, "")
    return RemoteMatch(host, welcome, host.state(host.game.setup_events))  # type: ignore[arg-type]


def shown(match: RemoteMatch) -> list:
    while match.next_event() is not None:
        pass
    return match.shown


def test_a_state_repeated_as_the_seat_joined_adds_nothing():
    host = HostSide()
    match = joined(host)
    events = host.others_decide()
    assert events  # the others chose meanwhile
    again = host.state(host.all_events, again=True)  # the greeting: the recent log, this state's events in it
    host.inbox += [again, host.state(events)]  # ...then the same state, sent as it was published
    match.update()
    assert shown(match) == [redact(e, SEAT) for e in host.all_events]


def test_a_rejoin_shows_only_what_was_missed():
    host = HostSide()
    match = joined(host)
    first = host.others_decide()
    host.inbox.append(host.state(first))
    match.update()
    seat_asked = match.pending
    assert seat_asked is not None and seat_asked.seat == SEAT
    missed = host.apply(Buy(SEAT, 0))
    missed += host.apply(Play(SEAT, host.game.view(SEAT).legal_plays[0])) + host.others_decide()
    assert len(missed) < 24  # the host's recent log reaches back to what this screen heard
    host.inbox.append(host.state(host.all_events[-24:], again=True))  # the host keeps the last 24
    match.update()
    assert shown(match) == [redact(e, SEAT) for e in host.all_events]
    assert missed and not match.lost_track


def test_a_rejoin_after_missing_more_than_the_host_keeps_sets_the_table_out():
    host = HostSide()
    match = joined(host)
    shown(match)
    for _ in range(12):  # several rounds pass with the seat away: its decisions made for it
        host.others_decide()
        if host.game.over:
            break
        host.apply(host.rng.choice(host.game.legal(next(p for p in host.game.pending() if p.seat == SEAT))))
    host.others_decide()
    host.inbox.append(host.state(host.all_events[-24:], again=True))
    match.update()
    assert match.lost_track and not match.has_events()
    assert match.view(SEAT) == host.game.view(SEAT)  # the table is set out from the view the host sent


def test_the_seats_decision_goes_to_the_host_once_naming_its_question_a_play_while_buying_alone():
    host = HostSide()
    match = joined(host)
    host.inbox.append(host.state(host.others_decide()))
    match.update()
    shown(match)
    assert match.waiting_for() is Wait.HUMAN and match.pending.kind is DecisionKind.BUY
    question = host.turn
    view = match.view(SEAT)
    play = Play(SEAT, view.hand[:view.tiles_to_play])
    match.person.decide(play)
    match.update()
    assert host.sent == [(play, question)]  # not split into a purchase of none and the play: the host does that
    assert match.waiting_for() is not Wait.HUMAN and SEAT not in [q.seat for q in match.asked()]
    match.update()
    assert len(host.sent) == 1  # sent once


def test_refused_the_seat_is_asked_again_and_told_why():
    host = HostSide()
    match = joined(host)
    host.inbox.append(host.state(host.others_decide()))
    match.update()
    shown(match)
    match.person.decide(Buy(SEAT, 1))
    match.update()
    host.inbox.append(Note("illegal", "You cannot buy now."))
    match.update()
    assert match.waiting_for() is Wait.HUMAN
    assert match.person.take_refusal() == "You cannot buy now."
