"""The score chart: each player's track position after every round, drawn as a line in the seat's colour with
its symbol at every round, over the score track's oxen-eyes and dung heap.

It draws the figures the rules worked out (game/rules/match_stats.MatchStats) and computes nothing of the
game itself; `point` is the one place a figure becomes a pixel, so tests can check the drawing against the
figures. The chart changes only when its figures do: callers paint it into a cached layer.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import draw_pawn
from game.client.view.symbols import draw_symbol
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.text.i18n import _
from game.text.narrate import shown_name

if TYPE_CHECKING:
    from game.rules.board import TrackSpec
    from game.rules.match_stats import MatchStats

# Room around the plot for the axes' numbers and labels, and for the legend on the right.
LEFT, RIGHT, TOP, BOTTOM = 92, 220, 24, 74
MARKER = 16  # a symbol's size at each round


def nice_step(span: float, most: int) -> int:
    """A round step (1, 2, 5, 10, 20, 50...) that labels `span` with at most `most` marks."""
    step, factors = 1, (2, 2.5, 2)  # 1, 2, 5, 10, 20, 50...
    k = 0
    while span / step > most:
        step = round(step * factors[k % 3])
        k += 1
    return step


class ScoreChart(Widget):
    """The positions of `stats` after every round; `track` gives the oxen-eyes and dung heap to mark."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], stats: MatchStats, track: TrackSpec,
                 colors: Sequence[str], names: Sequence[str]) -> None:
        super().__init__(rect)
        if not len(colors) == len(names) == len(stats.curves):
            raise ValueError(f"{len(colors)} colours and {len(names)} names for {len(stats.curves)} seats")
        self.stats = stats
        self.track = track
        self.colors = tuple(colors)
        self.names = tuple(names)
        # The dung heap is always in view: it is where the game heads for. A pawn beyond it widens the scale.
        self.top_value = max(track.dung_heap, stats.highest()) + 2
        self.plot = pygame.Rect(self.rect.x + LEFT, self.rect.y + TOP, self.rect.w - LEFT - RIGHT,
                                self.rect.h - TOP - BOTTOM)

    # ----------------------------------------------------------------- figures to pixels
    def x_of(self, index: int) -> float:
        """The x of the `index`-th entry of the curves (0: the start)."""
        last = max(1, len(self.stats.rounds) - 1)
        return self.plot.x + self.plot.w * index / last

    def y_of(self, position: float) -> float:
        return self.plot.bottom - self.plot.h * position / self.top_value

    def position_at(self, y: float) -> float:
        """The track position a y stands for (the inverse of `y_of`)."""
        return (self.plot.bottom - y) * self.top_value / self.plot.h

    def point(self, seat: int, index: int) -> tuple[int, int]:
        return (round(self.x_of(index)), round(self.y_of(self.stats.curves[seat][index])))

    def points(self, seat: int) -> list[tuple[int, int]]:
        """Where the seat's line passes: one point per entry of its curve."""
        return [self.point(seat, index) for index in range(len(self.stats.curves[seat]))]

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        plot = self.plot
        pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, plot)
        self._grid(surface, fonts)
        self._marks(surface, fonts)
        # Lines first, then every symbol, so no line crosses a symbol drawn before it.
        for seat in range(len(self.colors)):
            points = self.points(seat)
            if len(points) > 1:
                color = pal.player_rgb(self.colors[seat])
                pygame.draw.lines(surface, pal.shade(color, -0.45), False, points, 7)
                pygame.draw.lines(surface, color, False, points, 4)
        for seat in range(len(self.colors)):
            color = pal.player_rgb(self.colors[seat])
            symbol = pal.player_symbol(self.colors[seat])
            points = self.points(seat)
            for x, y in points[:-1]:
                draw_symbol(surface, symbol, (x, y), MARKER + 4, pal.shade(color, -0.45))
                draw_symbol(surface, symbol, (x, y), MARKER, color)
            draw_pawn(surface, points[-1], 15, color, symbol)
        pygame.draw.rect(surface, pal.INK_SOFT, plot, 2)
        self._legend(surface, fonts)

    def _grid(self, surface: pygame.Surface, fonts: Fonts) -> None:
        plot = self.plot
        step = nice_step(self.top_value, max(2, plot.h // 46))
        for value in range(0, self.top_value + 1, step):
            y = round(self.y_of(value))
            pygame.draw.line(surface, pal.PARCHMENT_DARK, (plot.x, y), (plot.right, y), 1)
            fonts.blit(surface, str(value), 20, pal.INK_SOFT, midright=(plot.x - 10, y))
        rounds = self.stats.rounds
        every = nice_step(len(rounds) - 1, max(1, plot.w // 60))
        last = len(rounds) - 1
        for index, number in enumerate(rounds):
            # Every `every`-th round and the last, but not a mark so close before the last that they touch.
            if index != last and (index % every or last - index < every * 0.6):
                continue
            x = round(self.x_of(index))
            pygame.draw.line(surface, pal.INK_SOFT, (x, plot.bottom), (x, plot.bottom + 8), 2)
            fonts.blit(surface, str(number), 20, pal.INK_SOFT, midtop=(x, plot.bottom + 12))
        fonts.blit(surface, _("Round"), 22, pal.INK, Face.BOLD, midtop=(plot.centerx, plot.bottom + 40))
        label = fonts.render(_("Penalty points"), 22, pal.INK, Face.BOLD)
        turned = pygame.transform.rotate(label, 90)
        surface.blit(turned, turned.get_rect(midleft=(self.rect.x + 4, plot.centery)))

    def _marks(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The oxen-eyes (an open round follows when the lead reaches one) and the dung heap (the game's end).

        Their signs and names stand at the left end, where every curve is still low (the pawns start at 0);
        the right end is where the final pawns stand.
        """
        plot = self.plot
        x = plot.x + 22
        for eye in self.track.oxen_eyes:
            y = round(self.y_of(eye))
            _dashed(surface, pal.GOLD_DARK, (plot.x, y), plot.right, 3)
            pygame.draw.circle(surface, pal.CREAM, (x, y), 11)
            pygame.draw.circle(surface, pal.GOLD_DARK, (x, y), 11, 3)
            pygame.draw.circle(surface, pal.INK, (x, y), 4)
            text = _("oxen-eye {position}").format(position=eye)
            fonts.blit(surface, text, 18, pal.GOLD_DARK, Face.BOLD, bottomleft=(x + 18, y - 3))
        y = round(self.y_of(self.track.dung_heap))
        pygame.draw.line(surface, pal.WOOD, (plot.x, y), (plot.right, y), 4)
        pygame.draw.polygon(surface, pal.WOOD, [(x - 14, y), (x, y - 18), (x + 14, y)])
        text = _("dung heap {position}").format(position=self.track.dung_heap)
        fonts.blit(surface, text, 18, pal.WOOD, Face.BOLD, bottomleft=(x + 18, y - 3))

    def _legend(self, surface: pygame.Surface, fonts: Fonts) -> None:
        x = self.plot.right + 24
        width = self.rect.right - x
        gap = min(44, max(28, self.plot.h // max(1, len(self.names))))
        for seat, name in enumerate(self.names):
            y = self.plot.y + 16 + seat * gap
            color = pal.player_rgb(self.colors[seat])
            draw_pawn(surface, (x + 14, y), 13, color, pal.player_symbol(self.colors[seat]))
            shown = fonts.cut_to_fit(shown_name(name), 20, width - 40, Face.BOLD)  # "You" in the player's language
            fonts.blit(surface, shown, 20, pal.INK, Face.BOLD, midleft=(x + 36, y))


def _dashed(surface: pygame.Surface, color: tuple[int, int, int], start: tuple[int, int], end_x: int,
            width: int) -> None:
    x, y = start
    while x < end_x:
        pygame.draw.line(surface, color, (x, y), (min(end_x, x + 14), y), width)
        x += 24
