"""Render a board map to a PNG, headless, the way a window would draw its background.

    python tools/render_board.py [--board levels/board.tmx] [--out board.png] [--anchors] [--scale 0.5]

--anchors outlines every anchor, row and track space with its name, to check the layout. The drawing
code is a reference for the window: it follows `BoardGeometry.background_layers` only.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.board_map.loader import DEFAULT_MAP_PATH, BoardMap, MapError, Sprite, load_board_map  # noqa: E402


def sprite_surface(sprite: Sprite, sheets: dict[Path, pygame.Surface]) -> pygame.Surface:
    sheet = sheets.get(sprite.image)
    if sheet is None:
        sheet = sheets[sprite.image] = pygame.image.load(str(sprite.image))
    s = sprite.source
    image = sheet.subsurface(pygame.Rect(int(s.x), int(s.y), int(s.w), int(s.h)))
    if sprite.flip_diagonal:
        image = pygame.transform.flip(pygame.transform.rotate(image, 270), True, False)
    if sprite.flip_x or sprite.flip_y:
        image = pygame.transform.flip(image, sprite.flip_x, sprite.flip_y)
    size = (round(sprite.dest.w), round(sprite.dest.h))
    if image.get_size() != size:
        image = pygame.transform.smoothscale(image, size)
    return image


def render(board: BoardMap, anchors: bool = False) -> pygame.Surface:
    geometry = board.geometry
    canvas = pygame.Surface(geometry.size, pygame.SRCALPHA)
    canvas.fill(pygame.Color(geometry.background_color or "#000000"))
    sheets: dict[Path, pygame.Surface] = {}
    for layer in geometry.background_layers:
        target = canvas if layer.opacity >= 1 else pygame.Surface(geometry.size, pygame.SRCALPHA)
        for sprite in layer.sprites:
            target.blit(sprite_surface(sprite, sheets), (round(sprite.dest.x), round(sprite.dest.y)))
        if target is not canvas:
            target.set_alpha(round(layer.opacity * 255))
            canvas.blit(target, (0, 0))
    if anchors:
        font = pygame.font.Font(None, 20)
        for name, rect in geometry.anchors.items():
            box = pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h))
            pygame.draw.rect(canvas, (60, 120, 230), box, 2)
            canvas.blit(font.render(name, True, (20, 40, 120)), (box.x + 4, box.y + 3))
        for rect in geometry.rows.values():
            box = pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h))
            pygame.draw.rect(canvas, (230, 200, 60), box, 1)
        for (row, slot), rect in geometry.spaces.items():
            canvas.blit(font.render(f"{row}.{slot}", True, (0, 0, 0)), (rect.x + 4, rect.y + 70))
        for x, y in geometry.track.values():
            pygame.draw.circle(canvas, (230, 40, 40), (round(x), round(y)), 4)
    return canvas


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Render a board map to a PNG.")
    parser.add_argument("--board", default=str(DEFAULT_MAP_PATH))
    parser.add_argument("--out", default="board.png")
    parser.add_argument("--anchors", action="store_true")
    parser.add_argument("--scale", type=float, default=1.0)
    args = parser.parse_args(argv)
    pygame.init()
    try:
        board = load_board_map(args.board)
    except MapError as exc:
        print(exc, file=sys.stderr)
        return 1
    canvas = render(board, args.anchors)
    if args.scale != 1:
        w, h = canvas.get_size()
        canvas = pygame.transform.smoothscale(canvas, (round(w * args.scale), round(h * args.scale)))
    pygame.image.save(canvas, args.out)
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
