"""A seat's controller replaced during a match: the people at the screen or a bot play the seat while its own
controller is away, and the seat goes back to it; the game plays on and replays the same."""

from __future__ import annotations

from game.match_setup.seats import BOT, PHONE, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Game, Play, PlayerSetup, default_board
from game.session.bot_seats import InlineBots
from game.session.runner import Wait
from game.session.seating import make_match
from game.session.seats import PersonSeat, ScreenSeat
from game.session.stand_ins import StandIn, StandIns

BOARD = default_board()
# A person away from the screen (as a phone's seat is) and a bot.
CONFIG = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy")), seed=4)


class Away(PersonSeat):
    """A person's seat of no particular make, away from the screen; it counts what it is asked and told."""

    def __init__(self) -> None:
        super().__init__()
        self.asked: list = []
        self.closed = False

    def ask(self, question, view) -> None:
        super().ask(question, view)
        self.asked.append(question)

    def close(self) -> None:
        self.closed = True
        super().close()


def _shown(match) -> None:
    while match.next_event() is not None:
        pass


class Tape:
    """A recorder that keeps every decision's events."""

    def __init__(self) -> None:
        self.events: list = []

    def record(self, decision, events) -> None:
        self.events += events

    def close(self) -> None:
        pass


def _seated(tape: Tape | None = None):
    """The person away is asked to buy; the bot, choosing at the same time, has bought and played."""
    away = Away()
    match = make_match(CONFIG, BOARD, seats={0: away}, recorder=tape)
    for _ in range(3):
        _shown(match)
        match.update(0.0, think_seconds=0.0)
    _shown(match)
    return match, away


def test_a_bot_plays_an_absent_persons_seat_and_gives_it_back():
    match, away = _seated()
    assert match.waiting_for() is Wait.BOT and away.asked  # the person is asked, and does not answer
    assert [d.seat for d in match.decisions] == [1, 1]  # the bot bought and played; seat 0 waits
    before = len(match.decisions)
    stand_ins = StandIns(match, InlineBots)
    stand_ins.stand_in(0, StandIn.BOT)
    assert stand_ins.of(0) is StandIn.BOT and match.controller(0) is not away
    while match.view(0).round == 1:
        match.update(0.0, think_seconds=0.0, most=1)
        _shown(match)
    taken = match.decisions[before:]
    assert [(d.seat, d.kind) for d in taken] == [(0, DecisionKind.BUY), (0, DecisionKind.PLAY)]  # by the stand-in
    stand_ins.give_back(0)
    assert match.controller(0) is away and stand_ins.of(0) is None and not away.closed
    match.update(0.0, think_seconds=0.0)
    assert away.asked[-1] in match.asked() and away.asked[-1].kind is DecisionKind.BUY  # asked anew, round 2


def test_the_people_at_the_screen_play_a_seat_for_a_while_behind_its_curtain():
    match, away = _seated()
    stand_ins = StandIns(match, InlineBots)
    assert match.humans == [] and match.waiting_for() is Wait.BOT
    stand_ins.stand_in(0, StandIn.SCREEN)
    screen = match.controller(0)
    assert isinstance(screen, ScreenSeat) and match.humans == [0]
    assert match.waiting_for() is Wait.HUMAN and match.pending.seat == 0
    tile = match.view(0).hand[0]
    screen.decide(Play(0, (tile,)))
    match.update(0.0, think_seconds=0.0)
    assert [d for d in match.decisions if d.seat == 0] == [Buy(0, 0), Play(0, (tile,))]
    stand_ins.give_back(0)
    assert match.humans == [] and match.controller(0) is away


def test_a_decision_the_absent_controller_held_is_dropped_never_applied_when_it_is_given_the_seat_again():
    match, away = _seated()
    view = match.view(0)
    away.decide(Buy(0, 2))  # handed in, but not taken yet: the seat is replaced before the next update
    stand_ins = StandIns(match, InlineBots)
    stand_ins.stand_in(0, StandIn.SCREEN)
    stand_ins.give_back(0)
    match.update(0.0, think_seconds=0.0)
    assert not [d for d in match.decisions if d.seat == 0] and not away.waiting
    assert match.view(0).positions == view.positions


def test_a_game_played_partly_by_stand_ins_replays_exactly_from_its_seed_and_decisions():
    tape = Tape()
    match, away = _seated(tape)
    stand_ins = StandIns(match, InlineBots)
    stand_ins.stand_in(0, StandIn.BOT)
    for _ in range(200):
        match.update(0.0, think_seconds=0.0)
        _shown(match)
        if match.view(0).round == 4 and stand_ins.of(0):
            stand_ins.give_back(0)
            stand_ins.stand_in(0, StandIn.BOT)  # back and away again: a bot seeded from there on
        if match.game.over:
            break
    assert match.game.over
    replayed = Game.new(BOARD, [PlayerSetup(s.name, s.color) for s in CONFIG.seats], CONFIG.seed)
    again = []
    for decision in match.decisions:
        again.extend(replayed.apply(decision))
    assert again == tape.events and replayed.positions == match.game.positions


def test_the_stand_in_bots_close_with_the_match():
    closed = []

    class Bots(InlineBots):
        def close(self) -> None:
            closed.append(True)

    match, _away = _seated()
    StandIns(match, Bots).stand_in(0, StandIn.BOT)
    match.close()
    assert closed == [True]

