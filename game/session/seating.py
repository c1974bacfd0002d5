"""Seating a match: one controller for each seat of a match's set-up, handed to a new match runner.

The runner (game/session/runner.py) is handed its seats and knows none of their kinds. This is where they are
made: a person at this screen gets a `ScreenSeat`, a bot seat a controller of the `BotRunner` given (in-process
by default; the window's thinks in the bot process), seeded by the one seed policy of every front end
(`bot_seed`); the seats a caller supplies take their place: the phones' (from the phone table, game/phones,
which owns them) or stand-ins that play a person's seat in tests and tools.
"""

from __future__ import annotations

import random
from collections.abc import Mapping, Sequence

from game.bots import LEVELS
from game.match_setup.seats import MatchConfig
from game.rules import BoardSpec, Event, Game, PlayerSetup
from game.session.bot_seats import BotRunner, InlineBots
from game.session.runner import Match, Recorder
from game.session.seats import Controller, ScreenSeat

# Levels a seat may name besides game.bots.LEVELS (the random legal player, for tests and the arena).
EXTRA_LEVELS = ("random",)


def bot_seed(game_seed: int, seat: int, decisions_taken: int = 0) -> int:
    """The seed of a seat's bot: the one seed policy of every front end.

    A fresh game has taken 0 decisions; a resumed one the number in its save, so its bots are seeded from
    where it resumes and resuming the same save twice (in the window or on the command line) plays the
    same game on. Seats stay apart while a game has fewer than 100,003 decisions (a game has a few hundred).
    """
    return (game_seed * 16 + seat) * 100_003 + decisions_taken


def playable_level(level: str) -> str:
    """`level` if this version has it; a setup saved by another version may name one it lacks: the middle one."""
    if level in LEVELS or level in EXTRA_LEVELS:
        return level
    return LEVELS[len(LEVELS) // 2 - 1] if len(LEVELS) > 1 else LEVELS[0]


def make_match(config: MatchConfig, board: BoardSpec, seed: int | None = None, *, game: Game | None = None,
               history: Sequence[Event] = (), decisions_taken: int = 0, bots: BotRunner | None = None,
               seats: Mapping[int, Controller] | None = None, recorder: Recorder | None = None) -> Match:
    """A match runner for `config`, its seats made here.

    `game`, `history` and `decisions_taken`: a resumed save (game/session/resume.py), the game as left, every
    event so far (shown at once) and how many decisions it holds; else a new game is dealt with `seed`
    (default: the config's, else a fresh random one). `bots` thinks for the bot seats and is closed with the
    match. `seats` supplies the controllers of some seats: every phone or remote seat's (such a seat has no
    other), and stand-ins for people at the screen.
    """
    supplied = dict(seats or {})
    resumed = game is not None
    if game is None:
        if seed is None:
            seed = config.seed if config.seed is not None else random.SystemRandom().randrange(2**31)
        game = Game.new(board, [PlayerSetup(s.name, s.color) for s in config.seats], seed)
        decisions_taken = 0
    bots = bots if bots is not None else InlineBots()
    controllers: list[Controller] = []
    for seat, s in enumerate(config.seats):
        if seat in supplied:
            controllers.append(supplied[seat])
        elif s.is_human:
            controllers.append(ScreenSeat())
        elif s.plays_elsewhere:
            raise ValueError(f"seat {seat + 1} ({s.name}) is played away from the screen ({s.controller}), but no "
                             "phone seat was supplied for it")
        else:
            seed_of_bot = bot_seed(game.seed, seat, decisions_taken)
            controllers.append(bots.controller(seat, playable_level(s.level), seed_of_bot))
    return Match(config, game, controllers, history=tuple(history) if resumed else None,
                 decisions_before=decisions_taken, recorder=recorder, owned=(bots,))
