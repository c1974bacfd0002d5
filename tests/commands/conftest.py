"""Shared by the tests of bad arguments."""

from __future__ import annotations

import pygame
import pytest


@pytest.fixture
def no_window(monkeypatch, tmp_path):
    """A command given a wrong argument must neither open a window nor start playing, and whatever it writes
    goes to the test's own folder (its data folder is tmp_path / "data", tests/conftest.py)."""

    def refuse(*args, **kwargs):
        raise AssertionError("the command ran with a wrong argument and opened a window")

    monkeypatch.setattr(pygame.display, "set_mode", refuse)
    monkeypatch.chdir(tmp_path)
