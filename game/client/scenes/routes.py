"""How one screen opens another: a typed function per screen, and the one place screens' modules are imported.

Scenes never import each other to open a screen, and the app never imports a screen's module itself: they call
the function here for that screen (`confirm_scene(host, ...)`), which imports the module on first use and makes
the scene with its class's own parameters, so a wrong argument is a type error where the screen is opened. That
keeps the app and the scenes free of an import cycle, and keeps the play screen and the rules engine off the
first frame (the title is all the first frame needs; `python bench/startup.py` watches this). `Screen` names
each screen's class, for asking which screens are on the stack.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from enum import Enum
from importlib import import_module
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.text.i18n import N_

if TYPE_CHECKING:
    import pygame

    from game.client.scenes.base import Host, Scene
    from game.client.scenes.confirm import ConfirmScene
    from game.client.scenes.guided_game import GuidedGameScene
    from game.client.scenes.join import JoinScene
    from game.client.scenes.join_table import JoinTableScene
    from game.client.scenes.joined_play import JoinedPlayScene
    from game.client.scenes.pause import PauseScene
    from game.client.scenes.phone_codes import PhoneCodesScene
    from game.client.scenes.play import PlayScene
    from game.client.scenes.replay_viewer import ReplayViewer
    from game.client.scenes.results import ResultsScene
    from game.client.scenes.rules_help import RulesHelpScene
    from game.client.scenes.saved_games import SavedGamesPanel
    from game.client.scenes.settings_screen import SettingsScene
    from game.client.scenes.setup import SetupScene
    from game.client.scenes.statistics_screen import StatisticsScene
    from game.client.scenes.title import TitleScene
    from game.joining.remote_match import RemoteMatch
    from game.match_setup.seats import MatchConfig
    from game.phones.table import PhoneTable
    from game.rules.board import TrackSpec
    from game.rules.events import EndReason
    from game.rules.match_stats import MatchStats
    from game.session.bot_seats import BotRunner
    from game.session.runner import Match
    from game.storage.game_log import GameLog
    from game.storage.guided_progress import GuidedProgress
    from game.storage.saves import LoadedSave
    from game.storage.statistics import StatisticsStore


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


def _load(module: str, name: str) -> Any:
    return getattr(import_module(module), name)


def scene_class(screen: Screen) -> type[Scene]:
    """The class that shows `screen` (its module is imported now if it was not yet)."""
    return _load(*screen.value)


# Each function imports its screen's module inside it, on first use; its parameters are its class's own (a
# test compares them), and the type checker checks the call to the class against them.

def title_scene(host: Host) -> TitleScene:
    from game.client.scenes.title import TitleScene

    return TitleScene(host)


def setup_scene(host: Host, config: MatchConfig | None = None) -> SetupScene:
    from game.client.scenes.setup import SetupScene

    return SetupScene(host, config)


def rules_scene(host: Host, page: int = 0) -> RulesHelpScene:
    from game.client.scenes.rules_help import RulesHelpScene

    return RulesHelpScene(host, page)


def play_scene(host: Host, config: MatchConfig, match: Match | None = None,
               phones: PhoneTable | None = None) -> PlayScene:
    from game.client.scenes.play import PlayScene

    return PlayScene(host, config, match, phones)


def play_bots() -> BotRunner:
    """Bots that think as the play screen's do, for a match resumed to be shown there (tests: in-process)."""
    from game.client.scenes.play import PlayScene

    return PlayScene.bot_runner()


def guided_scene(host: Host, progress: GuidedProgress | None = None, notice: str | None = None) -> GuidedGameScene:
    from game.client.scenes.guided_game import GuidedGameScene

    return GuidedGameScene(host, progress, notice)


def join_scene(host: Host, config: MatchConfig, loaded: LoadedSave | None = None) -> JoinScene:
    from game.client.scenes.join import JoinScene

    return JoinScene(host, config, loaded)


def join_table_scene(host: Host, address: str = "") -> JoinTableScene:
    from game.client.scenes.join_table import JoinTableScene

    return JoinTableScene(host, address)


def joined_play_scene(host: Host, match: RemoteMatch) -> JoinedPlayScene:
    from game.client.scenes.joined_play import JoinedPlayScene

    return JoinedPlayScene(host, match)


def phone_codes_scene(host: Host, config: MatchConfig, phones: PhoneTable) -> PhoneCodesScene:
    from game.client.scenes.phone_codes import PhoneCodesScene

    return PhoneCodesScene(host, config, phones)


def pause_scene(host: Host, match_config: MatchConfig | None = None, phones: PhoneTable | None = None,
                restart: bool = True) -> PauseScene:
    from game.client.scenes.pause import PauseScene

    return PauseScene(host, match_config, phones, restart)


def confirm_scene(host: Host, title: str, message: str, confirm_label: str, on_confirm: Callable[[], None],
                  cancel_label: str = N_("Cancel"), tag: str | None = None) -> ConfirmScene:
    from game.client.scenes.confirm import ConfirmScene

    return ConfirmScene(host, title, message, confirm_label, on_confirm, cancel_label, tag)


def results_scene(host: Host, match_config: MatchConfig, positions: Sequence[int], places: Sequence[int],
                  reason: EndReason, dung_heap: int, stats: MatchStats | None = None,
                  track: TrackSpec | None = None, again: bool = True) -> ResultsScene:
    from game.client.scenes.results import ResultsScene

    return ResultsScene(host, match_config, positions, places, reason, dung_heap, stats, track, again)


def replay_scene(host: Host, log: GameLog, title: str, on_close: Callable[[], None] | None = None) -> ReplayViewer:
    from game.client.scenes.replay_viewer import ReplayViewer

    return ReplayViewer(host, log, title, on_close)


def settings_scene(host: Host) -> SettingsScene:
    from game.client.scenes.settings_screen import SettingsScene

    return SettingsScene(host)


def statistics_scene(host: Host, store: StatisticsStore | None = None) -> StatisticsScene:
    from game.client.scenes.statistics_screen import StatisticsScene

    return StatisticsScene(host, store)


def saved_games_panel(host: Host, rect: pygame.Rect | tuple[int, int, int, int],
                      saves: Path | None = None) -> SavedGamesPanel:
    """The title's "Continue" and list of saved games: a widget, not a screen, but it reads the saves (and so
    the rules) and must stay off the first frame just the same."""
    from game.client.scenes.saved_games import SavedGamesPanel

    return SavedGamesPanel(host, rect, saves)
