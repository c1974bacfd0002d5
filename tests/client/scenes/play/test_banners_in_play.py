"""In a game played frame by frame: the banner of a row taken stands beside the row, never over its spaces, and the
note of Happy Cows turned at the same moment stands apart from it."""

from __future__ import annotations

import os

import pygame
import pytest
from people import frame
from play_driver import others_have_chosen, scene_at, until_input

from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import DecisionKind, Position


@pytest.mark.slow
def test_a_row_taken_is_named_beside_it_and_its_happy_cows_note_apart(app):
    app.settings.animation_speed = 1.0
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    # Row 10 holds 40, 42, 45: the bot's 47 (its only tile) goes after the 45, onto its ibex space, and takes the
    # row. The 47 starts row 8 (the next free row after the last activated, 7), whose Happy Cows then show: the
    # two come together, while Anja's 65 waits to go after the 60.
    rows = ((), (), (), (), (), (), (60,), (), (20,), (40, 42, 45), (), (80,))
    hands = ((13, 65, 90), (47,))
    position = Position(rows=rows, hands=hands, positions=(0, 0), supply=None, box=(), last_row=7)
    scene = scene_at(app, seats, position)
    seat = until_input(app, scene)
    others_have_chosen(app, scene, seat)
    if scene.match.view(seat).pending.kind is DecisionKind.BUY:
        scene.buy(0)
        until_input(app, scene)
    scene.input.selected = [65]
    scene.confirm()
    row_ten = [rect for (row, _slot), rect in scene.layout.spaces.items() if row == 10]
    passing = scene.board.passing
    banners = together = 0
    for _ in range(3000):
        frame(app)
        table = scene.table
        if table.banner_row == 10:
            banners += 1
            plate = passing.banner_look(table.banner, 10).plate
            assert not plate.collidelistall(row_ten), plate
            for note in passing.note_places():
                together += 1
                assert not note.colliderect(plate), (note, plate)
            if os.environ.get("IBEXES_SHOT_BANNER"):
                pygame.image.save(app.canvas, os.environ["IBEXES_SHOT_BANNER"])
        if table.round > 1:
            break
    assert banners and together, (banners, together)
