"""Where the game's own files are: its art, fonts and sounds, the board map, the translations, the phone page
and the bots' learned weights. Every module that reads one of them takes its place from here.

In a checkout, `assets/` and `levels/` sit at the repository's top, beside the `game` package: the map is
edited in the Tiled editor and names its tilesets `../assets/board/*.tsx`. An install (pyproject.toml) puts
both folders inside the package, `game/assets/` and `game/levels/`, so that relation holds there too. The
other files live inside the package's folders in either case.
"""

from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent  # game/
# The folder holding assets/ and levels/: the package itself when installed, the repository's top in a checkout.
TOP = PACKAGE if (PACKAGE / "levels").is_dir() else PACKAGE.parent

ASSETS = TOP / "assets"
FONTS = ASSETS / "fonts"
SOUNDS = ASSETS / "sounds"
BOARD_ART = ASSETS / "board"
BOARD_MAP = TOP / "levels" / "board.tmx"
LOCALE = PACKAGE / "text" / "locale"
PHONE_PAGE = PACKAGE / "phones" / "static"
HAND_VALUE_WEIGHTS = PACKAGE / "bots" / "hand_value.json"
