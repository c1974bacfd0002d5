"""The passing notice: a short sentence ("Sound off (M)") shown over every scene for a moment, then gone."""

from __future__ import annotations

import pygame

from game.client.view import palette as pal
from game.client.view.text import Fonts
from game.text.i18n import _

NOTICE_SECONDS = 1.6  # how long a passing notice stays


class PassingNotice:
    """At most one notice at a time; a new one replaces the one showing."""

    def __init__(self) -> None:
        self._shown: tuple[str, float] | None = None  # the text (marked with N_), and its seconds left

    @property
    def text(self) -> str | None:
        return self._shown[0] if self._shown is not None else None

    def show(self, text: str) -> None:
        """Show `text` (marked with N_: translated when drawn) for NOTICE_SECONDS."""
        self._shown = (text, NOTICE_SECONDS)

    def update(self, dt: float) -> None:
        if self._shown is not None:
            text, left = self._shown
            self._shown = (text, left - dt) if left > dt else None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if self._shown is None:
            return
        from game.client.view.drawing import draw_panel

        text = _(self._shown[0])
        box = pygame.Rect((0, 0), fonts.size(text, 30)).inflate(56, 28)
        box.midtop = (surface.get_width() // 2, 36)
        draw_panel(surface, box, pal.PARCHMENT_LIGHT, pal.WOOD_LIGHT, radius=16, shadow=6)
        fonts.blit(surface, text, 30, pal.INK, center=box.center)
