"""Who must decide what, the choices the rules allow, and the one test every decision passes (spec/rules.md 2.2,
2.3, 2.5 step 3 and section 6).

Everything here reads the state and changes nothing: who is asked follows from the round (who has chosen, who has
decided a purchase, a completed row waiting for its keep), and the choices from the seat's hand and the tiles left.
A choice is what a decision holds without its seat and kind: a number of tiles to buy, or the ascending tiles to
play or to keep. `choices` generates a pending decision's choices, the one place that says what is legal:
`legal_decisions` makes them into decisions, the views list them, and `refusal` takes a decision as legal exactly
when its choice is among them (and says why not, when it is not).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
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

_SEAT: Final = attrgetter("seat")
_COUNT: Final = attrgetter("count")
_TILES: Final = attrgetter("tiles")


# ---------------------------------------------------------------------------------------------- who decides what
def asked(state: GameState) -> tuple[Pending, ...]:
    """The decisions the game waits for now, in action order: a completed row's keep; or every seat choosing now
    (spec/rules.md 2.2, 2.3: all of a hidden round, an open round's start-space group, then one by one face up),
    each asked to buy while it has not decided a purchase and may buy more than none, else to play."""
    if state.over:
        return ()
    if state.keep_offer is not None:
        return (ASK_TO_KEEP[state.keep_offer[0]],)
    rnd = state.round
    played = rnd.played
    if rnd.open and len(played) >= len(rnd.group):
        choosing: tuple[int, ...] = rnd.order[len(played) : len(played) + 1]
    else:
        choosing = tuple([seat for seat in (rnd.group if rnd.open else rnd.order) if seat not in played])
    # Whether each may buy more than none: tiles are left, and the hand has room (or, once the supply ran out, must
    # buy one to play two); as buy_range says, without working out the counts.
    decided = rnd.decided
    hands = state.hands
    left = bool(state.supply) or bool(state.box)
    buying = rnd.buying
    double = rnd.double
    waiting = []
    for seat in choosing:
        size = len(hands[seat])
        room = size < HAND_LIMIT if buying else (double and size == 1)
        waiting.append(ASK_TO_BUY[seat] if left and room and seat not in decided else ASK_TO_PLAY[seat])
    return tuple(waiting)


def asked_of(seat: int, waiting: tuple[Pending, ...]) -> Pending | None:
    """What the game asks `seat` to decide now (of the decisions it is `waiting` for), if anything."""
    for pending in waiting:
        if pending.seat == seat:
            return pending
    return None


# ---------------------------------------------------------------------------------------------- what is legal
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
        # Up to three, as far as the hand limit and the tiles left allow.
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


def choices(state: GameState, pending: Pending) -> list[int] | list[tuple[int, ...]]:
    """The choices of `pending` (one of the decisions the game waits for), in a fixed order: the counts a seat may
    buy; the tiles it may play, ascending, in the order of combinations() of its ascending hand; the tiles of a
    completed row it may keep, one tile then two, of the ascending offer, or none when its hand is full."""
    seat = pending.seat
    if pending.kind is PLAY:
        hand = state.hands[seat]
        return list(combinations(hand, tiles_to_play(state.round.double, len(hand))))
    if pending.kind is BUY:
        fewest, most = buy_range(state, seat)
        return list(range(fewest, most + 1))
    most = keep_most(state)
    nothing: tuple[int, ...] = ()
    if most < 1:
        return [nothing]
    offer = sorted(state.keep_offer[1]) if state.keep_offer is not None else []
    keeps: list[tuple[int, ...]] = [(tile,) for tile in offer]
    if most > 1:
        keeps += combinations(offer, 2)
    return keeps


def legal_decisions(pending: Pending, legal: Sequence[Choice]) -> list[Decision] | LazyList[Choice, Decision]:
    """The choices `legal` of `pending` (as `choices` lists them) as decisions, in their order."""
    seat = pending.seat
    if pending.kind is BUY:
        return [BUYS[seat][count] for count in legal if isinstance(count, int)]
    first = legal[0] if legal else None
    if pending.kind is PLAY and isinstance(first, tuple) and len(first) == 1:
        return [PLAYS[seat][choice[0]] for choice in legal if isinstance(choice, tuple)]
    return LazyList(legal, partial(decision_of, pending))


def decision_of(pending: Pending, choice: Choice) -> Decision:
    """The decision of `pending`'s seat and kind that makes `choice`."""
    seat = pending.seat
    if isinstance(choice, int):
        return BUYS[seat][choice] if 0 <= choice <= MAX_BUY else Buy(seat, choice)
    if len(choice) == 1 and 0 <= choice[0] <= TILE_COUNT:
        return (PLAYS if pending.kind is PLAY else KEEPS)[seat][choice[0]]
    return (Play if pending.kind is PLAY else Keep)(seat, choice)


# ---------------------------------------------------------------------------------------------- the one test
def refusal(
    state: GameState, waiting: tuple[Pending, ...], legal: Callable[[Pending], Sequence[Choice]], decision: object
) -> str | None:
    """Why `decision` may not be taken now (the game `waiting` for those decisions, whose choices `legal` gives as
    `choices` lists them), in a sentence, or None when the rules allow it: the one legality test every decision
    passes, whoever made it. A decision is legal when its seat is asked for its kind and its choice is one of its
    choices."""
    if not waiting:
        return "the game is over; no more decisions are taken"
    # Each field is read as it is: a decision made outside the game may hold anything anywhere.
    if isinstance(decision, Buy):
        seat, count = _SEAT(decision), _COUNT(decision)
        if not (whole(seat) and whole(count)):
            return _not_whole(decision)
        choice: Choice = count
        asking = ASK_TO_BUY
    elif isinstance(decision, (Play, Keep)):
        seat, given = _SEAT(decision), _TILES(decision)
        if type(given) is tuple and len(given) == 1 and type(given[0]) is int:
            choice = given  # one tile, as legal() hands it out: the common case, checked without a loop
        elif isinstance(given, (tuple, list)) and all(map(whole, given)):
            choice = ascending(given)
        else:
            return _not_whole(decision)
        if not whole(seat):
            return _not_whole(decision)
        asking = ASK_TO_PLAY if isinstance(decision, Play) else ASK_TO_KEEP
    else:
        return f"{decision!r} is not a decision"
    if not (0 <= seat < len(state.hands) and asking[seat] in waiting):
        return _not_asked(waiting, seat, decision.kind)
    allowed = legal(asking[seat])
    if choice in allowed:
        return None
    return _why_not(state, asking[seat], choice, allowed)


def _why_not(state: GameState, pending: Pending, choice: Choice, legal: Sequence[Choice]) -> str:
    """The rule a choice outside `legal` (the choices of `pending`) breaks, in a sentence."""
    seat = pending.seat
    if isinstance(choice, int):
        return f"seat {seat} cannot buy {choice} tiles now; allowed: {', '.join(map(str, legal))}"
    tiles = list(choice)
    if pending.kind is PLAY:
        hand = state.hands[seat]
        need = tiles_to_play(state.round.double, len(hand))
        if len(tiles) != need or len(set(tiles)) != len(tiles):
            return f"seat {seat} must play {need} different tile(s), not {tiles}"
        return f"seat {seat} does not hold tile(s) {[tile for tile in tiles if tile not in hand]}"
    most = keep_most(state)
    offer = list(state.keep_offer[1]) if state.keep_offer is not None else []
    allowed = "no tile" if most < 1 else f"1 to {most} different tiles"
    return f"seat {seat} must keep {allowed} of {offer}, not {tiles}"


def _not_asked(waiting: tuple[Pending, ...], seat: int, kind: DecisionKind) -> str:
    waits = ", ".join(f"seat {other.seat} to {other.kind.value}" for other in waiting)
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
