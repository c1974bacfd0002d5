"""The values of a player's view (view.PlayerView): what one player may know, read from the game's state.

Kept apart from the view's record so that tools/compile_rules.py can compile it: a view is made at every
decision of every search playout, and these are most of its cost.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .decisions import DecisionKind
from .tiles import ALL_TILES

if TYPE_CHECKING:
    from .engine import Game

_BUY, _PLAY, _KEEP = DecisionKind.BUY, DecisionKind.PLAY, DecisionKind.KEEP  # enum look-ups are slow


def now_fields(game: Game, seat: int) -> dict[str, Any]:
    """The fields of `seat`'s view now that every reader wants, and under "_later" a snapshot of values that
    never change (tuples, frozensets, numbers) from which `later_fields` computes the rest, so the view says
    what was true now however the game goes on."""
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
        tuple([len(tiles) for tiles in hands]),
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
    values: dict[str, Any] = {
        "seat": seat,
        "board": game.board,
        "names": game.names,
        "hand": hand,
        "round": rnd.number,
        "pending": pending,
        "legal_buys": legal_buys,
        "legal_plays": _plays(hand, to_play) if kind is _PLAY else (),
        "legal_keeps": tuple(game.keep_choices()) if kind is _KEEP else (),
        "tiles_to_play": to_play,
        "over": st.over,
        "to_place": tuple(rnd.to_place) if placing else (),
        "_later": later,
    }
    return values


def _plays(hand: tuple[int, ...], count: int) -> tuple[tuple[int, ...], ...]:
    """combinations(hand, count) for one or two tiles, as loops: compiled, a fifth of the cost."""
    if count == 1:
        return tuple([(tile,) for tile in hand])
    pairs: list[tuple[int, ...]] = []
    for i in range(len(hand) - 1):
        low = hand[i]
        for j in range(i + 1, len(hand)):
            pairs.append((low, hand[j]))
    return tuple(pairs)


def later_fields(later: tuple[Any, ...]) -> dict[str, Any]:
    """The rest of a view's fields, from the snapshot `now_fields` took."""
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


def public_fields(game: Game) -> dict[str, Any]:
    """The fields of the public view (view.PublicView) but the board and the names: what everyone may know."""
    st = game.state
    rnd = st.round
    rows = st.rows_snapshot()
    placing = rnd.placing
    plays = rnd.plays
    return {
        "rows": rows,
        "positions": tuple(st.positions),
        "hand_sizes": tuple([len(tiles) for tiles in st.hands]),
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
        "pending": st.pending,
        "played": rnd.order[: rnd.turn],
        "face_up": tuple(sorted(rnd.face_up.items())),
        "bought": tuple(sorted(rnd.bought.items())),
        "keep_offer": st.keep_offer[1] if st.keep_offer else (),
        "open_next": st.open_next,
        "known_hands": st.known_kept,
        "committed": tuple(sorted((s, len(tiles)) for s, tiles in plays.items())),
        "to_place": tuple(rnd.to_place) if placing else (),
        "over": st.over,
    }
