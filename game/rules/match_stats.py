"""A game's story in figures, worked out from its events: where each pawn stood after every round, and what
each player scored, took, bought and drew.

The results screen, the score chart and the replay viewer show these figures; they never count anything
themselves. The figures come only from the events the engine reported (a game log holds the same ones), so a
finished game, a running one and a replayed one give the same figures for the same events.

Points are the values of the spaces as scored (a cowpie worth 3 gives 3 points), not the spaces a pawn
moved: a pawn that lands on another moves on, and positive points below the start space are lost, so the
sums need not add up to the final position. The curves are the real positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from .events import Bought, Event, FreeTiles, GameEnded, MoveReason, PawnMoved, RoundStarted, RowCompleted


@dataclass(frozen=True)
class PlayerFigures:
    """What one seat did over a game."""

    seat: int
    rows_taken: int  # rows completed by a tile of this seat on the ibex space
    cowpie_points: int  # penalty points from cowpie spaces
    ibex_points: int  # penalty points from ibex spaces
    positive_points: int  # points taken off while Happy Cows were showing (cowpie and ibex spaces)
    tiles_bought: int
    free_draws: int  # times the hand was empty at a round's end and tiles were drawn for free
    free_tiles: int  # the tiles those draws gave
    # Spaces the pawn moved on past where its points took it, because another pawn stood there (spec/rules.md
    # section 5): with them, the points and purchases add up to the final position, bar positive points lost
    # below the start space.
    spaces_bumped: int = 0


@dataclass(frozen=True)
class MatchStats:
    """A game's figures: `rounds[k]` is the round after which every seat stood at `curves[seat][k]`.

    `rounds[0]` is the round before the first one played (0 for a new deal), with the starting positions;
    then one entry per round that has ended. A running game's round in play is not in the curves yet.
    """

    rounds: tuple[int, ...]
    curves: tuple[tuple[int, ...], ...]  # per seat
    players: tuple[PlayerFigures, ...]  # per seat
    final_positions: tuple[int, ...] | None  # as the game's end reported them; None while it runs
    places: tuple[int, ...] | None

    @property
    def over(self) -> bool:
        return self.final_positions is not None

    @property
    def rounds_played(self) -> int:
        return len(self.rounds) - 1

    def highest(self) -> int:
        """The highest position any pawn reached after a round (0 for none)."""
        return max((p for curve in self.curves for p in curve), default=0)


def match_stats(events: Iterable[Event], n_seats: int, start: Sequence[int] | None = None) -> MatchStats:
    """The figures of the game whose events (setup events first, in order) are `events`.

    `start`: the pawns' positions before the first round (a game set up from an explicit position); a new
    deal starts everyone on the start space.
    """
    positions = list(start) if start is not None else [0] * n_seats
    if len(positions) != n_seats:
        raise ValueError(f"{len(positions)} starting positions for {n_seats} seats")
    rows = [0] * n_seats
    cowpie = [0] * n_seats
    ibex = [0] * n_seats
    positive = [0] * n_seats
    bought = [0] * n_seats
    draws = [0] * n_seats
    free = [0] * n_seats
    bumped = [0] * n_seats
    rounds: list[int] = []
    curves: list[list[int]] = [[] for _ in range(n_seats)]
    current: int | None = None  # the round in play
    final: tuple[int, ...] | None = None
    places: tuple[int, ...] | None = None

    def close_round(number: int) -> None:
        rounds.append(number)
        for seat in range(n_seats):
            curves[seat].append(positions[seat])

    for event in events:
        if isinstance(event, PawnMoved):
            positions[event.seat] = event.end
            aimed = event.start + event.points
            if aimed > 0:  # not the start space, which holds any number of pawns
                bumped[event.seat] += event.end - aimed
            if event.reason is MoveReason.BUY:
                continue  # a price: counted as tiles bought
            if event.points < 0:
                positive[event.seat] += -event.points
            elif event.reason is MoveReason.COWPIE:
                cowpie[event.seat] += event.points
            else:
                ibex[event.seat] += event.points
        elif isinstance(event, RoundStarted):
            # The round before it ended here (the first round's start closes the "round 0" of the deal).
            close_round(event.round - 1 if current is None else current)
            current = event.round
        elif isinstance(event, Bought):
            bought[event.seat] += event.count
        elif isinstance(event, RowCompleted):
            rows[event.seat] += 1
        elif isinstance(event, FreeTiles):
            if event.tiles:
                draws[event.seat] += 1
                free[event.seat] += len(event.tiles)
        elif isinstance(event, GameEnded):
            if current is not None:
                close_round(current)
            final, places = tuple(event.positions), tuple(event.places)
    if not rounds:  # no round has started yet: the deal only
        close_round(0)
    figures = tuple(
        PlayerFigures(seat, rows[seat], cowpie[seat], ibex[seat], positive[seat], bought[seat], draws[seat], free[seat],
                      bumped[seat])
        for seat in range(n_seats)
    )
    return MatchStats(tuple(rounds), tuple(tuple(c) for c in curves), figures, final, places)

