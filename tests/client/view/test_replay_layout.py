"""The replay viewer draws the hand it shows on the same layout rectangles as the play screen."""

from __future__ import annotations

import pygame
import pytest

from game.bots import make_bot
from game.client.app import STEP, App
from game.client.scenes.replay_viewer import ReplayViewer
from game.client.view.sprites import IVORY_EDGE
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import COLORS, Game, PlayerSetup
from game.storage.game_log import read_log
from game.storage.saves import Autosave


@pytest.fixture
def app():
    application = App((1920, 1080))  # window pixels are logical pixels
    application.open()
    yield application
    application.close()


def _viewer(app: App, tmp_path) -> ReplayViewer:
    config = MatchConfig(tuple(SeatConfig(f"Bot {i + 1}", COLORS[i], BOT, "random") for i in range(3)))
    game = Game.new(app.board_map.spec, [PlayerSetup(s.name, s.color) for s in config.seats], 8)
    autosave = Autosave.start(game, config, tmp_path, sync=False)
    bots = [make_bot("random", seat) for seat in range(3)]
    for _ in range(6):
        pending = game.pending()[0]
        decision = bots[pending.seat].decide(game.view(pending.seat))
        autosave.record(decision, game.apply(decision))
    autosave.close()
    viewer = ReplayViewer(app, read_log(autosave.path), autosave.path.name)
    app.push(viewer)
    app.step(STEP, [])
    return viewer


def test_the_shown_hand_lies_on_the_layouts_tile_rectangles(app, tmp_path):
    viewer = _viewer(app, tmp_path)
    tab = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t", scancode=0)
    app.step(STEP, [tab])
    assert viewer.shown_seat == 0
    app.draw()
    hand = viewer.table.hands[0]
    assert hand
    canvas = app.canvas
    for tile in viewer.layout.hand_tiles(hand):
        rect = tile.rect
        # A face-up tile's edge is its first column and row: drawn right there, and not a pixel before.
        assert canvas.get_at((rect.left, rect.centery))[:3] == IVORY_EDGE
        assert canvas.get_at((rect.left - 1, rect.centery))[:3] != IVORY_EDGE
        assert canvas.get_at((rect.centerx, rect.top))[:3] == IVORY_EDGE
        assert canvas.get_at((rect.centerx, rect.top - 1))[:3] != IVORY_EDGE
    # Nobody's hand: the same spots show no tile.
    app.step(STEP, [tab, tab, tab])
    assert viewer.shown_seat is None
    app.draw()
    for tile in viewer.layout.hand_tiles(hand):
        assert canvas.get_at((tile.rect.left, tile.rect.centery))[:3] != IVORY_EDGE
