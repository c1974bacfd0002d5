"""What a board map may cost, checked before pytmx decodes it: file kinds and sizes, declared sizes,
compressed layers and tileset images.

pytmx trusts a map: it inflates a compressed layer whatever it grows to, walks every tile a tileset
declares (a tileset claiming an image of a billion pixels never ends), and the window later loads the
images it names with pygame. So before pytmx sees a map, every file it will open must be a regular file
of a bounded size, every declared size must be within the bounds below, every compressed layer must
inflate to no more than its cells, and every tileset image must be a picture at least as large as its
tileset says, read from its header without decoding it. A broken bound is a `LimitError` naming the place
("tileset 'spaces'") and the problem in words; the map reader adds the file name.
"""

from __future__ import annotations

import base64
import binascii
import math
import struct
import xml.etree.ElementTree as ET
import zlib
from dataclasses import dataclass
from pathlib import Path
from xml.parsers import expat

from game.base.safe_reading import MB, read_limited

MAX_XML_BYTES = 8 * MB  # the default map is about 60 kB
MAX_IMAGE_BYTES = 32 * MB
MAX_CANVAS = 4096  # pixels on a side of the map (the window draws it whole, 64 MB at this size)
MAX_MAP_CELLS = 1 << 18  # tiles in all tile layers together: each drawn tile costs a few hundred bytes
MAX_TILE = 2048  # pixels on a side of a tile
MAX_IMAGE_SIDE = 16384
MAX_IMAGE_PIXELS = 32 * 1024 * 1024  # 128 MB once decoded as RGBA
MAX_TILES_PER_SET = 1 << 16
MAX_OBJECTS = 1 << 16  # the default board has under 200
# The objects' areas together, each drawn scaled to its size: the default board's come to about 2 million
# pixels (its canvas); a thousand objects each the size of the map would take hours and gigabytes to draw.
MAX_OBJECT_PIXELS = 32 * 1024 * 1024
MAX_GID = 1 << 28  # Tiled keeps the top bits of a gid for flips
MAX_COORDINATE = 2 * MAX_CANVAS  # how far off the map an object may lie
MAX_ELEMENTS = 400_000  # '<' in a file (closing tags too): room for MAX_OBJECTS objects and their properties
MAX_ATTRIBUTES = 450_000  # '=' in a file
MAX_DEPTH = 64  # elements inside elements: Tiled nests a few levels, group layers a few more


@dataclass
class LimitError(Exception):
    """A map part beyond what the game reads; `where` names it (None: the file), `problem` says why."""

    problem: str
    where: str | None = None


def read_xml(path: Path, what: str, where: str | None = None, shown: str | None = None) -> ET.Element:
    """Parse a map or tileset file: a regular file of at most MAX_XML_BYTES, and no entity declarations.

    `where` and `shown` name the part of the map that refers to the file, and the file as it names it.
    """

    def problem(text: str) -> LimitError:
        return LimitError(text if where is None else f"uses '{shown or path}', which {text}", where)

    try:
        data = read_limited(path, MAX_XML_BYTES)
    except FileNotFoundError:
        raise problem("does not exist") from None
    except OSError as exc:
        raise problem(f"cannot be read ({exc.strerror or 'it cannot be opened'})") from None
    declared = prolog_declaration(data)
    if declared:
        # Tiled never writes them; entities are how a few bytes of XML expand to gigabytes.
        raise problem(f"{declared}, which a Tiled {what} never does")
    # Parsed, every element and attribute costs a hundred bytes or more: 8 MB of "<p/>" would be 2 million
    # elements (hundreds of MB, and seconds to walk). Counted before parsing: each starts with '<' or holds '='.
    if data.count(b"<") > MAX_ELEMENTS:
        raise problem(f"has more than {MAX_ELEMENTS} XML elements; the default board has about 1200")
    if data.count(b"=") > MAX_ATTRIBUTES:
        raise problem(f"has more than {MAX_ATTRIBUTES} XML attributes; the default board has about 3000")
    try:
        return ET.fromstring(data)
    except ET.ParseError as exc:
        raise problem(f"is not a Tiled {what}: it is not valid XML ({' '.join(str(exc).split())})") from None


class _PrologEnd(Exception):
    """The prolog has said what it declares, or ended where the first element starts."""


def prolog_declaration(data: bytes) -> str | None:
    """What the XML prolog of `data` declares (entities, a document type) and on which line, or None.

    Read by expat in the file's own encoding (UTF-16 hides nothing), and only up to the first element: nothing
    after it can declare anything. Not XML at all is left to the parse that follows, which says where."""
    parser = expat.ParserCreate()
    doctype_lines: list[int] = []
    said: list[str] = []

    def doctype(*_: object) -> None:
        doctype_lines.append(parser.CurrentLineNumber)

    def entity(name: str, *_: object) -> None:
        said.append(f"declares XML entities ('{_short(name)}' on line {parser.CurrentLineNumber})")
        raise _PrologEnd

    def doctype_end() -> None:
        said.append(f"declares a document type (<!DOCTYPE) on line {doctype_lines[0]}")
        raise _PrologEnd

    def element(*_: object) -> None:
        raise _PrologEnd

    parser.StartDoctypeDeclHandler = doctype
    parser.EntityDeclHandler = entity
    parser.EndDoctypeDeclHandler = doctype_end
    parser.StartElementHandler = element
    try:
        parser.Parse(data, True)
    except (_PrologEnd, expat.ExpatError):
        pass
    return said[0] if said else None


def whole(node: ET.Element, name: str, where: str, low: int, high: int, default: int | None = None) -> int:
    """An attribute that must be a whole number from low to high."""
    text = node.get(name)
    if text is None:
        if default is None:
            raise LimitError(f"has no '{name}' attribute", where)
        return default
    try:
        value = int(text.strip())
    except ValueError:
        raise LimitError(f"has {name}='{_short(text)}', which is not a whole number", where) from None
    if not low <= value <= high:
        raise LimitError(f"has {name}={value}; it must be from {low} to {high}", where)
    return value


def number(node: ET.Element, name: str, where: str, bound: float, low: float | None = None) -> None:
    """An attribute that, when present, must be a finite number from `low` (default -bound) to `bound`."""
    low = -bound if low is None else low
    text = node.get(name)
    if text is None:
        return
    try:
        value = float(text)
    except ValueError:
        raise LimitError(f"has {name}='{_short(text)}', which is not a number", where) from None
    if not math.isfinite(value) or not low <= value <= bound:
        raise LimitError(f"has {name}={_short(text)}; it must be a number from {low:g} to {bound:g}", where)


def check_points(shape: ET.Element, where: str) -> None:
    """A polygon's or polyline's points: pairs "x,y" of finite numbers, separated by spaces."""
    points = (shape.get("points") or "").split()
    for point in points:
        parts = point.split(",")
        try:
            ok = len(parts) == 2 and all(math.isfinite(float(part)) for part in parts)
        except ValueError:
            ok = False
        if not ok:
            raise LimitError(f"has a {shape.tag} point '{_short(point)}', which is not a pair of numbers x,y", where)
    if not points:
        raise LimitError(f"has a {shape.tag} without points", where)


def _short(text: str) -> str:
    shown = "".join(ch if ch.isprintable() else "?" for ch in text[:40])
    return shown + ("..." if len(text) > 40 else "")


# -- the map ---------------------------------------------------------------------------------------------
_PLACED = frozenset({"object", "layer", "objectgroup", "imagelayer", "group"})  # elements with a place on the map


def check_map(root: ET.Element, folder: Path) -> dict[str, ET.Element]:
    """Check the map element, its layers, objects and tilesets; returns the external tilesets' roots by source."""
    where = "the map"
    check_depth(root)
    if root.get("infinite", "0").strip() not in ("0", ""):
        raise LimitError("is an infinite map; the board must be a map of fixed size (uncheck 'Infinite' in Tiled)")
    width = whole(root, "width", where, 1, MAX_CANVAS)
    height = whole(root, "height", where, 1, MAX_CANVAS)
    tile_w = whole(root, "tilewidth", where, 1, MAX_TILE)
    tile_h = whole(root, "tileheight", where, 1, MAX_TILE)
    for name in ("nextobjectid", "nextlayerid"):
        whole(root, name, where, 0, 1 << 31, default=0)
    if width * tile_w > MAX_CANVAS or height * tile_h > MAX_CANVAS:
        raise LimitError(
            f"is {width * tile_w}x{height * tile_h} pixels; a board map is at most {MAX_CANVAS}x{MAX_CANVAS}", where
        )
    cells = objects = 0
    area = 0.0
    for node in root.iter():
        if node.tag not in _PLACED:
            continue  # properties, tile data, tilesets: checked below or by their own readers
        label = _label(node)
        for name in ("x", "y", "offsetx", "offsety"):
            number(node, name, label, MAX_COORDINATE)
        if node.tag == "object":  # a tile object is scaled to its size when drawn: no larger than the map
            for name in ("width", "height"):
                number(node, name, label, MAX_CANVAS, 0)
            area += float(node.get("width") or 0) * float(node.get("height") or 0)
            if area > MAX_OBJECT_PIXELS:
                raise LimitError(f"has objects of more than {MAX_OBJECT_PIXELS // (1024 * 1024)} million pixels "
                                 "together (each is drawn at its size); the default board's make about 2 million",
                                 where)
        number(node, "opacity", label, 1, 0)
        number(node, "rotation", label, 360)
        whole(node, "visible", label, 0, 1, default=1)
        for shape in node if node.tag == "object" else ():
            if shape.tag in ("polygon", "polyline"):
                check_points(shape, label)
        whole(node, "id", label, 0, 1 << 31, default=0)  # objects' and layers' ids alike
        if node.tag == "object":
            objects += 1
            if objects > MAX_OBJECTS:
                raise LimitError(f"has more than {MAX_OBJECTS} objects", where)
            whole(node, "gid", label, 0, (1 << 32) - 1, default=0)
        if node.tag == "layer":
            cells += check_tile_layer(node, label)
            if cells > MAX_MAP_CELLS:
                raise LimitError(f"has more than {MAX_MAP_CELLS} tiles in its tile layers together", where)
    tilesets: dict[str, ET.Element] = {}
    starts: dict[int, str] = {}
    for node in root.iter("tileset"):
        source = node.get("source")
        label = f"tileset '{_short(node.get('name') or source or '?')}'"
        start = whole(node, "firstgid", label, 1, MAX_GID)
        if start in starts:  # two tilesets would claim the same tiles: the board's art would be mixed up
            raise LimitError(f"has firstgid={start}, as {starts[start]} has; every tileset starts at its own", label)
        starts[start] = label
        if source:
            path = folder / source
            if not source.lower().endswith(".tsx"):
                raise LimitError(f"uses '{source}', which is not a Tiled tileset file (.tsx)", label)
            tileset = read_xml(path, "tileset", label, source)
            check_depth(tileset, label, source)
            if tileset.tag != "tileset":
                raise LimitError(f"uses '{source}', whose top element is <{tileset.tag}>, not <tileset>", label)
            label = f"tileset '{tileset.get('name') or source}'"
            check_tileset(tileset, label, path.parent)
            tilesets[source] = tileset
        else:
            check_tileset(node, label, folder)
    return tilesets


def check_depth(root: ET.Element, where: str | None = None, source: str | None = None) -> None:
    """Refuse elements nested deeper than MAX_DEPTH: pytmx and the layer walk recurse into group layers, so a
    map nesting thousands of them would run out of stack or take minutes."""
    stack = [(root, 1)]
    while stack:
        node, depth = stack.pop()
        if depth > MAX_DEPTH:
            said = f"uses '{source}', which nests" if source else "nests"
            raise LimitError(f"{said} its elements more than {MAX_DEPTH} deep; a Tiled file nests only a few levels",
                             where)
        stack.extend((child, depth + 1) for child in node)


def _label(node: ET.Element) -> str:
    name, ident = node.get("name"), node.get("id")
    if node.tag == "object":
        return f"object '{_short(name)}' (id {_short(ident or '?')})" if name else f"object id {_short(ident or '?')}"
    if node.tag in ("layer", "objectgroup", "imagelayer"):
        return f"layer '{_short(name or '?')}'"
    if node.tag == "group":
        return f"group '{_short(name or '?')}'"
    return "the map" if node.tag == "map" else f"element <{node.tag}>"


def check_tile_layer(node: ET.Element, where: str) -> int:
    """A tile layer's size, and its data: CSV or Base64, compressed with zlib or gzip to no more than it holds.

    Returns how many tiles the layer has."""
    width = whole(node, "width", where, 1, MAX_CANVAS)
    height = whole(node, "height", where, 1, MAX_CANVAS)
    cells = width * height
    if cells > MAX_MAP_CELLS:
        raise LimitError(f"is {width}x{height} tiles; a layer has at most {MAX_MAP_CELLS} tiles", where)
    data = node.find("data")
    if data is None:
        raise LimitError("has no <data> element with its tiles", where)
    if data.find("chunk") is not None:
        raise LimitError("stores its tiles in chunks, as an infinite map does; the board must be of fixed size", where)
    encoding = data.get("encoding")
    compression = data.get("compression")
    text = (data.text or "").strip()
    if encoding == "csv":
        if compression:
            raise LimitError(f"has CSV data compressed with '{_short(compression)}'; CSV is never compressed", where)
        values = text.split(",")
        for value in values:
            value = value.strip()
            if not value.isdigit() or int(value) >= 1 << 32:
                raise LimitError(f"holds the tile '{_short(value)}' in its CSV data, which is not a tile number", where)
        if len(values) != cells:
            raise LimitError(f"has CSV data for {len(values)} tiles; it is {width}x{height}, so {cells}", where)
        return cells
    if encoding != "base64":
        said = f"the encoding '{_short(encoding)}'" if encoding else "XML tile elements"
        raise LimitError(f"stores its tiles with {said}; save the map with the CSV or Base64 layer format", where)
    try:
        raw = base64.b64decode(text, validate=False)
    except (binascii.Error, ValueError):
        raise LimitError("has Base64 data that is not valid Base64", where) from None
    limit = cells * 4
    if compression in ("zlib", "gzip"):
        inflater = zlib.decompressobj(wbits=15 if compression == "zlib" else 31)
        try:
            raw = inflater.decompress(raw, limit + 1)  # stops after one byte too many, however much more there is
        except zlib.error:
            raise LimitError(f"has {compression} data that is damaged", where) from None
    elif compression:
        raise LimitError(
            f"uses the layer compression '{_short(compression)}', which this game cannot read; use zlib, gzip or none",
            where,
        )
    if len(raw) != limit:
        more = "more" if len(raw) > limit else "fewer"
        raise LimitError(f"has data for {more} tiles than its {width}x{height}", where)
    return cells


# -- tilesets and their images ---------------------------------------------------------------------------
def check_tileset(node: ET.Element, where: str, folder: Path) -> None:
    """A tileset's tile size, spacing and image: the image must be a picture at least as large as declared."""
    tile_w = whole(node, "tilewidth", where, 1, MAX_TILE)
    tile_h = whole(node, "tileheight", where, 1, MAX_TILE)
    spacing = whole(node, "spacing", where, 0, MAX_TILE, default=0)
    margin = whole(node, "margin", where, 0, MAX_TILE, default=0)
    whole(node, "tilecount", where, 0, MAX_TILES_PER_SET, default=0)
    whole(node, "columns", where, 0, MAX_TILES_PER_SET, default=0)
    for tile in node.iter("tile"):
        whole(tile, "id", where, 0, MAX_TILES_PER_SET)
    image = node.find("image")
    if image is None:
        return
    width = whole(image, "width", f"the image of {where}", 1, MAX_IMAGE_SIDE)
    height = whole(image, "height", f"the image of {where}", 1, MAX_IMAGE_SIDE)
    across = max(0, (width - 2 * margin + spacing) // (tile_w + spacing))
    down = max(0, (height - 2 * margin + spacing) // (tile_h + spacing))
    if across * down > MAX_TILES_PER_SET:
        raise LimitError(f"cuts {across * down} tiles from its image; a tileset has at most {MAX_TILES_PER_SET}", where)
    source = image.get("source")
    if not source:
        raise LimitError("has an image without a source file", where)
    real = image_size(folder / source, source, where)
    if real[0] * real[1] > MAX_IMAGE_PIXELS:
        raise LimitError(f"uses the image '{source}' of {real[0]}x{real[1]} pixels, more than the game draws", where)
    if real[0] < width or real[1] < height:
        raise LimitError(
            f"says its image '{source}' is {width}x{height} pixels, but the file is only {real[0]}x{real[1]}", where
        )


def image_size(path: Path, source: str, where: str) -> tuple[int, int]:
    """The width and height of a PNG, JPEG, GIF or BMP file, from its header (the image is not decoded)."""
    try:
        head = read_limited(path, MAX_IMAGE_BYTES, head=256 * 1024)
    except FileNotFoundError:
        raise LimitError(f"uses the image '{source}', which does not exist", where) from None
    except OSError as exc:
        reason = exc.strerror or "no access"
        raise LimitError(f"uses the image '{source}', which cannot be read ({reason})", where) from None
    size = _header_size(head)
    if size is None:
        raise LimitError(f"uses the image '{source}', which is not a PNG, JPEG, GIF or BMP picture", where)
    return size


def _header_size(head: bytes) -> tuple[int, int] | None:
    if head[:8] == b"\x89PNG\r\n\x1a\n" and head[12:16] == b"IHDR" and len(head) >= 24:
        return struct.unpack(">II", head[16:24])
    if head[:6] in (b"GIF87a", b"GIF89a") and len(head) >= 10:
        return struct.unpack("<HH", head[6:10])
    if head[:2] == b"BM" and len(head) >= 26:
        width, height = struct.unpack("<ii", head[18:26])
        return abs(width), abs(height)
    if head[:2] == b"\xff\xd8":
        index = 2
        while index + 9 < len(head):
            if head[index] != 0xFF:
                return None
            marker = head[index + 1]
            length = struct.unpack(">H", head[index + 2:index + 4])[0]
            if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
                height, width = struct.unpack(">HH", head[index + 5:index + 9])
                return width, height
            index += 2 + length
    return None
