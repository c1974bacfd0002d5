"""The rules' records: typed values that compare by value, pickle and copy whole, and never change once made.

Decisions, events and positions are frozen. The views are plain records (a player's view is made for a seat at
every decision it is asked, and freezing would cost more than the view), so here it is shown that nothing outside
the engine changes one: no code of the game's other layers assigns to a view's fields, and views handed to
every kind of bot, to the hints and to the tile tracker are as they were made when the game has gone on.
"""

from __future__ import annotations

import ast
import copy
import dataclasses
import pickle
import random
from pathlib import Path

import pytest

from game.bots import LEVELS, make_bot
from game.bots.heuristics import BoardTables
from game.bots.search import SearchBudget
from game.rules import Buy, Game, Keep, Pending, Play, PlayerView, PublicView, default_board
from game.rules.events import EVENT_CLASSES
from game.rules.hints import play_hint, purchase_hint
from game.rules.tracker import track_tiles

from .helpers import players

BOARD = default_board()
ROOT = Path(__file__).resolve().parents[2]
VIEW_FIELDS = {f.name for f in dataclasses.fields(PlayerView)} | {f.name for f in dataclasses.fields(PublicView)}


def some_records() -> list[object]:
    game = Game.new(BOARD, players(3), 5)
    rng = random.Random(5)
    records: list[object] = [game.position(), BOARD.index, BoardTables.of(BOARD), BOARD]
    events = list(game.setup_events)
    while not game.over:
        records += game.pending()
        events += game.apply(rng.choice(game.legal()))
    kinds = {type(event) for event in events}
    assert len(kinds) >= 10
    records += [next(e for e in events if type(e) is kind) for kind in kinds]
    records += [Play(0, (1, 2)), Keep(1, ()), Buy(2, 3)]
    return records


def test_records_compare_by_value_pickle_copy_and_stay_frozen() -> None:
    for record in some_records():
        assert pickle.loads(pickle.dumps(record)) == record
        assert copy.deepcopy(record) == record
        assert copy.copy(record) == record
        assert hash(copy.deepcopy(record)) == hash(record)
        if dataclasses.is_dataclass(record):
            name = dataclasses.fields(record)[0].name
            with pytest.raises(dataclasses.FrozenInstanceError):
                setattr(record, name, None)


def test_views_compare_by_value_pickle_and_copy_whole() -> None:
    game = Game.new(BOARD, players(3), 5)
    game.apply(game.legal()[0])
    for view in (game.public_view(), game.view(1)):
        assert pickle.loads(pickle.dumps(view)) == view
        assert copy.deepcopy(view) == view
        assert copy.copy(view) == view
        assert dataclasses.replace(view, round=view.round + 1) != view


def test_records_of_different_kinds_are_never_equal() -> None:
    assert Play(0, (5,)) != Keep(0, (5,))
    assert Pending(0, Play.kind) != Pending(0, Keep.kind)
    compared = 0
    for cls in EVENT_CLASSES:
        values = list(range(len(dataclasses.fields(cls))))
        for other in EVENT_CLASSES:
            if other is not cls and len(dataclasses.fields(other)) == len(values):
                assert cls(*values) != other(*values)
                compared += 1
    assert compared > 20


def assignments_to_views(path: Path, root: Path = ROOT) -> list[str]:
    """Where `path` assigns to (or deletes) a view field of something named like a view, as file:line from `root`."""
    found = []
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        targets: list[ast.expr] = []
        if isinstance(node, ast.Assign):
            targets = list(node.targets)
        elif isinstance(node, ast.AugAssign | ast.AnnAssign):
            targets = [node.target]
        elif isinstance(node, ast.Delete):
            targets = list(node.targets)
        elif isinstance(node, ast.Call) and ast.unparse(node.func) in ("setattr", "object.__setattr__", "delattr"):
            if node.args and "view" in ast.unparse(node.args[0]).lower():
                found.append(f"{path.relative_to(root)}:{node.lineno}")
        for target in targets:
            for part in ast.walk(target):
                if (isinstance(part, ast.Attribute) and part.attr in VIEW_FIELDS
                        and "view" in ast.unparse(part.value).lower()):
                    found.append(f"{path.relative_to(root)}:{node.lineno}")
    return sorted(found, key=lambda place: int(place.rsplit(":", 1)[1]))


@pytest.mark.slow
def test_no_code_outside_the_rules_assigns_to_a_views_fields() -> None:
    sources = [p for p in (ROOT / "game").rglob("*.py") if "rules" not in p.relative_to(ROOT / "game").parts[:1]]
    sources += [ROOT / "main.py", *(ROOT / "tools").rglob("*.py"), *(ROOT / "bench").rglob("*.py")]
    assert len(sources) > 50
    found = [place for path in sources for place in assignments_to_views(path)]
    assert found == []


def test_the_scan_finds_an_assignment_to_a_views_field(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    lines = ["def f(view, table):", "    view.hand = ()", "    setattr(own_view, 'rows', ())",
             "    self.view.unseen |= x", "    table.round = 3", "    view.other = 1"]
    sample.write_text("\n".join(lines) + "\n", encoding="utf-8")
    assert assignments_to_views(sample, tmp_path) == ["sample.py:2", "sample.py:3", "sample.py:4"]


@pytest.mark.slow
def test_views_given_to_bots_hints_and_the_tracker_stay_as_they_were_made() -> None:
    tiny = SearchBudget(seconds=None, iterations=2, min_iterations=1)
    handed: list[tuple[PlayerView, PlayerView]] = []
    for seed in range(6):
        n = 2 + seed % 4
        game = Game.new(BOARD, players(n), seed)
        bots = [make_bot(LEVELS[(seat + seed) % len(LEVELS)], seed * 10 + seat, tiny) for seat in range(n)]
        while not game.over:
            pending = game.pending()[0]
            view = game.view(pending.seat)
            handed.append((view, pickle.loads(pickle.dumps(view))))  # a copy that shares nothing with the game
            track_tiles(view)
            for tiles in view.legal_plays:
                play_hint(view, tiles)
            for count in view.legal_buys:
                purchase_hint(view, count)
            game.apply(bots[pending.seat].decide(view))
    assert len(handed) > 300
    assert all(view == made for view, made in handed)
