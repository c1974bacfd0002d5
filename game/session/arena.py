"""Seeded bot-against-bot matches: the engine of the `arena` command and of bench/bots.py.

Games come in blocks of one deal per rotation of the seating: in block b every game uses the deal of
seed `seed + b * DEAL_STRIDE`, and rotation r seats lineup entry i in seat (i + r) mod players, so each bot
sits in each seat equally often and meets the same deals from every seat. The stride keeps the runs of two
seeds apart: with `seed + b`, seeds 1 and 2 would share all but one deal, and a run "on another seed"
would repeat the last one. A bot's random source is seeded from
the game's seed and its seat (game.session.seating.bot_seed, as in every front end), so a run is reproducible for a
seed, except that the search levels stop at a wall-clock deadline (how far they get depends on the
machine's load): give them a fixed `SearchBudget(seconds=None, iterations=n)` (one for every level, or one
per level) for runs that repeat exactly.
"""

from __future__ import annotations

import math
import multiprocessing
import sys
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass, field

from game.bots.search import Budgets
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import COLORS
from game.rules.board import BoardSpec
from game.session.bot_seats import InlineBots
from game.session.seating import make_match


@dataclass(frozen=True)
class GameResult:
    index: int
    seats: tuple[int, ...]  # lineup entry sitting in each seat
    positions: tuple[int, ...]  # final track positions, by lineup entry
    places: tuple[int, ...]  # final places (1 = winner), by lineup entry
    wins: tuple[float, ...]  # win shares (a shared first place splits the win), by lineup entry
    times: tuple[tuple[float, ...], ...]  # seconds per decision, by lineup entry
    rounds: int


@dataclass
class EntryStats:
    label: str
    level: str
    wins: float = 0.0
    positions: list[int] = field(default_factory=list)
    places: list[int] = field(default_factory=list)
    times: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.positions)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def win_interval(self) -> tuple[float, float]:
        """Wilson 95% interval of the win rate."""
        return wilson(self.wins, self.games)

    def mean_position(self) -> tuple[float, float]:
        """Mean final track position and the half-width of its 95% confidence interval."""
        return mean_ci(self.positions)

    def mean_place(self) -> tuple[float, float]:
        return mean_ci(self.places)

    def mean_time_ms(self) -> float:
        return 1000 * sum(self.times) / len(self.times) if self.times else 0.0


def mean_ci(values: list[int] | list[float]) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, 0.0
    mean = sum(values) / n
    if n == 1:
        return mean, 0.0
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, 1.96 * math.sqrt(var / n)


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    if n == 0:
        return 0.0, 0.0
    p = successes / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return max(0.0, centre - half), min(1.0, centre + half)


def percentile(values: list[float], q: float) -> float:
    """The q-quantile (0..1) by nearest rank."""
    if not values:
        return 0.0
    ordered = sorted(values)
    rank = max(1, math.ceil(q * len(ordered)))
    return ordered[rank - 1]


def labels(lineup: list[str]) -> list[str]:
    """'hard', 'normal 1', 'normal 2', ...: a number only where a level appears more than once."""
    out = []
    for i, level in enumerate(lineup):
        if lineup.count(level) > 1:
            out.append(f"{level} {lineup[: i + 1].count(level)}")
        else:
            out.append(level)
    return out


class ArenaStopped(Exception):
    """The run stopped before its games were all played; the message says why, in a sentence."""


class BotFailed(ArenaStopped):
    """A bot raised or chose an illegal move in an arena game. The match played on for it (as the window
    does, so a table never stalls), but such a game measures the stand-in, not the bot: the run stops."""


class WorkerStopped(ArenaStopped):
    """A worker process ended before its game did (killed, out of memory, or its task could not be read)."""


DEAL_STRIDE = 1_000_003  # between the deals of one run's blocks; runs of seeds below it share none


@dataclass(frozen=True)
class ArenaTask:
    board: BoardSpec
    lineup: tuple[str, ...]
    seed: int
    budget: Budgets  # None: each level's own budget, with its deadline


def deal_seed(seed: int, block: int) -> int:
    """The seed of block `block`'s deal in a run seeded `seed`."""
    return seed + block * DEAL_STRIDE


def play_one(task: ArenaTask, index: int) -> GameResult:
    """Game `index` of an arena run: its deal, its seating, its bots (seeded by game.session.seating.bot_seed)."""
    n = len(task.lineup)
    block, rotation = divmod(index, n)
    game_seed = deal_seed(task.seed, block)
    seats = tuple((s - rotation) % n for s in range(n))  # entry i sits in seat (i + rotation) mod n
    config = MatchConfig(tuple(
        SeatConfig(f"{task.lineup[seats[s]].title()} {s + 1}", COLORS[s], BOT, task.lineup[seats[s]]) for s in range(n)
    ), game_seed)
    with make_match(config, task.board, bots=InlineBots(task.budget)) as match:
        game = match.play_to_end()
    if match.bot_errors:
        raise BotFailed(f"in game {index + 1} (deal {game_seed}) {match.bot_errors[0]}; the arena counts only games "
                        "the bots played themselves")
    times = match.timings
    places = game.ranking()
    winners = [s for s in range(n) if places[s] == 1]
    by_entry = [0] * n
    for s in range(n):
        by_entry[seats[s]] = s
    return GameResult(
        index=index,
        seats=seats,
        positions=tuple(game.positions[by_entry[e]] for e in range(n)),
        places=tuple(places[by_entry[e]] for e in range(n)),
        wins=tuple((1 / len(winners) if by_entry[e] in winners else 0.0) for e in range(n)),
        times=tuple(tuple(times[by_entry[e]]) for e in range(n)),
        rounds=game.round.number,
    )


def _play_packed(args: tuple[ArenaTask, int]) -> GameResult:
    return play_one(*args)


def blocked_games(games: int, players: int) -> int:
    """Games rounded up to whole blocks of rotations."""
    return -(-games // players) * players


def run_games(
    task: ArenaTask, games: int, workers: int = 1, setup: Callable[[], None] | None = None
) -> Iterator[GameResult]:
    """Play `games` games (already a whole number of blocks), in order of index, on `workers` processes.

    `setup` (picklable) runs once in each worker process before its first game, to make there a change the
    caller has made in its own process (the benchmark's style changes)."""
    jobs = ((task, i) for i in range(games))
    if workers <= 1:
        yield from map(_play_packed, jobs)
        return
    # A process pool that reports a worker's end (multiprocessing.Pool would wait for its game forever).
    pool = ProcessPoolExecutor(workers, mp_context=multiprocessing.get_context("spawn"), initializer=setup)
    try:
        yield from pool.map(_play_packed, jobs, chunksize=1)
    except BrokenProcessPool:
        raise WorkerStopped("a worker process ended before its game did; the arena counts only whole games") from None
    finally:
        pool.shutdown(cancel_futures=True)  # a run stopped early does not wait for the games still queued


def collect(lineup: list[str], results: Iterator[GameResult], on_game: Callable[[int], None] | None = None):
    names = labels(lineup)
    stats = [EntryStats(names[i], lineup[i]) for i in range(len(lineup))]
    rounds = 0
    count = 0
    for result in results:
        count += 1
        rounds += result.rounds
        for e, entry in enumerate(stats):
            entry.wins += result.wins[e]
            entry.positions.append(result.positions[e])
            entry.places.append(result.places[e])
            entry.times.extend(result.times[e])
        if on_game:
            on_game(count)
    return stats, rounds


class ProgressBar:
    """A one-line progress bar on stderr (redrawn in place)."""

    def __init__(self, total: int, label: str = "", stream=sys.stderr, width: int = 30) -> None:
        self.total = total
        self.label = label
        self.stream = stream
        self.width = width
        self.start = time.perf_counter()

    def update(self, done: int) -> None:
        filled = self.width * done // max(1, self.total)
        elapsed = time.perf_counter() - self.start
        eta = elapsed / done * (self.total - done) if done else 0.0
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r{self.label}[{bar}] {done}/{self.total} games, {elapsed:.0f}s, eta {eta:.0f}s ")
        if done >= self.total:
            self.stream.write("\n")
        self.stream.flush()
