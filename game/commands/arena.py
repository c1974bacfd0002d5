"""`arena`: seeded matches between computer players, with win rates and final positions per bot."""

from __future__ import annotations

import argparse
import sys

from game.bots import LEVELS
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS
from game.text.i18n import N_, _, ngettext

from . import CommandError, UsageError
from ._arguments import bot_lineup, game_count, iteration_count, seed_number, worker_count
from ._board import load_board

NAME = "arena"
READS_BOARD = True  # --board names the map it plays on
HELP = N_("play seeded bot-against-bot games, rotating seats, and print each bot's results")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--bots",
        default="hard,normal,normal,normal",
        help=_("comma-separated lineup, 2 to 8 of {levels} (default hard,normal,normal,normal)").format(
            levels=", ".join(LEVELS)),
    )
    parser.add_argument("--games", type=game_count, default=100, help=_("games to play, rounded up to whole rotations"))
    parser.add_argument("--seed", type=seed_number, default=1, help=_("seed of the first deal (default 1)"))
    parser.add_argument("--workers", type=worker_count, default=1, help=_("processes to play on (default 1)"))
    parser.add_argument(
        "--iterations",
        type=iteration_count,
        default=None,
        help=_("search a fixed number of sampled deals per decision instead of a time budget (exactly reproducible)"),
    )


def lineup_of(text: str) -> list[str]:
    lineup = bot_lineup(text, extra=("random",))
    if not MIN_PLAYERS <= len(lineup) <= MAX_PLAYERS:
        raise UsageError(ngettext("--bots names {n} bot; a game has {low} to {high} players",
                                  "--bots names {n} bots; a game has {low} to {high} players", len(lineup)).format(
            n=len(lineup), low=MIN_PLAYERS, high=MAX_PLAYERS))
    return lineup


def report_lines(stats, games: int, rounds: int) -> list[str]:
    lines = [f"{games} games, {rounds / games:.1f} rounds on average"]
    for entry in stats:
        lo, hi = entry.win_interval()
        mean, half = entry.mean_position()
        place, place_half = entry.mean_place()
        lines.append(
            f"{entry.label:>10}: win {100 * entry.win_rate:5.1f}% (95% CI {100 * lo:.1f}-{100 * hi:.1f}), "
            f"mean final position {mean:.1f} ± {half:.1f}, mean place {place:.2f} ± {place_half:.2f}, "
            f"mean decision {entry.mean_time_ms():.1f} ms"
        )
    return lines


def run(args: argparse.Namespace) -> int:
    from game.bots.search import SearchBudget
    from game.session.arena import ArenaStopped, ArenaTask, ProgressBar, blocked_games, collect, run_games

    board, _map = load_board(args)
    lineup = lineup_of(args.bots)
    games = blocked_games(args.games, len(lineup))
    if games != args.games:
        print(_("note: playing {n} games, a whole number of seat rotations").format(n=games), file=sys.stderr)
    budget = SearchBudget(seconds=None, iterations=args.iterations) if args.iterations else None
    task = ArenaTask(board, tuple(lineup), args.seed, budget)
    bar = ProgressBar(games)
    try:
        stats, rounds = collect(lineup, run_games(task, games, args.workers), bar.update)
    except ArenaStopped as exc:
        print(file=sys.stderr)  # ends the progress bar's line
        raise CommandError(str(exc)) from None
    print("\n".join(report_lines(stats, games, rounds)))
    return 0
