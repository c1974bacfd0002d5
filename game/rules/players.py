"""Who sits at the table: player counts, the eight colours, and a player's setup."""

from __future__ import annotations

from dataclasses import dataclass

MIN_PLAYERS = 2
MAX_PLAYERS = 8
COLORS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")


@dataclass(frozen=True)
class PlayerSetup:
    name: str
    color: str
