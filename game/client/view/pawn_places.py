"""Where the pawns stand on the score track: on their track space, in a ring around the start space (never over
its name) and around the dung heap where several share them, and how big each is drawn there. Everything follows
the map's track points and spaces.
"""

from __future__ import annotations

import math

import pygame


class PawnPlaces:
    """The pawns' places on a track of `track` points (by position) and `track_spaces` rectangles, whose last space
    is the dung heap at `dung_heap`; `pawn_size` is a pawn's full size."""

    def __init__(self, track: dict[int, tuple[float, float]], track_spaces: dict[int, pygame.Rect], dung_heap: int,
                 pawn_size: int) -> None:
        self.track = track
        self.track_spaces = track_spaces
        self.dung_heap = dung_heap
        self.pawn_size = pawn_size

    def point(self, seat: int, position: int, positions: list[int] | tuple[int, ...]) -> tuple[float, float]:
        """Where seat's pawn stands: its track space; the start space and beyond the heap hold several."""
        track = self.track
        if 0 < position < self.dung_heap and position in track:
            return track[position]
        if position <= 0:
            sharing = [s for s, p in enumerate(positions) if p <= 0]
            index = sharing.index(seat) if seat in sharing else 0
            return self.start_spots(max(len(sharing), 1))[index][:2]
        base = position if position in track else self.dung_heap
        x, y = track.get(base, (0.0, 0.0))
        sharing = [s for s, p in enumerate(positions) if p >= self.dung_heap]
        index = sharing.index(seat) if seat in sharing else 0
        space = self.track_spaces.get(base)
        radius = (min(space.w, space.h) / 2 - self.pawn_size * 0.35) if space else self.pawn_size * 0.6
        if len(sharing) <= 1:
            return (x, y)
        # A ring of pawns around the space's centre, like pawns crowding the real start space.
        angle = 2 * math.pi * index / len(sharing) - math.pi / 2
        return (x + math.cos(angle) * radius, y + math.sin(angle) * radius)

    def size_at(self, seat: int, position: int, positions: list[int] | tuple[int, ...]) -> int:
        """How big seat's pawn is drawn there: smaller on the start space, so that its name stays readable."""
        if position > 0:
            return self.pawn_size
        return self.start_spots(max(sum(p <= 0 for p in positions), 1))[0][2]

    def overflow_at(self) -> tuple[float, float]:
        """Mid-top of the "+n" written under the dung heap for pawns beyond it."""
        x, y = self.track.get(self.dung_heap, (0, 0))
        return (x, y + self.pawn_size)

    def start_spots(self, count: int) -> list[tuple[float, float, int]]:
        """(x, y, size) of `count` pawns waiting on the start space, clockwise from its top-left corner.

        The space's name ("START 0") fills its middle, so the pawns stand around it, never over it: up to
        four in the square space's corners, where there is most room; more take the middles of its sides
        too, all a little smaller. Everything follows the space's rectangle from the map."""
        x, y = self.track.get(0, (0.0, 0.0))
        space = self.track_spaces.get(0)
        half = min(space.w, space.h) / 2 if space else self.pawn_size
        size = int(min(self.pawn_size, half * (0.64 if count <= 4 else 0.5)))
        d = half - size / 2 - 1  # the pawn's edge just inside the space's edge
        corners = [(-d, -d), (d, -d), (d, d), (-d, d)]
        sides = [(0, -d), (d, 0), (0, d), (-d, 0)]
        if count <= 4:
            offsets = corners[:count]
        else:
            ring = [corners[0], sides[0], corners[1], sides[1], corners[2], sides[2], corners[3], sides[3]]
            extra = sides[: count - 4]
            offsets = [o for o in ring if o in corners or o in extra]
        return [(x + dx, y + dy, size) for dx, dy in offsets]
