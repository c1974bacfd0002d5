"""Widgets that hold one of their options: a segmented row of choices side by side, and a slider's knob stopping at
notches; Left and Right move the choice."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import LABEL_MARGIN, draw_focus, label_size
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.text.i18n import _


@dataclass(frozen=True)
class Option:
    """One choice of a `Segmented` or a stop of a `Slider`: the value it stands for and its label."""

    value: Any
    label: str = ""  # marked with N_ (translated where drawn), unless `native`
    native: bool = False  # a name shown as it is in every language (a language's own name)
    tooltip: str = ""  # what choosing it means (N_), shown while the mouse rests on it or the focus is on the choice

    def shown(self) -> str:
        return self.label if self.native else _(self.label)


class _Chooser(Widget):
    """A widget holding one of its `options`' values; a new one chosen (by the mouse, `choose` or `step`) is
    told to `on_change`."""

    focusable = True
    takes_left_right = True

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], options: Sequence[Option], value: Any,
                 on_change: Callable[[Any], None]) -> None:
        super().__init__(rect)
        self.options = list(options)
        self.value = value
        self.on_change = on_change
        self.hover_index: int | None = None

    def index(self) -> int:
        """The option chosen now (the first when the value is none of them)."""
        return next((i for i, option in enumerate(self.options) if option.value == self.value), 0)

    def choose(self, index: int) -> bool:
        """Choose option `index` (kept within the options); False when it is the one chosen already."""
        value = self.options[max(0, min(len(self.options) - 1, index))].value
        if value == self.value:
            return False
        self.value = value
        self.on_change(value)
        return True

    def index_at(self, pos: Any) -> int | None:
        raise NotImplementedError

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self.hover_index = self.index_at(mouse) if self.active else None

    def _tip_index(self) -> int | None:
        """The option a tooltip speaks of: the one the mouse is on, else, under the keyboard's focus, the one
        chosen."""
        if self.hover_index is not None:
            return self.hover_index
        return self.index() if self.keyboard_focus and self.options else None

    @property
    def tooltip(self) -> str:
        """What the option pointed at (or, under the focus, the one chosen) means ("" where options say nothing)."""
        index = self._tip_index()
        return self.options[index].tooltip if index is not None else ""

    @property
    def tip_rect(self) -> pygame.Rect:
        """Where the tooltip stands: beside the option it speaks of."""
        index = self._tip_index()
        return self.part_rect(index) if index is not None else self.rect

    def part_rect(self, index: int) -> pygame.Rect:
        """Where option `index` is drawn (the whole chooser, unless the kind places its options apart)."""
        return self.rect


class Segmented(_Chooser):
    """A row of choices side by side, one selected (human/bot, the bot's level, a setting); labels are translated
    where drawn, like a Button's. With the keyboard focus on it, Left and Right move the selection (round the ends)
    and Space or Enter takes the next choice. `inset` (the gap around each choice's plate, both sides together)
    and `radius` (the row's corners) set its look.

    The choices share the width evenly while each label fits its share; a longer one (another language, a larger
    text size) gets the width it needs and the others what is left; when the labels cannot all fit side by side,
    the row shows the chosen one alone between two arrows (`compact`): a click on the left arrow takes the choice
    before, a click elsewhere the next."""

    ARROW = 34  # the width of each arrow's end in the compact row

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], options: Sequence[Option], value: Any,
                 on_change: Callable[[Any], None], *, size: int = 26, inset: int = 6, radius: int = 12) -> None:
        super().__init__(rect, options, value, on_change)
        self.size = size
        self.inset = inset
        self.radius = radius
        self._widths: list[int] | None = None  # each segment's width as last laid out (None: even shares)
        self.compact = False

    def needs(self, fonts: Fonts) -> list[int]:
        """The width each choice needs to hold its label at the size it is drawn at now."""
        return [fonts.size(option.shown(), self.size, Face.BOLD)[0] + 2 * LABEL_MARGIN + self.inset
                for option in self.options]

    def lay_out(self, fonts: Fonts) -> None:
        """Share the width among the choices so that each holds its label (see the class), or go compact."""
        needs, n, width = self.needs(fonts), max(1, len(self.options)), self.rect.w
        self.compact = sum(needs) > width
        if self.compact or max(needs, default=0) * n <= width:
            self._widths = None
            return
        spare = width - sum(needs)
        self._widths = [need + spare * (k + 1) // n - spare * k // n for k, need in enumerate(needs)]

    def segment(self, index: int) -> pygame.Rect:
        n = max(1, len(self.options))
        if self._widths is not None and len(self._widths) == n:
            x0 = self.rect.x + sum(self._widths[:index])
            return pygame.Rect(x0, self.rect.y, self._widths[index], self.rect.h)
        x0 = self.rect.x + self.rect.w * index // n
        x1 = self.rect.x + self.rect.w * (index + 1) // n
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.h)

    def part_rect(self, index: int) -> pygame.Rect:
        return self.rect if self.compact else self.segment(index)

    def step(self, direction: int) -> None:
        self.choose((self.index() + direction) % len(self.options))

    def click(self) -> None:
        self.step(1)

    def index_at(self, pos: Any) -> int | None:
        if not self.hit(pos):
            return None
        if self.compact:
            return self.index()
        return next((i for i in range(len(self.options)) if self.segment(i).collidepoint(pos)), None)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is None:
                return False
            if self.compact:
                self.step(-1 if event.pos[0] < self.rect.x + self.ARROW else 1)
            else:
                self.choose(index)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        self.lay_out(fonts)
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, self.radius)
        pygame.draw.rect(surface, pal.FELT_DARK, self.rect, border_radius=self.radius)
        if self.compact:
            self._draw_compact(surface, fonts)
            return
        chosen = self.index()
        for i, option in enumerate(self.options):
            seg = self.segment(i).inflate(-self.inset, -self.inset)
            if i == chosen:
                pygame.draw.rect(surface, pal.GOLD, seg, border_radius=self.radius - 3)
                ink, face = pal.INK, Face.BOLD
            else:
                if i == self.hover_index:
                    pygame.draw.rect(surface, pal.FELT_LIGHT, seg, border_radius=self.radius - 3)
                ink, face = pal.PARCHMENT, Face.REGULAR
            shown = option.shown()
            size = label_size(fonts, shown, self.size, self.segment(i).w, Face.BOLD)  # the same size either way
            fonts.blit(surface, shown, size, ink, face, room=seg, center=seg.center)

    def _draw_compact(self, surface: pygame.Surface, fonts: Fonts) -> None:
        """The chosen label on its plate, with an arrow at each end for the choices before and after."""
        plate = self.rect.inflate(-self.inset, -self.inset)
        pygame.draw.rect(surface, pal.GOLD, plate, border_radius=self.radius - 3)
        half = min(10, plate.h // 4)
        for x, way in ((self.rect.x + self.ARROW // 2 + 2, -1), (self.rect.right - self.ARROW // 2 - 2, 1)):
            tip = (x + way * half, plate.centery)
            pygame.draw.polygon(surface, pal.INK, [tip, (x - way * half, plate.centery - half - 2),
                                                   (x - way * half, plate.centery + half + 2)])
        room = plate.inflate(-2 * self.ARROW, 0)
        shown = self.options[self.index()].shown() if self.options else ""
        size = label_size(fonts, shown, self.size, room.w, Face.BOLD)
        fonts.blit(surface, shown, size, pal.INK, Face.BOLD, room=room, center=room.center)


class Slider(_Chooser):
    """A knob that stops at evenly spaced notches along a bar, one notch per option, with the value in words
    (`caption`) at its right end. A click on the bar moves the knob to the nearest notch, and it follows the mouse
    while dragged; Left and Right move it a notch (stopping at the ends)."""

    CAPTION_ROOM = 210  # the bar leaves this much of the width to the caption

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], options: Sequence[Option], value: Any,
                 on_change: Callable[[Any], None], caption: Callable[[], str]) -> None:
        super().__init__(rect, options, value, on_change)
        self.caption = caption
        self.dragging = False

    def track(self) -> pygame.Rect:
        """The bar the knob slides along."""
        return pygame.Rect(self.rect.x + 24, self.rect.centery - 5, self.rect.w - self.CAPTION_ROOM, 10)

    def notch_x(self, index: int) -> int:
        track = self.track()
        return round(track.x + track.w * index / max(1, len(self.options) - 1))

    def step(self, direction: int) -> None:
        self.choose(self.index() + direction)

    def click(self) -> None:
        self.choose((self.index() + 1) % len(self.options))

    def index_at(self, pos: Any) -> int | None:
        if pos is None or not (self.dragging or self.rect.collidepoint(pos)):
            return None
        track = self.track()
        share = (pos[0] - track.x) / max(1, track.w)
        return max(0, min(len(self.options) - 1, round(share * (len(self.options) - 1))))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            index = self.index_at(event.pos)
            if index is None:
                return False
            self.dragging = True
            self.choose(index)
            return True
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self.index_at(event.pos)
            if self.dragging and self.hover_index is not None:
                self.choose(self.hover_index)
            return False
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        track, chosen = self.track(), self.index()
        pygame.draw.rect(surface, pal.PARCHMENT_DARK, track, border_radius=5)
        filled = pygame.Rect(track.x, track.y, self.notch_x(chosen) - track.x, track.h)
        pygame.draw.rect(surface, pal.GOLD_DARK, filled, border_radius=5)
        for i in range(len(self.options)):
            pygame.draw.circle(surface, pal.WOOD_LIGHT if i > chosen else pal.GOLD_DARK,
                               (self.notch_x(i), track.centery), 7)
        if self.hover_index is not None and self.hover_index != chosen:
            pygame.draw.circle(surface, pal.GOLD_LIGHT, (self.notch_x(self.hover_index), track.centery), 14, 3)
        knob = (self.notch_x(chosen), track.centery)
        pygame.draw.circle(surface, pal.shade(pal.WOOD, -0.2), (knob[0], knob[1] + 3), 20)
        pygame.draw.circle(surface, pal.GOLD, knob, 20)
        pygame.draw.circle(surface, pal.GOLD_LIGHT, (knob[0] - 5, knob[1] - 6), 6)
        # The caption stands past the knob at the bar's end.
        room = pygame.Rect(track.right + 24, self.rect.y, self.rect.right - track.right - 24, self.rect.h)
        fonts.blit(surface, self.caption(), 32, pal.INK, Face.BOLD, room=room,
                   midright=(self.rect.right - 8, self.rect.centery))
