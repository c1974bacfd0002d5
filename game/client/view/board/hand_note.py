"""A note over the shown hand's tray, in gold, over the words saying whose hand it is: the open round's warning
that the player's tile will lie face up before the players who act after them."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.text import Face


class HandNote(TablePart):
    """The note over the tray."""

    def draw(self, surface: pygame.Surface, text: str) -> None:
        box = self.layout.hand_note()
        if not text or box.w < 40:
            return
        fonts = self.text.fonts
        room = box.w - 20
        size = fonts.fitting_size(text, 19, room, smallest=15, face=Face.BOLD)
        lines = [text] if fonts.size(text, size, Face.BOLD)[0] <= room else fonts.wrap(text, 15, room, Face.BOLD)[:2]
        size = size if len(lines) == 1 else 15
        pygame.draw.rect(surface, palette.GOLD_LIGHT, box, border_radius=10)
        pygame.draw.rect(surface, palette.OCHRE_RED, box, 2, border_radius=10)
        height = sum(fonts.size(line, size, Face.BOLD)[1] for line in lines)
        y = box.centery - height // 2
        for line in lines:
            image = self.text.render(line, size, palette.INK, True)
            self.put(surface, image, image.get_rect(midtop=(box.centerx, y)), line, size, box)
            y += image.get_height()
