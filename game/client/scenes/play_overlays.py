"""The play screen's overlays for a person's private decision: the hand-off curtain and the keep dialog.

On a shared screen with two or more people (couch play) each private decision starts behind a curtain
(game/client/scenes/curtain.py) naming who decides; lifted, it shows that seat's hand until the decision is made.
A row taken opens the keep dialog (game/client/scenes/keep_dialog.py) for its taker. A seat that goes back to its
phone meanwhile takes its curtain and dialog with it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.view.sprites import seat_rgb
from game.rules import DecisionKind, Keep, Pending
from game.rules.events import RowCompleted
from game.text.i18n import N_
from game.text.narrate import YOU

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene


class PlayOverlays:
    """The curtain and the keep dialog of one play screen: which is up, and for whom."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self.curtain: CurtainScene | None = None  # the curtain up, not yet lifted
        self.dialog_seat: int | None = None  # whose keep dialog is up

    @property
    def up(self) -> bool:
        """Whether a curtain or a keep dialog stands between the table and the person deciding."""
        return self.curtain is not None or self.dialog_seat is not None

    def ask(self, pending: Pending) -> None:
        """The person of `pending` is asked: their curtain first in couch play, then, for a row taken, the dialog."""
        scene = self.scene
        seat = pending.seat
        if scene.couch and scene.unveiled != seat:
            if self.curtain is None:
                if scene.animator.busy:
                    return  # everyone at the screen watches the table settle (the reveal, the points) first
                scene.table.floats.clear()  # a fading points popup would wait under the curtain and show after it
                scene.input.clear()
                self.curtain = CurtainScene(scene.app, scene.match.names[seat], scene.config.seats[seat].color,
                                            self._why(pending), lambda: self._unveil(seat), seat=seat)
                scene.app.push(self.curtain)
            return
        if pending.kind is DecisionKind.KEEP and self.dialog_seat is None and self.curtain is None:
            view = scene.match.view(seat)
            # The dialog holds the table still: a points label or the row's banner would stay over the row.
            scene.animator.clear_passing()
            self.dialog_seat = seat
            scene.app.push(KeepDialog(scene.app, scene.match.names[seat], seat_rgb(scene.config.seats[seat].color),
                                      self._offer_row(), view.keep_offer, view.legal_keeps,
                                      lambda tiles: self._keep(seat, tiles), coach=scene.coach))

    def _why(self, pending: Pending) -> str:
        """What the curtain says the seat behind it is to do."""
        yours = self.scene.match.names[pending.seat] == YOU
        return {
            DecisionKind.KEEP: N_("It is your turn to choose which tiles to keep.") if yours else
            N_("It is {name}'s turn to choose which tiles to keep."),
            DecisionKind.BUY: N_("It is your turn to buy and play.") if yours else
            N_("It is {name}'s turn to buy and play."),
            DecisionKind.PLAY: N_("It is your turn to play.") if yours else N_("It is {name}'s turn to play."),
        }[pending.kind]

    def _offer_row(self) -> int | None:
        """The row whose tiles are offered: the last one completed."""
        for event in reversed(self.scene.match.shown):
            if isinstance(event, RowCompleted):
                return event.row
        return None

    def _unveil(self, seat: int) -> None:
        self.curtain = None
        self.scene.unveiled = seat

    def _keep(self, seat: int, tiles: tuple[int, ...]) -> None:
        self.dialog_seat = None
        self.scene.flow.decide(Keep(seat, tiles))

    def leave_screen(self, seat: int) -> None:
        """`seat` goes back to its phone: its curtain, its keep dialog and its hand, if shown, go."""
        scene = self.scene
        if scene.unveiled == seat:
            scene.unveiled = None
            scene.input.clear()
        curtain = self.curtain
        if curtain is not None and curtain.seat == seat and scene.app.is_top(curtain):
            scene.app.pop()
            self.curtain = None
        if self.dialog_seat == seat and isinstance(scene.app.stack[-1], KeepDialog):
            scene.app.pop()
            self.dialog_seat = None
