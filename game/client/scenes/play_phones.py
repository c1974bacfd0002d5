"""The play screen's side of its phone seats (game/phones/table.py): the table's time for the phones, the question
when a seat's phone has been gone a while at its turn, and the seat given back when its phone returns.

Nobody stalls the table: when the seat the table waits for has had no phone for GONE_SECONDS of the table's time,
a card (game/client/scenes/vanished.py) asks who plays it meanwhile, the people at this screen or a bot; the match
hands the seat to them (game/session/stand_ins.py) and, once the phone is connected again, back to the phone.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Protocol

from game.client.scenes.base import Host
from game.client.scenes.vanished import VanishedPhonePrompt
from game.phones.words import back_again, played_meanwhile
from game.session.bot_seats import BotRunner
from game.session.runner import Match
from game.session.stand_ins import StandIn, StandIns
from game.storage.phone_links import forget_links, keep_links
from game.text.i18n import N_, _
from game.text.narrate import shown_name

if TYPE_CHECKING:
    from game.phones.table import PhoneTable

GONE_SECONDS = 5.0  # a phone away this long at its seat's turn: the table is asked who plays meanwhile
ASK_AGAIN_SECONDS = 20.0  # after "Wait", the phone may stay away this much longer before the table is asked again


class TableScreen(Protocol):
    """What the phones' side needs of the play screen (game/client/scenes/play.py)."""

    app: Host

    def note(self, sentence: str) -> None:
        """A sentence in the table's log."""

    def on_top(self) -> bool:
        """Whether the play screen is the top scene (no dialog over it)."""

    def leave_screen(self, seat: int) -> None:
        """`seat` is no longer played at this screen: its curtain, dialog or hand, if shown, goes."""


class PlayPhones:
    """The phone seats of one match, as the play screen looks after them."""

    def __init__(self, screen: TableScreen, match: Match, table: PhoneTable, bots: Callable[[], BotRunner]) -> None:
        self.screen = screen
        self.match = match
        self.table = table
        self.stand_ins = StandIns(match, bots)
        self._waited: dict[int, float] = {}  # seat -> how long its phone had been gone when the table chose to wait

    def update(self, dt: float) -> bool:
        """A frame of the table's time; True when a question opened over the play screen (it waits for the answer)."""
        self.table.update(dt)
        for seat in list(self.stand_ins.seats):
            if self.table.server.connected(seat):
                self.screen.leave_screen(seat)
                self.stand_ins.give_back(seat)
                self.screen.note(back_again(self._name(seat), self._remote(seat)))
        for question in self.match.asked():
            seat = question.seat
            gone = self.table.away(seat)
            if not gone:
                self._waited.pop(seat, None)
            elif self.table.playing(seat) and gone >= self._ask_after(seat):
                if not self.screen.on_top():
                    return False  # a dialog is up (the menu, a curtain): asked once it is gone
                self.screen.app.push(VanishedPhonePrompt(self.screen.app, seat, self._name(seat),
                                                         partial(self._still_gone, seat), self._answer,
                                                         self._remote(seat)))
                return True
        return False

    def _still_gone(self, seat: int) -> bool:
        return not self.table.server.connected(seat)

    def _ask_after(self, seat: int) -> float:
        """How long the seat's phone may be gone before the table is asked (again, after it chose to wait)."""
        waited = self._waited.get(seat)
        return GONE_SECONDS if waited is None else max(GONE_SECONDS, waited + ASK_AGAIN_SECONDS)

    def _answer(self, seat: int, who: StandIn | None) -> None:
        if who is None:
            self._waited[seat] = self.table.away(seat)
            return
        self.stand_ins.stand_in(seat, who)
        self.screen.note(played_meanwhile(self._name(seat), self._remote(seat), who is StandIn.SCREEN))

    def _remote(self, seat: int) -> bool:
        """Whether the seat is played from another computer (the words say "computer", not "phone")."""
        return self.match.config.seats[seat].is_remote

    def _name(self, seat: int) -> str:
        return shown_name(self.match.names[seat])

    def let_go(self, save: Path | None) -> None:
        """The match is left: a game left unfinished keeps its phones' links (game/storage/phone_links.py), so that,
        continued, it lets the same phones back in without a new scan (their pages wait for it); a finished one
        forgets them. `save`: the match's saved game."""
        if self.match.game.over or save is None:
            if save is not None:
                forget_links(save.name)
            self.table.close(_("the match has ended"))
            return
        keep_links(save.name, self.table.links())
        self.table.close(_("the game on the screen was closed"), kept=True)

    def on_phones(self) -> frozenset[int]:
        """The seats whose phones play them now."""
        return frozenset(seat for seat in self.table.seats if self.table.playing(seat))

    def label(self, seat: int) -> str | None:
        """What the seat's panel says while the table waits for it (N_; translated where drawn), if it is a phone
        seat: its phone deciding, or who stands in for it."""
        who = self.stand_ins.of(seat)
        if who is StandIn.BOT:
            return N_("bot plays…")
        if who is None and seat in self.table.seats:
            return N_("deciding…")
        return None
