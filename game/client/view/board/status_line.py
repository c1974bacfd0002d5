"""The status line under the hand: whose turn it is and what the game waits for, on a light plate with the
acting seat's colour at its left end, shrunk to fit a long sentence, down to the text size's least; a sentence still
too long there takes two lines (the plate grows upwards for them at a large text size)."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TablePart
from game.client.view.sprites import seat_rgb
from game.client.view.text import Face, grown

PAD = 3  # the least room above and below the text on the plate
LARGEST = 30  # the status text's size when it fits on one line


class StatusLine(TablePart):
    """The status line."""

    def area(self) -> pygame.Rect:
        """Where the plate may stand: its box, and above it the room two lines of the largest status text take."""
        box = self.layout.status_bar().box
        most = 2 * self.text.fonts.font(LARGEST, Face.BOLD).get_linesize() + 2 * PAD
        return box.union(pygame.Rect(box.x, box.bottom - most, box.w, most))

    def draw(self, surface: pygame.Surface, status: str, color: tuple[int, int, int] | None,
             acting: int | None) -> None:
        """`status` in `color` (None: the look's ink) on its plate, the `acting` seat's colour at its left."""
        bar = self.layout.status_bar()
        box = bar.box
        if not box.w or not status:
            return
        fonts = self.text.fonts
        fonts.begin("status")
        smallest = grown(16)
        size = max(smallest, fonts.fitting_size(status, max(LARGEST, smallest), bar.text_width, smallest=smallest,
                                                face=Face.BOLD, step=2))
        lines = [status]
        if fonts.size(status, size, Face.BOLD)[0] > bar.text_width:
            lines = fonts.wrap(status, size, bar.text_width, Face.BOLD)
            if len(lines) > 2:  # no status sentence is that long; the rest would leave the plate
                lines = [lines[0], fonts.cut_to_fit(" ".join(lines[1:]), size, bar.text_width, Face.BOLD)]
        ink = palette.INK if color is None else color
        images = [self.text.render(line, size, ink, True) for line in lines]
        height = sum(image.get_height() for image in images)
        if height + 2 * PAD > box.h:  # two lines of a large text size: the plate grows upwards to hold them
            box = pygame.Rect(box.x, box.bottom - height - 2 * PAD, box.w, height + 2 * PAD)
        alpha = 250 if palette.high_contrast() else 225
        surface.blit(self.art.plates.image(box.size, palette.PARCHMENT_LIGHT, alpha), box)
        if acting is not None:
            stripe = pygame.Rect(bar.stripe.x, box.y, bar.stripe.w, box.h)
            pygame.draw.rect(surface, seat_rgb(self.art.colors[acting]), stripe,
                             border_top_left_radius=8, border_bottom_left_radius=8)
        top = box.centery - height // 2
        for line, image in zip(lines, images, strict=True):
            rect = image.get_rect(topleft=(bar.text_at[0], top))
            surface.blit(image, rect)
            fonts.note("status", line, rect, size, box)
            top += image.get_height()
