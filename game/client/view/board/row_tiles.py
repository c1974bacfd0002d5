"""The tiles on the table that are not flying: those lying still in the rows, each with a small mark of whoever
placed it, and the played tiles' owners in the reveal area (a bar of their colour under each tile)."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.sprites import TileSprite, seat_rgb
from game.text.i18n import _

PLACED_IMAGES_KEPT = 400  # row tiles with a placer's mark: a board's worth several times over


def rests_in_row(sprite: TileSprite, table) -> bool:
    """Whether a tile sprite lies still in a row, face up and whole (so it can be kept on the table layer)."""
    return (sprite.layer == 0 and sprite.visible and sprite.tile in table.placer and sprite.showing_face()
            and not sprite.flip and sprite.alpha == 255)


def placed_rect(sprite: TileSprite) -> pygame.Rect:
    """Where a tile lying in a row is drawn."""
    w, h = round(sprite.w), round(sprite.h)
    return pygame.Rect(int(sprite.x - w / 2), int(sprite.y - h / 2 - sprite.lift), w, h)


class RowTiles(TablePart):
    """Draws the tiles lying in the rows and the reveal area's owner marks."""

    def __init__(self, art: TableArt) -> None:
        super().__init__(art)
        self._images: dict[tuple, pygame.Surface] = {}  # row tiles with their placer's mark

    def draw_placed(self, surface: pygame.Surface, sprite: TileSprite, seat: int) -> None:
        """A tile lying in a row, with a small mark of the colour and symbol of whoever placed it in its corner:
        one cached image per tile, size and placer, so a frame blits each row tile once."""
        w, h = round(sprite.w), round(sprite.h)
        key = (sprite.tile, w, h, sprite.style, self.art.colors[seat], palette.look())
        image = self._images.get(key)
        if image is None:
            image = self.art.tiles.image(sprite.tile, w, h, True, sprite.style).copy()
            center, size = self.layout.placer_offset((w, h))
            mark = self.art.marks.image(self.art.colors[seat], size)
            image.blit(mark, mark.get_rect(center=center))
            if len(self._images) >= PLACED_IMAGES_KEPT:  # forget the oldest, never all at once
                del self._images[next(iter(self._images))]
            self._images[key] = image
        surface.blit(image, (int(sprite.x - w / 2), int(sprite.y - h / 2 - sprite.lift)))

    def draw_reveal_marks(self, surface: pygame.Surface, table) -> None:
        """A bar in the player's colour under each played tile: whose tile it is (or, while there is none, a
        caption saying what the area is for)."""
        if not table.reveal:
            box = self.layout.anchor("reveal")
            caption = self.text.render(_("played tiles are laid out here"), 20, palette.FELT_LIGHT)
            self.put(surface, caption, caption.get_rect(center=box.center), _("played tiles are laid out here"), 20)
        for tile, seat in table.reveal_owner.items():
            sprite = table.sprites.get(tile)
            if sprite is None or sprite.layer > 0 or tile not in table.reveal:
                continue
            bar = self.layout.reveal_mark((sprite.x, sprite.y))
            pygame.draw.rect(surface, seat_rgb(self.art.colors[seat]), bar, border_radius=3)
            center, size = self.layout.reveal_symbol(bar)
            mark = self.art.marks.image(self.art.colors[seat], size)
            surface.blit(mark, mark.get_rect(center=center))
