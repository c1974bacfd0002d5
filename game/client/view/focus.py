"""The keyboard's focus over a screen's widgets: which keys move it, and the focus that Tab and the arrows move and
Space or Enter uses."""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.view.widgets import Widget

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
        current = self.current if self.current in items else None
        if step and current is not None and current.takes_left_right and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            current.step(step)  # a choice: Left and Right change it
            return True
        if step and items:
            if current is not None:
                index = (items.index(current) + step) % len(items)
            elif self.index is not None:
                index = min(self.index, len(items) - 1)
            else:
                index = 0 if step > 0 else len(items) - 1
            self.set(items[index], index)
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and current is not None:
            current.click()
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
