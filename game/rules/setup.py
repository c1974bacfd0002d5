"""How a game begins: a shuffled deal (spec/rules.md section 1), or an explicit position checked against the rules."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Sequence
from typing import Any

from .actions import HAND_LIMIT, HAND_SIZE
from .board import ACTIVE_ROWS, BoardSpec
from .events import Dealt, RowOpened, Trace
from .placement import row_ends
from .players import MAX_PLAYERS, MIN_PLAYERS, PlayerSetup
from .position import Position, SetupError
from .state import GameState, RoundState
from .tiles import ALL_TILES, TILE_COUNT


def check_players(players: Sequence[PlayerSetup]) -> None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    colors = [p.color for p in players]
    if len(set(colors)) != len(colors):
        raise SetupError("every player needs a colour of their own")


def deal(board: BoardSpec, n: int, rng: random.Random, trace: Trace) -> GameState:
    """A shuffled deal: six tiles a hand, and the four first rows opened from the supply."""
    tiles = list(range(1, TILE_COUNT + 1))
    rng.shuffle(tiles)
    hands: list[tuple[int, ...]] = []
    for seat in range(n):
        hand = tuple(sorted(tiles[:HAND_SIZE]))
        del tiles[:HAND_SIZE]
        hands.append(hand)
        trace.append((Dealt, seat, hand))
    rows: list[tuple[int, ...]] = [() for _ in board.rows]
    for index in range(ACTIVE_ROWS):
        tile = tiles.pop(0)
        rows[index] = (tile,)
        trace.append((RowOpened, index + 1, tile))
    return _state(tiles, [], hands, rows, [0] * n, ACTIVE_ROWS, rng)


def set_out(board: BoardSpec, pos: Position, n: int, rng: random.Random) -> GameState:
    """The state of an explicit position, once it is found to be one the rules can play from."""
    if len(pos.rows) != len(board.rows):
        raise SetupError(f"the position has {len(pos.rows)} rows; the board has {len(board.rows)}")
    if len(pos.hands) != n or len(pos.positions) != n:
        raise SetupError(f"the position needs one hand and one track position for each of the {n} players")
    placed = [t for r in pos.rows for t in r] + [t for h in pos.hands for t in h] + list(pos.box)
    supply = list(pos.supply) if pos.supply is not None else sorted(ALL_TILES - set(placed))
    every = placed + supply
    if len(every) != TILE_COUNT or set(every) != ALL_TILES:
        # Counted once each (a save may hold any number of tiles), and named at most a few at a time.
        counts = Counter(every)
        wrong = [
            (label, tiles) for label, tiles in (
                ("missing", sorted(ALL_TILES.difference(counts))),
                ("more than once", sorted(t for t, k in counts.items() if k > 1)),
                ("not a tile", sorted(t for t in counts if t not in ALL_TILES)),
            ) if tiles
        ]
        parts = "; ".join(f"{label} {_few(tiles)}" for label, tiles in wrong)
        raise SetupError(f"the position must hold each tile 1..99 exactly once; it holds {len(every)} ({parts})")
    for number, (row, spec) in enumerate(zip(pos.rows, board.rows, strict=True), start=1):
        if len(row) >= spec.length:
            raise SetupError(f"row {number} holds {len(row)} tiles but only {spec.length - 1} fit before its ibex")
    active = [i + 1 for i, r in enumerate(pos.rows) if r]
    if len(active) != ACTIVE_ROWS:
        raise SetupError(f"the position has {len(active)} active rows; there are always {ACTIVE_ROWS}")
    if pos.last_row not in active:
        raise SetupError(f"the last activated row {pos.last_row} is not an active row")
    for seat, hand in enumerate(pos.hands):
        if not 1 <= len(hand) <= HAND_LIMIT:
            raise SetupError(f"seat {seat} holds {len(hand)} tiles; a hand holds 1 to {HAND_LIMIT} at a round's start")
    taken = [p for p in pos.positions if p != 0]
    if any(p < 0 for p in pos.positions) or len(taken) != len(set(taken)):
        raise SetupError("track positions must be 0 or more, and only the start space may hold two pawns")
    rows = [tuple(r) for r in pos.rows]
    hands = [tuple(sorted(h)) for h in pos.hands]
    return _state(supply, list(pos.box), hands, rows, list(pos.positions), pos.last_row, rng)


def position_of(state: GameState) -> Position:
    """The state as an explicit position (valid between rounds and at setup)."""
    return Position(
        rows=tuple(state.rows),
        hands=tuple(state.hands),
        positions=tuple(state.positions),
        supply=tuple(state.supply),
        box=tuple(state.box),
        last_row=state.last_row,
        open_round=state.round.open,
        round=state.round.number,
    )


def _few(values: list[Any], most: int = 8) -> str:
    """Values for a message: all of a few, or the first `most` and how many more."""
    shown = ", ".join(map(str, values[:most]))
    more = f" and {len(values) - most} more" if len(values) > most else ""
    return f"[{shown}{more}]"


def _state(
    supply: list[int],
    box: list[int],
    hands: list[tuple[int, ...]],
    rows: list[tuple[int, ...]],
    positions: list[int],
    last_row: int,
    rng: random.Random,
) -> GameState:
    """The state at setup; the first round is started on it next."""
    return GameState(
        supply=supply,
        box=box,
        hands=hands,
        rows=rows,
        ends=row_ends(rows),
        positions=positions,
        last_row=last_row,
        # Replaced when the first round starts.
        round=RoundState(0, False, False, (), (), False, (), (), {}, {}, {}, [], False),
        random=rng,
        box_public=frozenset(box),
        known_kept=tuple(frozenset() for _ in hands),
    )
