"""The game engine: decisions in, events out (spec/rules.md, spec/architecture.md).

A `Game` is fully determined by its setup (a seed, or an explicit position plus a seed for the box draws)
and the list of decisions applied to it. `pending()` says who must decide what now, `legal()` lists the
choices, and `apply()` either raises `IllegalDecision` and changes nothing, or returns the events caused,
running the game on (reveal, placement, scoring, free tiles, the next round) until the next decision.

Everything that changes in play is one record, `state.GameState`, that only this module changes: `clone()`
copies it, and `Game.from_state` goes on from one that sampling (`sampling.determinize`) built from a view.
Read-only properties (`rows`, `hands`, `round`...) show it to the screens, the log and the tests.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from itertools import chain, combinations
from typing import Any, Final

from .board import ACTIVE_ROWS, BoardSpec, SpaceKind
from .decisions import Buy, Decision, DecisionKind, IllegalDecision, Keep, Pending, Play
from .events import (
    Bought,
    Dealt,
    EndReason,
    Event,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    RowOpened,
    Shown,
)
from .placement import RowEnds, moved_row, place_at, target_row, targets_at
from .players import MAX_PLAYERS, MIN_PLAYERS, PlayerSetup
from .records import by_fields
from .state import GameState, RandomSource, RoundState, shuffle
from .tables import board_index
from .tiles import ALL_TILES, TILE_COUNT
from .track import crossed_oxen_eye, highest, move_target
from .view import PlayerView, PublicView, make_public_view, make_view

# Enum members are looked up through their class at every use, which costs as much as a small function call
# in CPython 3.11; the hot paths compare against these module-level names instead. Final, so that the compiled
# engine (game/rules/compiled.py) holds them itself rather than looking each up in the module at every use.
_ASKS_PLAY: Final = DecisionKind.PLAY
_ASKS_BUY: Final = DecisionKind.BUY
_ASKS_KEEP: Final = DecisionKind.KEEP
_FIRST: Final = SpaceKind.FIRST
_PLAIN: Final = SpaceKind.PLAIN
_COWPIE: Final = SpaceKind.COWPIE
_IBEX: Final = SpaceKind.IBEX
_FOR_BUY: Final = MoveReason.BUY
_FOR_COWPIE: Final = MoveReason.COWPIE
_FOR_IBEX: Final = MoveReason.IBEX

HAND_SIZE: Final = 6
HAND_LIMIT: Final = 9
MAX_BUY: Final = 3
KEEP_MAX: Final = 2


class SetupError(ValueError):
    """A setup or explicit position the rules cannot start from; the message says what is wrong."""


@dataclass(frozen=True)
class Position:
    """An explicit game position to start from (instead of a shuffled deal).

    rows: one list per board row (empty for inactive rows); hands: one list per seat; positions: one
    track position per seat; supply: the draw pile, top first (None: every tile not placed elsewhere, in
    ascending order); box: the discarded tiles; last_row: the last activated row; open_round: whether the
    first round is played face up.
    """

    rows: tuple[tuple[int, ...], ...]
    hands: tuple[tuple[int, ...], ...]
    positions: tuple[int, ...]
    supply: tuple[int, ...] | None = None
    box: tuple[int, ...] = ()
    last_row: int = ACTIVE_ROWS
    open_round: bool = False
    round: int = 1

    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not

    def to_dict(self) -> dict:
        return {
            "rows": [list(r) for r in self.rows],
            "hands": [list(h) for h in self.hands],
            "positions": list(self.positions),
            "supply": None if self.supply is None else list(self.supply),
            "box": list(self.box),
            "last_row": self.last_row,
            "open_round": self.open_round,
            "round": self.round,
        }

    @classmethod
    def from_dict(cls, data: dict) -> Position:
        try:
            supply = data.get("supply")
            return cls(
                rows=tuple(tuple(int(t) for t in r) for r in data["rows"]),
                hands=tuple(tuple(int(t) for t in h) for h in data["hands"]),
                positions=tuple(int(p) for p in data["positions"]),
                supply=None if supply is None else tuple(int(t) for t in supply),
                box=tuple(int(t) for t in data.get("box", ())),
                last_row=int(data.get("last_row", ACTIVE_ROWS)),
                open_round=bool(data.get("open_round", False)),
                round=int(data.get("round", 1)),
            )
        except (KeyError, TypeError, ValueError, AttributeError) as exc:
            raise SetupError(f"the position is malformed ({exc!r})") from None


@dataclass(frozen=True)
class Preview:
    """Where a tile would land against the current rows, and what it would score."""

    tile: int
    row: int
    slot: int
    rule: int
    kind: SpaceKind
    points: int  # + penalty points, - positive points, 0 for none
    completes_row: bool

    def __reduce__(self) -> tuple[Any, ...]:
        return by_fields(self)  # pickles and copies the same compiled or not


class _PairTable:
    """One seat's two-tile plays (or keeps), by their lower and their higher tile, made on first use and reused.

    legal() lists every pair of a hand (or of a completed row), up to 36 in a double round: a table of lists
    read by index is the quickest way to hand out the same objects every time.
    """

    __slots__ = ("seat", "make", "rows")

    def __init__(self, seat: int, make: type[Play] | type[Keep]) -> None:
        self.seat = seat
        self.make = make
        self.rows: list[list[Any]] = []  # [low][high], filled in on first use

    def get(self, low: int, high: int) -> Decision:
        """The pair of tiles low < high."""
        rows = self.rows or self._rows()
        return rows[low][high] or self._made(low, high)

    def all_of(self, tiles: list[int]) -> list[Decision]:
        """The pairs of ascending `tiles`, in the order of combinations(tiles, 2)."""
        rows = self.rows or self._rows()
        pairs: list[Decision] = []
        # By index rather than over combinations(): compiled, these loops cost a third as much.
        count = len(tiles)
        for i in range(count - 1):
            low = tiles[i]
            by_high = rows[low]
            for j in range(i + 1, count):
                high = tiles[j]
                pairs.append(by_high[high] or self._made(low, high))
        return pairs

    def _rows(self) -> list[list[Any]]:
        self.rows = [[None] * (TILE_COUNT + 1) for _ in range(TILE_COUNT + 1)]
        return self.rows

    def _made(self, low: int, high: int) -> Decision:
        decision = self.rows[low][high] = self.make(self.seat, (low, high))
        _ISSUED.add(id(decision))
        return decision


# The ids of every decision object legal() has handed out. They are well-formed by construction (whole numbers,
# tiles ascending and different), so apply() checks only whether one is legal now, not how it is made; they
# are kept for the module's lifetime in the tables below, so an id here never comes to name another object.
_ISSUED: Final[set[int]] = set()

_KINDS: Final = (DecisionKind.BUY, DecisionKind.PLAY, DecisionKind.KEEP)
_DECISION_CLASSES: Final = (Buy, Play, Keep)
_BUY: Final = 0
_PLAY: Final = 1
_KEEP: Final = 2
_ASKS: Final = tuple(tuple(Pending(seat, kind) for seat in range(MAX_PLAYERS)) for kind in _KINDS)  # [kind][seat]
# Per seat, the decisions legal() hands out. Decisions are immutable values, so every game hands out the same
# objects: building them anew was a third of the time of a random game. Purchases by count, and single-tile
# plays and keeps by their tile, are made at once in lists (compiled, a list read by index is cheaper than a
# dict look-up: 5% of a random game); pairs, up to 4,851 a seat, on first use by their lower and higher tile.
_BUYS: Final = tuple([Buy(seat, count) for count in range(MAX_BUY + 1)] for seat in range(MAX_PLAYERS))
_PLAYS: Final = tuple([Play(seat, (tile,)) for tile in range(TILE_COUNT + 1)] for seat in range(MAX_PLAYERS))
_PAIRS: Final = tuple(_PairTable(seat, Play) for seat in range(MAX_PLAYERS))
_KEEP_NONE: Final = tuple(Keep(seat, ()) for seat in range(MAX_PLAYERS))
_KEEP_ONES: Final = tuple([Keep(seat, (tile,)) for tile in range(TILE_COUNT + 1)] for seat in range(MAX_PLAYERS))
_KEEP_PAIRS: Final = tuple(_PairTable(seat, Keep) for seat in range(MAX_PLAYERS))
_ISSUED.update(map(id, _KEEP_NONE))
for _buys in _BUYS:
    _ISSUED.update(map(id, _buys))
for _table in _PLAYS + _KEEP_ONES:
    _ISSUED.update(map(id, _table[1:]))  # [0] is no tile's: never handed out
# [seat][fewest][most]: the purchases legal() offers, fewest to most (see _buy_range).
_BUY_LISTS: Final = tuple(
    tuple(
        tuple(tuple(map(_BUYS[seat].__getitem__, range(fewest, most + 1))) for most in range(MAX_BUY + 1))
        for fewest in (0, 1)
    )
    for seat in range(MAX_PLAYERS)
)


class Game:
    """One game of Dance of Ibexes: its setup (board, players, seed) and its state (`GameState`)."""

    def __init__(
        self,
        board: BoardSpec,
        players: list[PlayerSetup] | tuple[PlayerSetup, ...],
        seed: int,
        position: Position | None = None,
        *,
        state: GameState | None = None,
        setup_events: list[Event] | tuple[Event, ...] = (),
    ) -> None:
        """A new game: dealt from `seed`, or set out as `position`. With `state`, the game instead goes on from
        that state, which it takes over (`from_state`, `clone`); `position` and `setup_events` then say how
        the game began."""
        if state is not None:
            self._attach(board, tuple(players), seed, position, list(setup_events), state)
            return
        _check_players(players)
        n = len(players)
        rng = random.Random(seed)
        dealt: list[Event] = []  # the setup's events
        if position is None:
            new_state = _deal(board, n, rng, dealt)
        else:
            new_state = _load_position(board, position, n, rng)
        self._attach(board, tuple(players), seed, position, dealt, new_state)
        first_open = position.open_round if position else False
        first_round = position.round if position else 1
        self._start_round(first_round, first_open, dealt)

    @classmethod
    def from_state(
        cls,
        board: BoardSpec,
        players: list[PlayerSetup] | tuple[PlayerSetup, ...],
        state: GameState,
        seed: int = 0,
        *,
        initial_position: Position | None = None,
        setup_events: list[Event] | tuple[Event, ...] = (),
    ) -> Game:
        """A game that goes on from `state`, which it takes over (search: a deal sampled from a view).

        The state must be one the rules reached or could reach; it is not checked again here, as search
        builds thousands of them a second.
        """
        return cls(board, players, seed, initial_position, state=state, setup_events=setup_events)

    def _attach(
        self,
        board: BoardSpec,
        players: tuple[PlayerSetup, ...],
        seed: int,
        initial_position: Position | None,
        setup_events: list[Event],
        state: GameState,
    ) -> None:
        """The one place a game's fields are set, made anew or from a state (`clone` copies them)."""
        self.board = board
        self.players = players
        self.seed = seed
        self.initial_position = initial_position
        self.setup_events = setup_events
        self.state = state
        self.n_players = len(players)
        self.names = tuple([p.name for p in players])
        self._index = board_index(board)
        self._eyes = board.track.oxen_eyes

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, board: BoardSpec, players, seed: int) -> Game:
        return cls(board, players, seed)

    @classmethod
    def from_position(cls, board: BoardSpec, players, position: Position, seed: int = 0) -> Game:
        return cls(board, players, seed, position)

    def position(self) -> Position:
        """The current state as an explicit position (valid between rounds and at setup)."""
        st = self.state
        return Position(
            rows=tuple(tuple(r) for r in st.rows),
            hands=tuple(tuple(h) for h in st.hands),
            positions=tuple(st.positions),
            supply=tuple(st.supply),
            box=tuple(st.box),
            last_row=st.last_row,
            open_round=st.round.open,
            round=st.round.number,
        )

    def clone(self) -> Game:
        """An independent copy (for search): the same state and the same random source.

        The setup (board, players, seed, first position) never changes after it is made, so the copy shares
        it and copies the state (and the list of setup events).
        """
        return Game(
            self.board, self.players, self.seed, self.initial_position,
            state=self.state.copy(), setup_events=self.setup_events,
        )

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know now (spec/rules.md section 7)."""
        return make_view(self, seat)

    def public_view(self) -> PublicView:
        """What every player may know now: no hand, no face-down tile, nothing of the supply's order (spec/rules.md
        section 7). The shared table, Skip, replays and spectators follow it."""
        return make_public_view(self)

    # ----------------------------------------------------------------- the state, read-only
    # Callers read these and must not change them: the state changes only through `apply`.
    @property
    def rows(self) -> list[list[int]]:
        return self.state.rows

    @property
    def hands(self) -> list[list[int]]:
        return self.state.hands

    @property
    def positions(self) -> list[int]:
        return self.state.positions

    @property
    def supply(self) -> list[int]:
        return self.state.supply

    @property
    def box(self) -> list[int]:
        return self.state.box

    @property
    def last_row(self) -> int:
        return self.state.last_row

    @property
    def round(self) -> RoundState:
        return self.state.round

    @property
    def open_next(self) -> bool:
        return self.state.open_next

    @property
    def box_public(self) -> frozenset[int]:
        return self.state.box_public

    @property
    def known_kept(self) -> tuple[frozenset[int], ...]:
        return self.state.known_kept

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def end_reason(self) -> EndReason | None:
        return self.state.end_reason

    @property
    def rng(self) -> random.Random:
        """The random source of the box draws."""
        return self.state.random.random

    # ----------------------------------------------------------------- queries
    def pending(self) -> list[Pending]:
        """The decisions the game waits for now (one at a time; empty when the game is over)."""
        pending = self.state.pending
        return [pending] if pending else []

    def legal(self, pending: Pending | None = None) -> list[Decision]:
        """Every legal decision for `pending` (default: the current one)."""
        current = self.state.pending
        if pending is None:
            pending = current
        if pending is None or (pending is not current and pending != current):
            return []
        seat = pending.seat
        kind = pending.kind
        if kind is _ASKS_PLAY:
            hand = self.state.hands[seat]
            if len(hand) == 1 or not self.state.round.double:  # one tile to play (as tiles_to_play)
                plays = _PLAYS[seat]
                return [plays[tile] for tile in hand]
            return _PAIRS[seat].all_of(hand)
        if kind is _ASKS_BUY:
            fewest, most = self._buy_range(seat)
            return list(_BUY_LISTS[seat][fewest][most])
        # As keep_choices(): one tile, then two, of the offer in ascending order; or none when the hand is full.
        offer = sorted(self.state.keep_offer[1])  # type: ignore[index]
        most = self.keep_most()
        if most < 1:
            return [_KEEP_NONE[seat]]
        ones = _KEEP_ONES[seat]
        keeps: list[Decision] = [ones[tile] for tile in offer]
        if most > 1:
            keeps += _KEEP_PAIRS[seat].all_of(offer)
        return keeps

    def buy_choices(self, seat: int) -> list[int]:
        """How many tiles `seat` may buy on its turn this round."""
        fewest, most = self._buy_range(seat)
        return list(range(fewest, most + 1))

    def _buy_range(self, seat: int) -> tuple[int, int]:
        """The fewest and the most tiles `seat` may buy on its turn this round (every count between is allowed)."""
        st = self.state
        hand = len(st.hands[seat])
        rnd = st.round
        must_buy = rnd.double and hand == 1
        available = len(st.supply) + len(st.box)
        if rnd.buying:
            most = min(MAX_BUY, min(HAND_LIMIT - hand, available))  # min() of two is compiled inline, of three not
            return (1 if must_buy and most >= 1 else 0), most
        # No buying once the supply has run out, except to be able to play two tiles: exactly one.
        if must_buy and available:
            return 1, 1
        return 0, 0

    def tiles_to_play(self, seat: int) -> int:
        st = self.state
        return 2 if st.round.double and len(st.hands[seat]) >= 2 else 1

    def play_choices(self, seat: int) -> list[tuple[int, ...]]:
        return list(combinations(self.state.hands[seat], self.tiles_to_play(seat)))

    def keep_most(self) -> int:
        """The most tiles the pending keep decision may keep (the hand limit allowing); 0 when none is pending."""
        st = self.state
        if st.keep_offer is None:
            return 0
        return min(KEEP_MAX, HAND_LIMIT - len(st.hands[st.keep_offer[0]]))

    def keep_choices(self) -> list[tuple[int, ...]]:
        st = self.state
        if st.keep_offer is None:
            return []
        most = self.keep_most()
        offer = sorted(st.keep_offer[1])
        return list(chain.from_iterable(combinations(offer, k) for k in range(1, most + 1))) or [()]

    def _may_keep(self, tiles: tuple[int, ...]) -> bool:
        """Whether ascending `tiles` is one of `keep_choices()`, without listing them all."""
        st = self.state
        if st.keep_offer is None:
            return False
        offer = st.keep_offer[1]
        most = self.keep_most()
        if most < 1:
            return tiles == ()
        if not 1 <= len(tiles) <= most or (len(tiles) > 1 and len(set(tiles)) != len(tiles)):
            return False
        for tile in tiles:
            if tile not in offer:
                return False
        return True

    @property
    def keep_offer(self) -> tuple[int, ...]:
        """The completed row's tiles the pending keep decision chooses from."""
        offer = self.state.keep_offer
        return offer[1] if offer else ()

    def targets(self, tiles: Iterable[int]) -> list[tuple[int, int]]:
        """Where each of `tiles` would go against the rows now, as `target_row` says: (row number, rule).

        For a bot weighing a whole hand, many times between two placements: the rows' ends are sorted once.
        """
        return targets_at(self.state.row_ends(), tiles)

    def row_ends(self) -> RowEnds:
        """The active rows' last tiles, ascending, and their row numbers (placement.row_ends): `targets` without
        its list, for a bot that bisects them itself. Read them, never change them: they are one object, shared
        (with copies of this game too) until the rows change, and a new one after every placement or completed
        row, so the same object means the same rows.
        """
        return self.state.row_ends()

    def happy_showing(self) -> bool:
        """Whether an active row has an uncovered Happy Cow space: scoring is inverted then."""
        return self._index.happy_showing(self.state.rows)

    def preview(self, tile: int) -> Preview:
        """Where `tile` would land against the current rows, and what it would score there."""
        rows = self.state.rows
        number, rule = target_row(rows, tile)
        row = rows[number - 1]
        slot = len(row) + 1
        kind = self._index.kinds[number - 1][slot - 1]
        points = 0
        if kind is SpaceKind.COWPIE or kind is SpaceKind.IBEX:
            row.append(tile)  # the Happy Cow test looks at the board with the tile on it
            try:
                happy = self.happy_showing()
            finally:
                row.pop()
            points = self._index.points[number - 1][slot - 1]
            points = -points if happy else points
        return Preview(tile, number, slot, rule, kind, points, kind is SpaceKind.IBEX)

    def ranking(self) -> list[int]:
        """Per seat, its place: 1 is the winner; equal positions (the start space) share a place."""
        positions = self.state.positions
        return [1 + sum(1 for q in positions if q < p) for p in positions]

    def all_tiles(self) -> list[int]:
        """Every tile wherever it is (supply, hands, rows, box, played, offered): for invariant checks."""
        st = self.state
        tiles = st.supply + st.box
        for group in (st.hands, st.rows, st.round.plays.values()):
            for tiles_here in group:
                tiles = tiles + list(tiles_here)
        if st.keep_offer:
            tiles = tiles + list(st.keep_offer[1])
        return tiles

    # ----------------------------------------------------------------- applying decisions
    def apply(self, decision: Any) -> list[Event]:
        """Apply one decision (a Buy, Play or Keep); return the events it caused, up to the next decision.

        Raises IllegalDecision (and changes nothing) if the decision breaks a rule, or is no decision at all:
        the parameter says Any because the compiled engine would refuse a declared type before the checks
        could say what is wrong (see `_run`).
        """
        events: list[Event] = []
        self._run(decision, events)
        return events

    def advance(self, decision: Any) -> None:
        """`apply` without making the events: the same checks and the same state after it.

        For search, which plays sampled deals on by the thousand and reads only the state they reach, so
        building the events nobody reads is left out.
        """
        self._run(decision, None)

    def _run(self, decision: Any, events: list[Event] | None) -> None:
        """Check `decision` (raising IllegalDecision unless it is legal now) and apply it, its events (if any)
        appended to `events`, or made not at all when that is None.

        `decision` is whatever the caller passed (Any, not Decision): the checks below say what is wrong
        with it, where compiled code (tools/compile_rules.py) would otherwise refuse a declared type first.
        """
        chosen: Any
        if id(decision) in _ISSUED:
            chosen = decision if self._issued_is_legal(decision) else self._check(decision)
        else:
            # Made elsewhere (a bot, a log, a person): legal()'s own equal decision, if it is plainly well-formed.
            twin = _issued_twin(decision)
            if twin is not None and self._issued_is_legal(twin):
                chosen = twin
            else:
                chosen = self._check(decision if twin is None else twin)
        # By class rather than by `kind`: compiled, the fields of a known class are read directly.
        if isinstance(chosen, Play):
            self._play(chosen.seat, chosen.tiles, events)
        elif isinstance(chosen, Buy):
            self._buy(chosen.seat, chosen.count, events)
        else:
            self._keep(chosen.seat, chosen.tiles, events)

    def _issued_is_legal(self, decision: Decision) -> bool:
        """Whether one of legal()'s own decisions is legal now: it is well-formed, so only the rules are asked."""
        st = self.state
        pending = st.pending
        if pending is None or decision.seat != pending.seat:
            return False
        seat = pending.seat
        if isinstance(decision, Play):
            if pending.kind is not _ASKS_PLAY:
                return False
            tiles = decision.tiles
            hand = st.hands[seat]
            if len(tiles) != (2 if st.round.double and len(hand) >= 2 else 1):  # as tiles_to_play
                return False
            for tile in tiles:
                if tile not in hand:
                    return False
            return True
        if isinstance(decision, Buy):
            if pending.kind is not _ASKS_BUY:
                return False
            fewest, most = self._buy_range(seat)
            return fewest <= decision.count <= most
        return pending.kind is _ASKS_KEEP and self._may_keep(decision.tiles)

    def _check(self, decision: Any) -> Decision:
        """Raise IllegalDecision unless `decision` is legal now; return legal()'s own decision equal to it."""
        st = self.state
        if st.over:
            raise IllegalDecision("the game is over; no more decisions are taken")
        pending = st.pending
        assert pending is not None
        if not isinstance(decision, _DECISION_CLASSES):
            raise IllegalDecision(f"{decision!r} is not a decision")
        given: Any = decision  # a Buy, Play or Keep, though its fields may hold anything yet
        kind = given.kind
        # Numbers must be whole numbers: 1.0 or True would compare equal to a legal choice and then break
        # the state half-way through applying it.
        if kind is _ASKS_BUY:
            numbers: tuple = (given.seat, given.count)
        else:
            tiles = given.tiles
            numbers = (given.seat, *tiles) if isinstance(tiles, (tuple, list)) else (None,)
        for number in numbers:
            if number.__class__ is not int and (not isinstance(number, int) or isinstance(number, bool)):
                raise IllegalDecision(f"{given!r} has a seat, count or tile that is not a whole number")
        seat = given.seat
        if kind is not pending.kind or seat != pending.seat:
            raise IllegalDecision(
                f"the game waits for seat {pending.seat} to {pending.kind.value}, "
                f"not for seat {seat} to {kind.value}"
            )
        if kind is _ASKS_BUY:
            choices = self.buy_choices(seat)
            if given.count not in choices:
                raise IllegalDecision(
                    f"seat {seat} cannot buy {given.count} tiles now; allowed: {', '.join(map(str, choices))}"
                )
            return _BUYS[seat][given.count]
        tiles = tuple(given.tiles) if len(given.tiles) == 1 else tuple(sorted(given.tiles))
        if kind is _ASKS_PLAY:
            need = self.tiles_to_play(seat)
            if len(tiles) != need or (need > 1 and len(set(tiles)) != need):
                raise IllegalDecision(f"seat {seat} must play {need} different tile(s), not {list(given.tiles)}")
            hand = st.hands[seat]
            missing = [t for t in tiles if t not in hand]
            if missing:
                raise IllegalDecision(f"seat {seat} does not hold tile(s) {missing}")
            return _PLAYS[seat][tiles[0]] if need == 1 else _PAIRS[seat].get(tiles[0], tiles[1])
        if not self._may_keep(tiles):
            most = max(len(c) for c in self.keep_choices())
            raise IllegalDecision(
                f"seat {seat} must keep {'no tile' if most == 0 else f'1 to {most} different tiles'} "
                f"of {list(self.keep_offer)}, not {list(given.tiles)}"
            )
        return _keep_of(seat, tiles)

    def _buy(self, seat: int, count: int, events: list[Event] | None) -> None:
        st = self.state
        rnd = st.round
        rnd.bought_this_turn = True
        st.pending = _ASKS[_PLAY][seat]  # the same player plays next
        if count == 0:
            return
        drawn = _draw_supply(st, count)
        from_box = 0
        while len(drawn) < count:
            # The rulebook's exception: once the supply is empty, tiles come face down from the box.
            drawn.append(st.box.pop(st.random.random.randrange(len(st.box))))
            from_box += 1
            st.box_public = frozenset()  # nobody else knows which tile left the box
        hand = st.hands[seat]
        hand += drawn
        hand.sort()
        rnd.bought[seat] = count
        if events is not None:
            events.append(Bought(seat, count, from_box, tuple(drawn)))
        self._move(seat, count, _FOR_BUY, events)

    def _play(self, seat: int, tiles: tuple[int, ...], events: list[Event] | None) -> None:
        st = self.state
        hand = st.hands[seat]
        for tile in tiles:
            hand.remove(tile)
        rnd = st.round
        rnd.plays[seat] = tiles
        face_up = rnd.open and seat not in rnd.group
        if events is not None:
            events.append(Played(seat, face_up, tiles))
        if face_up:
            rnd.face_up[seat] = tiles
        rnd.turn += 1
        rnd.bought_this_turn = False
        if rnd.group and rnd.turn == len(rnd.group):
            shown = tuple((s, rnd.plays[s]) for s in rnd.group)
            rnd.face_up.update(shown)
            if events is not None:
                events.append(Shown(shown))
        if rnd.turn < len(rnd.order):
            self._set_pending()
            return
        plays = rnd.plays
        if events is not None:
            events.append(Revealed(tuple(zip(rnd.order, map(plays.__getitem__, rnd.order), strict=True))))
        if any(st.known_kept):
            known = list(st.known_kept)
            for s, played in plays.items():
                # Only now may others know that a kept tile has left its hand.
                if not known[s].isdisjoint(played):
                    known[s] = known[s].difference(played)
            st.known_kept = tuple(known)
        rnd.to_place = sorted([(t, s) for s, ts in plays.items() for t in ts])
        rnd.placing = True
        st.pending = None
        self._place_tiles(events)

    def _keep(self, seat: int, kept: tuple[int, ...], events: list[Event] | None) -> None:
        st = self.state
        assert st.keep_offer is not None
        offer = st.keep_offer[1]
        boxed = tuple(t for t in offer if t not in kept) if kept else offer
        st.keep_offer = None
        hand = st.hands[seat]
        hand.extend(kept)
        hand.sort()
        if kept:
            known = list(st.known_kept)
            known[seat] = known[seat].union(kept)
            st.known_kept = tuple(known)
        st.box.extend(boxed)
        if boxed:
            st.box_public = st.box_public.union(boxed)
        if events is not None:
            events.append(Kept(seat, kept, boxed))
        st.pending = None
        self._place_tiles(events)

    # ----------------------------------------------------------------- the flow of a round
    def _start_round(self, number: int, open_round: bool, events: list[Event] | None) -> None:
        st = self.state
        n = self.n_players
        positions = st.positions
        double = self._index.double_showing(st.rows)
        if open_round:
            group = tuple(s for s in range(n) if positions[s] == 0)
            rest = tuple(sorted((s for s in range(n) if positions[s] != 0), key=lambda s: positions[s]))
            order = group + rest
        else:
            group = ()
            # Highest position first, ties by seat: the sort is stable, reversed or not.
            order = tuple(sorted(range(n), key=positions.__getitem__, reverse=True))
        rnd = st.round = RoundState(number, double, open_round, order, group, bool(st.supply))
        if events is not None:
            events.append(RoundStarted(number, double, open_round, order, group, rnd.buying))
        self._set_pending()

    def _set_pending(self) -> None:
        """Ask the player whose turn it is: to buy when `buy_choices` offers more than buying none, else to play."""
        st = self.state
        rnd = st.round
        seat = rnd.order[rnd.turn]
        if st.supply or st.box:
            hand = len(st.hands[seat])  # hands never exceed HAND_LIMIT
            may_buy = hand < HAND_LIMIT if rnd.buying else rnd.double and hand == 1
            if may_buy:
                st.pending = _ASKS[_BUY][seat]
                return
        st.pending = _ASKS[_PLAY][seat]

    def _place_tiles(self, events: list[Event] | None) -> None:
        rnd = self.state.round
        to_place = rnd.to_place
        plays = rnd.plays
        while to_place:
            tile, seat = to_place.pop(0)
            played = plays[seat]
            if len(played) == 1:
                del plays[seat]
            elif played[0] == tile:  # a seat's tiles are ascending, so they are placed from the first
                plays[seat] = played[1:]
            else:
                plays[seat] = tuple(t for t in played if t != tile)
            if self._place(seat, tile, events):
                return  # a keep decision is pending; placement resumes after it
        rnd.placing = False
        self._end_round(events)

    def _place(self, seat: int, tile: int, events: list[Event] | None) -> bool:
        """Place one tile and score it. True if the player must now choose tiles to keep."""
        st = self.state
        rows = st.rows
        # Rules 1 to 3 read from the rows' ends, which this placement then changes in one place only: kept
        # from one placement to the next, they spare both the engine and the bots reading all the rows.
        number, rule, st.ends_seen = place_at(st.ends_seen or st.row_ends(), tile)
        row = rows[number - 1]
        row.append(tile)
        st.rows_seen = None
        slot = len(row)
        if events is not None:
            events.append(Placed(seat, tile, number, slot, rule))
        index = self._index
        kind = index.kinds[number - 1][slot - 1]
        if kind is _PLAIN or kind is _FIRST:
            return False
        if kind is _COWPIE or kind is _IBEX:
            points = index.points[number - 1][slot - 1]
            # The Happy Cow test looks at the board with the tile on it.
            if index.happy_showing(rows):
                points = -points
            self._move(seat, points, _FOR_COWPIE if kind is _COWPIE else _FOR_IBEX, events)
            if kind is _IBEX:
                return self._complete_row(seat, number, events)
        return False

    def _complete_row(self, seat: int, number: int, events: list[Event] | None) -> bool:
        st = self.state
        row = st.rows[number - 1]
        tile = row.pop()
        taken = tuple(row)
        new_row = self._next_free_row()
        st.rows[new_row - 1].append(tile)
        st.last_row = new_row
        row.clear()
        st.rows_seen = None
        st.ends_seen = moved_row(st.row_ends(), number, new_row)
        if events is not None:
            events.append(RowCompleted(seat, number, tile, new_row, taken))
        if HAND_LIMIT - len(st.hands[seat]) <= 0:
            # A full hand keeps nothing: the whole row goes to the box without a decision.
            st.box.extend(taken)
            st.box_public = st.box_public.union(taken)
            if events is not None:
                events.append(Kept(seat, (), taken))
            return False
        st.keep_offer = (seat, taken)
        st.pending = _ASKS[_KEEP][seat]
        return True

    def _next_free_row(self) -> int:
        rows = self.state.rows
        count = len(rows)
        last_row = self.state.last_row
        for step in range(1, count + 1):
            number = (last_row - 1 + step) % count + 1
            if not rows[number - 1]:
                return number
        raise AssertionError("a board with more rows than active rows always has a free row")

    def _move(self, seat: int, points: int, reason: MoveReason, events: list[Event] | None) -> None:
        st = self.state
        positions = st.positions
        start = positions[seat]
        end = move_target(positions, seat, points)
        eye = crossed_oxen_eye(positions, end, self._eyes) if points > 0 and end > highest(positions) else None
        positions[seat] = end
        if events is not None:
            events.append(PawnMoved(seat, start, end, points, reason))
        if eye is not None:
            st.open_next = True
            if events is not None:
                events.append(OpenRoundTriggered(seat, eye))

    def _end_round(self, events: list[Event] | None) -> None:
        st = self.state
        n = self.n_players
        positions = st.positions
        starved = False
        if not all(st.hands):
            for seat in sorted(range(n), key=positions.__getitem__, reverse=True):  # highest first, ties by seat
                if not st.hands[seat]:
                    drawn = sorted(_draw_supply(st, HAND_SIZE))
                    st.hands[seat] = drawn
                    if events is not None:
                        events.append(FreeTiles(seat, tuple(drawn)))
                    starved = starved or not drawn
        dung_heap = self.board.track.dung_heap
        reached = highest(positions) >= dung_heap
        if reached or starved:
            st.over = True
            st.end_reason = EndReason.DUNG_HEAP if reached else EndReason.NO_TILES
            st.pending = None
            if events is not None:
                events.append(GameEnded(st.end_reason, tuple(positions), tuple(self.ranking())))
            return
        open_round, st.open_next = st.open_next, False
        self._start_round(st.round.number + 1, open_round, events)


def _issued_twin(decision: object) -> Decision | None:
    """The decision legal() hands out that equals `decision`, when it is made of plain whole numbers (exactly
    int, in range; tiles a tuple of different ones); None for anything else, which the full check then judges.

    Looked up before any rule is asked, so it may be illegal now; a two-tile play or keep may list its
    tiles in either order (its twin lists them ascending, as the full check would).
    """
    if type(decision) is Buy:
        seat = decision.seat
        if seat.__class__ is not int or not 0 <= seat < MAX_PLAYERS:
            return None
        count = decision.count
        return _BUYS[seat][count] if count.__class__ is int and 0 <= count <= MAX_BUY else None
    cls = type(decision)
    if type(decision) is Play or type(decision) is Keep:
        seat, tiles = decision.seat, decision.tiles
    else:
        return None
    if seat.__class__ is not int or not 0 <= seat < MAX_PLAYERS:
        return None
    if tiles.__class__ is not tuple or not 0 < len(tiles) <= 2:
        return None  # an empty keep is rare: the full check takes it
    for tile in tiles:
        if tile.__class__ is not int or not 0 < tile <= TILE_COUNT:
            return None
    if len(tiles) == 2:
        low, high = tiles
        if low == high:
            return None
        if low > high:
            low, high = high, low
            tiles = (low, high)
        if cls is Play:
            return _PAIRS[seat].get(low, high)
    elif cls is Play:
        return _PLAYS[seat][tiles[0]]
    return _keep_of(seat, tiles)


def _keep_of(seat: int, tiles: tuple[int, ...]) -> Decision:
    """legal()'s keep of ascending, different `tiles` (none, one or two: KEEP_MAX)."""
    if not tiles:
        return _KEEP_NONE[seat]
    if len(tiles) == 1:
        return _KEEP_ONES[seat][tiles[0]]
    low, high = tiles
    return _KEEP_PAIRS[seat].get(low, high)


def _draw_supply(state: GameState, count: int) -> list[int]:
    supply = state.supply
    drawn = supply[:count]
    del supply[:count]
    return drawn


def _deal(board: BoardSpec, n: int, rng: random.Random, events: list[Event]) -> GameState:
    """A shuffled deal: six tiles a hand, and the four first rows opened from the supply."""
    tiles = list(range(1, TILE_COUNT + 1))
    shuffle(tiles, rng)
    hands: list[list[int]] = []
    for seat in range(n):
        hand = sorted(tiles[:HAND_SIZE])
        del tiles[:HAND_SIZE]
        hands.append(hand)
        events.append(Dealt(seat, tuple(hand)))
    rows: list[list[int]] = [[] for _ in board.rows]
    for index in range(ACTIVE_ROWS):
        tile = tiles.pop(0)
        rows[index].append(tile)
        events.append(RowOpened(index + 1, tile))
    return _state(tiles, [], hands, rows, [0] * n, ACTIVE_ROWS, rng)


def _load_position(board: BoardSpec, pos: Position, n: int, rng: random.Random) -> GameState:
    if len(pos.rows) != len(board.rows):
        raise SetupError(f"the position has {len(pos.rows)} rows; the board has {len(board.rows)}")
    if len(pos.hands) != n or len(pos.positions) != n:
        raise SetupError(f"the position needs one hand and one track position for each of the {n} players")
    placed = [t for r in pos.rows for t in r] + [t for h in pos.hands for t in h] + list(pos.box)
    supply = list(pos.supply) if pos.supply is not None else sorted(ALL_TILES - set(placed))
    every = placed + supply
    if len(every) != TILE_COUNT or set(every) != ALL_TILES:
        # Counted once each (a save may hold any number of tiles), and named at most a few at a time.
        counts = Counter(every)
        wrong = [
            (label, tiles) for label, tiles in (
                ("missing", sorted(ALL_TILES.difference(counts))),
                ("more than once", sorted(t for t, k in counts.items() if k > 1)),
                ("not a tile", sorted(t for t in counts if t not in ALL_TILES)),
            ) if tiles
        ]
        parts = "; ".join(f"{label} {_few(tiles)}" for label, tiles in wrong)
        raise SetupError(f"the position must hold each tile 1..99 exactly once; it holds {len(every)} ({parts})")
    for number, (row, spec) in enumerate(zip(pos.rows, board.rows, strict=True), start=1):
        if len(row) >= spec.length:
            raise SetupError(f"row {number} holds {len(row)} tiles but only {spec.length - 1} fit before its ibex")
    active = [i + 1 for i, r in enumerate(pos.rows) if r]
    if len(active) != ACTIVE_ROWS:
        raise SetupError(f"the position has {len(active)} active rows; there are always {ACTIVE_ROWS}")
    if pos.last_row not in active:
        raise SetupError(f"the last activated row {pos.last_row} is not an active row")
    for seat, hand in enumerate(pos.hands):
        if not 1 <= len(hand) <= HAND_LIMIT:
            raise SetupError(f"seat {seat} holds {len(hand)} tiles; a hand holds 1 to {HAND_LIMIT} at a round's start")
    taken = [p for p in pos.positions if p != 0]
    if any(p < 0 for p in pos.positions) or len(taken) != len(set(taken)):
        raise SetupError("track positions must be 0 or more, and only the start space may hold two pawns")
    rows = [list(r) for r in pos.rows]
    hands = [sorted(h) for h in pos.hands]
    return _state(supply, list(pos.box), hands, rows, list(pos.positions), pos.last_row, rng)


def _few(values: list, most: int = 8) -> str:
    """Values for a message: all of a few, or the first `most` and how many more."""
    shown = ", ".join(map(str, values[:most]))
    more = f" and {len(values) - most} more" if len(values) > most else ""
    return f"[{shown}{more}]"


def _state(supply, box, hands, rows, positions, last_row, rng: random.Random) -> GameState:
    """The state at setup; the first round is started on it next."""
    return GameState(
        supply=supply,
        box=box,
        hands=hands,
        rows=rows,
        positions=positions,
        last_row=last_row,
        round=RoundState(0, False, False, (), (), False),  # replaced when the first round starts
        random=RandomSource(source=rng),
        box_public=frozenset(box),
        known_kept=tuple(frozenset() for _ in hands),
    )


def _check_players(players) -> None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    colors = [p.color for p in players]
    if len(set(colors)) != len(colors):
        raise SetupError("every player needs a colour of their own")
