"""What a board map is read into: the screen's geometry and what it draws, beside the rules' BoardSpec, and the
names the map's layers and anchors must have (game/board_map/loader.py describes the map)."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from game.rules.board import BoardSpec

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
    anchors: dict[str, Rect]  # name -> screen area; see game/board_map/loader.py
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
