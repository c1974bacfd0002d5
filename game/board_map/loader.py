"""levels/board.tmx -> the rules' BoardSpec and the screen's BoardGeometry.

The board lives in one Tiled map (spec/board.md), read with `pytmx.TiledMap` (no display, no images
loaded). Every mistake in a map becomes a `MapError` whose text is one sentence naming the file, the
object and the problem; `load_board_map` raises nothing else.

What the map holds (object layers; an object's type is its Tiled "type", or "class" since Tiled 1.9):

* layer ``rows``: one object of type ``row`` per row: ``row`` (int, 1..N), ``half`` (string, left/right);
  its rectangle frames the row on screen;
* layer ``spaces``: one object of type ``space`` per row space: ``row`` (int), ``slot`` (int, 1..L),
  ``kind`` (string: first, plain, cowpie, double, happy, ibex), ``value`` (int: the points of a cowpie or
  ibex space, 0 or absent otherwise); its rectangle is where a tile sits. Spaces are tile objects, so the
  map shows their art;
* layer ``track``: one object of type ``track`` per score-track space: ``index`` (int, 0..D), and the
  marks ``start``, ``oxen_eye``, ``dung_heap`` (bool); a pawn stands at the centre of its rectangle;
* layer ``anchors``: rectangles of type ``anchor`` named after the screen areas below;
* map properties ``min_row_length`` and ``max_row_length`` (int, optional): the row lengths this board
  allows (4 and 7 when absent); ``board_title`` (string, optional): the board's name for people.

Anchor names (all required; a map may add more, they appear in `BoardGeometry.anchors` too):

* ``round_info``  the round number and kind (double, open)
* ``status``      one line of text: whose turn it is and what to do
* ``supply``      the face-down draw pile
* ``box``         the discard pile
* ``reveal``      where played tiles are laid face up before placement (up to 16, in one line)
* ``hand``        the acting player's hand (up to 9 large tiles, in one line)
* ``seat1`` .. ``seat8``            a seat's panel: name, points, hand size, status
* ``seat1_hand`` .. ``seat8_hand``  inside that panel, where the seat's face-down tiles are shown
* ``button_buy0`` .. ``button_buy3``  buy 0, 1, 2 or 3 tiles
* ``button_confirm``, ``button_menu``, ``button_help``, ``button_skip`` (skip animations)
* ``log``         recent events, a few lines

Drawing the map: `BoardGeometry.background_layers` lists the visible tile layers and the tile objects of
the visible object layers, bottom first, as `Sprite`s: cut `source` out of `image`, transpose it if
`flip_diagonal`, flip it as `flip_x`/`flip_y` say, scale it to `dest` and blit it (this is what
`pytmx.util_pygame` does). Image layers are not drawn.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

# pytmx imports pygame when it can; keep pygame's greeting off the console of headless commands.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytmx  # noqa: E402

from game import files  # noqa: E402
from game.board_map import limits as map_limits  # noqa: E402
from game.rules.board import (  # noqa: E402
    MAX_ROW_LENGTH,
    MIN_ROW_LENGTH,
    SCORED_KINDS,
    BoardError,
    BoardSpec,
    RowSpec,
    Space,
    SpaceKind,
    TrackSpec,
)
from game.safe_reading import printable  # noqa: E402

# A space's points end up in every game log, whose reader refuses numbers beyond this (game/storage/game_log.py).
MAX_POINTS = 10**6

DEFAULT_MAP_PATH: Path = files.BOARD_MAP

ANCHOR_NAMES: tuple[str, ...] = (
    "round_info",
    "status",
    "supply",
    "box",
    "reveal",
    "hand",
    *(f"seat{n}" for n in range(1, 9)),
    *(f"seat{n}_hand" for n in range(1, 9)),
    *(f"button_buy{n}" for n in range(4)),
    "button_confirm",
    "button_menu",
    "button_help",
    "button_skip",
    "log",
)

ROWS_LAYER, SPACES_LAYER, TRACK_LAYER, ANCHORS_LAYER = "rows", "spaces", "track", "anchors"

# Attributes Tiled itself gives maps, layers and objects: a custom property of the same name would be
# shadowed by them (pytmx refuses such a map outright).
_TMX_BUILTINS = frozenset({
    "x", "y", "width", "height", "name", "type", "class", "id", "rotation", "visible", "gid", "template",
    "opacity", "offsetx", "offsety", "color", "tintcolor", "locked", "draworder", "parallaxx", "parallaxy",
    "version", "tiledversion", "orientation", "renderorder", "tilewidth", "tileheight", "infinite",
    "backgroundcolor", "nextlayerid", "nextobjectid", "hexsidelength", "staggeraxis", "staggerindex",
    "compressionlevel", "properties", "parent", "points", "closed", "image", "source", "data",
})


def _pytmx_attributes(cls: type, node: str | None = None) -> frozenset[str]:
    names = {name for name in dir(cls) if not name.startswith("__")}
    if node is not None:
        try:  # the attributes pytmx sets on a fresh element, e.g. TiledObject.custom_types
            names |= set(vars(cls(None, ET.fromstring(node), None)))
        except Exception:  # noqa: BLE001 - only a refinement; the fixed list above still applies
            pass
    return frozenset(names)


_RESERVED = {
    "object": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledObject, '<object id="0"/>'),
    "objectgroup": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledObjectGroup, "<objectgroup/>"),
    "layer": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledTileLayer),
    "imagelayer": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledImageLayer),
    "group": _TMX_BUILTINS | _pytmx_attributes(pytmx.pytmx.TiledGroupLayer),
    "map": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledMap),
}


class MapError(Exception):
    """A board map that cannot be used; str(error) is one sentence for a person."""


@dataclass(frozen=True)
class Rect:
    x: float
    y: float
    w: float
    h: float

    @property
    def center(self) -> tuple[float, float]:
        return (self.x + self.w / 2, self.y + self.h / 2)


@dataclass(frozen=True)
class Sprite:
    """One image to draw: part of an image file, scaled to `dest`, flipped as Tiled says."""

    image: Path
    source: Rect  # the part of the image file, in its pixels
    dest: Rect  # where on the canvas, in map pixels
    flip_x: bool = False
    flip_y: bool = False
    flip_diagonal: bool = False


@dataclass(frozen=True)
class MapLayer:
    """A visible layer of the map with what it draws."""

    name: str
    kind: str  # "tiles" or "objects"
    opacity: float
    sprites: tuple[Sprite, ...]


@dataclass(frozen=True)
class BoardGeometry:
    """Where things are on the logical canvas (map pixels, origin top-left)."""

    size: tuple[int, int]  # the canvas: the map's width and height in pixels (1920x1080 by default)
    spaces: dict[tuple[int, int], Rect]  # (row, slot) -> where a tile sits
    track: dict[int, tuple[float, float]]  # track index -> where a pawn stands (centre)
    anchors: dict[str, Rect]  # name -> screen area; see the module docstring
    background_layers: tuple[MapLayer, ...] = ()  # what to draw under everything, bottom first
    rows: dict[int, Rect] = field(default_factory=dict)  # row number -> the frame around the row
    track_spaces: dict[int, Rect] = field(default_factory=dict)  # track index -> the space's rectangle
    background_color: str | None = None  # the map's background colour ("#rrggbb"), if it sets one
    map_path: Path | None = None  # the .tmx file, for a window that prefers pytmx.load_pygame


@dataclass(frozen=True)
class BoardMap:
    path: Path
    spec: BoardSpec
    geometry: BoardGeometry
    title: str = ""  # the map's `board_title` property, e.g. "The default board"


# ----------------------------------------------------------------------------------------------- loading
def load_board_map(path: str | os.PathLike = DEFAULT_MAP_PATH) -> BoardMap:
    """Read a board map; raises MapError (only) with one sentence if the map cannot be used."""
    path = Path(path)
    reader = _Reader(path)
    try:
        return reader.load()
    except MapError:
        raise
    except Exception as exc:  # noqa: BLE001 - a map must never end in a traceback
        raise reader.error(f"could not be read ({_pytmx_words(exc)})") from None


def _pytmx_words(exc: BaseException) -> str:
    """pytmx's own complaints are sentences (plain Exceptions); Python's errors inside it are not."""
    if type(exc) is Exception and str(exc).strip():
        return _clean(exc)
    return "a part of it is not what a Tiled map holds"


def _clean(exc: BaseException) -> str:
    return " ".join(str(exc).split()).rstrip(".") or "no details"


def _number(n: int) -> str:
    digits = len(str(abs(n)))
    return str(n) if digits <= 20 else f"a number of {digits} digits"


def _plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def _listing(values: Iterable[Any]) -> str:
    return ", ".join(str(v) for v in values)


def _where(obj: Any) -> str:
    name = getattr(obj, "name", None)
    ident = getattr(obj, "id", None)
    if name:
        return f"object '{name}' (id {ident})"
    return f"object id {ident}"


def _where_xml(node: ET.Element) -> str:
    tag = node.tag
    name = node.get("name")
    if tag == "map":
        return "the map"
    if tag == "object":
        return f"object '{name}' (id {node.get('id')})" if name else f"object id {node.get('id')}"
    noun = {"objectgroup": "layer", "layer": "layer", "imagelayer": "layer", "group": "group"}[tag]
    return f"{noun} '{name}'"


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
        return _where_xml(node)
    return f"a <{node.tag}> element"


def _object_type(obj: Any) -> str | None:
    return obj.type or getattr(obj, "class", None)


class _Reader:
    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = str(path)
        self.images: dict[str, Path] = {}

    def error(self, problem: str, where: str | None = None) -> MapError:
        # Names and values quoted from the map are shown short and without control characters: the sentence is
        # drawn on the title screen and printed on a terminal.
        subject = f"{self.file}: {printable(where, 200)} " if where else f"{self.file} "
        return MapError(f"{subject}{printable(problem, 400)}.")

    # -- the file as XML ------------------------------------------------------------------------
    def read_xml(self) -> ET.Element:
        if not self.path.exists():
            raise self.error("does not exist")
        if self.path.is_dir():
            raise self.error("is a folder, not a Tiled map file")
        try:
            root = map_limits.read_xml(self.path, "map")
        except map_limits.LimitError as exc:
            raise self.error(exc.problem, exc.where) from None
        if root.tag != "map":
            raise self.error(f"is not a Tiled map: its top element is <{root.tag}>, not <map>")
        return root

    def check_properties_xml(self, root: ET.Element) -> None:
        """Custom property names, checked before pytmx sees them (their values: `check_property_values`)."""
        for node, prop in _custom_properties(root):
            if node.tag in _RESERVED:
                name = prop.get("name", "")
                if not name.strip():
                    raise self.error("has a custom property without a name; name it or remove it", _where_xml(node))
                if name in _RESERVED[node.tag]:
                    raise self.error(
                        f"has a custom property named '{name}', which is the name of a built-in attribute; "
                        "rename the property",
                        _where_xml(node),
                    )

    def check_property_values(self, root: ET.Element, tileset: str | None = None) -> None:
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
                    pytmx.pytmx.convert_to_bool(value)
            except ValueError:
                shown = printable(value, 60)
                raise self.error(f"has the {kind} property '{name}' set to '{shown}', which is not a valid {kind}",
                                 where) from None

    # -- the whole map ------------------------------------------------------------------------
    def load(self) -> BoardMap:
        root = self.read_xml()
        self.check_properties_xml(root)
        try:
            tilesets = map_limits.check_map(root, self.path.parent)
        except map_limits.LimitError as exc:
            raise self.error(exc.problem, exc.where) from None
        self.check_property_values(root)
        for source, tileset in tilesets.items():
            self.check_property_values(tileset, f"tileset '{printable(tileset.get('name') or source, 60)}'")
        try:
            tmx = pytmx.TiledMap()  # given the checked XML: pytmx never reads the map file itself
            tmx.filename = str(self.path)
            tmx.parse_xml(root)
        except MapError:
            raise
        except Exception as exc:  # noqa: BLE001 - pytmx raises plain Exceptions for missing tilesets etc.
            raise self.error(f"could not be read as a Tiled map ({_pytmx_words(exc)})") from None
        if tmx.orientation != "orthogonal":
            shown = printable(str(tmx.orientation), 40)
            raise self.error(f"has the orientation '{shown}'; the board must be an orthogonal map")
        layers = self.object_layers(tmx)
        low, high = self.row_limits(tmx)
        rows, row_rects, space_rects = self.read_rows(layers[ROWS_LAYER], layers[SPACES_LAYER], low, high)
        track, track_rects = self.read_track(layers[TRACK_LAYER])
        anchors = self.read_anchors(layers[ANCHORS_LAYER])
        try:
            spec = BoardSpec(rows=rows, track=track)
        except BoardError as exc:
            raise self.error(f"describes a board the rules cannot play on: {_clean(exc)}") from None
        geometry = BoardGeometry(
            size=(int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight)),
            spaces=space_rects,
            track={index: rect.center for index, rect in track_rects.items()},
            anchors=anchors,
            background_layers=self.background(tmx, root),
            rows=row_rects,
            track_spaces=track_rects,
            background_color=tmx.background_color,
            map_path=self.path.resolve(),
        )
        title = printable(tmx.properties.get("board_title", "") or "", 100)
        return BoardMap(path=self.path.resolve(), spec=spec, geometry=geometry, title=title)

    def object_layers(self, tmx: pytmx.TiledMap) -> dict[str, pytmx.TiledObjectGroup]:
        found: dict[str, pytmx.TiledObjectGroup] = {}
        for wanted in (ROWS_LAYER, SPACES_LAYER, TRACK_LAYER, ANCHORS_LAYER):
            matches = [layer for layer in tmx.layers if getattr(layer, "name", None) == wanted]
            groups = [layer for layer in matches if isinstance(layer, pytmx.TiledObjectGroup)]
            if not matches:
                raise self.error(f"has no object layer named '{wanted}'")
            if not groups:
                raise self.error(f"is not an object layer; the board's '{wanted}' must be objects", f"layer '{wanted}'")
            if len(matches) > 1:
                raise self.error(f"has {len(matches)} layers named '{wanted}'; there must be exactly one")
            found[wanted] = groups[0]
        return found

    def row_limits(self, tmx: pytmx.TiledMap) -> tuple[int, int]:
        limits = []
        for name, default in (("min_row_length", MIN_ROW_LENGTH), ("max_row_length", MAX_ROW_LENGTH)):
            value = tmx.properties.get(name, default)
            number = self.as_int(value)
            if number is None:
                raise self.error(f"is '{value}', which is not a whole number", f"the map's property '{name}'")
            if number > map_limits.MAX_OBJECTS:
                raise self.error(f"is {_number(number)}, more than {map_limits.MAX_OBJECTS}",
                                 f"the map's property '{name}'")
            limits.append(number)
        low, high = limits
        if low < 2:
            raise self.error(
                f"is {low}; a row needs at least 2 spaces (a first and an ibex space)",
                "the map's property 'min_row_length'",
            )
        if high < low:
            raise self.error(
                f"is {high}, less than min_row_length {low}", "the map's property 'max_row_length'"
            )
        return low, high

    # -- property helpers -----------------------------------------------------------------------
    @staticmethod
    def as_int(value: Any) -> int | None:
        if isinstance(value, bool):
            return None
        if isinstance(value, int):
            return value
        if isinstance(value, float) and value.is_integer():
            return int(value)
        if isinstance(value, str):
            try:
                return int(value.strip())
            except ValueError:
                return None
        return None

    def int_prop(self, obj: Any, name: str, *, required: bool = True, default: int | None = None,
                 minimum: int | None = None, maximum: int = map_limits.MAX_OBJECTS, what: str = "") -> int | None:
        if name not in obj.properties:
            if required:
                raise self.error(f"has no '{name}' property{what}", _where(obj))
            return default
        value = obj.properties[name]
        number = self.as_int(value)
        if number is None:
            raise self.error(f"has '{name}' = '{value}', which is not a whole number", _where(obj))
        if minimum is not None and number < minimum:
            problem = "negative" if number < 0 else f"less than {minimum}"
            raise self.error(f"has '{name}' = {_number(number)}, which is {problem}", _where(obj))
        if number > maximum:
            # Rows, slots and track spaces are walked one by one, so a slot of 10**50 would never finish.
            raise self.error(f"has '{name}' = {_number(number)}, which is more than {maximum}", _where(obj))
        return number

    def bool_prop(self, obj: Any, name: str) -> bool:
        value = obj.properties.get(name, False)
        if isinstance(value, bool):
            return value
        if isinstance(value, int) and value in (0, 1):
            return bool(value)
        if isinstance(value, str) and value.strip().lower() in ("true", "false"):
            return value.strip().lower() == "true"
        raise self.error(f"has '{name}' = '{value}', which is neither true nor false", _where(obj))

    def check_object(self, obj: Any, layer: str, expected: str) -> None:
        kind = _object_type(obj)
        if kind != expected:
            said = f"type '{kind}'" if kind else "no type"
            raise self.error(
                f"on layer '{layer}' has {said}; every object on that layer must have type '{expected}'",
                _where(obj),
            )
        if getattr(obj, "rotation", 0):
            raise self.error(f"is rotated by {obj.rotation:g} degrees; board objects must not be rotated", _where(obj))
        if not obj.width or not obj.height:
            raise self.error("has no size; it must be a rectangle or a tile", _where(obj))

    @staticmethod
    def rect(obj: Any) -> Rect:
        return Rect(float(obj.x), float(obj.y), float(obj.width), float(obj.height))

    # -- rows and spaces ------------------------------------------------------------------------
    def read_rows(self, row_layer: Any, space_layer: Any, low: int, high: int):
        row_objects: dict[int, Any] = {}
        halves: dict[int, str] = {}
        for obj in row_layer:
            self.check_object(obj, ROWS_LAYER, "row")
            number = self.int_prop(obj, "row", minimum=1)
            half = obj.properties.get("half")
            if half is None:
                raise self.error("has no 'half' property (left or right)", _where(obj))
            if half not in ("left", "right"):
                raise self.error(f"has half '{half}'; it must be 'left' or 'right'", _where(obj))
            if number in row_objects:
                raise self.error(f"is row {number}, and so is {_where(row_objects[number])}", _where(obj))
            row_objects[number] = obj
            halves[number] = half
        if not row_objects:
            raise self.error("has no rows", f"layer '{ROWS_LAYER}'")
        count = max(row_objects)
        for number in range(1, count + 1):
            if number not in row_objects:
                raise self.error(
                    f"has rows up to {count} but no row {number}; rows must be numbered from 1 without gaps",
                    f"layer '{ROWS_LAYER}'",
                )

        by_row: dict[int, dict[int, tuple[Any, Space]]] = {n: {} for n in row_objects}
        kinds = ", ".join(kind.value for kind in SpaceKind)
        for obj in space_layer:
            self.check_object(obj, SPACES_LAYER, "space")
            number = self.int_prop(obj, "row", minimum=1)
            slot = self.int_prop(obj, "slot", minimum=1)
            kind_name = obj.properties.get("kind")
            if kind_name is None:
                raise self.error(f"has no 'kind' property (one of {kinds})", _where(obj))
            try:
                kind = SpaceKind(str(kind_name).strip().lower())
            except ValueError:
                raise self.error(f"has the unknown kind '{kind_name}'; a kind is one of {kinds}", _where(obj)) from None
            if kind in SCORED_KINDS:
                value = self.int_prop(obj, "value", minimum=0, maximum=MAX_POINTS,
                                     what=f"; a {kind.value} space needs its points")
                if value == 0:
                    raise self.error(f"has value 0; a {kind.value} space is worth at least 1 point", _where(obj))
            else:
                value = self.int_prop(obj, "value", required=False, default=0, minimum=0, maximum=MAX_POINTS)
                if value:
                    raise self.error(f"has value {value}, but a {kind.value} space carries no points", _where(obj))
            if number not in by_row:
                raise self.error(
                    f"belongs to row {number}, but layer '{ROWS_LAYER}' has no object for row {number}", _where(obj)
                )
            if slot in by_row[number]:
                other = by_row[number][slot][0]
                raise self.error(f"is row {number} slot {slot}, and so is {_where(other)}", _where(obj))
            by_row[number][slot] = (obj, Space(kind, value or 0))

        rows: list[RowSpec] = []
        space_rects: dict[tuple[int, int], Rect] = {}
        for number in range(1, count + 1):
            row_obj, slots = row_objects[number], by_row[number]
            where = _where(row_obj)
            if not slots:
                raise self.error(f"has no spaces on layer '{SPACES_LAYER}'", where)
            length = max(slots)
            missing = [slot for slot in range(1, length + 1) if slot not in slots]
            if missing:
                raise self.error(
                    f"has a gap: its spaces have slots {_listing(sorted(slots))}, so slot {missing[0]} is missing",
                    where,
                )
            if not low <= length <= high:
                raise self.error(
                    f"has {_plural(length, 'space')}; a row on this board has {low} to {high} spaces", where
                )
            first_obj, first = slots[1]
            if first.kind is not SpaceKind.FIRST:
                raise self.error(
                    f"has no first space: its slot 1, {_where(first_obj)}, is a {first.kind.value} space", where
                )
            for slot in range(2, length + 1):
                obj, space = slots[slot]
                if space.kind is SpaceKind.FIRST:
                    raise self.error(f"is a first space in slot {slot}; only slot 1 may be a first space", _where(obj))
            ibex = [slot for slot in range(1, length + 1) if slots[slot][1].kind is SpaceKind.IBEX]
            if not ibex:
                raise self.error("has no ibex space; its last space must be an ibex space", where)
            for slot in ibex:
                if slot != length:
                    raise self.error(
                        f"is an ibex space in slot {slot} of {length}; only the last space of a row may be an ibex "
                        "space",
                        _where(slots[slot][0]),
                    )
            rows.append(RowSpec(number, halves[number], tuple(slots[s][1] for s in range(1, length + 1))))
            for slot in range(1, length + 1):
                space_rects[(number, slot)] = self.rect(slots[slot][0])
        row_rects = {number: self.rect(obj) for number, obj in row_objects.items()}
        return tuple(rows), row_rects, space_rects

    # -- the score track ------------------------------------------------------------------------
    def read_track(self, layer: Any) -> tuple[TrackSpec, dict[int, Rect]]:
        where_layer = f"layer '{TRACK_LAYER}'"
        spaces: dict[int, Any] = {}
        marks: dict[int, tuple[bool, bool, bool]] = {}
        for obj in layer:
            self.check_object(obj, TRACK_LAYER, "track")
            index = self.int_prop(obj, "index", minimum=0)
            if index in spaces:
                raise self.error(f"is track space {index}, and so is {_where(spaces[index])}", _where(obj))
            spaces[index] = obj
            marks[index] = (self.bool_prop(obj, "start"), self.bool_prop(obj, "oxen_eye"),
                            self.bool_prop(obj, "dung_heap"))
        if not spaces:
            raise self.error("has no track spaces", where_layer)
        last = max(spaces)
        missing = [index for index in range(last + 1) if index not in spaces]
        if missing:
            raise self.error(
                f"has track spaces up to {last} but no space {missing[0]}; the indices must run from 0 "
                "without gaps",
                where_layer,
            )
        starts = [i for i in range(last + 1) if marks[i][0]]
        eyes = [i for i in range(last + 1) if marks[i][1]]
        heaps = [i for i in range(last + 1) if marks[i][2]]
        if not marks[0][0]:
            raise self.error("is track space 0 but is not marked start=true", _where(spaces[0]))
        if len(starts) > 1:
            raise self.error("is marked start=true, but only track space 0 is the start", _where(spaces[starts[1]]))
        if not heaps:
            raise self.error("has no dung heap: no track space is marked dung_heap=true", where_layer)
        if len(heaps) > 1:
            raise self.error(f"is a second dung heap (track spaces {_listing(heaps)})", _where(spaces[heaps[1]]))
        if heaps[0] != last:
            raise self.error(
                f"is the dung heap but track spaces up to {last} follow it; the dung heap must be the last space",
                _where(spaces[heaps[0]]),
            )
        if len(eyes) != 2:
            said = f"marks {_plural(len(eyes), 'oxen-eye')}" + (f" (track spaces {_listing(eyes)})" if eyes else "")
            raise self.error(f"{said}; the track needs exactly two", where_layer)
        for eye in eyes:
            if eye in (0, last):
                raise self.error("is an oxen-eye on the start or the dung heap", _where(spaces[eye]))
        rects = {index: self.rect(obj) for index, obj in spaces.items()}
        return TrackSpec(dung_heap=last, oxen_eyes=(eyes[0], eyes[1])), rects

    # -- screen anchors -------------------------------------------------------------------------
    def read_anchors(self, layer: Any) -> dict[str, Rect]:
        anchors: dict[str, Rect] = {}
        owners: dict[str, Any] = {}
        for obj in layer:
            self.check_object(obj, ANCHORS_LAYER, "anchor")
            if not obj.name:
                raise self.error("has no name; an anchor is known by its name", _where(obj))
            if obj.name in owners:
                raise self.error(f"has the same name as {_where(owners[obj.name])}", _where(obj))
            owners[obj.name] = obj
            anchors[obj.name] = self.rect(obj)
        for name in ANCHOR_NAMES:
            if name not in anchors:
                raise self.error(f"has no anchor named '{name}'", f"layer '{ANCHORS_LAYER}'")
        return anchors

    # -- what the window draws ------------------------------------------------------------------
    def background(self, tmx: pytmx.TiledMap, root: ET.Element) -> tuple[MapLayer, ...]:
        for tileset in tmx.tilesets:
            if tileset.source:
                image = Path(os.path.dirname(self.file)) / tileset.source
                if not image.exists():
                    raise self.error(f"uses the image '{tileset.source}', which does not exist",
                                     f"tileset '{tileset.name}'")
        # pytmx lists tile layers before object layers; Tiled draws them in document order.
        by_element: dict[int, Any] = {}
        tile_layers = [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledTileLayer)]
        object_layers = [layer for layer in tmx.layers if isinstance(layer, pytmx.TiledObjectGroup)]
        pairs = ((root.findall(".//layer"), tile_layers), (root.findall(".//objectgroup"), object_layers))
        for elements, layers in pairs:
            for element, layer in zip(elements, layers, strict=False):
                by_element[id(element)] = layer
        out: list[MapLayer] = []
        for element in self.visible_layer_elements(root):
            layer = by_element.get(id(element))
            if layer is None:
                continue
            dx, dy = float(element.get("offsetx", 0)), float(element.get("offsety", 0))
            opacity = float(element.get("opacity", 1))
            if isinstance(layer, pytmx.TiledTileLayer):
                sprites = self.tile_sprites(tmx, layer, dx, dy)
                out.append(MapLayer(str(layer.name), "tiles", opacity, sprites))
            else:
                sprites = self.object_sprites(tmx, layer, dx, dy)
                out.append(MapLayer(str(layer.name), "objects", opacity, sprites))
        return tuple(out)

    @staticmethod
    def visible_layer_elements(node: ET.Element) -> Iterable[ET.Element]:
        for child in node:
            if child.get("visible", "1") == "0":
                continue
            if child.tag == "group":
                yield from _Reader.visible_layer_elements(child)
            elif child.tag in ("layer", "objectgroup"):
                yield child

    def sprite(self, tmx: pytmx.TiledMap, gid: int, dest: Rect) -> Sprite | None:
        entry = tmx.images[gid] if 0 < gid < len(tmx.images) else None
        if not entry:
            return None
        filename, source, flags = entry
        if source is None:
            return None
        x, y, w, h = source
        image = self.images.get(filename)
        if image is None:
            image = self.images[filename] = Path(os.path.normpath(os.path.abspath(filename)))
        return Sprite(
            image=image,
            source=Rect(x, y, w, h),
            dest=dest,
            flip_x=bool(flags and flags.flipped_horizontally),
            flip_y=bool(flags and flags.flipped_vertically),
            flip_diagonal=bool(flags and flags.flipped_diagonally),
        )

    def tile_sprites(self, tmx: pytmx.TiledMap, layer: Any, dx: float, dy: float) -> tuple[Sprite, ...]:
        tw, th = tmx.tilewidth, tmx.tileheight
        sprites = []
        for y, row in enumerate(layer.data):
            for x, gid in enumerate(row):
                if not gid:
                    continue
                entry = tmx.images[gid]
                if not entry or entry[1] is None:
                    continue
                w, h = entry[1][2], entry[1][3]
                # Tiles taller or wider than the grid grow up and right from the cell's bottom-left corner.
                sprite = self.sprite(tmx, gid, Rect(x * tw + dx, (y + 1) * th - h + dy, w, h))
                if sprite:
                    sprites.append(sprite)
        return tuple(sprites)

    def object_sprites(self, tmx: pytmx.TiledMap, layer: Any, dx: float, dy: float) -> tuple[Sprite, ...]:
        objects = [obj for obj in layer if obj.gid and obj.visible]
        if getattr(layer, "draworder", "topdown") != "index":
            objects.sort(key=lambda obj: obj.y + obj.height)  # Tiled's "top down" order
        sprites = []
        for obj in objects:
            sprite = self.sprite(tmx, obj.gid, Rect(obj.x + dx, obj.y + dy, obj.width, obj.height))
            if sprite:
                sprites.append(sprite)
        return tuple(sprites)
