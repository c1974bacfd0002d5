"""The text size measured on the play screen's table: the seats, the round, the piles, the hand's tray, the pawns'
count, the hints, the open round's note, the tile tracker, the play buttons and what passes over the table (the
name riding on a tile being placed, banners, notes). A real match at a fixed seed, driven through App.step,
headless (the driving of tests/client/scenes/play/test_text_size.py), at each step, in windows of 1024x600,
1280x720 and 1920x1080, in English, German and Dutch: at a decision, mid-reveal, and with the tracker open. Each
panel notes its texts under its own name as it paints (game/client/view/board/layer.py); for each text: its
height in window pixels is at least what the step asks (12, 14, 16), no two of its panel's texts overlap, none
leaves its panel and none is cut (tests/text_measure.py). Every panel is measured: the seats (their status on a line
of its own at a large text size), the piles (a caption may take the pair's width), the tracker's legend and the
play buttons over the tray (as wide as their labels, side by side).
"""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame, key
from play_driver import act
from text_measure import STEPS, check, in_every_window, problems

from game.client.scenes.play import PlayScene
from game.client.view.text import TextStep, Written
from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import COLORS
from game.text import i18n

from .test_text_size import FOUR, _opened, _play_screen

# The table's panels at a decision of the person's (four seats; the supply and the box; the tray of their hand).
TABLE_PARTS = {"seat0", "seat1", "seat2", "seat3", "round", "supply", "box", "tray"}
# Fuller tables with long names (the longest, "Bartholomäus", on the second seat): the person and easy bots.
NAMES = ("Anja", "Bartholomäus", "Cäcilie", "Dirk", "Maximilian", "Friederike", "Gustav", "Hannelore")


def _table_of(count: int) -> tuple[SeatConfig, ...]:
    if count == 4:
        return FOUR
    return tuple(SeatConfig(name, color, HUMAN) if not k else SeatConfig(name, color, BOT, "easy")
                 for k, (name, color) in enumerate(zip(NAMES[:count], COLORS, strict=False)))
ORDER = list(STEPS)


pytestmark = pytest.mark.usefixtures("rated_quickly")


def _scene(app) -> PlayScene:
    scene = app.top
    assert isinstance(scene, PlayScene)
    return scene


def _decision(app, seats: int = 4) -> list[Written]:
    """The person's decision in the third round (test_text_size's match, at a table of `seats`), the mouse on a
    space."""
    return _play_screen(app, _table_of(seats))


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


def _parts(app) -> set[str]:
    return {entry.part for entry in app.fonts.written or []}


def _texts_of(written: list[Written], part: str) -> set[str]:
    return {entry.text for entry in written if entry.part == part}


def _check_decision(app, size, step, seats: int = 4) -> None:
    written = _decision(app, seats)
    assert TABLE_PARTS | {f"seat{seat}" for seat in range(seats)} <= {entry.part for entry in written}
    scene = _scene(app)
    table = scene.table
    assert i18n._("Round {round}").format(round=table.round) in _texts_of(written, "round")
    for seat in range(seats):  # every name whole ("Bartholomäus" too)
        assert scene.board.names[seat] in _texts_of(written, f"seat{seat}")
    assert i18n._("supply") in _texts_of(written, "supply")
    assert i18n._("box") in _texts_of(written, "box")
    status = next(status for status in table.status if status)
    assert any(i18n._(status) in _texts_of(written, f"seat{seat}") for seat in range(seats))
    row = [scene.hint_button, scene.tracker_button, scene.coach.button]
    shown = {entry.text for entry in written if entry.part.startswith("button")}
    for button in row:  # each label noted; the key it names left out only where the label would not fit
        assert i18n._(button.label) in shown
        assert "(" in button.label or size != (1920, 1080) or step is not TextStep.NORMAL
    for k, button in enumerate(row):  # side by side, none over another, the row within the tray's width
        assert not any(button.rect.colliderect(other.rect) for other in row[k + 1:])
        assert scene.layout.hand_tray().left <= button.rect.left and button.rect.right <= scene.layout.hand_tray().right
    assert scene.layout.hand_note().right < min(button.rect.left for button in row)
    # Over the buy buttons, short of the history's column: the price too where it fits (always at the game's sizes).
    full, short = i18n._("buy tiles · 1 point each"), i18n._("buy tiles")
    caption = [entry for entry in written if entry.part == "PlayScene" and entry.text in (full, short)]
    assert len(caption) == 1 and caption[0].rect.right <= scene.layout.anchor("log").x
    assert caption[0].text == full or size != (1920, 1080) or step is not TextStep.NORMAL
    check(app, written, size, step)


@pytest.mark.parametrize("seats", [4, 6, 8])
@in_every_window
def test_the_tables_panels_at_a_decision_are_large_enough_and_stay_in_their_panels(size, language, step, seats):
    app = _opened(size, language, step)
    try:
        _check_decision(app, size, step, seats)
    finally:
        app.close()


@in_every_window
def test_the_open_tracker_is_large_enough_and_holds_its_words(size, language, step):
    app = _opened(size, language, step)
    try:
        written = _tracker(app)
        assert i18n._("Tiles · what you know of all 99 (T to close)") in _texts_of(written, "tracker")
        assert "99" in _texts_of(written, "tracker")  # the last cell of the grid
        assert any(text.endswith(i18n._("yours")) for text in _texts_of(written, "tracker"))  # a legend's line
        check(app, written, size, step)
    finally:
        app.close()


@in_every_window
def test_a_tile_being_placed_and_a_banner_are_large_enough_and_stay_on_their_plates(size, language, step):
    app = _opened(size, language, step)
    try:
        placing, banner = _placing(app)
        assert {"name tag"} | TABLE_PARTS - {"tray"} <= {entry.part for entry in placing}
        check(app, placing, size, step)
        assert "banner" in {entry.part for entry in banner}
        check(app, banner, size, step)
    finally:
        app.close()


def test_at_the_largest_step_a_small_window_shows_the_tables_panels_at_12_pixels():
    """The quick tier's case of a decision: the smallest window at the largest step, in German."""
    app = _opened((1024, 600), "de", TextStep.LARGEST)
    try:
        _check_decision(app, (1024, 600), TextStep.LARGEST)
    finally:
        app.close()


def test_at_the_largest_step_a_small_window_shows_a_table_of_eight_whole():
    """The quick tier's case of a full table: eight seats with long names, the smallest window at the largest step,
    in German: every name whole, every status and tag inside its two-line panel."""
    app = _opened((1024, 600), "de", TextStep.LARGEST)
    try:
        _check_decision(app, (1024, 600), TextStep.LARGEST, 8)
    finally:
        app.close()


def test_a_status_whose_ellipsis_is_its_own_is_not_cut_but_a_shortened_word_is():
    """The status line's "Anja places 28 in row 4…" and a seat's "thinking…" end in their own ellipsis (in every
    language); "choosi…" and "denk…" were cut."""
    room = pygame.Rect(0, 0, 400, 60)
    for language in ("en", "de", "nl"):
        i18n.set_language(language)
        placing = i18n._("{name} places {tile} in row {row}…").format(name="Anja", tile=28, row=4)
        playing = i18n.ngettext("{name} plays a tile…", "{name} plays {n} tiles…", 2).format(name="Anja", n=2)
        thinking = i18n._("thinking…")  # a seat's own status: "denkt…", "denkt na…"
        whole = [Written("status", text, pygame.Rect(0, 20 * k, 100, 20), 20, room)
                 for k, text in enumerate((placing, playing, thinking))]
        assert problems(whole, 1.0, 12) == []
    cut = [Written("seat0", "choosi…", pygame.Rect(0, 0, 100, 20), 20, room),
           Written("seat1", "denk…", pygame.Rect(0, 20, 100, 20), 20, room)]
    assert problems(cut, 1.0, 12) == ["seat0: 'choosi…' is cut", "seat1: 'denk…' is cut"]
