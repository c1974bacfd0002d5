"""What a player may know (spec/rules.md section 7): one seat's view, and the public view of the whole table.

Bots and hand panels receive a `PlayerView`, never the game itself, so they cannot see another hand, the order
of the supply or the content of the box even by accident; the shared table, Skip, replays and spectators follow
the `PublicView`. Both are made by the engine (game/rules/knowledge.py) from the game's state at one moment and
hold only values that never change (tuples, frozensets, numbers), so a view says what was true when it was made
however the game goes on. What the two share, the table as everyone sees it, is `TableView`'s.

Views are plain records with slots, not frozen ones: a `PlayerView` is made for a seat at every decision it is
asked (bots, phones, the screen, the coach), and freezing costs more than working out its fields. Nothing outside
the engine ever changes one, which tests/rules/test_view_records.py checks.
"""

from __future__ import annotations

from dataclasses import dataclass, fields

from .board import BoardSpec
from .decisions import Pending


@dataclass(slots=True, kw_only=True)
class TableView:
    """The table as everyone at it sees it now: the fields both views share."""

    board: BoardSpec
    names: tuple[str, ...]
    rows: tuple[tuple[int, ...], ...]
    positions: tuple[int, ...]
    hand_sizes: tuple[int, ...]
    supply_size: int
    box_size: int
    last_row: int
    round: int
    double: bool
    open: bool
    buying: bool  # the supply had tiles when the round began
    happy_showing: bool
    order: tuple[int, ...]  # this round's acting order
    group: tuple[int, ...]  # open round: the start-space group playing face down together
    # A player's view: what this player is asked to decide now, else the first decision the game waits for; the
    # public view: the first decision the game waits for.
    pending: Pending | None
    played: tuple[int, ...]  # seats that have chosen their tiles this round, in the order they did
    face_up: tuple[tuple[int, tuple[int, ...]], ...]  # tiles shown face up this round, by seat
    bought: tuple[tuple[int, int], ...]  # purchases this round, by seat
    keep_offer: tuple[int, ...]  # a completed row's tiles while its player chooses what to keep
    open_next: bool  # the oxen-eye was reached: the next round is open
    # Tiles known to be in each hand, kept from a visible row and not yet played (a player's view: all of its own).
    known_hands: tuple[frozenset[int], ...]
    over: bool
    # How many tiles each seat has chosen this round and not yet placed (the tiles lie on the table).
    committed: tuple[tuple[int, int], ...] = ()
    # After the reveal: the tiles still to be placed this round, (tile, seat) in placement order.
    to_place: tuple[tuple[int, int], ...] = ()
    # Every decision the game waits for now, in action order: several while players choose at the same time.
    asked: tuple[Pending, ...] = ()


@dataclass(slots=True, kw_only=True)
class PlayerView(TableView):
    """What one seat may know now: the table, its own hand and tiles chosen, and its legal choices when asked."""

    seat: int
    hand: tuple[int, ...]
    own_play: tuple[int, ...]  # the tiles this player has chosen this round, until placed
    unseen: frozenset[int]  # tiles whose place this player cannot know (supply, hands, box)
    legal_buys: tuple[int, ...]  # when this player must buy now: the counts allowed
    legal_plays: tuple[tuple[int, ...], ...]  # when this player must play now
    legal_keeps: tuple[tuple[int, ...], ...]  # when this player must keep now
    tiles_to_play: int


@dataclass(slots=True, kw_only=True)
class PublicView(TableView):
    """What every player may know now: the table as everyone at it sees it.

    No hand, no face-down tile before the reveal, nothing of the supply's order or the box's hidden part.
    """


def public_part(view: PlayerView) -> PublicView:
    """The table as everyone sees it, from one seat's view: what a game that knows only that view (one joined from
    another machine) shows of the table. The pending decision is the first the game waits for; the seat's own entry
    of `known_hands` is left empty (its view does not say which of its tiles the others know)."""
    shared = {field.name: getattr(view, field.name) for field in fields(TableView)}
    shared["pending"] = view.asked[0] if view.asked else None
    shared["known_hands"] = tuple(frozenset() if seat == view.seat else known
                                  for seat, known in enumerate(view.known_hands))
    return PublicView(**shared)
