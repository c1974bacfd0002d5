"""Who plays a match: its seats, each seat's controller kind (at the screen, on a phone, a bot) and the bot
levels a seat may name, as the setup screen makes them, the settings and saves keep them and the match uses them.

It sits beside the packages, just above the rules: the bots (their levels), the data folder's files (the last
setup, a save's seats), the text (the levels' names) and the match all speak of it, and the first three may not
import the match (pyproject.toml, [tool.dance-of-ibexes.layers]).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import COLORS

HUMAN = "human"
BOT = "bot"
PHONE = "phone"  # a person who holds their hand on their own phone (game/phones)
CONTROLLERS = (HUMAN, PHONE, BOT)

# The bot levels, weakest first (game/bots/__init__.py makes a bot of each and says how each decides).
LEVELS: tuple[str, ...] = ("easy", "normal", "hard", "expert")


@dataclass(frozen=True)
class SeatConfig:
    name: str
    color: str  # one of game.rules.COLORS
    controller: str = HUMAN  # HUMAN (at this screen), PHONE or BOT
    level: str = "normal"  # the bot level when controller is BOT (LEVELS)

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN

    @property
    def is_phone(self) -> bool:
        return self.controller == PHONE


@dataclass(frozen=True)
class MatchConfig:
    seats: tuple[SeatConfig, ...]
    seed: int | None = None  # None: a fresh random seed when the match starts
    board_path: str | None = None  # None: levels/board.tmx
    options: dict = field(default_factory=dict)

    @property
    def humans(self) -> int:
        return sum(seat.is_human for seat in self.seats)

    @property
    def phones(self) -> list[int]:
        """The seats played on phones."""
        return [i for i, seat in enumerate(self.seats) if seat.is_phone]


def default_match(name: str = "You") -> MatchConfig:
    """One click starts this: you against three bots."""
    seats = [SeatConfig(name, COLORS[0], HUMAN)]
    seats += [SeatConfig(f"Bot {i}", COLORS[i], BOT, "normal") for i in range(1, 4)]
    return MatchConfig(tuple(seats))
