"""The menus' backdrop: an alpine scene (sky, sun, snowy peaks, meadow with flowers) drawn from shapes.

Drawn once per canvas size and look (darker in high contrast) by the app and shared by the title, setup, rules
and results screens. The random shapes use a fixed seed, so the mountains are the same every time.
"""

from __future__ import annotations

import math
import random
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame

from game.base import files
from game.client.view import palette as pal

LOGICAL = (1920, 1080)
DECOR_TILESET = files.BOARD_ART / "decor.tsx"
# Where the board's own decor stands in the meadow, clear of the menus' cards: (depicts, scale, midbottom).
DECOR_PLACES = (
    ("decor boulder", 1.5, (70, 770)),
    ("decor pines", 2.0, (1740, 800)),
    ("decor pine", 1.6, (1860, 830)),
    ("decor ibex", 2.0, (190, 940)),
    ("decor cow", 1.8, (1720, 1010)),
    ("decor edelweiss", 1.5, (300, 1075)),
)


def load_decor(tileset: Path = DECOR_TILESET) -> dict[str, pygame.Surface]:
    """The board art's decor pictures by what they depict ("decor ibex", ...), read from its Tiled tileset.

    Decoration only: a missing or unreadable tileset gives no pictures rather than an error."""
    try:
        root = ET.parse(tileset).getroot()
        width, height = int(root.get("tilewidth", 0)), int(root.get("tileheight", 0))
        columns = max(1, int(root.get("columns", 1)))
        image = root.find("image")
        if image is None:
            return {}
        sheet = pygame.image.load(str(tileset.parent / image.get("source", "")))
        pictures = {}
        for tile in root.iter("tile"):
            index = int(tile.get("id", -1))
            for prop in tile.iter("property"):
                if prop.get("name") == "depicts":
                    area = pygame.Rect(index % columns * width, index // columns * height, width, height)
                    pictures[prop.get("value", "")] = sheet.subsurface(area).copy()
        return pictures
    except (OSError, ET.ParseError, ValueError, AttributeError, pygame.error):
        return {}


def _gradient(surface: pygame.Surface, top: pal.Color, bottom: pal.Color, y0: int, y1: int) -> None:
    """A vertical gradient, one fill per band of equal colour (a few dozen fills, not a line per row)."""
    width = surface.get_width()
    height = max(1, y1 - y0)
    band_start, band_color = y0, top
    for y in range(y0, y1 + 1):
        k = (y - y0) / height
        red, green, blue = (round(a + (b - a) * k) for a, b in zip(top, bottom, strict=True))
        color = (red, green, blue)
        if color != band_color or y == y1:
            surface.fill(band_color, (0, band_start, width, y - band_start))
            band_start, band_color = y, color


def _ridge(rng: random.Random, base: float, peaks: int, height: tuple[float, float], width: int) -> list:
    """Alternating valley/peak points across the width."""
    points = [(-40.0, base - rng.uniform(*height) * 0.4)]
    step = (width + 80) / (peaks * 2)
    for i in range(1, peaks * 2 + 1):
        x = -40 + i * step + rng.uniform(-step * 0.25, step * 0.25)
        rise = rng.uniform(*height) if i % 2 else rng.uniform(*height) * rng.uniform(0.25, 0.5)
        points.append((x, base - rise))
    return points


def _mountains(surface: pygame.Surface, rng: random.Random, base: float, peaks: int, height: tuple[float, float],
               rock: pal.Color, shade: pal.Color, snow: pal.Color) -> None:
    width, full = surface.get_width(), surface.get_height()
    ridge = _ridge(rng, base, peaks, height, width)
    pygame.draw.polygon(surface, rock, [*ridge, (width + 40, full), (-40, full)])
    for i in range(1, len(ridge) - 1):
        (lx, ly), (px, py), (rx, ry) = ridge[i - 1], ridge[i], ridge[i + 1]
        if py >= ly or py >= ry:
            continue  # a valley
        # The shaded flank: the right side of each peak faces away from the sun.
        pygame.draw.polygon(surface, shade, [(px, py), (rx, ry), (px + (rx - px) * 0.2, base + 40)])
        depth = rng.uniform(0.22, 0.34)
        left = (px + (lx - px) * depth, py + (ly - py) * depth)
        right = (px + (rx - px) * depth, py + (ry - py) * depth)
        jag = [left]
        for k in range(1, 5):
            t = k / 5
            x = left[0] + (right[0] - left[0]) * t
            y = left[1] + (right[1] - left[1]) * t + (14 if k % 2 else -4) * rng.uniform(0.6, 1.3)
            jag.append((x, y))
        jag.append(right)
        pygame.draw.polygon(surface, snow, [(px, py), *reversed(jag)])


def _hill(surface: pygame.Surface, color: pal.Color, base: float, amp: float, wave: float, phase: float) -> None:
    width, full = surface.get_width(), surface.get_height()
    points = [(x, base + amp * math.sin(x / wave + phase) + amp * 0.4 * math.sin(x / (wave * 0.37) + phase * 2))
              for x in range(-20, width + 41, 20)]
    pygame.draw.polygon(surface, color, [*points, (width + 40, full), (-20, full)])


def render_backdrop(size: tuple[int, int] = LOGICAL) -> pygame.Surface:
    """The alpine scene at `size` (drawn at the logical size, then scaled if needed)."""
    surface = pygame.Surface(LOGICAL)
    w, h = LOGICAL
    rng = random.Random(1999)
    _gradient(surface, pal.SKY_HIGH, pal.SKY_LOW, 0, int(h * 0.72))
    glow = pygame.Surface((520, 520), pygame.SRCALPHA)
    for r in range(260, 90, -12):
        pygame.draw.circle(glow, (*pal.SUN, int(34 * (1 - r / 260)) + 4), (260, 260), r)
    surface.blit(glow, (1540 - 260, 200 - 260))
    pygame.draw.circle(surface, pal.SUN, (1540, 200), 86)
    _mountains(surface, rng, h * 0.58, 7, (160, 330), pal.ROCK_FAR, pal.shade(pal.ROCK_FAR, -0.08),
               pal.shade(pal.SNOW, -0.04))
    _mountains(surface, rng, h * 0.66, 5, (150, 300), pal.ROCK, pal.ROCK_DARK, pal.SNOW)
    _hill(surface, pal.GRASS_LIGHT, h * 0.66, 18, 160, 0.4)
    _hill(surface, pal.GRASS, h * 0.74, 22, 210, 2.1)
    _hill(surface, pal.GRASS_DARK, h * 0.86, 18, 260, 4.0)
    for _ in range(260):  # flowers on the near meadow
        x = rng.uniform(0, w)
        y = rng.uniform(h * 0.78, h)
        color = rng.choice([pal.GOLD_LIGHT, pal.PARCHMENT_LIGHT, (170, 130, 196), (214, 104, 76)])
        radius = 2 + (y - h * 0.78) / (h * 0.22) * 4
        pygame.draw.circle(surface, color, (round(x), round(y)), round(radius))
    decor = load_decor()
    for name, scale, midbottom in DECOR_PLACES:
        picture = decor.get(name)
        if picture is not None:
            w0, h0 = picture.get_size()
            picture = pygame.transform.smoothscale(picture, (round(w0 * scale), round(h0 * scale)))
            surface.blit(picture, picture.get_rect(midbottom=midbottom))
    if pal.high_contrast():  # a darker scene: the menus' cards and buttons stand out on it
        veil = pygame.Surface(LOGICAL, pygame.SRCALPHA)
        veil.fill((12, 16, 10, 110))
        surface.blit(veil, (0, 0))
    if size != LOGICAL:
        surface = pygame.transform.smoothscale(surface, size)
    return surface
