"""How long a phone's decision takes to become the screen's event, with 8 phones connected over loopback.

    python bench/phones.py [--games N]

Eight phone clients (aiohttp WebSockets, on a thread of their own) play whole games against the real server on
127.0.0.1; the screen's side steps the match at 60 frames a second as the play scene does. For every phone
decision the time runs from the moment the phone sends it to the moment the screen takes its first event.
Prints `phones: p95 X ms` (and the median and count); the goal is at most 50 ms.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.phones.phone_client import Phone, open_table, ws_url  # noqa: E402

FRAME = 1 / 60


def play_one(seed: int) -> list[float]:
    table, match = open_table("pppppppp", seed=seed)
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], seed=seed * 10 + seat).start() for seat in range(8)}
    latencies: list[float] = []
    try:
        deadline = time.monotonic() + 30
        while not table.all_joined() and time.monotonic() < deadline:
            time.sleep(0.01)
        table.attach(match)
        sent_turn: dict[int, int] = {}  # decision index -> turn whose state it answered
        deadline = time.monotonic() + 300
        next_frame = time.perf_counter()
        while not match.over and time.monotonic() < deadline:
            before = match.decisions_taken
            match.update(FRAME, think_seconds=0.0)
            taken_at = None
            while match.next_event() is not None:
                taken_at = taken_at or time.perf_counter()
            if match.decisions_taken > before:
                decision = match.decisions[-1]
                sent = phones[decision.seat].sent_at.get(before)
                if sent is not None and before not in sent_turn:
                    sent_turn[before] = decision.seat
                    # A purchase of none has no event: its play's events come on the same frame.
                    latencies.append((taken_at or time.perf_counter()) - sent)
            next_frame += FRAME
            pause = next_frame - time.perf_counter()
            if pause > 0:
                time.sleep(pause)
            else:
                next_frame = time.perf_counter()
    finally:
        table.close()
        for phone in phones.values():
            phone.stop()
    return latencies


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2)
    args = parser.parse_args(argv)
    latencies: list[float] = []
    for game in range(args.games):
        latencies += play_one(seed=100 + game)
    if len(latencies) < 20:
        print(f"phones: only {len(latencies)} decisions were measured", file=sys.stderr)
        return 1
    latencies.sort()
    p95 = latencies[int(0.95 * (len(latencies) - 1))] * 1000
    print(f"phones: p95 {p95:.1f} ms (median {statistics.median(latencies) * 1000:.1f} ms, "
          f"{len(latencies)} decisions, 8 phones, {args.games} games)")
    return 0 if p95 <= 50 else 2


if __name__ == "__main__":
    sys.exit(main())
