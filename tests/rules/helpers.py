"""Building explicit positions and playing rounds with chosen decisions, for the rules tests."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from game.rules import (
    COLORS,
    Buy,
    DecisionKind,
    Game,
    Keep,
    Play,
    PlayerSetup,
    Position,
    default_board,
)
from game.rules.board import BoardSpec, RowSpec, Space, SpaceKind, TrackSpec
from game.rules.events import Event, Kept, PawnMoved, Placed, RowCompleted
from game.rules.placement import target_at

NAMES = ("Anja", "Bernd", "Conny", "Dirk", "Emil", "Frida", "Gerd", "Hanna")
ANJA, BERND, CONNY, DIRK = 0, 1, 2, 3


def players(n: int) -> list[PlayerSetup]:
    return [PlayerSetup(NAMES[i], COLORS[i]) for i in range(n)]


def board_rows(rows: Mapping[int, Iterable[int]]) -> tuple[tuple[int, ...], ...]:
    """Twelve row tuples from {row number: tiles}; rows not named are inactive (empty)."""
    return tuple(tuple(rows.get(number, ())) for number in range(1, 13))


def make_game(
    rows: Mapping[int, Iterable[int]],
    hands: Iterable[Iterable[int]],
    positions: Iterable[int] | None = None,
    *,
    supply: Iterable[int] | None = None,
    box: Iterable[int] = (),
    last_row: int | None = None,
    open_round: bool = False,
    seed: int = 0,
) -> Game:
    """A game on the default board from an explicit position; the supply defaults to the rest, ascending."""
    hands = tuple(tuple(h) for h in hands)
    n = len(hands)
    active = sorted(number for number, tiles in rows.items() if tuple(tiles))
    position = Position(
        rows=board_rows(rows),
        hands=hands,
        positions=tuple(positions) if positions is not None else (0,) * n,
        supply=None if supply is None else tuple(supply),
        box=tuple(box),
        last_row=last_row if last_row is not None else active[-1],
        open_round=open_round,
    )
    return Game.from_position(default_board(), players(n), position, seed)


def play_round(
    game: Game,
    plays: Mapping[int, Iterable[int]],
    buys: Mapping[int, int] | None = None,
    keeps: Mapping[int, Iterable[Iterable[int]]] | None = None,
) -> list[Event]:
    """Answer every pending decision until the next round starts (or the game ends); return all events.

    plays: the tiles each seat plays; buys: how many each seat buys when asked (default 0);
    keeps: per seat, the tiles kept at each of its row completions this round, in order.
    """
    buys = buys or {}
    keep_queue = {seat: [tuple(k) for k in ks] for seat, ks in (keeps or {}).items()}
    start = game.round.number
    events: list[Event] = []
    while not game.over and game.round.number == start:
        pending = game.pending()[0]
        seat = pending.seat
        if pending.kind is DecisionKind.BUY:
            decision = Buy(seat, buys.get(seat, 0))
        elif pending.kind is DecisionKind.PLAY:
            decision = Play(seat, tuple(plays[seat]))
        else:
            decision = Keep(seat, keep_queue[seat].pop(0))
        events.extend(game.apply(decision))
    return events


def of_type(events: Iterable[Event], cls: type) -> list:
    return [e for e in events if isinstance(e, cls)]


def placed(events: Iterable[Event]) -> list[tuple[int, int, int, int, int]]:
    """(seat, tile, row, slot, rule) of every Placed event, in order."""
    return [(e.seat, e.tile, e.row, e.slot, e.rule) for e in of_type(events, Placed)]


def moves(events: Iterable[Event]) -> list[tuple[int, int, int, int, str]]:
    """(seat, start, end, points, reason) of every PawnMoved event, in order."""
    return [(e.seat, e.start, e.end, e.points, e.reason) for e in of_type(events, PawnMoved)]


def completions(events: Iterable[Event]) -> list[RowCompleted]:
    return of_type(events, RowCompleted)


def kept(events: Iterable[Event]) -> list[Kept]:
    return of_type(events, Kept)


def keep_offer(game: Game) -> tuple[int, ...]:
    """The completed row's tiles the pending keep decision chooses from (none while no keep is pending)."""
    offer = game.state.keep_offer
    return offer[1] if offer is not None else ()


@dataclass(frozen=True)
class Preview:
    """Where a tile would land against the rows as they stand, and what it would score there."""

    tile: int
    row: int
    slot: int
    rule: int
    kind: SpaceKind
    points: int  # + penalty points, - positive points, 0 for none
    completes_row: bool


def preview(game: Game, tile: int) -> Preview:
    """Where `tile` would land against the game's rows now, if no other tile came first, and what it would score
    there: the rules' placement and scoring (placement.target_at, BoardIndex.landed) asked about one tile."""
    number, rule = target_at(game.state.ends, tile)
    rows = game.state.rows[:]
    rows[number - 1] += (tile,)
    kind, points = game.board.index.landed(rows, number)
    return Preview(tile, number, len(rows[number - 1]), rule, kind, points, kind is SpaceKind.IBEX)


def all_tiles(game: Game) -> list[int]:
    """Every tile wherever it is (supply, hands, rows, box, played, offered): for invariant checks."""
    state = game.state
    tiles = state.supply + state.box
    for group in (state.hands, state.rows, state.round.plays.values()):
        for tiles_here in group:
            tiles += tiles_here
    if state.keep_offer is not None:
        tiles += state.keep_offer[1]
    return tiles


def snapshot(game: Game) -> tuple:
    """Everything a rejected decision must leave unchanged."""
    rnd = game.round
    return (
        tuple(game.positions),
        tuple(tuple(h) for h in game.hands),
        tuple(tuple(r) for r in game.rows),
        tuple(game.supply),
        tuple(game.box),
        tuple(game.pending()),
        game.state.last_row,
        game.state.open_next,
        keep_offer(game),
        rnd.number,
        rnd.played,
        tuple(sorted(rnd.plays.items())),
        tuple(sorted(rnd.bought.items())),
        tuple(sorted(rnd.face_up.items())),
        tuple(rnd.to_place),
        game.state.random.getstate(),
    )


def tile_fields(view) -> set[int]:
    """Every tile a view shows by number, other than in `unseen`."""
    shown = set(view.hand) | set(view.own_play) | set(view.keep_offer)
    for row in view.rows:
        shown.update(row)
    for _, tiles in view.face_up:
        shown.update(tiles)
    for known in view.known_hands:
        shown.update(known)
    for choice in (*view.legal_plays, *view.legal_keeps):
        shown.update(choice)
    return shown


def rest_of(*groups: Iterable[int]) -> tuple[int, ...]:
    """Every tile not in the given groups, ascending (to fill a box or a supply)."""
    used = {t for group in groups for t in group}
    return tuple(t for t in range(1, 100) if t not in used)


def roomy_board() -> BoardSpec:
    """Long rows and a double row: room for every tile on the board, so supply and box can both be empty."""

    def row(number: int, middle: list[Space], ibex: int) -> RowSpec:
        return RowSpec(number, "left", (Space(SpaceKind.FIRST), *middle, Space(SpaceKind.IBEX, ibex)))

    plain = [Space(SpaceKind.PLAIN)] * 30
    double = [Space(SpaceKind.DOUBLE)] * 3
    return BoardSpec(
        rows=(row(1, plain, 5), row(2, plain, 5), row(3, double, 6), row(4, plain, 5), row(5, plain, 5)),
        track=TrackSpec(dung_heap=66, oxen_eyes=(22, 44)),
    )
