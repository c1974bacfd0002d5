"""The title screen: new game, rules, quit."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face
from game.client.view.tween import animate
from game.text.i18n import N_, _

if TYPE_CHECKING:
    from game.client.scenes.saved_games import SavedGamesPanel

TITLE_SIZE = 118
TITLE_MARGIN = 80  # the banner's frame and some air on each side of the game's name


def title_size(fonts, title: str, width: int) -> int:
    """The largest size, at most TITLE_SIZE, at which the game's name fits `width`."""
    return fonts.fitting_size(title, TITLE_SIZE, width, smallest=40, face=Face.TITLE, step=4)


class _Intro:
    """What the opening animation moves: how far the title and the buttons still are from their places."""

    def __init__(self) -> None:
        self.title_drop = -260.0
        self.buttons_rise = 420.0


class TitleScene(MenuScene):
    def __init__(self, app: Host) -> None:
        super().__init__(app)
        w = app.canvas_size[0]
        self.timeline = app.make_timeline()
        self.intro = _Intro()
        # The buttons and the saved games side by side, together as wide as the title banner (1180).
        x = w // 2 - 590
        self.new_game = Button((x, 540, 520, 96), N_("New game"), self.open_setup, style="primary",
                               keys=(pygame.K_RETURN, pygame.K_KP_ENTER), size=40,
                               tooltip=N_("Choose the players and start a game (Enter)"))
        self.guided = Button((x, 652, 520, 72), N_("Guided game"), self.open_guided, style="gold",
                             keys=(pygame.K_g,), size=32,
                             tooltip=N_("Learn the game at a real table, in about ten minutes (G)"))
        self.join = Button((x, 740, 520, 72), N_("Join a table"), self.open_join, keys=(pygame.K_j,), size=32,
                           tooltip=N_("Play a seat at a friend's table on another computer (J)"))
        self.rules = Button((x, 828, 250, 72), N_("Rules"), self.open_rules, keys=(pygame.K_F1,), size=34,
                            tooltip=N_("The rules, with a picture of every space (F1)"))
        self.statistics = Button((x + 270, 828, 250, 72), N_("Statistics"), self.open_statistics, size=30,
                                 tooltip=N_("Wins, places and streaks of every game finished here"))
        self.settings_button = Button((x, 916, 250, 72), N_("Settings"), self.open_settings, size=30,
                                      tooltip=N_("Animation speed, sound, hints, coach, full screen, language"))
        # Quit as quiet as its neighbours: no button but the two that start a game should draw the eye.
        self.quit_button = Button((x + 270, 916, 250, 72), N_("Quit"), app.quit, size=30,
                                  tooltip=N_("Close the game; a game in play is saved as it goes"))
        self.widgets = [self.new_game, self.guided, self.join, self.rules, self.statistics, self.settings_button,
                        self.quit_button]
        self._homes = {id(b): b.rect.y for b in self.widgets}
        # "Continue" and the saved games (game/client/scenes/saved_games.py), beside the buttons. Made on the first
        # update, not here: reading every save (and importing the rules to do so) would delay the first frame.
        self.saved_games_rect = pygame.Rect(x + 580, 520, 600, 490)
        self.saved_games: SavedGamesPanel | None = None

    def _add_saved_games(self) -> None:
        self.saved_games = panel = routes.saved_games_panel(self.app, self.saved_games_rect.copy())
        self.widgets.append(panel)
        self._homes[id(panel)] = self.saved_games_rect.y
        self._place_buttons()

    def enter(self) -> None:
        self.intro = _Intro()
        animate(self.timeline, self.intro, 0.7, "out_back", title_drop=0.0)
        animate(self.timeline, self.intro, 0.6, "out_cubic", delay=0.15, buttons_rise=0.0)
        self._place_buttons()

    def resume(self) -> None:
        self.timeline.finish_all()
        self._place_buttons()

    def open_setup(self) -> None:
        self.app.push(routes.setup_scene(self.app))

    def open_join(self) -> None:
        """Join a table on another computer (game/client/scenes/join_table.py)."""
        self.app.push(routes.join_table_scene(self.app))

    def open_rules(self) -> None:
        self.app.push(routes.rules_scene(self.app))

    def open_guided(self) -> None:
        """The guided game, where the player left it (game/client/scenes/guided_game.py)."""
        board_map = self.app.board_map
        if board_map is None:
            return  # the title says why no game can start
        from game.rules import default_board  # the rules load with these: not on the first frame
        from game.storage.guided_progress import load_progress

        if board_map.spec.digest() != default_board().digest():  # the lessons' positions are for the standard board
            self.app.push(routes.confirm_scene(
                self.app, N_("Guided game"),
                N_("The guided game is made for the standard board; this game plays on another map."), N_("OK"),
                lambda: None))
            return
        progress, problem = load_progress()
        self.app.push(routes.guided_scene(self.app, progress, problem))

    def offer_guided(self) -> None:
        """At the very first start, once: the guided game, or not now."""
        self.app.settings.first_start = False
        if self.app.board_map is None:
            return
        self.app.push(routes.confirm_scene(
            self.app, N_("New to the game?"),
            N_("A guided first game teaches every rule at a real table, in about ten minutes."),
            N_("Guided game"), self.open_guided, cancel_label=N_("Not now")))

    def open_settings(self) -> None:
        self.app.push(routes.settings_scene(self.app))

    def open_statistics(self) -> None:
        self.app.push(routes.statistics_scene(self.app))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.timeline.busy and (
            (event.type == pygame.MOUSEBUTTONDOWN and event.button == 1)
            or (event.type == pygame.KEYDOWN and event.key == pygame.K_SPACE)
        ):
            self.timeline.finish_all()  # a click or Space skips the opening
            self._place_buttons()
            return True
        return super().handle_event(event)

    def _place_buttons(self) -> None:
        for button in self.widgets:
            button.rect.y = round(self._homes[id(button)] + self.intro.buttons_rise)

    def update(self, dt: float) -> None:
        if self.saved_games is None:
            self._add_saved_games()
        self.timeline.update(dt)
        self._place_buttons()
        super().update(dt)
        # The guided game is offered once the title has come in and the board is there to play it on.
        map_known = self.app.board_map is not None or self.app.map_error is not None
        if self.app.settings.first_start and map_known and not self.timeline.busy and self.app.is_top(self):
            self.offer_guided()

    def still(self) -> bool:
        """Still once the opening has played and every saved game is listed (one is read a frame)."""
        return not self.timeline.busy and self.saved_games is not None and self.saved_games.complete

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer)."""
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        w = surface.get_width()
        y = 170 + round(self.intro.title_drop)
        banner = pygame.Rect(0, 0, 1180, 290)
        banner.midtop = (w // 2, y)
        draw_panel(surface, banner, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=6)
        inner = banner.inflate(-28, -28)
        pygame.draw.rect(surface, pal.PARCHMENT_DARK, inner, 2, border_radius=20)
        title = _("Dance of Ibexes")
        size = title_size(fonts, title, banner.w - TITLE_MARGIN)  # the German name is longer than the English
        fonts.blit(surface, title, size, pal.shade(pal.WOOD, 0.25), Face.TITLE, room=banner,
                   center=(w // 2 + 4, banner.y + 122 + 5))
        fonts.blit(surface, title, size, pal.INK, Face.TITLE, room=banner, center=(w // 2, banner.y + 122))
        fonts.blit(surface, _("Tanz der Hornochsen!  ·  a tile-laying game for 2 to 8 players"), 34, pal.INK_SOFT,
                   room=banner, center=(w // 2, banner.y + 222))
        fonts.blit(surface, _("F11: full screen"), 24, pal.shade(pal.CREAM, -0.05),
                   bottomright=(w - 30, surface.get_height() - 24))
        if self.app.map_error:
            # Between the banner and the buttons: the one sentence that says why no game can start.
            problem = _("The board could not be loaded: {problem}").format(problem=self.app.map_error)
            lines = fonts.wrap(problem, 24, 1180 - 48)[:2]
            step = max(32, fonts.font(24).get_linesize() + 2)
            box = pygame.Rect(0, 0, 1180, 28 + step * len(lines))
            box.midtop = (w // 2, banner.bottom + 22)
            draw_panel(surface, box, pal.PARCHMENT_LIGHT, pal.OCHRE_RED, radius=14, shadow=4)
            for i, line in enumerate(lines):
                fonts.blit(surface, line, 24, pal.OCHRE_RED, room=box, midtop=(w // 2, box.y + 14 + step * i))

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.base_layer((round(self.intro.title_drop), self.app.map_error), self.paint_static), (0, 0))
        self.draw_widgets(surface)
