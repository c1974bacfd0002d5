"""`play`: the game window (also what runs when no command is given)."""

from __future__ import annotations

import argparse
import re

from game.storage.settings import WINDOW_SIZES
from game.text.i18n import N_, _

NAME = "play"
READS_BOARD = True  # --board names the map it plays on
HELP = N_("open the game window (the default)")


def window_size(text: str) -> tuple[int, int]:
    """argparse type for --size: WIDTHxHEIGHT in pixels, e.g. 1280x720."""
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(
            _("{text} is not a window size; write WIDTHxHEIGHT, e.g. 1280x720").format(text=repr(text)))
    width, height = int(match.group(1)), int(match.group(2))
    if not WINDOW_SIZES.contains((width, height)):
        (low_w, low_h), (high_w, high_h) = WINDOW_SIZES.smallest, WINDOW_SIZES.largest
        raise argparse.ArgumentTypeError(
            _("{text} is out of range; the window must be from {low} to {high} pixels").format(
                text=repr(text), low=f"{low_w}x{low_h}", high=f"{high_w}x{high_h}")
        )
    return (width, height)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", type=window_size, default=None, metavar="WxH",
                        help=_("window size WIDTHxHEIGHT (default: the last size, first 1280x720); resizable "
                               "afterwards"))
    parser.add_argument("--fullscreen", action="store_true", help=_("start in full screen (F11 toggles)"))


def build_app(args: argparse.Namespace):
    """The app with its window open and the title screen on the stack (shared with bench/startup.py)."""
    from game.client.app import App
    from game.client.scenes import routes
    from game.client.window import first_window_size
    from game.commands._board import board_path
    from game.storage.settings import SettingsStore

    store = SettingsStore.open()  # the saved settings (game/storage/settings.py); a bad file gives the defaults
    # No settings file yet: the game's very first start here (the file is written when the session ends).
    store.first_start = store.path is not None and not store.path.exists()
    # The title says, in one sentence, why a settings file was not used.
    notices = [store.problem] if store.problem else []
    size = args.size or (store.window_size if store.saved else None)
    if size is None:  # the first start: a window that suits the screen, whatever its size
        import pygame

        pygame.display.init()
        screens = pygame.display.get_desktop_sizes()
        size = first_window_size(screens[0] if screens else None)
    app = App(size, board_path=board_path(args),
              fullscreen=args.fullscreen or store.fullscreen, settings=store, notices=notices)
    app.open(load_map=False)
    app.load_map_after_first_frame = True
    app.push(routes.title_scene(app))
    return app


def run(args: argparse.Namespace) -> int:
    app = build_app(args)
    try:
        return app.run()
    finally:
        # Window size, full screen and the last setup are saved when the session ends.
        app.settings.remember_session(app.window_size, app.fullscreen, app.last_match)
        app.close()
