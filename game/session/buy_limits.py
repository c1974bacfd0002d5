"""Why a purchase of so many tiles is not allowed now, read from the seat's view: the limits of spec/rules.md 2.2
named one by one, so that a greyed buy button can say which one holds. The engine decides what may be bought
(`PlayerView.legal_buys`); this only names the reason for a count it left out. (A question the rules could answer
themselves; kept here, beside the engine, until they do.)
"""

from __future__ import annotations

from enum import StrEnum

from game.rules import HAND_LIMIT, DecisionKind, PlayerView


class BuyLimit(StrEnum):
    """The rule that rules a purchase out."""

    MADE = "made"  # the seat has decided its purchase this round (none included): it is made once, never split
    MUST_BUY = "must buy"  # none: one tile in hand in a double round, so at least one must be bought
    HAND_LIMIT = "hand limit"  # the hand would hold more than nine tiles
    SUPPLY_OUT = "supply out"  # the supply ran out: nobody buys any more
    ONE_FROM_BOX = "one from the box"  # the supply ran out, but two tiles must be played: exactly one, from the box
    TILES_LEFT = "tiles left"  # fewer tiles left in the supply and the box than that


def buy_limit(view: PlayerView, count: int) -> BuyLimit | None:
    """Why `view.seat` may not buy `count` tiles on its turn now (None: it may, or it is not its turn to buy)."""
    pending = view.pending
    if pending is None or pending.seat != view.seat:
        return None
    if pending.kind is DecisionKind.PLAY:
        bought = dict(view.bought).get(view.seat, 0)
        return BuyLimit.SUPPLY_OUT if not view.buying and not bought else BuyLimit.MADE
    if pending.kind is not DecisionKind.BUY or count in view.legal_buys:
        return None
    if count == 0:
        return BuyLimit.MUST_BUY
    if not view.buying:
        return BuyLimit.ONE_FROM_BOX if view.legal_buys else BuyLimit.SUPPLY_OUT
    if len(view.hand) + count > HAND_LIMIT:
        return BuyLimit.HAND_LIMIT
    return BuyLimit.TILES_LEFT
