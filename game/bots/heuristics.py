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
from typing import Final

from game.rules import DecisionKind, Game, PlayerView
from game.rules.actions import Choice, keep_most, tiles_to_play
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


BUY: Final = DecisionKind.BUY
PLAY: Final = DecisionKind.PLAY
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
        state = game.state
        rows = state.rows
        tables = self.tables
        points = tables.points
        sign = -1 if tables.happy_showing(rows) else 1
        on_board = sum(map(len, rows))
        rnd = state.round
        plays = rnd.plays
        hands = state.hands
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
        ends = state.ends
        out = []
        for tile in tiles:
            number, rule = target_at(ends, tile)
            row = rows[number - 1]
            # The numbers others may play between the row's last tile and ours (Rule 3: every lower number).
            gap = tile - (row[-1] if rule == RULE_SMALLEST_DIFFERENCE else 0) - 1
            filled = len(row)
            key = (number * 128 + filled) * 128 + gap  # fills and gaps are below 99
            cost = costs.get(key)
            if cost is None:
                cost = costs[key] = expected_cost(points[number - 1], filled, sign, density * gap, 0)
            out.append(cost)
        return out

    def hand_danger(self, game: Game, seat: int) -> float:
        """The danger of the hand against the rows as they stand: its least risky tile."""
        hand = game.state.hands[seat]
        if not hand:
            return 0.0
        return min(self.risks(game, seat, hand))

    def decide(self, game: Game) -> Choice:
        """The pending decision's choice, for `game.take`: the fewest tiles it may buy, its least risky tile(s) to
        play, its least risky tile of a completed row to keep (none when its hand is full)."""
        state = game.state
        if not state.asked:
            raise ValueError("the game is over: there is nothing to decide")
        pending = state.asked[0]
        seat = pending.seat
        kind = pending.kind
        if kind is BUY:
            return state.buy_limits[seat][0]
        if kind is PLAY:
            hand = state.hands[seat]
            risks = self.risks(game, seat, hand)
            by_risk = sorted(range(len(hand)), key=risks.__getitem__)  # stable: the first of equals first
            if tiles_to_play(state.round.double, len(hand)) == 1:
                return (hand[by_risk[0]],)
            return tuple(sorted([hand[by_risk[0]], hand[by_risk[1]]]))
        if keep_most(state) < 1:
            return ()
        offer = sorted(game.keep_offer)
        risks = self.risks(game, seat, offer)
        return (offer[risks.index(min(risks))],)


def immediate_cost(assessor: ViewAssessor, tile: int) -> float:
    """Points of the space the tile lands on if nothing else were played: what a beginner looks at."""
    index, _ = assessor.target(tile)
    return expected_cost(assessor.tables.points[index], len(assessor.rows[index]), assessor.sign, 0.0, 0)
