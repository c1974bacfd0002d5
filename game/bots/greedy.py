"""The Easy and Normal computer players: one-step judgement, no search.

Normal plays the play of least expected damage (heuristics.ViewAssessor), buys only when the expected
saving beats the price, and keeps its safest tile. Easy looks only at where a tile lands right now,
ignores the tiles the others will play first, and now and then plays, buys or keeps at random: the
mistakes a beginner punishes.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.rules.board import BoardSpec

from .base import Bot
from .heuristics import BoardTables, ViewAssessor, immediate_cost

BUY_PRICE = 1.0  # one penalty point per tile
BUY_MARGIN = 0.5  # a purchase must save clearly more than it costs: the estimate is rough
BUY_SAMPLES = 32


class TablesCache:
    """Board tables per board, held by one bot.

    Keyed by identity: a bot sees the same board object at every decision, and hashing a board walks all of
    it (it cost more than a Normal decision).
    """

    def __init__(self) -> None:
        self._tables: dict[int, tuple[BoardSpec, BoardTables]] = {}

    def get(self, board: BoardSpec) -> BoardTables:
        entry = self._tables.get(id(board))
        if entry is None or entry[0] is not board:
            entry = self._tables[id(board)] = (board, BoardTables.of(board))
        return entry[1]


def check_turn(view: PlayerView) -> DecisionKind:
    """What `view`'s seat decides now; raises ValueError when it has no decision to take."""
    if view.pending is None or view.pending.seat != view.seat:
        raise ValueError(f"seat {view.seat} has no decision to take now")
    return view.pending.kind


def ranked_plays(view: PlayerView, assessor: ViewAssessor) -> list[tuple[float, tuple[int, ...]]]:
    """Legal plays, least expected damage first (ties: the tile closest above its row's end first)."""
    scored = []
    for tiles in view.legal_plays:
        risk = assessor.play_risk(tiles)
        scored.append((round(risk, 6), _gap(assessor, tiles), tiles))
    scored.sort()
    return [(risk, tiles) for risk, _, tiles in scored]


def _gap(assessor: ViewAssessor, tiles: Sequence[int]) -> int:
    total = 0
    for tile in tiles:
        index, last = assessor.target(tile)
        total += tile - last
    return total


def ranked_keeps(view: PlayerView, assessor: ViewAssessor) -> list[tuple[float, tuple[int, ...]]]:
    """Legal keeps, safest first; one tile before two at equal danger (a small hand refills sooner)."""
    scored = []
    for tiles in view.legal_keeps:
        risk = sum(assessor.risk(t) for t in tiles)
        scored.append((round(risk, 6) + 0.25 * len(tiles), tiles))
    scored.sort()
    return scored


def buy_values(view: PlayerView, assessor: ViewAssessor, rng: random.Random) -> list[tuple[float, int]]:
    """(expected damage this round + price, count) per legal purchase, best first."""
    hand_risks = [assessor.risk(t) for t in view.hand]
    pool = [assessor.risk(t) for t in view.unseen] or [0.0]
    values = []
    for count in view.legal_buys:
        size = len(view.hand) + count
        need = 2 if view.double and size >= 2 else 1
        if count == 0:
            damage = sum(sorted(hand_risks)[:need])
        else:
            total = 0.0
            for _ in range(BUY_SAMPLES):
                drawn = [pool[rng.randrange(len(pool))] for _ in range(count)]
                total += sum(sorted(hand_risks + drawn)[:need])
            damage = total / BUY_SAMPLES
        margin = BUY_MARGIN if count else 0.0
        values.append((damage + count * BUY_PRICE + margin, count))
    values.sort()
    return values


class NormalBot(Bot):
    """Greedy: the least immediate damage, sensible buying and keeping."""

    level = "normal"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.tables = TablesCache()

    def decide(self, view: PlayerView) -> Decision:
        kind = check_turn(view)
        assessor = ViewAssessor(view, self.tables.get(view.board))
        if kind is DecisionKind.BUY:
            return Buy(view.seat, buy_values(view, assessor, self.rng)[0][1])
        if kind is DecisionKind.PLAY:
            return Play(view.seat, ranked_plays(view, assessor)[0][1])
        return Keep(view.seat, ranked_keeps(view, assessor)[0][1])


class EasyBot(Bot):
    """A beginner: sees only where a tile lands now, and makes random slips."""

    level = "easy"
    SLIP = 0.3  # chance of a random play
    IMPULSE_BUY = 0.2  # chance of buying a random number of tiles

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        self.tables = TablesCache()

    def decide(self, view: PlayerView) -> Decision:
        kind = check_turn(view)
        rng = self.rng
        if kind is DecisionKind.BUY:
            if rng.random() < self.IMPULSE_BUY:
                return Buy(view.seat, rng.choice(view.legal_buys))
            return Buy(view.seat, view.legal_buys[0])
        if kind is DecisionKind.KEEP:
            return Keep(view.seat, rng.choice(view.legal_keeps))
        if rng.random() < self.SLIP:
            return Play(view.seat, rng.choice(view.legal_plays))
        assessor = ViewAssessor(view, self.tables.get(view.board))
        best = min(sum(immediate_cost(assessor, t) for t in tiles) for tiles in view.legal_plays)
        options = [p for p in view.legal_plays if sum(immediate_cost(assessor, t) for t in p) == best]
        return Play(view.seat, rng.choice(options))
