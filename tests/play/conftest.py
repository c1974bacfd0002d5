"""A real app (dummy video driver) on the real board map, bots in-process, and helpers that act as a person would."""

from __future__ import annotations

import pygame
import pytest

from game.app import DEFAULT_CANVAS, STEP, App
from game.controllers import InlineBots
from game.scenes.play import PlayScene


@pytest.fixture(autouse=True)
def inline_bots(monkeypatch):
    """The window's bots think in this process, at once (easy and normal bots take milliseconds), instead
    of in a bot process each match would start; tests of the process itself put WorkerBots back."""
    monkeypatch.setattr(PlayScene, "bot_runner", InlineBots)


def open_app(size: tuple[int, int]) -> App:
    application = App(size)
    application.open()  # loads levels/board.tmx
    application.settings.animation_speed = 4.0
    return application


@pytest.fixture
def app():
    # The window at the canvas size: a frame is presented without rescaling (the letterbox has its own
    # tests in tests/app, and test_full_game plays in a smaller window).
    application = open_app(DEFAULT_CANVAS)
    yield application
    application.close()


def frame(app: App, *events: pygame.event.Event, dt: float = STEP) -> None:
    app.step(dt, list(events))


def click(app: App, logical: tuple[float, float], button: int = 1) -> None:
    """Press and release at the window pixel that shows the logical point, in one frame."""
    pos = app.letterbox.to_window((round(logical[0]), round(logical[1])))
    frame(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    )


def move(app: App, logical: tuple[float, float]) -> None:
    pos = app.letterbox.to_window((round(logical[0]), round(logical[1])))
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
