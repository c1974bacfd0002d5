"""Who must decide what, the choices the rules allow, and the one test every decision passes (spec/rules.md 2.2,
2.3, 2.5 step 3 and section 6).

A choice is what a decision holds without its seat and kind: a number of tiles to buy, or the ascending tiles to
play or to keep. `choices` lists the pending decision's choices in a fixed order (`Game.legal` makes them into
decisions); `refusal` says why a decision is against the rules, or that it is not.
"""

from __future__ import annotations

from itertools import combinations
from typing import Final

from .decisions import Buy, DecisionKind, IllegalDecision, Keep, Pending, Play
from .players import MAX_PLAYERS
from .state import GameState

HAND_SIZE: Final = 6
HAND_LIMIT: Final = 9
MAX_BUY: Final = 3
KEEP_MAX: Final = 2

BUY: Final = DecisionKind.BUY
PLAY: Final = DecisionKind.PLAY
KEEP: Final = DecisionKind.KEEP

# Per seat, the pending decision asking it to buy, play or keep: decisions are asked for all game long, and a
# pending decision is a value, so every game shares these.
ASK_TO_BUY: Final = tuple(Pending(seat, BUY) for seat in range(MAX_PLAYERS))
ASK_TO_PLAY: Final = tuple(Pending(seat, PLAY) for seat in range(MAX_PLAYERS))
ASK_TO_KEEP: Final = tuple(Pending(seat, KEEP) for seat in range(MAX_PLAYERS))

Choice = int | tuple[int, ...]  # a count to buy, or the ascending tiles to play or keep


def tiles_to_play(double: bool, hand_size: int) -> int:
    """How many tiles a player plays: two in a double round, one otherwise, and one when the hand holds only one
    (the supply and the box were empty when it had to buy: spec/rules.md 2.2 step 2)."""
    return 2 if double and hand_size >= 2 else 1


def buy_range(state: GameState, seat: int) -> tuple[int, int]:
    """The fewest and the most tiles `seat` may buy on its turn this round (every count between is allowed)."""
    hand = len(state.hands[seat])
    rnd = state.round
    must_buy = rnd.double and hand == 1
    available = len(state.supply) + len(state.box)
    if rnd.buying:
        most = min(MAX_BUY, HAND_LIMIT - hand, available)
        return (1 if must_buy and most >= 1 else 0), most
    # No buying once the supply has run out, except to be able to play two tiles: exactly one.
    if must_buy and available:
        return 1, 1
    return 0, 0


def keep_most(state: GameState) -> int:
    """The most tiles the pending keep decision may keep (the hand limit allowing); 0 when none is pending."""
    offer = state.keep_offer
    if offer is None:
        return 0
    return min(KEEP_MAX, HAND_LIMIT - len(state.hands[offer[0]]))


def buy_choices(state: GameState, seat: int) -> list[int]:
    fewest, most = buy_range(state, seat)
    return list(range(fewest, most + 1))


def play_choices(state: GameState, seat: int) -> list[tuple[int, ...]]:
    """The tiles `seat` may play, each choice ascending, in the order of combinations() of its ascending hand."""
    hand = state.hands[seat]
    return list(combinations(hand, tiles_to_play(state.round.double, len(hand))))


def keep_choices(state: GameState) -> list[tuple[int, ...]]:
    """The tiles the pending keep decision may keep: one tile, then two, of the ascending offer; or none when the
    hand is full."""
    if state.keep_offer is None:
        return []
    most = keep_most(state)
    if most < 1:
        return [()]
    offer = sorted(state.keep_offer[1])
    keeps: list[tuple[int, ...]] = [(tile,) for tile in offer]
    if most > 1:
        keeps += combinations(offer, 2)
    return keeps


def choices(state: GameState) -> list[int] | list[tuple[int, ...]]:
    """The pending decision's choices (none when the game is over), in the order `Game.legal` lists them."""
    pending = state.pending
    if pending is None:
        return []
    if pending.kind is PLAY:
        return play_choices(state, pending.seat)
    if pending.kind is BUY:
        return buy_choices(state, pending.seat)
    return keep_choices(state)


def decision_of(pending: Pending, choice: Choice) -> Buy | Play | Keep:
    """The decision of `pending`'s seat and kind that makes `choice`."""
    if isinstance(choice, int):
        return Buy(pending.seat, choice)
    return (Play if pending.kind is PLAY else Keep)(pending.seat, choice)


def ask_next(state: GameState) -> None:
    """Ask the player whose turn it is: to buy when the rules let it buy more than none, else to play."""
    rnd = state.round
    seat = rnd.order[rnd.turn]
    state.pending = ASK_TO_BUY[seat] if buy_range(state, seat)[1] > 0 else ASK_TO_PLAY[seat]


def refusal(state: GameState, kind: DecisionKind, seat: int, count: int, tiles: tuple[int, ...]) -> str | None:
    """Why `seat` may not decide this now, in a sentence, or None when the rules allow it: the one legality test.

    The decision buys `count` tiles, or plays or keeps the ascending `tiles`, as its `kind` says.
    """
    pending = state.pending
    if state.over or pending is None:
        return "the game is over; no more decisions are taken"
    if kind is not pending.kind or seat != pending.seat:
        return f"the game waits for seat {pending.seat} to {pending.kind.value}, not for seat {seat} to {kind.value}"
    if kind is BUY:
        fewest, most = buy_range(state, seat)
        if fewest <= count <= most:
            return None
        allowed = ", ".join(map(str, range(fewest, most + 1)))
        return f"seat {seat} cannot buy {count} tiles now; allowed: {allowed}"
    different = len(tiles) < 2 or tiles[0] != tiles[1]  # ascending: equal tiles stand side by side
    if kind is PLAY:
        hand = state.hands[seat]
        need = tiles_to_play(state.round.double, len(hand))
        if len(tiles) != need or not different:
            return f"seat {seat} must play {need} different tile(s), not {list(tiles)}"
        missing = [tile for tile in tiles if tile not in hand]
        return f"seat {seat} does not hold tile(s) {missing}" if missing else None
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    most = keep_most(state)
    if most < 1 and not tiles:
        return None
    if 1 <= len(tiles) <= most and different and all(tile in offer for tile in tiles):
        return None
    allowed = "no tile" if most < 1 else f"1 to {most} different tiles"
    return f"seat {seat} must keep {allowed} of {list(offer)}, not {list(tiles)}"


def read_decision(decision: object) -> tuple[DecisionKind, int, int, tuple[int, ...]]:
    """The kind, seat, count and ascending tiles of `decision`; IllegalDecision if it is no decision, or holds a
    number that is not a whole number (1.0 or True equal a legal number, but would break the state half-way)."""
    if isinstance(decision, Buy):
        numbers: tuple[object, ...] = (decision.seat, decision.count)
    elif isinstance(decision, Play | Keep):
        given: object = decision.tiles
        numbers = (decision.seat, *given) if isinstance(given, tuple | list) else (given, None)
    else:
        raise IllegalDecision(f"{decision!r} is not a decision")
    for number in numbers:
        if isinstance(number, bool) or not isinstance(number, int):
            raise IllegalDecision(f"{decision!r} has a seat, count or tile that is not a whole number")
    if isinstance(decision, Buy):
        return BUY, decision.seat, decision.count, ()
    return decision.kind, decision.seat, 0, tuple(sorted(decision.tiles))
