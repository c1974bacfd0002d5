"""The text size on the settings screen: a row of three steps, chosen with the mouse or the keyboard, in the settings
file at once and in force at once: back in a running match, the history and the coach are painted again at the
new size without a restart."""

from __future__ import annotations

import json

import pygame
import pytest
from fake_mixer import recording_player
from people import click, frame, key, settings_from_pause, settings_from_title

from game.client.app import App
from game.client.view.text import TextStep, text_step, use_text_step
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.storage.settings import FILE_NAME, SettingsStore
from game.text import i18n


@pytest.fixture
def opened(own_data_folder):
    store = SettingsStore.open(own_data_folder)
    player, _mixer = recording_player(store)
    application = App((1280, 720), settings=store, sound=player)
    application.open()
    yield application, own_data_folder / FILE_NAME
    application.close()
    i18n.set_language("en")
    use_text_step(TextStep.NORMAL)  # the next test starts at the default


def test_a_click_chooses_each_step_saves_it_and_puts_it_in_force(opened):
    app, path = opened
    screen = settings_from_title(app)
    assert app.settings.text_size == "normal" and text_step() is TextStep.NORMAL
    assert [option.value for option in screen.text_size.options] == ["normal", "large", "largest"]
    for index, step in ((2, TextStep.LARGEST), (1, TextStep.LARGE), (0, TextStep.NORMAL)):
        click(app, screen.text_size.control.segment(index).center)
        assert app.settings.text_size == step.value and text_step() is step
        assert json.loads(path.read_text())["text_size"] == step.value
    assert SettingsStore.open(path.parent).text_size == "normal"


def test_the_keyboard_reaches_the_row_and_right_grows_the_text(opened):
    app, _ = opened
    screen = settings_from_title(app)
    for _ in range(screen.rows.index(screen.text_size) + 1):
        key(app, pygame.K_TAB)
    assert screen.focus is screen.text_size
    key(app, pygame.K_RIGHT)
    assert text_step() is TextStep.LARGE
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # stops at the end
    assert text_step() is TextStep.LARGEST and app.settings.text_size == "largest"


def test_the_rows_stay_on_the_card_above_the_back_button(opened):
    app, _ = opened
    screen = settings_from_title(app)
    rects = [row.rect for row in screen.rows]
    assert all(screen.card.contains(rect) for rect in rects)
    assert all(a.bottom < b.top for a, b in zip(rects, rects[1:], strict=False))
    assert rects[-1].bottom < screen.back_button.rect.top


def test_from_the_pause_menu_the_running_matchs_history_grows_at_once(opened):
    app, _ = opened
    app.fonts.written = []
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    app.start_match(MatchConfig(seats, seed=4))
    frame(app)
    play = app.top
    for _ in range(600):
        if len(play.history) >= 2:
            break
        frame(app)
    for _ in range(5):
        frame(app)
    # Normal: 12 window pixels, in a window showing the canvas at two thirds: 18 on the canvas (17 grows to it).
    assert {entry.size for entry in app.fonts.written if entry.part == "history"} == {18}
    screen = settings_from_pause(app)
    click(app, screen.text_size.control.segment(2).center)  # Largest
    key(app, pygame.K_ESCAPE)
    frame(app)
    key(app, pygame.K_ESCAPE)  # the menu's Resume
    for _ in range(5):
        frame(app)
    assert app.top is play
    # Largest: 16 window pixels, 24 on the canvas.
    assert {entry.size for entry in app.fonts.written if entry.part == "history"} == {24}
