"""The pawns on the score track (a hopping pawn over the others), and beyond the dung heap how far the furthest
pawn went past it, written next to the heap."""

from __future__ import annotations

import pygame

from game.client.view.layout import Layout
from game.client.view.sprites import PENALTY, PawnArt, TextCache


class Pawns:
    def __init__(self, layout: Layout, text: TextCache, pawn_art: PawnArt) -> None:
        self.layout = layout
        self.text = text
        self.pawn_art = pawn_art

    def draw(self, surface: pygame.Surface, table) -> None:
        for pawn in sorted(table.pawns, key=lambda p: p.hop):
            pawn.draw(surface, self.pawn_art)
        heap = self.layout.dung_heap
        beyond = [p for p in table.positions if p > heap]
        if beyond:
            label = self.text.render(f"+{max(beyond) - heap}", 22, PENALTY, True)
            surface.blit(label, label.get_rect(midtop=self.layout.overflow_at()))
