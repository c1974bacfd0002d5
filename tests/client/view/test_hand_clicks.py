"""Clicking the shown hand on the play screen, with real mouse events: a click picks the tile drawn there."""

from __future__ import annotations

import pygame
import pytest

from game.client.app import STEP, App
from game.client.scenes.play import PlayScene
from game.client.view.layout import HOVER_LIFT, SELECTED_LIFT
from game.session.config import BOT, HUMAN, MatchConfig, SeatConfig


@pytest.fixture
def app():
    # The window has the canvas's own size, so a window pixel is a logical pixel: edges can be hit exactly.
    application = App((1920, 1080))
    application.open()
    application.settings.animation_speed = 4.0
    yield application
    application.close()


def _events(app: App, *events: pygame.event.Event) -> None:
    app.step(STEP, list(events))


def _click(app: App, pos: tuple[int, int]) -> None:
    assert app.letterbox.to_window(pos) == pos and app.letterbox.to_logical(pos) == pos
    _events(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _move(app: App, pos: tuple[int, int]) -> None:
    _events(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _ready(app: App) -> tuple[PlayScene, int]:
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=6))
    app.push(scene)
    _events(app)
    for _ in range(3000):
        seat = scene.ready_for_input()
        if seat is not None and app.top is scene:
            _events(app)
            return scene, seat
        if scene.animator.busy or scene.match.has_events():
            _click(app, scene.layout.anchor("log").center)
        else:
            _events(app)
    raise AssertionError("the person was never asked")


def _tiles(scene: PlayScene, seat: int):
    playable = scene.ready_for_input() is not None
    return scene.layout.hand_tiles(scene.table.hands[seat], scene.input.selected, scene.input.hover_tile, playable)


def test_clicking_the_lifted_part_of_a_selected_tile_picks_it_and_just_above_it_nothing(app):
    scene, seat = _ready(app)
    assert len(scene.table.hands[seat]) >= 3
    first = _tiles(scene, seat)[0]
    _click(app, first.rect.center)
    assert scene.input.selected == [first.tile]
    lifted = _tiles(scene, seat)[0]
    assert lifted.rect == first.slot.move(0, -SELECTED_LIFT)
    # Just above the lifted tile: nothing is picked, the selection stays.
    _click(app, (lifted.rect.centerx, lifted.rect.top - 1))
    assert scene.input.selected == [first.tile]
    # Just left of it (nothing is drawn there): nothing either.
    _click(app, (lifted.rect.left - 1, lifted.rect.top + 2))
    assert scene.input.selected == [first.tile]
    # Its lifted top edge, above where the other tiles start, is the tile: clicking it unselects it.
    assert lifted.rect.top + 2 < first.slot.top
    _click(app, (lifted.rect.centerx, lifted.rect.top + 2))
    assert scene.input.selected == []


def test_the_hovered_tile_is_clicked_where_it_is_drawn_lifted(app):
    scene, seat = _ready(app)
    second = _tiles(scene, seat)[1]
    _move(app, second.rect.center)
    assert scene.input.hover_tile == second.tile
    hovered = _tiles(scene, seat)[1]
    assert hovered.rect == second.slot.move(0, -HOVER_LIFT)
    # The mouse on the lifted strip above the row keeps the tile hovered, and a click there selects it.
    strip = (hovered.rect.centerx, hovered.rect.top + 2)
    _move(app, strip)
    assert scene.input.hover_tile == second.tile
    _click(app, strip)
    assert scene.input.selected == [second.tile]
    # Between two tiles the mouse is over none of them.
    gap = (hovered.rect.right + 3, second.slot.centery)
    _move(app, gap)
    assert scene.input.hover_tile is None
    _click(app, gap)
    assert scene.input.selected == [second.tile]


def test_every_tile_of_the_hand_is_picked_by_a_click_on_its_drawn_rectangle(app):
    scene, seat = _ready(app)
    need = scene.match.view(seat).tiles_to_play
    for tile in _tiles(scene, seat):
        _click(app, (tile.rect.right - 2, tile.rect.bottom - 2))
        assert scene.input.selected[-1] == tile.tile
        assert len(scene.input.selected) <= need
