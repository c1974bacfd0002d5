"""Which scene class shows each screen: the one table, and the one place its modules are imported.

Scenes never import each other to open a screen, and the app never imports a screen's module itself: both
ask for a `Screen`, and the module behind it is imported here on first use. That keeps the app and the
scenes free of an import cycle, and keeps the play screen and the rules engine off the first frame (the
title is all the first frame needs; `python bench/startup.py` watches this).
"""

from __future__ import annotations

from enum import Enum
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import pygame

    from game.client.scenes.base import Host, Scene
    from game.client.scenes.saved_games import SavedGamesPanel


class Screen(Enum):
    """Every screen and overlay another part of the game may open, by the module and class that show it."""

    TITLE = ("game.client.scenes.title", "TitleScene")
    SETUP = ("game.client.scenes.setup", "SetupScene")
    RULES = ("game.client.scenes.rules_help", "RulesHelpScene")
    PLAY = ("game.client.scenes.play", "PlayScene")
    GUIDED = ("game.client.scenes.guided_game", "GuidedGameScene")  # the guided first game, lesson by lesson
    JOIN = ("game.client.scenes.join", "JoinScene")  # phones join before a match with phone seats begins
    PHONE_CODES = ("game.client.scenes.phone_codes", "PhoneCodesScene")  # the phone seats' codes, from the menu
    PAUSE = ("game.client.scenes.pause", "PauseScene")
    CONFIRM = ("game.client.scenes.confirm", "ConfirmScene")
    RESULTS = ("game.client.scenes.results", "ResultsScene")
    REPLAY = ("game.client.scenes.replay_viewer", "ReplayViewer")
    SETTINGS = ("game.client.scenes.settings_screen", "SettingsScene")
    STATS = ("game.client.scenes.statistics_screen", "StatisticsScene")


# The title's saved-games panel is a widget, not a screen, but it reads the saves (and so the rules) and
# must stay off the first frame just the same.
_SAVED_GAMES = ("game.client.scenes.saved_games", "SavedGamesPanel")


def _load(module: str, name: str) -> Any:
    return getattr(import_module(module), name)


def scene_class(screen: Screen) -> type[Scene]:
    """The class that shows `screen` (its module is imported now if it was not yet)."""
    return _load(*screen.value)


def make_scene(screen: Screen, host: Host, *args: Any, **kwargs: Any) -> Scene:
    """A new scene for `screen`; `args` and `kwargs` are what that scene class takes after its host."""
    return scene_class(screen)(host, *args, **kwargs)


def saved_games_panel(host: Host, rect: pygame.Rect) -> SavedGamesPanel:
    """The title's "Continue" and list of saved games (game/client/scenes/saved_games.py)."""
    return _load(*_SAVED_GAMES)(host, rect)
