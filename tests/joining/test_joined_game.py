"""A seat joined from another machine (game/joining) at a real table with no window (game/phones/headless.py), over
real WebSockets on 127.0.0.1: it plays whole games to their end beside bots and a phone, decides nothing itself,
is told only what its seat may know, and shows exactly the host's events as its seat may see them; cut off
mid-round, it joins again by itself and shows the same table; a second device with the link is let in only once
the seat's own is gone."""

from __future__ import annotations

import json
import random

import pytest

from game.joining.address import read_address
from game.joining.link import LinkState, TableLink
from game.joining.messages import Note, State, Welcome
from game.joining.remote_match import RemoteMatch
from game.phones.headless import HeadlessTable
from game.rules import Buy, DecisionKind, Keep, Play, redact
from game.session.bot_seats import InlineBots
from game.session.runner import Wait
from tests.phones.phone_client import Phone, open_table, until, ws_url
from tests.phones.test_whole_game import only_its_own

STEP = 1 / 20


class RecordingLink(TableLink):
    """The link, keeping every message the host sent, as sent."""

    def __init__(self, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self.texts: list[str] = []

    def _take(self, text: str) -> bool:
        self.texts.append(text)
        return super()._take(text)


class Sent:
    """The recorded messages in the shape the phones' secrecy walk reads (tests/phones/test_whole_game.py)."""

    def __init__(self, link: RecordingLink) -> None:
        self.messages = [json.loads(text) for text in link.texts]

    def of_type(self, kind: str) -> list[dict]:
        return [m for m in self.messages if m.get("type") == kind]


def hosted(kinds: str, seed: int = 7) -> tuple[HeadlessTable, list]:
    table, match = open_table(kinds, seed)
    events_of_game = list(match.game.setup_events)
    match.listeners.append(lambda decision, events: events_of_game.extend(events))
    return HeadlessTable(table, match, InlineBots, lambda line: None, 30.0), events_of_game


def joined(host: HeadlessTable, seat: int, host_steps) -> RemoteMatch:
    """The seat joined by the game, once its host's first state came (the host stepped meanwhile)."""
    link = RecordingLink(read_address(host.table.server.url(seat))).start()
    welcome = None
    for _ in range(2000):
        host_steps()
        link.wait(STEP)
        messages = link.received()
        for index, message in enumerate(messages):
            welcome = message if isinstance(message, Welcome) else welcome
            if isinstance(message, State) and welcome is not None:
                match = RemoteMatch(link, welcome, message)
                match.hear(messages[index + 1:])  # what came with it, as the join screen hands it on
                return match
    raise AssertionError("the host never welcomed the seat")


def choose(match: RemoteMatch, rng: random.Random) -> None:
    """A person's random legal choice, from the seat's own view alone, handed to the seat as the screen hands it."""
    seat = match.seat
    view = match.view(seat)
    pending = match.pending
    assert pending is not None and pending.seat == seat
    if pending.kind is DecisionKind.KEEP:
        decision = Keep(seat, rng.choice(view.legal_keeps))
    elif pending.kind is DecisionKind.BUY and (0 not in view.legal_buys or rng.random() < 0.4):
        decision = Buy(seat, rng.choice(view.legal_buys))
    else:  # a play; while asked to buy, played without buying (the host adds the purchase of none)
        decision = Play(seat, tuple(sorted(rng.sample(view.hand, view.tiles_to_play))))
    match.person.decide(decision)


def play_on(host: HeadlessTable, remotes: list[RemoteMatch], until, rng: random.Random, most: int = 40_000) -> None:
    """Step the host and every joined seat (their events shown at once) until `until()`; a seat asked decides."""
    for _ in range(most):
        host.step(STEP)
        for remote in remotes:
            remote.update()
            while remote.next_event() is not None:
                pass
        if until():
            return
        for remote in remotes:
            if remote.waiting_for() is Wait.HUMAN:
                choose(remote, rng)
                remote.update()
        if remotes:
            remotes[0].link.wait(STEP / 4)
    raise AssertionError("the game did not get there")


@pytest.mark.slow
def test_a_joined_seat_plays_a_whole_game_shows_the_hosts_events_as_its_seat_sees_them_and_nothing_more():
    host, events_of_game = hosted("pbpb")
    phone = Phone(ws_url(host.table), host.table.server.tokens[2], seed=2).start()
    rng = random.Random(3)
    try:
        remote = joined(host, 0, lambda: host.step(STEP))  # the others may decide meanwhile
        play_on(host, [remote], lambda: host.over and remote.over and remote.view(0).over, rng)
        game = host.match.game
        assert remote.view(0).positions == tuple(game.positions)
        assert remote.view(0).rows == tuple(tuple(row) for row in game.state.rows)
        # The history shown at the joined seat is the host's whole game, each event as the seat may see it.
        assert remote.shown == [redact(event, 0) for event in events_of_game]
        final = remote.final()
        assert final.positions == tuple(game.positions) and final.places == tuple(game.ranking())
        # Every state it was sent is its own seat's, with no other seat's tile (the phones' walk, shared).
        only_its_own(Sent(remote.link), 0, events_of_game, 0, host.match.decisions_taken)
        assert any(d.seat == 0 for d in host.match.decisions)  # it played: every decision of its came from it
        host.stop()
        for _ in range(100):  # the host lets it go, saying why
            if remote.link.state is LinkState.ENDED:
                break
            remote.link.wait(STEP)
        assert remote.link.state is LinkState.ENDED and "ended" in remote.link.problem
    finally:
        phone.stop()
        if not host.table.server.stopped:
            host.stop()


@pytest.mark.slow
def test_cut_off_mid_round_the_seat_joins_again_by_itself_and_shows_the_same_table():
    host, events_of_game = hosted("pbbb", seed=11)
    rng = random.Random(5)
    try:
        remote = joined(host, 0, lambda: host.step(STEP))  # the others may decide meanwhile
        play_on(host, [remote], lambda: remote.view(0).round >= 3 and remote.waiting_for() is Wait.HUMAN, rng)
        asked = remote.pending
        remote.link.drop()
        assert until(lambda: remote.link.state is LinkState.CONNECTING)  # cut: it joins again by itself
        for _ in range(400):  # the link joins again by itself, with the key the host gave it
            host.step(STEP)
            remote.update()
            if remote.link.state is LinkState.JOINED and host.table.server.connected(0):
                break
            remote.link.wait(STEP)
        else:
            raise AssertionError("the seat did not join again")
        assert not host.table.server.pending_takeovers()  # its own key: nobody at the host had to let it in
        remote.update()
        while remote.next_event() is not None:
            pass
        assert remote.pending == asked  # asked the same question again
        assert remote.view(0).hand == host.match.game.view(0).hand
        play_on(host, [remote], lambda: host.over and remote.over, rng)
        assert remote.shown == [redact(event, 0) for event in events_of_game]  # nothing lost, nothing twice
    finally:
        host.stop()


@pytest.mark.slow
def test_a_second_computer_with_the_seats_link_waits_for_the_host_and_once_let_in_takes_the_seat_over():
    host, _events = hosted("pbbb", seed=13)
    rng = random.Random(7)
    second: TableLink | None = None
    try:
        first = joined(host, 0, lambda: host.step(STEP))
        play_on(host, [first], lambda: first.waiting_for() is Wait.HUMAN, rng)
        second = TableLink(read_address(host.table.server.url(0))).start()  # the link alone, without the key
        assert until(lambda: bool(host.table.server.pending_takeovers()))
        assert second.wait(5)
        asking = second.received()
        assert [m.kind for m in asking if isinstance(m, Note)] == ["asking"]
        code = next(m.code for m in asking if isinstance(m, Note))
        assert len(code) == 4 and code.isdigit()  # the code the host's screen shows beside the request
        assert not any(isinstance(m, (Welcome, State)) for m in asking)  # nothing of the seat before it is let in
        host.table.server.approve(host.table.server.pending_takeovers()[0])
        assert until(lambda: second.state is LinkState.JOINED and first.link.state is LinkState.ENDED)
        assert first.link.problem  # the first computer is told, in a sentence, that another one took the seat
        assert any(isinstance(m, Welcome) and m.seat == 0 for m in second.received())
    finally:
        if second is not None:
            second.close()
        host.stop()
