"""Argument types and checks the commands share."""

from __future__ import annotations

import argparse
import os
from collections.abc import Callable

from game.base.safe_reading import printable
from game.bots import LEVELS
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS
from game.storage.game_log import MAX_SEED  # a game log holds seeds of at most 18 digits
from game.text.i18n import _

from . import CommandError, UsageError


def positive_int(text: str) -> int:
    """argparse type: a whole number of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("must be a whole number, not {text}").format(text=repr(text))) from None
    if value < 1:
        raise argparse.ArgumentTypeError(_("must be 1 or more, not {value}").format(value=value))
    return value


def player_count(text: str) -> int:
    """argparse type: how many players a game has."""
    value = positive_int(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(_("a game has {low} to {high} players, not {value}").format(
            low=MIN_PLAYERS, high=MAX_PLAYERS, value=value))
    return value


def bot_lineup(text: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The bot levels of a --bots value, one per seat; a wrong one is a UsageError naming it."""
    lineup = [part.strip() for part in text.split(",")]
    unknown = [level for level in lineup if level not in LEVELS and level not in extra]
    if unknown:
        raise UsageError(_("--bots: unknown level {level}; choose from {levels}").format(
            level=repr(unknown[0]), levels=", ".join(LEVELS)))
    return lineup


MAX_ITERATIONS = 10_000  # sampled deals per decision: a few hundred already play well
MAX_GAMES = 100_000  # a night of computer games; more is a typing mistake, not a wish
MAX_WORKERS = os.cpu_count() or 1  # more processes than cores only slow every one of them down


def seed_number(text: str) -> int:
    """argparse type: a game seed, a whole number of at most 18 digits."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("must be a whole number, not {text}").format(text=repr(text))) from None
    if not -MAX_SEED < value < MAX_SEED:
        raise argparse.ArgumentTypeError(_("must be a whole number of at most 18 digits"))
    return value


def game_count(text: str) -> int:
    """argparse type: how many games to play, 1 to MAX_GAMES."""
    value = positive_int(text)
    if value > MAX_GAMES:
        raise argparse.ArgumentTypeError(_("must be from 1 to {most}, not {value}").format(most=MAX_GAMES, value=value))
    return value


def iteration_count(text: str) -> int:
    """argparse type: sampled deals per decision, 1 to MAX_ITERATIONS."""
    value = positive_int(text)
    if value > MAX_ITERATIONS:
        raise argparse.ArgumentTypeError(_("must be from 1 to {most}, not {value}").format(
            most=MAX_ITERATIONS, value=value))
    return value


def worker_count(text: str) -> int:
    """argparse type: processes to play on, 1 to the number of processor cores."""
    value = positive_int(text)
    if value > MAX_WORKERS:
        raise argparse.ArgumentTypeError(
            _("must be from 1 to {most} (the processor cores of this machine), not {value}").format(
                most=MAX_WORKERS, value=value)
        )
    return value


def check_output_file(path: str | os.PathLike, what: str) -> None:
    """A file the command will write: refused (CommandError) when it exists and is not a regular file, since
    writing to a named pipe waits for a reader for ever and a device swallows or refuses what is written."""
    from game.base.safe_reading import check_regular

    try:
        check_regular(path)
    except FileNotFoundError:
        return
    except OSError as exc:
        raise CommandError(_("cannot write {what} {file}: {problem}").format(
            what=what, file=printable(path, 300), problem=exc.strerror or _("it cannot be opened"))) from None


def file_name(text: str) -> str:
    """argparse type for an option naming a file: an empty name is a mistake, never "no file"."""
    if not text.strip():
        raise argparse.ArgumentTypeError(_("must name a file, not an empty name"))
    if "\0" in text:
        raise argparse.ArgumentTypeError(_("must name a file; a file name cannot hold a NUL character"))
    return text


def seconds_between(low: float, high: float) -> Callable[[str], float]:
    """argparse type: a number of seconds from `low` to `high`."""

    def seconds(text: str) -> float:
        try:
            value = float(text)
        except ValueError:
            raise argparse.ArgumentTypeError(
                _("must be a number of seconds, not {text}").format(text=repr(text))) from None
        if not low <= value <= high:  # also refuses nan
            raise argparse.ArgumentTypeError(_("must be from {low} to {high} seconds, not {text}").format(
                low=f"{low:g}", high=f"{high:g}", text=text))
        return value

    return seconds
