"""Free places on the table for what is laid over it for a moment: a banner beside the row it names, a note beside the
space it speaks of, so that neither hides the tiles, spaces or numbers it is about.

A place is sought among the positions that line a plate up with the edges of what must stay in sight (a plate
that fits anywhere fits against some edge), nearest first to the thing it speaks of.
"""

from __future__ import annotations

from collections.abc import Sequence
from math import hypot

import pygame

GAP = 6  # air between a plate and what it keeps clear of
REACH = 200  # a plate further than this from what it speaks of would seem to speak of something else
COVER_COST = 150  # a plate wholly over what it had better leave in sight costs as much as standing this far off
SPOTS_KEPT = 64  # places of banners and notes remembered (a long game names every row many times)


def gap_between(a: pygame.Rect, b: pygame.Rect) -> float:
    """How far apart two rectangles are (0: they touch or overlap)."""
    dx = max(0, b.left - a.right, a.left - b.right)
    dy = max(0, b.top - a.bottom, a.top - b.bottom)
    return hypot(dx, dy)


def spot_beside(size: tuple[int, int], near: pygame.Rect, field: pygame.Rect, keep_clear: Sequence[pygame.Rect],
                rather_clear: Sequence[pygame.Rect] = (), reach: float = REACH) -> tuple[pygame.Rect, float] | None:
    """The place of a plate of `size` inside `field` and within `reach` of `near`, clear of every rectangle of
    `keep_clear` (by GAP), with its cost: how far it stands from `near` in pixels, and COVER_COST for the whole of it
    over `rather_clear` (what it had better leave in sight). The cheapest; between two as cheap, the one most level
    with `near` (a banner beside its row rather than over the next one). None when there is no such place."""
    w, h = size
    if w > field.w or h > field.h:
        return None
    walls = [rect.inflate(2 * GAP, 2 * GAP) for rect in keep_clear]
    softs = [rect.inflate(GAP, GAP) for rect in rather_clear]
    xs = {near.centerx - w // 2, near.right + GAP, near.left - GAP - w, near.left, near.right - w}
    ys = {near.centery - h // 2, near.bottom + GAP, near.top - GAP - h, near.top, near.bottom - h}
    for wall in (*walls, *softs):
        xs.update((wall.right, wall.left - w))
        ys.update((wall.bottom, wall.top - h))
    # Within reach across and down, before they are paired.
    xs = {x for x in (min(max(x, field.left), field.right - w) for x in xs)
          if max(0, near.left - x - w, x - near.right) <= reach}
    ys = {y for y in (min(max(y, field.top), field.bottom - h) for y in ys)
          if max(0, near.top - y - h, y - near.bottom) <= reach}
    best: tuple[tuple[float, int, int], pygame.Rect] | None = None
    for x in xs:
        for y in ys:
            spot = pygame.Rect(x, y, w, h)
            gap = gap_between(spot, near)
            if gap > reach or spot.collidelist(walls) >= 0:
                continue
            covered = sum(_area(spot.clip(softs[i])) for i in spot.collidelistall(softs))
            cost = (round(gap + COVER_COST * covered / (w * h)), abs(spot.centery - near.centery),
                    abs(spot.centerx - near.centerx))
            if best is None or cost < best[0]:
                best = (cost, spot)
    return (best[1], best[0][0]) if best is not None else None


def _area(rect: pygame.Rect) -> int:
    return rect.w * rect.h


class TableRoom:
    """Where on the table a banner or a note about a row or a space finds room: its spaces (by (row, slot)), the
    track's spaces, the tray of played tiles, all on `canvas`."""

    def __init__(self, spaces: dict[tuple[int, int], pygame.Rect], track: dict[int, pygame.Rect], tray: pygame.Rect,
                 canvas: pygame.Rect) -> None:
        self.spaces = spaces
        self.track = track
        self.tray = tray
        self.canvas = canvas
        rects = list(track.values()) or list(spaces.values()) or [canvas]
        # The table inside and with the score track: not over the panels round it.
        self.field = rects[0].unionall(rects[1:]).clip(canvas)
        self._spots: dict[tuple, tuple[pygame.Rect, float]] = {}

    @staticmethod
    def plate_size(label: tuple[int, int], large: bool = False) -> tuple[int, int]:
        """The plate round words of size `label`: a round's banner over the tray has a wider margin."""
        return (label[0] + (60 if large else 36), label[1] + (26 if large else 16))

    def row_rects(self, row: int) -> list[pygame.Rect]:
        return [rect for (r, _slot), rect in self.spaces.items() if r == row]

    def row_box(self, row: int) -> pygame.Rect:
        """Around every space of `row`."""
        rects = self.row_rects(row)
        return rects[0].unionall(rects[1:])

    def thing_at(self, point: tuple[int, int]) -> tuple[pygame.Rect, list[pygame.Rect]] | None:
        """What of the table a note said at `point` is about, as (where it is, what the note must leave in sight): a
        row's space (with every space of its row) or a track space. None: nothing of the board."""
        for (row, _slot), rect in self.spaces.items():
            if rect.collidepoint(point):
                return rect, self.row_rects(row)
        for rect in self.track.values():
            if rect.collidepoint(point):
                return rect, [rect]
        return None

    def beside(self, size: tuple[int, int], near: pygame.Rect, hidden_never: Sequence[pygame.Rect] = (),
               avoid: Sequence[pygame.Rect] = ()) -> tuple[pygame.Rect, float]:
        """Where a plate of `size` about `near` goes, and its cost (see `spot_beside`): on the table beside it, never
        over `hidden_never` (what it speaks of) or `avoid` (other plates showing), and over as little of the rows'
        spaces, the track and the played tiles as it can. Remembered by its question: a frame asks again and again."""
        key = (size, tuple(near), tuple(map(tuple, hidden_never)), tuple(map(tuple, avoid)))
        if key not in self._spots:
            if len(self._spots) > SPOTS_KEPT:
                self._spots.clear()
            rather = [*self.spaces.values(), *self.track.values(), self.tray]
            self._spots[key] = (spot_beside(size, near, self.field, [*hidden_never, *avoid], rather)
                                or spot_beside(size, near, self.canvas, [*hidden_never], rather, reach=self.canvas.w)
                                or (pygame.Rect((0, 0), size).clamp(self.canvas), float("inf")))
        spot, cost = self._spots[key]
        return spot.copy(), cost
