"""`replay`: show a game log in the window, step by step (default), check it (--verify) or print it (--text)."""

from __future__ import annotations

import argparse
import sys

from game.base.safe_reading import printable
from game.storage.game_log import LogError, read_log, replay
from game.text.i18n import N_, _

from . import CommandError
from ._arguments import file_name
from ._board import board_path, load_board
from .play import window_size

NAME = "replay"
READS_BOARD = True  # --board names the map it plays on
HELP = N_(
    "replay a game log in the window, step by step, forward and back; --verify checks that it gives the same "
    "events; --text prints it"
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE", type=file_name, help=_("a game log (JSON Lines)"))
    parser.add_argument("--verify", action="store_true", help=_("re-run the log and print OK or the first difference"))
    parser.add_argument("--text", action="store_true", help=_("print the game round by round as text"))
    parser.add_argument("--size", type=window_size, default=(1280, 720), metavar="WxH",
                        help=_("window size WIDTHxHEIGHT (default 1280x720)"))


def run(args: argparse.Namespace) -> int:
    try:
        # A game cut short by a crash is shown up to its last whole decision; --verify stays strict.
        log = read_log(args.file, cut_tail_allowed=not args.verify)
    except LogError as exc:
        raise CommandError(str(exc)) from None
    if log.cut_line is not None:
        print(_("note: {file}, line {line} was cut short when the game stopped; it is left out").format(
            file=args.file, line=log.cut_line), file=sys.stderr)
    if board_path(args):
        board, path = load_board(args)
        if board.digest() != log.board.digest():
            raise CommandError(
                _("{file} was played on another board than {board}; replay it without --board "
                  "(the log holds its own board)").format(file=args.file, board=path)
            )
    try:
        result = replay(log, args.file)
    except LogError as exc:
        raise CommandError(str(exc)) from None
    if args.verify:
        print(result.message)
        return 0 if result.ok else 1
    if not result.ok:
        # The recorded events are narrated only once the replay has shown them to be the rules' own: those of a
        # log that differs may be anything at all.
        raise CommandError(result.message)
    if not args.text:
        return _window(args, log)
    from game.text.narrate import narrate

    for line in narrate(log):
        print(printable(line, 1000))  # narration quotes the players' names, which come from the file
    return 0


def _window(args: argparse.Namespace, log) -> int:
    """The replay viewer alone in a window; closing it (or the window) ends the command."""
    from pathlib import Path

    from game.client.app import App
    from game.client.scenes import routes

    app = App(args.size, board_path=board_path(args))  # its settings stay in memory: the replay saves none
    try:
        app.open()
        if app.board_map is None:
            raise CommandError(app.map_error or _("the board map could not be loaded"))
        if app.board_map.spec.digest() != log.board.digest():
            raise CommandError(
                _("{file} was played on another board than {board}; "
                  "replay it with --board naming that map, or with --text").format(file=args.file,
                                                                                  board=app.board_map.path)
            )
        from game.storage.saves import save_title

        return app.run(routes.replay_scene(app, log, save_title(Path(args.file))))
    finally:
        app.close()
