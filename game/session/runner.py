"""The match runner: one game, every seat's controller, the recorder, the bots' seeds, the events to show.

Every front end drives a `Match`: the window (game/client/scenes/play.py), `simulate` and `simulate --resume`,
the arena (game/session/arena.py) and resumed saves (game/storage/saves.py). A seat's controller (game/session/seats.py)
is asked for a decision and answers later; the runner never cares whether a person, a bot or anything
else answers. The engine resolves a decision at once and returns its events; the screen shows them one by
one, so the runner keeps the events not shown yet (`next_event`) and asks for the next decision only once
every event before it has been shown (`waiting_for`). Pacing, "who is asked when", lives here too: a bot's
answer is applied after a short visible beat; in a hidden round (and in an open round's face-down group)
the bots choose together, so their choices are applied as soon as they are made, one beat for all of them,
while the screen is still showing earlier events (purchases stay in action order, the queue is in order);
a face-up play or a keep waits until the table has shown everything before it. `skip_beats` drops the beats
until a person decides again. Headless front ends call `play_to_end`, the one loop that plays a game on to
its end.
Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import math
import random
from collections import deque
from collections.abc import Callable
from enum import StrEnum
from typing import Protocol

from game.bots import LEVELS
from game.phones.seat import PhoneSeat
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
    PublicView,
)
from game.session.bot_seats import BotRunner, InlineBots
from game.session.config import MatchConfig
from game.session.seats import Answer, Controller, PersonAtScreen

# How long a bot's "thinking" status stays visible at normal animation speed, in seconds: long enough
# to see who is acting, short enough that a table of bots keeps the pace of people choosing at once.
BOT_THINK_SECONDS = 0.25
# Levels a seat may name besides game.bots.LEVELS (the random legal player, for tests and the arena).
EXTRA_LEVELS = ("random",)


def bot_seed(game_seed: int, seat: int, decisions_taken: int = 0) -> int:
    """The seed of a seat's bot: the one seed policy of every front end.

    A fresh game has taken 0 decisions; a resumed one the number in its save, so its bots are seeded from
    where it resumes and resuming the same save twice (in the window or on the command line) plays the
    same game on. Seats stay apart while a game has fewer than 100,003 decisions (a game has a few hundred).
    """
    return (game_seed * 16 + seat) * 100_003 + decisions_taken


def playable_level(level: str) -> str:
    """`level` if this version has it; a setup saved by another version may name one it lacks: the middle one."""
    if level in LEVELS or level in EXTRA_LEVELS:
        return level
    return LEVELS[len(LEVELS) // 2 - 1] if len(LEVELS) > 1 else LEVELS[0]


class Recorder(Protocol):
    """Where every applied decision goes at once: game/saves.Autosave in the window, a LogWriter headless."""

    def record(self, decision: Decision, events: list[Event]) -> None: ...

    def close(self) -> None: ...


class Wait(StrEnum):
    """What the match waits for now."""

    ANIMATION = "animation"  # events still to be shown
    HUMAN = "human"  # a person at the screen decides
    BOT = "bot"  # a controller away from the screen (a bot) decides
    OVER = "over"  # the game has ended and every event was shown


class Match:
    """Drives one game: asks each seat's controller, applies decisions, records them, queues their events."""

    def __init__(self, config: MatchConfig, board: BoardSpec, seed: int | None = None, *,
                 game: Game | None = None, history: tuple[Event, ...] = (), decisions_taken: int = 0,
                 bots: BotRunner | None = None,
                 controllers: dict[int, Controller] | None = None, recorder: Recorder | None = None) -> None:
        """`game`, `history` and `decisions_taken`: a resumed save (game/storage/saves.py), the game as left, every
        event so far and how many decisions it holds. `bots` thinks for the bot seats (default: in-process,
        synchronously; the window passes `WorkerBots()`, its bot process). `controllers`
        replaces the controller of some seats (a stand-in for a person, a remote player)."""
        if seed is None:
            seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        seed = game.seed if game is not None else seed
        self.config = config
        self.seed = seed
        players = [PlayerSetup(s.name, s.color) for s in config.seats]
        self.game = game if game is not None else Game.new(board, players, seed)
        self.resumed = game is not None  # its history is shown at once, not replayed move by move
        self.recorder = recorder  # set by the front end when it needs the game first (game/saves.Autosave)
        self.bots: BotRunner = bots if bots is not None else InlineBots()
        self.decisions_before = decisions_taken if game is not None else 0
        self.bot_levels: dict[int, str] = {}
        self.bot_errors: list[str] = []
        self._humans: list[int] | None = None
        self.controllers: list[Controller] = []
        for seat, s in enumerate(config.seats):
            if controllers and seat in controllers:
                self.controllers.append(controllers[seat])
            elif s.is_human:
                self.controllers.append(PersonAtScreen())
            elif s.is_phone:
                self.controllers.append(PhoneSeat())  # answers once game/phones connects it to its phone
            else:
                level = self.bot_levels[seat] = playable_level(s.level)
                self.controllers.append(self.bots.controller(seat, level, bot_seed(seed, seat, self.decisions_before)))
        self._queue: deque[Event] = deque(history if game is not None else self.game.setup_events)
        self.shown: list[Event] = []  # every event the screen has taken, for the log panel and tests
        self.decisions: list[Decision] = []  # taken in this match (a resumed one: after its save's)
        self.timings: list[list[float]] = [[] for _ in config.seats]  # seconds per bot decision, by seat
        self._asked: Pending | None = None  # the decision the pending seat's controller was asked for
        self._answer: Answer | None = None
        self._think_time = 0.0
        # Called with every applied decision and its events, as they happen (game/phones tells the phones).
        self.listeners: list[Callable[[Decision, list[Event]], None]] = []
        self._beaten = False  # a beat was shown for the bots choosing together now: the others need none
        self._turn_seat: int | None = None  # the bot whose buy was applied last: its play follows at once
        self._skipping = False  # the person pressed Skip: no beats until a person decides again
        self._beat_round = 0
        self._views: dict[tuple[int, int], PlayerView] = {}  # (decisions taken, seat) -> its view
        self._public: tuple[int, PublicView] | None = None  # (decisions taken, the public view then)
        self._skip_round = 0  # at a table of bots only, Skip lasts to the end of the round it was pressed in

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
        """The seats played by people at this screen (fixed for the match; asked many times a frame)."""
        if self._humans is None:
            self._humans = [seat for seat in range(self.n_seats) if self.is_human(seat)]
        return self._humans

    @property
    def decisions_taken(self) -> int:
        """Decisions of the whole game so far, those of the save it was resumed from included."""
        return self.decisions_before + len(self.decisions)

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
        return Wait.HUMAN if self.controllers[pending.seat].at_screen else Wait.BOT

    def view(self, seat: int) -> PlayerView:
        """The seat's view, made once per decision: a frame asks for it many times (hints, buttons, the tracker)."""
        key = (len(self.decisions), seat)
        view = self._views.get(key)
        if view is None:
            if len(self._views) > 4 * self.n_seats:
                self._views.clear()
            view = self._views[key] = self.game.view(seat)
        return view

    def public_view(self) -> PublicView:
        """What every player may know, made once per decision like the seats' views."""
        taken = len(self.decisions)
        if self._public is None or self._public[0] != taken:
            self._public = (taken, self.game.public_view())
        return self._public[1]

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

    def peek_event(self) -> Event | None:
        """The next event to show, left in the queue."""
        return self._queue[0] if self._queue else None

    def has_events(self) -> bool:
        return bool(self._queue)

    # ----------------------------------------------------------------- deciding
    def submit(self, decision: Decision) -> list[Event]:
        """Apply a decision for the pending seat; raises IllegalDecision (nothing changes) if it is wrong."""
        if self._queue:
            raise IllegalDecision("the screen has not shown every event yet; wait for the animation")
        pending = self.pending
        together = pending is not None and self.together(pending)
        events = self._commit(decision)
        # A person decided: Skip applied to one wait only. Bots that chose together with them (a hidden round)
        # were choosing meanwhile and show no second beat; after anything else the next bot shows one again.
        self._turn_seat, self._skipping = None, False
        self._beaten = self._beaten and together
        return events

    def _commit(self, decision: Decision) -> list[Event]:
        events = self.game.apply(decision)
        self._views.clear()
        if self._asked is not None:
            self.controllers[self._asked.seat].cancel()  # e.g. a person decided: nothing else answers for them
        self._asked, self._answer = None, None
        if self.recorder is not None:
            self.recorder.record(decision, events)
        self.decisions.append(decision)
        self._queue.extend(events)
        for listener in self.listeners:
            listener(decision, events)
        return events

    def _ask(self, pending: Pending) -> Controller:
        controller = self.controllers[pending.seat]
        if self._asked != pending:
            if self._asked is not None:
                self.controllers[self._asked.seat].cancel()
            self._asked, self._answer, self._think_time = pending, None, 0.0
            controller.ask(self.game.view(pending.seat))
        return controller

    def together(self, pending: Pending) -> bool:
        """Whether `pending` is a choice made at the same time as the others' (spec/rules.md 2.2, 2.3): buying
        and choosing in a hidden round or in an open round's face-down group. Its answer need not wait for
        the screen: nothing it depends on is on the table yet."""
        if pending.kind is DecisionKind.KEEP:
            return False
        view = self.view(pending.seat)
        return not view.open or pending.seat in view.group

    def skip_beats(self) -> None:
        """The person pressed Skip: apply the bots' answers as soon as they come, until a person decides (at a
        table of bots only, until the round ends)."""
        self._skipping, self._skip_round = True, self.public_view().round

    @property
    def skipping(self) -> bool:
        """Whether Skip is in force: beats are dropped and the screen shows everything at once."""
        return self._skipping and (self._skip_round == self.public_view().round or bool(self.humans))

    def update_bots(self, dt: float, think_seconds: float = BOT_THINK_SECONDS, most: int | None = None) -> list[Event]:
        """Advance the bots whose turn it is; returns the events of the decisions applied.

        A person at the screen never answers here (the screen submits for them). A bot's answer is applied
        once `think_seconds` (the beat) have passed since it was asked and, unless it chooses together with
        the others (`together`), every event before it was shown. Bots choosing together share one beat,
        and a bot's play right after its own purchase needs none. An infinite beat holds every answer back.
        `most` caps the decisions applied in one call (a frame's budget: the rest follow on the next calls).
        """
        events: list[Event] = []
        counted = False
        limit = 4 * self.n_seats + 4 if most is None else most  # each bot of a run at most once per kind
        for _ in range(limit):
            pending = self.pending
            if pending is None:
                break
            controller = self._ask(pending)  # thinking starts at once, even while earlier events are still shown
            if controller.at_screen:
                break
            together = self.together(pending)
            number = self.view(pending.seat).round
            if number != self._beat_round:
                self._beat_round, self._beaten = number, False  # one beat a round at least
            if self._queue and not together:
                break
            if not counted and not self._queue:  # the beat is seen once the screen has caught up
                self._think_time += dt
                counted = True
            if self._answer is None:
                self._answer = controller.poll()
            if self._answer is None or math.isinf(think_seconds):
                break
            # A person's answer from afar (a phone) needs no visible thinking pause, and shows none.
            from_person = self._answer.refused is not None
            free = self.skipping or pending.seat == self._turn_seat or (together and self._beaten) or from_person
            if not free and self._think_time < think_seconds:
                break
            if not from_person:
                self._beaten = together
            self._turn_seat = pending.seat if pending.kind is DecisionKind.BUY else None
            events += self._apply(pending, self._answer)
        return events

    def finish_bot(self, timeout: float = 30.0) -> list[Event]:
        """Wait for the pending seat's controller and apply its answer (headless tools and tests).

        Returns [] without deciding when a person at the screen is to decide or events wait to be shown.
        """
        pending = self.pending
        if pending is None or self._queue:
            return []
        controller = self._ask(pending)
        answer = self._answer or controller.wait(timeout)
        if answer is None:
            return []
        return self._apply(pending, answer)

    def _apply(self, pending: Pending, answer: Answer) -> list[Event]:
        self._asked, self._answer = None, None
        if answer.error:
            self.bot_errors.append(answer.error)
        if answer.seconds is not None:
            self.timings[pending.seat].append(answer.seconds)
        if answer.decision is not None:
            try:
                return self._commit(answer.decision)
            except IllegalDecision as exc:
                if answer.refused is not None:  # a person decides again, told why; nothing changed
                    answer.refused(str(exc))
                    return []
                self.bot_errors.append(f"the bot of seat {pending.seat} chose {answer.decision!r}: {exc}")
        # A broken bot must not stall the table: play the first legal choice for it.
        return self._commit(self.game.legal()[0])

    def play_to_end(self, most: int | None = None, between: Callable[[], None] | None = None,
                    timeout: float = 30.0) -> Game:
        """Play on with every seat's controller until the game ends (or `most` more decisions were taken).

        Nobody watches: the events are not kept for a screen (the recorder has them). `between` runs after
        each decision (`simulate --resume --delay`). Raises RuntimeError when a person at the screen is
        to decide, as no one can answer for them here.
        """
        taken = 0
        self._queue.clear()
        while not self.game.over and (most is None or taken < most):
            before = len(self.decisions)
            self.finish_bot(timeout)
            if len(self.decisions) == before:
                pending = self.pending
                who = self.names[pending.seat] if pending is not None else "nobody"
                raise RuntimeError(f"{who} decides at the screen; a headless game needs a bot in every seat")
            self._queue.clear()
            taken += 1
            if between is not None:
                between()
        return self.game

    def close(self) -> None:
        """End the match: stop its controllers and bot process, and close its recorder."""
        if self._asked is not None:
            self.controllers[self._asked.seat].cancel()
        self._asked, self._answer = None, None
        for controller in self.controllers:
            controller.close()
        self.bots.close()
        if self.recorder is not None:
            self.recorder.close()

    def __enter__(self) -> Match:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
