"""The logical canvas shown in a window of any size: uniform scale, centred, with bars (letterboxing)."""

from __future__ import annotations

from dataclasses import dataclass

import pygame


@dataclass(frozen=True)
class Letterbox:
    """Where a `logical` canvas lands in a `window` of another size, and how points map between them."""

    logical: tuple[int, int]
    window: tuple[int, int]

    @property
    def scale(self) -> float:
        lw, lh = self.logical
        ww, wh = self.window
        return min(ww / lw, wh / lh) if lw > 0 and lh > 0 else 1.0

    @property
    def dest(self) -> pygame.Rect:
        """The window rectangle the canvas is drawn into (the rest is bars)."""
        lw, lh = self.logical
        ww, wh = self.window
        w = max(1, round(lw * self.scale))
        h = max(1, round(lh * self.scale))
        return pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)

    def to_logical(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A window pixel -> the logical point under it (outside the canvas when on a bar)."""
        dest = self.dest
        lw, lh = self.logical
        x = (pos[0] - dest.x) * lw / dest.w
        y = (pos[1] - dest.y) * lh / dest.h
        return (int(x // 1), int(y // 1))  # floor, also left of and above the canvas

    def to_window(self, pos: tuple[float, float]) -> tuple[int, int]:
        """A logical point -> the window pixel that shows it."""
        dest = self.dest
        lw, lh = self.logical
        return (int(dest.x + pos[0] * dest.w / lw), int(dest.y + pos[1] * dest.h / lh))

    def scale_rel(self, rel: tuple[float, float]) -> tuple[int, int]:
        dest = self.dest
        return (round(rel[0] * self.logical[0] / dest.w), round(rel[1] * self.logical[1] / dest.h))


class CanvasPresenter:
    """Scales the canvas into the window each frame: straight into the window where their pixels are alike (the
    canvas is made in the window's format), else into a buffer kept per window size, then copied."""

    def __init__(self, bar_color: tuple[int, int, int]) -> None:
        self.bar_color = bar_color
        self._buffer: pygame.Surface | None = None

    def present(self, canvas: pygame.Surface, window: pygame.Surface) -> Letterbox:
        box = Letterbox(canvas.get_size(), window.get_size())
        dest = box.dest
        if dest.size != window.get_size():
            window.fill(self.bar_color)
        if dest.size == canvas.get_size():
            window.blit(canvas, dest)
            return box
        # smoothscale needs 24 or 32 bit pixels; a paletted canvas gets the plain scaler.
        scale = pygame.transform.smoothscale if canvas.get_bitsize() in (24, 32) else pygame.transform.scale
        if _alike(canvas, window):
            scale(canvas, dest.size, window.subsurface(dest))  # straight into the window: no copy in between
            return box
        if self._buffer is None or self._buffer.get_size() != dest.size:
            self._buffer = pygame.Surface(dest.size, 0, canvas)
        if canvas.get_bitsize() == 8:
            self._buffer.set_palette(canvas.get_palette())  # a new surface gets a palette of its own
        scale(canvas, dest.size, self._buffer)
        window.blit(self._buffer, dest)  # the blit converts to the window's pixels
        return box


def _alike(canvas: pygame.Surface, window: pygame.Surface) -> bool:
    """Whether the canvas's pixels mean what the window's do, so that one may be scaled into the other."""
    if canvas.get_bitsize() != window.get_bitsize() or canvas.get_masks() != window.get_masks():
        return False
    return canvas.get_bitsize() != 8 or canvas.get_palette() == window.get_palette()
