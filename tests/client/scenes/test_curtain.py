"""The hand-off curtain names the next player by colour and by that colour's symbol (not by colour alone)."""

from __future__ import annotations

import pygame

from game.client.scenes.curtain import CurtainScene
from game.client.view import palette as pal
from game.client.view.drawing import draw_pawn


def test_the_curtain_shows_the_seats_symbol_on_its_pawn(app):
    for color in ("red", "green"):
        curtain = CurtainScene(app, "Bernd", color, "It is Bernd's turn to play.", lambda: None)
        frame = pygame.Surface(app.canvas_size)
        curtain.draw(frame)
        w, h = frame.get_size()
        center = (w // 2, h // 2 - 220 + 100)  # the pawn on the card (a card of 440, centred)
        area = pygame.Rect(0, 0, 100, 100)
        area.center = center
        for symbol, expected in ((pal.player_symbol(color), True), ("", False)):
            pawn = frame.copy()
            draw_pawn(pawn, center, 40, pal.player_rgb(color), symbol)
            drawn = pygame.image.tobytes(frame.subsurface(area), "RGB")
            same = pygame.image.tobytes(pawn.subsurface(area), "RGB") == drawn
            assert same is expected, (color, symbol)
