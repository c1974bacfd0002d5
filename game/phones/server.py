"""The phone server: the page and its WebSocket, on a thread of its own so that no frame ever waits on it.

It serves three fixed files (static/: nothing a phone sends is used as a path) and one WebSocket per phone.
A phone joins with its seat's token (at least 128 random bits, new for every server, so for every match
and every resume); a wrong or stale token is refused, and a second connection with a seat's token takes
the seat over (the first is told, then closed). Messages are bounded in size and rate. The server decides
nothing: a phone's decisions go to `on_decide` (game/phones/table.py hands them to the seat's controller),
and what phones are sent comes from `publish`/`send`, called from the frame loop. Nothing a phone sends is
logged. `stop` says goodbye to every phone and ends the thread.
"""

from __future__ import annotations

import asyncio
import hmac
import logging
import secrets
import threading
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from aiohttp import WSMsgType, web

from game import files
from game.storage.safe_files import read_limited
from game.text.i18n import _

from .protocol import MAX_MESSAGE_BYTES, Decide, Hello, Ping, ProtocolError, encode, message, parse

logger = logging.getLogger(__name__)
# The server's own complaints about a request (a line too long, not HTTP at all) quote what was sent, and
# anyone on the network may send anything: they go nowhere, never to the game's log or terminal.
_requests_logger = logging.getLogger(__name__ + ".requests")
_requests_logger.addHandler(logging.NullHandler())
_requests_logger.propagate = False

STATIC = files.PHONE_PAGE
# The only files the server sends: address -> (file in static/, content type).
PAGES = {
    "/": ("index.html", "text/html; charset=utf-8"),
    "/phone.css": ("phone.css", "text/css; charset=utf-8"),
    "/phone.js": ("phone.js", "text/javascript; charset=utf-8"),
}
HEADERS = {
    # Nothing from elsewhere: the page works offline, and no other site's script can run in it.
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
TOKEN_BYTES = 16  # 128 bits
RECENT_EVENTS = 24  # events a phone that reconnects is shown again, for its log


class Close:
    """WebSocket close codes the page tells apart (4000-4999 are the application's own)."""

    DENIED = 4001  # a wrong or stale token: do not retry
    TAKEN_OVER = 4002  # another connection took the seat: do not retry
    NO_HELLO = 4003  # the first message was not a valid hello
    FLOOD = 1008  # policy violation: far too many messages
    GOING_AWAY = 1001  # the match ended or the window closed


@dataclass(frozen=True)
class Limits:
    max_message_bytes: int = MAX_MESSAGE_BYTES
    rate: float = 10.0  # messages a second, on average; a person taps far slower
    burst: int = 20  # messages at once before the rate applies
    flood: int = 200  # messages over the rate before the connection is closed
    queue: int = 512  # messages waiting for a slow phone before it is dropped (it reconnects to the latest state)
    heartbeat: float = 15.0  # seconds between pings, so a phone that vanished is noticed


class PhoneServerError(RuntimeError):
    """The server could not start; the message is one sentence for the join panel."""


class _Phone:
    """One connection: its socket and the queue its writer sends in order."""

    def __init__(self, ws: web.WebSocketResponse, size: int) -> None:
        self.ws = ws
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(size)
        self.writer: asyncio.Task | None = None

    def put(self, text: str | None) -> bool:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            return False
        return True

    async def write(self) -> None:
        while (text := await self.queue.get()) is not None:
            try:
                await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                return


class PhoneServer:
    """The web server of one match's phone seats, listening on `host`:`port` (0: any free port)."""

    def __init__(self, seats: Iterable[int], host: str, port: int, limits: Limits | None = None) -> None:
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        self.tokens: dict[int, str] = {seat: secrets.token_urlsafe(TOKEN_BYTES) for seat in seats}
        # Called on the server's thread with a phone's checked decisions; returns a sentence when they are refused.
        self.on_decide: Callable[[int, Decide], str | None] | None = None
        self._pages = {path: (read_limited(STATIC / name, 1024 * 1024), kind) for path, (name, kind) in PAGES.items()}
        self._lock = threading.Lock()
        self._welcome: dict[int, str] = {}
        self._state: dict[int, dict] = {}  # the latest state message of each seat
        self._recent: dict[int, deque[dict]] = {seat: deque(maxlen=RECENT_EVENTS) for seat in self.tokens}
        self._phones: dict[int, _Phone] = {}  # only touched on the server's thread
        self._connected: set[int] = set()  # a copy for the frame loop, under the lock
        self._takeovers: dict[int, int] = dict.fromkeys(self.tokens, 0)
        self._loop: asyncio.AbstractEventLoop | None = None
        self._runner: web.AppRunner | None = None
        self._thread: threading.Thread | None = None
        self._ready = threading.Event()
        self._error: str | None = None
        self.stopped = False

    # ------------------------------------------------------------------ the frame loop's side
    def start(self, timeout: float = 10.0) -> None:
        """Listen; returns once the port is open. Raises PhoneServerError with a sentence if it cannot."""
        self._thread = threading.Thread(target=self._run, name="phone-server", daemon=True)
        self._thread.start()
        if not self._ready.wait(timeout):
            self._error = f"the phone server did not start within {timeout:g} s"
        if self._error:
            self.stop()
            raise PhoneServerError(self._error)

    def url(self, seat: int) -> str:
        """The seat's join address: the page, with the seat's token after the # (never sent in a request line)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/#{self.tokens[seat]}"

    def connected(self, seat: int) -> bool:
        with self._lock:
            return seat in self._connected

    @property
    def joined(self) -> frozenset[int]:
        with self._lock:
            return frozenset(self._connected)

    def takeovers(self, seat: int) -> int:
        """How many times another connection took this seat over (a reconnect before the old one timed out)."""
        with self._lock:
            return self._takeovers[seat]

    def set_welcome(self, seat: int, data: dict) -> None:
        with self._lock:
            self._welcome[seat] = encode(data)
        self._call(self._resend, seat)

    def publish(self, seat: int, state: dict) -> None:
        """A seat's new state: kept as its latest (for a phone that joins or rejoins) and sent if it is there."""
        with self._lock:
            self._state[seat] = state
            self._recent[seat].extend(state.get("events", ()))
        self._call(self._send, seat, encode(state))

    def send(self, seat: int, data: dict) -> None:
        """A one-off message for the seat's phone if it is connected (e.g. a decision the engine refused)."""
        self._call(self._send, seat, encode(data))

    def drop(self, seat: int, reason: str) -> None:
        """The seat is no longer played on a phone: its token stops working and its phone is told and let go."""
        self.tokens.pop(seat, None)
        self._call(self._kick, seat, reason)

    def stop(self, reason: str = "the match has ended") -> None:
        """Tell every phone `reason`, close their connections and the port, and end the thread (bounded)."""
        if self.stopped:
            return
        self.stopped = True
        loop = self._loop
        if loop is not None and loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(self._shutdown(reason), loop).result(timeout=3.0)
            except Exception:  # a phone that does not answer the close must not keep the window open
                logger.warning("the phone server did not close every connection in time")
            loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=3.0)
        with self._lock:
            self._connected.clear()

    def _call(self, fn: Callable, *args: object) -> None:
        loop = self._loop
        if loop is not None and not self.stopped:
            try:
                loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    # ------------------------------------------------------------------ the server's thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except OSError as exc:
            self._error = _("the phone server cannot listen on {host} port {port} ({problem}); choose another "
                            "interface or port in the settings").format(host=self.host, port=self.port,
                                                                        problem=exc.strerror or exc)
        except Exception as exc:  # anything else: said in words, the traceback in the log
            logger.exception("the phone server failed to start")
            self._error = _("the phone server could not start ({problem})").format(problem=type(exc).__name__)
        if self._error:
            self._ready.set()
            loop.close()
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            loop.close()

    async def _open(self) -> None:
        app = web.Application(client_max_size=self.limits.max_message_bytes)
        app.router.add_get("/ws", self._socket)
        for path in self._pages:
            app.router.add_get(path, self._page)
        # No access log: request lines are the phones' text and stay out of the game's logs.
        self._runner = web.AppRunner(app, access_log=None, handle_signals=False, logger=_requests_logger)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        self.port = self._runner.addresses[0][1]

    async def _page(self, request: web.Request) -> web.Response:
        body, kind = self._pages[request.path]
        return web.Response(body=body, headers={**HEADERS, "Content-Type": kind})

    def _seat_of(self, token: str) -> int | None:
        found = None
        for seat, expected in list(self.tokens.items()):  # the frame loop may drop a seat meanwhile
            if hmac.compare_digest(token.encode(), expected.encode()):  # in constant time
                found = seat
        return found

    def _send(self, seat: int, text: str) -> None:
        phone = self._phones.get(seat)
        if phone is not None and not phone.put(text):
            asyncio.ensure_future(phone.ws.close(code=Close.GOING_AWAY, message=b"too slow"))

    def _kick(self, seat: int, reason: str) -> None:
        phone = self._phones.pop(seat, None)
        with self._lock:
            self._connected.discard(seat)
        if phone is not None:
            phone.put(encode(message("closed", message=reason)))
            asyncio.ensure_future(self._close_after(phone, Close.GOING_AWAY))

    def _resend(self, seat: int) -> None:
        phone = self._phones.get(seat)
        if phone is not None:
            self._greet(seat, phone)

    def _greet(self, seat: int, phone: _Phone) -> None:
        with self._lock:
            welcome = self._welcome.get(seat)
            state = self._state.get(seat)
            recent = list(self._recent[seat])
        if welcome is not None:
            phone.put(welcome)
        if state is not None:
            phone.put(encode({**state, "events": recent, "again": True}))  # a rejoin sees the recent log again
        elif welcome is not None:
            phone.put(encode(message("lobby", note=_("waiting for every phone to join"))))

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        limits = self.limits
        ws = web.WebSocketResponse(max_msg_size=limits.max_message_bytes, heartbeat=limits.heartbeat)
        await ws.prepare(request)
        phone = _Phone(ws, limits.queue)
        phone.writer = asyncio.ensure_future(phone.write())
        seat: int | None = None
        loop = asyncio.get_running_loop()
        tokens, last, over, told = float(limits.burst), loop.time(), 0, -1.0e9
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT:
                    if msg.type is WSMsgType.BINARY:
                        phone.put(encode(message("error", message="messages must be JSON text")))
                        continue
                    break
                now = loop.time()
                tokens, last = min(float(limits.burst), tokens + (now - last) * limits.rate), now
                if tokens < 1.0:
                    over += 1
                    if over > limits.flood:
                        await self._drain(phone)
                        await ws.close(code=Close.FLOOD, message=b"too many messages")
                        break
                    if now - told >= 1.0:
                        told = now
                        phone.put(encode(message("error", message=f"too many messages: at most {limits.rate:g} a "
                                                                  "second; the others were ignored")))
                        await asyncio.sleep(0)  # the writer sends it now, not after the burst
                    continue
                tokens -= 1.0
                try:
                    parsed = parse(msg.data, seat)
                except ProtocolError as exc:
                    phone.put(encode(message("error", message=str(exc))))
                    if seat is None:
                        await self._drain(phone)
                        await ws.close(code=Close.NO_HELLO, message=b"no hello")
                        break
                    continue
                if isinstance(parsed, Hello):
                    if seat is not None:
                        phone.put(encode(message("error", message=_("this connection has already joined"))))
                        continue
                    seat = self._seat_of(parsed.token)
                    if seat is None:
                        phone.put(encode(message("denied", message=_(
                            "this join address is not valid for this match; scan the seat's code on the screen "
                            "again"))))
                        await self._drain(phone)
                        await ws.close(code=Close.DENIED, message=b"denied")
                        break
                    self._join(seat, phone)
                elif isinstance(parsed, Ping):
                    phone.put(encode(message("pong")))
                elif isinstance(parsed, Decide):
                    refusal = (self.on_decide(seat, parsed) if self.on_decide is not None else
                               _("the match has not begun"))
                    if refusal is None:
                        phone.put(encode(message("received", id=parsed.id)))
                    else:
                        phone.put(encode(message("refused", id=parsed.id, message=refusal)))
        finally:
            if seat is not None and self._phones.get(seat) is phone:
                del self._phones[seat]
                with self._lock:
                    self._connected.discard(seat)
            phone.put(None)
        return ws

    def _join(self, seat: int, phone: _Phone) -> None:
        old = self._phones.get(seat)
        self._phones[seat] = phone
        with self._lock:
            self._connected.add(seat)
            if old is not None:
                self._takeovers[seat] += 1
        if old is not None:
            old.put(encode(message("taken_over", message=_("another phone took this seat over"))))
            asyncio.ensure_future(self._close_after(old, Close.TAKEN_OVER))
        self._greet(seat, phone)

    async def _drain(self, phone: _Phone) -> None:
        """Let the writer send what is queued (a last sentence) before the socket closes; bounded."""
        for _attempt in range(50):
            if phone.queue.empty():
                break
            await asyncio.sleep(0.01)
        await asyncio.sleep(0)

    async def _close_after(self, phone: _Phone, code: int) -> None:
        await self._drain(phone)
        await phone.ws.close(code=code)

    async def _shutdown(self, reason: str) -> None:
        for phone in list(self._phones.values()):
            phone.put(encode(message("closed", message=reason)))
        for phone in list(self._phones.values()):
            await self._drain(phone)
            await phone.ws.close(code=Close.GOING_AWAY, message=b"closed")
        self._phones.clear()
        if self._runner is not None:
            await self._runner.cleanup()
