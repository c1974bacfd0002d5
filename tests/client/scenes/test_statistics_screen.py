"""The Statistics screen, opened from the title with the mouse or the keyboard."""

from __future__ import annotations

import pygame
from people import click, frame, key

from game.client.scenes.statistics_screen import StatisticsScene
from game.client.scenes.title import TitleScene
from game.storage.statistics import FILE_NAME, GameResult, SeatResult, Statistics, StatisticsStore, record_game
from game.text.i18n import set_language
from game.text.statistics_lines import cells, stat_lines


def _games(count: int) -> Statistics:
    stats = Statistics()
    for k in range(count):
        seats = (SeatResult(f"Player {k}", None, 4 + k, 1), SeatResult("Ann", None, 20, 2),
                 SeatResult("b", "easy", 30, 3))
        stats = record_game(stats, GameResult(f"g{k}", "2026-12-01", seats))
    return stats


def _title(app) -> TitleScene:
    app.push(TitleScene(app))
    frame(app)
    key(app, pygame.K_SPACE)  # skips the opening animation
    return app.top


def test_the_title_opens_the_statistics_with_a_click_and_escape_returns(app, own_data_folder):
    StatisticsStore(own_data_folder / FILE_NAME).record(
        GameResult("g", "2026-12-01", (SeatResult("Ann", None, 7, 1), SeatResult("b", "hard", 12, 2))))
    title = _title(app)
    click(app, title.statistics.rect.center)
    frame(app)
    screen = app.top
    assert isinstance(screen, StatisticsScene)
    assert [(line.shown(), line.tally.games if line.tally else None) for line in screen.lines] == [
        ("Players", None), ("Ann", 1), ("Bots by level", None), ("Hard", 1)]
    assert cells(screen.lines[1].tally) == ["1", "1", "1.00", "7 points · 1 of 2", "1"]
    key(app, pygame.K_ESCAPE)
    frame(app)
    assert app.top is title


def test_the_keyboard_alone_opens_it(app):
    title = _title(app)
    for _ in range(title.widgets.index(title.statistics) + 1):
        key(app, pygame.K_TAB)
    assert title.statistics.keyboard_focus
    key(app, pygame.K_RETURN)
    frame(app)
    assert isinstance(app.top, StatisticsScene)


def test_a_long_list_scrolls_with_the_wheel_and_the_keys(app):
    screen = StatisticsScene(app, StatisticsStore(None, _games(40)))
    app.push(screen)
    frame(app)
    assert len(screen.lines) == 2 + 41 + 1 and screen.most_scroll > 0
    first = screen.shown_lines()[0]
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False))
    assert screen.scroll == 3 and screen.shown_lines()[0] is screen.lines[3] is not first
    key(app, pygame.K_PAGEDOWN)
    assert screen.scroll == min(screen.most_scroll, 3 + screen.visible)
    for _ in range(10):
        key(app, pygame.K_PAGEDOWN)
    assert screen.scroll == screen.most_scroll and screen.shown_lines()[-1] is screen.lines[-1]
    key(app, pygame.K_UP)
    assert screen.scroll == screen.most_scroll - 1


def test_a_bad_file_is_said_on_the_screen_and_nothing_is_listed(app, own_data_folder, monkeypatch):
    own_data_folder.mkdir(parents=True, exist_ok=True)
    (own_data_folder / FILE_NAME).write_text('{"format": "dance-of-ibexes-statistics", "version": 7}')
    title = _title(app)
    rendered: set[str] = set()  # every text drawn from here on
    render = app.fonts.render
    monkeypatch.setattr(app.fonts, "render", lambda text, *args: rendered.add(text) or render(text, *args))
    click(app, title.statistics.rect.center)
    frame(app)
    screen = app.top
    assert screen.lines == []
    assert "statistics version 7 is not supported" in screen.store.problem
    assert any("statistics version 7" in text for text in rendered)
    assert "No games yet: a game played to its end in this window is counted here." in rendered


def test_names_and_levels_read_in_the_players_language_and_the_levels_go_weakest_first():
    stats = Statistics()
    seats = (SeatResult("You", None, 4, 1), SeatResult("b", "expert", 9, 2), SeatResult("c", "easy", 20, 3),
             SeatResult("d", "hard", 25, 4), SeatResult("e", "normal", 30, 5))
    stats = record_game(stats, GameResult("g", "2026-12-01", seats))
    lines = stat_lines(stats)
    # The expert won more than the others, yet the levels read in their order, as the setup lists them.
    assert [line.shown() for line in lines] == ["Players", "You", "Bots by level", "Easy", "Normal", "Hard", "Expert"]
    set_language("de")
    try:
        assert [line.shown() for line in lines] == ["Spieler", "Du", "Bots nach Stufe", "Leicht", "Normal", "Schwer",
                                                    "Profi"]
    finally:
        set_language("en")


def test_people_come_first_most_wins_first():
    lines = stat_lines(_games(3))
    names = [line.label for line in lines]
    assert names[0] == "Players" and names[-2] == "Bots by level" and names[-1] == "easy"
    assert names[1:4] == ["Player 0", "Player 1", "Player 2"]  # one win each, then by name; Ann has none
    assert names[4] == "Ann"
