"""How the coach's ratings look: a panel listing every choice, and small marks on the tiles and buttons.

The best choice is starred; every other carries the expected points it costs more ("+1.4"), and "·" marks a
choice the search did not try; a legend at the panel's foot says so, and how many deals the estimate rests on.
While the person is asked to buy, the panel rates the purchases and, below them, the tiles as if nothing were
bought. Where the advice differs from what the hint beside it shows (buying costs points at once; a tile that
scores less now may cost more later), a sentence says why. The panel is
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
from game.client.view.drawing import draw_panel
from game.client.view.sprites import TextCache
from game.client.view.text import Face
from game.rules import Buy, Decision, Keep, Play
from game.text.i18n import _, decimal, language, ngettext

STAR = "★"
LINE = 27  # height of one choice's line in the panel
MORE_HEIGHT = 44  # the note on the choices not searched: two lines of 16 points
MARK_SIZE = 20  # text size of a mark on a tile or button
HEADING = 22  # the heading over the tiles' ratings while buying
FOOT_LINE = 18  # a line of the legend
WHY_LINE = 19  # a line of the sentence on why the advice differs from the hint


def cost_label(rating: Rating) -> str:
    """The mark of a choice: a star for the best, "+1.4" for expected points more ("+1,4" in German and Dutch), "·"
    when not searched."""
    if rating.best:
        return STAR
    if rating.cost is None:
        return "·"
    return decimal(rating.cost, 1, sign=True)


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
    tiles: tuple[Rating, ...] = ()  # while buying: the tiles rated as if nothing were bought
    tiles_asked: bool = False  # while buying, the tiles are rated too
    tiles_thinking: bool = False
    why: str = ""  # why the coach's choice differs from what the hint beside it suggests
    ahead: int = 0  # rounds the estimate plays on after this one


def estimate_note(deals: int, ahead: int) -> str:
    """What the ratings rest on: how many sampled deals, played how far."""
    if ahead:
        return ngettext("{n} sampled deal, to the next round's end:",
                        "{n} sampled deals, to the next round's end:", deals).format(n=deals)
    return ngettext("{n} sampled deal, to the round's end:", "{n} sampled deals, to the round's end:",
                    deals).format(n=deals)


def legend() -> str:
    """What the marks mean."""
    return _("★ = best; +1.4 = expected points more than ★; · = not searched")


@dataclass(frozen=True)
class Fit:
    """Which of the panel's parts it has room for, besides its title, one choice's line and the why."""

    note: bool  # what the estimate rests on
    tiles: bool  # while buying: the tiles' heading and the best tile (else the marks on the hand show them)
    legend: bool  # what the marks mean


def what_fits(room: int, note: int, why: int, legend: int, tiles_asked: bool) -> Fit:
    """The parts that fit in `room` pixels below the title, given the heights of the note, the why and the legend:
    a short panel (a table of eight, longer words of another language) gives up the note first, then the tiles'
    part while buying (each tile's mark still rates it), then the legend, so that nothing is drawn over
    anything else."""
    fit = Fit(note=True, tiles=tiles_asked, legend=True)

    def needed(f: Fit) -> int:
        return ((note + 4 if f.note else 0) + LINE + (HEADING + LINE if f.tiles else 0) + why
                + (legend if f.legend else 0))

    for drop in ("note", "tiles", "legend"):
        if needed(fit) <= room:
            break
        fit = Fit(**{**fit.__dict__, drop: False})
    return fit


class CoachPanel:
    """Paints the coach's panel into a cached surface, and its marks on tiles and buttons."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._key: tuple | None = None
        self._surface: pygame.Surface | None = None
        self._pills: dict[tuple, pygame.Surface] = {}
        self.paints = 0  # how often the panel was repainted (tests check the cache holds)
        self.lines: list[pygame.Rect] = []  # where the last paint put each line of text (tests: none overlap)
        self.legend_shown = False  # whether the last paint explained the marks

    def _blit(self, surface: pygame.Surface, image: pygame.Surface, at: tuple[int, int]) -> None:
        surface.blit(image, at)
        self.lines.append(image.get_rect(topleft=at))

    def panel(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        key = (size, content, language())
        if self._surface is None or key != self._key:
            self._surface = self._paint(size, content)
            self._key = key
            self.paints += 1
        return self._surface

    def _wrapped(self, text: str, size: int, width: int) -> list[str]:
        return self.text.fonts.wrap(text, size, width)

    def _paint(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        self.lines = []
        box = surface.get_rect().inflate(-12, -12)
        draw_panel(surface, box, fill=pal.PARCHMENT_LIGHT, radius=12, shadow=0)
        x, y = box.x + 12, box.y + 8
        width = box.w - 24
        self._blit(surface, self.text.render(_("Coach (C)"), 22, pal.INK, True), (x, y))
        y += 30
        if content.thinking:
            self._blit(surface, self.text.render(_("Thinking…"), 20, pal.INK_SOFT), (x, y))
            return surface
        if content.failed:
            for line in self._wrapped(_("The coach could not rate this decision."), 18, width):
                self._blit(surface, self.text.render(line, 18, pal.OCHRE_RED), (x, y))
                y += 22
            return surface
        deals = max((r.samples for r in (*content.ratings, *content.tiles)), default=0)
        if deals:
            note = estimate_note(deals, content.ahead)
        else:
            # One legal choice leaves nothing to search; several with no deal mean the search ran out of time.
            note = _("Only one choice here.") if len(content.ratings) == 1 else _("A quick guess (no time to search).")
        note_size = self.text.fonts.fitting_size(note, 15, width, smallest=13)  # one line where it can
        note_lines = self._wrapped(note, note_size, width)
        # At the bottom: why the advice differs from the hint, where it does, and what the marks mean; in a panel
        # too short for them, in smaller letters before the legend would make way.
        for why_size, why_step, legend_size, legend_step in ((16, WHY_LINE, 15, FOOT_LINE), (14, 17, 13, 16)):
            why = self._wrapped(content.why, why_size, width) if content.why else []
            marks = self._wrapped(legend(), legend_size, width) if deals else []
            fit = what_fits(box.bottom - 6 - y, len(note_lines) * FOOT_LINE, len(why) * why_step,
                            len(marks) * legend_step, content.tiles_asked)
            if fit.legend:
                break
        if fit.note:
            for line in note_lines:
                self._blit(surface, self.text.render(line, note_size, pal.INK_SOFT), (x, y))
                y += FOOT_LINE
            y += 4
        foot = [(line, why_size, pal.OCHRE_RED, why_step) for line in why]
        if fit.legend:
            foot += [(line, legend_size, pal.INK_SOFT, legend_step) for line in marks]
        self.legend_shown = fit.legend and bool(marks)
        bottom = box.bottom - 6 - sum(step for *_, step in foot)
        if content.tiles_asked and fit.tiles:
            # While buying: the purchases (the best two at most), then the tiles as if nothing were bought.
            most = 2 if bottom - y >= HEADING + 4 * LINE else 1  # a short panel (eight seats): the best purchase
            y = self._choices(surface, content.ratings, content.pointed, x, y, bottom - HEADING - LINE, most=most)
            heading = _("Tiles, if you buy none:")
            heading_size = self.text.fonts.fitting_size(heading, 16, width, smallest=12, face=Face.BOLD)
            self._blit(surface, self.text.render(heading, heading_size, pal.INK_SOFT, True), (x, y + 2))
            y += HEADING
            if content.tiles_thinking:
                self._blit(surface, self.text.render(_("Thinking…"), 20, pal.INK_SOFT), (x, y))
            else:
                self._choices(surface, content.tiles, content.pointed, x, y, bottom)
        elif content.tiles_asked:  # no room for the tiles: their marks on the hand rate them
            self._choices(surface, content.ratings, content.pointed, x, y, bottom, most=max(1, (bottom - y) // LINE))
        else:
            self._choices(surface, content.ratings, content.pointed, x, y, bottom)
        y = bottom
        for line, text_size, color, step in foot:
            self._blit(surface, self.text.render(line, text_size, color), (x, y))
            y += step
        return surface

    def _choices(self, surface: pygame.Surface, ratings: tuple[Rating, ...], pointed: Decision | None, x: int, y: int,
                 bottom: int, most: int | None = None) -> int:
        """The searched choices that fit above `bottom` (at most `most`), a note on those left out; the y below."""
        searched = [r for r in ratings if r.best or r.cost is not None]
        others = len(ratings) - len(searched)
        shown, noted = rows_that_fit(len(searched), others, bottom - y)
        noted = noted and y + shown * LINE + MORE_HEIGHT <= bottom  # a short panel leaves the rest to the marks
        if most is not None:  # a part of the panel: the marks on the buttons show the rest
            shown, noted = min(shown, most), False
        box_w = surface.get_width() - 24
        for rating in searched[:shown]:
            lit = rating.decision == pointed
            if lit:
                pygame.draw.rect(surface, pal.GOLD_LIGHT, (x - 6, y - 2, box_w - 12, LINE - 2), border_radius=6)
            color = pal.GOLD_DARK if rating.best else pal.INK
            self._blit(surface, self.text.render(cost_label(rating), 20, color, True), (x, y))
            self._blit(surface, self.text.render(choice_label(rating.decision), 20, pal.INK, lit or rating.best),
                       (x + 64, y))
            y += LINE
        more = left_out_note(len(searched) - shown, others) if noted else None
        if more:
            for k, line in enumerate(self.text.fonts.wrap(more, 16, box_w - 24)[:2]):  # long in any language
                self._blit(surface, self.text.render(line, 16, pal.INK_SOFT), (x, y + 2 + 19 * k))
            y += MORE_HEIGHT
        return y

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
