"""Why a purchase of so many tiles is not allowed now, read from the seat's view: the limits of spec/rules.md 2.2
named one by one, so that a greyed buy button can say which one holds. The engine decides what may be bought
(`PlayerView.legal_buys`); this names the rule behind a count it left out, as the hints (game/rules/hints.py) name
where a tile would go.
"""

from __future__ import annotations

from enum import StrEnum

from .actions import HAND_LIMIT
from .decisions import DecisionKind
from .view import PlayerView


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
