"""The phone server's door: every TCP connection passes here before the web server sees a byte of it.

Anyone on the network can open connections, so the door keeps them from crowding out the phones: connections are
capped per address (well below the cap for all; when all the places are taken, the oldest connection that has not
joined a seat makes room for a new one, so that one device with many addresses cannot keep a phone out), a request
whose head has not ended a few seconds after the connection opened is closed (requests that never finish), a head
must end its lines as every browser does (CR LF) and stay short, and once the head has ended every WebSocket frame
of any kind (text, binary, ping, pong, continuation, close) takes a token from the connection's bucket, so that a
flood of any of them is closed. Each connection carries one request: a page, or the WebSocket that follows its head.

The web server's own answer to a malformed request would name its software; the door answers those itself.
Everything here runs on the server's thread, in its event loop.
"""

from __future__ import annotations

import asyncio
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass
from http import HTTPStatus

from aiohttp import web

from .protocol import MAX_MESSAGE_BYTES

MAX_HEAD_BYTES = 16 * 1024  # a browser's request head is a few hundred bytes
HEAD_END = b"\r\n\r\n"


@dataclass(frozen=True)
class Limits:
    """What one connection, one address and everyone together may do (tests shorten the times)."""

    max_message_bytes: int = MAX_MESSAGE_BYTES
    rate: float = 10.0  # messages (and frames) a second, on average; a person taps far slower
    burst: int = 20  # messages at once before the rate applies
    flood: int = 200  # frames over the rate before the connection is closed
    queue: int = 512  # messages waiting for a slow phone before it is dropped (it reconnects to the latest state)
    heartbeat: float = 5.0  # seconds between pings, so that a phone that vanished is noticed within a few seconds
    per_address: int = 16  # connections open at once from one address (a phone needs two or three)
    connections: int = 128  # connections open at once in all
    request_timeout: float = 5.0  # seconds for a request's head to arrive, from the connection's opening
    hello_timeout: float = 5.0  # seconds for a WebSocket's first message, the hello, to arrive
    close_timeout: float = 1.0  # seconds a closing connection waits for the other side's goodbye


class Bucket:
    """A token bucket: `burst` at once, then `rate` a second."""

    def __init__(self, rate: float, burst: int, now: float) -> None:
        self.rate, self.burst = rate, float(burst)
        self._tokens, self._last = float(burst), now

    def take(self, now: float) -> bool:
        """Whether one more may pass at `now` (taking its token)."""
        self._tokens = min(self.burst, self._tokens + (now - self._last) * self.rate)
        self._last = now
        if self._tokens < 1.0:
            return False
        self._tokens -= 1.0
        return True


class FrameCounter:
    """Counts the WebSocket frames in a byte stream (RFC 6455 5.2) without reading their payloads: only each
    frame's head (2 to 14 bytes) is looked at, the payload is skipped."""

    def __init__(self) -> None:
        self._head = bytearray()
        self._skip = 0  # payload bytes of the current frame still to pass

    def feed(self, data: bytes) -> int:
        """How many frames begin in `data` (a frame counts once its head is complete)."""
        frames = 0
        at, end = 0, len(data)
        while at < end:
            if self._skip:
                step = min(self._skip, end - at)
                self._skip -= step
                at += step
                continue
            need = self._head_size()
            take = min(need - len(self._head), end - at)
            self._head += data[at:at + take]
            at += take
            if len(self._head) == self._head_size():  # the size is known once its first two bytes are
                frames += 1
                self._skip = self._payload_size()
                self._head.clear()
        return frames

    def _head_size(self) -> int:
        if len(self._head) < 2:
            return 2
        length = self._head[1] & 0x7F
        extended = 2 if length == 126 else 8 if length == 127 else 0
        return 2 + extended + (4 if self._head[1] & 0x80 else 0)

    def _payload_size(self) -> int:
        length = self._head[1] & 0x7F
        if length == 126:
            return int.from_bytes(self._head[2:4], "big")
        if length == 127:
            return int.from_bytes(self._head[2:10], "big")
        return length


def _plain_answer(status: int, text: str) -> bytes:
    """A whole HTTP answer that names no software, and closes the connection."""
    body = text.encode()
    phrase = HTTPStatus(status).phrase
    return (f"HTTP/1.1 {status} {phrase}\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Length: {len(body)}\r\n"
            "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n").encode() + body


class Handler(web.RequestHandler):
    """The web server's protocol for a connection let in, but its answer to a request it cannot read (or to its
    own failure) is short and names no software; nothing is logged."""

    def handle_error(self, request: web.BaseRequest, status: int = 500, exc: BaseException | None = None,
                     message: str | None = None) -> web.StreamResponse:
        transport = self.transport
        if transport is not None and not transport.is_closing() and not request.writer.output_size:
            text = "The request could not be read.\n" if status < 500 else "The game could not answer.\n"
            transport.write(_plain_answer(status, text))
            transport.close()
        # The web server takes a connection error as the client gone, and ends the connection quietly.
        raise ConnectionResetError("answered")


class Gate:
    """The connections of one server: who is let in, and every connection's guard."""

    def __init__(self, limits: Limits, make_handler: Callable[[], asyncio.Protocol]) -> None:
        self.limits = limits
        self.make_handler = make_handler  # the web server's protocol for a connection let in
        self.guards: dict[Guard, None] = {}  # oldest first
        self._per_address: Counter[str] = Counter()

    def protocol(self) -> Guard:
        """A new connection's protocol (the listening socket's factory)."""
        return Guard(self)

    def admit(self, guard: Guard, address: str) -> bool:
        """Whether a new connection is let in. When every place is taken, the oldest connection that has not joined
        a seat (a page loaded, a socket that has said nothing yet) makes room for it: connections from many
        addresses cannot keep a phone that comes back out, since they never join."""
        if self._per_address[address] >= self.limits.per_address:
            return False
        if len(self.guards) >= self.limits.connections:
            silent = next((old for old in self.guards if not old.joined), None)
            if silent is None:
                return False
            self.release(silent, silent.address)
            silent.abort()
        self.guards[guard] = None
        self._per_address[address] += 1
        return True

    def release(self, guard: Guard, address: str) -> None:
        if guard in self.guards:
            del self.guards[guard]
            self._per_address[address] -= 1
            if not self._per_address[address]:
                del self._per_address[address]

    def abort_all(self) -> None:
        """Close every connection at once, without goodbyes (the server stops)."""
        for guard in list(self.guards):
            guard.abort()


class Guard(asyncio.Protocol):
    """One connection's guard, standing between its socket and the web server's protocol for it."""

    def __init__(self, gate: Gate) -> None:
        self.gate = gate
        self.inner: asyncio.Protocol | None = None  # the web server's protocol, once the connection is let in
        self.transport: asyncio.Transport | None = None
        self.address = ""
        self.on_flood: Callable[[], object] | None = None  # set by the WebSocket's handler: it says goodbye itself
        self.flooded = False
        self.joined = False  # its WebSocket joined a seat, or asks the table for one (never made room for others)
        self._shut = False  # refused at the door: nothing more is read
        self._head = bytearray()  # the request head so far (only its last bytes are kept once it is long)
        self._head_bytes = 0
        self._head_ended = False
        self._frames = FrameCounter()
        self._bucket: Bucket | None = None
        self._over = 0
        self._deadline: asyncio.TimerHandle | None = None

    # ------------------------------------------------------------------ asyncio's side
    def connection_made(self, transport: asyncio.BaseTransport) -> None:
        assert isinstance(transport, asyncio.Transport)
        self.transport = transport
        peer = transport.get_extra_info("peername")
        self.address = str(peer[0]) if isinstance(peer, tuple) and peer else "?"
        if not self.gate.admit(self, self.address):
            transport.abort()  # full: the connection is closed before anything is read from it
            return
        loop = asyncio.get_running_loop()
        limits = self.gate.limits
        self._bucket = Bucket(limits.rate, limits.burst, loop.time())
        self._deadline = loop.call_later(limits.request_timeout, self.abort)
        self.inner = self.gate.make_handler()
        self.inner.connection_made(transport)

    def data_received(self, data: bytes) -> None:
        if self.inner is None or self._shut or self.flooded:
            return  # not let in, refused or flooded: nothing more is read
        if self._head_ended:
            self._count_frames(data)
        else:
            self._read_head(data)
        if not (self._shut or self.flooded):
            self.inner.data_received(data)

    def eof_received(self) -> bool | None:
        return self.inner.eof_received() if self.inner is not None else None

    def connection_lost(self, exc: Exception | None) -> None:
        self.gate.release(self, self.address)
        if self._deadline is not None:
            self._deadline.cancel()
        inner, self.inner = self.inner, None
        if inner is not None:
            inner.connection_lost(exc)

    def pause_writing(self) -> None:
        if self.inner is not None:
            self.inner.pause_writing()

    def resume_writing(self) -> None:
        if self.inner is not None:
            self.inner.resume_writing()

    # ------------------------------------------------------------------ the server's side
    def request_began(self) -> None:
        """The request's head has been read: it no longer has to arrive in time."""
        if self._deadline is not None:
            self._deadline.cancel()
            self._deadline = None

    def abort(self) -> None:
        if self.transport is not None:
            self.transport.abort()

    # ------------------------------------------------------------------ inside
    def _read_head(self, data: bytes) -> None:
        """Watch the head go by: its lines must end in CR LF (so that it ends where the web server says it does),
        and it must stay short. The bytes after its end are frames, counted."""
        seen = len(self._head)
        self._head += data
        end = self._head.find(HEAD_END, max(0, seen - 3))
        head = bytes(self._head if end < 0 else self._head[:end + 4])
        if b"\n" in head.replace(b"\r\n", b"") or len(head) > MAX_HEAD_BYTES:
            self._shut_now()
            return
        if end >= 0:
            self._head_ended = True
            rest = bytes(self._head[end + 4:])
            self._head = bytearray()
            self._count_frames(rest)

    def _shut_now(self) -> None:
        self._shut = True
        self.abort()

    def _count_frames(self, data: bytes) -> None:
        frames = self._frames.feed(data)
        if not frames:
            return
        assert self._bucket is not None
        now = asyncio.get_running_loop().time()
        limits = self.gate.limits
        for _frame in range(frames):
            if not self._bucket.take(now):
                self._over += 1
        if self._over > limits.flood and not self.flooded:
            self.flooded = True
            if self.on_flood is None:
                self.abort()
                return
            # From now on what comes is read and dropped (the web server may have paused reading: its queue is full).
            assert self.transport is not None
            self.transport.resume_reading()
            self.on_flood()  # the WebSocket says why, then `goodbye`; if that has not come in time, the door closes
            asyncio.get_running_loop().call_later(2 * limits.close_timeout + 1.0, self.abort)

    def goodbye(self, code: int, reason: bytes) -> None:
        """Close a flooded WebSocket: its close frame, then this end of the connection, while what the other side
        still sends is read and dropped until it closes too (a socket closed with unread bytes is reset, and the
        reset would lose the close frame on its way). Cut off after the close time."""
        transport = self.transport
        if transport is None or transport.is_closing():
            return
        transport.write(bytes([0x88, 2 + len(reason)]) + code.to_bytes(2, "big") + reason)
        if transport.can_write_eof():
            transport.write_eof()
        asyncio.get_running_loop().call_later(self.gate.limits.close_timeout, self.abort)
