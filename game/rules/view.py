"""A player's view: only what one player may know (spec/rules.md section 7).

Bots and hand panels receive a `PlayerView`, never the game itself, so they cannot see another hand,
the order of the supply or the content of the box even by accident.
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


def make_view(game: Game, seat: int) -> PlayerView:
    st = game.state
    rnd = st.round
    pending = st.pending
    hands = st.hands
    hand = tuple(hands[seat])
    own_play = rnd.plays.get(seat, ())
    offer = st.keep_offer[1] if st.keep_offer else ()
    known = list(st.known_kept)
    known[seat] = frozenset(hand)
    known_hands = tuple(known)
    # After the reveal every unplaced tile is public; before it, only the tiles played face up.
    revealed = (*rnd.plays.values(), *rnd.face_up.values()) if rnd.placing else rnd.face_up.values()
    unseen = ALL_TILES.difference(hand, own_play, offer, st.box_public, *st.rows, *known_hands, *revealed)
    kind = pending.kind if pending is not None and pending.seat == seat else None
    rows = st.rows
    to_play = 2 if rnd.double and len(hand) >= 2 else 1  # as Game.tiles_to_play
    values = {
        "seat": seat,
        "board": game.board,
        "names": game.names,
        "hand": hand,
        "rows": tuple(map(tuple, rows)),
        "positions": tuple(st.positions),
        "hand_sizes": tuple(map(len, hands)),
        "supply_size": len(st.supply),
        "box_size": len(st.box),
        "last_row": st.last_row,
        "round": rnd.number,
        "double": rnd.double,
        "open": rnd.open,
        "buying": rnd.buying,
        "happy_showing": game._index.happy_showing(rows),
        "order": rnd.order,
        "group": rnd.group,
        "pending": pending,
        "played": rnd.order[: rnd.turn],
        "own_play": own_play,
        "face_up": tuple(sorted(rnd.face_up.items())) if rnd.face_up else (),
        "bought": tuple(sorted(rnd.bought.items())) if rnd.bought else (),
        "keep_offer": offer,
        "open_next": st.open_next,
        "known_hands": known_hands,
        "unseen": unseen,
        "legal_buys": tuple(game.buy_choices(seat)) if kind is _BUY else (),
        "legal_plays": tuple(combinations(hand, to_play)) if kind is _PLAY else (),
        "legal_keeps": tuple(game.keep_choices()) if kind is _KEEP else (),
        "tiles_to_play": to_play,
        "over": st.over,
        "committed": tuple(sorted(zip(rnd.plays, map(len, rnd.plays.values()), strict=True))) if rnd.plays else (),
        "to_place": tuple(rnd.to_place) if rnd.placing else (),
    }
    return _frozen(PlayerView, values)


def _frozen(cls: type[PlayerView], values: dict) -> PlayerView:
    """A frozen dataclass filled from `values` (every field, by name) without its generated __init__.

    That __init__ sets each field through object.__setattr__ to get past the freezing, which costs more than
    computing the whole view; filling the instance's dict gives the same object (equal, hashable, frozen).
    """
    view = object.__new__(cls)
    object.__setattr__(view, "__dict__", values)
    return view
