"""`simulate --resume FILE`: continue a computer game from its log (the work is in game/session/resume.py)."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable

from game.rules import Game
from game.session.resume import resume_headless
from game.storage.saves import SaveError
from game.text.i18n import _

from . import CommandError, UsageError


def run_resume(args: argparse.Namespace, describe: Callable[[Game], str]) -> int:
    """Play the game in `args.resume` on to its end, appending every decision to it; prints its summary."""
    if args.log or args.games != 1:
        raise UsageError(_("--resume continues the one game in its own log; --log and --games do not apply"))
    path = args.resume
    try:
        game = resume_headless(path, args.delay, report=lambda line: print(line, file=sys.stderr))
    except SaveError as exc:
        raise CommandError(str(exc)) from None
    except OSError as exc:
        raise CommandError(_("{file}: the game cannot be saved any more ({problem})").format(
            file=path, problem=exc.strerror or exc)) from None
    print(describe(game))
    return 0
