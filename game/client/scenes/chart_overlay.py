"""The score chart over the replay viewer: the positions after every round up to the step shown.

Input: C, Escape, Enter or the Close button close it. The card is painted once (the chart does not change
while it is open); a frame dims the board below and blits it.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.scenes.base import Host, Scene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_panel
from game.client.view.kept_notes import KeptNotes
from game.client.view.score_chart import ScoreChart
from game.client.view.text import Face, least_text
from game.client.view.tooltip import TipTimer, draw_tip
from game.client.view.widgets import tip_text
from game.rules.board import TrackSpec
from game.rules.match_stats import MatchStats
from game.text.i18n import N_, _, ngettext


class ChartOverlay(Scene):
    opaque = False  # the board shows, dimmed, behind the chart
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, stats: MatchStats, track: TrackSpec, colors: Sequence[str],
                 names: Sequence[str], title: str) -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.card = pygame.Rect(0, 0, 1600, 860)
        self.card.center = (w // 2, h // 2)
        self.title = title
        self.stats = stats
        chart_rect = pygame.Rect(self.card.x + 40, self.card.y + 130, self.card.w - 80, self.card.h - 260)
        self.chart = ScoreChart(chart_rect, stats, track, colors, names, app.fonts)
        self.close_button = Button((self.card.centerx - 200, self.card.bottom - 110, 400, 84), N_("Close"),
                                   self.app.pop, keys=(pygame.K_c, pygame.K_ESCAPE, pygame.K_RETURN), size=34,
                                   tooltip=N_("Close the chart (C, Escape or Enter)"))
        self._card: pygame.Surface | None = None
        self._painted_at = least_text()  # the text size the card was painted at
        self.notes = KeptNotes()  # the texts of the card as painted
        self.tip = TipTimer()  # the button's tooltip shows once the mouse rests on it

    def handle_event(self, event: pygame.event.Event) -> bool:
        self.close_button.handle_event(event)
        return True  # a modal card: nothing reaches the replay under it

    def update(self, dt: float) -> None:
        mouse = self.app.mouse_pos()
        self.close_button.update(dt, mouse)
        self.tip.follow(True if self.close_button.hit(mouse) else None, dt)

    def _paint(self) -> pygame.Surface:
        card = pygame.Surface(self.app.canvas_size, pygame.SRCALPHA)
        with self.notes.painting(self.app.fonts, self.card, card):
            self._paint_card(card)
        return card

    def _paint_card(self, card: pygame.Surface) -> None:
        fonts = self.app.fonts
        draw_panel(card, self.card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        fonts.blit(card, _("Score chart"), 52, pal.INK, Face.TITLE, midtop=(self.card.centerx, self.card.y + 24))
        played = self.stats.rounds_played
        rounds = ngettext("{n} round ended", "{n} rounds ended", played).format(n=played)
        fonts.blit(card, f"{self.title} · {rounds}", 24, pal.INK_SOFT, midtop=(self.card.centerx, self.card.y + 88))
        self.chart.draw(card, fonts)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        if self._card is None or self._card.get_size() != surface.get_size() or self._painted_at != least_text():
            self._painted_at = least_text()
            self._card = self._paint()  # drawing only caches the card; the chart's figures never change here
        surface.blit(self._card, (0, 0))
        self.notes.note(self.app.fonts)
        self.close_button.draw(surface, self.app.fonts)
        if self.tip.due:
            draw_tip(surface, self.app.fonts, tip_text(self.close_button), self.close_button.rect)
