"""Bot seats: a seat's bot deciding in-process, on a thread or in the bot worker process, and what makes them.

The match runner (game/session/runner.py) asks a seat's controller (game/session/seats.py) for a decision and
collects the answer on a later poll. Bot seats are made by a `BotRunner`: the window uses `WorkerBots` (the
bot worker process, game/bots/worker.py, falling back to a thread when no process can start or the process
fails) so a slow bot never freezes a frame; headless tools and tests use `InlineBots`, which decide
synchronously. Every kind builds a seat's bot once, as `make_bot(level, seed, budget)`, and asks it for each
decision in turn, so a seat decides the same whichever runner thinks for it. Nothing here draws or knows about
pygame.
"""

from __future__ import annotations

import threading
import time
from typing import Protocol

from game.bots import Bot, make_bot
from game.bots.search import Budgets, budget_for
from game.bots.worker import BotError, BotWorker
from game.rules import Decision, PlayerView
from game.session.seats import Answer, Controller, Question


class BotRunner(Protocol):
    """Makes the controllers of a match's bot seats; `close` ends whatever they share (a process)."""

    def controller(self, seat: int, level: str, seed: int) -> Controller: ...

    def close(self) -> None: ...


def _decide(bot: Bot, question: Question, view: PlayerView) -> Answer:
    """`bot`'s answer to `question`, timed; a bot that raises answers with an error instead (the match plays on)."""
    started = time.perf_counter()
    try:
        decision = bot.decide(view)
    except Exception as exc:  # a broken bot must not stop the match; the runner plays a legal choice for it
        return Answer(question, None, f"the bot of seat {view.seat} failed: {exc!r}")
    return Answer(question, decision, seconds=time.perf_counter() - started)


class InlineBot:
    """A bot that decides when asked, in the caller's thread: headless tools and tests."""

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._answer: Answer | None = None

    def ask(self, question: Question, view: PlayerView) -> None:
        self._answer = _decide(self.bot, question, view)

    def poll(self) -> Answer | None:
        answer, self._answer = self._answer, None
        return answer

    def wait(self, timeout: float) -> Answer | None:
        return self.poll()  # answered when asked

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        pass


class ThreadBot:
    """A bot that thinks on a daemon thread, one decision at a time.

    A thread keeps the window responsive for bots that think in short bursts (the GIL is released between
    bytecodes, and the frame loop only polls).
    """

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._question: Question | None = None
        self._ticket = 0
        self._answer: Answer | None = None
        self._done = threading.Event()
        self._lock = threading.Lock()  # a bot object thinks about one view at a time

    def ask(self, question: Question, view: PlayerView) -> None:
        self._ticket += 1
        self._question = question
        self._answer = None
        self._done.clear()
        threading.Thread(target=self._run, args=(question, view, self._ticket), name=f"bot-seat-{view.seat}",
                         daemon=True).start()

    def _run(self, question: Question, view: PlayerView, ticket: int) -> None:
        with self._lock:
            answer = _decide(self.bot, question, view)
        if ticket == self._ticket:  # else the question was cancelled: the answer is dropped
            self._answer = answer
            self._done.set()

    def poll(self) -> Answer | None:
        if not self._done.is_set():
            return None
        self._done.clear()
        answer, self._answer = self._answer, None
        return answer

    def wait(self, timeout: float) -> Answer | None:
        if self._question is None:
            return None
        if not self._done.wait(timeout):
            return Answer(self._question, None, f"the bot did not answer within {timeout:g} s")
        return self.poll()

    def cancel(self) -> None:
        self._ticket += 1
        self._question = None
        self._answer = None
        self._done.clear()

    def close(self) -> None:
        self.cancel()


class InlineBots:
    """Bots that decide synchronously when asked (headless tools, tests)."""

    def __init__(self, budget: Budgets = None) -> None:
        self.budget = budget

    def controller(self, seat: int, level: str, seed: int) -> Controller:
        return InlineBot(make_bot(level, seed, budget_for(level, self.budget)))

    def close(self) -> None:
        pass


class ThreadBots:
    """Bots that think on threads of this process."""

    def __init__(self, budget: Budgets = None) -> None:
        self.budget = budget

    def controller(self, seat: int, level: str, seed: int) -> Controller:
        return ThreadBot(make_bot(level, seed, budget_for(level, self.budget)))

    def close(self) -> None:
        pass


class WorkerBot:
    """A seat's bot in the shared bot worker process; once the process fails, the seat thinks on a thread.

    A separate process never competes with the frame loop for the interpreter, so even the search levels
    (up to a second per decision) leave every frame on time. Seats asked at the same time (spec/rules.md 2.2)
    take their turns in the process, in the order they were asked (`WorkerBots`).
    """

    def __init__(self, owner: WorkerBots, level: str, seed: int) -> None:
        self.owner = owner
        self.level = level
        self.seed = seed
        self._thread: ThreadBot | None = None  # the fallback, made when first needed
        self._on_thread = False  # the question in hand is answered by the fallback
        self._asked: tuple[Question, PlayerView] | None = None  # the question in hand and its view
        self._note = ""  # why the answer in hand comes from the fallback

    def _fallback(self, question: Question, view: PlayerView, note: str) -> None:
        if self._thread is None:
            self._thread = ThreadBot(make_bot(self.level, self.seed, budget_for(self.level, self.owner.budget)))
        self._on_thread = True
        self._note = note
        self._thread.ask(question, view)

    def ask(self, question: Question, view: PlayerView) -> None:
        self._asked = (question, view)
        self._on_thread = False
        self._note = ""
        if self.owner.worker is None:
            self._fallback(question, view, "")
            return
        self.owner.submit(self, view)

    def poll(self) -> Answer | None:
        if self._asked is None:
            return None
        question, view = self._asked
        if not self._on_thread:
            try:
                decision = self.owner.answer_for(self)
            except BotError as exc:
                self.owner.fail(str(exc))
                decision = None
            if self.owner.worker is None:
                # The process failed or could not start: the same bot thinks again on a thread, now and for the
                # rest of the match (the first seat to find out tells why).
                self._fallback(question, view, self.owner.take_failure())
                return None
            if decision is None:
                return None
            self._asked = None
            return Answer(question, decision)
        assert self._thread is not None
        answer = self._thread.poll()
        if answer is None:
            return None
        self._asked = None
        if self._note:
            answer = Answer(question, answer.decision, "; ".join(filter(None, (self._note, answer.error))),
                            answer.seconds)
        return answer

    def wait(self, timeout: float) -> Answer | None:
        # Only headless callers wait; they poll rather than block so that a failing process falls back in time.
        deadline = time.monotonic() + timeout
        while (answer := self.poll()) is None:
            if self._asked is None:
                return None
            if time.monotonic() > deadline:
                return Answer(self._asked[0], None, f"the bot did not answer within {timeout:g} s")
            time.sleep(0.002)
        return answer

    def cancel(self) -> None:
        self.owner.withdraw(self)
        if self._thread is not None:
            self._thread.cancel()
        self._asked = None

    def close(self) -> None:
        self.cancel()


class WorkerBots:
    """The window's bots: one bot worker process per match, started with the first question.

    The process thinks for one seat at a time: seats asked together wait their turn in the order they were asked,
    each with the view it was asked with. `worker` is the process to use (tests hand in one that fails); when it
    cannot start or stops, every seat of the match thinks on a thread from then on, and `fail` records the
    sentence that says so, which the first seat to fall back passes on (`take_failure`).
    """

    def __init__(self, budget: Budgets = None, worker: BotWorker | None = None) -> None:
        self.budget = budget
        self.worker: BotWorker | None = worker if worker is not None else BotWorker()
        self.failures: list[str] = []
        self._waiting: list[tuple[WorkerBot, PlayerView]] = []  # asked, not yet sent to the process
        self._running: WorkerBot | None = None  # the seat the process thinks for now
        self._untold = ""  # a failure no seat's answer has told yet

    def controller(self, seat: int, level: str, seed: int) -> Controller:
        return WorkerBot(self, level, seed)

    def submit(self, bot: WorkerBot, view: PlayerView) -> None:
        """`bot` was asked: it thinks in the process after the seats asked before it."""
        self.withdraw(bot)  # a new question replaces the one it had
        self._waiting.append((bot, view))
        self._start_next()

    def withdraw(self, bot: WorkerBot) -> None:
        """`bot`'s question was taken back (answered elsewhere, or the match moved on): its request is dropped."""
        self._waiting = [(waiting, view) for waiting, view in self._waiting if waiting is not bot]
        if self._running is bot:
            self._running = None
            if self.worker is not None:
                self.worker.cancel()  # its answer is discarded when it arrives
            self._start_next()

    def answer_for(self, bot: WorkerBot) -> Decision | None:
        """`bot`'s decision once the process has made it (None while it waits or thinks); raises BotError."""
        self._start_next()
        if self._running is not bot or self.worker is None:
            return None
        answer = self.worker.poll()
        decision = None if isinstance(answer, list) else answer  # a bot's requests are answered with a decision
        if decision is not None:
            self._running = None
            self._start_next()
        return decision

    def _start_next(self) -> None:
        while self._running is None and self._waiting and self.worker is not None:
            bot, view = self._waiting.pop(0)
            try:
                self.worker.start(bot.level, bot.seed, view, budget_for(bot.level, self.budget))
            except (OSError, RuntimeError) as exc:  # no process could be started: bots think on threads instead
                self.fail(f"the bot process could not start ({exc}); bots think on a thread")
                return
            self._running = bot

    def fail(self, reason: str) -> str:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
            self._untold = reason
        self._waiting, self._running = [], None
        self.failures.append(reason)
        return reason

    def take_failure(self) -> str:
        """The failure no seat has told yet, once ("" after that)."""
        reason, self._untold = self._untold, ""
        return reason

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
