"""Computer players. A bot decides from a `PlayerView` only: it never sees the game itself.

`make_bot(level, seed)` builds a bot; `bot.decide(view)` returns a legal decision for the pending
decision of `view.seat`.
"""

from __future__ import annotations

from .base import Bot, RandomBot

LEVELS: tuple[str, ...] = ("random",)


def make_bot(level: str, seed: int) -> Bot:
    """A bot of the named level; raises ValueError for an unknown level."""
    if level == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose one of {', '.join(LEVELS)}")


__all__ = ["LEVELS", "Bot", "RandomBot", "make_bot"]
