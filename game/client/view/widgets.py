"""Buttons, a text field, a segmented selector and colour swatches, drawn in the board's palette.

Widgets live on the logical canvas: events reach them with `pos` already mapped by the app, and
`update(dt, mouse)` gets the logical mouse position for hover. A widget's `handle_event` returns True
when it used the event. `draw` only reads state.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

import pygame

from game.client.view import palette as pal
from game.client.view.symbols import draw_symbol
from game.client.view.text import Face, Fonts
from game.text.i18n import _

Color = tuple[int, int, int]
LABEL_MARGIN = 4  # pixels a label keeps free on each side of its button or segment
SMALLEST_LABEL = 0.7  # a label too long for its box shrinks, down to this share of its size at most


def label_size(fonts: Fonts, text: str, size: int, width: int, face: Face = Face.BOLD) -> int:
    """The size to draw a label at so that it fits `width` less the margins: `size`, or smaller for a long one (a
    word of another language can be longer than the English the box was made for), never below SMALLEST_LABEL."""
    return fonts.fitting_size(text, size, width - 2 * LABEL_MARGIN, smallest=max(1, round(size * SMALLEST_LABEL)),
                              face=face)


@functools.lru_cache(maxsize=32)
def _shadow(width: int, height: int, radius: int, shadow: int) -> pygame.Surface:
    """A soft rounded shadow (a few translucent layers); made once per size. Callers only blit it."""
    shade = pygame.Surface((width + shadow * 2, height + shadow * 2), pygame.SRCALPHA)
    for i in range(shadow, 0, -2):
        pygame.draw.rect(shade, (30, 20, 10, 14), shade.get_rect().inflate(-i * 2 + shadow, -i * 2 + shadow),
                         border_radius=radius + i)
    return shade


@functools.lru_cache(maxsize=4)
def _veil(size: tuple[int, int], alpha: int, color: Color) -> pygame.Surface:
    veil = pygame.Surface(size, pygame.SRCALPHA)
    veil.fill((*color, alpha))
    return veil


def draw_panel(
    surface: pygame.Surface,
    rect: pygame.Rect,
    fill: Color = pal.PARCHMENT,
    border: Color | None = pal.PARCHMENT_DARK,
    radius: int = 18,
    shadow: int = 6,
    border_width: int = 3,
) -> None:
    """A rounded card with a soft drop shadow, like the parchment panels of the board."""
    if rect.w <= 0 or rect.h <= 0:
        return  # no room for it (a map far narrower than any screen expects): nothing to draw, and no error
    if shadow:
        surface.blit(_shadow(rect.w, rect.h, radius, shadow), (rect.x - shadow, rect.y - shadow + shadow // 2 + 2))
    pygame.draw.rect(surface, fill, rect, border_radius=radius)
    if border is not None and border_width:
        pygame.draw.rect(surface, border, rect, border_width, border_radius=radius)


def dim(surface: pygame.Surface, alpha: int = 150, color: Color = (24, 20, 14)) -> None:
    """Darken what is already drawn (behind a modal card)."""
    surface.blit(_veil(surface.get_size(), alpha, tuple(color)), (0, 0))


def draw_pawn(surface: pygame.Surface, center: tuple[int, int], radius: int, color: Color, symbol: str = "") -> None:
    """A player's pawn seen from above: a disc with a rim and a highlight, and its colour's symbol if given."""
    x, y = center
    pygame.draw.circle(surface, pal.shade(pal.INK, 0.1), (x + 2, y + 3), radius)
    pygame.draw.circle(surface, pal.shade(color, -0.35), (x, y), radius)
    pygame.draw.circle(surface, color, (x, y), radius - max(2, radius // 7))
    pygame.draw.circle(surface, pal.shade(color, 0.35), (x - radius // 3, y - radius // 3), max(2, radius // 4))
    if symbol:
        draw_symbol(surface, symbol, (x, y), radius * 0.85, pal.readable_on(color))


FOCUS_PAD = 7  # how far the keyboard focus ring stands outside what it surrounds
FOCUS_RING = 4  # its width
BUTTON_EDGE = 5  # a raised button's edge, below it


def draw_focus(surface: pygame.Surface, rect: pygame.Rect, radius: int = 14) -> None:
    """The keyboard focus ring: a dark rim under a light one, so it shows on felt, parchment and tiles alike."""
    ring = rect.inflate(2 * FOCUS_PAD, 2 * FOCUS_PAD)
    pygame.draw.rect(surface, pal.INK, ring.inflate(4, 4), FOCUS_RING + 2, border_radius=radius + 2)
    pygame.draw.rect(surface, pal.GOLD_LIGHT, ring, FOCUS_RING, border_radius=radius)


class Widget:
    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int]) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.hover = False
        self.keyboard_focus = False  # the keyboard focus is on it (a ring is drawn; Space or Enter clicks)
        # Why it cannot be used now, in a sentence shown while the mouse or the focus is on it (marked with N_,
        # translated where drawn, or already translated); "" while it is enabled or needs no reason.
        self.why = ""

    # Whether Tab and the arrows stop on it (buttons, fields, choices); a choice also takes Left and Right.
    focusable = False
    takes_left_right = False

    def click(self) -> None:
        """What Space or Enter does while the keyboard focus is on it."""

    def step(self, direction: int) -> None:
        """What Left (-1) or Right (+1) does while the keyboard focus is on it (a choice moves its selection)."""

    @property
    def active(self) -> bool:
        return self.enabled and self.visible

    def hit(self, pos: Any) -> bool:
        return pos is not None and self.rect.collidepoint(pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        return False

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        self.hover = self.active and self.hit(mouse)

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        raise NotImplementedError


BUTTON_STYLES: dict[str, tuple[Color, Color, Color]] = {
    # fill, edge/shadow, text
    "primary": (pal.OCHRE_RED, pal.shade(pal.OCHRE_RED, -0.35), pal.CREAM),
    "secondary": (pal.FELT, pal.FELT_DARK, pal.CREAM),
    "light": (pal.PARCHMENT_LIGHT, pal.PARCHMENT_DARK, pal.INK),
    "gold": (pal.GOLD, pal.GOLD_DARK, pal.INK),
}


class Button(Widget):
    """Clicked by a press and release of the left button inside it, or by one of its `keys`. The `label` is the
    English text (a constant marked with N_), translated where the button is drawn, so a change of language
    shows at once; a label already translated (one made with `_` and a number) is shown as it is."""

    focusable = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        label: str,
        on_click: Callable[[], None],
        *,
        style: str = "secondary",
        keys: Sequence[int] = (),
        size: int = 34,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.label = label
        self.on_click = on_click
        self.style = style
        self.keys = tuple(keys)
        self.size = size
        self.tooltip = tooltip
        self.pressed = False
        self._painted: tuple[tuple, pygame.Surface] | None = None  # the look painted last, and its image

    def click(self) -> None:
        if self.active:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            self.pressed = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.hit(event.pos):
            self.pressed = True
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            was_pressed, self.pressed = self.pressed, False
            if was_pressed and self.hit(event.pos):
                self.on_click()
                return True
            return False
        if event.type == pygame.KEYDOWN and event.key in self.keys:
            self.on_click()
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        # The button is painted once for each look it takes and then blitted: a frame draws many buttons.
        look = self.look()
        if self._painted is None or self._painted[0] != look:
            self._painted = (look, self._paint(fonts))
        surface.blit(self._painted[1], self.rect.topleft)
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, self._radius())

    def look(self) -> tuple:
        """Everything its drawing depends on: two buttons with the same look draw the same (the label as shown, in
        the current language, so that a change of language paints the button anew)."""
        return (_(self.label), self.style, self.enabled, self.pressed, self.hover, self.size, self.rect.size,
                self.visible, self.keyboard_focus and self.active)

    def _radius(self) -> int:
        return min(16, self.rect.h // 3)

    def _paint(self, fonts: Fonts) -> pygame.Surface:
        """The button on a transparent image of its size (and its 5-pixel edge below)."""
        fill, edge, ink = BUTTON_STYLES.get(self.style, BUTTON_STYLES["secondary"])
        if not self.enabled:
            fill, edge, ink = pal.STONE, pal.STONE_DARK, pal.shade(pal.STONE_DARK, -0.15)
        elif self.pressed:
            fill = pal.shade(fill, -0.12)
        elif self.hover:
            fill = pal.shade(fill, 0.14)
        image = pygame.Surface((self.rect.w, self.rect.h + BUTTON_EDGE), pygame.SRCALPHA)
        rect = pygame.Rect((0, 0), self.rect.size)
        radius = self._radius()
        depth = 0 if self.pressed or not self.enabled else BUTTON_EDGE
        body = rect.move(0, BUTTON_EDGE - depth)
        if depth:
            pygame.draw.rect(image, edge, rect.move(0, BUTTON_EDGE), border_radius=radius)
        pygame.draw.rect(image, fill, body, border_radius=radius)
        if self.hover and self.enabled:
            pygame.draw.rect(image, pal.GOLD_LIGHT, body, 3, border_radius=radius)
        else:
            pygame.draw.rect(image, pal.shade(edge, 0.1), body, 2, border_radius=radius)
        label = _(self.label)
        fonts.blit(image, label, label_size(fonts, label, self.size, body.w), ink, Face.BOLD, center=body.center)
        return image


def tip_text(widget: Widget) -> str:
    """What a widget's tooltip says now, in the current language: why it cannot be used while it is greyed and a
    reason is given, else what it does ("" for none)."""
    if widget.visible and not widget.enabled and widget.why:
        return _(widget.why)
    tooltip = getattr(widget, "tooltip", "")
    return _(tooltip) if tooltip else ""


FORWARD_KEYS = (pygame.K_TAB, pygame.K_RIGHT, pygame.K_DOWN)
BACK_KEYS = (pygame.K_LEFT, pygame.K_UP)
ACTIVATE_KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER)


def focus_step(event: pygame.event.Event) -> int:
    """+1 for a key that moves the focus on (Tab, Right, Down), -1 back (Shift+Tab, Left, Up), else 0."""
    if event.type != pygame.KEYDOWN:
        return 0
    if event.key == pygame.K_TAB:
        return -1 if event.mod & pygame.KMOD_SHIFT else 1
    return 1 if event.key in FORWARD_KEYS else -1 if event.key in BACK_KEYS else 0


class KeyFocus:
    """Keyboard focus over a screen's buttons: Tab / Shift+Tab and the arrow keys move it, Space or Enter
    clicks the focused one. Nothing is focused until a focus key is pressed, so a mouse player sees no ring."""

    def __init__(self) -> None:
        self.current: Widget | None = None
        self.index: int | None = None  # where it was, for screens that rebuild their buttons

    def items(self, widgets: Sequence[Widget]) -> list[Widget]:
        return [w for w in widgets if w.focusable and w.active]

    def handle(self, widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
        items = self.items(widgets)
        step = focus_step(event)
        if step and event.key != pygame.K_TAB and any(event.key in getattr(w, "keys", ()) for w in items):
            return False  # an arrow that is a button's own shortcut (the rules' pages) stays one
        if (step and self.current in items and self.current.takes_left_right  # type: ignore[union-attr]
                and event.key in (pygame.K_LEFT, pygame.K_RIGHT)):
            self.current.step(step)  # type: ignore[union-attr]  # a choice: Left and Right change it
            return True
        if step and items:
            if self.current in items:
                index = (items.index(self.current) + step) % len(items)  # type: ignore[arg-type]
            elif self.index is not None:
                index = min(self.index, len(items) - 1)
            else:
                index = 0 if step > 0 else len(items) - 1
            self.set(items[index], index)
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and self.current in items:
            self.current.click()  # type: ignore[union-attr]
            return True
        return False

    def drop(self) -> None:
        """The mouse moved: the focus ring goes (one button lit at a time), and Tab goes on from where it was."""
        if self.current is not None:
            self.set(None, self.index)

    def set(self, widget: Widget | None, index: int | None = None) -> None:
        if self.current is not None:
            self.current.keyboard_focus = False
        self.current, self.index = widget, index
        if widget is not None:
            widget.keyboard_focus = True

    def restore(self, widgets: Sequence[Widget]) -> None:
        """After a screen made its widgets anew, put the focus back where it was (the same place in the order)."""
        items = self.items(widgets)
        if self.current is not None and self.current not in items and self.index is not None and items:
            index = min(self.index, len(items) - 1)
            self.set(items[index], index)


class TextInput(Widget):
    """A one-line field (a player's name). Click to type (or Space or Enter on it); Enter, Tab, Escape or a click
    elsewhere ends."""

    focusable = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        text: str,
        on_change: Callable[[str], None],
        *,
        max_length: int = 16,
        placeholder: str = "",
        size: int = 32,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.tooltip = tooltip  # what the field is for (N_), shown while the mouse rests on it or the focus is on it
        self.text = text
        self.on_change = on_change
        self.max_length = max_length
        self.placeholder = placeholder
        self.size = size
        self.focused = False
        self.blink = 0.0
        # The whole text is selected (shown lit): typing replaces it, Backspace clears it. Focusing the field
        # selects it, as Ctrl+A does, so a new name is typed without first deleting the old one.
        self.selected_all = False

    def focus(self) -> None:
        if not self.focused:
            self.focused = True
            self.blink = 0.0
            self.selected_all = bool(self.text)
            if pygame.display.get_init():
                pygame.key.start_text_input()

    def unfocus(self) -> None:
        self.focused = False
        self.selected_all = False

    def click(self) -> None:
        self.focus()

    def _set(self, text: str) -> None:
        if text != self.text:
            self.text = text
            self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            self.focused = False
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover = self.hit(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.hit(event.pos):
                self.focus()
                return True
            self.unfocus()  # a click elsewhere ends typing, and still does what it does there
            return False
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            kept = "" if self.selected_all else self.text
            room = self.max_length - len(kept)
            typed = "".join(ch for ch in event.text if ch.isprintable())[: max(0, room)]
            if typed:
                self._set(kept + typed)
                self.selected_all = False
            self.blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL or self.selected_all:
                    self._set("")
                else:
                    self._set(self.text[:-1])
                self.selected_all = False
                self.blink = 0.0
            elif event.key == pygame.K_a and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.selected_all = bool(self.text)
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.unfocus()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected_all = False  # the caret goes to the text's end: typing adds to it
            return True  # while typing, keys are text, not shortcuts
        return False

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self.blink = (self.blink + dt) % 1.0

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        fill = pal.PARCHMENT_LIGHT if self.focused else pal.CREAM
        pygame.draw.rect(surface, fill, self.rect, border_radius=10)
        edge = pal.GOLD_DARK if self.focused else (pal.WOOD_LIGHT if self.hover else pal.PARCHMENT_DARK)
        pygame.draw.rect(surface, edge, self.rect, 3, border_radius=10)
        if self.keyboard_focus and not self.focused:
            draw_focus(surface, self.rect, 10)
        shown = self.text or _(self.placeholder)
        ink = pal.INK if self.text else pal.STONE_DARK
        clip = surface.get_clip()
        surface.set_clip(self.rect.inflate(-12, -6))
        if self.focused and self.selected_all:
            w, h = fonts.size(shown, self.size)
            lit = pygame.Rect(self.rect.x + 14, self.rect.centery - h // 2 - 2, w + 4, h + 4)
            pygame.draw.rect(surface, pal.GOLD_LIGHT, lit, border_radius=4)
        rect = fonts.blit(surface, shown, self.size, ink, Face.REGULAR, midleft=(self.rect.x + 16, self.rect.centery))
        if self.focused and self.blink < 0.55 and not self.selected_all:
            x = rect.right + 2 if self.text else self.rect.x + 16
            pygame.draw.line(surface, pal.INK, (x, self.rect.y + 12), (x, self.rect.bottom - 12), 3)
        surface.set_clip(clip)


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
    and `radius` (the row's corners) set its look."""

    def __init__(self, rect: pygame.Rect | tuple[int, int, int, int], options: Sequence[Option], value: Any,
                 on_change: Callable[[Any], None], *, size: int = 26, inset: int = 6, radius: int = 12) -> None:
        super().__init__(rect, options, value, on_change)
        self.size = size
        self.inset = inset
        self.radius = radius

    def segment(self, index: int) -> pygame.Rect:
        n = max(1, len(self.options))
        x0 = self.rect.x + self.rect.w * index // n
        x1 = self.rect.x + self.rect.w * (index + 1) // n
        return pygame.Rect(x0, self.rect.y, x1 - x0, self.rect.h)

    def part_rect(self, index: int) -> pygame.Rect:
        return self.segment(index)

    def step(self, direction: int) -> None:
        self.choose((self.index() + direction) % len(self.options))

    def click(self) -> None:
        self.step(1)

    def index_at(self, pos: Any) -> int | None:
        if not self.hit(pos):
            return None
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
            self.choose(index)
            return True
        return False

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, self.radius)
        pygame.draw.rect(surface, pal.FELT_DARK, self.rect, border_radius=self.radius)
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
            fonts.blit(surface, shown, size, ink, face, center=seg.center)


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
        fonts.blit(surface, self.caption(), 32, pal.INK, Face.BOLD, midright=(self.rect.right - 8, self.rect.centery))


class ColorSwatches(Widget):
    """The eight pawn colours in a row. `owner(color)` says which other seat has a colour (drawn small). With the
    keyboard focus on it, Left and Right pick the colour beside (Space or Enter the next one)."""

    focusable = True
    takes_left_right = True

    def __init__(
        self,
        rect: pygame.Rect | tuple[int, int, int, int],
        colors: Sequence[str],
        value: str,
        on_pick: Callable[[str], None],
        taken: Callable[[str], bool] = lambda color: False,
        tooltip: str = "",
    ) -> None:
        super().__init__(rect)
        self.tooltip = tooltip  # what the colours are for (N_), shown while the mouse or the focus is on them
        self.colors = list(colors)
        self.value = value
        self.on_pick = on_pick
        self.taken = taken
        self.hover_color: str | None = None

    def swatch(self, index: int) -> pygame.Rect:
        n = max(1, len(self.colors))
        step = self.rect.w / n
        size = min(int(step) - 6, self.rect.h)
        cx = round(self.rect.x + step * (index + 0.5))
        return pygame.Rect(cx - size // 2, self.rect.centery - size // 2, size, size)

    def step(self, direction: int) -> None:
        index = self.colors.index(self.value) if self.value in self.colors else 0
        color = self.colors[(index + direction) % len(self.colors)]
        if color != self.value:
            self.on_pick(color)

    def click(self) -> None:
        self.step(1)

    def color_at(self, pos: Any) -> str | None:
        if not self.hit(pos):
            return None
        for i, color in enumerate(self.colors):
            if self.swatch(i).inflate(6, 6).collidepoint(pos):
                return color
        return None

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.active:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.hover_color = self.color_at(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            color = self.color_at(event.pos)
            if color is None:
                return False
            if color != self.value:
                self.on_pick(color)
            return True
        return False

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        super().update(dt, mouse)
        self.hover_color = self.color_at(mouse) if self.active else None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        if self.keyboard_focus and self.active:
            draw_focus(surface, self.rect, 12)
        for i, color in enumerate(self.colors):
            box = self.swatch(i)
            radius = box.w // 2
            rgb = pal.player_rgb(color)
            if color == self.value:
                pygame.draw.circle(surface, pal.GOLD, box.center, radius + 2)
                pygame.draw.circle(surface, pal.INK, box.center, radius - 3)
                pygame.draw.circle(surface, rgb, box.center, radius - 6)
            elif self.taken(color):
                # Someone else's colour: small, still clickable (the two seats swap colours).
                pygame.draw.circle(surface, pal.shade(rgb, -0.3), box.center, radius // 2)
                pygame.draw.circle(surface, rgb, box.center, radius // 2 - 2)
            else:
                pygame.draw.circle(surface, pal.shade(rgb, -0.35), box.center, radius - 4)
                pygame.draw.circle(surface, rgb, box.center, radius - 7)
            if color == self.hover_color and color != self.value:
                pygame.draw.circle(surface, pal.GOLD_LIGHT, box.center, radius, 3)


def dispatch(widgets: Sequence[Widget], event: pygame.event.Event) -> bool:
    """Offer an event to widgets, topmost (last) first. Mouse motion reaches every widget (for hover)."""
    if event.type == pygame.MOUSEMOTION:
        for widget in widgets:
            widget.handle_event(event)
        return False
    if event.type == pygame.MOUSEBUTTONUP:
        # Every widget hears a release, so a press that wandered off a button is forgotten.
        return any([widget.handle_event(event) for widget in reversed(widgets)])
    if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
        for widget in widgets:  # a click anywhere else ends typing in a field
            if isinstance(widget, TextInput) and not widget.hit(event.pos):
                widget.unfocus()
    for widget in reversed(widgets):
        if widget.handle_event(event):
            return True
    return False
