"""A player's view: only what one player may know (spec/rules.md section 7).

Bots and hand panels receive a `PlayerView`, never the game itself, so they cannot see another hand,
the order of the supply or the content of the box even by accident.

A view is made thousands of times a second (every decision of a search's playouts, every frame's turn
check), and most readers want only whose turn it is and the legal choices. So `make_view` fills those at
once and keeps, for the rest, a snapshot of immutable values (tuples, frozensets, numbers) taken at that
moment; the first read of any other field fills them all from it (the values themselves are computed in
view_fields.py). The view is the same object either way: equal, hashable, frozen, and pickled or copied whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import BoardSpec
from .decisions import Pending
from .view_fields import later_fields, now_fields, public_fields

if TYPE_CHECKING:
    from .engine import Game


@dataclass(frozen=True)
class PlayerView:
    seat: int
    board: BoardSpec
    names: tuple[str, ...]
    hand: tuple[int, ...]
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
    pending: Pending | None  # whose turn it is, and to do what (public)
    played: tuple[int, ...]  # seats that have chosen their tiles this round
    own_play: tuple[int, ...]  # the tiles this player has chosen this round, until placed
    face_up: tuple[tuple[int, tuple[int, ...]], ...]  # tiles shown face up this round, by seat
    bought: tuple[tuple[int, int], ...]  # purchases this round, by seat
    keep_offer: tuple[int, ...]  # a completed row's tiles while its player chooses what to keep
    open_next: bool  # the oxen-eye was reached: the next round is open
    known_hands: tuple[frozenset[int], ...]  # tiles known to be in each hand (kept from a visible row)
    unseen: frozenset[int]  # tiles whose place this player cannot know (supply, hands, box)
    legal_buys: tuple[int, ...]  # when this player must buy now: the counts allowed
    legal_plays: tuple[tuple[int, ...], ...]  # when this player must play now
    legal_keeps: tuple[tuple[int, ...], ...]  # when this player must keep now
    tiles_to_play: int
    over: bool
    # How many tiles each seat has chosen this round and not yet placed (public: the tiles lie on the table).
    committed: tuple[tuple[int, int], ...] = ()
    # After the reveal: the tiles still to be placed this round, (tile, seat) in placement order (public).
    to_place: tuple[tuple[int, int], ...] = ()


# The fields a view fills only when one of them is first read: a bot reads most of them, but the window and
# the benchmark's random players often need no more than whose turn it is and the legal choices.
_LATER = (
    "rows",
    "positions",
    "hand_sizes",
    "supply_size",
    "box_size",
    "last_row",
    "double",
    "open",
    "buying",
    "happy_showing",
    "order",
    "group",
    "played",
    "own_play",
    "face_up",
    "bought",
    "keep_offer",
    "open_next",
    "known_hands",
    "unseen",
    "committed",
)
_LATER_NAMES = frozenset(_LATER)


def _view_getattr(view: PlayerView, name: str):
    """Fill the later fields from the view's own snapshot the first time one of them is read."""
    values = view.__dict__
    later = values.get("_later")
    if later is None or name not in _LATER_NAMES:
        if name in values:  # another thread has just filled them
            return values[name]
        raise AttributeError(f"{type(view).__name__!r} object has no attribute {name!r}")
    values.update(later_fields(later))
    values.pop("_later", None)  # after the update: a reader that finds no snapshot finds the fields
    return values[name]


def _view_getstate(view: PlayerView) -> dict:
    """Pickling and copying see every field (and no snapshot), as if the view had been built whole."""
    if "_later" in view.__dict__:
        _view_getattr(view, "rows")
    return view.__dict__


PlayerView.__getattr__ = _view_getattr  # type: ignore[attr-defined]
# A field with a default is also a class attribute, which a view that has not filled it yet would show instead
# of reaching __getattr__; the dataclass's __init__ keeps its own copy of the default.
del PlayerView.committed
PlayerView.__getstate__ = _view_getstate  # type: ignore[method-assign,assignment]


@dataclass(frozen=True)
class PublicView:
    """What every player may know now (spec/rules.md section 7): the table as everyone at it sees it.

    No hand, no face-down tile before the reveal, nothing of the supply's order or the box's hidden part: the
    shared table, Skip, replays and spectators follow this view rather than any one seat's. The fields mean what
    the `PlayerView` fields of the same names mean, but for `known_hands`: the tiles everyone knows to be in each
    hand (kept from a visible row and not yet played), the owner's own knowledge aside.
    """

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
    buying: bool
    happy_showing: bool
    order: tuple[int, ...]
    group: tuple[int, ...]
    pending: Pending | None
    played: tuple[int, ...]
    face_up: tuple[tuple[int, tuple[int, ...]], ...]
    bought: tuple[tuple[int, int], ...]
    keep_offer: tuple[int, ...]
    open_next: bool
    known_hands: tuple[frozenset[int], ...]
    committed: tuple[tuple[int, int], ...]
    to_place: tuple[tuple[int, int], ...]
    over: bool


def make_public_view(game: Game) -> PublicView:
    """The public view now."""
    return PublicView(board=game.board, names=game.names, **public_fields(game))


def make_view(game: Game, seat: int) -> PlayerView:
    """The view of `seat` now (its later fields filled on first read, from a snapshot taken now)."""
    return _frozen(PlayerView, now_fields(game, seat))


def _frozen(cls: type[PlayerView], values: dict) -> PlayerView:
    """A frozen dataclass filled from `values` (by name) without its generated __init__.

    That __init__ sets each field through object.__setattr__ to get past the freezing, which costs more than
    computing the whole view; filling the instance's dict gives the same object (equal, hashable, frozen).
    """
    view = object.__new__(cls)
    object.__setattr__(view, "__dict__", values)
    return view
