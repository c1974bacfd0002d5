"""The settings screen: opened from the title and the pause menu, driven by mouse and keyboard; every change
applies at once and is in the settings file at once; Escape goes back where it came from."""

from __future__ import annotations

import json

import pygame
import pytest
from fake_mixer import recording_player
from people import click, frame, key, type_text

from game.client.app import DEFAULT_CANVAS, App
from game.client.scenes import routes
from game.client.scenes.pause import PauseScene
from game.client.scenes.settings_screen import SPEED_STEPS, SettingsScene
from game.client.scenes.title import TitleScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.storage.settings import FILE_NAME, SettingsStore
from game.text import i18n


@pytest.fixture
def opened(own_data_folder):
    """An app on the real board with the settings of the test's data folder, and a recording mixer."""
    store = SettingsStore.open(own_data_folder)
    player, mixer = recording_player(store)
    application = App(DEFAULT_CANVAS, settings=store, sound=player)
    application.open()
    yield application, own_data_folder / FILE_NAME, mixer
    application.close()
    i18n.set_language("en")  # a test that changed the language leaves English to the next


def on_disk(path) -> dict:
    return json.loads(path.read_text())


def _title(app: App) -> TitleScene:
    title = routes.title_scene(app)
    app.push(title)
    frame(app)
    title.timeline.finish_all()  # the opening animation, done
    frame(app)
    return title


def _from_title(app: App, title: TitleScene | None = None) -> SettingsScene:
    title = title or _title(app)
    click(app, title.settings_button.rect.center)
    frame(app)
    assert isinstance(app.top, SettingsScene)
    return app.top


def test_the_title_opens_it_with_a_click_and_escape_returns_to_the_title(opened):
    app, path, _ = opened
    title = _title(app)
    _from_title(app, title)
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.top is title


def test_tab_shows_the_focus_and_left_right_change_the_speed_saved_at_once(opened):
    app, path, _ = opened
    screen = _from_title(app)
    assert not any(w.keyboard_focus for w in screen.widgets)  # a mouse player sees no ring
    key(app, pygame.K_TAB)
    assert screen.focus is screen.speed and screen.speed.keyboard_focus
    key(app, pygame.K_RIGHT)
    assert app.settings.animation_speed == 1.5 and on_disk(path)["animation_speed"] == 1.5
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings.animation_speed == 0.75 and on_disk(path)["animation_speed"] == 0.75


def test_the_last_speed_step_is_instant_and_the_step_before_brings_the_speed_back(opened):
    app, path, _ = opened
    screen = _from_title(app)
    key(app, pygame.K_DOWN)  # the focus on the first row
    for _ in range(len(SPEED_STEPS) + 2):
        key(app, pygame.K_RIGHT)
    assert app.settings.instant_animations and on_disk(path)["instant_animations"] is True
    assert screen.speed.control.caption() == "Instant"
    key(app, pygame.K_LEFT)
    assert not app.settings.instant_animations and app.settings.animation_speed == max(SPEED_STEPS)
    assert on_disk(path)["instant_animations"] is False


def test_a_click_on_the_volume_slider_sets_the_volume_and_a_click_on_off_mutes(opened):
    app, path, mixer = opened
    screen = _from_title(app)
    track = screen.volume.control.track()
    click(app, (track.x + track.w * 0.3, track.centery))
    assert app.settings.sound_volume == pytest.approx(0.3) and on_disk(path)["sound_volume"] == pytest.approx(0.3)
    assert mixer.played[-1] == ("button", pytest.approx(0.3))  # the change is heard at the new volume
    click(app, screen.sound.control.segment(0).center)  # "Off"
    assert app.settings.muted and on_disk(path)["muted"] is True
    heard = len(mixer.played)
    click(app, screen.hints.control.segment(0).center)
    assert len(mixer.played) == heard  # muted: no click heard


def test_dragging_the_speed_knob_follows_the_mouse(opened):
    app, path, _ = opened
    screen = _from_title(app)
    track = screen.speed.control.track()
    start = (screen.speed.control.notch_x(3), track.centery)
    end = (screen.speed.control.notch_x(0), track.centery)
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=_window(app, start), button=1))
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=_window(app, end), rel=(0, 0), buttons=(1, 0, 0)))
    frame(app, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=_window(app, end), button=1))
    assert app.settings.animation_speed == SPEED_STEPS[0] and on_disk(path)["animation_speed"] == SPEED_STEPS[0]


def _window(app, logical):
    from people import window_point

    return window_point(app, logical)


def test_enter_turns_hints_off_and_on(opened):
    app, path, _ = opened
    screen = _from_title(app)
    for _ in range(4):
        key(app, pygame.K_TAB)
    assert screen.focus is screen.hints
    key(app, pygame.K_RETURN)
    assert app.settings.hints is False and on_disk(path)["hints"] is False
    key(app, pygame.K_SPACE)
    assert app.settings.hints is True and on_disk(path)["hints"] is True


def test_the_coach_is_switched_on_and_off_and_saved(opened):
    app, path, _ = opened
    screen = _from_title(app)
    assert app.settings.coach is False
    click(app, screen.coach.control.segment(1).center)  # "On"
    assert app.settings.coach is True and on_disk(path)["coach"] is True
    click(app, screen.coach.control.segment(0).center)
    assert app.settings.coach is False and on_disk(path)["coach"] is False


def test_full_screen_is_the_apps_full_screen_and_is_saved(opened):
    app, path, _ = opened
    screen = _from_title(app)
    click(app, screen.fullscreen.control.segment(1).center)
    assert app.fullscreen and app.settings.fullscreen and on_disk(path)["fullscreen"] is True
    click(app, screen.fullscreen.control.segment(0).center)
    assert not app.fullscreen and on_disk(path)["fullscreen"] is False


def test_choosing_a_language_applies_it_at_once_and_saves_it(opened, monkeypatch):
    app, path, _ = opened
    applied: list[str] = []
    real = i18n.apply_language_setting
    monkeypatch.setattr("game.client.scenes.settings_screen.apply_language_setting",
                        lambda code: applied.append(code) or real(code))
    screen = _from_title(app)
    click(app, screen.language.control.segment(2).center)  # System, English, Deutsch, ...
    assert app.settings.language == "de" and on_disk(path)["language"] == "de"
    assert applied == ["de"] and i18n.language() == "de"
    shift_tab = pygame.KMOD_SHIFT
    key(app, pygame.K_TAB, shift_tab)  # from nothing, Shift+Tab goes to the last item: Back
    key(app, pygame.K_TAB, shift_tab)  # then the language row
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert app.settings.language == "" and applied == ["de", "en", ""]  # "" follows the system again


def test_from_the_pause_menu_a_speed_change_shows_in_the_running_match_and_escape_returns_to_the_menu(opened):
    app, path, _ = opened
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    app.start_match(MatchConfig(seats, seed=4))
    frame(app)
    play = app.top
    key(app, pygame.K_ESCAPE)
    frame(app)
    pause = app.top
    assert isinstance(pause, PauseScene)
    click(app, pause.settings_button.rect.center)
    frame(app)
    screen = app.top
    assert isinstance(screen, SettingsScene)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    assert play.animator.timeline.speed == 2.0 and play.bot_beat() == pytest.approx(0.25 / 2.0)
    for _ in range(len(SPEED_STEPS)):
        key(app, pygame.K_RIGHT)
    assert play.bot_beat() == 0.0  # instant: no bot beats
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.top is pause
    key(app, pygame.K_ESCAPE)  # the menu's Resume
    frame(app)
    assert app.top is play
    frame(app)
    assert not play.animator.busy  # instant: the deal is shown at once


def test_a_change_is_drawn_at_once(opened):
    app, path, _ = opened
    screen = _from_title(app)
    knob = (screen.speed.control.notch_x(3), screen.speed.control.track().centery)
    before = app.canvas.get_at(knob)
    key(app, pygame.K_TAB)
    key(app, pygame.K_LEFT)  # the knob moves one notch down
    assert app.canvas.get_at(knob) != before


def test_a_bad_settings_file_stays_untouched_and_the_screen_says_changes_last_for_this_run(own_data_folder):
    path = own_data_folder / FILE_NAME
    own_data_folder.mkdir(parents=True, exist_ok=True)
    path.write_text('{"format": "dance-of-ibexes-settings", "version": 1, "hints": "yes"}\n')
    store = SettingsStore.open(own_data_folder)
    assert not store.writable
    app = App(DEFAULT_CANVAS, settings=store)
    app.open(load_map=False)
    try:
        screen = _from_title(app)
        assert screen.lasts_for_this_run_only
        key(app, pygame.K_TAB)
        key(app, pygame.K_RIGHT)
        assert app.settings.animation_speed == 1.5  # applies for this run
    finally:
        app.close()
    assert path.read_text() == '{"format": "dance-of-ibexes-settings", "version": 1, "hints": "yes"}\n'


def test_m_while_typing_a_name_is_a_letter_not_the_mute(opened):
    app, path, _ = opened
    title = _title(app)
    title.open_setup()
    frame(app)
    setup = app.top
    name = setup.name_inputs[0]
    click(app, name.rect.center)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_m, mod=0, unicode="m", scancode=0))
    type_text(app, "m")
    assert not app.settings.muted and name.text.endswith("m")


def test_a_long_label_of_another_language_is_drawn_smaller_to_fit_its_box(opened):
    from game.client.scenes.settings_screen import fitting

    app, _, _ = opened
    fonts = app.fonts
    long = "Animationsgeschwindigkeit"
    size = fitting(fonts, long, 32, 356)
    assert size < 32 and fonts.size(long, size)[0] <= 356
    assert fitting(fonts, "Hints", 32, 356) == 32


def test_m_on_the_title_mutes_says_so_and_saves_it(opened):
    app, path, _ = opened
    _title(app)
    key(app, pygame.K_m)
    assert app.settings.muted and on_disk(path)["muted"] is True and app.toast_text == "Sound off (M)"


def test_the_titles_settings_button_is_reached_with_the_keyboard_too(opened):
    app, _, _ = opened
    title = _title(app)
    for _ in range(10):
        if title.settings_button.keyboard_focus:
            break
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)
    frame(app)
    assert isinstance(app.top, SettingsScene)


@pytest.mark.parametrize(("code", "expected"), [("en", "1.5×"), ("de", "1,5×"), ("nl", "1,5×")])
def test_the_speed_is_written_with_the_languages_decimal_mark(opened, code, expected):
    app, _, _ = opened
    app.settings.update(language=code)
    i18n.apply_language_setting(code)
    screen = _from_title(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RIGHT)  # 1 -> 1.5
    assert app.settings.animation_speed == 1.5
    assert screen.speed.control.caption() == expected
