"""Someone plays a seat for a while: the people at this screen, or a bot, until the seat's own controller is back.

A match's seat is played by the controller it was seated with (game/session/seating.py). When that controller
cannot answer for a while (a phone that vanished at its turn), the table may let the people at this screen play
the seat (a `ScreenSeat`, behind the curtain like any seat at the screen) or a bot (of `STAND_IN_LEVEL`, seeded by
the one seed policy from where it steps in), and give the seat back when its own controller returns. It is the
match's general capability of replacing a seat's controller (`Match.replace_controller`); nothing here knows
why a controller went away, or what kind it is. The game log records the decisions, whoever took them, so the
game replays the same.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum

from game.session.bot_seats import BotRunner
from game.session.runner import Match
from game.session.seating import bot_seed
from game.session.seats import Controller, ScreenSeat

STAND_IN_LEVEL = "normal"  # a bot that keeps a seat's game sensible for a few rounds, and thinks quickly


class StandIn(StrEnum):
    """Who plays a seat for its own controller."""

    SCREEN = "screen"  # the people at this screen
    BOT = "bot"


class StandIns:
    """The seats of one match played for a while by someone else, and their own controllers to give back."""

    def __init__(self, match: Match, bots: Callable[[], BotRunner]) -> None:
        """`bots` makes the bot runner the stand-in bots think in, the first time one is needed (the window's
        thinks in the bot process); it is closed with the match."""
        self.match = match
        self._make_bots = bots
        self._bots: BotRunner | None = None
        self._own: dict[int, Controller] = {}  # seat -> the controller it was played by before
        self._who: dict[int, StandIn] = {}

    def of(self, seat: int) -> StandIn | None:
        """Who plays `seat` for its own controller now (None: it plays itself)."""
        return self._who.get(seat)

    @property
    def seats(self) -> dict[int, StandIn]:
        """Every seat played by a stand-in now, and who plays it."""
        return dict(self._who)

    def stand_in(self, seat: int, who: StandIn) -> None:
        """From the next question on, `who` plays `seat` (asked at once if the seat is asked now)."""
        if self._who.get(seat) is who:
            return
        if who is StandIn.SCREEN:
            controller: Controller = ScreenSeat()
        else:
            controller = self._runner().controller(seat, STAND_IN_LEVEL,
                                                   bot_seed(self.match.seed, seat, self.match.decisions_taken))
        replaced = self.match.replace_controller(seat, controller)
        self._own.setdefault(seat, replaced)
        self._who[seat] = who

    def give_back(self, seat: int) -> None:
        """`seat` is played by its own controller again (asked at once if the seat is asked now)."""
        own = self._own.pop(seat, None)
        if own is None:
            return
        del self._who[seat]
        self.match.replace_controller(seat, own).close()

    def _runner(self) -> BotRunner:
        if self._bots is None:
            self._bots = self._make_bots()
            self.match.own(self._bots)
        return self._bots
