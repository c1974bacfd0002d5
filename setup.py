"""How `pip install .` builds the game: pyproject.toml describes the package, and this adds the search's simulator
(the modules pyproject.toml's `[tool.dance-of-ibexes]` names as `compiled`) compiled to C by mypyc, where this
machine can compile C for this Python. Where it cannot (no compiler, or no Python headers), it says so in one
sentence and the wheel holds plain Python only: the same game, with slower computer players.

Only a wheel to install is compiled (`pip install .`, which builds one). An editable install (`pip install -e .`,
the developers') and the metadata pip asks for first stay plain Python, so that no compiled module ever lands
beside the sources, where it would run instead of an edited .py file. Everything a build writes (setuptools'
copies, mypyc's C, the compiler's objects, mypy's cache) goes to a new folder in build/, deleted when the build
ends: nothing of an earlier build, such as a module deleted since, can come into a wheel.
"""

from __future__ import annotations

import contextlib
import os
import sys
import sysconfig
import tempfile
import tomllib
from collections.abc import Iterator
from pathlib import Path

from setuptools import Extension, setup

ROOT = Path(__file__).resolve().parent
GROUP = "game.compiled"  # mypyc's shared library for all the compiled modules: game/compiled__mypyc.*.so


def compiled_names() -> tuple[str, ...]:
    """The modules pyproject.toml's `[tool.dance-of-ibexes]` names to compile."""
    with open(ROOT / "pyproject.toml", "rb") as file:
        return tuple(tomllib.load(file)["tool"]["dance-of-ibexes"]["compiled"])


@contextlib.contextmanager
def output_discarded() -> Iterator[None]:
    """The compiler's own complaints about the probe (a missing Python.h, say) go nowhere: the one sentence after
    it says what they mean. At the level of file descriptors, since the compiler is another process."""
    sys.stdout.flush()
    sys.stderr.flush()
    saved = os.dup(1), os.dup(2)
    with open(os.devnull, "wb") as nowhere:
        os.dup2(nowhere.fileno(), 1)
        os.dup2(nowhere.fileno(), 2)
        try:
            yield
        finally:
            os.dup2(saved[0], 1)
            os.dup2(saved[1], 2)
            os.close(saved[0])
            os.close(saved[1])


def cannot_compile(work: Path) -> str | None:
    """Why this machine cannot build an extension module for this Python, or None if it can: a small one is
    compiled and linked as the simulator's will be (the compiler setuptools picks, with CC and CFLAGS, and this
    Python's headers)."""
    # setuptools' own copy of distutils, which `import setuptools` put in place (Python 3.12 has none of its own).
    from distutils.ccompiler import new_compiler
    from distutils.errors import CCompilerError, DistutilsError
    from distutils.sysconfig import customize_compiler

    probe = work / "probe.c"
    probe.write_text("#include <Python.h>\nint probe(void) { return Py_IsInitialized(); }\n", encoding="utf-8")
    compiler = new_compiler()
    customize_compiler(compiler)
    try:
        with output_discarded():
            objects = compiler.compile([str(probe)], output_dir=str(work),
                                       include_dirs=[sysconfig.get_paths()["include"]])
            compiler.link_shared_object(objects, str(work / "probe.so"))
    except (CCompilerError, DistutilsError, OSError) as problem:
        return str(problem) or type(problem).__name__
    return None


def compiled_modules(work: Path) -> list[Extension]:
    """The extension modules of a wheel built now: the compiled simulator, or none."""
    if "bdist_wheel" not in sys.argv:  # an editable install, metadata, or a plain setuptools command
        return []
    problem = cannot_compile(work)
    if problem is not None:
        print(f"setup.py: the computer players' simulator is built as plain Python, since this machine cannot "
              f"compile C for this Python ({problem}).", file=sys.stderr, flush=True)
        return []
    from mypyc.build import mypycify

    paths = [name.replace(".", "/") + ".py" for name in compiled_names()]  # relative: mypy names modules by them
    return mypycify([*paths, f"--cache-dir={work / 'mypy'}"], group_name=GROUP, target_dir=str(work / "c"))


def main() -> None:
    # In the checkout's build/ (ignored by git), as setuptools takes the extensions' sources by relative paths only.
    os.chdir(ROOT)
    Path("build").mkdir(exist_ok=True)
    with tempfile.TemporaryDirectory(prefix="setup-", dir="build") as temporary:
        work = Path(os.path.relpath(temporary))  # Python 3.12 and newer give the folder's absolute path
        setup(ext_modules=compiled_modules(work), options={"build": {"build_base": str(work / "build")}})
    with contextlib.suppress(OSError):
        Path("build").rmdir()  # made for this build alone: gone unless something else keeps a folder there


if __name__ == "__main__":  # as setuptools runs it; tests import it
    main()
