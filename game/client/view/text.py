"""Fonts and rendered text, each made once: a font per (face, size), a surface per (text, size, colour, face); the
text-size step the player chose, which raises every small text to a least size (`grown`); and, for the tests that
measure the screens, a note of each text drawn and the room it must stay in (`Fonts.written`, `Fonts.room`)."""

from __future__ import annotations

import math
from collections import OrderedDict
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from enum import Enum
from pathlib import Path

import pygame

from game.base import files

FONT_DIR = files.FONTS
SMALLEST_SCALE = 1024 / 1920  # the smallest window the sizes are kept in (1024x600): a smaller one draws as it


class TextStep(Enum):
    """The text-size setting's steps, by the least height of a text in window pixels. The scenes draw on a
    1920x1080 canvas scaled to the window, so the least size on the canvas depends on the window: Normal's 12
    window pixels are the game's own smallest size (12) in a 1920x1080 window and 23 canvas pixels in a 1024x600
    one (scaled by 0.533); Large's 14 and Largest's 16 are larger still."""

    NORMAL = "normal"
    LARGE = "large"
    LARGEST = "largest"

    @property
    def least_pixels(self) -> int:
        return _LEAST_PIXELS[self]


_LEAST_PIXELS = {TextStep.NORMAL: 12, TextStep.LARGE: 14, TextStep.LARGEST: 16}


def least_size(step: TextStep, scale: float) -> int:
    """The least text size on the canvas for `step` in a window showing the canvas at `scale` (windows smaller than
    1024x600 count as that one: text that large would not fit the screens)."""
    return math.ceil(step.least_pixels / max(scale, SMALLEST_SCALE) - 1e-9)


class _Steps:
    """The step in force and the window's scale, read by every panel as it draws (as game/client/view/palette.py
    holds the look)."""

    step = TextStep.NORMAL
    scale = 1.0
    least = least_size(TextStep.NORMAL, 1.0)


def use_text_step(step: TextStep) -> None:
    """Every panel draws at `step` from its next paint on."""
    _Steps.step = step
    _Steps.least = least_size(step, _Steps.scale)


def use_window_scale(scale: float) -> None:
    """The window shows the canvas at `scale` (the app says so every frame: the window may have been resized)."""
    if scale != _Steps.scale:
        _Steps.scale = scale
        _Steps.least = least_size(_Steps.step, scale)


def text_step() -> TextStep:
    return _Steps.step


def least_text() -> int:
    """The least size on the canvas any text is drawn at now (the step in force in the window of the moment):
    what a panel that keeps its drawing keys it by, to draw anew when it changes."""
    return _Steps.least


def grown(size: int) -> int:
    """`size` as the step in force draws it: never under the step's least size."""
    return max(size, _Steps.least)


def grown_by(size: int, base: int) -> int:
    """A length `size` that goes with text of `base` points (a line's height, a gap), grown as that text grows."""
    return round(size * grown(base) / base)


@dataclass(frozen=True)
class Written:
    """A text a panel drew: which panel (`part`), the rect it went into, its size in canvas pixels, and the panel's
    room it must stay inside (in the same coordinates)."""

    part: str
    text: str
    rect: pygame.Rect
    size: int
    room: pygame.Rect


@dataclass(frozen=True)
class _Room:
    """A panel being drawn, for the notes of its texts (see `Fonts.room`)."""

    part: str
    room: pygame.Rect
    surface: pygame.Surface
    origin: tuple[int, int]


class Face(Enum):
    REGULAR = "DejaVuSans.ttf"
    BOLD = "DejaVuSans-Bold.ttf"
    TITLE = "DejaVuSerif-Bold.ttf"


def shrink_to_fit(width_at: Callable[[int], float], largest: int, smallest: int, room: float, step: int = 1) -> int:
    """The size a text is drawn at to fit `room` pixels: going down from `largest` in steps of `step`, the first
    size whose width (`width_at(size)`, measured, never rendered) is at most `room`; the search stops at the first
    size at or below `smallest`, which is taken even when it is still too wide (a long word of another language
    is better drawn a little too wide than unreadably small)."""
    size = largest
    while size > smallest and width_at(size) > room:
        size -= step
    return size


def shortened(text: str, most: int) -> str:
    """`text`, or its first letters and an ellipsis, `most` characters in all (a name in a narrow panel)."""
    return text if len(text) <= most else text[: most - 1] + "…"


class Fonts:
    """The text service the app hands to scenes. Falls back to pygame's built-in font when a file is missing."""

    def __init__(self, font_dir: Path = FONT_DIR, max_cached: int = 4000) -> None:
        self.font_dir = font_dir
        self.max_cached = max_cached
        self._fonts: dict[tuple[Face, int], pygame.font.Font] = {}
        self._text: OrderedDict[tuple, pygame.Surface] = OrderedDict()
        self._wrapped: OrderedDict[tuple, tuple[str, ...]] = OrderedDict()  # measuring words is slow: once per text
        self.renders = 0  # how many surfaces were actually rendered (the rest came from the cache)
        self.written: list[Written] | None = None  # when a list: the panels note each text they draw (tests read it)
        self._rooms: list[_Room] = []  # the rooms being drawn, innermost last (see `room`)
        self._screens: set[str] = set()  # the screens the last frame drew (see `screens_drawn`)

    def begin(self, part: str) -> None:
        """`part` is painted anew: what it noted before is gone from `written`."""
        if self.written is not None:
            self.written = [entry for entry in self.written if entry.part != part]

    def note(self, part: str, text: str, rect: pygame.Rect, size: int, room: pygame.Rect) -> None:
        """A panel drew `text` at `size` into `rect`, inside its `room` (kept only while `written` is a list)."""
        if self.written is not None:
            self.written.append(Written(part, text, pygame.Rect(rect), size, pygame.Rect(room)))

    @contextmanager
    def room(self, part: str, room: pygame.Rect, surface: pygame.Surface,
             origin: tuple[int, int] = (0, 0)) -> Iterator[None]:
        """While inside, each text `blit` draws onto `surface` is noted (when `written` is a list) as `part`'s, at its
        place on the canvas (`surface`'s top left is `origin` there), which must stay inside `room` (canvas
        coordinates). What `part` noted before is forgotten: its texts are drawn anew."""
        self.begin(part)
        self._rooms.append(_Room(part, pygame.Rect(room), surface, origin))
        try:
            yield
        finally:
            self._rooms.pop()

    def screens_drawn(self, names: set[str]) -> None:
        """This frame draws the screens `names` (each noting its texts under its name): those of the frame before
        that are gone have no text on the canvas any more."""
        for gone in self._screens - names:
            self.begin(gone)
        self._screens = names

    def note_here(self, text: str, rect: pygame.Rect, size: int, room: pygame.Rect | None = None) -> None:
        """A text drawn by other means than `blit` (a label painted once and kept) stands at `rect` on the canvas,
        inside `room` (None: the innermost room's): noted as the innermost room's."""
        if self.written is not None and self._rooms:
            inner = self._rooms[-1]
            self.note(inner.part, text, rect, grown(size), inner.room if room is None else room)

    def font(self, size: int, face: Face = Face.REGULAR) -> pygame.font.Font:
        size = grown(size)
        key = (face, size)
        font = self._fonts.get(key)
        if font is None:
            path = self.font_dir / face.value
            if path.exists():
                font = pygame.font.Font(str(path), size)
            else:
                # pygame's default font is smaller at the same size: scale it up to match the layout.
                font = pygame.font.Font(None, round(size * 1.35))
                font.bold = face is not Face.REGULAR
            self._fonts[key] = font
        return font

    def render(
        self, text: str, size: int, color: tuple[int, int, int], face: Face = Face.REGULAR
    ) -> pygame.Surface:
        size = grown(size)
        key = (text, size, tuple(color), face)
        surface = self._text.get(key)
        if surface is not None:
            self._text.move_to_end(key)
            return surface
        surface = self.font(size, face).render(text, True, color)
        self.renders += 1
        self._text[key] = surface
        if len(self._text) > self.max_cached:  # a long game shows many one-off lines: forget the oldest
            self._text.popitem(last=False)
        return surface

    def size(self, text: str, size: int, face: Face = Face.REGULAR) -> tuple[int, int]:
        return self.font(size, face).size(text)

    def fitting_size(self, text: str, largest: int, room: float, *, smallest: int, face: Face = Face.REGULAR,
                     step: int = 1) -> int:
        """The size at which `text` fits `room` pixels (see `shrink_to_fit`)."""
        return shrink_to_fit(lambda size: self.size(text, size, face)[0], largest, smallest, room, step)

    def cut_to_fit(self, text: str, size: int, room: float, face: Face = Face.REGULAR) -> str:
        """`text`, or, when it is wider than `room` pixels at this size, as much of it as fits with an ellipsis."""
        if self.size(text, size, face)[0] <= room:
            return text
        while len(text) > 1 and self.size(text + "…", size, face)[0] > room:
            text = text[:-1]
        return text.rstrip() + "…"

    def wrap(self, text: str, size: int, width: int, face: Face = Face.REGULAR) -> list[str]:
        """Break `text` into lines no wider than `width` (a single word longer than that gets its own line)."""
        size = grown(size)
        key = (text, size, width, face)
        lines = self._wrapped.get(key)
        if lines is None:
            lines = self._wrapped[key] = tuple(self._wrap(text, size, width, face))
            if len(self._wrapped) > self.max_cached:
                self._wrapped.popitem(last=False)
        return list(lines)

    def _wrap(self, text: str, size: int, width: int, face: Face) -> list[str]:
        font = self.font(size, face)
        lines: list[str] = []
        for paragraph in text.split("\n"):
            line = ""
            for word in paragraph.split(" "):
                candidate = f"{line} {word}" if line else word
                if font.size(candidate)[0] <= width or not line:
                    line = candidate
                else:
                    lines.append(line)
                    line = word
            lines.append(line)
        return lines

    def blit(
        self,
        surface: pygame.Surface,
        text: str,
        size: int,
        color: tuple[int, int, int],
        face: Face = Face.REGULAR,
        *,
        room: pygame.Rect | None = None,
        **anchor: tuple[int, int] | int,
    ) -> pygame.Rect:
        """Draw text placed by a pygame.Rect anchor, e.g. `center=(x, y)` or `topleft=(x, y)`; `room`: the panel it
        belongs to, on the canvas (None: the room being drawn), which the notes say it must stay inside."""
        rendered = self.render(text, size, color, face)
        rect = rendered.get_rect(**anchor)
        surface.blit(rendered, rect)
        if self.written is not None and self._rooms and self._rooms[-1].surface is surface:
            inner = self._rooms[-1]
            self.note(inner.part, text, rect.move(inner.origin), grown(size), inner.room if room is None else room)
        return rect
