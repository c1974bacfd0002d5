"""What every widget is: a rectangle on the logical canvas that may be hovered, focused, used or greyed with a
reason; its tooltip's text; and the offering of an event to a screen's widgets.

Widgets live on the logical canvas: events reach them with `pos` already mapped by the app, and
`update(dt, mouse)` gets the logical mouse position for hover. A widget's `handle_event` returns True
when it used the event. `draw` only reads state. The kinds: buttons.py, text_input.py, choosers.py, swatches.py;
the keyboard's focus over them, focus.py.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import pygame

from game.client.view.text import Fonts
from game.text.i18n import _


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

    def pressed_elsewhere(self) -> None:
        """The left button went down outside it, wherever that press goes (a field then ends typing)."""

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


def tip_text(widget: Widget) -> str:
    """What a widget's tooltip says now, in the current language: why it cannot be used while it is greyed and a
    reason is given, else what it does ("" for none)."""
    if widget.visible and not widget.enabled and widget.why:
        return _(widget.why)
    tooltip = getattr(widget, "tooltip", "")
    return _(tooltip) if tooltip else ""


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
            if not widget.hit(event.pos):
                widget.pressed_elsewhere()
    for widget in reversed(widgets):
        if widget.handle_event(event):
            return True
    return False
