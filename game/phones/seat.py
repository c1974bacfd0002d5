"""A phone seat's controller: the decision its phone sends waits here until the match runner asks for it.

The web server's thread delivers a phone's decision (`deliver`); the frame loop asks and polls, as it does
every seat's controller (game/session/seats.py: a phone seat is a person's seat, so the runner applies its
answers at once and tells it why the engine refused one). Every question a phone is asked has a number of its
own: the number of decisions the game had taken when the phone was first sent it (`expect`). A question stays the
same while others decide (everyone chooses at the same time, spec/rules.md 2.2) and ends once the seat's answer is
taken (`answered`, whoever gave it: the phone, or someone standing in for it); the next one gets a new number even
when it asks the same (a purchase in the next round). A phone's decision names the question it answers: one naming
another question is refused (the table moved on while it travelled), as is one sent while the phone's latest state
asks its seat nothing, or once its answer to the question was taken (the table may still be showing the reveal):
it is never kept for a later question. Nothing here knows about the network.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules import Decision, Pending
from game.session.seats import Answer, PersonSeat
from game.text.i18n import _


class PhoneSeat(PersonSeat):
    """The controller of a seat played on a phone; the phone table (game/phones/table.py) makes one for each
    phone seat and supplies it to the match's set-up."""

    at_screen = False

    def __init__(self, told: Callable[[str], None] | None = None) -> None:
        """`told` is called, on the frame loop's thread, with why the engine refused the phone's decision."""
        super().__init__()
        self._asked: Pending | None = None  # what the phone's latest state asks its seat to decide
        self._number: int | None = None  # that question's number; None: the seat is asked nothing
        self._taken = False  # the seat's answer to that question was taken: it waits for the next state
        self._told = told

    # ------------------------------------------------------------ the frame loop's side
    def expect(self, turn: int, asked: Pending | None) -> int | None:
        """The phone is sent the state after `turn` decisions, which asks its seat to decide `asked` (None:
        nothing); returns the number of the question it asks (None: none), the number its decision must name."""
        with self._lock:
            if asked is None:
                self._number = None
            elif self._number is None or asked != self._asked or self._taken:
                self._number = turn  # a new question, though it may ask the same as the one answered
            self._asked, self._taken = asked, False
            return self._number

    def answered(self) -> None:
        """The seat's decision was applied (the phone's, or its stand-in's): the question is over."""
        with self._lock:
            self._taken = True

    # ------------------------------------------------------------ the server's side (its own thread)
    def deliver(self, decision: Decision, question: int) -> str | None:
        """The phone's decision for question `question`, replacing one not taken yet; a sentence if it is
        refused."""
        with self._lock:
            if self._number is None:
                return _("the table is not asking you to decide now; wait until your phone says it is your turn")
            if question != self._number:
                return _("the table moved on before your choice arrived; choose again on the current state")
            if self._taken:
                return _("your choice was taken already; wait until your phone says it is your turn again")
            self.decide(decision)
        return None

    # ------------------------------------------------------------ the runner's side (frame loop)
    def poll(self) -> Answer | None:
        with self._lock:
            answer = super().poll()
            if answer is not None:
                self._taken = True  # nothing more is taken for this question, unless the engine refuses it
            return answer

    def refused(self, answer: Answer, reason: str) -> None:
        with self._lock:
            super().refused(answer, reason)
            self._taken = False  # the question is open again: the phone decides again
        if self._told is not None:
            self._told(reason)
