"""The game: decisions in, events out (spec/rules.md, spec/architecture.md).

A `Game` is fully determined by its setup (a seed, or an explicit position plus a seed for the box draws)
and the list of decisions applied to it. `pending()` says who must decide what now, `legal()` lists the
decisions allowed, and `apply()` either raises `IllegalDecision` and changes nothing, or returns the events
caused, running the game on (reveal, placement, scoring, free tiles, the next round) until the next decision.

Everything that changes in play is one record, `state.GameState`: `clone()` copies it. The search plays on its own
simulator of the same rules (game/simulator), not on this class. The rules live beside this class: how a
game begins (setup.py), what may be decided (actions.py), how a decision changes the state (transitions.py),
what a player may know (knowledge.py).
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from .actions import HAND_LIMIT, asked, choices, legal_decisions, refusal
from .board import BoardSpec
from .decisions import Decision, IllegalDecision, Pending
from .events import EndReason, Event, Events, Trace
from .knowledge import player_view, public_view
from .players import PlayerSetup
from .position import Position, SetupError
from .setup import check_players, deal, position_of, set_out
from .state import GameState, RoundState
from .track import places
from .transitions import carry_out, start_round
from .view import PlayerView, PublicView

__all__ = ["HAND_LIMIT", "Game", "Position", "SetupError"]

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
        """A new game: dealt from `seed`, or set out as `position`. With `state` (`clone`), the game instead goes
        on from that state, which it takes over; `position` and `setup_events` then say how the game began."""
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
        # What the game waits for (worked out after each decision: it is always asked next), and the choices of
        # each (worked out when first asked for).
        self._waiting = asked(state)
        self._choices: dict[int, list[int] | list[tuple[int, ...]]] = {}  # by seat: one decision each at a time
        self.n_players = len(self.players)
        self.names = tuple([player.name for player in self.players])
        self.index = board.index

    @classmethod
    def new(cls, board: BoardSpec, players: Sequence[PlayerSetup], seed: int) -> Game:
        return cls(board, players, seed)

    @classmethod
    def from_position(cls, board: BoardSpec, players: Sequence[PlayerSetup], position: Position, seed: int = 0) -> Game:
        return cls(board, players, seed, position)

    def clone(self) -> Game:
        """An independent copy: the same state and the same random source (to try a decision without taking it).

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
        return player_view(self.board, self.names, self.state, self._waiting, self._choices_of, seat)

    def public_view(self) -> PublicView:
        """What every player may know now: no hand, no face-down tile, nothing of the supply's order (spec/rules.md
        section 7). The shared table, Skip, replays and spectators follow it."""
        return public_view(self.board, self.names, self.state, self._waiting)

    # ----------------------------------------------------------------- the state, read-only
    # Copies, or values that never change: the state changes only through `apply`.
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
    def round(self) -> RoundState:
        """The round in play (read it, never change it)."""
        return self.state.round

    @property
    def over(self) -> bool:
        return self.state.over

    @property
    def end_reason(self) -> EndReason | None:
        return self.state.end_reason

    # ----------------------------------------------------------------- what may be decided
    def _choices_of(self, pending: Pending) -> list[int] | list[tuple[int, ...]]:
        """The choices of `pending`, one of the decisions the game waits for (actions.choices), worked out once."""
        found = self._choices.get(pending.seat)
        if found is None:
            found = self._choices[pending.seat] = choices(self.state, pending)
        return found

    def pending(self) -> list[Pending]:
        """The decisions the game waits for now, in action order (empty when the game is over): several while
        players choose at the same time (spec/rules.md 2.2), each of whom may decide first."""
        return list(self._waiting)

    def legal(self, pending: Pending | None = None) -> Sequence[Decision]:
        """Every legal decision for `pending` (default: the first the game waits for), each made as it is read."""
        waiting = self._waiting
        if not waiting:
            return []
        if pending is None:
            pending = waiting[0]
        elif pending not in waiting:
            return []
        return legal_decisions(pending, self._choices_of(pending))

    # ----------------------------------------------------------------- deciding
    def apply(self, decision: object) -> Events:
        """Apply one decision (a Buy, Play or Keep); return the events it caused, up to the next decision.

        Raises IllegalDecision (and changes nothing) if the decision breaks a rule, or is no decision at all.
        """
        trace: Trace = []
        reason = refusal(self.state, self._waiting, self._choices_of, decision)
        if reason is not None:
            raise IllegalDecision(reason)
        carry_out(self.state, self.index, decision, trace)
        self._waiting = asked(self.state)
        self._choices = {}
        return Events(trace)

    # ----------------------------------------------------------------- questions that change nothing
    def ranking(self) -> list[int]:
        """Per seat, its place: 1 is the winner; equal positions (the start space) share a place."""
        return places(self.state.positions)

