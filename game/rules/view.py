"""A player's view: only what one player may know (spec/rules.md section 7).

Bots and hand panels receive a `PlayerView`, never the game itself, so they cannot see another hand,
the order of the supply or the content of the box even by accident.

A view is made thousands of times a second (every decision of a search's playouts, every frame's turn
check), and most readers want only whose turn it is and the legal choices. So `make_view` fills those at
once and keeps, for the rest, a snapshot of immutable values (tuples, frozensets, numbers) taken at that
moment; the first read of any other field fills them all from it. The view is the same object either way:
equal, hashable, frozen, and pickled or copied whole.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations
from typing import TYPE_CHECKING

from .board import BoardSpec
from .decisions import DecisionKind, Pending
from .tiles import ALL_TILES

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


_BUY, _PLAY, _KEEP = DecisionKind.BUY, DecisionKind.PLAY, DecisionKind.KEEP  # enum look-ups are slow

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
    values.update(_fill(later))
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


def make_view(game: Game, seat: int) -> PlayerView:
    """The view of `seat` now. Its later fields are computed from a snapshot taken here, of values that never
    change (tuples, frozensets, numbers), so the view says what was true now however the game goes on."""
    st = game.state
    rnd = st.round
    pending = st.pending
    hands = st.hands
    hand = tuple(hands[seat])
    kind = pending.kind if pending is not None and pending.seat == seat else None
    to_play = 2 if rnd.double and len(hand) >= 2 else 1  # as Game.tiles_to_play
    placing = rnd.placing
    plays = rnd.plays
    legal_buys: tuple[int, ...] = ()
    if kind is _BUY:
        fewest, most = game._buy_range(seat)  # as Game.buy_choices, without its list
        legal_buys = tuple(range(fewest, most + 1))
    later = (
        game._index,
        seat,
        hand,
        st.rows_snapshot(),
        tuple(st.positions),
        tuple(map(len, hands)),
        len(st.supply),
        len(st.box),
        st.last_row,
        rnd.double,
        rnd.open,
        rnd.buying,
        rnd.order,
        rnd.group,
        rnd.turn,
        tuple(plays.items()) if plays else (),
        tuple(rnd.face_up.items()) if rnd.face_up else (),
        tuple(rnd.bought.items()) if rnd.bought else (),
        st.keep_offer,
        st.open_next,
        st.known_kept,
        st.box_public,
        placing,
    )
    values = {
        "seat": seat,
        "board": game.board,
        "names": game.names,
        "hand": hand,
        "round": rnd.number,
        "pending": pending,
        "legal_buys": legal_buys,
        "legal_plays": tuple(combinations(hand, to_play)) if kind is _PLAY else (),
        "legal_keeps": tuple(game.keep_choices()) if kind is _KEEP else (),
        "tiles_to_play": to_play,
        "over": st.over,
        "to_place": tuple(rnd.to_place) if placing else (),
        "_later": later,
    }
    return _frozen(PlayerView, values)


def _fill(later: tuple) -> dict:
    """The later fields of a view, from the snapshot make_view took."""
    (
        index,
        seat,
        hand,
        rows,
        positions,
        hand_sizes,
        supply_size,
        box_size,
        last_row,
        double,
        open_round,
        buying,
        order,
        group,
        turn,
        plays,
        face_up,
        bought,
        keep_offer,
        open_next,
        known_kept,
        box_public,
        placing,
    ) = later
    own_play = next((tiles for s, tiles in plays if s == seat), ())
    offer = keep_offer[1] if keep_offer else ()
    known = list(known_kept)
    known[seat] = frozenset(hand)
    known_hands = tuple(known)
    # After the reveal every unplaced tile is public; before it, only the tiles played face up.
    shown = [tiles for _, tiles in face_up]
    if placing:
        shown += [tiles for _, tiles in plays]
    unseen = ALL_TILES.difference(hand, own_play, offer, box_public, *rows, *known_hands, *shown)
    return {
        "rows": rows,
        "positions": positions,
        "hand_sizes": hand_sizes,
        "supply_size": supply_size,
        "box_size": box_size,
        "last_row": last_row,
        "double": double,
        "open": open_round,
        "buying": buying,
        "happy_showing": index.happy_showing(rows),
        "order": order,
        "group": group,
        "played": order[:turn],
        "own_play": own_play,
        "face_up": tuple(sorted(face_up)),
        "bought": tuple(sorted(bought)),
        "keep_offer": offer,
        "open_next": open_next,
        "known_hands": known_hands,
        "unseen": unseen,
        "committed": tuple(sorted((s, len(tiles)) for s, tiles in plays)),
    }


def _frozen(cls: type[PlayerView], values: dict) -> PlayerView:
    """A frozen dataclass filled from `values` (by name) without its generated __init__.

    That __init__ sets each field through object.__setattr__ to get past the freezing, which costs more than
    computing the whole view; filling the instance's dict gives the same object (equal, hashable, frozen).
    """
    view = object.__new__(cls)
    object.__setattr__(view, "__dict__", values)
    return view
