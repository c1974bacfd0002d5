"""The scene interface shared by every screen and overlay.

The app keeps a stack of scenes. Every frame it:
* passes each input event to the scenes from the top down: a scene's `handle_event` returns True when it
  consumed the event; the event goes no further down once consumed, and never below a scene whose
  `blocks_input` is True (a modal overlay);
* calls `update(dt)` on the top scene, and on the scenes below it down to the first one that
  `blocks_update` (so a pause overlay freezes the game under it, a status toast does not);
* draws from the topmost opaque scene up to the top, on the logical canvas (the map's size, 1920x1080);
  the app scales that canvas to the window with letterboxing, and maps mouse positions back, so scenes
  only ever see logical coordinates.
Push, pop and replace requested during a frame take effect between frames. `draw` never changes state.

A scene knows the app that runs it only as a `Host`: the services listed there, and nothing else.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Protocol, runtime_checkable

import pygame

from game.text.i18n import _

if TYPE_CHECKING:
    from game.board_map.loader import BoardMap
    from game.client.sound import SoundPlayer
    from game.client.view.text import Fonts
    from game.client.view.tween import Timeline
    from game.match_setup.seats import MatchConfig
    from game.storage.settings import SettingsStore


@runtime_checkable
class Host(Protocol):
    """What a scene may ask of the app that runs it (game/client/app.App is the one implementation)."""

    # ---- the stack (changes take effect between frames)
    @property
    def stack(self) -> Sequence[Scene]: ...

    def is_top(self, scene: Scene) -> bool: ...

    def push(self, scene: Scene) -> None: ...

    def pop(self) -> None: ...

    def replace(self, scene: Scene) -> None: ...

    def reset(self, scene: Scene) -> None: ...

    def quit(self) -> None: ...

    # ---- the window
    @property
    def fullscreen(self) -> bool: ...

    def toggle_fullscreen(self) -> None: ...

    # ---- other screens (game/client/scenes/routes.py makes each, with its class's parameters)
    def go_to_title(self) -> None: ...

    def start_match(self, config: MatchConfig) -> None: ...

    # ---- services
    @property
    def fonts(self) -> Fonts: ...

    @property
    def canvas_size(self) -> tuple[int, int]: ...

    def backdrop(self) -> pygame.Surface: ...

    def mouse_pos(self) -> tuple[int, int]: ...

    def make_timeline(self) -> Timeline: ...

    @property
    def board_map(self) -> BoardMap | None: ...

    @property
    def map_error(self) -> str | None: ...

    @property
    def board_path(self) -> str | Path | None: ...

    @property
    def settings(self) -> SettingsStore: ...

    @property
    def sound(self) -> SoundPlayer:
        """The sound effects (game/client/sound.py), following the settings' volume and mute."""
        ...

    @property
    def notices(self) -> Sequence[str]:
        """Sentences for the title screen about this run (a settings file that could not be used)."""
        ...

    # The setup the next "New game" starts from: the last match started or continued.
    last_match: MatchConfig | None


class Scene:
    opaque = True  # draws the whole canvas: scenes below it need not be drawn
    blocks_input = True  # events never reach the scenes below
    blocks_update = True  # scenes below are frozen while this one is on top
    confirm_quit = False  # closing the window while this scene is on the stack asks first

    def __init__(self, app: Host) -> None:
        self.app = app

    def leave_warning(self) -> str:
        """What leaving this scene does to the player's work, in one sentence (asked when `confirm_quit`)."""
        return _("Nothing is lost.")

    def enter(self) -> None:
        """Pushed onto the stack (or replaced another scene)."""

    def exit(self) -> None:
        """Popped or replaced."""

    def pause(self) -> None:
        """Another scene was pushed on top of this one."""

    def resume(self) -> None:
        """The scene on top of this one was popped."""

    def handle_event(self, event: pygame.event.Event) -> bool:
        """React to one input event (mouse positions already in logical coordinates); True if consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance by dt seconds (a fixed step)."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw on the logical canvas. Never changes state."""

    def still(self) -> bool:
        """Whether nothing on this screen moves on its own now (nothing slides, drops or fades): the window is
        then drawn less often until something happens (game/client/app.py, IDLE_FPS). By default a screen may
        move."""
        return False
