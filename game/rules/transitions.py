"""How a legal decision changes the game: buying, playing and keeping, then the reveal, the placement and scoring
of every tile, completed rows, free tiles and the next round, up to the next decision (spec/rules.md 2 to 5).

Every function here changes a `GameState` that `actions.refusal` has just found the decision legal in. What
happens is noted in `trace` (Trace) when one is given. Who is asked next follows from the state (game/rules/actions.py
reads it): nothing here asks.
"""

from __future__ import annotations

from operator import attrgetter
from typing import Final

from .actions import HAND_LIMIT, HAND_SIZE
from .board import BoardIndex, SpaceKind
from .decisions import Buy, Keep, Play
from .events import (
    Bought,
    EndReason,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    Shown,
    Trace,
)
from .placement import moved_row, next_free_row, place_at, uncovered
from .state import GameState, RoundState
from .track import crossed_oxen_eye, move_target, places

_TILES: Final = attrgetter("tiles")
COWPIE: Final = SpaceKind.COWPIE
IBEX: Final = SpaceKind.IBEX
BUY_COST: Final = MoveReason.BUY
COWPIE_POINTS: Final = MoveReason.COWPIE
IBEX_POINTS: Final = MoveReason.IBEX


def carry_out(state: GameState, index: BoardIndex, decision: object, trace: Trace | None) -> None:
    """Carry out a decision that `actions.refusal` found legal: a purchase, a play or tiles kept."""
    if isinstance(decision, Buy):
        buy(state, index, decision.seat, decision.count, trace)
        return
    tiles = _TILES(decision)  # as given: a decision made outside the game may hold its tiles in a list, in any order
    if type(tiles) is not tuple or len(tiles) > 1:
        tiles = tuple(sorted(tiles))
    if isinstance(decision, Play):
        play(state, index, decision.seat, tiles, trace)
    elif isinstance(decision, Keep):
        keep(state, index, decision.seat, tiles, trace)


def start_round(state: GameState, index: BoardIndex, number: int, open_round: bool, trace: Trace | None) -> None:
    positions = state.positions
    seats = range(len(positions))
    if open_round:
        group = tuple([seat for seat in seats if positions[seat] == 0])
        rest = sorted([seat for seat in seats if positions[seat] != 0], key=positions.__getitem__)
        order = group + tuple(rest)
    else:
        group = ()
        # Highest position first, ties by seat: the sort is stable, reversed or not.
        order = tuple(sorted(seats, key=positions.__getitem__, reverse=True))
    double = uncovered(index.double, state.rows)
    buying = bool(state.supply)
    state.round = RoundState(number, double, open_round, order, group, buying, (), (), {}, {}, {}, [], False)
    if trace is not None:
        trace.append((RoundStarted, number, double, open_round, order, group, buying))


def buy(state: GameState, index: BoardIndex, seat: int, count: int, trace: Trace | None) -> None:
    state.round.decided += (seat,)
    if count == 0:
        return
    supply = state.supply
    drawn = supply[:count]
    del supply[:count]
    from_box = count - len(drawn)
    if from_box:
        # The rulebook's exception: once the supply is empty, tiles come face down from the box.
        box = state.box
        source = state.random
        for _ in range(from_box):
            drawn.append(box.pop(source.randrange(len(box))))
        state.box_public = frozenset()  # nobody else knows which tiles left the box
    state.hands[seat] = tuple(sorted([*state.hands[seat], *drawn]))
    state.round.bought[seat] = count
    if trace is not None:
        trace.append((Bought, seat, count, from_box, tuple(drawn)))
    move(state, index, seat, count, BUY_COST, trace)


def play(state: GameState, index: BoardIndex, seat: int, tiles: tuple[int, ...], trace: Trace | None) -> None:
    hand = state.hands[seat]
    if len(tiles) == 1:
        at = hand.index(tiles[0])
        state.hands[seat] = hand[:at] + hand[at + 1 :]
    else:
        state.hands[seat] = tuple([tile for tile in hand if tile not in tiles])
    rnd = state.round
    rnd.plays[seat] = tiles
    rnd.played += (seat,)
    turn = len(rnd.played)
    if rnd.open:
        group = rnd.group
        face_up = seat not in group
        if trace is not None:
            trace.append((Played, seat, face_up, tiles))
        if face_up:
            rnd.face_up[seat] = tiles
        elif turn == len(group):
            # The start-space group turns its tiles face up together.
            shown = tuple([(group_seat, rnd.plays[group_seat]) for group_seat in group])
            rnd.face_up.update(shown)
            if trace is not None:
                trace.append((Shown, shown))
    elif trace is not None:
        trace.append((Played, seat, False, tiles))
    if turn == len(rnd.order):
        reveal(state, index, trace)  # else others choose still, at the same time or in turn


def reveal(state: GameState, index: BoardIndex, trace: Trace | None) -> None:
    """Every played tile is shown, then placed lowest first."""
    rnd = state.round
    plays = rnd.plays
    if trace is not None:
        trace.append((Revealed, tuple([(seat, plays[seat]) for seat in rnd.order])))
    if any(state.known_kept):
        # Only now may the others know that a kept tile has left its hand.
        known = list(state.known_kept)
        for seat, played in plays.items():
            if not known[seat].isdisjoint(played):
                known[seat] = known[seat].difference(played)
        state.known_kept = tuple(known)
    rnd.to_place = sorted([(tile, seat) for seat, played in plays.items() for tile in played])
    rnd.placing = True
    place_tiles(state, index, trace)


def keep(state: GameState, index: BoardIndex, seat: int, kept: tuple[int, ...], trace: Trace | None) -> None:
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    boxed = tuple([tile for tile in offer if tile not in kept]) if kept else offer
    state.keep_offer = None
    if kept:
        state.hands[seat] = tuple(sorted(state.hands[seat] + kept))
        known = list(state.known_kept)
        known[seat] = known[seat].union(kept)
        state.known_kept = tuple(known)
    if boxed:
        state.box.extend(boxed)
        state.box_public = state.box_public.union(boxed)
    if trace is not None:
        trace.append((Kept, seat, kept, boxed))
    place_tiles(state, index, trace)


def place_tiles(state: GameState, index: BoardIndex, trace: Trace | None) -> None:
    """Place the revealed tiles still to place, lowest first, until one completes a row whose player must choose
    what to keep (placing goes on after that decision), or every tile lies and the round ends."""
    rnd = state.round
    to_place = rnd.to_place
    plays = rnd.plays
    while to_place:
        tile, seat = to_place.pop(0)
        played = plays[seat]
        # A seat's tiles are ascending and placed in ascending order: the one placed now is its first.
        if len(played) == 1:
            del plays[seat]
        else:
            plays[seat] = played[1:]
        if place(state, index, seat, tile, trace):
            return
    rnd.placing = False
    end_round(state, index, trace)


def place(state: GameState, index: BoardIndex, seat: int, tile: int, trace: Trace | None) -> bool:
    """Place one tile and score it. True if the player must now choose tiles to keep."""
    number, rule, state.ends = place_at(state.ends, tile)
    rows = state.rows
    row = rows[number - 1] + (tile,)
    rows[number - 1] = row
    slot = len(row)
    if trace is not None:
        trace.append((Placed, seat, tile, number, slot, rule))
    kind, points = index.landed(rows, number)
    if kind is COWPIE:
        reason = COWPIE_POINTS
    elif kind is IBEX:
        reason = IBEX_POINTS
    else:
        return False
    move(state, index, seat, points, reason, trace)
    return kind is IBEX and complete_row(state, seat, number, trace)


def complete_row(state: GameState, seat: int, number: int, trace: Trace | None) -> bool:
    """The tile on the ibex space starts the next free row; the player takes the others (spec/rules.md 2.5). True if
    the player must now choose tiles to keep."""
    rows = state.rows
    taken = rows[number - 1][:-1]
    tile = rows[number - 1][-1]
    new_row = next_free_row(rows, state.last_row)
    rows[new_row - 1] = (tile,)
    rows[number - 1] = ()
    state.last_row = new_row
    state.ends = moved_row(state.ends, number, new_row)
    if trace is not None:
        trace.append((RowCompleted, seat, number, tile, new_row, taken))
    if len(state.hands[seat]) >= HAND_LIMIT:
        # A full hand keeps nothing: the whole row goes to the box without a decision.
        state.box.extend(taken)
        state.box_public = state.box_public.union(taken)
        if trace is not None:
            trace.append((Kept, seat, (), taken))
        return False
    state.keep_offer = (seat, taken)
    return True


def move(state: GameState, index: BoardIndex, seat: int, points: int, reason: MoveReason, trace: Trace | None) -> None:
    """Move a pawn by `points` (spec/rules.md 4), and mark the next round open if the lead reached an oxen-eye."""
    positions = state.positions
    start = positions[seat]
    end = move_target(positions, seat, points)
    # Only a forward move that reaches an oxen-eye can open the next round (section 5).
    eye = crossed_oxen_eye(positions, end, index.oxen_eyes) if points > 0 and end >= index.first_oxen_eye else None
    positions[seat] = end
    if trace is not None:
        trace.append((PawnMoved, seat, start, end, points, reason))
    if eye is not None:
        state.open_next = True
        if trace is not None:
            trace.append((OpenRoundTriggered, seat, eye))


def end_round(state: GameState, index: BoardIndex, trace: Trace | None) -> None:
    """Free tiles for empty hands, then the game's end or the next round (spec/rules.md 2.6)."""
    positions = state.positions
    hands = state.hands
    starved = False
    if not all(hands):
        for seat in sorted(range(len(hands)), key=positions.__getitem__, reverse=True):  # highest first, ties by seat
            if not hands[seat]:
                drawn = tuple(sorted(draw(state.supply, HAND_SIZE)))
                hands[seat] = drawn
                if trace is not None:
                    trace.append((FreeTiles, seat, drawn))
                starved = starved or not drawn
    reached = max(positions) >= index.dung_heap
    if reached or starved:
        reason = EndReason.DUNG_HEAP if reached else EndReason.NO_TILES
        state.over = True
        state.end_reason = reason
        if trace is not None:
            trace.append((GameEnded, reason, tuple(positions), tuple(places(positions))))
        return
    open_round = state.open_next
    state.open_next = False
    start_round(state, index, state.round.number + 1, open_round, trace)


def draw(supply: list[int], count: int) -> list[int]:
    """The top `count` tiles of the supply (fewer when it holds fewer), taken off it."""
    drawn = supply[:count]
    del supply[:count]
    return drawn
