"""Questions about a game's position that change nothing: where a tile would land and what it would score, where
every tile is."""

from __future__ import annotations

from dataclasses import dataclass

from .board import BoardIndex, SpaceKind
from .placement import target_at
from .state import GameState


@dataclass(frozen=True)
class Preview:
    """Where a tile would land against the current rows, and what it would score."""

    tile: int
    row: int
    slot: int
    rule: int
    kind: SpaceKind
    points: int  # + penalty points, - positive points, 0 for none
    completes_row: bool


def preview(index: BoardIndex, state: GameState, tile: int) -> Preview:
    """Where `tile` would land against the rows of `state`, and what it would score there."""
    number, rule = target_at(state.ends, tile)
    rows = state.rows[:]
    rows[number - 1] += (tile,)
    kind, points = index.landed(rows, number)
    return Preview(tile, number, len(rows[number - 1]), rule, kind, points, kind is SpaceKind.IBEX)


def all_tiles(state: GameState) -> list[int]:
    """Every tile wherever it is (supply, hands, rows, box, played, offered): for invariant checks."""
    tiles = state.supply + state.box
    for group in (state.hands, state.rows, state.round.plays.values()):
        for tiles_here in group:
            tiles += tiles_here
    if state.keep_offer is not None:
        tiles += state.keep_offer[1]
    return tiles
