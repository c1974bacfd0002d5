"""The server against real WebSocket clients on 127.0.0.1: tokens, takeovers, reconnects and bad messages."""

import json

from game.phones.protocol import VERSION
from game.phones.server import Close
from game.session.runner import Wait
from tests.phones.phone_client import Heard, Phone, open_table, run_screen, run_to_turn_of, ws_url


def _phone(table, seat, **kw):
    return Phone(ws_url(table), table.server.tokens[seat] if seat is not None else "", **kw).start()


def test_a_wrong_token_is_refused_and_the_connection_closed():
    table, match = open_table("ppb")
    try:
        wrong = Phone(ws_url(table), "x" * 22, plays=False).start()
        assert wrong.closed.wait(5)
        assert wrong.close_code == Close.DENIED
        assert [m["type"] for m in wrong.messages] == ["denied"]
        assert not table.server.joined
    finally:
        table.close()


def test_a_stale_token_of_another_match_is_refused():
    old, _ = open_table("pb")
    stale = old.server.tokens[0]
    old.close()
    table, _ = open_table("pb")
    try:
        assert table.server.tokens[0] != stale and len(table.server.tokens[0]) >= 22  # 16 random bytes, base64
        phone = Phone(ws_url(table), stale, plays=False).start()
        assert phone.closed.wait(5) and phone.close_code == Close.DENIED
    finally:
        table.close()


def test_another_seats_token_gives_that_seat_only_and_the_same_browser_takes_its_seat_back_unasked():
    table, match = open_table("ppb")
    first = _phone(table, 1, plays=False)
    try:
        assert first.wait_for(lambda p: p.of_type("welcome"))
        assert first.of_type("welcome")[0]["seat"] == 1
        table.attach(match)
        assert first.wait_for(lambda p: p.of_type("state"))
        assert all(m["view"]["seat"] == 1 for m in first.of_type("state"))
        # The same browser (its page kept the seat's key) comes back while its old connection still hangs on.
        second = _phone(table, 1, plays=False, key=first.key)
        assert second.wait_for(lambda p: p.of_type("state"))
        assert first.closed.wait(5) and first.close_code == Close.TAKEN_OVER
        assert first.of_type("taken_over") and table.server.connected(1) and table.server.takeovers(1) == 1
        assert not table.server.pending_takeovers()  # the table was not asked
        second.stop()
    finally:
        table.close()


def test_a_phone_that_reconnects_in_the_middle_of_its_decision_sees_the_current_state_and_decides():
    table, match = open_table("pb", seed=3)
    phone = _phone(table, 0, plays=False)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_to_turn_of(match, 0)
        assert phone.wait_for(lambda p: p.of_type("state") and p.of_type("state")[-1]["view"]["pending"]["seat"] == 0)
        before = match.decisions_taken
        asked = match.asked()
        phone.stop()  # the phone sleeps in the middle of its decision
        assert phone.closed.wait(5)
        for _ in range(600):  # ten seconds of the table's frames, bots at once: nobody decides for it
            assert match.update(1 / 60, think_seconds=0.0) == []
        assert match.decisions_taken == before and match.asked() == asked and match.waiting_for() is Wait.BOT
        again = _phone(table, 0, plays=True, seed=5, key=phone.key)  # the page reloads and reconnects by itself
        assert again.wait_for(lambda p: p.of_type("state"))
        state = again.of_type("state")[0]
        assert state["turn"] == before and state["again"] and state["view"]["pending"]["seat"] == 0
        run_screen(match, lambda: match.decisions_taken > before, 10)
        # The phone's decision is the next one taken (bots choosing together may follow it in the same frame).
        assert match.decisions_taken > before and match.decisions[before].seat == 0
        again.stop()
    finally:
        table.close()


def test_malformed_messages_are_answered_in_a_sentence_and_change_nothing():
    table, match = open_table("pb", seed=3)
    phone = _phone(table, 0, plays=False)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_to_turn_of(match, 0)
        assert phone.wait_for(lambda p: p.of_type("state"))
        turn = match.decisions_taken
        question = phone.of_type("state")[-1]["question"]
        v = VERSION
        bad = ["not json", "[1, 2]", json.dumps({"v": v + 1, "type": "ping"}), json.dumps({"v": v, "type": "launch"}),
               json.dumps({"v": v, "type": "decide", "question": question, "decision": {"kind": "steal"}}),
               json.dumps({"v": v, "type": "decide", "question": question,
                           "decision": {"kind": "play", "tiles": "../x"}}),
               json.dumps({"v": v, "type": "decide", "question": question,
                           "decision": {"kind": "buy", "count": True}})]
        for text in bad:
            phone.send_raw(text)
        assert phone.wait_for(lambda p: len(p.of_type("error")) >= len(bad))
        sentences = [m["message"] for m in phone.of_type("error")]
        assert all(s and "Traceback" not in s and "../x" not in s for s in sentences)
        assert "the message is not JSON" in sentences
        # A decision the engine refuses (a tile not in the hand) is told in one sentence; nothing changes.
        not_mine = next(t for t in range(1, 200) if t not in match.view(0).hand)
        play = {"kind": "play", "tiles": [not_mine]}
        phone.send_raw(json.dumps({"v": v, "type": "decide", "id": 9, "question": question, "decision": play}))
        run_screen(match, lambda: bool(phone.of_type("illegal")), 5)
        assert phone.of_type("illegal")
        assert match.decisions_taken <= turn + 1 and all(d.seat != 0 or getattr(d, "count", 1) == 0
                                                          for d in match.decisions)
        # A decision naming another question is refused before it reaches the engine.
        phone.send_raw(json.dumps({"v": v, "type": "decide", "id": 10, "question": question + 1, "decision": play}))
        assert phone.wait_for(lambda p: p.of_type("refused"))
        assert "moved on" in phone.of_type("refused")[0]["message"]
    finally:
        table.close()


def test_an_oversized_message_closes_the_connection():
    table, _ = open_table("pb")
    phone = _phone(table, 0, plays=False)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        phone.send_raw(json.dumps({"v": VERSION, "type": "ping", "pad": "x" * 10_000}))
        assert phone.closed.wait(5) and phone.close_code == 1009  # message too big
    finally:
        table.close()


def test_a_flooding_phone_is_slowed_then_dropped_and_the_others_play_on():
    table, match = open_table("ppb", limits=None)  # the server's own limits
    flood = _phone(table, 0, plays=False)
    calm = _phone(table, 1, plays=False)
    try:
        assert flood.wait_for(lambda p: p.of_type("welcome")) and calm.wait_for(lambda p: p.of_type("welcome"))
        ping = json.dumps({"v": VERSION, "type": "ping"})
        for _ in range(600):
            flood.send_raw(ping)
        assert flood.closed.wait(10) and flood.close_code == Close.FLOOD
        assert any("too many messages" in m["message"] for m in flood.of_type("error"))
        assert len(flood.of_type("pong")) < 100  # most were ignored
        calm.send_raw(ping)
        assert calm.wait_for(lambda p: p.of_type("pong")) and table.server.connected(1)
    finally:
        table.close()


def test_the_page_is_served_and_nothing_else():
    import urllib.error
    import urllib.request

    table, _ = open_table("pb")
    base = f"http://127.0.0.1:{table.server.port}"
    try:
        with urllib.request.urlopen(base + "/", timeout=5) as page:
            html = page.read().decode()
            assert "phone.js" in html and "default-src 'self'" in page.headers["Content-Security-Policy"]
        for path in ("/../game/phones/server.py", "/static/index.html", "/phone.js/../x", "/%2e%2e/etc/passwd"):
            try:
                urllib.request.urlopen(base + path, timeout=5)
                raise AssertionError(f"{path} was served")
            except urllib.error.HTTPError as exc:
                assert exc.code == 404
    finally:
        table.close()


def test_broken_requests_get_no_traceback_on_the_games_terminal():
    # What any device on the network sends (an 8 KB address, thousands of headers, no HTTP at all) is the
    # phones' text: the server answers or closes, and nothing of it reaches the game's log or terminal.
    import socket

    table, _ = open_table("pb")
    try:
        with Heard() as heard:
            junk = (b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\n\r\n",
                    b"GET / HTTP/1.1\r\n" + b"X: y\r\n" * 5000 + b"\r\n", b"GARBAGE\r\n\r\n",
                    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03")
            for raw in junk:
                with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as connection:
                    connection.sendall(raw)
                    connection.recv(200)  # the answer (400) or the close
            with socket.create_connection(("127.0.0.1", table.server.port), timeout=5) as connection:
                connection.sendall(b"GET / HTTP/1.1\r\nHost: x\r\n\r\n")
                assert connection.recv(20).startswith(b"HTTP/1.1 200")  # and the server still serves
            table.close()
    finally:
        table.close()
    assert heard.loud() == [] and not any("aaaa" in r.getMessage() for r in heard.records)
