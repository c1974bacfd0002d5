"""`simulate`: play complete games with computer players and print a summary of each."""

from __future__ import annotations

import argparse
from pathlib import Path

from game.base.safe_reading import printable
from game.bots import LEVELS
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import COLORS, Game
from game.session.seating import make_match
from game.storage.game_log import MAX_SEED, LogWriter
from game.storage.saves import seats_meta
from game.text.i18n import N_, _, ngettext

from . import CommandError, UsageError
from ._arguments import (
    bot_lineup,
    check_output_file,
    file_name,
    game_count,
    player_count,
    seconds_between,
    seed_number,
)
from ._board import load_board

NAME = "simulate"
READS_BOARD = True  # --board names the map it plays on
DEFAULT_LEVEL = "normal"  # quick: the search levels would make a default run take minutes
HELP = N_("play complete games with computer players and print a summary")
# Why a game ended, as the summary says it (the values are the game log's, game/rules/events.py).
END_WORDS = {"dung heap": N_("dung heap"), "no tiles": N_("no tiles")}


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--players", type=player_count, default=4, help=_("players per game, 2 to 8 (default 4)"))
    parser.add_argument("--seed", type=seed_number, default=1, help=_("seed of the first game; game k uses seed+k-1"))
    parser.add_argument("--games", type=game_count, default=1, help=_("how many games (default 1)"))
    parser.add_argument(
        "--bots",
        default=None,
        help=_("comma-separated bot level per seat, each one of {levels} (default: normal in every seat)").format(
            levels=", ".join(LEVELS)),
    )
    parser.add_argument(
        "--log", metavar="FILE", help=_("write each game's log (JSON Lines); several games get FILE-1, FILE-2, ..."),
        type=file_name,
    )
    # Resuming lives in game/session/resume.py; these two options only reach it.
    parser.add_argument(
        "--resume", metavar="FILE",
        help=_("continue the unfinished game in this log with its own bots, appending to it"),
        type=file_name,
    )
    parser.add_argument("--delay", type=seconds_between(0, 60), default=0.0,
                        help=_("with --resume: seconds to wait between decisions"))


def seat_levels(text: str | None, players: int) -> list[str]:
    if text is None:
        return [DEFAULT_LEVEL] * players
    named = len(text.split(","))
    if named != players:
        raise UsageError(ngettext("--bots names {n} level but --players is {players}",
                                  "--bots names {n} levels but --players is {players}", named).format(
            n=named, players=players))
    return bot_lineup(text)


def log_path(base: str, index: int, games: int) -> Path:
    path = Path(base)
    return path if games == 1 else path.with_name(f"{path.stem}-{index}{path.suffix}")


def check_not_read_here(log: Path, board_file: str) -> None:
    """A log must not be written over a file the game reads: the map it plays on, the settings or statistics."""
    from game.storage import settings, statistics
    from game.storage.data_folder import data_dir

    folder = data_dir()
    for kept, what in ((Path(board_file), _("the board map")),
                       (folder / settings.FILE_NAME, _("the settings")),
                       (folder / statistics.FILE_NAME, _("the statistics"))):
        try:
            same = log.samefile(kept)
        except OSError:  # one of them does not exist (yet): they are not the same file
            continue
        if same:
            raise CommandError(_("cannot write the log {file}: it is {what}, which the game reads").format(
                file=printable(log, 300), what=what))


def play_game(board, levels: list[str], seed: int, log: Path | None, board_file: str) -> Game:
    """One game of bots at every seat, seeded `seed`, written to `log` if given (OSError if it cannot be)."""
    seats = tuple(SeatConfig(f"{level.title()} {seat + 1}", COLORS[seat], BOT, level)
                  for seat, level in enumerate(levels))
    config = MatchConfig(seats, seed, board_file)
    with make_match(config, board) as match:
        if log:
            match.recorder = LogWriter(log, match.game, {"board_path": board_file, "seats": seats_meta(config)},
                                       sync=False)
        return match.play_to_end()


def describe(game: Game) -> str:
    ranking = sorted(range(game.n_players), key=lambda s: game.positions[s])
    places = game.ranking()
    standings = ", ".join(f"{places[s]}. {game.players[s].name} {game.positions[s]}" for s in ranking)
    winners = [game.players[s].name for s in range(game.n_players) if places[s] == 1]
    return printable(  # the names come from a log when the game was resumed: nothing raw reaches the terminal
        ngettext("game seed {seed}: {n} round, ended by {reason}; final positions: {standings}; winner: {winners}",
                 "game seed {seed}: {n} rounds, ended by {reason}; final positions: {standings}; winner: {winners}",
                 game.round.number).format(
            seed=game.seed, n=game.round.number, standings=standings, winners=_(" and ").join(winners),
            reason=_(END_WORDS[str(game.end_reason)]) if str(game.end_reason) in END_WORDS else game.end_reason),
        2000,
    )


def run(args: argparse.Namespace) -> int:
    if args.resume:
        from ._resume import run_resume

        return run_resume(args, describe)
    last_seed = args.seed + args.games - 1
    if last_seed >= MAX_SEED:  # every seed played is one a game log holds, and --seed takes again
        raise UsageError(_("--seed {seed} and --games {games} would play the last game with seed {last}, and a seed "
                           "has at most 18 digits; give a smaller --seed or fewer --games").format(
            seed=args.seed, games=args.games, last=last_seed))
    board, board_file = load_board(args)
    levels = seat_levels(args.bots, args.players)
    wins = [0.0] * args.players
    rounds = 0
    for index in range(1, args.games + 1):
        log = log_path(args.log, index, args.games) if args.log else None
        if log:
            check_output_file(log, _("the log"))
            check_not_read_here(log, board_file)
        try:
            game = play_game(board, levels, args.seed + index - 1, log, board_file)
        except OSError as exc:
            raise CommandError(_("cannot write the log {file}: {problem}").format(
                file=log, problem=exc.strerror)) from None
        print(describe(game))
        rounds += game.round.number
        winners = [s for s, place in enumerate(game.ranking()) if place == 1]
        for seat in winners:
            wins[seat] += 1 / len(winners)
    if args.games > 1:
        share = ", ".join(_("seat {seat} ({level}) {share}%").format(seat=s + 1, level=levels[s],
                                                                      share=f"{100 * w / args.games:.1f}")
                          for s, w in enumerate(wins))
        print(_("{n} games, {rounds} rounds on average; wins: {share}").format(
            n=args.games, rounds=f"{rounds / args.games:.1f}", share=share))
    return 0
