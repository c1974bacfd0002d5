"""Who decides for a seat: a person at this screen, or a bot thinking in-process, on a thread or in the worker.

The match runner (game/session/runner.py) asks a seat's controller for a decision and collects the answer on a
later poll; it never cares which kind of controller it talks to, so a remote one (a phone) fits the same
shape. Bots are made by an injectable `BotRunner`: the window uses `WorkerBots` (the bot worker process,
game/bots/worker.py, falling back to a thread when no process can start or the process fails) so a slow
bot never freezes a frame; headless tools and tests use `InlineBots`, which decide synchronously.

The coach (game/client/scenes/play_coach.py) asks an `Advisor` the same way, ask then poll, for every choice of the
person's decision rated by the Expert search (`rate_choices`): `WorkerAdvisor` in a bot worker process of its
own (the match's seats cancel each other's requests in theirs), on a thread if that fails.

Every kind builds a seat's bot once, as `make_bot(level, seed, budget)`, and asks it for each decision in
turn, so a seat decides the same whichever runner thinks for it. Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.bots import Bot, make_bot
from game.bots.search import Budgets, Rating, SearchBudget, budget_for, rate_choices
from game.bots.worker import RATE, BotError, BotWorker
from game.rules import Decision, PlayerView


@dataclass(frozen=True)
class Answer:
    """What a controller answered: a decision, or None with `error` saying why it has none."""

    decision: Decision | None
    error: str = ""  # a sentence for the match's bot errors (also set when a fallback produced the decision)
    seconds: float | None = None  # how long a bot thought, where it was measured in this process
    # Set by a person who decides away from the screen (a phone): their answer is applied at once, without a
    # bot's thinking pause, and one the engine refuses is told back to them through this instead of replaced.
    refused: Callable[[str], None] | None = None


class Controller(Protocol):
    """One seat's decider: asked for a decision, it answers on a later poll."""

    at_screen: bool  # a person at this screen: their decisions come in through the match's submit

    def ask(self, view: PlayerView) -> None:
        """Start deciding on `view` (the seat's own view); returns at once."""

    def poll(self) -> Answer | None:
        """The answer once it is ready (handed out once), else None. Never blocks."""

    def wait(self, timeout: float) -> Answer | None:
        """Block until the answer is ready (headless tools); None for a person at the screen."""

    def cancel(self) -> None:
        """Forget the question asked; its answer, if it comes, is dropped."""

    def close(self) -> None:
        """Release what the controller holds (a thread is a daemon and ends on its own)."""


class BotRunner(Protocol):
    """Makes the controllers of a match's bot seats; `close` ends whatever they share (a process)."""

    def controller(self, seat: int, level: str, seed: int) -> Controller: ...

    def close(self) -> None: ...


class PersonAtScreen:
    """A person at this screen: the play scene asks them and hands their decision to `Match.submit`."""

    at_screen = True

    def ask(self, view: PlayerView) -> None:
        pass

    def poll(self) -> Answer | None:
        return None

    def wait(self, timeout: float) -> Answer | None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def _decide(bot: Bot, view: PlayerView) -> Answer:
    """One decision of `bot`, timed; a bot that raises answers with an error instead (the match plays on)."""
    started = time.perf_counter()
    try:
        decision = bot.decide(view)
    except Exception as exc:  # a broken bot must not stop the match; the runner plays a legal choice for it
        return Answer(None, f"the bot of seat {view.seat} failed: {exc!r}")
    return Answer(decision, seconds=time.perf_counter() - started)


class InlineBot:
    """A bot that decides when asked, in the caller's thread: headless tools and tests."""

    at_screen = False

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._answer: Answer | None = None

    def ask(self, view: PlayerView) -> None:
        self._answer = _decide(self.bot, view)

    def poll(self) -> Answer | None:
        answer, self._answer = self._answer, None
        return answer

    def wait(self, timeout: float) -> Answer | None:
        return self.poll() or Answer(None, "the bot was not asked anything")

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        pass


class ThreadBot:
    """A bot that thinks on a daemon thread, one decision at a time.

    A thread keeps the window responsive for bots that think in short bursts (the GIL is released between
    bytecodes, and the frame loop only polls).
    """

    at_screen = False

    def __init__(self, bot: Bot) -> None:
        self.bot = bot
        self._ticket = 0
        self._answer: Answer | None = None
        self._done = threading.Event()
        self._lock = threading.Lock()  # a bot object thinks about one view at a time

    def ask(self, view: PlayerView) -> None:
        self._ticket += 1
        self._answer = None
        self._done.clear()
        threading.Thread(target=self._run, args=(view, self._ticket), name=f"bot-seat-{view.seat}",
                         daemon=True).start()

    def _run(self, view: PlayerView, ticket: int) -> None:
        with self._lock:
            answer = _decide(self.bot, view)
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
        if not self._done.wait(timeout):
            return Answer(None, f"the bot did not answer within {timeout:g} s")
        return self.poll()

    def cancel(self) -> None:
        self._ticket += 1
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
    (up to a second per decision) leave every frame on time.
    """

    at_screen = False

    def __init__(self, owner: WorkerBots, level: str, seed: int) -> None:
        self.owner = owner
        self.level = level
        self.seed = seed
        self._thread: ThreadBot | None = None  # the fallback, made when first needed
        self._on_thread = False  # the question in hand is answered by the fallback
        self._view: PlayerView | None = None
        self._note = ""  # why the answer in hand comes from the fallback

    def _fallback(self, view: PlayerView, note: str) -> None:
        if self._thread is None:
            self._thread = ThreadBot(make_bot(self.level, self.seed, budget_for(self.level, self.owner.budget)))
        self._on_thread = True
        self._note = note
        self._thread.ask(view)

    def ask(self, view: PlayerView) -> None:
        self._view = view
        self._on_thread = False
        self._note = ""
        worker = self.owner.worker
        if worker is None:
            self._fallback(view, "")
            return
        if worker.busy:
            worker.cancel()  # a stale request (the match moved on): its answer is dropped
        try:
            worker.start(self.level, self.seed, view, budget_for(self.level, self.owner.budget))
        except (OSError, RuntimeError) as exc:  # no process could be started: think on a thread instead
            self._fallback(view, self.owner.fail(f"the bot process could not start ({exc}); bots think on a thread"))

    def poll(self) -> Answer | None:
        if self._view is None:
            return None
        if not self._on_thread:
            worker = self.owner.worker
            try:
                if worker is None:
                    raise BotError("the bot process was stopped")
                decision = worker.poll()
            except BotError as exc:
                # The process failed: the same bot thinks again on a thread, now and for the rest of the match.
                self._fallback(self._view, self.owner.fail(str(exc)))
                return None
            if decision is None:
                return None
            self._view = None
            return Answer(decision)
        assert self._thread is not None
        answer = self._thread.poll()
        if answer is None:
            return None
        self._view = None
        if self._note:
            answer = Answer(answer.decision, "; ".join(filter(None, (self._note, answer.error))), answer.seconds)
        return answer

    def wait(self, timeout: float) -> Answer | None:
        # Only headless callers wait; they poll rather than block so that a failing process falls back in time.
        deadline = time.monotonic() + timeout
        while (answer := self.poll()) is None:
            if self._view is None:
                return Answer(None, "the bot was not asked anything")
            if time.monotonic() > deadline:
                return Answer(None, f"the bot did not answer within {timeout:g} s")
            time.sleep(0.002)
        return answer

    def cancel(self) -> None:
        worker = self.owner.worker
        if worker is not None and worker.busy and not self._on_thread and self._view is not None:
            worker.cancel()
        if self._thread is not None:
            self._thread.cancel()
        self._view = None

    def close(self) -> None:
        self.cancel()


class WorkerBots:
    """The window's bots: one bot worker process per match, started with the first question.

    `worker` is the process to use (tests hand in one that fails); when it cannot start or stops, every
    seat of the match thinks on a thread from then on, and `fail` returns the sentence that says so.
    """

    def __init__(self, budget: Budgets = None, worker: BotWorker | None = None) -> None:
        self.budget = budget
        self.worker: BotWorker | None = worker if worker is not None else BotWorker()
        self.failures: list[str] = []

    def controller(self, seat: int, level: str, seed: int) -> Controller:
        return WorkerBot(self, level, seed)

    def fail(self, reason: str) -> str:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self.failures.append(reason)
        return reason

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None


# ----------------------------------------------------------------- the coach
class Advisor(Protocol):
    """Rates every choice of a person's pending decision: asked, it answers on a later poll."""

    error: str  # why the last question got no ratings ("" if none failed)

    def warm(self) -> None:
        """Get ready for a first question ahead of it (start a process), where there is anything to do."""

    def ask(self, view: PlayerView) -> None:
        """Start rating the choices of `view` (the person's own view); a question still open is dropped."""

    def poll(self) -> list[Rating] | None:
        """The ratings once ready (handed out once; [] with `error` set when rating failed), else None."""

    def wait(self, timeout: float) -> list[Rating] | None:
        """Block until the ratings are ready (handed out as `poll` does) or `timeout` seconds have passed
        (None); for headless callers and tests, never for the window's frames."""

    def cancel(self) -> None:
        """Forget the question asked; its answer, if it comes, is dropped."""

    def close(self) -> None:
        """Release what the advisor holds (its process)."""


def _rate(view: PlayerView, budget: SearchBudget | None, seed: int) -> tuple[list[Rating], str]:
    try:
        return rate_choices(view, budget, seed), ""
    except Exception as exc:  # a broken search must not stop the match: the coach says it has no answer
        return [], f"the coach failed: {exc!r}"


class InlineAdvisor:
    """Rates when asked, in the caller's thread (tests, benchmarks)."""

    def __init__(self, budget: SearchBudget | None = None, seed: int = 0) -> None:
        self.budget = budget
        self.seed = seed
        self.error = ""
        self._answer: list[Rating] | None = None

    def warm(self) -> None:
        pass  # nothing to start: it rates in the caller's thread

    def ask(self, view: PlayerView) -> None:
        self._answer, self.error = _rate(view, self.budget, self.seed)

    def poll(self) -> list[Rating] | None:
        answer, self._answer = self._answer, None
        return answer

    def wait(self, timeout: float) -> list[Rating] | None:
        return self.poll()  # answered when asked

    def cancel(self) -> None:
        self._answer = None

    def close(self) -> None:
        self.cancel()


class ThreadAdvisor:
    """Rates on a daemon thread, one question at a time (the fallback when no process can be used)."""

    def __init__(self, budget: SearchBudget | None = None, seed: int = 0) -> None:
        self.budget = budget
        self.seed = seed
        self.error = ""
        self._ticket = 0
        self._answer: tuple[list[Rating], str] | None = None
        self._lock = threading.Lock()
        self._answered = threading.Event()  # set when an answer to the open question is in

    def warm(self) -> None:
        pass  # nothing to start: each question starts its own thread

    def ask(self, view: PlayerView) -> None:
        self._ticket += 1
        self._answer = None
        self._answered.clear()
        threading.Thread(target=self._run, args=(view, self._ticket), name="coach", daemon=True).start()

    def _run(self, view: PlayerView, ticket: int) -> None:
        answer = _rate(view, self.budget, self.seed)
        with self._lock:
            if ticket == self._ticket:  # else the question was cancelled: the answer is dropped
                self._answer = answer
                self._answered.set()

    def poll(self) -> list[Rating] | None:
        with self._lock:
            answer, self._answer = self._answer, None
        if answer is None:
            return None
        ratings, self.error = answer
        return ratings

    def wait(self, timeout: float) -> list[Rating] | None:
        self._answered.wait(timeout)
        return self.poll()

    def cancel(self) -> None:
        with self._lock:
            self._ticket += 1
            self._answer = None

    def close(self) -> None:
        self.cancel()


class WorkerAdvisor:
    """The window's coach: rates in a bot worker process of its own; once that fails, on a thread."""

    def __init__(self, budget: SearchBudget | None = None, seed: int = 0, worker: BotWorker | None = None) -> None:
        self.budget = budget
        self.seed = seed
        self.error = ""
        self.worker: BotWorker | None = worker if worker is not None else BotWorker()
        self._thread: ThreadAdvisor | None = None
        self._view: PlayerView | None = None
        self.fallback = ""

    def warm(self) -> None:
        """Start the process ahead of the first question (its start-up would delay the first answer)."""
        if self.worker is not None:
            try:
                self.worker.warm()
            except (OSError, RuntimeError) as exc:
                self._fail(f"the coach's process could not start ({exc})")

    def _fail(self, reason: str) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self._thread = self._thread or ThreadAdvisor(self.budget, self.seed)
        self.fallback = reason  # why the coach thinks on a thread (diagnostics)
        self.error = ""
        if self._view is not None:
            self._thread.ask(self._view)

    def ask(self, view: PlayerView) -> None:
        self._view = view
        if self.worker is None:
            self._fail("")
            return
        if self.worker.busy:
            self.worker.cancel()
        try:
            self.worker.start(RATE, self.seed, view, self.budget)
        except (OSError, RuntimeError) as exc:
            self._fail(f"the coach's process could not start ({exc})")

    def poll(self) -> list[Rating] | None:
        return self._take(None)

    def wait(self, timeout: float) -> list[Rating] | None:
        return self._take(timeout)

    def _take(self, timeout: float | None) -> list[Rating] | None:
        """The answer if it is in (None: look without waiting; else wait up to `timeout` seconds)."""
        if self._view is None:
            return None
        if self.worker is None:
            assert self._thread is not None
            ratings = self._thread.poll() if timeout is None else self._thread.wait(timeout)
            if ratings is not None:
                self._view, self.error = None, self._thread.error
            return ratings
        try:
            ratings = self.worker.poll() if timeout is None else self.worker.wait(timeout)
        except BotError as exc:
            if str(exc).startswith(f"the {RATE} bot failed"):  # the search failed: a thread would fail the same way
                self._view, self.error = None, str(exc)
                return []
            self._fail(str(exc))
            return None
        if ratings is None:
            return None
        self._view, self.error = None, ""
        return ratings  # type: ignore[return-value]

    def cancel(self) -> None:
        if self.worker is not None and self.worker.busy:
            self.worker.cancel()
        if self._thread is not None:
            self._thread.cancel()
        self._view = None

    def close(self) -> None:
        self.cancel()
        if self.worker is not None:
            self.worker.close()
            self.worker = None
