"""The history panel: the game's entries, the newest at the bottom in bold, whole entries and above them the last
whole sentences of the one before that fit (an entry taller than the whole panel, at a large text size: its last
lines); scrolled back, the entries of that moment, with a bar saying where in
the game they are. A round's summary is an entry on a plate of its own, its title in bold."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.drawing import draw_panel
from game.client.view.layout import LogPanel as LogBox
from game.client.view.text import Face, grown

SIZE = 17  # at the text size's Normal step (game/client/view/text.py grown)
BAR = 5  # the scroll bar's width, at the panel's right edge
SUMMARY_PAD = 5  # a summary's plate reaches this far round its lines


class Entry(Protocol):
    """An entry as the panel draws it (game/client/scenes/play_history.Entry); the panel only reads it."""

    @property
    def lines(self) -> tuple[str, ...]: ...  # a summary's first line is its title

    @property
    def summary(self) -> bool: ...


class LogPanel(TablePart):
    """The history panel of the table."""

    def _lines(self, entry: Entry, newest: bool, width: int) -> list[pygame.Surface]:
        """The rendered lines of one entry: the newest in bold ink, a summary's title in bold, the rest soft."""
        images = []
        for index, line in enumerate(entry.lines):
            images += self._sentence(line, newest or (entry.summary and index == 0), entry.summary, width)
        return images

    def _sentence(self, line: str, bold: bool, summary: bool, width: int) -> list[pygame.Surface]:
        color = palette.INK if bold or summary else palette.INK_SOFT
        size = grown(SIZE)
        return [self.text.render(part, size, color, bold)
                for part in self.text.fonts.wrap(line, size, width, Face.BOLD if bold else Face.REGULAR)]

    def _height(self, images: list[pygame.Surface], box: LogBox, summary: bool) -> int:
        height = sum(image.get_height() + box.line_gap for image in images)
        return height + (2 * SUMMARY_PAD if summary else 0)

    def _wrap_width(self, entry: Entry, box: LogBox) -> int:
        return box.wrap_width - BAR - (2 * SUMMARY_PAD if entry.summary else 0)

    def most_back(self, box: LogBox, entries: Sequence[Entry]) -> int:
        """How far back the panel may be scrolled: until the first entry shows at its top."""
        room = box.bottom - box.top
        used, shown = 0, 0
        for entry in entries:
            height = self._height(self._lines(entry, False, self._wrap_width(entry, box)), box, entry.summary)
            if shown and used + height > room:
                break
            used += height + box.entry_gap
            shown += 1
        return max(0, len(entries) - shown)

    def _placed(self, box: LogBox, entries: Sequence[Entry], back: int) -> list[tuple[int, int, list, bool]]:
        """(index, top, lines, whole) of each entry drawn with `back` entries scrolled back, the newest shown lowest.
        Above the last entry that fits whole, the one before shows its last sentences that fit (not whole), so that
        a tall entry (a round's summary in German) leaves no empty room above the newer ones."""
        if not entries:
            return []
        last = len(entries) - 1 - min(back, len(entries) - 1)
        y = box.bottom
        placed = []
        for index in range(last, -1, -1):
            entry = entries[index]
            images = self._lines(entry, index == len(entries) - 1, self._wrap_width(entry, box))
            height = self._height(images, box, entry.summary)
            if y - height < box.top and index == last:  # taller than the panel: its last lines that fit
                images = self._last_lines(images, box, entry.summary, y - box.top)
                height = self._height(images, box, entry.summary)
                placed.append((index, y - height, images, False))
                break
            if y - height < box.top:
                tail = self._tail(entry, box, y - box.top)
                if tail:  # whole sentences only: a cut sentence reads as nonsense
                    placed.append((index, y - self._height(tail, box, entry.summary), tail, False))
                break
            y -= height
            placed.append((index, y, images, True))
            y -= box.entry_gap
        placed.reverse()
        if back and placed and placed[0][0] == 0 and placed[0][3]:
            # Scrolled back to the game's start: the first entry at the top, as a page begins.
            lift = placed[0][1] - box.top
            placed = [(index, top - lift, images, whole) for index, top, images, whole in placed]
        return placed

    def _last_lines(self, images: list[pygame.Surface], box: LogBox, summary: bool, room: int) -> list[pygame.Surface]:
        while images and self._height(images, box, summary) > room:
            images = images[1:]
        return images

    def _tail(self, entry: Entry, box: LogBox, room: int) -> list[pygame.Surface]:
        """The rendered lines of `entry`'s last sentences that fit in `room` pixels (none: not even one fits)."""
        width = self._wrap_width(entry, box)
        kept: list[pygame.Surface] = []
        for sentence in reversed(entry.lines[1:] if entry.summary else entry.lines):  # a summary's title: not alone
            images = self._sentence(sentence, False, entry.summary, width)
            if self._height(images + kept, box, entry.summary) > room:
                break
            kept = images + kept
        return kept

    def visible(self, box: LogBox, entries: Sequence[Entry], back: int) -> list[int]:
        """The indices of the entries the panel shows whole, oldest first."""
        return [index for index, _top, _lines, whole in self._placed(box, entries, back) if whole]

    def parts(self, box: LogBox, entries: Sequence[Entry], back: int) -> list[tuple[int, int, bool]]:
        """What the panel shows, oldest first: each entry's index, how many lines of it, and whether all of them."""
        return [(index, len(lines), whole) for index, _top, lines, whole in self._placed(box, entries, back)]

    def draw(self, surface: pygame.Surface, box: LogBox, entries: Sequence[Entry], back: int) -> None:
        """The entries up to the one `back` entries before the newest, bottom up."""
        if not box.box.w:
            return
        # Its own plate: the history may reach over the empty seats' places, or give the coach its top.
        draw_panel(surface, box.box, fill=palette.PARCHMENT, radius=10, shadow=0, border_width=2)
        placed = self._placed(box, entries, back)
        self.text.fonts.begin("history")
        for index, top, images, _whole in placed:
            entry = entries[index]
            x = box.text_x
            if entry.summary:
                height = self._height(images, box, True)
                plate = pygame.Rect(x - 4, top, box.wrap_width - BAR + 4, height)
                pygame.draw.rect(surface, palette.PARCHMENT_DARK, plate, border_radius=8)
                x, top = x + SUMMARY_PAD, top + SUMMARY_PAD
            for offset, image in enumerate(images):
                at = (x, top + offset * (image.get_height() + box.line_gap))
                surface.blit(image, at)
                self.text.fonts.note("history", "", image.get_rect(topleft=at), grown(SIZE), box.box)
        if placed:
            self._draw_bar(surface, box, len(entries), placed[0][0], placed[-1][0])

    def _draw_bar(self, surface: pygame.Surface, box: LogBox, count: int, first: int, last: int) -> None:
        """Where the entries shown lie in the whole game: a thumb on a track, only when some are out of sight."""
        if first == 0 and last == count - 1:
            return
        track = pygame.Rect(box.box.right - BAR - 4, box.top, BAR, box.bottom - box.top)
        pygame.draw.rect(surface, palette.PARCHMENT_DARK, track, border_radius=BAR // 2)
        top = track.y + track.h * first // count
        bottom = track.y + track.h * (last + 1) // count
        thumb = pygame.Rect(track.x, top, BAR, max(12, bottom - top))
        pygame.draw.rect(surface, palette.INK_SOFT, thumb.clamp(track), border_radius=BAR // 2)
