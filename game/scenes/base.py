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
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.app import App


class Scene:
    opaque = True  # draws the whole canvas: scenes below it need not be drawn
    blocks_input = True  # events never reach the scenes below
    blocks_update = True  # scenes below are frozen while this one is on top

    def __init__(self, app: App) -> None:
        self.app = app

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
