"""The tile tracker: where each of the 99 tiles is, as far as one seat may know.

Built from the seat's `PlayerView` only (never from the game), so it cannot tell more than the seat saw:
tiles on the board, tiles seen going to the box, tiles kept from a completed row (by whom), tiles shown face
up this round, the seat's own tiles, and the rest, unknown (the supply, other hands, the box's unseen part).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from .tiles import ALL_TILES
from .view import PlayerView


class TileWhere(StrEnum):
    BOARD = "board"  # lying in a row
    BOXED = "boxed"  # seen going to the box
    KEPT = "kept"  # kept from a completed row by another seat, still in its hand
    FACE_UP = "face_up"  # played face up (or revealed) this round, not placed yet
    OFFERED = "offered"  # a completed row's tiles while their player chooses what to keep
    MINE = "mine"  # in this seat's hand, or chosen by it this round
    UNKNOWN = "unknown"  # in the supply, another hand or the box: this seat cannot tell


@dataclass(frozen=True)
class TrackedTile:
    tile: int
    where: TileWhere
    seat: int | None = None  # whose tile it is, for KEPT and FACE_UP


@dataclass(frozen=True)
class Tracker:
    seat: int
    tiles: tuple[TrackedTile, ...]  # tile 1 first

    def count(self, where: TileWhere) -> int:
        return sum(1 for t in self.tiles if t.where is where)

    def of(self, tile: int) -> TrackedTile:
        return self.tiles[tile - 1]


def track_tiles(view: PlayerView) -> Tracker:
    found: dict[int, TrackedTile] = {}
    for tile in ALL_TILES - view.unseen:
        found[tile] = TrackedTile(tile, TileWhere.BOXED)  # located but in no other place: it went to the box
    for row in view.rows:
        for tile in row:
            found[tile] = TrackedTile(tile, TileWhere.BOARD)
    for tile in view.keep_offer:
        found[tile] = TrackedTile(tile, TileWhere.OFFERED)
    for seat, known in enumerate(view.known_hands):
        if seat != view.seat:
            for tile in known:
                found[tile] = TrackedTile(tile, TileWhere.KEPT, seat)
    for seat, tiles in view.face_up:
        for tile in tiles:
            found[tile] = TrackedTile(tile, TileWhere.FACE_UP, seat)
    for tile, seat in view.to_place:
        found[tile] = TrackedTile(tile, TileWhere.FACE_UP, seat)
    for tile in (*view.hand, *view.own_play):
        found[tile] = TrackedTile(tile, TileWhere.MINE, view.seat)
    for tile in view.unseen:
        found[tile] = TrackedTile(tile, TileWhere.UNKNOWN)
    return Tracker(view.seat, tuple(found[t] for t in sorted(ALL_TILES)))
