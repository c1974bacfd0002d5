"""What passes over the table and fades: points floating up from where they were scored, and a banner ("Round 3",
"Anja completes row 5") on a dark plate over the reveal area."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.sprites import FloatText


class Passing(TablePart):
    """Floating points and banners."""

    def draw_float(self, surface: pygame.Surface, text: FloatText) -> None:
        k = min(1.0, text.age / text.life)
        image = self.text.render(text.text, text.size, text.color, True)
        outline = self.text.render(text.text, text.size, (20, 16, 12), True)
        alpha = 255 if k < 0.6 else round(255 * (1 - (k - 0.6) / 0.4))
        y = text.y - 70 * (1 - (1 - k) ** 2)
        rect = image.get_rect(center=(text.x, y))
        for dx, dy in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
            outline.set_alpha(alpha)
            surface.blit(outline, rect.move(dx, dy))
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(255)
        outline.set_alpha(255)

    def draw_banner(self, surface: pygame.Surface, text: str, alpha: float) -> None:
        image = self.text.render(text, 44, palette.CREAM, True)
        plate = self.layout.banner_plate(image.get_size())
        # One plate per size, faded as a whole: a new plate for every step of the fade would be painted anew.
        veil = self.art.plates.image(plate.size, (24, 30, 20), 200)
        veil.set_alpha(round(255 * alpha))
        surface.blit(veil, plate)
        veil.set_alpha(255)
        image.set_alpha(round(255 * alpha))
        surface.blit(image, image.get_rect(center=plate.center))
        image.set_alpha(255)
