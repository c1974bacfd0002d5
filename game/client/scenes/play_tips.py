"""The play screen's tooltips: what the mouse rests on, or what the keyboard looks at, and its one line.

The mouse: resting on a space, a track space, a pawn, a badge, a pile, a seat's panel or a button shows its line
(game/client/view/board/tooltips.py; a button says what it does). The keyboard: a button under the focus shows
its line at once, and L starts looking round the table: the arrows move a ring over the rows' spaces (Up and Down
from row to row), the track, the round panel, the piles and the seats, Tab and Shift+Tab jump from one group to
the next, and L or Escape stop. Nothing here is a decision, and no line shows a hand.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

import pygame

from game.client.view.animations import Table
from game.client.view.board.pointing import Kind, TablePoints, Target
from game.client.view.board.tooltips import tooltip
from game.client.view.buttons import Button
from game.client.view.drawing import draw_focus
from game.client.view.text import Fonts
from game.client.view.tooltip import TipTimer, draw_tip, others_than
from game.client.view.widgets import tip_text
from game.rules import BoardSpec
from game.text.i18n import _, ngettext

LOOK_KEY = pygame.K_l


class TipsHost(Protocol):
    """What the tooltips read of the play screen."""

    table: Table  # the table as shown
    buttons: list[Button]
    buy_buttons: list[Button]

    def hand_tile_at(self, pos: tuple[int, int]) -> int | None: ...


class PlayTips:
    """The tooltip of one play screen: what is pointed at, for how long, and the look-round ring."""

    def __init__(self, host: TipsHost, points: TablePoints, spec: BoardSpec, names: Sequence[str],
                 kinds: Sequence[str]) -> None:
        self.host = host
        self.points = points
        self.spec = spec
        self.names = tuple(names)
        self.kinds = tuple(kinds)
        self.timer = TipTimer()
        self.mouse: tuple[int, int] | None = None
        self.looking: Target | None = None  # the look-round ring's target (None: not looking round)

    # ----------------------------------------------------------------- input
    def point(self, pos: tuple[int, int] | None) -> None:
        """Where the mouse is now; None once the keyboard moves the focus (the mouse's tooltip goes until it moves
        again, so that the mouse and the keyboard never point at two things at once)."""
        self.mouse = pos

    def key(self, event: pygame.event.Event) -> bool:
        """Look round with the keyboard; True when the key was for that."""
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == LOOK_KEY:
            self.looking = None if self.looking is not None else self._groups()[0][0]
            return True
        if self.looking is None:
            return False
        if event.key == pygame.K_ESCAPE:
            self.looking = None
        elif event.key == pygame.K_TAB:
            self._jump(-1 if event.mod & pygame.KMOD_SHIFT else 1)
        elif event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self._step(1 if event.key == pygame.K_RIGHT else -1)
        elif event.key in (pygame.K_UP, pygame.K_DOWN):
            self._row_step(1 if event.key == pygame.K_DOWN else -1)
        else:
            return False
        return True

    def _groups(self) -> list[list[Target]]:
        return self.points.groups(self.host.table)

    def _where(self) -> tuple[int, int]:
        groups = self._groups()
        for g, group in enumerate(groups):
            if self.looking in group:
                return g, group.index(self.looking)
        return 0, 0

    def _jump(self, step: int) -> None:
        groups = self._groups()
        g, _i = self._where()
        self.looking = groups[(g + step) % len(groups)][0]

    def _step(self, step: int) -> None:
        groups = self._groups()
        g, i = self._where()
        group = groups[g]
        self.looking = group[(i + step) % len(group)]

    def _row_step(self, step: int) -> None:
        """Up and Down: to the same space of the row above or below (its last space if shorter); elsewhere on."""
        looking = self.looking
        if looking is None or looking.kind is not Kind.SPACE:
            self._step(step)
            return
        row, slot = looking.key
        count = len(self.spec.rows)
        row = (row - 1 + step) % count + 1
        self.looking = Target(Kind.SPACE, (row, min(slot, self.spec.row(row).length)))

    # ----------------------------------------------------------------- what shows
    def update(self, dt: float) -> None:
        self.timer.follow(self._pointed_key(), dt)

    def _pointed(self) -> tuple[Button | Target, pygame.Rect] | None:
        """What the mouse is on (a button or a thing of the table) and where it is drawn."""
        pos = self.mouse
        if pos is None:
            return None
        for button in self.host.buttons:
            if button.visible and button.hit(pos):
                return button, button.rect
        if self.host.hand_tile_at(pos) is not None:
            return None  # the hint speaks for the hand's tiles
        target = self.points.at(pos, self.host.table)
        if target is None:
            return None
        rect = self.points.bounds(target, self.host.table)
        return (target, rect) if rect is not None else None

    def _pointed_key(self) -> object:
        pointed = self._pointed()
        return None if pointed is None else (id(pointed[0]) if isinstance(pointed[0], Button) else pointed[0])

    def line(self, thing: Button | Target) -> str:
        """The tooltip of a button or of a thing of the table, in the current language."""
        if isinstance(thing, Button):
            return self.button_line(thing)
        return tooltip(thing, self.host.table, self.spec, self.names, self.kinds)

    def button_line(self, button: Button) -> str:
        if not button.enabled and button.why:
            return tip_text(button)  # a greyed button says why it cannot be pressed now
        if button in self.host.buy_buttons:
            count = self.host.buy_buttons.index(button)
            if not count:
                return _("Buy nothing this round: play from your hand as it is (0)")
            return ngettext("Buy {n} tile from the supply before you play, for {n} penalty point ({n})",
                            "Buy {n} tiles from the supply before you play, for {n} penalty points ({n})",
                            count).format(n=count)
        return tip_text(button)

    def showing(self) -> tuple[str, pygame.Rect] | None:
        """The tooltip showing now and the rectangle it belongs to: the look-round ring's, a focused button's,
        or what the mouse has rested on."""
        if self.looking is not None:
            rect = self.points.bounds(self.looking, self.host.table)
            if rect is not None:
                return self.line(self.looking), rect
        for button in self.host.buttons:
            if button.visible and button.keyboard_focus:
                text = self.line(button)
                return (text, button.rect) if text else None
        if not self.timer.due:
            return None
        pointed = self._pointed()
        if pointed is None:
            return None
        text = self.line(pointed[0])
        return (text, pointed[1]) if text else None

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if self.looking is not None:
            for rect in self.points.rects(self.looking, self.host.table):
                draw_focus(surface, rect, radius=10)
        shown = self.showing()
        if shown is not None:
            draw_tip(surface, fonts, *shown, avoid=others_than(self.host.buttons, shown[1]))
