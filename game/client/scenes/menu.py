"""What the menu screens share: a list of widgets that get events, hover and drawing."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.base import Host, Scene
from game.client.view import palette as pal
from game.client.view.focus import KeyFocus
from game.client.view.kept_notes import KeptNotes
from game.client.view.text import Fonts, least_text
from game.client.view.tooltip import TipTimer, draw_tip, others_than
from game.client.view.widgets import Widget, dispatch, tip_text
from game.text.i18n import generation


def wrap_long(fonts: Fonts, text: str, size: int, width: int) -> list[str]:
    """`text` wrapped to `width` (see Fonts.wrap), a word wider than that (a file's path) broken where it reaches
    the edge."""
    lines: list[str] = []
    for line in fonts.wrap(text, size, width):
        while fonts.size(line, size)[0] > width and len(line) > 1:
            cut = next((k for k in range(len(line) - 1, 0, -1) if fonts.size(line[:k], size)[0] <= width), 1)
            lines.append(line[:cut])
            line = line[cut:]
        lines.append(line)
    return lines


class MenuScene(Scene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self._base: pygame.Surface | None = None
        self._base_key: object = None
        self._base_notes = KeptNotes()  # the texts painted on the base layer, noted again each frame
        self.key_focus = KeyFocus()  # Tab and the arrows move over the buttons, Space or Enter clicks
        self.tip = TipTimer()  # a button's tooltip shows once the mouse rests on it, at once under the focus

    def base_layer(self, key: object, paint: Callable[[pygame.Surface], None]) -> pygame.Surface:
        """What does not change while the screen shows (backdrop, cards, headings), painted once per `key`:
        a frame blits it, then draws only what moves or lights up. The texts painted on it are noted as the
        screen's each frame it is blitted (see Fonts.written), where they stand on the canvas."""
        size = self.app.canvas_size
        key = (key, generation(), pal.look(), least_text())  # a change of language, look or text size repaints
        fonts = self.fonts
        if self._base is None or self._base_key != key or self._base.get_size() != size:
            self._base = pygame.Surface(size)
            with self._base_notes.painting(fonts, self._base.get_rect(), self._base):
                paint(self._base)
            self._base_key = key
        self._base_notes.note(fonts)
        return self._base

    @property
    def fonts(self) -> Fonts:
        return self.app.fonts

    def still(self) -> bool:
        return True  # its buttons light up under the mouse and the keys only (a caret blinks slowly enough)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.key_focus.drop()  # whichever the player used last lights a button: the mouse now
        return self.key_focus.handle(self.widgets, event) or dispatch(self.widgets, event)

    def update(self, dt: float) -> None:
        # While the keyboard's focus is on a button, the mouse lights none: one button is lit at a time.
        mouse = self.app.mouse_pos() if self.key_focus.current is None else None
        for widget in self.widgets:
            widget.update(dt, mouse)
        # The mouse rests on a button (a greyed one too: it says why it cannot be pressed).
        hovered = next((w for w in self.widgets if w.visible and w.hit(mouse) and tip_text(w)), None)
        self.tip.follow(id(hovered) if hovered is not None else None, dt)

    def tooltip(self) -> tuple[str, pygame.Rect] | None:
        """The tooltip showing now: the focused button's, or the one the mouse has rested on."""
        for widget in self.widgets:
            text = tip_text(widget)
            if text and widget.visible and (widget.keyboard_focus or (self.tip.due and id(widget) == self.tip.key)):
                return text, getattr(widget, "tip_rect", widget.rect)  # a panel's tooltip is its part's
        return None

    def draw_widgets(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(surface, self.fonts)
        shown = self.tooltip()
        if shown is not None:
            draw_tip(surface, self.fonts, *shown, avoid=others_than(self.widgets, shown[1]))
