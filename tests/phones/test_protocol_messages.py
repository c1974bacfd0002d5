"""The protocol's messages: what a phone sends is checked into typed records or refused in a sentence; what it
receives is its seat's view and redacted events, nothing more."""

import json
import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.phones import protocol
from game.phones.address import NO_NETWORK, local_address, phone_host
from game.phones.protocol import Decide, Hello, Ping, ProtocolError, grouped, new_secret, parse
from game.phones.seat import PhoneSeat
from game.rules import Buy, Play, default_board
from game.session.seating import make_match
from tests.phones.phone_client import config


def _msg(**fields):
    return json.dumps({"v": protocol.VERSION, **fields})


def test_a_decide_message_becomes_the_connections_own_decision():
    text = _msg(type="decide", id=3, question=7, seat=5, decision={"kind": "play", "tiles": [12]})
    assert parse(text, seat=1) == Decide(3, 7, Play(1, (12,)))  # the seat it names is ignored
    buy = _msg(type="decide", question=2, decision={"kind": "buy", "count": 2})
    assert parse(buy, seat=0) == Decide(0, 2, Buy(0, 2))
    token = new_secret()
    assert parse(_msg(type="hello", token=token), None) == Hello(token)
    key = new_secret()
    assert parse(_msg(type="hello", token=token, keys=[key.upper(), "not a key"]), None) == Hello(token, (key,))


def test_a_message_of_the_first_version_is_refused_naming_the_version_spoken():
    # Version 1 sent a purchase of none and a play together; a page of that version is told to reload.
    text = json.dumps({"v": 1, "type": "decide", "turn": 0, "decisions": [{"kind": "buy", "count": 0}]})
    with pytest.raises(ProtocolError) as caught:
        parse(text, seat=0)
    assert f"speaks version {protocol.VERSION}" in str(caught.value) and protocol.VERSION != 1


@pytest.mark.parametrize("text, says", [
    ("{", "not JSON"),
    ("[1]", "JSON object"),
    (json.dumps({"type": "ping"}), "version"),
    (_msg(type="ping"), "first message must be a hello"),
    (_msg(type="hello", token=5), "token"),
    (_msg(type="hello", token="t" * 65), "token"),
    (_msg(type="hello", token="a" * 28, keys=[["x"]]), "keys"),
    (_msg(type="hello", token="a" * 28, keys="x"), "keys"),
    (_msg(type="hello", token="a" * 28, keys=[new_secret()] * 9), "at most 8"),
    (json.dumps({"v": float(protocol.VERSION), "type": "ping"}), "version"),
    (json.dumps({"v": True, "type": "ping"}), "version"),
    ("x" * 5000, "longer than 4096"),
    ("[" * 3000 + "]" * 1000, "not JSON"),
])
def test_bad_messages_before_the_hello_are_refused_in_words(text, says):
    with pytest.raises(ProtocolError) as caught:
        parse(text, None)
    assert says in str(caught.value)


@pytest.mark.parametrize("fields, says", [
    ({}, "needs its decision"),
    ({"decisions": [{"kind": "buy", "count": 0}]}, "needs its decision"),
    ({"decision": [{"kind": "buy", "count": 1}]}, "must be an object"),
    ({"decision": "play"}, "must be an object"),
    ({"decision": {"kind": "eval"}}, "buy, play or keep"),
    ({"decision": {"kind": "buy", "count": "1"}}, "whole number"),
    ({"decision": {"kind": "buy", "count": 1.5}}, "whole number"),
    ({"decision": {"kind": "play", "tiles": list(range(40))}}, "at most 16"),
    ({"decision": {"kind": "keep", "tiles": [None]}}, "whole number"),
])
def test_bad_decisions_are_refused_in_words(fields, says):
    with pytest.raises(ProtocolError) as caught:
        parse(_msg(type="decide", question=0, **fields), seat=0)
    assert says in str(caught.value) and "{" not in str(caught.value)


def test_a_state_holds_the_seats_own_view_and_its_redacted_events():
    match = make_match(config("pb"), default_board(), 4, seats={0: PhoneSeat()})
    setup = list(match.game.setup_events)
    state = protocol.state(match.view(1), 0, setup)
    assert state["view"]["seat"] == 1 and state["view"]["hand"] == list(match.game.view(1).hand)
    dealt = {e["seat"]: e["tiles"] for e in state["events"] if e["type"] == "dealt"}
    assert dealt[0] == [] and dealt[1] == list(match.game.view(1).hand)
    assert "board" not in state["view"]
    json.dumps(state)  # plain JSON values only


def test_the_local_address_is_found_without_traffic_and_none_is_said_in_one_sentence():
    assert local_address(lambda: "192.168.1.20") == "192.168.1.20"
    assert local_address(lambda: "127.0.0.1") is None
    assert local_address(lambda: (_ for _ in ()).throw(OSError("unreachable"))) is None
    assert phone_host("10.0.0.5", lambda: "192.168.1.20") == "10.0.0.5"
    assert NO_NETWORK.count(".") == 1 and NO_NETWORK.endswith(".")


def test_a_token_uses_no_characters_that_look_alike_and_is_read_back_as_typed():
    tokens = {new_secret() for _ in range(200)}
    assert len(tokens) == 200 and all(len(t) == 28 for t in tokens)
    assert not set("".join(tokens)) & set("01ilo")  # nothing like O/0, l/1/I
    assert set("".join(tokens)) <= set("23456789abcdefghjkmnpqrstuvwxyz")
    token = tokens.pop()
    shown = grouped(token)
    assert re.fullmatch(r"([2-9a-z]{4}-){6}[2-9a-z]{4}", shown)
    # Typed with capitals or spaces instead of dashes, it is the same token; anything else is no token.
    assert parse(_msg(type="hello", token=shown.upper().replace("-", " ")), None) == Hello(token)
    assert parse(_msg(type="hello", token=token[:-1] + "0"), None) == Hello("")
    assert parse(_msg(type="hello", token="\ud800" * 28), None) == Hello("")


# Any JSON value: text of every kind (lone surrogates, right-to-left marks, controls), numbers far out of any range
# and not numbers at all (NaN, infinities), lists and objects nested in each other.
TEXT = st.text(st.characters(exclude_categories=()), max_size=30)
LEAF = (st.none() | st.booleans() | st.integers(-10**40, 10**40) | st.floats(allow_nan=True, allow_infinity=True)
        | TEXT | st.sampled_from(["hello", "decide", "ping", "buy", "play", "keep", new_secret()]))
VALUE = st.recursive(LEAF, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(TEXT | st.sampled_from(
    ["v", "type", "token", "keys", "id", "question", "decision", "kind", "count", "tiles"]), inner, max_size=4),
    max_leaves=24)
SKELETONS = (
    {"v": protocol.VERSION, "type": "hello", "token": new_secret(), "keys": [new_secret()]},
    {"v": protocol.VERSION, "type": "ping"},
    {"v": protocol.VERSION, "type": "decide", "id": 1, "question": 3, "decision": {"kind": "play", "tiles": [4, 9]}},
)


def _judged(text: str | bytes, seat: int | None) -> None:
    """`text` is either a checked message or refused in one sentence of the game's own (not a crash)."""
    try:
        read = parse(text, seat)
    except ProtocolError as exc:
        sentence = str(exc)
        assert sentence and len(sentence) < 160 and "\n" not in sentence and sentence.isascii(), sentence
        return
    assert isinstance(read, Hello | Decide | Ping)
    if isinstance(read, Hello):
        assert all(secret == "" or protocol.canonical_secret(secret) == secret for secret in (read.token, *read.keys))
    if isinstance(read, Decide):
        assert seat is not None and read.decision.seat == seat


@pytest.mark.slow
@given(VALUE, st.sampled_from([None, 0, 5]))
def test_any_json_value_is_a_message_or_one_sentence(value, seat):
    _judged(json.dumps(value), seat)


@pytest.mark.slow
@given(st.sampled_from(SKELETONS), st.data())
def test_any_value_in_any_field_is_a_message_or_one_sentence(skeleton, data):
    message = json.loads(json.dumps(skeleton))
    field = data.draw(st.sampled_from([*message, "decision", "extra"]))
    value = data.draw(VALUE)
    if field == "decision" and "decision" in message:
        decision = message["decision"]
        decision[data.draw(st.sampled_from([*decision, "seat"]))] = value
    else:
        message[field] = value
    _judged(json.dumps(message), data.draw(st.sampled_from([None, 1])))


@given(st.text(st.characters(exclude_categories=()), max_size=200) | st.binary(max_size=200))
def test_any_text_or_bytes_is_a_message_or_one_sentence(text):
    _judged(text, 2)


def test_the_welcome_s_words_for_the_whole_table_are_in_the_game_s_language():
    """The words a wide screen's table needs come with the welcome, translated, a counted one in both its forms."""
    from game.phones.words import page_words
    from game.text import i18n

    english = page_words()
    assert (english["players"], english["seat_points"], english["in_hand_one"], english["in_hand_many"]) == (
        "Players", "{n} pt", "{n} tile in hand", "{n} tiles in hand")
    i18n.set_language("de")
    try:
        german = page_words()
    finally:
        i18n.set_language("en")
    assert (german["players"], german["track"], german["choosing"], german["in_hand_many"]) == (
        "Spieler", "Die Punkteleiste", "wählt", "{n} Plättchen auf der Hand")
    assert all(german[name] != english[name] for name in ("players", "track", "oxen_eye", "ready", "open_next"))
