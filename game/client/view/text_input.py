"""The one-line text field (a player's name): typed into after a click, Space or Enter, its whole text selected at
first so that typing replaces it."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.view import palette as pal
from game.client.view.drawing import draw_focus
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.text.i18n import _


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

    def pressed_elsewhere(self) -> None:
        self.unfocus()

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
            elif event.key == pygame.K_v and event.mod & (pygame.KMOD_CTRL | pygame.KMOD_META):
                self.paste(clipboard_text())
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_TAB, pygame.K_ESCAPE):
                self.unfocus()
            elif event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.selected_all = False  # the caret goes to the text's end: typing adds to it
            return True  # while typing, keys are text, not shortcuts
        return False

    def paste(self, text: str) -> None:
        """Ctrl+V: the clipboard's text (its first line) replaces the selection or joins the end of the text."""
        line = "".join(ch for ch in text.strip().split("\n", 1)[0] if ch.isprintable())
        kept = "" if self.selected_all else self.text
        if line:
            self._set((kept + line)[: self.max_length])
            self.selected_all = False
        self.blink = 0.0

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
        clip, inside = surface.get_clip(), self.rect.inflate(-12, -6)
        surface.set_clip(inside)
        if self.focused and self.selected_all:
            w, h = fonts.size(shown, self.size)
            lit = pygame.Rect(self.rect.x + 14, self.rect.centery - h // 2 - 2, w + 4, h + 4)
            pygame.draw.rect(surface, pal.GOLD_LIGHT, lit, border_radius=4)
        # A text longer than the field (a pasted address) shows its end, where the caret is.
        left = min(self.rect.x + 16, inside.right - 8 - fonts.size(shown, self.size)[0])
        rect = fonts.blit(surface, shown, self.size, ink, Face.REGULAR, room=inside,
                          midleft=(left, self.rect.centery))
        if self.focused and self.blink < 0.55 and not self.selected_all:
            x = rect.right + 2 if self.text else self.rect.x + 16
            pygame.draw.line(surface, pal.INK, (x, self.rect.y + 12), (x, self.rect.bottom - 12), 3)
        surface.set_clip(clip)


def clipboard_text() -> str:
    """The system clipboard's text ("" when there is none, or no window to ask it through)."""
    try:
        return pygame.scrap.get_text() if pygame.display.get_init() else ""
    except pygame.error:
        return ""
