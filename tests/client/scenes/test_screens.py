"""The menu screens driven as a person would: clicks and keys as real pygame events, time with App.step."""

from __future__ import annotations

import random

import pygame
import pytest
from people import click, frame, key, type_text

from game.bots import LEVELS
from game.client.scenes.base import Scene
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.results import ResultsScene, ranking_lines
from game.client.scenes.rules_help import PAGES, RulesHelpScene
from game.client.scenes.setup import MAX_SEATS, MIN_SEATS, SetupModel, SetupScene
from game.client.scenes.title import TitleScene
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig, default_match
from game.rules import COLORS
from game.rules.events import EndReason


@pytest.fixture
def started(app, monkeypatch):
    """Matches the app was asked to start (the play screen itself is not part of these tests)."""
    calls: list[MatchConfig] = []
    monkeypatch.setattr(app, "start_match", calls.append)
    return calls


def open_title(app) -> TitleScene:
    app.push(TitleScene(app))
    frame(app)
    key(app, pygame.K_SPACE)  # skips the opening animation
    assert isinstance(app.top, TitleScene) and not app.top.timeline.busy
    return app.top


def open_setup(app) -> SetupScene:
    title = open_title(app)
    click(app, title.new_game.rect.center)
    assert isinstance(app.top, SetupScene)
    frame(app)
    return app.top


def test_new_game_opens_the_setup_and_back_returns_to_the_title(app):
    setup = open_setup(app)
    click(app, setup.back_button.rect.center)
    assert isinstance(app.top, TitleScene) and len(app.stack) == 1


def test_a_click_during_the_opening_skips_it_instead_of_pressing_a_button(app):
    app.push(TitleScene(app))
    frame(app)
    title = app.top
    assert title.timeline.busy
    settled = TitleScene(app)  # a title whose opening has ended shows where "New game" comes to rest
    settled.enter()
    settled.resume()
    home = settled.new_game.rect.center
    click(app, home)  # where "New game" will be, but it is still sliding in
    assert not title.timeline.busy and isinstance(app.top, TitleScene)
    click(app, title.new_game.rect.center)
    assert isinstance(app.top, SetupScene)


def test_a_click_on_the_letterbox_bar_presses_nothing(app):
    title = open_title(app)
    frame(app, pygame.event.Event(pygame.VIDEORESIZE, w=1280, h=1280, size=(1280, 1280)))
    frame(app)
    # Canvas 1280x720 at y=280. The New game button's x, but on the bar above the canvas:
    x, _ = app.letterbox.to_window(title.new_game.rect.center)
    for event_type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
        frame(app, pygame.event.Event(event_type, pos=(x, 100), button=1))
    assert isinstance(app.top, TitleScene)
    click(app, title.new_game.rect.center)  # the same button through the new mapping
    assert isinstance(app.top, SetupScene)


def test_hover_follows_mouse_motion(app):
    title = open_title(app)
    pos = app.letterbox.to_window(title.rules.rect.center)
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    assert title.rules.hover and not title.new_game.hover


def test_one_click_starts_you_against_three_bots(app, started):
    setup = open_setup(app)
    click(app, setup.start_button.rect.center)
    assert len(started) == 1
    config = started[0]
    assert [s.controller for s in config.seats] == [HUMAN, BOT, BOT, BOT]
    assert config.seats[0].name == "You"
    assert len({s.color for s in config.seats}) == 4
    assert all(s.level in LEVELS for s in config.seats if s.controller == BOT)
    assert config.seed is None


def test_seats_are_added_up_to_eight_and_removed_down_to_two(app):
    setup = open_setup(app)
    for _ in range(MAX_SEATS):  # more clicks than there is room for
        click(app, setup.add_button.rect.center)
    assert len(setup.model.seats) == MAX_SEATS and not setup.add_button.enabled
    assert sorted(s.color for s in setup.model.seats) == sorted(COLORS)
    for _ in range(MAX_SEATS):
        click(app, setup.rows[0]["remove"].rect.center)
    assert len(setup.model.seats) == MIN_SEATS
    assert not setup.rows[0]["remove"].enabled


def test_picking_another_seats_colour_swaps_the_two(app):
    setup = open_setup(app)
    first, second = setup.model.seats[0].color, setup.model.seats[1].color
    swatches = setup.rows[0]["colors"]
    click(app, swatches.swatch(COLORS.index(second)).center)
    assert (setup.model.seats[0].color, setup.model.seats[1].color) == (second, first)
    free = setup.model.free_colors()[0]
    click(app, setup.rows[0]["colors"].swatch(COLORS.index(free)).center)
    assert setup.model.seats[0].color == free
    assert len({s.color for s in setup.model.seats}) == len(setup.model.seats)


def test_typing_a_name_keeps_keys_away_from_the_shortcuts(app, started):
    setup = open_setup(app)
    field = setup.rows[1]["name"]
    click(app, field.rect.center)
    assert setup.name_inputs[1].focused
    for _ in range(len("Bot 1")):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Heidi")
    key(app, pygame.K_RETURN)  # ends typing; does not start the game
    assert setup.model.seats[1].name == "Heidi" and started == []
    assert not any(t.focused for t in setup.name_inputs)
    click(app, setup.rows[2]["name"].rect.center)
    key(app, pygame.K_ESCAPE)  # ends typing; does not leave the screen
    assert isinstance(app.top, SetupScene)
    click(app, setup.start_button.rect.center)
    assert [s.name for s in started[0].seats][:2] == ["You", "Heidi"]


def test_names_are_limited_and_an_empty_name_gets_a_default(app, started):
    setup = open_setup(app)
    click(app, setup.rows[0]["name"].rect.center)
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)  # clears the field
    assert setup.model.seats[0].name == ""
    click(app, setup.start_button.rect.center)
    assert started[0].seats[0].name == "Player 1"
    click(app, setup.rows[1]["name"].rect.center)
    type_text(app, "x" * 40)
    assert len(setup.model.seats[1].name) == 16


def test_human_or_bot_and_the_bot_level(app, started):
    setup = open_setup(app)
    who = setup.rows[1]["who"]
    click(app, who.segment(0).center)  # at this screen
    assert setup.model.seats[1].controller == HUMAN and not setup.rows[1]["level"].visible
    click(app, who.segment(1).center)  # on a phone
    assert setup.model.seats[1].controller == PHONE and not setup.rows[1]["level"].visible
    click(app, setup.rows[1]["who"].segment(0).center)  # back at this screen
    click(app, setup.rows[0]["who"].segment(3).center)  # seat 1 becomes a bot
    level = setup.rows[0]["level"]
    assert level.visible
    click(app, level.segment(len(LEVELS) - 1).center)
    assert setup.model.seats[0].level == LEVELS[-1]
    click(app, setup.start_button.rect.center)
    seats = started[0].seats
    assert (seats[0].controller, seats[0].level, seats[1].controller) == (BOT, LEVELS[-1], HUMAN)


def test_a_seat_can_be_played_from_another_computer_and_the_setup_keeps_it(app, started):
    setup = open_setup(app)
    who = setup.rows[2]["who"]
    assert [(o.value, o.label) for o in who.options] == [(HUMAN, "Screen"), (PHONE, "Phone"), (REMOTE, "Remote"),
                                                          (BOT, "Bot")]
    click(app, who.segment(2).center)  # Bot 2 is now a friend at another computer
    assert setup.model.seats[2].controller == REMOTE and not setup.rows[2]["level"].visible
    assert setup.rows[2]["who"].value == REMOTE
    click(app, setup.start_button.rect.center)
    config = started[0]
    assert [s.controller for s in config.seats] == [HUMAN, BOT, REMOTE, BOT]
    assert config.seats[2].name == "Player 3"  # a person now: no longer called "Bot 2"
    assert config.phones == [2]  # the phone server serves it: the join panel comes first
    again = SetupScene(app, config)  # the setup opened again with the last match
    assert again.rows[2]["who"].value == REMOTE and again.model.to_config().seats == config.seats


def test_seat_order_moves_up_and_down(app):
    setup = open_setup(app)
    names = [s.name for s in setup.model.seats]
    assert not setup.rows[0]["up"].enabled and not setup.rows[-1]["down"].enabled
    click(app, setup.rows[0]["down"].rect.center)
    assert [s.name for s in setup.model.seats] == [names[1], names[0], *names[2:]]
    click(app, setup.rows[3]["up"].rect.center)
    assert [s.name for s in setup.model.seats] == [names[1], names[0], names[3], names[2]]


def test_setup_model_keeps_its_invariants_under_random_edits():
    rng = random.Random(4)
    levels = ("easy", "normal", "hard", "expert")
    model = SetupModel(default_match(), levels)
    for _ in range(2000):
        n = len(model.seats)
        action = rng.randrange(5)
        if action == 0:
            model.add_seat()
        elif action == 1:
            model.remove_seat(rng.randrange(n))
        elif action == 2:
            model.move(rng.randrange(n), rng.choice((-1, 1)))
        elif action == 3:
            model.set_color(rng.randrange(n), rng.choice(COLORS))
        else:
            model.set_controller(rng.randrange(n), rng.choice((HUMAN, BOT)))
        assert MIN_SEATS <= len(model.seats) <= MAX_SEATS
        assert len({s.color for s in model.seats}) == len(model.seats)
    config = model.to_config()
    assert all(s.level in levels for s in config.seats)
    with pytest.raises(ValueError, match="not a pawn colour"):
        model.set_color(0, "pink")
    with pytest.raises(ValueError, match="unknown bot level"):
        model.set_level(0, "godlike")


def test_a_given_name_follows_the_seat_between_human_and_bot_and_a_typed_name_stays():
    model = SetupModel(default_match(), ("easy", "normal"))
    model.set_controller(0, BOT)  # "You" becomes a bot: it gets a free bot's name, not "You"
    assert model.seats[0].name == "Bot 4"
    model.set_controller(1, HUMAN)
    assert model.seats[1].name == "You"
    model.set_controller(0, HUMAN)  # two people at the screen: neither is "You"
    assert [model.display_name(0), model.display_name(1)] == ["Player 1", "Player 2"]
    model.set_name(2, "Heidi")
    model.set_controller(2, HUMAN)
    model.set_controller(2, BOT)
    assert model.seats[2].name == "Heidi"
    assert len({model.display_name(i) for i in range(len(model.seats))}) == len(model.seats)


def test_a_level_this_build_lacks_falls_back_to_one_it_has():
    config = MatchConfig((SeatConfig("A", "red"), SeatConfig("B", "blue", BOT, "grandmaster")))
    model = SetupModel(config, ("easy", "normal", "hard"))
    assert model.seats[1].level == "normal"
    assert SetupModel(config, ("random",)).seats[1].level == "random"


def test_rules_help_pages_forward_and_back_and_closes(app):
    title = open_title(app)
    click(app, title.rules.rect.center)
    help_scene = app.top
    assert isinstance(help_scene, RulesHelpScene) and help_scene.page == 0
    assert not help_scene.prev_button.enabled
    key(app, pygame.K_RIGHT)
    click(app, help_scene.next_button.rect.center)
    assert help_scene.page == 2
    frame(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False, precise_x=0.0, precise_y=1.0))
    assert help_scene.page == 1
    for _ in range(len(PAGES)):
        key(app, pygame.K_RIGHT)
    assert help_scene.page == len(PAGES) - 1 and help_scene.next_button.label == "Done"
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, TitleScene)


def test_every_rules_page_fits_its_card(app):
    help_scene = RulesHelpScene(app)
    room = help_scene.prev_button.rect.y - (help_scene.card.y + 204)
    for index in range(len(PAGES)):
        height = help_scene.page_height(index)
        assert height <= room, f"page {index + 1} ({PAGES[index].title}) is {height - room} px too long"


class FakeMatch(Scene):
    """Stands in for the play screen under the pause menu."""

    confirm_quit = True

    def __init__(self, app, config):
        super().__init__(app)
        self.config = config
        self.updates = 0

    def update(self, dt):
        self.updates += 1


def open_pause(app) -> tuple[FakeMatch, PauseScene]:
    config = MatchConfig(default_match().seats, seed=1234)
    open_title(app)
    match = FakeMatch(app, config)
    app.push(match)
    frame(app)
    app.push(PauseScene(app))
    frame(app)
    return match, app.top


def test_pause_freezes_the_match_and_escape_resumes(app):
    match, pause = open_pause(app)
    before = match.updates
    for _ in range(10):
        frame(app)
    assert match.updates == before
    key(app, pygame.K_ESCAPE)
    assert app.top is match
    frame(app)
    assert match.updates == before + 1


def test_restart_asks_then_starts_the_same_players_with_a_new_deal(app, started):
    match, pause = open_pause(app)
    click(app, pause.restart_button.rect.center)
    assert isinstance(app.top, ConfirmScene) and started == []
    click(app, app.top.confirm_button.rect.center)
    assert len(started) == 1
    assert started[0].seats == match.config.seats and started[0].seed is None
    assert app.top is match  # the menu is gone; the (stubbed) start replaces the match


def test_back_to_title_asks_and_cancel_keeps_playing(app):
    match, pause = open_pause(app)
    click(app, pause.title_button.rect.center)
    assert isinstance(app.top, ConfirmScene)
    click(app, app.top.cancel_button.rect.center)
    assert app.top is pause
    click(app, pause.title_button.rect.center)
    click(app, app.top.confirm_button.rect.center)
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene)


def test_rules_from_the_pause_menu_return_to_it(app):
    match, pause = open_pause(app)
    click(app, pause.rules_button.rect.center)
    assert isinstance(app.top, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is pause


def five_player_results(app) -> ResultsScene:
    seats = tuple(SeatConfig(n, c) for n, c in zip(["Ann", "Ben", "Cy", "Di", "Ed"], COLORS, strict=False))
    config = MatchConfig(seats)
    positions = [12, 70, 0, 66, 31]
    places = [2, 5, 1, 4, 3]
    return ResultsScene(app, config, positions, places, EndReason.DUNG_HEAP, 66)


def test_results_rank_the_players_and_show_the_overflow(app):
    results = five_player_results(app)
    assert [(line.place, line.name, line.points, line.overflow) for line in results.lines] == [
        (1, "Cy", 0, 0), (2, "Ann", 12, 0), (3, "Ed", 31, 0), (4, "Di", 66, 0), (5, "Ben", 70, 4),
    ]
    assert results.winners == ["Cy"] and results.headline == "Cy wins!"
    shared = ranking_lines(MatchConfig(results.match_config.seats[:3]), [0, 0, 5], [1, 1, 3], 66)
    assert [line.name for line in shared if line.place == 1] == ["Ann", "Ben"]
    with pytest.raises(ValueError):
        ranking_lines(results.match_config, [1, 2], [1, 2], 66)


def test_results_play_again_and_title(app, started):
    open_title(app)
    app.push(five_player_results(app))
    frame(app)
    results = app.top
    click(app, results.again_button.rect.center)
    assert started[0].seats == results.match_config.seats and started[0].seed is None
    click(app, results.title_button.rect.center)
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene)


def test_text_is_rendered_once_per_text_size_and_colour(app):
    fonts = app.fonts
    before = fonts.renders
    first = fonts.render("Dance", 30, (1, 2, 3))
    again = fonts.render("Dance", 30, (1, 2, 3))
    assert again is first and fonts.renders == before + 1
    fonts.render("Dance", 31, (1, 2, 3))
    fonts.render("Dance", 30, (1, 2, 4))
    assert fonts.renders == before + 3


def test_a_broken_board_map_is_one_sentence_and_no_game_starts(tmp_path, capsys, started):
    from game.client.app import App

    broken = tmp_path / "board.tmx"
    broken.write_text("<map", encoding="utf-8")
    app = App((640, 360), board_path=broken)
    app.open()
    try:
        assert app.map_error and "\n" not in app.map_error and app.board_map is None
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and "Traceback" not in err and str(broken.name) in err
        app.push(TitleScene(app))
        frame(app)
        app.push(SetupScene(app))
        frame(app)
        assert not app.top.start_button.enabled
    finally:
        app.close()


def test_repeated_names_are_told_apart_when_the_match_starts():
    model = SetupModel(default_match(), ("normal",))
    for i in range(3):
        model.set_name(i, "Heidi")
    model.set_name(3, "  ")
    assert [s.name for s in model.to_config().seats] == ["Heidi", "Heidi 2", "Heidi 3", "Bot 4"]


def test_timelines_follow_the_animation_speed_setting(app):
    from game.client.view.tween import animate

    class Thing:
        x = 0.0

    thing = Thing()
    timeline = app.make_timeline()
    animate(timeline, thing, 1.0, x=10.0)
    app.settings.animation_speed = 2.0
    timeline.update(0.25)
    assert thing.x == pytest.approx(5.0)


def test_the_setup_redraws_its_cached_background_after_an_edit(app):
    from game.client.view.palette import player_rgb

    setup = open_setup(app)
    row = setup.row_rect(0)
    pawn = (row.x + 256 + 15, row.centery + 8)  # on the pawn's body, beside its symbol
    assert tuple(app.canvas.get_at(pawn))[:3] == player_rgb(setup.model.seats[0].color)
    free = setup.model.free_colors()[0]
    click(app, setup.rows[0]["colors"].swatch(COLORS.index(free)).center)
    frame(app)
    assert tuple(app.canvas.get_at(pawn))[:3] == player_rgb(free)
    click(app, setup.add_button.rect.center)
    frame(app)
    fifth = setup.row_rect(4)
    assert tuple(app.canvas.get_at((fifth.x + 256 + 15, fifth.centery + 8)))[:3] == player_rgb(
        setup.model.seats[4].color)


def test_the_results_headline_reads_well_for_you_and_for_shared_places(app):
    seats = (SeatConfig("You", "red"), SeatConfig("Ann", "blue"), SeatConfig("Ben", "green"))
    alone = ResultsScene(app, MatchConfig(seats), [3, 9, 12], [1, 2, 3], EndReason.NO_TILES, 66)
    assert alone.headline == "You win!"
    shared = ResultsScene(app, MatchConfig(seats), [0, 0, 0], [1, 1, 1], EndReason.NO_TILES, 66)
    assert shared.headline == "You, Ann and Ben share first place!"


def test_tab_moves_from_one_name_to_the_next(app):
    setup = open_setup(app)
    click(app, setup.rows[0]["name"].rect.center)
    key(app, pygame.K_TAB)
    assert [t.focused for t in setup.name_inputs] == [False, True, False, False]
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    assert setup.name_inputs[3].focused
    type_text(app, "!")
    assert setup.model.seats[3].name == "!"  # a field comes into focus with its name selected: typing replaces it


def test_a_name_field_selects_its_name_on_focus_and_with_ctrl_a(app):
    setup = open_setup(app)
    field = setup.name_inputs[1]
    click(app, setup.rows[1]["name"].rect.center)
    assert field.selected_all
    type_text(app, "Heidi")
    assert setup.model.seats[1].name == "Heidi" and not field.selected_all
    type_text(app, "!")
    assert setup.model.seats[1].name == "Heidi!"  # once typed into, the field adds to its text
    key(app, pygame.K_a, pygame.KMOD_CTRL)
    assert field.selected_all
    key(app, pygame.K_BACKSPACE)
    assert setup.model.seats[1].name == ""  # what was selected goes at once


def test_the_setup_is_edited_with_the_keyboard_alone(app, started):
    from game.client.view import palette as pal
    from game.client.view.drawing import FOCUS_PAD

    setup = open_setup(app)
    key(app, pygame.K_TAB)
    assert setup.key_focus.current is setup.start_button  # the screen's default, one Tab away
    key(app, pygame.K_TAB)
    assert setup.key_focus.current is setup.rows[0]["down"]  # "up" is off for the first seat
    key(app, pygame.K_TAB)
    name = setup.rows[0]["name"]
    assert setup.key_focus.current is name
    key(app, pygame.K_RETURN)  # types in the field
    assert name.focused
    key(app, pygame.K_BACKSPACE, pygame.KMOD_CTRL)
    type_text(app, "Zed")
    key(app, pygame.K_RETURN)
    assert not name.focused and setup.model.seats[0].name == "Zed"
    key(app, pygame.K_TAB)
    assert setup.key_focus.current is setup.rows[0]["who"]
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)
    key(app, pygame.K_RIGHT)  # at the screen, on a phone, at another computer, a bot
    assert setup.model.seats[0].controller == BOT
    assert setup.key_focus.current is setup.rows[0]["who"]  # the row was made anew; the focus kept its place
    key(app, pygame.K_TAB)
    level = setup.rows[0]["level"]
    assert setup.key_focus.current is level and level.visible
    before = setup.model.seats[0].level
    key(app, pygame.K_RIGHT)
    assert setup.model.seats[0].level == LEVELS[(LEVELS.index(before) + 1) % len(LEVELS)]
    key(app, pygame.K_TAB)
    colors = setup.rows[0]["colors"]
    assert setup.key_focus.current is colors
    frame(app)
    ring = colors.rect.inflate(2 * FOCUS_PAD, 2 * FOCUS_PAD)
    assert tuple(app.canvas.get_at((ring.centerx, ring.top + 1)))[:3] == pal.GOLD_LIGHT  # the focus is seen
    old = setup.model.seats[0].color
    key(app, pygame.K_LEFT)
    new = setup.model.seats[0].color
    assert new == COLORS[(COLORS.index(old) - 1) % len(COLORS)]
    assert len({seat.color for seat in setup.model.seats}) == len(setup.model.seats)  # the seats swapped
    for _ in range(40):
        if setup.key_focus.current is setup.start_button:
            break
        key(app, pygame.K_TAB, pygame.KMOD_SHIFT)
    key(app, pygame.K_RETURN)
    seat = started[0].seats[0]
    assert (seat.name, seat.controller, seat.color) == ("Zed", BOT, new)


def _brightness(color) -> float:
    r, g, b = color[:3]
    return 0.299 * r + 0.587 * g + 0.114 * b


def test_after_new_game_no_title_button_is_brighter_than_the_others(app):
    title = TitleScene(app)
    app.push(title)
    frame(app)
    key(app, pygame.K_SPACE)  # the opening, skipped
    app.draw()
    fills = {button: _brightness(app.canvas.get_at((button.rect.x + 14, button.rect.centery)))
             for button in (title.rules, title.statistics, title.settings_button, title.quit_button)}
    assert fills[title.quit_button] <= max(fills[b] for b in fills if b is not title.quit_button) + 1


def test_the_mouse_and_the_keyboard_never_light_two_buttons_at_once(app):
    from people import move

    title = TitleScene(app)
    app.push(title)
    frame(app)
    key(app, pygame.K_SPACE)
    key(app, pygame.K_TAB)
    assert title.new_game.keyboard_focus
    move(app, title.rules.rect.center)
    frame(app)
    lit = [b for b in title.widgets if getattr(b, "hover", False) or b.keyboard_focus]
    assert lit == [title.rules]  # the mouse moved: the focus ring went
    key(app, pygame.K_TAB)
    frame(app)
    lit = [b for b in title.widgets if getattr(b, "hover", False) or b.keyboard_focus]
    # The keyboard again: its focus comes back where it was, and the mouse, resting on Rules, lights nothing.
    assert lit == [title.new_game] and title.new_game.keyboard_focus


def test_nobody_is_called_you_while_several_people_share_the_screen():
    model = SetupModel(default_match(), ("normal",))
    assert [s.name for s in model.to_config().seats] == ["You", "Bot 1", "Bot 2", "Bot 3"]  # alone: "You"
    model.set_controller(2, HUMAN)
    model.set_name(2, "Pia")
    model.set_controller(3, PHONE)  # a person with their own phone: named as a person, not at this screen
    names = [s.name for s in model.to_config().seats]
    assert names == ["Player 1", "Bot 1", "Pia", "Player 4"]
    model.set_name(2, "You")  # a second "You" typed in: each gets a name of its own
    assert [s.name for s in model.to_config().seats][:3] == ["Player 1", "Bot 1", "Player 3"]
    assert model.seats[0].name == ""  # the name field shows "Player 1" greyed, to be typed over
    model.set_controller(2, BOT)  # alone at the screen again: "You" once more
    assert model.to_config().seats[0].name == "You"
