"""How the coach's ratings look: a panel listing the best choices, and small marks on the tiles and buttons.

Each line of the panel sets its number apart from its words: the same mark the tile or button carries (a star for
the best, "+1.4" for the expected track points it costs more), in a column of its own, then the choice, and under
it a line on why, from what the estimate already holds: the points the choice scores at once (the rules' hints,
asked by the play screen) and what the search expects of it after that, compared with the best. The legend at the
foot reads the figures of the moment: what one of the numbers shown means, over how many sampled deals, and what
the "·" on a choice the search did not try means. While the person is asked to buy, the panel rates the purchases
and, below them, the tiles as if nothing were bought. The panel is painted once into a cached surface and
repainted only when what it shows changes (the ratings, the choice pointed at, the language), so a frame only
blits it. Nothing here decides anything: the ratings come from the search (game/bots/search.py `Rating`), the
points of the moment from the play screen, the words through game/text/i18n.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

import pygame

from game.bots.search import Rating
from game.client.view import palette as pal
from game.client.view.drawing import draw_panel
from game.client.view.sprites import TextCache
from game.client.view.text import Face, grown, grown_by, least_text
from game.rules import Buy, Decision, Keep, Play
from game.text.i18n import _, decimal, language, ngettext

STAR = "★"
UNTRIED = "·"
LINE = 27  # height of one choice's line in the panel
REASON = 16  # height of the line on why, under a choice's line
MARK_SIZE = 20  # text size of a mark on a tile or button
PANEL_MARK_SIZE = 17  # text size of a choice's mark in the panel
MARK_COLUMN = 58  # the marks' column: each mark ends here, right-aligned, so that the numbers line up
WORDS_AT = 64  # where a choice's words start, right of its mark
REASON_AT = 12  # where the line on why starts: under the choice, a little in, with room for longer words
HEADING = 22  # the heading over the tiles' ratings while buying
FOOT_LINE = 17  # a line of the legend
SAME = 0.05  # a difference later smaller than this reads as none ("0.0" would say nothing)
# The sizes above are the text size's Normal step; a larger step grows the texts and their lines (`Sizes`), and the
# panel then shows fewer of its parts (what_fits, rows_that_fit), the line on why wrapping to two lines.


@dataclass(frozen=True)
class Sizes:
    """The panel's text sizes and line heights at one text-size step."""

    title: int
    title_line: int
    words: int
    words_least: int
    line: int
    reason: int
    reason_line: int
    reason_lines: int  # 1: a choice's why is one line, shrunk to fit; else it wraps (reckoned at this many lines)
    mark: int
    mark_column: int
    words_at: int
    heading: int
    heading_line: int
    more: int
    more_line: int
    legend: tuple[tuple[int, int], ...]  # the legend's (size, line) to try, largest first

    @property
    def reason_height(self) -> int:
        return self.reason_line * self.reason_lines


def sizes() -> Sizes:
    """The panel's sizes at the text-size step in force."""
    words, reason_size, mark = grown(20), grown(14), grown(PANEL_MARK_SIZE)
    # A choice's line holds its words and its mark's pill, whose rim makes it taller: the line grows with the taller.
    line = round(LINE * max(words, mark + 3) / 20)
    return Sizes(title=grown(22), title_line=grown_by(30, 22), words=words, words_least=grown(16), line=line,
                 reason=reason_size, reason_line=grown_by(REASON, 14),
                 reason_lines=1 if reason_size == 14 else 2, mark=mark,
                 mark_column=grown_by(MARK_COLUMN, PANEL_MARK_SIZE), words_at=grown_by(WORDS_AT, PANEL_MARK_SIZE),
                 heading=grown(16), heading_line=grown_by(HEADING, 16), more=grown(16),
                 more_line=grown_by(19, 16), legend=((grown(14), grown_by(FOOT_LINE, 14)),
                                                     (grown(12), grown_by(15, 12))))


def cost_label(rating: Rating) -> str:
    """The mark of a choice: a star for the best, "+1.4" for expected points more ("+1,4" in German and Dutch), "·"
    when not searched."""
    if rating.best:
        return STAR
    if rating.cost is None:
        return UNTRIED
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


def points_now(points: int) -> str:
    """What a choice scores at once, in words: "2 points now", "no points now", "1 point off now" (a Happy Cow)."""
    if points > 0:
        return ngettext("{n} point now", "{n} points now", points).format(n=points)
    if points < 0:
        return ngettext("{n} point off now", "{n} points off now", -points).format(n=-points)
    return _("no points now")


def reason(rating: Rating, now: int | None, best_now: int | None) -> str | None:
    """Why a searched choice stands where it does, in one short line: the points it scores at once (`now`, as the
    rules' hints say; None where nothing is scored at once, as for a keep) and, the rest of its expected cost
    compared with the best (`best_now` its points at once), what it is expected to cost after that, compared with the
    best's (as every number of the panel is). None for a
    choice the search did not try."""
    if not rating.best and rating.cost is None:
        return None
    if now is None or best_now is None:
        if rating.best:
            return _("fewest points later")
        return _("{x} more later").format(x=decimal(rating.cost or 0.0, 1))
    if rating.best:
        return _("{now}, fewest in all").format(now=points_now(now))
    later = (rating.cost or 0.0) - (now - best_now)  # of the cost compared with ★, what is not scored at once
    if later >= SAME:
        return _("{now}, {x} more later").format(now=points_now(now), x=decimal(later, 1))
    if later <= -SAME:
        return _("{now}, {x} fewer later").format(now=points_now(now), x=decimal(-later, 1))
    return _("{now}, as many later").format(now=points_now(now))


def rows_that_fit(reasons: Sequence[bool], room: int, line: int | Sequence[int] = LINE,
                  why: int | Sequence[int] = REASON) -> list[bool]:
    """The lines (`line` pixels high, or each choice's own in a sequence) that fit in `room` pixels, top first: for
    each, whether its line on why (`why` pixels, or each choice's own, where it has one) fits too. The top choices
    keep their why; lower ones give it up before a line is left out."""
    shown: list[bool] = []
    used = 0
    whys = [why] * len(reasons) if isinstance(why, int) else list(why)
    lines = [line] * len(reasons) if isinstance(line, int) else list(line)
    for has, why_h, line in zip(reasons, whys, lines, strict=True):
        if has and used + line + why_h <= room:
            shown.append(True)
            used += line + why_h
        elif used + line <= room:
            shown.append(False)
            used += line
        else:
            break
    return shown


def left_out_note(rated: int, unsearched: int) -> str | None:
    """The note under the panel's lines on the choices it leaves out: `rated` searched ones that rated below those
    shown, and `unsearched` ones the search did not try (the Normal player's ranking put them lower)."""
    hidden = rated + unsearched
    if rated and unsearched:
        return ngettext("{n} more choice, rated worse ({m} not tried)",
                        "{n} more choices, rated worse ({m} not tried)", hidden).format(n=hidden, m=unsearched)
    if rated:
        return ngettext("{n} more choice, rated worse", "{n} more choices, rated worse", hidden).format(n=hidden)
    if unsearched:
        return ngettext("{n} more choice, not tried: worse at a first look",
                        "{n} more choices, not tried: worse at a first look", hidden).format(n=hidden)
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
    now: tuple[tuple[Decision, int], ...] = ()  # the points choices score at once, as the rules' hints say
    ahead: int = 0  # rounds the estimate plays on after this one

    def points_now(self, decision: Decision) -> int | None:
        return next((points for choice, points in self.now if choice == decision), None)


def legend(content: PanelContent) -> list[str]:
    """The legend of the moment: what a number shown means, with its own figures and the deals behind it, and what
    "·" means where some choice was not tried; or why there are no numbers."""
    rated = (*content.ratings, *content.tiles)
    deals = max((r.samples for r in rated), default=0)
    if not deals:
        # One legal choice leaves nothing to search; several with no deal mean the search ran out of time.
        return [_("Only one choice here.") if len(content.ratings) == 1 else _("A quick guess (no time to search).")]
    example = next((r for r in rated if not r.best and r.cost is not None), None)
    if example is None:
        if content.ahead:
            text = ngettext("★ = the fewest track points expected, over {n} sampled deal to the next round's end.",
                            "★ = the fewest track points expected, over {n} sampled deals to the next round's end.",
                            deals)
        else:
            text = ngettext("★ = the fewest track points expected, over {n} sampled deal to the round's end.",
                            "★ = the fewest track points expected, over {n} sampled deals to the round's end.",
                            deals)
        lines = [text.format(n=deals)]
    else:
        if content.ahead:
            text = ngettext("{mark} = {x} track points more than ★ expected, over {n} sampled deal to the next "
                            "round's end.",
                            "{mark} = {x} track points more than ★ expected, over {n} sampled deals to the next "
                            "round's end.", deals)
        else:
            text = ngettext("{mark} = {x} track points more than ★ expected, over {n} sampled deal to the round's end.",
                            "{mark} = {x} track points more than ★ expected, over {n} sampled deals to the round's "
                            "end.", deals)
        lines = [text.format(mark=cost_label(example), x=decimal(example.cost or 0.0, 1), n=deals)]
    if any(not r.best and r.cost is None for r in rated):
        lines.append(_("· = not tried by the search: a first look found it worse."))
    return lines


@dataclass(frozen=True)
class Fit:
    """Which of the panel's parts it has room for, besides its title and the best choice with its why."""

    tiles: bool  # while buying: the tiles' heading and the best tile (else the marks on the hand show them)
    legend: bool  # what the marks mean


def what_fits(room: int, legend_height: int, tiles_asked: bool, size: Sizes | None = None) -> Fit:
    """The parts that fit in `room` pixels below the title, given the legend's height: a short panel (a table of
    eight, longer words of another language) gives up the tiles' part while buying first (each tile's mark still
    rates it), then the legend, so that nothing is drawn over anything else."""
    fit = Fit(tiles=tiles_asked, legend=True)
    s = size or sizes()
    choice = s.line + s.reason_height

    def needed(f: Fit) -> int:
        return choice + (s.heading_line + choice if f.tiles else 0) + (legend_height if f.legend else 0)

    for drop in ("tiles", "legend"):
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
        self.texts: list[str] = []  # what the last paint wrote, line by line (tests read it)
        self.legend_shown = False  # whether the last paint explained the marks
        self._box = pygame.Rect(0, 0, 0, 0)  # the plate of the panel being painted, in its own coordinates

    def _blit(self, surface: pygame.Surface, image: pygame.Surface, at: tuple[int, int], text: str = "",
              size: int = 0, height: int = 0) -> None:
        """`image` (`text` at `size`) drawn at `at`, taking `height` pixels of its line (0: its own height)."""
        surface.blit(image, at)
        rect = image.get_rect(topleft=at)
        if height:
            rect.h = min(rect.h, height)
        self.lines.append(rect)
        self.texts.append(text)
        self.text.fonts.note("coach", text, rect, size, self._box)

    def _write(self, surface: pygame.Surface, text: str, size: int, color: tuple[int, int, int],
               at: tuple[int, int], bold: bool = False, height: int = 0) -> None:
        self._blit(surface, self.text.render(text, size, color, bold), at, text, size, height)

    def panel(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        key = (size, content, language(), pal.look(), least_text())
        if self._surface is None or key != self._key:
            self._surface = self._paint(size, content)
            self._key = key
            self.paints += 1
        return self._surface

    def _wrapped(self, text: str, size: int, width: int) -> list[str]:
        return self.text.fonts.wrap(text, size, width)

    def _paint(self, size: tuple[int, int], content: PanelContent) -> pygame.Surface:
        surface = pygame.Surface(size, pygame.SRCALPHA)
        self.lines, self.texts = [], []
        self.legend_shown = False
        box = surface.get_rect().inflate(-12, -12)
        self._box = box
        self.text.fonts.begin("coach")
        s = sizes()
        draw_panel(surface, box, fill=pal.PARCHMENT_LIGHT, radius=12, shadow=0)
        x, y = box.x + 12, box.y + 8
        width = box.w - 24
        self._write(surface, _("Coach (C)"), s.title, pal.INK, (x, y), True, s.title_line)
        y += s.title_line
        if content.thinking:
            self._write(surface, _("Thinking…"), s.words, pal.INK_SOFT, (x, y))
            return surface
        if content.failed:
            failed = grown(18)
            for line in self._wrapped(_("The coach could not rate this decision."), failed, width):
                self._write(surface, line, failed, pal.OCHRE_RED, (x, y), height=grown_by(22, 18))
                y += grown_by(22, 18)
            return surface
        # At the foot, the legend; in a panel too short for it, in smaller letters, then its first sentence only (the
        # note on the choices left out says which were not tried), before it makes way.
        sentences = legend(content)
        heading = _("Tiles, if you buy none:")
        heading_size = self.text.fonts.fitting_size(heading, s.heading, width, smallest=grown(12), face=Face.BOLD)
        headings = self.text.fonts.wrap(heading, heading_size, width, Face.BOLD)  # two lines in German, when large
        s = replace(s, heading_line=s.heading_line * len(headings))
        (large, large_step), (small, small_step) = s.legend
        tries = ((large, large_step, sentences), (small, small_step, sentences), (small, small_step, sentences[:1]))
        for legend_size, legend_step, told in tries:
            foot = [line for sentence in told for line in self._wrapped(sentence, legend_size, width)]
            fit = what_fits(box.bottom - 6 - y, len(foot) * legend_step + 6, content.tiles_asked, s)
            if fit.legend:
                break
        bottom = box.bottom - 6 - (len(foot) * legend_step + 6 if fit.legend else 0)
        if content.tiles_asked and fit.tiles:
            # While buying: the purchases (the best two at most), then the tiles as if nothing were bought.
            choice = s.line + s.reason_height
            most = 2 if bottom - y >= s.heading_line + 3 * choice else 1
            y = self._choices(surface, content, content.ratings, x, y, bottom - s.heading_line - choice, most=most)
            step = s.heading_line // len(headings)
            for k, line in enumerate(headings):
                self._write(surface, line, heading_size, pal.INK_SOFT, (x, y + 2 + k * step), True, step - 2)
            y += s.heading_line
            if content.tiles_thinking:
                self._write(surface, _("Thinking…"), s.words, pal.INK_SOFT, (x, y))
            else:
                self._choices(surface, content, content.tiles, x, y, bottom)
        elif content.tiles_asked:  # no room for the tiles: their marks on the hand rate them
            self._choices(surface, content, content.ratings, x, y, bottom, most=max(1, (bottom - y) // s.line))
        else:
            self._choices(surface, content, content.ratings, x, y, bottom)
        if fit.legend:
            y = bottom + 6
            pygame.draw.line(surface, pal.INK_SOFT, (x, bottom + 2), (x + width, bottom + 2))
            for line in foot:
                self._write(surface, line, legend_size, pal.INK_SOFT, (x, y), height=legend_step)
                y += legend_step
            self.legend_shown = True
        return surface

    def _choices(self, surface: pygame.Surface, content: PanelContent, ratings: tuple[Rating, ...], x: int, y: int,
                 bottom: int, most: int | None = None) -> int:
        """The searched choices that fit above `bottom` (at most `most`), each with its line on why where there is
        room, and a note on those left out; the y below. The choice pointed at is shown even when it rated lower."""
        searched = [r for r in ratings if r.best or r.cost is not None]
        others = len(ratings) - len(searched)
        best_now = next((content.points_now(r.decision) for r in searched if r.best), None)
        reasons = [reason(r, content.points_now(r.decision), best_now) for r in searched]
        s = sizes()
        box_w = surface.get_width() - 24
        words_w = box_w - 12 - s.words_at - 8
        labels = [self._words(choice_label(r.decision), words_w, s) for r in searched]
        lines = [s.line + (len(label[0]) - 1) * (s.line - 3) for label in labels]
        whys = [self._reason_lines(t, box_w - REASON_AT - 14, s) for t in reasons]
        heights = [len(lines) * s.reason_line for lines in whys]
        if most is not None:  # a part of the panel: the marks on the buttons show the rest
            shown, noted = rows_that_fit([bool(t) for t in reasons[:most]], bottom - y, lines[:most],
                                         heights[:most]), False
        else:
            flags = [bool(t) for t in reasons]
            shown = rows_that_fit(flags, bottom - y, lines, heights)
            noted = len(shown) < len(ratings)
            if noted:  # room for the note on the rest, unless the best choice would lose its why for it
                with_note = rows_that_fit(flags, bottom - y - 2 * s.more_line - 6, lines, heights)
                if with_note and (with_note[0] or not flags[0]):
                    shown = with_note
                else:
                    noted = False
        order = list(range(len(shown)))
        lit = next((k for k, r in enumerate(searched) if r.decision == content.pointed), None)
        if len(order) > 1 and lit is not None and lit >= len(order):
            order[-1] = lit  # the choice pointed at takes the last line (the best keeps the first)
        for k, with_reason in zip(order, shown, strict=True):
            rating = searched[k]
            height = lines[k] + (heights[k] if with_reason else 0)
            lit_line = rating.decision == content.pointed
            if lit_line:
                pygame.draw.rect(surface, pal.GOLD_LIGHT, (x - 6, y - 2, box_w - 12, height - 2), border_radius=6)
            pill = self._pill(cost_label(rating), rating.best, s.mark)
            self._blit(surface, pill, (x + s.mark_column - pill.get_width(),
                                       y + (s.line - 4 - pill.get_height()) // 2), cost_label(rating), s.mark)
            words, words_size = labels[k]
            for n, line in enumerate(words):
                self._write(surface, line, words_size, pal.INK, (x + s.words_at, y + n * (s.line - 3)),
                            lit_line or rating.best, s.line - 3)
            for n, (line, size) in enumerate(whys[k] if with_reason else []):
                self._write(surface, line, size, pal.INK_SOFT, (x + REASON_AT, y + lines[k] - 3 + n * s.reason_line),
                            height=s.reason_line)
            y += height
        more = left_out_note(len(searched) - len(shown), others) if noted else None
        if more:
            for k, line in enumerate(self.text.fonts.wrap(more, s.more, box_w - 24)[:2]):  # long in any language
                self._write(surface, line, s.more, pal.INK_SOFT, (x, y + 2 + s.more_line * k), height=s.more_line)
            y += 2 * s.more_line + 6
        return y

    def _words(self, words: str, room: int, s: Sizes) -> tuple[list[str], int]:
        """A choice's words as drawn, and their size: on one line, shrunk to fit `room` down to the least size; at a
        text size too large for that, wrapped at the least size."""
        fonts = self.text.fonts
        size = fonts.fitting_size(words, s.words, room, smallest=s.words_least, face=Face.BOLD)
        if fonts.size(words, size, Face.BOLD)[0] <= room:
            return [words], size
        return fonts.wrap(words, size, room, Face.BOLD), size

    def _reason_lines(self, text: str | None, room: int, s: Sizes) -> list[tuple[str, int]]:
        """A choice's line on why as drawn, each line with its size: at the game's own sizes one line, shrunk to fit
        `room` (wrapped in the rare case it still does not); at a larger text size wrapped at that size."""
        fonts = self.text.fonts
        if not text:
            return []
        if s.reason_lines == 1:
            size = fonts.fitting_size(text, s.reason, room, smallest=12)
            if fonts.size(text, size)[0] <= room:
                return [(text, size)]
        return [(line, s.reason) for line in fonts.wrap(text, s.reason, room)]

    def mark(self, rating: Rating) -> pygame.Surface:
        """A small pill for one choice: gold with a star for the best, parchment with "+1.4" for the others."""
        return self._pill(cost_label(rating), rating.best)

    def _pill(self, label: str, best: bool, size: int = MARK_SIZE) -> pygame.Surface:
        # The text cache keeps the rendered label; the pill around it is a handful of small draws.
        key = ("pill", label, best, size, language(), pal.look())
        cached = self._pills.get(key)
        if cached is None:
            words = self.text.render(label, size, pal.INK, True)
            w, h = words.get_width() + 16, words.get_height() + 4
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
