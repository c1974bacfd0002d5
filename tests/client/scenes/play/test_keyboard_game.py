"""A whole game without the mouse: title, setup, play against bots and the results, with key events only."""

from __future__ import annotations

import pygame
import pytest
from people import frame, key
from play_driver import WAIT

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.rules import DecisionKind


def _keep(app, dialog: KeepDialog) -> None:
    """Tab onto the first tile, select it with Space (unless the hand is full), Tab on to Keep, Enter."""
    key(app, pygame.K_TAB)
    if dialog.most:
        key(app, pygame.K_SPACE)
    while dialog.focus != len(dialog.offer):
        key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)


def _turn(app, scene: PlayScene, seat: int) -> str:
    """The person's turn by keys: focus a button or tiles with Tab, press them with Enter or Space."""
    view = scene.match.view(seat)
    if view.pending.kind is DecisionKind.BUY and 0 not in view.legal_buys:
        target = ("button", scene.buttons.index(scene.buy_buttons[view.legal_buys[0]]))
        for _ in range(40):
            if scene.input.focus == target:
                break
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)  # chooses the purchase...
        assert scene.match.view(seat).pending.kind is DecisionKind.BUY  # ...and buys nothing yet
        key(app, pygame.K_RETURN)  # ...then makes it
        return "buy"
    picked = 0
    for _ in range(40):
        if picked == view.tiles_to_play:
            break
        key(app, pygame.K_TAB)
        if scene.input.focus is not None and scene.input.focus[0] == "tile":
            key(app, pygame.K_SPACE)
            picked = len(scene.input.selected)
    play = ("button", scene.buttons.index(scene.confirm_button))
    for _ in range(40):
        if scene.input.focus == play:
            break
        key(app, pygame.K_TAB)
    for _ in range(120):  # the bots choose meanwhile: their tiles may still be coming to the table
        if scene.confirm_button.enabled:
            break
        frame(app)
    assert scene.confirm_button.enabled, (scene.input.selected, view.tiles_to_play, scene.confirm_button.why)
    key(app, pygame.K_RETURN)
    return "play"


@pytest.mark.slow
def test_title_to_results_with_the_keyboard_only(app):
    app.push(TitleScene(app))
    frame(app)
    assert isinstance(app.top, TitleScene)
    key(app, pygame.K_SPACE)  # skips the opening
    key(app, pygame.K_TAB)  # the focus on "New game"
    assert app.top.new_game.keyboard_focus
    key(app, pygame.K_RETURN)
    frame(app)
    assert isinstance(app.top, SetupScene)
    key(app, pygame.K_RETURN)  # Start game
    frame(app)
    scene = app.top
    assert isinstance(scene, PlayScene) and scene.config.humans == 1
    done: dict[str, int] = {}
    for _ in range(40000):
        top = app.top
        if isinstance(top, ResultsScene):
            break
        if isinstance(top, KeepDialog):
            _keep(app, top)
            what = "keep"
        elif isinstance(top, CurtainScene):
            key(app, pygame.K_SPACE)
            what = "curtain"
        elif top is scene and (seat := scene.ready_for_input()) is not None:
            what = _turn(app, scene, seat)
        elif scene.moving():
            key(app, pygame.K_SPACE)  # finishes what moves
            what = "skip"
        else:
            frame(app, dt=WAIT)
            what = "wait"
        done[what] = done.get(what, 0) + 1
    else:
        raise AssertionError(f"the game did not reach the results; done so far {done}")
    assert scene.match.game.over and done.get("play", 0) >= 5, done
    key(app, pygame.K_TAB)  # the results' buttons take the focus too
    assert any(b.keyboard_focus for b in app.top.widgets)
