"""Every command's argument parser, found as `main.py` builds them (for the tests of bad arguments)."""

from __future__ import annotations

import argparse

from game.commands import build_parser


def _commands() -> dict[str, argparse.ArgumentParser]:
    parser, _ = build_parser()
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    raise AssertionError("main.py has no commands")


COMMANDS = _commands()
