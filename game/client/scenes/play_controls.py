"""The play screen's controls: the mouse and the keys turned into the person's choices and decisions.

A click on a hand tile selects it (and lets go of a purchase chosen and not made, so that Enter never buys what the
person no longer looks at); a buy button (or key 0-3) chooses a purchase, which the confirm button (or Enter) then
makes; Play (or Enter) plays the selected tiles; the wheel over the history, Page Up / Page Down, Home and End
scroll it; a click or Space while something moves finishes that animation; H, T and C switch the hints, the tile
tracker and the coach; F1 opens the rules and Escape the menu. Tab / Shift+Tab and the arrows move the keyboard's
focus (game/client/scenes/play_input.py); Space selects the focused tile or presses the focused button (a buy
button only chooses); Enter presses the focused button, makes a purchase chosen, and on a tile plays the selection
once it is complete (until then it selects the focused tile, so Enter twice plays a single tile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.sound import Effect
from game.client.view.focus import ACTIVATE_KEYS, focus_step
from game.rules import Buy, DecisionKind, Play
from game.rules.actions import MAX_BUY

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene

HISTORY_PAGE = 4  # entries a Page Up or Page Down scrolls the history


class PlayControls:
    """The play screen's events, and the person's actions they lead to."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    # ----------------------------------------------------------------- events
    def handle_event(self, event: pygame.event.Event) -> bool:
        scene = self.scene
        if event.type == pygame.MOUSEWHEEL:
            if scene.history_box().box.collidepoint(scene.app.mouse_pos()):
                scene.display.scroll_history(event.y)  # the wheel away from you goes back in the game
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            scene.button_bar.mouse = event.pos
            scene.tips.point(event.pos)
            scene.input.focus = None  # the mouse moved: it lights the buttons now, not the keyboard's focus
            scene.input.hover_tile = scene.hand_tile_at(event.pos)
            for button in scene.buttons:
                button.handle_event(event)
            return False
        moving = scene.holding_choice()
        if event.type == pygame.KEYDOWN:
            return scene.tips.key(event) or self._focus_key(event, moving) or self._key(event.key, moving)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            always = (scene.skip_button, scene.menu_button, scene.help_button)  # they answer while the table moves
            if any(button.hit(event.pos) for button in always):
                for button in always:
                    button.handle_event(event)
                return True
            if moving:
                scene.finish_animation()
                return True
            tile = scene.hand_tile_at(event.pos)
            if tile is not None:
                self.toggle_tile(tile)
                return True
        for button in scene.buttons:
            if button.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _key(self, key: int, moving: bool) -> bool:
        scene = self.scene
        if key == pygame.K_SPACE and moving:
            scene.finish_animation()
        elif key == pygame.K_ESCAPE:
            scene.open_menu()
        elif key == pygame.K_F1:
            scene.open_help()
        elif key == pygame.K_h:
            scene.toggle_hints()
        elif key == pygame.K_t:
            scene.toggle_tracker()
        elif key == pygame.K_c:
            scene.coach.toggle()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            scene.display.scroll_history(HISTORY_PAGE if key == pygame.K_PAGEUP else -HISTORY_PAGE)
        elif key == pygame.K_HOME:
            scene.display.history_to_first()
        elif key == pygame.K_END:
            scene.history.to_newest()
        elif pygame.K_0 <= key <= pygame.K_0 + MAX_BUY:
            self.choose_purchase(key - pygame.K_0)
        else:
            return False
        return True

    def _focus_key(self, event: pygame.event.Event, moving: bool) -> bool:
        scene = self.scene
        tiles = self.playable_tiles()
        if scene.input.move(focus_step(event), tiles):
            scene.tips.point(None)  # the keyboard points now: the tooltip the mouse rested for goes too
            scene.refresh_buttons()
            return True
        if event.key not in ACTIVATE_KEYS or (moving and event.key == pygame.K_SPACE):
            return False
        if event.key != pygame.K_SPACE and scene.input.purchase:
            self.confirm()  # Enter makes the purchase chosen, wherever the focus is: Space only chooses
            return True
        seat = scene.ready_for_input()
        need = scene.match.view(seat).tiles_to_play if seat is not None else 0
        action = scene.input.pressed(tiles, need, enter=event.key != pygame.K_SPACE)
        if action is None:
            return False
        kind, value = action
        if kind == "button":
            scene.buttons[value].click()
        elif kind == "play":
            self.confirm()  # Enter plays, as it does without a focus
        else:
            self.toggle_tile(value)
        return True

    # ----------------------------------------------------------------- the person's actions
    def playable_tiles(self) -> list[int]:
        """The hand tiles the person at the screen may choose now (none while they may not act)."""
        seat = self.scene.ready_for_input()
        return list(self.scene.table.hands[seat]) if seat is not None else []

    def choose_purchase(self, count: int) -> None:
        """A buy button or key 0-3: choose that purchase (or none), shown and previewed; Buy (or Enter) makes it."""
        scene = self.scene
        seat = scene.ready_for_input()
        pending = scene.match.pending
        if seat is None or pending is None or pending.kind is not DecisionKind.BUY:
            return
        if count not in scene.match.view(seat).legal_buys:
            return
        scene.input.choose_purchase(count)
        scene.app.sound.play(Effect.BUTTON)

    def buy(self, count: int) -> None:
        """Make the purchase of `count` tiles now (what confirming a chosen purchase does)."""
        scene = self.scene
        seat = scene.ready_for_input()
        pending = scene.match.pending
        if seat is None or pending is None or pending.kind is not DecisionKind.BUY:
            return
        scene.flow.decide(Buy(seat, count))

    def confirm(self) -> None:
        """Play (or Enter): make the purchase chosen, or else play the selected tiles."""
        scene = self.scene
        seat = scene.ready_for_input()
        if seat is None:
            return
        view = scene.match.view(seat)
        buying = view.pending is not None and view.pending.kind is DecisionKind.BUY
        if scene.input.purchase and buying:
            self.buy(scene.input.purchase)
            return
        tiles = tuple(sorted(scene.input.selected))
        if len(tiles) != view.tiles_to_play:
            return
        if buying and 0 not in view.legal_buys:
            return  # a purchase must come first
        scene.flow.decide(Play(seat, tiles))  # while a purchase is asked, the seat plays it without buying

    def toggle_tile(self, tile: int) -> None:
        seat = self.scene.ready_for_input()
        if seat is None or tile not in self.scene.match.view(seat).hand:
            return
        self.scene.input.toggle(tile, self.scene.match.view(seat).tiles_to_play)
