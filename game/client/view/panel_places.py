"""Where things go inside the play screen's panels, as records the layout makes once from the map: a seat's panel
(its stripe, pawn, name, score, badge and hand), a pile (the supply or the box), the round panel, the status bar
and the tile tracker. The board's parts (game/client/view/board/) draw by them.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from game.rules.tiles import TILE_COUNT

SEAT_HAND_SHOWN = 3  # at most this many face-down tiles on a seat panel (the count says the rest)


@dataclass(frozen=True)
class SeatPanel:
    """A seat's panel on the right: colour stripe, pawn, name, kind, score, status, order badge, hand count."""

    box: pygame.Rect
    area: pygame.Rect  # what the panel may paint, its highlight ring included (the cached copy)
    stripe: pygame.Rect
    ring: pygame.Rect  # the acting seat's highlight
    pawn: pygame.Rect
    name_at: tuple[int, int]  # top-left of the name
    score_at: tuple[int, int]  # top-left of the score
    badge: tuple[int, int]  # centre of the turn-order badge
    badge_radius: int
    hand: pygame.Rect  # the seat's face-down hand and its count
    status_line: bool = False  # the status has a line of its own, under the points (else it follows them)

    def tag_at(self, name_width: int) -> tuple[int, int]:
        """Top-left of the seat's kind ("you", "bot"), just after its name."""
        return (self.name_at[0] + name_width + 8, self.box.y + 11)

    def status_at(self, score_width: int) -> tuple[int, int]:
        """Top-left of the seat's status ("choosing"), just after its score."""
        return (self.score_at[0] + score_width + 10, self.box.y + self.box.h - 27)

    def hand_tiles(self, count: int, size: tuple[int, int]) -> list[pygame.Rect]:
        """The face-down tiles shown for a hand of `count`, fanned leftwards from the count."""
        w, h = size
        shown = min(count, SEAT_HAND_SHOWN)
        label_w = 26
        y = int(self.hand.centery - h / 2)
        return [pygame.Rect(self.hand.right - label_w - w - (shown - 1 - i) * 7, y, w, h) for i in range(shown)]

    def count_at(self) -> tuple[int, int]:
        """Mid-right of the hand's tile count."""
        return (self.hand.right - 2, self.hand.centery)


@dataclass(frozen=True)
class Pile:
    """The supply or the box: a stack of face-down tiles, its count over it and its caption under it."""

    box: pygame.Rect
    number_at: tuple[int, int]  # mid-top of the count
    caption_at: tuple[int, int]  # mid-bottom of "supply" / "box"
    empty: pygame.Rect  # the outline drawn where the stack would be when the pile is empty

    def stack(self, count: int, size: tuple[int, int], point: tuple[float, float]) -> list[tuple[int, int]]:
        """Top-left corners of the stacked tile images: one layer per ten tiles, at most five."""
        w, h = size
        x, y = point
        return [(int(x - w / 2 - i * 2), int(y - h / 2 - i * 3)) for i in range(min(5, (count + 9) // 10))]


@dataclass(frozen=True)
class RoundInfo:
    """The round panel: "Round 3" on the left, chips for its kinds (DOUBLE, OPEN...) on the right."""

    box: pygame.Rect

    def fits_one_line(self, title_width: int, chip_widths: list[int]) -> bool:
        return 12 + title_width + 10 + sum(w + 18 for w in chip_widths) <= self.box.w

    def title(self, size: tuple[int, int], one_line: bool) -> pygame.Rect:
        """Where a title of `size` goes: centred on the left on one line, at the top over the chips."""
        rect = pygame.Rect((0, 0), size)
        if one_line:
            rect.midleft = (self.box.x + 12, self.box.centery)
        else:
            rect.topleft = (self.box.x + 12, self.box.y + 4)
        return rect

    def chips(self, labels: list[tuple[int, int]], one_line: bool) -> list[pygame.Rect]:
        """The chips around labels of these sizes, in order, right-aligned in the panel."""
        y = self.box.centery if one_line else self.box.bottom - 16
        x = self.box.right - 8
        rects: list[pygame.Rect] = []
        for size in reversed(labels):
            chip = pygame.Rect((0, 0), size).inflate(12, 8)
            chip.midright = (x, y)
            rects.append(chip)
            x = chip.left - 5
        return rects[::-1]


@dataclass(frozen=True)
class StatusBar:
    """The status line under the hand: a stripe in the acting seat's colour, then the sentence."""

    box: pygame.Rect
    stripe: pygame.Rect
    text_at: tuple[int, int]  # mid-left of the sentence
    text_width: int  # the most the sentence may take (a smaller font beyond)


@dataclass(frozen=True)
class TrackerPanel:
    """The tile tracker over the rows: a title, the game's tiles in rows of ten (1-10 on top), a legend on the
    right."""

    box: pygame.Rect
    columns: int = 10
    legend_w: int = 420  # wider at a larger text size, as its words need (the grid takes the rest)
    line_step: int = 40  # from one legend line to the next, taller at a larger text size

    def title_at(self) -> tuple[int, int]:
        return (self.box.x + 20, self.box.y + 14)

    def cell(self, tile: int) -> pygame.Rect:
        """Where tile (1..TILE_COUNT) is shown."""
        grid = self.grid()
        w, h = grid.w // self.columns, grid.h // math.ceil(TILE_COUNT / self.columns)
        index = tile - 1
        return pygame.Rect(grid.x + (index % self.columns) * w + 2, grid.y + (index // self.columns) * h + 2,
                           w - 4, h - 4)

    def grid(self) -> pygame.Rect:
        return pygame.Rect(self.box.x + 16, self.box.y + 56, self.box.w - self.legend_w - 32, self.box.h - 70)

    def mark(self, cell: pygame.Rect) -> tuple[tuple[int, int], int]:
        """(centre, size) of the seat mark in a cell's top-right corner."""
        size = max(10, cell.h // 3)
        return ((cell.right - size // 2 - 3, cell.y + size // 2 + 3), size)

    def legend_line(self, index: int) -> pygame.Rect:
        """The legend's line `index`: a swatch and its words with the count."""
        x = self.box.right - self.legend_w
        return pygame.Rect(x, self.box.y + 56 + index * self.line_step, self.legend_w - 16, self.line_step - 6)
