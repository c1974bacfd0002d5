"""The game engine: decisions in, events out (spec/rules.md, spec/architecture.md).

A `Game` is fully determined by its setup (a seed, or an explicit position plus a seed for the box draws)
and the list of decisions applied to it. `pending()` says who must decide what now, `legal()` lists the
choices, and `apply()` either raises `IllegalDecision` and changes nothing, or returns the events caused,
running the game on (reveal, placement, scoring, free tiles, the next round) until the next decision.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field, replace
from itertools import combinations

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
from .placement import target_row
from .players import MAX_PLAYERS, MIN_PLAYERS, PlayerSetup
from .tiles import ALL_TILES, TILE_COUNT
from .track import crossed_oxen_eye, move_target
from .view import PlayerView, make_view

HAND_SIZE = 6
HAND_LIMIT = 9
MAX_BUY = 3
KEEP_MAX = 2


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


@dataclass
class _Round:
    number: int
    double: bool
    open: bool
    order: tuple[int, ...]
    group: tuple[int, ...]
    buying: bool
    turn: int = 0
    bought_this_turn: bool = False
    plays: dict[int, tuple[int, ...]] = field(default_factory=dict)
    bought: dict[int, int] = field(default_factory=dict)
    face_up: dict[int, tuple[int, ...]] = field(default_factory=dict)
    to_place: list[tuple[int, int]] = field(default_factory=list)  # (tile, seat), ascending, not yet placed
    placing: bool = False


class Game:
    """One game of Dance of Ibexes."""

    def __init__(
        self,
        board: BoardSpec,
        players: list[PlayerSetup] | tuple[PlayerSetup, ...],
        seed: int,
        position: Position | None = None,
    ) -> None:
        _check_players(players)
        self.board = board
        self.players = tuple(players)
        self.seed = seed
        self.initial_position = position
        self.rng = random.Random(seed)
        n = len(players)
        self.setup_events: list[Event] = []
        if position is None:
            self._deal(n)
        else:
            self._load_position(position, n)
        self.open_next = False
        self.box_public: set[int] = set(self.box)  # boxed tiles everyone saw go there
        self.known_kept: list[set[int]] = [set() for _ in range(n)]
        self.over = False
        self.end_reason: EndReason | None = None  # set when the game ends
        self.round: _Round
        self._pending: Pending | None = None
        self._keep_offer: tuple[int, tuple[int, ...]] | None = None  # (seat, tiles) after completing a row
        first_open = position.open_round if position else False
        first_round = position.round if position else 1
        self.setup_events.extend(self._start_round(first_round, first_open))

    # ----------------------------------------------------------------- setup
    @classmethod
    def new(cls, board: BoardSpec, players, seed: int) -> Game:
        return cls(board, players, seed)

    @classmethod
    def from_position(cls, board: BoardSpec, players, position: Position, seed: int = 0) -> Game:
        return cls(board, players, seed, position)

    def _deal(self, n: int) -> None:
        tiles = list(range(1, TILE_COUNT + 1))
        self.rng.shuffle(tiles)
        self.supply: list[int] = tiles
        self.box: list[int] = []
        self.positions: list[int] = [0] * n
        self.hands: list[list[int]] = []
        for seat in range(n):
            hand = sorted(self._draw_supply(HAND_SIZE))
            self.hands.append(hand)
            self.setup_events.append(Dealt(seat, tuple(hand)))
        self.rows: list[list[int]] = [[] for _ in self.board.rows]
        for index in range(ACTIVE_ROWS):
            tile = self.supply.pop(0)
            self.rows[index].append(tile)
            self.setup_events.append(RowOpened(index + 1, tile))
        self.last_row = ACTIVE_ROWS

    def _load_position(self, pos: Position, n: int) -> None:
        if len(pos.rows) != len(self.board.rows):
            raise SetupError(f"the position has {len(pos.rows)} rows; the board has {len(self.board.rows)}")
        if len(pos.hands) != n or len(pos.positions) != n:
            raise SetupError(f"the position needs one hand and one track position for each of the {n} players")
        placed = [t for r in pos.rows for t in r] + [t for h in pos.hands for t in h] + list(pos.box)
        supply = list(pos.supply) if pos.supply is not None else sorted(ALL_TILES - set(placed))
        every = placed + supply
        if sorted(every) != sorted(ALL_TILES):
            missing = sorted(ALL_TILES - set(every))
            doubled = sorted({t for t in every if every.count(t) > 1})
            raise SetupError(
                f"the position must hold each tile 1..99 exactly once (missing {missing}, twice {doubled})"
            )
        for number, (row, spec) in enumerate(zip(pos.rows, self.board.rows, strict=True), start=1):
            if len(row) >= spec.length:
                raise SetupError(f"row {number} holds {len(row)} tiles but only {spec.length - 1} fit before its ibex")
        active = [i + 1 for i, r in enumerate(pos.rows) if r]
        if len(active) != ACTIVE_ROWS:
            raise SetupError(f"the position has {len(active)} active rows; there are always {ACTIVE_ROWS}")
        if pos.last_row not in active:
            raise SetupError(f"the last activated row {pos.last_row} is not an active row")
        for seat, hand in enumerate(pos.hands):
            if not 1 <= len(hand) <= HAND_LIMIT:
                raise SetupError(
                    f"seat {seat} holds {len(hand)} tiles; a hand holds 1 to {HAND_LIMIT} at a round's start"
                )
        taken = [p for p in pos.positions if p != 0]
        if any(p < 0 for p in pos.positions) or len(taken) != len(set(taken)):
            raise SetupError("track positions must be 0 or more, and only the start space may hold two pawns")
        self.rows = [list(r) for r in pos.rows]
        self.hands = [sorted(h) for h in pos.hands]
        self.positions = list(pos.positions)
        self.supply = supply
        self.box = list(pos.box)
        self.last_row = pos.last_row

    def position(self) -> Position:
        """The current state as an explicit position (valid between rounds and at setup)."""
        return Position(
            rows=tuple(tuple(r) for r in self.rows),
            hands=tuple(tuple(h) for h in self.hands),
            positions=tuple(self.positions),
            supply=tuple(self.supply),
            box=tuple(self.box),
            last_row=self.last_row,
            open_round=self.round.open,
            round=self.round.number,
        )

    def clone(self) -> Game:
        """An independent copy (for search): the same state and the same random source."""
        other = Game.__new__(Game)
        other.__dict__.update(self.__dict__)
        other.rng = random.Random()
        other.rng.setstate(self.rng.getstate())
        other.supply = list(self.supply)
        other.box = list(self.box)
        other.hands = [list(h) for h in self.hands]
        other.rows = [list(r) for r in self.rows]
        other.positions = list(self.positions)
        other.box_public = set(self.box_public)
        other.known_kept = [set(k) for k in self.known_kept]
        other.setup_events = list(self.setup_events)
        rnd = self.round
        other.round = replace(
            rnd,
            plays=dict(rnd.plays),
            bought=dict(rnd.bought),
            face_up=dict(rnd.face_up),
            to_place=list(rnd.to_place),
        )
        return other

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know now (spec/rules.md section 7)."""
        return make_view(self, seat)

    # ----------------------------------------------------------------- queries
    @property
    def n_players(self) -> int:
        return len(self.players)

    def pending(self) -> list[Pending]:
        """The decisions the game waits for now (one at a time; empty when the game is over)."""
        return [self._pending] if self._pending else []

    def legal(self, pending: Pending | None = None) -> list[Decision]:
        """Every legal decision for `pending` (default: the current one)."""
        pending = pending or self._pending
        if pending is None or pending != self._pending:
            return []
        seat = pending.seat
        if pending.kind is DecisionKind.BUY:
            return [Buy(seat, k) for k in self.buy_choices(seat)]
        if pending.kind is DecisionKind.PLAY:
            return [Play(seat, tiles) for tiles in self.play_choices(seat)]
        return [Keep(seat, tiles) for tiles in self.keep_choices()]

    def buy_choices(self, seat: int) -> list[int]:
        """How many tiles `seat` may buy on its turn this round."""
        hand = len(self.hands[seat])
        must_buy = self.round.double and hand == 1
        available = len(self.supply) + len(self.box)
        if self.round.buying:
            most = min(MAX_BUY, HAND_LIMIT - hand, available)
            if must_buy and most >= 1:
                return list(range(1, most + 1))
            return list(range(0, most + 1))
        # No buying once the supply has run out, except to be able to play two tiles: exactly one.
        if must_buy and available:
            return [1]
        return [0]

    def tiles_to_play(self, seat: int) -> int:
        return 2 if self.round.double and len(self.hands[seat]) >= 2 else 1

    def play_choices(self, seat: int) -> list[tuple[int, ...]]:
        hand = self.hands[seat]
        return [tuple(c) for c in combinations(hand, self.tiles_to_play(seat))]

    def keep_choices(self) -> list[tuple[int, ...]]:
        if self._keep_offer is None:
            return []
        seat, tiles = self._keep_offer
        most = min(KEEP_MAX, HAND_LIMIT - len(self.hands[seat]))
        return [c for k in range(1, most + 1) for c in combinations(sorted(tiles), k)] or [()]

    @property
    def keep_offer(self) -> tuple[int, ...]:
        """The completed row's tiles the pending keep decision chooses from."""
        return self._keep_offer[1] if self._keep_offer else ()

    def happy_showing(self) -> bool:
        """Whether an active row has an uncovered Happy Cow space: scoring is inverted then."""
        return self._uncovered_in_active(SpaceKind.HAPPY)

    def _uncovered_in_active(self, kind: SpaceKind) -> bool:
        for row, spec in zip(self.rows, self.board.rows, strict=True):
            if row:
                for space in spec.spaces[len(row) :]:
                    if space.kind is kind:
                        return True
        return False

    def preview(self, tile: int) -> Preview:
        """Where `tile` would land against the current rows, and what it would score there."""
        number, rule = target_row(self.rows, tile)
        row = self.rows[number - 1]
        spec = self.board.row(number)
        slot = len(row) + 1
        space = spec.spaces[slot - 1]
        points = 0
        if space.kind in (SpaceKind.COWPIE, SpaceKind.IBEX):
            row.append(tile)  # the Happy Cow test looks at the board with the tile on it
            try:
                happy = self.happy_showing()
            finally:
                row.pop()
            points = -space.points if happy else space.points
        return Preview(tile, number, slot, rule, space.kind, points, space.kind is SpaceKind.IBEX)

    def ranking(self) -> list[int]:
        """Per seat, its place: 1 is the winner; equal positions (the start space) share a place."""
        return [1 + sum(1 for q in self.positions if q < p) for p in self.positions]

    def all_tiles(self) -> list[int]:
        """Every tile wherever it is (supply, hands, rows, box, played, offered): for invariant checks."""
        tiles = self.supply + self.box
        for group in (self.hands, self.rows, self.round.plays.values()):
            for tiles_here in group:
                tiles = tiles + list(tiles_here)
        if self._keep_offer:
            tiles = tiles + list(self._keep_offer[1])
        return tiles

    # ----------------------------------------------------------------- applying decisions
    def apply(self, decision: Decision) -> list[Event]:
        """Apply one decision; return the events it caused, up to the next decision.

        Raises IllegalDecision (and changes nothing) if the decision breaks a rule.
        """
        self._check(decision)
        events: list[Event] = []
        if isinstance(decision, Buy):
            self._buy(decision.seat, decision.count, events)
            self._set_pending(events, after_buy=True)
        elif isinstance(decision, Play):
            self._play(decision.seat, tuple(sorted(decision.tiles)), events)
        else:
            self._keep(decision.seat, tuple(sorted(decision.tiles)), events)
        return events

    def _check(self, decision: Decision) -> None:
        if self.over:
            raise IllegalDecision("the game is over; no more decisions are taken")
        pending = self._pending
        assert pending is not None
        if not isinstance(decision, Buy | Play | Keep):
            raise IllegalDecision(f"{decision!r} is not a decision")
        # Numbers must be whole numbers: 1.0 or True would compare equal to a legal choice and then break
        # the state half-way through applying it.
        if isinstance(decision, Buy):
            numbers = [decision.seat, decision.count]
        else:
            numbers = [decision.seat, *decision.tiles] if isinstance(decision.tiles, tuple | list) else [None]
        if not all(isinstance(x, int) and not isinstance(x, bool) for x in numbers):
            raise IllegalDecision(f"{decision!r} has a seat, count or tile that is not a whole number")
        if decision.kind is not pending.kind or decision.seat != pending.seat:
            raise IllegalDecision(
                f"the game waits for seat {pending.seat} to {pending.kind.value}, "
                f"not for seat {decision.seat} to {decision.kind.value}"
            )
        seat = decision.seat
        if isinstance(decision, Buy):
            choices = self.buy_choices(seat)
            if decision.count not in choices:
                raise IllegalDecision(
                    f"seat {seat} cannot buy {decision.count} tiles now; allowed: {', '.join(map(str, choices))}"
                )
            return
        tiles = tuple(sorted(decision.tiles))
        if isinstance(decision, Play):
            need = self.tiles_to_play(seat)
            if len(tiles) != need or len(set(tiles)) != need:
                raise IllegalDecision(f"seat {seat} must play {need} different tile(s), not {list(decision.tiles)}")
            missing = [t for t in tiles if t not in self.hands[seat]]
            if missing:
                raise IllegalDecision(f"seat {seat} does not hold tile(s) {missing}")
            return
        choices = self.keep_choices()
        if tiles not in choices:
            most = max(len(c) for c in choices)
            raise IllegalDecision(
                f"seat {seat} must keep {'no tile' if most == 0 else f'1 to {most} different tiles'} "
                f"of {list(self.keep_offer)}, not {list(decision.tiles)}"
            )

    def _buy(self, seat: int, count: int, events: list[Event]) -> None:
        self.round.bought_this_turn = True
        if count == 0:
            return
        from_supply = self._draw_supply(count)
        from_box = []
        while len(from_supply) + len(from_box) < count:
            # The rulebook's exception: once the supply is empty, tiles come face down from the box.
            from_box.append(self.box.pop(self.rng.randrange(len(self.box))))
            self.box_public.clear()  # nobody else knows which tile left the box
        drawn = from_supply + from_box
        self.hands[seat].extend(drawn)
        self.hands[seat].sort()
        self.round.bought[seat] = count
        events.append(Bought(seat, count, len(from_box), tuple(drawn)))
        self._move(seat, count, MoveReason.BUY, events)

    def _play(self, seat: int, tiles: tuple[int, ...], events: list[Event]) -> None:
        hand = self.hands[seat]
        for tile in tiles:
            hand.remove(tile)
        rnd = self.round
        rnd.plays[seat] = tiles
        face_up = rnd.open and seat not in rnd.group
        events.append(Played(seat, face_up, tiles))
        if face_up:
            rnd.face_up[seat] = tiles
        rnd.turn += 1
        rnd.bought_this_turn = False
        if rnd.group and rnd.turn == len(rnd.group):
            shown = tuple((s, rnd.plays[s]) for s in rnd.group)
            rnd.face_up.update(shown)
            events.append(Shown(shown))
        if rnd.turn < len(rnd.order):
            self._set_pending(events)
            return
        events.append(Revealed(tuple((s, rnd.plays[s]) for s in rnd.order)))
        for s, played in rnd.plays.items():
            # Only now may others know that a kept tile has left its hand.
            self.known_kept[s].difference_update(played)
        rnd.to_place = sorted((t, s) for s, ts in rnd.plays.items() for t in ts)
        rnd.placing = True
        self._pending = None
        self._place_tiles(events)

    def _keep(self, seat: int, kept: tuple[int, ...], events: list[Event]) -> None:
        assert self._keep_offer is not None
        offer = self._keep_offer[1]
        boxed = tuple(t for t in offer if t not in kept)
        self._keep_offer = None
        self.hands[seat].extend(kept)
        self.hands[seat].sort()
        self.known_kept[seat].update(kept)
        self.box.extend(boxed)
        self.box_public.update(boxed)
        events.append(Kept(seat, kept, boxed))
        self._pending = None
        self._place_tiles(events)

    # ----------------------------------------------------------------- the flow of a round
    def _start_round(self, number: int, open_round: bool) -> list[Event]:
        n = self.n_players
        double = self._uncovered_in_active(SpaceKind.DOUBLE)
        hidden_order = tuple(sorted(range(n), key=lambda s: (-self.positions[s], s)))
        if open_round:
            group = tuple(s for s in range(n) if self.positions[s] == 0)
            rest = tuple(sorted((s for s in range(n) if self.positions[s] != 0), key=lambda s: self.positions[s]))
            order = group + rest
        else:
            group = ()
            order = hidden_order
        self.round = _Round(number, double, open_round, order, group, buying=bool(self.supply))
        events: list[Event] = [RoundStarted(number, double, open_round, order, group, self.round.buying)]
        self._set_pending(events)
        return events

    def _set_pending(self, events: list[Event], after_buy: bool = False) -> None:
        """Ask the player whose turn it is: to buy (when buying is more than 'none') and then to play."""
        rnd = self.round
        seat = rnd.order[rnd.turn]
        if not after_buy and not rnd.bought_this_turn and self.buy_choices(seat) != [0]:
            self._pending = Pending(seat, DecisionKind.BUY)
        else:
            self._pending = Pending(seat, DecisionKind.PLAY)

    def _place_tiles(self, events: list[Event]) -> None:
        rnd = self.round
        while rnd.to_place:
            tile, seat = rnd.to_place.pop(0)
            rnd.plays[seat] = tuple(t for t in rnd.plays[seat] if t != tile)
            if not rnd.plays[seat]:
                del rnd.plays[seat]
            if self._place(seat, tile, events):
                return  # a keep decision is pending; placement resumes after it
        rnd.placing = False
        self._end_round(events)

    def _place(self, seat: int, tile: int, events: list[Event]) -> bool:
        """Place one tile and score it. True if the player must now choose tiles to keep."""
        number, rule = target_row(self.rows, tile)
        row = self.rows[number - 1]
        row.append(tile)
        slot = len(row)
        space = self.board.row(number).spaces[slot - 1]
        events.append(Placed(seat, tile, number, slot, rule))
        if space.kind is SpaceKind.COWPIE:
            self._score(seat, space.points, MoveReason.COWPIE, events)
        elif space.kind is SpaceKind.IBEX:
            self._score(seat, space.points, MoveReason.IBEX, events)
            return self._complete_row(seat, number, events)
        return False

    def _score(self, seat: int, points: int, reason: MoveReason, events: list[Event]) -> None:
        self._move(seat, -points if self.happy_showing() else points, reason, events)

    def _complete_row(self, seat: int, number: int, events: list[Event]) -> bool:
        row = self.rows[number - 1]
        tile = row.pop()
        taken = tuple(row)
        new_row = self._next_free_row()
        self.rows[new_row - 1].append(tile)
        self.last_row = new_row
        row.clear()
        events.append(RowCompleted(seat, number, tile, new_row, taken))
        if HAND_LIMIT - len(self.hands[seat]) <= 0:
            # A full hand keeps nothing: the whole row goes to the box without a decision.
            self.box.extend(taken)
            self.box_public.update(taken)
            events.append(Kept(seat, (), taken))
            return False
        self._keep_offer = (seat, taken)
        self._pending = Pending(seat, DecisionKind.KEEP)
        return True

    def _next_free_row(self) -> int:
        count = len(self.rows)
        for step in range(1, count + 1):
            number = (self.last_row - 1 + step) % count + 1
            if not self.rows[number - 1]:
                return number
        raise AssertionError("a board with more rows than active rows always has a free row")

    def _move(self, seat: int, points: int, reason: MoveReason, events: list[Event]) -> None:
        start = self.positions[seat]
        end = move_target(self.positions, seat, points)
        eye = crossed_oxen_eye(self.positions, end, self.board.track.oxen_eyes) if points > 0 else None
        self.positions[seat] = end
        events.append(PawnMoved(seat, start, end, points, reason))
        if eye is not None:
            self.open_next = True
            events.append(OpenRoundTriggered(seat, eye))

    def _end_round(self, events: list[Event]) -> None:
        n = self.n_players
        starved = False
        for seat in sorted(range(n), key=lambda s: (-self.positions[s], s)):
            if not self.hands[seat]:
                drawn = sorted(self._draw_supply(HAND_SIZE))
                self.hands[seat] = drawn
                events.append(FreeTiles(seat, tuple(drawn)))
                starved = starved or not drawn
        if max(self.positions) >= self.board.track.dung_heap or starved:
            self.over = True
            self.end_reason = (
                EndReason.DUNG_HEAP if max(self.positions) >= self.board.track.dung_heap else EndReason.NO_TILES
            )
            self._pending = None
            events.append(GameEnded(self.end_reason, tuple(self.positions), tuple(self.ranking())))
            return
        open_round, self.open_next = self.open_next, False
        events.extend(self._start_round(self.round.number + 1, open_round))

    def _draw_supply(self, count: int) -> list[int]:
        drawn = self.supply[:count]
        del self.supply[:count]
        return drawn


def _check_players(players) -> None:
    if not MIN_PLAYERS <= len(players) <= MAX_PLAYERS:
        raise SetupError(f"a game has {MIN_PLAYERS} to {MAX_PLAYERS} players, not {len(players)}")
    colors = [p.color for p in players]
    if len(set(colors)) != len(colors):
        raise SetupError("every player needs a colour of their own")
