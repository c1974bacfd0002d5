"""What the play screen adds for a player: exact hints, the purchase preview, bought marks, the tile tracker,
placer marks and the keyboard focus, each checked on explicit positions against the rules' own answers."""

from __future__ import annotations

import pygame
from people import click, frame, key, move
from play_driver import scene_at, until_input
from rules.helpers import preview  # tests/ is on the path

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import DecisionKind, Position
from game.rules.events import Bought, Placed
from game.rules.hints import play_hint, purchase_hint
from game.rules.tracker import track_tiles

SEATS = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))


def _rows(rows: dict[int, tuple[int, ...]]) -> tuple[tuple[int, ...], ...]:
    return tuple(rows.get(n, ()) for n in range(1, 13))


def _scene(app, rows, hands, positions, *, open_round=False, supply=None, box=(), last_row=4,
           seats=SEATS) -> PlayScene:
    position = Position(rows=_rows(rows), hands=hands, positions=positions, supply=supply, box=box,
                        last_row=last_row, open_round=open_round)
    return scene_at(app, seats, position)


def _hover_tile(app, scene: PlayScene, seat: int, tile: int) -> None:
    hand = list(scene.table.hands[seat])
    move(app, scene.layout.hand_slot(hand.index(tile), len(hand)))


def test_open_round_hint_places_the_face_up_tile_below_first(app):
    # The bot (1 point) plays 44 face up before Anja (2 points); 48 then goes on row 3's cowpie, not space 3.
    rest = tuple(t for t in range(1, 100) if t not in (5, 15, 20, 40, 30, 48, 2, 44))
    scene = _scene(app, {1: (5,), 2: (15,), 3: (20, 40), 4: (30,)}, ((48, 2), (44,)), (2, 1), open_round=True,
                   supply=(), box=rest)
    seat = until_input(app, scene)
    assert scene.match.view(seat).face_up == ((1, (44,)),)
    _hover_tile(app, scene, seat, 48)
    hint = scene.overlay().hint
    (landing,) = hint.landings
    assert (landing.row, landing.slot, landing.points) == (3, 4, 3) and hint.sure
    assert preview(scene.match.game, 48).slot == 3  # what the screen said before: the wrong space
    frame(app)  # and it draws


def test_double_round_hint_places_the_other_selected_tile_too(app):
    scene = _scene(app, {1: (5,), 2: (15,), 6: (25,), 4: (60,)}, ((26, 27, 1), (70, 71, 72)), (0, 0), last_row=6)
    seat = until_input(app, scene)
    assert scene.match.view(seat).tiles_to_play == 2
    hand = list(scene.table.hands[seat])
    click(app, scene.layout.hand_slot(hand.index(26), len(hand)))
    _hover_tile(app, scene, seat, 27)
    hint = scene.overlay().hint
    assert [(x.tile, x.row, x.slot) for x in hint.landings] == [(26, 6, 2), (27, 6, 3)]
    assert not hint.sure  # the bot's tiles are face down: the sentence says "if no other tile lands there first"
    frame(app)


def test_purchase_preview_by_mouse_and_by_focus_and_bought_tiles_are_marked(app):
    # An open round: Anja (20) acts before the bot (21). Buying 1 is bumped past 21 onto the oxen-eye, 22.
    scene = _scene(app, {1: (5,), 2: (15,), 3: (35,), 4: (50,)}, ((60, 61), (70, 71)), (20, 21), open_round=True)
    seat = until_input(app, scene)
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY
    move(app, scene.buy_buttons[1].rect.center)
    purchase = scene.overlay().purchase
    assert purchase == purchase_hint(view, 1)
    assert (purchase.end, purchase.bumped, purchase.opens_next_round) == (22, True, True)
    frame(app)
    move(app, scene.layout.anchor("log").center)  # the mouse leaves: no preview
    assert scene.overlay().purchase is None
    while scene.input.focus != ("button", 2):
        key(app, pygame.K_TAB)
    assert scene.overlay().purchase.end == 22 and not scene.overlay().purchase.bumped
    key(app, pygame.K_RETURN)  # chooses 2: still previewed once the focus moves on
    assert not [d for d in scene.match.decisions if d.seat == seat]
    while scene.input.focus != ("button", scene.buttons.index(scene.confirm_button)):
        key(app, pygame.K_TAB)
    assert scene.overlay().purchase.count == 2 and scene.confirm_button.label == "Buy 2 tiles"
    key(app, pygame.K_RETURN)  # buys 2
    bought = next(e for e in scene.match.shown if isinstance(e, Bought)).tiles
    until_input(app, scene)
    assert scene.overlay().marked == frozenset(bought)
    assert scene.match.game.state.open_next  # as the preview said
    tile = bought[0]
    hand = list(scene.table.hands[seat])
    click(app, scene.layout.hand_slot(hand.index(tile), len(hand)))
    click(app, scene.confirm_button.rect.center)
    assert tile not in scene.table.bought[seat] and bought[1] in scene.table.bought[seat]
    until_input(app, scene)  # the next round: a tile bought in an earlier one is marked no more
    assert scene.match.view(seat).round == 2 and bought[1] in scene.match.view(seat).hand
    assert scene.overlay().marked == frozenset()


def test_the_tracker_is_the_seats_view_and_placer_marks_follow_the_placements(app):
    scene = _scene(app, {1: (5,), 2: (15,), 3: (35,), 4: (50,)}, ((6, 16, 90), (36, 51, 91)), (0, 0))
    seat = until_input(app, scene)
    assert scene.overlay().tracker is None
    key(app, pygame.K_t)
    assert scene.overlay().tracker == track_tiles(scene.match.view(seat))
    frame(app)  # drawn over the rows
    key(app, pygame.K_t)
    assert scene.overlay().tracker is None
    scene.input.selected = [6]
    scene.confirm()
    until_input(app, scene)
    placed = {e.tile: e.seat for e in scene.match.shown if isinstance(e, Placed)}
    assert placed and scene.table.placer == {t: s for t, s in placed.items()
                                             if any(t in row for row in scene.match.view(seat).rows)}
    assert scene.table.placer.get(6) == 0


def test_keyboard_focus_walks_the_hand_and_buttons_and_selects(app):
    scene = _scene(app, {1: (5,), 2: (15,), 3: (35,), 4: (50,)}, ((6, 16, 90), (36, 51, 91)), (0, 0))
    seat = until_input(app, scene)
    assert scene.input.focus is None and scene.overlay().focus is None
    key(app, pygame.K_TAB)
    assert scene.input.focus == ("tile", 6)
    tiles = scene.layout.hand_tiles(scene.table.hands[seat], scene.input.selected, None, True)
    assert scene.overlay().focus == tiles[0].rect
    assert scene.overlay().hint == play_hint(scene.match.view(seat), (6,))  # the focused tile is hinted
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_SPACE)
    assert scene.input.selected == [16]
    key(app, pygame.K_LEFT)
    assert scene.input.focus == ("tile", 6)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    last = max(i for i, b in enumerate(scene.buttons) if b.active)
    assert scene.input.focus == ("button", last) and scene.buttons[last].keyboard_focus
    frame(app)


def test_escape_on_the_curtain_opens_the_menu_and_reveals_nothing(app):
    couch = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN))
    scene = _scene(app, {1: (5,), 2: (15,), 3: (35,), 4: (50,)}, ((6, 16, 90), (36, 51, 91)), (0, 0), seats=couch)
    for _ in range(200):
        if isinstance(app.top, CurtainScene):
            break
        frame(app, dt=0.05)
    assert isinstance(app.top, CurtainScene)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, PauseScene) and isinstance(app.stack[-2], CurtainScene)
    for _ in range(5):
        frame(app)
    assert scene.hand_seat() is None and set(list(scene.board.hand_draws)[-5:]) <= {None}
    assert scene.overlay().tracker is None and not scene.tracker_button.visible
    key(app, pygame.K_ESCAPE)  # Resume: back behind the curtain
    assert isinstance(app.top, CurtainScene)


def test_in_an_open_round_the_player_is_warned_their_tile_lies_face_up_for_those_after_them(app):
    # Open round, lowest position first: Anja (1) acts before Bernd (2) and the leader Conny (5).
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", BOT, "easy"),
             SeatConfig("Conny", "green", BOT, "easy"))
    scene = _scene(app, {1: (5,), 2: (15,), 3: (35,), 4: (50,)}, ((60, 61), (70, 71), (80, 81)), (1, 2, 5),
                   open_round=True, seats=seats)
    seat = until_input(app, scene)
    assert scene.match.view(seat).order == (0, 1, 2)
    assert scene.overlay().note == "Open round: you play face up. After you: Bernd, Conny."
    frame(app)  # and it draws


def test_the_open_round_warning_names_the_players_after_and_the_start_space_group():
    from types import SimpleNamespace

    from game.client.scenes.play_status import open_round_warning

    names = ("You", "Bernd", "Conny", "Dirk")
    last = SimpleNamespace(open=True, seat=3, order=(0, 1, 2, 3), group=(), tiles_to_play=1)
    assert open_round_warning(last, names) == "Open round: you play face up, last of all."
    group = SimpleNamespace(open=True, seat=0, order=(0, 1, 2, 3), group=(0, 1), tiles_to_play=1)
    assert open_round_warning(group, names) == (
        "Open round: your group's tiles turn face up together. After you: Conny, Dirk.")
    double = SimpleNamespace(open=True, seat=2, order=(0, 1, 2, 3), group=(), tiles_to_play=2)
    assert open_round_warning(double, names) == "Open round: you play your two tiles face up. After you: Dirk."
    hidden = SimpleNamespace(open=False, seat=0, order=(0, 1, 2, 3), group=(), tiles_to_play=1)
    assert open_round_warning(hidden, names) == ""  # nothing to warn about
