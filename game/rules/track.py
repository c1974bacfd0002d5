"""Moving pawns on the score track (spec/rules.md sections 4 and 5)."""

from __future__ import annotations

from collections.abc import Sequence


def move_target(positions: Sequence[int], seat: int, points: int) -> int:
    """Where the pawn of `seat` ends after a move of `points` (+ penalty, - positive points).

    The start space holds any number of pawns and swallows surplus positive points; every other space
    holds one pawn, and a pawn that would land on another moves on toward the dung heap until it is alone,
    for penalty and positive points alike.
    """
    start = positions[seat]
    target = start + points
    if target <= 0:
        return 0
    # Another pawn stands on `target` if it is in `positions` and is not just this pawn itself.
    while target in positions and (target != start or positions.count(start) > 1):
        target += 1
    return target


def crossed_oxen_eye(positions_before: Sequence[int], end: int, oxen_eyes: Sequence[int]) -> int | None:
    """The oxen-eye the lead reached by a forward move that ends at `end`, if any.

    The lead is the highest position of any pawn; it must be below the oxen-eye before the move and at or
    past it after. The caller only asks for moves toward the dung heap (positive points never trigger).
    """
    lead_before = highest(positions_before)
    lead_after = max(lead_before, end)
    reached: int | None = None
    for eye in oxen_eyes:
        if lead_before < eye <= lead_after and (reached is None or eye > reached):
            reached = eye
    return reached


def highest(positions: Sequence[int]) -> int:
    """The highest of `positions` (at least one): max() as a loop, which compiled costs a tenth as much."""
    top = positions[0]
    for position in positions:
        if position > top:
            top = position
    return top
