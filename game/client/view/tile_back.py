"""The back of a number tile (its colours and the ibex horns), and the window's icon, which is one.

Kept apart from the sprites so that the window can show its icon before the play screen's modules load.
"""

from __future__ import annotations

import math

import pygame

BACK_EDGE = (24, 52, 48)
BACK = (46, 92, 86)
BACK_LIGHT = (92, 146, 134)
ICON_SIZE = 64


def draw_back(surface: pygame.Surface, body: pygame.Rect, radius: int, tile_size: tuple[int, int]) -> None:
    """A face-down tile filling `body` (the tile of `tile_size` without its shadow): a dark edge, the back
    colour with a light rim, and the horns."""
    w, h = tile_size
    pygame.draw.rect(surface, BACK_EDGE, body, border_radius=radius)
    inner = body.inflate(-max(2, w // 16) * 2, -max(2, h // 16) * 2)
    pygame.draw.rect(surface, BACK, inner, border_radius=max(2, radius - 2))
    pygame.draw.rect(surface, BACK_LIGHT, inner, width=max(1, w // 40), border_radius=max(2, radius - 2))
    _draw_horns(surface, inner, BACK_LIGHT)


def _draw_horns(surface: pygame.Surface, box: pygame.Rect, color) -> None:
    """Two curved ibex horns: the tiles' back motif."""
    cx, cy = box.center
    size = min(box.w, box.h) * 0.28
    width = max(2, int(size / 6))
    for side in (-1, 1):
        rect = pygame.Rect(0, 0, size * 1.4, size * 2.2)
        rect.center = (cx + side * size * 0.45, cy + size * 0.2)
        if side < 0:
            start, stop = math.radians(20), math.radians(110)
        else:
            start, stop = math.radians(70), math.radians(160)
        pygame.draw.arc(surface, color, rect, start, stop, width)
    pygame.draw.circle(surface, color, (cx, cy + int(size * 0.55)), max(2, int(size / 3)), width)


def window_icon(size: int = ICON_SIZE) -> pygame.Surface:
    """The game's window icon: a tile face down."""
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_back(icon, icon.get_rect().inflate(-size // 8, -size // 16), max(3, size // 7), (size, size))
    return icon
