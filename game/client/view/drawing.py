"""The shapes every screen draws in the board's palette: a parchment card with its shadow, the veil behind a dialog,
a pawn seen from above, the keyboard's focus ring, and the size a label takes to fit its box.
"""

from __future__ import annotations

import functools

import pygame

from game.client.view import palette as pal
from game.client.view.symbols import draw_symbol
from game.client.view.text import Face, Fonts

Color = tuple[int, int, int]
LABEL_MARGIN = 4  # pixels a label keeps free on each side of its button or segment
SMALLEST_LABEL = 0.7  # a label too long for its box shrinks, down to this share of its size at most


def label_size(fonts: Fonts, text: str, size: int, width: int, face: Face = Face.BOLD) -> int:
    """The size to draw a label at so that it fits `width` less the margins: `size`, or smaller for a long one (a
    word of another language can be longer than the English the box was made for), never below SMALLEST_LABEL."""
    return fonts.fitting_size(text, size, width - 2 * LABEL_MARGIN, smallest=max(1, round(size * SMALLEST_LABEL)),
                              face=face)


@functools.lru_cache(maxsize=32)
def _shadow(width: int, height: int, radius: int, shadow: int) -> pygame.Surface:
    """A soft rounded shadow (a few translucent layers); made once per size. Callers only blit it."""
    shade = pygame.Surface((width + shadow * 2, height + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -2):
        pygame.draw.rect(shade, (30, 20, 10, 14), shade.get_rect().inflate(-i * 2 + shadow, -i * 2 + shadow),
                         border_radius=radius + i)
    return shade


@functools.lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int, color: Color) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*color, alpha))
    return veil


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Color | None = None,
    border: Color | None = None,
    radius: int = 18,
    shadow: int = 6,
    border_width: int = 3,
) -> None:
    """A rounded card with a soft drop shadow, like the parchment panels of the board: parchment with a darker edge
    unless `fill` and `border` say otherwise (the look's, read as it draws), the edge wider in high contrast."""
    if rect.w <= 0 or rect.h <= 0:
        return  # no room for it (a map far narrower than any screen expects): nothing to draw, and no error
    if shadow:
        surface.blit(_shadow(rect.w, rect.h, radius, shadow), (rect.x - shadow, rect.y - shadow + shadow // 2 + 2))
    pygame.draw.rect(surface, pal.PARCHMENT if fill is None else fill, rect, border_radius=radius)
    if border_width:
        pygame.draw.rect(surface, pal.PARCHMENT_DARK if border is None else border, rect, pal.edge(border_width),
                         border_radius=radius)


def dim(surface: pygame.Surface, alpha: int = 150, color: Color = (24, 20, 14)) -> None:
    """Darken what is already drawn (behind a modal card)."""
    surface.blit(_veil(surface.get_size(), alpha, tuple(color)), (0, 0))


def draw_pawn(surface: pygame.Surface, center: tuple[int, int], radius: int, color: Color, symbol: str = "") -> None:
    """A player's pawn seen from above: a disc with a rim and a highlight, and its colour's symbol if given."""
    x, y = center
    pygame.draw.circle(surface, pal.shade(pal.INK, 0.1), (x + 2, y + 3), radius)
    pygame.draw.circle(surface, pal.shade(color, -0.35), (x, y), radius)
    pygame.draw.circle(surface, color, (x, y), radius - max(2, radius // 7))
    pygame.draw.circle(surface, pal.shade(color, 0.35), (x - radius // 3, y - radius // 3), max(2, radius // 4))
    if symbol:
        draw_symbol(surface, symbol, (x, y), radius * 0.85, pal.readable_on(color))


FOCUS_PAD = 7  # how far the keyboard focus ring stands outside what it surrounds
FOCUS_RING = 4  # its width


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14) -> None:
    """The keyboard focus ring: a dark rim under a light one, so it shows on felt, parchment and tiles alike."""
    ring = rect.inflate(2 * FOCUS_PAD, 2 * FOCUS_PAD)
    pygame.draw.rect(surface, pal.INK, ring.inflate(4, 4), FOCUS_RING + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, pal.GOLD_LIGHT, ring, FOCUS_RING, border_radius=radius)
