"""The results screen: the final ranking with each player's figures, the score chart of the whole game, then play
again (the same seats: names, colours, controllers and levels; a new deal) or back to the title.

The figures and the chart's points are the rules' (game/rules/match_stats.py); this screen only lays them out.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel, draw_pawn
from game.client.view.kept_notes import KeptNotes
from game.client.view.text import Face, least_text
from game.match_setup.seats import MatchConfig
from game.rules.events import EndReason
from game.text.i18n import N_, _, ngettext
from game.text.narrate import shown_name
from game.text.standings import end_reason, ordinal

if TYPE_CHECKING:
    from game.rules.board import TrackSpec
    from game.rules.match_stats import MatchStats, PlayerFigures

MEDALS = {1: "GOLD", 2: "SILVER", 3: "BRONZE"}  # by the name of their colour in the palette
# The figures' columns: a heading, and which figure of game.rules.match_stats.PlayerFigures it shows.
FIGURE_COLUMNS = (
    (N_("Rows taken"), "rows_taken"),
    (N_("Cowpie points"), "cowpie_points"),
    (N_("Ibex points"), "ibex_points"),
    (N_("Positive points"), "positive_points"),
    (N_("Tiles bought"), "tiles_bought"),
    (N_("Spaces bumped"), "spaces_bumped"),  # so that the figures add up to the points
    (N_("Free draws"), "free_draws"),
)


def heading_lines(fonts, text: str, width: int) -> tuple[int, list[str]]:
    """A figure's heading in its column: two lines at most, each within `width`, at 20 or a little smaller."""
    for size in (20, 19, 18, 17, 16):
        lines = fonts.wrap(text, size, width, Face.BOLD)
        if len(lines) <= 2 and all(fonts.size(line, size, Face.BOLD)[0] <= width for line in lines):
            return size, lines
    return 16, fonts.wrap(text, 16, width, Face.BOLD)[:2]


def tiered_headings(fonts, headings: list[str], width: int) -> tuple[int, list[tuple[int, list[str]]]]:
    """The figures' headings over columns `width` apart: each in its column (`heading_lines`) while they fit;
    when the text is too large for that, alternating over 2 (or 3) tiers, each heading then as wide as 2 (or 3)
    columns. Returns the tiers and each heading's size and lines."""
    fitted = [heading_lines(fonts, heading, width) for heading in headings]
    if all(all(fonts.size(line, size, Face.BOLD)[0] <= width for line in lines) and " ".join(lines) == heading
           for (size, lines), heading in zip(fitted, headings, strict=True)):
        return 1, fitted
    for tiers in (2, 3):
        room = tiers * width - 16
        wrapped = [fonts.wrap(heading, 20, room, Face.BOLD) for heading in headings]
        if tiers == 3 or all(len(lines) <= 2 and all(fonts.size(line, 20, Face.BOLD)[0] <= room for line in lines)
                             for lines in wrapped):
            break
    return tiers, [(20, lines) for lines in wrapped]


@dataclasses.dataclass(frozen=True)
class ResultLine:
    seat: int
    place: int
    name: str
    color: str
    points: int
    overflow: int  # spaces beyond the dung heap (0 when on or before it)


def ranking_lines(
    config: MatchConfig, positions: Sequence[int], places: Sequence[int], dung_heap: int
) -> list[ResultLine]:
    """One line per seat, best place first (seat order among equal places)."""
    if not (len(config.seats) == len(positions) == len(places)):
        raise ValueError(f"{len(config.seats)} seats, {len(positions)} positions and {len(places)} places")
    lines = [
        ResultLine(i, places[i], seat.name, seat.color, positions[i], max(0, positions[i] - dung_heap))
        for i, seat in enumerate(config.seats)
    ]
    return sorted(lines, key=lambda line: (line.place, line.seat))


class ResultsScene(MenuScene):
    def __init__(
        self,
        app: Host,
        match_config: MatchConfig,
        positions: Sequence[int],
        places: Sequence[int],
        reason: EndReason,
        dung_heap: int,
        stats: MatchStats | None = None,
        track: TrackSpec | None = None,
        again: bool = True,
    ) -> None:
        """`stats` and `track`: the game's figures and the score track, for the figures and the chart (without
        them the screen shows the ranking only); `again`: whether the same players can play again from here (not
        at a table joined on another machine, whose host starts its next game)."""
        super().__init__(app)
        self.match_config = match_config
        self.reason = reason
        self.dung_heap = dung_heap
        self.stats = stats
        self.lines = ranking_lines(match_config, positions, places, dung_heap)
        w, h = app.canvas_size
        self.card = pygame.Rect(40, 24, w - 80, h - 48)
        card = self.card
        self.row_h = 50 if len(self.lines) <= 6 else 44
        self.table_top = card.y + 172
        bottom = card.bottom - 104
        self.chart = None
        if stats is not None and track is not None:
            from game.client.view.score_chart import ScoreChart  # only results and replays draw a chart

            self.chart = ScoreChart(self._chart_rect(46), stats, track, [s.color for s in match_config.seats],
                                    [s.name for s in match_config.seats], self.fonts)
        self.again_button = Button((card.centerx + 20, bottom, 420, 84), N_("Play again"), self.play_again,
                                   style="primary", keys=(pygame.K_RETURN, pygame.K_KP_ENTER), size=36,
                                   tooltip=N_("The same players again, with a new deal (Enter)"))
        self.title_button = Button((card.centerx - 440, bottom, 420, 84), N_("Title"), self.app.go_to_title,
                                   keys=(pygame.K_ESCAPE,), size=34, tooltip=N_("Back to the title screen (Escape)"))
        self.widgets = [self.title_button, self.again_button] if again else [self.title_button]
        if not again:
            self.title_button.rect.centerx = card.centerx
        self.notes = KeptNotes()  # the texts of the card as painted

    @property
    def winners(self) -> list[str]:
        return [line.name for line in self.lines if line.place == 1]

    @property
    def headline(self) -> str:
        winners = self.winners
        if len(winners) > 1:
            return _("{names} and {name} share first place!").format(
                names=", ".join(shown_name(w) for w in winners[:-1]), name=shown_name(winners[-1]))
        # The default seat of the person at the screen is called "You": "You win!", not "You wins!".
        return _("You win!") if winners[0].strip().lower() == "you" else _("{name} wins!").format(name=winners[0])

    def figures(self, seat: int) -> PlayerFigures | None:
        return self.stats.players[seat] if self.stats is not None else None

    def play_again(self) -> None:
        """The same seats (names, colours, people and bots with their levels), a new deal."""
        self.app.start_match(dataclasses.replace(self.match_config, seed=None))

    def _chart_rect(self, heading_h: int) -> pygame.Rect:
        """The chart's room: under the table (its headings `heading_h` high), above the buttons."""
        card = self.card
        chart_top = self.table_top + heading_h + len(self.lines) * self.row_h + 18
        return pygame.Rect(card.x + 50, chart_top, card.w - 100, card.bottom - 104 - 16 - chart_top)

    def points_x(self) -> int:
        """Where the points end (right-aligned): 720 pixels into the card, or further when the names, notes and
        points of the lines need it at the text size in force."""
        fonts = self.fonts
        needed = 0
        for line in self.lines:
            note = self._note(line)
            width = fonts.size(shown_name(line.name), 28, Face.BOLD)[0] + fonts.size(self._points(line), 28)[0]
            if note:
                width += 12 + fonts.size(note, 20, Face.BOLD)[0]
            needed = max(needed, 50 + 146 + 16 + width)
        return self.card.x + max(720, needed)

    def columns(self) -> list[tuple[str, int]]:
        """The figures' headings and the x of each column's centre."""
        card = self.card
        first = self.points_x() + 40
        width = (card.right - 60 - first) // len(FIGURE_COLUMNS)
        return [(heading, first + width * k + width // 2) for k, (heading, _field) in enumerate(FIGURE_COLUMNS)]

    def _note(self, line: ResultLine) -> str:
        if line.overflow:
            return _("dung heap +{n}").format(n=line.overflow)
        return _("on the dung heap") if line.points >= self.dung_heap else ""

    @staticmethod
    def _points(line: ResultLine) -> str:
        return ngettext("{n} point", "{n} points", line.points).format(n=line.points)

    def headings(self) -> tuple[int, list[tuple[int, list[str]]], list[int], int]:
        """The figures' headings as laid out: tiers, each one's size and lines, the height of each tier, and how
        high they stand in all (46 pixels at least)."""
        if self.stats is None:
            return 1, [], [46], 46
        columns = self.columns()
        width = (columns[1][1] - columns[0][1]) - 8
        tiers, fitted = tiered_headings(self.fonts, [_(heading) for heading, _x in columns], width)
        step = self._heading_step(fitted)
        tall = [max(len(fitted[k][1]) for k in range(tier, len(fitted), tiers)) * step for tier in range(tiers)]
        return tiers, fitted, tall, max(46, sum(tall) + 8)

    def _heading_step(self, fitted: list[tuple[int, list[str]]]) -> int:
        size = max(size for size, _lines in fitted)
        return max(size, self.fonts.size("Ág", size, Face.BOLD)[1]) + 2

    def lay_out(self) -> None:
        """The table's headings and the chart under them, at the text size in force."""
        if self.chart is not None:
            rect = self._chart_rect(self.headings()[3])
            self.chart.place(rect)

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer), its texts kept to be noted every frame."""
        with self.notes.painting(self.fonts, self.card, surface):
            self._paint_card(surface)

    def _paint_card(self, surface: pygame.Surface) -> None:
        self.lay_out()
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        card = self.card
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=5)
        headline = self.headline
        size = 60 if fonts.size(headline, 60, Face.TITLE)[0] <= card.w - 80 else 40  # long shared places
        fonts.blit(surface, headline, size, pal.INK, Face.TITLE, midtop=(card.centerx, card.y + 26))
        reason = end_reason(self.reason)
        rounds = ""
        if self.stats is not None:
            played = self.stats.rounds_played
            rounds = " " + ngettext("{n} round played.", "{n} rounds played.", played).format(n=played)
        fonts.blit(surface, _("{reason} Fewest penalty points wins.").format(reason=reason) + rounds, 26,
                   pal.INK_SOFT, midtop=(card.centerx, card.y + 108))
        self._paint_table(surface)
        if self.chart is not None:
            self.chart.draw(surface, fonts)

    def _paint_table(self, surface: pygame.Surface) -> None:
        fonts = self.fonts
        card = self.card
        top = self.table_top
        points_x = self.points_x()
        columns = self.columns() if self.stats is not None else []
        tiers, headings, tall, heading_h = self.headings()

        def middle(tier: int) -> int:
            return top + sum(tall[:tier]) + tall[tier] // 2 + 4

        # "Points" stands level with the lowest tier: the first column's heading (the top tier) may reach over it.
        fonts.blit(surface, _("Points"), 20, pal.INK_SOFT, Face.BOLD, midright=(points_x, middle(len(tall) - 1)))
        for k, ((_heading, x), (size, lines)) in enumerate(zip(columns, headings, strict=True)):
            step = self._heading_step(headings)
            widest = max(fonts.size(line, size, Face.BOLD)[0] for line in lines)
            x = min(max(x, card.x + 50 + widest // 2), card.right - 24 - widest // 2)  # inside the card
            for n, heading_line in enumerate(lines):
                y = middle(k % tiers) + (n - (len(lines) - 1) / 2) * step
                fonts.blit(surface, heading_line, size, pal.INK_SOFT, Face.BOLD, center=(x, round(y)))
        row_h = self.row_h
        top += heading_h
        for k, line in enumerate(self.lines):
            r = pygame.Rect(card.x + 50, top + k * row_h, card.w - 100, row_h - 6)
            fill = pal.PARCHMENT_LIGHT if line.place != 1 else pal.shade(pal.GOLD_LIGHT, 0.55)
            pygame.draw.rect(surface, fill, r, border_radius=12)
            pygame.draw.rect(surface, pal.PARCHMENT_DARK, r, 2, border_radius=12)
            medal_name = MEDALS.get(line.place)
            cx = r.x + 44
            if medal_name is not None:
                medal = pal.color(medal_name)
                pygame.draw.circle(surface, pal.shade(medal, -0.3), (cx, r.centery), r.h // 2 - 1)
                pygame.draw.circle(surface, medal, (cx, r.centery), r.h // 2 - 4)
            fonts.blit(surface, ordinal(line.place), 20, pal.INK, Face.BOLD, center=(cx, r.centery))
            draw_pawn(surface, (r.x + 112, r.centery), min(20, r.h // 2 - 3), pal.player_rgb(line.color),
                      pal.player_symbol(line.color))
            points_rect = fonts.blit(surface, self._points(line), 28, pal.INK, Face.REGULAR,
                                     midright=(points_x, r.centery))
            note = self._note(line)
            name_end = points_rect.x - 16
            if note:
                note_rect = fonts.blit(surface, note, 20, pal.OCHRE_RED, Face.BOLD,
                                       midright=(points_rect.x - 16, r.centery))
                name_end = note_rect.x - 12
            name = fonts.cut_to_fit(shown_name(line.name), 28, name_end - (r.x + 146), Face.BOLD)
            fonts.blit(surface, name, 28, pal.INK, Face.BOLD, midleft=(r.x + 146, r.centery))
            figures = self.figures(line.seat)
            if figures is not None:
                for (_heading, x), (_h, field) in zip(columns, FIGURE_COLUMNS, strict=True):
                    fonts.blit(surface, str(getattr(figures, field)), 28, pal.INK, Face.REGULAR,
                               center=(x, r.centery))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer(least_text(), self.paint_static), (0, 0))  # a new text size lays out anew
        self.notes.note(self.fonts)
        self.draw_widgets(surface)
