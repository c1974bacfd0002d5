"""Plays the guided game as a person would, with the project's people helpers: lets the table run until the guide
shows a step or asks for something, reads a step with Space, chooses tiles and presses Play, buys with the buttons,
keeps tiles in the dialog."""

from __future__ import annotations

import pygame
from people import click, frame, key
from play_driver import WAIT

from game.client.scenes.guided_game import GuidedGameScene
from game.client.scenes.keep_dialog import KeepDialog


def until_moment(app, limit: int = 2000) -> str:
    """Let the table run until the person has something to do: "card" (a step to read is shown), "decide" (they
    may buy and play), "keep" (the keep dialog is open), or "left" (the guided game is no longer on top)."""
    for _ in range(limit):
        top = app.top
        if isinstance(top, KeepDialog):
            return "keep"
        if not isinstance(top, GuidedGameScene):
            return "left"
        if top.course.holding and top.card_shown():
            return "card"
        if top.asked():
            return "decide"
        frame(app, dt=WAIT)
    raise AssertionError("the guided game never asked anything")


def read(app) -> None:
    key(app, pygame.K_SPACE)


def choose(app, scene: GuidedGameScene, *tiles: int) -> None:
    """Click `tiles` in the hand (each once), then Play."""
    for tile in tiles:
        hand = list(scene.table.hands[0])
        click(app, scene.layout.hand_slot(hand.index(tile), len(hand)))
    click(app, scene.confirm_button.rect.center)


def buy(app, scene: GuidedGameScene, count: int) -> None:
    """Choose the purchase with its button, then make it with the button that names it."""
    click(app, scene.buy_buttons[count].rect.center)
    click(app, scene.confirm_button.rect.center)


def keep(app, *tiles: int) -> None:
    dialog = app.top
    for tile in tiles:
        click(app, dialog.tile_rect(dialog.offer.index(tile)).center)
    click(app, dialog.button.rect.center)


def choose_by_keys(app, scene: GuidedGameScene, *tiles: int) -> None:
    """Tab to each of `tiles` in turn and take it with Space, then play with Enter."""
    for tile in tiles:
        for _ in range(2 * len(scene.buttons) + 10):
            if scene.input.focused_tile(scene.playable_tiles()) == tile:
                break
            key(app, pygame.K_TAB)
        key(app, pygame.K_SPACE)
    key(app, pygame.K_RETURN)


def buy_by_key(app, count: int) -> None:
    """Choose the purchase with its key, then make it with Enter."""
    key(app, pygame.K_0 + count)
    key(app, pygame.K_RETURN)
