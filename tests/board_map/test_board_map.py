"""levels/board.tmx: it is the default board, it lays out the screen, and the rules follow its edits."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
import pytmx
from board_map_helpers import clone, map_copy, move_right, obj, set_prop
from rules.helpers import preview  # tests/ is on the path

from game.board_map.loader import ANCHOR_NAMES, DEFAULT_MAP_PATH, BoardMap, Rect, load_board_map
from game.rules import Buy, DecisionKind, Game, Play, PlayerSetup, Position
from game.rules.board import SpaceKind, default_board
from game.rules.events import PawnMoved, Placed, RowCompleted


@pytest.fixture(scope="module")
def board() -> BoardMap:
    return load_board_map()


def overlaps(a: Rect, b: Rect) -> bool:
    return a.x < b.x + b.w and b.x < a.x + a.w and a.y < b.y + b.h and b.y < a.y + a.h


def inside(inner: Rect, outer: Rect) -> bool:
    return outer.x <= inner.x and outer.y <= inner.y and inner.x + inner.w <= outer.x + outer.w and \
        inner.y + inner.h <= outer.y + outer.h


# ---------------------------------------------------------------------------------------- the default map
def test_default_path_is_the_repository_map_wherever_the_game_runs(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    assert DEFAULT_MAP_PATH.is_absolute() and DEFAULT_MAP_PATH.parts[-2:] == ("levels", "board.tmx")
    assert load_board_map().path == DEFAULT_MAP_PATH.resolve()


def test_the_map_is_the_default_board(board):
    assert board.spec.to_dict() == default_board().to_dict()
    assert board.spec.digest() == default_board().digest()
    assert board.title == "The default board"


def test_the_map_holds_the_spec_facts_the_rulebook_examples_need(board):
    rows = board.spec.rows
    assert [row.length for row in rows] == [6, 5, 7, 4, 6, 5, 5, 6, 7, 4, 5, 6]
    assert [row.half for row in rows] == ["left"] * 6 + ["right"] * 6
    assert [row.ibex_points for row in rows] == [8, 6, 10, 5, 9, 6, 7, 11, 12, 5, 8, 9]
    assert [space.kind for space in rows[5].spaces[1:4]] == [SpaceKind.DOUBLE] * 3
    assert [space.kind for space in rows[7].spaces[1:3]] == [SpaceKind.HAPPY] * 2
    assert (board.spec.track.dung_heap, board.spec.track.oxen_eyes) == (66, (22, 44))


def test_every_space_wears_the_art_of_its_kind_and_value():
    tmx = pytmx.TiledMap(str(DEFAULT_MAP_PATH))
    spaces = tmx.get_layer_by_name("spaces")
    assert len(spaces) == 66
    for space in spaces:
        kind, value, row = space.properties["kind"], space.properties["value"], space.properties["row"]
        expected = f"first {row}" if kind == "first" else f"{kind} {value}" if value else kind
        assert space.properties["depicts"] == expected, space.name
    for space in tmx.get_layer_by_name("track"):
        p = space.properties
        expected = ("start" if p["start"] else "dung_heap" if p["dung_heap"]
                    else f"oxen_eye {p['index']}" if p["oxen_eye"] else f"track {p['index']}")
        assert p["depicts"] == expected, space.name


# --------------------------------------------------------------------------------------------- geometry
def test_geometry_has_every_space_and_track_index_on_the_canvas(board):
    g = board.geometry
    canvas = Rect(0, 0, *g.size)
    assert g.size == (1920, 1080)
    expected = {(row.number, slot) for row in board.spec.rows for slot in range(1, row.length + 1)}
    assert set(g.spaces) == expected
    assert set(g.track) == set(range(67)) == set(g.track_spaces)
    for rect in g.spaces.values():
        assert rect.w >= 90 and rect.h >= 90 and inside(rect, canvas)
    for x, y in g.track.values():
        assert 0 < x < 1920 and 0 < y < 1080
    steps = [((g.track[i + 1][0] - g.track[i][0]) ** 2 + (g.track[i + 1][1] - g.track[i][1]) ** 2) ** 0.5
             for i in range(66)]
    assert all(50 <= step <= 100 for step in steps)  # a path a pawn can hop along, one space at a time
    assert g.track[0] == g.track_spaces[0].center


def test_spaces_sit_in_rows_in_slot_order_left_and_right(board):
    g = board.geometry
    for row in board.spec.rows:
        rects = [g.spaces[(row.number, slot)] for slot in range(1, row.length + 1)]
        assert all(a.x + a.w <= b.x and a.y == b.y for a, b in zip(rects, rects[1:], strict=False))
        assert all(inside(rect, g.rows[row.number]) for rect in rects)
    left = [g.rows[row.number] for row in board.spec.rows if row.half == "left"]
    right = [g.rows[row.number] for row in board.spec.rows if row.half == "right"]
    assert max(r.x + r.w for r in left) < min(r.x for r in right)
    for half in (left, right):  # each half is a column of rows, top to bottom in row order
        assert all(a.y + a.h <= b.y for a, b in zip(half, half[1:], strict=False))


def test_nothing_on_the_board_overlaps(board):
    g = board.geometry
    things = [(f"space {k}", r) for k, r in g.spaces.items()] + [(f"track {k}", r) for k, r in g.track_spaces.items()]
    things += [(name, r) for name, r in g.anchors.items() if not name.endswith("_hand")]
    for i, (name_a, a) in enumerate(things):
        for name_b, b in things[i + 1:]:
            assert not overlaps(a, b), f"{name_a} overlaps {name_b}"


def test_every_anchor_is_there_and_roomy_enough(board):
    anchors = board.geometry.anchors
    canvas = Rect(0, 0, 1920, 1080)
    assert set(ANCHOR_NAMES) <= set(anchors)
    assert len(ANCHOR_NAMES) == 6 + 8 + 8 + 4 + 4 + 1
    for name, rect in anchors.items():
        assert inside(rect, canvas), name
    for seat in range(1, 9):
        assert inside(anchors[f"seat{seat}_hand"], anchors[f"seat{seat}"])
    assert anchors["hand"].w >= 9 * 100 and anchors["hand"].h >= 100  # nine large tiles
    assert anchors["reveal"].w >= 16 * 72  # sixteen played tiles in a line
    assert all(anchors[f"button_buy{k}"].w >= 60 for k in range(4))


def test_background_layers_draw_the_map_in_tiled_order(board):
    layers = board.geometry.background_layers
    assert [layer.name for layer in layers] == ["ground", "board", "panels", "rows", "decor", "spaces", "track",
                                                "anchors"]
    assert len(layers[0].sprites) == 48 * 27  # the ground covers the whole canvas
    spaces = {sprite.dest: sprite for sprite in layers[5].sprites}
    assert set(spaces) == set(board.geometry.spaces.values())
    images = {sprite.image for layer in layers for sprite in layer.sprites}
    assert {image.name for image in images} == {"terrain.png", "spaces.png", "track.png", "decor.png"}
    assert all(image.is_file() for image in images)
    ibex = spaces[board.geometry.spaces[(3, 7)]]
    assert ibex.image.name == "spaces.png" and (ibex.source.w, ibex.source.h) == (90, 90)


# ---------------------------------------------------------------------------------- the map drives the rules
def edit_row3_ibex_and_row4_length(root: ET.Element) -> None:
    """Row 3's ibex becomes worth 15; row 4 gains a plain space, so its ibex moves to slot 5."""
    set_prop(obj(root, "row 3 slot 7"), "value", 15)
    ibex = obj(root, "row 4 slot 4")
    set_prop(ibex, "slot", 5)
    ibex.set("name", "row 4 slot 5")
    move_right(ibex, 92)
    plain = clone(root, "row 4 slot 3", "row 4 slot 4")
    set_prop(plain, "slot", 4)
    move_right(plain, 92)
    row = obj(root, "row 4")
    row.set("width", f"{float(row.get('width')) + 92:g}")


def play_one_round(board, plays: dict[int, int]) -> list:
    """Seat 0 and 1 buy nothing and play the given tiles; return the events up to the next round."""
    players = [PlayerSetup("Ada", "red"), PlayerSetup("Ben", "blue")]
    position = Position(
        rows=((50,), (60,), (10, 11, 12, 13, 14, 15), (70, 71, 72)) + ((),) * 8,
        hands=((16, 90), (73, 91)),
        positions=(0, 0),
    )
    game = Game.from_position(board, players, position, seed=1)
    assert preview(game, 16).row == 3 and preview(game, 73).row == 4
    events = []
    while True:
        pending = game.pending()[0]
        if pending.kind is DecisionKind.BUY:
            events += game.apply(Buy(pending.seat, 0))
        elif pending.kind is DecisionKind.PLAY:
            if pending.seat not in plays:
                return events  # the next round has begun
            events += game.apply(Play(pending.seat, (plays.pop(pending.seat),)))
        else:
            events += game.apply(game.legal(pending)[0])


def test_scoring_and_placing_follow_an_edited_map(tmp_path):
    edited = load_board_map(map_copy(tmp_path, edit_row3_ibex_and_row4_length))
    assert edited.spec.row(3).ibex_points == 15 and edited.spec.row(4).length == 5
    assert (4, 5) in edited.geometry.spaces and edited.geometry.spaces[(4, 5)].x > edited.geometry.spaces[(4, 4)].x

    players = [PlayerSetup("Ada", "red"), PlayerSetup("Ben", "blue")]
    position = Position(rows=((50,), (60,), (10, 11, 12, 13, 14, 15), (70, 71, 72)) + ((),) * 8,
                        hands=((16, 90), (73, 91)), positions=(0, 0))
    for spec, ibex, row4 in ((edited.spec, 15, SpaceKind.PLAIN), (default_board(), 10, SpaceKind.IBEX)):
        game = Game.from_position(spec, players, position, seed=1)
        on_ibex, on_row4 = preview(game, 16), preview(game, 73)
        assert (on_ibex.row, on_ibex.slot, on_ibex.points, on_ibex.completes_row) == (3, 7, ibex, True)
        assert (on_row4.row, on_row4.slot, on_row4.kind) == (4, 4, row4)

    events = play_one_round(edited.spec, {0: 16, 1: 73})
    placed = [(e.tile, e.row, e.slot) for e in events if isinstance(e, Placed)]
    assert placed == [(16, 3, 7), (73, 4, 4)]
    assert [(e.seat, e.start, e.end) for e in events if isinstance(e, PawnMoved)] == [(0, 0, 15)]
    assert [e.row for e in events if isinstance(e, RowCompleted)] == [3]

    # The same round on the unedited board: the ibex is worth 10 and 73 completes row 4.
    events = play_one_round(default_board(), {0: 16, 1: 73})
    assert [(e.seat, e.end) for e in events if isinstance(e, PawnMoved)] == [(0, 10), (1, 5)]
    assert [e.row for e in events if isinstance(e, RowCompleted)] == [3, 4]


@pytest.mark.slow
def test_a_map_saved_by_tiled_1_9_with_class_instead_of_type_loads(tmp_path):
    def to_class(root: ET.Element) -> None:
        for element in root.iter("object"):
            element.set("class", element.attrib.pop("type"))

    board = load_board_map(map_copy(tmp_path, to_class))
    assert board.spec.to_dict() == default_board().to_dict()


def test_the_map_declares_its_own_row_limits(tmp_path):
    def allow_eight(root: ET.Element) -> None:
        set_prop(root, "max_row_length", 8)
        last = obj(root, "row 3 slot 7")
        set_prop(last, "slot", 8)
        plain = clone(root, "row 3 slot 6", "row 3 slot 7b")
        set_prop(plain, "slot", 7)

    assert load_board_map(map_copy(tmp_path, allow_eight)).spec.row(3).length == 8


# ------------------------------------------------------------------------------------------ the Tiled editor
TILED = shutil.which("tiled")
# CI installs Tiled (.ci/run), so there a missing editor fails these tests instead of skipping them.
needs_tiled = pytest.mark.skipif(TILED is None and not os.environ.get("CI"), reason="the Tiled editor is not installed")


def run_tiled(tmp_path: Path, *args: str) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", XDG_RUNTIME_DIR=str(tmp_path))
    os.chmod(tmp_path, 0o700)
    result = subprocess.run([TILED, *args], capture_output=True, text=True, env=env, timeout=60)
    assert result.returncode == 0, result.stderr


def tmx_objects(root: ET.Element) -> dict[int, dict]:
    out = {}
    for layer_element in root.iter("objectgroup"):
        for element in layer_element.iter("object"):
            props = {}
            for prop in element.iter("property"):
                kind = prop.get("type", "string")
                raw = prop.get("value")
                value = int(raw) if kind == "int" else raw == "true" if kind == "bool" else raw
                props[prop.get("name")] = (kind, value)
            out[int(element.get("id"))] = {
                "layer": layer_element.get("name"), "name": element.get("name"), "type": element.get("type"),
                "x": float(element.get("x")), "y": float(element.get("y")), "width": float(element.get("width")),
                "height": float(element.get("height")), "gid": int(element.get("gid", 0)), "properties": props,
            }
    return out


@needs_tiled
def test_tiled_exports_the_map_to_json_with_every_object_and_property(tmp_path):
    out = tmp_path / "board.json"
    run_tiled(tmp_path, "--export-map", "json", str(DEFAULT_MAP_PATH), str(out))
    data = json.loads(out.read_text())
    exported = {}
    for layer_data in data["layers"]:
        for o in layer_data.get("objects", []):
            exported[o["id"]] = {
                "layer": layer_data["name"], "name": o["name"], "type": o.get("type") or o.get("class"),
                "x": float(o["x"]), "y": float(o["y"]), "width": float(o["width"]), "height": float(o["height"]),
                "gid": o.get("gid", 0),
                "properties": {p["name"]: (p["type"], p["value"]) for p in o.get("properties", [])},
            }
    expected = tmx_objects(ET.parse(DEFAULT_MAP_PATH).getroot())
    assert len(expected) == 12 + 8 + 66 + 67 + len(ANCHOR_NAMES)
    assert exported == expected
    assert {p["name"]: p["value"] for p in data["properties"]} == {
        "board_title": "The default board", "max_row_length": 7, "min_row_length": 4}


@pytest.mark.slow
@needs_tiled
def test_tiled_saves_the_map_unchanged(tmp_path):
    saved = tmp_path / "saved" / "board.tmx"
    saved.parent.mkdir()
    run_tiled(tmp_path, "--export-map", "tmx", str(DEFAULT_MAP_PATH), str(saved))

    def tilesets_resolved(path: Path) -> tuple[str, list[Path]]:
        root = ET.parse(path).getroot()
        sources = [(path.parent / t.get("source")).resolve() for t in root.iter("tileset")]
        text = path.read_text()
        for tileset in root.iter("tileset"):
            text = text.replace(f'source="{tileset.get("source")}"', 'source="*"')
        return text, sources

    # Tiled writes the very same file; only the tileset paths are relative to where it was saved.
    assert tilesets_resolved(saved) == tilesets_resolved(DEFAULT_MAP_PATH)
    assert load_board_map(saved).spec == load_board_map().spec
