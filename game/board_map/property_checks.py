"""The custom properties of a board map and of its tilesets, checked in its XML before pytmx sees them.

pytmx refuses a property named like an attribute of its own and stops at the first value it cannot convert, in
words that name neither the property nor its place; here each becomes a `MapError` naming the file, the element
that holds the property, and the problem.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterator

from game.base.safe_reading import printable

from .errors import MapError, map_error, where_element
from .tmx_reader import RESERVED_NAMES, tmx_bool

# The property types the game reads (pytmx converts the plain ones; a "class" property needs the project's
# custom types, which a map alone does not hold), and those whose value is text as it stands.
_PROPERTY_TYPES = ("string", "int", "float", "bool", "color", "file", "object")
_TEXT_TYPES = frozenset({"color", "file"})


def _custom_properties(root: ET.Element) -> Iterator[tuple[ET.Element, ET.Element]]:
    """Every custom property under `root`, with the element that holds it (a class property's own members
    are not custom properties of their own)."""
    for node in root.iter():
        props = node.find("properties") if node.tag != "property" else None
        if props is not None:
            for prop in props.findall("property"):
                yield node, prop


def _where_property(node: ET.Element, tileset: str | None) -> str:
    """The place of the element that holds a custom property, for a message."""
    if node.tag == "tile":
        owner = f"tile {printable(node.get('id') or '?', 20)}"
        return f"{tileset}, {owner}" if tileset else owner
    if node.tag == "tileset":
        return tileset or f"tileset '{printable(node.get('name') or '?', 60)}'"
    if node.tag in ("map", "object", "objectgroup", "layer", "imagelayer", "group"):
        return where_element(node)
    return f"a <{node.tag}> element"


class PropertyChecks:
    """The checks of one map file's custom properties: their names, then their types and values."""

    def __init__(self, file: str) -> None:
        self.file = file

    def error(self, problem: str, where: str | None = None) -> MapError:
        return map_error(self.file, problem, where)

    def check_names(self, root: ET.Element) -> None:
        """Custom property names, checked before pytmx sees them (their values: `check_values`)."""
        for node, prop in _custom_properties(root):
            if node.tag in RESERVED_NAMES:
                name = prop.get("name", "")
                if not name.strip():
                    raise self.error("has a custom property without a name; name it or remove it", where_element(node))
                if name in RESERVED_NAMES[node.tag]:
                    raise self.error(
                        f"has a custom property named '{name}', which is the name of a built-in attribute; "
                        "rename the property",
                        where_element(node),
                    )

    def check_values(self, root: ET.Element, tileset: str | None = None) -> None:
        """Every custom property's type and value, in the map or in one of its tilesets (`tileset`: its label),
        checked before pytmx converts them: it stops at the first it cannot convert, without saying where."""
        for node, prop in _custom_properties(root):
            where = _where_property(node, tileset)
            name = printable(prop.get("name", ""), 60)
            kind = prop.get("type", "string")
            if kind not in _PROPERTY_TYPES:
                raise self.error(
                    f"has the property '{name}' of type '{printable(kind, 40)}', which the game does not read; "
                    f"use {', '.join(_PROPERTY_TYPES)}", where)
            value = prop.get("value")
            if kind == "string" or kind in _TEXT_TYPES:
                continue
            if value is None:
                raise self.error(f"has the {kind} property '{name}' without a value", where)
            try:
                if kind == "int" or kind == "object":
                    int(value)
                elif kind == "float":
                    float(value)
                else:
                    tmx_bool(value)
            except ValueError:
                shown = printable(value, 60)
                raise self.error(f"has the {kind} property '{name}' set to '{shown}', which is not a valid {kind}",
                                 where) from None
