"""Every button of every screen says in one line what it does: pointed at with the mouse (once it rests there) and,
where the keyboard's focus moves over the buttons, under the focus at once.

The walk opens each screen as the game opens it, finds every button it holds (its attributes, its lists of widgets,
the widgets it is made of), and then points at each visible one as a person would, with real mouse and key events
and time through App.step; what is drawn is read where the screens draw their tooltips (view/tooltip.draw_tip).
"""

from __future__ import annotations

import math
import sys

import pygame
import pytest
from people import frame, key, move, open_app_for_phones
from play_driver import WAIT
from save_helpers import bot_config, play_saved

from game.client.app import DEFAULT_CANVAS
from game.client.scenes.base import Scene
from game.client.scenes.chart_overlay import ChartOverlay
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.guided_game import GuidedGameScene, GuidedPauseScene
from game.client.scenes.join import JoinScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.menu import MenuScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.phone_codes import PhoneCodesScene
from game.client.scenes.play import PlayScene
from game.client.scenes.replay_viewer import ReplayViewer
from game.client.scenes.results import ResultsScene
from game.client.scenes.rules_help import RulesHelpScene
from game.client.scenes.settings_screen import SettingRow, SettingsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.statistics_screen import StatisticsScene
from game.client.scenes.takeover import TakeoverPrompt
from game.client.scenes.title import TitleScene
from game.client.scenes.vanished import VanishedPhonePrompt
from game.client.view.buttons import Button
from game.client.view.tooltip import TIP_DELAY
from game.client.view.widgets import Widget
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig, default_match
from game.phones.server import Takeover
from game.rules.events import EndReason
from game.session.seating import make_match
from game.storage.game_log import read_log
from game.storage.saves import Autosave, saves_dir
from game.text import i18n

PHONES = MatchConfig((SeatConfig("You", "red", HUMAN), SeatConfig("Wilhelmina", "blue", PHONE),
                      SeatConfig("Bot 1", "green", BOT, "easy")), seed=5)


class FakeServer:
    """The phone server as the phone screens read it: with `asking`, one phone asks to take over Wilhelmina's seat."""

    def __init__(self, asking: bool = False) -> None:
        self.asking = asking

    def url(self, seat: int) -> str:
        return f"http://127.0.0.1:8642/seat/{seat}"

    def connected(self, seat: int) -> bool:
        return False

    def pending_takeovers(self):
        return (Takeover(1, "0427", 1),) if self.asking else ()


class FakePhones:
    """A match's phone seats, as the menu and the codes screen read them."""

    seats = [1]
    server = FakeServer()

    def pause(self, paused: bool) -> None:
        pass


@pytest.fixture
def drawn(monkeypatch):
    """Every tooltip drawn: (text, the rectangle it is drawn beside)."""
    tips: list[tuple[str, tuple]] = []

    def record(surface, fonts, text, near, avoid=()):
        tips.append((text, tuple(near)))
        return pygame.Rect(near)

    for name, module in list(sys.modules.items()):
        if name.startswith("game.client") and hasattr(module, "draw_tip"):
            monkeypatch.setattr(module, "draw_tip", record)
    return tips


@pytest.fixture
def app():
    application = open_app_for_phones(DEFAULT_CANVAS)
    yield application
    application.close()


def buttons_of(thing, seen=None) -> list[Button]:
    """Every button `thing` (a scene or a widget) holds: in its attributes, its lists and dicts, its widgets (the
    settings' rows count as buttons: each is pressed to change its setting)."""
    seen = set() if seen is None else seen
    found: list[Button] = []

    def visit(value) -> None:
        if isinstance(value, Button | SettingRow):
            if id(value) not in seen:
                seen.add(id(value))
                found.append(value)
        elif isinstance(value, list | tuple | set):
            for item in value:
                visit(item)
        elif isinstance(value, dict):
            for item in value.values():
                visit(item)
        elif isinstance(value, Widget) and id(value) not in seen:
            seen.add(id(value))
            found.extend(buttons_of(value, seen))

    for value in vars(thing).values():
        visit(value)
    return found


def finished_replay(app, tmp_path) -> ReplayViewer:
    config = bot_config(3)
    with make_match(config, app.board_map.spec) as match:
        match.recorder = autosave = Autosave.start(match.game, config, tmp_path, sync=False)
        match.play_to_end()
    return ReplayViewer(app, read_log(autosave.path), autosave.path.name)


def screens(app, tmp_path) -> dict[str, callable]:
    """Each screen (and card over a screen) of the game, made as the game makes it."""
    def guided_pause():
        guided = GuidedGameScene(app)
        app.push(guided)
        return GuidedPauseScene(app, guided)

    def chart():
        replay = finished_replay(app, tmp_path)
        app.push(replay)
        return ChartOverlay(app, replay.chart_stats(), replay.log.board.track, replay.colors, replay.names, "a game")

    def title():
        play_saved(saves_dir(), bot_config(3), 7, decisions=5, board=app.board_map.spec)  # a game to continue
        return TitleScene(app)

    return {
        "title": title,
        "setup": lambda: SetupScene(app, PHONES),
        "rules": lambda: RulesHelpScene(app),
        "settings": lambda: SettingsScene(app),
        "statistics": lambda: StatisticsScene(app),
        "results": lambda: ResultsScene(app, default_match(), (12, 30, 45, 60), (1, 2, 3, 4), EndReason.DUNG_HEAP, 66),
        "pause": lambda: PauseScene(app, phones=FakePhones()),  # with phone seats: the menu's sixth button too
        "guided pause": guided_pause,
        "confirm": lambda: ConfirmScene(app, "Restart?", "The same players start over with a new deal.", "Restart",
                                        lambda: None),
        "keep": lambda: KeepDialog(app, "Anja", (200, 58, 46), 3, (77, 12, 40), ((12,), (40,), (12, 40)),
                                   lambda tiles: None),
        "curtain": lambda: CurtainScene(app, "Bernd", "green", "It is Bernd's turn to play.", lambda: None),
        "vanished": lambda: VanishedPhonePrompt(app, 1, "Wilhelmina", lambda: True, lambda seat, who: None),
        "takeover": lambda: TakeoverPrompt(app, FakeServer(asking=True), PHONES),
        "phone codes": lambda: PhoneCodesScene(app, PHONES, FakePhones()),
        "join": lambda: JoinScene(app, PHONES),
        "play": lambda: PlayScene(app, default_match()),
        "guided game": lambda: GuidedGameScene(app),
        "replay": lambda: finished_replay(app, tmp_path),
        "chart": chart,
    }


SCREENS = ["title", "setup", "rules", "settings", "statistics", "results", "pause", "guided pause", "confirm", "keep",
           "curtain", "vanished", "takeover", "phone codes", "join", "play", "guided game", "replay", "chart"]


def line_of(scene: Scene, button: Button) -> str:
    """A button's line in the current language, shown or not now: the play screen words its buy buttons from their
    count."""
    tips = getattr(scene, "tips", None)
    if tips is not None:
        return tips.line(button)
    return i18n._(button.tooltip) if button.tooltip else i18n._(button.why) if button.why else ""


def rest_on(app, pos) -> None:
    """The mouse moves there and rests a little longer than a tooltip waits (time passing as a person waits: as
    many fixed steps as one frame may take)."""
    move(app, pos)
    for _ in range(math.ceil((TIP_DELAY + 0.1) / WAIT)):
        frame(app, dt=WAIT)


def shown_tips(app, scene: Scene, drawn: list) -> list[tuple[str, tuple]]:
    drawn.clear()
    frame(app)
    return list(drawn)


@pytest.mark.slow
@pytest.mark.parametrize("name", SCREENS)
def test_every_button_of_the_screen_says_what_it_does_when_pointed_at(app, tmp_path, drawn, name):
    scene = screens(app, tmp_path)[name]()
    app.push(scene)
    for _ in range(30):  # openings and cards settle; the table deals
        frame(app, dt=0.1)
    if isinstance(scene, TitleScene):
        key(app, pygame.K_SPACE)  # skips the opening
    buttons = buttons_of(scene)
    assert buttons or name == "curtain", name  # the curtain is one big button: a click or a key anywhere
    silent = [button.label or repr(button.rect) for button in buttons if not line_of(scene, button)]
    assert silent == [], (name, silent)  # every button has its line, shown or not now
    english = [line_of(scene, button) for button in buttons]
    for language in ("de", "nl"):  # and it says it in German and in Dutch
        i18n.set_language(language)
        same = [line for button, line in zip(buttons, english, strict=True) if line_of(scene, button) == line]
        i18n.set_language("en")
        assert same == [], (name, language, same)
    pointed_at = []
    for button in buttons:
        if not button.visible or not app.is_top(scene):
            continue
        pointed_at.append(button.label)
        rest_on(app, button.rect.center)
        tips = shown_tips(app, scene, drawn)
        texts = [text for text, _near in tips]
        assert len(tips) == 1 and texts[0], (name, button.label, tips)
        assert tips[0][1] == tuple(button.rect), (name, button.label, tips)
        move(app, (1, 1))  # away again: the tooltip goes (at once, or as the mouse leaves the button)
        for _ in range(3):
            frame(app)
    assert pointed_at or name == "curtain"


KEYBOARD = ["title", "setup", "rules", "settings", "statistics", "results", "pause", "guided pause", "confirm",
            "vanished", "takeover", "phone codes", "join", "play", "keep"]


def opened_for_the_keyboard(app, tmp_path, name: str) -> Scene:
    """The screen opened and settled, the mouse away from it: only the keyboard's focus lights a button."""
    scene = screens(app, tmp_path)[name]()
    app.push(scene)
    for _ in range(30):
        frame(app, dt=0.1)
    if isinstance(scene, TitleScene):
        key(app, pygame.K_SPACE)
    move(app, (1, 1))
    return scene


def round_the_tab_order(app, scene: Scene):
    """Tab round the whole order, and more: after each Tab, the button the focus is on (None: on no button)."""
    for _ in range(40):
        key(app, pygame.K_TAB)
        if not app.is_top(scene):
            return
        focused = [button for button in buttons_of(scene) if button.visible and button.keyboard_focus]
        yield focused[0] if focused else None


@pytest.mark.slow
@pytest.mark.parametrize("name", KEYBOARD)
def test_the_focused_button_says_what_it_does_at_once(app, tmp_path, drawn, name):
    scene = opened_for_the_keyboard(app, tmp_path, name)
    focused_any = 0
    for focused in round_the_tab_order(app, scene):
        tips = shown_tips(app, scene, drawn)
        if focused is not None:
            focused_any += 1
            assert [near for _text, near in tips] == [tuple(focused.rect)], (name, focused.label, tips)
            assert tips[0][0], (name, focused.label)
    assert focused_any, name
    assert isinstance(scene, MenuScene | PlayScene | KeepDialog)


SEAT_CHOICES = {  # what pointing at each part of a seat's row says, worded apart from the game's code
    ("who", 0): "A person plays this seat here, at this screen",
    ("who", 1): "A person plays this seat on their own phone, which shows their hand to them alone",
    ("who", 2): "A friend plays this seat from another computer: with the game's Join a table, or in a browser",
    ("who", 3): "The computer plays this seat",
    ("level", 0): "Easy: looks only at where a tile lands now, and slips now and then",
    ("level", 3): "Expert: searches deeper and further ahead; the strongest bot",
}


def test_every_choice_of_a_seat_says_what_it_means_when_pointed_at(app, tmp_path, drawn):
    scene = SetupScene(app, PHONES)
    app.push(scene)
    frame(app)
    bot_row = scene.rows[2]  # Bot 1: its level shows
    for (part, index), line in SEAT_CHOICES.items():
        segment = bot_row[part].segment(index)
        rest_on(app, segment.center)
        assert shown_tips(app, scene, drawn) == [(line, tuple(segment))], (part, index)
        move(app, (1, 1))
        frame(app)
    for part, line in (("name", "This seat's name, shown at the table: click to type another"),
                       ("colors", "This seat's pawn colour: another seat's colour swaps with it")):
        rest_on(app, bot_row[part].rect.center)
        assert shown_tips(app, scene, drawn) == [(line, tuple(bot_row[part].rect))], part
        move(app, (1, 1))
        frame(app)
    # Every level and every way to play a seat has a line of its own, in German and Dutch too.
    who, level = bot_row["who"], bot_row["level"]
    options = [*who.options, *level.options]
    english = [option.tooltip for option in options]
    assert all(english) and len(set(english)) == len(english)
    for language in ("de", "nl"):
        i18n.set_language(language)
        translated = [i18n._(line) for line in english]
        i18n.set_language("en")
        assert all(a != b for a, b in zip(translated, english, strict=True)), language


def test_a_seat_choice_under_the_focus_says_what_its_chosen_option_means_at_once(app, tmp_path, drawn):
    scene = SetupScene(app, PHONES)
    app.push(scene)
    frame(app)
    move(app, (1, 1))
    phone_choice = scene.rows[1]["who"]  # Wilhelmina plays on a phone
    for _ in range(60):
        key(app, pygame.K_TAB)
        if phone_choice.keyboard_focus:
            break
    assert phone_choice.keyboard_focus
    line = "A person plays this seat on their own phone, which shows their hand to them alone"
    assert shown_tips(app, scene, drawn) == [(line, tuple(phone_choice.segment(1)))]
    key(app, pygame.K_RIGHT)  # to Remote: the line follows the choice
    assert phone_choice.value == REMOTE
    assert shown_tips(app, scene, drawn)[0][0] == ("A friend plays this seat from another computer: with the game's "
                                                   "Join a table, or in a browser")
    key(app, pygame.K_RIGHT)  # and to Bot (the row was made anew: its chooser too)
    assert scene.rows[1]["who"].value == BOT
    assert shown_tips(app, scene, drawn)[0][0] == "The computer plays this seat"


@pytest.fixture
def plates(monkeypatch):
    """Every tooltip drawn, as drawn: (text, its plate)."""
    from game.client.view import tooltip

    shown: list[tuple[str, pygame.Rect]] = []

    def record(surface, fonts, text, near, avoid=()):
        plate = tooltip.draw_tip(surface, fonts, text, near, avoid)
        shown.append((text, plate))
        return plate

    for name, module in list(sys.modules.items()):
        if name.startswith("game.client.scenes") and hasattr(module, "draw_tip"):
            monkeypatch.setattr(module, "draw_tip", record)
    return shown


# The screens whose buttons each leave a side free for a tooltip (a column of buttons, a card's row). The title's
# grid, the setup's rows, the settings' rows and the table's button panel leave none: there it stands above.
ROOMY = [name for name in KEYBOARD if name not in ("title", "setup", "settings", "play")]


@pytest.mark.slow
@pytest.mark.parametrize("name", ROOMY)
def test_the_focused_buttons_tooltip_covers_no_other_button(app, tmp_path, plates, name):
    scene = opened_for_the_keyboard(app, tmp_path, name)
    covered = []
    for focused in round_the_tab_order(app, scene):
        plates.clear()
        frame(app)
        if focused is not None and plates:
            plate = plates[-1][1]
            others = [b for b in buttons_of(scene) if b.visible and b is not focused]
            covered += [(focused.label, other.label) for other in others if plate.colliderect(other.rect)]
    assert covered == [], (name, covered)


def test_the_greyed_plays_reason_covers_none_of_the_purchase_buttons(app, tmp_path, plates):
    from play_driver import until_input

    scene = PlayScene(app, default_match())
    app.push(scene)
    until_input(app, scene)
    assert not scene.confirm_button.enabled  # no tile chosen yet
    rest_on(app, scene.confirm_button.rect.center)
    plates.clear()
    frame(app)
    assert [text for text, _plate in plates] == ["Pick a tile first."]
    plate = plates[0][1]
    assert not any(plate.colliderect(button.rect) for button in scene.buy_buttons)
    assert not plate.colliderect(scene.confirm_button.rect)
