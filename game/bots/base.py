"""The interface every computer player implements, and the random legal player."""

from __future__ import annotations

import random

from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView


class Bot:
    """Decides buy, play and keep for one seat from that seat's view."""

    level = "base"

    def decide(self, view: PlayerView) -> Decision:
        raise NotImplementedError


class RandomBot(Bot):
    """Picks uniformly among the legal choices: the baseline every other level must beat."""

    level = "random"

    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)

    def decide(self, view: PlayerView) -> Decision:
        pending = view.pending
        if pending is None or pending.seat != view.seat:
            raise ValueError(f"seat {view.seat} has no decision to take now")
        if pending.kind is DecisionKind.BUY:
            return Buy(view.seat, self.rng.choice(view.legal_buys))
        if pending.kind is DecisionKind.PLAY:
            return Play(view.seat, self.rng.choice(view.legal_plays))
        return Keep(view.seat, self.rng.choice(view.legal_keeps))
