"""The coach explains itself: each top choice's line on why (the points it scores at once, as the rules' hints say,
and what is expected of it after that, compared with the best), and a legend that reads the figures of the moment
(what a number shown means, over how many sampled deals, and what a choice not tried is)."""

from __future__ import annotations

import pygame
import pytest
from people import frame
from play_driver import scene_at, until_input

from game.bots.search import Rating
from game.client.scenes.play_coach import Coach
from game.client.view.coach_panel import REASON_AT, CoachPanel, PanelContent, legend, reason
from game.client.view.sprites import TextCache
from game.client.view.text import Fonts
from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import Buy, DecisionKind, Keep, Play, Position
from game.text import i18n

from .quick_advisor import QuickAdvisor


def test_each_line_on_why_splits_the_cost_into_points_now_and_points_later():
    best = Rating(Buy(0, 0), 0.0, 100, best=True)
    # Buying one tile costs 1 point at once and 0.4 more than buying none in all: it saves 0.6 later.
    assert reason(Rating(Buy(0, 1), 0.4, 100), 1, 0) == "1 point now, 0.6 fewer later"
    assert reason(best, 0, 0) == "no points now, fewest in all"
    # A tile that scores 2 fewer now than the best tile, but costs 1.5 more in all: 3.5 more later.
    assert reason(Rating(Play(0, (17,)), 1.5, 100), 1, 3) == "1 point now, 3.5 more later"
    assert reason(Rating(Play(0, (45,)), 0.0, 100, best=True), 3, 3) == "3 points now, fewest in all"
    # A Happy Cow takes points off at once.
    assert reason(Rating(Play(0, (8,)), 0.3, 100), -2, 0) == "2 points off now, 2.3 more later"
    assert reason(Rating(Play(0, (9,)), 2.02, 100), 2, 0) == "2 points now, as many later"
    # A keep scores nothing at once: all of its cost is later.
    assert reason(Rating(Keep(0, (12,)), 0.7, 40), None, None) == "0.7 more later"
    assert reason(Rating(Keep(0, (12, 30)), 0.0, 40, best=True), None, None) == "fewest points later"
    # A choice the search did not try has no line.
    assert reason(Rating(Play(0, (99,)), None, 0), 0, 0) is None


def test_the_legend_reads_the_figures_of_the_moment():
    buys = (Rating(Buy(0, 0), 0.0, 87, best=True), Rating(Buy(0, 1), 0.4, 87))
    tiles = (Rating(Play(0, (45,)), 0.0, 100, best=True), Rating(Play(0, (17,)), 1.25, 100),
             Rating(Play(0, (99,)), None, 0))
    # The first number shown, what it means and the most deals any estimate rests on; and "·" where a choice of the
    # moment was not tried.
    content = PanelContent(False, False, buys, None, tiles=tiles, tiles_asked=True, ahead=1)
    assert legend(content) == ["+0.4 = 0.4 track points more than ★ expected, over 100 sampled deals to the next "
                               "round's end.", "· = not tried by the search: a first look found it worse."]
    content = PanelContent(False, False, tiles[1:2] + tiles[:1], None, ahead=0)
    assert legend(content) == ["+1.2 = 1.2 track points more than ★ expected, over 100 sampled deals to the round's "
                               "end."]
    only_best = PanelContent(False, False, (Rating(Keep(0, (12,)), 0.0, 1, best=True),
                                            Rating(Keep(0, ()), None, 0)), None)
    assert legend(only_best) == ["★ = the fewest track points expected, over 1 sampled deal to the round's end.",
                                 "· = not tried by the search: a first look found it worse."]
    assert legend(PanelContent(False, False, (Rating(Buy(0, 0), 0.0, 0, best=True),), None)) == [
        "Only one choice here."]
    no_time = PanelContent(False, False, (Rating(Buy(0, 0), 0.0, 0, best=True), Rating(Buy(0, 1), None, 0)), None)
    assert legend(no_time) == ["A quick guess (no time to search)."]


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_every_line_on_why_fits_its_line_in_every_language(code):
    # The longest figures a game gives: two-digit points at once, a cost of two digits; the panel's narrowest
    # width (every table size has the same), at the smallest size the line shrinks to.
    pygame.font.init()
    fonts = Fonts()
    i18n.set_language(code)
    room = 304 - 12 - 24 - REASON_AT - 2  # the panel's card, its margins, the line's indent (coach_panel.py)
    lines = []
    for now in (12, 1, 0, -1, -12):
        lines.append(reason(Rating(Play(0, (5,)), 0.0, 100, best=True), now, now))  # fewest in all
        for best_now in (-12, 12):  # more later, fewer later
            lines.append(reason(Rating(Play(0, (5,)), 12.3, 100), now, best_now))
        lines.append(reason(Rating(Play(0, (5,)), 0.0, 100), now, now))  # as many later
    lines += [reason(Rating(Keep(0, ()), 12.3, 9), None, None), reason(Rating(Keep(0, ()), 0.0, 9, True), None, None)]
    assert len(set(lines)) == 22 and all(lines)
    assert [line for line in lines if fonts.size(line, 12)[0] > room] == []


def _coached(app, monkeypatch, position: Position):
    monkeypatch.setattr(Coach, "advisor_type", QuickAdvisor)
    app.settings.coach = True
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = scene_at(app, seats, position)
    seat = until_input(app, scene)
    frame(app)
    frame(app)
    return scene, seat


def test_the_points_now_come_from_the_rules_hints(app, monkeypatch):
    # Row 2 ends 30, 35: its next space is a cowpie of 2; row 3 ends 50, 52, 54: its next a cowpie of 3; rows 1
    # and 4 have an empty space next (levels/board.tmx). Both pawns stand at the start: a purchase moves the pawn
    # one space a tile.
    rows = ((10,), (30, 35), (50, 52, 54), (70,), (), (), (), (), (), (), (), ())
    hands = ((12, 36, 56, 75), (60, 80, 90, 95))
    position = Position(rows=rows, hands=hands, positions=(0, 0), supply=None, box=(), last_row=4)
    scene, seat = _coached(app, monkeypatch, position)
    coach = scene.coach
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY and coach.coach.ratings and coach.coach.tile_ratings
    points = {Play(seat, (12,)): 0, Play(seat, (36,)): 2, Play(seat, (56,)): 3, Play(seat, (75,)): 0,
              **{Buy(seat, n): n for n in range(4)}}
    now = dict(coach._now())
    tried = [r.decision for r in (*coach.coach.ratings, *coach.coach.tile_ratings) if r.best or r.cost is not None]
    assert set(now) == set(tried)  # every choice tried, and none other
    assert now == {decision: points[decision] for decision in tried}
    # The panel's line under the best tile says what it scores at once.
    best = coach.coach.tile_ratings[0]
    words = {0: "no points now", 2: "2 points now", 3: "3 points now"}[points[best.decision]]
    assert any(text.startswith(words + ", ") for text in coach.panel.texts)


def test_the_choice_pointed_at_gets_a_line_even_when_it_rated_lower(app):
    panel = CoachPanel(TextCache(app.fonts))
    tiles = tuple(Rating(Play(0, (t,)), 0.3 * k, 100, best=k == 0) for k, t in enumerate((5, 17, 29, 41, 53, 65, 77)))
    now = tuple((r.decision, 0) for r in tiles)
    panel.panel((304, 230), PanelContent(False, False, tiles, None, now=now))
    assert "play 77" not in panel.texts and "play 5" in panel.texts
    panel.panel((304, 230), PanelContent(False, False, tiles, Play(0, (77,)), now=now))
    assert "play 77" in panel.texts and "play 5" in panel.texts  # the best keeps its line, the pointed takes the last
    assert "+1.8" in panel.texts  # its mark, beside it
    # A panel with room for one line keeps the best there; the mark on the tile rates the one pointed at.
    panel.panel((304, 160), PanelContent(False, False, tiles, Play(0, (77,)), now=now))
    assert "play 5" in panel.texts and "play 77" not in panel.texts
