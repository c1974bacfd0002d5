"""The connection to a host's table: one WebSocket (aiohttp) on a thread of its own, so that no frame waits on the
network, which joins the seat, hands the frame loop what the host says and sends the seat's decisions.

It joins again by itself when the connection drops (at once, then every RETRY_MOST seconds at most), with the key
the host gave it, so the seat is its own again without the host's screen confirming it. It stops for good when the
host says no (a wrong link, another device took the seat, the match ended, another version of the game) or when
the host sends what the game cannot read, and says why in one sentence.
"""

from __future__ import annotations

import asyncio
import json
import ssl
import threading
from collections import deque
from enum import StrEnum

import aiohttp

from game.phones.protocol import VERSION
from game.rules import BoardSpec, Buy, Decision
from game.text.i18n import _

from .address import TableAddress
from .messages import MAX_HOST_MESSAGE, HostError, HostMessage, Note, Welcome, read_message

RETRY_FIRST = 0.2  # seconds before joining again after a connection dropped
RETRY_MOST = 2.0  # the longest wait between two tries
CONNECT_TIMEOUT = 5.0  # seconds for the host to answer a connection
HEARTBEAT = 5.0  # a ping every this many seconds: a host gone silent is noticed within two of them
ENDING = ("denied", "taken_over")  # the host will not let this connection play the seat again


class LinkState(StrEnum):
    CONNECTING = "connecting"  # not joined yet, or joining again after the connection dropped
    JOINED = "joined"  # the host welcomed the seat on the connection open now
    ENDED = "ended"  # for good: `problem` says why (or the game closed it)


class TableLink:
    """One seat's connection to the table at `address`. The frame loop calls `start`, takes what came with
    `received`, hands decisions to `send` and ends it with `close`; the rest runs on the link's thread."""

    def __init__(self, address: TableAddress, key: str = "") -> None:
        self.address = address
        self.key = key  # the browser-like key the host gave this game for the seat: it comes back with it unasked
        self.state = LinkState.CONNECTING
        self.problem = ""  # why the link ended, or why the host cannot be reached now (it goes on trying)
        self._inbox: deque[HostMessage] = deque()
        self._board: BoardSpec | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._outbox: asyncio.Queue[str] | None = None
        self._stop: asyncio.Event | None = None
        self._cut: asyncio.Event | None = None
        self._heard = threading.Condition()  # notified when a message comes in, and when the link ends
        self._ready = threading.Event()
        self._thread = threading.Thread(target=self._run, name="table-link", daemon=True)
        self._sent = 0

    # ------------------------------------------------------------------ the frame loop's side
    def start(self) -> TableLink:
        self._thread.start()
        self._ready.wait(5.0)
        return self

    def received(self) -> list[HostMessage]:
        """What the host said since the last call, in order."""
        taken: list[HostMessage] = []
        while self._inbox:
            taken.append(self._inbox.popleft())
        return taken

    def wait(self, timeout: float) -> bool:
        """Block until the host has said something not taken yet, or the link ended (True), or `timeout` seconds
        passed (False): for tools and tests that have nothing else to do meanwhile; the window never waits."""
        with self._heard:
            return self._heard.wait_for(lambda: bool(self._inbox) or self.state is LinkState.ENDED, timeout)

    def drop(self) -> None:
        """Cut the connection open now, as a network failing would: the link joins again by itself."""
        if self._loop is not None and self._cut is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._cut.set)
            except RuntimeError:
                pass  # the loop ended meanwhile

    def send(self, decision: Decision, question: int) -> None:
        """Hand the seat's decision for `question` to the host (dropped if the connection is down meanwhile: the
        host asks again once it is back)."""
        self._sent += 1
        fields: dict[str, object] = {"kind": decision.kind.value}
        fields |= {"count": decision.count} if isinstance(decision, Buy) else {"tiles": list(decision.tiles)}
        self._put(json.dumps({"v": VERSION, "type": "decide", "id": self._sent, "question": question,
                              "decision": fields}))

    def close(self) -> None:
        """Leave the table (the host is told by the socket's close) and end the thread."""
        if self._loop is not None and self._stop is not None and not self._loop.is_closed():
            try:
                self._loop.call_soon_threadsafe(self._stop.set)
            except RuntimeError:
                pass  # the loop ended meanwhile
        self._thread.join(3.0)
        if self.state is not LinkState.ENDED:
            self.state = LinkState.ENDED

    def _put(self, text: str) -> None:
        if self._loop is None or self._outbox is None or self._loop.is_closed():
            return
        try:
            self._loop.call_soon_threadsafe(self._outbox.put_nowait, text)
        except RuntimeError:
            pass  # the loop ended meanwhile

    # ------------------------------------------------------------------ the link's thread
    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        self._loop = asyncio.get_running_loop()
        self._outbox = asyncio.Queue()
        self._stop = asyncio.Event()
        self._cut = asyncio.Event()
        self._ready.set()
        wait = RETRY_FIRST
        async with aiohttp.ClientSession() as session:
            while not self._stop.is_set() and self.state is not LinkState.ENDED:
                joined = await self._visit(session)
                if self.state is LinkState.ENDED or self._stop.is_set():
                    break
                self.state = LinkState.CONNECTING
                wait = RETRY_FIRST if joined else min(RETRY_MOST, wait * 2)
                try:
                    await asyncio.wait_for(self._stop.wait(), wait)
                except TimeoutError:
                    pass

    async def _visit(self, session: aiohttp.ClientSession) -> bool:
        """One connection, from its opening to its end; whether the host welcomed the seat on it."""
        welcomed = False
        try:
            async with session.ws_connect(
                    self.address.socket_url, origin=self.address.origin, heartbeat=HEARTBEAT, autoping=True,
                    max_msg_size=MAX_HOST_MESSAGE, timeout=aiohttp.ClientWSTimeout(ws_close=1.0),
                    ssl=True) as ws:  # https: the host's certificate must be one this computer trusts
                await ws.send_str(json.dumps({"v": VERSION, "type": "hello", "token": self.address.token,
                                              "keys": [self.key] if self.key else []}))
                self.problem = ""
                welcomed = await self._talk(ws)
        except aiohttp.WSServerHandshakeError as exc:
            self._end(_("The address {address} answers, but no table of Dance of Ibexes is there ({status}).")
                      .format(address=self.address.shown, status=exc.status) if exc.status != 403 else
                      _("The table at {address} did not let this game in: type the address exactly as the host's "
                        "screen shows it.").format(address=self.address.shown))
        except (aiohttp.ClientConnectorCertificateError, ssl.SSLError):
            self._end(_("The table at {address} has a certificate this computer does not trust.")
                      .format(address=self.address.shown))
        except (aiohttp.ClientError, OSError, TimeoutError):
            self.problem = _("Nobody answers at {address}: is the host's game waiting for players, and is this "
                             "computer on its network? Trying again…").format(address=self.address.shown)
        return welcomed

    async def _talk(self, ws: aiohttp.ClientWebSocketResponse) -> bool:
        assert self._outbox is not None and self._stop is not None and self._cut is not None
        welcomed = False
        self._cut.clear()
        sending = asyncio.ensure_future(self._outbox.get())
        stopping = asyncio.ensure_future(self._stop.wait())
        cutting = asyncio.ensure_future(self._cut.wait())
        receiving = asyncio.ensure_future(ws.receive())
        try:
            while True:
                done, _pending = await asyncio.wait({sending, stopping, cutting, receiving},
                                                    return_when=asyncio.FIRST_COMPLETED)
                if stopping in done or cutting in done:
                    await ws.close()
                    return welcomed
                if sending in done:
                    await ws.send_str(sending.result())
                    sending = asyncio.ensure_future(self._outbox.get())
                if receiving in done:
                    msg = receiving.result()
                    if msg.type is not aiohttp.WSMsgType.TEXT:
                        return welcomed  # closed, or an error: join again
                    if self._take(msg.data):
                        welcomed = True
                    if self.state is LinkState.ENDED:
                        await ws.close()
                        return welcomed
                    receiving = asyncio.ensure_future(ws.receive())
        finally:
            for task in (sending, stopping, cutting, receiving):
                task.cancel()

    def _take(self, text: str) -> bool:
        """Read one message of the host into the inbox; whether it was the seat's welcome."""
        try:
            message = read_message(text, self._board)
        except HostError as exc:
            self._end(str(exc))
            return False
        if message is None:
            return False
        if isinstance(message, Welcome):
            self._board = message.board
            self.key = message.key or self.key
            self.state = LinkState.JOINED
        with self._heard:
            self._inbox.append(message)
            self._heard.notify_all()
        if isinstance(message, Note) and (message.kind in ENDING or (message.kind == "closed" and not message.kept)):
            self._end(message.message)
        return isinstance(message, Welcome)

    def _end(self, sentence: str) -> None:
        with self._heard:
            self.problem = sentence
            self.state = LinkState.ENDED
            self._heard.notify_all()
