"""Every two seat colours stay apart for every eye: normal colour vision and simulated protanopia, deuteranopia and
tritanopia (the complete forms, the hardest case), so that no two players are told apart by symbol alone.

The simulation is Machado, Oliveira and Fernandes (2009), "A Physiologically-based Model for Simulation of Color
Vision Deficiency", severity 1.0, applied to linear sRGB; the distance is CIE76's Delta E in CIELAB (D65). A Delta E
of 15 is two colours anyone sees as different at a glance (2.3 is the smallest difference the eye notices).
"""

from __future__ import annotations

import itertools
import math

import pytest

from game.client.view.palette import PLAYER_RGB, PLAYER_SYMBOL
from game.rules import COLORS

SIMULATIONS = {
    "normal vision": ((1.0, 0.0, 0.0), (0.0, 1.0, 0.0), (0.0, 0.0, 1.0)),
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
APART = 15.0


def linear(channel: int) -> float:
    c = channel / 255
    return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4


def seen(rgb: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...]) -> tuple[float, float, float]:
    """The colour as the eye of `matrix` sees it, in linear sRGB."""
    lin = [linear(c) for c in rgb]
    out = [min(1.0, max(0.0, sum(row[k] * lin[k] for k in range(3)))) for row in matrix]
    return out[0], out[1], out[2]


def lab(rgb: tuple[float, float, float]) -> tuple[float, float, float]:
    r, g, b = rgb
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    return 116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))


def delta_e(a: tuple[int, int, int], b: tuple[int, int, int], matrix: tuple[tuple[float, ...], ...]) -> float:
    return math.dist(lab(seen(a, matrix)), lab(seen(b, matrix)))


def test_the_measure_tells_known_pairs_apart_and_together() -> None:
    normal, deutan = SIMULATIONS["normal vision"], SIMULATIONS["deuteranopia"]
    assert delta_e((0, 0, 0), (255, 255, 255), normal) == pytest.approx(100, abs=0.1)  # black and white
    # A red and a green of the same lightness, plain to normal eyes, nearly one colour to a deuteranope.
    red, green = (170, 120, 60), (120, 140, 60)
    assert delta_e(red, green, normal) > 20
    assert delta_e(red, green, deutan) < 6


@pytest.mark.parametrize("eye", list(SIMULATIONS))
def test_every_two_seat_colours_stay_apart(eye: str) -> None:
    matrix = SIMULATIONS[eye]
    close = [(a, b, round(delta_e(PLAYER_RGB[a], PLAYER_RGB[b], matrix), 1))
             for a, b in itertools.combinations(COLORS, 2) if delta_e(PLAYER_RGB[a], PLAYER_RGB[b], matrix) < APART]
    assert close == []


def test_every_seat_colour_has_a_symbol_of_its_own() -> None:
    assert sorted(PLAYER_RGB) == sorted(COLORS) == sorted(PLAYER_SYMBOL)
    assert len(set(PLAYER_SYMBOL.values())) == len(COLORS)
