"""Plays the human seats of a PlayScene with real mouse clicks, as a person would."""

from __future__ import annotations

import itertools
import random

import pygame
from people import click, frame

from game.client.app import MAX_STEPS, STEP
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.play import PlayScene
from game.match_setup.seats import MatchConfig, SeatConfig
from game.rules import DecisionKind, Game, PlayerSetup, Position
from game.rules.events import Dealt
from game.session.seating import make_match

# A person waiting (for a bot's thinking beat, a dialog) lets time pass: as many fixed steps as one frame may
# take, so a wait costs a few drawn frames instead of a dozen that all look alike.
WAIT = MAX_STEPS * STEP


def scene_at(app, seats: tuple[SeatConfig, ...], position: Position, seed: int = 3) -> PlayScene:
    """A play screen pushed on `app` with a match begun from an explicit position, its history what a screen
    would have shown: the hands dealt, then the round's start."""
    config = MatchConfig(seats, seed=seed)
    game = Game.from_position(app.board_map.spec, [PlayerSetup(s.name, s.color) for s in seats], position, seed)
    history = (*(Dealt(seat, tuple(hand)) for seat, hand in enumerate(position.hands)), *game.setup_events)
    scene = PlayScene(app, config, make_match(config, app.board_map.spec, game=game, history=history))
    app.push(scene)
    return scene


def empty_spot(scene: PlayScene) -> tuple[float, float]:
    """A point on the board with no button or tile: a click there only skips the animation."""
    return scene.layout.anchor("log").center


def act(app, scene: PlayScene, rng: random.Random) -> str:
    """One step of a person at the table; returns what was done."""
    top = app.top
    if isinstance(top, KeepDialog):
        choice = rng.choice(sorted(top.legal))
        for tile in choice:
            click(app, top.tile_rect(top.offer.index(tile)).center)
        click(app, top.button.rect.center)
        return "keep"
    if top is not scene:
        if type(top).__name__ == "CurtainScene":
            # Space, at once (a click is taken only once the curtain has been up a moment).
            frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
            return "curtain"
        frame(app, dt=WAIT)
        return "other"
    seat = scene.ready_for_input()
    if seat is not None:
        view = scene.match.view(seat)
        if view.pending.kind is DecisionKind.BUY and (0 not in view.legal_buys or rng.random() < 0.3):
            count = rng.choice(view.legal_buys)
            click(app, scene.buy_buttons[count].rect.center)  # chosen...
            if count:
                click(app, scene.confirm_button.rect.center)  # ...and made: the button says "Buy"
            return "buy"
        if view.pending.kind in (DecisionKind.BUY, DecisionKind.PLAY):
            tiles = rng.choice(list(itertools.combinations(view.hand, view.tiles_to_play)))
            hand = list(scene.table.hands[seat])
            for tile in tiles:
                x, y = scene.layout.hand_slot(hand.index(tile), len(hand))
                click(app, (x, y))
            click(app, scene.confirm_button.rect.center)
            return "play"
    if scene.animator.busy or scene.match.has_events():
        click(app, empty_spot(scene))
        return "skip"
    frame(app, dt=WAIT)
    return "wait"


def until_input(app, scene: PlayScene, limit: int = 3000) -> int:
    """Let the table run (a click skips each animation, Space lifts a curtain) until a person at the screen may
    act; their seat."""
    for _ in range(limit):
        seat = scene.ready_for_input()
        if seat is not None and app.top is scene:
            return seat
        if type(app.top).__name__ == "CurtainScene":
            frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" ", scancode=0))
        elif scene.animator.busy or scene.match.has_events():
            click(app, empty_spot(scene))
        else:
            frame(app, dt=WAIT)
    raise AssertionError("the person was never asked")


def others_have_chosen(app, scene: PlayScene, seat: int) -> None:
    """Let the bots choose what they choose at the same time as the person (spec/rules.md 2.2), and the table show
    it, so that the person's view stays as it is while they decide."""
    while any(question.seat != seat for question in scene.match.asked()) or scene.match.has_events():
        frame(app)
