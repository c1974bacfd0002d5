"""The screens' colours: the board art's warm alpine palette (see assets/make_board_art.py), and the pawns'."""

from __future__ import annotations

Color = tuple[int, int, int]

# The board art's own colours, so menus and board look like one game.
GRASS: Color = (112, 140, 66)
GRASS_DARK: Color = (78, 104, 44)
GRASS_LIGHT: Color = (150, 172, 92)
MEADOW_DEEP: Color = (62, 90, 44)
WOOD: Color = (108, 72, 44)
WOOD_DARK: Color = (78, 50, 30)
WOOD_LIGHT: Color = (142, 100, 62)
PARCHMENT: Color = (238, 226, 194)
PARCHMENT_DARK: Color = (206, 188, 146)
PARCHMENT_LIGHT: Color = (248, 241, 222)
FELT: Color = (58, 82, 52)
FELT_DARK: Color = (40, 58, 36)
FELT_LIGHT: Color = (84, 112, 74)
INK: Color = (58, 40, 26)
INK_SOFT: Color = (112, 88, 64)
CREAM: Color = (244, 236, 214)
STONE: Color = (196, 188, 170)
STONE_DARK: Color = (150, 140, 122)
OCHRE_RED: Color = (176, 74, 48)
OCHRE_RED_LIGHT: Color = (204, 100, 70)
GOLD: Color = (226, 178, 64)
GOLD_DARK: Color = (168, 120, 34)
GOLD_LIGHT: Color = (240, 204, 110)
SKY: Color = (200, 218, 226)
SKY_HIGH: Color = (148, 186, 212)
SKY_LOW: Color = (236, 228, 204)
SNOW: Color = (246, 248, 250)
SUN: Color = (250, 226, 140)
ROCK: Color = (128, 136, 146)
ROCK_DARK: Color = (96, 104, 116)
ROCK_FAR: Color = (166, 178, 192)
SILVER: Color = (192, 196, 204)
BRONZE: Color = (196, 128, 74)

# The eight pawn and screen colours, keyed like game.rules.COLORS: every two of them stay apart for eyes that do not
# tell red from green or blue from yellow (tests/client/view/test_colour_vision.py; the purple is deep for that).
PLAYER_RGB: dict[str, Color] = {
    "red": (200, 58, 46),
    "blue": (52, 100, 186),
    "green": (58, 150, 74),
    "yellow": (236, 198, 50),
    "purple": (130, 44, 136),
    "orange": (232, 128, 38),
    "white": (242, 240, 232),
    "black": (40, 40, 44),
}


# Each colour's own symbol, drawn wherever the colour marks a seat (pawns, panels, placer marks, the tile
# tracker), so players who do not tell red from green can follow the game by shape.
PLAYER_SYMBOL: dict[str, str] = {
    "red": "circle",
    "blue": "square",
    "green": "triangle",
    "yellow": "diamond",
    "purple": "star",
    "orange": "cross",
    "white": "ring",
    "black": "bar",
}


def player_symbol(name: str) -> str:
    return PLAYER_SYMBOL.get(name, "circle")


def player_rgb(name: str) -> Color:
    """A pawn colour by its rules name; an unknown name gets stone grey rather than an error mid-game."""
    return PLAYER_RGB.get(name, STONE)


def shade(color: Color, amount: float) -> Color:
    """Lighter (amount > 0, towards white) or darker (amount < 0, towards black)."""
    if amount >= 0:
        r, g, b = (round(c + (255 - c) * amount) for c in color)
    else:
        r, g, b = (round(c * (1 + amount)) for c in color)
    return (r, g, b)


def readable_on(color: Color) -> Color:
    """Ink or cream, whichever reads better on `color`."""
    r, g, b = color
    return INK if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else CREAM
