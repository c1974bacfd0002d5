"""The status line under the hand: whose turn it is and what the game waits for, on a light plate with the
acting seat's colour at its left end, shrunk to fit a long sentence."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.sprites import seat_rgb
from game.client.view.text import Face


class StatusLine(TablePart):
    """The status line."""

    def area(self) -> pygame.Rect:
        return self.layout.status_bar().box

    def draw(self, surface: pygame.Surface, status: str, color: tuple[int, int, int] | None,
             acting: int | None) -> None:
        """`status` in `color` (None: the look's ink) on its plate, the `acting` seat's colour at its left."""
        bar = self.layout.status_bar()
        box = bar.box
        if not box.w or not status:
            return
        alpha = 250 if palette.high_contrast() else 225
        surface.blit(self.art.plates.image(box.size, palette.PARCHMENT_LIGHT, alpha), box)
        if acting is not None:
            pygame.draw.rect(surface, seat_rgb(self.art.colors[acting]), bar.stripe,
                             border_top_left_radius=8, border_bottom_left_radius=8)
        size = self.text.fonts.fitting_size(status, 30, bar.text_width, smallest=16, face=Face.BOLD, step=2)
        label = self.text.render(status, size, palette.INK if color is None else color, True)
        surface.blit(label, label.get_rect(midleft=bar.text_at))
