"""What a seat's controller is (asked for a decision, it answers later) and the controller of a person at this screen.

The match runner (game/session/runner.py) asks a seat's controller for a decision and collects the answer on a
later poll; it never cares which kind of controller it talks to: a bot (game/session/bot_seats.py), a phone
(game/phones/seat.py) or a person at this screen. Nothing here draws or knows about pygame.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Protocol

from game.rules import Decision, PlayerView


@dataclass(frozen=True)
class Answer:
    """What a controller answered: a decision, or None with `error` saying why it has none."""

    decision: Decision | None
    error: str = ""  # a sentence for the match's bot errors (also set when a fallback produced the decision)
    seconds: float | None = None  # how long a bot thought, where it was measured in this process
    # Set by a person who decides away from the screen (a phone): their answer is applied at once, without a
    # bot's thinking pause, and one the engine refuses is told back to them through this instead of replaced.
    refused: Callable[[str], None] | None = None


class Controller(Protocol):
    """One seat's decider: asked for a decision, it answers on a later poll."""

    at_screen: bool  # a person at this screen: their decisions come in through the match's submit

    def ask(self, view: PlayerView) -> None:
        """Start deciding on `view` (the seat's own view); returns at once."""

    def poll(self) -> Answer | None:
        """The answer once it is ready (handed out once), else None. Never blocks."""

    def wait(self, timeout: float) -> Answer | None:
        """Block until the answer is ready (headless tools); None for a person at the screen."""

    def cancel(self) -> None:
        """Forget the question asked; its answer, if it comes, is dropped."""

    def close(self) -> None:
        """Release what the controller holds (a thread is a daemon and ends on its own)."""


class PersonAtScreen:
    """A person at this screen: the play scene asks them and hands their decision to `Match.submit`."""

    at_screen = True

    def ask(self, view: PlayerView) -> None:
        pass

    def poll(self) -> Answer | None:
        return None

    def wait(self, timeout: float) -> Answer | None:
        return None

    def cancel(self) -> None:
        pass

    def close(self) -> None:
        pass
