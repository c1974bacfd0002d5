"""Clicking the shown hand on the play screen, with real mouse events: a click picks the tile drawn there."""

from __future__ import annotations

import pytest
from people import click, move, open_app
from play_driver import until_input

from game.client.app import DEFAULT_CANVAS
from game.client.scenes.play import PlayScene
from game.client.view.layout import HOVER_LIFT, SELECTED_LIFT
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig


@pytest.fixture
def app():
    # The window has the canvas's own size, so a window pixel is a logical pixel: edges can be hit exactly.
    application = open_app(DEFAULT_CANVAS)
    assert application.letterbox.to_window((7, 9)) == (7, 9) and application.letterbox.to_logical((7, 9)) == (7, 9)
    yield application
    application.close()


def _ready(app) -> tuple[PlayScene, int]:
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=6))
    app.push(scene)
    return scene, until_input(app, scene)


def _tiles(scene: PlayScene, seat: int):
    playable = scene.ready_for_input() is not None
    return scene.layout.hand_tiles(scene.table.hands[seat], scene.input.selected, scene.input.hover_tile, playable)


def test_clicking_the_lifted_part_of_a_selected_tile_picks_it_and_just_above_it_nothing(app):
    scene, seat = _ready(app)
    assert len(scene.table.hands[seat]) >= 3
    first = _tiles(scene, seat)[0]
    click(app, first.rect.center)
    assert scene.input.selected == [first.tile]
    lifted = _tiles(scene, seat)[0]
    assert lifted.rect == first.slot.move(0, -SELECTED_LIFT)
    # Just above the lifted tile: nothing is picked, the selection stays.
    click(app, (lifted.rect.centerx, lifted.rect.top - 1))
    assert scene.input.selected == [first.tile]
    # Just left of it (nothing is drawn there): nothing either.
    click(app, (lifted.rect.left - 1, lifted.rect.top + 2))
    assert scene.input.selected == [first.tile]
    # Its lifted top edge, above where the other tiles start, is the tile: clicking it unselects it.
    assert lifted.rect.top + 2 < first.slot.top
    click(app, (lifted.rect.centerx, lifted.rect.top + 2))
    assert scene.input.selected == []


def test_the_hovered_tile_is_clicked_where_it_is_drawn_lifted(app):
    scene, seat = _ready(app)
    second = _tiles(scene, seat)[1]
    move(app, second.rect.center)
    assert scene.input.hover_tile == second.tile
    hovered = _tiles(scene, seat)[1]
    assert hovered.rect == second.slot.move(0, -HOVER_LIFT)
    # The mouse on the lifted strip above the row keeps the tile hovered, and a click there selects it.
    strip = (hovered.rect.centerx, hovered.rect.top + 2)
    move(app, strip)
    assert scene.input.hover_tile == second.tile
    click(app, strip)
    assert scene.input.selected == [second.tile]
    # Between two tiles the mouse is over none of them.
    gap = (hovered.rect.right + 3, second.slot.centery)
    move(app, gap)
    assert scene.input.hover_tile is None
    click(app, gap)
    assert scene.input.selected == [second.tile]


def test_every_tile_of_the_hand_is_picked_by_a_click_on_its_drawn_rectangle(app):
    scene, seat = _ready(app)
    need = scene.match.view(seat).tiles_to_play
    for tile in _tiles(scene, seat):
        click(app, (tile.rect.right - 2, tile.rect.bottom - 2))
        assert scene.input.selected[-1] == tile.tile
        assert len(scene.input.selected) <= need
