"""The window replay: a saved game stepped forward and back on the board, always matching the engine."""

from __future__ import annotations

import random
from dataclasses import replace

import pygame
import pytest
from people import key, move
from save_helpers import bot_config

from game.board_map.loader import load_board_map
from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.replay_viewer import CHECKPOINT_EVERY, ReplayViewer, decision_sentence
from game.client.view.animations import Animator
from game.client.view.layout import Layout
from game.client.view.table import Table
from game.rules import Buy, Keep, Play
from game.rules.events import Dealt, Placed, RowOpened
from game.session.seating import make_match
from game.storage.game_log import log_stats, read_log
from game.storage.saves import Autosave
from game.text.narrate import describe


@pytest.fixture
def app():
    application = App(DEFAULT_CANVAS)
    application.open()
    assert application.board_map is not None, application.map_error
    yield application
    application.close()


@pytest.fixture
def viewer(app, tmp_path):
    spec = load_board_map().spec
    config = replace(bot_config(4), seed=21)
    # A game on the map's own board (the viewer draws that map), saved as the window saves it.
    with make_match(config, spec) as match:
        match.recorder = autosave = Autosave.start(match.game, config, tmp_path, sync=False)
        path = autosave.path
        match.play_to_end()
        assert autosave.writer is None and autosave.path == path  # closed by the game's end
    scene = ReplayViewer(app, read_log(path), path.name)
    app.push(scene)
    app.step(STEP, [])
    return scene


def settle(app: App, viewer: ReplayViewer) -> None:
    for _ in range(2000):
        if not viewer.moving:
            break
        app.step(0.05, [])
    app.step(STEP, [])


def shown_matches_engine(viewer: ReplayViewer) -> None:
    game = viewer.log.new_game()
    for decision in viewer.log.decisions[: viewer.step]:
        game.apply(decision)
    view = game.view(0)
    assert [viewer.table.rows[n] for n in range(1, len(view.rows) + 1)] == [list(r) for r in view.rows]
    assert viewer.table.positions == list(game.positions)
    assert viewer.table.hand_sizes == list(view.hand_sizes)
    assert [sorted(h) for h in viewer.table.hands] == [sorted(h) for h in game.position().hands]


@pytest.mark.slow
def test_forward_animates_each_decision_and_back_returns_to_the_same_table(app, viewer):
    assert viewer.step == 0 and viewer.steps > 50
    shown_matches_engine(viewer)
    for expected in range(1, 31):
        key(app, pygame.K_RIGHT)
        assert viewer.step == expected
        settle(app, viewer)
        shown_matches_engine(viewer)
    rows_at_30 = {n: list(r) for n, r in viewer.table.rows.items()}
    for expected in (29, 28, 27):
        key(app, pygame.K_LEFT)
        assert viewer.step == expected and not viewer.moving
        shown_matches_engine(viewer)
    for _ in range(3):
        key(app, pygame.K_RIGHT)
        settle(app, viewer)
    assert viewer.table.rows == rows_at_30


@pytest.mark.slow
def test_jumps_play_pause_wheel_hands_and_close(app, viewer):
    key(app, pygame.K_END)
    assert viewer.step == viewer.steps
    shown_matches_engine(viewer)
    assert "game over" in viewer.status()
    key(app, pygame.K_HOME)
    assert viewer.step == 0
    app.step(STEP, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert viewer.step == 1
    key(app, pygame.K_SPACE)
    assert viewer.playing and not viewer.still()  # playing on, step after step
    for _ in range(400):
        app.step(0.05, [])
        assert not viewer.still()
    assert viewer.step > 5
    key(app, pygame.K_SPACE)
    assert not viewer.playing
    settle(app, viewer)
    assert viewer.still()  # paused and settled: nothing moves until the player asks
    at = viewer.step
    for _ in range(100):
        app.step(0.05, [])
    assert viewer.step == at  # paused means paused
    assert viewer.shown_seat is None
    key(app, pygame.K_TAB)
    assert viewer.shown_seat == 0 and viewer.seat_button.label == "Bot 1"
    shown_matches_engine(viewer)
    key(app, pygame.K_ESCAPE)
    assert not app.running or not app.stack


@pytest.mark.slow
def test_the_step_buttons_are_clickable_and_disabled_at_the_ends(app, viewer):
    assert not viewer.back_button.enabled and viewer.forward_button.enabled
    pos = app.letterbox.to_window(viewer.forward_button.rect.center)
    app.step(STEP, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert viewer.step == 1
    viewer.go_last()
    app.step(STEP, [])
    assert viewer.back_button.enabled and not viewer.forward_button.enabled


@pytest.mark.slow
def test_quick_clicks_on_the_step_button_move_a_step_each_and_the_board_keeps_up(app, viewer):
    app.settings.animation_speed = 1.0
    pos = app.letterbox.to_window(viewer.forward_button.rect.center)
    for _ in range(12):  # a click every fifth of a second, quicker than a step's animation
        app.step(STEP, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
        for _ in range(11):
            app.step(STEP, [])
    assert viewer.step == 12  # every click one step
    # What is left to show is the last step's own animation, never a backlog of earlier ones.
    frames = 0
    while viewer.moving:
        app.step(STEP, [])
        frames += 1
    assert frames * STEP < 6.0
    shown_matches_engine(viewer)


@pytest.mark.slow
def test_the_rules_open_over_the_replay_from_its_button_or_f1_and_close_back_to_the_same_step(app, viewer):
    from game.client.scenes.rules_help import RulesHelpScene

    key(app, pygame.K_SPACE)  # playing on by itself
    for _ in range(40):
        app.step(0.05, [])
    assert viewer.help_button.visible and viewer.help_button.rect == viewer.layout.anchor("button_help")
    pos = app.letterbox.to_window(viewer.help_button.rect.center)
    app.step(STEP, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                    pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)])
    assert isinstance(app.top, RulesHelpScene)
    settle(app, viewer)
    at = viewer.step
    for _ in range(100):  # the replay waits under the rules
        app.step(0.05, [])
    assert viewer.step == at and not viewer.playing
    key(app, pygame.K_ESCAPE)
    assert app.top is viewer and viewer.step == at
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is viewer and viewer.step == at


def test_decisions_are_told_in_one_sentence():
    names = ("Anja", "Bernd")
    assert decision_sentence(Buy(0, 2), names) == "Anja buys 2 tiles."
    assert decision_sentence(Buy(1, 0), names) == "Bernd buys nothing."
    assert decision_sentence(Play(1, (17, 40)), names) == "Bernd plays 17, 40."
    assert decision_sentence(Keep(0, (8,)), names) == "Anja keeps 8."


def table_state(value):
    """Everything a table holds, as plain values (the layout, shared by every table, left out)."""
    if isinstance(value, Layout):
        return "layout"
    if isinstance(value, dict):
        return {key: table_state(item) for key, item in value.items()}
    if isinstance(value, (list, tuple, set, frozenset)):
        items = [table_state(item) for item in value]
        return sorted(items, key=repr) if isinstance(value, (set, frozenset)) else items
    if hasattr(value, "__dict__"):
        return {key: table_state(item) for key, item in vars(value).items()}
    return value


def replayed_from_the_deal(viewer: ReplayViewer, step: int, shown_seat: int | None):
    """The table at `step` built as the viewer did before it kept copies: every event from the deal on."""
    table = Table(viewer.layout, viewer.colors)
    animator = Animator(table, viewer.layout, lambda: 1.0, lambda seat: seat == shown_seat, viewer.names)
    for event in viewer.setup_events + [e for events in viewer.step_events[:step] for e in events]:
        animator.play(event)
        animator.finish()
    game = viewer.game_at(step)
    table.sync(game.public_view())
    table.settle_pawns()
    table.floats.clear()
    table.banner = ""
    table.status = [""] * len(viewer.names)
    return table


@pytest.mark.slow
def test_going_back_from_a_kept_copy_shows_the_same_table_as_replaying_from_the_deal(app, viewer):
    assert viewer.steps > 3 * CHECKPOINT_EVERY
    rng = random.Random(5)
    key(app, pygame.K_END)
    # Back and forward across kept copies, jumps, another seat's hand and the step under way cut short.
    steps = [viewer.steps, *rng.sample(range(viewer.steps), 12), CHECKPOINT_EVERY, CHECKPOINT_EVERY - 1, 0]
    cut_short = 0
    for index, step in enumerate(steps):
        if index == 6:
            key(app, pygame.K_TAB)
        viewer.rebuild(step)
        if index % 3 == 1 and step < viewer.steps - 1:
            key(app, pygame.K_RIGHT)
            step += 1
            if viewer.moving:
                key(app, pygame.K_RIGHT)  # ends the step under way at once and goes on to the next
                cut_short += 1
                step += 1
                assert viewer.step == step  # each press one step: the counter is where the board goes
            settle(app, viewer)
        assert viewer.step == step and not viewer.moving
        expected = replayed_from_the_deal(viewer, step, viewer.shown_seat)
        assert table_state(viewer.table) == table_state(expected), (index, step)
        shown_matches_engine(viewer)
    assert cut_short >= 2
    assert viewer.kept_tables > 3  # the copies were kept and used


def shown_history(viewer: ReplayViewer) -> tuple[list[str], list[bool]]:
    """The history as the board is handed it to draw: every line, oldest first, and which entries are summaries."""
    handed = []
    drawn = viewer.board.draw

    def capture(surface, table, overlay):
        handed.append(overlay)
        drawn(surface, table, overlay)

    viewer.board.draw = capture
    try:
        viewer.draw(pygame.Surface(DEFAULT_CANVAS))
    finally:
        del viewer.board.draw
    entries = handed[0].log
    return [line for entry in entries for line in entry.lines], [entry.summary for entry in entries]


def told_by_the_table(viewer: ReplayViewer, step: int) -> list[str]:
    """The lines the play screen's history gives the events up to `step` (the deal and the rows it opens told by the
    board, not in words), a decision that caused no event in its own sentence; summaries left out."""
    told = [describe(e, viewer.names) for e in viewer.setup_events if not isinstance(e, Dealt | RowOpened)]
    for decision, events in zip(viewer.log.decisions[:step], viewer.step_events[:step], strict=True):
        told += [describe(e, viewer.names) for e in events] or [decision_sentence(decision, viewer.names)]
    return told


def non_summary_lines(viewer: ReplayViewer) -> list[str]:
    lines = []
    for entry in viewer.story.entries()[1:]:  # after the first entry, which says how to step
        if not entry.summary:
            lines += entry.lines
    return lines


@pytest.mark.slow
def test_the_history_tells_each_event_once_never_a_doubled_line(app, viewer):
    # A decision was told in its own sentence and then again by its events: "Bot 1 buys 3 tiles." twice.
    for _ in range(40):
        key(app, pygame.K_RIGHT)
        settle(app, viewer)
        lines, _summaries = shown_history(viewer)
        doubled = [line for line, after in zip(lines, lines[1:], strict=False) if line == after]
        assert not doubled, (viewer.step, doubled)
        assert non_summary_lines(viewer) == told_by_the_table(viewer, viewer.step)


@pytest.mark.slow
def test_the_history_holds_the_summaries_of_the_rounds_ended_by_the_step_shown_however_it_was_reached(app, viewer):
    key(app, pygame.K_END)
    lines_at_end, summaries = shown_history(viewer)
    stats = log_stats(viewer.log)
    assert [s.round for s in viewer.story.summaries()] == list(stats.rounds[1:]) and stats.rounds_played > 3
    assert summaries.count(True) == stats.rounds_played
    assert lines_at_end[-1].startswith("The game ends")
    rng = random.Random(3)
    for step in [*rng.sample(range(1, viewer.steps), 6), 0, viewer.steps // 2]:
        viewer.rebuild(step)
        ended = log_stats(viewer.log, step).rounds[1:]
        assert [s.round for s in viewer.story.summaries()] == list(ended), step
        assert non_summary_lines(viewer) == told_by_the_table(viewer, step), step
        jumped = shown_history(viewer)
        if step < viewer.steps:
            key(app, pygame.K_RIGHT)  # on, animated, and back: the same story as the jump told
            settle(app, viewer)
            key(app, pygame.K_LEFT)
            assert viewer.step == step and shown_history(viewer) == jumped, step
    key(app, pygame.K_HOME)
    lines, summaries = shown_history(viewer)
    assert lines == ["The game as dealt. Press Right or Play to step through it.", "Round 1 begins (hidden)."]


@pytest.mark.slow
def test_a_step_under_way_tells_its_events_as_the_table_shows_them(app, viewer):
    app.settings.animation_speed = 1.0
    reveal = next(k for k, events in enumerate(viewer.step_events) if any(isinstance(e, Placed) for e in events))
    viewer.rebuild(reveal)  # the step before the reveal: its decision ends the round's plays
    before = len(non_summary_lines(viewer))
    key(app, pygame.K_RIGHT)
    assert viewer.moving
    during = len(non_summary_lines(viewer))
    assert before < during < len(told_by_the_table(viewer, reveal + 1))  # the placements follow as they are shown
    settle(app, viewer)
    assert non_summary_lines(viewer) == told_by_the_table(viewer, reveal + 1)


@pytest.mark.slow
def test_the_wheel_over_the_history_scrolls_it_to_the_first_entry_and_the_keys_still_step(app, viewer):
    key(app, pygame.K_END)
    box = viewer.history_box()
    entries = viewer.story.entries()
    assert 0 not in viewer.board.log.visible(box, entries, viewer.story.history.back)  # the newest in view
    move(app, box.box.center)
    wheel_back = pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0)
    for _ in range(len(entries)):
        app.step(STEP, [wheel_back])
    assert viewer.step == viewer.steps  # the wheel over the history scrolls it, it does not step
    assert 0 in viewer.board.log.visible(box, viewer.story.entries(), viewer.story.history.back)
    key(app, pygame.K_PAGEDOWN)
    assert 0 not in viewer.board.log.visible(box, viewer.story.entries(), viewer.story.history.back)
    key(app, pygame.K_PAGEUP)
    assert 0 in viewer.board.log.visible(box, viewer.story.entries(), viewer.story.history.back)
    key(app, pygame.K_LEFT)  # the keys step as before; the step shown brings its newest entry into view
    assert viewer.step == viewer.steps - 1 and viewer.story.history.back == 0
    key(app, pygame.K_HOME)
    assert viewer.step == 0
    move(app, viewer.layout.anchor("button_confirm").center)  # away from the history, the wheel steps on
    app.step(STEP, [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False, precise_x=0.0, precise_y=-1.0)])
    assert viewer.step == 1
