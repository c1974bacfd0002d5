"""Who answers for each seat of a match, the questions put to them, and the answers held until they are applied.

The runner (game/session/runner.py) is handed one controller per seat and knows none of their kinds: what a seat
can do is in its controller's type. A `Person` is told why the engine refused a decision and shows no thinking
beat; a person `at_screen` decides with this screen's mouse and keyboard; any other controller is a bot. The
questions follow what the engine waits for: one open question per seat asked, withdrawn when the engine no longer
waits for it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.rules import Pending, PlayerView

from .seats import Answer, Controller, Person, Question


class Questions:
    """The seats' controllers, their open questions and their answers held."""

    def __init__(self, controllers: Sequence[Controller], seated_human: Callable[[int], bool]) -> None:
        """`seated_human(seat)`: whether the seat was set up for a person at this screen."""
        self._controllers = list(controllers)
        self._seated_human = seated_human
        self._replaced: set[int] = set()  # seats played for a while by another controller than they were seated with
        self._open: dict[int, Question] = {}
        self._answers: dict[int, Answer] = {}
        self._classify()

    def _classify(self) -> None:
        """What each seat can do, from its controller's type, worked out when the controllers change (isinstance on
        a protocol is slow)."""
        controllers = self._controllers
        self.people = frozenset(seat for seat, c in enumerate(controllers) if isinstance(c, Person))
        self.at_screen = frozenset(seat for seat in self.people if getattr(controllers[seat], "at_screen", False))
        # The seats played by people at this screen now: those seated there, and those played for a while.
        self.humans = [seat for seat in range(len(controllers))
                       if (seat in self.at_screen if seat in self._replaced else self._seated_human(seat))]

    def controller(self, seat: int) -> Controller:
        return self._controllers[seat]

    def replace(self, seat: int, controller: Controller) -> Controller:
        """From now on `controller` answers for `seat`; returns the controller it replaces, whose open question is
        withdrawn (any answer it held is dropped)."""
        old = self._controllers[seat]
        if controller is old:
            return old
        self.close(seat)
        old.cancel()
        self._controllers[seat] = controller
        self._replaced.add(seat)
        self._classify()
        return old

    def open(self) -> list[Question]:
        """The questions open now, in action order."""
        return sorted(self._open.values(), key=lambda q: q.number)

    def ask(
        self, waiting: Sequence[Pending], number: int, view: Callable[[int], PlayerView]
    ) -> tuple[list[int], list[int]]:
        """Put a question (numbered `number`) to every seat in `waiting` that has none open, and withdraw the
        questions of seats no longer waited for; returns the seats withdrawn and the seats newly asked."""
        wanted = {pending.seat: pending for pending in waiting}
        withdrawn = [seat for seat, question in self._open.items() if wanted.get(seat) != question.pending]
        for seat in withdrawn:
            self._controllers[seat].cancel()
            self.close(seat)
        asked = [seat for seat in wanted if seat not in self._open]
        for seat in asked:
            question = self._open[seat] = Question(wanted[seat], number)
            self._controllers[seat].ask(question, view(seat))  # thinking starts at once
        return withdrawn, asked

    def of(self, seat: int) -> Question:
        return self._open[seat]

    def take(self, question: Question) -> Answer | None:
        """The seat's answer to `question` if it came (held until it may be applied); an answer to any other question
        is dropped."""
        seat = question.seat
        answer = self._answers.get(seat)
        if answer is None:
            answer = self._controllers[seat].poll()
            if answer is None or answer.question != question:
                return None
            self._answers[seat] = answer
        return answer

    def wait(self, question: Question, timeout: float) -> Answer | None:
        """The answer to `question`, waiting up to `timeout` seconds for it (headless play)."""
        answer = self._answers.get(question.seat) or self._controllers[question.seat].wait(timeout)
        return answer if answer is not None and answer.question == question else None

    def answered(self, seat: int) -> None:
        """The seat's held answer was applied (or refused: it decides again)."""
        self._answers.pop(seat, None)

    def close(self, seat: int) -> None:
        """The seat's question is answered or withdrawn."""
        self._open.pop(seat, None)
        self._answers.pop(seat, None)

    def close_all(self) -> None:
        """Withdraw every open question and stop every controller (the match ends)."""
        for seat in list(self._open):
            self._controllers[seat].cancel()
            self.close(seat)
        for controller in self._controllers:
            controller.close()
