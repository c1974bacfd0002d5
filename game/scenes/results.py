"""The results screen: the final ranking, then play again (same players, new deal) or back to the title."""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence

import pygame

from game.i18n import N_, _, ngettext
from game.match_config import MatchConfig
from game.rules.events import EndReason
from game.rules.narrate import shown_name
from game.scenes.base import Host
from game.scenes.menu import MenuScene
from game.view import palette as pal
from game.view.text import Face
from game.view.widgets import Button, draw_panel, draw_pawn

REASONS = {
    EndReason.DUNG_HEAP: N_("A pawn reached the dung heap."),
    EndReason.NO_TILES: N_("The supply ran out and a player had no tiles left."),
}
MEDALS = {1: pal.GOLD, 2: pal.SILVER, 3: pal.BRONZE}


def ordinal(n: int) -> str:
    # Translators: a place in the results ("1st"); each English suffix has its own text (German: "{n}.").
    suffix = N_("{n}th") if 10 <= n % 100 <= 20 else {1: N_("{n}st"), 2: N_("{n}nd"), 3: N_("{n}rd")}.get(
        n % 10, N_("{n}th"))
    return _(suffix).format(n=n)


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
    ) -> None:
        super().__init__(app)
        self.match_config = match_config
        self.reason = reason
        self.dung_heap = dung_heap
        self.lines = ranking_lines(match_config, positions, places, dung_heap)
        w, h = app.canvas_size
        self.row_h = 84 if len(self.lines) <= 6 else 74
        self.card = pygame.Rect(0, 0, 1240, 230 + len(self.lines) * self.row_h + 190)
        self.card.center = (w // 2, h // 2)
        bottom = self.card.bottom - 130
        self.again_button = Button((self.card.centerx + 20, bottom, 420, 96), N_("Play again"), self.play_again,
                                   style="primary", keys=(pygame.K_RETURN, pygame.K_KP_ENTER), size=38)
        self.title_button = Button((self.card.centerx - 440, bottom, 420, 96), N_("Title"), self.app.go_to_title,
                                   keys=(pygame.K_ESCAPE,), size=36)
        self.widgets = [self.title_button, self.again_button]

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

    def play_again(self) -> None:
        self.app.start_match(dataclasses.replace(self.match_config, seed=None))

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer)."""
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        card = self.card
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=5)
        size = 64 if fonts.size(self.headline, 64, Face.TITLE)[0] <= card.w - 80 else 40  # long shared places
        fonts.blit(surface, self.headline, size, pal.INK, Face.TITLE, midtop=(card.centerx, card.y + 44))
        reason = _(REASONS[self.reason]) if self.reason in REASONS else str(self.reason)
        fonts.blit(surface, _("{reason} Fewest penalty points wins.").format(reason=reason), 28, pal.INK_SOFT,
                   midtop=(card.centerx, card.y + 132))
        row_h = self.row_h
        top = card.y + 210
        for k, line in enumerate(self.lines):
            r = pygame.Rect(card.x + 70, top + k * row_h, card.w - 140, row_h - 10)
            fill = pal.PARCHMENT_LIGHT if line.place != 1 else pal.shade(pal.GOLD_LIGHT, 0.55)
            pygame.draw.rect(surface, fill, r, border_radius=14)
            pygame.draw.rect(surface, pal.PARCHMENT_DARK, r, 2, border_radius=14)
            medal = MEDALS.get(line.place)
            cx = r.x + 60
            if medal is not None:
                pygame.draw.circle(surface, pal.shade(medal, -0.3), (cx, r.centery), r.h // 2 - 4)
                pygame.draw.circle(surface, medal, (cx, r.centery), r.h // 2 - 8)
            fonts.blit(surface, ordinal(line.place), 24, pal.INK, Face.BOLD, center=(cx, r.centery))
            draw_pawn(surface, (r.x + 160, r.centery), min(24, r.h // 2 - 6), pal.player_rgb(line.color),
                      pal.player_symbol(line.color))
            fonts.blit(surface, shown_name(line.name), 34, pal.INK, Face.BOLD, midleft=(r.x + 210, r.centery))
            points = ngettext("{n} point", "{n} points", line.points).format(n=line.points)
            fonts.blit(surface, points, 32, pal.INK, Face.REGULAR, midright=(r.right - 30, r.centery))
            if line.overflow:
                note = _("dung heap +{n}").format(n=line.overflow)
                fonts.blit(surface, note, 26, pal.OCHRE_RED, Face.BOLD, midright=(r.right - 250, r.centery))
            elif line.points >= self.dung_heap:
                fonts.blit(surface, _("on the dung heap"), 26, pal.OCHRE_RED, Face.BOLD,
                           midright=(r.right - 250, r.centery))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer((None), self.paint_static), (0, 0))
        self.draw_widgets(surface)
