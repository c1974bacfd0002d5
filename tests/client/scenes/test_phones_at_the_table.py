"""The play screen and its phones: a phone gone at its turn is offered, in play, to the people at the screen or to a
bot until it is back, and gets its seat back when it returns; the menu pauses the phones and shows their codes
again; Back to title and Continue let the same phones back in without a new scan, and a new match makes new links.
The phones are real WebSocket clients of the game's server on loopback; the table's time passes only in frames."""

from __future__ import annotations

import socket

import pygame
import pytest
from people import click, frame, key, open_app_for_phones
from play_driver import WAIT

from game.client.app import DEFAULT_CANVAS
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.join import JoinScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.phone_codes import PhoneCodesScene
from game.client.scenes.play import PlayScene
from game.client.scenes.play_phones import ASK_AGAIN_SECONDS, GONE_SECONDS
from game.client.scenes.title import TitleScene
from game.client.scenes.vanished import WAKE_SECONDS, VanishedPhonePrompt
from game.match_setup.seats import BOT, PHONE, MatchConfig, SeatConfig
from game.session.seats import ScreenSeat
from tests.phones.phone_client import Phone, until

ONE_PHONE = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)


@pytest.fixture
def app():
    application = open_app_for_phones(DEFAULT_CANVAS)
    yield application
    application.close()


@pytest.fixture
def phones():
    """The test's phones, stopped when it ends."""
    started: list[Phone] = []
    yield started
    for phone in started:
        phone.stop()


def _phone(phones, url: str, plays: bool = False, key: str = "") -> Phone:
    base, token = url.split("/#")
    phones.append(Phone(base.replace("http://", "ws://") + "/ws", token, plays=plays, key=key).start())
    return phones[-1]


def _playing(app, phones, plays: bool = False) -> tuple[PlayScene, Phone]:
    """A match of Pia's phone and a bot, begun once the phone joined."""
    app.start_match(ONE_PHONE)
    frame(app)
    join = app.stack[-1]
    assert isinstance(join, JoinScene)
    phone = _phone(phones, join.address(0), plays=plays)
    assert phone.wait_for(lambda p: p.of_type("welcome"))
    for _ in range(3):
        frame(app)
    play = app.stack[-1]
    assert isinstance(play, PlayScene)
    return play, phone


def _frames(app, seconds: float) -> None:
    """`seconds` of the table's time, in frames of a few steps each."""
    for _ in range(round(seconds / WAIT)):
        frame(app, dt=WAIT)


def _to_phones_turn(app, play: PlayScene, phone: Phone) -> None:
    for _ in range(400):
        if any(q.seat == 0 for q in play.match.asked()) and not play.moving():
            break
        frame(app, dt=WAIT)
    assert any(q.seat == 0 for q in play.match.asked())
    turn = play.match.decisions_taken
    assert phone.wait_for(lambda p: p.of_type("state") and p.of_type("state")[-1]["turn"] >= turn)


def _gone(app, play: PlayScene, phone: Phone) -> None:
    phone.stop()
    assert phone.closed.wait(5) and until(lambda: not play.phones.server.connected(0))


def _prompt(app) -> VanishedPhonePrompt:
    for _ in range(3):
        frame(app)
    prompt = app.stack[-1]
    assert isinstance(prompt, VanishedPhonePrompt)
    _frames(app, WAKE_SECONDS + 0.1)  # the buttons wake
    return prompt


def _back(phones, play: PlayScene, gone: Phone) -> Phone:
    """The same browser again (its key), as the page reconnects by itself."""
    return _phone(phones, play.phones.server.url(0), key=gone.key)


@pytest.mark.slow
def test_a_phone_gone_at_its_turn_is_offered_to_a_bot_after_a_few_seconds_and_gets_its_seat_back(app, phones):
    play, phone = _playing(app, phones)
    _to_phones_turn(app, play, phone)
    _gone(app, play, phone)
    _frames(app, GONE_SECONDS - 1.0)
    assert app.stack[-1] is play and "Waiting for Pia to decide on their phone." in play.status()[0]
    _frames(app, 1.5)
    prompt = _prompt(app)
    assert prompt.seat == 0 and prompt.name == "Pia"
    before = [d for d in play.match.decisions if d.seat == 0]
    click(app, prompt.bot_button.rect.center)
    assert "A bot plays Pia's seat until the phone is back." in play.log
    _frames(app, 3.0)
    assert app.stack[-1] is play and [d for d in play.match.decisions if d.seat == 0] != before  # the bot played
    assert play.phone_side.stand_ins.of(0) is not None and not play.phones.playing(0)
    back = _back(phones, play, phone)
    assert back.wait_for(lambda p: p.of_type("welcome")) and not back.of_type("asking")
    frame(app)
    assert play.phones.playing(0) and play.phone_side.stand_ins.of(0) is None
    assert "Pia's phone is back and plays the seat again." in play.log
    _to_phones_turn(app, play, back)
    ours = len([d for d in play.match.decisions if d.seat == 0])
    _frames(app, 3.0)
    assert len([d for d in play.match.decisions if d.seat == 0]) == ours  # the phone decides again: nobody else


@pytest.mark.slow
def test_the_people_at_the_screen_may_play_the_seat_behind_its_curtain_until_the_phone_is_back(app, phones):
    play, phone = _playing(app, phones)
    _to_phones_turn(app, play, phone)
    _gone(app, play, phone)
    _frames(app, GONE_SECONDS + 0.2)
    prompt = _prompt(app)
    click(app, prompt.screen_button.rect.center)
    _frames(app, 0.5)
    assert isinstance(play.match.controller(0), ScreenSeat) and play.match.humans == [0]
    assert isinstance(app.stack[-1], CurtainScene)  # phones look at the screen too: the hand waits behind it
    assert play.hand_seat() is None
    key(app, pygame.K_SPACE)
    frame(app)
    assert play.hand_seat() == 0
    view = play.match.view(0)
    for tile in view.hand[: view.tiles_to_play]:
        play.toggle_tile(tile)
    play.confirm()
    frame(app)
    assert any(d.seat == 0 and d.kind == "play" for d in play.match.decisions)
    back = _back(phones, play, phone)
    assert back.wait_for(lambda p: p.of_type("welcome"))
    for _ in range(3):
        frame(app)
    assert play.phones.playing(0) and play.match.humans == [] and play.hand_seat() is None


@pytest.mark.slow
def test_wait_asks_again_only_if_the_phone_stays_away_and_a_phone_merely_slow_is_never_offered(app, phones):
    play, phone = _playing(app, phones)
    _to_phones_turn(app, play, phone)
    _frames(app, 3 * GONE_SECONDS)  # connected but thinking: nobody is asked to stand in
    assert app.stack[-1] is play
    _gone(app, play, phone)
    _frames(app, GONE_SECONDS + 0.2)
    _prompt(app)
    key(app, pygame.K_ESCAPE)  # Wait
    frame(app)
    assert app.stack[-1] is play and play.phones.playing(0)
    _frames(app, ASK_AGAIN_SECONDS - 2.0)
    assert app.stack[-1] is play
    _frames(app, 3.0)
    assert isinstance(_prompt(app), VanishedPhonePrompt)
    back = _back(phones, play, phone)  # it comes back while the card is up: the card goes by itself
    assert back.wait_for(lambda p: p.of_type("welcome"))
    for _ in range(3):
        frame(app)
    assert app.stack[-1] is play and play.phones.playing(0)


def test_the_menu_pauses_the_phones_and_shows_their_codes_again(app, phones):
    play, phone = _playing(app, phones)
    key(app, pygame.K_ESCAPE)
    frame(app)
    menu = app.stack[-1]
    assert isinstance(menu, PauseScene)
    assert phone.wait_for(lambda p: p.of_type("table") and p.of_type("table")[-1]["paused"] is True)
    click(app, menu.codes_button.rect.center)
    frame(app)
    codes = app.stack[-1]
    assert isinstance(codes, PhoneCodesScene) and codes.address(0) == play.phones.server.url(0)
    assert codes.code(0).get_width() >= 100
    frame(app)  # drawn, with the seat's phone shown as joined
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.stack[-1] is menu
    key(app, pygame.K_ESCAPE)  # Resume
    frame(app)
    assert app.stack[-1] is play
    assert phone.wait_for(lambda p: p.of_type("table")[-1]["paused"] is False)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return probe.getsockname()[1]


@pytest.mark.slow
def test_back_to_title_and_continue_let_the_same_phone_back_in_and_a_new_match_makes_new_links(app, phones):
    app.settings.update(phone_port=_free_port())  # one port, as a player's settings keep it
    play, phone = _playing(app, phones, plays=True)
    _frames(app, 2.0)
    url = play.phones.server.url(0)
    app.go_to_title()
    frame(app)
    taken = play.match.decisions_taken  # as saved when the table was left
    assert taken and not play.match.over
    assert phone.closed.wait(5) and phone.of_type("closed")[-1]["kept"] is True
    title = app.stack[-1]
    assert isinstance(title, TitleScene)
    for _ in range(3):
        frame(app)
    title.saved_games.refresh()
    title.saved_games.continue_last()
    frame(app)
    join = app.stack[-1]
    assert isinstance(join, JoinScene) and join.address(0) == url  # the same link: nothing to scan
    again = _phone(phones, url, plays=True, key=phone.key)
    assert again.wait_for(lambda p: p.of_type("welcome")) and not again.of_type("asking")
    for _ in range(3):
        frame(app)
    resumed = app.stack[-1]
    assert isinstance(resumed, PlayScene) and resumed.match.resumed and resumed.match.decisions_before == taken
    # A new match from here: new links, the old one no longer lets anyone in.
    app.go_to_title()
    frame(app)
    assert again.closed.wait(5)
    app.start_match(ONE_PHONE)
    frame(app)
    fresh = app.stack[-1]
    assert isinstance(fresh, JoinScene) and fresh.address(0) != url
    assert fresh.address(0).partition("/#")[0] == url.partition("/#")[0]  # the same page: only the seat's link is new
    stale = _phone(phones, url, key=again.key)
    assert stale.closed.wait(5) and stale.of_type("denied")
