"""Generate the board art: four tilesets (PNG sheet + Tiled .tsx each) in assets/board/.

    SDL_VIDEODRIVER=dummy python assets/make_board_art.py

* terrain (40x40): meadow, table wood, the board's frame, the dirt path of the score track, and two
  nine-slice panels (parchment for text, felt for trays and buttons) for the map's tile layers;
* spaces (90x90): the row spaces (first space with its row number, plain, double, Happy Cow, cowpie
  1-9, ibex 1-20) and the track's start and dung heap;
* track (52x52): score track stones 0-99 and oxen-eye stones 0-99;
* decor (96x96): scenery for the empty meadow (pines, boulders, an ibex, a cow, edelweiss).

Every tile carries a string property `depicts` (e.g. "ibex 10", "track 22", "oxen_eye 44") so the map
editor shows what a tile is for and a test can check that each space on the map wears matching art.
Drawing is supersampled (4x) and scaled down smoothly; random texture uses a fixed seed, so a rerun
produces the same images. Restyle by changing the palette below and running the script again.
"""

from __future__ import annotations

import math
import os
import random
from pathlib import Path
from xml.sax.saxutils import quoteattr

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

OUT = Path(__file__).resolve().parent / "board"
SS = 4  # supersampling factor

# A warm, earthy alpine palette.
GRASS = [(112, 140, 66), (106, 134, 62), (118, 146, 70), (109, 138, 60), (115, 143, 72), (104, 131, 60)]
GRASS_DARK = (78, 104, 44)
GRASS_LIGHT = (150, 172, 92)
FLOWERS = [(236, 198, 70), (246, 240, 224), (160, 120, 186), (206, 92, 66)]
WOOD = (108, 72, 44)
WOOD_DARK = (78, 50, 30)
WOOD_LIGHT = (142, 100, 62)
FRAME = (126, 84, 48)
FRAME_LIGHT = (170, 122, 74)
FRAME_DARK = (70, 44, 24)
DIRT = (176, 140, 96)
DIRT_DARK = (146, 112, 74)
DIRT_LIGHT = (200, 168, 122)
PARCHMENT = (238, 226, 194)
PARCHMENT_DARK = (206, 188, 146)
FELT = (58, 82, 52)
FELT_DARK = (40, 58, 36)
INK = (58, 40, 26)
CREAM = (244, 236, 214)
STONE = (196, 188, 170)
STONE_DARK = (150, 140, 122)
STONE_LIGHT = (224, 218, 202)
OCHRE_RED = (176, 74, 48)
COWPIE = (104, 70, 40)
COWPIE_DARK = (70, 46, 26)
COWPIE_LIGHT = (140, 100, 62)
HORN = (214, 196, 150)
HORN_DARK = (150, 128, 88)
IBEX = (132, 94, 60)
IBEX_DARK = (86, 58, 34)
SKY = (200, 218, 226)
SNOW = (246, 248, 250)
ROCK = (128, 136, 146)
GOLD = (226, 178, 64)
GOLD_DARK = (168, 120, 34)
SUN = (250, 226, 140)
PINK = (232, 164, 160)


def font(size: int, serif: bool = True) -> pygame.font.Font:
    """DejaVu when the system has it (nicer numerals), pygame's own font otherwise."""
    for name in ("DejaVuSerif-Bold.ttf",) if serif else ("DejaVuSans-Bold.ttf",):
        for folder in ("/usr/share/fonts/truetype/dejavu",):
            candidate = Path(folder) / name
            if candidate.exists():
                return pygame.font.Font(str(candidate), size)
    return pygame.font.Font(None, int(size * 1.3))


def big(w: int, h: int) -> pygame.Surface:
    return pygame.Surface((w * SS, h * SS), pygame.SRCALPHA)


def small(surface: pygame.Surface) -> pygame.Surface:
    w, h = surface.get_size()
    return pygame.transform.smoothscale(surface, (w // SS, h // SS))


def s(value: float) -> int:
    """A length in final pixels, in supersampled pixels."""
    return int(round(value * SS))


def blend(surface: pygame.Surface, draw) -> None:
    """Run draw(layer) on a clear layer and blend it over surface (pygame.draw replaces alpha)."""
    layer = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    draw(layer)
    surface.blit(layer, (0, 0))


def shade(color: tuple[int, int, int], amount: float) -> tuple[int, int, int]:
    """Lighten (amount > 0) or darken (amount < 0) a colour."""
    if amount >= 0:
        return tuple(int(c + (255 - c) * amount) for c in color)  # type: ignore[return-value]
    return tuple(int(c * (1 + amount)) for c in color)  # type: ignore[return-value]


def text(surface: pygame.Surface, words: str, size: int, color, center, outline=None, serif=True) -> None:
    """Draw centred text at final-pixel size `size` on a supersampled surface."""
    f = font(s(size), serif)
    image = f.render(words, True, color)
    rect = image.get_rect(center=center)
    if outline is not None:
        edge = f.render(words, True, outline)
        r = s(1.2)
        for dx, dy in ((-r, 0), (r, 0), (0, -r), (0, r), (-r, -r), (r, r), (-r, r), (r, -r)):
            surface.blit(edge, rect.move(dx, dy))
    surface.blit(image, rect)


# ---------------------------------------------------------------------------------------------- terrain
TILE = 40


def noise_fill(surface: pygame.Surface, palette, rng: random.Random, spread: float = 0.06) -> None:
    """Fill a final-size surface with per-pixel colour noise around a palette (seamless by nature)."""
    w, h = surface.get_size()
    for y in range(h):
        for x in range(w):
            base = palette[rng.randrange(len(palette))]
            surface.set_at((x, y), shade(base, rng.uniform(-spread, spread)))


def grass_tile(rng: random.Random, flowers: int = 0) -> pygame.Surface:
    tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    # One base colour for every variant, so the 40 px grid never shows; variants differ in texture only.
    base = GRASS[0]
    noise_fill(tile, [base, shade(base, -0.05), shade(base, 0.04)], rng, 0.05)
    # Blades wrap around the edges so neighbouring tiles join without seams.
    layer = big(TILE, TILE)
    for _ in range(26):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        length = rng.uniform(3, 6)
        lean = rng.uniform(-1.5, 1.5)
        color = GRASS_DARK if rng.random() < 0.6 else GRASS_LIGHT
        color = (*color, 150)
        for ox in (-TILE, 0, TILE):
            for oy in (-TILE, 0, TILE):
                pygame.draw.line(layer, color, (s(x + ox), s(y + oy)), (s(x + ox + lean), s(y + oy - length)), s(1))
    for _ in range(flowers):
        x, y = rng.uniform(6, TILE - 6), rng.uniform(6, TILE - 6)
        color = FLOWERS[rng.randrange(len(FLOWERS))]
        for k in range(5):
            a = k * 2 * math.pi / 5
            pygame.draw.circle(layer, color, (s(x + 1.6 * math.cos(a)), s(y + 1.6 * math.sin(a))), s(1.3))
        pygame.draw.circle(layer, (236, 190, 60) if color != FLOWERS[0] else (170, 100, 40), (s(x), s(y)), s(0.9))
    tile.blit(small(layer), (0, 0))
    return tile


def wood_tile(rng: random.Random) -> pygame.Surface:
    """Two horizontal planks of dark table wood; grain wraps horizontally."""
    tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    for plank in range(2):
        base = shade(WOOD, rng.uniform(-0.08, 0.06))
        top = plank * 20
        for y in range(top, top + 20):
            row_tone = math.sin((y - top) * 0.9 + rng.uniform(0, 0.3)) * 0.05
            for x in range(TILE):
                grain = math.sin(x * 0.16 + y * 1.7) * 0.03
                tile.set_at((x, y), shade(base, row_tone + grain + rng.uniform(-0.025, 0.025)))
        pygame.draw.line(tile, WOOD_DARK, (0, top), (TILE - 1, top))
        pygame.draw.line(tile, shade(WOOD_LIGHT, -0.1), (0, top + 1), (TILE - 1, top + 1))
    return tile


def frame_tile(rng: random.Random, sides: str) -> pygame.Surface:
    """Meadow with a wooden beam along the given outer sides ('t', 'b', 'l', 'r')."""
    tile = grass_tile(rng)
    layer = big(TILE, TILE)
    beam = 18
    rects = {
        "t": pygame.Rect(0, 0, s(TILE), s(beam)),
        "b": pygame.Rect(0, s(TILE - beam), s(TILE), s(beam)),
        "l": pygame.Rect(0, 0, s(beam), s(TILE)),
        "r": pygame.Rect(s(TILE - beam), 0, s(beam), s(TILE)),
    }
    # A soft shadow the beam throws on the grass.
    for side in sides:
        shadow = rects[side].inflate(s(6), s(6))
        pygame.draw.rect(layer, (30, 40, 20, 70), shadow)
    for side in sides:
        pygame.draw.rect(layer, FRAME, rects[side])
    for side in sides:
        r = rects[side]
        horizontal = side in "tb"
        for k in range(7):
            offset = s(2.5 + k * 2.2)
            color = (*shade(FRAME, rng.uniform(-0.18, 0.1)), 160)
            if horizontal:
                pygame.draw.line(layer, color, (r.left, r.top + offset), (r.right, r.top + offset), s(0.6))
            else:
                pygame.draw.line(layer, color, (r.left + offset, r.top), (r.left + offset, r.bottom), s(0.6))
        inner = {"t": (r.bottomleft, r.bottomright), "b": (r.topleft, r.topright),
                 "l": (r.topright, r.bottomright), "r": (r.topleft, r.bottomleft)}[side]
        outer = {"t": (r.topleft, r.topright), "b": (r.bottomleft, r.bottomright),
                 "l": (r.topleft, r.bottomleft), "r": (r.topright, r.bottomright)}[side]
        pygame.draw.line(layer, FRAME_LIGHT, *inner, s(1.6))
        pygame.draw.line(layer, FRAME_DARK, *outer, s(2))
    tile.blit(small(layer), (0, 0))
    return tile


def path_tile(rng: random.Random, ends: str) -> pygame.Surface:
    """Grass with a dirt path joining the centre to the given edges ('n', 's', 'e', 'w')."""
    tile = grass_tile(rng)
    layer = big(TILE, TILE)
    c = s(TILE / 2)
    width = 30
    points = {"n": (c, -s(4)), "s": (c, s(TILE + 4)), "e": (s(TILE + 4), c), "w": (-s(4), c)}
    for color, widen in ((shade(GRASS_DARK, -0.1), 4), (DIRT_DARK, 1.5), (DIRT, 0)):
        w = s(width + widen)
        if len(ends) == 2 and set(ends) not in ({"n", "s"}, {"e", "w"}):
            # A corner: a quarter ring around the tile corner between the two ends.
            cx = 0 if "w" in ends else s(TILE)
            cy = 0 if "n" in ends else s(TILE)
            pygame.draw.circle(layer, color, (cx, cy), c + w // 2, w)
        else:
            for end in ends:
                pygame.draw.line(layer, color, (c, c), points[end], w)
            pygame.draw.circle(layer, color, (c, c), w // 2)
    for _ in range(18):
        x, y = rng.uniform(0, TILE), rng.uniform(0, TILE)
        if layer.get_at((s(x), s(y)))[:3] == DIRT:
            tone = rng.choice([DIRT_DARK, DIRT_LIGHT, STONE_DARK])
            pygame.draw.circle(layer, (*tone, 200), (s(x), s(y)), s(rng.uniform(0.6, 1.4)))
    tile.blit(small(layer), (0, 0))
    return tile


def nine_slice(kind: str, part: str, rng: random.Random) -> pygame.Surface:
    """A piece of a panel inset into the table: part is e.g. 'tl', 't', 'c'. kind: parchment or felt."""
    tile = pygame.Surface((TILE, TILE), pygame.SRCALPHA)
    layer = big(TILE, TILE)
    margin = 5
    fill, edge = (PARCHMENT, PARCHMENT_DARK) if kind == "parchment" else (FELT, FELT_DARK)
    # The panel covers the tile except a margin on its outer sides; the corner is rounded.
    left = s(margin) if "l" in part else 0
    top = s(margin) if "t" in part else 0
    right = s(TILE - margin) if "r" in part else s(TILE)
    bottom = s(TILE - margin) if "b" in part else s(TILE)
    extend = s(20)  # extend open sides beyond the tile so rounded corners appear only on real corners
    rect = pygame.Rect(left - (0 if "l" in part else extend), top - (0 if "t" in part else extend), 0, 0)
    rect.width = (right + (0 if "r" in part else extend)) - rect.left
    rect.height = (bottom + (0 if "b" in part else extend)) - rect.top
    radius = s(7)
    pygame.draw.rect(layer, (20, 12, 6, 110), rect.move(s(1.5), s(2)), border_radius=radius)
    pygame.draw.rect(layer, shade(edge, -0.3), rect, border_radius=radius)
    pygame.draw.rect(layer, edge, rect.inflate(-s(2), -s(2)), border_radius=radius)
    pygame.draw.rect(layer, fill, rect.inflate(-s(5), -s(5)), border_radius=radius - s(1))
    tile.blit(small(layer), (0, 0))
    # Gentle texture inside the fill.
    for _ in range(140):
        x, y = rng.randrange(TILE), rng.randrange(TILE)
        color = tile.get_at((x, y))
        if color.a == 255 and color[:3] == fill:
            tile.set_at((x, y), shade(fill, rng.uniform(-0.05, 0.03)))
    return tile


def make_terrain() -> list[tuple[str, pygame.Surface]]:
    rng = random.Random(7)
    tiles: list[tuple[str, pygame.Surface]] = []
    for k in range(6):
        tiles.append((f"grass {k}", grass_tile(rng)))
    for k in range(4):
        tiles.append((f"flowers {k}", grass_tile(rng, flowers=1 + k % 3)))
    for k in range(4):
        tiles.append((f"wood {k}", wood_tile(rng)))
    for part, sides in (("tl", "tl"), ("t", "t"), ("tr", "tr"), ("l", "l"), ("r", "r"), ("bl", "bl"),
                        ("b", "b"), ("br", "br")):
        tiles.append((f"frame {part}", frame_tile(rng, sides)))
    for name, ends in (("h", "ew"), ("v", "ns"), ("tl", "es"), ("tr", "ws"), ("bl", "ne"), ("br", "nw")):
        tiles.append((f"path {name}", path_tile(rng, ends)))
    for kind in ("parchment", "felt"):
        for part in ("tl", "t", "tr", "l", "c", "r", "bl", "b", "br"):
            tiles.append((f"{kind} {part}", nine_slice(kind, part, rng)))
    return tiles


# ----------------------------------------------------------------------------------------------- spaces
SPACE = 90


def space_base(fill, border=INK) -> pygame.Surface:
    surface = big(SPACE, SPACE)
    rect = pygame.Rect(s(3), s(3), s(SPACE - 6), s(SPACE - 6))
    radius = s(10)
    pygame.draw.rect(surface, (20, 14, 8, 90), rect.move(s(1.5), s(2.5)), border_radius=radius)
    pygame.draw.rect(surface, shade(border, 0.1), rect, border_radius=radius)
    pygame.draw.rect(surface, fill, rect.inflate(-s(3), -s(3)), border_radius=radius - s(1))
    # A bevel: light along the top, shade along the bottom.
    pygame.draw.line(surface, shade(fill, 0.3), (rect.left + radius, rect.top + s(3)),
                     (rect.right - radius, rect.top + s(3)), s(1.5))
    pygame.draw.line(surface, shade(fill, -0.12), (rect.left + radius, rect.bottom - s(3)),
                     (rect.right - radius, rect.bottom - s(3)), s(1.5))
    return surface


def badge(surface: pygame.Surface, value: int, fill, center=(SPACE - 21, SPACE - 21), radius=15) -> None:
    cx, cy = s(center[0]), s(center[1])
    pygame.draw.circle(surface, (20, 14, 8, 110), (cx + s(1), cy + s(1.5)), s(radius))
    pygame.draw.circle(surface, CREAM, (cx, cy), s(radius))
    pygame.draw.circle(surface, fill, (cx, cy), s(radius - 2))
    text(surface, str(value), 18 if value < 10 else 15, CREAM, (cx, cy + s(0.5)))


def cowpie_shape(surface: pygame.Surface, cx: float, cy: float, scale: float) -> None:
    """A stacked cowpie with a curl on top, centred at (cx, cy) in final pixels."""
    layers = [(0, 12, 27, 9), (0, 3, 21, 8), (1, -5, 14, 7), (2, -12, 8, 5)]
    for dx, dy, rx, ry in layers:
        rect = pygame.Rect(0, 0, s(2 * rx * scale), s(2 * ry * scale))
        rect.center = (s(cx + dx * scale), s(cy + dy * scale))
        pygame.draw.ellipse(surface, COWPIE_DARK, rect.inflate(s(2), s(2)))
        pygame.draw.ellipse(surface, COWPIE, rect)
        hl = rect.inflate(-rect.width * 0.45, -rect.height * 0.55).move(-rect.width * 0.12, -rect.height * 0.18)
        pygame.draw.ellipse(surface, COWPIE_LIGHT, hl)
    tip = [(cx + 2 * scale, cy - 16 * scale), (cx + 6 * scale, cy - 21 * scale), (cx + 1 * scale, cy - 19 * scale)]
    pygame.draw.polygon(surface, COWPIE, [(s(x), s(y)) for x, y in tip])


def fly(surface: pygame.Surface, x: float, y: float) -> None:
    pygame.draw.ellipse(surface, (228, 234, 238), pygame.Rect(s(x - 3), s(y - 3.5), s(3), s(3)))
    pygame.draw.ellipse(surface, (228, 234, 238), pygame.Rect(s(x), s(y - 3.5), s(3), s(3)))
    pygame.draw.circle(surface, (30, 30, 30), (s(x), s(y)), s(1.3))


def cowpie_space(value: int) -> pygame.Surface:
    surface = space_base((226, 208, 164))
    cowpie_shape(surface, 40, 44, 1.0)
    fly(surface, 22, 20)
    fly(surface, 60, 24)
    badge(surface, value, (122, 80, 44))
    return small(surface)


def horn(surface: pygame.Surface, base: tuple[float, float], side: int) -> None:
    """A ridged ibex horn rising from base and sweeping back and out; side -1 left, +1 right."""
    bx, by = base
    control = (bx + side * 1, by - 40)
    tip = (bx + side * 21, by - 31)
    spine = []
    for k in range(17):
        t = k / 16
        spine.append(((1 - t) ** 2 * bx + 2 * t * (1 - t) * control[0] + t * t * tip[0],
                      (1 - t) ** 2 * by + 2 * t * (1 - t) * control[1] + t * t * tip[1]))
    left_edge, right_edge = [], []
    for k, (x, y) in enumerate(spine):
        t = k / 16
        width = 5.2 * (1 - t) + 0.8
        a, b = spine[max(k - 1, 0)], spine[min(k + 1, 16)]
        nx, ny = b[0] - a[0], b[1] - a[1]
        norm = math.hypot(nx, ny) or 1
        px, py = -ny / norm, nx / norm
        left_edge.append((x + px * width, y + py * width))
        right_edge.append((x - px * width, y - py * width))
    outline = [(s(x), s(y)) for x, y in left_edge + right_edge[::-1]]
    pygame.draw.polygon(surface, HORN_DARK, outline)
    inner = [(s(a[0] * 0.75 + b[0] * 0.25), s(a[1] * 0.75 + b[1] * 0.25))
             for a, b in zip(left_edge, right_edge, strict=True)]
    inner += [(s(a[0] * 0.25 + b[0] * 0.75), s(a[1] * 0.25 + b[1] * 0.75))
              for a, b in zip(left_edge[::-1], right_edge[::-1], strict=True)]
    pygame.draw.polygon(surface, HORN, inner)
    for k in range(1, 14):  # the knobbly ridges across the front of the horn
        a, b = left_edge[k], right_edge[k]
        pygame.draw.line(surface, HORN_DARK, (s(a[0]), s(a[1])), (s(b[0]), s(b[1])), s(1.2))


def ibex_head(surface: pygame.Surface, cx: float, cy: float) -> None:
    """An ibex's head seen from the front, with its great curved horns and beard."""
    horn(surface, (cx - 5, cy - 11), -1)
    horn(surface, (cx + 5, cy - 11), 1)
    for side in (-1, 1):  # ears
        ear = [(cx + side * 8, cy - 8), (cx + side * 19, cy - 11), (cx + side * 9, cy - 3)]
        pygame.draw.polygon(surface, IBEX_DARK, [(s(x), s(y)) for x, y in ear])
    # face: a broad forehead narrowing to the muzzle
    face = [(cx - 9, cy - 12), (cx + 9, cy - 12), (cx + 10, cy - 4), (cx + 5, cy + 12), (cx + 3.5, cy + 16),
            (cx - 3.5, cy + 16), (cx - 5, cy + 12), (cx - 10, cy - 4)]
    pygame.draw.polygon(surface, IBEX_DARK, [(s(x), s(y)) for x, y in face])
    inner = [(x * 0.88 + cx * 0.12, y * 0.9 + (cy + 1) * 0.1) for x, y in face]
    pygame.draw.polygon(surface, IBEX, [(s(x), s(y)) for x, y in inner])
    pygame.draw.polygon(surface, shade(IBEX, 0.2), [(s(cx - 2.5), s(cy - 9)), (s(cx + 2.5), s(cy - 9)),
                                                    (s(cx + 1.5), s(cy + 9)), (s(cx - 1.5), s(cy + 9))])
    for side in (-1, 1):
        pygame.draw.ellipse(surface, (24, 18, 12), pygame.Rect(s(cx + side * 5.5 - 2), s(cy - 4), s(4), s(3)))
    pygame.draw.ellipse(surface, (40, 28, 20), pygame.Rect(s(cx - 3.5), s(cy + 12), s(7), s(3.5)))
    beard = [(cx - 3.5, cy + 15), (cx + 3.5, cy + 15), (cx + 1, cy + 25), (cx - 1, cy + 25)]
    pygame.draw.polygon(surface, IBEX_DARK, [(s(x), s(y)) for x, y in beard])


def mountains(surface: pygame.Surface) -> None:
    peaks = [((-4, 70), (20, 38), (44, 70)), ((24, 70), (54, 30), (92, 70)), ((60, 70), (80, 46), (100, 70))]
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(s(5), s(5), s(SPACE - 10), s(SPACE - 10)))
    for (x0, y0), (px, py), (x1, y1) in peaks:
        pygame.draw.polygon(surface, ROCK, [(s(x0), s(y0)), (s(px), s(py)), (s(x1), s(y1))])
        cap = [(px - (px - x0) * 0.3, py + (y0 - py) * 0.3), (px, py), (px + (x1 - px) * 0.3, py + (y1 - py) * 0.3)]
        pygame.draw.polygon(surface, SNOW, [(s(x), s(y)) for x, y in cap])
    pygame.draw.rect(surface, (134, 158, 86), pygame.Rect(s(5), s(68), s(SPACE - 10), s(20)))
    surface.set_clip(clip)


def ibex_space(value: int) -> pygame.Surface:
    surface = space_base(SKY, border=(70, 84, 96))
    mountains(surface)
    clip = surface.get_clip()
    surface.set_clip(pygame.Rect(s(5), s(5), s(SPACE - 10), s(SPACE - 10)))
    ibex_head(surface, 38, 54)
    surface.set_clip(clip)
    badge(surface, value, OCHRE_RED)
    return small(surface)


def first_space(row: int) -> pygame.Surface:
    surface = space_base((214, 222, 170), border=(70, 90, 50))
    # A little wooden gate: two posts and rails, the row's way in.
    for x in (18, 72):
        pygame.draw.rect(surface, FRAME_DARK, pygame.Rect(s(x - 3), s(18), s(6), s(56)), border_radius=s(2))
        pygame.draw.rect(surface, FRAME_LIGHT, pygame.Rect(s(x - 2), s(19), s(3), s(54)), border_radius=s(1))
    for y in (30, 58):
        pygame.draw.rect(surface, FRAME, pygame.Rect(s(20), s(y - 2.5), s(50), s(5)))
    pygame.draw.circle(surface, CREAM, (s(45), s(45)), s(19))
    pygame.draw.circle(surface, (66, 92, 46), (s(45), s(45)), s(17))
    text(surface, str(row), 22 if row < 10 else 18, CREAM, (s(45), s(46)))
    return small(surface)


def plain_space() -> pygame.Surface:
    surface = space_base((232, 220, 186))
    rng = random.Random(3)
    for _ in range(90):
        x, y = rng.uniform(8, SPACE - 8), rng.uniform(8, SPACE - 8)
        pygame.draw.circle(surface, shade((232, 220, 186), -0.07), (s(x), s(y)), s(rng.uniform(0.4, 1.1)))
    return small(surface)


def double_space() -> pygame.Surface:
    surface = space_base((240, 206, 118), border=GOLD_DARK)
    for dx, dy in ((-9, -7), (7, 6)):
        rect = pygame.Rect(0, 0, s(34), s(40))
        rect.center = (s(45 + dx), s(45 + dy))
        pygame.draw.rect(surface, GOLD_DARK, rect.move(s(1), s(1.5)), border_radius=s(4))
        pygame.draw.rect(surface, CREAM, rect, border_radius=s(4))
        pygame.draw.rect(surface, GOLD_DARK, rect, s(1.5), border_radius=s(4))
    text(surface, "×2", 26, (150, 62, 30), (s(47), s(49)), outline=CREAM)
    return small(surface)


def happy_space() -> pygame.Surface:
    surface = space_base(SUN, border=GOLD_DARK)
    cx, cy = 45, 47
    for k in range(12):  # sun rays
        a = k * math.pi / 6
        p0 = (s(cx + 30 * math.cos(a)), s(cy + 30 * math.sin(a)))
        p1 = (s(cx + 40 * math.cos(a)), s(cy + 40 * math.sin(a)))
        pygame.draw.line(surface, (240, 196, 90), p0, p1, s(3))
    for side in (-1, 1):  # horns and ears
        pygame.draw.polygon(surface, HORN_DARK, [(s(cx + side * 10), s(cy - 18)), (s(cx + side * 17), s(cy - 32)),
                                                 (s(cx + side * 15), s(cy - 17))])
        ear = pygame.Rect(0, 0, s(14), s(8))
        ear.center = (s(cx + side * 22), s(cy - 12))
        pygame.draw.ellipse(surface, (40, 34, 30), ear.inflate(s(2), s(2)))
        pygame.draw.ellipse(surface, (250, 246, 240), ear)
    head = pygame.Rect(0, 0, s(36), s(42))
    head.center = (s(cx), s(cy - 3))
    pygame.draw.ellipse(surface, (40, 34, 30), head.inflate(s(2.5), s(2.5)))
    pygame.draw.ellipse(surface, (250, 246, 240), head)
    pygame.draw.ellipse(surface, (40, 34, 30), pygame.Rect(s(cx - 16), s(cy - 20), s(14), s(16)))
    pygame.draw.ellipse(surface, (40, 34, 30), pygame.Rect(s(cx + 6), s(cy - 10), s(9), s(8)))
    muzzle = pygame.Rect(0, 0, s(30), s(18))
    muzzle.center = (s(cx), s(cy + 13))
    pygame.draw.ellipse(surface, (150, 90, 90), muzzle.inflate(s(2), s(2)))
    pygame.draw.ellipse(surface, PINK, muzzle)
    for side in (-1, 1):
        pygame.draw.ellipse(surface, (150, 80, 80), pygame.Rect(s(cx + side * 7 - 2.5), s(cy + 9), s(5), s(4)))
        pygame.draw.circle(surface, (30, 24, 20), (s(cx + side * 8), s(cy - 5)), s(2.8))
        pygame.draw.circle(surface, (255, 255, 255), (s(cx + side * 8 + 0.8), s(cy - 6)), s(0.9))
        pygame.draw.circle(surface, (242, 176, 150), (s(cx + side * 14), s(cy + 4)), s(3))
    pygame.draw.arc(surface, (120, 60, 60), pygame.Rect(s(cx - 7), s(cy + 10), s(14), s(9)), math.pi * 1.1,
                    math.pi * 1.9, s(1.6))
    return small(surface)


def start_space() -> pygame.Surface:
    surface = big(SPACE, SPACE)
    c = s(45)
    pygame.draw.circle(surface, (20, 14, 8, 90), (c + s(1.5), c + s(2.5)), s(42))
    pygame.draw.circle(surface, FRAME_DARK, (c, c), s(42))
    pygame.draw.circle(surface, DIRT_LIGHT, (c, c), s(40))
    pygame.draw.circle(surface, DIRT, (c, c), s(33))
    pygame.draw.circle(surface, (160, 124, 82), (c, c), s(33), s(1.5))
    text(surface, "START", 15, INK, (c, c - s(7)), serif=False)
    text(surface, "0", 22, INK, (c, c + s(13)))
    return small(surface)


def dung_heap_space() -> pygame.Surface:
    surface = big(SPACE, SPACE)
    c = s(45)
    pygame.draw.circle(surface, (20, 14, 8, 90), (c + s(1.5), c + s(2.5)), s(42))
    pygame.draw.circle(surface, FRAME_DARK, (c, c), s(42))
    pygame.draw.circle(surface, (150, 120, 80), (c, c), s(40))
    for dx, dy, k in ((-14, 12, 0.65), (14, 13, 0.6), (0, 4, 1.0)):
        cowpie_shape(surface, 45 + dx, 45 + dy, k)
    for x, y in ((24, 18), (62, 16), (70, 34), (18, 36)):
        fly(surface, x, y)
    for x in (36, 46, 56):  # a whiff rising
        points = [(s(x + 3 * math.sin(t / 2)), s(28 - t * 1.6)) for t in range(8)]
        pygame.draw.lines(surface, (236, 230, 212), False, points, s(1.2))
    return small(surface)


def make_spaces() -> list[tuple[str, pygame.Surface]]:
    tiles = [(f"first {row}", first_space(row)) for row in range(1, 17)]
    tiles.append(("plain", plain_space()))
    tiles.append(("double", double_space()))
    tiles.append(("happy", happy_space()))
    tiles += [(f"cowpie {v}", cowpie_space(v)) for v in range(1, 10)]
    tiles += [(f"ibex {v}", ibex_space(v)) for v in range(1, 21)]
    tiles.append(("start", start_space()))
    tiles.append(("dung_heap", dung_heap_space()))
    return tiles


# ------------------------------------------------------------------------------------------------ track
STONE_SIZE = 52


def stone(number: int, eye: bool, rng: random.Random) -> pygame.Surface:
    surface = big(STONE_SIZE, STONE_SIZE)
    c = s(STONE_SIZE / 2)
    # An irregular rounded stone.
    points = []
    wobble = [rng.uniform(-1.4, 1.4) for _ in range(10)]
    for k in range(40):
        a = k * 2 * math.pi / 40
        r = (24.5 if eye else 22) + wobble[k % 10] * 0.6 + wobble[(k // 4) % 10] * 0.5
        points.append((c + s(r * math.cos(a)), c + s(r * math.sin(a) * 0.94)))
    pygame.draw.polygon(surface, (20, 14, 8, 100), [(x + s(1.2), y + s(2)) for x, y in points])
    body = OCHRE_RED if eye else (shade(STONE, -0.06) if number % 10 == 0 else STONE)
    dark = shade(body, -0.3)
    pygame.draw.polygon(surface, dark, points)
    inner = [(c + (x - c) * 0.9, c + (y - c) * 0.9 - s(1)) for x, y in points]
    pygame.draw.polygon(surface, body, inner)
    highlight = [(c + (x - c) * 0.55 - s(4), c + (y - c) * 0.4 - s(8)) for x, y in points]
    blend(surface, lambda layer: pygame.draw.polygon(layer, (*shade(body, 0.25), 120), highlight))
    if eye:
        # The oxen-eye: a gold-rimmed red stone with an almond eye whose iris is the number.
        pygame.draw.polygon(surface, GOLD, inner, s(1.6))
        eye_rect = pygame.Rect(0, 0, s(44), s(28))
        eye_rect.center = (c, c + s(1))
        pygame.draw.ellipse(surface, CREAM, eye_rect)
        pygame.draw.ellipse(surface, (60, 28, 18), eye_rect, s(2))
        pygame.draw.circle(surface, (92, 56, 30), (c, c + s(1)), s(12.5))
        pygame.draw.circle(surface, (40, 22, 12), (c, c + s(1)), s(12.5), s(1.2))
        for k in range(-2, 3):
            x = c + s(k * 7.5)
            pygame.draw.line(surface, (60, 28, 18), (x, c - s(12)), (x + s(k * 1.6), c - s(18)), s(1.5))
        text(surface, str(number), 15 if number < 100 else 11, CREAM, (c, c + s(1.5)), outline=(40, 22, 12))
    else:
        color = INK if number % 10 else (110, 40, 24)
        text(surface, str(number), 20 if number < 10 else 18, color, (c, c + s(0.5)))
    return small(surface)


def make_track() -> list[tuple[str, pygame.Surface]]:
    rng = random.Random(11)
    tiles = [(f"track {n}", stone(n, False, rng)) for n in range(100)]
    tiles += [(f"oxen_eye {n}", stone(n, True, rng)) for n in range(100)]
    return tiles


# ------------------------------------------------------------------------------------------------ decor
DECOR = 96


def ground_shadow(surface: pygame.Surface, cx: float, cy: float, rx: float, ry: float) -> None:
    rect = pygame.Rect(0, 0, s(2 * rx), s(2 * ry))
    rect.center = (s(cx), s(cy))
    blend(surface, lambda layer: pygame.draw.ellipse(layer, (24, 32, 14, 90), rect))


def pine(surface: pygame.Surface, cx: float, base: float, height: float) -> None:
    ground_shadow(surface, cx + 4, base, height * 0.32, height * 0.09)
    pygame.draw.rect(surface, FRAME_DARK, pygame.Rect(s(cx - 2.5), s(base - 12), s(5), s(12)))
    tiers = 4
    for k in range(tiers):
        top = base - height + k * height * 0.18
        bottom = base - 8 - (tiers - 1 - k) * height * 0.12
        half = height * (0.16 + 0.07 * k)
        dark, light = (52, 82, 46), (70, 108, 58)
        pygame.draw.polygon(surface, dark, [(s(cx), s(top)), (s(cx - half), s(bottom)), (s(cx + half), s(bottom))])
        lit = [(s(cx), s(top)), (s(cx - half * 0.9), s(bottom - 1)), (s(cx), s(bottom - 2))]
        pygame.draw.polygon(surface, light, lit)


def boulder(surface: pygame.Surface, cx: float, base: float, w: float, h: float) -> None:
    ground_shadow(surface, cx + 3, base, w * 0.55, h * 0.18)
    outline = [(cx - w / 2, base), (cx - w / 2 + 3, base - h * 0.6), (cx - w / 6, base - h),
               (cx + w / 4, base - h * 0.9), (cx + w / 2, base - h * 0.45), (cx + w / 2 - 2, base)]
    pygame.draw.polygon(surface, shade(ROCK, -0.3), [(s(x), s(y)) for x, y in outline])
    inner = [(cx + (x - cx) * 0.92, base + (y - base) * 0.94) for x, y in outline]
    pygame.draw.polygon(surface, ROCK, [(s(x), s(y)) for x, y in inner])
    lit = [inner[1], inner[2], inner[3], (cx, base - h * 0.4)]
    pygame.draw.polygon(surface, shade(ROCK, 0.25), [(s(x), s(y)) for x, y in lit])
    pygame.draw.ellipse(surface, (104, 128, 62), pygame.Rect(s(cx - w / 2 + 2), s(base - 6), s(w * 0.45), s(7)))


def ibex_profile(surface: pygame.Surface, cx: float, base: float) -> None:
    """A standing ibex seen from the side, facing left, its hooves on `base`."""
    color, dark = IBEX, IBEX_DARK
    for x0, lean in ((-9, -1), (-5, 1), (7, -1), (11, 1)):  # legs
        pygame.draw.line(surface, dark, (s(cx + x0), s(base - 14)), (s(cx + x0 + lean), s(base)), s(2.6))
    body = pygame.Rect(0, 0, s(30), s(15))
    body.center = (s(cx + 1), s(base - 18))
    pygame.draw.ellipse(surface, dark, body.inflate(s(1.5), s(1.5)))
    pygame.draw.ellipse(surface, color, body)
    pygame.draw.ellipse(surface, shade(color, 0.25), pygame.Rect(s(cx - 10), s(base - 16), s(20), s(4)))
    neck = [(cx - 13, base - 22), (cx - 8, base - 24), (cx - 12, base - 33), (cx - 17, base - 30)]
    pygame.draw.polygon(surface, color, [(s(x), s(y)) for x, y in neck])
    head = [(cx - 13, base - 34), (cx - 22, base - 29), (cx - 23, base - 27), (cx - 15, base - 28)]
    pygame.draw.polygon(surface, dark, [(s(x), s(y)) for x, y in head])
    pygame.draw.line(surface, dark, (s(cx - 20), s(base - 27)), (s(cx - 19), s(base - 22)), s(1.6))  # beard
    # The horn: a ridged arc rising from the head and sweeping back over the body.
    points = []
    for k in range(13):
        a = math.radians(170 - 160 * k / 12)
        points.append((cx - 3 + 12 * math.cos(a), base - 33 - 12 * math.sin(a)))
    for color, extra in ((HORN_DARK, 1.4), (HORN, 0)):
        for k in range(12):
            width = 3.6 - 2.6 * k / 12 + extra
            pygame.draw.line(surface, color, (s(points[k][0]), s(points[k][1])),
                             (s(points[k + 1][0]), s(points[k + 1][1])), s(width))
    for k in range(1, 10):
        x, y = points[k]
        a = math.radians(170 - 160 * k / 12)
        pygame.draw.line(surface, HORN_DARK, (s(x - 1.6 * math.cos(a)), s(y + 1.6 * math.sin(a))),
                         (s(x + 1.6 * math.cos(a)), s(y - 1.6 * math.sin(a))), s(0.8))
    pygame.draw.line(surface, dark, (s(cx + 15), s(base - 21)), (s(cx + 17), s(base - 16)), s(2))  # tail


def cow_profile(surface: pygame.Surface, cx: float, base: float) -> None:
    """A grazing cow, side view, head down to the grass on the left."""
    white, black = (246, 242, 234), (44, 38, 34)
    ground_shadow(surface, cx + 2, base, 24, 4)
    for x0 in (-12, -7, 10, 15):
        pygame.draw.line(surface, black, (s(cx + x0), s(base - 14)), (s(cx + x0), s(base)), s(3))
    body = pygame.Rect(0, 0, s(38), s(20))
    body.center = (s(cx + 2), s(base - 20))
    pygame.draw.ellipse(surface, black, body.inflate(s(2), s(2)))
    pygame.draw.ellipse(surface, white, body)
    pygame.draw.ellipse(surface, black, pygame.Rect(s(cx - 6), s(base - 29), s(12), s(9)))
    pygame.draw.ellipse(surface, black, pygame.Rect(s(cx + 9), s(base - 24), s(8), s(7)))
    pygame.draw.ellipse(surface, PINK, pygame.Rect(s(cx + 4), s(base - 13), s(7), s(4)))
    neck = [(cx - 14, base - 26), (cx - 10, base - 16), (cx - 20, base - 8), (cx - 24, base - 12)]
    pygame.draw.polygon(surface, white, [(s(x), s(y)) for x, y in neck])
    head = pygame.Rect(0, 0, s(10), s(14))
    head.center = (s(cx - 24), s(base - 6))
    pygame.draw.ellipse(surface, black, head.inflate(s(1.5), s(1.5)))
    pygame.draw.ellipse(surface, white, head)
    pygame.draw.ellipse(surface, PINK, pygame.Rect(s(cx - 28), s(base - 3), s(8), s(5)))
    pygame.draw.line(surface, HORN_DARK, (s(cx - 22), s(base - 12)), (s(cx - 17), s(base - 15)), s(1.8))
    pygame.draw.line(surface, black, (s(cx + 21), s(base - 24)), (s(cx + 23), s(base - 12)), s(1.5))  # tail
    # a bell
    pygame.draw.circle(surface, GOLD, (s(cx - 17), s(base - 10)), s(2.4))


def edelweiss(surface: pygame.Surface, cx: float, cy: float, size: float) -> None:
    """A woolly white star of pointed petals around a cluster of yellow florets."""
    for k in range(9):
        a = k * 2 * math.pi / 9
        tip = (cx + size * 0.75 * math.cos(a), cy + size * 0.75 * math.sin(a))
        side1 = (cx + size * 0.25 * math.cos(a + 0.5), cy + size * 0.25 * math.sin(a + 0.5))
        side2 = (cx + size * 0.25 * math.cos(a - 0.5), cy + size * 0.25 * math.sin(a - 0.5))
        points = [(s(x), s(y)) for x, y in ((cx, cy), side1, tip, side2)]
        pygame.draw.polygon(surface, (206, 208, 196), points)
        pygame.draw.polygon(surface, (244, 244, 236), [points[0], points[1], points[2]])
    for k in range(5):
        a = k * 2 * math.pi / 5
        floret = (s(cx + size * 0.13 * math.cos(a)), s(cy + size * 0.13 * math.sin(a)))
        pygame.draw.circle(surface, (220, 196, 92), floret, s(size * 0.1))


def make_decor() -> list[tuple[str, pygame.Surface]]:
    tiles = []
    surface = big(DECOR, DECOR)
    pine(surface, 48, 88, 76)
    tiles.append(("decor pine", small(surface)))
    surface = big(DECOR, DECOR)
    pine(surface, 30, 80, 58)
    pine(surface, 64, 90, 74)
    tiles.append(("decor pines", small(surface)))
    surface = big(DECOR, DECOR)
    boulder(surface, 50, 84, 62, 40)
    boulder(surface, 22, 88, 26, 16)
    tiles.append(("decor boulder", small(surface)))
    surface = big(DECOR, DECOR)
    boulder(surface, 52, 88, 70, 38)
    ibex_profile(surface, 52, 54)
    tiles.append(("decor ibex", small(surface)))
    surface = big(DECOR, DECOR)
    cow_profile(surface, 52, 80)
    tiles.append(("decor cow", small(surface)))
    surface = big(DECOR, DECOR)
    for x, y, k in ((30, 40, 13), (58, 30, 11), (50, 62, 14), (74, 56, 9), (24, 70, 8)):
        pygame.draw.line(surface, (84, 120, 60), (s(x), s(y)), (s(x + 2), s(y + 16)), s(1.5))
        edelweiss(surface, x, y, k)
    tiles.append(("decor edelweiss", small(surface)))
    return tiles


# ------------------------------------------------------------------------------------------------ write
def write_tileset(name: str, tiles: list[tuple[str, pygame.Surface]], size: int, columns: int) -> None:
    rows = math.ceil(len(tiles) / columns)
    count = rows * columns  # Tiled counts every cell of the sheet; blank cells keep its numbering ours
    sheet = pygame.Surface((columns * size, rows * size), pygame.SRCALPHA)
    for index, (_, image) in enumerate(tiles):
        sheet.blit(image, ((index % columns) * size, (index // columns) * size))
    png = OUT / f"{name}.png"
    pygame.image.save(sheet, str(png))
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<tileset version="1.8" tiledversion="1.8.2" name="{name}" tilewidth="{size}" tileheight="{size}" '
        f'tilecount="{count}" columns="{columns}">',
        f' <image source="{png.name}" width="{sheet.get_width()}" height="{sheet.get_height()}"/>',
    ]
    for index, (depicts, _) in enumerate(tiles):
        lines += [
            f' <tile id="{index}">',
            "  <properties>",
            f'   <property name="depicts" value={quoteattr(depicts)}/>',
            "  </properties>",
            " </tile>",
        ]
    lines.append("</tileset>")
    (OUT / f"{name}.tsx").write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {png} and {name}.tsx ({len(tiles)} tiles)")


def main() -> None:
    pygame.font.init()
    OUT.mkdir(parents=True, exist_ok=True)
    write_tileset("terrain", make_terrain(), TILE, 10)
    write_tileset("spaces", make_spaces(), SPACE, 10)
    write_tileset("track", make_track(), STONE_SIZE, 10)
    write_tileset("decor", make_decor(), DECOR, 6)
    pygame.quit()


if __name__ == "__main__":
    main()
