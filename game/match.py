"""One match in the window: the engine's Game, each seat's controller, and the events still to be shown.

The engine resolves a decision at once and returns its events; the screen shows them one by one. So a
`Match` keeps the events the play scene has not animated yet (`next_event`), and only asks for the next
decision once every event before it has been shown (`waiting_for`). Bots think off the window's thread
(in the bot worker process, or on a thread when no process can start) so a slow bot never freezes a
frame; their answer is applied after a short visible "thinking" pause. Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import random
import threading
import time
from collections import deque
from dataclasses import dataclass
from enum import StrEnum

from game.bots import LEVELS, Bot, make_bot
from game.bots.worker import BotError, BotWorker
from game.match_config import MatchConfig
from game.rules import (
    BoardSpec,
    Decision,
    DecisionKind,
    Event,
    Game,
    IllegalDecision,
    Pending,
    PlayerSetup,
    PlayerView,
)

# How long a bot's "thinking" status stays visible at normal animation speed, in seconds: long enough
# to read who is acting, short enough not to bore.
BOT_THINK_SECONDS = 0.7


class Wait(StrEnum):
    """What the match waits for now."""

    ANIMATION = "animation"  # events still to be shown
    HUMAN = "human"  # a person at the screen decides
    BOT = "bot"  # a bot decides
    OVER = "over"  # the game has ended and every event was shown


class BotThinker:
    """Runs one bot decision on a worker thread; `result()` is None until it has answered.

    A thread keeps the window responsive for bots that think in short bursts (the GIL is released between
    bytecodes, and the frame loop only polls). A bot that raises, or answers with an illegal decision,
    is replaced by the first legal choice so the match can always go on; `error` says what happened.
    """

    def __init__(self, bot: Bot, view: PlayerView) -> None:
        self.view = view
        self.error: str | None = None
        self._decision: Decision | None = None
        self._done = threading.Event()
        self._thread = threading.Thread(target=self._run, args=(bot,), name=f"bot-seat-{view.seat}", daemon=True)
        self._thread.start()

    def _run(self, bot: Bot) -> None:
        try:
            self._decision = bot.decide(self.view)
        except Exception as exc:  # a broken bot must not stop the match; the fallback below plays for it
            self.error = f"the bot of seat {self.view.seat} failed: {exc!r}"
        self._done.set()

    def result(self) -> Decision | None:
        return self._decision if self._done.is_set() else None

    @property
    def done(self) -> bool:
        return self._done.is_set()

    def wait(self, timeout: float | None = None) -> bool:
        return self._done.wait(timeout)


class WorkerThinker:
    """One bot decision in the bot worker process (game/bots/worker.py): the same interface as BotThinker.

    A separate process never competes with the frame loop for the interpreter, so even the search levels
    (up to a second per decision) leave every frame on time.
    """

    def __init__(self, worker: BotWorker, level: str, seed: int, view: PlayerView) -> None:
        self.view = view
        self.error: str | None = None
        self._decision: Decision | None = None
        self._done = False
        self._worker = worker
        if worker.busy:
            worker.cancel()  # a stale request (the match moved on): its answer is dropped
        worker.start(level, seed, view)

    def _poll(self) -> None:
        if self._done:
            return
        try:
            decision = self._worker.poll()
        except BotError as exc:
            self.error, self._done = str(exc), True
            return
        if decision is not None:
            self._decision, self._done = decision, True

    @property
    def done(self) -> bool:
        self._poll()
        return self._done

    def result(self) -> Decision | None:
        self._poll()
        return self._decision

    def wait(self, timeout: float | None = None) -> bool:
        deadline = None if timeout is None else time.monotonic() + timeout
        while not self.done:
            if deadline is not None and time.monotonic() > deadline:
                return False
            time.sleep(0.002)
        return True


@dataclass
class SeatState:
    """The public status line of a seat's panel."""

    status: str = ""  # "", "choosing", "thinking", "ready", "bought k", "keeping"


class Match:
    """Drives one game: applies decisions, queues their events for the screen, runs the bots."""

    def __init__(self, config: MatchConfig, board: BoardSpec, seed: int | None = None, *,
                 game: Game | None = None, history: tuple[Event, ...] = (), use_worker: bool = True) -> None:
        """`game` and `history`: a resumed save (game/saves.py), the game as left and every event so far."""
        if seed is None:
            seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        seed = game.seed if game is not None else seed
        self.config = config
        self.seed = seed
        players = [PlayerSetup(s.name, s.color) for s in config.seats]
        self.game = game if game is not None else Game.new(board, players, seed)
        self.resumed = game is not None  # its history is shown at once, not replayed move by move
        # The autosave (game/saves.Autosave): every applied decision is written to it at once.
        self.recorder = None
        self.bots: dict[int, Bot] = {}
        self.bot_levels: dict[int, str] = {}
        self.bot_errors: list[str] = []
        for seat, s in enumerate(config.seats):
            if not s.is_human:
                level = s.level
                try:
                    self.bots[seat] = make_bot(level, self._bot_seed(seat))
                except ValueError:
                    # A setup saved by another version may name a level this one lacks: play the middle one.
                    level = LEVELS[len(LEVELS) // 2 - 1] if len(LEVELS) > 1 else LEVELS[0]
                    self.bots[seat] = make_bot(level, self._bot_seed(seat))
                self.bot_levels[seat] = level
        self._worker: BotWorker | None = BotWorker() if use_worker and self.bots else None
        self._queue: deque[Event] = deque(history if game is not None else self.game.setup_events)
        self.shown: list[Event] = []  # every event the screen has taken, for the log panel and tests
        self.decisions: list[Decision] = []
        self._thinker: BotThinker | WorkerThinker | None = None
        self._think_time = 0.0

    def _bot_seed(self, seat: int) -> int:
        return self.seed * 31 + seat

    def _think(self, seat: int):
        view = self.game.view(seat)
        if self._worker is not None:
            try:
                return WorkerThinker(self._worker, self.bot_levels[seat], self._bot_seed(seat), view)
            except (OSError, RuntimeError) as exc:  # no process could be started: think on a thread instead
                self.bot_errors.append(f"the bot process could not start ({exc}); bots think on a thread")
                self._worker = None
        return BotThinker(self.bots[seat], view)

    # ----------------------------------------------------------------- queries
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(s.name for s in self.config.seats)

    @property
    def n_seats(self) -> int:
        return len(self.config.seats)

    def is_human(self, seat: int) -> bool:
        return self.config.seats[seat].is_human

    @property
    def humans(self) -> list[int]:
        return [seat for seat in range(self.n_seats) if self.is_human(seat)]

    @property
    def pending(self) -> Pending | None:
        """The engine's pending decision (it may lie ahead of what the screen shows)."""
        found = self.game.pending()
        return found[0] if found else None

    def waiting_for(self) -> Wait:
        if self._queue:
            return Wait.ANIMATION
        pending = self.pending
        if pending is None:
            return Wait.OVER
        return Wait.HUMAN if self.is_human(pending.seat) else Wait.BOT

    def view(self, seat: int) -> PlayerView:
        return self.game.view(seat)

    @property
    def over(self) -> bool:
        return self.game.over and not self._queue

    # ----------------------------------------------------------------- the event queue
    def next_event(self) -> Event | None:
        """The next event to show, or None when the screen has caught up with the engine."""
        if not self._queue:
            return None
        event = self._queue.popleft()
        self.shown.append(event)
        return event

    def has_events(self) -> bool:
        return bool(self._queue)

    # ----------------------------------------------------------------- deciding
    def submit(self, decision: Decision) -> list[Event]:
        """Apply a decision for the pending seat; raises IllegalDecision (nothing changes) if it is wrong."""
        if self._queue:
            raise IllegalDecision("the screen has not shown every event yet; wait for the animation")
        events = self.game.apply(decision)
        if self.recorder is not None:
            self.recorder.record(decision, events)
        self.decisions.append(decision)
        self._queue.extend(events)
        return events

    def thinking_seat(self) -> int | None:
        """The bot seat whose 'thinking' status is visible now."""
        pending = self.pending
        if pending is None or self._queue or self.is_human(pending.seat):
            return None
        return pending.seat

    def update_bots(self, dt: float, think_seconds: float = BOT_THINK_SECONDS) -> list[Event]:
        """Advance the bot whose turn it is; returns the events of its decision once it has acted."""
        pending = self.pending
        if pending is None or self.is_human(pending.seat):
            return []
        if self._thinker is None or self._thinker.view.pending != pending:
            # Thinking starts at once, even while earlier events are still being shown.
            self._thinker = self._think(pending.seat)
            self._think_time = 0.0
        if self._queue:
            return []
        self._think_time += dt
        if self._think_time < think_seconds or not self._thinker.done:
            return []
        return self._apply_bot(self._thinker)

    def finish_bot(self, timeout: float = 30.0) -> list[Event]:
        """Block until the pending bot has decided, then apply it (for headless tools and tests)."""
        pending = self.pending
        if pending is None or self.is_human(pending.seat) or self._queue:
            return []
        if self._thinker is None or self._thinker.view.pending != pending:
            self._thinker = self._think(pending.seat)
        self._thinker.wait(timeout)
        return self._apply_bot(self._thinker)

    def _apply_bot(self, thinker: BotThinker | WorkerThinker) -> list[Event]:
        self._thinker = None
        decision = thinker.result()
        if thinker.error:
            self.bot_errors.append(thinker.error)
            if isinstance(thinker, WorkerThinker) and self._worker is not None:
                # The process failed: the same bot thinks again on a thread, now and for the rest of the match.
                self._worker.close()
                self._worker = None
                retry = BotThinker(self.bots[thinker.view.seat], thinker.view)
                retry.wait(30.0)
                return self._apply_bot(retry)
        if decision is not None:
            try:
                return self.submit(decision)
            except IllegalDecision as exc:
                self.bot_errors.append(f"the bot of seat {thinker.view.seat} chose {decision!r}: {exc}")
        # A broken bot must not stall the table: play the first legal choice for it.
        return self.submit(self.game.legal()[0])

    def close(self) -> None:
        """Stop the bot process; forget a bot still thinking (a thread is a daemon and ends on its own)."""
        self._thinker = None
        if self._worker is not None:
            self._worker.close()
            self._worker = None


def decision_kind_text(kind: DecisionKind, tiles: int = 1) -> str:
    """What a seat is asked to do, in words for the status line."""
    if kind is DecisionKind.BUY:
        return "buy tiles (0 to 3)"
    if kind is DecisionKind.PLAY:
        return "choose two tiles to play" if tiles == 2 else "choose a tile to play"
    return "choose tiles to keep"
