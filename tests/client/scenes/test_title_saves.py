"""The title screen's Continue and saved-games list, and the settings as the window uses them."""

from __future__ import annotations

import itertools
import os
import time
from pathlib import Path

import pygame
import pytest
from people import click
from save_helpers import play_saved, state

from game.board_map.loader import load_board_map
from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.play import PlayScene
from game.client.scenes.replay_viewer import ReplayViewer
from game.client.scenes.title import TitleScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import Game
from game.storage.game_log import read_log, replay
from game.storage.saves import saves_dir
from game.storage.settings import FILE_NAME, SettingsStore, load_settings

CONFIG = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot 1", "blue", BOT, "easy"),
                      SeatConfig("Bot 2", "green", BOT, "easy")))


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.fixture
def app(data):
    application = App(DEFAULT_CANVAS)
    application.open()
    yield application
    application.close()


def save_game(data: Path, seed: int, decisions: int | None) -> tuple[Game, Path]:
    return play_saved(saves_dir(data), CONFIG, seed, decisions, board=load_board_map().spec)


def title(app: App) -> TitleScene:
    scene = TitleScene(app)
    app.push(scene)
    for _ in range(90):  # the opening animation
        app.step(STEP, [])
    return scene


def row_center(panel, info_path: Path) -> tuple[int, int]:
    return panel.row_rect(next(info for info in panel.saves if info.path == info_path)).center


@pytest.mark.slow
def test_continue_resumes_the_last_unfinished_game_and_keeps_saving_to_it(app, data):
    save_game(data, 1, None)  # finished
    left, path = save_game(data, 2, 40)
    scene = title(app)
    panel = scene.saved_games
    assert panel.continue_button.visible and panel.continue_button.label == f"Continue · round {left.round.number}"
    before = path.read_bytes()
    click(app, panel.continue_button.rect.center)
    app.step(STEP, [])
    play = app.top
    assert isinstance(play, PlayScene)
    assert state(play.match.game) == state(left)
    assert not play.match.has_events() and play.table.round == left.round.number
    assert any("Continued from the saved game" in line for line in play.log)
    assert not any(".jsonl" in line for line in play.log)  # a person reads no file names in the log
    # Bots and the person play on: every new decision is appended to the same save.
    for _ in range(3000):
        if len(play.match.decisions) >= 3:
            break
        if play.match.pending and play.match.is_human(play.match.pending.seat):
            play.match.controller(play.match.pending.seat).decide(play.match.game.legal()[0])
        play.skip_all()
        app.step(0.1, [])
        play.match.decide_now()
    assert len(play.match.decisions) >= 3
    after = path.read_bytes()
    assert after.startswith(before)
    log = read_log(path)
    assert len(log.decisions) == 40 + len(play.match.decisions) and replay(log, path).ok
    assert len(list(saves_dir(data).iterdir())) == 2  # no new save for a continued game


@pytest.mark.slow
def test_an_unreadable_save_is_listed_and_clicking_it_says_why_without_touching_it(app, data):
    _, good = save_game(data, 3, 12)
    _, bad = save_game(data, 4, 12)
    bad.write_text(bad.read_text().replace('"decision"', '"decisoin"', 1))
    before = bad.read_bytes()
    scene = title(app)
    panel = scene.saved_games
    infos = {i.path: i for i in panel.saves}
    assert not infos[bad].readable and infos[good].readable
    assert panel.continue_button.visible  # the readable unfinished game
    click(app, row_center(panel, bad))
    assert panel.message == infos[bad].problem and str(bad) in panel.message and "line 2" in panel.message
    assert isinstance(app.top, TitleScene)
    assert bad.read_bytes() == before


@pytest.mark.slow
def test_a_finished_game_opens_in_the_replay_viewer(app, data):
    _, path = save_game(data, 5, None)
    scene = title(app)
    assert not scene.saved_games.continue_button.visible
    click(app, row_center(scene.saved_games, path))
    app.step(STEP, [])
    viewer = app.top
    assert isinstance(viewer, ReplayViewer) and viewer.steps == len(read_log(path).decisions)
    viewer.close()
    app.step(STEP, [])
    assert isinstance(app.top, TitleScene)


@pytest.mark.slow
def test_new_saves_appear_in_the_list_while_the_title_is_shown(app, data):
    scene = title(app)
    assert scene.saved_games.saves == []
    save_game(data, 6, 5)
    for _ in range(70):  # the panel looks at the folder about once a second
        app.step(STEP, [])
    assert len(scene.saved_games.saves) == 1 and scene.saved_games.continue_button.visible


@pytest.mark.slow
@pytest.mark.parametrize("seconds_a_look", [0.0, 3600.0], ids=["a machine that takes no time", "a loaded machine"])
def test_the_title_lists_one_more_save_each_frame_newest_first_however_fast_the_machine(app, data, monkeypatch,
                                                                                         seconds_a_look):
    paths = [save_game(data, seed, 6)[1] for seed in range(5)]
    for age, path in enumerate(reversed(paths)):  # the last one written is the newest
        os.utime(path, (1_000_000 - age * 100, 1_000_000 - age * 100))
    newest_first = list(reversed(paths))
    # Each look at a clock finds no time gone, or an hour: what is listed, frame by frame, is the same.
    clock = itertools.count(0.0, seconds_a_look)
    monkeypatch.setattr(time, "perf_counter", lambda: next(clock))
    monkeypatch.setattr(time, "monotonic", lambda: next(clock))
    scene = TitleScene(app)
    app.push(scene)
    listed = []
    for _ in range(6):
        app.step(STEP, [])
        listed.append([info.path for info in scene.saved_games.saves])
    # The panel reads one save as it is made (in the title's first frame) and one more in each frame.
    assert listed == [newest_first[:2], newest_first[:3], newest_first[:4], newest_first, newest_first,
                      newest_first]


@pytest.mark.slow
def test_the_title_is_still_only_once_its_opening_has_played_and_every_save_is_listed(app, data):
    for seed in range(4):
        save_game(data, seed, 6)
    scene = TitleScene(app)
    app.push(scene)
    stills = []
    for _ in range(90):
        app.step(STEP, [])
        stills.append((scene.timeline.busy, len(scene.saved_games.saves), scene.still()))
    # The saves are read one a frame (two by the first frame's end), while the title drops in for most of a second.
    assert [listed for _, listed, _ in stills[:4]] == [2, 3, 4, 4]
    assert stills[0][0] and not stills[-1][0]
    assert [still for _, _, still in stills] == [not busy and listed == 4 for busy, listed, _ in stills]
    # Opened again and its opening skipped at once (Space): the saves still being read keep it moving.
    app.pop()
    app.step(STEP, [])
    scene = TitleScene(app)
    app.push(scene)
    app.step(STEP, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0)])
    assert not scene.timeline.busy and len(scene.saved_games.saves) < 4 and not scene.still()
    while len(scene.saved_games.saves) < 4:
        app.step(STEP, [])
    assert scene.still()


def test_the_window_settings_are_saved_and_a_bad_settings_file_is_said_on_the_title(app, data):
    store = SettingsStore.open(data)
    app.close()
    app = App(DEFAULT_CANVAS, settings=store)
    app.open()
    app.settings.hints = False
    app.settings.animation_speed = 9.0  # out of range: the fastest speed
    saved = load_settings(data / FILE_NAME)
    assert saved.hints is False and saved.animation_speed == 4.0
    app.window_size = (1000, 600)
    app.last_match = CONFIG
    assert app.settings.remember_session(app.window_size, app.fullscreen, app.last_match) is None
    saved = load_settings(data / FILE_NAME)
    assert saved.window_size == (1000, 600) and saved.last_setup.seats == CONFIG.seats
    app.close()
    (data / FILE_NAME).write_text("{ not json")
    broken = SettingsStore.open(data)
    app = App(DEFAULT_CANVAS, settings=broken, notices=[broken.problem])
    app.open()
    try:
        assert app.settings.hints is True and app.last_match is None
        scene = title(app)
        assert str(data / FILE_NAME) in scene.saved_games.message and "not valid JSON" in scene.saved_games.message
        app.settings.hints = False
        app.settings.remember_session(app.window_size, app.fullscreen, app.last_match)
        assert (data / FILE_NAME).read_text() == "{ not json"
    finally:
        app.close()
