"""What a seat's controller is, and the seats of people: the person at this screen, and what a phone's builds on.

The match runner (game/session/runner.py) puts a `Question` to a seat's controller and takes its `Answer` on a
later poll. Every seat answers that way: a bot (game/session/bot_seats.py), a person on a phone
(game/phones/seat.py) and a person at this screen (`ScreenSeat`: the play scene hands in what they decide).
What a seat can do is in its controller's type, never guessed from an answer: a `Person` is told why the
engine refused a decision and decides again (nobody decides for them), and their answers need no thinking
beat on the screen; any other controller is a bot, shown thinking, whose refused decision is replaced by a
legal one. Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import threading
import time
from dataclasses import dataclass
from typing import Protocol, runtime_checkable

from game.rules import Buy, Decision, DecisionKind, Pending, Play, PlayerView


@dataclass(frozen=True)
class Question:
    """A decision a seat is asked for: the engine's pending decision, and how many decisions the game had taken
    when it was asked, so that two questions of one kind to one seat (in two rounds) are told apart."""

    pending: Pending
    number: int

    @property
    def seat(self) -> int:
        return self.pending.seat

    @property
    def kind(self) -> DecisionKind:
        return self.pending.kind


@dataclass(frozen=True)
class Answer:
    """A controller's answer to `question`: a decision, or None with `error` saying why it has none."""

    question: Question  # the runner takes an answer only while its question is still open
    decision: Decision | None
    error: str = ""  # a sentence for the match's bot errors (also set when a fallback produced the decision)
    seconds: float | None = None  # how long a bot thought, where it was measured in this process


class Controller(Protocol):
    """One seat's decider: asked a question, it answers on a later poll."""

    def ask(self, question: Question, view: PlayerView) -> None:
        """Start deciding `question` on `view` (the seat's own view); returns at once."""

    def poll(self) -> Answer | None:
        """The answer once it is ready (handed out once), else None. Never blocks."""

    def wait(self, timeout: float) -> Answer | None:
        """Block until the answer is ready or `timeout` seconds pass (headless tools); None when nothing can
        answer while the caller waits (a person at this screen)."""

    def cancel(self) -> None:
        """Forget the question asked; its answer, if it comes, is dropped."""

    def close(self) -> None:
        """Release what the controller holds (a thread is a daemon and ends on its own)."""


@runtime_checkable
class Person(Controller, Protocol):
    """A person's seat. The runner applies their answers as soon as they come (a person needs no thinking beat
    on the screen); a decision the engine refuses is told back to them in words (`refused`), nothing changes,
    and the question stays open until they decide again."""

    at_screen: bool  # they decide at this screen (behind its curtain), not on a device of their own

    def refused(self, answer: Answer, reason: str) -> None:
        """The engine refused `answer`'s decision for `reason` (a sentence); nothing changed."""


def play_without_buying(play: Play) -> tuple[Buy, Play]:
    """"Play these tiles without buying", said while the seat is asked to buy: the purchase of none, then the
    play, as the rules order them (spec/rules.md 2.2: buy, then choose). Every client (the screen, the phone
    page, the tests' phones) sends the play alone; a person's seat answers the purchase question with this."""
    return Buy(play.seat, 0), play


class PersonSeat:
    """The decision a person handed in, waiting for the runner's question: a base for the seats of people.

    A person decides when they see the question (on this screen or on their phone), which may be before or
    after the runner asks their controller; the decision waits here and answers the next question, one
    decision per question. A play handed in while a purchase is asked is played without buying
    (`play_without_buying`): the purchase of none answers this question, the play the next. The person may
    hand in decisions from another thread (a phone's server): every method takes the one lock.
    """

    at_screen = False
    # A play handed in while a purchase is asked answers it with the purchase of none, then the play; a seat whose
    # answers go to another machine's runner sends the play alone, and that runner does the same.
    splits_play_without_buying = True

    def __init__(self) -> None:
        self._lock = threading.RLock()  # a phone's seat checks its turn and hands in under one hold
        self._handed = threading.Event()  # set while a decision waits, for `wait`
        self._question: Question | None = None
        self._decision: Decision | None = None

    # ------------------------------------------------------------ the person's side
    def decide(self, decision: Decision) -> None:
        """What the person decided; it replaces a decision not taken yet."""
        with self._lock:
            self._decision = decision
            self._handed.set()

    @property
    def waiting(self) -> bool:
        """Whether a decision was handed in and not taken yet."""
        with self._lock:
            return self._decision is not None

    # ------------------------------------------------------------ the runner's side
    def ask(self, question: Question, view: PlayerView) -> None:
        with self._lock:
            self._question = question

    def poll(self) -> Answer | None:
        with self._lock:
            question, decision = self._question, self._decision
            if question is None or decision is None:
                return None
            if self.splits_play_without_buying and question.kind is DecisionKind.BUY and isinstance(decision, Play):
                decision, self._decision = play_without_buying(decision)
            else:
                self._decision = None
                self._handed.clear()
            self._question = None  # one answer per question
        return Answer(question, decision)

    def wait(self, timeout: float) -> Answer | None:
        deadline = time.monotonic() + timeout
        while (answer := self.poll()) is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return None
            self._handed.wait(min(left, 0.05))
        return answer

    def until_handed(self, timeout: float) -> bool:
        """Block until a decision waits to be taken (True) or `timeout` seconds pass (False)."""
        return self._handed.wait(timeout)

    def refused(self, answer: Answer, reason: str) -> None:
        with self._lock:
            self._decision = None  # a play waiting after a refused purchase of none goes too: decide again
            self._handed.clear()
            self._question = answer.question  # still open: the person decides again

    def cancel(self) -> None:
        with self._lock:
            self._question = None  # the question is gone, and a decision handed in for it: never kept for later
            self._decision = None
            self._handed.clear()

    def close(self) -> None:
        self.cancel()


class ScreenSeat(PersonSeat):
    """A person at this screen: the play scene hands in what they decide (`decide`); a refusal waits, in words,
    for the screen to say it (`take_refusal`)."""

    at_screen = True

    def __init__(self) -> None:
        super().__init__()
        self._refusal: str | None = None

    def wait(self, timeout: float) -> Answer | None:
        return self.poll()  # nobody at the screen can decide while the caller blocks

    def refused(self, answer: Answer, reason: str) -> None:
        super().refused(answer, reason)
        with self._lock:
            self._refusal = reason

    def take_refusal(self) -> str | None:
        """Why the engine refused the person's last decision, once; None if it was not refused."""
        with self._lock:
            refusal, self._refusal = self._refusal, None
        return refusal
