"""How dangerous a tile is: the expected points of playing it now, and the fast policy search plays out with.

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
from dataclasses import dataclass
from typing import Any

from game.rules import Decision, DecisionKind, Game, Keep, Play, PlayerView
from game.rules.board import BoardSpec
from game.rules.placement import RULE_SMALLEST_DIFFERENCE, lower_count, target_row
from game.rules.records import by_fields
from game.rules.tables import BoardIndex, board_index


@dataclass(frozen=True)
class BoardTables:
    """Per row, the points of each space (0 where nothing is scored), and the rules' own look-ups of the board."""

    points: tuple[tuple[int, ...], ...]
    index: BoardIndex

    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not

    @classmethod
    def of(cls, board: BoardSpec) -> BoardTables:
        index = board_index(board)
        return cls(points=index.points, index=index)

    def happy_showing(self, rows: Sequence[Sequence[int]]) -> bool:
        """The rules' Happy Cow test: whether scoring is inverted against these rows."""
        return self.index.happy_showing(rows)


def target(rows: Sequence[Sequence[int]], tile: int) -> tuple[int, int]:
    """(row index, last tile before ours) by the rules' placement; the last is 0 under Rule 3 (every lower tile
    lands first)."""
    number, rule = target_row(rows, tile)
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

    def risk(self, tile: int, rows: Sequence[Sequence[int]] | None = None) -> float:
        rows = self.rows if rows is None else rows
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
        index, _ = target(rows, low)
        rows[index].append(low)
        if len(rows[index]) >= len(self.tables.points[index]):
            rows[index] = rows[index][:1]  # it completed the row: roughly, the row starts again
        return first + self.risk(high, rows)


_BUY, _PLAY = DecisionKind.BUY, DecisionKind.PLAY  # enum members are slow to look up through their class
_DENSITIES_KEPT = 1_000  # the (sign, density) pairs a policy remembers costs under before it starts again


class FastPolicy:
    """The greedy player search plays out with, reading a (sampled) game directly for speed.

    Each player plays its least risky tile(s) against the rows, with the others' tiles spread evenly
    over the numbers it cannot place; it buys only when it must, and keeps its safest tile.
    """

    def __init__(self, tables: BoardTables) -> None:
        self.tables = tables
        self.costs: dict[tuple[int, float], dict[int, float]] = {}  # see risks

    def risks(self, game: Game, seat: int, tiles: Sequence[int]) -> list[float]:
        """The expected points of each of `tiles` played by `seat` now, against the rows of `game`."""
        rows = game.rows
        tables = self.tables
        points = tables.points
        sign = -1 if tables.happy_showing(rows) else 1
        on_board = 0
        for row in rows:
            on_board += len(row)
        rnd = game.round
        plays = rnd.plays
        hands = game.hands
        # The others still to play this round, one or two tiles each.
        waiting = len(hands) - 1 - (len(plays) - (seat in plays))
        others = waiting * (2 if rnd.double else 1)
        density = others / max(1, 99 - on_board - len(hands[seat]))
        # A playout asks again and again about the same rows, fills and densities: each cost is worked out
        # once (by expected_cost itself, so the numbers are the very same) and then looked up, by row, fill
        # and gap under this sign and density.
        costs = self.costs.get((sign, density))
        if costs is None:
            if len(self.costs) > _DENSITIES_KEPT:
                self.costs.clear()
            costs = self.costs[sign, density] = {}
        # Placement as the rules' targets() (Rules 1 to 3), found here so that the gap comes with the row.
        lasts, numbers = game.row_ends()
        highest = numbers[-1]
        out = []
        for tile in tiles:
            lower = lower_count(lasts, tile)  # how many last tiles are lower than this one
            if lower:
                number = numbers[lower - 1]
                gap = tile - lasts[lower - 1] - 1  # the numbers others may play between the row's last and ours
            else:
                number = highest
                gap = tile - 1  # Rule 3: every lower number lands in the row first
            filled = len(rows[number - 1])
            key = (number * 128 + filled) * 128 + gap  # fills and gaps are below 99
            cost = costs.get(key)
            if cost is None:
                cost = costs[key] = expected_cost(points[number - 1], filled, sign, density * gap, 0)
            out.append(cost)
        return out

    def hand_danger(self, game: Game, seat: int) -> float:
        """The danger of the hand against the rows as they stand: its least risky tile."""
        hand = game.hands[seat]
        if not hand:
            return 0.0
        return min(self.risks(game, seat, hand))

    def decide(self, game: Game) -> Decision:
        (pending,) = game.pending()
        seat = pending.seat
        kind = pending.kind
        if kind is _BUY:
            return game.legal(pending)[0]  # the fewest tiles it may buy
        if kind is _PLAY:
            hand = game.hands[seat]
            risks = self.risks(game, seat, hand)
            if game.tiles_to_play(seat) == 1:
                # legal() lists the hand's tiles in its order; the first of the least risky.
                return game.legal(pending)[_least(risks)]
            safest, next_safest = _two_least(risks)
            return Play(seat, (hand[safest], hand[next_safest]))
        # Keeping none (a full hand), else its safest tile of the offer: legal()'s list, of every pair too, is not
        # needed for that; the engine takes the Keep made here as its own equal one.
        if game.keep_most() < 1:
            return game.legal(pending)[0]
        offer = sorted(game.keep_offer)
        risks = self.risks(game, seat, offer)
        return Keep(seat, (offer[_least(risks)],))


# The playout policy's choices as loops rather than min(), index() and sorted() with a key, which compiled cost
# several times as much; they pick the very same index.
def _least(values: list[float]) -> int:
    """The index of the least of `values` (the first of equals): values.index(min(values))."""
    best = 0
    for index in range(1, len(values)):
        if values[index] < values[best]:
            best = index
    return best


def _two_least(values: list[float]) -> tuple[int, int]:
    """The indexes of the least and the next least of `values` (two or more), the first of equals first: the
    first two of sorted(range(len(values)), key=values.__getitem__)."""
    best = _least(values)
    second = 1 if best == 0 else 0
    for index in range(second + 1, len(values)):
        if index != best and values[index] < values[second]:
            second = index
    return best, second


def immediate_cost(assessor: ViewAssessor, tile: int) -> float:
    """Points of the space the tile lands on if nothing else were played: what a beginner looks at."""
    index, _ = target(assessor.rows, tile)
    return expected_cost(assessor.tables.points[index], len(assessor.rows[index]), assessor.sign, 0.0, 0)
