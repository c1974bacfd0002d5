"""An app with a real (dummy-driver) window, and helpers that act as a person would."""

from __future__ import annotations

import pygame
import pytest

from game.app import STEP, App


@pytest.fixture
def app(monkeypatch, tmp_path):
    # The title lists saved games: keep the player's own data folder out of the tests.
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path / "data"))
    application = App((1280, 720))
    application.open(load_map=False)
    yield application
    application.close()


def frame(app: App, *events: pygame.event.Event, dt: float = STEP) -> None:
    app.step(dt, list(events))


def window_point(app: App, logical: tuple[int, int]) -> tuple[int, int]:
    return app.letterbox.to_window(logical)


def click(app: App, logical: tuple[int, int], button: int = 1) -> None:
    """Press and release at the window pixel that shows `logical`, in one frame."""
    pos = window_point(app, logical)
    frame(
        app,
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button),
    )


def key(app: App, key_code: int, mod: int = 0) -> None:
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=key_code, mod=mod, unicode="", scancode=0))


def type_text(app: App, text: str) -> None:
    frame(app, *[pygame.event.Event(pygame.TEXTINPUT, text=ch) for ch in text])
