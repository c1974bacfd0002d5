"""The compiled rules (game/rules/compiled.py): used only when built from the very source, the same otherwise.

That compiled and plain modules play the same is shown by the regression tests (the engine's 200 recorded
games, the bots' recorded decisions): CI runs the whole suite on the compiled build, then the rules and
bots tests again as plain Python. Here: that CI really runs the build, that a build is refused whenever it
is not of the source as it is, that IBEXES_PURE_PYTHON turns it off, and that the records of the compiled
modules pickle and copy as plain dataclasses do.
"""

from __future__ import annotations

import copy
import json
import os
import pickle
import subprocess
import sys
from pathlib import Path

import pytest

from game.bots.heuristics import BoardTables
from game.rules import Buy, Game, Keep, Play, compiled, default_board
from game.rules.tables import board_index

from .helpers import players

BOARD = default_board()


def test_ci_runs_the_compiled_rules() -> None:
    if not os.environ.get("CI"):
        pytest.skip("outside CI the suite runs on whatever is built (CI builds the compiled rules first)")
    if os.environ.get(compiled.PURE_ENV):
        pytest.skip("CI's second pass runs the rules and bots tests as plain Python on purpose")
    assert compiled.in_use(), compiled.describe()
    import game.bots.heuristics
    import game.rules.decisions
    import game.rules.engine
    import game.rules.events

    for module in (game.rules.engine, game.rules.events, game.rules.decisions, game.bots.heuristics):
        assert module.__file__ is not None and not module.__file__.endswith(".py"), module.__file__


def test_the_environment_switch_runs_the_plain_modules() -> None:
    script = "import game.rules.engine as e, game.rules.compiled as c; print(e.__file__); print(c.describe())"
    env = dict(os.environ, **{compiled.PURE_ENV: "1"})
    out = subprocess.run([sys.executable, "-c", script], cwd=compiled.ROOT, env=env, capture_output=True,
                         text=True, check=True).stdout.splitlines()
    assert out[0].endswith("engine.py")
    assert out[1] == f"rules in plain Python ({compiled.PURE_ENV} is set)"


def fake_build(tmp_path: Path) -> tuple[Path, Path]:
    """A source tree holding every compiled module's file, and a build whose manifest matches it."""
    root, build = tmp_path / "source", tmp_path / "build"
    build.mkdir()
    for name in compiled.MODULES:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(f"# {name}\n", encoding="utf-8")
    sources = {name: compiled.digest(root / name) for name in compiled.MODULES}
    manifest = {"suffix": compiled.extension_suffix(), "sources": sources}
    (build / compiled.MANIFEST).write_text(json.dumps(manifest), encoding="utf-8")
    return root, build


def test_a_build_of_the_current_source_is_used(tmp_path: Path) -> None:
    root, build = fake_build(tmp_path)
    assert compiled.build_problem(build, root) is None


@pytest.mark.parametrize(
    ("spoil", "words"),
    [
        (lambda root, build: (build / compiled.MANIFEST).unlink(), "no compiled build"),
        (lambda root, build: (build / compiled.MANIFEST).write_text("{not json", encoding="utf-8"), "damaged"),
        (lambda root, build: (build / compiled.MANIFEST).write_text('{"suffix": 3}', encoding="utf-8"), "damaged"),
        (lambda root, build: (build / compiled.MANIFEST).write_text('{"suffix": ".so", "sources": []}',
                                                                    encoding="utf-8"), "damaged"),
        (lambda root, build: (root / compiled.MODULES[1]).write_text("changed\n", encoding="utf-8"),
         f"{compiled.MODULES[1]} has changed"),
        (lambda root, build: (root / compiled.MODULES[0]).unlink(), f"{compiled.MODULES[0]} cannot be read"),
    ],
)
def test_a_build_that_is_not_of_the_current_source_is_refused(tmp_path: Path, spoil, words: str) -> None:
    root, build = fake_build(tmp_path)
    spoil(root, build)
    problem = compiled.build_problem(build, root)
    assert problem is not None and words in problem


def test_a_build_for_another_python_or_other_modules_is_refused(tmp_path: Path) -> None:
    root, build = fake_build(tmp_path)
    manifest = json.loads((build / compiled.MANIFEST).read_text(encoding="utf-8"))
    (build / compiled.MANIFEST).write_text(json.dumps(dict(manifest, suffix=".cpython-99.so")), encoding="utf-8")
    assert "another Python" in (compiled.build_problem(build, root) or "")
    fewer = dict(manifest, sources={compiled.MODULES[0]: manifest["sources"][compiled.MODULES[0]]})
    (build / compiled.MANIFEST).write_text(json.dumps(fewer), encoding="utf-8")
    assert "other modules" in (compiled.build_problem(build, root) or "")


def test_the_compiled_modules_records_pickle_and_copy_whole() -> None:
    game = Game.new(BOARD, players(3), 5)
    records = [game.position(), game.preview(50), board_index(BOARD), BoardTables.of(BOARD), *game.setup_events]
    (pending,) = game.pending()
    records += [pending, *game.legal(), Play(0, (1, 2)), Keep(1, ()), Buy(2, 3)]
    for record in records:
        assert pickle.loads(pickle.dumps(record)) == record
        assert copy.deepcopy(record) == record
        assert copy.copy(record) == record
