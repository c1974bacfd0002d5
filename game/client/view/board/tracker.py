"""The tile tracker over the rows (T): every tile of the game in a grid, coloured by where the seat's own view
knows it to be (game/rules/tracker.py), a mark of whose it is on kept and face-up tiles, and a legend with the
counts and who is who. Its image is kept; when the tracker changes, only the cells whose tile moved and the
legend's counts are painted again, so no frame repaints the whole grid."""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.panel_places import TrackerPanel
from game.client.view.sprites import GOLD, readable_on
from game.client.view.text import Face, least_text, shortened
from game.text.i18n import _, generation
from game.text.narrate import shown_name

if TYPE_CHECKING:
    from game.rules.tracker import Tracker

GROUND = (24, 30, 22)  # the tracker's panel
LEGEND_NAME_LETTERS = 12
LEGEND_SIZE = 20


def looks() -> dict:
    """Each place a tile can be: its cell's colour and the legend's words."""
    from game.rules.tracker import TileWhere  # the rules' names for the places a tile can be

    return {
        TileWhere.BOARD: (palette.PARCHMENT_LIGHT, _("on the board")),
        TileWhere.BOXED: (palette.STONE_DARK, _("seen going to the box")),
        TileWhere.KEPT: (palette.SKY_HIGH, _("kept from a row (mark: who)")),
        TileWhere.FACE_UP: (palette.GOLD_LIGHT, _("played face up this round")),
        TileWhere.OFFERED: (palette.GRASS_LIGHT, _("a completed row, being kept")),
        TileWhere.MINE: (palette.OCHRE_RED, _("yours")),
        TileWhere.UNKNOWN: (palette.FELT_DARK, _("not known to you")),
    }


class TrackerView(TablePart):
    def __init__(self, art: TableArt, names: tuple[str, ...]) -> None:
        super().__init__(art)
        self.names = names
        self._drawn: tuple[Tracker, pygame.Surface] | None = None  # the tracker drawn last, and its image
        self._language = (generation(), palette.look(), least_text())  # the language and look its image is drawn in
        # The texts on its image, by what they say (the title, a cell, a legend's line): their words, place on the
        # canvas and size, noted each time the image is drawn on the table (`_note`).
        self._texts: dict[object, tuple[str, pygame.Rect, int]] = {}

    def area(self) -> pygame.Rect:
        return self.layout.tracker_panel().box

    def panel(self) -> TrackerPanel:
        """The map's panel, its legend as wide as its words need on one line at the text size in force (at most
        half the panel) and its lines as far apart as they are tall."""
        panel = self.layout.tracker_panel()
        fonts = self.text.fonts
        words = max(fonts.size(f"99  {text}", LEGEND_SIZE, Face.BOLD)[0] for _fill, text in looks().values())
        swatch = panel.line_step - 14
        width = min(panel.box.w // 2, max(panel.legend_w, words + swatch + 10 + 16 + 8))
        step = max(panel.line_step, fonts.font(LEGEND_SIZE, Face.BOLD).get_linesize() + 6)
        return replace(panel, legend_w=width, line_step=step)

    def draw(self, surface: pygame.Surface, tracker: Tracker) -> None:
        panel = self.panel()
        drawn = self._drawn
        language = (generation(), palette.look(), least_text())
        if drawn is None or drawn[0].seat != tracker.seat or self._language != language:
            drawn = self._drawn = (tracker, self._render(panel, tracker))
            self._language = language
        elif drawn[0] is not tracker and drawn[0] != tracker:
            old, image = drawn
            for before, now in zip(old.tiles, tracker.tiles, strict=True):
                if before != now:
                    self._paint_cell(image, panel, now)
            self._paint_counts(image, panel, tracker)
            self._drawn = (tracker, image)
        surface.blit(drawn[1], panel.box)
        for text, rect, size in self._texts.values():
            self.text.fonts.note_here(text, rect, size)

    def _write(self, image: pygame.Surface, panel, key: object, text: str, size: int, bold: bool,
               color: tuple[int, int, int], **anchor: tuple[int, int]) -> None:
        """`text` written on the tracker's `image`, placed by `anchor` (in the image), and kept as `key`'s."""
        label = self.text.render(text, size, color, bold)
        rect = image.blit(label, label.get_rect(**anchor))
        self._texts[key] = (text, rect.move(panel.box.topleft), size)

    def _render(self, panel, tracker) -> pygame.Surface:
        # Opaque: a frame blits it without blending (it covers the rows while it is open).
        image = pygame.Surface(panel.box.size)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            image = image.convert()
        image.fill(GROUND)
        pygame.draw.rect(image, GOLD, image.get_rect(), 3)
        dx, dy = -panel.box.x, -panel.box.y
        self._texts.clear()
        self._write(image, panel, "title", _("Tiles · what you know of all 99 (T to close)"), 26, True, palette.CREAM,
                    topleft=(panel.title_at()[0] + dx, panel.title_at()[1] + dy))
        for tracked in tracker.tiles:
            self._paint_cell(image, panel, tracked)
        self._paint_counts(image, panel, tracker)
        # Who is who, by colour and symbol (the marks on kept and face-up tiles).
        for index, name in enumerate(self.names):
            line = panel.legend_line(len(looks()) + index // 2).move(dx, dy)
            x = line.x + (index % 2) * (line.w // 2)
            mark = self.art.marks.image(self.art.colors[index], 22)
            image.blit(mark, mark.get_rect(midleft=(x, line.centery)))
            self._write(image, panel, ("name", index), shortened(shown_name(name), LEGEND_NAME_LETTERS), 18, False,
                        palette.CREAM, midleft=(x + 30, line.centery))
        return image

    def _paint_cell(self, image: pygame.Surface, panel, tracked) -> None:
        from game.rules.tracker import TileWhere

        cell = panel.cell(tracked.tile).move(-panel.box.x, -panel.box.y)
        pygame.draw.rect(image, GROUND, cell.inflate(4, 4))
        fill, _words = looks()[tracked.where]
        pygame.draw.rect(image, fill, cell, border_radius=6)
        self._write(image, panel, ("cell", tracked.tile), str(tracked.tile), 20, tracked.where is not TileWhere.UNKNOWN,
                    readable_on(fill), center=cell.center)
        if tracked.where is TileWhere.BOXED:
            pygame.draw.line(image, palette.CREAM, cell.bottomleft, cell.topright, 2)
        if tracked.seat is not None and tracked.where is not TileWhere.MINE:
            center, size = panel.mark(cell.move(panel.box.x, panel.box.y))
            mark = self.art.marks.image(self.art.colors[tracked.seat], size)
            image.blit(mark, mark.get_rect(center=(center[0] - panel.box.x, center[1] - panel.box.y)))

    def _paint_counts(self, image: pygame.Surface, panel, tracker) -> None:
        from game.rules.tracker import TileWhere

        for index, (where, (fill, words)) in enumerate(looks().items()):
            line = panel.legend_line(index).move(-panel.box.x, -panel.box.y)
            pygame.draw.rect(image, GROUND, line)
            swatch = pygame.Rect(line.x, line.y + 4, line.h - 8, line.h - 8)
            pygame.draw.rect(image, fill, swatch, border_radius=5)
            pygame.draw.rect(image, palette.CREAM, swatch, 1, border_radius=5)
            bold = where is TileWhere.UNKNOWN
            lines = self.legend_lines(f"{tracker.count(where)}  {words}", bold, line.right - swatch.right - 10)
            labels = [self.text.render(part, size, palette.CREAM, bold) for part, size in lines]
            y = line.centery - sum(label.get_height() for label in labels) / 2
            for key in [key for key in self._texts if isinstance(key, tuple) and key[:2] == ("count", index)]:
                del self._texts[key]
            for number, ((part, size), label) in enumerate(zip(lines, labels, strict=True)):
                self._write(image, panel, ("count", index, number), part, size, bold, palette.CREAM,
                            topleft=(swatch.right + 10, round(y)))
                y += label.get_height()

    def legend_lines(self, text: str, bold: bool, room: int) -> list[tuple[str, int]]:
        """A legend entry in `room` pixels: one line, a little smaller if need be; longer still (German's "aus einer
        Reihe behalten (Zeichen: wer)"), two smaller lines in the line's height."""
        fonts, face = self.text.fonts, Face.BOLD if bold else Face.REGULAR
        size = fonts.fitting_size(text, LEGEND_SIZE, room, smallest=16, face=face)
        if fonts.size(text, size, face)[0] <= room:
            return [(text, size)]
        return [(part, 14) for part in fonts.wrap(text, 14, room, face)[:2]]
