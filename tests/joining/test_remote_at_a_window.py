"""A remote seat at a table in a window, played by the game's joining side (the link and the joined match) on
loopback: while the window waits for it, it says the seat decides on its computer; gone at its turn, the window's
card says the computer is gone and offers a bot, which plays the seat meanwhile; back with the key the host gave it,
the seat is its own again, and the window says so. The window's time passes only in frames."""

from __future__ import annotations

import pytest
from people import click, frame, open_app_for_phones
from play_driver import WAIT

from game.client.app import DEFAULT_CANVAS
from game.client.scenes.join import JoinScene
from game.client.scenes.play import PlayScene
from game.client.scenes.play_phones import GONE_SECONDS
from game.client.scenes.vanished import WAKE_SECONDS, VanishedPhonePrompt
from game.joining.address import read_address
from game.joining.link import LinkState, TableLink
from game.joining.messages import State, Welcome
from game.joining.remote_match import RemoteMatch
from game.match_setup.seats import BOT, REMOTE, MatchConfig, SeatConfig
from tests.phones.phone_client import until

ONE_REMOTE = MatchConfig((SeatConfig("Pia", "red", REMOTE), SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)


def _frames(app, seconds: float) -> None:
    for _ in range(round(seconds / WAIT)):
        frame(app, dt=WAIT)


def _joined(app, url: str, key: str = "") -> RemoteMatch:
    """The seat joined from the game's Join a table, as its screen makes its match (the window stepped meanwhile)."""
    link = TableLink(read_address(url), key).start()
    welcome = None
    for _ in range(400):
        frame(app)
        link.wait(0.05)
        messages = link.received()
        for index, message in enumerate(messages):
            welcome = message if isinstance(message, Welcome) else welcome
            if isinstance(message, State) and welcome is not None:
                match = RemoteMatch(link, welcome, message)
                match.hear(messages[index + 1:])
                return match
    raise AssertionError("the window never let the seat in")


@pytest.mark.slow
def test_a_remote_seat_gone_at_its_turn_is_a_computer_gone_a_bot_plays_it_and_it_comes_back():
    app = open_app_for_phones(DEFAULT_CANVAS)
    remote: RemoteMatch | None = None
    try:
        app.start_match(ONE_REMOTE)
        frame(app)
        join = app.stack[-1]
        assert isinstance(join, JoinScene)
        url = join.address(0)
        remote = _joined(app, url)
        play = app.stack[-1]
        assert isinstance(play, PlayScene)
        for _ in range(400):
            if [q.seat for q in play.match.asked()] == [0] and not play.moving():  # the bot has chosen
                break
            frame(app, dt=WAIT)
        assert play.status()[0] == "Waiting for Pia to decide on their computer."
        key = remote.link.key
        remote.close()  # the computer goes away
        assert until(lambda: not play.phones.server.connected(0))
        _frames(app, GONE_SECONDS + 0.5)
        for _ in range(3):
            frame(app)
        prompt = app.stack[-1]
        assert isinstance(prompt, VanishedPhonePrompt) and prompt.remote
        _frames(app, WAKE_SECONDS + 0.1)
        click(app, prompt.bot_button.rect.center)
        assert "A bot plays Pia's seat until the computer is back." in play.log
        _frames(app, 3.0)
        assert any(d.seat == 0 for d in play.match.decisions)  # the bot played the seat
        remote = _joined(app, url, key)  # the same computer, with the key the host gave it: no one must let it in
        assert remote.link.state is LinkState.JOINED and not play.phones.server.pending_takeovers()
        frame(app)
        assert play.phones.playing(0) and "Pia's computer is back and plays the seat again." in play.log
    finally:
        if remote is not None:
            remote.close()
        app.close()
