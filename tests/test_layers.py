"""The game's parts import one another one way only: every import in game/ is one that pyproject.toml's
[tool.dance-of-ibexes.layers] allows.

Every import statement counts, wherever it is: at the top, inside a function (an import put off until it is
needed is still a dependency) and under TYPE_CHECKING (a type named is a dependency too), relative ones as well.
"""

from __future__ import annotations

import ast
import tomllib
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def layers_table() -> dict[str, list[str]]:
    with (ROOT / "pyproject.toml").open("rb") as file:
        return tomllib.load(file)["tool"]["dance-of-ibexes"]["layers"]


def parts_of_the_game(game: Path = GAME) -> set[str]:
    """The packages of game/ and the modules beside them (game/__init__.py names none)."""
    packages = {path.parent.name for path in game.glob("*/__init__.py")}
    modules = {path.stem for path in game.glob("*.py") if path.name != "__init__.py"}
    return packages | modules


def module_name(path: Path, game: Path = GAME) -> str:
    """The dotted name of a module file of game/ (a package's __init__.py is the package)."""
    parts = ("game", *path.relative_to(game).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


@dataclass(frozen=True)
class Import:
    path: Path
    line: int
    module: str  # the dotted name imported, e.g. "game.storage.saves"


def imports_of(path: Path, game: Path = GAME) -> list[Import]:
    """Every module of the game that `path` imports, relative imports resolved; `from game import base` names
    game.base."""
    name = module_name(path, game)
    package = name if path.name == "__init__.py" else name.rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [Import(path, node.lineno, alias.name) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")[: len(package.split(".")) - (node.level - 1)]
                module = ".".join([*base, node.module] if node.module else base)
            else:
                module = node.module or ""
            if module == "game":  # `from game import base`: the names are the parts imported
                found += [Import(path, node.lineno, f"game.{alias.name}") for alias in node.names]
            else:
                found.append(Import(path, node.lineno, module))
    return sorted((each for each in found if each.module.split(".")[0] == "game"), key=lambda each: each.line)


def part_of(module: str) -> str:
    """The part of the game a dotted name belongs to: "game.storage.saves" -> "storage"."""
    parts = module.split(".")
    return parts[1] if len(parts) > 1 else "game"


def forbidden_imports(game: Path, table: dict[str, list[str]]) -> list[str]:
    """Each import of a part the importing part may not use, as "file:line: part -> part (module)"."""
    problems = []
    for path in sorted(game.rglob("*.py")):
        importer = part_of(module_name(path, game))
        allowed = {importer, *table.get(importer, ())}
        for found in imports_of(path, game):
            imported = part_of(found.module)
            if imported not in allowed:
                problems.append(f"{found.path.relative_to(game.parent)}:{found.line}: {importer} may not import "
                                f"{imported} ({found.module})")
    return problems


@pytest.mark.slow
def test_every_import_of_the_game_is_one_the_layers_allow() -> None:
    problems = forbidden_imports(GAME, layers_table())
    assert not problems, "imports against [tool.dance-of-ibexes.layers] in pyproject.toml:\n" + "\n".join(problems)


def test_the_table_names_every_part_of_the_game_and_no_other() -> None:
    table = layers_table()
    parts = parts_of_the_game()
    assert {"rules", "session", "storage", "text", "base"} <= parts  # the parts are found at all
    assert sorted(parts - set(table)) == [], "parts of game/ missing from [tool.dance-of-ibexes.layers]"
    assert sorted(set(table) - parts) == [], "[tool.dance-of-ibexes.layers] names parts game/ does not have"
    unknown = {f"{part} -> {used}" for part, uses in table.items() for used in uses if used not in table}
    assert not unknown


def test_the_layers_run_one_way() -> None:
    """No part may use, even through others, a part that may use it: the table has no cycle."""
    table = layers_table()

    def reaches(start: str) -> set[str]:
        seen: set[str] = set()
        todo = list(table[start])
        while todo:
            part = todo.pop()
            if part not in seen:
                seen.add(part)
                todo += table.get(part, [])
        return seen

    assert [part for part in table if part in reaches(part)] == []


def test_the_table_says_what_the_architecture_says() -> None:
    table = layers_table()
    assert table["rules"] == []  # the rules import nothing of the game
    assert table["base"] == []
    for below_the_match in ("storage", "text", "board_map"):
        assert not {"session", "bots", "client", "phones", "commands"} & set(table[below_the_match]), below_the_match
    assert "text" in table["storage"] and "storage" not in table["text"]
    assert not {"storage", "text"} & set(table["board_map"])
    assert "phones" in table["client"] and "client" in table["commands"] and "client" not in table["phones"]


def test_a_forbidden_import_is_named_with_its_file_and_line(tmp_path: Path) -> None:
    """The check finds a forbidden import wherever it hides: in a function, under TYPE_CHECKING, relative."""
    game = tmp_path / "game"
    for package in ("rules", "storage", "session"):
        (game / package).mkdir(parents=True)
        (game / package / "__init__.py").write_text("")
    (game / "__init__.py").write_text("")
    (game / "files.py").write_text("")
    (game / "storage" / "saves.py").write_text(
        "from __future__ import annotations\n"
        "from typing import TYPE_CHECKING\n"
        "from game.rules import Game\n"
        "from . import names\n"
        "if TYPE_CHECKING:\n"
        "    from game.session.runner import Match\n"
        "def resume():\n"
        "    from ..session import seating\n"
        "    import game.session.arena\n"
        "from game import files, session\n"
    )
    table = {"rules": [], "files": [], "storage": ["rules", "files"], "session": ["rules", "storage", "files"]}
    assert forbidden_imports(game, table) == [
        "game/storage/saves.py:6: storage may not import session (game.session.runner)",
        "game/storage/saves.py:8: storage may not import session (game.session)",
        "game/storage/saves.py:9: storage may not import session (game.session.arena)",
        "game/storage/saves.py:10: storage may not import session (game.session)",
    ]
    (game / "session" / "resume.py").write_text("from game.storage.saves import load_save\nfrom ..rules import Game\n")
    assert len(forbidden_imports(game, table)) == 4  # the match may read the saves
