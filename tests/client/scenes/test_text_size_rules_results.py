"""The text size measured on the rules pages and the results screen: each opened in a real window, driven through
App.step, headless, at each text-size step, in windows of 1024x600, 1280x720 and 1920x1080, in English, German and
Dutch. Every text they draw (the page's words, the words on its pictures, the ranking, the figures, the chart's
axes and legend, the buttons) is noted where it went and at what size; for each: its height in window pixels is at
least what the step asks (12, 14, 16), it is whole, no two texts of a screen overlap and none leaves the card or the
tile, button or chart it belongs to (tests/text_measure.py says how, with the figures worked out by hand).

A rules page too long for its card at a large step flows onto more pages: every part of every page is measured, and
the page count it shows is the number of parts in all.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest
from people import frame
from text_measure import check, in_every_window, open_at, texts, written_after

from game.client.scenes import routes
from game.client.scenes.chart_overlay import ChartOverlay
from game.client.scenes.results import ResultsScene
from game.client.scenes.rules_help import PAGES, RulesHelpScene
from game.client.view.text import TextStep, Written
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig, default_match
from game.rules.board import TrackSpec
from game.rules.events import EndReason
from game.rules.match_stats import MatchStats, PlayerFigures
from game.rules.players import COLORS
from game.text.i18n import _

TRACK = TrackSpec(dung_heap=60, oxen_eyes=(20, 40))
EIGHT = MatchConfig((SeatConfig("Wolfgang", COLORS[0], HUMAN),
                     *(SeatConfig(name, color, BOT, "hard") for name, color in
                       zip(("Cäcilie", "Maximilian", "Dirk", "Friederike", "Bartholomäus", "Pia", "Johannes"),
                           COLORS[1:], strict=True))), seed=3)
POSITIONS_8 = (12, 30, 45, 60, 22, 38, 51, 64)
PLACES_8 = (1, 3, 5, 7, 2, 4, 6, 8)


def _stats(finals: tuple[int, ...], places: tuple[int, ...], rounds: int = 14) -> MatchStats:
    """A finished game of `rounds` rounds: each pawn climbs evenly to its final position; two-digit figures."""
    curves = tuple(tuple(round(final * k / rounds) for k in range(rounds + 1)) for final in finals)
    figures = tuple(PlayerFigures(seat, 3 + seat, 14 + seat, 20 + seat, 4, 5, 6, 1) for seat in range(len(finals)))
    return MatchStats(tuple(range(rounds + 1)), curves, figures, finals, places)


def _results(app) -> None:
    """As tests/text/test_i18n_fit.py opens it: the ranking only."""
    app.push(ResultsScene(app, default_match(), (12, 30, 45, 60), (1, 2, 3, 4), EndReason.DUNG_HEAP, 60))


def _results_with_chart(app) -> None:
    places = (1, 2, 3, 4)
    app.push(ResultsScene(app, default_match(), (12, 30, 45, 60), places, EndReason.DUNG_HEAP, 60,
                          _stats((12, 30, 45, 60), places), TRACK))


def _results_of_eight(app) -> None:
    app.push(ResultsScene(app, EIGHT, POSITIONS_8, PLACES_8, EndReason.DUNG_HEAP, 60, _stats(POSITIONS_8, PLACES_8),
                          TRACK))


def _chart(app) -> None:
    app.push(ChartOverlay(app, _stats(POSITIONS_8, PLACES_8), TRACK, [s.color for s in EIGHT.seats],
                          [s.name for s in EIGHT.seats], "Replay"))


SCREENS: dict[str, Callable] = {
    "results": _results,
    "results with chart": _results_with_chart,
    "results of eight": _results_of_eight,
    "chart": _chart,
}


def _main_texts(name: str) -> set[str]:
    """Texts each screen must be seen to note (so that one noting nothing cannot pass)."""
    if name == "chart":
        return {_("Score chart"), _("Round"), "Cäcilie"}
    found = {_("Points"), _("Title"), _("Play again"), "Bot 1" if name != "results of eight" else "Cäcilie"}
    if name != "results":
        found |= {_("Round"), _("Penalty points")}
    return found


def _measure(app, written: list[Written], size, step, wanted: set[str]) -> None:
    check(app, written, size, step)
    assert wanted <= texts(written), wanted - texts(written)


def _every_rules_part(page: int, size, language: str, step: TextStep) -> None:
    """Every part of rules page `page` as shown, measured; the count it shows is of the parts in all."""
    app = open_at(size, language, step)
    try:
        scene = routes.rules_scene(app, page)
        assert isinstance(scene, RulesHelpScene)
        app.push(scene)
        written = written_after(app, 3)
        shown, count = scene.shown_pages()
        assert count == sum(len(scene.sheets(index)) for index in range(len(PAGES))) >= len(PAGES)
        first_words = texts(written)
        wanted = {_("Rules"), _(PAGES[page].title), _("Page {page} of {pages}").format(page=shown, pages=count)}
        assert wanted <= first_words, wanted - first_words
        # The page's first words are there (its first line, or a term's first line).
        opening = _(PAGES[page].blocks[0][-1]) if PAGES[page].blocks[0][0] != "d" else ""
        assert any(len(text) > 3 and opening.startswith(text) for text in first_words), opening[:40]
        for sheet in range(len(scene.sheets(page))):
            if sheet:
                scene.next()
                assert (scene.page, scene.sheet) == (page, sheet)
                written = written_after(app, 2)
            check(app, written, size, step)
    finally:
        app.close()


def _screen(name: str, size, language: str, step: TextStep) -> None:
    app = open_at(size, language, step)
    try:
        SCREENS[name](app)
        _measure(app, written_after(app, 3), size, step, _main_texts(name))
    finally:
        app.close()


@in_every_window
@pytest.mark.parametrize("page", range(len(PAGES)))
def test_every_rules_page_holds_its_texts_large_whole_and_apart(page, step, size, language):
    _every_rules_part(page, size, language, step)


@in_every_window
@pytest.mark.parametrize("screen", list(SCREENS))
def test_the_results_and_chart_hold_their_texts_large_whole_and_apart(screen, step, size, language):
    _screen(screen, size, language, step)


@pytest.mark.parametrize("page", range(len(PAGES)))
def test_in_the_smallest_window_at_the_largest_step_each_rules_page_holds_its_german_words(page):
    _every_rules_part(page, (1024, 600), "de", TextStep.LARGEST)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_in_the_smallest_window_at_the_largest_step_the_results_hold_their_german_words(screen):
    _screen(screen, (1024, 600), "de", TextStep.LARGEST)


def test_a_page_that_flows_over_counts_its_parts_and_turns_through_them():
    """Expectations by hand: at the largest step in the smallest window the words of the last page (four long
    bullets) need more than the card holds, so it shows in two parts or more; Next from the first goes to the second
    of the same page, the count grows by as many, and Back returns."""
    app = open_at((1024, 600), "de", TextStep.LARGEST)
    try:
        last = len(PAGES) - 1
        scene = routes.rules_scene(app, last)
        app.push(scene)
        frame(app)
        parts = len(scene.sheets(last))
        shown, count = scene.shown_pages()
        assert count >= len(PAGES) and shown == count - parts + 1
        if parts > 1:
            assert scene.next_button.label == "Next  ▶"
            scene.next()
            assert (scene.page, scene.sheet) == (last, 1) and scene.shown_pages() == (shown + 1, count)
            scene.previous()
            assert (scene.page, scene.sheet) == (last, 0)
    finally:
        app.close()
