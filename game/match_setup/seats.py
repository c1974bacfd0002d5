"""Who plays a match: its seats and each seat's controller kind (at the screen, on a phone, on another computer, a
bot), as the setup screen makes them, the settings and saves keep them and the match uses them."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.rules import COLORS

HUMAN = "human"
BOT = "bot"
PHONE = "phone"  # a person who holds their hand on their own phone (game/phones)
# A person who plays from another computer: the game's Join a table, or a browser. On the wire a phone seat: the phone
# server serves it with the same link, key and code.
REMOTE = "remote"
CONTROLLERS = (HUMAN, PHONE, REMOTE, BOT)


@dataclass(frozen=True)
class SeatConfig:
    name: str
    color: str  # one of game.rules.COLORS
    controller: str = HUMAN  # HUMAN (at this screen), PHONE, REMOTE or BOT
    level: str = "normal"  # the bot level when controller is BOT (levels.LEVELS)

    @property
    def is_human(self) -> bool:
        return self.controller == HUMAN

    @property
    def is_phone(self) -> bool:
        return self.controller == PHONE

    @property
    def is_remote(self) -> bool:
        return self.controller == REMOTE

    @property
    def plays_elsewhere(self) -> bool:
        """Played away from this screen, on a phone or another computer: the phone server serves the seat."""
        return self.controller in (PHONE, REMOTE)


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
        """The seats the phone server serves: those played on phones and on other computers."""
        return [i for i, seat in enumerate(self.seats) if seat.plays_elsewhere]


def default_match(name: str = "You") -> MatchConfig:
    """One click starts this: you against three bots."""
    seats = [SeatConfig(name, COLORS[0], HUMAN)]
    seats += [SeatConfig(f"Bot {i}", COLORS[i], BOT, "normal") for i in range(1, 4)]
    return MatchConfig(tuple(seats))
