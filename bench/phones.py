"""How long a phone's decision takes to become the screen's event, with 8 phones connected over loopback; and how
long a hidden round waits for three phones whose players each take 2 s.

    python bench/phones.py [--games N]

Eight phone clients (aiohttp WebSockets, on a thread of their own) play whole games against the real server on
127.0.0.1; the screen's side steps the match at 60 frames a second as the play scene does. For every phone
decision the time runs from the moment the phone sends it to the moment the screen takes its first event.
Prints `phones: p95 X ms` (and the median and count); the goal is at most 50 ms.

Then three phones and a bot play the first hidden rounds of N games: each phone answers 2 s of the table's time
after its seat is asked. The table's time is the frames the bench steps (1/60 s each), never the wall clock: it
stands still while a phone's answer travels. Prints `together: a hidden round waits X s` (the median, and the
longest) from the round's first question to the last phone's play: about 2 s when everyone chooses at once
(spec/rules.md 2.2), 6 s when the phones are asked one after another.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.phones.protocol import VERSION, Decide  # noqa: E402
from game.rules import Decision, DecisionKind  # noqa: E402
from tests.phones.phone_client import Phone, open_table, ws_url  # noqa: E402

FRAME = 1 / 60
THINK = 2.0  # seconds of the table's time a phone's player takes to answer, in the simultaneous measure
HIDDEN_ROUNDS = 3  # hidden rounds measured a game


def play_one(seed: int) -> list[float]:
    table, match = open_table("pppppppp", seed=seed)
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], seed=seed * 10 + seat).start() for seat in range(8)}
    latencies: list[float] = []
    # The decision each seat's phone handed in last, and the message it came in (its id: the turn it answered): the
    # phones choose at the same time, and a phone that sees a newer state before its choice is taken may choose
    # again, so a decision is traced to its own message, not to the last decision before it.
    handed: dict[int, tuple[Decision, int]] = {}
    hand_in = table.server.on_decide
    assert hand_in is not None

    def traced(seat: int, decide: Decide) -> str | None:
        refusal = hand_in(seat, decide)
        if refusal is None:
            handed[seat] = (decide.decision, decide.id)
        return refusal

    table.server.on_decide = traced
    try:
        deadline = time.monotonic() + 30
        while not table.all_joined() and time.monotonic() < deadline:
            time.sleep(0.01)
        table.attach(match)
        deadline = time.monotonic() + 300
        next_frame = time.perf_counter()
        while not match.over and time.monotonic() < deadline:
            before = len(match.decisions)
            match.update(FRAME, think_seconds=0.0)
            taken_at = None
            while match.next_event() is not None:
                taken_at = taken_at or time.perf_counter()
            for decision in match.decisions[before:]:
                sent, message = handed.get(decision.seat, (None, -1))
                # A play sent while a purchase is asked is the purchase of none and the play: timed at the play,
                # whose events come on the same frame (the purchase of none has none).
                if decision == sent and message in phones[decision.seat].sent_at:
                    latencies.append((taken_at or time.perf_counter()) - phones[decision.seat].sent_at[message])
                    del handed[decision.seat]
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


def _answer(state: dict, rng: random.Random) -> dict:
    """What a phone's player sends, as the page sends it: asked to buy, the play alone (play without buying)."""
    view = state["view"]
    kind = view["pending"]["kind"]
    if kind == "keep":
        return {"kind": "keep", "tiles": rng.choice(view["legal_keeps"])}
    if kind == "buy" and 0 not in view["legal_buys"]:
        return {"kind": "buy", "count": min(view["legal_buys"])}
    if kind == "buy":
        return {"kind": "play", "tiles": sorted(rng.sample(view["hand"], view["tiles_to_play"]))}
    return {"kind": "play", "tiles": rng.choice(view["legal_plays"])}


def choose_together(seed: int, rounds: int = HIDDEN_ROUNDS) -> list[float]:
    """Seconds of the table's time each of the first `rounds` hidden rounds waits for three phones (and a bot), from
    its first question to a phone seat to the last phone's play; each phone answers THINK s after it is asked."""
    table, match = open_table("pppb", seed=seed)
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], plays=False).start() for seat in range(3)}
    rng = random.Random(seed)
    waits: list[float] = []
    try:
        deadline = time.monotonic() + 30
        while not table.all_joined() and time.monotonic() < deadline:
            time.sleep(0.01)
        table.attach(match)
        clock = 0.0  # the table's time
        asked: dict[int, tuple[int, float]] = {}  # seat -> (its open question's number, when it was asked)
        answered: set[tuple[int, int]] = set()
        hidden: dict[int, int] = {}  # seat -> the hidden round it was last asked to buy and choose in
        first: dict[int, float] = {}  # hidden round -> its first question to a phone seat
        played: dict[int, dict[int, float]] = {}  # hidden round -> seat -> when its play was taken
        while len(waits) < rounds and not match.over and clock < 600:
            before = len(match.decisions)
            match.update(FRAME)
            while match.next_event() is not None:
                pass
            clock += FRAME
            for decision in match.decisions[before:]:
                if decision.seat in hidden and decision.kind is DecisionKind.PLAY:
                    number = hidden.pop(decision.seat)
                    played.setdefault(number, {})[decision.seat] = clock
                    if len(played[number]) == len(phones):
                        waits.append(max(played[number].values()) - first[number])
            for question in match.asked():
                seat = question.seat
                if seat in phones and asked.get(seat, (None,))[0] != question.number:
                    asked[seat] = (question.number, clock)
                    view = match.view(seat)
                    if question.kind is DecisionKind.BUY and not view.open:
                        hidden[seat] = view.round
                        first.setdefault(view.round, clock)
            for seat, (number, since) in list(asked.items()):
                if (number, seat) in answered or clock - since < THINK - 1e-9:
                    continue
                if not any(q.seat == seat and q.number == number for q in match.asked()):
                    continue
                phone = phones[seat]
                if not phone.wait_for(lambda p, s=seat, n=number: bool(p.of_type("state")) and (
                        p.of_type("state")[-1]["turn"] >= n) and (p.of_type("state")[-1]["view"]["pending"] or {}).get(
                        "seat") == s, 10):
                    raise SystemExit(f"together: the phone of seat {seat + 1} was never asked to decide")
                state = phone.of_type("state")[-1]
                phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": number, "question": state["question"],
                                           "decision": _answer(state, rng)}))
                answered.add((number, seat))
                # The table's time stands still while the answer travels: it reaches the seat before the next step.
                if not match.controller(seat).until_handed(10):
                    raise SystemExit(f"together: the answer of seat {seat + 1} never reached the table")
    finally:
        table.close()
        match.close()
        for phone in phones.values():
            phone.stop()
    return waits


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
    waits: list[float] = []
    for game in range(args.games):
        waits += choose_together(seed=200 + game)
    if not waits:
        print("together: no hidden round was measured", file=sys.stderr)
        return 1
    print(f"together: a hidden round waits {statistics.median(waits):.2f} s (longest {max(waits):.2f} s, "
          f"{len(waits)} rounds) of the table's time for 3 phones that each answer {THINK:g} s after being asked "
          f"(one after another: {3 * THINK:g} s)")
    return 0 if p95 <= 50 and max(waits) < 1.5 * THINK else 2


if __name__ == "__main__":
    sys.exit(main())
