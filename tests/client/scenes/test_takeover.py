"""The table's card for a phone that asks for a seat another phone plays: over the join panel and over the play
screen, answered with the mouse or the keyboard, asleep for a moment after it appears, gone when the asking phone
gives up. The phones are real WebSocket clients of the game's server on loopback addresses."""

from __future__ import annotations

import pygame
import pytest
from people import click, frame, key, open_app_for_phones

from game.client.app import DEFAULT_CANVAS
from game.client.scenes.join import JoinScene
from game.client.scenes.play import PlayScene
from game.client.scenes.takeover import WAKE_SECONDS, TakeoverPrompt
from game.client.view.text import Face
from game.match_setup.seats import BOT, PHONE, MatchConfig, SeatConfig
from game.phones.server import Close
from tests.phones.phone_client import Phone, until

TWO_PHONES = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Ole", "blue", PHONE),
                          SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)
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


def _phone(phones, scene, seat: int, source: str = "127.0.0.1", plays: bool = False) -> Phone:
    """A phone that opens `seat`'s join address, as shown by the join panel or the play screen's server."""
    url = scene.address(seat) if isinstance(scene, JoinScene) else scene.phones.server.url(seat)
    base, token = url.split("/#")
    phones.append(Phone(base.replace("http://", "ws://") + "/ws", token, plays=plays, source=source).start())
    return phones[-1]


def _joined(app, phones, config: MatchConfig, seat: int, plays: bool = False) -> tuple[JoinScene, Phone]:
    """The join panel of a new match with `config`, and the phone that joined `seat` on it."""
    app.start_match(config)
    frame(app)
    join = app.stack[-1]
    assert isinstance(join, JoinScene)
    holder = _phone(phones, join, seat, plays=plays)
    assert holder.wait_for(lambda p: p.of_type("welcome"))
    return join, holder


def _card(app, asking: Phone) -> TakeoverPrompt:
    """The card, once the asking phone was told to wait for the table (its request is the server's by then)."""
    assert asking.wait_for(lambda p: p.of_type("asking"))
    frame(app)  # the screen sees the request and opens the card
    frame(app)  # which is on top from the next frame
    assert isinstance(app.stack[-1], TakeoverPrompt)
    return app.stack[-1]


def _wake(app) -> None:
    for _ in range(round(WAKE_SECONDS * 60) + 2):
        frame(app)


@pytest.mark.slow
def test_over_the_join_panel_escape_refuses_once_the_card_is_awake_and_tab_enter_lets_a_phone_in(app, phones):
    join, holder = _joined(app, phones, TWO_PHONES, 0)
    stranger = _phone(phones, join, 0)
    card = _card(app, stranger)
    assert card.asking.code == stranger.of_type("asking")[0]["code"] and card.name() == "Pia"
    key(app, pygame.K_ESCAPE)  # asleep: a key meant for the panel does not answer it
    frame(app)
    assert app.stack[-1] is card and join.table.server.pending_takeovers()
    _wake(app)
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert stranger.closed.wait(5) and stranger.close_code == Close.DENIED
    assert app.stack[-1] is join and not holder.closed.is_set()
    # Another phone asks (from another address): Tab to "Let it play", Enter.
    newcomer = _phone(phones, join, 0, source="127.0.0.2")
    card = _card(app, newcomer)
    _wake(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    assert card.approve_button.keyboard_focus
    key(app, pygame.K_RETURN)
    assert newcomer.wait_for(lambda p: p.of_type("welcome")) and holder.closed.wait(5)
    assert holder.close_code == Close.TAKEN_OVER
    frame(app)
    assert app.stack[-1] is join and join.joined(0)


@pytest.mark.slow
def test_over_the_play_screen_the_table_waits_until_a_click_answers(app, phones):
    _join, holder = _joined(app, phones, ONE_PHONE, 0, plays=True)
    for _ in range(5):
        frame(app)
    play = app.stack[-1]
    assert isinstance(play, PlayScene)
    stranger = _phone(phones, play, 0, source="127.0.0.3")
    card = _card(app, stranger)
    taken = play.match.decisions_taken
    for _ in range(60):  # a second of frames: the game waits under the card
        frame(app)
    assert play.match.decisions_taken == taken and app.stack[-1] is card
    click(app, card.approve_button.rect.center)
    assert stranger.wait_for(lambda p: p.of_type("state"))
    # It gets the seat's state as the phones have it: as far as the table has shown the game.
    assert stranger.of_type("state")[-1]["view"]["hand"] == holder.of_type("state")[-1]["view"]["hand"]
    frame(app)
    frame(app)
    assert app.stack[-1] is play and holder.closed.wait(5)
    for _ in range(600):  # the screen shows what was decided before the card, and the phone follows it
        if not play.match.has_events():
            break
        frame(app)
    assert stranger.wait_for(lambda p: p.of_type("state")[-1]["view"]["hand"] == list(play.match.view(0).hand))


def test_the_card_goes_when_the_asking_phone_gives_up(app, phones):
    join, holder = _joined(app, phones, TWO_PHONES, 1)
    stranger = _phone(phones, join, 1)
    card = _card(app, stranger)
    assert card.name() == "Ole"
    stranger.stop()
    assert stranger.closed.wait(5)
    server = join.table.server
    assert until(lambda: not server.pending_takeovers())  # the server's thread saw it go
    frame(app)
    frame(app)
    assert app.stack[-1] is join


@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_the_cards_words_fit_on_it_in_every_language(app, language):
    from game.phones.server import Takeover
    from game.text import i18n

    class Asking:  # the server's side of the card: one phone asking for the longest-named seat
        def pending_takeovers(self):
            return (Takeover(0, "0427", 1),)

    i18n.set_language(language)
    config = MatchConfig((SeatConfig("Wilhelmina", "red", PHONE), SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)
    card = TakeoverPrompt(app, Asking(), config)
    fonts = app.fonts
    message = i18n._("Someone opened {name}'s join address in another browser. If it is {name} on a new phone, let "
                     "it play: it gets the hand, and the phone playing now is let go. Otherwise refuse.")
    size = fonts.fitting_size(card.title(), 50, card.card.w - 60, smallest=30, face=Face.TITLE)
    assert size >= 30 and fonts.size(card.title(), size, Face.TITLE)[0] <= card.card.w - 60
    assert len(fonts.wrap(message.format(name=card.name()), 28, card.card.w - 120)) <= 4
    card.draw(app.canvas)  # and it draws
