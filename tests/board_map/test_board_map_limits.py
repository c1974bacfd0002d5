"""Maps that would cost minutes or gigabytes are refused in one sentence, before anything is decoded."""

from __future__ import annotations

import base64
import os
import subprocess
import sys
import tracemalloc
import xml.etree.ElementTree as ET
import zlib
from pathlib import Path

import pytest
from board_map_helpers import layer, map_copy, obj
from repo import ROOT

from game.board_map.loader import DEFAULT_MAP_PATH

from .test_board_map_errors import assert_says, error_for

ASSETS = DEFAULT_MAP_PATH.parent.parent / "assets" / "board"


def refused(path: Path, *parts: str) -> str:
    """The map's one sentence; the file is left exactly as it was."""
    before = path.read_bytes() if path.is_file() else None
    message = error_for(path)
    assert_says(message, *parts)
    if before is not None:
        assert path.read_bytes() == before
    return message


def with_tileset(tmp_path: Path, edit, name: str = "spaces.tsx") -> Path:
    """A map whose spaces tileset is an edited copy (image paths made absolute so they still resolve)."""
    tree = ET.parse(ASSETS / name)
    image = tree.getroot().find("image")
    image.set("source", str(ASSETS / image.get("source")))
    edit(tree.getroot())
    copy = tmp_path / f"edited-{name}"
    tree.write(copy)

    def use_copy(root: ET.Element) -> None:
        for tileset in root.iter("tileset"):
            if tileset.get("source").endswith(name):
                tileset.set("source", str(copy))

    return map_copy(tmp_path, use_copy)


# ------------------------------------------------------------------------------------- file kinds and sizes
def _load_in_subprocess(path: Path) -> subprocess.CompletedProcess:
    code = "import sys; from game.board_map.loader import load_board_map, MapError\n" \
           "try: load_board_map(sys.argv[1])\nexcept MapError as e: print(e)\n"
    # A named pipe would block a plain open() for ever: the timeout turns that into a failure, not a hang.
    return subprocess.run([sys.executable, "-c", code, str(path)], cwd=ROOT, capture_output=True, text=True,
                          timeout=60)


def test_a_named_pipe_as_the_map_is_refused_at_once(tmp_path):
    pipe = tmp_path / "board.tmx"
    os.mkfifo(pipe)
    result = _load_in_subprocess(pipe)
    assert result.stdout.strip() == f"{pipe} cannot be read (it is a named pipe, not a file).", result.stderr


def test_a_named_pipe_as_a_tileset_is_refused_at_once(tmp_path):
    pipe = tmp_path / "pipe.tsx"
    os.mkfifo(pipe)
    path = map_copy(tmp_path, lambda root: root.find("tileset").set("source", str(pipe)))
    result = _load_in_subprocess(path)
    assert "which cannot be read (it is a named pipe, not a file)." in result.stdout, result.stderr


def test_a_named_pipe_as_a_tileset_image_is_refused(tmp_path):
    pipe = tmp_path / "pipe.png"
    os.mkfifo(pipe)
    path = with_tileset(tmp_path, lambda ts: ts.find("image").set("source", str(pipe)))
    result = _load_in_subprocess(path)
    assert "tileset 'spaces' uses the image" in result.stdout and "named pipe" in result.stdout, result.stderr


def test_a_file_of_a_hundred_megabytes_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "board.tmx"
    with open(path, "wb") as file:  # sparse: costs no disk space
        file.truncate(100 * 1024 * 1024)
    before = path.stat()
    tracemalloc.start()
    try:
        assert_says(error_for(path), "is 100.0 MB, more than the 8.0 MB")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 5 * 1024 * 1024  # the file was never read
    after = path.stat()
    assert (after.st_size, after.st_mtime_ns) == (before.st_size, before.st_mtime_ns)


ENTITY_MAP_LINES = ['<?xml version="1.0" encoding="{encoding}"?>', "<!-- a board -->", "<!DOCTYPE map [",
                    '<!ENTITY a "aaaaaaaaaa">', '<!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">', "]>", "<map>&b;</map>"]


@pytest.mark.parametrize("encoding", ["UTF-8", "UTF-16"])
def test_xml_entities_are_refused_naming_the_line_that_declares_them(tmp_path, encoding):
    path = tmp_path / "board.tmx"
    path.write_bytes("\n".join(ENTITY_MAP_LINES).format(encoding=encoding).encode(encoding))
    line = ENTITY_MAP_LINES.index('<!ENTITY a "aaaaaaaaaa">') + 1
    refused(path, f"{path} declares XML entities ('a' on line {line}), which a Tiled map never does.")


def test_a_document_type_is_refused_naming_its_line(tmp_path):
    path = tmp_path / "board.tmx"
    path.write_text('<?xml version="1.0"?>\n\n<!DOCTYPE map SYSTEM "board.dtd">\n<map/>')
    refused(path, "declares a document type (<!DOCTYPE) on line 3")


# ---------------------------------------------------------------------------------------- declared sizes
@pytest.mark.slow
@pytest.mark.parametrize(("attribute", "value", "expected"), [
    ("width", "100000000", "the map has width=100000000; it must be from 1 to 4096"),
    ("tilewidth", "0", "the map has tilewidth=0; it must be from 1 to 2048"),
    ("tileheight", "x", "the map has tileheight='x', which is not a whole number"),
    ("height", "300", "is 1920x12000 pixels; a board map is at most 4096x4096"),
    ("infinite", "1", "is an infinite map"),
])
def test_absurd_map_sizes_are_refused(tmp_path, attribute, value, expected):
    refused(map_copy(tmp_path, lambda root: root.set(attribute, value)), expected)


def test_a_tileset_declaring_a_billion_pixel_image_is_refused(tmp_path):
    def edit(tileset: ET.Element) -> None:
        tileset.find("image").set("width", "1000000000")
        tileset.set("tilewidth", "1")

    refused(with_tileset(tmp_path, edit), "the image of tileset 'spaces' has width=1000000000")


def test_a_tileset_cutting_millions_of_tiles_is_refused(tmp_path):
    def edit(tileset: ET.Element) -> None:
        tileset.set("tilewidth", "1")
        tileset.set("tileheight", "1")

    refused(with_tileset(tmp_path, edit), "tileset 'spaces' cuts 405000 tiles from its image")


def test_a_tileset_image_smaller_than_it_claims_is_refused(tmp_path):
    path = with_tileset(tmp_path, lambda ts: ts.find("image").set("source", str(ASSETS / "decor.png")))
    refused(path, "says its image", "is 900x450 pixels, but the file is only 576x96")


def test_a_tileset_image_that_is_no_picture_is_refused(tmp_path):
    fake = tmp_path / "fake.png"
    fake.write_bytes(b"not a picture at all" * 10)
    refused(with_tileset(tmp_path, lambda ts: ts.find("image").set("source", str(fake))),
            "is not a PNG, JPEG, GIF or BMP picture")


@pytest.mark.parametrize(("name", "attribute", "value", "expected"), [
    ("round_info", "width", "1e30", "has width=1e30; it must be a number from 0 to 4096"),
    ("round_info", "x", "inf", "has x=inf"),
    ("round_info", "y", "nan", "has y=nan"),
    ("round_info", "gid", "99999999999999", "has gid=99999999999999"),
])
def test_objects_far_off_the_map_are_refused(tmp_path, name, attribute, value, expected):
    refused(map_copy(tmp_path, lambda root: obj(root, name).set(attribute, value)), f"object '{name}'", expected)


def test_objects_each_allowed_but_too_large_together_are_refused(tmp_path):
    # Each the size of the map, and drawn at that size: a hundred of them took gigabytes and minutes to draw.
    def edit(root: ET.Element) -> None:
        anchors = layer(root, "anchors")
        for number in range(100):
            ET.SubElement(anchors, "object", {"id": str(10_000 + number), "x": "0", "y": "0",
                                              "width": "4096", "height": "4096"})

    refused(map_copy(tmp_path, edit), "the map has objects of more than 32 million pixels together")


# -------------------------------------------------------------------------------------------- layer data
def _ground_data(root: ET.Element) -> ET.Element:
    return layer(root, "ground").find("data")


def _zlib_zeros(chunks: int) -> bytes:
    """A valid zlib stream of `chunks` times 16 MB of zeros, made without compressing them all: after a full
    flush the compressor starts afresh, so every further chunk of zeros packs to the very same bytes."""
    chunk = bytes(16 << 20)
    packer = zlib.compressobj(9)
    head = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    block = packer.compress(chunk) + packer.flush(zlib.Z_FULL_FLUSH)
    end = packer.flush()[:-4]  # the last (empty) block; the checksum below is of the whole stream
    size = chunks * len(chunk)
    adler = ((size % 65521) << 16) | 1  # Adler-32 of zeros: A stays 1, B adds 1 per byte
    return head + block * (chunks - 1) + end + adler.to_bytes(4, "big")


@pytest.mark.slow
def test_the_stream_of_zeros_is_valid_zlib():
    assert zlib.decompress(_zlib_zeros(2)) == bytes(32 << 20)


@pytest.mark.slow
def test_a_compressed_layer_that_inflates_to_gigabytes_is_refused_in_little_memory(tmp_path):
    # 1 GB of zeros compresses to about a megabyte; only one byte more than the layer holds is inflated.
    packed = _zlib_zeros(64)

    def edit(root: ET.Element) -> None:
        data = _ground_data(root)
        data.set("encoding", "base64")
        data.set("compression", "zlib")
        data.text = base64.b64encode(packed).decode()

    path = map_copy(tmp_path, edit)
    tracemalloc.start()
    try:
        refused(path, "layer 'ground' has data for more tiles than its 48x27")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert peak < 100 * 1024 * 1024


@pytest.mark.parametrize(("encoding", "compression", "text", "expected"), [
    ("base64", "zstd", "AAAA", "uses the layer compression 'zstd', which this game cannot read"),
    ("base64", "zlib", "AAAA", "has zlib data that is damaged"),
    ("csv", None, "1,2,x", "holds the tile 'x' in its CSV data"),
    ("csv", None, "1,2", "has CSV data for 2 tiles; it is 48x27, so 1296"),
    ("yaml", None, "1", "stores its tiles with the encoding 'yaml'"),
])
def test_layer_data_pytmx_would_choke_on_is_refused_in_words(tmp_path, encoding, compression, text, expected):
    def edit(root: ET.Element) -> None:
        data = _ground_data(root)
        data.set("encoding", encoding)
        if compression:
            data.set("compression", compression)
        data.text = text

    refused(map_copy(tmp_path, edit), "layer 'ground'", expected)


def test_a_layer_without_data_is_refused(tmp_path):
    def edit(root: ET.Element) -> None:
        ground = layer(root, "ground")
        ground.remove(ground.find("data"))

    refused(map_copy(tmp_path, edit), "layer 'ground' has no <data> element")


@pytest.mark.parametrize(("attribute", "value", "expected"), [
    ("offsetx", "abc", "layer 'ground' has offsetx='abc', which is not a number"),
    ("opacity", "nan", "layer 'ground' has opacity=nan; it must be a number from 0 to 1"),
    ("width", "-5", "layer 'ground' has width=-5"),
])
def test_malformed_layer_attributes_are_named_not_pythons_words(tmp_path, attribute, value, expected):
    message = refused(map_copy(tmp_path, lambda root: layer(root, "ground").set(attribute, value)), expected)
    assert "could not convert" not in message and "invalid literal" not in message


def test_a_tileset_without_firstgid_is_named(tmp_path):
    def edit(root: ET.Element) -> None:
        del root.find("tileset").attrib["firstgid"]

    message = refused(map_copy(tmp_path, edit), "has no 'firstgid' attribute")
    assert "int()" not in message


def test_an_object_with_a_huge_name_is_named_briefly(tmp_path):
    def edit(root: ET.Element) -> None:
        anchor = obj(root, "round_info")
        anchor.set("name", "n" * 100_000)
        anchor.set("rotation", "5")

    message = refused(map_copy(tmp_path, edit), "is rotated by 5 degrees")
    assert len(message) < 400 + len(str(tmp_path))


def _packed_layer(width: int, height: int) -> ET.Element:
    element = ET.Element("layer", {"id": "99", "name": "huge", "width": str(width), "height": str(height)})
    data = ET.SubElement(element, "data", {"encoding": "base64", "compression": "zlib"})
    data.text = base64.b64encode(zlib.compress(b"\1\0\0\0" * (width * height), 9)).decode()
    return element


def test_tile_layers_that_would_make_millions_of_sprites_are_refused(tmp_path):
    # Each layer is 4096x4096 pixels of 16-pixel tiles, tiny once compressed; together too many to draw.
    def edit(root: ET.Element) -> None:
        root.set("tilewidth", "16")
        root.set("tileheight", "16")
        root.set("width", "256")
        root.set("height", "256")
        for _ in range(5):
            root.insert(5, _packed_layer(256, 256))

    path = map_copy(tmp_path, edit)
    assert path.stat().st_size < 1024 * 1024
    refused(path, "the map has more than 262144 tiles in its tile layers together")


@pytest.mark.slow
def test_a_map_of_seventy_thousand_objects_is_refused(tmp_path):
    path = map_copy(tmp_path)
    text = path.read_text(encoding="utf-8")
    anchors = '<objectgroup color="#3f6fb0" id="7" name="anchors">'
    assert text.count(anchors) == 1
    # Written as text: building 70,000 elements to serialise them would take longer than reading them back.
    many = "".join(f'<object id="{10_000 + number}" x="0" y="0"/>' for number in range(70_000))
    path.write_text(text.replace(anchors, anchors + many), encoding="utf-8")
    refused(path, "the map has more than 65536 objects")
