"""The board as the map draws it, with nothing on it: rendered once per map and kept.

Everything is placed from the board map (`BoardGeometry`: its tile layers, or, for a map without any, its
spaces and track drawn plainly), never from numbers written here. The board drawn last is kept with the map it
was drawn from, so the next match on an equal map (Play again, a new game, a replay) shows its board at once
instead of drawing the map's two thousand tiles again; a map from another file, or changed, is drawn anew.
"""

from __future__ import annotations

from pathlib import Path

import pygame

from game.board_map.loader import BoardGeometry, MapLayer
from game.client.view import palette
from game.client.view.layout import Layout, to_rect
from game.client.view.sprites import TextCache
from game.rules import BoardSpec, SpaceKind

_last: tuple[tuple[BoardGeometry, BoardSpec, palette.Look], pygame.Surface] | None = None
GROUND_VEIL = (10, 14, 6, 120)  # high contrast: the ground between the spaces darkened by this


class BoardBackground:
    """The board of one layout; views only ever copy from it."""

    def __init__(self, layout: Layout, text: TextCache) -> None:
        self.layout = layout
        self.text = text
        self._image: pygame.Surface | None = None
        self._look = palette.look()
        self._images: dict[Path, pygame.Surface | None] = {}

    def image(self) -> pygame.Surface:
        """The board in the look in force (a switch of look draws it anew: a new image)."""
        if self._image is None or self._look is not palette.look():
            global _last
            self._look = palette.look()
            board = (self.layout.geometry, self.layout.spec, self._look)
            if _last is not None and _last[0] == board:
                self._image = _last[1]
            else:
                self._image = self.render()
                _last = (board, self._image)
        return self._image

    def render(self) -> pygame.Surface:
        """The board drawn anew from the map."""
        geometry = self.layout.geometry
        surface = pygame.Surface(geometry.size)
        surface.fill(parse_color(geometry.background_color) or palette.MEADOW_DEEP)
        if geometry.background_layers:
            for layer in geometry.background_layers:
                self._draw_layer(surface, layer)
        else:
            self._draw_plain_board(surface)
        if palette.high_contrast():
            self._sharpen(surface)
        if pygame.display.get_init() and pygame.display.get_surface() is not None:
            surface = surface.convert()
        return surface

    def _draw_layer(self, surface: pygame.Surface, layer: MapLayer) -> None:
        target = surface
        if layer.opacity < 1:
            target = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        for sprite in layer.sprites:
            image = self._file_image(sprite.image)
            if image is None:
                continue
            if sprite.source is not None:
                image = image.subsurface(to_rect(sprite.source).clip(image.get_rect()))
            if sprite.flip_diagonal:
                image = pygame.transform.flip(pygame.transform.rotate(image, 270), True, False)  # a transpose, as pytmx
            if sprite.flip_x or sprite.flip_y:
                image = pygame.transform.flip(image, sprite.flip_x, sprite.flip_y)
            dest = to_rect(sprite.dest)
            if image.get_size() != dest.size:
                image = pygame.transform.smoothscale(image, dest.size)
            target.blit(image, dest)
        if target is not surface:
            target.set_alpha(round(layer.opacity * 255))
            surface.blit(target, (0, 0))

    def _sharpen(self, surface: pygame.Surface) -> None:
        """High contrast: the ground darker around the spaces and the track, which keep their light, each space
        outlined in ink over a light rim."""
        veil = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
        veil.fill(GROUND_VEIL)
        clear = (0, 0, 0, 0)
        for rect in self.layout.spaces.values():
            pygame.draw.rect(veil, clear, rect, border_radius=8)
        radius = self._track_radius()
        for x, y in self.layout.geometry.track.values():
            pygame.draw.circle(veil, clear, (round(x), round(y)), radius)
        surface.blit(veil, (0, 0))
        for rect in self.layout.spaces.values():
            pygame.draw.rect(surface, palette.CREAM, rect.inflate(4, 4), 2, border_radius=10)
            pygame.draw.rect(surface, palette.INK, rect, 3, border_radius=8)

    def _track_radius(self) -> int:
        """Half the distance between neighbouring track spaces: the size a space of the track takes."""
        points = list(self.layout.geometry.track.values())
        steps = [((x2 - x1) ** 2 + (y2 - y1) ** 2) ** 0.5
                 for (x1, y1), (x2, y2) in zip(points, points[1:], strict=False)]
        return max(8, round(min(steps, default=36) / 2))

    def _file_image(self, path: Path) -> pygame.Surface | None:
        if path not in self._images:
            try:
                self._images[path] = pygame.image.load(str(path))
            except (pygame.error, FileNotFoundError):
                self._images[path] = None  # drawn without it, never crash a frame
        return self._images[path]

    def _draw_plain_board(self, surface: pygame.Surface) -> None:
        """A map without tile layers still shows every space and its symbol."""
        for (row, slot), rect in self.layout.spaces.items():
            space = self.layout.spec.row(row).spaces[slot - 1]
            fill = {
                SpaceKind.FIRST: palette.PARCHMENT_LIGHT,
                SpaceKind.COWPIE: palette.BRONZE,
                SpaceKind.IBEX: palette.ROCK,
                SpaceKind.DOUBLE: palette.SKY_HIGH,
                SpaceKind.HAPPY: palette.GOLD_LIGHT,
            }.get(space.kind, palette.PARCHMENT)
            pygame.draw.rect(surface, fill, rect.inflate(-4, -4), border_radius=8)
            pygame.draw.rect(surface, palette.WOOD_DARK, rect.inflate(-4, -4), 2, border_radius=8)
            label = {
                SpaceKind.FIRST: str(row),
                SpaceKind.COWPIE: f"+{space.points}",
                SpaceKind.IBEX: f"{space.points}",
                SpaceKind.DOUBLE: "x2",
                SpaceKind.HAPPY: ":)",
            }.get(space.kind, "")
            if label:
                image = self.text.render(label, 28, palette.INK, bold=True)
                surface.blit(image, image.get_rect(center=rect.center))
        for index, (x, y) in self.layout.geometry.track.items():
            color = palette.GOLD if index in self.layout.spec.track.oxen_eyes else palette.STONE
            pygame.draw.circle(surface, color, (round(x), round(y)), 18)
            if index % 5 == 0:
                image = self.text.render(str(index), 16, palette.INK)
                surface.blit(image, image.get_rect(center=(x, y)))


def parse_color(text: str | None) -> tuple[int, int, int] | None:
    """A map's colour (Tiled's #RRGGBB or #AARRGGBB) as RGB; None when there is none or it cannot be read."""
    if not text:
        return None
    text = text.lstrip("#")
    if len(text) == 8:  # Tiled writes #AARRGGBB
        text = text[2:]
    try:
        return (int(text[0:2], 16), int(text[2:4], 16), int(text[4:6], 16))
    except ValueError:
        return None
