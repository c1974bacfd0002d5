"""The purchase preview (game/rules/hints.py's PurchaseHint, while the mouse or the focus is on a buy button): a
faint ghost of the buyer's pawn in a gold ring on the space buying takes it to, and a sentence saying so."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.hints import Sentence
from game.client.view.board.looks import TablePart
from game.client.view.sprites import GOLD
from game.client.view.table import Table
from game.rules.hints import PurchaseHint
from game.text.hint_words import purchase_words


class PurchasePreview(TablePart):
    """The purchase preview's ghost pawn and sentence."""

    def draw(self, surface: pygame.Surface, table: Table, purchase: PurchaseHint, seat: int | None) -> Sentence | None:
        """The ghost pawn of `seat`; returns the sentence to draw over the status line (None: no purchase)."""
        if not purchase.count:
            return None
        positions = list(table.positions)
        if seat is not None:
            positions[seat] = purchase.end
            ring = self.layout.hint_pawn(seat, purchase.end, positions)
            size = self.layout.pawn_places.size_at(seat, purchase.end, positions)
            ghost = self.art.pawns.image(self.art.colors[seat], size)
            ghost = ghost.copy()
            ghost.set_alpha(160)
            surface.blit(ghost, ghost.get_rect(center=ring.center))
            pygame.draw.ellipse(surface, GOLD, ring, 4)
        return (purchase_words(purchase), GOLD if purchase.opens_next_round else palette.CREAM)
