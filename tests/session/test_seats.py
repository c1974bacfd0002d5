"""Every seat by the same path: the runner asks each seat's controller and takes its answer, and what a seat can
do (be told why a decision was refused and asked again, or be shown thinking) comes from its controller's type."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

from game.match_setup.seats import BOT, HUMAN, PHONE, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Pending, Play, default_board
from game.session.bot_seats import InlineBot
from game.session.runner import Match, Wait
from game.session.seating import make_match
from game.session.seats import Answer, Person, Question, ScreenSeat

BOARD = default_board()
RUNNER = Path(__file__).resolve().parents[2] / "game" / "session" / "runner.py"
ANJA_AND_A_BOT = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy")), seed=1)


def _asked(match: Match) -> Match:
    """Show the deal and let the runner ask the seat whose turn it is."""
    while match.next_event() is not None:
        pass
    match.update(0.0)
    return match


def test_the_runner_imports_no_kind_of_seat():
    tree = ast.parse(RUNNER.read_text())
    imported: dict[str, set[str]] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            imported.setdefault(node.module or "", set()).update(alias.name for alias in node.names)
        elif isinstance(node, ast.Import):
            imported.update({alias.name: set() for alias in node.names})
    assert set(imported) == {"__future__", "collections.abc", "dataclasses", "enum", "typing", "game.rules",
                             "game.rules.decisions", "game.session.beats", "game.match_setup.seats",
                             "game.session.questions", "game.session.seats", "game.session.show_queue",
                             "game.session.view_cache"}
    # From the seats' module: what a controller is, never a kind of seat.
    assert imported["game.session.seats"] == {"Answer", "Controller", "Person", "Question"}
    # And at run time nothing of the phones, the bots or the window comes with it.
    code = ("import sys, game.session.runner; print(' '.join(m for m in sys.modules if m.startswith("
            "('game.phones', 'game.bots', 'game.client', 'game.session.bot_seats'))))")
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True,
                            cwd=RUNNER.parents[2]).stdout.split()
    assert loaded == []


def test_the_screens_decision_goes_through_its_seats_controller():
    match = _asked(make_match(ANJA_AND_A_BOT, BOARD))
    screen = match.controller(0)
    assert isinstance(screen, ScreenSeat) and match.waiting_for() is Wait.HUMAN
    # Both choose at the same time (spec/rules.md 2.2): the bot is asked too, and thinks while the person decides.
    assert match.asked() == [Question(Pending(0, DecisionKind.BUY), 0), Question(Pending(1, DecisionKind.BUY), 0)]
    tile = match.view(0).hand[0]
    screen.decide(Play(0, (tile,)))  # the play alone, while a purchase is asked
    assert match.decisions == []  # nothing happens until the runner takes it, as it takes any seat's answer
    match.update(0.0, think_seconds=10.0)
    assert match.decisions == [Buy(0, 0), Play(0, (tile,))] and screen.take_refusal() is None


def test_a_refused_decision_at_the_screen_is_told_back_in_words_and_changes_nothing():
    match = _asked(make_match(ANJA_AND_A_BOT, BOARD))
    screen = match.controller(0)
    position, asked = match.game.position(), match.asked()
    screen.decide(Buy(0, 4))  # more tiles than anybody may buy
    match.update(0.0)
    refusal = screen.take_refusal()
    assert refusal and "4" in refusal and "{" not in refusal and "Traceback" not in refusal
    assert screen.take_refusal() is None  # told once
    assert match.game.position() == position and match.decisions == [] and match.bot_errors == []
    assert match.asked() == asked and match.waiting_for() is Wait.HUMAN  # the same question: decide again
    screen.decide(Buy(0, 1))
    match.update(0.0)
    assert match.decisions == [Buy(0, 1)]


class Stubborn:
    """A person's controller of any make (not the phones' or the screen's): it answers its question with the
    decision it is given, once, and remembers what it was told."""

    at_screen = False

    def __init__(self) -> None:
        self.question: Question | None = None
        self.decision = None
        self.told: list[str] = []

    def ask(self, question, view) -> None:
        self.question = question

    def poll(self) -> Answer | None:
        if self.question is None or self.decision is None:
            return None
        answer, self.decision = Answer(self.question, self.decision), None
        return answer

    def wait(self, timeout):
        return self.poll()

    def refused(self, answer, reason) -> None:
        self.told.append(reason)

    def cancel(self) -> None:
        self.question = None

    def close(self) -> None:
        pass


class Overbuyer:
    """A bot that always buys four tiles, more than anybody may."""

    def decide(self, view):
        return Buy(view.seat, 4)


def test_what_a_seat_can_do_comes_from_its_controllers_type():
    # The same illegal purchase from two seats: a person is told and asked again; a bot's is replaced by a
    # legal choice and reported. The person's answer needs no thinking beat; the bot's waits for it.
    person, bot = Stubborn(), InlineBot(Overbuyer())
    assert isinstance(person, Person) and not isinstance(bot, Person)
    config = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy")), seed=2)
    match = _asked(make_match(config, BOARD, seats={0: person}))
    person.decision = Buy(0, 4)
    match.update(0.0, think_seconds=10.0)
    assert len(person.told) == 1 and match.decisions == [] and match.bot_errors == []
    person.decision = Buy(0, 0)
    match.update(0.0, think_seconds=10.0)  # a bot would still be thinking: a person's answer needs no beat
    assert match.decisions == [Buy(0, 0)]

    config = MatchConfig((SeatConfig("Bot", "blue", BOT, "easy"), SeatConfig("Pia", "red", PHONE)), seed=2)
    match = _asked(make_match(config, BOARD, seats={0: bot, 1: Stubborn()}))
    assert match.pending == Pending(0, DecisionKind.BUY)
    first_legal = match.game.legal()[0]
    assert match.update(0.1, think_seconds=0.25) == [] and match.decisions == []  # shown thinking
    match.update(0.2, think_seconds=0.25, most=1)
    assert match.decisions == [first_legal] and len(match.bot_errors) == 1 and "chose Buy(seat=0, count=4)" in \
        match.bot_errors[0]


def test_the_runner_keeps_a_question_per_seat_and_takes_only_an_answer_to_an_open_one():
    person = Stubborn()
    config = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy")), seed=2)
    match = _asked(make_match(config, BOARD, seats={0: person}))
    question, bots = match.asked()
    assert question == Question(Pending(0, DecisionKind.BUY), 0) and bots.seat == 1  # asked at the same time
    # An answer naming another question (one of an earlier turn) is dropped, even with a legal decision.
    person.question = Question(Pending(0, DecisionKind.BUY), -1)
    person.decision = Buy(0, 0)
    match.update(0.0)
    assert match.decisions == [] and match.asked() == [question, bots]
    person.question, person.decision = question, Buy(0, 0)
    match.update(0.0)
    assert match.decisions == [Buy(0, 0)] and match.asked() == [bots, Question(Pending(0, DecisionKind.PLAY), 1)]
