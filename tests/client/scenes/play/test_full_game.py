"""A whole game clicked through as a person would: title, setup, play against three bots, results."""

from __future__ import annotations

import random

import pytest
from people import click, frame, open_app
from play_driver import WAIT, act

from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.rules.events import GameEnded


@pytest.fixture
def app():
    """A window smaller than the canvas, so every click goes through the letterbox as on a laptop."""
    application = open_app((1280, 720))
    yield application
    application.close()


@pytest.mark.slow
def test_title_to_results_with_one_human_and_three_bots(app):
    app.push(TitleScene(app))
    frame(app)
    title = app.top
    assert isinstance(title, TitleScene)
    for _ in range(round(1.5 / WAIT)):  # let the opening animation settle, as a person waits for it
        frame(app, dt=WAIT)
    click(app, title.new_game.rect.center)
    frame(app)
    setup = app.top
    assert isinstance(setup, SetupScene)
    click(app, setup.start_button.rect.center)
    frame(app)
    scene = app.top
    assert isinstance(scene, PlayScene)
    config = scene.config
    assert config.humans == 1 and len(config.seats) == 4

    rng = random.Random(7)
    done: dict[str, int] = {}
    for _ in range(60000):
        if isinstance(app.top, ResultsScene):
            break
        what = act(app, scene, rng)
        done[what] = done.get(what, 0) + 1
    else:
        raise AssertionError(f"the game did not reach the results; actions so far {done}")

    game = scene.match.game
    assert game.over
    assert done.get("play", 0) >= 5, done  # the person really played through the buttons
    # Every event was shown, and the table as shown ends equal to the engine's state.
    assert not scene.match.has_events()
    assert isinstance(scene.match.shown[-1], GameEnded)
    assert scene.table.positions == list(game.positions)
    assert [scene.table.rows[n] for n in sorted(scene.table.rows)] == [list(r) for r in game.rows]
    # The human's decisions went through the engine as clicked: all decisions of seat 0 are recorded.
    assert any(d.seat == 0 for d in scene.match.decisions)
    results = app.top
    ranked = {line.name: line.place for line in results.lines}
    assert ranked == {seat.name: place for seat, place in zip(config.seats, game.ranking(), strict=True)}
