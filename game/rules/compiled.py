"""The rules' busiest modules compiled to C by mypyc, used when a build of the very same source is at hand.

`python tools/compile_rules.py` compiles MODULES (the engine, its events and decisions and what it runs on
every move, and the bots' playout policy) into build/compiled/, beside a manifest of the sources' digests.
When `game.rules` and `game.bots` are imported, `activate` puts that folder first on the package's path if
the manifest names this interpreter and every source as it is now; otherwise (no build, a build of older source, another
Python, or IBEXES_PURE_PYTHON=1 in the environment) the same modules run as plain Python. Compiled or not
it is the same code and makes the same events (tests/rules/test_compiled.py); compiled, the search bots
try about three times as many deals in their time (bench/results/engine.txt).
"""

from __future__ import annotations

import hashlib
import importlib.machinery
import json
import os
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent  # the folder that holds the `game` package
BUILD_DIR = ROOT / "build" / "compiled"
MANIFEST = "manifest.json"
PURE_ENV = "IBEXES_PURE_PYTHON"  # set (to anything but "" or "0") to run the plain Python modules
GROUP = "game.rules.native"  # the name of mypyc's shared library of all the compiled modules

# In the order they are compiled; each is a file under ROOT.
MODULES = (
    "game/rules/decisions.py",
    "game/rules/engine.py",
    "game/rules/events.py",
    "game/rules/placement.py",
    "game/rules/sampling.py",
    "game/rules/state.py",
    "game/rules/tables.py",
    "game/rules/track.py",
    "game/rules/view_fields.py",
    "game/bots/heuristics.py",
)

# Why the compiled modules are not in use (None: they are), set by the first `activate`.
_unused_because: str | None = "the rules have not been imported yet"
_checked = False


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def extension_suffix() -> str:
    """The file ending of this interpreter's compiled modules (it names the Python version and platform)."""
    return importlib.machinery.EXTENSION_SUFFIXES[0]


def build_problem(build_dir: Path = BUILD_DIR, root: Path = ROOT) -> str | None:
    """Why the build in `build_dir` cannot stand in for the sources under `root` now, or None if it can."""
    try:
        manifest = json.loads((build_dir / MANIFEST).read_text(encoding="utf-8"))
        suffix, sources = manifest["suffix"], manifest["sources"]
        if not isinstance(sources, dict):
            raise TypeError
    except FileNotFoundError:
        return "no compiled build: python tools/compile_rules.py makes one"
    except (OSError, ValueError, TypeError, KeyError):
        return f"the compiled build's {MANIFEST} is damaged: python tools/compile_rules.py makes it anew"
    if suffix != extension_suffix():
        return f"the compiled build is for another Python ({suffix}, not {extension_suffix()})"
    if sorted(sources) != sorted(MODULES):
        return "the compiled build holds other modules than this source compiles"
    for name in MODULES:
        try:
            current = digest(root / name)
        except OSError:
            return f"{name} cannot be read"
        if sources[name] != current:
            return f"{name} has changed since the compiled build: python tools/compile_rules.py makes it anew"
    return None


def activate(package: str, path: list[str]) -> None:
    """Put the compiled build of `package` (a dotted name, its `__path__`) first on its path, if usable."""
    global _unused_because, _checked
    if not _checked:
        _checked = True
        if os.environ.get(PURE_ENV, "") not in ("", "0"):
            _unused_because = f"{PURE_ENV} is set"
        else:
            _unused_because = build_problem()
    if _unused_because is None:
        folder = BUILD_DIR.joinpath(*package.split("."))
        if folder.is_dir() and str(folder) not in path:
            path.insert(0, str(folder))


def in_use() -> bool:
    """Whether the compiled modules are the ones imported (once `game.rules` is)."""
    return _checked and _unused_because is None


def describe() -> str:
    """Which rules run, for benchmark headers and diagnostics."""
    if in_use():
        return "rules compiled by mypyc"
    return f"rules in plain Python ({_unused_because})"
