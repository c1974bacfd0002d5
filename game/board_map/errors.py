"""The sentences a broken board map is told in: `MapError`, and the words that name its file, place and problem.

Names and values quoted from the map are shown short and without control characters: the sentence is drawn on
the title screen and printed on a terminal.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET
from collections.abc import Iterable
from typing import Any

from game.base.safe_reading import printable


class MapError(Exception):
    """A board map that cannot be used; str(error) is one sentence for a person."""


def map_error(file: str, problem: str, where: str | None = None) -> MapError:
    """The error of the map `file`: its place in the map (`where`), if any, then the problem."""
    subject = f"{file}: {printable(where, 200)} " if where else f"{file} "
    return MapError(f"{subject}{printable(problem, 400)}.")


def pytmx_words(exc: BaseException) -> str:
    """pytmx's own complaints are sentences (plain Exceptions); Python's errors inside it are not."""
    if type(exc) is Exception and str(exc).strip():
        return clean(exc)
    return "a part of it is not what a Tiled map holds"


def clean(exc: BaseException) -> str:
    return " ".join(str(exc).split()).rstrip(".") or "no details"


def number(n: int) -> str:
    digits = len(str(abs(n)))
    return str(n) if digits <= 20 else f"a number of {digits} digits"


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def listing(values: Iterable[Any]) -> str:
    return ", ".join(str(v) for v in values)


def where_object(obj: Any) -> str:
    """A map object as pytmx read it, by its name and id."""
    name = getattr(obj, "name", None)
    ident = getattr(obj, "id", None)
    if name:
        return f"object '{name}' (id {ident})"
    return f"object id {ident}"


def where_element(node: ET.Element) -> str:
    """The map, a layer, a group or an object, as its XML element says."""
    tag = node.tag
    name = node.get("name")
    if tag == "map":
        return "the map"
    if tag == "object":
        return f"object '{name}' (id {node.get('id')})" if name else f"object id {node.get('id')}"
    noun = {"objectgroup": "layer", "layer": "layer", "imagelayer": "layer", "group": "group"}[tag]
    return f"{noun} '{name}'"
