"""The guided game, played from the title to its end as a person would (tests/guided_driver.py): each step's words
and what it points at, the decisions it asks for (and what it says to a wrong one), leaving and going on at the
same step, and that it leaves no saved game and no statistics behind and never shows a bot's tiles.

The expected words were worked out by hand from each lesson's position: where each tile must go by Rules 1 to 3,
what each space scores, where a pawn is bumped to.
"""

from __future__ import annotations

import json
import re
from argparse import Namespace
from dataclasses import replace

import pygame
import pytest
from guided_driver import buy, buy_by_key, choose, choose_by_keys, keep, read, until_moment
from people import click, frame, key, move, open_app
from play_driver import WAIT

from game.client.app import IDLE_FPS, QUIET_SECONDS, STEP
from game.client.scenes import guided_game, play_tips
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.guided_game import GuidedGameScene, GuidedPauseScene
from game.client.scenes.title import TitleScene
from game.client.view import guide_card
from game.client.view.guide_arrow import arrow_route, draw_arrow
from game.client.view.guide_card import draw_card
from game.commands.play import build_app
from game.rules import BoardSpec, TrackSpec
from game.storage.data_folder import data_dir
from game.storage.guided_progress import progress_path
from game.text import i18n

# (lesson, step, what the person has to do, the card's words, what the step points at), in the order they come when
# the person plays PLAN. Pointers: ("space", (row, slot)), ("pawn", seat), ("track", space), ("hand", tile or None
# for the whole hand), ("button", buy count), ("pile", name), ("badge", name), ("seat", seat), ("reveal",).
PATH = [
    (1, 0, "card", "Welcome to the table! Four rows have a tile on their first space: they are the active rows. Every "
     "tile played goes after the end of one of them.", [("space", (r, 1)) for r in (1, 2, 3, 4)]),
    (1, 1, "card", "This is your hand: only you can see it. Each round everyone chooses a tile at the same time, face "
     "down; then all are revealed.", [("hand", None)]),
    (1, 2, "decide", "A tile goes after the row end closest below it. The 33 goes after the 30 in row 2: the 12 is "
     "lower too, but further away. Click the 33, then press Play.", [("hand", 33), ("space", (2, 2))]),
    (1, 3, "card", "All tiles are revealed together and placed one by one, lowest first: Anja's 14, then your 33, "
     "then Bernd's 44.", [("reveal",)]),
    (1, 4, "card", "Your 33 went after the 30 in row 2: of the row ends below it, the 30 is the closest (Rules 1 and "
     "2). No points there.", [("space", (2, 2))]),
    (1, 5, "decide", "The 5 is lower than every row end. Such a tile goes after the highest end of all: the 67 in row "
     "4 (Rule 3). Play the 5.", [("hand", 5), ("space", (4, 2))]),
    (1, 6, "card", "Your 5 is lower than every row end, so it went after the highest of them: the 67 in row 4 (Rule "
     "3). No points there.", [("space", (4, 2))]),
    (1, 7, "card", "That is all there is to placing", []),
    (2, 0, "card", "A cowpie space costs points", [("space", (2, 3))]),
    (2, 1, "card", "Every penalty point moves your pawn one space", [("pawn", 0), ("pawn", 1), ("pawn", 2)]),
    (2, 2, "decide", "The 25 goes after the 23 in row 2, onto the cowpie worth 2.", [("hand", 25), ("space", (2, 3))]),
    (2, 3, "card", "You take 2 penalty points: your pawn moves from 0 to 3. Space 2 was taken, so it moved on to the "
     "next free one.", [("pawn", 0)]),
    (2, 4, "card", "Fewest points wins", []),
    (3, 0, "card", "Row 10 is one tile short of its ibex space", [("space", (10, 4))]),
    (3, 1, "decide", "The 47 goes after the 45, onto the ibex space.", [("hand", 47), ("space", (10, 4))]),
    (3, 2, "card", "You take 5 penalty points: your pawn moves from 3 to 8.", [("pawn", 0)]),
    (3, 3, "card", "You took row 10. Your 47 moves to the first space of the next free row: row 1. After the last row, "
     "the rows begin again at row 1. Next shows its tiles: choose one or two to keep, then press Keep.",
     [("space", (1, 1))]),
    (3, 4, "keep", "", []),
    (3, 4, "card", "You keep 40 and 42; the 45 goes face down into the box, out of the game.", [("pile", "box")]),
    (3, 5, "card", "Taking a row costs points", []),
    (4, 0, "card", "A bad hand: every tile of yours would land on an ibex space",
     [("space", (1, 6)), ("space", (2, 5)), ("space", (3, 7)), ("space", (4, 2))]),
    (4, 1, "decide", "Buying may help: each tile from the supply costs 1 penalty point. You hold 7 tiles and may never "
     "hold more than 9, so you may buy 1 or 2, not 3.", [("button", 1), ("button", 2), ("pile", "supply")]),
    # A free choice after the purchase: the card stays while the person chooses.
    (4, 2, "decide", "You bought the 80 and 84 for 2 penalty points. Now play the tile you think best: point at a tile "
     "to see where it would go.", [("pawn", 0), ("hand", None)]),
    (4, 3, "card", "Your 80 went after the 70 in row 4: of the row ends below it, the 70 is the closest (Rules 1 and "
     "2). No points there.", [("space", (4, 2))]),
    (4, 7, "card", "A point or two for a purchase", []),
    (5, 0, "card", "Row 6 is active and its double spaces show",
     [("space", (6, 2)), ("space", (6, 3)), ("space", (6, 4)), ("badge", "double")]),
    (5, 1, "decide", "Choose two tiles, then press Play both.", [("hand", None)]),
    (5, 2, "card", "Your 42 went after the 40 in row 6: of the row ends below it, the 40 is the closest (Rules 1 and "
     "2). It covers a double space.", [("space", (6, 2))]),
    (5, 6, "card", "Your 43 went after the 42 in row 6: of the row ends below it, the 42 is the closest (Rules 1 and "
     "2). It covers a double space.", [("space", (6, 3))]),
    (5, 10, "card", "Once all three double spaces are covered", []),
    (6, 0, "card", "Row 8 is active and shows two Happy Cows.",
     [("space", (8, 2)), ("space", (8, 3)), ("badge", "happy")]),
    (6, 1, "decide", "The 23 goes after the 21, onto a cowpie worth 4.", [("hand", 23), ("space", (7, 3))]),
    (6, 2, "card", "Happy Cows show, so 4 points are taken off: your pawn moves back from 12 to 8.", [("pawn", 0)]),
    (6, 3, "card", "Anja's 61 and Bernd's 62 cover both Happy Cows", [("space", (8, 2)), ("space", (8, 3))]),
    (6, 4, "card", "Next: an open round.", []),
    (7, 0, "card", "The oxen-eyes on the score track", [("track", 22), ("pawn", 1)]),
    (7, 1, "decide", "Play any tile, and watch Anja's pawn.", [("hand", None)]),
    (7, 2, "card", "Anja reached the oxen-eye on 22: the next round is played face up.", [("track", 22)]),
    (7, 3, "card", "Your 72 went after the 70 in row 4", [("space", (4, 2))]),
    (7, 7, "card", "This round is open: the fewest points play first, face up.",
     [("badge", "open"), ("seat", 2), ("seat", 0), ("seat", 1)]),
    (7, 8, "card", "Bernd played the 46 face up: you see it before you choose.", [("reveal",)]),
    (7, 9, "decide", "Your turn: you may buy, then play face up.", [("hand", None)]),
    (7, 10, "card", "Your 45 went after the 30 in row 2: of the row ends below it, the 30 is the closest",
     [("space", (2, 2))]),
    (7, 14, "card", "Next: how the game ends.", []),
    (8, 0, "card", "The dung heap: when a pawn reaches it", [("track", 66), ("pawn", 2)]),
    (8, 1, "decide", "Play any tile.", [("hand", None)]),
    (8, 2, "card", "Bernd's 56 takes row 3, worth 10 points", [("pawn", 2)]),
    (8, 7, "card", "The game is over, and the fewest points win: you win, with 30 points!",
     [("seat", 0), ("seat", 1), ("seat", 2)]),
    (8, 8, "card", "That is the whole game.", []),
]
# What the person does at each decision of PATH: play these tiles, buy this many, keep these.
PLAN = {(1, 2): ("play", 33), (1, 5): ("play", 5), (2, 2): ("play", 25), (3, 1): ("play", 47), (3, 4): ("keep", 40, 42),
        (4, 1): ("buy", 2), (4, 2): ("play", 80), (5, 1): ("play", 42, 43), (6, 1): ("play", 23), (7, 1): ("play", 72),
        (7, 9): ("play", 45), (8, 1): ("play", 25)}
# The steps that need a particular choice, with a wrong one and what the card says to it.
WRONG = {(1, 2): (("play", 58), "This step needs the 33: click it, then press Play (or Enter)."),
         (1, 5): (("play", 85), "This step needs the 5: click it, then press Play (or Enter)."),
         (2, 2): (("play", 60), "This step needs the 25: click it, then press Play (or Enter)."),
         (3, 1): (("buy", 1), "This step needs the 47: click it, then press Play (or Enter)."),
         (4, 1): (("play", 15), "Buy first: choose 1 or 2 (the buttons or the keys), then press Buy (or Enter)."),
         (6, 1): (("play", 70), "This step needs the 23: click it, then press Play (or Enter).")}


@pytest.fixture
def app():
    application = open_app((1920, 1080))
    yield application
    application.close()


def open_title(app) -> TitleScene:
    app.push(TitleScene(app))
    frame(app)
    key(app, pygame.K_SPACE)  # skips the opening
    return app.top


def start_guided(app) -> GuidedGameScene:
    key(app, pygame.K_g)
    frame(app)
    assert isinstance(app.top, GuidedGameScene)
    return app.top


def guided(app) -> GuidedGameScene:
    return next(scene for scene in reversed(app.stack) if isinstance(scene, GuidedGameScene))


def expected_rects(scene: GuidedGameScene, pointers) -> list[tuple]:
    layout, table = scene.layout, scene.table
    rects = []
    for kind, *key_ in pointers:
        value = key_[0] if key_ else None
        if kind == "space":
            rects.append(layout.spaces[value])
        elif kind == "track":
            rects.append(layout.track_spaces[value])
        elif kind == "pawn":
            pawn = table.pawns[value]
            rect = pygame.Rect(0, 0, pawn.size, pawn.size)
            rect.center = (round(pawn.x), round(pawn.y - pawn.hop))
            rects.append(rect)
        elif kind == "hand":
            rects.append(layout.hand_tray() if value is None else
                         next(t.rect for t in scene.hand_tiles(0) if t.tile == value))
        elif kind == "button":
            rects.append(scene.buy_buttons[value].rect)
        elif kind == "pile":
            rects.append(layout.pile(value).box)
        elif kind == "badge":
            rects += [rect for badge, _image, rect in scene.board.round_panel.look(table).chips if badge == value]
        elif kind == "seat":
            rects.append(layout.seat_panel(value).box)
        else:
            rects.append(layout.anchor("reveal"))
    return sorted(tuple(r) for r in rects)


def do(app, scene: GuidedGameScene, action, by_keys: bool = False) -> None:
    kind, *values = action
    if kind == "play":
        (choose_by_keys if by_keys else choose)(app, scene, *values)
    elif kind == "buy":
        buy_by_key(app, values[0]) if by_keys else buy(app, scene, values[0])
    else:
        keep(app, *values)


def play_path(app, path=PATH, wrong: bool = False, check=None) -> None:
    """Play the guided game along `path`, checking each moment; with `wrong`, first make each step's wrong choice."""
    for lesson, step, moment, words, pointers in path:
        assert until_moment(app) == moment, (lesson, step)
        scene = guided(app)
        assert (scene.lesson_number + 1, scene.course.index) == (lesson, step)
        if check is not None:
            check(app, scene)
        if moment != "keep":
            assert scene.words().startswith(words), (lesson, step, scene.words())
            assert sorted(tuple(r) for r in scene.pointed()) == expected_rects(scene, pointers), (lesson, step)
        if moment == "card":
            read(app)
            continue
        if wrong and (lesson, step) in WRONG:
            action, complaint = WRONG[(lesson, step)]
            hand, taken = list(scene.table.hands[0]), yours(scene)
            do(app, scene, action)
            assert scene.course.complaint == complaint and scene.error == complaint
            assert yours(scene) == taken and list(scene.table.hands[0]) == hand  # nothing of yours was played
            assert until_moment(app) == "decide" and scene.course.index == step  # still waiting for it
            if action[0] == "play":
                choose_nothing(app, scene)
        do(app, scene, PLAN[(lesson, step)], by_keys=wrong)  # the wrong choices' run decides with the keyboard
    frame(app)
    assert isinstance(app.top, TitleScene)


def yours(scene: GuidedGameScene) -> list:
    """The player's decisions so far (the bots choose at the same time: theirs come in between)."""
    return [decision for decision in scene.match.decisions if decision.seat == 0]


def choose_nothing(app, scene: GuidedGameScene) -> None:
    """Let go of the tiles chosen (click each again)."""
    for tile in list(scene.input.selected):
        hand = list(scene.table.hands[0])
        click(app, scene.layout.hand_slot(hand.index(tile), len(hand)))


def never_hidden_and_translated(app, scene: GuidedGameScene) -> None:
    """At every moment: no number on the card is a tile in a bot's hand, no frame draws a bot's hand, and the card
    speaks German and Dutch too (its own words, every placeholder filled)."""
    english = scene.words()
    hidden = {str(tile) for seat in (1, 2) for tile in scene.match.game.hands[seat]}
    assert not set(re.findall(r"\d+", english)) & hidden, english
    frame(app)
    assert set(scene.board.hand_draws) <= {0, None}
    for language in ("de", "nl"):
        i18n.set_language(language)
        said, header = scene.words(), scene.header()
        assert (said != english or not english) and "{" not in said + header, (language, said)
    i18n.set_language("en")


@pytest.mark.slow
def test_the_guided_game_from_the_title_to_its_end(app):
    open_title(app)
    start_guided(app)
    play_path(app, check=never_hidden_and_translated)
    # Finished: no saved game, no statistics, and the guided game starts again from the beginning next time.
    folder = data_dir()
    assert not (folder / "saves").exists() or not any((folder / "saves").iterdir())
    assert not (folder / "statistics.json").exists()
    assert not progress_path().exists()
    assert start_guided(app).lesson_number == 0


@pytest.mark.slow
def test_each_step_that_needs_a_choice_says_so_to_a_wrong_one_and_waits_then_takes_the_keyboard(app):
    open_title(app)
    start_guided(app)
    play_path(app, wrong=True)


@pytest.mark.slow
def test_left_midway_it_goes_on_at_the_same_step(app):
    open_title(app)
    start_guided(app)
    stop = next(i for i, entry in enumerate(PATH) if entry[:2] == (3, 3))  # the row taken, its tiles not kept yet
    play_path_until(app, stop)
    assert until_moment(app) == "card"
    scene = guided(app)
    words, rows, positions = scene.words(), dict(scene.table.rows), list(scene.table.positions)
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.top, GuidedPauseScene)
    click(app, app.top.title_button.rect.center)
    assert isinstance(app.top, ConfirmScene) and "guided game is kept" in app.top.message
    key(app, pygame.K_RETURN)
    frame(app)
    assert isinstance(app.top, TitleScene)
    saved = json.loads(progress_path().read_text())
    assert (saved["lesson"], saved["step"]) == (2, 3) and saved["held_from"] is not None
    assert not (data_dir() / "saves").exists() and not (data_dir() / "statistics.json").exists()

    resumed = start_guided(app)
    assert until_moment(app) == "card"
    assert resumed.words() == words and resumed.table.rows == rows and list(resumed.table.positions) == positions
    play_path(app, PATH[stop:])


@pytest.mark.slow
def test_left_while_deciding_it_goes_on_at_the_same_decision(app):
    open_title(app)
    start_guided(app)
    stop = next(i for i, entry in enumerate(PATH) if entry[:2] == (1, 5))  # the second round, asked to play the 5
    play_path_until(app, stop)
    assert until_moment(app) == "decide"
    app.reset(TitleScene(app))  # the window closed and opened again
    frame(app)
    scene = start_guided(app)
    assert until_moment(app) == "decide" and scene.words().startswith("The 5 is lower than every row end")
    assert sorted(scene.table.hands[0]) == [5, 58, 85]  # the 33 was played before leaving
    play_path(app, PATH[stop:])


def play_path_until(app, stop: int) -> None:
    """Play PATH up to (not including) its entry `stop`, which is then showing or asked."""
    for lesson, step, moment, _words, _pointers in PATH[:stop]:
        assert until_moment(app) == moment
        scene = guided(app)
        if moment == "card":
            read(app)
        else:
            do(app, scene, PLAN[(lesson, step)])


def test_an_unreadable_progress_file_is_named_and_the_guided_game_starts_from_the_beginning(app):
    progress_path().parent.mkdir(parents=True, exist_ok=True)
    progress_path().write_text("{not json")
    open_title(app)
    scene = start_guided(app)
    assert until_moment(app) == "card"
    assert scene.lesson_number == 0 and scene.words().startswith(str(progress_path()))
    assert "the guided game starts from the beginning" in scene.words()


@pytest.mark.slow
def test_the_very_first_start_offers_the_guided_game_once(own_data_folder):
    first = build_app(Namespace(size=(640, 360), fullscreen=False, board=None))
    try:
        assert first.settings.first_start  # no settings file in the data folder yet
        frame(first)
        assert isinstance(first.top, TitleScene)  # nothing is offered before the board is loaded
        first.load_board_map()  # as the window's loop does after its first frame
        for _ in range(15):  # the opening
            frame(first, dt=WAIT)
        offer = first.top
        assert isinstance(offer, ConfirmScene) and offer.title == "New to the game?"
        key(first, pygame.K_ESCAPE)  # not now
        first.push(TitleScene(first))  # the title again, later in the same run
        for _ in range(15):
            frame(first, dt=WAIT)
        assert isinstance(first.top, TitleScene)
    finally:
        first.settings.remember_session(first.window_size, first.fullscreen, first.last_match)  # as a run ends
        first.close()
    later = build_app(Namespace(size=(640, 360), fullscreen=False, board=None))
    try:
        assert not later.settings.first_start
        later.load_board_map()
        for _ in range(15):
            frame(later, dt=WAIT)
        assert isinstance(later.top, TitleScene)
    finally:
        later.close()


def test_the_offer_opens_the_guided_game(app):
    app.settings.first_start = True
    open_title(app)
    frame(app)
    assert isinstance(app.top, ConfirmScene)
    key(app, pygame.K_RETURN)
    frame(app)
    assert isinstance(app.top, GuidedGameScene) and app.top.lesson_number == 0


def test_on_another_board_the_guided_game_says_why_it_cannot_start(app):
    spec = app.board_map.spec
    other = BoardSpec(rows=spec.rows, track=TrackSpec(dung_heap=60, oxen_eyes=spec.track.oxen_eyes))
    app.board_map = replace(app.board_map, spec=other)
    open_title(app)
    key(app, pygame.K_g)
    frame(app)
    assert isinstance(app.top, ConfirmScene)
    assert app.top.message == "The guided game is made for the standard board; this game plays on another map."


def test_when_its_place_cannot_be_saved_it_plays_on_and_says_so(app, tmp_path, monkeypatch):
    blocker = tmp_path / "a file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("IBEXES_DATA_DIR", str(blocker / "data"))  # no folder can be made there
    open_title(app)
    scene = start_guided(app)
    assert scene.recorder.problem and "cannot be saved" in scene.recorder.problem
    assert "could not be saved" in scene.leave_warning()
    play_path_until(app, 3)  # the first decision is still taken and the lesson goes on
    assert until_moment(app) == "card" and scene.course.index == 3


@pytest.mark.slow
def test_with_instant_animations_each_step_still_comes_in_its_turn(app):
    """Instant animations show every event at once: the guide still stops at each step, and the keep dialog waits
    until the card that explains the row taken has been read."""
    app.settings.update(instant_animations=True)
    open_title(app)
    start_guided(app)
    play_path(app)


def card_in_place(app, scene: GuidedGameScene) -> None:
    """In each language: the card holds all its words above its button, covers nothing it points at and no line of
    the history (which starts below it), and its arrow crosses no button, seat panel or the hand."""
    if not app.is_top(scene):
        return  # the keep dialog is up: the card waits under it
    for language in ("en", "de", "nl"):
        i18n.set_language(language)
        frame(app)  # the card takes its size for the words in this language
        card, history = scene.card, scene.history_box().box
        surface = pygame.Surface(app.canvas_size)
        button = scene.continue_button if scene.continue_button.visible else None
        words_end = draw_card(surface, app.fonts, card, scene.header(), scene.words(), scene.course.complaint, button)
        assert words_end <= (button.rect.y if button is not None else card.bottom), (language, scene.words())
        assert history.top > card.bottom and history.bottom == scene.layout.side_column(3).bottom
        assert history.h >= 90, history  # four lines of the history or so
        pointed = scene.pointed()
        assert not any(card.colliderect(rect) for rect in pointed), (language, scene.course.index)
        line = arrow_route(pointed, card, scene.board_marks())
        if line is not None:
            obstacles = [b.rect for b in scene.buttons if b.visible] + [scene.layout.hand_tray()]
            obstacles += [scene.layout.seat_panel(seat).box for seat in range(3)]
            legs = list(zip(line.points, line.points[1:], strict=False))
            assert not any(rect.clipline(*leg) for rect in obstacles for leg in legs), (language, scene.course.index)
    i18n.set_language("en")


@pytest.mark.slow
def test_the_card_fits_its_words_and_leaves_the_history_and_the_buttons_in_sight(app):
    open_title(app)
    start_guided(app)
    play_path(app, check=card_in_place)


def arrow_clear(app, scene: GuidedGameScene, seen: list) -> None:
    """At a step that points at something on the board, the arrow as drawn: measured on an empty canvas, it paints
    nothing inside any rect the step points at, its drawn rect meets not the one it points at, and the spaces'
    numbers (the tiles' in their middle, the points in their corner) stay in sight unless a pointed ring lies there."""
    if not app.is_top(scene) or not scene.card_shown():
        return
    pointed = scene.pointed()
    line = scene.arrows.route(pointed, scene._card or scene.card, scene.board_marks())
    if line is None:
        return
    seen.append((scene.lesson_number, scene.course.index))
    surface = pygame.Surface(app.canvas_size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    draw_arrow(surface, line)
    drawn = surface.get_bounding_rect()
    assert drawn.w and not drawn.colliderect(line.aim), (scene.lesson_number, scene.course.index, line)

    def painted(area: pygame.Rect) -> bool:
        return bool(surface.subsurface(area.clip(surface.get_rect())).get_bounding_rect().w)

    assert not any(painted(rect) for rect in pointed), (scene.lesson_number, scene.course.index, line)
    numbers = [rect.inflate(-24, -24) for rect in scene.layout.spaces.values()]
    # The points' badge in a space's picture: a circle of radius 15 round (right - 24, bottom - 21).
    numbers += [pygame.Rect(r.right - 39, r.bottom - 36, 30, 30) for r in scene.layout.spaces.values()]
    covered = [area for area in numbers if painted(area)]
    assert len(covered) <= 2, (scene.lesson_number, scene.course.index, line, covered)


@pytest.mark.slow
def test_the_arrow_never_covers_what_a_step_points_at(app):
    open_title(app)
    start_guided(app)
    seen: list = []
    play_path(app, check=lambda app, scene: arrow_clear(app, scene, seen))
    assert len(set(seen)) >= 15  # the steps that point at the board, in every lesson that has one


def test_the_cards_next_is_in_the_tab_order_and_says_what_it_does(app, monkeypatch):
    open_title(app)
    scene = start_guided(app)
    assert until_moment(app) == "card" and scene.course.index == 0
    key(app, pygame.K_TAB)  # from nothing to the first button: the card's Next
    assert scene.continue_button.keyboard_focus and scene.continue_button.visible
    assert scene.tips.showing() == ("Go on to the next step (Space or Enter)", scene.continue_button.rect)
    drawn = []  # the tooltip is drawn over the card, not under it
    monkeypatch.setattr(guided_game, "draw_card", lambda *args: drawn.append("card") or 0)
    monkeypatch.setattr(play_tips, "draw_tip", lambda surface, fonts, text, near, avoid=(): drawn.append(text))
    scene.draw(app.canvas)
    assert drawn[-2:] == ["card", "Go on to the next step (Space or Enter)"]
    monkeypatch.undo()
    key(app, pygame.K_TAB)  # on to the menu's button
    assert not scene.continue_button.keyboard_focus and scene.menu_button.keyboard_focus
    key(app, pygame.K_TAB, pygame.KMOD_SHIFT)  # back to Next
    assert scene.continue_button.keyboard_focus
    key(app, pygame.K_RETURN)  # Enter on Next goes on
    assert until_moment(app) == "card" and scene.course.index == 1
    assert scene.continue_button.keyboard_focus  # the focus stays on Next: Enter again reads on
    key(app, pygame.K_TAB)
    assert scene.menu_button.keyboard_focus
    key(app, pygame.K_SPACE)  # Space on the menu's button opens the menu, and the step waits
    assert isinstance(app.top, GuidedPauseScene) and scene.course.index == 1
    key(app, pygame.K_ESCAPE)
    assert app.top is scene


@pytest.mark.slow
def test_with_hints_off_the_steps_that_speak_of_the_hint_still_show_it(app):
    """Two steps say "point at a tile to see where it would go": with hints turned off in the settings the hint still
    shows there, the card says why, and the setting itself stays off (elsewhere no hint shows)."""
    app.settings.update(hints=False)
    open_title(app)
    start_guided(app)
    # The steps that speak of the hint, the tile pointed at there and where it would go (as PATH says it goes).
    hinted = {(4, 2): (80, (4, 2)), (7, 9): (45, (2, 2))}
    seen = []

    def hint_shown(app, scene: GuidedGameScene) -> None:
        at = (scene.lesson_number + 1, scene.course.index)
        if not scene.asked():
            return
        hand = list(scene.table.hands[0])
        tile = hinted[at][0] if at in hinted else hand[0]
        move(app, scene.layout.hand_slot(hand.index(tile), len(hand)))
        hint = scene.overlay().hint
        if at in hinted:
            seen.append(at)
            landing = hint.landing(tile) if hint is not None else None
            assert scene.card_shown() and landing is not None and (landing.row, landing.slot) == hinted[at][1]
            assert "Your hints are off; this step shows them all the same" in scene.words()
        else:
            assert hint is None and "hints are off" not in scene.words()
        assert scene.hint_button.label == "Hints: off (H)" and not app.settings.hints
        move(app, (0, 0))

    play_path(app, check=hint_shown)
    assert seen == list(hinted)


def test_the_tables_tooltips_show_while_no_card_does(app):
    """Between two steps (no card up, the table moving) a thing the mouse rests on still says what it is."""
    open_title(app)
    scene = start_guided(app)
    assert until_moment(app) == "card"
    read(app)
    read(app)
    assert until_moment(app) == "decide" and scene.course.index == 2
    app.settings.update(animation_speed=0.25)  # the slowest: the tiles are still being revealed below
    choose(app, scene, 33)  # the card waits for the reveal to be shown
    move(app, scene.layout.spaces[(1, 2)].center)
    for _ in range(40):
        frame(app)
    assert not scene.card_shown() and scene.animator.busy
    drawn = []
    original = play_tips.draw_tip
    play_tips.draw_tip = lambda surface, fonts, text, near, avoid=(): drawn.append(text)
    try:
        scene.draw(app.canvas)
    finally:
        play_tips.draw_tip = original
    assert drawn and drawn[0].startswith("Row 1, space 2"), drawn


def test_the_guided_game_offers_no_coach_whose_panel_would_lie_under_the_card(app):
    # The guide explains each choice; the coach's panel would stand where the card stands. With the coach switched on
    # in the settings, the guided game shows no coach's button or panel, and C changes no setting.
    app.settings.coach = True
    open_title(app)
    scene = start_guided(app)
    for _ in range(2):  # to the first decision (lesson 1, step 2)
        assert until_moment(app) == "card"
        read(app)
    assert until_moment(app) == "decide"
    frame(app)
    assert not scene.coach.button.visible and not scene.coach.showing_panel()
    key(app, pygame.K_c)
    frame(app)
    assert app.settings.coach is True and not scene.coach.showing_panel()


def test_f1_opens_the_rules_while_a_card_is_read_and_the_card_is_still_there_after(app):
    from game.client.scenes.rules_help import RulesHelpScene

    open_title(app)
    scene = start_guided(app)
    assert until_moment(app) == "card"
    text = scene.course.step.text
    key(app, pygame.K_F1)
    assert isinstance(app.top, RulesHelpScene)
    key(app, pygame.K_ESCAPE)
    assert app.top is scene and until_moment(app) == "card" and scene.course.step.text == text


@pytest.mark.slow
def test_while_a_card_is_read_the_window_idles_and_its_rings_still_breathe_pixel_by_pixel(app):
    open_title(app)
    scene = start_guided(app)
    assert until_moment(app) == "card" and scene.pointed()
    for _ in range(round(QUIET_SECONDS / STEP)):
        frame(app)
    assert scene.still() and app.idle()  # a card to read: nothing slides, the player reads
    # A ring's width at every 60th of a second over four seconds of breathing, and at the idle frames' times: the
    # idle frames show every size the ring takes, one growth step (a pixel on each side) after another.
    widths = [_ring_width(k / 60) for k in range(240)]
    idle = widths[:: 60 // IDLE_FPS]
    assert set(idle) == set(widths) and len(set(widths)) == 7
    assert all(abs(a - b) <= 2 for a, b in zip(idle, idle[1:], strict=False))


def _ring_width(pulse: float) -> int:
    """How wide the guide's ring round a 40-pixel square is drawn at `pulse` seconds, across its middle row."""
    surface = pygame.Surface((200, 200))
    guide_card.draw_pointers(surface, [pygame.Rect(80, 80, 40, 40)], pygame.Rect(0, 0, 1, 1), pulse)
    row = [surface.get_at((x, 100))[:3] != (0, 0, 0) for x in range(surface.get_width())]
    return len(row) - row[::-1].index(True) - row.index(True)
