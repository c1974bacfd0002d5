"""The phone server: what the table and the window ask of the phones of one match, on the server's own thread.

It puts together the transport (transport.py: the page and its WebSocket on a thread of its own, the door's and
the socket's limits), the admission of phones to seats (admission.py: tokens, keys, the table's answers to a
browser without the seat's key) and the roster (roster.py: which phone plays each seat, and what each is sent).
The server decides nothing: a phone's decisions go to `on_decide` (game/phones/table.py hands them to the seat's
controller), and what phones are sent comes from `publish`/`keep`/`tell_all`/`send`, called from the frame loop,
which only ever waits for the lock of what it reads; a browser's request for a seat waits for the table
(`pending_takeovers`, `approve`, `refuse`, polled by the window). `stop` says goodbye to every phone and ends the
thread.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from game.storage.phone_links import PhoneLinks
from game.text.i18n import _

from .admission import Admission
from .connection import Close, PhoneConnection, Takeover
from .gate import Limits
from .protocol import Decide, Hello, encode, grouped, message
from .reach import Reach
from .roster import Roster
from .transport import PhoneServerError, PhoneTransport

__all__ = ["Close", "Limits", "PhoneServer", "PhoneServerError", "Takeover"]


class PhoneServer:
    """The web server of one match's phone seats, listening on `host`:`port` (0: any free port)."""

    def __init__(self, seats: Iterable[int], host: str, port: int, limits: Limits | None = None,
                 links: PhoneLinks | None = None, reach: Reach | None = None) -> None:
        """`links`: the tokens and keys a game left unfinished gave its phone seats (game/storage/phone_links.py), so
        that its phones come back without scanning again; a seat without a good one gets a new token. `reach`: how
        browsers reach it (game/phones/reach.py; default: straight, over plain http)."""
        seats = tuple(seats)
        self._roster = Roster(seats)
        self._admission = Admission(seats, links, self._roster)
        self._transport = PhoneTransport(host, port, limits or Limits(), self, reach)
        # Called on the server's thread with a phone's checked decisions; returns a sentence when they are refused.
        self.on_decide: Callable[[int, Decide], str | None] | None = None

    @property
    def host(self) -> str:
        return self._transport.host

    @property
    def port(self) -> int:
        return self._transport.port

    @property
    def origin(self) -> str:
        """The page's origin ("http://host:port", or as the server's reach says), once the port is open."""
        return self._transport.origin

    @property
    def limits(self) -> Limits:
        return self._transport.limits

    @property
    def problems(self) -> int:
        """What the event loop complained of (broken connections, failed tasks), counted."""
        return self._transport.problems

    @property
    def stopped(self) -> bool:
        return self._transport.stopped

    @property
    def tokens(self) -> dict[int, str]:
        """Each phone seat's join token (a seat moved to the screen has none)."""
        return self._admission.tokens

    # ------------------------------------------------------------------ the frame loop's side
    def start(self, timeout: float = 10.0) -> None:
        """Listen; returns once the port is open. Raises PhoneServerError with a sentence if it cannot."""
        self._transport.start(timeout)

    def url(self, seat: int) -> str:
        """The seat's join address: the page, with the seat's token after the # (never sent in a request line)."""
        return f"{self.origin}/#{grouped(self.tokens[seat])}"

    def links(self) -> PhoneLinks:
        """The seats' tokens and their browsers' keys, and the port, to let the same phones back in later."""
        return self._admission.links(self.port)

    def connected(self, seat: int) -> bool:
        return self._roster.connected(seat)

    @property
    def joined(self) -> frozenset[int]:
        return self._roster.joined()

    def takeovers(self, seat: int) -> int:
        """How many times another connection took this seat over (the same browser back before its old connection
        ended, or a phone the table let in)."""
        return self._roster.takeovers(seat)

    def pending_takeovers(self) -> tuple[Takeover, ...]:
        """The requests for a seat by a browser without its key that wait for the table, oldest first."""
        return self._admission.pending_takeovers()

    def approve(self, takeover: Takeover) -> None:
        """The table lets the asking phone play the seat: it gets the hand, the phone holding the seat is let go."""
        self._answer(takeover, approved=True)

    def refuse(self, takeover: Takeover) -> None:
        """The table does not let the asking phone in: it is told and let go; the seat's phone keeps it."""
        self._answer(takeover, approved=False)

    def _answer(self, takeover: Takeover, approved: bool) -> None:
        if self._admission.claim(takeover):
            self._transport.call(self._admission.settle, takeover, approved)

    def set_welcome(self, seat: int, data: dict) -> None:
        self._roster.set_welcome(seat, data)
        self._transport.call(self._resend, seat)

    def publish(self, seat: int, state: dict) -> None:
        """A seat's new state: kept as its latest (for a phone that joins or rejoins) and sent if it is there."""
        self._roster.publish(seat, state)
        self._transport.call(self._roster.send, seat, encode(state))

    def keep(self, seat: int, data: dict) -> None:
        """A message the seat's phone is sent now and again whenever it joins, until the next of its type (the
        seat's story)."""
        self._roster.keep(seat, data)
        self._transport.call(self._roster.send, seat, encode(data))

    def tell_all(self, data: dict) -> None:
        """A message for every phone now and whenever one joins, until the next of its type (the table paused or
        not, the last round's summary)."""
        self._roster.keep_for_all(data)
        self._transport.call(self._roster.broadcast, encode(data))

    def send(self, seat: int, data: dict) -> None:
        """A one-off message for the seat's phone if it is connected (e.g. a decision the engine refused)."""
        self._transport.call(self._roster.send, seat, encode(data))

    def drop(self, seat: int, reason: str) -> None:
        """The seat is no longer played on a phone: its token stops working and its phone is told and let go."""
        self._admission.drop(seat)
        self._transport.call(self._kick, seat, reason)

    def stop(self, reason: str = "the match has ended", kept: bool = False) -> None:
        """Tell every phone `reason`, close their connections and the port, and end the thread: within a few
        seconds however the phones behave (one that never answers the goodbye is cut off). `kept`: the game was
        left unfinished and keeps its seats' links, so the pages try to join again until it goes on."""
        self._transport.stop(reason, kept)
        self._roster.forget_connected()

    # ------------------------------------------------------------------ the server's thread
    def _kick(self, seat: int, reason: str) -> None:
        for gone in (self._roster.leave(seat), self._admission.withdraw(seat)):
            if gone is not None:
                gone.put(encode(message("closed", message=reason)))
                gone.hang_up(Close.GOING_AWAY)

    def _resend(self, seat: int) -> None:
        phone = self._roster.phone(seat)
        if phone is not None:
            self._roster.greet(seat, phone, self._admission.key(seat))

    # The transport's receiver: what a socket says, and its end.
    def hello(self, phone: PhoneConnection, hello: Hello) -> bool:
        return self._admission.hello(phone, hello)

    def decide(self, phone: PhoneConnection, decide: Decide) -> dict:
        """The answer to a phone's decisions: handed to its seat, or refused in a sentence."""
        refusal: str | None
        if phone.seat is None:
            refusal = _("the table has not let this phone play this seat yet")
        elif self.on_decide is None:
            refusal = _("the match has not begun")
        else:
            refusal = self.on_decide(phone.seat, decide)
        if refusal is None:
            return message("received", id=decide.id)
        return message("refused", id=decide.id, message=refusal)

    def gone(self, phone: PhoneConnection) -> None:
        self._roster.gone(phone)
        self._admission.gone(phone)

    def farewell(self, reason: str, kept: bool) -> list[PhoneConnection]:
        phones = [*self._roster.phones(), *self._admission.asking()]
        for phone in phones:
            phone.put(encode(message("closed", message=reason, kept=kept and phone.seat is not None)))
        return phones

    def forget_all(self) -> None:
        self._roster.clear()
        self._admission.clear()
