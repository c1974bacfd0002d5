"""The screens' colours: the board art's warm alpine palette (see assets/make_board_art.py), and the pawns'.

Two looks share the colours' names: the normal one, and the high-contrast one (the "High contrast" setting): darker
ink on lighter parchment, darker felt and wood, stronger edges. Every screen reads a colour as `palette.INK` at
the moment it draws, which gives the colour of the look in force (`use_look`), so a switch shows on the next
frame; what is painted once and kept is keyed by `look()` as well. A module must not copy a colour into a
constant of its own (`from palette import INK`), or it would keep the look of the moment it was loaded.
"""

from __future__ import annotations

from enum import Enum

Color = tuple[int, int, int]


class Look(Enum):
    NORMAL = "normal"
    HIGH_CONTRAST = "high contrast"


# The board art's own colours, so menus and board look like one game.
_NORMAL: dict[str, Color] = {
    "GRASS": (112, 140, 66),
    "GRASS_DARK": (78, 104, 44),
    "GRASS_LIGHT": (150, 172, 92),
    "MEADOW_DEEP": (62, 90, 44),
    "WOOD": (108, 72, 44),
    "WOOD_DARK": (78, 50, 30),
    "WOOD_LIGHT": (142, 100, 62),
    "PARCHMENT": (238, 226, 194),
    "PARCHMENT_DARK": (206, 188, 146),
    "PARCHMENT_LIGHT": (248, 241, 222),
    "FELT": (58, 82, 52),
    "FELT_DARK": (40, 58, 36),
    "FELT_LIGHT": (84, 112, 74),
    "INK": (58, 40, 26),
    "INK_SOFT": (112, 88, 64),
    "CREAM": (244, 236, 214),
    "STONE": (196, 188, 170),
    "STONE_DARK": (150, 140, 122),
    "OCHRE_RED": (176, 74, 48),
    "OCHRE_RED_LIGHT": (204, 100, 70),
    "GOLD": (226, 178, 64),
    "GOLD_DARK": (168, 120, 34),
    "GOLD_LIGHT": (240, 204, 110),
    "SKY": (200, 218, 226),
    "SKY_HIGH": (148, 186, 212),
    "SKY_LOW": (236, 228, 204),
    "SNOW": (246, 248, 250),
    "SUN": (250, 226, 140),
    "ROCK": (128, 136, 146),
    "ROCK_DARK": (96, 104, 116),
    "ROCK_FAR": (166, 178, 192),
    "SILVER": (192, 196, 204),
    "BRONZE": (196, 128, 74),
}
# The high-contrast look: text and its ground at least 7:1 apart (WCAG's contrast ratio; tests/client/view/
# test_high_contrast.py), the grounds darker and the edges darker, so that tiles, spaces and marks stand out.
_HIGH_CONTRAST: dict[str, Color] = {
    **_NORMAL,
    "GRASS": (84, 108, 46),
    "GRASS_DARK": (52, 72, 28),
    "MEADOW_DEEP": (34, 52, 24),
    "WOOD": (80, 50, 28),
    "WOOD_DARK": (46, 28, 14),
    "WOOD_LIGHT": (70, 44, 24),
    "PARCHMENT": (252, 248, 236),
    "PARCHMENT_DARK": (120, 92, 56),
    "PARCHMENT_LIGHT": (255, 254, 248),
    "FELT": (30, 46, 28),
    "FELT_DARK": (18, 28, 16),
    "FELT_LIGHT": (56, 80, 50),
    "INK": (16, 10, 6),
    "INK_SOFT": (52, 38, 26),
    "CREAM": (255, 252, 242),
    "STONE": (214, 208, 196),
    "STONE_DARK": (96, 88, 76),
    "OCHRE_RED": (132, 36, 16),
    "OCHRE_RED_LIGHT": (168, 60, 34),
    "GOLD": (240, 196, 80),
    "GOLD_DARK": (120, 80, 14),
    "GOLD_LIGHT": (252, 222, 140),
    "SKY_HIGH": (104, 146, 178),
    "ROCK": (96, 104, 114),
    "ROCK_DARK": (64, 70, 82),
    "ROCK_FAR": (132, 144, 160),
}
_LOOKS = {Look.NORMAL: _NORMAL, Look.HIGH_CONTRAST: _HIGH_CONTRAST}
# The one look of the window, set by the settings (game/client/applied_settings.py).
_in_force: list[Look] = [Look.NORMAL]


def use_look(chosen: Look) -> None:
    """Draw with `chosen` from now on."""
    _in_force[0] = chosen


def look() -> Look:
    """The look in force: what a kept image of the screens is keyed by."""
    return _in_force[0]


def high_contrast() -> bool:
    return _in_force[0] is Look.HIGH_CONTRAST


def colors(of: Look | None = None) -> dict[str, Color]:
    """Every colour by name, of the look `of` (the one in force when None)."""
    return dict(_LOOKS[of if of is not None else _in_force[0]])


def color(name: str) -> Color:
    """The colour called `name` ("INK") in the look in force: for tables that name colours rather than hold them."""
    return _LOOKS[_in_force[0]][name]


def edge(width: int) -> int:
    """The width of an outline (of a tile, a space, a button, a card, a seat's mark): wider in high contrast."""
    return width + max(1, width // 2) if high_contrast() else width


def __getattr__(name: str) -> Color:
    """`palette.INK` and the others: the colour of the look in force."""
    try:
        return _LOOKS[_in_force[0]][name]
    except KeyError:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}") from None


# Declared for the type checker; read through __getattr__ above, from the look in force.
GRASS: Color
GRASS_DARK: Color
GRASS_LIGHT: Color
MEADOW_DEEP: Color
WOOD: Color
WOOD_DARK: Color
WOOD_LIGHT: Color
PARCHMENT: Color
PARCHMENT_DARK: Color
PARCHMENT_LIGHT: Color
FELT: Color
FELT_DARK: Color
FELT_LIGHT: Color
INK: Color
INK_SOFT: Color
CREAM: Color
STONE: Color
STONE_DARK: Color
OCHRE_RED: Color
OCHRE_RED_LIGHT: Color
GOLD: Color
GOLD_DARK: Color
GOLD_LIGHT: Color
SKY: Color
SKY_HIGH: Color
SKY_LOW: Color
SNOW: Color
SUN: Color
ROCK: Color
ROCK_DARK: Color
ROCK_FAR: Color
SILVER: Color
BRONZE: Color

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
    return PLAYER_RGB.get(name, _LOOKS[_in_force[0]]["STONE"])


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
    now = _LOOKS[_in_force[0]]
    return now["INK"] if (0.299 * r + 0.587 * g + 0.114 * b) > 150 else now["CREAM"]
