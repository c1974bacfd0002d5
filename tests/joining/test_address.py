"""The join address a person types or pastes (game/joining/address.py): the seat's link as the host's screen shows
it, with or without its scheme, read into the origin the host's socket checks and the seat's token; anything else
gets one sentence in words."""

from __future__ import annotations

import pytest

from game.joining.address import AddressError, read_address

TOKEN = "abcd-efgh-jkmn-pqrs-tuvw-xyz2-3456"
PLAIN = "abcdefghjkmnpqrstuvwxyz23456"


@pytest.mark.parametrize(("typed", "origin", "socket"), [
    (f"http://192.168.1.20:8642/#{TOKEN}", "http://192.168.1.20:8642", "ws://192.168.1.20:8642/ws"),
    (f"  192.168.1.20:8642/#{TOKEN}  ", "http://192.168.1.20:8642", "ws://192.168.1.20:8642/ws"),
    (f"https://Ibexes.Example.org/#{TOKEN}", "https://ibexes.example.org", "wss://ibexes.example.org/ws"),
    (f"https://ibexes.example.org:443/#{TOKEN}", "https://ibexes.example.org", "wss://ibexes.example.org/ws"),
    (f"http://[fe80::1]:8642/#{TOKEN.upper()}", "http://[fe80::1]:8642", "ws://[fe80::1]:8642/ws"),
    (f"http://10.0.0.5:8642/#{TOKEN.replace('-', ' ')}", "http://10.0.0.5:8642", "ws://10.0.0.5:8642/ws"),
])
def test_a_seats_link_is_read_into_the_hosts_origin_and_the_seats_token(typed, origin, socket):
    address = read_address(typed)
    assert address.origin == origin
    assert address.socket_url == socket
    assert address.token == PLAIN


@pytest.mark.parametrize(("typed", "words"), [
    ("", "Type the join address"),
    ("   ", "Type the join address"),
    ("http://192.168.1.20:8642/", "ends with #"),
    (f"http://192.168.1.20:8642/#{TOKEN[:-1]}", "ends with #"),
    ("http://192.168.1.20:8642/#o0o0-o0o0-o0o0-o0o0-o0o0-o0o0-o0o0", "ends with #"),
    (f"http://192.168.1.20:99999/#{TOKEN}", "wrong port"),
    (f"ftp://192.168.1.20/#{TOKEN}", "begins with the host's address"),
    (f"http:///#{TOKEN}", "begins with the host's address"),
    ("x" * 500, "longer than any join address"),
])
def test_what_is_not_a_seats_link_gets_one_sentence_in_words(typed, words):
    with pytest.raises(AddressError) as raised:
        read_address(typed)
    sentence = str(raised.value)
    assert words in sentence
    assert sentence.endswith(".") and "Error" not in sentence and "\n" not in sentence
