"""What a stranger on the same network can do to the table over the wire, and cannot: the server's side of
"a stranger can spoil nothing". Every client here talks to the real server on loopback addresses, bounded in
count and time."""

from __future__ import annotations

import base64
import json
import os
import re
import resource
import selectors
import socket
import threading
import time

import pytest

from game.phones.protocol import VERSION
from game.phones.server import Close, Limits
from game.rules import COLORS
from tests.phones.phone_client import LOOPBACK, Heard, Phone, open_table, run_screen, until, ws_url


def _phone(table, seat, **kw):
    return Phone(ws_url(table), table.server.tokens[seat], **kw).start()


def _asked(match, seat: int) -> bool:
    return any(pending.seat == seat for pending in match.game.pending())


@pytest.mark.slow
def test_a_decision_for_a_seat_that_is_not_asked_is_refused_and_never_applied_later():
    table, match = open_table("ppb", seed=3)
    other = _phone(table, 0, plays=False)  # does not choose until told: the round waits for it
    early = _phone(table, 1, plays=False)
    try:
        assert other.wait_for(lambda p: p.of_type("welcome")) and early.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        run_screen(match, lambda: _asked(match, 1) and not match.has_events())
        turn = match.decisions_taken
        assert early.wait_for(lambda p: p.of_type("state") and p.of_type("state")[-1]["turn"] >= turn)
        # Seat 1 chooses (everyone chooses at once): its play, without buying, is taken.
        view = match.view(1)
        tiles = list(view.hand[: view.tiles_to_play])
        decide = {"v": VERSION, "type": "decide", "id": 3, "question": early.of_type("state")[-1]["question"],
                  "decision": {"kind": "play", "tiles": tiles}}
        early.send_raw(json.dumps(decide))
        run_screen(match, lambda: not _asked(match, 1), 10)
        assert [d.seat for d in match.decisions[turn:]].count(1) == 2  # the purchase of none and the play
        # Asked nothing more this round, it sends another play: refused at once, never kept.
        done = match.decisions_taken
        assert early.wait_for(lambda p: p.of_type("state")[-1]["turn"] >= done)
        assert early.of_type("state")[-1]["question"] is None  # its state asks it nothing now
        again = {**decide, "id": 4,  # naming the question it answered
                 "decision": {"kind": "play", "tiles": [t for t in view.hand if t not in tiles][:view.tiles_to_play]}}
        early.send_raw(json.dumps(again))
        assert early.wait_for(lambda p: any(m.get("id") == 4 for m in p.of_type("refused") + p.of_type("received")))
        assert not [m for m in early.of_type("received") if m.get("id") == 4]
        assert "not asking you" in [m for m in early.of_type("refused") if m.get("id") == 4][0]["message"]
        # Seat 0 chooses too; when seat 1 is asked again (the next round), nothing is applied for it until it
        # decides again.
        mine = match.view(0)
        other.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": 5,
                                   "question": other.of_type("state")[-1]["question"],
                                   "decision": {"kind": "play", "tiles": list(mine.hand[: mine.tiles_to_play])}}))
        run_screen(match, lambda: _asked(match, 1) and match.view(1).round > view.round and not match.has_events(),
                   10)
        before = [d for d in match.decisions if d.seat == 1]
        run_screen(match, lambda: [d for d in match.decisions if d.seat == 1] != before, most_seconds=0.3)
        assert [d for d in match.decisions if d.seat == 1] == before
    finally:
        table.close()


def test_a_hello_in_unusual_unicode_or_of_the_wrong_type_gets_one_clear_answer_and_the_server_serves_on():
    table, _ = open_table("pb")
    try:
        tokens = ["\ud800" * 28, "\u202e" + "a" * 27, "x" * 10_000, 10**400, ["x"], {"t": 1}, None]
        answers = []
        for token in tokens:
            stranger = Phone(ws_url(table), "", plays=False).start()
            stranger.send_raw('{"v": ' + str(VERSION) + ', "type": "hello", "token": ' + json.dumps(token) + "}")
            assert stranger.closed.wait(5), f"no answer to the token {str(token)[:20]!r}"
            answers.append([m["type"] for m in stranger.messages])
            assert stranger.close_code in (Close.DENIED, Close.NO_HELLO, 1009), stranger.close_code
        assert all(len(kinds) == 1 and kinds[0] in ("denied", "error") for kinds in answers[:2] + answers[3:]), answers
        phone = _phone(table, 0, plays=False)
        assert phone.wait_for(lambda p: p.of_type("welcome"))  # and the real phone still joins
    finally:
        table.close()


# Text no page sends: lone and reversed surrogates (also as long as a token), direction overrides and isolates with a
# NUL and a terminal escape, a byte order mark and combining accents, letters outside the basic plane, format
# strings, and a long run.
ODD_TEXT = ["\ud800", "\udfff\ud800", "\ud800x" * 12, "\u202e\u2066x\u0000\u001b[31m", "\ufeff" + "e\u0301" * 8,
            "\U0001d518" * 20, "%s%n{0}{!r}\\x00", "a" * 300]


def _decide(question: int, decision: object, **fields: object) -> dict:
    """A decide message for `question` (fields given replace the message's own)."""
    return {"v": VERSION, "type": "decide", "id": 1, "question": question, "decision": decision, **fields}


@pytest.mark.slow
def test_any_text_in_any_field_of_any_message_gets_one_sentence_never_a_crash():
    table, match = open_table("pb", seed=3)
    phone = _phone(table, 0, plays=False)
    strangers: list[Phone] = []
    try:
        with Heard() as heard:
            assert phone.wait_for(lambda p: p.of_type("welcome"))
            table.attach(match)
            run_screen(match, lambda: _asked(match, 0) and not match.has_events())
            assert phone.wait_for(lambda p: p.of_type("state"))
            turn = phone.of_type("state")[-1]["question"]
            tile = match.view(0).hand[0]
            sent = []
            for odd in ODD_TEXT:
                sent += [{**_decide(turn, {"kind": "play", "tiles": [tile]}), "v": odd},
                         {**_decide(turn, {"kind": "play", "tiles": [tile]}), "type": odd},
                         _decide(turn, {"kind": "play", "tiles": [tile]}, id=odd),
                         {**_decide(turn, {"kind": "play", "tiles": [tile]}), "question": odd},
                         _decide(turn, odd), _decide(turn, {"kind": odd}),
                         _decide(turn, {"kind": "play", "tiles": [odd]}), _decide(turn, {"kind": "play", "tiles": odd}),
                         _decide(turn, {"kind": "buy", "count": odd}), _decide(turn, {"kind": "keep", "tiles": [odd]})]
            for data in sent:
                phone.send_raw(json.dumps(data))
            phone.send_raw(json.dumps({"v": VERSION, "type": "ping"}))  # answered after every message before it
            assert phone.wait_for(lambda p: p.of_type("pong"), 10), "the server stopped answering"
            answers = [m for m in phone.messages if m["type"] in ("error", "refused", "received", "illegal")]
            assert [m["type"] for m in answers] == ["error"] * len(sent)  # one each, and nothing taken
            for answer in answers:
                sentence = answer["message"]
                assert sentence and "\n" not in sentence and len(sentence) < 160, sentence
                assert not any(odd in sentence for odd in ODD_TEXT), sentence  # nothing sent is said back
            # The hello's fields, each on a connection of its own: the token, then the seat's key (another browser's).
            for field in ("token", "keys"):
                for odd in ODD_TEXT:
                    hello = {"token": odd} if field == "token" else {"token": table.server.tokens[0], "keys": [odd]}
                    stranger = Phone(ws_url(table), "", plays=False).start()
                    strangers.append(stranger)
                    stranger.send_raw(json.dumps({"v": VERSION, "type": "hello", **hello}))
                    assert stranger.wait_for(lambda p: p.messages or p.closed.is_set(), 5), hello
                    kinds = [m["type"] for m in stranger.messages]
                    # A token that cannot be one is denied like a wrong one (or refused, when it is no token's
                    # length); a key that cannot be one is no key: the table is asked, as for any browser without
                    # the seat's key (or it is refused in a sentence).
                    expected = (["denied"], ["error"]) if field == "token" else (["asking"], ["error"])
                    assert kinds in expected and stranger.messages[0]["message"], (kinds, field, odd[:12])
                    stranger.stop()
                    assert stranger.closed.wait(5) and until(lambda: not table.server.pending_takeovers())
            # The seat's own phone still plays.
            view = match.view(0)
            phone.send_raw(json.dumps(_decide(phone.of_type("state")[-1]["question"],
                                              {"kind": "play", "tiles": list(view.hand[: view.tiles_to_play])}, id=2)))
            run_screen(match, lambda: any(d.seat == 0 and d.kind == "play" for d in match.decisions), 10)
            assert any(d.seat == 0 and d.kind == "play" for d in match.decisions)
            table.close()
        assert heard.loud() == []
    finally:
        table.close()
        for stranger in [phone, *strangers]:
            stranger.stop()


# ------------------------------------------------------------------ raw connections, as a stranger's script would
def _connect(table, source: str = "127.0.0.1", receive_buffer: int = 0) -> socket.socket:
    connection = socket.socket()
    if receive_buffer:  # a phone whose network stalls: what the server sends soon has nowhere to go
        connection.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, receive_buffer)
    connection.settimeout(5)
    connection.bind((source, 0))
    connection.connect((LOOPBACK, table.server.port))
    return connection


def _read_all(connection: socket.socket) -> bytes:
    """Everything the server sends until it closes the connection (each read waits at most the socket's timeout)."""
    data = b""
    while True:
        try:
            chunk = connection.recv(65536)
        except ConnectionResetError:
            return data
        if not chunk:
            return data
        data += chunk


def _head(connection: socket.socket) -> bytes:
    data = b""
    while b"\r\n\r\n" not in data:
        chunk = connection.recv(4096)
        if not chunk:
            break
        data += chunk
    return data


def _open_socket(table, origin: str | None, source: str = "127.0.0.1",
                 receive_buffer: int = 0) -> tuple[socket.socket, bytes]:
    """A WebSocket handshake by hand; returns the connection and the server's answer's head."""
    connection = _connect(table, source, receive_buffer)
    key = base64.b64encode(os.urandom(16)).decode()
    lines = ["GET /ws HTTP/1.1", f"Host: {LOOPBACK}:{table.server.port}", "Upgrade: websocket",
             "Connection: Upgrade", f"Sec-WebSocket-Key: {key}", "Sec-WebSocket-Version: 13"]
    if origin is not None:
        lines.append(f"Origin: {origin}")
    connection.sendall(("\r\n".join(lines) + "\r\n\r\n").encode())
    return connection, _head(connection)


def _frame(opcode: int, payload: bytes = b"", fin: bool = True) -> bytes:
    """A client's frame (masked, with a zero mask key, as RFC 6455 allows)."""
    assert len(payload) < 126
    return bytes([(0x80 if fin else 0) | opcode, 0x80 | len(payload)]) + b"\0\0\0\0" + payload


def _close_code(data: bytes) -> int | None:
    """The code of the server's close frame in `data` (the server's frames are not masked), if it sent one."""
    at = 0
    while at + 2 <= len(data):
        opcode, length = data[at] & 0x0F, data[at + 1] & 0x7F
        at += 2
        if length == 126:
            length, at = int.from_bytes(data[at:at + 2], "big"), at + 2
        elif length == 127:
            length, at = int.from_bytes(data[at:at + 8], "big"), at + 8
        if opcode == 0x8:
            return int.from_bytes(data[at:at + 2], "big")
        at += length
    return None


def _hello(table, seat: int) -> bytes:
    return _frame(0x1, json.dumps({"v": VERSION, "type": "hello", "token": table.server.tokens[seat]}).encode())


def test_the_socket_opens_only_for_the_pages_own_origin():
    table, _ = open_table("pb")
    try:
        port = table.server.port
        for origin in (None, "http://evil.example", f"http://{LOOPBACK}:{port + 1}", "null", f"https://{LOOPBACK}:{port}"):
            connection, head = _open_socket(table, origin)
            with connection:
                assert head.startswith(b"HTTP/1.1 403"), (origin, head[:40])
                assert b"101" not in head.split(b"\r\n")[0] and b"Upgrade" not in head
        stranger = Phone(ws_url(table), table.server.tokens[0], plays=False)
        stranger.origin = "http://evil.example"
        assert stranger.start().closed.wait(5) and stranger.refused and not table.server.joined
        connection, head = _open_socket(table, table.server.origin)  # the page's own origin
        with connection:
            assert head.startswith(b"HTTP/1.1 101")
    finally:
        table.close()


def test_no_answer_names_the_servers_software_or_version():
    table, _ = open_table("pb")
    answers = []
    try:
        requests = [b"GET / HTTP/1.1\r\nHost: x\r\n\r\n", b"GET /phone.js HTTP/1.1\r\nHost: x\r\n\r\n",
                    b"GET /nothing HTTP/1.1\r\nHost: x\r\n\r\n",
                    b"POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\n\r\n",
                    b"GET /ws HTTP/1.1\r\nHost: x\r\n\r\n", b"GARBAGE\r\n\r\n",
                    b"GET /" + b"a" * 10_000 + b" HTTP/1.1\r\n\r\n",
                    b"GET / HTTP/1.1\r\n" + b"X: y\r\n" * 500 + b"\r\n",
                    b"\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03"]
        for raw in requests:
            with _connect(table) as connection:
                connection.sendall(raw)
                answers.append(_read_all(connection))
        for origin in (table.server.origin, "http://evil.example"):
            connection, head = _open_socket(table, origin)
            connection.close()
            answers.append(head)
    finally:
        table.close()
    assert answers[0].startswith(b"HTTP/1.1 200") and answers[2].startswith(b"HTTP/1.1 404")
    assert answers[5].startswith(b"HTTP/1.1 400")  # a request that cannot be read still gets a plain answer
    software = re.compile(rb"aiohttp|python|^server:|\d+\.\d+\.\d+", re.IGNORECASE | re.MULTILINE)
    for answer in answers:
        assert not software.search(answer), answer[:300]


@pytest.mark.parametrize("kind, flood", [
    ("ping", _frame(0x9, b"hi") * 400),
    ("pong", _frame(0xA) * 400),
    ("binary", _frame(0x2, b"\x00") * 400),
    ("continuation", _frame(0x1, b"{", fin=False) + _frame(0x0, fin=False) * 400),
])
def test_every_kind_of_frame_counts_towards_the_flood_limit(kind, flood):
    table, _ = open_table("pb", limits=Limits(close_timeout=0.5))
    try:
        connection, head = _open_socket(table, table.server.origin)
        with connection:
            assert head.startswith(b"HTTP/1.1 101")
            connection.sendall(_hello(table, 0) + flood)
            answer = _read_all(connection)  # until the server closes the connection (or 5 s without a word)
        assert _close_code(answer) == Close.FLOOD, (kind, answer[-60:])
        assert b"too many messages" in answer
        phone = _phone(table, 0, plays=False)  # the seat can still be played
        assert phone.wait_for(lambda p: p.of_type("welcome"))
    finally:
        table.close()


@pytest.mark.slow
def test_a_socket_that_never_says_hello_is_closed_within_the_hello_time():
    table, _ = open_table("pb", limits=Limits(hello_timeout=0.3, close_timeout=0.3))
    try:
        silent = Phone(ws_url(table), "", plays=False).start()
        assert silent.closed.wait(5) and silent.close_code == Close.NO_HELLO
        assert "hello" in silent.of_type("error")[0]["message"]
        connection, head = _open_socket(table, table.server.origin)  # pings keep nothing open either
        with connection:
            connection.sendall(_frame(0x9) * 3)
            assert _close_code(_read_all(connection)) == Close.NO_HELLO
    finally:
        table.close()


@pytest.mark.slow
@pytest.mark.parametrize("sent", [b"", b"GET / HTTP/1.1\r\nHost: x\r\n", b"GET /ws HTTP/1.1\r\nHost: x\r\nX-a: b"])
def test_a_request_whose_head_never_ends_is_closed_within_the_request_time(sent):
    table, _ = open_table("pb", limits=Limits(request_timeout=0.3))
    try:
        with _connect(table) as connection:
            connection.sendall(sent)
            assert _read_all(connection) == b""  # closed by the server without a word (else the read times out)
    finally:
        table.close()


# ------------------------------------------------------------------ floods, and what the terminal hears of them
def _descriptors(most: int) -> int:
    """How many sockets this process may open for a flood (raising its own soft limit where it may)."""
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    if soft < most + 600:
        soft = most + 600 if hard == resource.RLIM_INFINITY else min(hard, most + 600)
        resource.setrlimit(resource.RLIMIT_NOFILE, (soft, hard))
    return max(0, min(most, soft - 600))


def _flood(table, source: str, count: int, send: bytes = b"") -> list[socket.socket]:
    """`count` connections from `source`, opened without waiting (half-open), each sending `send` once it can."""
    opened = []
    for _ in range(count):
        connection = socket.socket()
        connection.setblocking(False)
        connection.bind((source, 0))
        connection.connect_ex((LOOPBACK, table.server.port))
        opened.append(connection)
    if send:
        with selectors.DefaultSelector() as selector:
            for connection in opened:
                selector.register(connection, selectors.EVENT_WRITE)
            for key, _event in selector.select(timeout=2.0):
                try:
                    key.fileobj.send(send)
                except OSError:
                    pass
    return opened


def _open(connections: list[socket.socket]) -> list[socket.socket]:
    """The connections the server holds open: connected, and neither closed nor reset."""
    held = []
    for connection in connections:
        try:
            if connection.recv(1, socket.MSG_PEEK) == b"":
                continue  # closed by the server
        except BlockingIOError:
            held.append(connection)  # open and silent
        except OSError:
            continue  # reset, or never connected
    return held


def _until_at_most(connections: list[socket.socket], most: int, seconds: float) -> int:
    """Wait (each time until a connection changes, at most `seconds` in all) until the server holds at most `most`
    of `connections` open; returns how many it holds."""
    deadline = time.monotonic() + seconds
    held = _open(connections)
    with selectors.DefaultSelector() as selector:
        while len(held) > most and time.monotonic() < deadline:
            for connection in held:
                selector.register(connection, selectors.EVENT_READ)
            selector.select(timeout=deadline - time.monotonic())
            for connection in held:
                selector.unregister(connection)
            held = _open(connections)
    return len(held)


@pytest.mark.slow
def test_a_flood_from_one_address_leaves_room_for_a_phone_from_another_and_the_terminal_hears_nothing(capfd):
    # Nothing here times out: only the caps make room for the phone.
    limits = Limits(rate=1000.0, burst=1000, per_address=8, connections=64, request_timeout=60.0, hello_timeout=60.0)
    table, match = open_table("pb", limits=limits)
    count = _descriptors(1000)
    flood: list[socket.socket] = []
    phone = None
    try:
        with Heard() as heard:
            flood += _flood(table, "127.0.0.1", count // 2)  # sockets that never say anything
            flood += _flood(table, "127.0.0.1", count // 2, b"GET / HTTP/1.1\r\nHost: x\r\n")  # heads never ended
            phone = Phone(ws_url(table), table.server.tokens[0], plays=True, seed=2, source="127.0.0.2").start()
            assert phone.wait_for(lambda p: p.of_type("welcome"), 15), "the phone could not join during the flood"
            table.attach(match)
            run_screen(match, lambda: any(d.seat == 0 for d in match.decisions), 15)
            assert any(d.seat == 0 for d in match.decisions), "the phone could not play during the flood"
            # Of the flood's connections the server holds only as many as one address may have.
            assert _until_at_most(flood, limits.per_address, 15) <= limits.per_address
            table.close()
        assert heard.loud() == []
        assert "Traceback" not in capfd.readouterr().err
    finally:
        table.close()
        for connection in flood:
            connection.close()
        if phone is not None:
            phone.stop()


def test_connections_are_capped_in_all_whatever_their_addresses():
    limits = Limits(per_address=4, connections=10, request_timeout=60.0)
    table, _ = open_table("pb", limits=limits)
    flood: list[socket.socket] = []
    try:
        for host in range(3, 9):  # six addresses, four connections each: 24, over the cap of 10
            flood += _flood(table, f"127.0.0.{host}", 4)
        assert _until_at_most(flood, limits.connections, 15) <= limits.connections
    finally:
        table.close()
        for connection in flood:
            connection.close()


def test_silent_connections_from_many_addresses_make_room_for_a_phone_that_comes_back_and_never_take_a_joined_ones():
    limits = Limits(per_address=4, connections=10, request_timeout=60.0, hello_timeout=60.0)
    table, _ = open_table("ppb", limits=limits)
    flood: list[socket.socket] = []
    staying = leaving = back = None
    try:
        staying = Phone(ws_url(table), table.server.tokens[0], plays=False, source="127.0.0.2").start()
        leaving = Phone(ws_url(table), table.server.tokens[1], plays=False, source="127.0.0.3").start()
        assert staying.wait_for(lambda p: p.of_type("welcome")) and leaving.wait_for(lambda p: p.of_type("welcome"))
        leaving.stop()  # its phone slept; it comes back below
        assert until(lambda: not table.server.connected(1))
        for host in range(10, 16):  # one device, six addresses, four silent connections each: all the places
            flood += _flood(table, f"127.0.0.{host}", 4)
        # The joined phone holds one of the places: the flood keeps at most the others.
        assert _until_at_most(flood, limits.connections - 1, 15) <= limits.connections - 1
        back = Phone(ws_url(table), table.server.tokens[1], plays=False, source="127.0.0.3", key=leaving.key).start()
        assert back.wait_for(lambda p: p.of_type("welcome"), 10), "the phone could not come back"
        assert not back.of_type("asking") and table.server.connected(1)
        assert table.server.connected(0) and not staying.closed.is_set()  # the joined phone kept its place
    finally:
        table.close()
        for connection in flood:
            connection.close()
        for phone in (staying, leaving, back):
            if phone is not None:
                phone.stop()


@pytest.mark.slow
def test_the_window_closes_in_a_few_seconds_and_quietly_while_phones_hang(capfd):
    table, _ = open_table("ppb", limits=None)  # the server's own limits
    hanging = []
    try:
        with Heard() as heard:
            for seat in (0, 1):  # phones that joined and then stopped reading: they never answer the goodbye
                connection, head = _open_socket(table, table.server.origin, receive_buffer=4096)
                assert head.startswith(b"HTTP/1.1 101")
                connection.sendall(_hello(table, seat))
                assert connection.recv(1)  # the welcome begins: it has joined
                hanging.append(connection)
                for _ in range(120):  # far more than their networks take: the server's sending blocks
                    table.server.send(seat, {"v": VERSION, "type": "pad", "pad": "x" * 100_000})
            hanging += _flood(table, "127.0.0.1", 3) + _flood(table, "127.0.0.1", 3, b"GET / HTTP/1.1\r\n")
            closed = threading.Event()
            threading.Thread(target=lambda: (table.close(), closed.set()), daemon=True).start()
            assert closed.wait(10), "the window waited on the phones"
        assert heard.loud() == []
        assert "Traceback" not in capfd.readouterr().err
        assert table.server.stopped and not table.server.joined
    finally:
        table.close()
        for connection in hanging:
            connection.close()


# ------------------------------------------------------------------ a second browser on a seat's link
def _private(phone: Phone) -> list[dict]:
    """What `phone` received that only a seat's player may see: its welcome (the seat's key) and states."""
    return [m for m in phone.messages if m["type"] in ("welcome", "state") or "view" in m or "key" in m]


def test_a_second_browser_with_only_the_link_sees_nothing_until_the_table_lets_it_in():
    table, match = open_table("pb", seed=5)
    holder = _phone(table, 0, plays=True, seed=1)
    others: list[Phone] = []
    try:
        assert holder.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        assert holder.wait_for(lambda p: p.of_type("state"))
        # Someone photographed the join screen: same link, another browser (no key).
        stranger = _phone(table, 0, plays=True, seed=2)
        others.append(stranger)
        assert stranger.wait_for(lambda p: p.of_type("asking"))
        asking = stranger.of_type("asking")[0]
        assert re.fullmatch(r"\d{4}", asking["code"]) and asking["name"] == "Phone 1"
        assert asking["color"] == COLORS[0]  # the page shows whose seat it asks for, in its colour
        (takeover,) = table.server.pending_takeovers()
        assert (takeover.seat, takeover.code) == (0, asking["code"])
        # While the table has not answered, the game goes on with the phone that holds the seat.
        run_screen(match, lambda: sum(d.seat == 0 for d in match.decisions) >= 2, 10)
        assert sum(d.seat == 0 for d in match.decisions) >= 2 and table.server.connected(0)
        turn = match.decisions_taken
        stranger.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": 7, "question": turn,
                                      "decision": {"kind": "buy", "count": 1}}))
        assert stranger.wait_for(lambda p: p.of_type("refused"))
        assert "not let this phone play" in stranger.of_type("refused")[0]["message"]
        assert _private(stranger) == [] and not holder.closed.is_set()
        # The table refuses: the stranger is told and let go; it may not ask again at once.
        table.server.refuse(takeover)
        assert not table.server.pending_takeovers()
        assert stranger.closed.wait(5) and stranger.close_code == Close.DENIED and stranger.of_type("denied")
        again = _phone(table, 0, plays=False)
        others.append(again)
        assert again.closed.wait(5) and again.close_code == Close.DENIED and not table.server.pending_takeovers()
        assert _private(stranger) == [] and _private(again) == [] and not holder.closed.is_set()
        # A phone from another address asks, and the table lets it in: it gets the hand and a key of its own, and
        # the phone that held the seat is told and let go; that phone's key no longer brings it back unasked.
        newcomer = Phone(ws_url(table), table.server.tokens[0], plays=False, source="127.0.0.2").start()
        others.append(newcomer)
        assert newcomer.wait_for(lambda p: p.of_type("asking"))
        (takeover,) = table.server.pending_takeovers()
        table.server.approve(takeover)
        assert newcomer.wait_for(lambda p: p.of_type("state"))
        assert newcomer.of_type("state")[-1]["view"]["hand"] == list(match.view(0).hand)
        assert newcomer.key and newcomer.key != holder.key
        assert holder.closed.wait(5) and holder.close_code == Close.TAKEN_OVER
        back = Phone(ws_url(table), table.server.tokens[0], plays=False, source="127.0.0.4", key=holder.key).start()
        others.append(back)
        assert back.wait_for(lambda p: p.of_type("asking")) and _private(back) == []
        assert table.server.connected(0) and not newcomer.closed.is_set()
    finally:
        table.close()
        for phone in [holder, *others]:
            phone.stop()


def test_one_request_waits_for_a_seat_at_a_time_and_it_goes_when_its_phone_leaves():
    table, _ = open_table("pb")
    holder = _phone(table, 0, plays=False)
    try:
        assert holder.wait_for(lambda p: p.of_type("welcome"))
        first = _phone(table, 0, plays=False)
        assert first.wait_for(lambda p: p.of_type("asking"))
        second = Phone(ws_url(table), table.server.tokens[0], plays=False, source="127.0.0.3").start()
        assert second.closed.wait(5) and second.close_code == Close.DENIED
        assert "another phone is waiting" in second.of_type("denied")[0]["message"]
        assert len(table.server.pending_takeovers()) == 1
        first.stop()  # it gives up: the table's question goes
        assert first.closed.wait(5)
        assert until(lambda: not table.server.pending_takeovers())
    finally:
        table.close()
