"""The join panel: before a match with phone seats begins, each phone seat's QR code, address and whether it joined.
A seat played from another computer (remote) joins the same way, by its address: its card says where to type it.

It opens the phone server (game/phones/table.py) with the interface and port of the settings, and the
match begins by itself once every phone seat has joined; a seat can be played at this screen instead. With
no local network (or a port in use) it says so in one sentence and still lets the seats move to the screen.
A resumed save comes here too and continues once its phones are back: with the links they had when the game was
left (game/storage/phone_links.py), so that their pages, which keep trying, join again by themselves.
"""

from __future__ import annotations

from dataclasses import replace
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.scenes.phone_card import (
    CARD_W,
    CARDS_BOTTOM,
    CARDS_TOP,
    SWITCH_LABEL,
    SWITCH_W,
    CardLayout,
    SwitchButton,
    card_layout,
    card_rect,
    draw_name,
    paint_card,
)
from game.client.scenes.takeover import TakeoverPrompt
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face, least_text
from game.match_setup.seats import HUMAN, MatchConfig
from game.storage.phone_links import links_for
from game.text.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.phones.table import PhoneTable
    from game.storage.saves import LoadedSave

def qr_surface(text: str, size: int) -> pygame.Surface:
    """`text` as a QR code (dark modules on white, with its quiet zone), scaled to at most `size` pixels."""
    import segno  # only a match with phones needs it

    code = segno.make(text, error="m")
    rows = [list(row) for row in code.matrix_iter(scale=1, border=4)]
    n = len(rows)
    small = pygame.Surface((n, n))
    small.fill((255, 255, 255))
    for y, row in enumerate(rows):
        for x, dark in enumerate(row):
            if dark:
                small.set_at((x, y), (0, 0, 0))
    scale = max(1, size // n)  # whole pixels per module, so every phone camera reads it
    return pygame.transform.scale(small, (n * scale, n * scale))


class JoinScene(MenuScene):
    """Phones join here; `loaded` is a save being continued (game/storage/saves.LoadedSave), else a new match starts."""

    def __init__(self, app: Host, config: MatchConfig, loaded: LoadedSave | None = None) -> None:
        super().__init__(app)
        self.config = config
        self.loaded = loaded
        self.table: PhoneTable | None = None  # the phone server; handed to the play screen when the match begins
        self.problem: str | None = None
        self.started = False
        self._codes: dict[tuple[int, int], pygame.Surface] = {}  # by seat and size
        board_map = app.board_map
        if board_map is None:
            self.problem = app.map_error or _("The board is not loaded, so a game cannot start.")
        else:
            from game.phones.server import PhoneServerError
            from game.phones.table import PhoneTable

            settings = app.settings
            # A save continued lets its phones back in on the links they had (their pages try to join again).
            links = links_for(loaded.path.name) if loaded is not None else None
            try:
                try:
                    self.table = PhoneTable.open(config, board_map.spec, settings.phone_interface,
                                                 settings.phone_port, links=links)
                except PhoneServerError:
                    if links is None:
                        raise
                    # Their port is taken now: new links, on the settings' port; the phones scan again.
                    self.table = PhoneTable.open(config, board_map.spec, settings.phone_interface, settings.phone_port)
            except PhoneServerError as exc:
                text = str(exc)
                self.problem = text[:1].upper() + text[1:] + ("" if text.endswith(".") else ".")
        self.back_button = Button((110, 966, 260, 96), N_("Back"), self.back, keys=(pygame.K_ESCAPE,), size=34,
                                  tooltip=N_("Back to the setup; the game does not begin (Escape)"))
        self.rebuild()

    # ------------------------------------------------------------------ seats
    @property
    def phone_seats(self) -> list[int]:
        return self.config.phones

    def joined(self, seat: int) -> bool:
        return self.table is not None and self.table.server.connected(seat)

    def address(self, seat: int) -> str | None:
        return self.table.server.url(seat) if self.table is not None else None

    def to_screen(self, seat: int) -> None:
        """Play `seat` at this screen instead of on a phone."""
        seats = list(self.config.seats)
        seats[seat] = replace(seats[seat], controller=HUMAN)
        self.config = replace(self.config, seats=tuple(seats))
        if self.table is not None:
            self.table.drop_seat(seat)
        self._codes = {key: code for key, code in self._codes.items() if key[0] != seat}
        self.rebuild()

    @property
    def remote(self) -> bool:
        """Whether a seat still waiting here is played from another computer (not only phones join)."""
        return any(self.config.seats[seat].is_remote for seat in self.phone_seats)

    def layout(self) -> CardLayout:
        """The cards' layout at the text size and in the language in force."""
        return card_layout(self.fonts, [self.config.seats[seat].name for seat in self.phone_seats],
                           [self.address(seat) for seat in self.phone_seats], remote=self.remote,
                           room=CARDS_BOTTOM - self.cards_top())

    def intro(self) -> tuple[list[str], int, tuple[int, int, int]]:
        """The lines under the title (what to do, or the problem in two lines at most), their size and colour."""
        if self.problem:
            return self.fonts.wrap(self.problem, 26, 1680)[:2], 26, pal.OCHRE_RED
        if self.remote:
            return self.fonts.wrap(_("Each player joins with their seat's card: a phone scans its code, another "
                                     "computer types its address. The game begins when every seat has joined."),
                                   24, 1680), 24, pal.INK_SOFT
        return self.fonts.wrap(_("Scan your seat's code with the phone's camera (on the same Wi-Fi as this computer). "
                                 "The game begins when every phone has joined."), 24, 1680), 24, pal.INK_SOFT

    def intro_top(self) -> int:
        return 62 + self.fonts.font(64, Face.TITLE).get_linesize() + 14

    def cards_top(self) -> int:
        lines, size, _color = self.intro()
        return max(CARDS_TOP, self.intro_top() + len(lines) * self.fonts.font(size).get_linesize() + 16)

    def card_rect(self, index: int) -> pygame.Rect:
        return card_rect(index, len(self.phone_seats), self.layout(), self.cards_top())

    def rebuild(self) -> None:
        self.switch_buttons: dict[int, Button] = {}
        for seat in self.phone_seats:
            self.switch_buttons[seat] = SwitchButton((0, 0, SWITCH_W, 52), SWITCH_LABEL,
                                                     partial(self.to_screen, seat), style="light", size=22,
                                                     tooltip=N_("This seat is played at this screen, not on a phone"))
        self.widgets = [*self.switch_buttons.values(), self.back_button]
        self.place()

    def place(self) -> None:
        """Each switch button at the foot of its card, as tall as its label needs at the text size in force."""
        layout = self.layout()
        for index, seat in enumerate(self.phone_seats):
            r = self.card_rect(index)
            self.switch_buttons[seat].rect = pygame.Rect(r.x + (CARD_W - SWITCH_W) // 2, r.y + layout.button_top,
                                                         SWITCH_W, layout.button_h)

    # ------------------------------------------------------------------ flow
    def back(self) -> None:
        self.app.replace(routes.setup_scene(self.app, replace(self.config, seed=None)))

    def update(self, dt: float) -> None:
        self.place()
        super().update(dt)
        if self.table is not None and TakeoverPrompt.offer(self.app, self, self.table.server, self.config):
            return  # a second browser on a joined seat's code: the table answers first
        if self.started or not self.app.is_top(self) or (self.problem and self.phone_seats):
            return  # begun already, a card over the panel, or phone seats no phone can join (to the screen first)
        if self.phone_seats and not (self.table is not None and self.table.all_joined()):
            return
        self.begin()

    def begin(self) -> None:
        """Every phone has joined (or no phone seat is left): the match begins, or the save continues."""
        self.started = True
        table = self.table if self.phone_seats else None
        if table is None and self.table is not None:
            self.table.close(_("every seat is now played at the screen"))
        self.table = None  # the play screen owns it now
        self.app.last_match = replace(self.config, seed=None) if self.loaded is not None else self.config
        if self.loaded is None:
            self.app.replace(routes.play_scene(self.app, self.config, phones=table))
            return
        from game.session.resume import resume_match

        bots = routes.play_bots()
        match = resume_match(replace(self.loaded, config=self.config), bots,
                             seats=table.controllers() if table is not None else None)
        scene = routes.play_scene(self.app, self.config, match, phones=table)
        # A person reads no file names in the history: the round says where the game goes on.
        scene.note(_("Continued from the saved game, round {round}.").format(round=self.loaded.game.round.number))
        self.app.replace(scene)

    def exit(self) -> None:
        if self.table is not None:  # left without starting: Back, or the window closed
            self.table.close(_("the game on the screen left the join panel"))
            self.table = None

    # ------------------------------------------------------------------ drawing
    def code(self, seat: int) -> pygame.Surface | None:
        url = self.address(seat)
        if url is None:
            return None
        size = self.layout().qr_size
        if (seat, size) not in self._codes:
            self._codes[seat, size] = qr_surface(url, size)
        return self._codes[seat, size]

    def paint_static(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        panel = pygame.Rect(70, 40, 1780, 900)
        draw_panel(surface, panel, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        layout = self.layout()
        with fonts.room("JoinScene panel", panel, surface):
            title = _("Join the game") if self.remote else _("Join on your phones")
            fonts.blit(surface, title, 64, pal.INK, Face.TITLE, topleft=(120, 62))
            lines, size, color = self.intro()  # the problem: two lines at most, above the cards
            step = fonts.font(size).get_linesize()
            for index, line in enumerate(lines):
                fonts.blit(surface, line, size, color, topleft=(120, self.intro_top() + index * step))
            if not self.phone_seats:
                fonts.blit(surface, _("Every seat is played at this screen now."), 30, pal.INK, center=(960, 500))
        for index, seat in enumerate(self.phone_seats):
            rect = self.card_rect(index)
            with fonts.room(f"JoinScene code {index}", rect, surface):
                paint_card(surface, fonts, rect, layout, self.address(seat), self.code(seat), self.config.seats[seat])

    def draw(self, surface: pygame.Surface) -> None:
        key = (tuple(self.phone_seats), self.problem, self.table is not None, least_text())
        surface.blit(self.base_layer(key, self.paint_static), (0, 0))
        fonts = self.fonts
        self.place()
        layout = self.layout()
        for index, seat in enumerate(self.phone_seats):
            rect = self.card_rect(index)
            with fonts.room(f"JoinScene seat {index}", rect, surface):
                draw_name(surface, fonts, rect, layout, self.config.seats[seat].name, self.joined(seat))
        if self.table is not None and self.phone_seats:
            joined = sum(self.joined(seat) for seat in self.phone_seats)
            if self.remote:
                joined_text = ngettext("{joined} of {n} seat joined", "{joined} of {n} seats joined",
                                       len(self.phone_seats)).format(joined=joined, n=len(self.phone_seats))
            else:
                joined_text = ngettext("{joined} of {n} phone joined", "{joined} of {n} phones joined",
                                       len(self.phone_seats)).format(joined=joined, n=len(self.phone_seats))
            at = pygame.Rect((0, 0), fonts.size(joined_text, 30, Face.BOLD))
            at.midleft = (self.back_button.rect.right + 50, self.back_button.rect.centery)
            pygame.draw.rect(surface, pal.WOOD_DARK, at.inflate(36, 20), border_radius=14)  # readable on the meadow
            fonts.blit(surface, joined_text, 30, pal.CREAM, Face.BOLD, topleft=at.topleft)
        self.draw_widgets(surface)
