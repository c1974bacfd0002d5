"""What a host sends a joined seat, read back (game/joining/messages.py, game/phones/protocol.view_from_dict): a seat's
view comes back equal to the engine's at every decision of whole games, and the table as everyone sees it, made
from that view, equals the engine's public view; whatever else a host might send gets one sentence, never a
traceback, and a host of another version is told apart in words that name both versions."""

from __future__ import annotations

import json

import pytest

from game.joining.messages import HostError, Note, State, VersionMismatch, Welcome, read_message
from game.phones import protocol
from game.rules import default_board
from game.rules.view import public_part
from tests.rules.test_public_view import random_games

BOARD = default_board()
VERSION = protocol.VERSION


def as_sent(data: dict) -> str:
    return protocol.encode(data)


def test_every_seats_view_of_whole_games_comes_back_as_the_engine_made_it():
    checked = 0
    for game, _rng in random_games(6, seed=41):
        for seat in range(game.n_players):
            view = game.view(seat)
            sent = json.loads(as_sent(protocol.state(view, 3, [], None)))
            read = read_message(json.dumps(sent), BOARD)
            assert isinstance(read, State)
            assert read.view == view
            checked += 1
    assert checked > 500


def test_the_table_made_from_a_seats_view_is_the_engines_public_view_but_what_others_know_of_that_seat():
    for game, _rng in random_games(4, seed=42):
        public = game.public_view()
        for seat in range(game.n_players):
            made = public_part(game.view(seat))
            for field in ("rows", "positions", "hand_sizes", "supply_size", "box_size", "round", "open", "order",
                          "group", "pending", "played", "face_up", "bought", "keep_offer", "committed", "to_place",
                          "asked", "over", "happy_showing", "open_next", "last_row", "double", "buying"):
                assert getattr(made, field) == getattr(public, field), field
            others = [known for other, known in enumerate(public.known_hands) if other != seat]
            assert [known for other, known in enumerate(made.known_hands) if other != seat] == others
            assert made.known_hands[seat] == frozenset()


def test_a_states_events_come_back_as_the_seat_may_see_them():
    game = next(iter(random_games(1, seed=43)))[0]
    events = list(game.setup_events)
    read = read_message(as_sent(protocol.state(game.view(1), 0, events, None)), BOARD)
    assert isinstance(read, State)
    assert list(read.events) == [protocol.redact(event, 1) for event in events]
    assert any(getattr(event, "tiles", None) == () for event in read.events)  # the others' deals, without tiles


def test_the_welcome_says_the_seat_the_names_the_bots_and_the_board():
    sent = protocol.welcome(2, ("Ann", "Ben", "Cleo"), ("red", "blue", "green"), BOARD, (None, "hard", None))
    read = read_message(as_sent({**sent, "key": "k" * 28}), None)
    assert read == Welcome(2, ("Ann", "Ben", "Cleo"), ("red", "blue", "green"), (None, "hard", None), BOARD, "k" * 28)


def good_state() -> dict:
    game = next(iter(random_games(1, seed=44)))[0]
    return protocol.state(game.view(0), 0, list(game.setup_events), 0)


def welcome() -> dict:
    return protocol.welcome(0, ("Ann", "Ben"), ("red", "blue"), BOARD)


@pytest.mark.parametrize(("text", "words"), [
    ("not json", "not a message of the game"),
    ("[1, 2]", "not a message of the game"),
    ('{"v": 3}', "not a message of the game"),
    (json.dumps({**welcome(), "seat": 5}), "welcome message"),
    (json.dumps({**welcome(), "colors": ["red", "purple-ish"]}), "welcome message"),
    (json.dumps({**welcome(), "bots": [None, "godlike"]}), "welcome message"),
    (json.dumps({**welcome(), "board": {"rows": []}}), "welcome message"),
    (json.dumps({**welcome(), "names": "Ann"}), "welcome message"),
    (json.dumps({**good_state(), "view": {"seat": 0}}), "state message"),
    (json.dumps({**good_state(), "turn": -1}), "state message"),
    (json.dumps({**good_state(), "events": [{"type": "earthquake"}]}), "state message"),
    (json.dumps({**good_state(), "view": {**good_state()["view"], "rows": [["a"]]}}), "state message"),
    (json.dumps({"v": VERSION, "type": "closed", "message": 7}), "closed message"),
    ("x" * (5 << 20), "too long"),
])
def test_a_message_the_game_cannot_use_gets_one_sentence(text, words):
    with pytest.raises(HostError) as raised:
        read_message(text, BOARD)
    sentence = str(raised.value)
    assert words in sentence and sentence.endswith(".")
    assert "Error" not in sentence and "Traceback" not in sentence and "{" not in sentence


def test_a_state_before_the_welcome_is_told_apart():
    with pytest.raises(HostError, match="before saying which seat"):
        read_message(json.dumps(good_state()), None)


@pytest.mark.parametrize("theirs", [2, 4, 99])
def test_a_host_of_another_version_is_told_in_words_naming_both_versions(theirs):
    with pytest.raises(VersionMismatch) as raised:
        read_message(json.dumps({"v": theirs, "type": "welcome"}), None)
    sentence = str(raised.value)
    assert f"version {theirs}" in sentence and f"version {VERSION}" in sentence and "same release" in sentence


def test_a_message_without_a_version_is_not_taken_for_one():
    with pytest.raises(VersionMismatch):
        read_message(json.dumps({"type": "lobby", "note": "x"}), None)


def test_notes_and_what_the_game_has_no_use_for():
    assert read_message(json.dumps(protocol.message("asking", name="A", color="red", code="0427", message="m",
                                                    words={})), None) == Note("asking", "m", "0427")
    assert read_message(json.dumps(protocol.message("closed", message="bye", kept=True)), None) == Note(
        "closed", "bye", kept=True)
    assert read_message(json.dumps(protocol.message("story", story={})), None) is None
    assert read_message(json.dumps(protocol.message("pong")), None) is None
