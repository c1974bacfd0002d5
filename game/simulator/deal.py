"""Where a simulated game starts: a shuffled deal from a seed, an explicit position, or a deal sampled from one
player's view (determinization, for search).

A `PlayerView` says where every tile is that its player may know; `Dealer(view).deal(rng)` deals the `view.unseen`
tiles at random into the places the view only counts: the other hands (around the tiles known to be in them because
their owners kept them from a visible row), the face-down tiles other players have chosen this round, the supply
(in a random order) and the hidden part of the box. The state it returns is in the middle of the same round,
waiting for the same decisions. By default the sample is uniform over the tiles' places given those counts. A
caller with a model of the other players may pass `choose_play`, which picks each face-down play from the tiles
dealt to that player (its hand and play together), so that the hidden plays look like what such a player would
have chosen rather than tiles taken at random. What the view fixes is worked out once per `Dealer`: search deals
hundreds of times from one view.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Final

from game.rules.board import ACTIVE_ROWS, BoardSpec
from game.rules.decisions import DecisionKind
from game.rules.position import Position
from game.rules.tiles import ALL_TILES, TILE_COUNT
from game.rules.view import PlayerView

from .board import SimBoard
from .play import HAND_SIZE, SEAT_BITS, board_ends, start_round
from .state import NO_SEAT, NOT_OVER, UNDECIDED, SimState

PlayChooser = Callable[[int, list[int], int], tuple[int, ...]]  # (seat, its tiles, how many) -> the play
NO_LIMIT: Final = 1 << 30  # a round number no game reaches: play on to the game's end


def new_game(board: BoardSpec, players: int, seed: int, until: int = NO_LIMIT) -> SimState:
    """A shuffled deal as the referee deals from `seed` (spec/rules.md section 1): six tiles a hand in seat order,
    then rows 1 to 4 opened; the same random source then draws from the box."""
    rng = random.Random(seed)
    tiles = list(range(1, TILE_COUNT + 1))
    rng.shuffle(tiles)
    hands = [tuple(sorted(tiles[seat * HAND_SIZE : (seat + 1) * HAND_SIZE])) for seat in range(players)]
    del tiles[: players * HAND_SIZE]
    rows: list[tuple[int, ...]] = [() for _ in board.rows]
    for index in range(ACTIVE_ROWS):
        rows[index] = (tiles.pop(0),)
    return _begun(SimBoard(board), tiles, [], hands, rows, [0] * players, ACTIVE_ROWS - 1, 1, False, rng, until)


def from_position(board: BoardSpec, position: Position, seed: int = 0, until: int = NO_LIMIT) -> SimState:
    """An explicit position (one the referee accepted), the box drawn from with a source seeded `seed`."""
    placed = {tile for group in (*position.rows, *position.hands, position.box) for tile in group}
    supply = list(position.supply) if position.supply is not None else sorted(ALL_TILES - placed)
    hands = [tuple(sorted(hand)) for hand in position.hands]
    return _begun(
        SimBoard(board), supply, list(position.box), hands, [tuple(row) for row in position.rows],
        list(position.positions), position.last_row - 1, position.round, position.open_round,
        random.Random(seed), until,
    )


def _begun(
    board: SimBoard, supply: list[int], box: list[int], hands: list[tuple[int, ...]], rows: list[tuple[int, ...]],
    positions: list[int], last_row: int, round_number: int, open_round: bool, rng: random.Random, until: int,
) -> SimState:
    players = len(hands)
    state = SimState(
        board, players, supply, box, hands, rows, board_ends(board, rows), positions, last_row, 0, False, False,
        (), 0, False, [UNDECIDED] * players, [()] * players, 0, [], NO_SEAT, (), False, NOT_OVER, until, False, 0, rng,
    )
    start_round(state, round_number, open_round)
    return state


def shuffle(rng: random.Random, tiles: list[int]) -> list[int]:
    """`rng.shuffle(tiles)` step for step (the same order from the same random state, as the search's regression
    record needs), written out so that the compiled build runs it as native code: it is most of a deal's time."""
    getrandbits = rng.getrandbits
    for i in range(len(tiles) - 1, 0, -1):
        # A whole number below i + 1, drawn as random.Random._randbelow draws it: bits enough, again while too big.
        bits = (i + 1).bit_length()
        j = getrandbits(bits)
        while j > i:
            j = getrandbits(bits)
        tiles[i], tiles[j] = tiles[j], tiles[i]
    return tiles


def _placing(view: PlayerView) -> bool:
    return bool(view.to_place) or (view.pending is not None and view.pending.kind is DecisionKind.KEEP)


def unplaced_shown(view: PlayerView) -> set[int]:
    """Tiles played face up or revealed this round that are not on the board yet.

    Once placing has begun, `face_up` still lists tiles that have since been placed (and perhaps taken into a hand
    or the box with a completed row); only `to_place` says which are still waiting.
    """
    if _placing(view):
        return {tile for tile, _ in view.to_place}
    return {tile for _, tiles in view.face_up for tile in tiles}


class Dealer:
    """Deals from one view, again and again: `deal` only shuffles and hands out the unseen tiles."""

    def __init__(self, view: PlayerView, until: int = NO_LIMIT) -> None:
        self.view = view
        self.until = until
        self.board = SimBoard(view.board)
        players = len(view.positions)
        me = view.seat
        self.unknown = sorted(view.unseen)
        face_up = dict(view.face_up)
        committed = dict(view.committed)
        placing = _placing(view)
        shown = unplaced_shown(view)
        # Per seat, in seat order, how its hand (and its play this round) is dealt:
        # (tiles known in it, how many tiles in all, how many of them it played face down, its known play).
        self.plan: list[tuple[list[int], int, int, tuple[int, ...]]] = []
        for seat in range(players):
            if seat == me:
                own = tuple(view.own_play) if not placing else ()
                self.plan.append((list(view.hand), len(view.hand), 0, own))
                continue
            # A kept tile stays "known" until the reveal even if its owner has just played it face down.
            known = sorted(view.known_hands[seat])
            if shown and known:
                known = [tile for tile in known if tile not in shown]
            size = view.hand_sizes[seat]
            if not placing and seat in committed and seat not in face_up:
                self.plan.append((known, size + committed[seat], committed[seat], ()))
            else:
                play = tuple(face_up[seat]) if not placing and seat in face_up else ()
                self.plan.append((known, size, 0, play))
        # Every tile the view places somewhere else is not in the box, and neither is any unseen tile.
        self.box = sorted(ALL_TILES.difference(
            view.unseen, view.hand, view.own_play, view.keep_offer, *view.rows, *view.known_hands, shown
        ))
        self.rows = list(view.rows)
        self.ends = board_ends(self.board, self.rows)
        self.to_place = sorted([tile << SEAT_BITS | seat for tile, seat in view.to_place], reverse=True)
        asked = {pending.seat: pending.kind for pending in view.asked}
        bought = dict(view.bought)
        played = set(view.played)
        # A seat asked to buy, or not yet asked in an open round, has not decided its purchase; the others have.
        self.bought = [
            UNDECIDED if asked.get(seat) is DecisionKind.BUY or (seat not in asked and seat not in played)
            else bought.get(seat, 0)
            for seat in range(players)
        ]
        self.keep_seat = view.pending.seat if placing and view.pending is not None and view.keep_offer else NO_SEAT
        self.played = len(view.played) if not placing else 0

    def deal(self, rng: random.Random, choose_play: PlayChooser | None = None) -> SimState:
        """A state of the view's moment with the unseen tiles dealt at random (see the module's description)."""
        view = self.view
        unknown = self.unknown[:]
        shuffle(rng, unknown)
        # Tiles are handed out from the end of the shuffled unseen tiles; `end` is how many are left.
        end = len(unknown)
        hands: list[tuple[int, ...]] = []
        plays: list[tuple[int, ...]] = []
        for known, slots, hidden, play in self.plan:
            count = min(max(0, slots - len(known)), end)
            tiles = known[:slots] + unknown[end - count : end]
            end -= count
            if hidden:
                shuffle(rng, tiles)
                if choose_play is None:
                    chosen = tuple(sorted(tiles[:hidden]))
                else:
                    chosen = tuple(sorted(choose_play(len(hands), sorted(tiles), hidden)))
                plays.append(chosen)
                hands.append(tuple(sorted([tile for tile in tiles if tile not in chosen])))
            else:
                plays.append(play)
                hands.append(tuple(sorted(tiles)))
        count = min(max(0, view.supply_size), end)
        supply = unknown[end - count : end]
        box = self.box + unknown[: end - count]
        seed = rng.randrange(2**32)
        return SimState(
            self.board, len(hands), supply, box, hands, self.rows[:], self.ends[:], list(view.positions),
            view.last_row - 1, view.round, view.double, view.open, view.order, len(view.group), view.buying,
            self.bought[:], plays, self.played, self.to_place[:], self.keep_seat, view.keep_offer, view.open_next,
            NOT_OVER, self.until, False, seed, None,
        )
