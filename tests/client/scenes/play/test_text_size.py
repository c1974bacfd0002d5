"""The text size measured on the play screen: a real match at a fixed seed, driven through App.step, headless, at
each step, in windows of 1024x600, 1280x720 and 1920x1080, in English, German and Dutch. The history, the coach,
the status line, a tooltip and the guided game's card say where they drew each text and at what size
(game/client/view/text.py `Fonts.written`), and so does every text the play scene draws on the canvas itself; for
each: its height in window pixels is at least what the step asks (12, 14, 16), no two of its panel's texts overlap,
and none leaves its panel (tests/text_measure.py).
"""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame, guided_from_title, move, open_app
from play_driver import act, until_input
from text_measure import STEPS, WINDOWS, check, in_every_window, problems

from game.client.applied_settings import apply_text_size
from game.client.scenes.play import PlayScene
from game.client.view import coach_panel
from game.client.view.layout import Layout
from game.client.view.panel_places import StatusBar
from game.client.view.text import TextStep, Written
from game.client.view.tooltip import TIP_DELAY
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.text import i18n

ORDER = list(STEPS)
PLAY_PARTS = {"history", "coach", "status", "tooltip", "PlayScene"}
TABLE_LAYER = ("seat", "round", "supply", "box", "tray", "tracker", "button", "tile")  # game/client/view/board_view.py
pytestmark = pytest.mark.usefixtures("rated_quickly")


def _opened(size: tuple[int, int], language: str, step: TextStep):
    """A window of `size` in `language` at text size `step`, as chosen in a settings file; noting what is written."""
    app = open_app(size)
    i18n.set_language(language)
    app.settings.text_size = step.value
    app.settings.coach = True
    apply_text_size(app.settings)
    app.fonts.written = []
    return app


FOUR = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", BOT, "easy"),
        SeatConfig("Cäcilie", "green", BOT, "easy"), SeatConfig("Dirk", "yellow", BOT, "easy"))


def _play_screen(app, seats: tuple[SeatConfig, ...] = FOUR) -> list[Written]:
    """A match of `seats` (the person first, then easy bots) at a fixed seed, played by the person until the third
    round, to their next decision with the coach's ratings in; the mouse rests on row 1's ibex space until its
    tooltip shows. What the panels wrote."""
    scene = PlayScene(app, MatchConfig(seats, seed=11))
    app.push(scene)
    rng = random.Random(5)
    for _ in range(4000):
        if scene.table.round >= 3 and len(scene.history) >= 12:
            break
        act(app, scene, rng)
    seat = until_input(app, scene)
    for _ in range(3):
        frame(app)
    assert scene.ready_for_input() == seat
    move(app, scene.layout.spaces[(1, 6)].center)
    for _ in range(round(TIP_DELAY * 60) + 2):  # the table layer paints what changed over these frames too
        frame(app)
    assert scene.tips.showing() is not None
    return list(app.fonts.written or [])


def _guide_card(app) -> list[Written]:
    """The guided game's first step, from the title (G): its card over the table. What the panels wrote."""
    guided_from_title(app)
    for _ in range(5):
        frame(app)
    return list(app.fonts.written or [])


def _theirs(written: list[Written]) -> list[Written]:
    """What this module measures: the table's panels and buttons, painted on the table layer under their own names,
    are measured in test_text_size_table.py."""
    return [entry for entry in written if not entry.part.startswith(TABLE_LAYER)]


def _check(app, written: list[Written], parts: set[str], size: tuple[int, int], step: TextStep) -> None:
    assert parts <= {entry.part for entry in written}
    check(app, _theirs(written), size, step)


@in_every_window
def test_the_play_screens_texts_are_large_enough_and_stay_in_their_panels(size, language, step):
    app = _opened(size, language, step)
    try:
        _check(app, _play_screen(app), PLAY_PARTS, size, step)
    finally:
        app.close()


@in_every_window
def test_the_guided_games_card_history_and_status_are_large_enough_and_hold_their_words(size, language, step):
    """(The history below the card is measured where it shows: a long step at a large text size in a small window
    takes its room for a while.)"""
    app = _opened(size, language, step)
    try:
        _check(app, _guide_card(app), {"guide", "status"}, size, step)
    finally:
        app.close()


def test_at_the_largest_step_a_small_window_shows_the_play_screen_at_12_pixels():
    """The quick tier's one case: the smallest window at the largest step, in German (the longest words)."""
    app = _opened((1024, 600), "de", TextStep.LARGEST)
    try:
        _check(app, _play_screen(app), PLAY_PARTS, (1024, 600), TextStep.LARGEST)
    finally:
        app.close()


def test_the_check_fails_when_a_panel_is_made_too_small(monkeypatch):
    """The status bar made a third as wide, and the coach's panel painted into a box too narrow for its title: the
    check names the texts leaving them; history drawn at 17 is named too small in the smallest window at Largest,
    and a line cut short is named."""
    real = Layout.status_bar

    def narrow(layout) -> StatusBar:
        bar = real(layout)
        box = pygame.Rect(bar.box.x, bar.box.y, bar.box.w // 3, bar.box.h)  # its text is still laid out as wide
        return StatusBar(box, bar.stripe, bar.text_at, bar.text_width)

    monkeypatch.setattr(Layout, "status_bar", narrow)
    app = _opened((1024, 600), "en", TextStep.LARGEST)
    try:
        written = _theirs(_play_screen(app))
        found = problems(written, WINDOWS[(1024, 600)], STEPS[TextStep.LARGEST])
        assert found and all(line.startswith("status: ") and "leaves its panel" in line for line in found)
        scene = app.top
        coach = scene.coach
        coach_panel.CoachPanel(scene.text).panel((100, 200), coach.coach.content(None, coach._now()))
        squeezed = [entry for entry in app.fonts.written or [] if entry.part == "coach"]
        assert any(line.startswith("coach: 'Coach (C)'") and "leaves its panel" in line
                   for line in problems(squeezed, 1.0, 12))
        small = [Written("history", "x", entry.rect, 17, entry.room) for entry in written if entry.part == "history"]
        found = problems(small, WINDOWS[(1024, 600)], STEPS[TextStep.LARGEST])
        assert small and all("9.1 px high" in line for line in found)
        cut = [Written("coach", "no points now, fewest in a…", entry.rect, 23, entry.room) for entry in small[:1]]
        assert problems(cut, 1.0, 12) == ["coach: 'no points now, fewest in a…' is cut"]
    finally:
        app.close()
