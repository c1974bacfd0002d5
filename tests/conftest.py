"""Test setup shared by every test: no real display or sound device, and a data folder of each test's own."""

import os
import tempfile

import pytest

# Set before anything imports pygame, so tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# Code that runs before any test (collection, imports) never sees the player's own data folder either.
os.environ.setdefault("IBEXES_DATA_DIR", tempfile.mkdtemp(prefix="ibexes-test-data-"))


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path_factory, monkeypatch):
    """Autosaves, settings and crash logs of each test go to a fresh folder of its own (game/storage.py), so
    no test sees another's files."""
    folder = tmp_path_factory.mktemp("data")
    monkeypatch.setenv("IBEXES_DATA_DIR", str(folder))
    return folder
