"""Reading a Tiled map with pytmx (no display, no images loaded): its XML within limits, the map pytmx makes of it,
its object layers, and the sprites of its visible layers that the window draws.

pytmx is imported here only, so that pygame's greeting stays off the console of headless commands. A file that
cannot be read as a Tiled map becomes a `MapError` naming the file and what is wrong with it.
"""

from __future__ import annotations

import os
import xml.etree.ElementTree as ET
from collections.abc import Iterable
from pathlib import Path
from typing import Any

# pytmx imports pygame when it can; keep pygame's greeting off the console of headless commands.
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytmx  # type: ignore[import-untyped]  # noqa: E402 - pytmx ships no type hints

from game.base.safe_reading import printable  # noqa: E402
from game.board_map import limits as map_limits  # noqa: E402

from .errors import MapError, map_error, pytmx_words  # noqa: E402
from .records import ANCHORS_LAYER, ROWS_LAYER, SPACES_LAYER, TRACK_LAYER, MapLayer, Rect, Sprite  # noqa: E402

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


# Element tag -> the names a custom property of that element may not have.
RESERVED_NAMES = {
    "object": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledObject, '<object id="0"/>'),
    "objectgroup": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledObjectGroup, "<objectgroup/>"),
    "layer": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledTileLayer),
    "imagelayer": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledImageLayer),
    "group": _TMX_BUILTINS | _pytmx_attributes(pytmx.pytmx.TiledGroupLayer),
    "map": _TMX_BUILTINS | _pytmx_attributes(pytmx.TiledMap),
}


def tmx_bool(value: str) -> bool:
    """A bool property's value as pytmx reads it; ValueError when pytmx cannot."""
    return bool(pytmx.pytmx.convert_to_bool(value))


class TmxReader:
    """One map file, read: its XML, the map pytmx makes of it, and what its visible layers draw."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.file = str(path)
        self.images: dict[str, Path] = {}

    def error(self, problem: str, where: str | None = None) -> MapError:
        return map_error(self.file, problem, where)

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

    # -- the map pytmx makes of it --------------------------------------------------------------
    def parse(self, root: ET.Element) -> Any:
        """The pytmx map of the checked XML: pytmx never reads the map file itself."""
        try:
            tmx = pytmx.TiledMap()
            tmx.filename = str(self.path)
            tmx.parse_xml(root)
        except MapError:
            raise
        except Exception as exc:  # noqa: BLE001 - pytmx raises plain Exceptions for missing tilesets etc.
            raise self.error(f"could not be read as a Tiled map ({pytmx_words(exc)})") from None
        if tmx.orientation != "orthogonal":
            shown = printable(str(tmx.orientation), 40)
            raise self.error(f"has the orientation '{shown}'; the board must be an orthogonal map")
        return tmx

    def object_layers(self, tmx: Any) -> dict[str, Any]:
        """The board's four object layers, by name: each must be there once, and hold objects."""
        found: dict[str, Any] = {}
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

    # -- what the window draws ------------------------------------------------------------------
    def background(self, tmx: Any, root: ET.Element) -> tuple[MapLayer, ...]:
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
                yield from TmxReader.visible_layer_elements(child)
            elif child.tag in ("layer", "objectgroup"):
                yield child

    def sprite(self, tmx: Any, gid: int, dest: Rect) -> Sprite | None:
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

    def tile_sprites(self, tmx: Any, layer: Any, dx: float, dy: float) -> tuple[Sprite, ...]:
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

    def object_sprites(self, tmx: Any, layer: Any, dx: float, dy: float) -> tuple[Sprite, ...]:
        objects = [obj for obj in layer if obj.gid and obj.visible]
        if getattr(layer, "draworder", "topdown") != "index":
            objects.sort(key=lambda obj: obj.y + obj.height)  # Tiled's "top down" order
        sprites = []
        for obj in objects:
            sprite = self.sprite(tmx, obj.gid, Rect(obj.x + dx, obj.y + dy, obj.width, obj.height))
            if sprite:
                sprites.append(sprite)
        return tuple(sprites)
