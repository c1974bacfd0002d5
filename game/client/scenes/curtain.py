"""The hand-off curtain: on a shared screen, the next player's private decision starts behind it.

It covers the whole table (so no hand, and nothing that hints at one, shows while the device changes
hands) and waits for a click or a key from the named player. `on_ready` runs when it is dismissed. Escape
opens the menu over it, so reaching the menu never reveals the next player's hand.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host, Scene
from game.client.view import palette as pal
from game.client.view.drawing import draw_panel, draw_pawn
from game.client.view.text import Face
from game.text.i18n import _
from game.text.narrate import shown_name

CARD_WIDTH = 980


class CurtainScene(Scene):
    opaque = True  # nothing of the table shows: the next player cannot glimpse anything private
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, name: str, color: str, why: str, on_ready: Callable[[], None],
                 seat: int | None = None) -> None:
        """`color`: the seat's colour by its rules name (the curtain shows it, and its symbol on the pawn); `why`:
        the English sentence (N_) saying what the player is called to do, "{name}" standing for the name; `seat`:
        whose decision it hides."""
        super().__init__(app)
        self.seat = seat
        self.name = name
        self.rgb = pal.player_rgb(color)
        self.symbol = pal.player_symbol(color)
        self._why = why
        self.on_ready = on_ready
        self.dismissed = False
        self.age = 0.0

    @property
    def why(self) -> str:
        """What the player is called to do, in the current language."""
        return _(self._why).format(name=self.name)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.age > 0.25:
            self.dismiss()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER):
            self.dismiss()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            # The menu opens over the curtain: the table, and the hand behind it, stay covered.
            self.app.push(routes.pause_scene(self.app))
        # Every input stops here: the table below must not react to the hand-over.
        return True

    def dismiss(self) -> None:
        if self.dismissed:
            return
        self.dismissed = True
        self.app.pop()
        self.on_ready()

    def update(self, dt: float) -> None:
        self.age += dt

    def still(self) -> bool:
        return True  # a card on the player's colour, waiting for them

    def draw(self, surface: pygame.Surface) -> None:
        fonts = self.app.fonts
        w, h = surface.get_size()
        surface.fill(pal.shade(pal.FELT_DARK, -0.35))
        # A curtain of the player's colour with soft folds.
        band = pal.shade(self.rgb, -0.45)
        for i in range(0, w, 80):
            pygame.draw.rect(surface, band if (i // 80) % 2 else pal.shade(self.rgb, -0.5), (i, 0, 80, h))
        # The card is as tall as its words need at the text size in force: each line below the one before.
        card = pygame.Rect(0, 0, CARD_WIDTH, 0)
        why = fonts.wrap(self.why, 30, CARD_WIDTH - 80)
        title_top = 162
        why_top = title_top + fonts.font(64, Face.BOLD).get_linesize() + 14
        step = fonts.font(30).get_linesize()
        hint_top = why_top + len(why) * step + 36
        card.h = max(440, hint_top + fonts.font(34, Face.BOLD).get_linesize() + 50)
        card.center = (w // 2, h // 2)
        draw_panel(surface, card)
        pygame.draw.rect(surface, self.rgb, (card.x, card.y, card.w, 22), border_top_left_radius=18,
                         border_top_right_radius=18)
        draw_pawn(surface, (card.centerx, card.y + 100), 40, self.rgb, self.symbol)
        fonts.blit(surface, _("Pass to {name}").format(name=shown_name(self.name)), 64, pal.INK, Face.BOLD,
                   midtop=(card.centerx, card.y + title_top))
        for index, line in enumerate(why):
            fonts.blit(surface, line, 30, pal.INK_SOFT, midtop=(card.centerx, card.y + why_top + index * step))
        fonts.blit(surface, _("Click when ready"), 34, pal.OCHRE_RED, Face.BOLD,
                   midtop=(card.centerx, card.y + hint_top))
        fonts.blit(surface, _("Everyone else, please look away."), 24, pal.CREAM,
                   midtop=(card.centerx, card.bottom + 24))
