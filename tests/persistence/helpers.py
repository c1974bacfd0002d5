"""Shared by the persistence tests: bot games written as saves, and a game's state as plain data."""

from __future__ import annotations

from pathlib import Path

from game.bots import make_bot
from game.match_config import BOT, MatchConfig, SeatConfig
from game.rules import COLORS, Game, PlayerSetup, default_board
from game.saves import Autosave


def bot_config(players: int = 3, level: str = "random") -> MatchConfig:
    return MatchConfig(tuple(SeatConfig(f"Bot {i + 1}", COLORS[i], BOT, level) for i in range(players)))


def new_game(config: MatchConfig, seed: int) -> Game:
    return Game.new(default_board(), [PlayerSetup(s.name, s.color) for s in config.seats], seed)


def play_saved(saves: Path, config: MatchConfig, seed: int, decisions: int | None = None) -> tuple[Game, Path]:
    """Play a bot game with autosave, stopping after `decisions` decisions (None: to the end)."""
    game = new_game(config, seed)
    autosave = Autosave.start(game, config, saves, sync=False)
    path = autosave.path
    assert path is not None, autosave.problem
    bots = [make_bot(seat.level, seed * 16 + number) for number, seat in enumerate(config.seats)]
    taken = 0
    while not game.over and (decisions is None or taken < decisions):
        (pending,) = game.pending()
        decision = bots[pending.seat].decide(game.view(pending.seat))
        autosave.record(decision, game.apply(decision))
        taken += 1
    autosave.close()
    return game, path


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
        "random": repr(game.rng.getstate()),
        "pending": [(p.seat, p.kind.value) for p in game.pending()],
        "over": game.over,
        "legal": sorted(repr(d) for d in game.legal()) if not game.over else [],
    }
