"""Who plays: the seats of a match, as the setup screen makes them and the play scene uses them."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import COLORS

HUMAN = "human"
BOT = "bot"


@dataclass(frozen=True)
class SeatConfig:
    name: str
    color: str  # one of game.rules.COLORS
    controller: str = HUMAN  # HUMAN or BOT
    level: str = "normal"  # the bot level when controller is BOT (game.bots.LEVELS)

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN


@dataclass(frozen=True)
class MatchConfig:
    seats: tuple[SeatConfig, ...]
    seed: int | None = None  # None: a fresh random seed when the match starts
    board_path: str | None = None  # None: levels/board.tmx
    options: dict = field(default_factory=dict)

    @property
    def humans(self) -> int:
        return sum(seat.is_human for seat in self.seats)


def default_match(name: str = "You") -> MatchConfig:
    """One click starts this: you against three bots."""
    seats = [SeatConfig(name, COLORS[0], HUMAN)]
    seats += [SeatConfig(f"Bot {i}", COLORS[i], BOT, "normal") for i in range(1, 4)]
    return MatchConfig(tuple(seats))
