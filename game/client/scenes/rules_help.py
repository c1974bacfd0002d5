"""The rules, told for players in a few pages (from the rulebook), reachable from the title and the pause menu.

Left/Right, Page Up/Down or the mouse wheel turn pages; Escape closes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.text import Face
from game.client.view.widgets import Button, draw_panel
from game.text.i18n import N_, _


@dataclass(frozen=True)
class Page:
    title: str  # the texts are English, marked with N_, and translated where drawn
    blocks: tuple[tuple[str, str], ...]  # ("p", paragraph) or ("b", bullet point)


PAGES: tuple[Page, ...] = (
    Page(N_("The goal"), (
        ("p", N_("Collect as few penalty points as you can. Every penalty point moves your pawn one space along "
              "the score track toward the dung heap. Whoever stands closest to the start at the end wins.")),
        ("p", N_("The game has 99 tiles numbered 1 to 99. Everyone starts with 6 tiles, hidden from the others. "
              "Four tiles start the first four rows: these are the active rows. There are always exactly four "
              "active rows.")),
        ("p", N_("The game ends at the end of a round in which a pawn reaches the dung heap, or in which the "
              "supply is empty and a player has run out of tiles.")),
    )),
    Page(N_("A round"), (
        ("b", N_("Everyone secretly chooses one tile from their hand.")),
        ("b", N_("All chosen tiles are revealed together.")),
        ("b", N_("They go onto the board one at a time, lowest number first.")),
        ("b", N_("Each tile lands on the next free space of exactly one row (next page), and its space may give "
              "points.")),
        ("p", N_("Before choosing, you may buy 1, 2 or 3 tiles from the supply, once per round. Each costs one "
              "penalty point. You may never hold more than 9 tiles.")),
        ("p", N_("With several people at one screen, a curtain hides each hand until its owner is ready.")),
    )),
    Page(N_("Where does a tile go?"), (
        ("b", N_("Rule 1: a tile goes after a row's last tile only if it is higher.")),
        ("b", N_("Rule 2: of those rows, it goes into the one whose last tile is closest to it.")),
        ("b", N_("Rule 3: lower than all of them? Then into the row with the highest last tile.")),
        ("p", N_("Example: the rows end in 2, 5, 8 and 18; 3, 14, 15 and 44 are played.")),
        ("d", "placement"),
        ("p", N_("You never choose the row: the game places every tile by these rules, and shows where your "
              "chosen tile would go.")),
    )),
    Page(N_("Penalty points"), (
        ("p", N_("Cowpie space: whoever places a tile there takes its points. Nothing else happens.")),
        ("p", N_("Ibex space, at the end of each row: whoever places a tile there completes the row, and")),
        ("b", N_("takes the points shown on the ibex space;")),
        ("b", N_("moves that tile to the first space of the next free row (after the last rows of one half of "
              "the board comes the first row of the other half);")),
        ("b", N_("keeps one or two tiles of the completed row in hand; the rest go to the box.")),
    )),
    Page(N_("Double spaces and Happy Cows"), (
        ("p", N_("Double spaces: while the row with the double spaces is active and one of them is still "
              "uncovered, everyone plays two tiles at once. Whoever holds a single tile must buy at least one.")),
        ("p", N_("Happy Cows: while an active row shows an uncovered Happy Cow space, points turn positive: cowpie "
              "and ibex points move pawns back toward the start (surplus points at the start are lost). "
              "Buying tiles still costs penalty points. Once the Happy Cows are covered, points are penalties "
              "again.")),
    )),
    Page(N_("The score track"), (
        ("p", N_("Only one pawn may stand on a space (except the start). A pawn that would land on another "
              "moves further toward the dung heap to the next free space, whether it gained or lost points. "
              "So buying one tile more can sometimes save you points.")),
        ("p", N_("Oxen-eyes: when the leading pawn moves onto or past an oxen-eye space through penalty points "
              "or buying, the next round is open. Tiles are played face up, fewest points first; the leader "
              "plays last, seeing every tile. Players still on the start play face down together first.")),
    )),
    Page(N_("Running out, and the end"), (
        ("p", N_("Whoever has no tiles at the end of a round draws six new tiles from the supply for free (fewer "
              "if the supply runs low), unless their last tile went onto an ibex space.")),
        ("p", N_("If the supply runs out while tiles are bought, the missing tiles come from the box, and from "
              "then on nobody may buy, except a player who must play two tiles and holds one.")),
        ("p", N_("At the end, the fewest penalty points wins. Pawns that went past the dung heap count every "
              "space: whoever went furthest is last.")),
    )),
    Page(N_("On this screen"), (
        ("b", N_("Your turn: click tiles in your hand, then Play (or Enter). Buy with the buttons 0 to 3 (or the "
              "keys 0 to 3) before you play. While hints are on, the board shows where a tile would go; H turns "
              "them on or off.")),
        ("b", N_("Space or a click: finish the animation that is playing; Skip shows everything up to the next "
              "decision at once.")),
        ("b", N_("Escape: the pause menu (resume, restart, these rules, back to the title). F11: full screen.")),
        ("b", N_("Setup: 2 to 8 players, each a person at this screen or a bot with a level; the arrows change the "
              "play order; picking another player's colour swaps the two colours.")),
    )),
)

BODY = 34
LINE = 46
GAP = LINE // 2
BULLET_GAP = 10
TILE = 46
TILE_STEP = 54
# The rulebook's placement example: each row's tiles before the round, and the tiles placed in it (in order).
PLACEMENT_EXAMPLE = (
    ((2,), (3,), N_("the 3: only the 2 is lower (rule 1)")),
    ((5,), (), ""),
    ((8,), (14, 15), N_("the 14: the 8 is closest (rule 2); then the 15")),
    ((18,), (44,), N_("the 44: the 18 is closest")),
)
DIAGRAM_HEIGHT = {"placement": len(PLACEMENT_EXAMPLE) * TILE_STEP}


def draw_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, number: int, new: bool) -> None:
    """A number tile as the board shows it: ivory with ink numerals; a just-placed one in gold."""
    fill = pal.GOLD_LIGHT if new else pal.CREAM
    pygame.draw.rect(surface, pal.shade(pal.INK, 0.3), rect.move(0, 3), border_radius=8)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, pal.GOLD_DARK if new else pal.PARCHMENT_DARK, rect, 2, border_radius=8)
    fonts.blit(surface, str(number), 24, pal.INK, Face.BOLD, center=rect.center)


class RulesHelpScene(MenuScene):
    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.page = max(0, min(page, len(PAGES) - 1))
        self.card = pygame.Rect(0, 0, 1560, 940)
        self.card.center = (w // 2, h // 2)
        y = self.card.bottom - 124
        self.prev_button = Button((self.card.x + 60, y, 260, 88), N_("◀  Back"), self.previous,
                                  keys=(pygame.K_LEFT, pygame.K_PAGEUP), size=32)
        self.next_button = Button((self.card.right - 320, y, 260, 88), N_("Next  ▶"), self.next,
                                  style="primary", keys=(pygame.K_RIGHT, pygame.K_PAGEDOWN), size=32)
        self.close_button = Button((self.card.right - 110, self.card.y + 30, 70, 70), "✕", self.close,
                                   style="light", keys=(pygame.K_ESCAPE,), size=30)
        self.widgets = [self.prev_button, self.next_button, self.close_button]
        self._sync()

    def _sync(self) -> None:
        self.prev_button.enabled = self.page > 0
        last = self.page == len(PAGES) - 1
        self.next_button.label = N_("Done") if last else N_("Next  ▶")

    def previous(self) -> None:
        if self.page > 0:
            self.page -= 1
        self._sync()

    def next(self) -> None:
        if self.page == len(PAGES) - 1:
            self.close()
            return
        self.page += 1
        self._sync()

    def close(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if event.y < 0 and self.page < len(PAGES) - 1:
                self.next()
            elif event.y > 0:
                self.previous()
            return True
        return super().handle_event(event)

    def page_lines(self, index: int) -> list[tuple[str, str]]:
        """The wrapped lines of a page: (kind, text) with kind "p", "b" (first line of a bullet), "c" (a bullet's
        continuation), "d" (a diagram), "" for the gap between blocks and "s" for the one between bullets."""
        width = self.card.w - 220
        lines: list[tuple[str, str]] = []
        for kind, text in PAGES[index].blocks:
            if lines and (kind in ("p", "d") or lines[-1][0] in ("p", "d")):
                lines.append(("", ""))
            elif lines and kind == "b":
                lines.append(("s", ""))  # a little air between bullet points
            if kind == "d":
                lines.append((kind, text))
                continue
            wrapped = self.fonts.wrap(_(text), BODY, width - (44 if kind == "b" else 0))
            for k, line in enumerate(wrapped):
                lines.append((kind if k == 0 or kind == "p" else "c", line))
        return lines

    def page_height(self, index: int) -> int:
        heights = {"": GAP, "s": BULLET_GAP}
        return sum(DIAGRAM_HEIGHT[text] if kind == "d" else heights.get(kind, LINE)
                   for kind, text in self.page_lines(index))

    def draw_placement(self, surface: pygame.Surface, x: int, y: int) -> None:
        fonts = self.fonts
        for r, (before, placed, caption) in enumerate(PLACEMENT_EXAMPLE):
            top = y + r * TILE_STEP
            pygame.draw.rect(surface, pal.PARCHMENT_DARK, (x - 8, top - 4, TILE_STEP * 4 + 8, TILE + 8),
                             border_radius=10)
            for k, number in enumerate((*before, *placed)):
                tile = pygame.Rect(x + k * TILE_STEP, top, TILE, TILE)
                draw_tile(surface, fonts, tile, number, new=k >= len(before))
            if caption:
                fonts.blit(surface, _(caption), 28, pal.INK_SOFT, midleft=(x + TILE_STEP * 4 + 30, top + TILE // 2))

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer)."""
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        card = self.card
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=5)
        page = PAGES[self.page]
        fonts.blit(surface, _("Rules"), 28, pal.WOOD, Face.BOLD, topleft=(card.x + 110, card.y + 50))
        fonts.blit(surface, _(page.title), 58, pal.INK, Face.TITLE, topleft=(card.x + 108, card.y + 86))
        pygame.draw.line(surface, pal.PARCHMENT_DARK, (card.x + 110, card.y + 172), (card.right - 110, card.y + 172), 3)
        y = card.y + 204
        for kind, text in self.page_lines(self.page):
            if kind in ("", "s"):
                y += GAP if kind == "" else BULLET_GAP
                continue
            if kind == "d":
                if text == "placement":
                    self.draw_placement(surface, card.x + 118, y + 4)
                y += DIAGRAM_HEIGHT[text]
                continue
            x = card.x + 110
            if kind in ("b", "c"):
                if kind == "b":
                    pygame.draw.circle(surface, pal.OCHRE_RED, (x + 14, y + LINE // 2 - 2), 7)
                x += 44
            fonts.blit(surface, text, BODY, pal.INK, Face.REGULAR, topleft=(x, y))
            y += LINE
        # Page dots between the buttons.
        n = len(PAGES)
        cy = self.prev_button.rect.centery + 3
        for i in range(n):
            cx = card.centerx + (i - (n - 1) / 2) * 40
            if i == self.page:
                pygame.draw.circle(surface, pal.OCHRE_RED, (round(cx), cy), 11)
            else:
                pygame.draw.circle(surface, pal.PARCHMENT_DARK, (round(cx), cy), 8)
        fonts.blit(surface, _("Page {page} of {pages}").format(page=self.page + 1, pages=n), 24, pal.INK_SOFT,
                   midtop=(card.centerx, cy + 24))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer((self.page), self.paint_static), (0, 0))
        self.draw_widgets(surface)
