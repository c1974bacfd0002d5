"""levels/board.tmx -> the rules' BoardSpec and the screen's BoardGeometry.

Loading needs no display: the map is read with `pytmx.TiledMap` (no image loading). Every mistake in the
map becomes a `MapError` whose text is one sentence naming the file, the object and the problem.

Anchor names (rectangles on the map's object layer "anchors", in map pixels on a 1920x1080 canvas):

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
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from game.rules.board import BoardSpec

DEFAULT_MAP_PATH: Path = (Path(__file__).resolve().parent.parent / "levels" / "board.tmx")

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
    source: Rect | None  # None: the whole image
    dest: Rect
    flip_x: bool = False
    flip_y: bool = False
    flip_diagonal: bool = False


@dataclass(frozen=True)
class MapLayer:
    """A visible layer of the map with what it draws, in drawing order."""

    name: str
    kind: str  # "tiles", "objects" or "image"
    opacity: float
    sprites: tuple[Sprite, ...]


@dataclass(frozen=True)
class BoardGeometry:
    size: tuple[int, int]
    spaces: dict[tuple[int, int], Rect]
    track: dict[int, tuple[float, float]]
    anchors: dict[str, Rect]
    background_layers: tuple[MapLayer, ...] = ()
    rows: dict[int, Rect] = field(default_factory=dict)
    track_spaces: dict[int, Rect] = field(default_factory=dict)
    background_color: str | None = None


@dataclass(frozen=True)
class BoardMap:
    path: Path
    spec: BoardSpec
    geometry: BoardGeometry


def load_board_map(path: str | os.PathLike = DEFAULT_MAP_PATH) -> BoardMap:
    """Read a board map; raises MapError (only) with one sentence if the map cannot be used."""
    raise MapError(f"{path}: the board map loader is not finished yet.")
