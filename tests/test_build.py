"""Which build of the game runs (game/base/build.py): a checkout's sources are always plain Python, so an edit runs at
once; an install compiles every module pyproject.toml names, or none. CI's compiled pass (.ci/run) runs the simulator's,
the rules' and the bots' tests on the wheel it built, and says so with IBEXES_GAME_BUILD=compiled: there anything
else fails."""

from __future__ import annotations

import importlib.machinery
import os
import tomllib
from pathlib import Path

import pytest

import game
from game.base import build

ROOT = Path(__file__).resolve().parents[1]
FROM_CHECKOUT = Path(game.__file__).resolve().parent == ROOT / "game"
COMPILED = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["tool"]["dance-of-ibexes"]["compiled"]


def test_no_compiled_module_lies_among_the_sources():
    # One there would run instead of the .py file beside it (an editable build that compiled would leave them).
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    assert [path for path in (ROOT / "game").rglob("*") if path.name.endswith(suffixes)] == []


def test_the_game_runs_as_the_build_made_it():
    running = build.compiled_modules()
    if os.environ.get("IBEXES_GAME_BUILD") == "compiled":
        assert not FROM_CHECKOUT, f"the tests import the checkout's game ({game.__file__}), not the compiled install"
        assert running == sorted(COMPILED), build.describe()
    elif FROM_CHECKOUT:
        assert running == []
    else:
        assert running in ([], sorted(COMPILED))


def test_the_modules_compiled_are_the_simulators_and_the_search_policys_never_the_referees():
    for name in COMPILED:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name
        assert not name.startswith("game.rules"), name
    assert {name.rsplit(".", 1)[0] for name in COMPILED} == {"game.simulator", "game.bots"}


def test_compiled_modules_are_found_by_their_extension_files_but_not_mypycs_shared_library(tmp_path, monkeypatch):
    suffix = importlib.machinery.EXTENSION_SUFFIXES[0]
    (tmp_path / "simulator").mkdir()
    for name in (f"simulator/play{suffix}", "simulator/play.py", f"compiled__mypyc{suffix}", "files.py"):
        (tmp_path / name).write_text("", encoding="utf-8")
    monkeypatch.setattr(build, "PACKAGE", tmp_path)
    assert build.compiled_modules() == ["game.simulator.play"]


@pytest.mark.parametrize(("running", "said"), [
    (["game.bots.playout", "game.simulator.play"], "the simulator compiled by mypyc (2 modules)"),
    ([], "plain Python"),
])
def test_the_build_is_described_in_a_few_words(monkeypatch, running, said):
    monkeypatch.setattr(build, "compiled_modules", lambda: running)
    assert build.describe() == said
