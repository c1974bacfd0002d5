"""What a stranger on the same network can do to the table over the wire, and cannot: the server's side of
"a stranger can spoil nothing". Every client here talks to the real server on loopback addresses, bounded in
count and time."""

import json

from tests.phones.phone_client import Phone, open_table, run_screen, run_to_turn_of, ws_url


def _phone(table, seat, **kw):
    return Phone(ws_url(table), table.server.tokens[seat], **kw).start()


def test_a_decision_for_a_seat_that_is_not_asked_is_refused_and_never_applied_later():
    table, match = open_table("ppb", seed=3)
    asked = _phone(table, 0, plays=True)
    waiting = _phone(table, 1, plays=False)
    try:
        assert asked.wait_for(lambda p: p.of_type("welcome")) and waiting.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_to_turn_of(match, 0)
        turn = match.decisions_taken
        assert waiting.wait_for(lambda p: p.of_type("state") and p.of_type("state")[-1]["turn"] == turn)
        view = match.view(1)
        early = [{"kind": "buy", "count": 0}, {"kind": "play", "tiles": list(view.hand[: view.tiles_to_play])}]
        waiting.send_raw(json.dumps({"v": 1, "type": "decide", "id": 4, "turn": turn, "decisions": early}))
        assert waiting.wait_for(lambda p: p.of_type("refused") or p.of_type("received"))
        assert not waiting.of_type("received")
        assert "not asking you" in waiting.of_type("refused")[0]["message"]
        # Seat 0's phone decides; when seat 1 is asked at last, nothing is applied for it until it decides again.
        run_screen(match, lambda: match.pending is not None and match.pending.seat == 1 and not match.has_events(), 10)
        assert match.pending.seat == 1
        before = match.decisions_taken
        run_screen(match, lambda: match.decisions_taken > before, most_seconds=0.3)
        assert match.decisions_taken == before and all(d.seat != 1 for d in match.decisions[turn:])
    finally:
        table.close()
