"""What passes over the table and fades: points floating up from where they were scored, a banner ("Round 3",
"Anja completes row 5") on a dark plate over the reveal area, and the name of the player whose tile is being
placed, on a plate of their colour over the tile."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.sprites import FloatText, TileSprite, readable_on, seat_rgb
from game.client.view.text import shortened
from game.text.narrate import shown_name

NAME_TAG_LETTERS = 12  # a longer name is cut with an ellipsis


class Passing(TablePart):
    """Floating points and banners."""

    def draw_float(self, surface: pygame.Surface, text: FloatText) -> None:
        k = min(1.0, text.age / text.life)
        image = self.text.render(text.text, text.size, text.color, True)
        outline = self.text.render(text.text, text.size, (20, 16, 12), True)
        alpha = 255 if k < 0.6 else round(255 * (1 - (k - 0.6) / 0.4))
        y = text.y - text.rise * (1 - (1 - k) ** 2)
        # Whole on the table, however near its edge the points were scored ("6 free tiles" by a seat panel).
        rect = image.get_rect(center=(text.x, y)).clamp(self.layout.canvas.inflate(-8, -8))
        for dx, dy in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
            outline.set_alpha(alpha)
            surface.blit(outline, rect.move(dx, dy))
        image.set_alpha(alpha)
        surface.blit(image, rect)
        image.set_alpha(255)
        outline.set_alpha(255)

    def draw_banner(self, surface: pygame.Surface, text: str, alpha: float, row: int | None = None) -> None:
        """A banner over the reveal tray, or over `row` when it is about one (a row taken)."""
        image = self.text.render(text, 44 if row is None else 34, palette.CREAM, True)
        plate = self.layout.banner_plate(image.get_size(), row)
        # One plate per size, faded as a whole: a new plate for every step of the fade would be painted anew.
        veil = self.art.plates.image(plate.size, (24, 30, 20), 200)
        veil.set_alpha(round(255 * alpha))
        surface.blit(veil, plate)
        veil.set_alpha(255)
        image.set_alpha(round(255 * alpha))
        surface.blit(image, image.get_rect(center=plate.center))
        image.set_alpha(255)

    def draw_name_tag(self, surface: pygame.Surface, sprite: TileSprite, name: str, color: str) -> None:
        """`name` on a plate of the seat's `color`, just over the tile `sprite` (wherever it is on its way)."""
        rgb = seat_rgb(color)
        image = self.text.render(shortened(shown_name(name), NAME_TAG_LETTERS), 20, readable_on(rgb), True)
        plate = image.get_rect().inflate(16, 6)
        plate.midbottom = (round(sprite.x), round(sprite.y - sprite.h / 2 - sprite.lift - 4))
        pygame.draw.rect(surface, (20, 16, 12), plate.move(2, 2), border_radius=8)
        pygame.draw.rect(surface, rgb, plate, border_radius=8)
        surface.blit(image, image.get_rect(center=plate.center))
