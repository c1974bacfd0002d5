"""A phone seat's controller: the decision its phone sends waits here until the match runner asks for it.

The web server's thread delivers a phone's decision (`deliver`); the frame loop asks and polls, as it does
every seat's controller (game/session/seats.py: a phone seat is a person's seat, so the runner applies its
answers at once and tells it why the engine refused one). Each state a phone is sent carries the number of
decisions the game has taken (`turn`); a phone's decision names the turn it answers. Others decide meanwhile
(everyone chooses at the same time, spec/rules.md 2.2), so a decision stays good while its seat is asked the same
question; one answering a question asked before is refused (the table moved on while it travelled), as is one sent
while the phone's latest state does not ask its seat to decide: it is never kept for later. Nothing here knows
about the network.
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
        self._turn = -1  # the turn of the last state sent to the phone; -1: none yet
        self._asked: Pending | None = None  # what that state asks this seat to decide
        self._asked_since = 0  # the turn of the first state that asked it so
        self._told = told

    # ------------------------------------------------------------ the server's side (its own thread)
    def expect(self, turn: int, asked: Pending | None) -> None:
        """The phone was sent the state after `turn` decisions, which asks its seat to decide `asked` (None:
        nothing): a decision answering a state from before that question is stale, and while the seat is asked
        nothing, none is taken."""
        with self._lock:
            if asked != self._asked:
                self._asked_since = turn
            self._turn, self._asked = turn, asked

    def deliver(self, decision: Decision, turn: int) -> str | None:
        """The phone's decision for `turn`, replacing one not taken yet; a sentence if it is refused."""
        with self._lock:
            if not self._asked_since <= turn <= self._turn:
                return _("the table moved on before your choice arrived; choose again on the current state")
            if self._asked is None:
                return _("the table is not asking you to decide now; wait until your phone says it is your turn")
            self.decide(decision)
        return None

    # ------------------------------------------------------------ the runner's side (frame loop)
    def refused(self, answer: Answer, reason: str) -> None:
        super().refused(answer, reason)
        if self._told is not None:
            self._told(reason)
