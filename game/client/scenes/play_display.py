"""What the play screen shows: the table as drawn now (game/client/view/board_view.py's `Overlay`), the hand of the
seat that may see it with its selection, hint, purchase preview, focus and tracker, the status line, the history
panel and where it stands, and the coach's panel over it all.

Hints and the purchase preview are the rules' answers for the seat's own view (game/rules/hints.py); the tracker
is built from that view too (game/rules/tracker.py): this screen computes no rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.play_status import Situation, open_round_warning
from game.client.view import palette as pal
from game.client.view.board_view import Overlay
from game.client.view.layout import HandTile
from game.client.view.text import Face
from game.rules import DecisionKind, PlayerView
from game.rules.hints import play_hint, purchase_hint
from game.rules.tracker import Tracker, track_tiles
from game.session.runner import Wait
from game.text.i18n import _

CAPTION_SIZE = 18  # the caption over the buy buttons

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene


class PlayDisplay:
    """The play screen as drawn: it reads the scene and changes nothing of the match."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self._tracked: tuple[PlayerView, Tracker] | None = None  # the view the tracker was worked out for

    # ----------------------------------------------------------------- the hand
    def hand_tiles(self, seat: int) -> list[HandTile]:
        """The shown hand's tiles with their rectangles, as they are drawn now."""
        scene = self.scene
        playable = scene.ready_for_input() is not None  # as `overlay` says: the hovered tile is drawn lifted
        return scene.layout.hand_tiles(scene.table.hands[seat], scene.input.selected, scene.input.hover_tile,
                                       playable)

    def hand_tile_at(self, pos: tuple[int, int]) -> int | None:
        """The tile of the shown hand at `pos` (logical), hit-tested on the rectangles as they are drawn."""
        seat = self.scene.hand_seat()
        if seat is None:
            return None
        return self.scene.layout.hand_tile_at(self.hand_tiles(seat), pos)

    def _focus_rect(self) -> pygame.Rect | None:
        scene = self.scene
        seat = scene.hand_seat()
        tile = scene.input.focused_tile(scene.playable_tiles())
        if tile is None or seat is None:
            return None
        tiles = scene.layout.hand_tiles(scene.table.hands[seat], scene.input.selected, scene.input.hover_tile, True)
        return next((t.rect for t in tiles if t.tile == tile), None)

    def _tracker(self, seat: int) -> Tracker:
        """The seat's tracker, worked out again only when its view changes."""
        view = self.scene.match.view(seat)
        if self._tracked is None or self._tracked[0] is not view:
            self._tracked = (view, track_tiles(view))
        return self._tracked[1]

    # ----------------------------------------------------------------- the buy buttons
    def previewed_buy(self) -> int | None:
        """The purchase the mouse or the keyboard focus is on, while it may be bought; else the one chosen."""
        scene = self.scene
        for count, button in enumerate(scene.buy_buttons):
            if button.active and (button.hover or button.keyboard_focus):
                return count
        return scene.input.purchase if scene.ready_for_input() is not None else None

    def buy_button_rects(self) -> dict[int, pygame.Rect]:
        return {count: button.rect for count, button in enumerate(self.scene.buy_buttons) if button.visible}

    # ----------------------------------------------------------------- the status line and the history
    def situation(self) -> Situation:
        """What the status line speaks about now (game/client/scenes/play_status.py)."""
        scene = self.scene
        match = scene.match
        pending = match.pending
        waiting = match.waiting_for()
        moving = scene.holding_choice()
        curtained = pending is not None and scene.couch and scene.unveiled != pending.seat
        asked = pending is not None and waiting is Wait.HUMAN and not moving and not curtained
        phones = scene.phone_side.on_phones() if scene.phone_side is not None else frozenset()
        view = match.view(pending.seat) if asked and pending is not None else None
        purchase = scene.input.purchase if view is not None else None
        return Situation(names=match.names, humans=tuple(match.humans), phones=phones,
                         waiting=waiting, pending=pending, moving=moving, showing=scene.showing, curtained=curtained,
                         view=view, error=scene.error, purchase=purchase,
                         price=purchase_hint(view, purchase) if view is not None and purchase else None,
                         selected=tuple(scene.input.selected) if view is not None else (),
                         choosing=tuple(question.seat for question in match.asked()),
                         computers=frozenset(seat for seat in phones if scene.config.seats[seat].is_remote),
                         elsewhere=frozenset(seat for seat, each in enumerate(scene.config.seats)
                                             if each.plays_elsewhere and seat not in phones))

    def scroll_history(self, steps: int) -> None:
        """Scroll the history `steps` entries back (older; negative: newer)."""
        scene = self.scene
        scene.history.scroll(steps, scene.board.log.most_back(scene.history_box(), scene.history.entries()))

    def history_to_first(self) -> None:
        scene = self.scene
        scene.history.to_first(scene.board.log.most_back(scene.history_box(), scene.history.entries()))

    # ----------------------------------------------------------------- drawing
    def overlay(self) -> Overlay:
        """Everything drawn over the table now."""
        scene = self.scene
        seat = scene.hand_seat()
        hand = tuple(scene.table.hands[seat]) if seat is not None else ()
        acting = scene.ready_for_input()
        hint = purchase = tracker = None
        pointed = scene.input.pointed_tile(hand) if acting is not None else None
        view = scene.match.view(acting) if acting is not None else None
        if view is not None and scene.hints and pointed is not None:
            # In a double round the seat's other selected tile is placed with it (the engine's order).
            others = [t for t in scene.input.selected if t != pointed and t in view.hand]
            others = others[-1:] if view.tiles_to_play > 1 else []
            hint = play_hint(view, (pointed, *others))
        count = self.previewed_buy()
        pointing_at_buy = any(b.active and (b.hover or b.keyboard_focus) for b in scene.buy_buttons)
        if view is not None and count is not None and (hint is None or pointing_at_buy or scene.input.purchase):
            # The purchase pointed at, or the one chosen: its price and the pawn's space say what Enter makes, so
            # they keep the sentence over the status line while the mouse passes over a tile.
            purchase = purchase_hint(view, count)
        if scene.tracker_open and seat is not None:
            tracker = self._tracker(seat)
        status, color, who = scene.status()
        pending = scene.match.pending
        waiting = scene.match.waiting_for()
        acting_seat = pending.seat if pending is not None and waiting in (Wait.HUMAN, Wait.BOT) else None
        if scene.table.placing is not None:
            acting_seat = scene.table.placing  # the reveal tells whose tile is placed now: that seat is lit
        history = scene.history
        return Overlay(
            hand_seat=seat,
            hand=hand,
            selected=tuple(scene.input.selected),
            playable=acting is not None,
            hover_tile=scene.input.hover_tile,
            hint=hint,
            hint_tile=pointed,
            purchase=purchase,
            focus=self._focus_rect(),
            marked=frozenset(scene.table.bought[seat]) if seat is not None else frozenset(),
            tracker=tracker,
            buttons=[b for b in scene.buttons if b.visible],
            status=status,
            status_color=color,
            acting=acting_seat if acting_seat is not None else who,
            log=tuple(history.entries()),
            log_back=history.back,
            log_version=history.version,
            log_box=scene.history_box(),
            flying_into_hand=frozenset(scene.table.incoming),
            note=open_round_warning(view, scene.match.names) if view is not None and view.pending is not None
            and view.pending.kind is not DecisionKind.KEEP else "",
        )

    def draw(self, surface: pygame.Surface) -> None:
        """The table, the buy buttons' caption and the coach's panel (the scene draws the tooltip over them)."""
        scene = self.scene
        overlay = scene.overlay()
        scene.board.draw(surface, scene.table, overlay)
        if overlay.buttons and any(b in overlay.buttons for b in scene.buy_buttons):
            self._buy_caption(surface)
        scene.coach.draw(surface)

    def _buy_caption(self, surface: pygame.Surface) -> None:
        """"buy tiles · 1 point each" over the buy buttons; at a text size too large for it, "buy tiles" alone (the
        price is said when a purchase is chosen, and in the buttons' tooltips)."""
        fonts = self.scene.text.fonts
        room = self.scene.layout.buy_caption_room(fonts.font(CAPTION_SIZE, Face.BOLD).get_height())
        caption = _("buy tiles · 1 point each")
        if fonts.size(caption, CAPTION_SIZE, Face.BOLD)[0] > room.w:
            caption = _("buy tiles")
        size = fonts.fitting_size(caption, CAPTION_SIZE, room.w, smallest=12, face=Face.BOLD)
        fonts.blit(surface, caption, size, pal.CREAM, Face.BOLD, room=room, bottomleft=room.bottomleft)
