"""A phone as the tests drive it: a real WebSocket client (aiohttp) on a thread of its own, talking to the real
server on 127.0.0.1. Every loop is bounded in count and time and ends by itself."""

from __future__ import annotations

import asyncio
import json
import logging
import random
import threading
import time

import aiohttp

from game.match_setup.seats import BOT, PHONE, MatchConfig, SeatConfig
from game.phones.protocol import VERSION
from game.phones.seat import PhoneSeat
from game.phones.server import Limits
from game.phones.table import PhoneTable
from game.rules import COLORS, default_board
from game.session.runner import Match
from game.session.seating import make_match

LOOPBACK = "127.0.0.1"


def config(kinds: str) -> MatchConfig:
    """`kinds`: one letter a seat, p (phone) or b (bot), e.g. "ppbb"."""
    seats = tuple(SeatConfig(f"{'Phone' if k == 'p' else 'Bot'} {i + 1}", COLORS[i], PHONE if k == "p" else BOT,
                             "easy") for i, k in enumerate(kinds))
    return MatchConfig(seats, seed=7)


# Test phones answer at machine speed, a decision every few milliseconds; a person taps far slower than the
# server's default rate, so games played by test phones raise it (the flooding test keeps the default).
FAST = Limits(rate=1000.0, burst=1000)


def open_table(kinds: str, seed: int = 7, limits: Limits | None = FAST) -> tuple[PhoneTable, Match]:
    cfg = config(kinds)
    board = default_board()
    table = PhoneTable.open(cfg, board, LOOPBACK, 0, limits)
    match = make_match(cfg, board, seed, seats=table.controllers())
    return table, match


def ws_url(table: PhoneTable) -> str:
    return f"ws://{LOOPBACK}:{table.server.port}/ws"


class Phone:
    """One phone: connects with a token, records every message, and (when `plays`) answers its turns with a
    random legal choice taken from its own view, as a person tapping would."""

    def __init__(self, url: str, token: str, plays: bool = True, seed: int = 0, source: str | None = None,
                 key: str = "") -> None:
        self.url, self.token, self.plays = url, token, plays
        self.key = key  # the browser's key for the seat, as its page keeps it (the welcome gives it)
        self.source = source  # the loopback address it connects from (the whole of 127.0.0.0/8 is this machine)
        self.origin = "http" + url.removeprefix("ws").removesuffix("/ws")  # as the page's browser sends it
        self.rng = random.Random(seed)
        self.messages: list[dict] = []
        self.decided: list[dict] = []  # every decision it sent of its own choosing
        self.sent_at: dict[int, float] = {}
        self.close_code: int | None = None
        self.refused = False  # the server would not open the socket at all
        self.closed = threading.Event()
        self._stop = threading.Event()
        self._heard = threading.Condition()  # notified on every message and when the connection ends
        self._outbox: list[str] = []
        self._lock = threading.Lock()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def start(self) -> Phone:
        self._thread.start()
        return self

    def stop(self, timeout: float = 5.0) -> None:
        self._stop.set()
        self._thread.join(timeout)

    def send_raw(self, text: str) -> None:
        with self._lock:
            self._outbox.append(text)

    def of_type(self, kind: str) -> list[dict]:
        return [m for m in list(self.messages) if m.get("type") == kind]

    def wait_for(self, test, timeout: float = 10.0) -> bool:
        """Wait until `test(self)` holds, looking again at every message the phone gets (at most `timeout` s)."""
        with self._heard:
            return self._heard.wait_for(lambda: test(self), timeout)

    def _run(self) -> None:
        asyncio.run(self._main())

    async def _main(self) -> None:
        try:
            await self._talk()
        except (aiohttp.ClientError, ConnectionError):  # refused before it opened (e.g. its origin)
            self.refused = True
        finally:
            with self._heard:
                self.closed.set()
                self._heard.notify_all()

    async def _talk(self) -> None:
        deadline = time.monotonic() + 120
        answered: set[int] = set()
        connector = aiohttp.TCPConnector(local_addr=(self.source, 0)) if self.source else None
        async with aiohttp.ClientSession(connector=connector) as session, session.ws_connect(
                self.url, max_msg_size=1 << 22, origin=self.origin) as ws:
            if self.token:
                await ws.send_str(json.dumps({"v": VERSION, "type": "hello", "token": self.token,
                                              "keys": [self.key] if self.key else []}))
            while not self._stop.is_set() and time.monotonic() < deadline:
                with self._lock:
                    out, self._outbox = self._outbox, []
                for text in out:
                    await self._send(ws, text)
                try:
                    msg = await ws.receive(timeout=0.02)
                except TimeoutError:
                    continue
                if msg.type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED, aiohttp.WSMsgType.CLOSING,
                                aiohttp.WSMsgType.ERROR):
                    break
                data = json.loads(msg.data)
                if data.get("type") == "welcome":
                    self.key = data["key"]
                with self._heard:
                    self.messages.append(data)
                    self._heard.notify_all()
                if self.plays and data.get("type") == "state" and data["question"] is not None \
                        and data["question"] not in answered:
                    decision = self.choose(data)
                    if decision:
                        answered.add(data["question"])
                        self.decided.append(decision)
                        self.sent_at[data["turn"]] = time.perf_counter()
                        await self._send(ws, json.dumps({"v": VERSION, "type": "decide", "id": data["turn"],
                                                         "question": data["question"], "decision": decision}))
            self.close_code = ws.close_code
        self.close_code = self.close_code if self.close_code is not None else ws.close_code

    @staticmethod
    async def _send(ws: aiohttp.ClientWebSocketResponse, text: str) -> None:
        try:
            await ws.send_str(text)
        except (aiohttp.ClientError, ConnectionError):
            pass  # the server is closing the connection: what it said last is still to be read

    def choose(self, state: dict) -> dict | None:
        view = state["view"]
        pending = view["pending"]
        if pending is None or pending["seat"] != view["seat"] or view["over"]:
            return None
        if pending["kind"] == "keep":
            return {"kind": "keep", "tiles": self.rng.choice(view["legal_keeps"])}
        if pending["kind"] == "buy":
            count = self.rng.choice(view["legal_buys"])
            if count:
                return {"kind": "buy", "count": count}
            # Play without buying, as the page says it: the play alone (the game adds the purchase of none).
            return {"kind": "play", "tiles": sorted(self.rng.sample(view["hand"], view["tiles_to_play"]))}
        return {"kind": "play", "tiles": self.rng.choice(view["legal_plays"])}


class Heard(logging.Handler):
    """Every log record of every logger, at every level, while a test runs."""

    def __init__(self) -> None:
        super().__init__(logging.DEBUG)
        self.records: list[logging.LogRecord] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(record)

    def __enter__(self) -> Heard:
        root = logging.getLogger()
        self._level = root.level
        root.addHandler(self)
        root.setLevel(logging.DEBUG)
        return self

    def __exit__(self, *exc: object) -> None:
        root = logging.getLogger()
        root.removeHandler(self)
        root.setLevel(self._level)

    def loud(self) -> list[str]:
        """What would reach a terminal: warnings and errors, and any traceback at any level."""
        return [r.getMessage()[:100] for r in self.records if r.levelno >= logging.WARNING or r.exc_info]


def until(condition, seconds: float = 5.0) -> bool:
    """Whether `condition()` comes to hold within `seconds`, looked at every hundredth of a second (for what the
    server's thread changes and no message tells)."""
    deadline = time.monotonic() + seconds
    pause = threading.Event()
    while not condition():
        if time.monotonic() >= deadline:
            return False
        pause.wait(0.01)
    return True


def run_screen(match: Match, until, most_seconds: float = 60.0, dt: float = 1 / 60) -> list[tuple[float, object]]:
    """The screen's side: steps the match as the play scene does (bots at once, events taken as shown) until
    `until()` or the time is up; returns each event with the moment the screen took it."""
    taken: list[tuple[float, object]] = []
    deadline = time.monotonic() + most_seconds
    while not until() and time.monotonic() < deadline:
        before = match.decisions_taken
        match.update(dt, think_seconds=0.0)
        while (event := match.next_event()) is not None:
            taken.append((time.perf_counter(), event))
        pending = match.pending
        if pending is None:
            break  # the game is over: nothing more can happen
        seat = match.controller(pending.seat)
        if match.decisions_taken == before and isinstance(seat, PhoneSeat):
            # Nothing moved: the table waits for a phone, so wait (not spin) until its decision arrives.
            seat.until_handed(min(0.05, max(0.0, deadline - time.monotonic())))
    return taken


def run_to_turn_of(match: Match, seat: int, most_seconds: float = 10.0) -> None:
    """Step the screen until `seat` is to decide and every event before it has been shown."""
    run_screen(match, lambda: match.pending is not None and match.pending.seat == seat and not match.has_events(),
               most_seconds)
