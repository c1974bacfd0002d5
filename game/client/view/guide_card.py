"""The guided game's card and pointers: the step's words on a card beside the table, gold rings round what the step
is about, and an arrow from the card to one of them on the board (its way: guide_arrow.py)."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.guide_arrow import RING, ArrowRoutes, draw_arrow
from game.client.view.text import Face, Fonts

CARD_PAD = 16
HEADER_SIZE = 18
TEXT_SIZE = 22
TEXT_LINE = 28
SMALLEST_TEXT = 17  # a long step (a longer language) is drawn smaller, down to this, to stay on its card
BUTTON_GAP = 10  # between the words and the card's button
BUTTON_FOOT = 14  # below the card's button


def _header_lines(fonts: Fonts, header: str, width: int) -> list[str]:
    return fonts.wrap(header, HEADER_SIZE, width, Face.BOLD)[:3]


def card_height(fonts: Fonts, width: int, header: str, text: str, complaint: str, button_h: int) -> int:
    """How tall a card `width` wide must be to hold its header, `text` at its full size, the complaint and a button
    `button_h` high (0: none)."""
    inner = width - 2 * CARD_PAD
    height = CARD_PAD + len(_header_lines(fonts, header, inner)) * (HEADER_SIZE + 6) + 6
    height += len(fonts.wrap(text, TEXT_SIZE, inner)) * TEXT_LINE
    if complaint:
        height += 8 + len(fonts.wrap(complaint, TEXT_SIZE, inner, Face.BOLD)) * TEXT_LINE
    return height + (BUTTON_GAP + button_h + BUTTON_FOOT if button_h else CARD_PAD)


def card_lines(fonts: Fonts, text: str, width: int, room: int) -> tuple[int, list[str]]:
    """The size and the lines of `text` wrapped to `width`, as large as fits `room` pixels of height."""
    for size in range(TEXT_SIZE, SMALLEST_TEXT - 1, -1):
        lines = fonts.wrap(text, size, width)
        if len(lines) * round(size * TEXT_LINE / TEXT_SIZE) <= room:
            return size, lines
    return SMALLEST_TEXT, fonts.wrap(text, SMALLEST_TEXT, width)


def draw_card(surface: pygame.Surface, fonts: Fonts, card: pygame.Rect, header: str, text: str, complaint: str,
              button: Button | None) -> int:
    """The card: the lesson's header, the step's words, a complaint in red, and the Continue button if any. Returns
    where its words end (their last line's bottom)."""
    draw_panel(surface, card, pal.PARCHMENT_LIGHT, pal.GOLD_DARK, radius=16, shadow=8, border_width=4)
    x, width = card.x + CARD_PAD, card.w - 2 * CARD_PAD
    y = card.y + CARD_PAD
    for line in _header_lines(fonts, header, width):
        fonts.blit(surface, line, HEADER_SIZE, pal.OCHRE_RED, Face.BOLD, topleft=(x, y))
        y += HEADER_SIZE + 6
    y += 6
    bottom = (button.rect.y - BUTTON_GAP) if button is not None else card.bottom - CARD_PAD
    complaint_lines = fonts.wrap(complaint, TEXT_SIZE, width, Face.BOLD) if complaint else []
    room = bottom - y - len(complaint_lines) * TEXT_LINE - (8 if complaint_lines else 0)
    size, lines = card_lines(fonts, text, width, room)
    step = round(size * TEXT_LINE / TEXT_SIZE)
    for line in lines:
        fonts.blit(surface, line, size, pal.INK, Face.REGULAR, topleft=(x, y))
        y += step
    if complaint_lines:
        y += 8
        for line in complaint_lines:
            fonts.blit(surface, line, TEXT_SIZE, pal.OCHRE_RED, Face.BOLD, topleft=(x, y))
            y += TEXT_LINE
    if button is not None:
        button.draw(surface, fonts)
    return y


def draw_pointers(surface: pygame.Surface, rects: list[pygame.Rect], card: pygame.Rect, pulse: float,
                  rather_clear: Sequence[pygame.Rect] = (), routes: ArrowRoutes | None = None) -> None:
    """Gold rings round `rects`, breathing with `pulse` (seconds), and an arrow from the card to one of them on the
    board, by the way over the fewest of `rather_clear` (game/client/view/guide_arrow.py). A ring grows and shrinks
    by whole pixels, at most one every 80 ms: as smooth in the window's idle frames (game/client/app.py, IDLE_FPS)
    as at sixty a second."""
    grow = round(3 + 3 * math.sin(pulse * 4.0))
    for rect in rects:
        ring = rect.inflate(2 * (RING + grow), 2 * (RING + grow))
        pygame.draw.rect(surface, pal.INK, ring.inflate(4, 4), RING + 2, border_radius=14)
        pygame.draw.rect(surface, pal.GOLD_LIGHT, ring, RING, border_radius=12)
    arrow = (routes or ArrowRoutes()).route(rects, card, rather_clear)
    if arrow is not None:
        draw_arrow(surface, arrow)
