"""`play`: the game window (also what runs when no command is given)."""

from __future__ import annotations

import argparse
import re

NAME = "play"
HELP = "open the game window (the default)"
MIN_SIZE = (320, 180)
MAX_SIZE = (7680, 4320)


def window_size(text: str) -> tuple[int, int]:
    """argparse type for --size: WIDTHxHEIGHT in pixels, e.g. 1280x720."""
    match = re.fullmatch(r"\s*(\d+)\s*[xX×]\s*(\d+)\s*", text)
    if not match:
        raise argparse.ArgumentTypeError(f"{text!r} is not a window size; write WIDTHxHEIGHT, e.g. 1280x720")
    width, height = int(match.group(1)), int(match.group(2))
    if not (MIN_SIZE[0] <= width <= MAX_SIZE[0] and MIN_SIZE[1] <= height <= MAX_SIZE[1]):
        raise argparse.ArgumentTypeError(
            f"{text!r} is out of range; the window must be from {MIN_SIZE[0]}x{MIN_SIZE[1]} "
            f"to {MAX_SIZE[0]}x{MAX_SIZE[1]} pixels"
        )
    return (width, height)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", type=window_size, default=None, metavar="WxH",
                        help="window size WIDTHxHEIGHT (default: the last size, first 1280x720); resizable afterwards")
    parser.add_argument("--fullscreen", action="store_true", help="start in full screen (F11 toggles)")


def build_app(args: argparse.Namespace):
    """The app with its window open and the title screen on the stack (shared with bench/startup.py)."""
    from game.app import App
    from game.scenes.title import TitleScene
    from game.settings import SettingsStore, attach_settings

    store = SettingsStore.open()  # the saved settings (game/settings.py); a bad file gives the defaults
    saved = store.settings
    app = App(args.size or saved.window_size, board_path=getattr(args, "board", None),
              fullscreen=args.fullscreen or saved.fullscreen)
    attach_settings(app, store)
    app.open(load_map=False)
    app.load_map_after_first_frame = True
    app.push(TitleScene(app))
    return app


def run(args: argparse.Namespace) -> int:
    from game.settings import remember_session

    app = build_app(args)
    try:
        return app.run()
    finally:
        if hasattr(app.settings, "store"):
            remember_session(app, app.settings.store)  # window size, full screen, the last setup
        app.close()
