"""The table with no window as friends far away meet it: how soon what the host applies reaches each remote desktop,
how long a hidden round waits for remote answers, and how soon a desktop that lost its connection is back in its
seat.

    python bench/remote.py [--games N]

A headless host (game/phones/headless.py, as `main.py host` runs it, stepped every 50 ms of the wall clock) serves
three remote desktops and four bots (easy: their thinking is not what is measured), whole games, on 127.0.0.1. Each
desktop is the game's own joining side (game/joining: its link to the host and the match the play screen shows),
run as the window runs it, one frame every 1/60 s on a thread of its own, without drawing: a frame takes what the
host said, shows its events at once and, when the seat is asked, decides at random from its own view.

1. `applied -> shown`: for every decision, from the moment the host applies it to the frame in which each desktop's
   match holds it; p95 over all decisions and desktops (goal: at most 100 ms).
2. `together`: the three desktops answer a hidden round's question 0.5, 1.0 and 1.5 s after their screen shows it;
   the round waits from its question to the last answer applied (goal: the slowest answer's 1.5 s, not the sum's).
3. `back`: a desktop's connection is cut at its turn (the network fails); the time until its screen asks it the same
   question again, joined anew by itself (goal: within 2 s of the network returning; here it returns at once).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import threading
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.joining.address import read_address  # noqa: E402
from game.joining.link import LinkState, TableLink  # noqa: E402
from game.joining.messages import State, Welcome  # noqa: E402
from game.joining.remote_match import RemoteMatch  # noqa: E402
from game.phones.headless import HeadlessTable  # noqa: E402
from game.rules import Buy, DecisionKind, Keep, Play  # noqa: E402
from game.session.bot_seats import ThreadBots  # noqa: E402
from game.session.runner import Wait  # noqa: E402
from tests.phones.phone_client import open_table  # noqa: E402

TICK = 0.05  # the host command's step
FRAME = 1 / 60  # a desktop's frame
REMOTE = (0, 2, 4)  # the desktops' seats, between the bots


class Desktop:
    """One joined game, its frames on a thread of its own: `seen` notes the moment each decision count first
    reached its match; `asked_at` the moment its screen asked each question; it answers `answer_after` seconds after
    a question is shown (or never, when `plays` is false)."""

    def __init__(self, url: str, seed: int, answer_after: float = 0.0, plays: bool = True) -> None:
        self.link = TableLink(read_address(url))
        self.rng = random.Random(seed)
        self.answer_after, self.plays = answer_after, plays
        self.match: RemoteMatch | None = None
        self.seen: dict[int, float] = {}
        self.asked_at: dict[int, float] = {}
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._frames, daemon=True)

    def start(self) -> Desktop:
        self.link.start()
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()
        self._thread.join(5)
        self.link.close()

    def _frames(self) -> None:
        welcome: Welcome | None = None
        while not self._stop.is_set():
            if self.match is None:
                messages = self.link.received()
                for index, message in enumerate(messages):
                    welcome = message if isinstance(message, Welcome) else welcome
                    if isinstance(message, State) and welcome is not None and self.match is None:
                        self.match = RemoteMatch(self.link, welcome, message)
                        self.match.hear(messages[index + 1:])
            else:
                self._frame(self.match)
            self._stop.wait(FRAME)

    def _frame(self, match: RemoteMatch) -> None:
        match.update()
        while match.next_event() is not None:
            pass
        self.seen.setdefault(match.decisions_taken, time.perf_counter())
        question = next((q.number for q in match.asked() if q.seat == match.seat), None)
        if question is None or match.waiting_for() is not Wait.HUMAN:
            return
        asked = self.asked_at.setdefault(question, time.perf_counter())
        if self.plays and time.perf_counter() - asked >= self.answer_after:
            match.person.decide(self.choose(match))
            match.update()

    def choose(self, match: RemoteMatch):
        seat, view, pending = match.seat, match.view(match.seat), match.pending
        assert pending is not None
        if pending.kind is DecisionKind.KEEP:
            return Keep(seat, self.rng.choice(view.legal_keeps))
        if pending.kind is DecisionKind.BUY and (0 not in view.legal_buys or self.rng.random() < 0.4):
            return Buy(seat, self.rng.choice(view.legal_buys))
        return Play(seat, tuple(sorted(self.rng.sample(view.hand, view.tiles_to_play))))


def hosted(seed: int) -> HeadlessTable:
    table, match = open_table("pbpbpbb", seed=seed, limits=None)  # the server's own limits
    return HeadlessTable(table, match, ThreadBots, lambda line: None)


def desktops(host: HeadlessTable, seed: int, **kwargs) -> dict[int, Desktop]:
    return {seat: Desktop(host.table.server.url(seat), seed + seat, **kwargs).start() for seat in REMOTE}


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
    clients = desktops(host, seed)
    try:
        run_host(host, lambda: host.table.all_joined(), 10)
        run_host(host, lambda: host.over and all(c.match is not None and c.match.over for c in clients.values()))
    finally:
        host.stop()
        for client in clients.values():
            client.stop()
    waits: list[float] = []
    for client in clients.values():
        for number, moment in applied.items():
            shown = min((at for turn, at in client.seen.items() if turn >= number), default=None)
            if shown is not None:
                waits.append(shown - moment)
    return waits


def together(seed: int) -> float:
    """How long the first hidden round waits from its question to the last remote answer applied."""
    host = hosted(seed)
    answered: dict[int, float] = {}
    host.match.listeners.append(lambda decision, events: answered.setdefault(decision.seat, time.perf_counter())
                                if decision.seat in REMOTE else None)
    clients = {seat: Desktop(host.table.server.url(seat), seed, answer_after=delay).start()
               for seat, delay in zip(REMOTE, (0.5, 1.0, 1.5), strict=True)}
    try:
        run_host(host, lambda: host.table.all_joined(), 10)
        run_host(host, lambda: len(answered) == len(REMOTE), 30)
    finally:
        host.stop()
        for client in clients.values():
            client.stop()
    asked = min(min(client.asked_at.values()) for client in clients.values())
    return max(answered.values()) - asked


def back_in_seat(seed: int) -> float:
    host = hosted(seed)
    client = Desktop(host.table.server.url(0), seed, plays=False).start()
    try:
        run_host(host, lambda: host.table.all_joined(), 10)
        run_host(host, lambda: bool(client.asked_at), 30)
        question = next(iter(client.asked_at))
        cut = time.perf_counter()
        client.link.drop()  # the network fails and returns at once: the link joins again by itself
        run_host(host, lambda: client.link.state is LinkState.CONNECTING, 10)
        run_host(host, lambda: client.link.state is LinkState.JOINED and client.match is not None
                 and any(q.seat == 0 and q.number == question for q in client.match.asked()), 10)
        back = time.perf_counter() - cut
    finally:
        host.stop()
        client.stop()
    return back


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    games = parser.parse_args().games
    waits = [w for seed in range(1, games + 1) for w in applied_to_shown(seed)]
    p95 = statistics.quantiles(waits, n=20)[-1] * 1000
    print(f"applied -> shown: p95 {p95:.1f} ms (median {statistics.median(waits) * 1000:.1f} ms, {len(waits)} "
          f"decisions x desktops, 3 remote desktops and 4 bots, {games} games)")
    rounds = [together(seed) for seed in range(1, games + 1)]
    print(f"together: a hidden round waits {statistics.median(rounds):.2f} s (longest {max(rounds):.2f} s) for "
          f"3 remote desktops answering 0.5, 1.0 and 1.5 s after their question (one after another: 3 s)")
    backs = [back_in_seat(seed) for seed in range(1, games + 1)]
    print(f"back: a desktop is asked its question again {max(backs) * 1000:.0f} ms (longest of {games}) after its "
          f"connection was cut, joined anew by itself")


if __name__ == "__main__":
    main()
