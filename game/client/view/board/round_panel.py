"""The round panel: "Round 3" and chips for the round's kinds (DOUBLE, OPEN or NEXT: OPEN, HAPPY COWS)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.text import Face, shrink_to_fit
from game.text.i18n import N_, _

# The round's kinds as chips: what each is called on the board (translated where drawn) and its colour's name (its
# colour in the look in force).
BADGES = {"double": (N_("DOUBLE"), "SKY_HIGH"), "open": (N_("OPEN"), "GOLD_LIGHT"),
          "open_next": (N_("NEXT: OPEN"), "PARCHMENT_DARK"), "happy": (N_("HAPPY COWS"), "GRASS_LIGHT")}
ROOM_MARGIN = 4


def badges_showing(table) -> list[str]:
    """The round's kinds the table shows now, in the panel's order (keys of BADGES)."""
    shown = []
    if table.double:
        shown.append("double")
    if table.open:
        shown.append("open")
    elif table.open_next:
        shown.append("open_next")
    if table.happy:
        shown.append("happy")
    return shown


@dataclass(frozen=True)
class PanelLook:
    """The round panel as drawn now: its title's image and place, and each chip's kind, label image and place."""

    title: pygame.Surface
    title_rect: pygame.Rect
    chips: tuple[tuple[str, pygame.Surface, pygame.Rect], ...]
    words: str = ""  # the title's
    sizes: tuple[int, int] = (30, 15)  # the title's and the chips' words'


class RoundPanel(TablePart):
    """The round's panel."""

    def area(self) -> pygame.Rect:
        """The panel and a margin above and below it, for the empty tops and bottoms of two lines of large words."""
        return self.layout.round_info().box.inflate(0, 2 * ROOM_MARGIN)

    def look(self, table) -> PanelLook:
        """Where the title and the chips go for the table as shown (drawing and pointing ask the same)."""
        panel = self.layout.round_info()
        kinds = badges_showing(table)
        labels = [_(BADGES[kind][0]) for kind in kinds]
        text = _("Round {round}").format(round=table.round) if table.round else _("Dealing")
        images = [self.text.render(label, 15, palette.INK, True) for label in labels]
        title = self.text.render(text, 30, palette.INK, True)
        sizes = (30, 15)
        one_line = panel.fits_one_line(title.get_width(), [image.get_width() for image in images])
        if not one_line:
            # Two lines: the round on top, its kinds below, smaller where three long words need it (Dutch).
            title = self.text.render(text, 22, palette.INK, True)
            sizes = (22, self.chip_size(labels, panel.box.w))
            images = [self.text.render(label, sizes[1], palette.INK, True) for label in labels]
        rects = panel.chips([image.get_size() for image in images], one_line)
        title_rect = panel.title(title.get_size(), one_line)
        high = max([image.get_height() for image in images], default=0)
        if not one_line and images and title_rect.bottom > rects[0].centery - high // 2:
            # Two lines too tall for the panel at a large text size: one right under the other, centred on it, the
            # words' empty margins reaching over its edge (the panel's area takes them).
            title_rect.top = panel.box.y + (panel.box.h - title_rect.h - high) // 2
            rects = [pygame.Rect(chip.x, title_rect.bottom, chip.w, high) for chip in rects]  # chips as high as words
        return PanelLook(title, title_rect, tuple(zip(kinds, images, rects, strict=True)), text, sizes)

    def draw(self, surface: pygame.Surface, table) -> None:
        if not self.layout.round_info().box.w:
            return
        look = self.look(table)
        self.put(surface, look.title, look.title_rect, look.words, look.sizes[0])
        for kind, image, chip in look.chips:
            pygame.draw.rect(surface, palette.color(BADGES[kind][1]), chip, border_radius=chip.h // 2)
            pygame.draw.rect(surface, palette.INK_SOFT, chip, 1, border_radius=chip.h // 2)
            self.put(surface, image, image.get_rect(center=chip.center), _(BADGES[kind][0]), look.sizes[1])

    def chip_size(self, labels: list[str], width: int) -> int:
        """The size of the round's kinds on a line of their own: 13, or down to 10 until they fit `width`."""
        fonts = self.text.fonts
        return shrink_to_fit(lambda size: sum(fonts.size(label, size, Face.BOLD)[0] + 18 for label in labels) + 8,
                             13, 10, width)
