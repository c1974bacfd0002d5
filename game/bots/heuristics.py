"""How dangerous a tile is: the expected points of playing it now, from a player's view (the fast policy the
search plays out with, playout.py, weighs its tiles by the same expected cost).

The estimate follows the rules of placement (spec/rules.md 2.4): a tile goes after the closest lower
last tile (Rule 3: after the highest last tile if it is lower than all). Every tile others play between
that last tile and ours lands in the same row first, pushing ours further along; we model their number
as Poisson-distributed with mean `density * (unknown tiles in the gap) + (known tiles in the gap)`, and
the cost as the expected points of the space ours lands on (cowpie or ibex; their sign flips while Happy
Cows show). This is the "least immediate damage" measure of the best 6 nimmt! greedy players, adapted
to cowpies, varying row lengths and Happy Cows.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from collections.abc import Sequence

from game.rules import PlayerView
from game.rules.placement import RULE_SMALLEST_DIFFERENCE, row_ends, target_at, target_row

from .tables import BoardTables


def target(rows: Sequence[Sequence[int]], tile: int) -> tuple[int, int]:
    """(row index, last tile before ours) by the rules' placement; the last is 0 under Rule 3 (every lower tile
    lands first)."""
    return landing(rows, *target_row(rows, tile))


def landing(rows: Sequence[Sequence[int]], number: int, rule: int) -> tuple[int, int]:
    """`target` of a tile the rules send to row `number` by `rule`."""
    return number - 1, rows[number - 1][-1] if rule == RULE_SMALLEST_DIFFERENCE else 0


def expected_cost(points: Sequence[int], filled: int, sign: int, mean_before: float, known_before: int) -> float:
    """Expected signed points of landing after `known_before` + Poisson(`mean_before`) other tiles."""
    length = len(points)
    start = filled + known_before
    if start >= length:
        return 0.0  # someone else completes the row first; ours starts a fresh row
    if mean_before <= 1e-9:
        return float(sign * points[start])
    prob = math.exp(-mean_before)
    total = 0.0
    for x, value in enumerate(points[start:]):
        if x:
            prob *= mean_before / x
        if value:
            total += prob * value
    return sign * total


class ViewAssessor:
    """Tile danger from one player's view: the unseen tiles and how many the others will still play."""

    def __init__(self, view: PlayerView, tables: BoardTables) -> None:
        self.tables = tables
        self.rows = [list(r) for r in view.rows]
        # The rows' ends, worked out once: a decision weighs every tile of the hand and of the unseen against them.
        self.ends = row_ends(self.rows)
        self.sign = -1 if view.happy_showing else 1
        self.unseen = sorted(view.unseen)
        me = view.seat
        shown = [t for s, tiles in view.face_up if s != me for t in tiles]
        shown += [t for t, s in view.to_place if s != me]
        self.known = sorted(set(shown))
        committed = dict(view.committed)
        face_up = dict(view.face_up)
        # Tiles still to come from the others this round whose numbers we do not know.
        unknown_plays = 0
        if not view.to_place:
            for seat in range(len(view.positions)):
                if seat == me or seat in face_up:
                    continue
                if seat in committed:
                    unknown_plays += committed[seat]
                else:
                    unknown_plays += 2 if view.double and view.hand_sizes[seat] >= 1 else 1
        self.density = unknown_plays / len(self.unseen) if self.unseen else 0.0

    def count_between(self, low: int, high: int) -> tuple[int, int]:
        """(unseen tiles, known others' tiles) strictly between low and high."""
        unseen = bisect_left(self.unseen, high) - bisect_left(self.unseen, low + 1)
        known = bisect_left(self.known, high) - bisect_left(self.known, low + 1)
        return unseen, known

    def target(self, tile: int) -> tuple[int, int]:
        """`target` against the view's rows."""
        return landing(self.rows, *target_at(self.ends, tile))

    def risk(self, tile: int, rows: Sequence[Sequence[int]] | None = None) -> float:
        if rows is None:
            rows = self.rows
            index, last = self.target(tile)
        else:
            index, last = target(rows, tile)
        unseen, known = self.count_between(last, tile)
        return expected_cost(self.tables.points[index], len(rows[index]), self.sign, self.density * unseen, known)

    def play_risk(self, tiles: Sequence[int]) -> float:
        """Risk of a play of one or two tiles; the second lands in rows that already hold the first."""
        if len(tiles) == 1:
            return self.risk(tiles[0])
        low, high = sorted(tiles)
        first = self.risk(low)
        rows = [list(r) for r in self.rows]
        index, _ = self.target(low)
        rows[index].append(low)
        if len(rows[index]) >= len(self.tables.points[index]):
            rows[index] = rows[index][:1]  # it completed the row: roughly, the row starts again
        return first + self.risk(high, rows)


def immediate_cost(assessor: ViewAssessor, tile: int) -> float:
    """Points of the space the tile lands on if nothing else were played: what a beginner looks at."""
    index, _ = assessor.target(tile)
    return expected_cost(assessor.tables.points[index], len(assessor.rows[index]), assessor.sign, 0.0, 0)
