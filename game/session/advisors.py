"""The coach's advisors: they rate every choice of the person's pending decision, asked and answering later.

The coach (game/client/scenes/play_coach.py) asks an `Advisor` the same way a match asks a seat, ask then poll,
for every choice of the person's decision rated by the Expert search (`rate_choices`): `WorkerAdvisor` in a bot
worker process of its own (the match's bot seats cancel each other's requests in theirs), on a thread if that
fails; `InlineAdvisor` rates in the caller's thread (tests, benchmarks). Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import threading
from typing import Protocol

from game.bots.search import Rating, SearchBudget, rate_choices
from game.bots.worker import RATE, BotError, BotWorker
from game.rules import PlayerView


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
            answer = self.worker.poll() if timeout is None else self.worker.wait(timeout)
            ratings = answer if isinstance(answer, list) else None  # the coach's requests are answered with ratings
        except BotError as exc:
            if str(exc).startswith(f"the {RATE} bot failed"):  # the search failed: a thread would fail the same way
                self._view, self.error = None, str(exc)
                return []
            self._fail(str(exc))
            return None
        if ratings is None:
            return None
        self._view, self.error = None, ""
        return ratings

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
