"""The supply and the box beside the board: a stack of face-down tiles (one layer per ten), the count and the
pile's name."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.text.i18n import _

PILES = ("supply", "box")
STACK_REACH = (16, 20)  # how far a pile's stack of tiles reaches up and left beyond its bottom tile


class Piles(TablePart):
    """The supply and the box."""

    def area(self, name: str) -> pygame.Rect:
        """Everything the pile `name` may draw on: its box, its highest stack, its empty outline."""
        pile = self.layout.pile(name)
        if not pile.box.w:
            return pygame.Rect(pile.box.topleft, (0, 0))
        w, h = self.layout.tile_size
        stack = pygame.Rect(0, 0, w + STACK_REACH[0], h + STACK_REACH[1])
        stack.bottomright = pile.empty.inflate(6, 6).bottomright
        return pile.box.union(stack).union(pile.empty.inflate(6, 6))

    def draw(self, surface: pygame.Surface, name: str, count: int) -> None:
        label = _("supply") if name == "supply" else _("box")
        pile = self.layout.pile(name)
        w, h = self.layout.tile_size
        stack = pile.stack(count, (w, h), self.layout.pile_point(name))
        for corner in stack:
            image = self.art.tiles.image(0, w, h, False, "" if name == "supply" else "dim")
            surface.blit(image, corner)
        if not stack:
            pygame.draw.rect(surface, palette.FELT_DARK, pile.empty, 3, border_radius=10)
        number = self.text.render(str(count), 34, palette.CREAM, True)
        caption = self.text.render(label, 20, palette.PARCHMENT)
        self.put(surface, number, number.get_rect(midtop=pile.number_at), str(count), 34)
        self.put(surface, caption, caption.get_rect(midtop=pile.caption_at), label, 20)
