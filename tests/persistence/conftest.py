"""The persistence tests open real play screens: their bots think in this process (see tests/play/conftest.py)."""

from __future__ import annotations

import pytest

from game.controllers import InlineBots
from game.scenes.play import PlayScene


@pytest.fixture(autouse=True)
def inline_bots(monkeypatch):
    monkeypatch.setattr(PlayScene, "bot_runner", InlineBots)
