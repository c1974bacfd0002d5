"""The guided game's arrow: the way from the guide's card to one of the things a step points at, and its drawing.

The way never crosses a thing the step points at, and of the ways that do not, it takes the one over the fewest of
what had better stay in sight (the numbers and symbols of the board's spaces and track): straight where that is
clear, else level along the gap below or above a row, up or down a free strip between two, and level again to the
thing's side, its head lying in the gap beside it.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.client.view import palette as pal

RING = 5  # the rings' width round what is pointed at (their inner part is never crossed)
RING_REACH = RING + 6  # how far out a ring stands from its thing at its widest: the arrow's tip touches it there
ARROW = 7  # the shaft's width (its ink outline 4 more)
HEAD = 26  # the head, from its base to its tip
WING = 11  # half the head's width at its base (its ink outline reaching a third more)
LANE = 4  # a row's gap line: this far below (or above) its spaces
ROUTES_KEPT = 32

Point = tuple[int, int]


@dataclass(frozen=True)
class Arrow:
    """The arrow's way, from its start on the card's edge through its bends to its tip, and the thing it points at."""

    points: tuple[Point, ...]
    aim: pygame.Rect

    @property
    def start(self) -> Point:
        return self.points[0]

    @property
    def tip(self) -> Point:
        return self.points[-1]


def beside_card(rects: Sequence[pygame.Rect], card: pygame.Rect) -> list[pygame.Rect]:
    """The things an arrow may point at: those on the board beside the card (left of it, not below its bottom). One
    below the card (the hand, the piles, the buttons) or over it (the seats' panels) gets none: an arrow there would
    run across the buttons' and panels' words, and the ring shows it well enough."""
    return [rect for rect in rects if rect.right < card.x and rect.centery <= card.bottom]


def arrow_route(rects: Sequence[pygame.Rect], card: pygame.Rect,
                rather_clear: Sequence[pygame.Rect] = ()) -> Arrow | None:
    """The arrow from the card to one of `rects` (None: none beside the card, or no way clear of them)."""
    aims = beside_card(rects, card)
    if not aims:
        return None
    keep_clear = _Obstacles([rect.inflate(2 * RING, 2 * RING) for rect in rects])
    soft_rects = list(rather_clear)
    soft = _Obstacles(soft_rects)
    low, high = card.y + 30, card.bottom - 30
    lanes = sorted({rect.bottom + LANE for rect in soft_rects} | {rect.top - LANE for rect in soft_rects})
    best: tuple[tuple[int, int, float], Arrow] | None = None
    for aim in aims:
        for points in _ways(aim, card, low, high, lanes, soft_rects):
            parts = _parts(points)
            if any(keep_clear.hits(part) for part in parts):
                continue
            covered = soft.covered(parts, most=best[0][0] if best is not None else None)
            if covered is None:
                continue  # it covers more than the best way found so far
            length = sum(math.dist(a, b) for a, b in zip(points, points[1:], strict=False))
            cost = (len(covered), len(points), length)
            if best is None or cost < best[0]:
                best = (cost, Arrow(points, aim))
    return best[1] if best is not None else None


def _ways(aim: pygame.Rect, card: pygame.Rect, low: int, high: int, lanes: list[int],
          soft: list[pygame.Rect]) -> list[tuple[Point, ...]]:
    """Every way worth weighing to `aim`: straight from the card to a side or corner of its ring, and level from the
    card, along a strip, and level again to its right side in the gap below or above it."""
    ring = aim.inflate(2 * RING_REACH, 2 * RING_REACH)
    starts = [y for y in lanes if low <= y <= high]
    ways: list[tuple[Point, ...]] = []
    level = max(ring.y, min(ring.bottom, max(low, min(high, ring.centery))))
    for tip in ((ring.right, level), (ring.centerx, ring.top), (ring.centerx, ring.bottom), ring.topright,
                ring.bottomright):
        for y in {max(low, min(high, tip[1])), *starts}:
            if math.dist((card.x, y), tip) >= 60:
                ways.append(((card.x, y), tip))
    strips = {card.x - 14, *(rect.right + 10 for rect in soft), *(rect.left - 10 for rect in soft)}
    strips = {x for x in strips if ring.right + HEAD + 10 <= x <= card.x - 14}
    for y2 in (aim.bottom + LANE, aim.top - LANE):
        tip = (ring.right, y2)
        if low <= y2 <= high:
            ways.append(((card.x, y2), tip))
        for y1 in starts:
            if y1 != y2:
                ways += [((card.x, y1), (x, y1), (x, y2), tip) for x in strips]
    return ways


def _parts(points: tuple[Point, ...]) -> list[pygame.Rect | tuple[Point, Point]]:
    """What the arrow of `points` lies on, as thick as it is drawn: a level or upright leg as its rectangle, a
    slanting one as its line, and the head's edges."""
    parts: list[pygame.Rect | tuple[Point, Point]] = []
    legs = list(zip(points, points[1:], strict=False))
    for index, (a, b) in enumerate(legs):
        if index == len(legs) - 1:
            base, left, right = head(a, b)
            parts += [(a, _round(base)), (_round(left), b), (b, _round(right)), (_round(right), _round(left))]
        elif a[0] == b[0] or a[1] == b[1]:
            half = (ARROW + 4) // 2
            parts.append(pygame.Rect(min(a[0], b[0]) - half, min(a[1], b[1]) - half, abs(a[0] - b[0]) + 2 * half,
                                     abs(a[1] - b[1]) + 2 * half))
        else:
            parts.append((a, b))
    return parts


class _Obstacles:
    """Rectangles an arrow is weighed against, each also kept grown by the shaft's width for slanting legs (made
    once per route: a route weighs thousands of ways)."""

    def __init__(self, rects: list[pygame.Rect]) -> None:
        pad = ARROW + 4
        self.rects = rects
        self.padded = [rect.inflate(pad, pad) for rect in rects]

    def covered(self, parts: list[pygame.Rect | tuple[Point, Point]], most: int | None) -> set[int] | None:
        """The rectangles the arrow of `parts` lies on; None as soon as they are more than `most`."""
        found: set[int] = set()
        for part in parts:
            found.update(self.hits(part))
            if most is not None and len(found) > most:
                return None
        return found

    def hits(self, part: pygame.Rect | tuple[Point, Point]) -> list[int]:
        """The indices of the rectangles `part` (a leg's rectangle, or a slanting line) lies on."""
        if isinstance(part, pygame.Rect):
            return part.collidelistall(self.rects)
        (x1, y1), (x2, y2) = part
        box = pygame.Rect(min(x1, x2), min(y1, y2), abs(x2 - x1) + 1, abs(y2 - y1) + 1)
        padded = self.padded
        return [i for i in box.collidelistall(padded) if padded[i].clipline(part[0], part[1])]


def _round(point: tuple[float, float]) -> Point:
    return (round(point[0]), round(point[1]))


def head(start: Point, tip: Point) -> tuple[tuple[float, float], ...]:
    """The head's base and its two wing points (its ink outline included), for the last leg from `start` to `tip`."""
    dx, dy = tip[0] - start[0], tip[1] - start[1]
    length = max(math.hypot(dx, dy), 1e-9)
    ux, uy = dx / length, dy / length
    base = (tip[0] - ux * HEAD, tip[1] - uy * HEAD)
    wing = (-uy * WING * 4 / 3, ux * WING * 4 / 3)
    return base, (base[0] + wing[0], base[1] + wing[1]), (base[0] - wing[0], base[1] - wing[1])


class ArrowRoutes:
    """The arrow's way for the pointers of the moment, worked out once while they stay where they are."""

    def __init__(self) -> None:
        self._routes: dict[tuple, Arrow | None] = {}

    def route(self, rects: Sequence[pygame.Rect], card: pygame.Rect,
              rather_clear: Sequence[pygame.Rect] = ()) -> Arrow | None:
        key = (tuple(map(tuple, rects)), tuple(card), tuple(map(tuple, rather_clear)))
        if key not in self._routes:
            if len(self._routes) > ROUTES_KEPT:
                self._routes.clear()
            self._routes[key] = arrow_route(rects, card, rather_clear)
        return self._routes[key]


def draw_arrow(surface: pygame.Surface, arrow: Arrow) -> None:
    """The arrow: a gold shaft through its bends and a head at its tip, outlined in ink."""
    points = arrow.points
    if math.dist(points[-2], points[-1]) < HEAD:
        return
    base, left, right = head(points[-2], points[-1])
    inner = [points[-1], _toward(base, left, 3 / 4), _toward(base, right, 3 / 4)]
    shaft = [*points[:-1], _round(base)]
    for color, width, wings in ((pal.INK, ARROW + 4, [points[-1], left, right]), (pal.GOLD_LIGHT, ARROW, inner)):
        for a, b in zip(shaft, shaft[1:], strict=False):
            pygame.draw.line(surface, color, a, b, width)
        for corner in shaft[1:-1]:  # a bend, round
            pygame.draw.circle(surface, color, corner, width // 2)
        pygame.draw.polygon(surface, color, wings)


def _toward(base: tuple[float, float], point: tuple[float, float], k: float) -> tuple[float, float]:
    return (base[0] + (point[0] - base[0]) * k, base[1] + (point[1] - base[1]) * k)
