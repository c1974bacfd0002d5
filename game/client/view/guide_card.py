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
from game.client.view.text import Face, Fonts, grown

CARD_PAD = 16
# The sizes at the text size's Normal step; a larger step grows them (game/client/view/text.py grown), and the card
# grows with them (card_height).
HEADER = 18
TEXT = 22
LINE = 28
SMALLEST = 17  # a long step (a longer language) is drawn smaller, down to this, to stay on its card
BUTTON_GAP = 10  # between the words and the card's button
BUTTON_FOOT = 14  # below the card's button


def _sizes() -> tuple[int, int, int, int]:
    """The header's size, the words' size, their line's height and the words' least size, at the step in force."""
    text = grown(TEXT)
    return grown(HEADER), text, round(text * LINE / TEXT), grown(SMALLEST)


def _header_lines(fonts: Fonts, header: str, width: int) -> list[str]:
    return fonts.wrap(header, _sizes()[0], width, Face.BOLD)[:3]


def card_height(fonts: Fonts, width: int, header: str, text: str, complaint: str, button_h: int) -> int:
    """How tall a card `width` wide must be to hold its header, `text` at its full size, the complaint and a button
    `button_h` high (0: none)."""
    header_size, text_size, text_line, _least = _sizes()
    inner = width - 2 * CARD_PAD
    height = CARD_PAD + len(_header_lines(fonts, header, inner)) * (header_size + 6) + 6
    height += len(fonts.wrap(text, text_size, inner)) * text_line
    if complaint:
        height += 8 + len(fonts.wrap(complaint, text_size, inner, Face.BOLD)) * text_line
    return height + (BUTTON_GAP + button_h + BUTTON_FOOT if button_h else CARD_PAD)


def card_lines(fonts: Fonts, text: str, width: int, room: int) -> tuple[int, list[str]]:
    """The size and the lines of `text` wrapped to `width`, as large as fits `room` pixels of height."""
    _header, largest, _line, least = _sizes()
    for size in range(largest, least - 1, -1):
        lines = fonts.wrap(text, size, width)
        if len(lines) * round(size * LINE / TEXT) <= room:
            return size, lines
    return least, fonts.wrap(text, least, width)


def draw_card(surface: pygame.Surface, fonts: Fonts, card: pygame.Rect, header: str, text: str, complaint: str,
              button: Button | None) -> int:
    """The card: the lesson's header, the step's words, a complaint in red, and the Continue button if any. Returns
    where its words end (their last line's bottom)."""
    draw_panel(surface, card, pal.PARCHMENT_LIGHT, pal.GOLD_DARK, radius=16, shadow=8, border_width=4)
    x, width = card.x + CARD_PAD, card.w - 2 * CARD_PAD
    y = card.y + CARD_PAD
    header_size, text_size, text_line, _least = _sizes()
    fonts.begin("guide")
    for line in _header_lines(fonts, header, width):
        rect = fonts.blit(surface, line, header_size, pal.OCHRE_RED, Face.BOLD, topleft=(x, y))
        fonts.note("guide", line, rect, header_size, card)
        y += header_size + 6
    y += 6
    bottom = (button.rect.y - BUTTON_GAP) if button is not None else card.bottom - CARD_PAD
    complaint_lines = fonts.wrap(complaint, text_size, width, Face.BOLD) if complaint else []
    room = bottom - y - len(complaint_lines) * text_line - (8 if complaint_lines else 0)
    size, lines = card_lines(fonts, text, width, room)
    step = round(size * LINE / TEXT)
    for line in lines:
        rect = fonts.blit(surface, line, size, pal.INK, Face.REGULAR, topleft=(x, y))
        fonts.note("guide", line, rect.clip(rect.x, rect.y, rect.w, step), size, card)
        y += step
    if complaint_lines:
        y += 8
        for line in complaint_lines:
            rect = fonts.blit(surface, line, text_size, pal.OCHRE_RED, Face.BOLD, topleft=(x, y))
            fonts.note("guide", line, rect.clip(rect.x, rect.y, rect.w, text_line), text_size, card)
            y += text_line
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
