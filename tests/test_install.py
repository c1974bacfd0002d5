"""The game as pyproject.toml installs it: its own few dependencies, its packages, and the files it reads, found
where the install puts them; and main.py started without those dependencies says in one sentence what to run."""

from __future__ import annotations

import ast
import importlib.metadata
import importlib.util
import os
import shutil
import subprocess
import sys
import sysconfig
import tomllib
from pathlib import Path

import pytest
from packaging.requirements import Requirement
from packaging.utils import canonicalize_name
from repo import ROOT

PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]


def main_module_needs() -> tuple[str, ...]:
    """main.py's list of the packages it looks for before starting the game."""
    spec = importlib.util.spec_from_file_location("main_for_test", ROOT / "main.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.NEEDED


def imported_outside_the_standard_library() -> set[str]:
    """Every top-level module the game's code imports that is neither the game's nor Python's own."""
    found: set[str] = set()
    for path in (ROOT / "game").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found.update(alias.name.split(".")[0] for alias in node.names)
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return {name for name in found if name != "game" and name not in sys.stdlib_module_names}


def pins() -> dict[str, str]:
    """requirements.txt's pins: each package's name and its one version."""
    pinned = {}
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        text = line.split("#")[0].strip()
        if text:
            name, version = text.split("==")
            pinned[canonicalize_name(name)] = version
    return pinned


@pytest.mark.slow
def test_the_dependencies_are_what_the_game_imports_and_main_py_looks_for():
    provided = importlib.metadata.packages_distributions()  # module -> the distributions that install it
    dependencies = {canonicalize_name(Requirement(text).name) for text in PROJECT["dependencies"]}
    imported = imported_outside_the_standard_library()
    assert {canonicalize_name(dist) for module in imported for dist in provided[module]} == dependencies
    assert set(main_module_needs()) == imported


def test_requirements_txt_pins_what_the_install_and_the_developers_extra_ask_for():
    pinned = pins()
    for text in PROJECT["dependencies"]:
        requirement = Requirement(text)
        assert requirement.specifier.contains(pinned[canonicalize_name(requirement.name)]), text
    extra = [Requirement(text) for text in PROJECT["optional-dependencies"]["dev"]]
    assert {canonicalize_name(r.name): str(r.specifier) for r in extra} == {
        name: f"=={version}" for name, version in pinned.items()
        if name not in {canonicalize_name(Requirement(text).name) for text in PROJECT["dependencies"]}}


def test_every_package_of_the_game_is_installed():
    on_disk = {".".join(path.parent.relative_to(ROOT).parts) for path in (ROOT / "game").rglob("*.py")}
    listed = {name for name in SETUPTOOLS["packages"] if name not in SETUPTOOLS["package-dir"]}
    assert listed == on_disk, "pyproject.toml's [tool.setuptools] packages must list every package of game/"


# What the game opens as it runs, each by the module that opens it: checked in the built package below.
CHECK_FILES = """
from game.base import files
from game.board_map.loader import load_board_map
from game.bots.hand_value import HandValue
from game.client.sound import SOUNDS_DIR, Effect
from game.client.view.text import FONT_DIR, Face
from game.phones.transport import PAGES, STATIC
from game.text import i18n

board = load_board_map()  # the map, its tilesets and their images
HandValue.load()
missing = [str(SOUNDS_DIR / f"{e.value}.wav") for e in Effect if not (SOUNDS_DIR / f"{e.value}.wav").is_file()]
missing += [str(FONT_DIR / f.value) for f in Face if not (FONT_DIR / f.value).is_file()]
missing += [str(STATIC / name) for name, _ in PAGES.values() if not (STATIC / name).is_file()]
i18n.set_language("de")
print(files.TOP, board.path, missing, i18n._("New game"), sep="\\n")
"""


@pytest.mark.slow
def test_the_installed_package_holds_the_files_the_game_reads_and_finds_them_there(tmp_path):
    # The package as `pip install .` lays it out (setuptools' build_py), made from a copy of the checkout so that
    # nothing is written into it; then the game, imported from there alone, opens each of its files.
    source = tmp_path / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(
        ".git", ".venv", "build", "tests", "bench", "__pycache__", "*.egg-info", ".*_cache", ".hypothesis"))
    built = tmp_path / "built"
    subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "--quiet", "build_py",
                    "--build-lib", str(built)], cwd=source, check=True, capture_output=True, timeout=120)
    assert not (built / "main.py").exists() and not (built / "tests").exists()
    assert not (built / "game" / "assets" / "make_board_art.py").exists()  # the art's scripts are not the game
    env = {**os.environ, "PYTHONPATH": str(built), "SDL_VIDEODRIVER": "dummy"}
    done = subprocess.run([sys.executable, "-c", CHECK_FILES], cwd=tmp_path, env=env, capture_output=True,
                          text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    top, board, missing, german = done.stdout.splitlines()
    assert Path(top) == built / "game"
    assert Path(board) == built / "game" / "levels" / "board.tmx"
    assert (missing, german) == ("[]", "Neues Spiel")
    for shipped, kept in [("game/levels/board.tmx", "levels/board.tmx"),
                          ("game/assets/board/spaces.png", "assets/board/spaces.png"),
                          ("game/assets/fonts/LICENSE-DejaVu.txt", "assets/fonts/LICENSE-DejaVu.txt"),
                          ("game/text/locale/nl/LC_MESSAGES/ibexes.mo", "game/text/locale/nl/LC_MESSAGES/ibexes.mo")]:
        assert (built / shipped).read_bytes() == (ROOT / kept).read_bytes(), shipped


def test_main_py_without_the_game_s_packages_says_what_to_run_in_one_sentence(tmp_path):
    # -S: no site-packages, so none of the game's packages, as with the system's Python outside the environment;
    # -E: no PYTHONPATH bringing them back.
    done = subprocess.run([sys.executable, "-S", "-E", str(ROOT / "main.py"), "stats"], cwd=ROOT,
                          capture_output=True, text=True, timeout=60)
    command = "py play.py" if os.name == "nt" else "python3 play.py"
    assert done.returncode == 1 and done.stdout == ""
    assert done.stderr == (f"Dance of Ibexes cannot start: this Python ({sys.executable}) has no pygame; run "
                           f"`{command}`, which sets everything up and starts the game.\n")
    elsewhere = subprocess.run([sys.executable, "-S", "-E", str(ROOT / "main.py")], cwd=tmp_path,
                               capture_output=True, text=True, timeout=60)
    assert f"run `{command.split()[0]} {ROOT / 'play.py'}`" in elsewhere.stderr
    assert elsewhere.stderr.count("\n") == 1 and "Traceback" not in elsewhere.stderr


BUILD_SYSTEM = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["build-system"]


def setup_script():
    """setup.py as a module (its build runs only when it is run as a script, as setuptools runs it)."""
    spec = importlib.util.spec_from_file_location("setup_for_test", ROOT / "setup.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_build_s_own_tools_are_pinned_as_requirements_txt_pins_them():
    # pip builds in an environment of its own, which requirements.txt does not reach: pyproject.toml pins them there.
    pinned = pins()
    for text in BUILD_SYSTEM["requires"]:
        requirement = Requirement(text)
        assert str(requirement.specifier) == f"=={pinned[canonicalize_name(requirement.name)]}", text
    assert {canonicalize_name(Requirement(text).name) for text in BUILD_SYSTEM["requires"]} >= {"setuptools", "mypy"}


def test_setup_py_compiles_the_modules_pyproject_toml_names():
    assert list(setup_script().compiled_names()) == PYPROJECT["tool"]["dance-of-ibexes"]["compiled"]


def test_setup_py_tells_why_a_machine_cannot_compile(tmp_path, monkeypatch):
    setup = setup_script()
    monkeypatch.setenv("CC", str(tmp_path / "no-compiler"))
    assert "no-compiler" in setup.cannot_compile(tmp_path)
    monkeypatch.delenv("CC")
    if os.environ.get("CI") != "true" and not shutil.which((sysconfig.get_config_var("CC") or "cc").split()[0]):
        return  # a machine of its own without a compiler: the probe is shown to say why above
    assert setup.cannot_compile(tmp_path) is None  # CI installs gcc and this Python's headers
