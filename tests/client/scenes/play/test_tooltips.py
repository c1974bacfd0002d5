"""The play screen's tooltips: every thing of the table has its line in each language, the lines say what the
board means now (worked out here by hand from the position), the mouse shows them after a rest and the keyboard
at once (L looks round), and no line shows a hand."""

from __future__ import annotations

import re

import pygame
import pytest
from people import frame, key, move
from play_driver import scene_at, until_input

from game.client.scenes.play import PlayScene
from game.client.view.board.pointing import Kind, Target
from game.client.view.tooltip import TIP_DELAY
from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import Position
from game.text import i18n

SEATS = (SeatConfig("You", "red", HUMAN), SeatConfig("Anja", "blue", BOT, "easy"),
         SeatConfig("Bernd", "green", BOT, "easy"))
HIDDEN = (83, 84, 85, 86, 88)  # the bots' hands: no line may name one (the track ends at 66; the supply holds 87)


def _scene(app, rows: dict[int, tuple[int, ...]], hands, positions, last_row=4) -> PlayScene:
    position = Position(rows=tuple(rows.get(n, ()) for n in range(1, 13)), hands=hands, positions=positions,
                        last_row=last_row)
    scene = scene_at(app, SEATS, position, seed=5)
    until_input(app, scene)
    return scene


@pytest.fixture
def scene(app) -> PlayScene:
    # Rows 1-4 end in 10, 20, 30 and 40; Anja stands on 3, Bernd on 22 (an oxen-eye), you on the start.
    return _scene(app, {1: (10,), 2: (20,), 3: (30,), 4: (40,)}, ((71, 76, 80), HIDDEN[:3], HIDDEN[3:]),
                  (0, 3, 22))


def _everything(scene: PlayScene) -> list[object]:
    things: list[object] = [t for group in scene.points.groups(scene.table) for t in group]
    return things + [b for b in scene.buttons if b.visible]


def test_every_thing_on_the_table_has_a_line_in_each_language(scene):
    things = _everything(scene)
    kinds = {t.kind for t in things if isinstance(t, Target)}
    assert kinds == {Kind.SPACE, Kind.TRACK, Kind.ROUND, Kind.PILE, Kind.SEAT, Kind.PAWN}
    english = [scene.tips.line(thing) for thing in things]
    assert all(english), [thing for thing, line in zip(things, english, strict=True) if not line]
    for language in ("de", "nl"):
        i18n.set_language(language)
        lines = [scene.tips.line(thing) for thing in things]
        same = [line for line, first in zip(lines, english, strict=True) if line == first]
        assert all(lines) and same == [], (language, same[:3])


def test_the_lines_say_what_each_space_means_now(scene):
    line = scene.tips.line
    spec = scene.layout.spec
    assert line(Target(Kind.SPACE, (1, 6))) == "Ibex space: whoever places a tile here takes the row: 8 points"
    assert line(Target(Kind.SPACE, (2, 3))).startswith("Cowpie space: whoever places a tile here takes 2 penalty")
    # The next free space of row 2 (ends in 20) takes 21 to 29 (30 lies on row 3); row 4, the highest, takes 41
    # to 99 and, by Rule 3, every tile below the lowest end, 10.
    assert line(Target(Kind.SPACE, (2, 2))).endswith("next here: the tiles 21 to 29")
    assert line(Target(Kind.SPACE, (4, 2))).endswith("next here: the tiles 41 to 99, and every tile below 10")
    assert line(Target(Kind.SPACE, (1, 1))).endswith("the 10 lies here")
    assert line(Target(Kind.SPACE, (8, 2))).endswith("row 8 is not active")
    assert line(Target(Kind.TRACK, (22,))).startswith(f"Oxen-eye ({spec.track.oxen_eyes[0]})")
    assert "Bernd's pawn" in line(Target(Kind.TRACK, (22,)))
    assert line(Target(Kind.PAWN, (1,))) == "Anja's pawn: 3 penalty points, place 2 of 3"
    assert line(Target(Kind.PILE, ("box",))) == "Box: 0 tiles out of the game, face down"


def test_happy_cows_turn_the_ibex_line_round(app):
    scene = _scene(app, {8: (10,), 2: (20,), 3: (30,), 4: (40,)}, ((71,), HIDDEN[:1], HIDDEN[1:2]), (0, 0, 0),
                   last_row=8)
    assert scene.tips.line(Target(Kind.BADGE, ("happy",))).startswith("HAPPY COWS")
    assert Target(Kind.BADGE, ("happy",)) in scene.points.groups(scene.table)[2]
    assert scene.tips.line(Target(Kind.SPACE, (2, 5))) == (
        "Ibex space: whoever places a tile here takes the row, and 6 points are taken off")


def test_no_line_names_a_tile_of_a_hidden_hand(scene):
    hidden = {str(tile) for tile in HIDDEN}
    own = {"71", "76", "80"}  # the person's own hand is shown in the tray, never in a tooltip either
    for thing in _everything(scene):
        numbers = set(re.findall(r"\d+", scene.tips.line(thing)))
        assert not numbers & (hidden | own), (thing, scene.tips.line(thing))


def test_the_mouse_shows_a_line_only_after_resting(app, scene):
    space = scene.layout.spaces[(1, 6)]
    move(app, space.center)
    assert scene.tips.showing() is None  # just arrived
    for _ in range(round(TIP_DELAY * 60) + 2):
        frame(app)
    text, rect = scene.tips.showing()
    assert text.startswith("Ibex space") and rect == space
    move(app, scene.layout.anchor("log").center)  # nothing there
    frame(app)
    assert scene.tips.showing() is None


def test_a_focused_button_and_the_look_round_show_their_line_at_once(app, scene):
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)
    key(app, pygame.K_TAB)  # past the three tiles: the first button, buying none
    assert scene.tips.showing()[0].startswith("Buy nothing this round")
    key(app, pygame.K_l)
    first = scene.points.groups(scene.table)[0][0]
    assert scene.tips.looking == first == Target(Kind.SPACE, (1, 1))
    key(app, pygame.K_DOWN)
    key(app, pygame.K_RIGHT)
    assert scene.tips.looking == Target(Kind.SPACE, (2, 2))
    assert scene.tips.showing()[0].endswith("next here: the tiles 21 to 29")
    key(app, pygame.K_TAB)  # the next group: the score track, from the start
    assert scene.tips.looking == Target(Kind.TRACK, (0,))
    key(app, pygame.K_ESCAPE)  # stops looking round; the menu stays shut
    assert scene.tips.looking is None and app.top is scene


def test_the_play_buttons_line_follows_what_it_does_now(app, scene):
    from people import click

    move(app, scene.confirm_button.rect.center)
    for _ in range(round(TIP_DELAY * 60) + 2):
        frame(app)
    assert scene.tips.showing()[0].startswith("Pick a tile first")  # greyed: it says why
    click(app, scene.buy_buttons[1].rect.center)  # a purchase chosen: the button makes it
    move(app, scene.confirm_button.rect.center)
    for _ in range(round(TIP_DELAY * 60) + 2):
        frame(app)
    assert scene.confirm_button.label == "Buy 1 tile"
    assert scene.tips.showing()[0] == "Make the purchase you chose; then choose the tile to play (Enter)"
