"""What each phone is sent when decisions are taken at once (everyone chooses at the same time): one state for all
the decisions an update of the match applied, holding every one of their events in order, each redacted for the
seat; at once for choices made while the others choose, and where the decisions change the table (the reveal), once
the screen has shown it, so that a phone's rows and hand never run ahead of the table. Real WebSocket clients of the
game's server on 127.0.0.1."""

import json
import math

import pytest

from game.phones.protocol import VERSION
from game.rules import redact
from game.rules.events import event_from_dict
from tests.phones.phone_client import Phone, open_table, until, ws_url


def _heard_all(phone: Phone) -> None:
    """Wait until the phone has every message the server sent it so far (a ping is answered after them)."""
    pongs = len(phone.of_type("pong"))
    phone.send_raw(json.dumps({"v": VERSION, "type": "ping"}))
    assert phone.wait_for(lambda p: len(p.of_type("pong")) > pongs)


def _both_play(table, match, bot_waits: bool):
    """Both phones, asked at once with the bot, send a play (without buying); the match takes them in one update.
    Returns the phones, and the events applied (from the phones' plays on)."""
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], plays=False).start() for seat in (0, 1)}
    assert all(phone.wait_for(lambda p: p.of_type("welcome")) for phone in phones.values())
    table.attach(match)
    match.update(0.0, think_seconds=math.inf)  # the phones and the bot are asked; the bot waits for its beat
    while match.next_event() is not None:
        pass
    assert {q.seat for q in match.asked()} == {0, 1, 2}
    for seat, phone in phones.items():
        assert phone.wait_for(lambda p: len(p.of_type("state")) == 1)
        view = match.view(seat)
        phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": 1, "question": 0, "decision": {
            "kind": "play", "tiles": list(view.hand[: view.tiles_to_play])}}))
    assert until(lambda: all(match.controller(seat).waiting for seat in phones))
    applied: list = []
    match.listeners.append(lambda decision, events: applied.extend(events))
    match.update(1 / 60, think_seconds=math.inf if bot_waits else 0.0)
    return phones, applied


def test_choices_taken_in_one_update_reach_each_phone_at_once_as_one_state_with_all_their_events():
    table, match = open_table("ppb", seed=3)
    phones: dict = {}
    try:
        phones, applied = _both_play(table, match, bot_waits=True)
        # Both plays, each with its purchase of none, in the one update; the screen has not shown them yet.
        assert [(d.seat, d.kind.value) for d in match.decisions] == [(0, "buy"), (0, "play"), (1, "buy"), (1, "play")]
        assert match.has_events()
        for seat, phone in phones.items():
            _heard_all(phone)
            first, state = phone.of_type("state")
            assert first["turn"] == 0 and state["turn"] == 4 == match.decisions_taken
            assert [event_from_dict(e) for e in state["events"]] == [redact(e, seat) for e in applied]
            assert state["view"]["seat"] == seat and state["view"]["hand"] == list(match.view(seat).hand)
    finally:
        table.close()
        for phone in phones.values():
            phone.stop()


@pytest.mark.slow
def test_a_reveal_reaches_the_phones_once_the_screen_has_shown_it():
    table, match = open_table("ppb", seed=3)
    phones: dict = {}
    try:
        phones, applied = _both_play(table, match, bot_waits=False)  # the bot chooses too: the round is revealed
        assert any(e.type == "placed" for e in applied)
        rows_before = {seat: phone.of_type("state")[-1]["view"]["rows"] for seat, phone in phones.items()}
        while match.has_events():  # nothing new while the table has not shown the reveal, to its last event
            for phone in phones.values():
                _heard_all(phone)
                assert len(phone.of_type("state")) == 1
            match.next_event()
        for seat, phone in phones.items():  # the screen has shown it all: the phones follow
            _heard_all(phone)
            first, state = phone.of_type("state")
            assert state["turn"] == match.decisions_taken
            assert [event_from_dict(e) for e in state["events"]] == [redact(e, seat) for e in applied]
            assert state["view"]["rows"] == [list(row) for row in match.view(seat).rows] != rows_before[seat]
    finally:
        table.close()
        for phone in phones.values():
            phone.stop()
