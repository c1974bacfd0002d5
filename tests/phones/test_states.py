"""What each phone is sent when decisions are taken at once (everyone chooses at the same time): one state for all
the decisions an update of the match applied, holding every one of their events in order, each redacted for the
seat. Real WebSocket clients of the game's server on 127.0.0.1."""

import json
import math

from game.phones.protocol import VERSION
from game.rules import redact
from game.rules.events import event_from_dict
from tests.phones.phone_client import Phone, open_table, until, ws_url


def test_decisions_taken_in_one_update_reach_each_phone_as_one_state_with_all_their_events():
    table, match = open_table("ppb", seed=3)
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], plays=False).start() for seat in (0, 1)}
    applied: list = []
    match.listeners.append(lambda decision, events: applied.extend(events))
    try:
        assert all(phone.wait_for(lambda p: p.of_type("welcome")) for phone in phones.values())
        table.attach(match)
        match.update(0.0, think_seconds=math.inf)  # both phones are asked; the bot waits for its beat
        while match.next_event() is not None:
            pass
        assert {q.seat for q in match.asked()} == {0, 1, 2}
        for seat, phone in phones.items():
            assert phone.wait_for(lambda p: len(p.of_type("state")) == 1)
            view = match.view(seat)
            phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": 1, "turn": 0, "decision": {
                "kind": "play", "tiles": list(view.hand[: view.tiles_to_play])}}))
        assert until(lambda: all(match.controller(seat).waiting for seat in phones))
        match.update(1 / 60, think_seconds=math.inf)
        # Both plays, each with its purchase of none, in the one update.
        assert [(d.seat, d.kind.value) for d in match.decisions] == [(0, "buy"), (0, "play"), (1, "buy"), (1, "play")]
        for seat, phone in phones.items():
            phone.send_raw(json.dumps({"v": VERSION, "type": "ping"}))
            assert phone.wait_for(lambda p: p.of_type("pong"))  # everything sent before it has come
            first, state = phone.of_type("state")
            assert first["turn"] == 0 and state["turn"] == 4 == match.decisions_taken
            assert [event_from_dict(e) for e in state["events"]] == [redact(e, seat) for e in applied]
            assert state["view"]["seat"] == seat and state["view"]["hand"] == list(match.view(seat).hand)
    finally:
        table.close()
        for phone in phones.values():
            phone.stop()
