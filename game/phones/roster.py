"""Which phone plays each seat, and what each phone is sent.

The frame loop keeps here each seat's welcome, its latest state with its recent events, and the messages a phone
is sent whenever it joins (its story, and for every phone the table paused or not and the last round's summary):
a phone that joins or comes back is greeted with all of them. The server's thread seats the phones, sends them
their messages and lets them go; a phone that takes a seat over lets the one before it go. The frame loop reads
who is connected under the lock.
"""

from __future__ import annotations

import threading
from collections import deque
from collections.abc import Iterable

from game.text.i18n import _

from .connection import Close, PhoneConnection
from .protocol import encode, message

RECENT_EVENTS = 24  # events a phone that reconnects is shown again, for its log


class Roster:
    """The phones joined to the seats of one server, and the messages kept for them."""

    def __init__(self, seats: Iterable[int]) -> None:
        self._lock = threading.Lock()
        self._welcome: dict[int, dict] = {}
        self._state: dict[int, dict] = {}  # the latest state message of each seat
        self._recent: dict[int, deque[dict]] = {seat: deque(maxlen=RECENT_EVENTS) for seat in seats}
        self._phones: dict[int, PhoneConnection] = {}  # only touched on the server's thread
        self._connected: set[int] = set()  # a copy for the frame loop, under the lock
        self._takeovers: dict[int, int] = dict.fromkeys(self._recent, 0)
        self._kept: dict[int, dict[str, dict]] = {seat: {} for seat in self._recent}  # latest story (etc.), by type
        self._for_all: dict[str, dict] = {}  # the latest message of each type for every phone (paused, summary)

    # ------------------------------------------------------------------ the frame loop's side
    def connected(self, seat: int) -> bool:
        with self._lock:
            return seat in self._connected

    def joined(self) -> frozenset[int]:
        with self._lock:
            return frozenset(self._connected)

    def takeovers(self, seat: int) -> int:
        with self._lock:
            return self._takeovers[seat]

    def set_welcome(self, seat: int, data: dict) -> None:
        with self._lock:
            self._welcome[seat] = data

    def publish(self, seat: int, state: dict) -> None:
        with self._lock:
            self._state[seat] = state
            self._recent[seat].extend(state.get("events", ()))

    def keep(self, seat: int, data: dict) -> None:
        with self._lock:
            if seat in self._kept:
                self._kept[seat][data["type"]] = data

    def keep_for_all(self, data: dict) -> None:
        with self._lock:
            self._for_all[data["type"]] = data

    def forget_connected(self) -> None:
        with self._lock:
            self._connected.clear()

    def name(self, seat: int) -> str:
        """The seat's name, as its welcome gives it ("" before the welcome)."""
        with self._lock:
            names = self._welcome.get(seat, {}).get("names", ())
        return names[seat] if seat < len(names) else ""

    def color(self, seat: int) -> str:
        """The seat's colour, as its welcome gives it ("" before the welcome)."""
        with self._lock:
            colors = self._welcome.get(seat, {}).get("colors", ())
        return colors[seat] if seat < len(colors) else ""

    # ------------------------------------------------------------------ the server's thread
    def phone(self, seat: int) -> PhoneConnection | None:
        return self._phones.get(seat)

    def phones(self) -> list[PhoneConnection]:
        return list(self._phones.values())

    def send(self, seat: int, text: str) -> None:
        phone = self._phones.get(seat)
        if phone is not None and not phone.put(text):
            phone.hang_up(Close.GOING_AWAY, b"too slow")

    def broadcast(self, text: str) -> None:
        for seat in list(self._phones):
            self.send(seat, text)

    def join(self, seat: int, phone: PhoneConnection, key: str) -> None:
        """Seat the phone (`key`: the one its browser holds the seat with); the phone that held it is let go."""
        old = self._phones.get(seat)
        self._phones[seat] = phone
        phone.seat = seat
        with self._lock:
            self._connected.add(seat)
            if old is not None:
                self._takeovers[seat] += 1
        if old is not None:
            old.seat = None  # nothing it sends counts any more
            old.put(encode(message("taken_over", message=_("another phone took this seat over"))))
            old.hang_up(Close.TAKEN_OVER)
        self.greet(seat, phone, key)

    def greet(self, seat: int, phone: PhoneConnection, key: str) -> None:
        """Send a phone that joins (or its seat's new welcome) everything kept for it."""
        with self._lock:
            welcome = self._welcome.get(seat)
            state = self._state.get(seat)
            recent = list(self._recent[seat])
            kept = [*self._kept[seat].values(), *self._for_all.values()]
        if welcome is not None:
            phone.put(encode({**welcome, "key": key}))  # the page keeps it, to come back unasked
        if state is not None:
            phone.put(encode({**state, "events": recent, "again": True}))  # a rejoin sees the recent log again
        elif welcome is not None:
            phone.put(encode(message("lobby", note=_("waiting for every phone to join"))))
        for data in kept:
            phone.put(encode(data))

    def leave(self, seat: int) -> PhoneConnection | None:
        """The seat's phone no longer plays it; returns that phone, if one was there."""
        phone = self._phones.pop(seat, None)
        with self._lock:
            self._connected.discard(seat)
        return phone

    def gone(self, phone: PhoneConnection) -> None:
        """The connection ended: if it still played its seat, the seat has no phone now."""
        if phone.seat is not None and self._phones.get(phone.seat) is phone:
            del self._phones[phone.seat]
            with self._lock:
                self._connected.discard(phone.seat)

    def clear(self) -> None:
        self._phones.clear()
