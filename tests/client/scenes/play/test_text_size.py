"""The text size measured on the play screen: a real match at a fixed seed, driven through App.step, headless, at
each step, in windows of 1024x600, 1280x720 and 1920x1080, in English, German and Dutch. The history, the coach,
the status line, a tooltip and the guided game's card say where they drew each text and at what size
(game/client/view/text.py `Fonts.written`); for each: its height in window pixels (its size on the canvas times the
window's scale) is at least 12 at the step named for that window, no two of its texts overlap, and none leaves its
panel.

The expectations are worked out apart from the code: the canvas is 1920x1080, so a window of 1024x600 shows it at
1024/1920 = 0.533, 1280x720 at 720/1080 = 0.667, 1920x1080 at 1; 12 window pixels are 22.5, 18 and 12 canvas
pixels there, which Largest, Large and Normal reach.
"""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame, key, move, open_app
from play_driver import act, until_input

from game.client.applied_settings import apply_text_size
from game.client.scenes.guided_game import GuidedGameScene
from game.client.scenes.play import PlayScene
from game.client.scenes.play_coach import Coach
from game.client.scenes.title import TitleScene
from game.client.view import coach_panel
from game.client.view.layout import Layout
from game.client.view.panel_places import StatusBar
from game.client.view.text import TextStep, Written, use_text_step
from game.client.view.tooltip import TIP_DELAY
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.text import i18n

from .quick_advisor import QuickAdvisor

CANVAS_HEIGHT = 1080
LEAST_PIXELS = 12
# The step a player needs at each window size for 12-pixel text, and each window's scale worked out by hand.
NEEDED = {(1024, 600): (TextStep.LARGEST, 1024 / 1920), (1280, 720): (TextStep.LARGE, 720 / 1080),
          (1920, 1080): (TextStep.NORMAL, 1.0)}
ORDER = [TextStep.NORMAL, TextStep.LARGE, TextStep.LARGEST]
PLAY_PARTS = {"history", "coach", "status", "tooltip"}
@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(Coach, "advisor_type", QuickAdvisor)
    yield
    i18n.set_language("en")
    use_text_step(TextStep.NORMAL)


def _opened(size: tuple[int, int], language: str, step: TextStep):
    """A window of `size` in `language` at text size `step`, as chosen in a settings file; noting what is written."""
    app = open_app(size)
    i18n.set_language(language)
    app.settings.text_size = step.value
    app.settings.coach = True
    apply_text_size(app.settings)
    app.fonts.written = []
    return app


def _play_screen(app) -> list[Written]:
    """A match of four at a fixed seed, played by the person until the third round, to their next decision with the
    coach's ratings in; the mouse rests on row 1's ibex space until its tooltip shows. What the panels wrote."""
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", BOT, "easy"),
             SeatConfig("Cäcilie", "green", BOT, "easy"), SeatConfig("Dirk", "yellow", BOT, "easy"))
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
    app.push(TitleScene(app))
    frame(app)
    key(app, pygame.K_SPACE)  # skips the opening
    key(app, pygame.K_g)
    frame(app)
    assert isinstance(app.top, GuidedGameScene)
    for _ in range(5):
        frame(app)
    return list(app.fonts.written or [])


def problems(written: list[Written], scale: float, least_pixels: float) -> list[str]:
    """What is wrong with the texts written: too small in the window, cut short (an ellipsis where the words go on),
    overlapping another of its panel's, or leaving its panel."""
    found = []
    for entry in written:
        if entry.text.endswith("…") and entry.text != i18n._("Thinking…"):
            found.append(f"{entry.part}: {entry.text!r} is cut")
        if entry.size * scale < least_pixels:
            found.append(f"{entry.part}: {entry.text!r} is {entry.size * scale:.1f} px high")
        if not entry.room.contains(entry.rect):
            found.append(f"{entry.part}: {entry.text!r} at {entry.rect} leaves its panel {entry.room}")
    for k, entry in enumerate(written):
        for other in written[k + 1:]:
            if other.part == entry.part and other.rect.colliderect(entry.rect):
                found.append(f"{entry.part}: {entry.text!r} at {entry.rect} overlaps {other.text!r} at {other.rect}")
    return found


def _check(app, written: list[Written], parts: set[str], size: tuple[int, int], step: TextStep) -> None:
    needed, scale = NEEDED[size]
    assert app.letterbox.scale == pytest.approx(scale, abs=0.002)
    assert {entry.part for entry in written} == parts
    # At the step named for this window or a larger one, every text is 12 window pixels high or more; at a smaller
    # step only the boxes are checked.
    least = LEAST_PIXELS if ORDER.index(step) >= ORDER.index(needed) else 0
    assert problems(written, scale, least) == []
    if step is TextStep.LARGEST:
        assert min(entry.size for entry in written) >= 22.5


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("size", list(NEEDED))
@pytest.mark.parametrize("step", ORDER)
def test_the_play_screens_texts_are_large_enough_and_stay_in_their_panels(size, language, step):
    app = _opened(size, language, step)
    try:
        _check(app, _play_screen(app), PLAY_PARTS, size, step)
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("size", list(NEEDED))
@pytest.mark.parametrize("step", ORDER)
def test_the_guided_games_card_history_and_status_are_large_enough_and_hold_their_words(size, language, step):
    app = _opened(size, language, step)
    try:
        _check(app, _guide_card(app), {"guide", "history", "status"}, size, step)
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
    """The status bar made a third as high, and the coach's panel painted into a box too narrow for its title: the
    check names the texts leaving them; Normal's history is named too small in the smallest window, and a line
cut short is named."""
    real = Layout.status_bar

    def narrow(layout) -> StatusBar:
        bar = real(layout)
        box = pygame.Rect(bar.box.x, bar.box.y + bar.box.h // 3, bar.box.w, bar.box.h // 3)
        return StatusBar(box, bar.stripe, bar.text_at, bar.text_width)

    monkeypatch.setattr(Layout, "status_bar", narrow)
    app = _opened((1024, 600), "en", TextStep.LARGEST)
    try:
        written = _play_screen(app)
        found = problems(written, NEEDED[(1024, 600)][1], LEAST_PIXELS)
        assert found and all(line.startswith("status: ") and "leaves its panel" in line for line in found)
        scene = app.top
        coach = scene.coach
        coach_panel.CoachPanel(scene.text).panel((100, 200), coach.coach.content(None, coach._now()))
        squeezed = [entry for entry in app.fonts.written or [] if entry.part == "coach"]
        assert any(line.startswith("coach: 'Coach (C)'") and "leaves its panel" in line
                   for line in problems(squeezed, 1.0, LEAST_PIXELS))
        small = [Written("history", "x", entry.rect, 17, entry.room) for entry in written if entry.part == "history"]
        assert small and all("9.1 px high" in line for line in problems(small, NEEDED[(1024, 600)][1], LEAST_PIXELS))
        cut = [Written("coach", "no points now, fewest in a…", entry.rect, 23, entry.room) for entry in small[:1]]
        assert problems(cut, 1.0, LEAST_PIXELS) == ["coach: 'no points now, fewest in a…' is cut"]
    finally:
        app.close()
