"""The play screen's buttons: the purchase buttons 0-3, the confirm button (Play, Play both, or the purchase chosen:
"Buy 2 tiles"), the menu, the rules, Skip, the hints and the tile tracker; and, each frame, which of them show, which
may be pressed (a greyed one says why: the rules name the limit, game/rules/buy_limits.py), what they read and which
one is lit, by the mouse or the keyboard's focus (never both).
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from game.client.view.buttons import Button
from game.client.view.drawing import LABEL_MARGIN
from game.client.view.layout import ROW_GAP, ROW_WIDTHS, Layout
from game.client.view.text import Face
from game.rules import HAND_LIMIT, DecisionKind, PlayerView
from game.rules.actions import MAX_BUY
from game.rules.buy_limits import BuyLimit, buy_limit
from game.session.runner import Wait
from game.text.i18n import N_, _, ngettext

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene

BUY_TIP = N_("How many tiles to buy before you play: each costs 1 penalty point")
# What a greyed buy button says (game/rules/buy_limits.py names the limit; translated where drawn).
BUY_LIMITS = {
    BuyLimit.MADE: N_("This round's purchase is decided: a purchase is made once, never split."),
    BuyLimit.MUST_BUY: N_("One tile in a double round: you must buy at least one tile first."),
    BuyLimit.HAND_LIMIT: N_("A hand holds at most {n} tiles: that many would be too many."),
    BuyLimit.SUPPLY_OUT: N_("The supply has run out: nobody buys tiles any more."),
    BuyLimit.ONE_FROM_BOX: N_("The supply has run out: you buy exactly one tile, from the box, to play two."),
    BuyLimit.TILES_LEFT: N_("Not that many tiles are left to buy."),
}
PLAY_TIP = N_("Play the tile you chose, or both in a double round (Enter)")
# The row over the hand's tray, from the right: the hints, the tracker and the coach, each with the labels it shows.
ROW_LABELS = ((N_("Hints: on (H)"), N_("Hints: off (H)")), (N_("Tiles: shown (T)"), N_("Tiles (T)")),
              (N_("Coach: on (C)"), N_("Coach: off (C)")))
ROW_MOST = 640  # the row's most width with the keys named: the note over the tray keeps the rest
KEY_HINT = re.compile(r"\s*\(\w\)$")  # " (H)": the key a label names, which its tooltip names too


class PlayButtons:
    """The play screen's own buttons (the coach's is the coach's), pressing the scene's actions."""

    def __init__(self, scene: PlayScene, layout: Layout) -> None:
        self.scene = scene
        self.mouse: tuple[int, int] = (-1, -1)  # where the mouse is, for the buttons' hover
        self.buy = [
            Button(layout.anchor(f"button_buy{k}"), str(k), self._chooser(k), style="light", size=30, tooltip=BUY_TIP)
            for k in range(MAX_BUY + 1)
        ]
        self.confirm = Button(layout.anchor("button_confirm"), N_("Play"), scene.confirm, style="primary", size=36,
                              tooltip=PLAY_TIP)
        self.menu = Button(layout.anchor("button_menu"), N_("Menu"), scene.open_menu, size=26,
                           tooltip=N_("The menu: resume, restart, the rules, back to the title (Escape)"))
        self.help = Button(layout.anchor("button_help"), "?", scene.open_help, size=30,
                           tooltip=N_("The rules, with a picture of every space (F1)"))
        self.skip = Button(layout.anchor("button_skip"), N_("Skip"), scene.skip_all, size=26,
                           tooltip=N_("Show everything up to your next decision at once"))
        self.hints = Button(layout.hint_button(), "", scene.toggle_hints, style="secondary", size=18,
                            tooltip=N_("Hints: point at a tile to see where it would go and what it scores (H)"))
        self.tracker = Button(layout.tracker_button(), "", scene.toggle_tracker, style="secondary", size=18,
                              tooltip=N_("The tile tracker: where each tile is, as you know it (T)"))

    def _chooser(self, count: int) -> Callable[[], None]:
        return lambda: self.scene.choose_purchase(count)

    def refresh(self) -> None:
        """Which buttons show and may be pressed now, what they read, and which one is lit."""
        scene = self.scene
        seat = scene.ready_for_input()
        view = scene.match.view(seat) if seat is not None else None
        kind = view.pending.kind if view is not None and view.pending else None
        if kind is not DecisionKind.BUY:
            scene.input.purchase = None  # a purchase is chosen only while one may be made
        for count, button in enumerate(self.buy):
            button.enabled = kind is DecisionKind.BUY and view is not None and count in view.legal_buys
            button.visible = seat is not None
            limit = buy_limit(view, count) if view is not None else None
            button.why = _(BUY_LIMITS[limit]).format(n=HAND_LIMIT) if limit is not None else ""
            button.style = "gold" if count == (scene.input.purchase or 0) and kind is DecisionKind.BUY else "light"
        self._refresh_confirm(view, seat is not None and kind is not DecisionKind.KEEP)
        waiting = scene.match.waiting_for()
        self.skip.enabled = scene.animator.busy or scene.match.has_events() or waiting is Wait.BOT
        self.skip.why = (N_("The game is over.") if waiting is Wait.OVER else
                         N_("Nothing to skip: the table waits for a player at this screen."))
        shown = scene.hand_seat() is not None  # behind the player's own curtain only
        # The setting (a guided step may show hints whatever it is).
        self.hints.label = N_("Hints: on (H)") if scene.app.settings.hints else N_("Hints: off (H)")
        self.hints.visible = shown
        self.tracker.label = N_("Tiles: shown (T)") if scene.tracker_open else N_("Tiles (T)")
        self.tracker.visible = shown
        self.fit_row()
        focused = scene.input.focused_button()
        for index, button in enumerate(scene.buttons):
            button.keyboard_focus = index == focused
        mouse = self.mouse if focused is None and scene.input.focus is None else (-1, -1)  # one lit at a time
        for button in scene.buttons:
            button.hover = button.active and button.hit(mouse)

    def fit_row(self) -> None:
        """The row over the tray as wide as its labels at the text size in force: the buttons grow as their labels
        need; when the row would then take more than ROW_MOST, the labels leave out the key they name (their
        tooltips name it). The buttons stand side by side from the tray's right end."""
        scene = self.scene
        buttons = (self.hints, self.tracker, scene.coach.button)
        shown = [[_(label) for label in labels] for labels in ROW_LABELS]
        widths = [max(least, self._width(words, button.size))
                  for button, words, least in zip(buttons, shown, ROW_WIDTHS, strict=True)]
        if sum(widths) + ROW_GAP * (len(widths) - 1) > ROW_MOST:
            for button in buttons:
                button.label = KEY_HINT.sub("", _(button.label))
            widths = [max(least, self._width([KEY_HINT.sub("", word) for word in words], button.size))
                      for button, words, least in zip(buttons, shown, ROW_WIDTHS, strict=True)]
        scene.layout.row_widths = (widths[0], widths[1], widths[2])
        for button, rect in zip(buttons, (scene.layout.hint_button(), scene.layout.tracker_button(),
                                          scene.layout.coach_button()), strict=True):
            button.rect = rect

    def _width(self, labels: list[str], size: int) -> int:
        """The width a button needs for the widest of `labels` at `size`."""
        return max(self.scene.text.fonts.size(label, size, Face.BOLD)[0] for label in labels) + 2 * LABEL_MARGIN + 8

    def _refresh_confirm(self, view: PlayerView | None, visible: bool) -> None:
        """The confirm button makes the purchase chosen (nothing is bought before it is pressed), or plays."""
        scene, button = self.scene, self.confirm
        need = view.tiles_to_play if view is not None else 1
        button.visible = visible
        purchase = scene.input.purchase
        if purchase:
            button.enabled = True
            button.label = ngettext("Buy {n} tile", "Buy {n} tiles", purchase).format(n=purchase)
            button.tooltip = N_("Make the purchase you chose; then choose the tile to play (Enter)")
            return
        ok = view is not None and scene.input.complete(need)
        button.why = N_("Pick two tiles first.") if need == 2 else N_("Pick a tile first.")
        if view is not None and view.pending is not None and view.pending.kind is DecisionKind.BUY \
                and 0 not in view.legal_buys:
            ok = False
            button.why = BUY_LIMITS[BuyLimit.MUST_BUY]
        button.enabled = ok
        button.label = N_("Play both") if need == 2 else N_("Play")
        button.tooltip = PLAY_TIP
