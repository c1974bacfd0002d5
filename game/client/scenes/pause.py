"""The pause menu over the play screen (Escape): resume, restart, rules, back to title, settings, and in a match
with phone seats their join codes again. While it is up the phones say that the table is paused."""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host, Scene
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_panel
from game.client.view.text import Face
from game.match_setup.seats import MatchConfig
from game.text.i18n import N_, _

if TYPE_CHECKING:
    from game.phones.table import PhoneTable


class PauseScene(MenuScene):
    opaque = False  # the frozen game shows, dimmed, behind the menu
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, match_config: MatchConfig | None = None, phones: PhoneTable | None = None,
                 restart: bool = True) -> None:
        """`phones`: the match's phone seats, told that the table is paused, and whose codes the menu shows again;
        `restart`: whether the match can be started again from here (not a table joined on another machine)."""
        super().__init__(app)
        self._match_config = match_config
        self.phones = phones
        w, h = app.canvas_size
        x = w // 2 - 240
        self.resume_button = Button((x, 0, 480, 92), N_("Resume"), self.resume_game, style="primary",
                                    keys=(pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER), size=36,
                                    tooltip=N_("Back to the table (Escape or Enter)"))
        self.restart_button = Button((x, 0, 480, 92), N_("Restart"), self.ask_restart, size=34,
                                     tooltip=N_("Start again, after a question"))
        self.rules_button = Button((x, 0, 480, 92), N_("Rules"), self.open_rules, keys=(pygame.K_F1,), size=34,
                                   tooltip=N_("The rules, with a picture of every space (F1)"))
        self.title_button = Button((x, 0, 480, 92), N_("Back to title"), self.ask_title, style="light", size=34,
                                   tooltip=N_("Leave the table, after a question"))
        self.settings_button = Button((x, 0, 480, 92), N_("Settings"), self.open_settings, style="light", size=34,
                                      tooltip=N_("Animation speed, sound, hints, coach, full screen, language"))
        self.widgets = [self.resume_button, *([self.restart_button] if restart else []), self.rules_button,
                        self.title_button, self.settings_button]
        if phones is not None:
            self.codes_button = Button((x, 0, 480, 92), N_("Phone codes"), self.show_codes, style="light",
                                       size=34, tooltip=N_("Each phone seat's code and address, to join again"))
            self.widgets.append(self.codes_button)
        # The card holds its buttons, 120 apart, under the heading.
        self.card = pygame.Rect(0, 0, 640, 220 + 120 * len(self.widgets))
        self.card.center = (w // 2, h // 2)
        for i, button in enumerate(self.widgets):
            button.rect.y = self.card.y + 170 + 120 * i

    def enter(self) -> None:
        if self.phones is not None:
            self.phones.pause(True)

    def exit(self) -> None:
        if self.phones is not None:
            self.phones.pause(False)

    def show_codes(self) -> None:
        if self.phones is not None and self.match_config is not None:
            self.app.push(routes.phone_codes_scene(self.app, self.match_config, self.phones))

    @property
    def match_config(self) -> MatchConfig | None:
        """The match to restart: given, else the play screen's under this menu, else the last one started."""
        if self._match_config is not None:
            return self._match_config
        for scene in reversed(self.app.stack):
            config = getattr(scene, "config", None)
            if isinstance(config, MatchConfig):
                return config
        return self.app.last_match

    def resume_game(self) -> None:
        self.app.pop()

    def open_rules(self) -> None:
        self.app.push(routes.rules_scene(self.app))

    def open_settings(self) -> None:
        self.app.push(routes.settings_scene(self.app))

    def ask_restart(self) -> None:
        self.app.push(routes.confirm_scene(self.app, N_("Restart?"),
                                           N_("The same players start over with a new deal."), N_("Restart"),
                                           self.restart))

    def restart(self) -> None:
        config = self.match_config
        if config is None:  # nothing to restart (cannot happen from a match): just resume
            self.app.pop()
            return
        self.app.pop()  # this menu; the play screen under it is then replaced
        self.app.start_match(dataclasses.replace(config, seed=None))  # a new deal

    def ask_title(self) -> None:
        self.app.push(routes.confirm_scene(self.app, N_("Leave this game?"), self.leaving_words(),
                                           N_("Leave"), self.app.go_to_title))

    def leaving_words(self) -> str:
        """What leaving does to the match below this menu (its scene says: game/client/scenes/play.py)."""
        below = [scene for scene in self.app.stack if scene.confirm_quit]
        return below[-1].leave_warning() if below else Scene.leave_warning(self)

    def draw(self, surface: pygame.Surface) -> None:
        dim(surface, 150)
        draw_panel(surface, self.card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=26, shadow=10, border_width=5)
        self.fonts.blit(surface, _("Paused"), 64, pal.INK, Face.TITLE, room=self.card,
                        midtop=(self.card.centerx, self.card.y + 52))
        self.draw_widgets(surface)
