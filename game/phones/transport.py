"""The phone server's transport: the page and its WebSocket over HTTP, on a thread of its own so that no frame ever
waits on it.

It serves three fixed files (static/: nothing a phone sends is used as a path) and one WebSocket per phone, and
hands what a socket says (a hello, decisions) to its receiver, which decides who plays and what they are sent.
Anyone on the network can reach it, so it gives away nothing and lets nothing pile up: every connection passes the
door (gate.py: caps, deadlines, every frame counted); the socket answers only the page's own origin and its first
message must be a hello, soon; messages are bounded in size and rate; no answer names the server's software;
nothing a phone sends is logged, and nothing the server meets (a broken connection, a flood, phones that hang at
the close) reaches the terminal: the event loop's complaints are counted, in one line at most. The frame loop
hands it work with `call`, run on the server's thread in order.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from collections.abc import Callable, Coroutine
from typing import Any, Protocol

from aiohttp import WSMsgType, web

from game.base import files
from game.base.safe_reading import read_limited
from game.text.i18n import _

from .connection import Close, PhoneConnection
from .gate import Bucket, Gate, Guard, Handler, Limits
from .protocol import Decide, Hello, Ping, ProtocolError, encode, message, parse
from .reach import Reach

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
    "/table.js": ("table.js", "text/javascript; charset=utf-8"),  # the whole table, drawn on a wide screen
}
HEADERS = {
    # Nothing from elsewhere: the page works offline, and no other site's script can run in it.
    "Content-Security-Policy": "default-src 'self'; connect-src 'self'; img-src 'self' data:; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}
BACKLOG = 512  # connections the system holds for the server to take (the door closes the surplus at once)


class PhoneServerError(RuntimeError):
    """The server could not start; the message is one sentence for the join panel."""


class Receiver(Protocol):
    """What the transport hands a socket's messages to, on the server's thread."""

    def hello(self, phone: PhoneConnection, hello: Hello) -> bool:
        """Seat the phone or send its request to the table; False when it is denied (it has been told why)."""

    def decide(self, phone: PhoneConnection, decide: Decide) -> dict:
        """The answer to a phone's decisions."""

    def gone(self, phone: PhoneConnection) -> None:
        """The phone's connection ended."""

    def farewell(self, reason: str, kept: bool) -> list[PhoneConnection]:
        """Tell every phone the server stops; returns them, to be closed."""

    def forget_all(self) -> None:
        """Every phone was let go."""


async def _anonymous(request: web.Request, response: web.StreamResponse) -> None:
    """No answer names the server's software or version."""
    response.headers.popall("Server", None)


class PhoneTransport:
    """The web server of one match's phones, listening on `host`:`port` (0: any free port)."""

    def __init__(self, host: str, port: int, limits: Limits, receiver: Receiver, reach: Reach | None = None) -> None:
        self.host = host
        self.port = port
        self.limits = limits
        self.receiver = receiver
        self.reach = reach or Reach()  # straight, over TLS, or behind a proxy (game/phones/reach.py)
        self._pages = {path: (read_limited(STATIC / name, 1024 * 1024), kind) for path, (name, kind) in PAGES.items()}
        self._lock = threading.Lock()
        self.origin = ""  # the page's origin ("http://host:port", or as `reach` says), once the port is open
        self.problems = 0  # what the event loop complained of (broken connections, failed tasks), counted
        self._loop: asyncio.AbstractEventLoop | None = None
        self._calls: list[tuple[Callable, tuple]] = []  # from the frame loop, for the server's thread (`call`)
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

    def stop(self, reason: str = "the match has ended", kept: bool = False) -> None:
        """Tell every phone `reason`, close their connections and the port, and end the thread: within a few
        seconds however the phones behave (one that never answers the goodbye is cut off)."""
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

    def _shutdown_bound(self) -> float:
        return 5 * self.limits.close_timeout + 1.0  # a goodbye drained, a close answered, the web server's end

    def call(self, fn: Callable, *args: object) -> None:
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

    def spawn(self, work: Coroutine[Any, Any, Any]) -> asyncio.Task:
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
        self._gate = Gate(self.limits, lambda: Handler(
            server, loop=loop, access_log=None,  # type: ignore[arg-type]  # aiohttp reads None as no access log
            logger=_requests_logger, lingering_time=0))
        self._listener = await loop.create_server(self._gate.protocol, self.host, self.port, backlog=BACKLOG,
                                                  ssl=self.reach.tls)
        self.port = self._listener.sockets[0].getsockname()[1]
        self.origin = self.reach.origin(self.host, self.port)

    async def _page(self, request: web.Request) -> web.Response:
        body, kind = self._pages[request.path]
        return web.Response(body=body, headers={**HEADERS, "Content-Type": kind})

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
        phone = PhoneConnection(ws, limits.queue, request.transport, limits.close_timeout, self.spawn)
        phone.address = request.remote or ""
        phone.writer = self.spawn(phone.write())
        guard = request.transport.get_protocol() if request.transport is not None else None
        if isinstance(guard, Guard):
            guard.on_flood = lambda: self.spawn(self._flooded(phone, guard))
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
                    await phone.close(Close.NO_HELLO, b"no hello")
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
                        await phone.close(Close.NO_HELLO, b"no hello")
                        break
                    continue
                if isinstance(parsed, Hello):
                    if seat is not None:
                        phone.put(encode(message("error", message=_("this connection has already joined"))))
                    elif not self.receiver.hello(phone, parsed):
                        await phone.close(Close.DENIED, b"denied")
                        break
                    elif isinstance(guard, Guard):
                        guard.joined = True  # it holds its place: no newcomer takes it
                elif isinstance(parsed, Ping):
                    phone.put(encode(message("pong")))
                elif isinstance(parsed, Decide):
                    phone.put(encode(self.receiver.decide(phone, parsed)))
        except ConnectionError:  # the phone went away in the middle of an answer
            pass
        finally:
            self.receiver.gone(phone)
            phone.put(None)
        return ws

    async def _flooded(self, phone: PhoneConnection, guard: Guard) -> None:
        """The door counted far too many frames: say so and close (what came after was not read)."""
        phone.put(encode(message("error", message=_("too many messages: this connection is closed"))))
        await phone.drain()
        guard.goodbye(Close.FLOOD, b"too many messages")

    async def _shutdown(self, reason: str, kept: bool) -> None:
        phones = self.receiver.farewell(reason, kept)
        await asyncio.gather(*(phone.close(Close.GOING_AWAY, b"closed") for phone in phones),
                             return_exceptions=True)
        self.receiver.forget_all()
        if self._listener is not None:
            self._listener.close()
        if self._gate is not None:
            self._gate.abort_all()  # whatever is still open: sockets that never said hello, requests never ended
        await asyncio.sleep(0)  # their ends reach the web server before it cleans up
        if self._runner is not None:
            await self._runner.cleanup()
