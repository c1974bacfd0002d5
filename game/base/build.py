"""Which build of the game runs: the search's simulator and playout policy compiled to C by mypyc, or everything as
plain Python.

`pip install .` compiles the modules pyproject.toml names under `[tool.dance-of-ibexes]` where a C compiler is at hand
(setup.py), so that the computer players think faster; a checkout, a developer's editable install and a machine
without a compiler run plain Python. Either way it is the same code and it plays the same games. The referee
(game/rules) is plain Python in every install.
"""

from __future__ import annotations

import importlib.machinery
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # game/
GROUP_LIBRARY = "__mypyc"  # the ending of mypyc's shared library for all the compiled modules, not a module itself


def compiled_modules() -> list[str]:
    """The game's modules that run compiled (an extension module where their source would be), sorted."""
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    found = []
    for path in PACKAGE.rglob("*"):
        suffix = next((suffix for suffix in suffixes if path.name.endswith(suffix)), None)
        if suffix is None:
            continue
        stem = path.name[: -len(suffix)]
        if not stem.endswith(GROUP_LIBRARY):
            found.append(".".join(("game", *path.relative_to(PACKAGE).parent.parts, stem)))
    return sorted(found)


def describe() -> str:
    """Which build runs, in a few words, for benchmark headers and diagnostics."""
    running = compiled_modules()
    if not running:
        return "plain Python"
    return f"the simulator compiled by mypyc ({len(running)} modules)"
