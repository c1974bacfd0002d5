"""The round panel: "Round 3" and chips for the round's kinds (DOUBLE, OPEN or NEXT: OPEN, HAPPY COWS)."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.text import Face, shrink_to_fit
from game.text.i18n import _


class RoundPanel(TablePart):
    """The round's panel."""

    def area(self) -> pygame.Rect:
        return self.layout.round_info().box

    def draw(self, surface: pygame.Surface, table) -> None:
        panel = self.layout.round_info()
        if not panel.box.w:
            return
        chips = []
        if table.double:
            chips.append((_("DOUBLE"), palette.SKY_HIGH))
        if table.open:
            chips.append((_("OPEN"), palette.GOLD_LIGHT))
        elif table.open_next:
            chips.append((_("NEXT: OPEN"), palette.PARCHMENT_DARK))
        if table.happy:
            chips.append((_("HAPPY COWS"), palette.GRASS_LIGHT))
        text = _("Round {round}").format(round=table.round) if table.round else _("Dealing")
        images = [(self.text.render(label, 15, palette.INK, True), color) for label, color in chips]
        title = self.text.render(text, 30, palette.INK, True)
        one_line = panel.fits_one_line(title.get_width(), [image.get_width() for image, _ in images])
        if not one_line:
            # Two lines: the round on top, its kinds below, smaller where three long words need it (Dutch).
            title = self.text.render(text, 22, palette.INK, True)
            size = self.chip_size([label for label, _ in chips], panel.box.w)
            images = [(self.text.render(label, size, palette.INK, True), color) for label, color in chips]
        surface.blit(title, panel.title(title.get_size(), one_line))
        rects = panel.chips([image.get_size() for image, _ in images], one_line)
        for (image, color), chip in zip(images, rects, strict=True):
            pygame.draw.rect(surface, color, chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, palette.INK_SOFT, chip, 1, border_radius=chip.h // 2)
            surface.blit(image, image.get_rect(center=chip.center))

    def chip_size(self, labels: list[str], width: int) -> int:
        """The size of the round's kinds on a line of their own: 13, or down to 10 until they fit `width`."""
        fonts = self.text.fonts
        return shrink_to_fit(lambda size: sum(fonts.size(label, size, Face.BOLD)[0] + 18 for label in labels) + 8,
                             13, 10, width)
