"""The game's code stays in pieces a reader can hold: no file of game/ over 500 lines, no class over 300, and no
`type: ignore` without the reason on its line.

A class that grows past the limit does several jobs; a file that does, holds several classes' worth of them. Split
them by job (game/client/scenes/play*.py, game/phones/*.py show how) rather than raising the limits.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
FILE_LINES = 500
CLASS_LINES = 300
# An ignore names its error code and then says why, after a comment sign or a dash.
IGNORE = re.compile(r"#\s*type:\s*ignore(\[[^\]]*\])?(?P<rest>.*)$")


def oversized(path: Path, root: Path = ROOT) -> list[str]:
    """The file itself and each class in it that is over its limit, as `place: N lines`."""
    text = path.read_text(encoding="utf-8")
    name = path.relative_to(root).as_posix()
    found = []
    lines = text.count("\n")
    if lines > FILE_LINES:
        found.append(f"{name}: {lines} lines")
    for node in ast.walk(ast.parse(text)):
        if isinstance(node, ast.ClassDef) and node.end_lineno is not None:
            length = node.end_lineno - node.lineno + 1
            if length > CLASS_LINES:
                found.append(f"{name}:{node.lineno} class {node.name}: {length} lines")
    return found


def silent_ignores(path: Path, root: Path = ROOT) -> list[str]:
    """Lines that silence the type checker without saying why."""
    found = []
    for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), start=1):
        match = IGNORE.search(line)
        if match is not None and not re.search(r"[#-]\s*\w", match.group("rest")):
            found.append(f"{path.relative_to(root).as_posix()}:{number}")
    return found


@pytest.mark.slow
def test_no_file_of_the_game_is_over_500_lines_and_no_class_over_300() -> None:
    sources = sorted(GAME.rglob("*.py"))
    assert len(sources) > 150
    assert [place for path in sources for place in oversized(path)] == []


def test_every_type_ignore_says_why_on_its_line() -> None:
    assert [place for path in sorted(GAME.rglob("*.py")) for place in silent_ignores(path)] == []


def test_the_checks_find_a_long_class_a_long_file_and_a_silent_ignore(tmp_path: Path) -> None:
    body = "\n".join(f"    x{n} = {n}" for n in range(CLASS_LINES))
    sample = tmp_path / "sample.py"
    sample.write_text(f"class Big:\n{body}\n" + "\n" * (FILE_LINES - CLASS_LINES), encoding="utf-8")
    assert oversized(sample, tmp_path) == [f"sample.py: {FILE_LINES + 1} lines",
                                           f"sample.py:1 class Big: {CLASS_LINES + 1} lines"]
    typed = tmp_path / "typed.py"
    typed.write_text("a = f()  # type: ignore[misc]\nb = g()  # type: ignore[misc]  # g is untyped\n"
                     "c = h()  # type: ignore\n", encoding="utf-8")
    assert silent_ignores(typed, tmp_path) == ["typed.py:1", "typed.py:3"]
