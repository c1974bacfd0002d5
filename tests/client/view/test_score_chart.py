"""The score chart draws the rules' figures: one point per round per seat, on a scale that holds the dung heap."""

from __future__ import annotations

import pygame
import pytest

from game.client.view import palette as pal
from game.client.view.score_chart import ScoreChart, nice_step
from game.client.view.text import Fonts
from game.rules.board import TrackSpec
from game.rules.match_stats import MatchStats, PlayerFigures

TRACK = TrackSpec(dung_heap=66, oxen_eyes=(22, 44))


def _stats(*curves: tuple[int, ...]) -> MatchStats:
    figures = tuple(PlayerFigures(seat, 0, 0, 0, 0, 0, 0, 0) for seat in range(len(curves)))
    return MatchStats(tuple(range(len(curves[0]))), curves, figures, None, None)


def test_each_point_is_a_round_and_a_position():
    chart = ScoreChart((0, 0, 1000, 500), _stats((0, 5, 30, 70), (0, 0, 12, 40)), TRACK, ["red", "blue"], ["A", "B"])
    assert chart.top_value == 72  # a pawn beyond the dung heap widens the scale
    points = chart.points(0)
    assert [x for x, _y in points] == [round(chart.x_of(k)) for k in range(4)]
    assert points[0][0] == chart.plot.x and points[-1][0] == chart.plot.right
    assert [round(chart.position_at(y)) for _x, y in points] == [0, 5, 30, 70]
    assert chart.points(1)[0][1] == chart.plot.bottom  # the start space is the bottom of the plot
    low = ScoreChart((0, 0, 1000, 500), _stats((0, 3), (0, 1)), TRACK, ["red", "blue"], ["A", "B"])
    assert low.top_value == 68  # the dung heap stays in view however low the pawns are


def test_the_lines_are_drawn_in_the_seats_colours(app):
    chart = ScoreChart((0, 0, 1000, 500), _stats((0, 10, 20, 30), (0, 40, 50, 60)), TRACK, ["green", "blue"],
                       ["A", "B"])
    surface = pygame.Surface((1000, 500))
    chart.draw(surface, Fonts())
    (x0, y0), (x1, y1) = chart.points(1)[1:3]
    middle = ((x0 + x1) // 2, (y0 + y1) // 2)  # halfway along a segment: the line, not a symbol
    assert tuple(surface.get_at(middle))[:3] == pal.player_rgb("blue")
    (x0, y0), (x1, y1) = chart.points(0)[1:3]
    assert tuple(surface.get_at(((x0 + x1) // 2, (y0 + y1) // 2)))[:3] == pal.player_rgb("green")
    # The dung heap's line crosses the plot at its position.
    y = round(chart.y_of(66))
    assert tuple(surface.get_at((chart.plot.centerx, y)))[:3] == pal.WOOD


def test_seats_colours_and_names_must_agree():
    with pytest.raises(ValueError, match="1 colours and 2 names for 2 seats"):
        ScoreChart((0, 0, 800, 400), _stats((0, 1), (0, 2)), TRACK, ["red"], ["A", "B"])


@pytest.mark.parametrize(("span", "most", "step"), [(68, 10, 10), (20, 20, 1), (30, 10, 5), (200, 10, 20), (0, 5, 1)])
def test_round_steps_for_the_axes(span, most, step):
    assert nice_step(span, most) == step
