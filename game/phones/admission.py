"""Who may play each phone seat: the seats' tokens, the keys of the browsers that hold them, and the table's answers.

A phone joins with its seat's token (at least 128 random bits, new for every server, so for every match and every
resume, unless a game left unfinished kept its links); a wrong or stale token is refused. The first browser to
join a seat gets the seat's key, which its page keeps: with it, the same browser comes back at once (a reload, a
network blip) and takes the seat over from its own older connection. Another browser that has only the token
(someone who photographed the join screen) gets nothing but a code to show: its request waits for the table, which
lets it in or not; let in, it gets a new key, and the phone that held the seat is let go. A browser the table
refused waits a while before it may ask for the same seat again. Tokens and keys are compared in constant time.
"""

from __future__ import annotations

import asyncio
import hmac
import itertools
import secrets
import threading
from collections.abc import Iterable

from game.storage.phone_links import PhoneLinks
from game.text.i18n import _

from .connection import Close, PhoneConnection, Takeover
from .protocol import Hello, canonical_secret, encode, message, new_secret
from .roster import Roster
from .words import page_words

REFUSED_PAUSE = 30.0  # seconds before a browser the table refused may ask for the same seat again


class Admission:
    """The tokens and keys of one server's seats, and the requests for a seat that wait for the table."""

    def __init__(self, seats: Iterable[int], links: PhoneLinks | None, roster: Roster) -> None:
        """`links`: the tokens and keys a game left unfinished gave its phone seats (game/storage/phone_links.py), so
        that its phones come back without scanning again; a seat without a good one gets a new token."""
        kept_tokens = {seat: canonical_secret(token) for seat, token in (links.tokens if links else {}).items()}
        kept_keys = {seat: canonical_secret(key) for seat, key in (links.keys if links else {}).items()}
        self.tokens: dict[int, str] = {seat: kept_tokens.get(seat) or new_secret() for seat in seats}
        self._roster = roster
        self._lock = threading.Lock()
        # The key of the browser that holds each seat: written on the server's thread, under the lock.
        self._keys: dict[int, str] = {seat: key for seat, key in kept_keys.items()
                                      if key and kept_tokens.get(seat) == self.tokens[seat]}
        # The connection whose request for each seat waits (on the server's thread).
        self._asking: dict[int, PhoneConnection] = {}
        self._pending: dict[int, Takeover] = {}  # those requests, for the frame loop, under the lock
        self._refused_at: dict[tuple[int, str], float] = {}  # (seat, address) -> when the table refused it
        self._numbers = itertools.count(1)

    # ------------------------------------------------------------------ the frame loop's side
    def links(self, port: int) -> PhoneLinks:
        with self._lock:
            return PhoneLinks(port, dict(self.tokens), dict(self._keys))

    def pending_takeovers(self) -> tuple[Takeover, ...]:
        with self._lock:
            return tuple(sorted(self._pending.values(), key=lambda t: t.number))

    def claim(self, takeover: Takeover) -> bool:
        """Take the request off the table's list to answer it; False when it was answered already, or the phone gave
        up."""
        with self._lock:
            if self._pending.get(takeover.seat) != takeover:
                return False
            del self._pending[takeover.seat]  # gone from the table's list at once, not a frame later
        return True

    def drop(self, seat: int) -> None:
        """The seat's token stops working."""
        self.tokens.pop(seat, None)

    # ------------------------------------------------------------------ the server's thread
    def key(self, seat: int) -> str:
        with self._lock:
            return self._keys[seat]

    def hello(self, phone: PhoneConnection, hello: Hello) -> bool:
        """Seat the phone, or send its request to the table; False when it is denied (it has been told why)."""
        seat = self._seat_of(hello.token)
        if seat is None:
            phone.put(encode(message("denied", message=_(
                "this join address is not valid for this match; scan the seat's code on the screen again"))))
            return False
        held = self._keys.get(seat)
        if held is None:  # the seat's first browser: its key from now on
            with self._lock:
                self._keys[seat] = new_secret()
        elif not any([hmac.compare_digest(key.encode(), held.encode()) for key in hello.keys]):  # each compared
            return self._ask_table(seat, phone)
        self._roster.join(seat, phone, self.key(seat))
        return True

    def _seat_of(self, token: str) -> int | None:
        found = None
        for seat, expected in list(self.tokens.items()):  # the frame loop may drop a seat meanwhile
            if hmac.compare_digest(token.encode(), expected.encode()):  # in constant time
                found = seat
        return found

    def _ask_table(self, seat: int, phone: PhoneConnection) -> bool:
        """A browser without the seat's key: its request waits for the table, one at a time for a seat."""
        refused = self._refused_at.get((seat, phone.address))
        if refused is not None and asyncio.get_running_loop().time() - refused < REFUSED_PAUSE:
            phone.put(encode(message("denied", message=_(
                "the table did not let this phone play this seat a moment ago; ask the people at the screen"))))
            return False
        if seat in self._asking:
            phone.put(encode(message("denied", message=_(
                "another phone is waiting for the table to let it play this seat; scan the code again later"))))
            return False
        takeover = Takeover(seat, f"{secrets.randbelow(10_000):04d}", next(self._numbers))
        phone.asking = takeover
        self._asking[seat] = phone
        with self._lock:
            self._pending[seat] = takeover
        name, color = self._roster.name(seat), self._roster.color(seat)
        phone.put(encode(message("asking", name=name, color=color, code=takeover.code, words=page_words(), message=_(
            "this seat is played on another phone: the screen asks the table whether this phone may play it"))))
        return True

    def withdraw(self, seat: int) -> PhoneConnection | None:
        """The seat's request is gone (its phone left, or the seat moved to the screen); returns its phone."""
        phone = self._asking.pop(seat, None)
        with self._lock:
            self._pending.pop(seat, None)
        if phone is not None:
            phone.asking = None
        return phone

    def gone(self, phone: PhoneConnection) -> None:
        """The connection ended: a request it made gives up, and the table's prompt goes."""
        if phone.asking is not None and self._asking.get(phone.asking.seat) is phone:
            self.withdraw(phone.asking.seat)

    def settle(self, takeover: Takeover, approved: bool) -> None:
        """The table's answer to a request: the asking phone joins with a new key, or is told and let go."""
        phone = self._asking.get(takeover.seat)
        if phone is None or phone.asking != takeover:
            return  # it left meanwhile
        self.withdraw(takeover.seat)
        if approved:
            with self._lock:
                self._keys[takeover.seat] = new_secret()  # the browser that held the seat cannot come back unasked
            self._roster.join(takeover.seat, phone, self.key(takeover.seat))
            return
        self._refused_at[(takeover.seat, phone.address)] = asyncio.get_running_loop().time()
        phone.put(encode(message("denied", message=_("the table did not let this phone play this seat"))))
        phone.hang_up(Close.DENIED, b"refused")

    def asking(self) -> list[PhoneConnection]:
        """The connections whose requests wait for the table."""
        return list(self._asking.values())

    def clear(self) -> None:
        self._asking.clear()
        with self._lock:
            self._pending.clear()
