"""play.py, the one command that sets the game up and starts it (or runs the tests): when it installs again.

Installing itself (a virtual environment, pip) is what the README's commands do on every fresh clone and in CI;
here, on a small checkout of its own, is how a second start knows it needs no new install and an update does.
"""

from __future__ import annotations

import importlib.util
import os
import sysconfig
import venv as venv_module
from pathlib import Path

import pytest
from repo import ROOT

spec = importlib.util.spec_from_file_location("play_setup", ROOT / "play.py")
play = importlib.util.module_from_spec(spec)
spec.loader.exec_module(play)


@pytest.fixture
def checkout(tmp_path) -> Path:
    """A checkout as the install sees it: the game's code, its art and map, the package's description."""
    root = tmp_path / "checkout"
    for name, text in [("game/__init__.py", ""), ("game/rules/engine.py", "RULES = 1\n"), ("assets/sounds/a.wav", "x"),
                       ("levels/board.tmx", "<map/>"), ("pyproject.toml", "[project]\n"),
                       ("requirements.txt", "pygame-ce==2.5.8\n"), ("README.md", "# Dance of Ibexes\n")]:
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


def installed(kind: str, root: Path) -> dict:
    return play.wanted_record(kind, root, root / ".venv")


def current(record: dict | None, kind: str, root: Path) -> bool:
    return play.install_current(record, kind, root, root / ".venv")


def later(path: Path) -> None:
    """The file changed as an update changes it: a new time of change (the same size and text, even)."""
    status = path.stat()
    os.utime(path, ns=(status.st_atime_ns, status.st_mtime_ns + 1_000_000_000))


def test_no_record_means_an_install(checkout):
    assert not current(None, play.PLAYER, checkout)
    assert not current(None, play.DEVELOPER, checkout)


def test_a_second_start_of_an_unchanged_checkout_installs_nothing(checkout):
    assert current(installed(play.PLAYER, checkout), play.PLAYER, checkout)
    assert current(installed(play.DEVELOPER, checkout), play.DEVELOPER, checkout)


@pytest.mark.parametrize("changed", ["game/rules/engine.py", "assets/sounds/a.wav", "levels/board.tmx",
                                     "pyproject.toml", "requirements.txt"])
def test_an_update_of_anything_the_game_is_built_from_installs_the_player_s_game_again(checkout, changed):
    record = installed(play.PLAYER, checkout)
    later(checkout / changed)
    assert not current(record, play.PLAYER, checkout)


def test_a_new_or_removed_file_of_the_game_installs_it_again(checkout):
    record = installed(play.PLAYER, checkout)
    (checkout / "game" / "rules" / "tracker.py").write_text("", encoding="utf-8")
    assert not current(record, play.PLAYER, checkout)
    record = installed(play.PLAYER, checkout)
    (checkout / "game" / "rules" / "tracker.py").unlink()
    assert not current(record, play.PLAYER, checkout)


def test_what_playing_and_testing_write_into_the_checkout_needs_no_new_install(checkout):
    record = installed(play.PLAYER, checkout)
    (checkout / "game" / "rules" / "__pycache__").mkdir()
    (checkout / "game" / "rules" / "__pycache__" / "engine.cpython-311.pyc").write_bytes(b"\0")
    (checkout / "games-1.jsonl").write_text("{}\n", encoding="utf-8")  # simulate --log, run in the checkout
    (checkout / "tests").mkdir()
    (checkout / "tests" / "test_x.py").write_text("", encoding="utf-8")
    assert current(record, play.PLAYER, checkout)


def test_the_developers_install_needs_no_new_one_for_an_edit_of_the_game_but_does_for_a_new_pin(checkout):
    record = installed(play.DEVELOPER, checkout)
    later(checkout / "game" / "rules" / "engine.py")
    (checkout / "game" / "rules" / "engine.py").write_text("RULES = 2\n", encoding="utf-8")
    assert current(record, play.DEVELOPER, checkout)
    later(checkout / "pyproject.toml")  # touched, not changed: the developers' install looks at what it holds
    assert current(record, play.DEVELOPER, checkout)
    (checkout / "requirements.txt").write_text("pygame-ce==2.5.9\n", encoding="utf-8")
    assert not current(record, play.DEVELOPER, checkout)


def test_a_developer_s_environment_plays_without_a_new_install_but_a_player_s_cannot_run_the_tests(checkout):
    assert current(installed(play.DEVELOPER, checkout), play.PLAYER, checkout)
    assert not current(installed(play.PLAYER, checkout), play.DEVELOPER, checkout)


def test_an_environment_made_in_another_folder_is_not_this_one_s(checkout, tmp_path):
    moved = play.wanted_record(play.PLAYER, checkout, tmp_path / "elsewhere" / ".venv")
    assert not current(moved, play.PLAYER, checkout)


def test_a_record_that_cannot_be_read_means_an_install(checkout, tmp_path):
    (tmp_path / "record.json").write_text("{not json", encoding="utf-8")
    assert play.read_record(tmp_path / "record.json") is None
    assert play.read_record(tmp_path / "none.json") is None
    (tmp_path / "record.json").write_text("[1, 2]", encoding="utf-8")
    assert play.read_record(tmp_path / "record.json") is None


def environment_holding(tmp_path: Path, compiled: list[str] | None) -> Path:
    """A virtual environment (no pip: made in a moment) whose installed game answers which of its rules run
    compiled, as game/base/build.py does; or, for None, one with no game in it."""
    venv = tmp_path / "venv"
    venv_module.EnvBuilder(symlinks=os.name != "nt").create(venv)
    if compiled is not None:
        site = Path(sysconfig.get_path("purelib", "venv", vars={"base": str(venv), "platbase": str(venv)}))
        (site / "game" / "base").mkdir(parents=True)
        (site / "game" / "__init__.py").write_text("", encoding="utf-8")
        (site / "game" / "base" / "__init__.py").write_text("", encoding="utf-8")
        (site / "game" / "base" / "build.py").write_text(f"def compiled_modules():\n    return {compiled!r}\n",
                                                         encoding="utf-8")
    return venv


@pytest.mark.parametrize(("compiled", "answer"), [(["game.simulator.play"], True), ([], False), (None, None)])
def test_play_py_asks_the_installed_game_whether_its_rules_run_compiled(tmp_path, monkeypatch, compiled, answer):
    monkeypatch.chdir(ROOT)  # the checkout's own game, plain, is not the one asked
    assert play.rules_compiled(environment_holding(tmp_path, compiled)) is answer


@pytest.mark.parametrize(("kind", "compiled", "said"), [
    (play.PLAYER, [], True), (play.PLAYER, ["game.rules.engine"], False), (play.DEVELOPER, [], False)])
def test_a_player_s_install_of_plain_rules_says_why_in_one_sentence(checkout, tmp_path, monkeypatch, capsys, kind,
                                                                   compiled, said):
    # A player's install that could not compile says so once, after pip; the developers' is plain by design.
    venv = environment_holding(tmp_path, compiled)
    monkeypatch.setattr(play, "run_pip", lambda venv, arguments: None)
    play.install(kind, checkout, venv)
    printed = capsys.readouterr().out
    assert printed.count(play.PLAIN_RULES) == (1 if said else 0)
    assert printed.count("\n") == (2 if said else 1)
    assert play.read_record(venv / play.RECORD.name) == play.wanted_record(kind, checkout, venv)
