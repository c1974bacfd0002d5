"""The rules of Dance of Ibexes: a pure Python engine that never imports pygame.

Decisions in, events out: see engine.Game. The board is data (board.BoardSpec); a player's knowledge is
a view (view.PlayerView); a game log (log) stores a setup and its decisions and replays them exactly.
"""

from .board import BoardError, BoardSpec, RowSpec, Space, SpaceKind, TrackSpec, default_board
from .decisions import Buy, Decision, DecisionKind, IllegalDecision, Keep, Pending, Play
from .engine import COLORS, HAND_LIMIT, Game, PlayerSetup, Position, Preview, SetupError
from .events import Event, redact
from .view import PlayerView

__all__ = [
    "COLORS",
    "HAND_LIMIT",
    "BoardError",
    "BoardSpec",
    "Buy",
    "Decision",
    "DecisionKind",
    "Event",
    "Game",
    "IllegalDecision",
    "Keep",
    "Pending",
    "Play",
    "PlayerSetup",
    "PlayerView",
    "Position",
    "Preview",
    "RowSpec",
    "SetupError",
    "Space",
    "SpaceKind",
    "TrackSpec",
    "default_board",
    "redact",
]
