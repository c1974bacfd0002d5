"""The Statistics screen: every player name and bot level with games played, wins, average place, best game
and longest streak (game/storage/statistics.py keeps them), opened from the title.

Input: the wheel, Up / Down and Page Up / Page Down scroll a long list; Escape, Backspace or the Back button
return to the title. A statistics file that could not be read is said in its one sentence above the list.
"""

from __future__ import annotations

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene, wrap_long
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face
from game.storage.statistics import StatisticsStore
from game.text.i18n import N_, _
from game.text.statistics_lines import COLUMNS, StatLine, cells, stat_lines

ROW_H = 50
# The x of each column's centre, from the card's left edge (the name is left-aligned).
COLUMN_X = (560, 700, 860, 1110, 1380)


class StatisticsScene(MenuScene):
    def __init__(self, app: Host, store: StatisticsStore | None = None) -> None:
        """`store`: the statistics to show (default: the data folder's file, read now)."""
        super().__init__(app)
        self.store = store if store is not None else StatisticsStore.open()
        self.lines = stat_lines(self.store.statistics)
        w, h = app.canvas_size
        self.card = pygame.Rect(0, 0, 1560, 980)
        self.card.center = (w // 2, h // 2)
        self.scroll = 0
        self.back_button = Button((self.card.centerx - 210, self.card.bottom - 110, 420, 84), N_("Back"),
                                  self.app.pop, keys=(pygame.K_ESCAPE, pygame.K_BACKSPACE), size=34,
                                  tooltip=N_("Back to the title screen (Escape)"))
        self.widgets = [self.back_button]

    def problem_lines(self) -> tuple[list[str], int]:
        """The sentence on a file that could not be read, on as many lines as it takes, and the step between them."""
        if not self.store.problem:
            return [], 0
        return wrap_long(self.fonts, self.store.problem, 20, self.card.w - 100), self.fonts.font(20).get_linesize() + 2

    @property
    def list_rect(self) -> pygame.Rect:
        """Where the rows go: under the headings (and the sentence on a bad file), above the Back button."""
        lines, step = self.problem_lines()
        top = self.card.y + 190 + (len(lines) * step + 4 if lines else 0)
        return pygame.Rect(self.card.x + 30, top, self.card.w - 60, self.card.bottom - 130 - top)

    @property
    def visible(self) -> int:
        """How many rows show at once (the rest scroll)."""
        return max(1, self.list_rect.h // ROW_H)

    @property
    def most_scroll(self) -> int:
        return max(0, len(self.lines) - self.visible)

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.most_scroll, self.scroll + rows))

    def shown_lines(self) -> list[StatLine]:
        return self.lines[self.scroll:self.scroll + self.visible]

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            step = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -self.visible,
                    pygame.K_PAGEDOWN: self.visible}.get(event.key)
            if step is not None:
                self.scroll_by(step)
                return True
        return super().handle_event(event)

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the button (see MenuScene.base_layer): painted again only when the list scrolls."""
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        card = self.card
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=5)
        fonts.blit(surface, _("Statistics"), 64, pal.INK, Face.TITLE, room=card, midtop=(card.centerx, card.y + 30))
        y = card.y + 126
        lines, step = self.problem_lines()
        for k, said in enumerate(lines):
            fonts.blit(surface, said, 20, pal.OCHRE_RED, room=card, midtop=(card.centerx, y + k * step))
        y += len(lines) * step + 4 if lines else 0
        listed = self.list_rect
        if not self.lines:
            text = _("No games yet: a game played to its end in this window is counted here.")
            fonts.blit(surface, text, 28, pal.INK_SOFT, room=card, center=(card.centerx, listed.centery))
            return
        for heading, x in zip(COLUMNS, COLUMN_X, strict=True):
            fonts.blit(surface, _(heading), 22, pal.INK_SOFT, Face.BOLD, room=card, center=(card.x + x, y + 28))
        for k, line in enumerate(self.shown_lines()):
            r = pygame.Rect(listed.x, listed.y + k * ROW_H, listed.w, ROW_H - 6)
            if line.tally is None:
                fonts.blit(surface, line.shown(), 28, pal.WOOD, Face.TITLE, room=r, midleft=(r.x + 10, r.centery))
                pygame.draw.line(surface, pal.WOOD_LIGHT, (r.x + 10, r.bottom), (r.right - 10, r.bottom), 2)
                continue
            pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, r, border_radius=10)
            fonts.blit(surface, line.shown(), 28, pal.INK, Face.BOLD, room=r, midleft=(r.x + 30, r.centery))
            for x, text in zip(COLUMN_X, cells(line.tally), strict=True):
                fonts.blit(surface, text, 26, pal.INK, Face.REGULAR, room=r, center=(card.x + x, r.centery))
        if self.most_scroll:
            shown = _("{first}–{last} of {count} · the wheel or the arrow keys scroll").format(
                first=self.scroll + 1, last=self.scroll + len(self.shown_lines()), count=len(self.lines))
            fonts.blit(surface, shown, 20, pal.INK_SOFT, room=card, midbottom=(card.centerx, listed.bottom + 16))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer(self.scroll, self.paint_static), (0, 0))
        self.draw_widgets(surface)
