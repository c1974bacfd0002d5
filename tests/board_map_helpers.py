"""Edit a copy of levels/board.tmx for a test: find objects by name, set and remove properties."""

from __future__ import annotations

import copy
import xml.etree.ElementTree as ET
from collections.abc import Callable
from pathlib import Path

from game.board_map.loader import DEFAULT_MAP_PATH


def map_copy(tmp_path: Path, edit: Callable[[ET.Element], None] | None = None, name: str = "board.tmx") -> Path:
    """Write levels/board.tmx, edited by `edit(root)`, to tmp_path; its tilesets still resolve."""
    tree = ET.parse(DEFAULT_MAP_PATH)
    root = tree.getroot()
    for tileset in root.iter("tileset"):
        source = tileset.get("source")
        if source:
            tileset.set("source", str((DEFAULT_MAP_PATH.parent / source).resolve()))
    if edit is not None:
        edit(root)
    out = tmp_path / name
    tree.write(out, encoding="UTF-8", xml_declaration=True)
    return out


def layer(root: ET.Element, name: str) -> ET.Element:
    for element in root.iter():
        if element.tag in ("objectgroup", "layer") and element.get("name") == name:
            return element
    raise KeyError(name)


def obj(root: ET.Element, name: str) -> ET.Element:
    for element in root.iter("object"):
        if element.get("name") == name:
            return element
    raise KeyError(name)


def where(root: ET.Element, name: str) -> str:
    """How a MapError names the object: object 'row 3 slot 2' (id 17)."""
    return f"object '{name}' (id {obj(root, name).get('id')})"


def set_prop(element: ET.Element, name: str, value, kind: str | None = None) -> None:
    props = element.find("properties")
    if props is None:
        props = ET.SubElement(element, "properties")
    for prop in props.findall("property"):
        if prop.get("name") == name:
            props.remove(prop)
    if kind is None:
        kind = "bool" if isinstance(value, bool) else "int" if isinstance(value, int) else None
    if isinstance(value, bool):
        value = "true" if value else "false"
    attributes = {"name": name, "value": str(value)}
    if kind:
        attributes["type"] = kind
    ET.SubElement(props, "property", attributes)


def del_prop(element: ET.Element, name: str) -> None:
    props = element.find("properties")
    for prop in list(props.findall("property")):
        if prop.get("name") == name:
            props.remove(prop)


def remove(root: ET.Element, name: str) -> None:
    for group in root.iter("objectgroup"):
        for element in group.findall("object"):
            if element.get("name") == name:
                group.remove(element)
                return
    raise KeyError(name)


def clone(root: ET.Element, name: str, new_name: str) -> ET.Element:
    """Copy an object under a new name and a fresh id, on the same layer."""
    for group in root.iter("objectgroup"):
        for element in group.findall("object"):
            if element.get("name") == name:
                twin = copy.deepcopy(element)
                next_id = int(root.get("nextobjectid"))
                twin.set("id", str(next_id))
                twin.set("name", new_name)
                root.set("nextobjectid", str(next_id + 1))
                group.append(twin)
                return twin
    raise KeyError(name)


def move_right(element: ET.Element, pixels: float) -> None:
    element.set("x", f"{float(element.get('x')) + pixels:g}")
