"""A real app (dummy video driver) on the real board map, and helpers that act as a person would."""

from __future__ import annotations

import pygame
import pytest

from game.app import STEP, App


@pytest.fixture
def app():
    application = App((1280, 720))
    application.open()  # loads levels/board.tmx
    application.settings.animation_speed = 4.0
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
