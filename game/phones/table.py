"""A match's phone seats and the phone server, tied together: decisions in from phones, states out to them.

The join panel opens the table before the match exists (phones join and wait). The table makes the phone
seats' controllers (`PhoneSeat`) and supplies them to the match's set-up (`controllers`, for
game/session/seating.make_match); the play screen then attaches the match. From then on every applied
decision sends each phone seat its own view and the decision's events, redacted for that seat
(game/phones/protocol.py), with the summary of the last round that ended (the one the screen's history shows),
and a phone's decision goes to its seat's controller, which the match runner asks like any other. States are
built on the frame loop's thread, the only one that touches the game; the server's thread only sends text and
hands decisions over.
"""

from __future__ import annotations

from game.rules import BoardSpec, Decision, Event
from game.session.config import MatchConfig
from game.session.runner import Match
from game.text.i18n import _
from game.text.round_summary import RoundTally

from . import protocol
from .address import NO_NETWORK, phone_host
from .protocol import Decide
from .seat import PhoneSeat
from .server import Limits, PhoneServer, PhoneServerError


class PhoneTable:
    """The phone server of one match (or one resume of it) and the phone seats it serves."""

    def __init__(self, server: PhoneServer, config: MatchConfig, board: BoardSpec) -> None:
        self.server = server
        self.config = config
        self.match: Match | None = None  # set by `attach`; until then a phone's decision is refused
        # Read by the server's thread; a seat moved to the screen leaves it (`drop_seat`).
        self._seats = {seat: PhoneSeat(lambda sentence, seat=seat: self._refused(seat, sentence))
                       for seat in config.phones}
        names = tuple(s.name for s in config.seats)
        colors = tuple(s.color for s in config.seats)
        for seat in config.phones:
            server.set_welcome(seat, protocol.welcome(seat, names, colors, board))
        server.on_decide = self._decide
        # Each round's summary as it ends, for every phone (a resumed match's round in progress has none: the
        # tally did not see it begin).
        self.tally = RoundTally(len(config.seats))
        self.summary: dict | None = None

    @classmethod
    def open(cls, config: MatchConfig, board: BoardSpec, interface: str, port: int,
             limits: Limits | None = None) -> PhoneTable:
        """Start the server for `config`'s phone seats; raises PhoneServerError with a sentence if it cannot."""
        host = phone_host(interface)
        if host is None:
            raise PhoneServerError(_(NO_NETWORK))
        server = PhoneServer(config.phones, host, port, limits)
        server.start()
        return cls(server, config, board)

    @property
    def seats(self) -> list[int]:
        return sorted(self.server.tokens)

    def all_joined(self) -> bool:
        return self.server.joined >= set(self.server.tokens)

    def drop_seat(self, seat: int) -> None:
        """The seat is played at the screen instead: its token stops working and its phone is let go."""
        self._seats.pop(seat, None)
        self.server.drop(seat, _("this seat is now played at the screen"))

    def controllers(self) -> dict[int, PhoneSeat]:
        """The controllers of the seats still played on phones, for the match's set-up to seat."""
        return dict(self._seats)

    # ------------------------------------------------------------------ the match
    def attach(self, match: Match) -> None:
        """From now on `match` gets the phones' decisions and the phones its states; `match` was seated with
        this table's `controllers`."""
        for seat, controller in self._seats.items():
            if match.controller(seat) is not controller:
                raise ValueError(f"seat {seat + 1} of the match is not played by this table's phone")
        self.match = match
        if not match.resumed and not match.decisions_taken:
            for event in match.game.setup_events:  # the first round begins with the deal
                self.tally.add(event)
        match.listeners.append(self._applied)
        for seat in self._seats:
            self._publish(seat, [])

    def _applied(self, decision: Decision, events: list[Event]) -> None:
        for event in events:
            summary = self.tally.add(event)
            if summary is not None:
                self.summary = protocol.summary_to_dict(summary, tuple(s.name for s in self.config.seats))
        for seat in self._seats:
            self._publish(seat, events)

    def _publish(self, seat: int, events: list[Event]) -> None:
        match = self.match
        assert match is not None
        turn = match.decisions_taken
        view = match.view(seat)
        asked = view.pending if view.pending is not None and view.pending.seat == seat else None
        self._seats[seat].expect(turn, asked)
        self.server.publish(seat, protocol.state(view, turn, events, self.summary))

    def _refused(self, seat: int, sentence: str) -> None:
        sentence = sentence[:1].upper() + sentence[1:]
        sentence += "" if sentence.endswith(".") else "."
        self.server.send(seat, protocol.message("illegal", message=sentence))

    def _decide(self, seat: int, decide: Decide) -> str | None:
        """On the server's thread: hand a phone's decisions to its seat; a sentence when they cannot be taken."""
        controller = self._seats.get(seat)
        if self.match is None or controller is None:
            return _("the match has not begun: it starts when every phone has joined")
        return controller.deliver(decide.decision, decide.turn)

    def close(self, reason: str = "the match has ended") -> None:
        if self.match is not None and self._applied in self.match.listeners:
            self.match.listeners.remove(self._applied)
        self.server.stop(reason)
