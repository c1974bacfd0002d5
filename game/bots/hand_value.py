"""What the hand a player holds at the start of a round is worth: the points it is expected to cost later.

A search that stops its playouts at a round's end still has to judge the hand each candidate leaves it
with. Hard's plain judgement is half the greedy danger of the hand's safest tile. Expert's is learned
instead (at every table, though fitted on games of five and six): a linear function of the hand's tile
dangers against the rows (the fast policy's own estimate), of its size and of whether the next round is a
double one, fitted by least squares to the points players went on to take over the next rounds in
self-play (tools/train_hand_value.py writes the weights to hand_value.json beside this module). It averages
over thousands of continuations what a longer playout would sample once, without that playout's noise.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path

from game.base import files
from game.simulator import SimState

from .playout import FastPolicy

WEIGHTS_FILE = files.HAND_VALUE_WEIGHTS
SAFEST = 3  # the hand's safest tiles whose dangers are features
SIZES = (1, 2, 3, 4, 5, 7)  # hand sizes with their own constant (6, a fresh hand, is the base)
FEATURES = (
    "constant",
    *(f"danger {k + 1}" for k in range(SAFEST)),
    *(f"size {n}" if n < 7 else "size 7 or more" for n in SIZES),
    "double",
    "double x danger 2",
)


def features(policy: FastPolicy, state: SimState, seat: int) -> list[float]:
    """The features of `seat`'s hand in a simulated `state` (in the order of FEATURES): its safest tiles' dangers
    against the rows as they stand (0 where the hand has fewer tiles), which size it is, and the double round's need
    of two."""
    hand = state.hands[seat]
    dangers = sorted(policy.risks(state, seat, hand))[:SAFEST]
    dangers += [0.0] * (SAFEST - len(dangers))
    size = len(hand)
    sizes = [1.0 if size == n or (n == 7 and size >= 7) else 0.0 for n in SIZES]
    double = 1.0 if state.double else 0.0
    return [1.0, *dangers, *sizes, double, double * dangers[1]]


@dataclass(frozen=True)
class HandValue:
    """A fitted linear hand value: `cost(policy, state, seat)` is the points the hand is expected to cost."""

    weights: tuple[float, ...]
    rounds: int  # the rounds ahead it was fitted to

    @classmethod
    @cache
    def shipped(cls) -> HandValue:
        """The weights that come with the game, read once."""
        return cls.load()

    @classmethod
    def load(cls, path: Path = WEIGHTS_FILE) -> HandValue:
        """The weights in `path`; ValueError with one sentence naming the file if they cannot be used."""
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
            names, weights, rounds = list(data["features"]), data["weights"], data["rounds"]
            value = cls(tuple(float(w) for w in weights), int(rounds))
        except OSError as exc:
            raise ValueError(f"{path}: the bots' hand value cannot be read ({exc.strerror or exc})") from None
        except (ValueError, TypeError, KeyError) as exc:
            record = "it is not a JSON record of features, weights and rounds"
            what = f"it has no {exc}" if isinstance(exc, KeyError) else record
            raise ValueError(f"{path}: the bots' hand value is damaged: {what}") from None
        if names != list(FEATURES) or len(value.weights) != len(FEATURES):
            raise ValueError(f"{path}: its weights are for the features {names}, not this module's {list(FEATURES)}")
        return value

    def cost(self, policy: FastPolicy, state: SimState, seat: int) -> float:
        return sum(w * x for w, x in zip(self.weights, features(policy, state, seat), strict=True))
