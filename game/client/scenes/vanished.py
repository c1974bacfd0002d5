"""The table's question when a seat's phone has been gone for a while at its turn: who plays the seat meanwhile?

A phone that loses the network, runs out of battery or is put away would stall the table, which waits for its
decision. After a few seconds of the table's time this card, over the play screen, names the seat and offers:
"Play it at this screen" (the seat's decisions are taken here, behind the curtain like any seat at this screen),
"Let a bot play it" (a bot plays for it), or "Wait" (Escape; the card comes back if the phone stays away). Either
way the phone gets its seat back as soon as it returns (game/client/scenes/play_phones.py). Tab / Shift+Tab and the
arrows move the keyboard focus over the buttons, Space or Enter presses the focused one; the buttons wake a moment
after the card appears, so that a click meant for the table never answers it. The card closes by itself when the
phone comes back.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_panel
from game.client.view.text import Face
from game.session.stand_ins import StandIn
from game.text.i18n import N_, _

CARD_WIDTH = 1440
LINE = 42  # the message's line height
MOST_LINES = 4
WAKE_SECONDS = 0.6  # how long the buttons stay asleep after the card appears


class VanishedPhonePrompt(MenuScene):
    opaque = False
    blocks_input = True
    blocks_update = True  # the table waits for the answer, as it waited for the phone

    def __init__(self, app: Host, seat: int, name: str, gone: Callable[[], bool],
                 answer: Callable[[int, StandIn | None], None], remote: bool = False) -> None:
        """`gone()`: whether the seat's phone is still away (the card closes once it is back); `answer(seat, who)`:
        the table's choice, None to wait; `remote`: the seat is played from another computer, not a phone."""
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.remote = remote
        self.gone = gone
        self.answer = answer
        self.age = 0.0
        self.closing = False
        # The card is as tall as its message needs in the language of the moment (the menu, where the language
        # changes, cannot open over it).
        self.lines = self.fonts.wrap(self._message(), 30, CARD_WIDTH - 120)[:MOST_LINES]
        self.card = pygame.Rect(0, 0, CARD_WIDTH, 130 + len(self.lines) * LINE + 40 + 88 + 36)
        self.card.center = (app.canvas_size[0] // 2, app.canvas_size[1] // 2)
        y = self.card.bottom - 124
        x = self.card.centerx
        self.wait_button = Button((x - 680, y, 340, 88), N_("Wait"), lambda: self._choose(None), style="light",
                                  keys=(pygame.K_ESCAPE,), size=32,
                                  tooltip=N_("Keep waiting for the phone; asked again if it stays away"))
        self.screen_button = Button((x - 320, y, 480, 88), N_("Play it at this screen"),
                                    lambda: self._choose(StandIn.SCREEN), style="primary", size=30,
                                    tooltip=N_("The seat's turns are taken here, behind the curtain, until the phone "
                                               "is back"))
        self.bot_button = Button((x + 180, y, 500, 88), N_("Let a bot play it"), lambda: self._choose(StandIn.BOT),
                                 size=30, tooltip=N_("A bot plays the seat until the phone is back"))
        self.widgets = [self.wait_button, self.screen_button, self.bot_button]

    @property
    def awake(self) -> bool:
        return self.age >= WAKE_SECONDS

    def _choose(self, who: StandIn | None) -> None:
        if self.awake and not self.closing:
            self.answer(self.seat, who)
            self._close()

    def _close(self) -> None:
        if not self.closing and self.app.is_top(self):
            self.closing = True
            self.app.pop()

    def update(self, dt: float) -> None:
        self.age += dt
        if not self.gone():
            self._close()  # the phone is back: nobody needs to stand in
            return
        for button in self.widgets:
            button.enabled = self.awake
        super().update(dt)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return True  # nothing reaches the table below while the card is up

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.card)
        fonts = self.fonts
        title = (_("{name}'s computer is gone") if self.remote else _("{name}'s phone is gone")).format(name=self.name)
        size = fonts.fitting_size(title, 50, self.card.w - 60, smallest=30, face=Face.TITLE)
        fonts.blit(surface, title, size, pal.INK, Face.TITLE, midtop=(self.card.centerx, self.card.y + 40))
        for index, line in enumerate(self.lines):
            fonts.blit(surface, line, 30, pal.INK_SOFT, midtop=(self.card.centerx, self.card.y + 130 + index * LINE))
        self.draw_widgets(surface)

    def _message(self) -> str:
        if self.remote:
            return _("The table waits for {name}, whose computer has lost its connection. Wait for it, or let someone "
                     "play the seat meanwhile: the computer gets it back as soon as it returns.").format(name=self.name)
        return _("The table waits for {name}, whose phone has lost its connection. Wait for it, or let someone "
                 "play the seat meanwhile: the phone gets it back as soon as it returns.").format(name=self.name)
