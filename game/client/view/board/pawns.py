"""The pawns on the score track (a hopping pawn over the others), and beyond the dung heap how far the furthest
pawn went past it, written next to the heap."""

from __future__ import annotations

import pygame

from game.client.view.board.looks import TablePart
from game.client.view.sprites import PENALTY


class Pawns(TablePart):
    """The pawns and the count past the dung heap."""

    def draw(self, surface: pygame.Surface, table) -> None:
        for pawn in sorted(table.pawns, key=lambda p: p.hop):
            pawn.draw(surface, self.art.pawns)
        heap = self.layout.dung_heap
        beyond = [p for p in table.positions if p > heap]
        if beyond:
            words = f"+{max(beyond) - heap}"
            label = self.text.render(words, 22, PENALTY, True)
            self.put(surface, label, label.get_rect(midtop=self.layout.pawn_places.overflow_at()), words, 22)
