"""levels/board.tmx -> the rules' BoardSpec and the screen's BoardGeometry.

The board lives in one Tiled map (spec/board.md), read with `pytmx.TiledMap` (no display, no images
loaded). Every mistake in a map becomes a `MapError` whose text is one sentence naming the file, the
object and the problem; `load_board_map` raises nothing else. Reading the file is tmx_reader.py's job; checking
what it holds, property_checks.py's (its custom properties, before pytmx converts them), object_checks.py's and
board_checks.py's (rows, spaces, track and anchors); what a map is read into is in records.py.

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
from pathlib import Path

from game.base import files
from game.base.safe_reading import printable
from game.board_map import limits as map_limits
from game.rules.board import BoardError, BoardSpec

from .board_checks import BoardChecks
from .errors import MapError, clean, pytmx_words
from .property_checks import PropertyChecks
from .records import (
    ANCHOR_NAMES,
    ANCHORS_LAYER,
    ROWS_LAYER,
    SPACES_LAYER,
    TRACK_LAYER,
    BoardGeometry,
    BoardMap,
    MapLayer,
    Rect,
    Sprite,
)
from .tmx_reader import TmxReader

__all__ = ["ANCHOR_NAMES", "DEFAULT_MAP_PATH", "BoardGeometry", "BoardMap", "MapError", "MapLayer", "Rect", "Sprite",
           "load_board_map"]

DEFAULT_MAP_PATH: Path = files.BOARD_MAP


def load_board_map(path: str | os.PathLike = DEFAULT_MAP_PATH) -> BoardMap:
    """Read a board map; raises MapError (only) with one sentence if the map cannot be used."""
    reader = TmxReader(Path(path))
    try:
        return _load(reader)
    except MapError:
        raise
    except Exception as exc:  # noqa: BLE001 - a map must never end in a traceback
        raise reader.error(f"could not be read ({pytmx_words(exc)})") from None


def _load(reader: TmxReader) -> BoardMap:
    """The map read, each part checked as soon as it is read, in the order a person would mend them."""
    path = reader.path
    properties, board = PropertyChecks(reader.file), BoardChecks(reader.file)
    root = reader.read_xml()
    properties.check_names(root)
    try:
        tilesets = map_limits.check_map(root, path.parent)
    except map_limits.LimitError as exc:
        raise reader.error(exc.problem, exc.where) from None
    properties.check_values(root)
    for source, tileset in tilesets.items():
        properties.check_values(tileset, f"tileset '{printable(tileset.get('name') or source, 60)}'")
    tmx = reader.parse(root)
    layers = reader.object_layers(tmx)
    low, high = board.row_limits(tmx.properties)
    rows, row_rects, space_rects = board.rows(layers[ROWS_LAYER], layers[SPACES_LAYER], low, high)
    track, track_rects = board.track(layers[TRACK_LAYER])
    anchors = board.anchors(layers[ANCHORS_LAYER])
    try:
        spec = BoardSpec(rows=rows, track=track)
    except BoardError as exc:
        raise reader.error(f"describes a board the rules cannot play on: {clean(exc)}") from None
    geometry = BoardGeometry(
        size=(int(tmx.width * tmx.tilewidth), int(tmx.height * tmx.tileheight)),
        spaces=space_rects,
        track={index: rect.center for index, rect in track_rects.items()},
        anchors=anchors,
        background_layers=reader.background(tmx, root),
        rows=row_rects,
        track_spaces=track_rects,
        background_color=tmx.background_color,
        map_path=path.resolve(),
    )
    title = printable(tmx.properties.get("board_title", "") or "", 100)
    return BoardMap(path=path.resolve(), spec=spec, geometry=geometry, title=title)
