"""Write a Tiled map of the default board with the standard screen layout (1920x1080, 40 px tiles).

    python tools/make_board_map.py [--force] [OUT.tmx]      (default OUT: levels/board.tmx)

levels/board.tmx was first written by this script; since then the map itself is the source of truth and
may be edited in the Tiled editor. Run this again only to start over from the default board and layout
(it refuses to overwrite a file unless given --force). The art comes from assets/make_board_art.py; tiles
are found by their `depicts` property, so restyled art with the same tiles keeps working.
"""

from __future__ import annotations

import argparse
import random
import sys
import xml.etree.ElementTree as ET
from pathlib import Path
from xml.sax.saxutils import quoteattr

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.rules.board import MAX_ROW_LENGTH, MIN_ROW_LENGTH, SpaceKind, default_board  # noqa: E402

TILE = 40
COLS, ROWS = 48, 27  # 1920 x 1080
BOARD_COLS, BOARD_ROWS = 40, 22  # the board area, left of the seat column and above the bottom strip
TILESETS = ("terrain", "spaces", "track", "decor")

# Track: a loop along tile ring 1 of the board area, clockwise from the top-left corner.
TRACK_LEFT, TRACK_TOP, TRACK_RIGHT, TRACK_BOTTOM = 60, 60, 1540, 820
STONE = 52
BIG = 90

# Rows of spaces: two halves of six rows.
SPACE = 90
SLOT_PITCH = 92
ROW_PITCH = 98
ROW_TOP = 96
HALF_LEFT = {"left": 112, "right": 850}

# Scenery in the meadow beside the shorter rows: (art, x, y) of 96x96 tile objects.
DECOR = (
    ("decor edelweiss", 616, 190),
    ("decor ibex", 520, 378),
    ("decor pines", 640, 384),
    ("decor cow", 604, 580),
    ("decor edelweiss", 1356, 88),
    ("decor pines", 1262, 382),
    ("decor boulder", 1384, 388),
    ("decor pine", 1410, 478),
)


def load_tiles() -> dict[str, dict[str, int]]:
    """depicts -> local tile id, per tileset, read from the .tsx files."""
    tiles: dict[str, dict[str, int]] = {}
    for name in TILESETS:
        root = ET.parse(ROOT / "assets" / "board" / f"{name}.tsx").getroot()
        tiles[name] = {}
        for tile in root.iter("tile"):
            for prop in tile.iter("property"):
                if prop.get("name") == "depicts":
                    tiles[name][prop.get("value")] = int(tile.get("id"))
        tiles[name]["_count"] = int(root.get("tilecount"))
    return tiles


def track_point(index: int) -> tuple[float, float]:
    """Centre of track space `index`: 23 steps along the top, 11 down, 23 back, 11 up (68 in all)."""
    width, height = TRACK_RIGHT - TRACK_LEFT, TRACK_BOTTOM - TRACK_TOP
    if index <= 23:
        return TRACK_LEFT + index * width / 23, TRACK_TOP
    if index <= 34:
        return TRACK_RIGHT, TRACK_TOP + (index - 23) * height / 11
    if index <= 57:
        return TRACK_RIGHT - (index - 34) * width / 23, TRACK_BOTTOM
    return TRACK_LEFT, TRACK_BOTTOM - (index - 57) * height / 11


# Screen anchors: (name, rect in pixels, panel style or None, panel in tiles (col, row, cols, rows)).
def panel(col: int, row: int, cols: int, rows: int, inset: int = 8) -> tuple[tuple[int, int, int, int], tuple]:
    rect = (col * TILE + inset, row * TILE + inset, cols * TILE - 2 * inset, rows * TILE - 2 * inset)
    return rect, (col, row, cols, rows)


def anchors() -> list[tuple[str, tuple[int, int, int, int], str | None, tuple | None]]:
    out = []

    def add(name: str, style: str, col: int, row: int, cols: int, rows: int) -> None:
        rect, tiles = panel(col, row, cols, rows)
        out.append((name, rect, style, tiles))

    add("round_info", "parchment", 40, 0, 8, 2)
    for seat in range(1, 9):
        add(f"seat{seat}", "parchment", 40, 2 * seat, 8, 2)
    for seat in range(1, 9):
        out.append((f"seat{seat}_hand", (1808, 80 * seat + 12, 100, 56), None, None))
    add("log", "parchment", 40, 18, 8, 7)
    add("button_help", "felt", 40, 25, 2, 2)
    add("button_skip", "felt", 42, 25, 3, 2)
    add("button_menu", "felt", 45, 25, 3, 2)
    add("supply", "felt", 0, 22, 3, 5)
    add("box", "felt", 3, 22, 3, 5)
    add("hand", "felt", 6, 22, 26, 3)
    add("status", "parchment", 6, 25, 26, 2)
    for k in range(4):
        add(f"button_buy{k}", "felt", 32 + 2 * k, 22, 2, 2)
    add("button_confirm", "felt", 32, 24, 8, 3)
    add("reveal", "felt", 4, 17, 32, 2)
    return out


def tile_layers(tiles: dict[str, dict[str, int]], gid0: dict[str, int]) -> dict[str, list[list[int]]]:
    rng = random.Random(5)
    terrain = tiles["terrain"]

    def t(depicts: str) -> int:
        return gid0["terrain"] + terrain[depicts]

    ground = [[0] * COLS for _ in range(ROWS)]
    board = [[0] * COLS for _ in range(ROWS)]
    panels = [[0] * COLS for _ in range(ROWS)]
    for row in range(ROWS):
        for col in range(COLS):
            if col < BOARD_COLS and row < BOARD_ROWS:
                flowers = rng.random() < 0.07
                ground[row][col] = t(f"flowers {rng.randrange(4)}" if flowers else f"grass {rng.randrange(6)}")
            else:
                ground[row][col] = t(f"wood {rng.randrange(4)}")
    last_col, last_row = BOARD_COLS - 1, BOARD_ROWS - 1
    for row in range(BOARD_ROWS):
        for col in range(BOARD_COLS):
            top, bottom, left, right = row == 0, row == last_row, col == 0, col == last_col
            part = ("t" if top else "b" if bottom else "") + ("l" if left else "r" if right else "")
            if part:
                board[row][col] = t(f"frame {part}")
                continue
            top, bottom, left, right = row == 1, row == last_row - 1, col == 1, col == last_col - 1
            on_ring = (top or bottom) and 1 <= col <= last_col - 1 or (left or right) and 1 <= row <= last_row - 1
            if not on_ring:
                continue
            if (top or bottom) and (left or right):
                part = ("t" if top else "b") + ("l" if left else "r")
                board[row][col] = t(f"path {part}")
            else:
                board[row][col] = t("path h" if top or bottom else "path v")
    for _, _, style, area in anchors():
        if style is None:
            continue
        col0, row0, cols, rows = area
        for row in range(row0, row0 + rows):
            for col in range(col0, col0 + cols):
                v = "t" if row == row0 else "b" if row == row0 + rows - 1 else ""
                h = "l" if col == col0 else "r" if col == col0 + cols - 1 else ""
                panels[row][col] = t(f"{style} {v + h or 'c'}")
    return {"ground": ground, "board": board, "panels": panels}


def prop(name: str, value) -> str:
    """A property as Tiled writes it: typed for int and bool, untyped for string."""
    kind = None
    if isinstance(value, bool):
        kind, value = "bool", "true" if value else "false"
    elif isinstance(value, int):
        kind = "int"
    type_attr = f' type="{kind}"' if kind else ""
    return f'    <property name="{name}"{type_attr} value={quoteattr(str(value))}/>'


def build() -> str:
    tiles = load_tiles()
    gid0, next_gid = {}, 1
    for name in TILESETS:
        gid0[name] = next_gid
        next_gid += tiles[name]["_count"]
    board = default_board()
    object_id = 1
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.8" tiledversion="1.8.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{COLS}" height="{ROWS}" tilewidth="{TILE}" tileheight="{TILE}" infinite="0" '
        f'backgroundcolor="#2e2118" nextlayerid="9" nextobjectid="@NEXT@">',
        " <properties>",
        prop("board_title", "The default board").replace("    ", "  ", 1),
        prop("max_row_length", MAX_ROW_LENGTH).replace("    ", "  ", 1),
        prop("min_row_length", MIN_ROW_LENGTH).replace("    ", "  ", 1),
        " </properties>",
    ]
    for name in TILESETS:
        lines.append(f' <tileset firstgid="{gid0[name]}" source="../assets/board/{name}.tsx"/>')
    for layer_id, (name, grid) in enumerate(tile_layers(tiles, gid0).items(), start=1):
        lines.append(f' <layer id="{layer_id}" name="{name}" width="{COLS}" height="{ROWS}">')
        lines.append('  <data encoding="csv">')
        rows = [",".join(str(v) for v in row) for row in grid]
        lines.append(",\n".join(rows))
        lines.append("</data>")
        lines.append(" </layer>")

    def obj(name: str, kind: str, x: float, y: float, w: float, h: float, props: list[str],
            gid: int | None = None) -> list[str]:
        nonlocal object_id
        # Tile objects are anchored at their bottom-left corner in Tiled.
        gid_attr = f' gid="{gid}"' if gid else ""
        y_attr = y + h if gid else y
        head = (f'  <object id="{object_id}" name="{name}" type="{kind}"{gid_attr} x="{x:g}" y="{y_attr:g}" '
                f'width="{w:g}" height="{h:g}"')
        object_id += 1
        if not props:
            return [head + "/>"]
        return [head + ">", "   <properties>", *props, "   </properties>", "  </object>"]

    lines.append(' <objectgroup color="#c8a165" id="4" name="rows">')
    for row in board.rows:
        x0, y0 = HALF_LEFT[row.half], ROW_TOP + ROW_PITCH * ((row.number - 1) % 6)
        width = SLOT_PITCH * (row.length - 1) + SPACE + 12
        lines += obj(f"row {row.number}", "row", x0 - 6, y0 - 4, width, SPACE + 8,
                     [prop("half", row.half), prop("row", row.number)])
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup color="#5f8a4a" id="8" name="decor">')
    for art, x, y in DECOR:
        lines += obj(art.split()[-1], "decor", x, y, 96, 96, [], gid0["decor"] + tiles["decor"][art])
    lines.append(" </objectgroup>")

    spaces = tiles["spaces"]
    lines.append(' <objectgroup color="#7d5a3c" id="5" name="spaces">')
    for row in board.rows:
        x0, y0 = HALF_LEFT[row.half], ROW_TOP + ROW_PITCH * ((row.number - 1) % 6)
        for slot, space in enumerate(row.spaces, start=1):
            if space.kind is SpaceKind.FIRST:
                art = f"first {row.number}"
            elif space.kind in (SpaceKind.COWPIE, SpaceKind.IBEX):
                art = f"{space.kind.value} {space.points}"
            else:
                art = space.kind.value
            props = [prop("kind", space.kind.value), prop("row", row.number), prop("slot", slot),
                     prop("value", space.points)]
            lines += obj(f"row {row.number} slot {slot}", "space", x0 + SLOT_PITCH * (slot - 1), y0, SPACE, SPACE,
                         props, gid0["spaces"] + spaces[art])
    lines.append(" </objectgroup>")

    track = tiles["track"]
    lines.append(' <objectgroup color="#a04a30" id="6" name="track">')
    eyes = set(board.track.oxen_eyes)
    for index in range(board.track.dung_heap + 1):
        cx, cy = track_point(index)
        start, heap, eye = index == 0, index == board.track.dung_heap, index in eyes
        if start:
            x, y, size, gid = 8, 8, BIG, gid0["spaces"] + spaces["start"]
        elif heap:
            # Nudged towards the empty step before the start, so the big heap clears the stone below it.
            x, y, size, gid = cx - BIG / 2, cy - BIG / 2 - 10, BIG, gid0["spaces"] + spaces["dung_heap"]
        else:
            art = f"oxen_eye {index}" if eye else f"track {index}"
            x, y, size, gid = cx - STONE / 2, cy - STONE / 2, STONE, gid0["track"] + track[art]
        props = [prop("dung_heap", heap), prop("index", index), prop("oxen_eye", eye), prop("start", start)]
        lines += obj(f"track {index}", "track", round(x), round(y), size, size, props, gid)
    lines.append(" </objectgroup>")

    lines.append(' <objectgroup color="#3f6fb0" id="7" name="anchors">')
    for name, (x, y, w, h), _, _ in anchors():
        lines += obj(name, "anchor", x, y, w, h, [])
    lines.append(" </objectgroup>")
    lines.append("</map>")
    return "\n".join(lines).replace("@NEXT@", str(object_id)) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", nargs="?", default=str(ROOT / "levels" / "board.tmx"))
    parser.add_argument("--force", action="store_true", help="overwrite an existing map")
    args = parser.parse_args(argv)
    out = Path(args.out)
    if out.exists() and not args.force:
        print(f"{out} exists; it is the source of truth now (use --force to start over)", file=sys.stderr)
        return 1
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(build(), encoding="utf-8")
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
