"""The button: a raised plate with its label, clicked by the mouse or its keys, painted once per look."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import Color, draw_focus, label_size
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.text.i18n import _

BUTTON_EDGE = 5  # a raised button's edge, below it


def button_style(style: str) -> tuple[Color, Color, Color]:
    """A style's fill, edge (its shadow below) and text, in the look in force ("secondary" for an unknown one)."""
    styles = {
        "primary": (pal.OCHRE_RED, pal.shade(pal.OCHRE_RED, -0.35), pal.CREAM),
        "secondary": (pal.FELT, pal.FELT_DARK, pal.CREAM),
        "light": (pal.PARCHMENT_LIGHT, pal.PARCHMENT_DARK, pal.INK),
        "gold": (pal.GOLD, pal.GOLD_DARK, pal.INK),
    }
    return styles.get(style, styles["secondary"])


class Button(Widget):
    """Clicked by a press and release of the left button inside it, or by one of its `keys`. The `label` is the
    English text (a constant marked with N_), translated where the button is drawn, so a change of language
    shows at once; a label already translated (one made with `_` and a number) is shown as it is."""

    focusable = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None],
        *,
        style: str = "secondary",
        keys: Sequence[int] = (),
        size: int = 34,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.keys = tuple(keys)
        self.size = size
        self.tooltip = tooltip
        self.pressed = False
        # The look painted last, its image, and where its label went on it at what size.
        self._painted: tuple[tuple, pygame.Surface, pygame.Rect, int] | None = None

    def click(self) -> None:
        if self.active:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.hit(event.pos):
                self.on_click()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        # The button is painted once for each look it takes and then blitted: a frame draws many buttons.
        look = self.look()
        if self._painted is None or self._painted[0] != look:
            self._painted = (look, *self._paint(fonts))
        _look, image, label, size = self._painted
        surface.blit(image, self.rect.topleft)
        fonts.note_here(_(self.label), label.move(self.rect.topleft), size, self.rect)
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, self._radius())

    def look(self) -> tuple:
        """Everything its drawing depends on: two buttons with the same look draw the same (the label as shown, in
        the current language, so that a change of language paints the button anew)."""
        return (_(self.label), self.style, self.enabled, self.pressed, self.hover, self.size, self.rect.size,
                self.visible, self.keyboard_focus and self.active, pal.look())

    def _radius(self) -> int:
        return min(16, self.rect.h // 3)

    def _paint(self, fonts: Fonts) -> tuple[pygame.Surface, pygame.Rect, int]:
        """The button on a transparent image of its size (and its 5-pixel edge below), where its label went on it
        and at what size."""
        fill, edge, ink = button_style(self.style)
        if not self.enabled:
            fill, edge, ink = pal.STONE, pal.STONE_DARK, pal.shade(pal.STONE_DARK, -0.15)
        elif self.pressed:
            fill = pal.shade(fill, -0.12)
        elif self.hover:
            fill = pal.shade(fill, 0.14)
        image = pygame.Surface((self.rect.w, self.rect.h + BUTTON_EDGE), pygame.SRCALPHA)
        rect = pygame.Rect((0, 0), self.rect.size)
        radius = self._radius()
        depth = 0 if self.pressed or not self.enabled else BUTTON_EDGE
        body = rect.move(0, BUTTON_EDGE - depth)
        if depth:
            pygame.draw.rect(image, edge, rect.move(0, BUTTON_EDGE), border_radius=radius)
        pygame.draw.rect(image, fill, body, border_radius=radius)
        if self.hover and self.enabled:
            pygame.draw.rect(image, pal.GOLD_LIGHT, body, 3, border_radius=radius)
        elif pal.high_contrast():  # a dark outline all round: the button stands out on any ground
            pygame.draw.rect(image, pal.INK, body, pal.edge(2), border_radius=radius)
        else:
            pygame.draw.rect(image, pal.shade(edge, 0.1), body, 2, border_radius=radius)
        label = _(self.label)
        size = label_size(fonts, label, self.size, body.w)
        return image, fonts.blit(image, label, size, ink, Face.BOLD, center=body.center), size
