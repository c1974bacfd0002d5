"""The phone server: the page and its WebSocket, on a thread of its own so that no frame ever waits on it.

It serves three fixed files (static/: nothing a phone sends is used as a path) and one WebSocket per phone.
A phone joins with its seat's token (at least 128 random bits, new for every server, so for every match
and every resume); a wrong or stale token is refused. The first browser to join a seat gets the seat's key,
which its page keeps: with it, the same browser comes back at once (a reload, a network blip) and takes the
seat over from its own older connection. Another browser that has only the token (someone who photographed
the join screen) gets nothing but a code to show: its request waits for the table, which lets it in or not
(`pending_takeovers`, `approve`, `refuse`, polled by the window); let in, it gets a new key, and the phone
that held the seat is told and let go. The server decides nothing: a phone's decisions go to `on_decide`
(game/phones/table.py hands them to the seat's controller), and what phones are sent comes from
`publish`/`send`, called from the frame loop. `stop` says goodbye to every phone and ends the thread.

Anyone on the network can reach it, so it gives away nothing and lets nothing pile up: every connection passes
the door (gate.py: caps, deadlines, every frame counted); the socket answers only the page's own origin and its
first message must be a hello, soon; messages are bounded in size and rate; no answer names the server's
software; nothing a phone sends is logged, and nothing the server meets (a broken connection, a flood, phones
that hang at the close) reaches the terminal: the event loop's complaints are counted, in one line at most.
"""

from __future__ import annotations

import asyncio
import hmac
import itertools
import logging
import secrets
import threading
from collections import deque
from collections.abc import Callable, Coroutine, Iterable
from dataclasses import dataclass
from typing import Any

from aiohttp import WSMsgType, web

from game import files
from game.safe_reading import read_limited
from game.storage.phone_links import PhoneLinks
from game.text.i18n import _

from .gate import Bucket, Gate, Guard, Handler, Limits
from .protocol import (
    Decide,
    Hello,
    Ping,
    ProtocolError,
    canonical_secret,
    encode,
    grouped,
    message,
    new_secret,
    parse,
)
from .words import page_words

__all__ = ["Close", "Limits", "PhoneServer", "PhoneServerError", "Takeover"]

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
RECENT_EVENTS = 24  # events a phone that reconnects is shown again, for its log
BACKLOG = 512  # connections the system holds for the server to take (the door closes the surplus at once)
REFUSED_PAUSE = 30.0  # seconds before a browser the table refused may ask for the same seat again


class Close:
    """WebSocket close codes the page tells apart (4000-4999 are the application's own)."""

    DENIED = 4001  # a wrong or stale token: do not retry
    TAKEN_OVER = 4002  # another connection took the seat: do not retry
    NO_HELLO = 4003  # the first message was not a valid hello, or did not come in time
    FLOOD = 1008  # policy violation: far too many messages
    GOING_AWAY = 1001  # the match ended or the window closed


class PhoneServerError(RuntimeError):
    """The server could not start; the message is one sentence for the join panel."""


@dataclass(frozen=True)
class Takeover:
    """A browser without the seat's key asks to play the seat: the table lets it in (`approve`) or not (`refuse`)."""

    seat: int
    code: str  # four digits its page shows, so that the table knows which phone it lets in
    number: int  # tells this request from a later one for the same seat


class _Phone:
    """One connection: its socket and the queue its writer sends in order."""

    def __init__(self, ws: web.WebSocketResponse, size: int, transport: asyncio.Transport | None) -> None:
        self.ws = ws
        self.transport = transport  # to cut the connection off when it does not close
        self.address = ""  # where it comes from (a refused browser waits before asking again)
        self.seat: int | None = None  # the seat it plays, once joined
        self.asking: Takeover | None = None  # its request for a seat, while the table has not answered
        self.queue: asyncio.Queue[str | None] = asyncio.Queue(size)
        self.writer: asyncio.Task | None = None
        self.broken = False  # a send failed: the connection is going, what is left is dropped

    def put(self, text: str | None) -> bool:
        try:
            self.queue.put_nowait(text)
        except asyncio.QueueFull:
            return False
        return True

    async def write(self) -> None:
        while True:
            text = await self.queue.get()
            try:
                if text is None:
                    return
                if not self.broken:
                    await self.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                self.broken = True
            finally:
                self.queue.task_done()


async def _anonymous(request: web.Request, response: web.StreamResponse) -> None:
    """No answer names the server's software or version."""
    response.headers.popall("Server", None)


class PhoneServer:
    """The web server of one match's phone seats, listening on `host`:`port` (0: any free port)."""

    def __init__(self, seats: Iterable[int], host: str, port: int, limits: Limits | None = None,
                 links: PhoneLinks | None = None) -> None:
        """`links`: the tokens and keys a game left unfinished gave its phone seats (game/storage/phone_links.py), so
        that its phones come back without scanning again; a seat without a good one gets a new token."""
        self.host = host
        self.port = port
        self.limits = limits or Limits()
        kept_tokens = {seat: canonical_secret(token) for seat, token in (links.tokens if links else {}).items()}
        kept_keys = {seat: canonical_secret(key) for seat, key in (links.keys if links else {}).items()}
        self.tokens: dict[int, str] = {seat: kept_tokens.get(seat) or new_secret() for seat in seats}
        # Called on the server's thread with a phone's checked decisions; returns a sentence when they are refused.
        self.on_decide: Callable[[int, Decide], str | None] | None = None
        self._pages = {path: (read_limited(STATIC / name, 1024 * 1024), kind) for path, (name, kind) in PAGES.items()}
        self._lock = threading.Lock()
        self._welcome: dict[int, dict] = {}
        self._state: dict[int, dict] = {}  # the latest state message of each seat
        self._recent: dict[int, deque[dict]] = {seat: deque(maxlen=RECENT_EVENTS) for seat in self.tokens}
        self._phones: dict[int, _Phone] = {}  # only touched on the server's thread
        self._connected: set[int] = set()  # a copy for the frame loop, under the lock
        self._takeovers: dict[int, int] = dict.fromkeys(self.tokens, 0)
        # The key of the browser that holds each seat: written on the server's thread, under the lock.
        self._keys: dict[int, str] = {seat: key for seat, key in kept_keys.items()
                                      if key and kept_tokens.get(seat) == self.tokens[seat]}
        self._kept: dict[int, dict[str, dict]] = {seat: {} for seat in self.tokens}  # latest story (etc.), by type
        self._for_all: dict[str, dict] = {}  # the latest message of each type for every phone (paused, summary)
        self._asking: dict[int, _Phone] = {}  # the connection whose request for each seat waits (server's thread)
        self._pending: dict[int, Takeover] = {}  # those requests, for the frame loop, under the lock
        self._refused_at: dict[tuple[int, str], float] = {}  # (seat, address) -> when the table refused it
        self._numbers = itertools.count(1)
        self.origin = ""  # the page's origin, "http://host:port", once the port is open
        self.problems = 0  # what the event loop complained of (broken connections, failed tasks), counted
        self._loop: asyncio.AbstractEventLoop | None = None
        self._calls: list[tuple[Callable, tuple]] = []  # from the frame loop, for the server's thread (`_call`)
        self._woken = False  # the server's thread was woken for them and has not run them yet
        self._runner: web.AppRunner | None = None
        self._listener: asyncio.Server | None = None
        self._gate: Gate | None = None
        self._tasks: set[asyncio.Task] = set()  # what runs beside the connections' handlers (writers, closes)
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
        return f"http://{host}:{self.port}/#{grouped(self.tokens[seat])}"

    def links(self) -> PhoneLinks:
        """The seats' tokens and their browsers' keys, and the port, to let the same phones back in later."""
        with self._lock:
            return PhoneLinks(self.port, dict(self.tokens), dict(self._keys))

    def connected(self, seat: int) -> bool:
        with self._lock:
            return seat in self._connected

    @property
    def joined(self) -> frozenset[int]:
        with self._lock:
            return frozenset(self._connected)

    def takeovers(self, seat: int) -> int:
        """How many times another connection took this seat over (the same browser back before its old connection
        ended, or a phone the table let in)."""
        with self._lock:
            return self._takeovers[seat]

    def pending_takeovers(self) -> tuple[Takeover, ...]:
        """The requests for a seat by a browser without its key that wait for the table, oldest first."""
        with self._lock:
            return tuple(sorted(self._pending.values(), key=lambda t: t.number))

    def approve(self, takeover: Takeover) -> None:
        """The table lets the asking phone play the seat: it gets the hand, the phone holding the seat is let go."""
        self._answer(takeover, approved=True)

    def refuse(self, takeover: Takeover) -> None:
        """The table does not let the asking phone in: it is told and let go; the seat's phone keeps it."""
        self._answer(takeover, approved=False)

    def _answer(self, takeover: Takeover, approved: bool) -> None:
        with self._lock:
            if self._pending.get(takeover.seat) != takeover:
                return  # answered already, or the phone gave up
            del self._pending[takeover.seat]  # gone from the table's list at once, not a frame later
        self._call(self._settle, takeover, approved)

    def set_welcome(self, seat: int, data: dict) -> None:
        with self._lock:
            self._welcome[seat] = data
        self._call(self._resend, seat)

    def publish(self, seat: int, state: dict) -> None:
        """A seat's new state: kept as its latest (for a phone that joins or rejoins) and sent if it is there."""
        with self._lock:
            self._state[seat] = state
            self._recent[seat].extend(state.get("events", ()))
        self._call(self._send, seat, encode(state))

    def keep(self, seat: int, data: dict) -> None:
        """A message the seat's phone is sent now and again whenever it joins, until the next of its type (the
        seat's story)."""
        with self._lock:
            if seat in self._kept:
                self._kept[seat][data["type"]] = data
        self._call(self._send, seat, encode(data))

    def tell_all(self, data: dict) -> None:
        """A message for every phone now and whenever one joins, until the next of its type (the table paused or
        not, the last round's summary)."""
        with self._lock:
            self._for_all[data["type"]] = data
        self._call(self._broadcast, encode(data))

    def send(self, seat: int, data: dict) -> None:
        """A one-off message for the seat's phone if it is connected (e.g. a decision the engine refused)."""
        self._call(self._send, seat, encode(data))

    def drop(self, seat: int, reason: str) -> None:
        """The seat is no longer played on a phone: its token stops working and its phone is told and let go."""
        self.tokens.pop(seat, None)
        self._call(self._kick, seat, reason)

    def stop(self, reason: str = "the match has ended", kept: bool = False) -> None:
        """Tell every phone `reason`, close their connections and the port, and end the thread: within a few
        seconds however the phones behave (one that never answers the goodbye is cut off). `kept`: the game was
        left unfinished and keeps its seats' links, so the pages try to join again until it goes on."""
        if self.stopped:
            return
        self.stopped = True
        loop = self._loop
        if loop is not None and loop.is_running():
            try:
                asyncio.run_coroutine_threadsafe(self._shutdown(reason, kept), loop).result(
                    timeout=self._shutdown_bound())
            except Exception:  # it did not end in time: the loop stops below all the same, cutting off the rest
                self.problems += 1
                logger.debug("the phone server did not close every connection in time")
            loop.call_soon_threadsafe(loop.stop)
        if self._thread is not None and self._thread is not threading.current_thread():
            self._thread.join(timeout=3.0)
        with self._lock:
            self._connected.clear()

    def _shutdown_bound(self) -> float:
        return 5 * self.limits.close_timeout + 1.0  # a goodbye drained, a close answered, the web server's end

    def _call(self, fn: Callable, *args: object) -> None:
        """Run `fn(*args)` on the server's thread, after every call before it. The calls made before that thread
        runs them wake it once: each wake-up hands the interpreter to that thread for a while, and the frame loop,
        which sends every phone its state at once, would wait as many times."""
        loop = self._loop
        if loop is None or self.stopped:
            return
        with self._lock:
            self._calls.append((fn, args))
            if self._woken:
                return
            self._woken = True
        try:
            loop.call_soon_threadsafe(self._run_calls)
        except RuntimeError:  # the loop closed meanwhile
            pass

    def _run_calls(self) -> None:
        with self._lock:
            calls, self._calls, self._woken = self._calls, [], False
        for fn, args in calls:
            try:
                fn(*args)
            except Exception as exc:  # counted like the loop's own complaints; the calls after it still run
                self._complaint(asyncio.get_running_loop(), {"message": "a call from the frame loop failed",
                                                            "exception": exc})

    # ------------------------------------------------------------------ the server's thread
    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        loop.set_exception_handler(self._complaint)
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._open())
        except OSError as exc:
            self._error = _("the phone server cannot listen on {host} port {port} ({problem}); choose another "
                            "interface or port in the settings").format(host=self.host, port=self.port,
                                                                        problem=exc.strerror or exc)
        except Exception as exc:  # anything else: said in words, the traceback in the debug log
            logger.debug("the phone server failed to start", exc_info=True)
            self._error = _("the phone server could not start ({problem})").format(problem=type(exc).__name__)
        if self._error:
            self._ready.set()
            self._finish(loop)
            return
        self._loop = loop
        self._ready.set()
        try:
            loop.run_forever()
        finally:
            self._finish(loop)

    @staticmethod
    def _finish(loop: asyncio.AbstractEventLoop) -> None:
        """End whatever still runs on the loop (bounded), then close it: no task is left to complain."""
        left = [task for task in asyncio.all_tasks(loop) if not task.done()]
        for task in left:
            task.cancel()
        if left:
            loop.run_until_complete(asyncio.wait(left, timeout=1.0))
        loop.close()

    def _complaint(self, loop: asyncio.AbstractEventLoop, context: dict[str, Any]) -> None:
        """The event loop's complaints (a task that failed unseen, a transport that broke, no descriptors left)
        are the network's doing or the server's bug: counted, and logged in one line below the terminal's level."""
        self.problems += 1
        exception = context.get("exception")
        logger.debug("phone server: %s (%s)", context.get("message", "?"), type(exception).__name__)

    def _spawn(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task:
        """Run `work` beside the handlers; kept until done, and its failure counted, never left unread."""
        task = asyncio.ensure_future(work)
        self._tasks.add(task)
        task.add_done_callback(self._settled)
        return task

    def _settled(self, task: asyncio.Task) -> None:
        self._tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            self._complaint(asyncio.get_running_loop(), {"message": "a task failed", "exception": task.exception()})

    async def _open(self) -> None:
        @web.middleware
        async def door(request: web.Request, handler: Callable) -> web.StreamResponse:
            """Every request that was read: its head came in time, and its connection ends with its answer."""
            guard = request.transport.get_protocol() if request.transport is not None else None
            if isinstance(guard, Guard):
                guard.request_began()
            try:
                response = await handler(request)
            except web.HTTPException as refusal:  # a page that is not there, a method not allowed
                refusal.force_close()
                raise
            response.force_close()
            return response

        app = web.Application(client_max_size=self.limits.max_message_bytes, middlewares=[door])
        app.on_response_prepare.append(_anonymous)
        app.router.add_get("/ws", self._socket)
        for path in self._pages:
            app.router.add_get(path, self._page)
        self._runner = web.AppRunner(app, handle_signals=False, shutdown_timeout=self.limits.close_timeout)
        await self._runner.setup()
        server = self._runner.server
        assert server is not None
        loop = asyncio.get_running_loop()
        # No access log: request lines are the phones' text and stay out of the game's logs. No lingering to read
        # a body nobody asked for.
        self._gate = Gate(self.limits, lambda: Handler(server, loop=loop, access_log=None, logger=_requests_logger,
                                                       lingering_time=0))
        self._listener = await loop.create_server(self._gate.protocol, self.host, self.port, backlog=BACKLOG)
        self.port = self._listener.sockets[0].getsockname()[1]
        host = f"[{self.host}]" if ":" in self.host else self.host
        self.origin = f"http://{host}:{self.port}"

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
            self._spawn(self._close(phone, Close.GOING_AWAY, b"too slow"))

    def _kick(self, seat: int, reason: str) -> None:
        phone = self._phones.pop(seat, None)
        with self._lock:
            self._connected.discard(seat)
        for gone in (phone, self._withdraw(seat)):
            if gone is not None:
                gone.put(encode(message("closed", message=reason)))
                self._spawn(self._close(gone, Close.GOING_AWAY))

    def _broadcast(self, text: str) -> None:
        for seat in list(self._phones):
            self._send(seat, text)

    def _resend(self, seat: int) -> None:
        phone = self._phones.get(seat)
        if phone is not None:
            self._greet(seat, phone)

    def _greet(self, seat: int, phone: _Phone) -> None:
        with self._lock:
            welcome = self._welcome.get(seat)
            state = self._state.get(seat)
            recent = list(self._recent[seat])
            kept = [*self._kept[seat].values(), *self._for_all.values()]
            key = self._keys[seat]
        if welcome is not None:
            phone.put(encode({**welcome, "key": key}))  # the page keeps it, to come back unasked
        if state is not None:
            phone.put(encode({**state, "events": recent, "again": True}))  # a rejoin sees the recent log again
        elif welcome is not None:
            phone.put(encode(message("lobby", note=_("waiting for every phone to join"))))
        for data in kept:
            phone.put(encode(data))

    def _refusal(self, request: web.Request) -> web.Response | None:
        """Why this request may not open the socket (before anything is upgraded), or None."""
        headers = request.headers
        if headers.get("Origin", "").lower() != self.origin.lower():
            # Only the game's own page may talk to it: no other site a player's browser has open.
            return web.Response(status=403, text="This socket answers the game's own page only.\n")
        if headers.get("Upgrade", "").lower() != "websocket" or "Sec-WebSocket-Protocol" in headers:
            return web.Response(status=400, text="This address is the game page's socket.\n")
        return None

    async def _socket(self, request: web.Request) -> web.StreamResponse:
        refusal = self._refusal(request)
        if refusal is not None:
            return refusal
        limits = self.limits
        # Pings and pongs come to this handler (autoping off), so that they are counted like every message.
        ws = web.WebSocketResponse(max_msg_size=limits.max_message_bytes, heartbeat=limits.heartbeat, autoping=False,
                                   compress=False, timeout=limits.close_timeout)
        await ws.prepare(request)
        phone = _Phone(ws, limits.queue, request.transport)
        phone.address = request.remote or ""
        phone.writer = self._spawn(phone.write())
        guard = request.transport.get_protocol() if request.transport is not None else None
        if isinstance(guard, Guard):
            guard.on_flood = lambda: self._spawn(self._flooded(phone, guard))
        loop = asyncio.get_running_loop()
        hello_by = loop.time() + limits.hello_timeout
        bucket, told = Bucket(limits.rate, limits.burst, loop.time()), -1.0e9
        try:
            while True:
                said_hello = phone.seat is not None or phone.asking is not None
                wait = None if said_hello else max(0.001, hello_by - loop.time())
                try:
                    msg = await ws.receive(timeout=wait)
                except TimeoutError:
                    phone.put(encode(message("error", message=_(
                        "the first message must be a hello with the seat's token, within {seconds} s").format(
                        seconds=f"{limits.hello_timeout:g}"))))
                    await self._close(phone, Close.NO_HELLO, b"no hello")
                    break
                if msg.type in (WSMsgType.CLOSE, WSMsgType.CLOSING, WSMsgType.CLOSED, WSMsgType.ERROR):
                    break
                now = loop.time()
                if not bucket.take(now):
                    if now - told >= 1.0:
                        told = now
                        phone.put(encode(message("error", message=_(
                            "too many messages: at most {rate} a second; the others were ignored").format(
                            rate=f"{limits.rate:g}"))))
                        await asyncio.sleep(0)  # the writer sends it now, not after the burst
                    continue
                if msg.type is WSMsgType.PING:
                    await ws.pong(msg.data)
                    continue
                if msg.type is not WSMsgType.TEXT:  # a pong, or binary
                    if msg.type is WSMsgType.BINARY:
                        phone.put(encode(message("error", message=_("messages must be JSON text"))))
                    continue
                seat = phone.seat if phone.seat is not None else phone.asking.seat if phone.asking else None
                try:
                    parsed = parse(msg.data, seat)
                except ProtocolError as exc:
                    phone.put(encode(message("error", message=str(exc))))
                    if seat is None:
                        await self._close(phone, Close.NO_HELLO, b"no hello")
                        break
                    continue
                if isinstance(parsed, Hello):
                    if seat is not None:
                        phone.put(encode(message("error", message=_("this connection has already joined"))))
                    elif not self._hello(phone, parsed):
                        await self._close(phone, Close.DENIED, b"denied")
                        break
                elif isinstance(parsed, Ping):
                    phone.put(encode(message("pong")))
                elif isinstance(parsed, Decide):
                    phone.put(encode(self._decide(phone, parsed)))
        except ConnectionError:  # the phone went away in the middle of an answer
            pass
        finally:
            if phone.seat is not None and self._phones.get(phone.seat) is phone:
                del self._phones[phone.seat]
                with self._lock:
                    self._connected.discard(phone.seat)
            if phone.asking is not None and self._asking.get(phone.asking.seat) is phone:
                self._withdraw(phone.asking.seat)  # it gave up: the table's prompt goes
            phone.put(None)
        return ws

    def _hello(self, phone: _Phone, hello: Hello) -> bool:
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
        elif not (hello.key and hmac.compare_digest(hello.key.encode(), held.encode())):
            return self._ask_table(seat, phone)
        self._join(seat, phone)
        return True

    def _ask_table(self, seat: int, phone: _Phone) -> bool:
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
            names = self._welcome.get(seat, {}).get("names", ())
        name = names[seat] if seat < len(names) else ""
        phone.put(encode(message("asking", name=name, code=takeover.code, words=page_words(), message=_(
            "this seat is played on another phone: the screen asks the table whether this phone may play it"))))
        return True

    def _withdraw(self, seat: int) -> _Phone | None:
        """The seat's request is gone (its phone left, or the seat moved to the screen); returns its phone."""
        phone = self._asking.pop(seat, None)
        with self._lock:
            self._pending.pop(seat, None)
        if phone is not None:
            phone.asking = None
        return phone

    def _settle(self, takeover: Takeover, approved: bool) -> None:
        phone = self._asking.get(takeover.seat)
        if phone is None or phone.asking != takeover:
            return  # it left meanwhile
        self._withdraw(takeover.seat)
        if approved:
            with self._lock:
                self._keys[takeover.seat] = new_secret()  # the browser that held the seat cannot come back unasked
            self._join(takeover.seat, phone)
            return
        self._refused_at[(takeover.seat, phone.address)] = asyncio.get_running_loop().time()
        phone.put(encode(message("denied", message=_("the table did not let this phone play this seat"))))
        self._spawn(self._close(phone, Close.DENIED, b"refused"))

    def _decide(self, phone: _Phone, decide: Decide) -> dict:
        """The answer to a phone's decisions: handed to its seat, or refused in a sentence."""
        if phone.seat is None:
            refusal = _("the table has not let this phone play this seat yet")
        elif self.on_decide is None:
            refusal = _("the match has not begun")
        else:
            refusal = self.on_decide(phone.seat, decide)
        if refusal is None:
            return message("received", id=decide.id)
        return message("refused", id=decide.id, message=refusal)

    def _join(self, seat: int, phone: _Phone) -> None:
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
            self._spawn(self._close(old, Close.TAKEN_OVER))
        self._greet(seat, phone)

    async def _flooded(self, phone: _Phone, guard: Guard) -> None:
        """The door counted far too many frames: say so and close (what came after was not read)."""
        phone.put(encode(message("error", message=_("too many messages: this connection is closed"))))
        await self._drain(phone)
        guard.goodbye(Close.FLOOD, b"too many messages")

    async def _drain(self, phone: _Phone) -> None:
        """Let the writer send what is queued (a last sentence) before the socket closes; bounded."""
        try:
            await asyncio.wait_for(phone.queue.join(), self.limits.close_timeout)
        except TimeoutError:
            pass

    async def _close(self, phone: _Phone, code: int, reason: bytes = b"") -> None:
        """Send what is queued, then close with `code`; a phone that does not answer the goodbye is cut off."""
        await self._drain(phone)
        try:
            await asyncio.wait_for(phone.ws.close(code=code, message=reason), 2 * self.limits.close_timeout)
        except (TimeoutError, ConnectionError):
            if phone.transport is not None:
                phone.transport.abort()

    async def _shutdown(self, reason: str, kept: bool) -> None:
        phones = [*self._phones.values(), *self._asking.values()]
        for phone in phones:
            phone.put(encode(message("closed", message=reason, kept=kept and phone.seat is not None)))
        await asyncio.gather(*(self._close(phone, Close.GOING_AWAY, b"closed") for phone in phones),
                             return_exceptions=True)
        self._phones.clear()
        self._asking.clear()
        with self._lock:
            self._pending.clear()
        if self._listener is not None:
            self._listener.close()
        if self._gate is not None:
            self._gate.abort_all()  # whatever is still open: sockets that never said hello, requests never ended
        await asyncio.sleep(0)  # their ends reach the web server before it cleans up
        if self._runner is not None:
            await self._runner.cleanup()
