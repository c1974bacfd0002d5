"""The game's tiles: one of each number from 1 to 99."""

from __future__ import annotations

TILE_COUNT = 99
ALL_TILES: frozenset[int] = frozenset(range(1, TILE_COUNT + 1))
