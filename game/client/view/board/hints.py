"""Hints (game/rules/hints.py, for the seat's own view): a gold frame and a faint ghost of each candidate tile
where it would land, and a sentence about it in a bubble over the status line; the purchase preview's sentence
uses the same bubble."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.sprites import BONUS, GOLD, PENALTY
from game.client.view.text import Face, Fonts
from game.rules.hints import PlayHint
from game.text.hint_words import hint_words

Sentence = tuple[str, tuple[int, int, int]]  # what a hint says, and its colour


class HintView(TablePart):
    """Hints' frames, ghosts and sentence."""

    def draw_landings(self, surface: pygame.Surface, hint: PlayHint, tile: int | None) -> Sentence | None:
        """Frames and ghosts where the hint's tiles land; returns the sentence about them (`tile`, the one pointed
        at, gives its colour) to be drawn over the status line, or None when none lands on the board."""
        w, h = self.layout.tile_size
        shown = []
        color = palette.CREAM
        for landing in hint.landings:
            frame = self.layout.hint_frame(landing.row, landing.slot)
            if frame is None:
                continue
            ghost = self.art.tiles.image(landing.tile, w, h, True).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, ghost.get_rect(center=frame.center))
            pygame.draw.rect(surface, GOLD, frame, 4, border_radius=10)
            tone = PENALTY if landing.points > 0 else BONUS if landing.points < 0 else palette.CREAM
            if landing.tile == tile or color == palette.CREAM:
                color = tone
            shown.append(landing)
        if not shown:
            return None
        return hint_words(shown, hint.sure), color

    def draw_sentence(self, surface: pygame.Surface, sentence: str, color: tuple[int, int, int]) -> None:
        """The sentence in its bubble over the status line."""
        bar = self.layout.status_bar()
        lines = hint_lines(self.text.fonts, sentence, bar.text_width, bar.box.h - 4)
        labels = [self.text.render(line, size, color, True) for line, size in lines]
        bubble = self.layout.hint_bubble((bar.text_width, sum(label.get_height() for label in labels)))
        pygame.draw.rect(surface, (24, 24, 20), bubble, border_radius=8)
        pygame.draw.rect(surface, GOLD, bubble, 2, border_radius=8)
        y = bubble.centery - sum(label.get_height() for label in labels) / 2
        for (line, size), label in zip(lines, labels, strict=True):
            self.put(surface, label, label.get_rect(midtop=(bubble.centerx, round(y))), line, size, bubble)
            y += label.get_height()


def hint_lines(fonts: Fonts, sentence: str, width: int, room: int) -> list[tuple[str, int]]:
    """The sentence (in bold) as lines and their sizes: one line, shrunk to fit `width`; or, too long for that (a
    double round's two tiles, in German), two lines of a size that fits them both in `width` and, one above the
    other, in `room` pixels of height."""
    size = fonts.fitting_size(sentence, 26, width, smallest=15, face=Face.BOLD, step=2)
    if fonts.size(sentence, size, Face.BOLD)[0] <= width:
        return [(sentence, size)]
    first, sep, second = sentence.partition("; ")  # a double round's two tiles: one a line, where they fit
    for size in range(15, 10, -1):
        lines = [first + ";", second] if sep else []
        if not lines or max(fonts.size(line, size, Face.BOLD)[0] for line in lines) > width:
            lines = fonts.wrap(sentence, size, width, Face.BOLD)
        if len(lines) <= 2 and 2 * fonts.size(sentence, size, Face.BOLD)[1] <= room:
            return [(line, size) for line in lines]
    return [(line, 11) for line in fonts.wrap(sentence, 11, width, Face.BOLD)[:2]]
