"""A phone seat's controller: the decisions its phone sends wait here until the match runner asks for them.

The web server's thread delivers decisions (`deliver`); the frame loop asks and polls (`ask`, `poll`), so
every method takes the one lock. A phone may send a purchase and its play together (Play without buying
is "buy none, then play"): they are kept in order and handed out one per question, each to the engine,
which refuses what does not fit (the phone is told why). Each state a phone is sent carries the number of decisions the
game has taken (`turn`); a phone's decisions name the turn they answer, and those of an older turn are
refused (the table moved on while they travelled), as are decisions sent while the phone's latest state does not
ask its seat to decide: they are never kept for later. Nothing here knows about the network.
"""

from __future__ import annotations

import threading
import time
from collections import deque
from collections.abc import Callable

from game.rules import Decision, Pending, PlayerView
from game.session.seats import Answer
from game.text.i18n import _


class PhoneSeat:
    """The controller of a seat played on a phone (game/session/runner.py makes one for each phone seat)."""

    at_screen = False

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._arrived = threading.Event()  # set when decisions wait, for `wait`
        self._asked: Pending | None = None
        self._decisions: deque[Decision] = deque()
        self._turn = -1  # the turn of the last state sent to the phone; -1: none yet
        self._asked_in_state = False  # whether that state asks this seat to decide
        # Told, on the frame loop's thread, why the engine refused the phone's decision (game/phones/table.py).
        self.on_refused: Callable[[str], None] | None = None

    # ------------------------------------------------------------ the match runner's side (frame loop)
    def ask(self, view: PlayerView) -> None:
        with self._lock:
            self._asked = view.pending

    def poll(self) -> Answer | None:
        with self._lock:
            if self._asked is None or not self._decisions:
                return None
            decision = self._decisions.popleft()
            self._asked = None
            if not self._decisions:
                self._arrived.clear()
        return Answer(decision, refused=self._refused)

    def wait(self, timeout: float) -> Answer | None:
        deadline = time.monotonic() + timeout
        while (answer := self.poll()) is None:
            left = deadline - time.monotonic()
            if left <= 0:
                return Answer(None, f"the phone did not answer within {timeout:g} s")
            self._arrived.wait(min(left, 0.05))
        return answer

    def until_delivered(self, timeout: float) -> bool:
        """Block until the phone's decisions are waiting to be taken (True) or `timeout` s pass (False)."""
        return self._arrived.wait(timeout)

    def cancel(self) -> None:
        with self._lock:
            self._asked = None

    def close(self) -> None:
        self.cancel()

    # ------------------------------------------------------------ the server's side (its own thread)
    def expect(self, turn: int, asked: bool) -> None:
        """The phone was sent the state after `turn` decisions, which asks its seat to decide or not (`asked`):
        decisions answering an older state are stale, and while the seat is not asked none is taken."""
        with self._lock:
            self._turn = turn
            self._asked_in_state = asked

    def deliver(self, decisions: list[Decision], turn: int) -> str | None:
        """The phone's decisions for `turn`, in order, replacing any not taken yet; a sentence if refused."""
        with self._lock:
            if turn != self._turn:
                return _("the table moved on before your choice arrived; choose again on the current state")
            if not self._asked_in_state:
                return _("the table is not asking you to decide now; wait until your phone says it is your turn")
            self._decisions = deque(decisions)
            if self._decisions:
                self._arrived.set()
        return None

    @property
    def waiting(self) -> int:
        """How many delivered decisions were not taken yet."""
        with self._lock:
            return len(self._decisions)

    # ------------------------------------------------------------ helpers
    def _refused(self, sentence: str) -> None:
        with self._lock:
            self._decisions.clear()
            self._arrived.clear()
        if self.on_refused is not None:
            self.on_refused(sentence)
