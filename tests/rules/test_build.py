"""Which build of the rules runs (game/rules/build.py): a checkout's sources are always plain Python, so an edit runs
at once; an install compiles every module of COMPILED or none. CI's compiled pass (.ci/run) runs the rules' and the
bots' tests on the wheel it built, and says so with IBEXES_RULES_BUILD=compiled: there anything else fails."""

from __future__ import annotations

import importlib.machinery
import os
from pathlib import Path

import pytest

import game
from game.rules import build

ROOT = Path(__file__).resolve().parents[2]
FROM_CHECKOUT = Path(game.__file__).resolve().parent == ROOT / "game"


def test_no_compiled_module_lies_among_the_sources():
    # One there would run instead of the .py file beside it (an editable build that compiled would leave them).
    suffixes = tuple(importlib.machinery.EXTENSION_SUFFIXES)
    assert [path for path in (ROOT / "game").rglob("*") if path.name.endswith(suffixes)] == []


def test_the_rules_run_as_the_build_made_them():
    running = build.compiled_modules()
    if os.environ.get("IBEXES_RULES_BUILD") == "compiled":
        assert not FROM_CHECKOUT, f"the tests import the checkout's game ({game.__file__}), not the compiled install"
        assert running == list(build.COMPILED), build.describe()
    elif FROM_CHECKOUT:
        assert running == []
    else:
        assert running in ([], list(build.COMPILED))


def test_every_module_compiled_is_a_module_of_the_game():
    for name in build.COMPILED:
        assert (ROOT / (name.replace(".", "/") + ".py")).is_file(), name


@pytest.mark.parametrize(("running", "said"), [
    (list(build.COMPILED), "rules compiled by mypyc"),
    ([], "rules in plain Python"),
    (["game.rules.track"], f"rules partly compiled (1 of {len(build.COMPILED)} modules)"),
])
def test_the_build_is_described_in_a_few_words(monkeypatch, running, said):
    monkeypatch.setattr(build, "compiled_modules", lambda: running)
    assert build.describe() == said
