"""`play`: the game window (also what runs when no command is given)."""

from __future__ import annotations

import argparse

NAME = "play"
HELP = "open the game window (the default)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--size", default="1280x720", help="window size WIDTHxHEIGHT (default 1280x720)")


def run(args: argparse.Namespace) -> int:
    import pygame

    width, height = (int(v) for v in args.size.lower().split("x"))
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
