"""The supply and the box beside the board: a stack of face-down tiles (one layer per ten), the count over it and
the pile's name under it. A name wider than its pile (a larger text size, a longer word) may take the pair's
width, kept inside the pair; when the two names cannot stand side by side, the box's goes over its stack and the
counts stand on the stacks."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.text import Face
from game.text.i18n import _

PILES = ("supply", "box")
STACK_REACH = (16, 20)  # how far a pile's stack of tiles reaches up and left beyond its bottom tile
NUMBER_SIZE, CAPTION_SIZE = 34, 20
CAPTION_GAP = 10  # between the two names standing side by side


class Piles(TablePart):
    """The supply and the box."""

    def _own_area(self, name: str) -> pygame.Rect:
        """Its box, its highest stack, its empty outline."""
        pile = self.layout.pile(name)
        if not pile.box.w:
            return pygame.Rect(pile.box.topleft, (0, 0))
        w, h = self.layout.tile_size
        stack = pygame.Rect(0, 0, w + STACK_REACH[0], h + STACK_REACH[1])
        stack.bottomright = pile.empty.inflate(6, 6).bottomright
        return pile.box.union(stack).union(pile.empty.inflate(6, 6))

    def pair(self) -> pygame.Rect:
        """The room of both piles: a name wider than its pile may take it."""
        areas = [self._own_area(name) for name in PILES if self._own_area(name).w]
        return areas[0].unionall(areas[1:]) if areas else pygame.Rect(0, 0, 0, 0)

    def area(self, name: str) -> pygame.Rect:
        """Everything the pile `name` may draw on: its own area and its name's."""
        own = self._own_area(name)
        if not own.w:
            return own
        return own.union(self.layout_of(name)[1])

    @staticmethod
    def caption(name: str) -> str:
        return _("supply") if name == "supply" else _("box")

    def layout_of(self, name: str) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the pile's count and its name go (at the text size in force)."""
        fonts, pile, pair = self.text.fonts, self.layout.pile(name), self.pair()
        number = pygame.Rect((0, 0), fonts.size("99", NUMBER_SIZE, Face.BOLD))
        caption = pygame.Rect((0, 0), fonts.size(self.caption(name), CAPTION_SIZE))
        caption.midbottom = pile.caption_at
        caption = caption.clamp(pair)
        number.midtop = pile.number_at
        if self._crowded():  # the counts on the stacks, the box's name over its stack
            number.center = (round(self.layout.pile_point(name)[0]), round(self.layout.pile_point(name)[1]))
            if name == "box":
                caption.top = pile.box.top
        return number, caption

    def _crowded(self) -> bool:
        """Whether the two names are too wide to stand side by side under their piles."""
        pair = self.pair()
        widths = sum(self.text.fonts.size(self.caption(name), CAPTION_SIZE)[0] for name in PILES)
        return widths + CAPTION_GAP > pair.w

    def draw(self, surface: pygame.Surface, name: str, count: int) -> None:
        label = self.caption(name)
        pile = self.layout.pile(name)
        w, h = self.layout.tile_size
        stack = pile.stack(count, (w, h), self.layout.pile_point(name))
        for corner in stack:
            image = self.art.tiles.image(0, w, h, False, "" if name == "supply" else "dim")
            surface.blit(image, corner)
        if not stack:
            pygame.draw.rect(surface, palette.FELT_DARK, pile.empty, 3, border_radius=10)
        number_at, caption_at = self.layout_of(name)
        number = self.text.render(str(count), NUMBER_SIZE, palette.CREAM, True)
        caption = self.text.render(label, CAPTION_SIZE, palette.PARCHMENT)
        self.put(surface, number, number.get_rect(center=number_at.center), str(count), NUMBER_SIZE)
        self.put(surface, caption, caption.get_rect(center=caption_at.center), label, CAPTION_SIZE, self.pair())
