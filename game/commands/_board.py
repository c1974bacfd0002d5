"""Loading the board a command plays on: levels/board.tmx, or the map given with --board."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import CommandError

if TYPE_CHECKING:
    from game.rules import BoardSpec


def board_path(args) -> str | None:
    return getattr(args, "board", None)


def load_board(args) -> tuple[BoardSpec, str]:
    """The board spec for a command and the path it came from; a broken map is a CommandError."""
    # Imported here, not at the top: main.py imports every command module to build its parser, and the map
    # reader (pytmx) would otherwise slow down every start, the window's included.
    from game.board_map.loader import DEFAULT_MAP_PATH, MapError, load_board_map

    path = board_path(args) or DEFAULT_MAP_PATH
    try:
        board_map = load_board_map(path)
    except MapError as exc:
        raise CommandError(str(exc)) from None
    return board_map.spec, str(path)
