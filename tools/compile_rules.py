"""Compile the rules' busiest modules to C with mypyc, for the bots' search (game/rules/compiled.py).

    python tools/compile_rules.py [--jobs 2]

Compiles the modules `game.rules.compiled.MODULES` names, as they are now, into build/compiled/ with a
manifest of their digests; the game uses the build from then on, until one of those files changes. Needs
mypy (requirements.txt) and a C compiler with this Python's headers. The build is made in a temporary
folder and moved into place whole, so a failed build leaves the last good one (or none) as it was. The
plain Python modules stay where they are and are used whenever the build is missing or out of date. What
mypyc and the compiler print goes to build/compile_rules.log, and its end to the terminal if they fail.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import sys
import sysconfig
import tempfile
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.rules import compiled  # noqa: E402


def build(out: Path, jobs: int) -> None:
    """Compile every module of `compiled.MODULES` into `out` (a package tree of extension modules)."""
    from mypyc.build import mypycify
    from setuptools import setup

    work = out.parent / "work"
    extensions = mypycify(list(compiled.MODULES), group_name=compiled.GROUP, target_dir=str(work / "c"))
    setup(
        name="dance-of-ibexes-compiled-rules",
        ext_modules=extensions,
        script_args=["build_ext", f"--build-lib={out}", f"--build-temp={work / 'objects'}", f"--parallel={jobs}",
                     "--quiet"],
    )


LOG = compiled.BUILD_DIR.parent / "compile_rules.log"


@contextlib.contextmanager
def output_to(path: Path) -> Iterator[None]:
    """Send this process's output, and its compiler runs', to `path` (at the level of file descriptors)."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    with path.open("wb") as log:
        os.dup2(log.fileno(), 1)
        os.dup2(log.fileno(), 2)
        try:
            yield
        finally:
            sys.stdout.flush()
            sys.stderr.flush()
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def failed(problem: str) -> int:
    lines = LOG.read_text(encoding="utf-8", errors="replace").splitlines()[-40:] if LOG.exists() else []
    print("\n".join(lines), file=sys.stderr)
    print(f"compile_rules: {problem} (all of it in {LOG}); the plain Python modules stay in use", file=sys.stderr)
    return 1


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C files compiled at once")
    args = parser.parse_args(argv)
    headers = Path(sysconfig.get_paths()["include"]) / "Python.h"
    if not headers.exists():
        print(f"compile_rules: this Python's C headers are missing ({headers}); install them (Debian: python3-dev)",
              file=sys.stderr)
        return 1
    os.chdir(compiled.ROOT)  # mypyc names the modules by their paths from here
    sources = {name: compiled.digest(compiled.ROOT / name) for name in compiled.MODULES}
    compiled.BUILD_DIR.parent.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=compiled.BUILD_DIR.parent, prefix="compiling-") as temp:
        out = Path(temp) / "compiled"
        try:
            with output_to(LOG):
                build(out, max(1, args.jobs))
        except SystemExit:  # mypyc and setuptools report a failed check or compiler run this way
            return failed("the build failed")
        except Exception as exc:  # noqa: BLE001 - whatever stops mypyc, the plain modules still work
            return failed(f"the build stopped: {exc}")
        manifest = {"suffix": compiled.extension_suffix(), "sources": sources}
        (out / compiled.MANIFEST).write_text(json.dumps(manifest, indent=2) + "\n", encoding="utf-8")
        old = Path(temp) / "old"
        if compiled.BUILD_DIR.exists():
            compiled.BUILD_DIR.rename(old)
        out.rename(compiled.BUILD_DIR)
    print(f"compile_rules: {len(sources)} modules compiled into {compiled.BUILD_DIR.relative_to(compiled.ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
