"""The match runner: one game, every seat's controller, the recorder, the events to show.

Every front end drives a `Match`: the window (game/client/scenes/play.py), `simulate` and `simulate --resume`,
the arena (game/session/arena.py) and resumed saves (game/storage/saves.py); game/session/seating.py makes
one, with its seats. The runner is handed one controller per seat (game/session/seats.py) and knows none of
their kinds: it puts a `Question` to every seat the engine waits for and takes each `Answer` on a later poll,
the same way for a person at this screen, a bot and a phone. What a seat can do is in its controller's type:
a `Person` is told why the engine refused a decision and asked again, and shows no thinking beat; any other
controller is a bot. The engine resolves a decision at once and returns its events; the screen shows them
one by one, so the runner keeps the events not shown yet (`next_event`), and a decision that depends on the
table waits until every event before it has been shown (`waiting_for`). Pacing, "who is asked when", lives
here too: a bot's answer is applied after a short visible beat; in a hidden round (and in an open round's
face-down group) the seats choose together, so their choices are applied as soon as they are made, one
beat for all the bots, while the screen is still showing earlier events (purchases stay in action order, the
queue is in order); a face-up play or a keep waits until the table has shown everything before it.
`skip_beats` drops the beats until a person at the screen decides again. Headless front ends call
`play_to_end`, the one loop that plays a game on to its end.
Nothing here draws or knows about pygame.
"""

from __future__ import annotations

import math
from collections import deque
from collections.abc import Callable, Sequence
from enum import StrEnum
from typing import Protocol

from game.match_setup.seats import MatchConfig
from game.rules import (
    Bought,
    Buy,
    Decision,
    DecisionKind,
    Event,
    Game,
    IllegalDecision,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Pending,
    Played,
    PlayerView,
    PublicView,
)
from game.session.seats import Answer, Controller, Person, Question

# How long a bot's "thinking" status stays visible at normal animation speed, in seconds: long enough
# to see who is acting, short enough that a table of bots keeps the pace of people choosing at once.
BOT_THINK_SECONDS = 0.25


class Recorder(Protocol):
    """Where every applied decision goes at once: game/storage/saves.Autosave in the window, a LogWriter headless."""

    def record(self, decision: Decision, events: list[Event]) -> None: ...

    def close(self) -> None: ...


class Closable(Protocol):
    def close(self) -> None: ...


class Wait(StrEnum):
    """What the match waits for now."""

    ANIMATION = "animation"  # events still to be shown
    HUMAN = "human"  # a person at this screen decides
    BOT = "bot"  # a seat away from the screen decides: a bot thinks, or a person decides on their phone
    OVER = "over"  # the game has ended and every event was shown


def _chosen_meanwhile(event: Event, person: int) -> bool:
    """Whether `event` is another seat's choosing (spec/rules.md 2.2): nothing a person choosing meanwhile waits for."""
    if getattr(event, "seat", person) == person:
        return False
    if isinstance(event, PawnMoved):
        return event.reason is MoveReason.BUY
    return isinstance(event, Bought | OpenRoundTriggered) or (isinstance(event, Played) and not event.face_up)


class Match:
    """Drives one game: asks each seat's controller, applies its answers, records them, queues their events."""

    def __init__(self, config: MatchConfig, game: Game, seats: Sequence[Controller], *,
                 history: Sequence[Event] | None = None, decisions_before: int = 0,
                 recorder: Recorder | None = None, owned: Sequence[Closable] = ()) -> None:
        """`seats`: one controller per seat of `config` (game/session/seating.py makes them). `history`: a
        resumed game's events so far, shown at once (None: a new game, whose deal is shown);
        `decisions_before`: the decisions its save holds. `owned`: what closes with the match (the bot
        process its bot seats share)."""
        if len(seats) != len(config.seats):
            raise ValueError(f"a match of {len(config.seats)} seats needs as many controllers, not {len(seats)}")
        self.config = config
        self.game = game
        self.seed = game.seed
        self.resumed = history is not None  # its history is shown at once, not replayed move by move
        self.recorder = recorder  # set by the front end when it needs the game first (game/storage/saves.Autosave)
        self.decisions_before = decisions_before
        self.bot_errors: list[str] = []
        self._seats = list(seats)
        self._replaced: set[int] = set()  # seats played for a while by another controller than they were seated with
        self._classify()
        self._owned = list(owned)
        self._queue: deque[Event] = deque(history if history is not None else game.setup_events)
        self.shown: list[Event] = []  # every event the screen has taken, for the log panel and tests
        self.decisions: list[Decision] = []  # taken in this match (a resumed one: after its save's)
        self.timings: list[list[float]] = [[] for _ in config.seats]  # seconds per bot decision, by seat
        # The questions open now, one per seat asked; the answers held until their beat is over; how long
        # each seat asked has been seen thinking.
        self._questions: dict[int, Question] = {}
        self._answers: dict[int, Answer] = {}
        self._thought: dict[int, float] = {}
        # Called with every applied decision and its events, as they happen (game/phones tells the phones).
        self.listeners: list[Callable[[Decision, list[Event]], None]] = []
        # Called with every event as the screen takes it to show (game/phones tells each seat's story in step).
        self.watchers: list[Callable[[Event], None]] = []
        # Called once when a call of `update` or `decide_now` has applied its decisions (several at once while
        # everyone chooses): game/phones sends each phone its state once for them all, not once per decision.
        self.settled: list[Callable[[], None]] = []
        self._beaten = False  # a beat was shown for the bots choosing together now: the others need none
        self._turn_seat: int | None = None  # the seat whose purchase was applied last: its play follows at once
        self._skipping = False  # the person pressed Skip: no beats until a person at the screen decides again
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
        """The seats played by people at this screen now: those seated there, and those the people at the screen
        play for a while (`replace_controller`); asked many times a frame, so kept."""
        return self._humans

    def controller(self, seat: int) -> Controller:
        """The controller that answers for `seat` now."""
        return self._seats[seat]

    def replace_controller(self, seat: int, controller: Controller) -> Controller:
        """From now on `controller` answers for `seat` (someone plays the seat for a while, say while its phone is
        away, and gives it back the same way); returns the controller it replaces. The old one's open question is
        withdrawn (any answer it held is dropped) and the new one is asked at the next update, on the same view."""
        old = self._seats[seat]
        if controller is old:
            return old
        if seat in self._questions:
            self._close(seat)
        old.cancel()
        self._seats[seat] = controller
        self._replaced.add(seat)
        self._classify()
        return old

    def own(self, closable: Closable) -> None:
        """Close `closable` with the match (what a controller put in later shares, e.g. its bots)."""
        self._owned.append(closable)

    def _classify(self) -> None:
        """What each seat can do, from its controller's type, worked out when the controllers change (isinstance on
        a protocol is slow)."""
        self._people = frozenset(seat for seat, c in enumerate(self._seats) if isinstance(c, Person))
        self._at_screen = frozenset(seat for seat in self._people if self._seats[seat].at_screen)  # type: ignore[attr-defined]
        self._humans = [seat for seat in range(self.n_seats)
                        if (seat in self._at_screen if seat in self._replaced else self.is_human(seat))]

    def asked(self) -> list[Question]:
        """The questions open now, in action order: each seat asked and not answered yet (or told to decide
        again after a refusal)."""
        return sorted(self._questions.values(), key=lambda q: q.number)

    @property
    def decisions_taken(self) -> int:
        """Decisions of the whole game so far, those of the save it was resumed from included."""
        return self.decisions_before + len(self.decisions)

    @property
    def pending(self) -> Pending | None:
        """The decision the screen looks to (it may lie ahead of what the screen shows): the first one a person at
        this screen is asked for, else the first the engine waits for. While players choose at the same time
        (spec/rules.md 2.2), the people at the screen decide one after another, the others meanwhile."""
        found = self.game.pending()
        here = next((pending for pending in found if pending.seat in self._at_screen), None)
        return here if here is not None else found[0] if found else None

    def waiting_for(self) -> Wait:
        if self._queue and not self._choosing_meanwhile():
            return Wait.ANIMATION
        pending = self.game.pending()
        if not pending:
            return Wait.OVER
        return Wait.HUMAN if any(p.seat in self._at_screen for p in pending) else Wait.BOT

    def _choosing_meanwhile(self) -> bool:
        """Whether every event still to show is another seat's choice made while a person at this screen chooses
        theirs at the same time (a purchase and its price, a face-down play): that person need not wait for them."""
        pending = self.pending
        if pending is None or pending.seat not in self._at_screen or not self.together(pending):
            return False
        return all(_chosen_meanwhile(event, pending.seat) for event in self._queue)

    def view(self, seat: int) -> PlayerView:
        """The seat's view, made once per decision: a frame asks for it many times (hints, buttons, the tracker)."""
        key = (len(self.decisions), seat)
        view = self._views.get(key)
        if view is None:
            if len(self._views) > 4 * self.n_seats:
                self._views.clear()
            view = self._views[key] = self.game.view(seat)
        return view

    def view_if_buying_none(self, seat: int) -> PlayerView | None:
        """While `seat` is asked to buy: the view it would have, asked to play, after buying none, so that its tiles
        can be weighed before it decides on a purchase (the engine works it out on a copy of the game; a purchase
        of none draws nothing, so the view holds nothing the seat's own does not). None when the seat is not asked
        to buy, or must buy."""
        view = self.view(seat)
        pending = view.pending
        if pending is None or pending.seat != seat or pending.kind is not DecisionKind.BUY or 0 not in view.legal_buys:
            return None
        key = (len(self.decisions), -1 - seat)  # kept with the seats' views, for as long as the decision is asked
        after = self._views.get(key)
        if after is None:
            game = self.game.clone()
            game.apply(Buy(seat, 0))
            after = self._views[key] = game.view(seat)
        return after

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
        for watcher in self.watchers:
            watcher(event)
        return event

    def peek_event(self) -> Event | None:
        """The next event to show, left in the queue."""
        return self._queue[0] if self._queue else None

    def has_events(self) -> bool:
        return bool(self._queue)

    # ----------------------------------------------------------------- asking
    def _ask_now(self) -> list[Question]:
        """Put a question to every seat the engine waits for that has none open, and drop the questions of
        seats it no longer waits for; the questions open now, in the engine's order."""
        pending = {p.seat: p for p in self.game.pending()}
        for seat, question in list(self._questions.items()):
            if pending.get(seat) != question.pending:
                self._seats[seat].cancel()
                self._close(seat)
        for seat, wanted in pending.items():
            if seat not in self._questions:
                question = self._questions[seat] = Question(wanted, self.decisions_taken)
                self._thought[seat] = 0.0
                self._seats[seat].ask(question, self.game.view(seat))  # thinking starts at once
        return [self._questions[seat] for seat in pending]

    def _close(self, seat: int) -> None:
        self._questions.pop(seat, None)
        self._answers.pop(seat, None)
        self._thought.pop(seat, None)

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

    # ----------------------------------------------------------------- answering
    def update(self, dt: float, think_seconds: float = BOT_THINK_SECONDS, most: int | None = None) -> list[Event]:
        """Ask the seats the engine waits for and apply the answers that may be applied now; returns the
        events of the decisions applied.

        A person's answer is applied as soon as it comes. A bot's once `think_seconds` (the beat) have passed
        since it was asked; bots choosing together share one beat, a bot's play right after its own purchase
        needs none, and an infinite beat holds every bot's answer back. An answer that depends on the table
        (one not chosen together with the others, `together`) also waits until every event before it was
        shown. `most` caps the decisions applied in one call (a frame's budget: the rest follow on the next
        calls).
        """
        events: list[Event] = []
        counted = False
        taken = len(self.decisions)
        limit = 4 * self.n_seats + 4 if most is None else most  # each seat of a run at most once per kind
        for _ in range(limit):
            questions = self._ask_now()
            if not questions:
                break
            number = self.view(questions[0].seat).round
            if number != self._beat_round:
                self._beat_round, self._beaten = number, False  # one beat a round at least
            if not counted and not self._queue:  # the beat is seen once the screen has caught up
                for question in questions:
                    self._thought[question.seat] += dt
                counted = True
            answer = self._next_answer(questions, think_seconds)
            if answer is None:
                break
            events += self._apply(answer)
        self._settle(taken)
        return events

    def _settle(self, taken: int) -> None:
        """Tell `settled` when decisions were applied since `taken` decisions."""
        if len(self.decisions) > taken:
            for hook in self.settled:
                hook()

    def _next_answer(self, questions: list[Question], think_seconds: float) -> Answer | None:
        """The answer that may be applied now (None: every seat asked waits).

        A person's answer counts the moment it comes (whoever decides first buys first, spec/rules.md 2.2), before
        the bots' answers still held for their thinking beat. Bots' answers are applied in action order among
        themselves, as if they had decided one after another, so that a table of bots plays alike in the window
        and headless, from its seed alone."""
        follows = next((q for q in questions if q.seat == self._turn_seat and q.seat in self._people), None)
        if follows is not None and (not self._queue or self.together(follows.pending)):
            answer = self._take(follows)  # the play a person handed in with their purchase (of none) comes with it
            if answer is not None:
                return answer
        bot_answer: Answer | None = None
        bots_wait = math.isinf(think_seconds)  # an earlier bot's answer is not applied yet: the later ones wait
        for question in questions:
            seat = question.seat
            together = self.together(question.pending)
            if self._queue and not together:
                continue
            answer = self._take(question)  # taken and held even while it waits: its seat's thinking is done
            if seat in self._people:
                if answer is not None:
                    return answer
                continue
            if bots_wait:
                continue
            free = self.skipping or seat == self._turn_seat or (together and self._beaten)
            if answer is not None and (free or self._thought[seat] >= think_seconds):
                bot_answer = answer
            bots_wait = True
        return bot_answer

    def _take(self, question: Question) -> Answer | None:
        """The seat's answer to `question` if it came (held until it may be applied); an answer to any
        other question is dropped."""
        seat = question.seat
        answer = self._answers.get(seat)
        if answer is None:
            answer = self._seats[seat].poll()
            if answer is None or answer.question != question:
                return None
            self._answers[seat] = answer
        return answer

    def decide_now(self, timeout: float = 30.0) -> list[Event]:
        """Wait for the first seat asked and apply its answer at once, without a beat (headless tools, tests).

        Returns [] without deciding when nobody can answer while this waits (a person at the screen who has
        not decided), when a person's answer does not come in time, or when events wait to be shown.
        """
        if self._queue:
            return []
        questions = self._ask_now()
        if not questions:
            return []
        question = questions[0]
        answer = self._answers.get(question.seat) or self._seats[question.seat].wait(timeout)
        if answer is None or answer.question != question:
            return []
        taken = len(self.decisions)
        events = self._apply(answer)
        self._settle(taken)
        return events

    def _apply(self, answer: Answer) -> list[Event]:
        question = answer.question
        seat = question.seat
        self._answers.pop(seat, None)
        together = self.together(question.pending)
        if seat in self._people:
            if answer.decision is None:
                return []  # nobody decides for a person: the question stays open
            try:
                events = self._commit(answer.decision)
            except IllegalDecision as exc:  # they decide again, told why; nothing changed
                self._seats[seat].refused(answer, str(exc))  # type: ignore[attr-defined]
                return []
            # Bots that chose together with them were choosing meanwhile and show no second beat; after
            # anything else the next bot shows one again. Skip applied to one wait of the screen only.
            self._beaten = self._beaten and together
            if seat in self._at_screen:
                self._skipping = False
        else:
            if answer.error:
                self.bot_errors.append(answer.error)
            if answer.seconds is not None:
                self.timings[seat].append(answer.seconds)
            events = self._commit_for_bot(question, answer.decision)
            self._beaten = together
        self._turn_seat = seat if question.kind is DecisionKind.BUY else None
        return events

    def _commit_for_bot(self, question: Question, decision: Decision | None) -> list[Event]:
        if decision is not None:
            try:
                return self._commit(decision)
            except IllegalDecision as exc:
                self.bot_errors.append(f"the bot of seat {question.seat} chose {decision!r}: {exc}")
        # A broken bot must not stall the table: play the first legal choice for it.
        return self._commit(self.game.legal(question.pending)[0])

    def _commit(self, decision: Decision) -> list[Event]:
        events = self.game.apply(decision)
        self._views.clear()
        self._close(decision.seat)  # its question is answered
        if self.recorder is not None:
            self.recorder.record(decision, events)
        self.decisions.append(decision)
        self._queue.extend(events)
        for listener in self.listeners:
            listener(decision, events)
        return events

    def play_to_end(self, most: int | None = None, between: Callable[[], None] | None = None,
                    timeout: float = 30.0) -> Game:
        """Play on with every seat's controller until the game ends (or `most` more decisions were taken).

        Nobody watches: the events are not kept for a screen (the recorder has them). `between` runs after
        each decision (`simulate --resume --delay`). Raises RuntimeError when a person does not decide (at
        the screen nobody can while this runs).
        """
        taken = 0
        self._queue.clear()
        while not self.game.over and (most is None or taken < most):
            before = len(self.decisions)
            self.decide_now(timeout)
            if len(self.decisions) == before:
                pending = self.pending
                seat = pending.seat if pending is not None else None
                who = self.names[seat] if seat is not None else "nobody"
                if seat in self._at_screen:
                    raise RuntimeError(f"{who} decides at the screen; a headless game needs a bot in every seat")
                raise RuntimeError(f"{who} did not decide within {timeout:g} s")
            self._queue.clear()
            taken += 1
            if between is not None:
                between()
        return self.game

    def close(self) -> None:
        """End the match: stop its controllers and what it owns (the bot process), and close its recorder."""
        for seat in list(self._questions):
            self._seats[seat].cancel()
            self._close(seat)
        for controller in self._seats:
            controller.close()
        for owned in self._owned:
            owned.close()
        if self.recorder is not None:
            self.recorder.close()

    def __enter__(self) -> Match:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
