"""The play command's arguments, and the app's board map service."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest
from repo import ROOT

from game.client.app import App
from game.client.window import first_window_size
from game.commands.play import build_app, window_size


@pytest.mark.parametrize(("text", "size"), [("1280x720", (1280, 720)), ("800X600", (800, 600)),
                                            (" 1920 x 1080 ", (1920, 1080)), ("320x180", (320, 180))])
def test_window_sizes_are_read(text, size):
    assert window_size(text) == size


@pytest.mark.parametrize(("text", "says"), [("12x", "not a window size"), ("axb", "not a window size"),
                                            ("1280", "not a window size"), ("-5x300", "not a window size"),
                                            ("100x100", "out of range"), ("99999x720", "out of range")])
def test_bad_window_sizes_are_one_sentence(text, says):
    with pytest.raises(argparse.ArgumentTypeError, match=says):
        window_size(text)


def test_a_bad_size_on_the_command_line_is_a_usage_error_without_a_window():
    done = subprocess.run([sys.executable, "main.py", "play", "--size", "big"], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 2
    assert "argument --size: 'big' is not a window size" in done.stderr and "Traceback" not in done.stderr


def test_importing_the_window_modules_opens_no_display():
    code = ("import pygame, game.client.app, game.client.scenes.title, game.client.scenes.setup, "
            "game.client.scenes.results, game.client.scenes.pause, game.client.scenes.rules_help, game.commands.play; "
            "print(pygame.display.get_init())")
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.stdout.strip() == "False", done.stderr


def test_the_app_loads_the_board_map_once_and_takes_its_canvas_size(monkeypatch):
    import game.board_map.loader as board_map

    calls = []
    real = board_map.load_board_map

    def counting(path=board_map.DEFAULT_MAP_PATH):
        calls.append(path)
        return real(path)

    monkeypatch.setattr(board_map, "load_board_map", counting)
    app = App((640, 360))
    app.open()
    try:
        assert app.map_error is None and app.board_map is not None
        assert app.canvas_size == tuple(app.board_map.geometry.size)
        assert app.letterbox.to_logical((320, 180)) == (app.canvas_size[0] // 2, app.canvas_size[1] // 2)
        assert len(calls) == 1
    finally:
        app.close()


@pytest.mark.parametrize(("screen", "window"), [((2560, 1440), (1920, 1080)), ((3840, 2160), (2880, 1620)),
                                                (None, (1280, 720))])
def test_the_first_window_suits_the_screen(screen, window):
    assert first_window_size(screen) == window


def test_a_small_screen_gets_a_window_inside_it():
    width, height = first_window_size((1366, 768))
    assert 1100 <= width <= 1366 and height <= 768 and width * 9 == height * 16


def test_the_first_start_opens_its_window_for_the_screen_and_later_starts_the_window_left(monkeypatch,
                                                                                          own_data_folder):
    import pygame

    from game.storage.settings import SettingsStore

    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    args = argparse.Namespace(size=None, fullscreen=False, board=None)
    app = build_app(args)
    try:
        assert app.window_size == (1920, 1080)  # no settings yet: the first start
    finally:
        app.settings.remember_session((1500, 900), False, None)
        app.close()
    assert SettingsStore.open().saved
    app = build_app(args)
    try:
        assert app.window_size == (1500, 900)  # the size the last session left
    finally:
        app.close()
