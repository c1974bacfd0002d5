"""Which build of the rules runs: the busiest modules compiled to C by mypyc, or all of them as plain Python.

`pip install .` compiles the modules named in COMPILED where a C compiler is at hand (setup.py reads them from
here), and installs them as plain Python elsewhere; a developer's editable install is always plain Python, so
the sources being edited are what runs. Either way it is the same code and plays the same games.
"""

from __future__ import annotations

import importlib

# The rules' hot paths (what a decision, a placement, a view and a sampled deal run through) and the bots' playout
# policy. The records (decisions, events, views) stay plain Python: they are made only when a caller reads them.
COMPILED = (
    "game.rules.actions",
    "game.rules.engine",
    "game.rules.knowledge",
    "game.rules.placement",
    "game.rules.sampling",
    "game.rules.setup",
    "game.rules.state",
    "game.rules.track",
    "game.rules.transitions",
    "game.bots.heuristics",
)


def compiled_modules() -> list[str]:
    """The modules of COMPILED that run compiled (an extension module, not a .py file)."""
    return [name for name in COMPILED if not (importlib.import_module(name).__file__ or "").endswith(".py")]


def describe() -> str:
    """Which build runs, in a few words, for benchmark headers and diagnostics."""
    running = compiled_modules()
    if len(running) == len(COMPILED):
        return "rules compiled by mypyc"
    if not running:
        return "rules in plain Python"
    return f"rules partly compiled ({len(running)} of {len(COMPILED)} modules)"
