"""The protocol's messages: what a phone sends is checked into typed records or refused in a sentence; what it
receives is its seat's view and redacted events, nothing more."""

import json

import pytest

from game.phones import protocol
from game.phones.address import NO_NETWORK, local_address, phone_host
from game.phones.protocol import Decide, Hello, ProtocolError, parse
from game.rules import Buy, Play, default_board
from game.session.runner import Match
from tests.phones.phone_client import config


def _msg(**fields):
    return json.dumps({"v": 1, **fields})


def test_a_decide_message_becomes_the_connections_own_decisions():
    text = _msg(type="decide", id=3, turn=7, seat=5,
                decisions=[{"kind": "buy", "count": 0}, {"kind": "play", "tiles": [12]}])
    assert parse(text, seat=1) == Decide(3, 7, (Buy(1, 0), Play(1, (12,))))  # the seat it names is ignored
    assert parse(_msg(type="hello", token="t" * 22), None) == Hello("t" * 22)


@pytest.mark.parametrize("text, says", [
    ("{", "not JSON"),
    ("[1]", "JSON object"),
    (json.dumps({"type": "ping"}), "version"),
    (_msg(type="ping"), "first message must be a hello"),
    (_msg(type="hello", token=5), "token"),
    ("x" * 5000, "longer than 4096"),
    ("[" * 3000 + "]" * 1000, "not JSON"),
])
def test_bad_messages_before_the_hello_are_refused_in_words(text, says):
    with pytest.raises(ProtocolError) as caught:
        parse(text, None)
    assert says in str(caught.value)


@pytest.mark.parametrize("decisions, says", [
    ([], "one or two"),
    ([{"kind": "buy", "count": 1}] * 3, "one or two"),
    (["play"], "must be an object"),
    ([{"kind": "eval"}], "buy, play or keep"),
    ([{"kind": "buy", "count": "1"}], "whole number"),
    ([{"kind": "buy", "count": 1.5}], "whole number"),
    ([{"kind": "play", "tiles": list(range(40))}], "at most 16"),
    ([{"kind": "keep", "tiles": [None]}], "whole number"),
])
def test_bad_decisions_are_refused_in_words(decisions, says):
    with pytest.raises(ProtocolError) as caught:
        parse(_msg(type="decide", turn=0, decisions=decisions), seat=0)
    assert says in str(caught.value) and "{" not in str(caught.value)


def test_a_state_holds_the_seats_own_view_and_its_redacted_events():
    match = Match(config("pb"), default_board(), 4)
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
