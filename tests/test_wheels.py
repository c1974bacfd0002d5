"""The wheel `pip install .` builds (setup.py) on a machine that cannot compile: plain Python, said once, and nothing
left in the checkout. It builds a wheel (pip, a build environment, the game's files: seconds), so it runs in CI's
compiled pass (.ci/run sets IBEXES_BUILD_TESTS=1), which builds the compiled wheel and tests the simulator on it."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest
from repo import ROOT

pytestmark = pytest.mark.skipif(os.environ.get("IBEXES_BUILD_TESTS") != "1",
                                reason="builds a wheel: CI's compiled pass runs it (IBEXES_BUILD_TESTS=1)")

SAID = ("setup.py: the computer players' simulator is built as plain Python, since this machine cannot compile C for "
        "this Python")
NOT_THE_PACKAGE = (".git", ".venv", "build", "tests", "bench", "__pycache__", "*.egg-info", ".*_cache", ".hypothesis")


def files_under(folder: Path) -> set[str]:
    return {path.relative_to(folder).as_posix() for path in folder.rglob("*")}


def test_without_a_compiler_on_the_path_the_wheel_is_plain_python_and_says_so_once(tmp_path):
    source = tmp_path / "checkout"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(*NOT_THE_PACKAGE))
    before = files_under(source)
    nowhere = tmp_path / "empty-path"  # a PATH that holds no compiler (nor anything else)
    nowhere.mkdir()
    environment = {name: value for name, value in os.environ.items() if name not in ("CC", "LDSHARED")}
    environment["PATH"] = str(nowhere)
    done = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--verbose", "--wheel-dir",
                           str(tmp_path / "wheels"), str(source)], env=environment, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    (wheel,) = (tmp_path / "wheels").iterdir()
    assert wheel.name == "dance_of_ibexes-1.0.0-py3-none-any.whl"
    names = zipfile.ZipFile(wheel).namelist()
    assert "game/rules/engine.py" in names and "game/levels/board.tmx" in names
    assert [name for name in names if name.endswith((".so", ".pyd", ".c", ".o"))] == []
    printed = done.stdout + done.stderr
    assert printed.count(SAID) == 1
    assert next(line for line in printed.splitlines() if SAID in line).strip().endswith(").")
    assert files_under(source) - before <= {"dance_of_ibexes.egg-info"} | {
        f"dance_of_ibexes.egg-info/{name}" for name in
        ("PKG-INFO", "SOURCES.txt", "dependency_links.txt", "entry_points.txt", "requires.txt", "top_level.txt")}
