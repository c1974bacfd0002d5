"""The phone tells the story: the tile you played (face down until the reveal) and where it went, your points as the
table shows them, where a tile would land and where a purchase takes your pawn (the rules' answers, in words), the
table paused, the results at the end, and the page's words in the game's language. Real phones (WebSocket clients)
on the real server over loopback; the screen's side is stepped by the test."""

from __future__ import annotations

import json
import random
import re

import pytest

from game.phones.protocol import VERSION
from game.phones.story import SeatStory
from game.rules import Game, PlayerSetup, default_board
from game.rules.events import Bought, Dealt, FreeTiles, PawnMoved, Placed, Played
from game.text import i18n
from game.text.standings import end_reason, ordinal
from tests.phones.phone_client import Phone, open_table, run_screen, run_to_turn_of, ws_url


@pytest.fixture
def table_and_phone():
    """A table of a phone and two bots, its phone joined but deciding only when the test says."""
    table, match = open_table("pbb", seed=11)
    phone = Phone(ws_url(table), table.server.tokens[0], plays=False).start()
    assert phone.wait_for(lambda p: p.of_type("welcome"))
    table.attach(match)
    yield table, match, phone
    table.close()
    phone.stop()


def _latest(phone: Phone, kind: str) -> dict:
    return phone.of_type(kind)[-1]


def _decide(phone: Phone, decision: dict) -> None:
    turn, question = _latest(phone, "state")["turn"], _latest(phone, "state")["question"]
    phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": turn, "question": question, "decision": decision}))
    assert phone.wait_for(lambda p: any(m.get("id") == turn for m in p.of_type("received")))


def _show_until(match, test) -> list:
    """Step the table and show its events one by one until `test(event)` holds for one shown; the events shown."""
    shown = []
    for _ in range(2000):
        match.update(1 / 60, think_seconds=0.0)
        event = match.next_event()
        if event is not None:
            shown.append(event)
            if test(event):
                return shown
    raise AssertionError("the event never came")


def test_the_tile_you_played_is_face_down_until_the_reveal_then_where_it_went_with_your_points(table_and_phone):
    table, match, phone = table_and_phone
    run_to_turn_of(match, 0)
    assert phone.wait_for(lambda p: p.of_type("state") and _latest(p, "state")["turn"] == match.decisions_taken)
    tile = match.view(0).hand[0]
    _decide(phone, {"kind": "play", "tiles": [tile]})
    _show_until(match, lambda e: isinstance(e, Played) and e.seat == 0)
    assert phone.wait_for(lambda p: p.of_type("story") and _latest(p, "story")["story"]["played"])
    story = _latest(phone, "story")["story"]
    assert story["round"] == 1 and story["played"] == [{"tile": tile, "face_down": True, "where": ""}]
    assert f"You chose {tile}: face down until the reveal." in story["lines"]
    shown = _show_until(match, lambda e: isinstance(e, Placed) and e.seat == 0 and e.tile == tile)
    placed = shown[-1]
    where = f"row {placed.row}, space {placed.slot}"
    assert phone.wait_for(lambda p: _latest(p, "story")["story"]["played"][0]["where"] == where)
    assert _latest(phone, "story")["story"]["played"][0]["face_down"] is False
    # Every point of the round as the table shows it: the story's total is the pawn's moves shown so far.
    shown += _show_until(match, lambda e: e.type == "round_started")
    moved = sum(e.points for e in shown if isinstance(e, PawnMoved) and e.seat == 0)
    last = _latest(phone, "story")["story"]
    told = last["last"] if last["round"] == 2 else last
    assert told["round"] == 1 and told["points"] == moved
    assert len([line for line in told["lines"] if line.startswith("You score") or line.startswith("You pay")]) == \
        len([e for e in shown if isinstance(e, PawnMoved) and e.seat == 0])


def _lands(rows, tile):
    """Where `tile` goes on `rows` by Rules 1 to 3 (spec/rules.md 2.4), worked out here: (row number, space)."""
    active = [(number, row) for number, row in enumerate(rows, 1) if row]
    below = [(row[-1], number, row) for number, row in active if row[-1] < tile]
    _, number, row = max(below) if below else max((row[-1], number, row) for number, row in active)
    return number, len(row) + 1


def test_each_tile_of_the_hand_says_where_it_would_land_and_each_purchase_where_the_pawn_goes(table_and_phone):
    table, match, phone = table_and_phone
    run_to_turn_of(match, 0)
    turn = match.decisions_taken
    assert phone.wait_for(lambda p: p.of_type("state") and _latest(p, "state")["turn"] == turn)
    state = _latest(phone, "state")
    view = state["view"]
    assert view["pending"] == {"seat": 0, "kind": "buy"} and state["mine"] and "Your turn" in state["status"]
    assert sorted(state["hints"]) == sorted(str(t) for t in view["hand"])  # a double round would add the pairs
    for tile in view["hand"]:
        row, space = _lands(view["rows"], tile)
        assert state["hints"][str(tile)].startswith(f"{tile}: row {row}, space {space} · ")
        assert state["hints"][str(tile)].endswith(" · if no other tile lands there first")  # others choose unseen
    positions = view["positions"]
    for offer in state["buys"]:
        end = positions[0] + offer["count"]
        while end in positions[1:]:  # bumped on past the pawns standing there (spec/rules.md 4)
            end += 1
        assert offer["end"] == end and offer["label"] == f"Buy {offer['count']}"
        assert f"your pawn goes to {end}" in offer["note"]
    assert [offer["count"] for offer in state["buys"]] == [c for c in view["legal_buys"] if c]
    _decide(phone, {"kind": "play", "tiles": [view["hand"][0]]})
    run_screen(match, lambda: match.decisions_taken >= turn + 2)
    assert phone.wait_for(lambda p: _latest(p, "state")["turn"] >= turn + 2)
    after = _latest(phone, "state")
    assert after["hints"] == {} and after["buys"] == [] and not after["mine"]  # asked nothing: no aids


def test_the_phones_are_told_when_the_table_pauses_and_a_phone_joining_meanwhile_too(table_and_phone):
    table, match, phone = table_and_phone
    table.pause(True)
    assert phone.wait_for(lambda p: p.of_type("table") and _latest(p, "table")["paused"] is True)
    again = Phone(ws_url(table), table.server.tokens[0], plays=False, key=phone.key).start()  # a reload
    try:
        assert again.wait_for(lambda p: p.of_type("table"))
        kinds = [m["type"] for m in again.messages]
        assert kinds.index("welcome") < kinds.index("state") < kinds.index("table")
        assert _latest(again, "table")["paused"] is True
        table.pause(False)
        assert again.wait_for(lambda p: _latest(p, "table")["paused"] is False)
    finally:
        again.stop()


def test_the_results_at_the_end_rank_every_seat_and_say_why_the_game_ended():
    table, match = open_table("pbb", seed=4)
    phone = Phone(ws_url(table), table.server.tokens[0], seed=3).start()
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_screen(match, lambda: match.over, most_seconds=90)
        assert match.over
        assert phone.wait_for(lambda p: p.of_type("story") and "results" in _latest(p, "story")["story"])
    finally:
        table.close()
        phone.stop()
    results = _latest(phone, "story")["story"]["results"]
    places, positions = match.game.ranking(), match.game.positions
    expected = sorted(range(3), key=lambda seat: (positions[seat], seat))
    assert [s["seat"] for s in results["standings"]] == expected
    assert [s["points"] for s in results["standings"]] == sorted(positions)
    assert [s["place"] for s in results["standings"]] == [ordinal(places[seat]) for seat in expected]
    assert [s["you"] for s in results["standings"]] == [seat == 0 for seat in expected]
    assert results["headline"] == ("You won!" if places[0] == 1 else f"You came {ordinal(places[0])}.")
    assert results["reason"] == end_reason(match.game.end_reason)


def test_the_page_gets_its_words_in_the_games_language(monkeypatch):
    i18n.set_language("de")
    try:
        table, _match = open_table("pb")
        phone = Phone(ws_url(table), table.server.tokens[0], plays=False).start()
        try:
            assert phone.wait_for(lambda p: p.of_type("welcome"))
            words = phone.of_type("welcome")[0]["words"]
            assert words["play"] == i18n._("Play") != "Play" and words["rows"] == i18n._("Rows") != "Rows"
            assert not [name for name, said in words.items() if not said]
        finally:
            table.close()
            phone.stop()
    finally:
        i18n.set_language("en")


# ------------------------------------------------------------------ the story tells nothing of the other hands
def _scrambled(event, seat: int, rng: random.Random):
    """`event` with every tile another seat holds privately (dealt, bought, drawn free, played face down) replaced:
    what a story may not depend on."""
    from dataclasses import replace

    if isinstance(event, Dealt | Bought | FreeTiles) and event.seat != seat:
        return replace(event, tiles=tuple(rng.randrange(1, 100) for _ in event.tiles))
    if isinstance(event, Played) and not event.face_up and event.seat != seat:
        return replace(event, tiles=tuple(rng.randrange(1, 100) for _ in event.tiles))
    return event


def test_a_seats_story_is_the_same_whatever_the_other_seats_hold_privately():
    board = default_board()
    game = Game.new(board, [PlayerSetup(f"P{i}", c) for i, c in enumerate(("red", "blue", "green", "yellow"))], 9)
    events = list(game.setup_events)
    rng = random.Random(1)
    while not game.over:
        events += game.apply(rng.choice(game.legal()))
    names, colors = ["P0", "P1", "P2", "P3"], ["red", "blue", "green", "yellow"]
    for seat in range(4):
        told, blind = SeatStory(seat, names, colors), SeatStory(seat, names, colors)
        scramble = random.Random(seat)
        for event in events:
            told.add(event)
            blind.add(_scrambled(event, seat, scramble))
            assert told.to_dict() == blind.to_dict()
        assert told.to_dict()["results"]["standings"]


def test_the_story_words_every_own_event_of_the_round_and_none_of_the_others():
    board = default_board()
    game = Game.new(board, [PlayerSetup(n, c) for n, c in (("Anja", "red"), ("Bernd", "blue"))], 3)
    story = SeatStory(0, ["Anja", "Bernd"], ["red", "blue"])
    for event in game.setup_events:
        story.add(event)
    events = []
    while game.round.number == 1:
        events += game.apply(game.legal()[0])
    for event in events:
        story.add(event)
    own = [e for e in events if getattr(e, "seat", None) == 0 and e.type != "dealt"]
    lines = story.to_dict()["lines"] if story.round == 1 else story.to_dict()["last"]["lines"]
    assert len(lines) == len(own) and not [line for line in lines if "Bernd" in line]
    assert all(re.match(r"You ", line) for line in lines), lines
