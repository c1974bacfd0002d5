"""What the menu screens share: a list of widgets that get events, hover and drawing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.base import Host, Scene
from game.client.view.text import Fonts
from game.client.view.widgets import KeyFocus, Widget, dispatch
from game.text.i18n import generation


class MenuScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self._base: pygame.Surface | None = None
        self._base_key: object = None
        self.key_focus = KeyFocus()  # Tab and the arrows move over the buttons, Space or Enter clicks

    def base_layer(self, key: object, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """What does not change while the screen shows (backdrop, cards, headings), painted once per `key`:
        a frame blits it, then draws only what moves or lights up."""
        size = self.app.canvas_size
        key = (key, generation())  # its headings are in the current language: a change of language repaints
        if self._base is None or self._base_key != key or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            paint(self._base)
            self._base_key = key
        return self._base

    @property
    def fonts(self) -> Fonts:
        return self.app.fonts

    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.key_focus.handle(self.widgets, event) or dispatch(self.widgets, event)

    def update(self, dt: float) -> None:
        mouse = self.app.mouse_pos()
        for widget in self.widgets:
            widget.update(dt, mouse)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.fonts)
