"""The command line: one module per command in this package.

Each command module defines NAME, HELP, `add_arguments(parser)` and `run(args) -> int` (the exit status),
and imports anything heavy (pygame) inside `run`, so that headless commands never load a display. A command
that plays on a board says READS_BOARD = True and takes --board; no other command offers it.
The window is the command `play`, and also what runs when no command is given.
"""

from __future__ import annotations

import argparse
import importlib
import os
import pkgutil
import sys
import traceback
from types import ModuleType

from game.base.safe_reading import printable
from game.text.i18n import _, apply_language_setting

DEFAULT_COMMAND = "play"
# Options of the main parser that take a value: what follows them is never the command's name.
_VALUE_OPTIONS = ("--board",)


class CommandError(Exception):
    """A problem the player can fix (a bad file or setting): printed as one sentence, exit status 1."""


class UsageError(CommandError):
    """A wrong argument that only the command can see (e.g. two options that disagree): the command's usage
    and the sentence, exit status 2, as for any argument argparse rejects."""


def _file_name(text: str) -> str:
    from ._arguments import file_name  # imported late: _arguments imports this package

    return file_name(text)


def command_names() -> list[str]:
    """Every command, named like its module; found without importing any of them."""
    return sorted(m.name for m in pkgutil.iter_modules(__path__) if not m.name.startswith("_"))


def _command_modules(names: list[str]) -> list[ModuleType]:
    modules = [importlib.import_module(f"{__name__}.{name}") for name in names]
    return [m for m in modules if hasattr(m, "NAME") and hasattr(m, "run")]


class _Parser(argparse.ArgumentParser):
    """argparse quotes the words it did not understand as they were typed: an escape sequence given as an
    argument would reach the terminal raw, so its complaint is made printable first. (Subcommands' parsers
    are made of the same class.)"""

    def error(self, message: str):
        super().error(printable(message, 1000))


def build_parser(
    only: str | None = None, prog: str = "main.py"
) -> tuple[argparse.ArgumentParser, dict[str, ModuleType]]:
    """The parser of every command, or of `only` that one (starting the window needs no other module); `prog` is
    how the usage names the program."""
    parser = _Parser(
        prog=prog,
        description=_("Dance of Ibexes. Without a command, opens the game window."),
    )
    board_help = _("the board map to play on (default: levels/board.tmx)")
    parser.add_argument("--board", metavar="FILE", type=_file_name, help=board_help)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    commands = {}
    for module in _command_modules([only] if only else command_names()):
        command = sub.add_parser(module.NAME, help=_(module.HELP), description=_(module.HELP))
        if reads_board(module):
            # SUPPRESS keeps a --board given before the command from being reset by the subcommand's default.
            command.add_argument("--board", metavar="FILE", type=_file_name, default=argparse.SUPPRESS,
                                 help=board_help)
        module.add_arguments(command)
        commands[module.NAME] = module
    return parser, commands


def reads_board(command: ModuleType) -> bool:
    """Whether the command plays on a board, the one --board names."""
    return getattr(command, "READS_BOARD", False)


def command_word(argv: list[str], names: list[str]) -> tuple[str | None, list[str]]:
    """The command named on the command line, if any, and the options given before it.

    The name is the first word that is not an option or an option's value, so a file called "arena"
    given to --board is a file, not the command.
    """
    before: list[str] = []
    skip = False
    for arg in argv:
        if skip:
            skip = False
            continue
        if arg == "--":
            return None, before
        if arg.startswith("-"):
            before.append(arg)
            skip = arg in _VALUE_OPTIONS or arg in _WINDOW_VALUE_OPTIONS
            continue
        return (arg if arg in names else None), before
    return None, before


# The window's own options (game/commands/play.py) may come without the word `play`, before anything else.
_WINDOW_VALUE_OPTIONS = ("--size",)
_WINDOW_OPTIONS = ("--size", "--fullscreen")


def arguments(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    """Every option and positional argument `parser` takes, its commands among them (argparse keeps them in a
    list of its own and offers no public way to read it: this is the one place that reads it)."""
    return list(parser._actions)


def subcommands(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """The parser of each command of the main parser `parser`, by name."""
    found: dict[str, argparse.ArgumentParser] = {}
    for action in arguments(parser):
        if isinstance(action, argparse._SubParsersAction):
            found.update(action.choices)
    return found


def _subparser(parser: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    return subcommands(parser).get(name, parser)


def _saved_language() -> str:
    """The language the settings name ("" for the system's, also when the file cannot be used: the window says
    why, in one sentence, when it opens)."""
    from game.storage.data_folder import data_dir
    from game.storage.settings import FILE_NAME, SettingsError, load_settings

    try:
        return load_settings(data_dir() / FILE_NAME).language
    except (SettingsError, OSError):
        return ""


def console() -> int:
    """The installed command `dance-of-ibexes` (pyproject.toml): the same as `python main.py` in a checkout."""
    return main(sys.argv[1:], prog="dance-of-ibexes")


def main(argv: list[str], prog: str = "main.py") -> int:
    # The command line speaks the game's language too: its help, its messages and its sentences.
    apply_language_setting(_saved_language())
    names = command_names()
    word, before = command_word(argv, names)
    helping = any(arg in ("-h", "--help") for arg in before)
    implied = word is None and not helping
    if implied:
        # No command: the window. Its options may be given without the word `play`.
        argv, word = [DEFAULT_COMMAND, *argv], DEFAULT_COMMAND
    # Only the named command's module is imported, so the window starts without loading the others.
    parser, commands = build_parser(word, prog)
    if implied:
        # A word that is no option's value was meant as a command: say so, rather than "unrecognized arguments".
        stray = next((arg for arg in parser.parse_known_args(argv)[1] if not arg.startswith("-")), None)
        if stray is not None:
            parser.error(_("{word} is not a command; the commands are {names}").format(
                word=printable(stray, 40), names=", ".join(names)))
    misplaced = [arg.split("=")[0] for arg in before if arg.split("=")[0] in _WINDOW_OPTIONS]
    if misplaced and argv[0] != DEFAULT_COMMAND:  # the word play was not added: a command was named after them
        if word == DEFAULT_COMMAND:
            parser.error(_("{option} is an option of the game window; give it after the word {word}").format(
                option=misplaced[0], word=word))
        parser.error(_("{option} is an option of the game window; it does not apply to the command {word}").format(
            option=misplaced[0], word=word))
    args = parser.parse_args(argv)  # exits with status 2 and a usage message on a bad argument
    command = commands.get(args.command or DEFAULT_COMMAND)
    if command is None:
        parser.error(_("name a command, or none to open the game window"))
    if args.board is not None and not reads_board(command):  # given before the command: the main parser took it
        parser.error(_("--board names the map to play on; the command {word} plays on no board").format(
            word=command.NAME))
    try:
        return int(command.run(args) or 0)
    except UsageError as exc:
        _subparser(parser, command.NAME).error(str(exc))  # prints the usage and exits with status 2
        return 2
    except CommandError as exc:
        print(_("error: {problem}").format(problem=printable(exc, 2000)), file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return _stopped_reading()
    except Exception:  # a bug: keep the traceback for the report, show the player one sentence
        _report_crash(traceback.format_exc())
        return 1
    finally:
        _flush_quietly()


def _stopped_reading() -> int:
    """The program reading our output went away (`| head`): nothing is wrong with the game, so stop quietly."""
    try:
        # Python flushes stdout again at exit; pointing it at nothing keeps that from complaining too.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError):
        pass
    return 0


def _flush_quietly() -> None:
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        _stopped_reading()
    except (OSError, ValueError):
        pass


def _report_crash(details: str) -> None:
    from game.storage.data_folder import write_crash_log

    path = write_crash_log(details)
    where = _("the details are in {file}").format(file=path) if path else _("its details could not be written down")
    try:
        print(_("error: the game hit an internal problem; {where}").format(where=where), file=sys.stderr)
    except OSError:
        pass
