"""Thinking without freezing the window: bot decisions in a separate process.

The window asks for a decision and keeps drawing frames while a bot searches (up to a second for the
expert level), then collects the answer on a later frame:

    worker = BotWorker()                     # no process yet: it starts with the first request
    worker.start("hard", seed, view)         # returns at once; `view` is that bot's PlayerView
    ...                                      # every frame:
    decision = worker.poll()                 # None while thinking, then the Decision (once)
    ...
    worker.close()                           # at the end of the match (also on `with BotWorker():`)

`worker.start(RATE, seed, view, budget)` asks instead for the coach's ratings of every choice of `view`'s pending
decision (`rate_choices`, a fresh Expert search each time), answered by `poll` as a list of `Rating`s.

One request at a time: `start` while busy raises RuntimeError; `cancel()` forgets the current request
(its answer is discarded when it arrives, e.g. after an undo or leaving the match). Bots live in the
worker process, one per (level, seed), so a seat's bot keeps its random source from decision to
decision, and the decisions are the same as those of `make_bot(level, seed)` called in-process in the
same order. The process uses the "spawn" start method (safe with pygame and on every platform) and never
imports pygame. If the bot fails or the process dies, `poll` raises BotError with one sentence.
"""

from __future__ import annotations

import multiprocessing
import queue
import threading
import time
from multiprocessing.connection import Connection

from game.rules import Decision, PlayerView

from .base import Bot
from .search import Rating, SearchBudget, rate_choices

RATE = "coach"  # the level of a request for every choice's rating rather than a decision


class BotError(RuntimeError):
    """The bot process could not produce a decision; the message says why."""


def _serve(conn: Connection) -> None:
    """The worker process: answer (ticket, level, seed, view, budget) requests until told to stop."""
    try:
        _answer(conn)
    except (OSError, EOFError, KeyboardInterrupt):
        # The window closed (or Ctrl+C reached the whole process group) while a bot was thinking: nobody is
        # left to answer, and a traceback from this process would only alarm the player.
        return


def _answer(conn: Connection) -> None:
    from . import make_bot

    bots: dict[tuple[str, int, SearchBudget | None], Bot] = {}
    while True:
        try:
            request = conn.recv()
        except EOFError:
            return
        if request is None:
            return
        ticket, level, seed, view, budget = request
        try:
            if level == RATE:
                # A newer question (or the window closing) waiting in the pipe ends this search at once: the
                # coach asks again whenever the person's decision changes, and must not wait for a stale answer.
                conn.send((ticket, rate_choices(view, budget, seed, stop=conn.poll), ""))
                continue
            key = (level, seed, budget)
            bot = bots.get(key)
            if bot is None:
                bot = bots[key] = make_bot(level, seed, budget)
            answer: tuple[int, Decision | None, str] = (ticket, bot.decide(view), "")
        except Exception as exc:  # reported to the window as a BotError, the worker keeps serving
            answer = (ticket, None, f"the {level} bot failed: {exc}")
        conn.send(answer)


def _send_all(conn: Connection, outbox: queue.SimpleQueue) -> None:
    """Send each request of `outbox` down the pipe, in order, until `None` (which is sent too: it stops the
    process). A pipe that breaks ends the thread; the window learns of the dead process from `poll`."""
    while True:
        request = outbox.get()
        try:
            conn.send(request)
        except (OSError, ValueError):  # the process is gone, or the pipe was closed
            return
        if request is None:
            return


class BotWorker:
    """Runs `Bot.decide` in a child process; see the module docstring for the protocol."""

    def __init__(self) -> None:
        self._process: multiprocessing.process.BaseProcess | None = None
        self._conn: Connection | None = None
        self._ticket = 0
        self._busy = False
        # Requests go down the pipe from a thread of their own: pickling a view and waking the process is
        # not the window's frame's work. `None` on the queue ends the thread.
        self._outbox: queue.SimpleQueue | None = None
        self._sender: threading.Thread | None = None

    @property
    def busy(self) -> bool:
        return self._busy

    @property
    def running(self) -> bool:
        """Whether the worker process is alive (it starts with the first request)."""
        return self._process is not None and self._process.is_alive()

    def _ensure_started(self) -> Connection:
        if self._process is None or not self._process.is_alive():
            if self._outbox is not None:
                self._outbox.put(None)  # the old process's sender ends
            ctx = multiprocessing.get_context("spawn")
            parent, child = ctx.Pipe()
            self._process = ctx.Process(target=_serve, args=(child,), name="bot-worker", daemon=True)
            try:
                self._process.start()
            except BaseException:
                self._process = None  # never started: close() must not wait for it
                parent.close()
                raise
            finally:
                child.close()
            self._conn = parent
            self._outbox = queue.SimpleQueue()
            self._sender = threading.Thread(target=_send_all, args=(parent, self._outbox), name="bot-sender",
                                            daemon=True)
            self._sender.start()
        assert self._conn is not None
        return self._conn

    def warm(self) -> None:
        """Start the process now (it otherwise starts with the first request), so that first answer is quick."""
        self._ensure_started()

    def start(self, level: str, seed: int, view: PlayerView, budget: SearchBudget | None = None) -> None:
        """Ask for the decision of `level`'s bot (seeded `seed`) on `view`; returns at once."""
        if self._busy:
            raise RuntimeError("the bot worker is still thinking; poll() or cancel() first")
        self._ensure_started()
        assert self._outbox is not None
        self._ticket += 1
        self._outbox.put((self._ticket, level, seed, view, budget))
        self._busy = True

    def poll(self) -> Decision | list[Rating] | None:
        """The answer once it is ready (returned once), else None: a bot's decision, or the coach's ratings (RATE).
        Never blocks."""
        if not self._busy or self._conn is None:
            return None
        try:
            while self._conn.poll():
                ticket, decision, error = self._conn.recv()
                if ticket != self._ticket:
                    continue  # the answer to a cancelled request
                self._busy = False
                if error:
                    raise BotError(error)
                return decision
        except (EOFError, OSError):
            self._busy = False
            raise BotError("the bot process stopped unexpectedly") from None
        if self._process is not None and not self._process.is_alive():
            self._busy = False
            raise BotError("the bot process stopped unexpectedly")
        return None

    def wait(self, timeout: float) -> Decision | list[Rating] | None:
        """Block until the decision is ready (returned once, as `poll` does) or `timeout` seconds have passed
        (None); for headless callers and tests, never for the window's frames."""
        deadline = time.monotonic() + timeout
        while self._busy and self._conn is not None:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                return None
            try:
                self._conn.poll(remaining)
            except (EOFError, OSError):
                pass  # the process is gone: poll() below says so
            decision = self.poll()
            if decision is not None:
                return decision
        return None

    def cancel(self) -> None:
        """Forget the current request; its answer will be ignored."""
        self._ticket += 1
        self._busy = False

    def close(self) -> None:
        """Stop the worker process (a later `start` would start a new one)."""
        if self._outbox is not None and self._sender is not None:
            self._outbox.put(None)  # after every request still to go; the process stops when it reads it
            self._sender.join(timeout=2)
        self._outbox = self._sender = None
        if self._process is not None:
            self._process.join(timeout=2)
            if self._process.is_alive():
                self._process.terminate()
                self._process.join(timeout=1)
        if self._conn is not None:
            self._conn.close()
        self._process = None
        self._conn = None
        self._busy = False

    def __enter__(self) -> BotWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
