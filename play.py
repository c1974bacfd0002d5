"""Set up Dance of Ibexes and start it, or run its tests: the one command a player or a developer needs.

    python3 play.py [ARGUMENTS]         the game; ARGUMENTS go to it (`python3 play.py stats`)
    python3 play.py --test [ARGUMENTS]  the test suite; ARGUMENTS go to pytest (`python3 play.py --test tests/rules`)

(On Windows `py play.py`.) Run by the system's Python, 3.11 or newer, it makes the virtual environment `.venv`
beside this file if there is none, installs into it what is needed, then runs the game or the tests inside it.
A player gets the game installed (`pip install .`, at the versions requirements.txt pins, the simulator compiled where
a C compiler is at hand: setup.py); the tests get the developers' install (`pip install -e '.[dev]'`: the game
runs from this checkout as plain Python, every tool pinned).

An install happens only when needed. After one, a record in the environment says which install it holds and
what it was made from: for a player's, the name, size and time of change of every file the game is built from
(an update or an edit changes them, and the game is installed again); for the developers', the contents of
pyproject.toml and requirements.txt (their edits to the game need no new install). A second start reads that
record, looks at those files without reading them, and goes straight to the game.
"""

from __future__ import annotations  # so that an older Python reaches the sentence at the end, not a TypeError

import hashlib
import importlib.util
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
RECORD = VENV / "dance-of-ibexes-install.json"
REQUIREMENTS = ROOT / "requirements.txt"
PLAYER, DEVELOPER = "player", "developer"
TEST_OPTION = "--test"
# What a player's install is built from (pyproject.toml's packages and package data, and the build's own files).
BUILT_FROM = ("game", "assets", "levels", "pyproject.toml", "setup.py", "requirements.txt", "README.md")
# What the developers' install depends on: the game itself is imported from the checkout.
DEVELOPER_INSTALL_FROM = ("pyproject.toml", "requirements.txt")
NOT_BUILT_FROM = ("__pycache__",)  # folders the game's runs and tests write inside those above
RUN_AGAIN = "py play.py" if os.name == "nt" else "python3 play.py"
# The install compiles the computer players' simulator where it can (setup.py); told once, after an install that
# could not.
ASK_BUILD = "from game.base import build; print(len(build.compiled_modules()))"
PLAIN_RULES = ("No C compiler with this Python's headers was found, so the game is installed as plain Python: it "
               "plays the same, only the computer players think more slowly (with a compiler, delete .venv and "
               "start again).")


class SetupError(Exception):
    """Setting up cannot go on: one sentence saying why and what to do."""


def environment_python(venv: Path = VENV) -> Path:
    return venv / ("Scripts/python.exe" if os.name == "nt" else "bin/python")


def game_command(venv: Path = VENV) -> Path:
    """The command pyproject.toml's entry point installs."""
    return venv / ("Scripts/dance-of-ibexes.exe" if os.name == "nt" else "bin/dance-of-ibexes")


def files_state(root: Path, names: tuple[str, ...]) -> str:
    """A digest of the files and folders `names` under `root`: each file's path, size and time of change
    (nothing is read, so this costs a few milliseconds however large the files)."""
    lines = []
    for name in names:
        path = root / name
        found = sorted(path.rglob("*")) if path.is_dir() else [path]
        for file in found:
            if file.is_file() and not any(part in NOT_BUILT_FROM for part in file.relative_to(root).parts):
                status = file.stat()
                lines.append(f"{file.relative_to(root).as_posix()} {status.st_size} {status.st_mtime_ns}")
    return hashlib.sha256("\n".join(lines).encode()).hexdigest()


def contents_state(root: Path, names: tuple[str, ...]) -> str:
    """A digest of what the files `names` under `root` hold (small files: an edit that keeps the size counts)."""
    digest = hashlib.sha256()
    for name in names:
        path = root / name
        digest.update(name.encode() + b"\0" + (path.read_bytes() if path.is_file() else b"") + b"\0")
    return digest.hexdigest()


def wanted_record(kind: str, root: Path = ROOT, venv: Path = VENV) -> dict[str, str]:
    """The record an install of `kind` made from the checkout as it is now would leave."""
    if kind == PLAYER:
        return {"install": PLAYER, "folder": str(venv), "built from": files_state(root, BUILT_FROM)}
    return {"install": DEVELOPER, "folder": str(venv), "built from": contents_state(root, DEVELOPER_INSTALL_FROM)}


def install_current(record: dict | None, kind: str, root: Path = ROOT, venv: Path = VENV) -> bool:
    """Whether the install `record` describes serves `kind` as the checkout is now. The developers' install
    serves a player too (it holds the game and more), so a developer who ran the tests plays without a new one."""
    if record is None:
        return False
    if record == wanted_record(DEVELOPER, root, venv):
        return True
    return kind == PLAYER and record == wanted_record(PLAYER, root, venv)


def read_record(path: Path = RECORD) -> dict | None:
    try:
        record = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None
    return record if isinstance(record, dict) else None


def make_environment(venv: Path = VENV) -> None:
    """A new virtual environment with pip in `venv` (anything there before is replaced: it could not run)."""
    import venv as venv_module

    if importlib.util.find_spec("ensurepip") is None:
        raise SetupError("this Python cannot make a virtual environment (its ensurepip module is missing); on Debian "
                         "or Ubuntu install it with `sudo apt install python3-venv`, then run "
                         f"`{RUN_AGAIN}` again")
    print(f"Making the virtual environment {venv} ...", flush=True)
    try:
        venv_module.EnvBuilder(with_pip=True, clear=True, symlinks=os.name != "nt").create(venv)
    except (OSError, subprocess.CalledProcessError) as exc:
        shutil.rmtree(venv, ignore_errors=True)
        raise SetupError(f"making the virtual environment {venv} failed ({exc}); run `{RUN_AGAIN}` again once "
                         "that is mended") from None
    if sys.version_info < (3, 12):
        # Python 3.11 puts setuptools into every environment; nothing the game runs uses it (pip builds the game
        # in an environment of its own), and it is a tenth of a player's environment.
        run_pip(venv, ["uninstall", "--yes", "setuptools"])


def run_pip(venv: Path, arguments: list[str]) -> None:
    command = [str(environment_python(venv)), "-m", "pip", "--disable-pip-version-check", "--quiet", *arguments]
    if subprocess.call(command) != 0:
        raise SetupError(f"installing into {venv} failed (pip says why above); run `{RUN_AGAIN}` again once that "
                         "is mended")


def install(kind: str, root: Path = ROOT, venv: Path = VENV) -> None:
    (venv / RECORD.name).unlink(missing_ok=True)  # an install cut short is no install
    if kind == PLAYER:
        print("Installing the game into .venv (the first start, or after an update; this can take a few "
              "minutes) ...", flush=True)
        run_pip(venv, ["install", "--constraint", str(root / REQUIREMENTS.name), str(root)])
        if rules_compiled(venv) is False:
            print(PLAIN_RULES, flush=True)
    else:
        print("Installing the game and the developers' tools into .venv (the first time, or after pyproject.toml "
              "or requirements.txt changed) ...", flush=True)
        run_pip(venv, ["install", "--requirement", str(root / REQUIREMENTS.name), "--editable", f"{root}[dev]"])
    # Taken after pip has run: whatever the build leaves among those files is part of what it was made from, and
    # must not make the next start install again.
    record = wanted_record(kind, root, venv)
    (venv / RECORD.name).write_text(json.dumps(record, indent=1) + "\n", encoding="utf-8")


def rules_compiled(venv: Path = VENV) -> bool | None:
    """Whether the game installed in `venv` runs its simulator compiled, as its game/base/build.py tells (None if it
    cannot tell: the game's own start will say what is wrong). -I: the game as installed there, not this folder's."""
    try:
        done = subprocess.run([str(environment_python(venv)), "-I", "-c", ASK_BUILD], capture_output=True, text=True)
    except OSError:
        return None
    answer = done.stdout.strip()
    return int(answer) > 0 if done.returncode == 0 and answer.isdigit() else None


def run(command: list[str], cwd: Path | None = None) -> int:
    """Run `command` to its end and return its exit status; Ctrl+C reaches it too, and it decides how to stop."""
    process = subprocess.Popen(command, cwd=cwd)
    while True:
        try:
            return process.wait()
        except KeyboardInterrupt:
            continue


def main(argv: list[str]) -> int:
    testing = argv[:1] == [TEST_OPTION]
    kind = DEVELOPER if testing else PLAYER
    record = read_record()
    if not environment_python().exists() or (record is not None and record.get("folder") != str(VENV)):
        make_environment()  # none yet, its Python is gone, or the checkout moved (an environment cannot move)
        record = None
    if not install_current(record, kind):
        # A developer's environment stays one: playing after an update renews it rather than replacing it.
        install(DEVELOPER if record is not None and record.get("install") == DEVELOPER else kind)
    if testing:
        return run([str(environment_python()), "-m", "pytest", "-q", *argv[1:]], cwd=ROOT)
    return run([str(game_command()), *argv])


if __name__ == "__main__":
    if sys.version_info < (3, 11):  # noqa: UP036 (this file is run by whatever Python the system has)
        sys.exit(f"play.py: Dance of Ibexes needs Python 3.11 or newer, and this is Python {sys.version.split()[0]} "
                 f"({sys.executable}); install a newer one (python.org) and run play.py with it.")
    try:
        sys.exit(main(sys.argv[1:]))
    except SetupError as problem:
        sys.exit(f"play.py: {problem}.")
    except KeyboardInterrupt:
        sys.exit(130)
