"""A table with no window: a match of phone and bot seats, its phones served (game/phones/table.py), run by the
`host` command (game/commands/host.py) on a machine friends far away can reach.

What the window's play screen does for its phones, this does without a screen: it shows each event as soon as it
may be shown (there is nothing to animate, so the phones never wait for a table to catch up), tells the host's
terminal what happens in the words of the table's history, public events only (the terminal is nobody's seat: a
face-down play says who played, never the tile), and looks after the seats whose phones vanish: a phone gone at its
seat's turn for `stand_in_after` seconds has a bot play the seat (game/session/stand_ins.py) until it is back, and a
browser that has the seat's link but not its key gets the seat once the seat's own browser is gone.
Nothing here waits on a clock of its own: the caller passes the time (`step`), so tests drive it frame by frame.
"""

from __future__ import annotations

from collections.abc import Callable

from game.rules import Event, redact
from game.rules.events import Dealt
from game.session.bot_seats import BotRunner
from game.session.runner import Match
from game.session.stand_ins import StandIn, StandIns
from game.storage.phone_links import forget_links, keep_links
from game.storage.saves import Autosave
from game.text.i18n import _
from game.text.narrate import describe, shown_name
from game.text.round_summary import RoundTally, summary_lines, summary_title

from .table import PhoneTable
from .words import back_again, played_meanwhile

PUBLIC = -1  # no seat: what everyone may see
STAND_IN_AFTER = 60.0  # seconds a phone may be gone at its seat's turn before a bot plays the seat


class HeadlessTable:
    """One match of phone and bot seats played to its end (or stopped), with nobody at a screen."""

    def __init__(self, table: PhoneTable, match: Match, bots: Callable[[], BotRunner],
                 report: Callable[[str], None], stand_in_after: float = STAND_IN_AFTER) -> None:
        self.table = table
        self.match = match
        self.report = report
        self.stand_in_after = stand_in_after
        self.stand_ins = StandIns(match, bots)
        self._names = tuple(shown_name(name) for name in match.names)
        self._tally = RoundTally(match.n_seats)  # each round's summary as it ends, as the window's history has it
        table.attach(match)

    @property
    def over(self) -> bool:
        return self.match.over

    def step(self, dt: float) -> None:
        """`dt` seconds of the table's time: the phones' absences counted, stand-ins sent or let go, the answers
        that came applied, and every event shown at once (told to the terminal)."""
        self.table.update(dt)
        self._look_after_phones()
        self.match.update(dt)
        while (event := self.match.next_event()) is not None:
            self._tell(event)

    def _tell(self, event: Event) -> None:
        """The terminal's lines for an event, as the window's history tells it: the summary of a round it ends,
        then its own line, but for the hands dealt (whose tiles are nobody's business here)."""
        summary = self._tally.add(event)
        if summary is not None:
            for line in (summary_title(summary), *summary_lines(summary, self._names)):
                self.report(line)
        if not isinstance(event, Dealt):
            self.report(describe(redact(event, PUBLIC), self._names))

    def _look_after_phones(self) -> None:
        server = self.table.server
        for takeover in server.pending_takeovers():
            # A browser with the link but not the seat's key: nobody is at a screen to ask, so it gets the seat once
            # the seat's own browser is gone (a player moving to another device), and waits while that one plays
            # (a link passed on cannot push a player out).
            if not server.connected(takeover.seat):
                server.approve(takeover)
                self.report(_("Another browser plays {name}'s seat now (the one before it is gone).").format(
                    name=self._names[takeover.seat]))
        for seat in list(self.stand_ins.seats):
            if self.table.server.connected(seat):
                self.stand_ins.give_back(seat)
                self.report(back_again(self._names[seat], self._remote(seat)))
        for question in self.match.asked():
            seat = question.seat
            if self.table.playing(seat) and self.table.away(seat) >= self.stand_in_after:
                self.stand_ins.stand_in(seat, StandIn.BOT)
                self.report(played_meanwhile(self._names[seat], self._remote(seat), at_screen=False))

    def _remote(self, seat: int) -> bool:
        return self.match.config.seats[seat].is_remote

    def stop(self) -> None:
        """The match is left: finished, its phones are let go and their links forgotten; unfinished, the game stays
        saved and its phones' links are kept, so that continued (`host --resume`, or in the window), it lets the
        same phones back in without a new scan (their pages keep trying)."""
        recorder = self.match.recorder
        save = recorder.path if isinstance(recorder, Autosave) else None
        if self.match.game.over or save is None:
            if save is not None:
                forget_links(save.name)
            self.table.close(_("the match has ended"))
        else:
            keep_links(save.name, self.table.links())
            self.table.close(_("the table was stopped; it goes on when the host starts it again"), kept=True)
        self.match.close()
