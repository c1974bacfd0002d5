"""The rules, the log and the bots run without pygame: importing them must not load it.

The rules load their modules when a name is first asked for (game/rules/__init__.py), so importing the package
alone proves nothing: the check imports every module of a package and asks for every name it exports, and so
also fails when one of them cannot be imported at all.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

IMPORT_ALL = """
import importlib, pkgutil, sys
module = importlib.import_module({name!r})
modules = [module]
if hasattr(module, "__path__"):
    inside = pkgutil.walk_packages(module.__path__, module.__name__ + ".")
    modules += [importlib.import_module(info.name) for info in inside]
for each in modules:
    for exported in getattr(each, "__all__", ()):
        getattr(each, exported)
print(len(modules))
assert 'pygame' not in sys.modules, sorted(m for m in sys.modules if 'pygame' in m)
"""


def source_files(module: str) -> int:
    """How many files of Python a module or package is made of."""
    path = ROOT.joinpath(*module.split("."))
    return len(list(path.rglob("*.py"))) if path.is_dir() else 1


@pytest.mark.slow
@pytest.mark.parametrize("module", ["game.rules", "game.storage.game_log", "game.text.narrate", "game.bots",
                                    "game.match_setup"])
def test_importing_does_not_load_pygame(module: str) -> None:
    result = subprocess.run([sys.executable, "-c", IMPORT_ALL.format(name=module)], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert int(result.stdout) == source_files(module)  # every module of a package, not only its __init__
