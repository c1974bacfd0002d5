"""Tile images: drawn once per size they rest at; sizes a flight only passes through are scaled from one."""

from __future__ import annotations

import pygame

from game.client.view.sprites import PASSING_STEP, TextCache, TileArt, TileSprite


def _art() -> TileArt:
    pygame.font.init()
    return TileArt(TextCache())


def test_a_flight_draws_one_image_per_step_and_scales_the_sizes_between():
    art = _art()
    sizes = [(w, w + 8) for w in range(52, 80, 4)]  # what a flight passes through, 4 pixels apart
    for w, h in sizes:
        image = art.image(42, w, h, True, passing=True)
        assert image.get_size() == (w, h)
    assert art.drawn <= len({(-(-w // PASSING_STEP), -(-h // PASSING_STEP)) for w, h in sizes})
    assert art.drawn < len(sizes)


def test_a_tile_at_rest_and_a_turning_tile_are_drawn_at_their_own_size():
    art = _art()
    assert art.image(42, 81, 81, True).get_size() == (81, 81) and art.drawn == 1
    # Not scaled from a larger one: the next size of a flight's steps is drawn anew when asked for.
    art.image(42, 96, 96, True)
    assert art.drawn == 2
    surface = pygame.Surface((400, 200))
    sprite = TileSprite(7, 100, 100, 80.0, 80.0, face_up=True, flip=0.3)
    before = art.drawn
    sprite.draw(surface, art)
    sprite.flip = 0.4
    sprite.draw(surface, art)
    assert art.drawn - before == 1  # both widths squeeze the one whole image
