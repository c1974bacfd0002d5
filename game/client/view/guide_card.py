"""The guided game's card and pointers: the step's words on a card beside the table, gold rings round what the step
is about, and an arrow from the card to one of them on the board, by a way that crosses none of them and as few of
the board's spaces as it can."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face, Fonts

CARD_PAD = 16
HEADER_SIZE = 18
TEXT_SIZE = 22
TEXT_LINE = 28
SMALLEST_TEXT = 17  # a long step (a longer language) is drawn smaller, down to this, to stay on its card
BUTTON_GAP = 10  # between the words and the card's button
BUTTON_FOOT = 14  # below the card's button
RING = 5
ARROW = 7
HEAD = 26  # the arrow's head, from its base to its tip
WING = 14  # half the head's width at its base
ROUTES_KEPT = 32


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
    board, by the way over the fewest of `rather_clear` (`arrow_line`). A ring grows and shrinks by whole pixels, at
    most one every 80 ms: as smooth in the window's idle frames (game/client/app.py, IDLE_FPS) as at sixty a
    second."""
    grow = round(3 + 3 * math.sin(pulse * 4.0))
    for rect in rects:
        ring = rect.inflate(2 * (RING + grow), 2 * (RING + grow))
        pygame.draw.rect(surface, pal.INK, ring.inflate(4, 4), RING + 2, border_radius=14)
        pygame.draw.rect(surface, pal.GOLD_LIGHT, ring, RING, border_radius=12)
    line = (routes or ArrowRoutes()).line(rects, card, rather_clear)
    if line is not None:
        draw_arrow(surface, line[0], line[1])


def arrow_target(rects: list[pygame.Rect], card: pygame.Rect,
                 rather_clear: Sequence[pygame.Rect] = ()) -> pygame.Rect | None:
    """The ring the arrow points at, as `arrow_line` chooses it (None: no arrow)."""
    line = arrow_line(rects, card, rather_clear)
    return line[2] if line is not None else None


def _beside(rects: list[pygame.Rect], card: pygame.Rect) -> list[pygame.Rect]:
    """The rings an arrow may point at: those on the board beside the card (left of it, not below its bottom). A ring
    below the card (the hand, the piles, the buttons) or over it (the seats' panels) gets none: an arrow there would
    run across the buttons' and panels' words, and the ring shows it well enough."""
    return [rect for rect in rects if rect.right < card.x and rect.centery <= card.bottom]


Line = tuple[tuple[int, int], tuple[int, int], pygame.Rect]  # the arrow's start, its tip and the rect it points at
Edge = tuple[tuple[float, float], tuple[float, float]]


def arrow_line(rects: list[pygame.Rect], card: pygame.Rect, rather_clear: Sequence[pygame.Rect] = ()) -> Line | None:
    """Where the arrow runs, from the card's edge to a ring of `rects`, and the rect it points at (None: no arrow).

    It never crosses any of `rects` (what the step is about), and of the ways that do not, it takes the one over the
    fewest of `rather_clear` (the board's spaces and the track, with their numbers), running level along the gap
    between two rows where it can; the shorter between two alike."""
    beside = _beside(rects, card)
    if not beside:
        return None
    keep_clear = [rect.inflate(2 * RING, 2 * RING) for rect in rects]
    lanes = {rect.bottom + 4 for rect in rather_clear} | {rect.top - 4 for rect in rather_clear}
    low, high = card.y + 30, card.bottom - 30
    best: tuple[tuple[int, float], Line] | None = None
    for aim in beside:
        ring = aim.inflate(2 * (RING + 6), 2 * (RING + 6))
        level = max(ring.y, min(ring.bottom, max(low, min(high, ring.centery))))
        ends = [(ring.right, level), (ring.centerx, ring.top), (ring.centerx, ring.bottom), ring.topright,
                ring.bottomright]
        for end in ends:
            for y in {max(low, min(high, end[1]))} | {y for y in lanes if low <= y <= high}:
                start = (card.x, y)
                length = math.hypot(end[0] - start[0], end[1] - start[1])
                if length < 60:
                    continue
                edges = arrow_edges(start, end)
                if any(_crosses(rect, edges) for rect in keep_clear):
                    continue
                cost = (sum(_crosses(rect, edges) for rect in rather_clear), length)
                if best is None or cost < best[0]:
                    best = (cost, (start, end, aim))
    return best[1] if best is not None else None


def arrow_edges(start: tuple[int, int], end: tuple[int, int]) -> list[Edge]:
    """The lines the arrow from `start` to `end` is drawn along: its shaft and its head's edges (a head is too small
    to hold a space or a ring whole)."""
    base, left, right = _head(start, end)
    return [(start, base), (left, end), (end, right), (right, left)]


def _crosses(rect: pygame.Rect, edges: list[Edge]) -> bool:
    """Whether the arrow of `edges`, as thick as it is drawn, runs over `rect`."""
    wide = rect.inflate(ARROW + 4, ARROW + 4)
    return any(wide.clipline(*edge) for edge in edges)


def _head(start: tuple[int, int], end: tuple[int, int]) -> tuple[tuple[float, float], ...]:
    """The head's base and its two wing points, for an arrow from `start` to `end` (the ink's outline included)."""
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = max(math.hypot(dx, dy), 1e-9)
    ux, uy = dx / length, dy / length
    base = (end[0] - ux * HEAD, end[1] - uy * HEAD)
    wing = (-uy * WING * 1.3, ux * WING * 1.3)
    return base, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])


class ArrowRoutes:
    """The arrow's way for the pointers of the moment, worked out once while they stay where they are."""

    def __init__(self) -> None:
        self._routes: dict[tuple, Line | None] = {}

    def line(self, rects: list[pygame.Rect], card: pygame.Rect, rather_clear: Sequence[pygame.Rect] = ()
             ) -> Line | None:
        key = (tuple(map(tuple, rects)), tuple(card), tuple(map(tuple, rather_clear)))
        if key not in self._routes:
            if len(self._routes) > ROUTES_KEPT:
                self._routes.clear()
            self._routes[key] = arrow_line(rects, card, rather_clear)
        return self._routes[key]


def draw_arrow(surface: pygame.Surface, start: tuple[int, int], end: tuple[int, int]) -> None:
    """The arrow from `start` to its tip at `end`: a gold shaft and head outlined in ink."""
    if math.hypot(end[0] - start[0], end[1] - start[1]) < 20:
        return
    base, left, right = _head(start, end)
    inner = [end, _toward(base, left, 1 / 1.3), _toward(base, right, 1 / 1.3)]
    for color, width, points in ((pal.INK, ARROW + 4, [end, left, right]), (pal.GOLD_LIGHT, ARROW, inner)):
        pygame.draw.line(surface, color, start, base, width)
        pygame.draw.polygon(surface, color, points)


def _toward(base: tuple[float, float], point: tuple[float, float], k: float) -> tuple[float, float]:
    return (base[0] + (point[0] - base[0]) * k, base[1] + (point[1] - base[1]) * k)
