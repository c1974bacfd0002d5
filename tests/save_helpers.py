"""Shared by the persistence tests: games written as saves by the match runner, and a game's state as plain data."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from game.bots import make_bot
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import COLORS, BoardSpec, Game, default_board
from game.session.bot_seats import InlineBot
from game.session.seating import bot_seed, make_match
from game.storage.saves import Autosave


def bot_config(players: int = 3, level: str = "random") -> MatchConfig:
    return MatchConfig(tuple(SeatConfig(f"Bot {i + 1}", COLORS[i], BOT, level) for i in range(players)))


def stand_ins(config: MatchConfig, level: str = "random") -> dict[int, InlineBot]:
    """Bots that decide for the people of `config` (seeded like any seat), so a test can play their game on."""
    return {seat: InlineBot(make_bot(level, bot_seed(config.seed or 0, seat)))
            for seat, s in enumerate(config.seats) if s.is_human}


def play_saved(saves: Path, config: MatchConfig, seed: int, decisions: int | None = None,
               board: BoardSpec | None = None) -> tuple[Game, Path]:
    """Play a game with autosave, stopping after `decisions` decisions (None: to the end). Its bots think
    as the window's would; its people's seats are played by random bots standing in for them."""
    config = replace(config, seed=seed)
    with make_match(config, board or default_board(), seats=stand_ins(config)) as match:
        match.recorder = autosave = Autosave.start(match.game, config, saves, sync=False)
        assert autosave.path is not None, autosave.problem
        match.play_to_end(most=decisions)
    return match.game, autosave.path


def state(game: Game) -> dict:
    """Everything that makes a position: rows, hands, track, round, pending decision, supply and box sizes."""
    return {
        "rows": [list(row) for row in game.position().rows],
        "hands": [list(hand) for hand in game.position().hands],
        "positions": list(game.positions),
        "round": game.round.number,
        "supply": list(game.supply),
        "box": list(game.box),
        "plays": sorted((seat, list(tiles)) for seat, tiles in game.round.plays.items()),
        "bought": sorted(game.round.bought.items()),
        "random": repr(game.state.random.getstate()),
        "pending": [(p.seat, p.kind.value) for p in game.pending()],
        "over": game.over,
        "legal": sorted(repr(d) for d in game.legal()) if not game.over else [],
    }
