"""Join a table: the game plays one seat of a match hosted on another machine (a friend's window, or `main.py host`).

The person types or pastes their seat's join address, as the host's screen shows it (game/joining/address.py); the
game connects (game/joining/link.py) and says what happens in one sentence: joining, waiting for the host's screen to
let this computer in (with the code it shows), waiting for every player, or why it cannot join. Once the host's
match begins, the table replaces this screen (game/client/scenes/joined_play.py). Nothing of the match is decided
here.
"""

from __future__ import annotations

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene, wrap_long
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face, grown_by
from game.client.view.text_input import TextInput
from game.joining.address import MAX_ADDRESS, AddressError, read_address
from game.joining.link import LinkState, TableLink
from game.joining.messages import Note, State, Welcome
from game.text.i18n import N_, _

CARD = pygame.Rect(0, 0, 1400, 760)
FIELD_H = 84
WORDS_SIZE = 30


class JoinTableScene(MenuScene):
    """The join address typed, the connection made, and what the host says until its match begins."""

    def __init__(self, app: Host, address: str = "") -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.card = CARD.copy()
        self.card.center = (w // 2, h // 2)
        card = self.card
        self.field = TextInput((card.x + 70, card.y + 250, card.w - 140, FIELD_H), address, self._typed,
                               max_length=MAX_ADDRESS, placeholder=N_("http://192.168.1.20:8642/#abcd-efgh-…"),
                               size=30, tooltip=N_("Your seat's join address, as the host's screen shows it"))
        self.join_button = Button((card.centerx + 30, card.bottom - 130, 420, 90), N_("Join"), self.join,
                                  style="primary", keys=(pygame.K_RETURN, pygame.K_KP_ENTER), size=36,
                                  tooltip=N_("Connect to the table at this address (Enter)"))
        self.back_button = Button((card.centerx - 450, card.bottom - 130, 420, 90), N_("Back"), self.back,
                                  style="light", keys=(pygame.K_ESCAPE,), size=34,
                                  tooltip=N_("Back to the title screen (Escape)"))
        self.widgets = [self.field, self.join_button, self.back_button]
        self.link: TableLink | None = None
        self.welcome: Welcome | None = None
        self.words = ""  # what happens, in one sentence (or why it cannot)
        self.trouble = False  # the sentence says why joining failed
        if not address:
            self.field.focus()

    # ----------------------------------------------------------------- the person's actions
    def _typed(self, text: str) -> None:
        if self.link is None:
            self.words, self.trouble = "", False

    def join(self) -> None:
        if self.link is not None and self.link.state is not LinkState.ENDED:
            return  # joining already
        try:
            address = read_address(self.field.text)
        except AddressError as exc:
            self.words, self.trouble = str(exc), True
            return
        board_map = self.app.board_map
        if board_map is None:
            self.words, self.trouble = self.app.map_error or _("The board is not loaded, so a game cannot start."), True
            return
        self.field.unfocus()
        self.welcome = None
        self.words, self.trouble = _("Joining the table at {address}…").format(address=address.shown), False
        self.link = TableLink(address).start()

    def back(self) -> None:
        self.app.pop()

    def exit(self) -> None:
        if self.link is not None:
            self.link.close()  # left before the match began (the match's screen holds the link once it has)
            self.link = None

    # ----------------------------------------------------------------- what the host says
    def update(self, dt: float) -> None:
        super().update(dt)
        link = self.link
        if link is None:
            return
        messages = link.received()
        for i, message in enumerate(messages):
            if isinstance(message, Welcome):
                self.welcome = message
                self.words, self.trouble = _("Joined as {name}.").format(name=message.names[message.seat]), False
            elif isinstance(message, State) and self.welcome is not None:
                self._begin(link, self.welcome, message, messages[i + 1:])
                return
            elif isinstance(message, Note):
                self._hear(message)
        if link.state is LinkState.ENDED:
            self.words, self.trouble = link.problem or _("The table closed the connection."), True
            self.link = None
        elif link.state is LinkState.CONNECTING and link.problem:
            self.words, self.trouble = link.problem, True

    def _hear(self, note: Note) -> None:
        if note.kind == "asking":
            self.words, self.trouble = _("The host's screen asks whether to let this computer play the seat: "
                                         "tell the host it shows the code {code}.").format(code=note.code), False
        elif note.kind == "lobby" and self.welcome is not None:
            self.words, self.trouble = _("Joined as {name}: the game begins once every player has joined.").format(
                name=self.welcome.names[self.welcome.seat]), False

    def _begin(self, link: TableLink, welcome: Welcome, first: State, rest: list) -> None:
        """The host's match has begun: its table replaces this screen, with the link."""
        from game.joining.remote_match import RemoteMatch  # the session's modules: not before a table is joined

        board_map = self.app.board_map
        if board_map is None or welcome.board.digest() != board_map.spec.digest():
            link.close()
            self.link = None
            self.words, self.trouble = _("The table plays on another board than this game's map: both need the "
                                         "same board."), True
            return
        match = RemoteMatch(link, welcome, first)
        match.hear(rest)
        self.link = None  # the table's screen holds it now, and closes it when it ends
        self.app.replace(routes.joined_play_scene(self.app, match))

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        card, fonts = self.card, self.fonts
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        fonts.blit(surface, _("Join a table"), 60, pal.INK, Face.TITLE, room=card,
                   midtop=(card.centerx, card.y + 44))
        step = grown_by(38, 28)
        lines = fonts.wrap(_("Type your seat's join address as the host's screen shows it, or paste it (Ctrl+V)."),
                           28, card.w - 140)
        for i, line in enumerate(lines[:2]):
            fonts.blit(surface, line, 28, pal.INK_SOFT, room=card, midtop=(card.centerx, card.y + 140 + i * step))
        self.field.rect.y = card.y + 150 + 2 * step + 10
        if self.words:
            ink = pal.OCHRE_RED if self.trouble else pal.INK
            words_step = grown_by(40, WORDS_SIZE)
            top = self.field.rect.bottom + 30
            for i, line in enumerate(wrap_long(fonts, self.words, WORDS_SIZE, card.w - 140)[:4]):
                fonts.blit(surface, line, WORDS_SIZE, ink, room=card, midtop=(card.centerx, top + i * words_step))
        self.draw_widgets(surface)
