"""The command line: one module per command in this package.

Each command module defines NAME, HELP, `add_arguments(parser)` and `run(args) -> int` (the exit status),
and imports anything heavy (pygame) inside `run`, so that headless commands never load a display.
The window is the command `play`, and also what runs when no command is given.
"""

from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
import traceback
from pathlib import Path
from types import ModuleType

DEFAULT_COMMAND = "play"
CRASH_LOG = Path("ibexes-crash.log")


class CommandError(Exception):
    """A problem the player can fix (a bad file or setting): printed as one sentence, exit status 1."""


class UsageError(CommandError):
    """A wrong argument that only the command can see (e.g. two options that disagree): the command's usage
    and the sentence, exit status 2, as for any argument argparse rejects."""


def command_names() -> list[str]:
    """Every command, named like its module; found without importing any of them."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))


def _command_modules(names: list[str]) -> list[ModuleType]:
    modules = [importlib.import_module(f"{__name__}.{name}") for name in names]
    return [m for m in modules if hasattr(m, "NAME") and hasattr(m, "run")]


def build_parser(only: str | None = None) -> tuple[argparse.ArgumentParser, dict[str, ModuleType]]:
    """The parser of every command, or of `only` that one (starting the window needs no other module)."""
    parser = argparse.ArgumentParser(
        prog="main.py",
        description="Dance of Ibexes. Without a command, opens the game window.",
    )
    board_help = "the board map to play on (default: levels/board.tmx)"
    parser.add_argument("--board", metavar="FILE", help=board_help)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands = {}
    for module in _command_modules([only] if only else command_names()):
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP)
        # SUPPRESS keeps a --board given before the command from being reset by the subcommand's default.
        command.add_argument("--board", metavar="FILE", default=argparse.SUPPRESS, help=board_help)
        module.add_arguments(command)
        commands[module.NAME] = module
    return parser, commands


def _command_word(argv: list[str], names: list[str]) -> str | None:
    """The command named on the command line, if any."""
    return next((arg for arg in argv if arg in names), None)


def _subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    for action in parser._actions:  # argparse keeps its subcommands only here
        if isinstance(action, argparse._SubParsersAction) and name in action.choices:
            return action.choices[name]
    return parser


def main(argv: list[str]) -> int:
    names = command_names()
    word = _command_word(argv, names)
    if word is None and not any(arg in ("-h", "--help") for arg in argv):
        # No command: the window. Its options may be given without the word `play`.
        argv, word = [DEFAULT_COMMAND, *argv], DEFAULT_COMMAND
    # Only the named command's module is imported, so the window starts without loading the others.
    parser, commands = build_parser(word)
    args = parser.parse_args(argv)  # exits with status 2 and a usage message on a bad argument
    command = commands[args.command or DEFAULT_COMMAND]
    try:
        return int(command.run(args) or 0)
    except UsageError as exc:
        _subparser(parser, command.NAME).error(str(exc))  # prints the usage and exits with status 2
        return 2
    except CommandError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except Exception:  # a bug: keep the traceback for the report, show the player one sentence
        CRASH_LOG.write_text(traceback.format_exc(), encoding="utf-8")
        print(
            f"error: the game hit an internal problem; the details are in {CRASH_LOG.resolve()}",
            file=sys.stderr,
        )
        return 1
