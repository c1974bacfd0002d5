"""`play`: the game window (also what runs when no command is given)."""

from __future__ import annotations

import argparse

NAME = "play"
HELP = "open the game window (the default)"


def window_size(text: str) -> tuple[int, int]:
    """`--size WIDTHxHEIGHT`, checked while parsing so a wrong size gets the usage and status 2."""
    try:
        width, height = (int(v) for v in text.lower().split("x"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"must be WIDTHxHEIGHT such as 1280x720, not {text!r}") from None
    if not (320 <= width <= 7680 and 180 <= height <= 4320):
        raise argparse.ArgumentTypeError(f"must be from 320x180 to 7680x4320, not {text!r}")
    return width, height


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--size", type=window_size, default="1280x720", help="window size WIDTHxHEIGHT (default 1280x720)"
    )


def run(args: argparse.Namespace) -> int:
    import pygame

    width, height = args.size
    pygame.init()
    screen = pygame.display.set_mode((width, height), pygame.RESIZABLE)
    pygame.display.set_caption("Dance of Ibexes")
    clock = pygame.time.Clock()
    running = True
    while running:
        for event in pygame.event.get():
            if event.type == pygame.QUIT:
                running = False
        screen.fill((62, 92, 58))
        pygame.display.flip()
        clock.tick(30)
    pygame.quit()
    return 0
