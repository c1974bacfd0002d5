"""A player's view: only what one player may know (spec/rules.md section 7).

Bots and hand panels receive a `PlayerView`, never the game itself, so they cannot see another hand,
the order of the supply or the content of the box even by accident.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .board import BoardSpec
from .decisions import Pending
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


def make_view(game: Game, seat: int) -> PlayerView:
    rnd = game.round
    pending = game._pending
    played = rnd.order[: rnd.turn]
    own_play = tuple(rnd.plays.get(seat, ()))
    revealed: set[int] = set()
    if rnd.placing:
        # After the reveal every unplaced tile is public.
        for tiles in rnd.plays.values():
            revealed.update(tiles)
    for tiles in rnd.face_up.values():
        revealed.update(tiles)
    offer = tuple(game._keep_offer[1]) if game._keep_offer else ()
    known_hands = tuple(
        frozenset(game.hands[seat]) if s == seat else frozenset(game.known_kept[s])
        for s in range(game.n_players)
    )
    located = set(game.hands[seat]) | set(own_play) | revealed | set(offer) | game.box_public
    for row in game.rows:
        located.update(row)
    for known in known_hands:
        located.update(known)
    unseen = ALL_TILES - located
    mine = pending is not None and pending.seat == seat
    kind = pending.kind.value if mine and pending else ""
    return PlayerView(
        seat=seat,
        board=game.board,
        names=tuple(p.name for p in game.players),
        hand=tuple(game.hands[seat]),
        rows=tuple(tuple(r) for r in game.rows),
        positions=tuple(game.positions),
        hand_sizes=tuple(len(h) for h in game.hands),
        supply_size=len(game.supply),
        box_size=len(game.box),
        last_row=game.last_row,
        round=rnd.number,
        double=rnd.double,
        open=rnd.open,
        buying=rnd.buying,
        happy_showing=game.happy_showing(),
        order=rnd.order,
        group=rnd.group,
        pending=pending,
        played=tuple(played),
        own_play=own_play,
        face_up=tuple(sorted(rnd.face_up.items())),
        bought=tuple(sorted(rnd.bought.items())),
        keep_offer=offer,
        open_next=game.open_next,
        known_hands=known_hands,
        unseen=unseen,
        legal_buys=tuple(game.buy_choices(seat)) if kind == "buy" else (),
        legal_plays=tuple(game.play_choices(seat)) if kind == "play" else (),
        legal_keeps=tuple(game.keep_choices()) if kind == "keep" else (),
        tiles_to_play=game.tiles_to_play(seat),
        over=game.over,
        committed=tuple(sorted((s, len(tiles)) for s, tiles in rnd.plays.items())),
        to_place=tuple(rnd.to_place) if rnd.placing else (),
    )
