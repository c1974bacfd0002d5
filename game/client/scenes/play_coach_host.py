"""What the coach (game/client/scenes/play_coach.py) reads of the play screen: whose decision is rated, on which
views, and where the hand's tiles and the buy buttons are drawn for its marks. Only reading: the coach changes
nothing of the screen."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.play_input import PlayInput
from game.client.view.layout import HandTile
from game.rules import PlayerView

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene


class ScreenForCoach:
    """The play screen as the coach sees it (play_coach.CoachHost)."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene

    @property
    def input(self) -> PlayInput:
        return self.scene.input

    def coached_seat(self) -> int | None:
        """The person at the screen deciding now, every event before it shown and their hand shown."""
        scene = self.scene
        seat = scene.private_seat()
        if seat is None or scene.holding_choice() or scene.hand_seat() != seat:
            return None
        return seat

    def decisions_taken(self) -> int:
        return self.scene.match.decisions_taken

    def view(self, seat: int) -> PlayerView:
        return self.scene.match.view(seat)

    def tiles_view(self, seat: int) -> PlayerView | None:
        return self.scene.match.view_if_buying_none(seat)

    def hand_seat(self) -> int | None:
        return self.scene.hand_seat()

    def previewed_buy(self) -> int | None:
        return self.scene.display.previewed_buy()

    def buy_button_rects(self) -> dict[int, pygame.Rect]:
        return self.scene.display.buy_button_rects()

    def hand_tiles(self, seat: int) -> list[HandTile]:
        return self.scene.hand_tiles(seat)
