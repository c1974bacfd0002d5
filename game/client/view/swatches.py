"""The pawn colours to choose from, in a row, another seat's colour drawn small."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import draw_focus
from game.client.view.text import Fonts
from game.client.view.widgets import Widget


class ColorSwatches(Widget):
    """The eight pawn colours in a row. `owner(color)` says which other seat has a colour (drawn small). With the
    keyboard focus on it, Left and Right pick the colour beside (Space or Enter the next one)."""

    focusable = True
    takes_left_right = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        colors: Sequence[str],
        value: str,
        on_pick: Callable[[str], None],
        taken: Callable[[str], bool] = lambda color: False,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.tooltip = tooltip  # what the colours are for (N_), shown while the mouse or the focus is on them
        self.colors = list(colors)
        self.value = value
        self.on_pick = on_pick
        self.taken = taken
        self.hover_color: str | None = None

    def swatch(self, index: int) -> pygame.Rect:
        n = max(1, len(self.colors))
        step = self.rect.w / n
        size = min(int(step) - 6, self.rect.h)
        cx = round(self.rect.x + step * (index + 0.5))
        return pygame.Rect(cx - size // 2, self.rect.centery - size // 2, size, size)

    def step(self, direction: int) -> None:
        index = self.colors.index(self.value) if self.value in self.colors else 0
        color = self.colors[(index + direction) % len(self.colors)]
        if color != self.value:
            self.on_pick(color)

    def click(self) -> None:
        self.step(1)

    def color_at(self, pos: Any) -> str | None:
        if not self.hit(pos):
            return None
        for i, color in enumerate(self.colors):
            if self.swatch(i).inflate(6, 6).collidepoint(pos):
                return color
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_color = self.color_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            color = self.color_at(event.pos)
            if color is None:
                return False
            if color != self.value:
                self.on_pick(color)
            return True
        return False

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self.hover_color = self.color_at(mouse) if self.active else None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, 12)
        for i, color in enumerate(self.colors):
            box = self.swatch(i)
            radius = box.w // 2
            rgb = pal.player_rgb(color)
            if color == self.value:
                pygame.draw.circle(surface, pal.GOLD, box.center, radius + 2)
                pygame.draw.circle(surface, pal.INK, box.center, radius - 3)
                pygame.draw.circle(surface, rgb, box.center, radius - 6)
            elif self.taken(color):
                # Someone else's colour: small, still clickable (the two seats swap colours).
                pygame.draw.circle(surface, pal.shade(rgb, -0.3), box.center, radius // 2)
                pygame.draw.circle(surface, rgb, box.center, radius // 2 - 2)
            else:
                pygame.draw.circle(surface, pal.shade(rgb, -0.35), box.center, radius - 4)
                pygame.draw.circle(surface, rgb, box.center, radius - 7)
            if color == self.hover_color and color != self.value:
                pygame.draw.circle(surface, pal.GOLD_LIGHT, box.center, radius, 3)
