"""The play command's arguments, and the app's board map service."""

from __future__ import annotations

import argparse
import subprocess
import sys

import pytest
from repo import ROOT

from game.client.app import App
from game.commands.play import window_size


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
