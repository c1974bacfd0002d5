"""The log panel: the game's latest sentences, newest at the bottom in bold, only whole entries."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.text import Face


class LogPanel(TablePart):
    """The log panel of the table."""

    def area(self) -> pygame.Rect:
        return self.layout.log_panel().box

    def draw(self, surface: pygame.Surface, lines: tuple[str, ...]) -> None:
        panel = self.layout.log_panel()
        if not panel.box.w or not lines:
            return
        y = panel.bottom
        for index, line in enumerate(reversed(lines)):
            bold = index == 0
            parts = self.text.fonts.wrap(line, 17, panel.wrap_width, Face.BOLD if bold else Face.REGULAR)
            images = [self.text.render(p, 17, palette.INK if bold else palette.INK_SOFT, bold) for p in parts]
            height = sum(i.get_height() + panel.line_gap for i in images)
            if y - height < panel.top:
                return  # only whole entries: a cut sentence reads as nonsense
            y -= height
            for offset, image in enumerate(images):
                surface.blit(image, (panel.text_x, y + offset * (image.get_height() + panel.line_gap)))
            y -= panel.entry_gap
