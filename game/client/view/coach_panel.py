"""How the coach's ratings look: a panel listing every choice, and small marks on the tiles and buttons.

The best choice is starred; every other carries the expected points it costs more ("+1.4"). The panel is
painted once into a cached surface and repainted only when what it shows changes (the ratings, the choice
pointed at, the language), so a frame only blits it. Nothing here decides anything: the ratings come from
the search (game/bots/search.py `Rating`), the words through game/text/i18n.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import pygame

from game.bots.search import Rating
from game.client.view import palette as pal
from game.client.view.sprites import TextCache
from game.client.view.widgets import draw_panel
from game.rules import Buy, Decision, Keep, Play
from game.text.i18n import _, language, ngettext

STAR = "★"
LINE = 27  # height of one choice's line in the panel
MORE_HEIGHT = 44  # the note on the choices not searched: two lines of 16 points
MARK_SIZE = 20  # text size of a mark on a tile or button


def cost_label(rating: Rating) -> str:
    """The mark of a choice: a star for the best, "+1.4" for expected points more, "·" when not searched."""
    if rating.best:
        return STAR
    if rating.cost is None:
        return "·"
    return f"+{rating.cost:.1f}"


def choice_label(decision: Decision) -> str:
    """A choice in a few words, as the panel lists it."""
    if isinstance(decision, Buy):
        if decision.count == 0:
            return _("buy none")
        return ngettext("buy {n} tile", "buy {n} tiles", decision.count).format(n=decision.count)
    if isinstance(decision, Play):
        return _("play {tiles}").format(tiles=" + ".join(map(str, decision.tiles)))
    if isinstance(decision, Keep):
        if not decision.tiles:
            return _("keep none")
        return _("keep {tiles}").format(tiles=" + ".join(map(str, decision.tiles)))
    return str(decision)


def rows_that_fit(searched: int, others: int, height: int) -> tuple[int, bool]:
    """How many of the searched choices' lines fit in `height` pixels, and whether the note on the rest is drawn
    (its room is kept below them whenever some choice is left out, searched or not)."""
    if not others and searched * LINE <= height - 4:
        return searched, False
    return max(1, min(searched, (height - MORE_HEIGHT) // LINE)), True


def left_out_note(rated: int, unsearched: int) -> str | None:
    """The note under the panel's lines on the choices it leaves out: `rated` searched ones that rated below those
    shown, and `unsearched` ones the search left out (the Normal player's ranking put them lower)."""
    hidden = rated + unsearched
    if rated and unsearched:
        return ngettext("{n} more choice, rated worse ({m} not searched)",
                        "{n} more choices, rated worse ({m} not searched)", hidden).format(n=hidden, m=unsearched)
    if rated:
        return ngettext("{n} more choice, rated worse", "{n} more choices, rated worse", hidden).format(n=hidden)
    if unsearched:
        return ngettext("{n} more choice, not searched: worse at a glance",
                        "{n} more choices, not searched: worse at a glance", hidden).format(n=hidden)
    return None


@dataclass(frozen=True)
class PanelContent:
    """What the panel shows; equal contents give the same picture (the cache's key)."""

    thinking: bool
    failed: bool
    ratings: tuple[Rating, ...]
    pointed: Decision | None  # the choice under the mouse or the keyboard focus: its line is lit


class CoachPanel:
    """Paints the coach's panel into a cached surface, and its marks on tiles and buttons."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self._pills: dict[tuple, pygame.Surface] = {}
        self.paints = 0  # how often the panel was repainted (tests check the cache holds)

    def panel(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        key = (size, content, language())
        if self._surface is None or key != self._key:
            self._surface = self._paint(size, content)
            self._key = key
            self.paints += 1
        return self._surface

    def _paint(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        box = surface.get_rect().inflate(-12, -12)
        draw_panel(surface, box, fill=pal.PARCHMENT_LIGHT, radius=12, shadow=0)
        x, y = box.x + 12, box.y + 8
        title = self.text.render(_("Coach (C)"), 22, pal.INK, True)
        surface.blit(title, (x, y))
        y += 30
        if content.thinking:
            surface.blit(self.text.render(_("Thinking…"), 20, pal.INK_SOFT), (x, y))
            return surface
        if content.failed:
            for line in self.text.fonts.wrap(_("The coach could not rate this decision."), 18, box.w - 24):
                surface.blit(self.text.render(line, 18, pal.OCHRE_RED), (x, y))
                y += 22
            return surface
        searched = [r for r in content.ratings if r.best or r.cost is not None]
        others = len(content.ratings) - len(searched)
        deals = max((r.samples for r in content.ratings), default=0)
        note = ngettext("An estimate from {n} sampled deal:", "An estimate from {n} sampled deals:", deals)
        if not deals:
            # One legal choice leaves nothing to search; several with no deal mean the search ran out of time.
            note = _("Only one choice here:") if len(content.ratings) == 1 else _("A quick guess (no time to search):")
        else:
            note = note.format(n=deals)
        for line in self.text.fonts.wrap(note, 17, box.w - 24):
            surface.blit(self.text.render(line, 17, pal.INK_SOFT), (x, y))
            y += 21
        y += 3
        shown, noted = rows_that_fit(len(searched), others, box.bottom - y)
        shown = searched[:shown]
        for rating in shown:
            lit = rating.decision == content.pointed
            if lit:
                pygame.draw.rect(surface, pal.GOLD_LIGHT, (box.x + 6, y - 2, box.w - 12, LINE - 2), border_radius=6)
            mark = cost_label(rating)
            color = pal.GOLD_DARK if rating.best else pal.INK
            surface.blit(self.text.render(mark, 20, color, True), (x, y))
            surface.blit(self.text.render(choice_label(rating.decision), 20, pal.INK, lit or rating.best), (x + 64, y))
            y += LINE
        more = left_out_note(len(searched) - len(shown), others) if noted else None
        if more:
            for k, line in enumerate(self.text.fonts.wrap(more, 16, box.w - 24)[:2]):  # long in any language
                surface.blit(self.text.render(line, 16, pal.INK_SOFT), (x, y + 2 + 19 * k))
        return surface

    def mark(self, rating: Rating) -> pygame.Surface:
        """A small pill for one choice: gold with a star for the best, parchment with "+1.4" for the others."""
        return self._pill(cost_label(rating), rating.best)

    def _pill(self, label: str, best: bool) -> pygame.Surface:
        # The text cache keeps the rendered label; the pill around it is a handful of small draws.
        words = self.text.render(label, MARK_SIZE, pal.INK, True)
        w, h = words.get_width() + 16, words.get_height() + 4
        key = ("pill", label, best, language())
        cached = self._pills.get(key)
        if cached is None:
            cached = pygame.Surface((w, h), pygame.SRCALPHA)
            pygame.draw.rect(cached, pal.GOLD if best else pal.PARCHMENT, cached.get_rect(), border_radius=h // 2)
            pygame.draw.rect(cached, pal.INK, cached.get_rect(), 2, border_radius=h // 2)
            cached.blit(words, words.get_rect(center=(w // 2, h // 2)))
            self._pills[key] = cached
        return cached

    def draw_marks(self, surface: pygame.Surface, marks: Sequence[tuple[pygame.Rect, Rating]],
                   below: bool = False) -> None:
        """A mark on the top edge of each rect (an offered tile), or on its bottom edge (`below`: the buy buttons,
        whose caption sits above them, and the hand's tiles, whose "bought" tags do)."""
        for rect, rating in marks:
            pill = self.mark(rating)
            edge = rect.bottom if below else rect.top
            surface.blit(pill, pill.get_rect(center=(rect.centerx, edge)))
