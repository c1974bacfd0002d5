"""Who must decide what, the choices the rules allow, and the one test every decision passes (spec/rules.md 2.2,
2.3, 2.5 step 3 and section 6).

A choice is what a decision holds without its seat and kind: a number of tiles to buy, or the ascending tiles to
play or to keep. `choices` lists the pending decision's choices in a fixed order (`Game.legal` makes them into
decisions); `refusal` says why a decision is against the rules, or that it is not.
"""

from __future__ import annotations

from functools import partial
from itertools import combinations
from operator import attrgetter
from typing import Final, TypeGuard

from .decisions import Buy, Decision, DecisionKind, Keep, Pending, Play
from .lazy_list import LazyList
from .players import MAX_PLAYERS
from .state import GameState
from .tiles import TILE_COUNT

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

# The decisions legal() hands out most: every purchase, and every single tile played or kept, by seat (and count or
# tile). Decisions are values, so one object of each serves every game; pairs (double rounds, keeping two) are
# made when read.
BUYS: Final = tuple(tuple(Buy(seat, count) for count in range(MAX_BUY + 1)) for seat in range(MAX_PLAYERS))
PLAYS: Final = tuple(tuple(Play(seat, (tile,)) for tile in range(TILE_COUNT + 1)) for seat in range(MAX_PLAYERS))
KEEPS: Final = tuple(tuple(Keep(seat, (tile,)) for tile in range(TILE_COUNT + 1)) for seat in range(MAX_PLAYERS))

Choice = int | tuple[int, ...]  # a count to buy, or the ascending tiles to play or keep

NO_PURCHASE: Final = (0, 0)  # the purchase limits of a seat not asked to buy

_SEAT: Final = attrgetter("seat")
_COUNT: Final = attrgetter("count")
_TILES: Final = attrgetter("tiles")


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
        # Up to three, as far as the hand limit and the tiles left allow (asked at every turn: no min() call).
        most = HAND_LIMIT - hand if hand > HAND_LIMIT - MAX_BUY else MAX_BUY
        if available < most:
            most = available
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
    """The first asked decision's choices (none when the game is over), in the order `Game.legal` lists them."""
    if not state.asked:
        return []
    pending = state.asked[0]
    if pending.kind is PLAY:
        return play_choices(state, pending.seat)
    if pending.kind is BUY:
        return buy_choices(state, pending.seat)
    return keep_choices(state)


def legal_decisions(state: GameState, pending: Pending) -> list[Decision] | LazyList[tuple[int, ...], Decision]:
    """The choices of `pending` (one of the decisions the game waits for) as decisions, in the order of `choices`."""
    seat = pending.seat
    kind = pending.kind
    if kind is PLAY:
        hand = state.hands[seat]
        if tiles_to_play(state.round.double, len(hand)) == 1:
            return [*map(PLAYS[seat].__getitem__, hand)]
        return LazyList(play_choices(state, seat), partial(Play, seat))
    if kind is BUY:
        fewest, most = state.buy_limits[seat]
        return list(BUYS[seat][fewest : most + 1])
    return LazyList(keep_choices(state), partial(decision_of, pending))


def decision_of(pending: Pending, choice: Choice) -> Decision:
    """The decision of `pending`'s seat and kind that makes `choice` (search's `take`, the legal keeps)."""
    seat = pending.seat
    if isinstance(choice, int):
        return BUYS[seat][choice] if 0 <= choice <= MAX_BUY else Buy(seat, choice)
    if len(choice) == 1 and 0 <= choice[0] <= TILE_COUNT:
        return (PLAYS if pending.kind is PLAY else KEEPS)[seat][choice[0]]
    return (Play if pending.kind is PLAY else Keep)(seat, choice)


def ask_together(state: GameState) -> None:
    """At a round's start, ask every player who chooses now (spec/rules.md 2.2, 2.3): all of them in a hidden
    round, the start-space group in an open one (or, with no group, the first to play face up). Each is asked to
    buy when the rules let it buy more than none, else to play."""
    rnd = state.round
    limits = [NO_PURCHASE] * len(state.hands)
    if rnd.open and not rnd.group:
        state.buy_limits = tuple(limits)
        ask_next(state)
        return
    asked = []
    for seat in rnd.group if rnd.open else rnd.order:
        limits[seat] = buy_range(state, seat)
        asked.append(ASK_TO_BUY[seat] if limits[seat][1] > 0 else ASK_TO_PLAY[seat])
    state.buy_limits = tuple(limits)
    state.asked = tuple(asked)


def ask_next(state: GameState) -> None:
    """Ask the player whose turn it is in an open round's face-up order: to buy when the rules let it buy more than
    none, else to play."""
    rnd = state.round
    seat = rnd.order[len(rnd.played)]
    limits = buy_range(state, seat)
    if limits[1] > 0:
        state.asked = (ASK_TO_BUY[seat],)
        state.buy_limits = state.buy_limits[:seat] + (limits,) + state.buy_limits[seat + 1 :]
    else:
        state.asked = (ASK_TO_PLAY[seat],)


def after_purchase(state: GameState, seat: int) -> None:
    """`seat` bought: it plays next, and the others still buying may buy only what is left."""
    asked = state.asked
    at = asked.index(ASK_TO_BUY[seat])
    state.asked = asked[:at] + (ASK_TO_PLAY[seat],) + asked[at + 1 :]
    if len(state.supply) + len(state.box) >= MAX_BUY:
        return  # enough tiles are left for any purchase: nobody's limits changed
    limits = list(state.buy_limits)
    for other in state.asked:
        if other.kind is BUY:
            limits[other.seat] = buy_range(state, other.seat)
    state.buy_limits = tuple(limits)
    # Whoever may now buy none plays (a double round's single tile, when neither supply nor box holds one).
    state.asked = tuple([
        ASK_TO_PLAY[other.seat] if other.kind is BUY and limits[other.seat][1] == 0 else other for other in state.asked
    ])


def asked_of(state: GameState, seat: int) -> Pending | None:
    """What the game asks `seat` to decide now, if anything."""
    for pending in state.asked:
        if pending.seat == seat:
            return pending
    return None


def refusal(state: GameState, decision: object) -> str | None:
    """Why `decision` may not be taken now, in a sentence, or None when the rules allow it: the one legality test
    every decision passes, whoever made it (a player, legal(), search's choices)."""
    asked = state.asked
    if not asked:
        return "the game is over; no more decisions are taken"
    # Each field is read as it is: a decision made outside the game may hold anything anywhere.
    if isinstance(decision, Buy):
        seat, count = _SEAT(decision), _COUNT(decision)
        if (type(seat) is not int and not whole(seat)) or (type(count) is not int and not whole(count)):
            return _not_whole(decision)
        if not (0 <= seat < len(state.hands) and ASK_TO_BUY[seat] in asked):
            return _not_asked(state, seat, BUY)
        fewest, most = state.buy_limits[seat]
        if fewest <= count <= most:
            return None
        allowed = ", ".join(map(str, range(fewest, most + 1)))
        return f"seat {seat} cannot buy {count} tiles now; allowed: {allowed}"
    if not isinstance(decision, (Play, Keep)):
        return f"{decision!r} is not a decision"
    seat, given = _SEAT(decision), _TILES(decision)
    if type(seat) is not int and not whole(seat):
        return _not_whole(decision)
    if type(given) is tuple and len(given) == 1 and type(given[0]) is int:
        tiles: tuple[int, ...] = given
    elif isinstance(given, (tuple, list)) and all(map(whole, given)):
        tiles = ascending(given)
    else:
        return _not_whole(decision)
    different = len(tiles) < 2 or tiles[0] != tiles[1]  # ascending: equal tiles stand side by side
    if isinstance(decision, Play):
        if not (0 <= seat < len(state.hands) and ASK_TO_PLAY[seat] in asked):
            return _not_asked(state, seat, PLAY)
        hand = state.hands[seat]
        need = tiles_to_play(state.round.double, len(hand))
        if len(tiles) != need or not different:
            return f"seat {seat} must play {need} different tile(s), not {list(tiles)}"
        if tiles[0] in hand and (need == 1 or tiles[1] in hand):
            return None
        return f"seat {seat} does not hold tile(s) {[tile for tile in tiles if tile not in hand]}"
    if not (0 <= seat < len(state.hands) and ASK_TO_KEEP[seat] in asked):
        return _not_asked(state, seat, KEEP)
    offer = state.keep_offer[1] if state.keep_offer is not None else ()
    most = keep_most(state)
    if most < 1 and not tiles:
        return None
    if 1 <= len(tiles) <= most and different and all(tile in offer for tile in tiles):
        return None
    allowed = "no tile" if most < 1 else f"1 to {most} different tiles"
    return f"seat {seat} must keep {allowed} of {list(offer)}, not {list(tiles)}"


def _not_asked(state: GameState, seat: int, kind: DecisionKind) -> str:
    waits = ", ".join(f"seat {other.seat} to {other.kind.value}" for other in state.asked)
    return f"the game waits for {waits}, not for seat {seat} to {kind.value}"


def ascending(tiles: tuple[int, ...] | list[int]) -> tuple[int, ...]:
    """A decision's tiles as the rules hold them: a tuple, lowest first."""
    return tiles if type(tiles) is tuple and len(tiles) < 2 else tuple(sorted(tiles))


def whole(number: object) -> TypeGuard[int]:
    """Whether `number` is a whole number (an int that is not a bool)."""
    return type(number) is int or (isinstance(number, int) and not isinstance(number, bool))


def _not_whole(decision: object) -> str:
    # 1.0 or True equal a legal number, but would break the state half-way.
    return f"{decision!r} has a seat, count or tile that is not a whole number"
