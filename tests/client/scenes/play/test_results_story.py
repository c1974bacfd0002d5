"""A game played to its end in the window: the results show the engine's figures and its chart, Play again
keeps the seats, and the game is counted once in the statistics."""

from __future__ import annotations

import json
import random

import pytest
from people import click, frame
from play_driver import act

from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules.match_stats import match_stats
from game.session.resume import resume_match
from game.storage.saves import list_saves, load_save, saves_dir
from game.storage.statistics import FILE_NAME, load_statistics

SEATS = (SeatConfig("Bot A", "red", BOT, "easy"), SeatConfig("Bot B", "green", BOT, "random"),
         SeatConfig("Cleo", "purple", HUMAN))


def play_to_results(app, scene: PlayScene) -> ResultsScene:
    """Bots play; the person clicks through as one would (tests/play_driver.py)."""
    app.push(scene)
    rng = random.Random(3)
    for _ in range(60000):
        if isinstance(app.top, ResultsScene):
            return app.top
        act(app, scene, rng)
    raise AssertionError("the game did not reach the results")


@pytest.mark.slow
def test_a_game_finished_in_the_window_shows_its_figures_is_counted_once_and_plays_again(app, own_data_folder):
    # One game played to its end serves every part of the story (a whole game through the window takes a while).
    scene = PlayScene(app, MatchConfig(SEATS, seed=11))
    results = play_to_results(app, scene)
    the_results_show_the_engines_figures_and_chart(scene, results)
    play_again_keeps_the_seats_with_a_new_deal(app, results)
    # The new deal has begun (and is saved as it goes, unfinished): the finished game is still counted once.
    the_game_is_counted_once(app, scene, own_data_folder)


def the_results_show_the_engines_figures_and_chart(scene: PlayScene, results: ResultsScene) -> None:
    game = scene.match.game
    expected = match_stats(scene.match.shown, 3)
    assert results.stats == expected
    chart = results.chart
    assert chart is not None
    for seat in range(3):
        # The chart's line passes through the figures' positions, round by round, and ends on the final one.
        values = [round(chart.position_at(y)) for _x, y in chart.points(seat)]
        assert values == list(expected.curves[seat])
        assert values[-1] == game.positions[seat]
        xs = [x for x, _y in chart.points(seat)]
        assert xs == sorted(xs) and len(set(xs)) == len(xs) == expected.rounds_played + 1
    assert chart.track.dung_heap == game.board.track.dung_heap
    assert results.figures(0) == expected.players[0]
    assert sum(f.tiles_bought for f in expected.players) == sum(
        e.count for e in scene.match.shown if e.type == "bought")


def the_game_is_counted_once(app, scene: PlayScene, own_data_folder) -> None:
    stats = load_statistics(own_data_folder / FILE_NAME)
    assert stats.players["Cleo"].games == 1
    assert stats.bots["easy"].games == 1 and stats.bots["random"].games == 1
    assert "Bot A" not in stats.players  # bots count by their level
    places = scene.match.game.ranking()
    assert stats.players["Cleo"].wins == (places[2] == 1)
    assert stats.players["Cleo"].best.position == scene.match.game.positions[2]
    before = (own_data_folder / FILE_NAME).read_bytes()
    # The finished save opened again (it is listed as finished) shows its results without counting it twice.
    (info,) = [s for s in list_saves(saves_dir()) if s.finished]
    loaded = load_save(info.path)
    again = PlayScene(app, loaded.config, resume_match(loaded, PlayScene.bot_runner()))
    app.reset(again)
    for _ in range(200):
        frame(app, dt=0.1)
        if isinstance(app.top, ResultsScene):
            break
    assert isinstance(app.top, ResultsScene)
    assert (own_data_folder / FILE_NAME).read_bytes() == before
    assert json.loads(before)["recorded"] == [info.path.name]


def play_again_keeps_the_seats_with_a_new_deal(app, results: ResultsScene) -> None:
    frame(app)
    click(app, results.again_button.rect.center)
    frame(app)
    again = app.top
    assert isinstance(again, PlayScene)
    assert again.config.seats == SEATS  # names, colours, controllers and levels
    assert again.match.seed != 11
