"""A modal question over the current screen: confirm (Enter) or cancel (Escape)."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_panel
from game.client.view.text import Face, grown_by
from game.text.i18n import N_, _

CARD = pygame.Rect(0, 0, 900, 400)  # the card at its least: it grows down for a message of more lines
MESSAGE_TOP = 140  # the message's first line, from the card's top
BUTTONS_ROOM = 134  # under the message: the buttons and the card's edge


class ConfirmScene(MenuScene):
    opaque = False
    blocks_input = True
    blocks_update = True

    def __init__(
        self,
        app: Host,
        title: str,
        message: str,
        confirm_label: str,
        on_confirm: Callable[[], None],
        cancel_label: str = N_("Cancel"),
        tag: str | None = None,
    ) -> None:
        super().__init__(app)
        # The texts are English (constants marked with N_) or already translated, and translated where drawn.
        self.title = title
        self.message = message
        self.on_confirm = on_confirm
        self.tag = tag
        self.card = CARD.copy()
        self.card.center = (app.canvas_size[0] // 2, app.canvas_size[1] // 2)
        y = self.card.bottom - 130
        self.cancel_button = Button((self.card.centerx - 370, y, 340, 88), cancel_label, self.cancel,
                                    style="light", keys=(pygame.K_ESCAPE,),
                                    tooltip=N_("Go back without doing it (Escape)"))
        self.confirm_button = Button((self.card.centerx + 30, y, 340, 88), confirm_label, self.confirm,
                                     style="primary", keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
                                     tooltip=message)  # what it does, as the card says it
        self.widgets = [self.cancel_button, self.confirm_button]

    def confirm(self) -> None:
        self.app.pop()
        self.on_confirm()

    def cancel(self) -> None:
        self.app.pop()

    def message_lines(self) -> tuple[list[str], int]:
        """The message's lines as drawn now, and the step from one to the next."""
        return self.fonts.wrap(_(self.message), 32, CARD.w - 120), grown_by(42, 32)

    def place(self) -> None:
        """The card as high as its message needs (every line of it shows), centred, with the buttons under it."""
        lines, step = self.message_lines()
        w, h = self.app.canvas_size
        self.card.h = max(CARD.h, MESSAGE_TOP + len(lines) * step + BUTTONS_ROOM)
        self.card.center = (w // 2, h // 2)
        for button in self.widgets:
            button.rect.y = self.card.bottom - 130

    def update(self, dt: float) -> None:
        self.place()
        super().update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        dim(surface, 140)
        draw_panel(surface, self.card)
        fonts = self.fonts
        fonts.blit(surface, _(self.title), 54, pal.INK, Face.TITLE, room=self.card,
                   midtop=(self.card.centerx, self.card.y + 50))
        lines, step = self.message_lines()
        for i, line in enumerate(lines):
            fonts.blit(surface, line, 32, pal.INK_SOFT, room=self.card,
                       midtop=(self.card.centerx, self.card.y + MESSAGE_TOP + i * step))
        self.draw_widgets(surface)
