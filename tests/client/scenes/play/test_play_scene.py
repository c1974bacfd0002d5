"""The play screen's controls: buy buttons from legal_buys, hints from the engine, skipping, the keep dialog."""

from __future__ import annotations

import pygame
import pytest
from people import click, frame, key, move
from play_driver import until_input

from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import DecisionKind
from game.rules.decisions import Play
from game.rules.hints import play_hint


def _scene(app, seed: int = 6) -> PlayScene:
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=seed))
    app.push(scene)
    frame(app)
    return scene


def test_buy_buttons_follow_the_engine_and_buying_draws(app):
    scene = _scene(app)
    seat = until_input(app, scene)
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY
    frame(app)
    for count, button in enumerate(scene.buy_buttons):
        assert button.enabled == (count in view.legal_buys)
    hand_before = len(view.hand)
    click(app, scene.buy_buttons[2].rect.center)
    # Chosen, not made: nothing is drawn or paid until the purchase is confirmed with the button it names.
    assert not [d for d in scene.match.decisions if d.seat == seat] and len(scene.match.view(seat).hand) == hand_before
    assert scene.confirm_button.enabled and scene.confirm_button.label == "Buy 2 tiles"
    click(app, scene.confirm_button.rect.center)
    assert len(scene.match.view(seat).hand) == hand_before + 2
    assert scene.match.game.positions[seat] >= 2  # the purchase cost two penalty points
    until_input(app, scene)
    assert scene.match.view(seat).pending.kind is DecisionKind.PLAY
    frame(app)
    assert not any(b.enabled for b in scene.buy_buttons)  # a purchase is never split


def test_hovering_a_tile_shows_the_engines_preview_and_h_turns_hints_off(app):
    scene = _scene(app)
    seat = until_input(app, scene)
    hand = list(scene.table.hands[seat])
    tile = hand[1]
    move(app, scene.layout.hand_slot(1, len(hand)))
    hint = scene.overlay().hint
    assert hint == play_hint(scene.match.view(seat), (tile,)) and hint.landings[0].tile == tile
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h", scancode=0))
    assert app.settings.hints is False
    assert scene.overlay().hint is None


def test_play_needs_the_right_number_of_tiles_and_skip_shows_everything(app):
    scene = _scene(app)
    seat = until_input(app, scene)
    frame(app)
    assert not scene.confirm_button.enabled  # nothing selected yet
    hand = list(scene.table.hands[seat])
    need = scene.match.view(seat).tiles_to_play
    for index in range(need):
        click(app, scene.layout.hand_slot(index, len(hand)))
    assert scene.confirm_button.enabled
    click(app, scene.confirm_button.rect.center)
    assert own_decisions(scene, seat)[-1].tiles == tuple(sorted(hand[:need]))
    assert scene.animator.busy or scene.match.has_events()
    click(app, scene.skip_button.rect.center)
    assert not scene.match.has_events() and not scene.animator.busy


def test_keep_dialog_accepts_only_legal_choices(app):
    chosen: list[tuple[int, ...]] = []
    legal = ((12,), (40,), (12, 40), (12, 77), (40, 77), (77,))
    dialog = KeepDialog(app, "Anja", (200, 58, 46), 3, (77, 12, 40), legal, chosen.append)
    app.push(dialog)
    frame(app)
    click(app, dialog.button.rect.center)
    assert chosen == []  # nothing selected: not a legal choice, the button does nothing
    for tile in (12, 40, 77):  # three selected: only the last two stay (keep at most two)
        click(app, dialog.tile_rect(dialog.offer.index(tile)).center)
    assert dialog.choice == (40, 77)
    frame(app)
    assert dialog.button.enabled
    click(app, dialog.button.rect.center)
    assert chosen == [(40, 77)]


def own_decisions(scene, seat: int) -> list:
    """The decisions of `seat` so far (the bots choose at the same time, so theirs come in between)."""
    return [decision for decision in scene.match.decisions if decision.seat == seat]


def test_enter_on_a_focused_tile_selects_it_then_plays_the_selection(app):
    scene = _scene(app)
    seat = until_input(app, scene)
    frame(app)
    hand = list(scene.table.hands[seat])
    need = scene.match.view(seat).tiles_to_play
    taken = len(own_decisions(scene, seat))
    key(app, pygame.K_TAB)
    assert scene.input.focus == ("tile", hand[0])
    key(app, pygame.K_SPACE)  # Space selects the focused tile...
    key(app, pygame.K_SPACE)  # ...and unselects it
    assert scene.input.selected == []
    for index in range(need):
        while scene.input.focus != ("tile", hand[index]):
            key(app, pygame.K_TAB)
        key(app, pygame.K_RETURN)  # an incomplete selection: Enter selects the focused tile
    assert sorted(scene.input.selected) == hand[:need] and len(own_decisions(scene, seat)) == taken
    key(app, pygame.K_RETURN)  # complete: Enter plays it, wherever the focus is among the tiles
    assert own_decisions(scene, seat)[-1].tiles == tuple(hand[:need])


def test_enter_in_the_keep_dialog_selects_the_focused_tile_then_keeps(app):
    chosen: list[tuple[int, ...]] = []
    legal = ((12,), (40,), (12, 40), (12, 77), (40, 77), (77,))
    dialog = KeepDialog(app, "Anja", (200, 58, 46), 3, (77, 12, 40), legal, chosen.append)
    app.push(dialog)
    frame(app)
    key(app, pygame.K_TAB)
    key(app, pygame.K_RETURN)  # nothing selected yet: Enter selects the focused tile
    assert dialog.choice == (dialog.offer[0],) and chosen == []
    key(app, pygame.K_TAB)
    key(app, pygame.K_SPACE)  # Space adds the next one
    assert len(dialog.choice) == 2
    key(app, pygame.K_RETURN)  # a legal choice: Enter keeps it, the focus on a tile
    assert chosen == [tuple(sorted(dialog.offer[:2]))]


@pytest.mark.slow
def test_escape_opens_the_pause_menu_over_the_frozen_game(app):
    from game.client.scenes.pause import PauseScene

    scene = _scene(app)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frame(app)
    assert isinstance(app.top, PauseScene)
    shown = len(scene.match.shown)
    for _ in range(120):
        frame(app)
    assert len(scene.match.shown) == shown  # nothing moves under the menu
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    frame(app)
    assert app.top is scene  # Enter takes the menu's default, Resume, as Escape does


def test_f1_and_the_question_mark_open_the_rules_over_the_table(app):
    from game.client.scenes.rules_help import RulesHelpScene

    scene = _scene(app)
    until_input(app, scene)
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene
    click(app, scene.help_button.rect.center)
    assert isinstance(app.top, RulesHelpScene)


def test_a_resumed_match_opens_on_the_board_as_it_was_left(app):
    from game.session.seating import make_match

    seats = (SeatConfig("Bot A", "red", BOT, "easy"), SeatConfig("Bot B", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=12)
    played = make_match(config, app.board_map.spec)
    history = []
    for _ in range(40):
        while (event := played.next_event()) is not None:
            history.append(event)
        played.decide_now()
    while (event := played.next_event()) is not None:
        history.append(event)
    resumed = make_match(config, app.board_map.spec, game=played.game, history=tuple(history),
                         decisions_taken=len(played.decisions))
    scene = PlayScene(app, config, resumed)
    assert not resumed.has_events() and not scene.animator.busy
    game = played.game
    assert [scene.table.rows[n] for n in sorted(scene.table.rows)] == [list(r) for r in game.rows]
    assert scene.table.positions == list(game.positions)
    assert scene.table.round == game.round.number


@pytest.mark.slow
def test_while_things_move_the_status_says_what_happens_and_who_is_next(app):
    scene = _scene(app)
    seen_next: set[str] = set()
    for _ in range(4000):
        if len(seen_next) == 2:
            break
        moving = scene.moving()
        if moving:
            line = scene.status()[0]
            # Never just the latest event's sentence (that is the log's job), always who acts next.
            assert not scene.log or line != scene.log[-1]
            pending = scene.match.pending
            if pending is not None and pending.kind is not DecisionKind.KEEP:
                expected = "Next: your turn." if pending.seat == 0 else "Next: Bot's turn."
                assert line.endswith(expected), line
                seen_next.add(expected)
            elif pending is not None:
                assert "Next" not in line, line  # who keeps tiles would tell who takes a row before it shows
            frame(app)
        elif scene.ready_for_input() is not None and app.top is scene:
            view = scene.match.view(0)
            scene.input.selected = list(view.hand[: view.tiles_to_play])
            scene.confirm()
        elif isinstance(app.top, KeepDialog):
            app.top.selected = list(sorted(app.top.legal)[-1])
            app.top.confirm()
            frame(app)
        else:
            frame(app)
    assert seen_next == {"Next: your turn.", "Next: Bot's turn."}


def test_sentences_about_the_default_name_you_read_in_the_second_person():
    from game.text.narrate import second_person

    assert second_person("You plays face down.") == "You play face down."
    assert second_person("You is dealt 6 tiles.") == "You are dealt 6 tiles."
    assert second_person("You keeps 8; 4 go to the box.") == "You keep 8; 4 go to the box."
    assert second_person("Bot 1 plays face down.") == "Bot 1 plays face down."
    assert second_person("Younes plays 12 face up.") == "Younes plays 12 face up."


def test_closing_the_window_or_leaving_says_the_match_is_saved_unless_saving_failed(app):
    from game.client.scenes.confirm import ConfirmScene
    from game.client.scenes.pause import PauseScene

    scene = _scene(app)
    frame(app, pygame.event.Event(pygame.QUIT))
    frame(app)
    assert isinstance(app.top, ConfirmScene) and app.top.tag == "quit"
    assert app.top.message == "The match is saved: Continue on the title screen resumes it."
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    frame(app)
    assert app.top is scene
    scene.autosave.problem = "the disk is full"  # what a failed write leaves (game/storage/saves.Autosave)
    app.push(PauseScene(app, scene.config))
    frame(app)
    assert app.top.leaving_words() == "The match could not be saved, so it will be lost."


def test_a_game_begun_from_a_position_shows_the_hand_it_holds(app):
    # A save may start from an explicit position (docs/game-log.md): no deal is shown, yet the hand is there.
    from game.rules import Game, PlayerSetup
    from game.rules.engine import Position
    from game.session.seating import make_match

    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=5)
    board = app.board_map.spec
    rows = tuple((10 * (i + 1),) if i < 4 else () for i in range(len(board.rows)))
    position = Position(rows=rows, hands=((3, 15, 27, 55), (4, 16, 28, 56)), positions=(0, 0))
    game = Game.from_position(board, [PlayerSetup(s.name, s.color) for s in seats], position, seed=5)
    match = make_match(config, board, game=game, history=tuple(game.setup_events))
    scene = PlayScene(app, config, match)
    app.push(scene)
    seat = until_input(app, scene)
    assert seat == 0 and scene.table.hands[0] == [3, 15, 27, 55]
    assert scene.table.hands[1] == []  # a bot's hand stays unknown to the screen


@pytest.mark.slow
def test_the_table_is_still_while_a_person_decides_and_moves_while_tiles_fly(app):
    scene = _scene(app)
    assert not scene.still()  # the deal is shown first
    seat = until_input(app, scene)
    # The bot chooses at the same time: its face-down tile flies to the tray, then nothing moves.
    for _ in range(300):
        if scene.still() and any(isinstance(d, Play) and d.seat != seat for d in scene.match.decisions):
            break
        frame(app)
    assert scene.still() and scene.ready_for_input() == seat
    for _ in range(120):  # two seconds of a person thinking: nothing starts to move by itself
        frame(app)
        assert scene.still()
    view = scene.match.view(seat)
    if view.pending.kind is DecisionKind.BUY:
        click(app, scene.buy_buttons[min(view.legal_buys)].rect.center)
        if min(view.legal_buys):
            click(app, scene.confirm_button.rect.center)
        until_input(app, scene)
    hand = list(scene.table.hands[seat])
    click(app, scene.layout.hand_slot(0, len(hand)))
    click(app, scene.confirm_button.rect.center)
    moving = []
    for _ in range(30):  # the reveal: the tiles turn and slide into their rows
        frame(app)
        moving.append(not scene.still())
    assert any(moving)
