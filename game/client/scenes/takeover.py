"""The table's answer to a phone that asks for a seat already played on another phone (game/phones/server.py).

Someone opened a seat's join address in a browser the seat's phone is not (a new phone, or a photo of the join
screen): that browser sees nothing of the seat until the people at the screen let it in. This card, over the
play screen or the join panel, names the seat and the four-digit code the asking phone shows. "Refuse" (or
Escape) sends it away, and the seat's phone keeps the seat; "Let it play" gives it the seat, and the phone that
held it is let go. Tab / Shift+Tab and the arrows move the keyboard focus over the two buttons, Space or Enter
presses the focused one. The buttons wake a moment after the card appears, so that a click meant for the table
never answers it. The table waits underneath until the card is answered (a moment's pause: a phone that was
refused may not ask again for a while); the card closes by itself when the phone gives up.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.base import Host, Scene
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_panel
from game.client.view.text import Face
from game.text.i18n import N_, _
from game.text.narrate import shown_name

if TYPE_CHECKING:
    from game.match_setup.seats import MatchConfig
    from game.phones.server import PhoneServer, Takeover

CARD = pygame.Rect(0, 0, 1040, 500)
WAKE_SECONDS = 0.6  # how long the buttons stay asleep after the card appears


class TakeoverPrompt(MenuScene):
    opaque = False
    blocks_input = True  # the people at the screen answer it before they play on
    blocks_update = True

    @classmethod
    def offer(cls, app: Host, below: Scene, server: PhoneServer, config: MatchConfig) -> bool:
        """Open the card over `below` when a phone asks for a seat and `below` is the top scene; whether it opened
        (then `below` changes nothing more this frame: the card comes first)."""
        if not (server.pending_takeovers() and app.is_top(below)):
            return False
        app.push(cls(app, server, config))
        return True

    def __init__(self, app: Host, server: PhoneServer, config: MatchConfig) -> None:
        super().__init__(app)
        self.server = server
        self.config = config
        self.asking: Takeover | None = None  # the request the card shows
        self.age = 0.0
        self.closing = False
        self.card = CARD.copy()
        self.card.center = (app.canvas_size[0] // 2, app.canvas_size[1] // 2)
        y = self.card.bottom - 124
        self.refuse_button = Button((self.card.centerx - 400, y, 370, 88), N_("Refuse"), self.refuse,
                                    style="light", keys=(pygame.K_ESCAPE,),
                                    tooltip=N_("The phone playing the seat now keeps it (Escape)"))
        self.approve_button = Button((self.card.centerx + 30, y, 370, 88), N_("Let it play"), self.approve,
                                     style="primary", tooltip=N_("The new phone gets the hand; the one playing now "
                                                                 "is let go"))
        self.widgets = [self.refuse_button, self.approve_button]
        waiting = server.pending_takeovers()
        self.asking = waiting[0] if waiting else None

    # ------------------------------------------------------------------ answers
    def refuse(self) -> None:
        if self.asking is not None and self.awake:
            self.server.refuse(self.asking)
            self._look()

    def approve(self) -> None:
        if self.asking is not None and self.awake:
            self.server.approve(self.asking)
            self._look()

    @property
    def awake(self) -> bool:
        return self.age >= WAKE_SECONDS

    # ------------------------------------------------------------------ the frame
    def update(self, dt: float) -> None:
        self.age += dt
        self._look()
        for button in self.widgets:
            button.enabled = self.awake
            button.why = N_("A moment: the buttons wake once the request has been seen, so no stray click answers it.")
        super().update(dt)

    def _look(self) -> None:
        """Show the oldest request waiting; close when none is left (answered, or the phone gave up)."""
        waiting = self.server.pending_takeovers()
        if not waiting:
            self.asking = None
            if not self.closing and self.app.is_top(self):
                self.closing = True
                self.app.pop()
            return
        if waiting[0] != self.asking:
            self.asking = waiting[0]
            self.age = 0.0  # another request: the buttons sleep again, so that no click meant for the last answers it

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return True  # nothing reaches the table below while the card is up

    def title(self) -> str:
        return _("Another phone asks for {name}'s seat").format(name=self.name())

    def name(self) -> str:
        seats = self.config.seats
        seat = self.asking.seat if self.asking is not None else 0
        return shown_name(seats[seat].name) if seat < len(seats) else str(seat + 1)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.card)
        fonts = self.fonts
        title = self.title()
        size = fonts.fitting_size(title, 50, self.card.w - 60, smallest=30, face=Face.TITLE)
        fonts.blit(surface, title, size, pal.INK, Face.TITLE, midtop=(self.card.centerx, self.card.y + 40))
        message = _("Someone opened {name}'s join address in another browser. If it is {name} on a new phone, let "
                    "it play: it gets the hand, and the phone playing now is let go. Otherwise refuse.")
        for index, line in enumerate(fonts.wrap(message.format(name=self.name()), 28, self.card.w - 120)[:4]):
            fonts.blit(surface, line, 28, pal.INK_SOFT, midtop=(self.card.centerx, self.card.y + 118 + index * 38))
        if self.asking is not None:
            fonts.blit(surface, _("Its screen shows the code {code}.").format(code=self.asking.code), 34, pal.INK,
                       Face.BOLD, midtop=(self.card.centerx, self.card.y + 284))
        self.draw_widgets(surface)
