"""What the person at the play screen selects and points at, and the keyboard focus, without a window
(game/client/scenes/play_input.py)."""

from __future__ import annotations

from dataclasses import dataclass

from game.client.scenes.play_input import PlayInput


@dataclass
class Button:
    active: bool = True


def test_a_selection_keeps_at_most_the_tiles_played_the_earliest_chosen_going_first():
    chosen = PlayInput([])
    chosen.toggle(12, 1)
    chosen.toggle(30, 1)
    assert chosen.selected == [30]
    chosen.toggle(30, 1)
    assert chosen.selected == []
    for tile in (5, 9, 40):
        chosen.toggle(tile, 2)
    assert chosen.selected == [9, 40] and chosen.complete(2) and not chosen.complete(1)


def test_the_focus_walks_the_playable_tiles_then_the_buttons_that_can_be_pressed_round_both_ends():
    buttons = [Button(), Button(active=False), Button()]
    chosen = PlayInput(buttons)
    tiles = [7, 20]
    assert chosen.focus is None  # until Tab or an arrow: a mouse player sees no focus
    walk = []
    for _ in range(5):
        chosen.move(1, tiles)
        walk.append(chosen.focus)
    assert walk == [("tile", 7), ("tile", 20), ("button", 0), ("button", 2), ("tile", 7)]
    chosen.move(-1, tiles)
    assert chosen.focus == ("button", 2) and chosen.focused_button() == 2 and chosen.focused_tile(tiles) is None
    fresh = PlayInput(buttons)
    fresh.move(-1, [])  # back from nowhere: the last item; without tiles, only the buttons
    assert fresh.focus == ("button", 2)
    assert not PlayInput([]).move(1, [])  # nothing to focus


def test_the_tile_pointed_at_is_the_one_under_the_mouse_else_the_focused_one():
    chosen = PlayInput([])
    chosen.focus = ("tile", 20)
    assert chosen.pointed_tile([7, 20]) == 20
    chosen.hover_tile = 7
    assert chosen.pointed_tile([7, 20]) == 7
    assert chosen.pointed_tile([20]) == 20  # the mouse is over a tile that may not be played now
    assert chosen.pointed_tile([3]) is None  # the focused tile was played


def test_space_or_enter_presses_the_focus_and_enter_on_a_tile_plays_a_complete_selection():
    chosen = PlayInput([Button()])
    tiles = [7, 20]
    assert chosen.pressed(tiles, 1, enter=True) is None  # no focus yet
    chosen.focus = ("tile", 7)
    assert chosen.pressed(tiles, 1, enter=True) == ("tile", 7)  # not complete: Enter selects it
    chosen.toggle(7, 1)
    assert chosen.pressed(tiles, 1, enter=True) == ("play", 0)  # complete: Enter plays
    assert chosen.pressed(tiles, 1, enter=False) == ("tile", 7)  # Space only ever selects or lets go
    chosen.focus = ("button", 0)
    assert chosen.pressed(tiles, 1, enter=True) == ("button", 0)
    assert chosen.pressed([], 1, enter=True) == ("button", 0)
    chosen.focus = ("tile", 7)
    assert chosen.pressed([], 1, enter=True) is None  # the tile may not be played now
