"""The game: decisions in, events out (spec/rules.md, spec/architecture.md).

A `Game` is fully determined by its setup (a seed, or an explicit position plus a seed for the box draws)
and the list of decisions applied to it. `pending()` says who must decide what now, `legal()` lists the
decisions allowed, and `apply()` either raises `IllegalDecision` and changes nothing, or returns the events
caused, running the game on (reveal, placement, scoring, free tiles, the next round) until the next decision.
Search plays on without records: `choices()` lists the pending decision's choices as plain values, `take()`
carries one out, and `advance()` is `apply()` without the events.

Everything that changes in play is one record, `state.GameState`: `clone()` copies it. The search plays on its own
simulator of the same rules (game/simulator), not on this class. The rules live beside this class: how a
game begins (setup.py), what may be decided (actions.py), how a decision changes the state (transitions.py),
what a player may know (knowledge.py), questions that change nothing (queries.py).
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Sequence

from .actions import (
    HAND_LIMIT,
    Choice,
    buy_choices,
    choices,
    decision_of,
    keep_choices,
    keep_most,
    legal_decisions,
    play_choices,
    refusal,
    tiles_to_play,
)
from .board import BoardSpec
from .decisions import Decision, IllegalDecision, Pending
from .events import EndReason, Event, Events, Trace
from .knowledge import player_view, public_view
from .placement import RowEnds, target_at, uncovered
from .players import PlayerSetup
from .position import Position, SetupError
from .queries import Preview, all_tiles, preview
from .setup import check_players, deal, position_of, set_out
from .state import GameState, RoundState
from .track import places
from .transitions import carry_out, start_round
from .view import PlayerView, PublicView

__all__ = ["HAND_LIMIT", "Game", "Position", "Preview", "SetupError"]

_OVER = "the game is over; no more decisions are taken"


class Game:
    """One game of Dance of Ibexes: its setup (board, players, seed) and its state (`GameState`)."""

    def __init__(
        self,
        board: BoardSpec,
        players: Sequence[PlayerSetup],
        seed: int,
        position: Position | None = None,
        *,
        state: GameState | None = None,
        setup_events: Sequence[Event] = (),
    ) -> None:
        """A new game: dealt from `seed`, or set out as `position`. With `state`, the game instead goes on from
        that state, which it takes over (`from_state`, `clone`); `position` and `setup_events` then say how
        the game began."""
        if state is None:
            check_players(players)
            rng = random.Random(seed)
            trace: Trace = []  # the setup's events
            if position is None:
                state = deal(board, len(players), rng, trace)
                start_round(state, board.index, 1, False, trace)
            else:
                state = set_out(board, position, len(players), rng)
                start_round(state, board.index, position.round, position.open_round, trace)
            setup_events = Events(trace)
        self.board = board
        self.players = tuple(players)
        self.seed = seed
        self.initial_position = position
        self.setup_events = setup_events
        self.state = state
        self.n_players = len(self.players)
        self.names = tuple([player.name for player in self.players])
        self.index = board.index

    @classmethod
    def new(cls, board: BoardSpec, players: Sequence[PlayerSetup], seed: int) -> Game:
        return cls(board, players, seed)

    @classmethod
    def from_position(cls, board: BoardSpec, players: Sequence[PlayerSetup], position: Position, seed: int = 0) -> Game:
        return cls(board, players, seed, position)

    @classmethod
    def from_state(
        cls,
        board: BoardSpec,
        players: Sequence[PlayerSetup],
        state: GameState,
        seed: int = 0,
        *,
        initial_position: Position | None = None,
        setup_events: Sequence[Event] = (),
    ) -> Game:
        """A game that goes on from `state`, which it takes over (search: a deal sampled from a view).

        The state must be one the rules reached or could reach; it is not checked again here, as search
        builds thousands of them a second.
        """
        return cls(board, players, seed, initial_position, state=state, setup_events=setup_events)

    def clone(self) -> Game:
        """An independent copy (for search): the same state and the same random source.

        The setup (board, players, seed, first position, its events) never changes after it is made, so the
        copy shares it and copies the state.
        """
        return Game(
            self.board, self.players, self.seed, self.initial_position,
            state=self.state.copy(), setup_events=self.setup_events,
        )

    def position(self) -> Position:
        """The current state as an explicit position (valid between rounds and at setup)."""
        return position_of(self.state)

    # ----------------------------------------------------------------- what players may know
    def view(self, seat: int) -> PlayerView:
        """What `seat` may know now (spec/rules.md section 7)."""
        return player_view(self.board, self.names, self.state, seat)

    def public_view(self) -> PublicView:
        """What every player may know now: no hand, no face-down tile, nothing of the supply's order (spec/rules.md
        section 7). The shared table, Skip, replays and spectators follow it."""
        return public_view(self.board, self.names, self.state)

    # ----------------------------------------------------------------- the state, read-only
    # Copies, or values that never change: the state changes only through `apply`, `advance` and `take`.
    @property
    def rows(self) -> list[list[int]]:
        return [list(row) for row in self.state.rows]

    @property
    def hands(self) -> list[list[int]]:
        return [list(hand) for hand in self.state.hands]

    @property
    def positions(self) -> list[int]:
        return self.state.positions[:]

    @property
    def supply(self) -> list[int]:
        return self.state.supply[:]

    @property
    def box(self) -> list[int]:
        return self.state.box[:]

    @property
    def last_row(self) -> int:
        return self.state.last_row

    @property
    def round(self) -> RoundState:
        """The round in play (read it, never change it)."""
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

    @property
    def keep_offer(self) -> tuple[int, ...]:
        """The completed row's tiles the pending keep decision chooses from."""
        offer = self.state.keep_offer
        return offer[1] if offer is not None else ()

    # ----------------------------------------------------------------- what may be decided
    def pending(self) -> list[Pending]:
        """The decisions the game waits for now, in action order (empty when the game is over): several while
        players choose at the same time (spec/rules.md 2.2), each of whom may decide first."""
        return list(self.state.asked)

    def legal(self, pending: Pending | None = None) -> Sequence[Decision]:
        """Every legal decision for `pending` (default: the first the game waits for), each made as it is read."""
        asked = self.state.asked
        if not asked:
            return []
        if pending is None:
            pending = asked[0]
        elif pending not in asked:
            return []
        return legal_decisions(self.state, pending)

    def choices(self) -> list[int] | list[tuple[int, ...]]:
        """The first asked decision's choices, in the order of `legal()`: counts to buy, or ascending tiles to play or
        to keep."""
        return choices(self.state)

    def buy_choices(self, seat: int) -> list[int]:
        """How many tiles `seat` may buy on its turn this round."""
        return buy_choices(self.state, seat)

    def tiles_to_play(self, seat: int) -> int:
        return tiles_to_play(self.state.round.double, len(self.state.hands[seat]))

    def play_choices(self, seat: int) -> list[tuple[int, ...]]:
        return play_choices(self.state, seat)

    def keep_most(self) -> int:
        """The most tiles the pending keep decision may keep (the hand limit allowing); 0 when none is pending."""
        return keep_most(self.state)

    def keep_choices(self) -> list[tuple[int, ...]]:
        return keep_choices(self.state)

    # ----------------------------------------------------------------- deciding
    def apply(self, decision: object) -> Events:
        """Apply one decision (a Buy, Play or Keep); return the events it caused, up to the next decision.

        Raises IllegalDecision (and changes nothing) if the decision breaks a rule, or is no decision at all.
        """
        trace: Trace = []
        self._decide(decision, trace)
        return Events(trace)

    def advance(self, decision: object) -> None:
        """`apply` without the events: the same checks and the same state after it (search reads no events)."""
        self._decide(decision, None)

    def take(self, choice: Choice) -> None:
        """`advance` of the first asked decision that makes `choice` (one of `choices()`), for search: no record
        made."""
        asked = self.state.asked
        if not asked:
            raise IllegalDecision(_OVER)
        self._decide(decision_of(asked[0], choice), None)

    def _decide(self, decision: object, trace: Trace | None) -> None:
        state = self.state
        reason = refusal(state, decision)
        if reason is not None:
            raise IllegalDecision(reason)
        carry_out(state, self.index, decision, trace)

    # ----------------------------------------------------------------- questions that change nothing
    def targets(self, tiles: Iterable[int]) -> list[tuple[int, int]]:
        """Where each of `tiles` would go against the rows now, as `placement.target_row` says: (row number, rule)."""
        ends = self.state.ends
        return [target_at(ends, tile) for tile in tiles]

    def row_ends(self) -> RowEnds:
        """The active rows' last tiles, ascending, and their row numbers (placement.row_ends). Read them, never change
        them: they are shared with copies of this game until the rows change."""
        return self.state.ends

    def happy_showing(self) -> bool:
        """Whether an active row has an uncovered Happy Cow space: scoring is inverted then."""
        return uncovered(self.index.happy, self.state.rows)

    def preview(self, tile: int) -> Preview:
        """Where `tile` would land against the current rows, and what it would score there."""
        return preview(self.index, self.state, tile)

    def ranking(self) -> list[int]:
        """Per seat, its place: 1 is the winner; equal positions (the start space) share a place."""
        return places(self.state.positions)

    def all_tiles(self) -> list[int]:
        """Every tile wherever it is (supply, hands, rows, box, played, offered): for invariant checks."""
        return all_tiles(self.state)
