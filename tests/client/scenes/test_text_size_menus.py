"""The text size measured on the menu screens: the title with its saved games, the setup, the settings, the pause
menu, a question (the confirm card) and the statistics (with no game recorded and with some). Each is opened in a
real window, driven through App.step, headless, at each text-size step, in windows of 1024x600, 1280x720 and
1920x1080, in English, German and Dutch. Every text a screen draws is noted where it went and at what size
(game/client/view/text.py `Fonts.written`); for each: its height in window pixels is at least what the step asks
(12, 14, 16), it is whole (no ellipsis where its words go on), no two texts of a screen overlap and none leaves the
screen or the panel it belongs to (tests/text_measure.py says how, with the figures worked out by hand). And each
screen's main texts are among those noted: a screen that noted nothing could not pass.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from datetime import datetime

import pygame
import pytest
from people import frame
from save_helpers import play_saved
from text_measure import check, in_every_window, open_at, texts, written_after

from game.client.scenes import routes
from game.client.view.choosers import Option, Segmented
from game.client.view.text import FONT_DIR, Face, TextStep, Written, use_text_step
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig
from game.storage.data_folder import data_dir
from game.storage.saves import saves_dir
from game.storage.statistics import FILE_NAME, GameResult, SeatResult, StatisticsStore
from game.text import i18n
from game.text.levels import LEVEL_LABELS

# Every kind of seat and every bot level the setup screen shows, with a long name.
SEATS = MatchConfig((SeatConfig("Wolfgang", "red", HUMAN), SeatConfig("Cäcilie", "blue", BOT, "easy"),
                     SeatConfig("Maximilian", "green", BOT, "hard"), SeatConfig("Pia", "yellow", PHONE),
                     SeatConfig("Bot 5", "purple", BOT, "expert"), SeatConfig("Rosalind", "orange", REMOTE)),
                    seed=7)


@pytest.fixture(autouse=True)
def normal_again():
    yield
    i18n.set_language("en")
    use_text_step(TextStep.NORMAL)


def _title(app) -> None:
    app.push(routes.title_scene(app))
    frame(app)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))  # skips the opening


LONG_QUESTION = ("Your place in the guided game could not be saved: next time it may go on from an earlier "
                 "step.")
# A question of more lines than the card has at its least (its words as they come, in any language).
LONGER_QUESTION = ("You are about to leave the guided game in the middle of a lesson. Your place could not be saved, "
                   "so next time it may go on from an earlier step, and the tiles you placed in this lesson are "
                   "placed again from the start.")
# Saved games: five at the table (more names than a row holds at a large text size), and three.
FIVE = MatchConfig((SeatConfig("Wolfgang", "red", HUMAN), SeatConfig("Cäcilie", "blue", BOT, "easy"),
                    SeatConfig("Maximilian", "green", BOT, "hard"), SeatConfig("Pia", "yellow", HUMAN),
                    SeatConfig("Bot 5", "purple", BOT, "easy")))
THREE = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot 1", "blue", BOT, "easy"),
                     SeatConfig("Bot 2", "green", BOT, "easy")))
SAVED_ON = datetime(2026, 9, 28, 23, 58).timestamp()  # a date as wide as dates are


def _title_with_saves(app) -> None:
    """The title listing two games of five players, played a few decisions, and a save that cannot be read."""
    saves = saves_dir()
    for seed in (3, 4):
        play_saved(saves, FIVE, seed, 2, board=app.board_map.spec)
    bad = play_saved(saves, THREE, 5, 1, board=app.board_map.spec)[1]
    bad.write_text(bad.read_text().replace('"decision"', '"decisoin"', 1))
    for save in saves.iterdir():
        os.utime(save, (SAVED_ON, SAVED_ON))
    _title(app)


def _confirm(message: str) -> Callable:
    def opened(app) -> None:
        app.push(routes.confirm_scene(app, "Leave this game?", message, "Leave", lambda: None))
    return opened


def _recorded() -> StatisticsStore:
    """Two games of three players with long names and bots of two levels, in the data folder of the test."""
    store = StatisticsStore.open()
    for k in range(2):
        store.record(GameResult(f"g{k}", "2026-12-01", (
            SeatResult("Maximilian-Alexander", None, 31 + k, 1), SeatResult("Cäcilie", None, 44, 2),
            SeatResult("Bot 3", "expert", 52, 3), SeatResult("Bot 4", "easy", 60 - k, 4))))
    return store


def _unreadable_statistics(app) -> None:
    """A statistics file of a later version of the game: its sentence shows above the (empty) list."""
    folder = data_dir()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / FILE_NAME).write_text('{"format": "dance-of-ibexes-statistics", "version": 7}')
    app.push(routes.statistics_scene(app))


def _join(address: str = "", joined: bool = False) -> Callable:
    """The title's Join a table, `address` typed in its field (and Join pressed: the sentence of what is wrong)."""

    def open_(app) -> None:
        screen = routes.join_table_scene(app, address)
        app.push(screen)
        if joined:
            screen.join()

    return open_


WRONG_ADDRESS = "192.168.178.20:8642/#abcd"
LINK = "http://192.168.178.20:8642/#abcd-efgh-jkmn-pqrs-tuvw-xyz2-3456"

SCREENS: dict[str, Callable] = {
    "title": _title,
    "title, saves": _title_with_saves,
    "setup": lambda app: app.push(routes.setup_scene(app, SEATS)),
    "settings": lambda app: app.push(routes.settings_scene(app)),
    "pause": lambda app: app.push(routes.pause_scene(app, SEATS)),
    "confirm": _confirm(LONG_QUESTION),
    "confirm, long": _confirm(LONGER_QUESTION),
    "statistics, empty": lambda app: app.push(routes.statistics_scene(app)),
    "statistics": lambda app: app.push(routes.statistics_scene(app, _recorded())),
    "statistics, unreadable": _unreadable_statistics,
    "join": _join(),
    "join, a link": _join(LINK),
    "join, a wrong address": _join(WRONG_ADDRESS, joined=True),
}

# What each screen must have noted (English, translated when checked): its heading and its first words.
MAIN_TEXTS = {
    "title": ("Dance of Ibexes", "New game", "Saved games"),
    "title, saves": ("Dance of Ibexes", "New game", "Saved games"),
    "setup": ("New game", "Name", "Bot level", "Start game", "Screen", "Remote", "Easy"),
    "settings": ("Settings", "Animation speed", "Language", "Normal", "Back"),
    "pause": ("Paused", "Resume", "Back to title"),
    "confirm": ("Leave this game?", "Leave", "Cancel"),
    "confirm, long": ("Leave this game?", "Leave", "Cancel"),
    "statistics, empty": ("Statistics", "Back"),
    "statistics": ("Statistics", "Maximilian-Alexander", "Back"),
    "statistics, unreadable": ("Statistics", "Back"),
    "join": ("Join a table", "Join", "Back"),
    "join, a link": ("Join a table", LINK, "Join"),
    "join, a wrong address": ("Join a table", "Join", "Back"),
}

# Longer texts of a screen (English, translated when checked), which must show whole, line after line: none is
# left off for want of room.
WHOLE: dict[str, Callable] = {
    "title": lambda app: i18n._("No saved games yet: every game is saved as it is played."),
    "title, saves": lambda app: "Wolfgang, Cäcilie",  # a row's players, at least the first two
    "confirm": lambda app: i18n._(LONG_QUESTION),
    "confirm, long": lambda app: i18n._(LONGER_QUESTION),
    "statistics, empty": lambda app: i18n._("No games yet: a game played to its end in this window is counted here."),
    "statistics, unreadable": lambda app: app.top.store.problem,
    "join": lambda app: i18n._("Type your seat's join address as the host's screen shows it, or paste it (Ctrl+V)."),
    "join, a wrong address": lambda app: app.top.words,
}


def written_on(name: str, size: tuple[int, int], language: str, step: TextStep) -> tuple[object, list[Written]]:
    app = open_at(size, language, step)
    SCREENS[name](app)
    return app, written_after(app)


def _checked(name: str, size: tuple[int, int], language: str, step: TextStep) -> None:
    app, written = written_on(name, size, language, step)
    try:
        check(app, written, size, step)
        missing = {i18n._(words) for words in MAIN_TEXTS[name]} - texts(written)
        assert not missing, f"not noted: {missing}"
        if name in WHOLE:
            shown = "".join("".join(entry.text.split()) for entry in written)
            assert "".join(WHOLE[name](app).split()) in shown, "some of its words are not shown"
    finally:
        app.close()


@in_every_window
@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_menu_screens_texts_are_large_enough_whole_and_apart(screen, step, size, language):
    _checked(screen, step=step, size=size, language=language)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_in_the_smallest_window_at_the_largest_step_every_menu_screen_holds_its_german_words(screen):
    """The quick tier's case of each screen: the smallest window, the largest step, the longest words."""
    _checked(screen, (1024, 600), "de", TextStep.LARGEST)


def _levels(app, width: int) -> Segmented:
    """The setup's bot-level chooser, `width` wide, drawn once on the canvas of `app` (in a window of 1024x600 at the
    largest step, in German: its labels are drawn at least 30 canvas pixels high)."""
    chooser = Segmented((100, 100, width, 60), [Option(level, label) for level, label in LEVEL_LABELS.items()],
                        "normal", lambda value: None, size=22)
    app.fonts.written = []
    with app.fonts.room("chooser", app.canvas.get_rect(), app.canvas):
        chooser.draw(app.canvas, app.fonts)
    return chooser


def test_a_chooser_shares_its_width_evenly_while_each_label_fits_its_share_and_else_as_they_need():
    app = open_at((1024, 600), "de", TextStep.LARGEST)
    try:
        frame(app)
        font = pygame.font.Font(str(FONT_DIR / Face.BOLD.value), 30)  # the least size there: ceil(16 / 0.533)
        needs = [font.size(i18n._(label))[0] for label in LEVEL_LABELS.values()]
        even = _levels(app, 4 * (max(needs) + 40))
        assert [even.segment(k).w for k in range(4)] == [max(needs) + 40] * 4
        # Each label with 20 pixels to spare (4 of margin each side, 6 of the plate's inset, 6 of air) is too little
        # for the widest in an even share: each gets its own width and 20.
        chooser = _levels(app, sum(needs) + 4 * 20)
        segments = [chooser.segment(k) for k in range(4)]
        assert not chooser.compact
        assert [s.w - need for s, need in zip(segments, needs, strict=True)] == [20] * 4
        assert [s.x for s in segments] == [100, *(s.right for s in segments[:3])]
        assert segments[3].right == chooser.rect.right
        check(app, app.fonts.written, (1024, 600), TextStep.LARGEST)
        assert texts(app.fonts.written) == {i18n._(label) for label in LEVEL_LABELS.values()}
    finally:
        app.close()


def test_a_chooser_too_narrow_for_its_labels_shows_the_chosen_one_between_arrows_that_step():
    app = open_at((1024, 600), "de", TextStep.LARGEST)
    try:
        frame(app)
        chooser = _levels(app, 96 * 4)  # the setup's width at the smallest step: too narrow for four German labels
        assert chooser.compact
        assert texts(app.fonts.written) == {i18n._("Normal")}
        check(app, app.fonts.written, (1024, 600), TextStep.LARGEST)
        chooser.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(chooser.rect.right - 10, 130)))
        assert chooser.value == "hard"  # the right end: the next
        chooser.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(chooser.rect.x + 10, 130)))
        chooser.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(chooser.rect.x + 10, 130)))
        assert chooser.value == "easy"  # the left arrow, twice: back past Normal
        chooser.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(chooser.rect.x + 10, 130)))
        assert chooser.value == "expert"  # and round the end
    finally:
        app.close()
