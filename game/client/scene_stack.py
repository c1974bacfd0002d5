"""The stack of scenes a window shows: pushed, popped and replaced between frames, events offered down it, updates
and drawing as each scene says (game/client/scenes/base.py).

A change asked for during a frame waits in order and happens when the app applies it (`apply_pending`), so a
scene never leaves the stack in the middle of handling an event. An event is offered from the top scene down and
stops at the first that uses it or blocks input; updates stop below a scene that blocks them; a frame draws from
the topmost opaque scene up.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Scene
from game.client.scenes.routes import Screen


class SceneStack:
    """The scenes, bottom first."""

    def __init__(self) -> None:
        self.scenes: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self.modal_requested = False  # a scene that blocks input was asked for since this was last cleared

    @property
    def top(self) -> Scene | None:
        return self.scenes[-1] if self.scenes else None

    @property
    def pending(self) -> int:
        """How many changes wait for the frame's end."""
        return len(self._pending)

    def is_top(self, scene: Scene) -> bool:
        """`scene` is on top and no stack change waits for the frame's end (so nothing covers it yet)."""
        return not self._pending and self.top is scene

    def push(self, scene: Scene) -> None:
        if scene.blocks_input:
            self.modal_requested = True

        def do() -> None:
            if self.scenes:
                self.scenes[-1].pause()
            self.scenes.append(scene)
            scene.enter()

        self._pending.append(do)

    def pop(self) -> None:
        def do() -> None:
            if not self.scenes:
                return
            self.scenes.pop().exit()
            if self.scenes:
                self.scenes[-1].resume()

        self._pending.append(do)

    def replace(self, scene: Scene) -> None:
        def do() -> None:
            if self.scenes:
                self.scenes.pop().exit()
            self.scenes.append(scene)
            scene.enter()

        self._pending.append(do)

    def reset(self, scene: Scene) -> None:
        """Leave every scene (top first) and start over with `scene` alone."""

        def do() -> None:
            self.leave_all()
            self.scenes.append(scene)
            scene.enter()

        self._pending.append(do)

    def pop_to(self, screen: Screen, make: Callable[[], Scene]) -> None:
        """Pop every scene above the topmost scene of `screen`; if there is none, start over with `make()`."""

        def do() -> None:
            kind = routes.scene_class(screen)
            if not any(isinstance(s, kind) for s in self.scenes):
                self.leave_all()
                fresh = make()
                self.scenes.append(fresh)
                fresh.enter()
                return
            if isinstance(self.scenes[-1], kind):
                return
            while not isinstance(self.scenes[-1], kind):
                self.scenes.pop().exit()
            self.scenes[-1].resume()

        self._pending.append(do)

    def leave_all(self) -> None:
        """Every scene leaves, top first."""
        while self.scenes:
            self.scenes.pop().exit()

    def apply_pending(self) -> None:
        # Scenes may request more changes while entering/leaving: those run in the same pass, in order.
        while self._pending:
            batch, self._pending = self._pending, []
            for change in batch:
                change()

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Offer an event down the stack: stops at the first scene that consumes it or blocks input."""
        for scene in reversed(self.scenes):
            if scene.handle_event(event):
                return True
            if scene.blocks_input:
                return False
        return False

    def update(self, dt: float) -> None:
        """Update the scenes from the top down, stopping below one that blocks updates."""
        for scene in reversed(list(self.scenes)):
            scene.update(dt)
            if scene.blocks_update:
                break

    def drawn(self) -> list[Scene]:
        """The scenes a frame draws, bottom first: from the topmost opaque one up."""
        for i in range(len(self.scenes) - 1, -1, -1):
            if self.scenes[i].opaque:
                return self.scenes[i:]
        return list(self.scenes)
