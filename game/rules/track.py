"""The score track: moving pawns (spec/rules.md sections 4 and 5) and the players' places (section 3)."""

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
    lead_before = max(positions_before)
    if end <= lead_before:
        return None  # the lead stays where it was
    reached = [eye for eye in oxen_eyes if lead_before < eye <= end]
    return max(reached) if reached else None


def places(positions: Sequence[int]) -> list[int]:
    """Per seat, its place: 1 is the lowest position, the winner; equal positions (the start space) share a place."""
    return [1 + sum(1 for other in positions if other < position) for position in positions]
