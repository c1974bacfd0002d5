"""The window's icon is a face-down tile, set before the window opens (so pygame never loads its own)."""

from __future__ import annotations

import pygame

from game.client.app import App
from game.client.view.tile_back import BACK, ICON_SIZE, window_icon


def test_the_icon_is_a_tile_back_on_a_clear_ground():
    icon = window_icon()
    assert icon.get_size() == (ICON_SIZE, ICON_SIZE)
    assert icon.get_at((0, 0)).a == 0  # the corners stay clear around the rounded tile
    colours = {tuple(icon.get_at((x, y)))[:3] for x in range(ICON_SIZE) for y in range(ICON_SIZE)}
    assert BACK in colours


def test_the_app_sets_its_icon_before_it_opens_the_window(monkeypatch):
    calls: list[str] = []
    real_set_mode = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: calls.append(f"icon {surface.get_size()}"))

    def set_mode(*args, **kwargs):
        calls.append("window")
        return real_set_mode(*args, **kwargs)

    monkeypatch.setattr(pygame.display, "set_mode", set_mode)
    app = App((640, 360))
    app.open(load_map=False)
    try:
        assert calls[:2] == [f"icon {(ICON_SIZE, ICON_SIZE)}", "window"]
    finally:
        app.close()
