"""One phone's connection to the server: its WebSocket, the queue its writer sends in order, and how it closes.

Whatever a part of the server sends a phone goes into its queue (bounded: a phone too slow to take its messages is
let go and comes back to the latest state); one writer task sends them in order. Closing sends what is queued
first, then the goodbye; a phone that does not answer the goodbye in time is cut off. Everything here runs on the
server's thread, in its event loop.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine
from dataclasses import dataclass
from typing import Any

from aiohttp import web

# Runs a coroutine beside the connections' handlers, kept until done (the transport's `spawn`).
Spawn = Callable[[Coroutine[Any, Any, Any]], "asyncio.Task[Any]"]


@dataclass(frozen=True)
class Takeover:
    """A browser without the seat's key asks to play the seat: the table lets it in (`approve`) or not (`refuse`)."""

    seat: int
    code: str  # four digits its page shows, so that the table knows which phone it lets in
    number: int  # tells this request from a later one for the same seat


class Close:
    """WebSocket close codes the page tells apart (4000-4999 are the application's own)."""

    DENIED = 4001  # a wrong or stale token: do not retry
    TAKEN_OVER = 4002  # another connection took the seat: do not retry
    NO_HELLO = 4003  # the first message was not a valid hello, or did not come in time
    FLOOD = 1008  # policy violation: far too many messages
    GOING_AWAY = 1001  # the match ended or the window closed


class PhoneConnection:
    """One connection: its socket and the queue its writer sends in order."""

    def __init__(self, ws: web.WebSocketResponse, size: int, transport: asyncio.Transport | None,
                 close_timeout: float, spawn: Spawn) -> None:
        self.ws = ws
        self.transport = transport  # to cut the connection off when it does not close
        self.close_timeout = close_timeout
        self._spawn = spawn
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

    def hang_up(self, code: int, reason: bytes = b"") -> None:
        """Close with `code` beside whatever runs now (`close`)."""
        self._spawn(self.close(code, reason))

    async def drain(self) -> None:
        """Let the writer send what is queued (a last sentence) before the socket closes; bounded."""
        try:
            await asyncio.wait_for(self.queue.join(), self.close_timeout)
        except TimeoutError:
            pass

    async def close(self, code: int, reason: bytes = b"") -> None:
        """Send what is queued, then close with `code`; a phone that does not answer the goodbye is cut off."""
        await self.drain()
        try:
            await asyncio.wait_for(self.ws.close(code=code, message=reason), 2 * self.close_timeout)
        except (TimeoutError, ConnectionError):
            if self.transport is not None:
                self.transport.abort()
