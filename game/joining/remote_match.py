"""A match played at another machine's table, as the play screen shows it: the host decides everything.

`RemoteMatch` answers the play screen's questions (game/client/scenes/play.py) the way `game.session.runner.Match`
does, from what the host sends the seat (its own view, and the events as redacted for it), and hands the person's
decisions to the host instead of to an engine. So the same screen, animations, history, coach and hints run for a
seat whose game lives elsewhere, and the joined game never decides, deals or judges anything itself: a decision
goes out as the person made it, and what it did comes back as the host's events and the seat's next view.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.match_setup.seats import BOT, HUMAN, REMOTE, MatchConfig, SeatConfig
from game.rules import Event, Pending, PlayerView, PublicView
from game.rules.decisions import chosen_together
from game.rules.events import Dealt, GameEnded, RowOpened
from game.rules.view import public_part
from game.session.runner import Final, Wait
from game.session.seats import Answer, Question, ScreenSeat
from game.session.show_queue import Showing, ShowQueue

from .link import TableLink
from .messages import HostMessage, Note, Paused, State, Welcome


class JoinedSeat(ScreenSeat):
    """The seat played at this screen for a table elsewhere: its decision goes to the host as the person made it
    (a play while a purchase is asked goes alone: the host adds the purchase of none, as for a phone)."""

    splits_play_without_buying = False


class PlayedElsewhere:
    """A seat decided at the host's table (a bot there, or a person on their own device): nothing here answers for
    it, and the play screen draws no hand of it."""

    def ask(self, question: Question, view: PlayerView) -> None:
        pass

    def poll(self) -> Answer | None:
        return None

    def wait(self, timeout: float) -> Answer | None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass


def joined_config(welcome: Welcome) -> MatchConfig:
    """The match's seats as this screen shows them: the seat joined is played here, a bot is a bot of its level,
    and every other person plays from elsewhere."""
    seats = []
    for seat, (name, color, level) in enumerate(zip(welcome.names, welcome.colors, welcome.bots, strict=True)):
        kind = HUMAN if seat == welcome.seat else BOT if level is not None else REMOTE
        seats.append(SeatConfig(name, color, kind, level or "normal"))
    return MatchConfig(tuple(seats))


class RemoteMatch(Showing):
    """One seat's side of a match the host at the other end of `link` runs. `first` is the first state the host
    sent after its `welcome`."""

    def __init__(self, link: TableLink, welcome: Welcome, first: State) -> None:
        self.link = link
        self.seat = welcome.seat
        self.config = joined_config(welcome)
        self.board = welcome.board
        self.resumed = False  # a match joined midway is set out from its view (`joined_midway`), not replayed
        # Joined after the match began: its recent events are history already, and the table is set out from the
        # view; before, or while the host's recent events still reach back to the deal, the game is shown
        # from its deal.
        self.joined_midway = first.again and not (first.events and isinstance(first.events[0], Dealt | RowOpened))
        self._queue = ShowQueue(() if self.joined_midway else first.events)
        self.shown = self._queue.shown
        self.earlier: tuple[Event, ...] = first.events if self.joined_midway else ()  # the history before joining
        self._heard: list[Event] = list(first.events)  # every event the host sent, to tell a rejoin's new ones
        self._view = first.view
        self._turn = first.turn
        self._question = first.question
        self._in_flight: int | None = None  # the question the seat's decision was sent for, until the host answers
        self._person = JoinedSeat()
        self._elsewhere = PlayedElsewhere()
        self._skip_round: int | None = None
        self.notes: list[Note] = []  # what the host said in words since the screen last took them
        self.paused = False  # the host's table has its menu open
        self.lost_track = False  # a rejoin missed more events than the host keeps: the table is set out again
        self._ask_person()

    # ------------------------------------------------------------------ who plays
    @property
    def names(self) -> tuple[str, ...]:
        return tuple(seat.name for seat in self.config.seats)

    @property
    def n_seats(self) -> int:
        return len(self.config.seats)

    @property
    def humans(self) -> list[int]:
        return [self.seat]

    def is_human(self, seat: int) -> bool:
        return seat == self.seat

    @property
    def person(self) -> JoinedSeat:
        """The seat played at this screen (the play screen hands in its decisions; a refusal waits there)."""
        return self._person

    def controller(self, seat: int) -> JoinedSeat | PlayedElsewhere:
        return self._person if seat == self.seat else self._elsewhere

    # ------------------------------------------------------------------ what the seat knows
    def view(self, seat: int) -> PlayerView:
        """The seat's own view, as the host last sent it (no other seat's view is known here)."""
        if seat != self.seat:
            raise ValueError(f"only seat {self.seat}'s view is known at this screen, not seat {seat}'s")
        return self._view

    def view_if_buying_none(self, seat: int) -> PlayerView | None:
        """Not known here: it would take the host's engine (the coach weighs the purchase without it)."""
        return None

    def public_view(self) -> PublicView:
        return public_part(self._view)

    @property
    def decisions_taken(self) -> int:
        return self._turn

    @property
    def game_over(self) -> bool:
        return self._view.over

    @property
    def over(self) -> bool:
        return self._view.over and not self._queue

    def final(self) -> Final:
        """How the game ended, as the host told it (once shown)."""
        ended = next((event for event in reversed(self.shown) if isinstance(event, GameEnded)), None)
        if ended is None:
            raise ValueError("the game has not ended at this screen yet")
        return Final(tuple(ended.positions), tuple(ended.places), ended.reason)

    # ------------------------------------------------------------------ what the seat is asked
    def _asked_here(self) -> Pending | None:
        pending = self._view.pending
        if pending is None or pending.seat != self.seat or self._question is None or self._in_flight is not None:
            return None
        return pending

    def asked(self) -> list[Question]:
        """The questions the host's table waits for now, the seat's own (unless its answer is on its way) among
        them."""
        own = self._asked_here()
        questions = []
        for pending in self._view.asked:
            if pending.seat == self.seat:
                if own is not None and self._question is not None:
                    questions.append(Question(own, self._question))
            else:
                questions.append(Question(pending, self._turn))
        return questions

    @property
    def pending(self) -> Pending | None:
        own = self._asked_here()
        if own is not None:
            return own
        others = [pending for pending in self._view.asked if pending.seat != self.seat]
        return others[0] if others else None

    def together(self, pending: Pending) -> bool:
        return chosen_together(pending, self._view.open, self._view.group)

    def waiting_for(self) -> Wait:
        own = self._asked_here()
        if self._queue and not (own is not None and self.together(own) and self._queue.only_others_choices(self.seat)):
            return Wait.ANIMATION
        if self._view.over:
            return Wait.OVER
        return Wait.HUMAN if own is not None else Wait.BOT

    # ------------------------------------------------------------------ Skip
    def skip_beats(self) -> None:
        """Skip: show what comes at once until the seat is asked (this round)."""
        self._skip_round = self._view.round

    @property
    def skipping(self) -> bool:
        return self._skip_round == self._view.round and self._asked_here() is None

    # ------------------------------------------------------------------ a frame
    def update(self, dt: float = 0.0, think_seconds: float = 0.0, most: int | None = None) -> list[Event]:
        """Take what the host said, and send the seat's decision if the person made one; returns the events that
        came (to be shown)."""
        events = self.hear(self.link.received())
        answer = self._person.poll()
        if answer is not None and answer.decision is not None and self._question is not None:
            self._in_flight = self._question
            self.link.send(answer.decision, self._question)
        return events

    def hear(self, messages: Sequence[HostMessage]) -> list[Event]:
        """Take the host's `messages`, in order; returns the events they brought."""
        events: list[Event] = []
        for message in messages:
            events += self._take(message)
        return events

    def _take(self, message: HostMessage) -> list[Event]:
        if isinstance(message, State):
            return self._take_state(message)
        if isinstance(message, Paused):
            self.paused = message.paused
        elif isinstance(message, Note):
            if message.kind in ("illegal", "refused") and self._in_flight is not None:
                self._in_flight = None  # not taken: the person decides again, told why
                self._ask_person(message.message)
            self.notes.append(message)
        return []

    def _take_state(self, state: State) -> list[Event]:
        new = list(state.events)
        if state.again:
            new = self._not_heard(new)
        elif state.turn <= self._turn:
            # Every state after the first follows a decision, so one that is not later repeats a state this screen
            # has: the host sent it as the seat joined, whose greeting already held its events.
            new = []
        self._heard += new
        self._queue.add(new)
        self._view, self._turn = state.view, state.turn
        if state.question != self._question or state.again:
            self._in_flight = None  # answered (a new question), or asked again on a rejoin
        self._question = state.question
        self._ask_person()
        return new

    def _not_heard(self, recent: list[Event]) -> list[Event]:
        """Of a rejoin's recent events, those this screen has not heard yet: the part after the longest start of
        `recent` that ends what was heard. None of it when nothing joins on (more was missed than the host keeps):
        the table is then set out again from the view."""
        heard = self._heard
        for overlap in range(min(len(recent), len(heard)), 0, -1):
            if recent[:overlap] == heard[-overlap:]:
                return recent[overlap:]
        if recent and heard:
            self.lost_track = True
            return []
        return recent

    def _ask_person(self, refusal: str | None = None) -> None:
        """Put the host's question to the seat at this screen (the play screen hands in the person's answer)."""
        own = self._asked_here()
        if own is None:
            self._person.cancel()
            return
        assert self._question is not None
        question = Question(own, self._question)
        if refusal is not None:
            self._person.refused(Answer(question, None), refusal)
        else:
            self._person.ask(question, self._view)

    def take_notes(self) -> list[Note]:
        notes, self.notes = self.notes, []
        return notes

    def close(self) -> None:
        self.link.close()
