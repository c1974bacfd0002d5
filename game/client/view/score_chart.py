"""The score chart: each player's track position after every round, drawn as a line in the seat's colour with
its symbol at every round, over the score track's oxen-eyes and dung heap.

It draws the figures the rules worked out (game/rules/match_stats.MatchStats) and computes nothing of the
game itself; `point` is the one place a figure becomes a pixel, so tests can check the drawing against the
figures. The chart changes only when its figures do: callers paint it into a cached layer.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import draw_pawn
from game.client.view.symbols import draw_symbol
from game.client.view.text import Face, Fonts, grown, grown_by, least_text
from game.client.view.widgets import Widget
from game.text.i18n import _, generation
from game.text.narrate import shown_name

if TYPE_CHECKING:
    from game.rules.board import TrackSpec
    from game.rules.match_stats import MatchStats

# Room around the plot for the axes' numbers and labels, and for the legend on the right, as text of the sizes
# below takes it; all of it grows with the text size (`grown_by`).
LEFT, RIGHT, TOP, BOTTOM = 92, 220, 24, 74
MARKER = 16  # a symbol's size at each round
NUMBER = 20  # the axes' numbers
LABEL = 22  # the axes' names
MARK = 18  # the oxen-eyes' and the dung heap's names
NAME = 20  # the legend's names
NAME_LINE = 28  # the legend's least line step


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
                 colors: Sequence[str], names: Sequence[str], fonts: Fonts | None = None) -> None:
        """`fonts`: what the legend's names are measured with (without, each column of it is RIGHT wide)."""
        super().__init__(rect)
        if not len(colors) == len(names) == len(stats.curves):
            raise ValueError(f"{len(colors)} colours and {len(names)} names for {len(stats.curves)} seats")
        self.stats = stats
        self.track = track
        self.colors = tuple(colors)
        self.names = tuple(names)
        self.fonts = fonts
        # The dung heap is always in view: it is where the game heads for. A pawn beyond it widens the scale.
        self.top_value = max(track.dung_heap, stats.highest()) + 2
        self._plot: tuple[tuple[int, int], pygame.Rect] | None = None

    # ----------------------------------------------------------------- room for the texts
    def place(self, rect: pygame.Rect) -> None:
        """The chart is drawn in `rect` from now on."""
        if rect != self.rect:
            self.rect = pygame.Rect(rect)
            self._plot = None

    @property
    def plot(self) -> pygame.Rect:
        """Where the curves are drawn: the chart's rect less the room its texts take at the text size in force."""
        key = (least_text(), generation())  # the legend's names are measured in the language shown
        if self._plot is None or self._plot[0] != key:
            left = grown_by(LEFT, NUMBER)
            top = grown_by(TOP, NUMBER)
            if grown(LABEL) > LABEL:  # the axis' name stands above the numbers, level, when text is large
                top = _line(LABEL) + _line(NUMBER) // 2 + 8
            height = self.rect.h - top - max(BOTTOM, 12 + _line(NUMBER) + 4 + _line(LABEL))
            columns, _rows, _gap = self.legend_grid(self.rect.h - top)
            plot = pygame.Rect(self.rect.x + left, self.rect.y + top, self.rect.w - left - columns * self.legend_w,
                               height)
            self._plot = (key, plot)
        return self._plot[1]

    @property
    def legend_w(self) -> int:
        """How wide a column of the legend is (a pawn and a name): RIGHT, or more for a long name."""
        if self.fonts is None:
            return grown_by(RIGHT, NAME)
        fonts = self.fonts
        widest = max((fonts.size(shown_name(name), NAME, Face.BOLD)[0] for name in self.names), default=0)
        return max(grown_by(RIGHT, NAME), widest + 24 + 40 + 8)

    def legend_grid(self, room: int) -> tuple[int, int, int]:
        """The legend in `room` pixels from the plot's top down: how many columns, names in each, and the step
        between them."""
        names = max(1, len(self.names))
        gap = max(_line(NAME) + 2, grown_by(NAME_LINE, NAME), min(grown_by(44, NAME), room // names))
        rows = max(1, min(names, room // gap))
        return -(-names // rows), rows, gap

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
        line = _line(NUMBER)
        step = nice_step(self.top_value, max(2, plot.h // max(46, line + 8)))
        for value in range(0, self.top_value + 1, step):
            y = round(self.y_of(value))
            pygame.draw.line(surface, pal.PARCHMENT_DARK, (plot.x, y), (plot.right, y), 1)
            fonts.blit(surface, str(value), NUMBER, pal.INK_SOFT, midright=(plot.x - 10, y))
        rounds = self.stats.rounds
        widest = fonts.size(str(max(rounds)), NUMBER)[0]
        every = nice_step(len(rounds) - 1, max(1, plot.w // max(60, widest + 20)))
        last = len(rounds) - 1
        for index, number in enumerate(rounds):
            # Every `every`-th round and the last, but not a mark so close before the last that they touch.
            if index != last and (index % every or last - index < every * 0.6):
                continue
            x = round(self.x_of(index))
            pygame.draw.line(surface, pal.INK_SOFT, (x, plot.bottom), (x, plot.bottom + 8), 2)
            fonts.blit(surface, str(number), NUMBER, pal.INK_SOFT, midtop=(x, plot.bottom + 12))
        fonts.blit(surface, _("Round"), LABEL, pal.INK, Face.BOLD,
                   midtop=(plot.centerx, plot.bottom + max(40, 12 + line + 4)))
        if grown(LABEL) > LABEL:  # large text: the name of the axis stands above it, level
            fonts.blit(surface, _("Penalty points"), LABEL, pal.INK, Face.BOLD, topleft=self.rect.topleft)
            return
        label = fonts.render(_("Penalty points"), LABEL, pal.INK, Face.BOLD)
        turned = pygame.transform.rotate(label, 90)
        at = turned.get_rect(midleft=(self.rect.x + 4, plot.centery))
        surface.blit(turned, at)
        fonts.note_here(_("Penalty points"), at, LABEL, self.rect)

    def _marks(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The oxen-eyes (an open round follows when the lead reaches one) and the dung heap (the game's end).

        Their signs and names stand at the left end, where every curve is still low (the pawns start at 0);
        the right end is where the final pawns stand.
        """
        plot = self.plot
        x = plot.x + 22
        self._named: list[pygame.Rect] = []
        for eye in self.track.oxen_eyes:
            y = round(self.y_of(eye))
            _dashed(surface, pal.GOLD_DARK, (plot.x, y), plot.right, 3)
            pygame.draw.circle(surface, pal.CREAM, (x, y), 11)
            pygame.draw.circle(surface, pal.GOLD_DARK, (x, y), 11, 3)
            pygame.draw.circle(surface, pal.INK, (x, y), 4)
            text = _("oxen-eye {position}").format(position=eye)
            self._name_mark(surface, fonts, text, pal.GOLD_DARK, x + 18, y)
        y = round(self.y_of(self.track.dung_heap))
        pygame.draw.line(surface, pal.WOOD, (plot.x, y), (plot.right, y), 4)
        pygame.draw.polygon(surface, pal.WOOD, [(x - 14, y), (x, y - 18), (x + 14, y)])
        text = _("dung heap {position}").format(position=self.track.dung_heap)
        self._name_mark(surface, fonts, text, pal.WOOD, x + 18, y)

    def _name_mark(self, surface: pygame.Surface, fonts: Fonts, text: str, color: tuple[int, int, int], x: int,
                   y: int) -> None:
        """A mark's name beside its line: above it, or below it when text is large (the name above the top line
        would stand over the axis' name); left out where the plot is too low to hold it clear of the others (its
        line and sign still show what it is)."""
        size = fonts.size(text, MARK, Face.BOLD)
        large = grown(MARK) > MARK
        rect = pygame.Rect((x, y + 3) if large else (x, y - 3 - size[1]), size)
        if (self.plot if large else self.rect).contains(rect) and rect.collidelist(self._named) < 0:
            self._named.append(rect)
            fonts.blit(surface, text, MARK, color, Face.BOLD, topleft=rect.topleft)

    def _legend(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The seats' pawns and names beside the plot, in as many columns as their lines need."""
        _columns, rows, gap = self.legend_grid(self.rect.bottom - self.plot.y)
        width = self.legend_w - 24
        for seat, name in enumerate(self.names):
            x = self.plot.right + 24 + (seat // rows) * self.legend_w
            y = self.plot.y + max(16, gap // 2) + (seat % rows) * gap
            color = pal.player_rgb(self.colors[seat])
            draw_pawn(surface, (x + 14, y), 13, color, pal.player_symbol(self.colors[seat]))
            shown = fonts.cut_to_fit(shown_name(name), NAME, width - 40, Face.BOLD)  # "You" in the player's language
            fonts.blit(surface, shown, NAME, pal.INK, Face.BOLD, midleft=(x + 36, y))


def _line(size: int) -> int:
    """The height of a line of text of `size` points as the text size in force draws it."""
    return math.ceil(grown(size) * 7 / 6)


def _dashed(surface: pygame.Surface, color: tuple[int, int, int], start: tuple[int, int], end_x: int,
            width: int) -> None:
    x, y = start
    while x < end_x:
        pygame.draw.line(surface, color, (x, y), (min(end_x, x + 14), y), width)
        x += 24
