"""The table with no window as friends far away meet it: how soon what the host applies reaches each remote client,
how long a hidden round waits for remote answers, and how soon a client that lost its connection is back in its seat.

    python bench/remote.py [--games N]

A headless host (game/phones/headless.py, as `main.py host` runs it, stepped every 50 ms of the wall clock) serves
three remote clients of the phone protocol (aiohttp WebSockets on a thread of their own, on 127.0.0.1) and four
bots (easy: their thinking is not what is measured), whole games. The clients speak as the browser and phone
pages do (the desktop client that joins a table is not built yet).

1. `applied -> shown`: for every decision, from the moment the host applies it to the moment each client has a state
   that holds it; p95 over all decisions and clients (goal: at most 100 ms).
2. `together`: three clients answer a hidden round's question 0.5, 1.0 and 1.5 s after receiving it; the round waits
   from its question to the last answer applied (goal: the slowest answer's 1.5 s, not the sum's 3 s).
3. `back`: a client's connection is cut at its turn; a new connection (the same browser's key) sends its hello; the
   time until it has its seat's state with the question again (goal: within 2 s of the network returning).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.phones.headless import HeadlessTable  # noqa: E402
from game.phones.protocol import VERSION  # noqa: E402
from game.session.bot_seats import ThreadBots  # noqa: E402
from tests.phones.phone_client import Phone, open_table, ws_url  # noqa: E402

TICK = 0.05  # the host command's step
REMOTE = (0, 2, 4)  # the clients' seats, between the bots


class Arrivals(list):
    """A client's messages, each noted with the moment it arrived."""

    def __init__(self) -> None:
        super().__init__()
        self.at: list[float] = []

    def append(self, message: dict) -> None:
        self.at.append(time.perf_counter())
        super().append(message)


def hosted(seed: int) -> HeadlessTable:
    table, match = open_table("pbpbpbb", seed=seed, limits=None)  # the server's own limits
    return HeadlessTable(table, match, ThreadBots, lambda line: None)


def run_host(host: HeadlessTable, until, most: float = 300.0) -> None:
    """Step the host as the command does, TICK seconds of the wall clock each, until `until()`."""
    deadline = time.monotonic() + most
    last = time.monotonic()
    while not until() and time.monotonic() < deadline:
        time.sleep(TICK)
        now = time.monotonic()
        host.step(now - last)
        last = now


def applied_to_shown(seed: int) -> list[float]:
    host = hosted(seed)
    applied: dict[int, float] = {}  # the moment each decision was applied, by its number (decisions taken with it)
    host.match.listeners.append(lambda decision, events: applied.setdefault(host.match.decisions_taken,
                                                                            time.perf_counter()))
    phones = {}
    for seat in REMOTE:
        phone = Phone(ws_url(host.table), host.table.server.tokens[seat], seed=seed + seat)
        phone.messages = Arrivals()
        phones[seat] = phone.start()
    try:
        run_host(host, lambda: host.table.all_joined(), 10)
        run_host(host, lambda: host.over)
        for phone in phones.values():
            phone.wait_for(lambda p: any(m.get("view", {}).get("over") for m in p.of_type("state")), 5)
    finally:
        host.stop()
        for phone in phones.values():
            phone.stop()
    waits: list[float] = []
    for phone in phones.values():
        arrivals = phone.messages
        states = [(at, m["turn"]) for at, m in zip(arrivals.at, arrivals, strict=True) if m.get("type") == "state"]
        for number, moment in applied.items():
            shown = next((at for at, turn in states if turn >= number), None)
            if shown is not None:
                waits.append(shown - moment)
    return waits


def together(seed: int) -> float:
    """How long the first hidden round waits from its question to the last remote answer applied."""
    host = hosted(seed)
    phones = {seat: Phone(ws_url(host.table), host.table.server.tokens[seat], plays=False).start() for seat in REMOTE}
    delays = dict(zip(REMOTE, (0.5, 1.0, 1.5), strict=True))
    asked: dict[int, float] = {}
    answered: dict[int, float] = {}

    def answer_late(phone: Phone, state: dict) -> None:
        decision = phone.choose(state)
        if decision is not None:
            phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": state["turn"],
                                       "question": state["question"], "decision": decision}))

    host.match.listeners.append(lambda decision, events: answered.setdefault(decision.seat, time.perf_counter())
                                if decision.seat in REMOTE else None)
    timers: list[threading.Timer] = []
    try:
        run_host(host, lambda: host.table.all_joined(), 10)

        def watch() -> bool:
            for seat, phone in phones.items():
                if seat in asked:
                    continue
                state = next((m for m in reversed(phone.of_type("state")) if m["question"] is not None), None)
                if state is not None:
                    asked[seat] = time.perf_counter()
                    timer = threading.Timer(delays[seat], answer_late, (phone, state))
                    timers.append(timer)
                    timer.start()
            return len(answered) == len(REMOTE)

        run_host(host, watch, 30)
    finally:
        for timer in timers:
            timer.cancel()
        host.stop()
        for phone in phones.values():
            phone.stop()
    return max(answered.values()) - min(asked.values())


def back_in_seat(seed: int) -> float:
    host = hosted(seed)
    phone = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False).start()
    try:
        run_host(host, lambda: host.table.all_joined(), 10)
        run_host(host, lambda: any(m["question"] is not None for m in phone.of_type("state")), 30)
        key = phone.of_type("welcome")[0]["key"]
        phone.stop()  # the network goes
        run_host(host, lambda: not host.table.server.connected(0), 10)
        returned = time.perf_counter()  # the network returns: the page says hello at once
        again = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False, key=key).start()
        run_host(host, lambda: any(m["question"] is not None for m in again.of_type("state")), 10)
        back = time.perf_counter() - returned
        again.stop()
    finally:
        host.stop()
    return back


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    games = parser.parse_args().games
    waits = [w for seed in range(1, games + 1) for w in applied_to_shown(seed)]
    p95 = statistics.quantiles(waits, n=20)[-1] * 1000
    print(f"applied -> shown: p95 {p95:.1f} ms (median {statistics.median(waits) * 1000:.1f} ms, {len(waits)} "
          f"decisions x clients, 3 remote clients and 4 bots, {games} games)")
    rounds = [together(seed) for seed in range(1, games + 1)]
    print(f"together: a hidden round waits {statistics.median(rounds):.2f} s (longest {max(rounds):.2f} s) for "
          f"3 remote clients answering 0.5, 1.0 and 1.5 s after their question (one after another: 3 s)")
    backs = [back_in_seat(seed) for seed in range(1, games + 1)]
    print(f"back: a client is back in its seat {max(backs) * 1000:.0f} ms (longest of {games}) after its network "
          f"returns")


if __name__ == "__main__":
    main()
