"""A broken board map gets one sentence naming the file, the object and the problem (a test per mistake)."""

from __future__ import annotations

import logging
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

import pytest
from board_map_helpers import clone, del_prop, layer, map_copy, obj, remove, set_prop, where

from game.board_map.loader import DEFAULT_MAP_PATH, MapError, load_board_map


def error_for(path: Path) -> str:
    with pytest.raises(MapError) as info:
        load_board_map(path)
    message = str(info.value)
    # One sentence for a person: it starts with the file, ends with a full stop, and has no other.
    assert message.startswith(str(path)), message
    assert message.endswith(".") and "\n" not in message and ". " not in message, message
    assert "Traceback" not in message
    return message


def broken(tmp_path: Path, edit: Callable[[ET.Element], None]) -> tuple[str, ET.Element]:
    """Load an edited copy of the map; return the error message and the edited XML (to look up ids)."""
    seen: list[ET.Element] = []

    def record(root: ET.Element) -> None:
        edit(root)
        seen.append(root)

    message = error_for(map_copy(tmp_path, record))
    return message, seen[0]


def assert_says(message: str, *parts: str) -> None:
    for part in parts:
        assert part in message, f"{part!r} not in {message!r}"


# ------------------------------------------------------------------------------------------ the file itself
def test_a_missing_file(tmp_path):
    assert_says(error_for(tmp_path / "nowhere.tmx"), "nowhere.tmx does not exist")


def test_a_folder_instead_of_a_file(tmp_path):
    assert_says(error_for(tmp_path), "is a folder")


def test_a_file_that_is_not_xml(tmp_path):
    path = tmp_path / "board.tmx"
    path.write_text('<?xml version="1.0"?>\n<map><layer></map>\n')
    assert_says(error_for(path), "is not a Tiled map", "not valid XML", "line 2")


def test_xml_that_is_not_a_map(tmp_path):
    path = tmp_path / "board.tmx"
    path.write_text("<html><body/></html>")
    assert_says(error_for(path), "is not a Tiled map", "<html>")


@pytest.mark.parametrize("cut", [40, 900, 20_000, 60_000])
def test_a_truncated_map_is_an_error_not_a_traceback(tmp_path, cut):
    path = tmp_path / "board.tmx"
    path.write_text(DEFAULT_MAP_PATH.read_text()[:cut])
    assert_says(error_for(path), "not valid XML")


def test_a_missing_tileset_file(tmp_path):
    message, _ = broken(tmp_path, lambda root: root.find("tileset").set("source", "gone.tsx"))
    assert_says(message, "tileset 'gone.tsx' uses 'gone.tsx', which does not exist")


def test_a_missing_tileset_image(tmp_path):
    tsx = ET.parse(DEFAULT_MAP_PATH.parent.parent / "assets" / "board" / "spaces.tsx")
    tsx.getroot().find("image").set("source", "faded.png")
    tsx.write(tmp_path / "spaces.tsx")

    def use_copy(root: ET.Element) -> None:
        for tileset in root.iter("tileset"):
            if tileset.get("source").endswith("spaces.tsx"):
                tileset.set("source", "spaces.tsx")

    message, _ = broken(tmp_path, use_copy)
    assert_says(message, "tileset 'spaces'", "faded.png", "does not exist")


# --------------------------------------------------------------------------------------------------- layers
@pytest.mark.slow
@pytest.mark.parametrize("name", ["rows", "spaces", "track", "anchors"])
def test_a_missing_layer(tmp_path, name):
    message, _ = broken(tmp_path, lambda root: root.remove(layer(root, name)))
    assert_says(message, f"has no object layer named '{name}'")


def test_a_tile_layer_where_an_object_layer_belongs(tmp_path):
    def swap(root: ET.Element) -> None:
        root.remove(layer(root, "track"))
        layer(root, "panels").set("name", "track")

    message, _ = broken(tmp_path, swap)
    assert_says(message, "layer 'track'", "is not an object layer")


# ----------------------------------------------------------------------------------------------------- rows
def test_a_row_with_a_gap_in_its_slots(tmp_path):
    message, root = broken(tmp_path, lambda root: remove(root, "row 3 slot 4"))
    assert_says(message, where(root, "row 3"), "has a gap", "slot 4 is missing")


def test_a_row_with_a_duplicate_slot(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 3 slot 5"), "slot", 4))
    assert_says(message, where(root, "row 3 slot 5"), "is row 3 slot 4", where(root, "row 3 slot 4"))


def test_a_row_shorter_than_four(tmp_path):
    def shorten(root: ET.Element) -> None:
        remove(root, "row 4 slot 3")
        set_prop(obj(root, "row 4 slot 4"), "slot", 3)

    message, root = broken(tmp_path, shorten)
    assert_says(message, where(root, "row 4"), "has 3 spaces", "4 to 7 spaces")


def test_a_row_longer_than_seven(tmp_path):
    def lengthen(root: ET.Element) -> None:
        set_prop(obj(root, "row 3 slot 7"), "slot", 8)
        set_prop(clone(root, "row 3 slot 6", "row 3 slot 7 (new)"), "slot", 7)

    message, root = broken(tmp_path, lengthen)
    assert_says(message, where(root, "row 3"), "has 8 spaces", "4 to 7 spaces")


@pytest.mark.slow
@pytest.mark.parametrize(
    ("limit", "value", "row", "says"),
    [("max_row_length", 6, "row 3", "has 7 spaces; a row on this board has 4 to 6 spaces"),
     ("min_row_length", 5, "row 4", "has 4 spaces; a row on this board has 5 to 7 spaces")],
)
def test_rows_outside_the_limits_the_map_declares(tmp_path, limit, value, row, says):
    message, root = broken(tmp_path, lambda root: set_prop(root, limit, value))
    assert_says(message, where(root, row), says)


@pytest.mark.parametrize(
    ("changes", "says"),
    [({"min_row_length": 1}, "the map's property 'min_row_length' is 1"),
     ({"min_row_length": 6, "max_row_length": 5}, "the map's property 'max_row_length' is 5, less than"),
     ({"max_row_length": "seven"}, "the map's property 'max_row_length' is 'seven', which is not a whole number")],
)
def test_row_limits_that_make_no_sense(tmp_path, changes, says):
    def edit(root: ET.Element) -> None:
        for name, value in changes.items():
            set_prop(root, name, value)

    message, _ = broken(tmp_path, edit)
    assert_says(message, says)


def test_a_row_without_its_first_space(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 5 slot 1"), "kind", "plain"))
    assert_says(message, where(root, "row 5"), "has no first space", where(root, "row 5 slot 1"), "plain")


def test_a_first_space_that_is_not_slot_one(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 5 slot 2"), "kind", "first"))
    assert_says(message, where(root, "row 5 slot 2"), "only slot 1 may be a first space")


@pytest.mark.slow
def test_a_row_without_an_ibex_space(tmp_path):
    def no_ibex(root: ET.Element) -> None:
        set_prop(obj(root, "row 5 slot 6"), "kind", "plain")
        set_prop(obj(root, "row 5 slot 6"), "value", 0)

    message, root = broken(tmp_path, no_ibex)
    assert_says(message, where(root, "row 5"), "has no ibex space")


def test_an_ibex_space_that_is_not_last(tmp_path):
    def early_ibex(root: ET.Element) -> None:
        set_prop(obj(root, "row 1 slot 3"), "kind", "ibex")
        set_prop(obj(root, "row 1 slot 3"), "value", 4)

    message, root = broken(tmp_path, early_ibex)
    assert_says(message, where(root, "row 1 slot 3"), "ibex space in slot 3 of 6", "only the last space")


def test_an_unknown_kind(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 2 slot 2"), "kind", "cowpat"))
    assert_says(message, where(root, "row 2 slot 2"), "unknown kind 'cowpat'", "first, plain, cowpie")


def test_a_space_without_a_kind(tmp_path):
    message, root = broken(tmp_path, lambda root: del_prop(obj(root, "row 2 slot 2"), "kind"))
    assert_says(message, where(root, "row 2 slot 2"), "has no 'kind' property")


def test_a_missing_value(tmp_path):
    message, root = broken(tmp_path, lambda root: del_prop(obj(root, "row 2 slot 3"), "value"))
    assert_says(message, where(root, "row 2 slot 3"), "has no 'value' property", "a cowpie space needs its points")


@pytest.mark.slow
@pytest.mark.parametrize("space", ["row 2 slot 3", "row 2 slot 5", "row 2 slot 2"])
def test_a_negative_value(tmp_path, space):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, space), "value", -2))
    assert_says(message, where(root, space), "'value' = -2", "negative")


def test_a_scored_space_worth_nothing(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 3 slot 7"), "value", 0))
    assert_says(message, where(root, "row 3 slot 7"), "has value 0", "at least 1 point")


def test_points_on_a_space_that_scores_nothing(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 6 slot 2"), "value", 3))
    assert_says(message, where(root, "row 6 slot 2"), "a double space carries no points")


@pytest.mark.parametrize(("value", "kind", "says"), [
    ("lots", None, "has 'value' = 'lots', which is not a whole number"),
    ("lots", "int", "has the int property 'value' set to 'lots', which is not a valid int"),
])
def test_a_value_that_is_not_a_number(tmp_path, value, kind, says):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 2 slot 3"), "value", value, kind))
    assert_says(message, where(root, "row 2 slot 3"), says)


def test_a_space_without_a_slot(tmp_path):
    message, root = broken(tmp_path, lambda root: del_prop(obj(root, "row 2 slot 3"), "slot"))
    assert_says(message, where(root, "row 2 slot 3"), "has no 'slot' property")


@pytest.mark.slow
def test_a_space_of_a_row_the_map_does_not_have(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 12 slot 2"), "row", 13))
    assert_says(message, where(root, "row 12 slot 2"), "belongs to row 13", "no object for row 13")


def test_rows_with_a_missing_number(tmp_path):
    message, _ = broken(tmp_path, lambda root: remove(root, "row 5"))
    assert_says(message, "layer 'rows'", "has rows up to 12 but no row 5")


def test_a_row_in_no_half(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 3"), "half", "middle"))
    assert_says(message, where(root, "row 3"), "half 'middle'", "'left' or 'right'")


# ---------------------------------------------------------------------------------------------------- track
def test_track_indices_with_a_gap(tmp_path):
    message, _ = broken(tmp_path, lambda root: remove(root, "track 30"))
    assert_says(message, "layer 'track'", "has track spaces up to 66 but no space 30")


def test_track_indices_used_twice(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "track 31"), "index", 30))
    assert_says(message, where(root, "track 31"), "is track space 30", where(root, "track 30"))


@pytest.mark.parametrize(("space", "eye", "says"), [
    ("track 30", True, "marks 3 oxen-eyes (track spaces 22, 30, 44)"),
    ("track 44", False, "marks 1 oxen-eye (track spaces 22)"),
])
def test_not_exactly_two_oxen_eyes(tmp_path, space, eye, says):
    message, _ = broken(tmp_path, lambda root: set_prop(obj(root, space), "oxen_eye", eye))
    assert_says(message, "layer 'track'", says, "exactly two")


@pytest.mark.slow
def test_no_dung_heap(tmp_path):
    message, _ = broken(tmp_path, lambda root: set_prop(obj(root, "track 66"), "dung_heap", False))
    assert_says(message, "layer 'track'", "has no dung heap")


def test_a_dung_heap_before_the_end(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(clone(root, "track 65", "track 67"), "index", 67))
    assert_says(message, where(root, "track 66"), "is the dung heap but track spaces up to 67 follow it")


def test_no_start_space(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "track 0"), "start", False))
    assert_says(message, where(root, "track 0"), "not marked start=true")


def test_a_mark_that_is_not_true_or_false(tmp_path):
    message, root = broken(tmp_path, lambda root: set_prop(obj(root, "track 9"), "oxen_eye", "perhaps"))
    assert_says(message, where(root, "track 9"), "'oxen_eye' = 'perhaps'", "neither true nor false")


# -------------------------------------------------------------------------------------------------- anchors
def test_a_missing_anchor(tmp_path):
    message, _ = broken(tmp_path, lambda root: remove(root, "seat3"))
    assert_says(message, "layer 'anchors'", "has no anchor named 'seat3'")


def test_two_anchors_with_one_name(tmp_path):
    message, root = broken(tmp_path, lambda root: obj(root, "button_skip").set("name", "button_menu"))
    assert_says(message, "object 'button_menu' (id", "has the same name as object 'button_menu'")


# ----------------------------------------------------------------------------------- objects and properties
@pytest.mark.slow
@pytest.mark.parametrize(
    "name", ["x", "y", "width", "height", "name", "type", "id", "rotation", "visible", "gid", "class", "template"]
)
def test_a_custom_property_named_like_a_built_in_attribute(tmp_path, name, caplog):
    with caplog.at_level(logging.DEBUG):
        message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 3 slot 2"), name, 3))
    assert_says(message, where(root, "row 3 slot 2"), f"custom property named '{name}'", "built-in attribute")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]  # pytmx never got to complain


@pytest.mark.parametrize(("place", "says"), [("layer", "layer 'spaces'"), ("map", "the map")])
def test_built_in_names_on_layers_and_the_map(tmp_path, place, says):
    message, _ = broken(
        tmp_path, lambda root: set_prop(layer(root, "spaces") if place == "layer" else root, "visible", True)
    )
    assert_says(message, f"{says} has a custom property named 'visible'")


def test_an_object_of_the_wrong_type_on_a_board_layer(tmp_path):
    message, root = broken(tmp_path, lambda root: obj(root, "row 3 slot 2").set("type", "tree"))
    assert_says(message, where(root, "row 3 slot 2"), "on layer 'spaces' has type 'tree'", "type 'space'")


def test_a_rotated_space(tmp_path):
    message, root = broken(tmp_path, lambda root: obj(root, "row 3 slot 2").set("rotation", "15"))
    assert_says(message, where(root, "row 3 slot 2"), "is rotated by 15 degrees")


@pytest.mark.slow
@pytest.mark.parametrize("kind", ["integer", "class", "list"])
def test_a_property_of_a_type_the_game_does_not_read(tmp_path, kind, caplog):
    with caplog.at_level(logging.DEBUG):
        message, root = broken(tmp_path, lambda root: set_prop(obj(root, "row 3 slot 2"), "slot", 2, kind))
    assert_says(message, where(root, "row 3 slot 2"), f"property 'slot' of type '{kind}'", "use string, int")
    assert not [r for r in caplog.records if r.levelno >= logging.ERROR]  # pytmx never got to complain


def test_a_typed_property_whose_value_is_text_not_an_attribute(tmp_path):
    def text_value(root: ET.Element) -> None:
        for prop in obj(root, "row 3 slot 2").iter("property"):
            if prop.get("name") == "slot":
                prop.text = prop.attrib.pop("value")

    message, root = broken(tmp_path, text_value)
    assert_says(message, where(root, "row 3 slot 2"), "int property 'slot' without a value")


def test_a_visibility_that_is_not_0_or_1(tmp_path):
    message, root = broken(tmp_path, lambda root: obj(root, "status").set("visible", "hidden"))
    assert_says(message, where(root, "status"), "visible='hidden'", "not a whole number")
    message, root = broken(tmp_path, lambda root: obj(root, "status").set("visible", "2"))
    assert_says(message, where(root, "status"), "visible=2; it must be from 0 to 1")


@pytest.mark.parametrize(("shape", "points", "says"), [
    ("polygon", "0,0 5", "polygon point '5'"),
    ("polyline", "0,0 1,x", "polyline point '1,x'"),
    ("polygon", "0,0 1,inf", "polygon point '1,inf'"),
    ("polyline", "", "polyline without points"),
])
def test_a_shape_whose_points_are_not_pairs_of_numbers(tmp_path, shape, points, says):
    message, root = broken(tmp_path, lambda root: ET.SubElement(obj(root, "status"), shape, points=points))
    assert_says(message, where(root, "status"), says)


@pytest.mark.parametrize(("element", "attribute", "says"), [
    ("layer", "id", "layer 'spaces' has id='x1'"),
    ("map", "nextobjectid", "the map has nextobjectid='x1'"),
    ("map", "nextlayerid", "the map has nextlayerid='x1'"),
])
def test_an_id_that_is_not_a_whole_number(tmp_path, element, attribute, says):
    def spoil(root: ET.Element) -> None:
        (layer(root, "spaces") if element == "layer" else root).set(attribute, "x1")

    message, _ = broken(tmp_path, spoil)
    assert_says(message, says, "not a whole number")


def test_a_map_of_another_orientation(tmp_path):
    message, _ = broken(tmp_path, lambda root: root.set("orientation", "isometric"))
    assert_says(message, "has the orientation 'isometric'; the board must be an orthogonal map")


def test_a_tileset_tile_property_that_is_not_its_type(tmp_path):
    tsx = ET.parse(DEFAULT_MAP_PATH.parent.parent / "assets" / "board" / "spaces.tsx")
    prop = next(tsx.getroot().iter("property"))
    prop.set("type", "int")
    tsx.write(tmp_path / "spaces.tsx")
    tile = next(t for t in tsx.getroot().iter("tile") if prop in t.iter("property")).get("id")

    def use_copy(root: ET.Element) -> None:
        for tileset in root.iter("tileset"):
            if tileset.get("source").endswith("spaces.tsx"):
                tileset.set("source", "spaces.tsx")
                tileset_image = DEFAULT_MAP_PATH.parent.parent / "assets" / "board"
                for image in tsx.getroot().iter("image"):
                    image.set("source", str(tileset_image / image.get("source")))
                tsx.write(tmp_path / "spaces.tsx")

    message, _ = broken(tmp_path, use_copy)
    assert_says(message, f"tileset 'spaces', tile {tile} has the int property '{prop.get('name')}'", "not a valid int")


def test_the_rules_refuse_what_the_map_checks_let_through(tmp_path):
    def eye_on_the_heap_side(root: ET.Element) -> None:  # both oxen-eyes on one space is no valid track
        set_prop(obj(root, "track 44"), "oxen_eye", False)
        set_prop(obj(root, "track 66"), "oxen_eye", True)

    message, root = broken(tmp_path, eye_on_the_heap_side)
    assert_says(message, where(root, "track 66"), "oxen-eye on the start or the dung heap")
