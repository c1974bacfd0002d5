"""A corpus of broken board maps: every one is refused with one sentence naming the file, in seconds, with
bounded memory, and the files are left as they were.

Kinds: the file itself (not XML, cut short, empty, junk, entities, deep nesting, folders, pipes, devices,
huge files), attributes of the wrong type or size, missing layers, objects and properties, properties of the
wrong type, compressed layers, tilesets and their images (missing, wrong, smaller than declared, huge).
"""

from __future__ import annotations

import base64
import os
import struct
import tracemalloc
import xml.etree.ElementTree as ET
import zlib
from collections.abc import Callable
from pathlib import Path

import pytest
from board_map_helpers import del_prop, layer, map_copy, obj, remove, set_prop
from corpus_checks import assert_one_sentence, within

from game.board_map.loader import DEFAULT_MAP_PATH, MapError, load_board_map
from game.client.app import STEP

ASSETS = DEFAULT_MAP_PATH.parent.parent / "assets" / "board"
Build = Callable[[Path], Path]


# ------------------------------------------------------------------------------------------- builders
def raw(data: bytes, name: str = "board.tmx") -> Build:
    def build(tmp: Path) -> Path:
        path = tmp / name
        path.write_bytes(data)
        return path

    return build


def edited(edit: Callable[[ET.Element], None]) -> Build:
    return lambda tmp: map_copy(tmp, edit)


def text_edit(change: Callable[[str], str]) -> Build:
    def build(tmp: Path) -> Path:
        path = map_copy(tmp)
        path.write_text(change(path.read_text(encoding="utf-8")), encoding="utf-8")
        return path

    return build


def map_attr(name: str, value: str) -> Build:
    return edited(lambda root: root.set(name, value))


def first(tag: str, name: str, value: str | None) -> Build:
    def edit(root: ET.Element) -> None:
        node = next(root.iter(tag))
        if value is None:
            node.attrib.pop(name, None)
        else:
            node.set(name, value)

    return edited(edit)


def object_attr(object_name: str, name: str, value: str | None) -> Build:
    def edit(root: ET.Element) -> None:
        node = obj(root, object_name)
        if value is None:
            node.attrib.pop(name, None)
        else:
            node.set(name, value)

    return edited(edit)


def placed(names: tuple[str, ...], **attributes: str) -> Build:
    return edited(lambda root: [obj(root, name).set(k, v) for name in names for k, v in attributes.items()])


def prop(object_name: str, name: str, value, kind: str | None = None) -> Build:
    return edited(lambda root: set_prop(obj(root, object_name), name, value, kind))


def no_prop(object_name: str, name: str) -> Build:
    return edited(lambda root: del_prop(obj(root, object_name), name))


def map_prop(name: str, value, kind: str | None = None) -> Build:
    return edited(lambda root: set_prop(root, name, value, kind))


def tile_layer_data(encoding: str | None, compression: str | None, text: str | Callable[[], str]) -> Build:
    def edit(root: ET.Element) -> None:
        data = layer(root, "ground").find("data")
        data.attrib.clear()
        if encoding:
            data.set("encoding", encoding)
        if compression:
            data.set("compression", compression)
        data.text = text if isinstance(text, str) else text()

    return edited(edit)


CELLS = 48 * 27


def inflating(wbits: int, megabytes: int) -> str:
    """Base64 of a zlib (wbits 15) or gzip (31) stream of `megabytes` MB of zeros, made without compressing
    them all: after a full flush, a megabyte of zeros compresses to the same block every time, so the stream is
    one block repeated. (Its checksum at the end is not the zeros'; the game must stop long before it.)"""
    packer = zlib.compressobj(9, zlib.DEFLATED, wbits)
    head = packer.compress(b"\0" * MB) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(b"\0" * MB) + packer.flush(zlib.Z_FULL_FLUSH)
    return base64.b64encode(head + block * (megabytes - 1) + packer.flush()).decode()


MB = 1024 * 1024


def with_tileset(edit: Callable[[ET.Element, Path], None], name: str = "spaces.tsx") -> Build:
    """A map whose tileset `name` is an edited copy in the test's folder; `edit(root, folder)` may add files."""

    def build(tmp: Path) -> Path:
        tree = ET.parse(ASSETS / name)
        image = tree.getroot().find("image")
        image.set("source", str(ASSETS / image.get("source")))
        edit(tree.getroot(), tmp)
        copy = tmp / f"edited-{name}"
        tree.write(copy)

        def use_copy(root: ET.Element) -> None:
            for tileset in root.iter("tileset"):
                if tileset.get("source").endswith(name):
                    tileset.set("source", str(copy))

        return map_copy(tmp, use_copy)

    return build


def tileset_attr(name: str, value: str) -> Build:
    return with_tileset(lambda root, tmp: root.set(name, value))


def image_attr(name: str, value: str) -> Build:
    return with_tileset(lambda root, tmp: root.find("image").set(name, value))


def tileset_file(make: Callable[[Path], None]) -> Build:
    """The map's spaces tileset points at a file `make(path)` creates (or leaves missing)."""

    def build(tmp: Path) -> Path:
        target = tmp / "tiles.tsx"
        make(target)

        def point(root: ET.Element) -> None:
            for tileset in root.iter("tileset"):
                if tileset.get("source", "").endswith("spaces.tsx"):
                    tileset.set("source", str(target))

        return map_copy(tmp, point)

    return build


def image_file(make: Callable[[Path], None], suffix: str = ".png") -> Build:
    """The spaces tileset's image is a file `make(path)` creates (or leaves missing)."""

    def edit(root: ET.Element, tmp: Path) -> None:
        target = tmp / f"picture{suffix}"
        make(target)
        root.find("image").set("source", str(target))

    return with_tileset(edit)


def png_header(width: int, height: int) -> bytes:
    size = struct.pack(">II", width, height)
    return b"\x89PNG\r\n\x1a\n" + struct.pack(">I", 13) + b"IHDR" + size + b"\x08\x06\0\0\0"


def symlink_to(target: str) -> Callable[[Path], None]:
    return lambda path: path.symlink_to(target)


def folder(path: Path) -> None:
    path.mkdir()


def fifo(path: Path) -> None:
    os.mkfifo(path)


def sparse(size: int) -> Callable[[Path], None]:
    def make(path: Path) -> None:
        with open(path, "wb") as file:
            file.truncate(size)

    return make


def nested(depth: int, tag: str = "group") -> Build:
    def build(tmp: Path) -> Path:
        path = map_copy(tmp)
        text = path.read_text(encoding="utf-8")
        deep = f'<{tag} name="g">' * depth + f"</{tag}>" * depth
        path.write_text(text.replace("</map>", deep + "</map>"), encoding="utf-8")
        return path

    return build


def huge_objects(count: int) -> Build:
    def build(tmp: Path) -> Path:
        path = map_copy(tmp)
        text = path.read_text(encoding="utf-8")
        many = "".join(f'<object id="{1000 + n}" x="1" y="1" width="1" height="1"/>' for n in range(count))
        path.write_text(text.replace('<objectgroup color="#5f8a4a" id="8" name="decor">',
                                     '<objectgroup color="#5f8a4a" id="8" name="decor">' + many), encoding="utf-8")
        return path

    return build


def remove_layer(name: str) -> Build:
    def edit(root: ET.Element) -> None:
        node = layer(root, name)
        for parent in root.iter():
            if node in list(parent):
                parent.remove(node)
                return

    return edited(edit)


def clone_layer(name: str) -> Build:
    def edit(root: ET.Element) -> None:
        import copy

        root.append(copy.deepcopy(layer(root, name)))

    return edited(edit)


BILLION_LAUGHS = (b'<?xml version="1.0"?><!DOCTYPE map [<!ENTITY a "aaaaaaaaaa">'
                  + b"".join(b'<!ENTITY %s "%s">' % (bytes([98 + i]), (b"&%s;" % bytes([97 + i])) * 10)
                             for i in range(8))
                  + b']><map width="1" height="1" tilewidth="1" tileheight="1">&i;</map>')

GOOD = DEFAULT_MAP_PATH.read_bytes()

# (name, builder, words the sentence must hold)
CASES: list[tuple[str, Build, str]] = [
    # -- the file itself
    ("empty file", raw(b""), "not valid XML"),
    ("one space", raw(b" "), "not valid XML"),
    ("binary junk", raw(bytes(range(256)) * 64), "not valid XML"),
    ("a PNG as the map", raw((ASSETS / "spaces.png").read_bytes()), "not valid XML"),
    ("JSON as the map", raw(b'{"map": 1}'), "not valid XML"),
    ("UTF-16 text", raw(GOOD.decode().replace('encoding="UTF-8"', 'encoding="UTF-16"').encode("utf-16")), ""),
    ("latin-1 bytes in UTF-8", raw(GOOD.replace(b"The default board", b"Le plateau \xe9t\xe9")), "not valid XML"),
    ("a BOM then junk", raw(b"\xef\xbb\xbfnot xml"), "not valid XML"),
    ("cut after 10 bytes", raw(GOOD[:10]), "not valid XML"),
    ("cut at a third", raw(GOOD[: len(GOOD) // 3]), "not valid XML"),
    ("cut one byte short", raw(GOOD.rstrip()[:-1]), "not valid XML"),
    ("top element svg", raw(b"<svg/>"), "its top element is <svg>, not <map>"),
    ("top element tileset", raw((ASSETS / "spaces.tsx").read_bytes()), "not <map>"),
    ("billion laughs", raw(BILLION_LAUGHS), "declares XML entities"),
    ("external entity", raw(b'<?xml version="1.0"?><!DOCTYPE map [<!ENTITY x SYSTEM "file:///etc/passwd">]>'
                            b"<map>&x;</map>"), "declares XML entities"),
    ("a doctype only", raw(b'<!DOCTYPE map><map/>'), "declares a document type (<!DOCTYPE) on line 1"),
    ("100 MB sparse file", lambda tmp: _made(tmp / "board.tmx", sparse(100 * 1024 * 1024)), "more than the 8.0 MB"),
    ("a folder", lambda tmp: _made(tmp / "board.tmx", folder), "is a folder"),
    ("a named pipe", lambda tmp: _made(tmp / "board.tmx", fifo), "a named pipe"),
    ("a link to /dev/zero", lambda tmp: _made(tmp / "board.tmx", symlink_to("/dev/zero")), "a device"),
    ("a link to /dev/null", lambda tmp: _made(tmp / "board.tmx", symlink_to("/dev/null")), "a device"),
    ("a link to /dev/urandom", lambda tmp: _made(tmp / "board.tmx", symlink_to("/dev/urandom")), "a device"),
    ("a dangling link", lambda tmp: _made(tmp / "board.tmx", symlink_to("/no/such/file")), "does not exist"),
    ("a missing file", lambda tmp: tmp / "no-such-board.tmx", "does not exist"),
    ("groups nested 100000 deep", nested(100_000), "nests its elements more than 64 deep"),
    ("2 million elements", lambda tmp: _wrapped(tmp, b"<p/>" * 1_900_000), "more than 400000 XML elements"),
    ("a million attributes", lambda tmp: _wrapped(tmp, b"<p " + b" ".join(b'a%d="1"' % i for i in range(700_000))
                                                  + b"/>"), "more than 450000 XML attributes"),
    ("a tileset of a million elements", tileset_file(lambda p: p.write_bytes(b"<tileset>" + b"<t/>" * 1_000_000
                                                                             + b"</tileset>")),
     "more than 400000 XML elements"),
    ("groups nested 3000 deep", nested(3000), "more than 64 deep"),
    ("groups nested 20 deep", nested(20), None),
    ("unknown elements nested 50000 deep", nested(50_000, "junk"), "more than 64 deep"),
    # -- the map element's attributes
    ("width not a number", map_attr("width", "wide"), "width='wide', which is not a whole number"),
    ("width empty", map_attr("width", ""), "not a whole number"),
    ("width negative", map_attr("width", "-48"), "width=-48; it must be from 1 to 4096"),
    ("width zero", map_attr("width", "0"), "it must be from 1"),
    ("width of 40 digits", map_attr("width", "9" * 40), "it must be from 1 to 4096"),
    ("width a float", map_attr("width", "48.5"), "not a whole number"),
    ("height NaN", map_attr("height", "nan"), "not a whole number"),
    ("tilewidth 100000", map_attr("tilewidth", "100000"), "it must be from 1 to 2048"),
    ("tile height infinite", map_attr("tileheight", "inf"), "not a whole number"),
    ("a map of 4096x4096 tiles of 40 pixels", edited(lambda r: (r.set("width", "4096"), r.set("height", "4096"))),
     "pixels; a board map is at most 4096x4096"),
    ("no width", edited(lambda r: r.attrib.pop("width")), "has no 'width' attribute"),
    ("infinite", map_attr("infinite", "1"), "infinite map"),
    ("isometric", map_attr("orientation", "isometric"), "orthogonal"),
    ("an unknown orientation", map_attr("orientation", "diagonal"), ""),
    ("a bad background colour", map_attr("backgroundcolor", "#zzzzzz"), None),  # drawn in the default colour
    ("a background colour of junk", map_attr("backgroundcolor", "\x01" * 3), ""),
    ("version junk", map_attr("version", "x" * 100_000), None),  # Tiled's version is not read
    # -- layers
    ("layer width junk", first("layer", "width", "x"), "layer 'ground' has width='x'"),
    ("layer 100000 wide", first("layer", "width", "100000"), "it must be from 1 to 4096"),
    ("layer without data", edited(lambda r: layer(r, "ground").remove(layer(r, "ground").find("data"))),
     "has no <data> element"),
    ("layer offset junk", first("layer", "offsetx", "left"), "offsetx='left', which is not a number"),
    ("layer offset infinite", first("layer", "offsety", "1e999"), "it must be a number"),
    ("layer opacity 7", first("layer", "opacity", "7"), "opacity=7; it must be a number from 0 to 1"),
    ("layer opacity NaN", first("layer", "opacity", "NaN"), "it must be a number"),
    ("layer visible maybe", first("layer", "visible", "maybe"), ""),
    ("CSV with letters", tile_layer_data("csv", None, "a,b,c"), "which is not a tile number"),
    ("CSV too short", tile_layer_data("csv", None, "1,2,3"), "has CSV data for 3 tiles"),
    ("CSV negative", tile_layer_data("csv", None, ",".join(["-1"] * CELLS)), "not a tile number"),
    ("CSV of huge numbers", tile_layer_data("csv", None, ",".join(["9" * 30] * CELLS)), "not a tile number"),
    ("CSV compressed", tile_layer_data("csv", "zlib", "1"), "CSV is never compressed"),
    ("CSV gid beyond every tileset", tile_layer_data("csv", None, ",".join(["99999"] * CELLS)), None),  # drawn empty
    ("XML tile elements", tile_layer_data(None, None, "<tile gid='1'/>"), "XML tile elements"),
    ("an unknown encoding", tile_layer_data("rot13", None, "abc"), "the encoding 'rot13'"),
    ("Base64 junk", tile_layer_data("base64", None, "!!!!"), ""),
    ("Base64 too short", tile_layer_data("base64", None, base64.b64encode(b"\0" * 8).decode()), "fewer tiles"),
    ("zlib bomb of 1 GB", tile_layer_data("base64", "zlib", lambda: inflating(15, 1024)), "more tiles"),
    ("gzip bomb of 1 GB", tile_layer_data("base64", "gzip", lambda: inflating(31, 1024)), "more tiles"),
    ("zlib damaged", tile_layer_data("base64", "zlib", base64.b64encode(b"\x78\x9cjunkjunk").decode()),
     "has data for fewer tiles"),
    ("gzip of zlib data",
     tile_layer_data("base64", "gzip", base64.b64encode(zlib.compress(b"\0" * CELLS * 4)).decode()), "damaged"),
    ("zstd compression", tile_layer_data("base64", "zstd", "AAAA"), "the layer compression 'zstd'"),
    ("chunks", tile_layer_data("base64", None, "<chunk/>"), ""),
    ("a layer in chunks", edited(lambda r: ET.SubElement(layer(r, "ground").find("data"), "chunk")), "chunks"),
    # -- objects
    ("object x junk", object_attr("status", "x", "left"), "x='left', which is not a number"),
    ("object y infinite", object_attr("status", "y", "inf"), "it must be a number"),
    ("object x 1e308", object_attr("status", "x", "1e308"), "it must be a number from"),
    ("object width negative", object_attr("status", "width", "-5"), "it must be a number from 0"),
    ("object width 1e9", object_attr("row 1 slot 1", "width", "1e9"), "it must be a number from 0 to 4096"),
    ("object without size", edited(lambda r: (obj(r, "status").attrib.pop("width"),
                                              obj(r, "status").attrib.pop("height"))), "has no size"),
    ("object id junk", object_attr("status", "id", "abc"), "id='abc', which is not a whole number"),
    ("object gid junk", object_attr("row 1 slot 1", "gid", "tile"), "gid='tile', which is not a whole number"),
    ("object gid negative", object_attr("row 1 slot 1", "gid", "-1"), "it must be from 0"),
    ("object gid of no tileset", object_attr("row 1 slot 1", "gid", "99999"), None),  # drawn plain
    ("object rotated", object_attr("status", "rotation", "45"), "rotated by 45 degrees"),
    ("object rotation junk", object_attr("status", "rotation", "a lot"), "rotation='a lot', which is not a number"),
    ("object without type", object_attr("status", "type", None), "has no type"),
    ("object of another type", object_attr("status", "type", "row"), "has type 'row'"),
    ("object name of escapes", object_attr("status", "name", "\x1b[2J" * 1000), ""),
    ("70000 objects", huge_objects(70_000), "more than 65536 objects"),
    # -- layers and objects that are missing or doubled
    *[(f"no layer {name}", remove_layer(name), f"no object layer named '{name}'")
      for name in ("rows", "spaces", "track", "anchors")],
    ("rows doubled", clone_layer("rows"), "layers named 'rows'"),
    ("no anchor status", edited(lambda r: remove(r, "status")), "has no anchor named 'status'"),
    ("no anchor log", edited(lambda r: remove(r, "log")), "has no anchor named 'log'"),
    ("no space row 1 slot 1", edited(lambda r: remove(r, "row 1 slot 1")), ""),
    ("no track 0", edited(lambda r: remove(r, "track 0")), ""),
    ("no row 1", edited(lambda r: remove(r, "row 1")), ""),
    # -- properties
    ("no row property", no_prop("row 1 slot 1", "row"), "has no 'row' property"),
    ("no slot property", no_prop("row 1 slot 1", "slot"), "has no 'slot' property"),
    ("no kind property", no_prop("row 1 slot 1", "kind"), "has no 'kind' property"),
    ("no half property", no_prop("row 1", "half"), "has no 'half' property"),
    ("no index property", no_prop("track 0", "index"), "has no 'index' property"),
    ("int property junk", prop("row 1 slot 1", "slot", "one", "int"), "int property 'slot' set to 'one'"),
    ("int property float", prop("row 1 slot 1", "slot", "1.5", "int"), "which is not a valid int"),
    ("int property huge", prop("row 1 slot 1", "slot", "9" * 50, "int"), "a number of 50 digits, which is more than"),
    ("int property negative", prop("row 1 slot 1", "row", "-3", "int"), "negative"),
    ("float property junk", prop("row 1 slot 1", "slot", "x", "float"), "not a valid float"),
    ("float property NaN", prop("row 1 slot 1", "slot", "nan", "float"), ""),
    ("float property infinite", prop("row 1 slot 1", "row", "inf", "float"), ""),
    ("bool property maybe", prop("track 0", "start", "maybe", "bool"), "not a valid bool"),
    ("bool property as text", prop("track 0", "start", "yes", None), "neither true nor false"),
    ("object property junk", prop("row 1 slot 1", "slot", "x", "object"), "not a valid object"),
    ("color property junk", prop("row 1 slot 1", "tint", "not a colour", "color"), None),  # not read
    ("file property", prop("row 1 slot 1", "slot", "/etc/passwd", "file"), ""),
    ("unknown property type", prop("row 1 slot 1", "slot", "1", "quaternion"), ""),
    ("a property named x", prop("row 1 slot 1", "x", "1", "int"), "name of a built-in attribute"),
    ("a property named properties", prop("row 1 slot 1", "properties", "1"), "name of a built-in attribute"),
    ("kind lava", prop("row 1 slot 2", "kind", "lava"), "unknown kind 'lava'"),
    ("kind of control characters", prop("row 1 slot 2", "kind", "\x07\x1b" * 500), "not valid XML"),
    ("kind of escapes", prop("row 1 slot 2", "kind", "\u202e\u200b" * 5000), "unknown kind"),
    ("value text", prop("row 1 slot 6", "value", "lots", None), "not a whole number"),
    ("value of 10**12 points", prop("row 1 slot 6", "value", 10**12), "which is more than 1000000"),
    ("half up", prop("row 1", "half", "up"), "it must be 'left' or 'right'"),
    ("row 0", prop("row 1", "row", 0), "less than 1"),
    ("row of 30 digits", prop("row 1", "row", "9" * 30, "int"), "which is more than 65536"),
    ("slot of a million", prop("row 1 slot 2", "slot", 1_000_000), "which is more than 65536"),
    ("track index 10**20", prop("track 0", "index", "1" + "0" * 20, "int"), "which is more than 65536"),
    ("min row length text", map_prop("min_row_length", "four"), "'four', which is not a whole number"),
    ("min row length 1", map_prop("min_row_length", 1), "a row needs at least 2 spaces"),
    ("max below min", map_prop("max_row_length", 3), "less than min_row_length 4"),
    ("max row length 10**30", map_prop("max_row_length", "1" + "0" * 30, "int"), "a number of 31 digits, more than"),
    ("a board title of a megabyte", map_prop("board_title", "t" * 1_000_000), None),  # accepted, shown short
    # Odd but valid places for the screen's areas: the window lays them out and plays on.
    ("anchors of one pixel", placed(("hand", "reveal", "seat1", "seat1_hand", "log", "status", "round_info",
                                     "button_confirm"), width="1", height="1"), None),
    ("anchors far off the map", placed(("hand", "reveal", "seat2", "supply"), x="8000", y="-8000"), None),
    ("a space of one pixel", edited(lambda r: (obj(r, "row 1 slot 2").set("width", "1"),
                                               obj(r, "row 1 slot 2").set("height", "1"))), None),
    ("a track space off the map", object_attr("track 0", "x", "-8000"), None),
    ("a property without a name", edited(lambda r: ET.SubElement(r.find("properties"), "property", {"value": "1"})),
     "a custom property without a name"),
    # -- tilesets
    ("tileset missing", tileset_file(lambda p: None), "which does not exist"),
    ("tileset a folder", tileset_file(folder), "it is a folder"),
    ("tileset a named pipe", tileset_file(fifo), "a named pipe"),
    ("tileset a link to /dev/zero", tileset_file(symlink_to("/dev/zero")), "a device"),
    ("tileset empty", tileset_file(lambda p: p.write_bytes(b"")), "not valid XML"),
    ("tileset binary junk", tileset_file(lambda p: p.write_bytes(os.urandom(4096))), "not valid XML"),
    ("tileset of 50 MB", tileset_file(sparse(50 * 1024 * 1024)), "more than the 8.0 MB"),
    ("tileset with entities", tileset_file(lambda p: p.write_bytes(BILLION_LAUGHS)), "declares XML entities"),
    ("tileset that is a map", tileset_file(lambda p: p.write_bytes(GOOD)), "not <tileset>"),
    ("tileset not .tsx", edited(lambda r: next(r.iter("tileset")).set("source", "/etc/passwd")),
     "not a Tiled tileset file"),
    ("firstgid junk", edited(lambda r: next(r.iter("tileset")).set("firstgid", "one")), "not a whole number"),
    ("firstgid 0", edited(lambda r: next(r.iter("tileset")).set("firstgid", "0")), "it must be from 1"),
    ("firstgid 10**12", edited(lambda r: next(r.iter("tileset")).set("firstgid", "1" + "0" * 12)), "it must be from"),
    ("overlapping firstgids", edited(lambda r: [t.set("firstgid", "1") for t in r.iter("tileset")]),
     "has firstgid=1, as tileset"),
    ("tile width junk", tileset_attr("tilewidth", "ninety"), "not a whole number"),
    ("tile width 0", tileset_attr("tilewidth", "0"), "it must be from 1"),
    ("tile width 10**9", tileset_attr("tilewidth", "1000000000"), "it must be from 1 to 2048"),
    ("tilecount 10**9", tileset_attr("tilecount", "1000000000"), "it must be from 0 to 65536"),
    ("columns junk", tileset_attr("columns", "many"), "not a whole number"),
    ("spacing negative", tileset_attr("spacing", "-4"), "it must be from 0"),
    ("margin huge", tileset_attr("margin", "99999"), "it must be from 0 to 2048"),
    ("tile id junk", with_tileset(lambda r, t: r.find("tile").set("id", "first")), "not a whole number"),
    ("tile id 10**9", with_tileset(lambda r, t: r.find("tile").set("id", "1000000000")), "it must be from 0"),
    # -- tileset images
    ("image missing", image_file(lambda p: None), "which does not exist"),
    ("image empty", image_file(lambda p: p.write_bytes(b"")), "not a PNG, JPEG, GIF or BMP picture"),
    ("image of text", image_file(lambda p: p.write_text("not a picture")), "not a PNG, JPEG, GIF or BMP"),
    ("image a folder", image_file(folder), "it is a folder"),
    ("image a named pipe", image_file(fifo), "a named pipe"),
    ("image a link to /dev/zero", image_file(symlink_to("/dev/zero")), "a device"),
    ("image of 100 MB", image_file(sparse(100 * 1024 * 1024)), "more than the 32.0 MB"),
    ("image claiming 100000x100000", image_file(lambda p: p.write_bytes(png_header(100_000, 100_000))),
     "more than the game draws"),
    ("image claiming 4 billion wide", image_file(lambda p: p.write_bytes(png_header(2**32 - 1, 1))),
     "more than the game draws"),
    ("image smaller than declared", image_attr("width", "1800"), "but the file is only 900x450"),
    ("image declared 10**9 wide", image_attr("width", "1000000000"), "it must be from 1 to 16384"),
    ("image declared junk", image_attr("height", "tall"), "not a whole number"),
    ("image declared 16384 square",
     with_tileset(lambda r, t: (r.find("image").set("width", "16384"), r.find("image").set("height", "16384"))),
     "but the file is only 900x450"),
    ("image without a source", with_tileset(lambda r, t: r.find("image").attrib.pop("source")),
     "an image without a source"),
    ("a GIF header only", image_file(lambda p: p.write_bytes(b"GIF89a\x10\x00\x10\x00"), ".gif"), "only 16x16"),
    ("a truncated JPEG", image_file(lambda p: p.write_bytes(b"\xff\xd8\xff\xe0\x00"), ".jpg"), "not a PNG, JPEG"),
    ("a BMP of negative size", image_file(lambda p: p.write_bytes(b"BM" + b"\0" * 16 + struct.pack("<ii", -5, -5)
                                                                    + b"\0" * 8), ".bmp"), "only 5x5"),
]


def _wrapped(tmp: Path, body: bytes) -> Path:
    path = tmp / "board.tmx"
    path.write_bytes(b'<map width="1" height="1" tilewidth="1" tileheight="1">' + body + b"</map>")
    return path


def _made(path: Path, make: Callable[[Path], None]) -> Path:
    make(path)
    return path


def _snapshot(folder: Path) -> dict[str, bytes | None]:
    """Every regular file under the test's folder, by name, and its bytes (links and pipes are not read)."""
    return {str(p): p.read_bytes() for p in folder.rglob("*") if p.is_file() and not p.is_symlink()
            and p.stat().st_size < 1024 * 1024}


# The kinds that are about memory: their peak is measured (tracemalloc slows every other case down).
COSTLY = ("bomb", "MB", "claiming", "4096", "10**", "digits", "million", "megabyte", "elements")


@pytest.fixture(scope="module")
def title():
    """The title screen, which shows why the board cannot be played (each case's sentence is drawn on it)."""
    from game.client.app import DEFAULT_CANVAS, App
    from game.client.scenes.title import TitleScene

    app = App(DEFAULT_CANVAS)
    app.open(load_map=False)
    scene = TitleScene(app)
    app.push(scene)
    yield app, scene
    app.close()


@pytest.mark.slow
@pytest.mark.parametrize(("build", "says"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_broken_map_is_refused_in_one_sentence_in_seconds(request, tmp_path, title, build, says):
    path = build(tmp_path)
    before = _snapshot(tmp_path)
    costly = any(word in request.node.callspec.id for word in COSTLY)
    if costly:
        tracemalloc.start()
    try:
        with within(20):
            try:
                board = load_board_map(path)
            except MapError as exc:
                message = str(exc)
            else:
                message = None
        peak = tracemalloc.get_traced_memory()[1] if costly else 0
    finally:
        tracemalloc.stop()
    assert peak < 300 * 1024 * 1024, f"reading the map took {peak // (1024 * 1024)} MB"
    assert _snapshot(tmp_path) == before
    if says is None:  # a map that is fine to play on: what it quotes is kept short and printable
        assert message is None, message
        assert len(board.title) <= 101 and board.title.isprintable()
        return
    assert message is not None, "the broken map was accepted"
    assert message.startswith(str(path)), message
    assert message.endswith(".") and ". " not in message, message
    assert_one_sentence(message, str(path))
    assert says in message
    app, scene = title
    app.map_error = message  # as App.load_board_map leaves it: the title says it between banner and buttons
    app.step(STEP, [])
    assert app.top is scene


ACCEPTED = [c for c in CASES if c[2] is None]


@pytest.mark.slow
@pytest.mark.parametrize("build", [c[1] for c in ACCEPTED], ids=[c[0] for c in ACCEPTED])
def test_a_strange_map_that_is_accepted_is_drawn_and_played_on(tmp_path, title, build):
    from game.client.scenes.play import PlayScene
    from game.match_setup.seats import BOT, MatchConfig, SeatConfig

    app, scene = title
    app.board_path = build(tmp_path)
    app.load_board_map()
    assert app.board_map is not None, app.map_error
    seats = (SeatConfig("Bot 1", "red", BOT, "easy"), SeatConfig("Bot 2", "blue", BOT, "easy"))
    play = PlayScene(app, MatchConfig(seats, seed=1))
    app.push(play)
    with within(30):
        for _ in range(5):  # the first frame draws the whole table; the bots take their first decisions
            app.step(STEP, [])
    assert app.top is play
    app.pop()  # its exit closes the match
    app.step(STEP, [])
    assert app.top is scene
