"""Each seat's symbol drawn beside its colour (palette.PLAYER_SYMBOL), so that no one needs to tell colours apart.

A module of its own: the menus' pawns carry symbols too, and they draw on the first frame, before the play
screen's sprites are loaded.
"""

from __future__ import annotations

import math

import pygame


def draw_symbol(surface: pygame.Surface, symbol: str, center: tuple[float, float], size: float,
                color: tuple[int, int, int]) -> None:
    """A seat's symbol (palette.PLAYER_SYMBOL) of about `size` pixels across, centred at `center`."""
    x, y = center
    r = max(2.0, size / 2)
    width = max(2, round(size / 6))
    if symbol == "circle":
        pygame.draw.circle(surface, color, (round(x), round(y)), round(r * 0.8))
    elif symbol == "square":
        side = r * 1.45
        corner = (round(x - side / 2), round(y - side / 2))
        pygame.draw.rect(surface, color, pygame.Rect(corner, (round(side), round(side))))
    elif symbol == "triangle":
        pygame.draw.polygon(surface, color, [(x, y - r), (x + r * 0.95, y + r * 0.75), (x - r * 0.95, y + r * 0.75)])
    elif symbol == "diamond":
        pygame.draw.polygon(surface, color, [(x, y - r), (x + r * 0.8, y), (x, y + r), (x - r * 0.8, y)])
    elif symbol == "star":
        points = []
        for k in range(10):
            radius = r if k % 2 == 0 else r * 0.45
            angle = math.pi * k / 5 - math.pi / 2
            points.append((x + math.cos(angle) * radius, y + math.sin(angle) * radius))
        pygame.draw.polygon(surface, color, points)
    elif symbol == "cross":
        d = r * 0.75
        pygame.draw.line(surface, color, (x - d, y - d), (x + d, y + d), width + 1)
        pygame.draw.line(surface, color, (x - d, y + d), (x + d, y - d), width + 1)
    elif symbol == "ring":
        pygame.draw.circle(surface, color, (round(x), round(y)), round(r * 0.8), width)
    else:  # "bar"
        pygame.draw.rect(surface, color, pygame.Rect(round(x - r * 0.9), round(y - r * 0.3), round(r * 1.8),
                                                     max(2, round(r * 0.6))))
