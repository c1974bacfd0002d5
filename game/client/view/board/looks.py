"""What the parts of the table draw with (`TableArt`: the layout, text, tile and pawn images, seat marks, plates
and the seats' colours), shared by all of them, and the small images made once and kept for them: a seat's
mark and translucent plates."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.view import palette
from game.client.view.layout import Layout
from game.client.view.sprites import PawnArt, TextCache, TileArt, draw_seat_mark

PLATES_KEPT = 64  # translucent plates by size and tint: banners of many widths over a long game


class SeatMarks:
    """A seat's mark (a disc of its colour with its symbol) by colour, size and look."""

    def __init__(self) -> None:
        self._images: dict[tuple[str, int, palette.Look], pygame.Surface] = {}

    def image(self, color: str, size: int) -> pygame.Surface:
        key = (color, size, palette.look())
        image = self._images.get(key)
        if image is None:
            image = pygame.Surface((size + 4, size + 4), pygame.SRCALPHA)
            draw_seat_mark(image, color, ((size + 4) / 2, (size + 4) / 2), size)
            self._images[key] = image
        return image


class Plates:
    """Rounded translucent plates (behind the status line, a banner, the tray) by size, colour and opacity."""

    def __init__(self) -> None:
        self._images: dict[tuple[int, int, int], pygame.Surface] = {}

    def image(self, size: tuple[int, int], rgb: tuple[int, int, int], alpha: int) -> pygame.Surface:
        key = (size[0], size[1], hash((rgb, alpha)))
        plate = self._images.get(key)
        if plate is None:
            if len(self._images) >= PLATES_KEPT:
                del self._images[next(iter(self._images))]
            plate = pygame.Surface(size, pygame.SRCALPHA)
            pygame.draw.rect(plate, (*rgb, alpha), plate.get_rect(), border_radius=10)
            self._images[key] = plate
        return plate


@dataclass(frozen=True)
class TableArt:
    """What every part of one match's table draws with."""

    layout: Layout
    text: TextCache
    tiles: TileArt
    pawns: PawnArt
    marks: SeatMarks
    plates: Plates
    colors: tuple[str, ...]  # per seat, its colour's rules name


class TablePart:
    """A part of the table, drawing with the table's art (its layout and text at hand)."""

    def __init__(self, art: TableArt) -> None:
        self.art = art
        self.layout = art.layout
        self.text = art.text

    def put(self, surface: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, text: str, size: int,
            room: pygame.Rect | None = None) -> pygame.Rect:
        """`image` (`text` written at `size`) drawn at `rect`, and noted as a text of the panel being painted, to stay
        inside `room` (None: the panel's), for the tests that measure the screen (game/client/view/text.py
        `Fonts.note_here`)."""
        surface.blit(image, rect)
        self.text.fonts.note_here(text, rect, size, room)
        return rect
