"""The fast greedy policy the search plays its sampled deals out with, on the simulator's state.

Each player plays its least risky tile(s) against the rows, with the others' tiles still to come spread evenly over
the numbers it cannot place (heuristics.expected_cost); it buys only when it must, and keeps its safest tile.
It reads the simulator's state directly: it runs at every step of every playout.
"""

from __future__ import annotations

import math
from bisect import bisect_left
from typing import Final

from game.simulator.play import (
    BUY,
    PLAY,
    SEAT_MASK,
    buy_limits,
    carry_out,
    decision_kind,
    keep_most,
    pair,
    showing,
    tiles_to_play,
    to_move,
)
from game.simulator.state import SimState

from .heuristics import expected_cost

TILE_COUNT: Final = 99
_DENSITIES_KEPT: Final = 1_000  # the (sign, density) pairs a policy remembers costs under before it starts again


class FastPolicy:
    """The greedy player of the playouts. One per search decision: it remembers the costs it worked out."""

    def __init__(self) -> None:
        self.costs: dict[tuple[int, float], dict[int, float]] = {}  # see risks

    def risks(self, state: SimState, seat: int, tiles: tuple[int, ...] | list[int]) -> list[float]:
        """The expected points of each of `tiles` played by `seat` now, against the rows of `state`."""
        board = state.board
        rows = state.rows
        sign = -1 if showing(board.happy, rows) else 1
        on_board = 0
        for row in rows:
            on_board += len(row)
        # The others still to play this round, one or two tiles each.
        waiting = state.players - 1 - others_with_tiles_out(state, seat)
        others = waiting * (2 if state.double else 1)
        density = others / max(1, TILE_COUNT - on_board - len(state.hands[seat]))
        # A playout asks again and again about the same rows, fills and gaps under few densities: each cost is
        # worked out once and then looked up, by row, fill and gap under this sign and density.
        costs = self.costs.get((sign, density))
        if costs is None:
            if len(self.costs) > _DENSITIES_KEPT:
                self.costs.clear()
            costs = self.costs[sign, density] = {}
        ends = state.ends
        shift = board.shift
        mask = board.row_mask
        points = board.points
        out = []
        for tile in tiles:
            lower = bisect_left(ends, tile << shift)
            if lower:
                end = ends[lower - 1]
                row_index = end & mask
                gap = tile - (end >> shift) - 1  # the numbers others may play between the row's end and ours
            else:
                row_index = ends[-1] & mask
                gap = tile - 1  # Rule 3: every lower number lands first
            filled = len(rows[row_index])
            key = (row_index * 128 + filled) * 128 + gap
            cost = costs.get(key)
            if cost is None:
                cost = costs[key] = expected_cost(points[row_index], filled, sign, density * gap, 0)
            out.append(cost)
        return out

    def hand_danger(self, state: SimState, seat: int) -> float:
        """The danger of the hand against the rows as they stand: its least risky tile."""
        hand = state.hands[seat]
        if not hand:
            return 0.0
        return min(self.risks(state, seat, hand))

    def choose(self, state: SimState, seat: int, kind: int) -> int:
        """The action of `seat`'s decision of `kind`: the fewest tiles it may buy, its least risky tile(s) to play,
        its least risky tile of a completed row to keep (none when its hand is full)."""
        if kind == BUY:
            return buy_limits(state, seat)[0]
        if kind == PLAY:
            hand = state.hands[seat]
            risks = self.risks(state, seat, hand)
            first = risks.index(min(risks))  # the first of equally risky tiles: the lowest
            if tiles_to_play(state, seat) == 1:
                return hand[first]
            risks[first] = math.inf
            second = risks.index(min(risks))
            return pair(hand[first], hand[second]) if first < second else pair(hand[second], hand[first])
        if keep_most(state) < 1:
            return 0
        offer = sorted(state.keep_offer)
        risks = self.risks(state, seat, offer)
        return offer[risks.index(min(risks))]

    def play_out(self, state: SimState) -> None:
        """Every seat decides by this policy until the state stops (where the search asked, or the game's end)."""
        seat = to_move(state)
        while seat >= 0:
            kind = decision_kind(state, seat)
            carry_out(state, seat, kind, self.choose(state, seat, kind))
            seat = to_move(state)


def others_with_tiles_out(state: SimState, seat: int) -> int:
    """How many seats other than `seat` have tiles chosen and not yet placed this round."""
    if state.to_place or state.keep_seat >= 0:
        seats = {code & SEAT_MASK for code in state.to_place}
        seats.discard(seat)
        return len(seats)
    return state.played - (1 if state.plays[seat] else 0)
