"""Argument types and checks the commands share."""

from __future__ import annotations

import argparse

from game.bots import LEVELS
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS

from . import UsageError


def positive_int(text: str) -> int:
    """argparse type: a whole number of 1 or more."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be a whole number, not {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"must be 1 or more, not {value}")
    return value


def player_count(text: str) -> int:
    """argparse type: how many players a game has."""
    value = positive_int(text)
    if not MIN_PLAYERS <= value <= MAX_PLAYERS:
        raise argparse.ArgumentTypeError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {value}")
    return value


def bot_lineup(text: str, extra: tuple[str, ...] = ()) -> list[str]:
    """The bot levels of a --bots value, one per seat; a wrong one is a UsageError naming it."""
    lineup = [part.strip() for part in text.split(",")]
    unknown = [level for level in lineup if level not in LEVELS and level not in extra]
    if unknown:
        raise UsageError(f"--bots: unknown level {unknown[0]!r}; choose from {', '.join(LEVELS)}")
    return lineup
