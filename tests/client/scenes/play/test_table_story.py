"""The table tells the story: the reveal names each tile's player as it is placed, the history scrolls through the
whole game beside the coach, each round ends with its summary, and no purchase is made by a stray key."""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame, key, move
from play_driver import act, others_have_chosen, scene_at, until_input

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.play import PlayScene
from game.client.view.reveal import PLACE_STEP_LEAST, REVEAL_PAUSE
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import DecisionKind, MoveReason, Play
from game.rules.events import Bought, PawnMoved, Placed, Revealed, RoundStarted, RowCompleted
from game.text.round_summary import RoundSummary


def _scene(app, seats=None, seed: int = 6) -> PlayScene:
    seats = seats or (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"),
                      SeatConfig("Cat", "green", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=seed))
    app.push(scene)
    frame(app)
    return scene


def _play_rounds(app, scene: PlayScene, rounds: int, seed: int = 1) -> None:
    """Play on, as a person would, until round `rounds` + 1 has begun and the person is asked again."""
    rng = random.Random(seed)
    for _ in range(20000):
        if scene.match.view(0).round > rounds and scene.ready_for_input() is not None and app.top is scene:
            return
        act(app, scene, rng)
    raise AssertionError("the rounds were not played")


def _decided(scene: PlayScene, seat: int) -> list:
    """The decisions the seat has taken (the bots choose meanwhile)."""
    return [decision for decision in scene.match.decisions if decision.seat == seat]


def _round_events(scene: PlayScene, number: int) -> list:
    """The events shown in round `number`: from its start to the next round's."""
    events, inside = [], False
    for event in scene.match.shown:
        if isinstance(event, RoundStarted):
            inside = event.round == number
        elif inside:
            events.append(event)
    return events


@pytest.mark.slow
def test_each_placement_lights_its_player_and_names_them_on_the_tile(app):
    app.settings.animation_speed = 1.0
    scene = _scene(app)
    seat = until_input(app, scene)
    if scene.match.view(seat).pending.kind is DecisionKind.BUY:
        scene.buy(0)
        seat = until_input(app, scene)
    scene.input.selected = [scene.match.view(seat).hand[0]]
    scene.confirm()
    lit: list[tuple[int, int]] = []  # (tile, seat) named while it moved, as each placement began
    for _ in range(2000):
        if scene.table.spotlight is not None and scene.table.spotlight not in lit:
            tile, placer = scene.table.spotlight
            assert scene.overlay().acting == placer  # their seat panel is the lit one
            lit.append(scene.table.spotlight)
        if scene.ready_for_input() is not None:
            break
        frame(app)
    placed = [(e.tile, e.seat) for e in scene.match.shown if isinstance(e, Placed)]
    assert placed and lit == placed  # every tile, lowest first, under its own player's name


def test_the_history_scrolls_back_to_the_first_event_with_the_wheel_and_the_keys(app):
    scene = _scene(app)
    _play_rounds(app, scene, 2)
    first = scene.log[0]
    assert first.startswith("Round 1 begins")
    box = scene.history_box()
    entries = scene.history.entries()
    assert 0 not in scene.board.log.visible(box, entries, scene.history.back)  # the panel follows the newest
    move(app, box.box.center)
    for _ in range(len(entries)):
        frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert 0 in scene.board.log.visible(box, scene.history.entries(), scene.history.back)  # the wheel got there
    key(app, pygame.K_END)
    assert scene.history.back == 0
    key(app, pygame.K_HOME)
    assert 0 in scene.board.log.visible(box, scene.history.entries(), scene.history.back)
    key(app, pygame.K_PAGEDOWN)
    assert 0 not in scene.board.log.visible(box, scene.history.entries(), scene.history.back)


def test_the_history_stays_beside_the_coach(app):
    app.settings.coach = True
    scene = _scene(app)
    _play_rounds(app, scene, 1)
    frame(app)
    frame(app)
    assert scene.coach.showing_panel()
    coach = scene.layout.coach_box(scene.match.n_seats)
    history = scene.history_box()
    assert history.box.h > 60 and not history.box.colliderect(coach)
    assert scene.board.log.visible(history, scene.history.entries(), scene.history.back)  # entries shown


def test_a_round_ends_with_a_summary_of_its_events_in_the_history(app):
    scene = _scene(app)
    _play_rounds(app, scene, 2)
    summaries = [entry for entry in scene.history.entries() if entry.summary]
    assert [entry.lines[0] for entry in summaries] == ["Round 1 at a glance", "Round 2 at a glance"]
    told = scene.history.summaries()
    for number, summary in enumerate(told, start=1):
        events = _round_events(scene, number)
        points = [0] * 3
        for event in events:
            if isinstance(event, PawnMoved) and event.reason is not MoveReason.BUY:
                points[event.seat] += event.points
        bought = [sum(e.count for e in events if isinstance(e, Bought) and e.seat == s) for s in range(3)]
        rows = [(e.seat, e.row) for e in events if isinstance(e, RowCompleted)]
        assert isinstance(summary, RoundSummary) and summary.round == number
        assert list(summary.points) == points and list(summary.bought) == bought
        assert [(taken.seat, taken.row) for taken in summary.rows] == rows
    # The summary comes right before the next round's first line.
    lines = scene.log
    index = lines.index(next(line for line in lines if line.startswith("Round 1 at a glance")))
    assert lines[index + 1].startswith("Round 2 begins")


def test_a_stray_space_on_a_buy_button_buys_nothing(app):
    scene = _scene(app)
    seat = until_input(app, scene)
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY and 2 in view.legal_buys
    target = ("button", scene.buttons.index(scene.buy_buttons[2]))
    while scene.input.focus != target:
        key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)
    assert _decided(scene, seat) == [] and scene.match.view(seat).hand == view.hand  # chosen, not bought
    assert scene.input.purchase == 2 and scene.overlay().purchase.count == 2  # and previewed
    key(app, pygame.K_SPACE)
    assert scene.input.purchase is None and _decided(scene, seat) == []  # Space again: no purchase chosen
    key(app, pygame.K_2)  # the key chooses too
    assert _decided(scene, seat) == [] and scene.input.purchase == 2
    key(app, pygame.K_RETURN)  # the purchase is made once confirmed
    assert [d.count for d in _decided(scene, seat)] == [2]


def test_the_coach_rates_the_tiles_before_any_purchase(app):
    app.settings.coach = True
    scene = _scene(app)
    seat = until_input(app, scene)
    others_have_chosen(app, scene, seat)
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY and 0 in view.legal_buys
    for _ in range(5):
        frame(app)
    coach = scene.coach.coach
    assert _decided(scene, seat) == []  # the person bought nothing and played nothing
    assert coach.ratings and {r.decision.count for r in coach.ratings} == set(view.legal_buys)
    assert coach.tile_ratings and {r.decision.tiles for r in coach.tile_ratings} == {(t,) for t in view.hand}
    assert coach.tiles_view.tiles_to_play == 1
    assert all(coach.rating(Play(seat, (tile,))) is not None for tile in view.hand)  # each tile's mark


@pytest.mark.slow
def test_at_a_couch_everyone_watches_the_reveal_before_the_next_curtain(app):
    app.settings.animation_speed = 1.0
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN), SeatConfig("Bot", "green", BOT,
                                                                                                "easy"))
    scene = _scene(app, seats, seed=3)
    rng = random.Random(2)
    last_play: tuple[int, int] | None = None  # (the round, the game step) of the latest play by a person
    checked = 0
    lit: set[tuple[int, int]] = set()  # every (tile, seat) named on the table as it was placed
    for _ in range(40000):
        if checked >= 3:
            break
        if scene.table.spotlight is not None:
            lit.add(scene.table.spotlight)
        top = app.top
        pending = scene.match.pending
        if isinstance(top, CurtainScene) and last_play is not None and pending is not None:
            played_in, at = last_play
            if scene.match.view(pending.seat).round > played_in:
                # The next round's first curtain: every tile of the round before lies where it went, nothing moves,
                # and the reveal took its time (game time, counted in the app's fixed steps).
                placed = [e for e in _round_events(scene, played_in) if isinstance(e, Placed)]
                assert placed and any(isinstance(e, Revealed) for e in _round_events(scene, played_in))
                assert not scene.animator.busy
                assert {(e.tile, e.seat) for e in placed} <= lit  # each placement shown, its player named
                assert (app.updates - at) / 60 >= REVEAL_PAUSE + (len(placed) - 1) * PLACE_STEP_LEAST
                checked += 1
                last_play = None
        before, round_before = len(scene.match.decisions), scene.match.public_view().round
        if top is scene and scene.ready_for_input() is not None:
            view = scene.match.view(scene.ready_for_input())
            if view.pending.kind is DecisionKind.BUY:
                scene.buy(view.legal_buys[0])
            elif view.pending.kind is DecisionKind.PLAY:
                scene.input.selected = list(view.legal_plays[0])
                scene.confirm()
            else:
                frame(app)  # the keep dialog comes up
        elif isinstance(top, CurtainScene):
            key(app, pygame.K_SPACE)
        elif top is scene:
            frame(app)  # the people at the table watch: nothing is skipped
        else:
            act(app, scene, rng)
        for decision in scene.match.decisions[before:]:
            if decision.seat in (0, 1) and decision.kind is DecisionKind.PLAY:
                last_play = (round_before, app.updates)
    assert checked >= 3


def test_every_greyed_button_of_the_play_screen_says_why(app):
    scene = _scene(app)
    rng = random.Random(4)
    seen = set()
    for _ in range(1500):
        greyed = [b for b in scene.buttons if b.visible and not b.enabled]
        assert all(b.why for b in greyed), [b.label for b in greyed if not b.why]
        seen.update(id(b) for b in greyed)
        act(app, scene, rng)
        if scene.match.view(0).round > 3:
            break
    assert id(scene.confirm_button) in seen, "Play was never greyed"
    # Resting the mouse on one shows its reason.
    seat = until_input(app, scene)
    others_have_chosen(app, scene, seat)
    while scene.animator.busy:
        frame(app)
    assert not scene.skip_button.enabled and scene.skip_button.why  # nothing to skip: the table waits
    assert not scene.confirm_button.enabled and scene.match.view(seat).tiles_to_play == 1
    move(app, scene.confirm_button.rect.center)
    for _ in range(40):
        frame(app)  # the mouse rests on it
    assert scene.tips.showing() == ("Pick a tile first.", scene.confirm_button.rect)
    frame(app)  # and it draws


def test_a_hand_of_eight_is_told_why_it_may_buy_no_more_than_one(app):
    from game.rules import Position

    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    rows = ((10,), (30,), (50,), (70,), *([()] * 8))
    hands = ((1, 2, 3, 4, 5, 6, 7, 8), (11, 12, 13))
    position = Position(rows=rows, hands=hands, positions=(0, 0), supply=None, box=(), last_row=4)
    scene = scene_at(app, seats, position)
    until_input(app, scene)
    frame(app)
    assert [b.enabled for b in scene.buy_buttons] == [True, True, False, False]
    assert scene.buy_buttons[2].why == "A hand holds at most 9 tiles: that many would be too many."


@pytest.mark.slow
def test_the_mouse_and_the_keyboard_light_one_button_and_show_one_tooltip_at_a_time(app):
    scene = _scene(app)
    until_input(app, scene)
    while scene.input.focus != ("button", scene.buttons.index(scene.buy_buttons[1])):
        key(app, pygame.K_TAB)
    frame(app)
    assert [b for b in scene.buttons if b.keyboard_focus] == [scene.buy_buttons[1]]
    move(app, scene.buy_buttons[3].rect.center)
    frame(app)
    lit = [b for b in scene.buttons if b.keyboard_focus or b.hover]
    assert lit == [scene.buy_buttons[3]]  # the mouse moved: the focus ring went
    key(app, pygame.K_TAB)
    frame(app)
    # The keyboard again (its focus on the first hand tile): the mouse, resting on a button, lights nothing, and
    # its tooltip does not come back while the mouse stays still.
    assert scene.input.focus is not None and scene.input.focus[0] == "tile"
    assert [b for b in scene.buttons if b.keyboard_focus or b.hover] == []
    for _ in range(60):
        frame(app)
    assert scene.tips.showing() is None
    move(app, scene.buy_buttons[2].rect.center)  # the mouse moves: it points again
    for _ in range(60):
        frame(app)
    assert scene.tips.showing() is not None and scene.tips.showing()[1] == scene.buy_buttons[2].rect


@pytest.mark.slow
def test_the_keep_dialog_leaves_no_points_or_banner_standing_over_the_row(app):
    from game.client.scenes.keep_dialog import KeepDialog
    from game.rules import Position

    app.settings.animation_speed = 1.0
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    # Row 10 holds 40, 42, 45: Anja's 47 goes after the 45, onto its ibex space, and takes the row.
    rows = ((), (), (), (), (), (), (), (), (20,), (40, 42, 45), (60,), (80,))
    hands = ((13, 47, 65), (6, 22, 93))
    position = Position(rows=rows, hands=hands, positions=(0, 0), supply=None, box=(), last_row=12)
    scene = scene_at(app, seats, position)
    seat = until_input(app, scene)
    others_have_chosen(app, scene, seat)
    if scene.match.view(seat).pending.kind is DecisionKind.BUY:
        scene.buy(0)
        seat = until_input(app, scene)
    scene.input.selected = [47]
    scene.confirm()
    over_the_row = floated = False
    for _ in range(3000):
        over_the_row = over_the_row or scene.table.banner_row == 10  # "Anja completes row 10", over it
        floated = floated or bool(scene.table.floats)  # the ibex space's points
        if isinstance(app.top, KeepDialog):
            break
        frame(app)
    assert isinstance(app.top, KeepDialog) and over_the_row and floated
    # The dialog holds the table still: nothing of the moment before stays over the row, hiding its numbers.
    assert not scene.table.floats and not scene.table.banner
    frame(app)
    assert not scene.table.floats and not scene.table.banner
