"""The referee's decisions as the simulator's integer actions, and back (play.py says how an action reads)."""

from __future__ import annotations

from game.rules.decisions import Buy, Decision, DecisionKind, Keep, Play

from .play import BUY, KEEP, PLAY, action_tiles, pair

KIND_OF = {DecisionKind.BUY: BUY, DecisionKind.PLAY: PLAY, DecisionKind.KEEP: KEEP}


def action_of(decision: Decision) -> int:
    """The action that takes `decision` (a legal one: its tiles are different numbers)."""
    if isinstance(decision, Buy):
        return decision.count
    tiles = sorted(decision.tiles)
    if len(tiles) == 2:
        return pair(tiles[0], tiles[1])
    return tiles[0] if tiles else 0


def decision_of(seat: int, kind: int, action: int) -> Decision:
    """The referee's decision of `seat` that `action` takes, for a decision of `kind`."""
    if kind == BUY:
        return Buy(seat, action)
    if kind == PLAY:
        return Play(seat, action_tiles(action))
    return Keep(seat, action_tiles(action))
