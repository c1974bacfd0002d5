"""After completing a row: choose which of its tiles to keep (the engine's `legal_keeps`), the rest go to the box.

A modal card over the table (the player's own hand stays visible below it). Click tiles to select them
(or move the keyboard focus over the tiles and the button with Tab / Shift+Tab or the arrows, and select
with Space); the Keep button is enabled only when the selection is one of the legal choices. Enter keeps
(on a focused tile too, once the selection may be kept; until then it selects that tile).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.client.scenes.base import Host, Scene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import dim, draw_focus, draw_panel
from game.client.view.focus import ACTIVATE_KEYS, focus_step
from game.client.view.sprites import TileArt, TileSprite, text_of
from game.client.view.text import Face
from game.client.view.tooltip import TipTimer, draw_tip
from game.client.view.widgets import tip_text
from game.text.i18n import N_, _, ngettext
from game.text.narrate import YOU

if TYPE_CHECKING:
    from game.client.scenes.play_coach import PlayCoach

TILE = (112, 124)
COACH_PANEL = (420, 470)  # the coach's panel beside the card
BUTTON = (340, 84)  # the Keep button's least size


class KeepDialog(Scene):
    opaque = False
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, name: str, rgb: tuple[int, int, int], row: int | None, offer: tuple[int, ...],
                 legal: tuple[tuple[int, ...], ...], on_choose: Callable[[tuple[int, ...]], None],
                 coach: PlayCoach | None = None) -> None:
        super().__init__(app)
        self.name = name
        self.rgb = rgb
        self.row = row
        self.offer = tuple(sorted(offer))
        self.legal = {tuple(sorted(c)) for c in legal}
        self.most = max((len(c) for c in self.legal), default=0)
        self.on_choose = on_choose
        self.coach = coach  # the play screen's coach: its ratings of these choices are drawn beside the card
        self.selected: list[int] = []
        self.done = False
        self.focus: int | None = None  # keyboard focus: an offered tile's index, or len(offer) for the button
        self.card = pygame.Rect(0, 0, max(760, len(self.offer) * (TILE[0] + 24) + 120), 470)
        self.button = Button((0, 0, *BUTTON), N_("Keep"), self.confirm,
                             style="primary", keys=(pygame.K_RETURN, pygame.K_KP_ENTER),
                             tooltip=N_("Keep the tiles you chose; the others go face down into the box (Enter)"))
        self.tip = TipTimer()
        self.text = text_of(app)
        self.art = TileArt(self.text)
        if () in self.legal and self.most == 0:
            self.button.label = N_("Box them all")
        self.place()

    def place(self) -> None:
        """The card as tall as its words need at the text size in force (it grows with the window's least text
        size), the question wrapped to its width, the tiles, the note and the button each below the one before."""
        fonts = self.text.fonts
        w, h = self.app.canvas_size
        self.lines = fonts.wrap(self._ask(), 28, self.card.w - 80)
        self.ask_top = 40 + fonts.font(44, Face.BOLD).get_linesize() + 8
        self.tiles_top = self.ask_top + len(self.lines) * fonts.font(28).get_linesize() + 17
        self.note_top = self.tiles_top + TILE[1] + 16
        button_top = self.note_top + fonts.font(24).get_linesize() + 36
        self.card.h = button_top + BUTTON[1] + 32
        self.card.center = (w // 2, int(h * 0.42))
        label = fonts.size(_(self.button.label), self.button.size, Face.BOLD)[0] + 40
        self.button.rect = pygame.Rect(0, self.card.y + button_top, max(BUTTON[0], label), BUTTON[1])
        self.button.rect.centerx = self.card.centerx

    def _ask(self) -> str:
        if self.most == 0:
            return _("Your hand is full: every tile goes to the box.")
        if self.most == 1:
            return _("Keep 1 tile; the others go to the box.")
        return _("Keep 1 or 2 tiles; the others go to the box.")

    def tile_rect(self, index: int) -> pygame.Rect:
        step = TILE[0] + 24
        left = self.card.centerx - step * len(self.offer) / 2 + 12
        rect = pygame.Rect(0, 0, *TILE)
        rect.topleft = (round(left + step * index), self.card.y + self.tiles_top)
        return rect

    def tile_at(self, pos) -> int | None:
        for index, tile in enumerate(self.offer):
            if self.tile_rect(index).collidepoint(pos):
                return tile
        return None

    @property
    def choice(self) -> tuple[int, ...]:
        return tuple(sorted(self.selected))

    def toggle(self, tile: int) -> None:
        if tile in self.selected:
            self.selected.remove(tile)
        elif self.most:
            self.selected.append(tile)
            if len(self.selected) > self.most:
                self.selected.pop(0)

    def confirm(self) -> None:
        if self.done or self.choice not in self.legal:
            return
        self.done = True
        self.app.pop()
        self.on_choose(self.choice)

    def _focus_key(self, event: pygame.event.Event) -> bool:
        step = focus_step(event)
        stops = len(self.offer) + 1  # the tiles, then the button
        if step:
            self.focus = (0 if step > 0 else stops - 1) if self.focus is None else (self.focus + step) % stops
            return True
        if event.type == pygame.KEYDOWN and event.key in ACTIVATE_KEYS and self.focus is not None:
            if self.focus == len(self.offer):
                self.button.click()
            elif event.key != pygame.K_SPACE and self.choice in self.legal:
                self.confirm()  # Enter keeps, as it does without a focus
            else:
                self.toggle(self.offer[self.focus])
            return True
        return False

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._focus_key(event) or self.button.handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            tile = self.tile_at(event.pos)
            if tile is not None:
                self.toggle(tile)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_c and self.coach is not None:
            self.coach.toggle()
        elif event.type == pygame.KEYDOWN and pygame.K_1 <= event.key <= pygame.K_9:
            index = event.key - pygame.K_1
            if index < len(self.offer):
                self.toggle(self.offer[index])
        return True  # modal

    def update(self, dt: float) -> None:
        self.place()  # the window's size may have changed the least text size
        self.button.enabled = self.choice in self.legal
        self.button.why = N_("Click 1 tile to keep first.") if self.most == 1 else N_(
            "Click 1 or 2 tiles to keep first.")
        mouse = self.app.mouse_pos()
        self.button.update(dt, mouse)
        self.button.keyboard_focus = self.focus == len(self.offer)
        self.tip.follow(True if self.button.hit(mouse) else None, dt)  # greyed too: it then says why
        if self.coach is not None:
            self.coach.poll()

    def still(self) -> bool:
        return True  # the offer waits for the player's choice; what it lights follows their mouse and keys

    def draw(self, surface: pygame.Surface) -> None:
        self.place()
        fonts = self.text.fonts
        dim(surface, 120)
        draw_panel(surface, self.card)
        pygame.draw.rect(surface, self.rgb, (self.card.x, self.card.y, self.card.w, 18), border_top_left_radius=18,
                         border_top_right_radius=18)
        # "You" is the default name of the person playing: "You take row 3", "Anja takes row 3".
        if self.name == YOU:
            heading = _("You take row {row}") if self.row else _("You take the row")
        else:
            heading = _("{name} takes row {row}") if self.row else _("{name} takes the row")
        fonts.blit(surface, heading.format(name=self.name, row=self.row), 44, pal.INK, Face.BOLD,
                   midtop=(self.card.centerx, self.card.y + 40))
        step = fonts.font(28).get_linesize()
        for index, line in enumerate(self.lines):
            at = (self.card.centerx, self.card.y + self.ask_top + index * step)
            fonts.blit(surface, line, 28, pal.INK_SOFT, midtop=at)
        for index, tile in enumerate(self.offer):
            rect = self.tile_rect(index)
            chosen = tile in self.selected
            sprite = TileSprite(tile, rect.centerx, rect.centery, rect.w, rect.h, face_up=True,
                                lift=14 if chosen else 0, style="selected" if chosen else "")
            sprite.draw(surface, self.art)
            if self.focus == index:
                draw_focus(surface, rect.move(0, -14 if chosen else 0))
        count = len(self.selected)
        note = (ngettext("{n} selected", "{n} selected", count).format(n=count) if count else
                _("Click the tiles to keep"))
        fonts.blit(surface, note, 24, pal.INK_SOFT, midtop=(self.card.centerx, self.card.y + self.note_top))
        self.button.draw(surface, fonts)
        if self.coach is not None:
            self._draw_coach(surface, self.coach)
        if self.tip.due or self.button.keyboard_focus:
            draw_tip(surface, self.text.fonts, tip_text(self.button), self.button.rect)

    def _draw_coach(self, surface: pygame.Surface, coach: PlayCoach) -> None:
        beside = pygame.Rect(self.card.right + 12, self.card.y, *COACH_PANEL)
        beside.right = min(beside.right, surface.get_width() - 8)
        focused = self.offer[self.focus] if self.focus is not None and self.focus < len(self.offer) else None
        pointed = self.choice or ((focused,) if focused is not None else None)
        tiles = [(tile, self.tile_rect(i).move(0, -14 if tile in self.selected else 0))
                 for i, tile in enumerate(self.offer)]
        coach.draw_keep(surface, beside, tiles, pointed)
