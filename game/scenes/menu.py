"""What the menu screens share: a list of widgets that get events, hover and drawing."""

from __future__ import annotations

import pygame

from game.scenes.base import Scene
from game.view.text import Fonts
from game.view.widgets import Widget, dispatch


class MenuScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []

    @property
    def fonts(self) -> Fonts:
        return self.app.fonts

    def handle_event(self, event: pygame.event.Event) -> bool:
        return dispatch(self.widgets, event)

    def update(self, dt: float) -> None:
        mouse = self.app.mouse_pos()
        for widget in self.widgets:
            widget.update(dt, mouse)

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.fonts)
