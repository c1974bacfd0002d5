"""The replay viewer opens the score chart of the game up to the step shown, with the C key or its button."""

from __future__ import annotations

from dataclasses import replace

import pygame
import pytest
from people import click, key
from save_helpers import bot_config

from game.board_map.loader import load_board_map
from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.chart_overlay import ChartOverlay
from game.client.scenes.replay_viewer import ReplayViewer
from game.rules.match_stats import match_stats
from game.session.seating import make_match
from game.storage.game_log import read_log
from game.storage.saves import Autosave


@pytest.fixture
def app():
    application = App(DEFAULT_CANVAS)
    application.open()
    yield application
    application.close()


@pytest.fixture
def played(app, tmp_path):
    spec = load_board_map().spec
    config = replace(bot_config(3), seed=8)
    with make_match(config, spec) as match:
        match.recorder = autosave = Autosave.start(match.game, config, tmp_path, sync=False)
        events = list(match.game.setup_events)
        match.listeners.append(lambda _decision, caused: events.extend(caused))  # what the engine reported
        match.play_to_end()
        viewer = ReplayViewer(app, read_log(autosave.path), autosave.path.name)
    app.push(viewer)
    app.step(STEP, [])
    return viewer, match.game, events


@pytest.mark.slow
def test_c_at_the_end_shows_the_whole_games_chart(app, played):
    viewer, game, events = played
    key(app, pygame.K_END)
    key(app, pygame.K_c)
    overlay = app.top
    assert isinstance(overlay, ChartOverlay)
    assert overlay.stats == match_stats(events, 3)  # the same figures as the game's own events give
    assert tuple(curve[-1] for curve in overlay.stats.curves) == tuple(game.positions)
    chart = overlay.chart
    assert [round(chart.position_at(y)) for _x, y in chart.points(1)] == list(overlay.stats.curves[1])
    app.step(STEP, [])  # drawn once
    key(app, pygame.K_c)  # closes it again
    assert app.top is viewer


@pytest.mark.slow
def test_the_chart_button_shows_the_rounds_up_to_the_step_shown(app, played):
    viewer, game, _events = played
    for _ in range(len(viewer.log.decisions) // 2):
        key(app, pygame.K_RIGHT)
    step = viewer.step
    click(app, viewer.chart_button.rect.center)
    overlay = app.top
    assert isinstance(overlay, ChartOverlay)
    assert not overlay.stats.over
    assert 0 < overlay.stats.rounds_played < game.round.number
    assert overlay.stats == viewer.chart_stats() and viewer.step == step
    key(app, pygame.K_ESCAPE)
    assert app.top is viewer and viewer.step == step


def test_a_decision_of_you_reads_in_the_second_person():
    from game.client.scenes.replay_viewer import decision_sentence
    from game.rules import Buy, Keep, Play

    names = ("You", "Hugo")
    assert decision_sentence(Play(0, (79,)), names) == "You play 79."
    assert decision_sentence(Buy(0, 2), names) == "You buy 2 tiles."
    assert decision_sentence(Keep(0, (5,)), names) == "You keep 5."
    assert decision_sentence(Play(1, (3, 9)), names) == "Hugo plays 3, 9."


def test_a_replay_watched_to_its_end_is_not_counted_in_the_statistics(app, played, own_data_folder):
    from game.storage.statistics import FILE_NAME

    viewer, _game, _events = played
    key(app, pygame.K_END)
    for _ in range(5):
        app.step(0.1, [])
    assert viewer.step == viewer.steps
    assert not (own_data_folder / FILE_NAME).exists()
