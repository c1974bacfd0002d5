"""The table with no window (game/phones/headless.py): phones over real WebSockets on 127.0.0.1 and bots, the table
stepped as the host command steps it. It plays a game to its end; its terminal tells the public story only; a phone
gone at its turn has a bot play its seat after the time set, and gets it back on return; stopped unfinished, the game
stays saved and its phones' links kept for them to come back."""

from __future__ import annotations

import re

import pytest

from game.phones.headless import HeadlessTable
from game.phones.seat import PhoneSeat
from game.session.bot_seats import InlineBots
from game.session.stand_ins import StandIn
from game.storage.phone_links import links_for
from game.storage.saves import Autosave, load_save
from tests.phones.phone_client import Phone, open_table, until, ws_url
from tests.phones.test_whole_game import only_its_own

STEP = 1 / 20


def hosted(kinds: str, stand_in_after: float = 30.0, tmp_path=None):
    table, match = open_table(kinds)
    if tmp_path is not None:
        match.recorder = Autosave.start(match.game, match.config, tmp_path, sync=False)
    lines: list[str] = []
    return HeadlessTable(table, match, InlineBots, lines.append, stand_in_after), lines


def step_until(host: HeadlessTable, condition, most: int = 20_000) -> None:
    """Step the table (STEP seconds of its time each) until `condition()`; while it waits for a phone, wait for the
    phone's decision rather than spin (bounded: every wait ends by itself)."""
    for _ in range(most):
        if condition():
            return
        before = host.match.decisions_taken
        host.step(STEP)
        pending = host.match.pending
        if pending is not None and host.match.decisions_taken == before:
            seat = host.match.controller(pending.seat)
            if isinstance(seat, PhoneSeat):
                seat.until_handed(0.05)
    raise AssertionError("the table did not get there")


@pytest.mark.slow
def test_two_phones_and_two_bots_play_to_the_end_each_phone_told_its_own_and_the_terminal_no_secret(tmp_path):
    host, lines = hosted("pbpb", tmp_path=tmp_path)
    match = host.match
    events_of_game = list(match.game.setup_events)
    match.listeners.append(lambda decision, events: events_of_game.extend(events))
    phones = {seat: Phone(ws_url(host.table), host.table.server.tokens[seat], seed=seat).start() for seat in (0, 2)}
    try:
        step_until(host, lambda: host.over)
        for phone in phones.values():
            phone.wait_for(lambda p: any(m.get("view", {}).get("over") for m in p.of_type("state")), 5)
    finally:
        host.stop()
        for phone in phones.values():
            phone.wait_for(lambda p: p.of_type("closed") or p.closed.is_set(), 5)
            phone.stop()
    for seat, phone in phones.items():
        assert any(d.seat == seat for d in match.decisions), "the phone decided"
        only_its_own(phone, seat, events_of_game, 0, match.decisions_taken)
    assert lines[-1].startswith("The game ends")
    assert any(line.startswith("Round 2 at a glance") for line in lines)  # the summaries, as the history has them
    assert not any("dealt" in line for line in lines)  # nobody's hand is told
    # A face-down play names who played, never the tile: the terminal is nobody's seat.
    face_down = [re.sub(r"Phone [13]|Bot [24]", "NAME", line) for line in lines if "face down" in line]
    assert face_down and all(not re.search(r"\d", line) for line in face_down), set(face_down)
    # Bought tiles are private: a purchase says how many, never which (the numbers are the count only).
    for line in lines:
        if " buys " in line:
            assert re.fullmatch(r"(Phone [13]|Bot [24]) buys \d tiles?( \(\d from the box\))?\.", line), line
    # The game finished: its links are forgotten, and its save replays to the same end.
    save = host.match.recorder.path
    assert links_for(save.name) is None
    assert load_save(save).game.over


def test_a_phone_gone_at_its_turn_is_played_by_a_bot_after_the_time_set_and_gets_its_seat_back(tmp_path):
    host, lines = hosted("pb", stand_in_after=10.0, tmp_path=tmp_path)
    phone = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False).start()
    try:
        assert until(lambda: host.table.server.connected(0))
        step_until(host, lambda: any(q.seat == 0 for q in host.match.asked()))
        phone.stop()
        assert until(lambda: not host.table.server.connected(0))
        for _ in range(round(9.5 / STEP)):  # 9.5 s of the table's time: not yet
            host.step(STEP)
        assert host.stand_ins.of(0) is None and host.match.controller(0) is host.table.controllers()[0]
        for _ in range(round(1.0 / STEP)):
            host.step(STEP)
        assert host.stand_ins.of(0) is StandIn.BOT
        assert "A bot plays Phone 1's seat until the phone is back." in lines
        step_until(host, lambda: any(d.seat == 0 for d in host.match.decisions))  # the bot played for it
        back = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False,
                     key=phone.of_type("welcome")[0]["key"]).start()
        assert until(lambda: host.table.server.connected(0))
        host.step(STEP)
        assert host.stand_ins.of(0) is None and host.table.playing(0)
        assert "Phone 1's phone is back and plays the seat again." in lines
        back.stop()
    finally:
        host.stop()
        phone.stop()


def test_stopped_unfinished_the_game_stays_saved_and_its_phones_links_are_kept(tmp_path):
    host, _lines = hosted("pb", tmp_path=tmp_path)
    phone = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False).start()
    try:
        assert until(lambda: host.table.server.connected(0))
        step_until(host, lambda: any(q.seat == 0 for q in host.match.asked()))
        token = host.table.server.tokens[0]
    finally:
        host.stop()
    assert phone.wait_for(lambda p: p.of_type("closed"), 5)
    closed = phone.of_type("closed")[-1]
    assert closed["kept"] is True  # the page keeps trying to join, and comes back when the table starts again
    phone.stop()
    save = host.match.recorder.path
    kept = links_for(save.name)
    assert kept is not None and kept.tokens[0] == token
    assert not load_save(save).game.over


def test_a_new_browser_with_the_link_waits_while_the_seat_is_played_and_gets_it_once_the_old_one_is_gone(tmp_path):
    host, lines = hosted("pb", tmp_path=tmp_path)
    first = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False).start()
    second = None
    try:
        assert until(lambda: host.table.server.connected(0))
        step_until(host, lambda: any(q.seat == 0 for q in host.match.asked()))
        second = Phone(ws_url(host.table), host.table.server.tokens[0], plays=False).start()  # no key: it asks
        assert second.wait_for(lambda p: p.of_type("asking"), 5)
        for _ in range(40):  # two seconds of the table: the seat's own browser still plays it
            host.step(STEP)
        assert not second.of_type("welcome") and not first.of_type("taken_over")
        first.stop()
        assert until(lambda: not host.table.server.connected(0))
        host.step(STEP)
        assert second.wait_for(lambda p: p.of_type("welcome") and p.of_type("state"), 5)
        assert until(lambda: host.table.server.connected(0))
        assert "Another browser plays Phone 1's seat now (the one before it is gone)." in lines
    finally:
        host.stop()
        first.stop()
        if second is not None:
            second.stop()
