"""The texts of a kept layer (a card painted once and blitted every frame): noted while it is painted, and noted
again each frame it is shown, so the measuring tests see them as long as, and only while, the layer is on the
canvas (game/client/view/text.py `Fonts.written`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import pygame

from game.client.view.text import Fonts, Written


class KeptNotes:
    """What a kept layer's painting wrote, each text with its place on the canvas and the room it belongs to."""

    def __init__(self) -> None:
        self.notes: list[Written] = []

    @contextmanager
    def painting(self, fonts: Fonts, room: pygame.Rect, surface: pygame.Surface,
                 origin: tuple[int, int] = (0, 0)) -> Iterator[None]:
        """While inside, the texts drawn onto `surface` (placed at `origin` on the canvas) are kept, each inside
        `room` (or a smaller room opened within, or noted with `Fonts.note_here`)."""
        if fonts.written is None:
            self.notes = []
            yield
            return
        shown, fonts.written = fonts.written, []
        try:
            with fonts.room("kept layer", room, surface, origin):
                yield
        finally:
            self.notes, fonts.written = fonts.written, shown

    def note(self, fonts: Fonts) -> None:
        """The layer is on the canvas this frame: its texts are noted as the drawing screen's."""
        for entry in self.notes:
            fonts.note_here(entry.text, entry.rect, entry.size, entry.room)
