"""A whole game with two phone seats and two bots, over real WebSockets on 127.0.0.1: every decision goes through
the engine, and no message ever carries another seat's private tiles."""

import pytest

from game.phones.protocol import summary_to_dict
from game.rules import Buy, DecisionKind, redact
from game.rules.events import event_from_dict
from game.text.round_summary import RoundTally
from tests.phones.phone_client import Phone, open_table, run_screen, ws_url


def _private_tiles(events, seat):
    """Every tile that ever came into `seat`'s hand: drawn privately (dealt, bought, free) or kept from a row."""
    tiles = set()
    for event in events:
        if event.type in ("dealt", "bought", "free_tiles") and event.seat == seat:
            tiles.update(event.tiles)
        if event.type == "kept" and event.seat == seat:
            tiles.update(event.kept)
    return tiles


def only_its_own(phone, seat: int, events_of_game: list, setup: int, decisions: int) -> None:
    """Every state `phone` received is its seat's and holds no other seat's private tile, and its events are exactly
    the game's after the `setup` events, each redacted for the seat, in order: nothing lost, nothing added."""
    states = phone.of_type("state")
    assert states[-1]["view"]["over"] and states[-1]["turn"] == decisions
    mine = _private_tiles(events_of_game, seat)
    received = []
    for state in states:
        view = state["view"]
        assert view["seat"] == seat
        assert set(view["hand"]) <= mine and set(view["own_play"]) <= mine  # never another seat's tiles
        received += state["events"]
        for event in state["events"]:
            if event["type"] in ("dealt", "bought", "free_tiles") and event["seat"] != seat:
                assert event["tiles"] == []
            if event["type"] == "played" and not event["face_up"] and event["seat"] != seat:
                assert event["tiles"] == []
    assert [event_from_dict(e) for e in received] == [redact(e, seat) for e in events_of_game[setup:]]
    assert any(e["type"] == "bought" and e["seat"] != seat for e in received)  # others' draws were there, hidden


@pytest.mark.slow
def test_two_phones_and_two_bots_play_a_whole_game_and_each_phone_sees_only_its_own_tiles(plays_without_buying):
    table, match = open_table("pbpb")
    events_of_game = list(match.game.setup_events)
    match.listeners.append(lambda decision, events: events_of_game.extend(events))
    phones = {seat: Phone(ws_url(table), table.server.tokens[seat], seed=seat).start() for seat in (0, 2)}
    try:
        assert all(p.wait_for(lambda p: p.of_type("welcome")) for p in phones.values())
        table.attach(match)
        run_screen(match, lambda: match.over, most_seconds=90)
        assert match.game.over, "the game did not end within the time"
        for phone in phones.values():
            phone.wait_for(lambda p: any(m.get("view", {}).get("over") for m in p.of_type("state")), 5)
    finally:
        table.close()
        for phone in phones.values():
            # Its goodbye is read before it stops (on a loaded machine the client may not have read it yet).
            phone.wait_for(lambda p: p.of_type("closed") or p.closed.is_set(), 5)
            phone.stop()
    phone_decisions = [d for d in match.decisions if d.seat in phones]
    assert len(phone_decisions) > 20 and not match.bot_errors
    assert {d.kind.value for d in phone_decisions} == {"buy", "play", "keep"}  # every kind was decided on a phone
    # A phone plays without buying by sending the play alone; the game adds the purchase of none, in one place.
    assert all(d != {"kind": "buy", "count": 0} for phone in phones.values() for d in phone.decided)
    # (A phone that sees the state after the purchase of none may choose its play again: the seat takes the last.)
    nones = [d for d in match.decisions if d.seat in phones and d == Buy(d.seat, 0)]
    assert nones and [play.seat for play in plays_without_buying] == [d.seat for d in nones]
    assert all(d.kind is DecisionKind.PLAY and d.seat == before.seat
               for before, d in zip(match.decisions, match.decisions[1:], strict=False) if before in nones)
    for seat, phone in phones.items():
        only_its_own(phone, seat, events_of_game, 0, match.decisions_taken)
        assert phone.of_type("closed"), "the phone was not told that the match ended"
    # Each round's summary reached both phones once it ended: the screen's words, the same for every seat.
    tally = RoundTally(len(match.names))
    told = [summary_to_dict(summary, match.names) for event in events_of_game if (summary := tally.add(event))]
    assert len(told) == match.game.round.number
    for phone in phones.values():
        assert [message["summary"] for message in phone.of_type("summary")] == told
