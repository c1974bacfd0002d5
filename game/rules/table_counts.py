"""What anyone at the table can count after each event: how many tiles the supply, the box and each hand hold.

The screen shows the game some events behind the engine (its animations take time), so it cannot read these
counts off the engine's present state; it follows them event by event with `counts_after`, from the counts
before the deal or from a public view. The events must be whole, as the engine made them: a redacted event no
longer says how many tiles another player drew or played.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from .events import Bought, Dealt, Event, FreeTiles, Kept, Played, RowOpened
from .tiles import TILE_COUNT
from .view import PublicView


@dataclass(frozen=True, slots=True)
class TableCounts:
    supply: int
    box: int
    hands: tuple[int, ...]  # per seat

    @classmethod
    def before_deal(cls, players: int) -> TableCounts:
        """Every tile in the supply: the table before its first event."""
        return cls(supply=TILE_COUNT, box=0, hands=(0,) * players)

    @classmethod
    def of(cls, view: PublicView) -> TableCounts:
        return cls(supply=view.supply_size, box=view.box_size, hands=tuple(view.hand_sizes))

    def _hand(self, seat: int, change: int) -> tuple[int, ...]:
        hands = list(self.hands)
        hands[seat] += change
        return tuple(hands)


def counts_after(counts: TableCounts, event: Event) -> TableCounts:
    """The counts once `event` has happened: tiles leave the supply to open rows and fill hands, a purchase takes
    them from the supply and, once it is empty, from the box, a play takes them from the hand, and a taken row's
    tiles go to the hand (kept) or to the box."""
    match event:
        case RowOpened():
            return replace(counts, supply=counts.supply - 1)
        case Dealt(seat=seat, tiles=tiles) | FreeTiles(seat=seat, tiles=tiles):
            return replace(counts, supply=counts.supply - len(tiles), hands=counts._hand(seat, len(tiles)))
        case Bought(seat=seat, count=count, from_box=from_box):
            return TableCounts(supply=counts.supply - (count - from_box), box=counts.box - from_box,
                               hands=counts._hand(seat, count))
        case Played(seat=seat, tiles=tiles):
            return replace(counts, hands=counts._hand(seat, -len(tiles)))
        case Kept(seat=seat, kept=kept, boxed=boxed):
            return TableCounts(supply=counts.supply, box=counts.box + len(boxed), hands=counts._hand(seat, len(kept)))
    return counts
