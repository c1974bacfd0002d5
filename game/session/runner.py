"""The match runner: one game, every seat's controller, the recorder, the events to show.

Every front end drives a `Match`: the window (game/client/scenes/play.py), `simulate` and `simulate --resume`,
the arena (game/session/arena.py) and resumed saves; game/session/seating.py makes one, with its seats. The runner
is handed one controller per seat and knows none of their kinds (game/session/questions.py): it puts a `Question`
to every seat the engine waits for and takes each `Answer` on a later poll, the same way for a person at this
screen, a bot and a phone. The engine resolves a decision at once and returns its events; the screen shows them
one by one, so the runner keeps the events not shown yet (game/session/show_queue.py), and a decision that depends
on the table waits until every event before it has been shown (`waiting_for`). In a hidden round (and in an open
round's face-down group) the seats choose together, so their choices are applied as soon as they are made, while
the screen is still showing earlier events (purchases stay in action order, the queue is in order); a face-up play
or a keep waits until the table has shown everything before it. A bot's answer is applied after a short visible
beat (game/session/beats.py). Headless front ends call `play_to_end`, the one loop that plays a game on to its
end. Nothing here draws or knows about pygame.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Protocol

from game.match_setup.seats import MatchConfig
from game.rules import (
    Decision,
    DecisionKind,
    EndReason,
    Event,
    Game,
    IllegalDecision,
    Pending,
    PlayerView,
    PublicView,
)
from game.rules.decisions import chosen_together
from game.session.beats import BOT_THINK_SECONDS, Beats
from game.session.questions import Questions
from game.session.seats import Answer, Controller, Person, Question
from game.session.show_queue import Showing, ShowQueue
from game.session.view_cache import ViewCache

__all__ = ["BOT_THINK_SECONDS", "Final", "Match", "Recorder", "Wait"]


class Recorder(Protocol):
    """Where every applied decision goes at once: game/storage/saves.Autosave in the window, a LogWriter headless."""

    def record(self, decision: Decision, events: Sequence[Event]) -> None: ...

    def close(self) -> None: ...


class Closable(Protocol):
    def close(self) -> None: ...


@dataclass(frozen=True)
class Final:
    """How a match ended, for its results: each seat's space and place, why it ended, and where the pawns began (a
    game begun from a position; None: the start space)."""

    positions: tuple[int, ...]
    places: tuple[int, ...]
    reason: EndReason
    start: tuple[int, ...] | None = None


def final_of(game: Game) -> Final:
    """How `game` ended (once it has)."""
    reason = game.end_reason
    assert reason is not None, "the game has not ended"
    start = game.initial_position.positions if game.initial_position is not None else None
    return Final(tuple(game.positions), tuple(game.ranking()), reason, start)


class Wait(StrEnum):
    """What the match waits for now."""

    ANIMATION = "animation"  # events still to be shown
    HUMAN = "human"  # a person at this screen decides
    BOT = "bot"  # a seat away from the screen decides: a bot thinks, or a person decides on their phone
    OVER = "over"  # the game has ended and every event was shown


class Match(Showing):
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
        self.board = game.board
        self.resumed = history is not None  # its history is shown at once, not replayed move by move
        self.recorder = recorder  # set by the front end when it needs the game first (game/storage/saves.Autosave)
        self.decisions_before = decisions_before
        self.bot_errors: list[str] = []
        self._questions = Questions(seats, self.is_human)
        self._owned = list(owned)
        self._queue = ShowQueue(history if history is not None else game.setup_events)
        self.shown = self._queue.shown  # every event the screen has taken, for the log panel and tests
        self.decisions: list[Decision] = []  # taken in this match (a resumed one: after its save's)
        self.timings: list[list[float]] = [[] for _ in config.seats]  # seconds per bot decision, by seat
        self._beats = Beats()
        # Called with every applied decision and its events, as they happen (game/phones tells the phones).
        self.listeners: list[Callable[[Decision, Sequence[Event]], None]] = []
        # Called with every event as the screen takes it to show (game/phones tells each seat's story in step).
        self.watchers = self._queue.watchers
        # Called once when a call of `update` or `decide_now` has applied its decisions (several at once while
        # everyone chooses): game/phones sends each phone its state once for them all, not once per decision.
        self.settled: list[Callable[[], None]] = []
        self._views = ViewCache(game)

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
        return self._questions.humans

    def controller(self, seat: int) -> Controller:
        """The controller that answers for `seat` now."""
        return self._questions.controller(seat)

    def replace_controller(self, seat: int, controller: Controller) -> Controller:
        """From now on `controller` answers for `seat` (for a while, say while its phone is away); returns the one it
        replaces, whose open question is withdrawn. The new one is asked at the next update, on the same view."""
        self._beats.closed(seat)
        return self._questions.replace(seat, controller)

    def own(self, closable: Closable) -> None:
        """Close `closable` with the match (what a controller put in later shares, e.g. its bots)."""
        self._owned.append(closable)

    def asked(self) -> list[Question]:
        """The questions open now, in action order (a seat told to decide again after a refusal included)."""
        return self._questions.open()

    @property
    def decisions_taken(self) -> int:
        """Decisions of the whole game so far, those of the save it was resumed from included."""
        return self.decisions_before + len(self.decisions)

    @property
    def pending(self) -> Pending | None:
        """The decision the screen looks to (it may lie ahead of what it shows): the first a person at this screen
        is asked for, else the first the engine waits for. People at the screen choosing together take turns."""
        found = self.game.pending()
        here = next((pending for pending in found if pending.seat in self._questions.at_screen), None)
        return here if here is not None else found[0] if found else None

    def waiting_for(self) -> Wait:
        if self._queue and not self._choosing_meanwhile():
            return Wait.ANIMATION
        pending = self.game.pending()
        if not pending:
            return Wait.OVER
        return Wait.HUMAN if any(p.seat in self._questions.at_screen for p in pending) else Wait.BOT

    def _choosing_meanwhile(self) -> bool:
        """Whether every event still to show is another seat's choice made while the person at this screen chooses
        theirs (a purchase, a face-down play): they need not wait for those."""
        pending = self.pending
        if pending is None or pending.seat not in self._questions.at_screen or not self.together(pending):
            return False
        return self._queue.only_others_choices(pending.seat)

    def view(self, seat: int) -> PlayerView:
        """The seat's view, made once per decision: a frame asks for it many times (hints, buttons, the tracker)."""
        return self._views.view(seat)

    def view_if_buying_none(self, seat: int) -> PlayerView | None:
        """While `seat` is asked to buy: the view it would have after buying none (ViewCache.view_if_buying_none)."""
        return self._views.view_if_buying_none(seat)

    def public_view(self) -> PublicView:
        """What every player may know, made once per decision like the seats' views."""
        return self._views.public_view()

    @property
    def over(self) -> bool:
        return self.game.over and not self._queue

    @property
    def game_over(self) -> bool:  # ended, whether shown or not
        return self.game.over

    def final(self) -> Final:
        return final_of(self.game)

    def _ask_now(self) -> list[Question]:
        """Put a question to every seat the engine waits for that has none open, and withdraw the questions of
        seats it no longer waits for; the questions open now, in the engine's order."""
        waiting = self.game.pending()
        withdrawn, asked = self._questions.ask(waiting, self.decisions_taken, self.game.view)
        for seat in withdrawn:
            self._beats.closed(seat)
        for seat in asked:
            self._beats.asked(seat)
        return [self._questions.of(pending.seat) for pending in waiting]

    def _close(self, seat: int) -> None:
        self._questions.close(seat)
        self._beats.closed(seat)

    def together(self, pending: Pending) -> bool:
        """Whether `pending` is chosen at the same time as the others' choices: its answer need not wait for the
        screen."""
        view = self.view(pending.seat)
        return chosen_together(pending, view.open, view.group)

    def skip_beats(self) -> None:
        """The person pressed Skip: apply the bots' answers as soon as they come, until a person decides (at a
        table of bots only, until the round ends)."""
        self._beats.skip(self.public_view().round)

    @property
    def skipping(self) -> bool:
        """Whether Skip is in force: beats are dropped and the screen shows everything at once."""
        return self._beats.skipping(self.public_view().round, bool(self.humans))

    def update(self, dt: float, think_seconds: float = BOT_THINK_SECONDS, most: int | None = None) -> list[Event]:
        """Ask the seats the engine waits for and apply the answers that may be applied now (a person's at once; a
        bot's once `think_seconds` have passed since it was asked, bots choosing together sharing one beat, none
        after its own purchase, none ever for an infinite beat; one that depends on the table once every event
        before it was shown); `most` caps the decisions of one call. Returns the events of the decisions applied.
        """
        events: list[Event] = []
        counted = False
        taken = len(self.decisions)
        limit = 4 * self.n_seats + 4 if most is None else most  # each seat of a run at most once per kind
        for _ in range(limit):
            questions = self._ask_now()
            if not questions:
                break
            self._beats.enter(self.view(questions[0].seat).round)
            if not counted and not self._queue:  # the beat is seen once the screen has caught up
                self._beats.seen([question.seat for question in questions], dt)
                counted = True
            answer = self._beats.next_answer(
                questions, self._questions.take, self.together, self._questions.people,
                showing=bool(self._queue), think_seconds=think_seconds, skipping=self.skipping)
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

    def decide_now(self, timeout: float = 30.0) -> list[Event]:
        """Wait for the first seat asked and apply its answer at once, without a beat (headless tools, tests); []
        without deciding when nobody can answer meanwhile (a person at the screen), in time, or events wait."""
        if self._queue:
            return []
        questions = self._ask_now()
        if not questions:
            return []
        question = questions[0]
        answer = self._questions.wait(question, timeout)
        if answer is None:
            return []
        taken = len(self.decisions)
        events = self._apply(answer)
        self._settle(taken)
        return list(events)

    def _apply(self, answer: Answer) -> Sequence[Event]:
        question = answer.question
        seat = question.seat
        self._questions.answered(seat)
        together = self.together(question.pending)
        if seat in self._questions.people:
            if answer.decision is None:
                return []  # nobody decides for a person: the question stays open
            try:
                events = self._commit(answer.decision)
            except IllegalDecision as exc:  # they decide again, told why; nothing changed
                controller = self._questions.controller(seat)
                if isinstance(controller, Person):
                    controller.refused(answer, str(exc))
                return []
            self._beats.person_answered(together, seat in self._questions.at_screen)
        else:
            if answer.error:
                self.bot_errors.append(answer.error)
            if answer.seconds is not None:
                self.timings[seat].append(answer.seconds)
            events = self._commit_for_bot(question, answer.decision)
            self._beats.bot_answered(together)
        self._beats.applied(seat, question.kind is DecisionKind.BUY)
        return events

    def _commit_for_bot(self, question: Question, decision: Decision | None) -> Sequence[Event]:
        if decision is not None:
            try:
                return self._commit(decision)
            except IllegalDecision as exc:
                self.bot_errors.append(f"the bot of seat {question.seat} chose {decision!r}: {exc}")
        # A broken bot must not stall the table: play the first legal choice for it.
        return self._commit(self.game.legal(question.pending)[0])

    def _commit(self, decision: Decision) -> Sequence[Event]:
        events = self.game.apply(decision)
        self._views.changed()
        self._close(decision.seat)  # its question is answered
        if self.recorder is not None:
            self.recorder.record(decision, events)
        self.decisions.append(decision)
        self._queue.add(events)
        for listener in self.listeners:
            listener(decision, events)
        return events

    def play_to_end(self, most: int | None = None, between: Callable[[], None] | None = None,
                    timeout: float = 30.0) -> Game:
        """Play on with every seat's controller until the game ends (or `most` more decisions), nobody watching
        (the recorder keeps the events); `between` runs after each decision (`simulate --resume --delay`). Raises
        RuntimeError when a person does not decide (at the screen nobody can while this runs)."""
        taken = 0
        self._queue.clear()
        while not self.game.over and (most is None or taken < most):
            before = len(self.decisions)
            self.decide_now(timeout)
            if len(self.decisions) == before:
                pending = self.pending
                seat = pending.seat if pending is not None else None
                who = self.names[seat] if seat is not None else "nobody"
                if seat in self._questions.at_screen:
                    raise RuntimeError(f"{who} decides at the screen; a headless game needs a bot in every seat")
                raise RuntimeError(f"{who} did not decide within {timeout:g} s")
            self._queue.clear()
            taken += 1
            if between is not None:
                between()
        return self.game

    def close(self) -> None:
        """End the match: stop its controllers and what it owns (the bot process), and close its recorder."""
        for question in self._questions.open():
            self._beats.closed(question.seat)
        self._questions.close_all()
        for owned in self._owned:
            owned.close()
        if self.recorder is not None:
            self.recorder.close()

    def __enter__(self) -> Match:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()
