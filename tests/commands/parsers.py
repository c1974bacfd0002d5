"""Every command's argument parser, found as `main.py` builds them (for the tests of bad arguments)."""

from __future__ import annotations

from game.commands import build_parser, subcommands

COMMANDS = subcommands(build_parser()[0])
assert COMMANDS, "main.py has no commands"
