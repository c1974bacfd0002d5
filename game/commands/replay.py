"""`replay`: check a game log (--verify) or print the game it holds, round by round."""

from __future__ import annotations

import argparse

from game.rules.log import LogError, read_log, replay

from . import CommandError
from ._board import board_path, load_board

NAME = "replay"
HELP = "replay a game log: --verify checks that it gives the same events; without it, prints the game"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", help="a game log (JSON Lines)")
    parser.add_argument("--verify", action="store_true", help="re-run the log and print OK or the first difference")
    parser.add_argument("--text", action="store_true", help="print the game round by round as text")


def run(args: argparse.Namespace) -> int:
    try:
        log = read_log(args.file)
    except LogError as exc:
        raise CommandError(str(exc)) from None
    if board_path(args):
        board, path = load_board(args)
        if board.digest() != log.board.digest():
            raise CommandError(
                f"{args.file} was played on another board than {path}; replay it without --board "
                "(the log holds its own board)"
            )
    try:
        result = replay(log, args.file)
    except LogError as exc:
        raise CommandError(str(exc)) from None
    if args.verify:
        print(result.message)
        return 0 if result.ok else 1
    from game.rules.narrate import narrate

    for line in narrate(log):
        print(line)
    if not result.ok:
        print(f"warning: {result.message}")
        return 1
    return 0
