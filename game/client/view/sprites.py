"""The pieces on the table: number tiles (face up or down, flipping), pawns, and their cached images.

Every image is rendered once per size and kept: a frame only blits. Sizes are rounded to whole pixels,
and sizes used only while flying are rounded to 4 pixels so a flight does not fill the cache.
"""

from __future__ import annotations

import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.client.view import palette as pal
from game.client.view.palette import player_rgb, player_symbol, readable_on  # noqa: F401  (re-exported for the views)
from game.client.view.symbols import draw_symbol
from game.client.view.text import Face, Fonts
from game.client.view.tile_back import BACK, BACK_LIGHT, draw_back

if TYPE_CHECKING:
    from game.client.scenes.base import Host

INK = (40, 30, 22)
IVORY = (252, 246, 230)
IVORY_EDGE = (206, 190, 150)
GOLD = (246, 200, 64)
PENALTY = (226, 72, 52)
BONUS = (92, 200, 96)
PASSING_STEP = 16  # a flight's tile images are scaled from ones drawn at sizes in these steps
TILE_IMAGES_KEPT = 3000  # tile images by number, size and look: every size a flight passes through, many times over

def seat_rgb(color: str) -> tuple[int, int, int]:
    """A seat's colour (the pawn's) by its rules name."""
    return player_rgb(color)


def draw_seat_mark(surface: pygame.Surface, color: str, center: tuple[float, float], size: float) -> None:
    """A seat's mark: a disc of its colour carrying its symbol, outlined so it reads on any ground (a wider
    outline in high contrast)."""
    rgb = seat_rgb(color)
    x, y = round(center[0]), round(center[1])
    r = max(3, round(size / 2))
    pygame.draw.circle(surface, INK, (x, y), r + pal.edge(1))
    pygame.draw.circle(surface, rgb, (x, y), r)
    draw_symbol(surface, player_symbol(color), (x, y), size * 0.6, readable_on(rgb))


class TextCache:
    """Text as the play screen asks for it (bold or not), drawn by the app's font service (`Fonts`)."""

    def __init__(self, fonts: Fonts | None = None) -> None:
        self.fonts = fonts if fonts is not None else Fonts()

    def render(self, text: str, size: int, color: tuple[int, int, int], bold: bool = False) -> pygame.Surface:
        r, g, b = color  # a list of channels too, as a key of the font cache
        return self.fonts.render(text, size, (r, g, b), Face.BOLD if bold else Face.REGULAR)


def text_of(host: Host) -> TextCache:
    """The host's font service, as the play screen asks for text."""
    return TextCache(host.fonts)


def _up(size: int, step: int) -> int:
    return -(-size // step) * step


class TileArt:
    """Draws number tiles: face up (ivory, large ink number) and face down (a patterned back)."""

    def __init__(self, text: TextCache) -> None:
        self.text = text
        self._cache: dict[tuple, pygame.Surface] = {}
        self.drawn = 0  # how many images were drawn anew (the rest came from the cache, or were scaled)

    def image(self, tile: int, w: int, h: int, face_up: bool, style: str = "", passing: bool = False) -> pygame.Surface:
        """The tile's image at w x h. `passing`: a size the tile only passes through (a flight): the image is the
        nearest larger drawn one scaled, which is quick to make, instead of being drawn anew."""
        key = (tile if face_up else 0, w, h, face_up, style, pal.look())
        surface = self._cache.get(key)
        if surface is None:
            if len(self._cache) >= TILE_IMAGES_KEPT:  # forget the oldest, never all at once (a frame would redraw all)
                del self._cache[next(iter(self._cache))]
            if passing:
                base = self.image(tile, _up(w, PASSING_STEP), _up(h, PASSING_STEP), face_up, style)
                surface = pygame.transform.smoothscale(base, (w, h))
            else:
                surface = self._draw(tile, w, h, face_up, style)
                self.drawn += 1
            self._cache[key] = surface
        return surface

    def number_place(self, tile: int, w: int, h: int) -> tuple[pygame.Rect, int]:
        """Where a face-up tile of w x h shows its number, and at what size (before the text step grows it)."""
        w, h = max(w, 4), max(h, 4)
        shadow = max(1, min(w, h) // 24)
        size = int(h * (0.56 if tile < 10 else 0.5))
        place = pygame.Rect((0, 0), self.text.fonts.size(str(tile), size, Face.BOLD))
        place.center = ((w - shadow) // 2, (h - shadow) // 2 + h // 40)
        return place, size

    def _draw(self, tile: int, w: int, h: int, face_up: bool, style: str) -> pygame.Surface:
        w, h = max(w, 4), max(h, 4)
        surface = pygame.Surface((w, h), pygame.SRCALPHA)
        radius = max(3, min(w, h) // 7)
        shadow = max(1, min(w, h) // 24)
        body = pygame.Rect(0, 0, w - shadow, h - shadow)
        pygame.draw.rect(surface, (0, 0, 0, 90), body.move(shadow, shadow), border_radius=radius)
        if face_up:
            # In high contrast the ivory face has a dark rim, so that a tile stands out on light ground as well.
            pygame.draw.rect(surface, INK if pal.high_contrast() else IVORY_EDGE, body, border_radius=radius)
            inner = body.inflate(-max(2, w // 30) * 2, -max(2, h // 30) * 2)
            pygame.draw.rect(surface, IVORY, inner, border_radius=max(2, radius - 2))
            place, size = self.number_place(tile, w, h)
            number = self.text.render(str(tile), size, INK, bold=True)
            surface.blit(number, number.get_rect(center=place.center))
            if tile in (6, 9, 66, 68, 86, 89, 98, 99) and h >= 40:
                # Underline the numbers that read differently upside down, as printed tiles do.
                bar = number.get_rect(center=body.center)
                y = min(body.bottom - 6, bar.bottom - h // 14)
                pygame.draw.line(surface, INK, (bar.left + 3, y), (bar.right - 3, y), max(2, h // 40))
        else:
            draw_back(surface, body, radius, (w, h))
            if pal.high_contrast():
                pygame.draw.rect(surface, INK, body, max(2, w // 30), border_radius=radius)
        if style == "peek":
            # One's own face-down tile: the number for its owner, framed in the tiles' back colour with a
            # strip of back across the top, so it reads as "face down for everyone else".
            pygame.draw.rect(surface, BACK, body, width=max(3, w // 12), border_radius=radius)
            strip = pygame.Rect(body.x, body.y, body.w, max(4, h // 7))
            pygame.draw.rect(surface, BACK, strip, border_top_left_radius=radius, border_top_right_radius=radius)
            pygame.draw.line(surface, BACK_LIGHT, (strip.x + radius, strip.bottom - 2),
                             (strip.right - radius, strip.bottom - 2), max(1, h // 40))
        elif style == "selected":
            pygame.draw.rect(surface, GOLD, body, width=max(3, w // 18), border_radius=radius)
        elif style == "dim":
            veil = pygame.Surface(body.size, pygame.SRCALPHA)
            pygame.draw.rect(veil, (30, 30, 30, 110), veil.get_rect(), border_radius=radius)
            surface.blit(veil, body)
        return surface


class PawnArt:
    """A pawn per seat colour: a shaded disc with a rim, cached per size."""

    def __init__(self) -> None:
        self._cache: dict[tuple, pygame.Surface] = {}

    def image(self, color: str, size: int, ring: bool = False) -> pygame.Surface:
        key = (color, size, ring, pal.look())
        surface = self._cache.get(key)
        if surface is None:
            surface = self._draw(seat_rgb(color), size, ring)
            # The colour's symbol on top: a pawn is told apart by shape as well as by colour.
            rgb = seat_rgb(color)
            draw_symbol(surface, player_symbol(color), (size / 2, size / 2), size * 0.42, readable_on(rgb))
            self._cache[key] = surface
        return surface

    @staticmethod
    def _draw(rgb, size: int, ring: bool) -> pygame.Surface:
        surface = pygame.Surface((size, size), pygame.SRCALPHA)
        c = size // 2
        r = c - 2
        pygame.draw.circle(surface, (0, 0, 0, 110), (c + 2, c + 3), r - 1)
        dark = tuple(max(0, int(v * 0.55)) for v in rgb)
        light = tuple(min(255, int(v + (255 - v) * 0.45)) for v in rgb)
        pygame.draw.circle(surface, dark, (c, c), r)
        pygame.draw.circle(surface, rgb, (c, c), r - max(2, size // 14))
        pygame.draw.circle(surface, light, (c - r // 3, c - r // 3), max(2, r // 3))
        if pal.high_contrast():  # a dark rim: the pawn stands out on the darker ground
            pygame.draw.circle(surface, INK, (c, c), r, max(2, size // 16))
        if ring:
            pygame.draw.circle(surface, GOLD, (c, c), r, max(2, size // 12))
        return surface


@dataclass
class TileSprite:
    """A tile somewhere on the table. (x, y) is its centre; flip runs 0 -> 1 while it turns over."""

    tile: int
    x: float
    y: float
    w: float
    h: float
    face_up: bool = False
    flip: float = 0.0  # 0: showing `face_up`; 1: turned over; the width shrinks to 0 at 0.5
    lift: float = 0.0  # drawn this many pixels higher (hover, flight arc)
    layer: int = 0  # higher layers draw on top (flying tiles)
    style: str = ""
    alpha: int = 255
    visible: bool = True
    peek: bool = False  # face down for the others, but its owner (alone at the screen) sees the number

    def showing_face(self) -> bool:
        return self.face_up != (self.flip >= 0.5)

    def draw(self, surface: pygame.Surface, art: TileArt, flying: bool = False) -> None:
        if not self.visible:
            return
        width = self.w * abs(math.cos(math.pi * self.flip))
        if width < 1.5:
            return
        step = 4 if flying or self.flip else 1
        w = max(4, int(round(width / step) * step))
        h = max(4, int(round(self.h / step) * step))
        face = self.showing_face()
        # Turning over, the tile is its whole image squeezed (one kept image, not one per width it passes).
        full_w = max(4, int(round(self.w / step) * step)) if self.flip else w
        passing = step > 1
        if not face and self.peek:
            image = art.image(self.tile, full_w, h, True, "peek", passing)
        else:
            image = art.image(self.tile, full_w, h, face, self.style, passing)
        if full_w != w:
            image = pygame.transform.scale(image, (w, h))
        corner = (int(self.x - w / 2), int(self.y - h / 2 - self.lift))
        if self.alpha < 255:  # fading: the kept image, blitted at this alpha and restored (no copy a frame)
            image.set_alpha(self.alpha)
            surface.blit(image, corner)
            image.set_alpha(255)
        else:
            surface.blit(image, corner)


@dataclass
class PawnSprite:
    seat: int
    color: str
    x: float
    y: float
    hop: float = 0.0  # height above the track during a hop
    size: int = 36
    ring: bool = False

    def draw(self, surface: pygame.Surface, art: PawnArt) -> None:
        image = art.image(self.color, self.size, self.ring)
        surface.blit(image, (int(self.x - self.size / 2), int(self.y - self.size / 2 - self.hop)))


@dataclass
class FloatText:
    """Points rising from where they were scored, fading out."""

    text: str
    color: tuple[int, int, int]
    x: float
    y: float
    age: float = 0.0
    life: float = 1.2
    size: int = 44
    rise: float = 70.0  # how far it rises over its life
    extra: dict = field(default_factory=dict)

    @property
    def alive(self) -> bool:
        return self.age < self.life
