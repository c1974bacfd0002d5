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
from game.client.scenes.join import qr_surface
from game.client.scenes.menu import MenuScene
from game.client.scenes.phone_card import CARDS_TOP, QR_SIZE, CardLayout, card_layout, card_rect, draw_name, paint_card
from game.client.scenes.takeover import TakeoverPrompt
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face, least_text
from game.text.i18n import N_, _

if TYPE_CHECKING:
    from game.match_setup.seats import MatchConfig
    from game.phones.table import PhoneTable


TEXT_WIDTH = 1680
PANEL = pygame.Rect(70, 40, 1780, 900)
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

    def layout(self) -> CardLayout:
        """The cards' layout at the text size and in the language in force (no button on these cards)."""
        return card_layout(self.fonts, [self.config.seats[seat].name for seat in self.seats],
                           [self.address(seat) for seat in self.seats], button=False,
                           remote=any(self.config.seats[seat].is_remote for seat in self.seats),
                           room=PANEL.bottom - 20 - self.cards_top())

    def lines(self) -> list[str]:
        return self.fonts.wrap(_(WHAT), 24, TEXT_WIDTH)[:2]  # two lines at most, in any language

    def lines_top(self) -> int:
        return 62 + self.fonts.font(64, Face.TITLE).get_linesize() + 10

    def cards_top(self) -> int:
        below = self.lines_top() + len(self.lines()) * self.fonts.font(24).get_linesize() + 16
        return max(CARDS_TOP, below)

    def card_rect(self, index: int) -> pygame.Rect:
        return card_rect(index, len(self.seats), self.layout(), self.cards_top())

    def paint_static(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        panel = PANEL
        draw_panel(surface, panel, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        with fonts.room("PhoneCodesScene panel", panel, surface):
            fonts.blit(surface, _("The phones' codes"), 64, pal.INK, Face.TITLE, topleft=(120, 62))
            step = fonts.font(24).get_linesize()
            for index, line in enumerate(self.lines()):
                fonts.blit(surface, line, 24, pal.INK_SOFT, topleft=(120, self.lines_top() + index * step))
        layout = self.layout()
        for index, seat in enumerate(self.seats):
            rect = self.card_rect(index)
            with fonts.room(f"PhoneCodesScene code {index}", rect, surface):
                paint_card(surface, fonts, rect, layout, self.address(seat), self.code(seat), self.config.seats[seat])

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer((tuple(self.seats), least_text()), self.paint_static), (0, 0))
        layout = self.layout()
        for index, seat in enumerate(self.seats):
            rect = self.card_rect(index)
            with self.fonts.room(f"PhoneCodesScene seat {index}", rect, surface):
                draw_name(surface, self.fonts, rect, layout, self.config.seats[seat].name,
                          self.phones.server.connected(seat))
        self.draw_widgets(surface)
