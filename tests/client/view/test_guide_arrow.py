"""The guided game's arrow never covers what the step points at, and runs over as little of the board as it can: the
pixels it paints, measured on an empty canvas, against the spaces the board map gives."""

from __future__ import annotations

import pygame
import pytest

from game.board_map.loader import load_board_map
from game.client.view.guide_arrow import arrow_route, draw_arrow
from game.client.view.guide_card import draw_pointers

# Where the guided game's card stands on the map's canvas (the seats' column, from the fourth seat down).
CARD = pygame.Rect(1608, 328, 304, 440)


@pytest.fixture(scope="module")
def board():
    return load_board_map()


def rect(r) -> pygame.Rect:
    return pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h))


@pytest.fixture(scope="module")
def spaces(board) -> dict[tuple[int, int], pygame.Rect]:
    return {key: rect(r) for key, r in board.geometry.spaces.items()}


@pytest.fixture(scope="module")
def marks(board, spaces) -> list[pygame.Rect]:
    return [*spaces.values(), *(rect(r) for r in board.geometry.track_spaces.values())]


def arrow_pixels(line) -> pygame.Surface:
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    draw_arrow(surface, line)
    return surface


def painted_in(surface: pygame.Surface, area: pygame.Rect) -> bool:
    return bool(surface.subsurface(area.clip(surface.get_rect())).get_bounding_rect().w)


def test_the_arrow_never_paints_over_what_it_points_at(spaces, marks):
    # Each of these as a step's pointers: the four row ends of lesson 1, the double spaces of lesson 5, a whole row,
    # and one space of each corner of the board.
    cases = [[spaces[(r, 1)] for r in (1, 2, 3, 4)], [spaces[(6, s)] for s in (2, 3, 4)],
             [r for (row, _s), r in spaces.items() if row == 9], [spaces[(1, 3)]], [spaces[(6, 5)]],
             [spaces[(7, 5)]], [spaces[(12, 6)]], [spaces[(10, 4)]]]
    for pointed in cases:
        line = arrow_route(pointed, CARD, marks)
        assert line is not None, pointed
        pixels = arrow_pixels(line)
        drawn = pixels.get_bounding_rect()
        assert drawn.w and not drawn.colliderect(line.aim), (pointed, line)  # the rect it points at
        assert not any(painted_in(pixels, r) for r in pointed), (pointed, line)  # nor any other pointed at
        assert not drawn.colliderect(CARD.inflate(-2, 0)), line  # from the card's edge, not over its words


def in_sight(space: pygame.Rect) -> list[pygame.Rect]:
    """What of a space must stay in sight: its middle (its symbol, or the number of the tile on it) and its
    points' badge (a circle of radius 15 round (right - 24, bottom - 21) in the board's picture)."""
    return [space.inflate(-24, -24), pygame.Rect(space.right - 39, space.bottom - 36, 30, 30)]


@pytest.mark.parametrize("slot", [1, 2, 3, 4])
def test_an_arrow_to_a_space_of_the_double_row_leaves_the_rest_of_the_row_in_sight(spaces, marks, slot):
    # Lesson 5: the tile that went onto a double space is pointed at; the double spaces still free and the ibex
    # space's points beside it stay in sight (the arrow runs in the gap below the row).
    line = arrow_route([spaces[(6, slot)]], CARD, marks)
    pixels = arrow_pixels(line)
    row = [r for (number, s), r in spaces.items() if number == 6 and s != slot]
    assert not any(painted_in(pixels, part) for r in row for part in in_sight(r)), (slot, line)


def test_the_rings_and_the_arrow_are_drawn_as_measured(spaces, marks):
    surface = pygame.Surface((1920, 1080), pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    draw_pointers(surface, [spaces[(6, 3)]], CARD, 0.0, marks)
    # The ring round (6, 3) and the arrow (left of the card, nowhere over the space itself).
    inside = spaces[(6, 3)].inflate(-2, -2)
    assert not painted_in(surface, inside)
    line = arrow_route([spaces[(6, 3)]], CARD, marks)
    a, b = line.points[0], line.points[1]
    assert surface.get_at(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2)).a == 255  # the shaft's first leg
