"""The rules of Dance of Ibexes: plain typed Python that imports no pygame, no translation and opens no file.

Decisions in, events out: see engine.Game. The board is data (board.BoardSpec); a player's knowledge is a view
(view.PlayerView), the table everyone sees the public view (view.PublicView). The game log (game/storage) stores a
setup and its decisions and replays them exactly; telling events as sentences is game/text's.

The names below load their module on first use, so a screen that only needs COLORS does not load the
whole engine before the window's first frame.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING, Any

_MODULE_OF = {
    "BoardError": "board",
    "BoardSpec": "board",
    "RowSpec": "board",
    "Space": "board",
    "SpaceKind": "board",
    "TrackSpec": "board",
    "default_board": "board",
    "Buy": "decisions",
    "Decision": "decisions",
    "DecisionKind": "decisions",
    "IllegalDecision": "decisions",
    "Keep": "decisions",
    "Pending": "decisions",
    "Play": "decisions",
    "COLORS": "players",
    "PlayerSetup": "players",
    "HAND_LIMIT": "actions",
    "Game": "engine",
    "Position": "position",
    "SetupError": "position",
    "Bought": "events",
    "EndReason": "events",
    "Event": "events",
    "OpenRoundTriggered": "events",
    "PawnMoved": "events",
    "Played": "events",
    "MoveReason": "events",
    "redact": "events",
    "chosen_meanwhile": "events",
    "PlayerView": "view",
    "PublicView": "view",
}

__all__ = [
    "BoardError",
    "BoardSpec",
    "Bought",
    "Buy",
    "COLORS",
    "Decision",
    "DecisionKind",
    "EndReason",
    "Event",
    "Game",
    "HAND_LIMIT",
    "IllegalDecision",
    "Keep",
    "MoveReason",
    "OpenRoundTriggered",
    "PawnMoved",
    "Pending",
    "Play",
    "Played",
    "PlayerSetup",
    "PlayerView",
    "Position",
    "PublicView",
    "RowSpec",
    "SetupError",
    "Space",
    "SpaceKind",
    "TrackSpec",
    "chosen_meanwhile",
    "default_board",
    "redact",
]


def __getattr__(name: str) -> Any:
    module = _MODULE_OF.get(name)
    if module is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f".{module}", __name__), name)
    globals()[name] = value  # later look-ups skip this function
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(__all__))


if TYPE_CHECKING:
    from .actions import HAND_LIMIT
    from .board import BoardError, BoardSpec, RowSpec, Space, SpaceKind, TrackSpec, default_board
    from .decisions import Buy, Decision, DecisionKind, IllegalDecision, Keep, Pending, Play
    from .engine import Game
    from .events import (
        Bought,
        EndReason,
        Event,
        MoveReason,
        OpenRoundTriggered,
        PawnMoved,
        Played,
        chosen_meanwhile,
        redact,
    )
    from .players import COLORS, PlayerSetup
    from .position import Position, SetupError
    from .view import PlayerView, PublicView
