"""Tile images: drawn once per size they rest at; sizes a flight only passes through are scaled from one."""

from __future__ import annotations

import pygame

from game.client.view.sprites import PASSING_STEP, TextCache, TileArt, TileSprite


def _counting_art(monkeypatch) -> tuple[TileArt, list[tuple]]:
    pygame.font.init()
    art = TileArt(TextCache())
    drawn: list[tuple] = []
    real = art._draw

    def draw(*args):
        drawn.append(args)
        return real(*args)

    monkeypatch.setattr(art, "_draw", draw)
    return art, drawn


def test_a_flight_draws_one_image_per_step_and_scales_the_sizes_between(monkeypatch):
    art, drawn = _counting_art(monkeypatch)
    sizes = [(w, w + 8) for w in range(52, 80, 4)]  # what a flight passes through, 4 pixels apart
    for w, h in sizes:
        image = art.image(42, w, h, True, passing=True)
        assert image.get_size() == (w, h)
    assert len(drawn) <= len({(-(-w // PASSING_STEP), -(-h // PASSING_STEP)) for w, h in sizes})
    assert len(drawn) < len(sizes)


def test_a_tile_at_rest_and_a_turning_tile_are_drawn_at_their_own_size(monkeypatch):
    art, drawn = _counting_art(monkeypatch)
    assert art.image(42, 81, 81, True).get_size() == (81, 81) and drawn[-1][1:3] == (81, 81)
    surface = pygame.Surface((400, 200))
    sprite = TileSprite(7, 100, 100, 80.0, 80.0, face_up=True, flip=0.3)
    before = len(drawn)
    sprite.draw(surface, art)
    sprite.flip = 0.4
    sprite.draw(surface, art)
    assert len(drawn) - before == 1  # both widths squeeze the one whole image
