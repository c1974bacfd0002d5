"""Computer players. A bot decides from a `PlayerView` only: it never sees the game itself.

`make_bot(level, seed)` builds a bot; `bot.decide(view)` returns a legal decision for the pending
decision of `view.seat`. Levels, weakest first (`LEVELS`):

* easy: looks only at where a tile lands now, and slips now and then (a beginner beats it);
* normal: greedy, the least expected damage this round, buys only when it pays, keeps its safest tile;
* hard: determinized Monte Carlo search with greedy playouts;
* expert: a deeper search, one round further ahead at a table of up to four (from five on, more candidates
  with successive halving), judging the hands left where it stops by a value learned from self-play.

`make_bot("random", seed)` is the random legal player (not a level; tests use it). Search bots take a
`SearchBudget`: by default their level's count of sampled deals (`search.LEVEL_BUDGETS`, with a deadline only as
an outer guard), so that a bot decides alike on every machine; `SearchBudget(seconds=None, iterations=n)` is
deterministic for a seed whatever the machine (tests, reproducible arena runs with `arena --iterations`).
"""

from __future__ import annotations

from game.match_setup.levels import LEVELS

from .base import Bot, RandomBot
from .greedy import EasyBot, NormalBot
from .search import SearchBot, SearchBudget, make_search_bot


def make_bot(level: str, seed: int, budget: SearchBudget | None = None) -> Bot:
    """A bot of the named level; raises ValueError for an unknown level.

    `budget` applies to the search levels (hard, expert) and is ignored by the others.
    """
    if level == "random":
        return RandomBot(seed)
    if level == "easy":
        return EasyBot(seed)
    if level == "normal":
        return NormalBot(seed)
    if level in ("hard", "expert"):
        return make_search_bot(level, seed, budget)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "EasyBot", "NormalBot", "RandomBot", "SearchBot", "SearchBudget", "make_bot"]
