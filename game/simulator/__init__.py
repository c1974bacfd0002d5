"""The rules of Dance of Ibexes for search: a compact state, small integer actions and a trusted `apply`.

The referee (game/rules) checks and explains every decision, tells events and keeps every seat's view; the search
plays thousands of sampled deals a decision and needs none of that. This package plays the same rules on a flat
state of numbers, tuples and lists (state.SimState), with decisions as integers (play.py says how they read),
`legal_actions`, and an `apply` that trusts its caller. It starts from a seed, an explicit position or a deal sampled
from one player's view (deal.py), and stops where the search asks: at the end of a given round, or the game's.
tests/simulator/test_agreement.py plays the referee and the simulator side by side and holds them equal.
"""

from __future__ import annotations

from game.rules.track import places  # the ranking is the referee's, as the rules say it once

from .board import SimBoard
from .deal import NO_LIMIT, Dealer, PlayChooser, from_position, new_game
from .encode import KIND_OF, action_of, decision_of
from .play import (
    BUY,
    KEEP,
    PLAY,
    action_tiles,
    actions_of,
    apply,
    apply_for,
    buy_limits,
    carry_out,
    choosing,
    decision_kind,
    legal_actions,
    pair,
    play_on,
    showing,
    tiles_to_play,
    to_move,
)
from .state import NO_SEAT, SimState

__all__ = [
    "KIND_OF",
    "action_of",
    "decision_of",
    "BUY",
    "KEEP",
    "NO_LIMIT",
    "NO_SEAT",
    "PLAY",
    "Dealer",
    "PlayChooser",
    "SimBoard",
    "SimState",
    "action_tiles",
    "actions_of",
    "apply",
    "apply_for",
    "buy_limits",
    "carry_out",
    "choosing",
    "decision_kind",
    "from_position",
    "legal_actions",
    "new_game",
    "pair",
    "places",
    "play_on",
    "showing",
    "tiles_to_play",
    "to_move",
]
