"""The play screen's tests run on the real board map (levels/board.tmx)."""

from __future__ import annotations

import pytest
from people import open_app

from game.client.app import DEFAULT_CANVAS


@pytest.fixture
def app():
    # The window at the canvas size: a frame is presented without rescaling (the letterbox has its own
    # tests in tests/client/app, and test_full_game plays in a smaller window).
    application = open_app(DEFAULT_CANVAS)
    yield application
    application.close()


@pytest.fixture
def rated_quickly(monkeypatch):
    """The coach rates with the quick advisor of these tests (quick_advisor.py): its panel shows ratings at once."""
    from game.client.scenes.play_coach import Coach

    from .quick_advisor import QuickAdvisor

    monkeypatch.setattr(Coach, "advisor_type", QuickAdvisor)
