"""`simulate --resume FILE`: continue a computer game from its log (the work is in game/saves.py)."""

from __future__ import annotations

import sys
from collections.abc import Callable

from game.rules import Game
from game.saves import SaveError, resume_headless

from . import CommandError


def run_resume(path: str, delay: float, describe: Callable[[Game], str]) -> int:
    """Play the game in `path` on to its end, appending every decision to it; prints its summary."""
    try:
        game = resume_headless(path, delay, report=lambda line: print(line, file=sys.stderr))
    except SaveError as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        raise CommandError(f"{path}: the game cannot be saved any more ({exc.strerror or exc})") from None
    print(describe(game))
    return 0
