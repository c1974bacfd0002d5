"""The shown hand: the tray it lies on (in its owner's colour, with whose hand it is) and its tiles, selected ones
lifted, bought ones tagged, the keyboard focus ringed. `draws` records whose hand each of the latest frames drew,
so a test can prove no hand is ever shown to the wrong player."""

from __future__ import annotations

from collections import deque

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.drawing import draw_focus
from game.client.view.sprites import GOLD, INK, seat_rgb
from game.text.i18n import _

DRAWS_KEPT = 600  # ten seconds of frames


class HandView(TablePart):
    """The shown hand and its tray."""

    def __init__(self, art: TableArt) -> None:
        super().__init__(art)
        # Per drawn frame, the seat whose hand was drawn: the latest frames only, so a long game never grows it.
        self.draws: deque[int | None] = deque(maxlen=DRAWS_KEPT)

    def tray_area(self, owner: str) -> pygame.Rect:
        """The tray and the words over it saying whose hand it is."""
        words = self.text.render(owner, 20, palette.CREAM, True).get_rect(bottomleft=self.layout.hand_owner_at())
        return self.layout.hand_tray().union(words)

    def draw_tray(self, surface: pygame.Surface, seat: int, owner: str) -> None:
        tray = self.layout.hand_tray()
        surface.blit(self.art.plates.image(tray.size, (20, 26, 18), 120), tray)
        pygame.draw.rect(surface, seat_rgb(self.art.colors[seat]), tray, 3, border_radius=12)
        words = self.text.render(owner, 20, palette.CREAM, True)
        self.put(surface, words, words.get_rect(bottomleft=self.layout.hand_owner_at()), owner, 20)

    def draw(self, surface: pygame.Surface, overlay) -> None:
        """The shown hand's tiles on its tray (the tray is on the table layer); records whose hand it was."""
        self.draws.append(overlay.hand_seat)
        if overlay.hand_seat is None:
            return
        for tile in self.layout.hand_tiles(overlay.hand, overlay.selected, overlay.hover_tile, overlay.playable):
            if tile.tile in overlay.flying_into_hand:
                continue  # drawn where it flies, not twice
            image = self.art.tiles.image(tile.tile, tile.rect.w, tile.rect.h, True, "selected" if tile.selected else "")
            surface.blit(image, tile.rect)
            if tile.tile in overlay.marked:
                word = self.text.render(_("bought"), 14, INK, True)
                tag = self.layout.bought_mark(tile.rect)
                # A tag as large as its word needs, at a large text size: grown round the strip's centre.
                tag = tag.inflate(max(0, word.get_width() + 8 - tag.w), max(0, word.get_height() - tag.h))
                pygame.draw.rect(surface, GOLD, tag, border_radius=6)
                pygame.draw.rect(surface, INK, tag, 1, border_radius=6)
                self.put(surface, word, word.get_rect(center=tag.center), _("bought"), 14, tag)
        if overlay.focus is not None:
            draw_focus(surface, overlay.focus, 10)
