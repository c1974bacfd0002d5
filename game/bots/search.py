"""The Hard and Expert computer players: search over sampled deals of the tiles they cannot see.

Each iteration deals the unseen tiles at random consistently with the view onto the simulator (game.simulator), then
tries every candidate decision on that same deal and plays on with the fast greedy policy for everyone until the end
of the round (or a round later), scoring the result as how far the others stand behind us (plus a bonus for the
final place when the game ends inside the horizon). Comparing the candidates on the same deals (common random
numbers) removes most of the luck of the deal from the comparison. Candidates come from the Normal player's ranking,
so search is spent only where there is a choice; it stops after its deals, or early once one candidate is clearly
ahead.

The deals are not quite uniform: the tiles another player has already chosen face down this round are, nine times
in ten, that player's least dangerous tiles against the rows (by the greedy estimate from our view) among the tiles
dealt to it, and otherwise tiles at random: players seldom lay their worst tile. Hard looks to the end of the
current round and adds half of the greedy danger of the hand it would be left with. Expert, at a table of up to
four, plays each deal on to the end of the next round as well, so that a purchase, a kept tile or the oxen-eye's
open round is judged by what it does a round later; from five players on it stops at the round's end too, considers
more candidates and drops the worst half of them as evidence comes in. Expert judges the hands left where its
playouts stop by a value learned from self-play (hand_value.py), and stops early only on stronger evidence. The
measurements behind each of these choices are in bench/results/bots.txt ("Why the search is shaped as it is").
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.simulator import Dealer, SimState, action_of, apply_for, places

from .base import Bot
from .greedy import TablesCache, buy_values, check_turn, ranked_keeps, ranked_plays
from .hand_value import HandValue
from .heuristics import ViewAssessor
from .playout import FastPolicy

PLACE_BONUS = 8.0  # points a place is worth when a playout reaches the end of the game


@dataclass(frozen=True)
class SearchBudget:
    """How long one decision may search: a wall-clock deadline, and/or a cap on iterations.

    With `iterations` set and `seconds` None the search is deterministic for a given seed (tests and
    reproducible arena runs); with a deadline it depends on the machine's speed.
    """

    seconds: float | None = 0.08
    iterations: int | None = None
    min_iterations: int = 4  # before an early stop is considered


@dataclass(frozen=True)
class SearchStyle:
    horizon: int  # rounds played out after the current one
    candidates: int  # at most this many candidates are searched
    halving: bool  # drop the worst half of the candidates as evidence comes in
    hand_weight: float  # weight of the greedy danger of the hand left at the horizon
    stop_sigma: float  # stop early once the leader is this many standard errors ahead of every other
    stop_after: int  # ... but not before this many sampled deals
    # Chance that a sampled face-down play of another player is the one the greedy player would choose from
    # its sampled tiles (else tiles at random): players seldom play their most dangerous tile.
    model_weight: float = 0.0
    # From this many players on (0: never) the search looks to the end of the current round only: with four or
    # more others playing greedily for a second round, the playouts' further round is more noise than foresight.
    crowd: int = 0
    # Judge the hands left at the horizon by the learned value (hand_value.py) instead of `hand_weight`: ours
    # costs what it is expected to, and the others' as much in our favour.
    learned_hands: bool = False
    # At a crowded table, search this many candidates (0: `candidates`), halving them or not as `crowd_halving`
    # says (None: as `halving`).
    crowd_candidates: int = 0
    crowd_halving: bool | None = None

    def crowded(self, players: int) -> bool:
        return bool(self.crowd) and players >= self.crowd

    def candidate_count(self, players: int) -> int:
        """How many candidates are searched at a table of `players`."""
        return self.crowd_candidates if self.crowd_candidates and self.crowded(players) else self.candidates

    def halves(self, players: int) -> bool:
        """Whether the worst half of the candidates is dropped as evidence comes in, at a table of `players`."""
        if self.crowd_halving is not None and self.crowded(players):
            return self.crowd_halving
        return self.halving

    def rounds_ahead(self, players: int) -> int:
        """The rounds played out after the current one at a table of `players`."""
        return 0 if self.crowded(players) else self.horizon


HARD_STYLE = SearchStyle(
    horizon=0, candidates=5, halving=False, hand_weight=0.5, stop_sigma=3.0, stop_after=4, model_weight=0.9
)
EXPERT_STYLE = SearchStyle(
    horizon=1, candidates=5, halving=False, hand_weight=0.0, stop_sigma=4.0, stop_after=12, model_weight=0.9, crowd=5,
    learned_hands=True, crowd_candidates=8, crowd_halving=True,
)


@dataclass(frozen=True)
class Rating:
    """One choice as the search judged it, for the coach: how many points more than the best it is expected
    to cost (0 for the best; None when it was not searched), over how many sampled deals."""

    decision: Decision
    cost: float | None
    samples: int
    best: bool = False


def legal_choices(view: PlayerView) -> list[Decision]:
    """Every legal decision of the pending decision of `view.seat`, as the engine lists them."""
    kind = check_turn(view)
    seat = view.seat
    choices: list[Decision]
    if kind is DecisionKind.BUY:
        choices = [Buy(seat, count) for count in view.legal_buys]
    elif kind is DecisionKind.PLAY:
        choices = [Play(seat, tuple(tiles)) for tiles in view.legal_plays]
    else:
        choices = [Keep(seat, tuple(tiles)) for tiles in view.legal_keeps]
    return choices


class SearchBot(Bot):
    """Determinized Monte Carlo search with greedy playouts."""

    def __init__(self, seed: int, budget: SearchBudget, style: SearchStyle, level: str) -> None:
        self.rng = random.Random(seed)
        self.budget = budget
        self.style = style
        self.level = level
        self.tables = TablesCache()
        self.iterations = 0  # of the last decision, for diagnostics and tests
        # What the last decision's search found (candidates, their values per deal, those still in the running),
        # for `rate`; and a question `rate` asks before each deal: whether to stop now.
        self.searched: tuple[list[Decision], list[list[float]], list[int]] = ([], [], [])
        self.stop: Callable[[], bool] | None = None
        self.hand_value: HandValue | None = None  # the learned value of hands, where the style wants it

    def candidates(self, view: PlayerView) -> list[Decision]:
        assessor = ViewAssessor(view, self.tables.get(view.board))
        kind = check_turn(view)
        seat = view.seat
        ranked: list[Decision]
        if kind is DecisionKind.BUY:
            ranked = [Buy(seat, count) for _, count in buy_values(view, assessor, self.rng)]
        elif kind is DecisionKind.PLAY:
            ranked = [Play(seat, tiles) for _, tiles in ranked_plays(view, assessor)]
        else:
            ranked = [Keep(seat, tiles) for _, tiles in ranked_keeps(view, assessor)]
        return ranked[: self.style.candidate_count(len(view.positions))]

    def decide(self, view: PlayerView) -> Decision:
        check_turn(view)
        start = time.perf_counter()
        self.iterations = 0
        self.hand_value = HandValue.shipped() if self.style.learned_hands else None
        options = self.candidates(view)
        self.searched = (options, [[] for _ in options], [0])
        if len(options) == 1:
            return options[0]
        budget = self.budget
        deadline = start + budget.seconds if budget.seconds is not None else math.inf
        policy = FastPolicy()
        choose = self.play_model(view) if self.style.model_weight and view.committed else None
        active = list(range(len(options)))
        values: list[list[float]] = [[] for _ in options]
        self.searched = (options, values, active)
        halve_at = 8
        halving = self.style.halves(len(view.positions))
        dealer = self.dealer(view)
        actions = [action_of(option) for option in options]
        seat = view.seat
        while True:
            if budget.iterations is not None and self.iterations >= budget.iterations:
                break
            if self.stop is not None and self.stop():
                break
            sample = dealer.deal(self.rng, choose)
            row = {}
            for index in active:
                if time.perf_counter() >= deadline:
                    break
                state = sample.copy()
                apply_for(state, seat, actions[index])
                row[index] = self.playout(state, view, policy)
            else:
                for index, value in row.items():
                    values[index].append(value)
                self.iterations += 1
                settled = self.iterations >= max(budget.min_iterations, self.style.stop_after)
                if settled and self._clear(values, active):
                    break
                if halving and self.iterations == halve_at and len(active) > 2:
                    active = self._best(values, active)[: max(2, len(active) // 2)]
                    self.searched = (options, values, active)
                    halve_at *= 2
                if time.perf_counter() < deadline:
                    continue
            break
        if self.iterations == 0:
            return options[0]  # no time to search: Normal's choice
        return options[self._best(values, active)[0]]

    def dealer(self, view: PlayerView) -> Dealer:
        """Deals from `view` that stop as far ahead as the level looks."""
        return Dealer(view, until=view.round + self.style.rounds_ahead(len(view.positions)))

    def rate(self, view: PlayerView, stop: Callable[[], bool] | None = None) -> list[Rating]:
        """Every legal choice of the pending decision rated by the very search `decide` runs (same random
        source, same deals), best first: `rate(view)[0].decision` is what `decide(view)` would return.

        A candidate's cost is the mean, over the deals it was tried on, of how much worse it did than the
        best on those same deals (paired, so the luck of the deal cancels). Candidates dropped by successive
        halving were tried on fewer deals; choices outside the candidates were not searched (cost None).
        `stop`, asked before each deal, ends the search early (the question is no longer wanted).
        """
        self.stop = stop
        try:
            chosen = self.decide(view)
        finally:
            self.stop = None
        options, values, _ = self.searched
        n = self.iterations
        lead = values[options.index(chosen)]
        rated: list[Rating] = []
        for option, mine in zip(options, values, strict=True):
            samples = min(len(mine), n)
            if option == chosen:
                rated.append(Rating(option, 0.0, samples, best=True))
            elif samples:
                cost = sum(lead[k] - mine[k] for k in range(samples)) / samples
                rated.append(Rating(option, max(0.0, cost), samples))
            else:
                rated.append(Rating(option, None, 0))
        searched = set(options)
        rated += [Rating(choice, None, 0) for choice in legal_choices(view) if choice not in searched]
        return sorted(rated, key=lambda r: (not r.best, r.cost is None, r.cost or 0.0))

    def play_model(self, view: PlayerView) -> Callable[[int, list[int], int], tuple[int, ...]]:
        """How another player chose its face-down tiles, for sampling: usually its least dangerous ones
        against the rows it saw (they have not changed since: placing waits for the reveal)."""
        assessor = ViewAssessor(view, self.tables.get(view.board))
        risks: dict[int, float] = {}
        rng = self.rng
        weight = self.style.model_weight

        def risk(tile: int) -> float:
            value = risks.get(tile)
            if value is None:
                value = risks[tile] = assessor.risk(tile)
            return value

        def choose(seat: int, tiles: list[int], count: int) -> tuple[int, ...]:
            if rng.random() >= weight:
                return tuple(rng.sample(tiles, count))
            return tuple(sorted(tiles, key=risk)[:count])

        return choose

    def _best(self, values: list[list[float]], active: list[int]) -> list[int]:
        return sorted(active, key=lambda i: -sum(values[i][: self.iterations]) / self.iterations)

    def _clear(self, values: list[list[float]], active: list[int]) -> bool:
        """Whether the leader beats every other candidate by `stop_sigma` standard errors on the paired deals."""
        n = self.iterations
        if n < 2:
            return False
        ranked = self._best(values, active)
        lead = values[ranked[0]][-n:]
        for other in ranked[1:]:
            diffs = [a - b for a, b in zip(lead, values[other][-n:], strict=True)]
            mean = sum(diffs) / n
            var = sum((d - mean) ** 2 for d in diffs) / (n - 1)
            if mean <= self.style.stop_sigma * math.sqrt(var / n) + 1e-9:
                return False
        return True

    def playout(self, state: SimState, view: PlayerView, policy: FastPolicy) -> float:
        """Play a sampled deal on with `policy` until it stops (as far ahead as the level looks, or the game's end),
        and value where it stops for `view`'s seat: the others' mean position less its own (and the place or the
        hands left, by the style)."""
        policy.play_out(state)
        me = view.seat
        positions = state.positions
        others = [p for s, p in enumerate(positions) if s != me]
        value = sum(others) / len(others) - positions[me]
        if state.over:
            value -= PLACE_BONUS * (places(positions)[me] - 1)
        elif self.hand_value is not None:
            cost = self.hand_value.cost
            value += sum(cost(policy, state, s) for s in range(len(positions)) if s != me) / len(others)
            value -= cost(policy, state, me)
        elif self.style.hand_weight:
            value -= self.style.hand_weight * policy.hand_danger(state, me)
        return value


def rate_choices(view: PlayerView, budget: SearchBudget | None = None, seed: int = 0,
                 stop: Callable[[], bool] | None = None) -> list[Rating]:
    """Every legal choice of `view`'s pending decision rated by the Expert search (seeded `seed`, by default
    at the window's Expert budget), best first: the coach's estimate, from that player's view alone. `stop`
    ends the search early when it returns True."""
    return make_search_bot("expert", seed, budget).rate(view, stop)


# Each level's search, counted in sampled deals so that a bot decides alike on every machine, however loaded
# (bench/results/bots.txt measures the levels' strength at this count). The deadline is only an outer guard for a
# machine far slower than any the game was tried on.
LEVEL_DEALS = 100
OUTER_GUARD_SECONDS = 5.0
LEVEL_BUDGETS: dict[str, SearchBudget] = {
    level: SearchBudget(seconds=OUTER_GUARD_SECONDS, iterations=LEVEL_DEALS) for level in ("hard", "expert")
}

Budgets = SearchBudget | Mapping[str, SearchBudget] | None  # one for every search level, or one per level


def budget_for(level: str, budgets: Budgets) -> SearchBudget | None:
    """The budget `budgets` gives a bot of `level` (None: the level's own)."""
    if isinstance(budgets, Mapping):
        return budgets.get(level)
    return budgets


def make_search_bot(level: str, seed: int, budget: SearchBudget | None) -> SearchBot:
    style = HARD_STYLE if level == "hard" else EXPERT_STYLE
    return SearchBot(seed, budget or LEVEL_BUDGETS[level], style, level)
