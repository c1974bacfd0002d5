"""The rules of spec/rules.md for search: who moves, the legal integer actions, and a trusted `apply`.

An action is a small integer read by the kind of the decision it answers:
* a purchase: the count of tiles bought, 0 to 3;
* a play or a keep of one tile: the tile's number (1 to 99);
* a play or a keep of two tiles: `low | high << 7` (128 and more);
* keeping nothing (a full hand): 0.

`apply` checks nothing: the search only takes actions that `legal_actions` listed (the referee, game/rules, is the
one that explains a refusal). A hidden round is resolved in one step once its last seat has chosen: the reveal,
the placing and scoring of every tile up to a completed row's keep decision, free tiles and the next round. The
state stops where the search asked (`SimState.until`: the round after it is begun only as far as its kind) or at
the game's end.
"""

from __future__ import annotations

from bisect import bisect_left
from itertools import combinations
from typing import Final

from .board import IBEX, SimBoard
from .state import DUNG_HEAP, NO_SEAT, NO_TILES, UNDECIDED, SimState

BUY: Final = 0
PLAY: Final = 1
KEEP: Final = 2

HAND_SIZE: Final = 6
HAND_LIMIT: Final = 9
MAX_BUY: Final = 3
KEEP_MOST: Final = 2
PAIR: Final = 7  # a pair of tiles is low | high << PAIR
TILE_MASK: Final = (1 << PAIR) - 1
SEAT_BITS: Final = 3  # a tile to place is tile << SEAT_BITS | seat: up to eight seats
SEAT_MASK: Final = (1 << SEAT_BITS) - 1


def pair(low: int, high: int) -> int:
    """The action of playing or keeping two tiles (low below high)."""
    return low | high << PAIR


def action_tiles(action: int) -> tuple[int, ...]:
    """The tiles a play or keep action names, ascending."""
    if action > TILE_MASK:
        return (action & TILE_MASK, action >> PAIR)
    return (action,) if action else ()


# ---------------------------------------------------------------------------------------------- who decides what
def to_move(state: SimState) -> int:
    """The seat whose decision the game waits for first, or NO_SEAT once the game is over or the state has stopped.
    While several choose at the same time (a hidden round, an open round's start-space group), the first in the
    round's acting order."""
    if state.keep_seat != NO_SEAT:
        return state.keep_seat
    if state.end or state.stopped:
        return NO_SEAT
    plays = state.plays
    for seat in state.order:
        if not plays[seat]:
            return seat
    return NO_SEAT


def choosing(state: SimState) -> list[int]:
    """Every seat that may decide now, in acting order: several while players choose at the same time."""
    if state.keep_seat != NO_SEAT:
        return [state.keep_seat]
    if state.end or state.stopped:
        return []
    plays = state.plays
    order = state.order
    if state.open and state.played >= state.group:
        return [order[state.played]] if state.played < len(order) else []
    seats = order[: state.group] if state.open else order
    return [seat for seat in seats if not plays[seat]]


def decision_kind(state: SimState, seat: int) -> int:
    """BUY, PLAY or KEEP: what `seat`, one of the seats choosing now, decides next."""
    if state.keep_seat == seat:
        return KEEP
    if state.bought[seat] == UNDECIDED and may_buy(state, seat):
        return BUY
    return PLAY


def may_buy(state: SimState, seat: int) -> bool:
    """Whether `seat` may buy more than none now: `buy_limits`' most is not 0."""
    hand = len(state.hands[seat])
    if state.buying:
        return hand < HAND_LIMIT and (len(state.supply) + len(state.box)) > 0
    return state.double and hand == 1 and (len(state.supply) + len(state.box)) > 0


def buy_limits(state: SimState, seat: int) -> tuple[int, int]:
    """The fewest and the most tiles `seat` may buy now (spec/rules.md 2.2): up to three, within the hand limit and
    the tiles left; at least one with a single tile in a double round; once the supply was empty at the round's
    start, exactly one for that player alone, from the box."""
    hand = len(state.hands[seat])
    must_buy = state.double and hand == 1
    available = len(state.supply) + len(state.box)
    if state.buying:
        most = min(MAX_BUY, HAND_LIMIT - hand, available)
        return (1 if must_buy and most >= 1 else 0), most
    if must_buy and available:
        return 1, 1
    return 0, 0


def tiles_to_play(state: SimState, seat: int) -> int:
    """Two in a double round (one with a single tile in hand), else one."""
    return 2 if state.double and len(state.hands[seat]) >= 2 else 1


def keep_most(state: SimState) -> int:
    """The most tiles the pending keep decision may keep, the hand limit allowing."""
    return min(KEEP_MOST, HAND_LIMIT - len(state.hands[state.keep_seat]))


def legal_actions(state: SimState, seat: int = NO_SEAT) -> list[int]:
    """The actions `seat` (by default the seat to move) may take now, in the order the referee lists its choices."""
    if seat == NO_SEAT:
        seat = to_move(state)
        if seat == NO_SEAT:
            return []
    return actions_of(state, seat, decision_kind(state, seat))


def actions_of(state: SimState, seat: int, kind: int) -> list[int]:
    """The legal actions of `seat`'s decision of `kind` (`decision_kind`), in the referee's order."""
    if kind == BUY:
        fewest, most = buy_limits(state, seat)
        return list(range(fewest, most + 1))
    if kind == PLAY:
        hand = state.hands[seat]
        if tiles_to_play(state, seat) == 1:
            return list(hand)
        return [low | high << PAIR for low, high in combinations(hand, 2)]
    most = keep_most(state)
    if most < 1:
        return [0]
    offer = sorted(state.keep_offer)
    keeps = offer[:]
    if most > 1:
        keeps += [low | high << PAIR for low, high in combinations(offer, 2)]
    return keeps


# ---------------------------------------------------------------------------------------------- deciding
def apply(state: SimState, action: int) -> None:
    """Take `action` for the seat to move (one of `legal_actions(state)`: it is not checked)."""
    seat = to_move(state)
    carry_out(state, seat, decision_kind(state, seat), action)


def apply_for(state: SimState, seat: int, action: int) -> None:
    """Take `action` for `seat`, one of the seats choosing now (`choosing`), as the referee takes any of them."""
    carry_out(state, seat, decision_kind(state, seat), action)


def carry_out(state: SimState, seat: int, kind: int, action: int) -> None:
    """Take `action`, a decision of `kind` by `seat`, and play on up to the next decision."""
    if kind == PLAY:
        play(state, seat, action)
    elif kind == BUY:
        buy(state, seat, action)
    else:
        keep(state, action)


def buy(state: SimState, seat: int, count: int) -> None:
    state.bought[seat] = count
    if not count:
        return
    supply = state.supply
    drawn = supply[:count]
    del supply[:count]
    missing = count - len(drawn)
    if missing:
        # The rulebook's exception: once the supply is empty, tiles come from the box at random.
        box = state.box
        source = state.random()
        for _ in range(missing):
            drawn.append(box.pop(source.randrange(len(box))))
    state.hands[seat] = tuple(sorted(state.hands[seat] + tuple(drawn)))
    move(state, seat, count)


def play(state: SimState, seat: int, action: int) -> None:
    hand = state.hands[seat]
    if action > TILE_MASK:
        low = action & TILE_MASK
        high = action >> PAIR
        state.plays[seat] = (low, high)
        state.hands[seat] = tuple([tile for tile in hand if tile != low and tile != high])
    else:
        at = hand.index(action)
        state.plays[seat] = (action,)
        state.hands[seat] = hand[:at] + hand[at + 1 :]
    state.played += 1
    if state.played == state.players:
        reveal(state)


def reveal(state: SimState) -> None:
    """Every chosen tile is turned up and placed, lowest first."""
    to_place = [tile << SEAT_BITS | seat for seat, tiles in enumerate(state.plays) for tile in tiles]
    to_place.sort(reverse=True)
    state.to_place = to_place
    state.plays = [()] * state.players
    state.played = 0
    place_tiles(state)


def keep(state: SimState, action: int) -> None:
    seat = state.keep_seat
    offer = state.keep_offer
    kept = action_tiles(action)
    state.keep_seat = NO_SEAT
    state.keep_offer = ()
    if kept:
        state.hands[seat] = tuple(sorted(state.hands[seat] + kept))
        state.box.extend([tile for tile in offer if tile not in kept])
    else:
        state.box.extend(offer)
    place_tiles(state)


def place_tiles(state: SimState) -> None:
    """Place the revealed tiles left, lowest first, until a completed row's player must choose what to keep, or
    every tile lies and the round ends."""
    to_place = state.to_place
    while to_place:
        code = to_place.pop()
        if place(state, code >> SEAT_BITS, code & SEAT_MASK):
            return
    end_round(state)


def place(state: SimState, tile: int, seat: int) -> bool:
    """Place one tile by Rules 1 to 3 and score its space. True if its player must now choose tiles to keep."""
    board = state.board
    ends = state.ends
    shift = board.shift
    lower = bisect_left(ends, tile << shift)
    if lower:
        # Rules 1 and 2: after the closest lower end, which it replaces in the same place of the order.
        row_index = ends[lower - 1] & board.row_mask
        ends[lower - 1] = tile << shift | row_index
    else:
        # Rule 3: after the highest end; the tile is now the lowest end.
        row_index = ends.pop() & board.row_mask
        ends.insert(0, tile << shift | row_index)
    rows = state.rows
    row = rows[row_index] + (tile,)
    rows[row_index] = row
    space = len(row) - 1
    scoring = board.scoring[row_index][space]
    if not scoring:
        return False
    points = board.points[row_index][space]
    if showing(board.happy, rows):  # with the tile on the board
        points = -points
    move(state, seat, points)
    return scoring == IBEX and complete_row(state, seat, row_index)


def complete_row(state: SimState, seat: int, row_index: int) -> bool:
    """The ibex space's tile starts the next free row; the player takes the others (spec/rules.md 2.5). True if the
    player must now choose what to keep."""
    rows = state.rows
    row = rows[row_index]
    new_index = next_free_row(rows, state.last_row)
    rows[new_index] = (row[-1],)
    rows[row_index] = ()
    state.last_row = new_index
    board = state.board
    ends = state.ends
    for at, end in enumerate(ends):
        if end & board.row_mask == row_index:
            ends[at] = end >> board.shift << board.shift | new_index
            break
    taken = row[:-1]
    if len(state.hands[seat]) >= HAND_LIMIT:
        state.box.extend(taken)  # a full hand keeps nothing
        return False
    state.keep_seat = seat
    state.keep_offer = taken
    return True


def next_free_row(rows: list[tuple[int, ...]], last_row: int) -> int:
    """Going on from the row activated last through the board's order, the first row without a tile."""
    count = len(rows)
    for step in range(1, count + 1):
        index = (last_row + step) % count
        if not rows[index]:
            return index
    raise ValueError("no row is free")


def showing(reaches: tuple[tuple[int, int], ...], rows: list[tuple[int, ...]]) -> bool:
    """Whether an active row leaves one of the spaces `reaches` names uncovered (Happy Cows, double spaces)."""
    for row_index, reach in reaches:
        filled = len(rows[row_index])
        if filled and filled < reach:
            return True
    return False


def move(state: SimState, seat: int, points: int) -> None:
    """Move a pawn by `points` (spec/rules.md 4); a forward move of the lead onto or past an oxen-eye opens the
    next round (section 5)."""
    positions = state.positions
    start = positions[seat]
    end = start + points
    if end <= 0:
        end = 0
    else:
        while end in positions and end != start:  # only the start space holds several pawns
            end += 1
    board = state.board
    if points > 0 and end >= board.first_oxen_eye:
        lead = max(positions)
        for eye in board.oxen_eyes:
            if lead < eye <= end:
                state.open_next = True
    positions[seat] = end


def end_round(state: SimState) -> None:
    """Free tiles for empty hands, then the game's end or the next round (spec/rules.md 2.6)."""
    positions = state.positions
    hands = state.hands
    starved = False
    if not all(hands):
        supply = state.supply
        for seat in sorted(range(state.players), key=positions.__getitem__, reverse=True):  # ties by seat
            if not hands[seat]:
                drawn = supply[:HAND_SIZE]
                del supply[:HAND_SIZE]
                hands[seat] = tuple(sorted(drawn))
                starved = starved or not drawn
    if max(positions) >= state.board.dung_heap:
        state.end = DUNG_HEAP
    elif starved:
        state.end = NO_TILES
    else:
        open_round = state.open_next
        state.open_next = False
        start_round(state, state.round + 1, open_round)


def start_round(state: SimState, number: int, open_round: bool) -> None:
    """Begin round `number`: its kind, its acting order, nobody has bought or chosen yet. A round after the one the
    search asked to stop at is begun only as far as its number and kind."""
    state.round = number
    state.open = open_round
    state.double = showing(state.board.double, state.rows)
    if number > state.until:
        state.stopped = True
        return
    positions = state.positions
    seats = range(state.players)
    if open_round:
        group = [seat for seat in seats if positions[seat] == 0]
        rest = sorted([seat for seat in seats if positions[seat] != 0], key=positions.__getitem__)
        state.order = tuple(group + rest)
        state.group = len(group)
    else:
        state.order = tuple(sorted(seats, key=positions.__getitem__, reverse=True))  # highest first, ties by seat
        state.group = 0
    state.buying = bool(state.supply)
    state.bought = [UNDECIDED] * state.players
    state.plays = [()] * state.players
    state.played = 0


def play_on(state: SimState, until: int) -> None:
    """Let a state play on to the end of round `until`: a round it stopped at is begun in full."""
    state.until = until
    if state.stopped and state.round <= until:
        state.stopped = False
        start_round(state, state.round, state.open)


def board_ends(board: SimBoard, rows: list[tuple[int, ...]]) -> list[int]:
    """The active rows' ends as the state holds them, ascending."""
    return sorted([row[-1] << board.shift | index for index, row in enumerate(rows) if row])
