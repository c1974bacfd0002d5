"""Tooltips: a plate beside the thing pointed at (one line; two or more where a long text at a large text size
needs them), shown once the pointer has rested on it a moment (at
once for the keyboard's focus). Used by the play screen's table and the menus' buttons."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import FOCUS_PAD, draw_panel
from game.client.view.text import Face, Fonts, grown
from game.client.view.widgets import Widget

TIP_DELAY = 0.45  # seconds the mouse rests on a thing before its tooltip shows: moving across the board shows none
TIP_SIZE = 21
TIP_SHADOW = 4  # the plate's shadow (drawing.draw_panel), which reaches twice as far below it
TIP_SMALLEST = 15  # a long line is drawn smaller, down to this, to stay on one line
FOCUS_REACH = FOCUS_PAD + 2  # how far the focus ring reaches round a thing (its dark rim: drawing.draw_focus)
# Between the thing and its tooltip: room for the focus ring and for the plate's shadow, so that the tooltip a
# focused button shows at once leaves its ring in sight.
TIP_GAP = FOCUS_REACH + 2 * TIP_SHADOW + 1
TIP_MARGIN = 8  # from the canvas's edges


class TipTimer:
    """How long the pointer has rested on one thing (any hashable key; None: on nothing)."""

    def __init__(self, delay: float = TIP_DELAY) -> None:
        self.delay = delay
        self.key: object = None
        self.rested = 0.0

    def follow(self, key: object, dt: float) -> None:
        if key != self.key:
            self.key, self.rested = key, 0.0
        elif key is not None:
            self.rested += dt

    def reset(self) -> None:
        self.key, self.rested = None, 0.0

    @property
    def due(self) -> bool:
        """Whether the tooltip of the thing pointed at shows now."""
        return self.key is not None and self.rested >= self.delay


def tip_lines(fonts: Fonts, text: str, room: int) -> tuple[int, list[str]]:
    """The size and lines of the tooltip `text` in `room` pixels: one line, shrunk down to the least size the text
    size allows; a text still too long there is wrapped."""
    size = fonts.fitting_size(text, grown(TIP_SIZE), room, smallest=grown(TIP_SMALLEST))
    if fonts.size(text, size)[0] <= room:
        return size, [text]
    return size, fonts.wrap(text, size, room)


def tip_plate(fonts: Fonts, text: str, near: pygame.Rect, canvas: pygame.Rect,
             avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, int]:
    """Where the tooltip `text` for a thing at `near` goes, and its text size: above the thing, else below it,
    always inside `canvas`. Where that would cover one of `avoid` (the screen's other buttons), it goes to the
    other side, to the right or to the left instead, whichever first covers neither them nor the thing (with its
    focus ring); where each would, it stays where it was."""
    room = _room(canvas)
    size, lines = tip_lines(fonts, text, room)
    w = max(fonts.size(line, size)[0] for line in lines)
    h = fonts.font(size).get_linesize() * len(lines)
    inside = canvas.inflate(-2 * TIP_MARGIN, -2 * TIP_MARGIN)
    plate = pygame.Rect(0, 0, min(w, room) + 28, h + 16)
    above, below, right, left = plate.copy(), plate.copy(), plate.copy(), plate.copy()
    above.midbottom = (near.centerx, near.top - TIP_GAP)
    below.midtop = (near.centerx, near.bottom + TIP_GAP)
    right.midleft = (near.right + TIP_GAP, near.centery)
    left.midright = (near.left - TIP_GAP, near.centery)
    first = below if above.top < inside.top else above
    placed = first.clamp(inside)
    others = [place.clamp(inside) for place in (above, below, right, left) if place is not first]
    if not _covers(placed, avoid):
        return placed, size
    ring = near.inflate(2 * FOCUS_REACH, 2 * FOCUS_REACH)  # the thing with its focus ring
    for place in others:
        if not _covers(place, [ring, *avoid]):
            return place, size
    return placed, size


def _room(canvas: pygame.Rect) -> int:
    return canvas.w - 2 * TIP_MARGIN - 28


def others_than(widgets: Sequence[Widget], near: pygame.Rect) -> list[pygame.Rect]:
    """Where the screen's other visible widgets are, for a tooltip beside `near` (part of one of them, or all) to
    keep clear of."""
    return [widget.rect for widget in widgets if widget.visible and not widget.rect.contains(near)]


def _covers(plate: pygame.Rect, rects: Sequence[pygame.Rect]) -> bool:
    """Whether the plate, with its shadow, lies over any of `rects`."""
    shadowed = pygame.Rect(plate.x - TIP_SHADOW, plate.y, plate.w + 2 * TIP_SHADOW, plate.h + 2 * TIP_SHADOW)
    return shadowed.collidelist(list(rects)) != -1


def draw_tip(surface: pygame.Surface, fonts: Fonts, text: str, near: pygame.Rect,
             avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
    """Draw the tooltip `text` beside `near`, clear of `avoid` where it can be; returns its plate."""
    plate, size = tip_plate(fonts, text, near, surface.get_rect(), avoid)
    draw_panel(surface, plate, pal.PARCHMENT_LIGHT, pal.INK_SOFT, radius=10, shadow=TIP_SHADOW, border_width=2)
    fonts.begin("tooltip")
    _size, lines = tip_lines(fonts, text, _room(surface.get_rect()))
    step = fonts.font(size).get_linesize()
    top = plate.centery - step * len(lines) // 2
    for line in lines:
        line = fonts.cut_to_fit(line, size, plate.w - 28)  # a word wider than the canvas: none in the game
        rect = fonts.blit(surface, line, size, pal.INK, Face.REGULAR, midtop=(plate.centerx, top))
        fonts.note("tooltip", line, rect.clip(rect.x, rect.y, rect.w, step), size, plate)
        top += step
    return plate
