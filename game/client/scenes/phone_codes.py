"""The phone seats' join codes again, from the menu during a match: for a phone that lost its page, a new phone, or
a phone that did not come back when the game was continued. The same cards as the join panel's
(game/client/scenes/join.py): each seat's QR code and address, and whether its phone is connected now. A browser
that is not the seat's own must still be let in from the table (game/client/scenes/takeover.py). Back or Escape
returns to the menu.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.base import Host
from game.client.scenes.join import QR_SIZE, card_rect, draw_joined, paint_card, qr_surface
from game.client.scenes.menu import MenuScene
from game.client.scenes.takeover import TakeoverPrompt
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face
from game.text.i18n import N_, _

if TYPE_CHECKING:
    from game.match_setup.seats import MatchConfig
    from game.phones.table import PhoneTable


TEXT_WIDTH = 1680
WHAT = N_("A phone that lost its page scans its seat's code again (on the same Wi-Fi). Another phone than the seat's "
          "own must be let in here, at the table.")


class PhoneCodesScene(MenuScene):
    opaque = True
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, config: MatchConfig, phones: PhoneTable) -> None:
        super().__init__(app)
        self.config = config
        self.phones = phones
        self._codes: dict[int, pygame.Surface] = {}
        self.back_button = Button((110, 966, 260, 96), N_("Back"), self.app.pop, keys=(pygame.K_ESCAPE,), size=34,
                                  tooltip=N_("Back to the menu (Escape)"))
        self.widgets = [self.back_button]

    def update(self, dt: float) -> None:
        super().update(dt)
        TakeoverPrompt.offer(self.app, self, self.phones.server, self.config)  # a new phone scanned a code here

    @property
    def seats(self) -> list[int]:
        return self.phones.seats

    def address(self, seat: int) -> str:
        return self.phones.server.url(seat)

    def code(self, seat: int) -> pygame.Surface:
        if seat not in self._codes:
            self._codes[seat] = qr_surface(self.address(seat), QR_SIZE)
        return self._codes[seat]

    def paint_static(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        draw_panel(surface, pygame.Rect(70, 40, 1780, 900), pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10,
                   border_width=5)
        title = fonts.blit(surface, _("The phones' codes"), 64, pal.INK, Face.TITLE, topleft=(120, 62))
        for index, line in enumerate(fonts.wrap(_(WHAT), 24, TEXT_WIDTH)[:2]):  # two lines at most, in any language
            fonts.blit(surface, line, 24, pal.INK_SOFT, topleft=(120, title.bottom + 10 + index * 30))
        for index, seat in enumerate(self.seats):
            paint_card(surface, fonts, card_rect(index, len(self.seats)), self.config.seats[seat],
                       self.address(seat), self.code(seat))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer(tuple(self.seats), self.paint_static), (0, 0))
        for index, seat in enumerate(self.seats):
            draw_joined(surface, self.fonts, card_rect(index, len(self.seats)), self.phones.server.connected(seat))
        self.draw_widgets(surface)
