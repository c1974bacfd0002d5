"""The join panel: phone seats join by QR code and address, the match begins once every phone is in, a seat can
move to the screen, no network is said in a sentence, and a saved match with phones resumes with new tokens.
The server listens on 127.0.0.1 only (set in the settings, as a player would)."""

from __future__ import annotations

import pytest
from people import click, frame, open_app_for_phones
from save_helpers import stand_ins

from game.bots import make_bot
from game.client.app import DEFAULT_CANVAS
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.join import JoinScene, qr_surface
from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig
from game.session.bot_seats import InlineBot
from game.session.seating import bot_seed, make_match
from game.storage.saves import Autosave, load_save, saves_dir
from tests.phones.phone_client import Phone

CONFIG = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Pia", "blue", PHONE),
                      SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)


@pytest.fixture
def app():
    application = open_app_for_phones(DEFAULT_CANVAS)
    yield application
    application.close()


def _join(app, config=CONFIG) -> JoinScene:
    app.start_match(config)
    frame(app)
    scene = app.stack[-1]
    assert isinstance(scene, JoinScene)
    return scene


def _ws(url: str) -> tuple[str, str]:
    base, token = url.split("/#")
    return base.replace("http://", "ws://") + "/ws", token


@pytest.mark.slow
def test_the_match_begins_once_the_phone_has_joined_and_the_screen_never_draws_its_hand(app):
    scene = _join(app)
    url = scene.address(1)
    assert url.startswith("http://127.0.0.1:") and not scene.joined(1)
    assert qr_surface(url, 250).get_width() >= 100 and scene.code(1) is not None
    for _ in range(5):
        frame(app)
    assert app.stack[-1] is scene  # nobody joined yet: the panel waits
    phone = Phone(*_ws(url), plays=True, seed=1).start()
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))  # the phone's own thread joined
        for _ in range(10):
            frame(app)
        play = app.stack[-1]
        assert isinstance(play, PlayScene) and play.phones is not None
        hands_drawn: set[int | None] = set()
        curtains: list[str] = []
        for _ in range(3000):
            frame(app)
            top = app.stack[-1]
            assert not (isinstance(top, CurtainScene) and "Pia" in top.name)
            if isinstance(top, CurtainScene):  # Anja at the screen: phone players watch it, so she has a curtain
                curtains.append(top.name)
                hands_drawn.add(play.hand_seat())
                top.dismiss()
            if isinstance(top, PlayScene):
                hands_drawn.add(play.hand_seat())
                if play.ready_for_input() == 0:  # Anja at the screen plays her first tile
                    view = play.match.view(0)
                    if view.pending.kind.value == "keep":
                        break
                    play.input.selected = list(view.hand[: view.tiles_to_play])
                    play.confirm()
            if sum(d.seat == 1 for d in play.match.decisions) >= 4:
                break
            pending = play.match.pending
            if pending is not None and pending.seat == 1 and not play.match.has_events():
                assert play.hand_seat() is None  # while the phone decides, the screen shows no hand at all
                # The phone answers on its own thread: wait (bounded) for its decision to arrive.
                phone.wait_for(lambda p: play.match.controller(1).waiting, 5)
        assert sum(d.seat == 1 for d in play.match.decisions) >= 4  # the phone decided, through the runner
        assert hands_drawn <= {0, None} and 0 in hands_drawn  # Anja's hand only, never the phone seat's
        assert curtains and set(curtains) == {"Anja"}
        assert play.board.kinds[1] == "phone"
    finally:
        app.close()
        phone.closed.wait(5)
        phone.stop()
    assert phone.of_type("closed")  # the window closed: the server said goodbye and stopped


def test_a_seat_switched_to_the_screen_starts_without_the_phone_and_its_token_is_dropped(app):
    scene = _join(app)
    token = scene.table.server.tokens[1]
    server = scene.table.server
    phone = Phone(*_ws(scene.address(1)), plays=False).start()
    assert phone.wait_for(lambda p: p.of_type("welcome"))
    click(app, scene.switch_buttons[1].rect.center)
    assert phone.closed.wait(5) and "played at the screen" in phone.of_type("closed")[0]["message"]
    for _ in range(3):
        frame(app)
    play = app.stack[-1]
    assert isinstance(play, PlayScene) and play.phones is None
    assert play.config.seats[1].controller == HUMAN and play.couch  # two people at the screen: curtains
    assert server.stopped and token not in server.tokens.values()


def test_a_remote_seat_has_a_card_saying_where_to_type_its_link_and_joins_on_it_as_a_phone_does(app):
    config = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Pia", "blue", PHONE),
                          SeatConfig("Max", "green", REMOTE)), seed=5)
    app.fonts.written = []
    scene = _join(app, config)
    frame(app)
    assert scene.phone_seats == [1, 2]  # the phone server serves both
    url = scene.address(2)
    assert url.startswith("http://127.0.0.1:") and url != scene.address(1) and scene.code(2) is not None
    note = "On another computer: Join a table, then type this address (or open it in a browser)."
    cards = [[w.text for w in app.fonts.written if scene.card_rect(k).contains(w.rect)] for k in (0, 1)]
    assert "Pia" in cards[0] and "Max" in cards[1]
    assert " ".join(text for text in cards[1] if text in note) == note  # on the remote seat's card, whole
    assert not any(text in note for text in cards[0])  # not on the phone's
    assert "Join the game" in {w.text for w in app.fonts.written}
    phone = Phone(*_ws(url), plays=False).start()  # the game's Join a table speaks as a phone's page does
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        frame(app)
        assert scene.joined(2) and not scene.joined(1) and app.stack[-1] is scene  # Pia's phone is still awaited
    finally:
        phone.stop()


def test_with_no_local_network_the_panel_says_so_in_one_sentence(app, monkeypatch):
    monkeypatch.setattr("game.phones.table.phone_host", lambda interface: None)
    app.settings.update(phone_interface="")
    scene = _join(app)
    assert scene.table is None and scene.problem.startswith("This computer is on no local network")
    assert scene.problem.count(".") == 1
    frame(app)
    assert app.stack[-1] is scene  # the match cannot begin with a phone seat nobody can join
    click(app, scene.switch_buttons[1].rect.center)
    frame(app)
    frame(app)
    assert isinstance(app.stack[-1], PlayScene)


def test_a_saved_match_with_a_phone_seat_resumes_after_the_phone_rejoins_with_a_new_token(app):
    config = CONFIG
    stand = {**stand_ins(config), 1: InlineBot(make_bot("random", bot_seed(5, 1)))}
    with make_match(config, app.board_map.spec, seats=stand) as match:
        match.recorder = autosave = Autosave.start(match.game, config, saves_dir(), sync=False)
        match.play_to_end(most=12)
    loaded = load_save(autosave.path)
    assert loaded.config.seats[1].controller == PHONE
    first = JoinScene(app, loaded.config, loaded=loaded)  # an earlier resume, left at the join panel
    old_tokens = set(first.table.server.tokens.values())
    first.exit()
    app.push(JoinScene(app, loaded.config, loaded=loaded))
    frame(app)
    scene = app.stack[-1]
    token = scene.table.server.tokens[1]
    assert token not in old_tokens and len(token) >= 22
    phone = Phone(*_ws(scene.address(1)), plays=False).start()
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        for _ in range(10):
            frame(app)
        play = app.stack[-1]
        assert isinstance(play, PlayScene) and play.match.decisions_taken == 12 and play.match.resumed
        assert phone.wait_for(lambda p: p.of_type("state") and p.of_type("state")[-1]["turn"] == 12)
    finally:
        phone.stop()
