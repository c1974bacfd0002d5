"""The coach in the play screen: it rates the person's decision without holding up a frame, says it is thinking
until its answer comes, marks the choices, hides behind the couch curtain, and C switches it (saved)."""

from __future__ import annotations

import random

import pygame
import pytest
from people import click, frame, key
from play_driver import act, others_have_chosen, scene_at, until_input

from game.bots.search import SearchBudget, rate_choices
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.play import PlayScene
from game.client.scenes.play_coach import Coach
from game.client.scenes.results import ResultsScene
from game.client.view.coach_panel import CoachPanel, cost_label
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Play
from game.storage.settings import SettingsStore, load_settings

QUICK = SearchBudget(seconds=None, iterations=6, min_iterations=2)


class LateAdvisor:
    """Answers only once the test releases it (a search still running): every question and cancel is recorded."""

    made: list[LateAdvisor] = []
    hold = True  # new advisors hold their answers until released

    def __init__(self, budget, seed: int) -> None:
        self.error = ""
        self.view = None
        self.released = not LateAdvisor.hold
        self.asked = []
        self.cancels = 0
        self.polls = 0
        LateAdvisor.made.append(self)

    def warm(self) -> None:
        pass

    def ask(self, view) -> None:
        self.view = view
        self.asked.append(view)

    def poll(self):
        self.polls += 1
        if self.view is None or not self.released:
            return None
        view, self.view = self.view, None
        return rate_choices(view, QUICK, 0)

    def cancel(self) -> None:
        self.cancels += 1
        self.view = None

    def close(self) -> None:
        self.view = None


@pytest.fixture(autouse=True)
def late_advisor(monkeypatch):
    LateAdvisor.made = []
    LateAdvisor.hold = True
    monkeypatch.setattr(Coach, "advisor_type", LateAdvisor)


class PanelSpy:
    """Records what the coach's panel and marks were drawn with, frame by frame."""

    def __init__(self, monkeypatch) -> None:
        self.panels = []
        self.marks = []
        original_panel, original_marks = CoachPanel.panel, CoachPanel.draw_marks
        spy = self

        def panel(self, size, content):
            spy.panels.append(content)
            return original_panel(self, size, content)

        def draw_marks(self, surface, marks, below=False):
            spy.marks.append(list(marks))
            return original_marks(self, surface, marks, below)

        monkeypatch.setattr(CoachPanel, "panel", panel)
        monkeypatch.setattr(CoachPanel, "draw_marks", draw_marks)


def _solo(app, seed: int = 4) -> PlayScene:
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"),
             SeatConfig("Cat", "green", BOT, "normal"))
    scene = PlayScene(app, MatchConfig(seats, seed=seed))
    app.push(scene)
    return scene


def _coached_at_first_decision(app) -> tuple[PlayScene, int]:
    """With the coach on, a solo table at the person's first decision once the bots beside them have chosen and
    the table has shown it: the scene and the person's seat."""
    app.settings.coach = True
    scene = _solo(app)
    seat = until_input(app, scene)
    others_have_chosen(app, scene, seat)
    frame(app)
    return scene, seat


def test_the_frame_loop_runs_on_while_the_coach_thinks(app, monkeypatch):
    spy = PanelSpy(monkeypatch)
    scene, seat = _coached_at_first_decision(app)
    advisor = LateAdvisor.made[-1]
    view = scene.match.view(seat)
    assert advisor.asked[-1] is view and view.seat == seat  # asked from the person's own view only
    frames = app.frames
    for _ in range(30):
        frame(app)
    assert app.frames == frames + 30  # every frame was drawn while the search ran
    assert scene.coach.coach.thinking and spy.panels[-1].thinking
    assert not spy.marks or not spy.marks[-1]  # no mark before an answer
    advisor.released = True
    frame(app)
    assert not scene.coach.coach.thinking
    shown = spy.panels[-1]
    assert not shown.thinking and shown.ratings and shown.ratings[0].best
    assert shown.ratings == tuple(rate_choices(view, QUICK, 0))
    # Marks on the choices: the buy buttons while buying, the hand's tiles for a single play.
    marks = spy.marks[-1]
    if view.pending.kind is DecisionKind.BUY:
        assert sorted(r.decision.count for _, r in marks) == sorted(view.legal_buys)
        assert {rect.center for rect, _ in marks} <= {b.rect.center for b in scene.buy_buttons}
    else:
        assert view.tiles_to_play == 1
        assert sorted(r.decision.tiles[0] for _, r in marks) == sorted(view.hand)
    assert sum(r.best for _, r in marks) == 1


def test_a_new_decision_drops_the_old_question_and_its_late_answer(app, monkeypatch):
    spy = PanelSpy(monkeypatch)
    app.settings.coach = True
    scene = _solo(app, seed=6)
    seat = until_input(app, scene)
    frame(app)
    (advisor,) = LateAdvisor.made
    first = scene.match.view(seat)
    asked = len(advisor.asked)
    # The person decides before the coach answered.
    if first.pending.kind is DecisionKind.BUY:
        scene.buy(0)
    scene.input.selected = [scene.match.view(seat).hand[0]]
    scene.confirm()
    frame(app)
    assert advisor.cancels >= 1
    seat = until_input(app, scene)
    frame(app)
    assert len(advisor.asked) > asked and advisor.asked[-1] is scene.match.view(seat)
    assert advisor.asked[-1] is not first
    advisor.released = True
    frame(app)
    # What is shown rates the new decision, not the first one.
    new = scene.match.view(seat)
    assert scene.coach.coach.view is new
    assert spy.panels[-1].ratings == tuple(rate_choices(new, QUICK, 0))


def test_c_and_the_button_switch_the_coach_and_it_is_saved(app, own_data_folder):
    app.settings = SettingsStore.open()
    assert app.settings.coach is False
    scene = _solo(app)
    until_input(app, scene)
    frame(app)
    assert not LateAdvisor.made and not scene.coach.coach.active  # off: nothing is searched
    assert scene.coach.button.visible and scene.coach.button.label == "Coach: off (C)"
    key(app, pygame.K_c)
    assert app.settings.coach is True
    assert load_settings(own_data_folder / "settings.json").coach is True
    assert scene.coach.coach.active and LateAdvisor.made[-1].asked
    assert scene.coach.button.label == "Coach: on (C)"
    click(app, scene.coach.button.rect.center)
    assert app.settings.coach is False and not scene.coach.coach.active
    assert load_settings(own_data_folder / "settings.json").coach is False
    assert LateAdvisor.made[-1].cancels >= 1


def test_the_keep_dialog_shows_the_ratings_of_every_keep(app, monkeypatch):
    LateAdvisor.hold = False
    spy = PanelSpy(monkeypatch)
    app.settings.coach = True
    scene = _solo(app, seed=2)
    rng = random.Random(1)
    for _ in range(40000):
        if isinstance(app.top, KeepDialog) or isinstance(app.top, ResultsScene):
            break
        if app.top is scene and scene.ready_for_input() is not None:
            seat = scene.ready_for_input()
            view = scene.match.view(seat)
            if view.pending.kind is DecisionKind.BUY:
                scene.buy(0 if 0 in view.legal_buys else view.legal_buys[0])
                continue
            # The play most likely to take a row: the highest tile.
            scene.input.selected = [max(view.hand)]
            scene.confirm()
        act(app, scene, rng) if app.top is not scene else frame(app, dt=0.05)
    dialog = app.top
    assert isinstance(dialog, KeepDialog), "no row was ever taken"
    frame(app)
    frame(app)
    view = scene.coach.coach.view
    assert view is not None and view.pending.kind is DecisionKind.KEEP
    drawn = spy.panels[-1]
    assert {r.decision.tiles for r in drawn.ratings} == {tuple(sorted(c)) for c in dialog.legal}
    singles = [r for _, r in spy.marks[-1]]
    assert sorted(r.decision.tiles for r in singles) == sorted((t,) for t in dialog.offer if (t,) in dialog.legal)
    # Choosing in the dialog lights that choice's line.
    dialog.toggle(dialog.offer[0])
    frame(app)
    assert spy.panels[-1].pointed.tiles == (dialog.offer[0],)


@pytest.mark.slow
def test_nothing_of_the_coach_is_kept_or_drawn_behind_a_curtain(app, monkeypatch):
    """Couch play: while a curtain is down the coach holds no question, no ratings and draws nothing; after the
    hand-off it rates the next person's decision from that person's view."""
    LateAdvisor.hold = False
    spy = PanelSpy(monkeypatch)
    app.settings.coach = True
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN), SeatConfig("Conny", "green", BOT,
                                                                                               "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=11))
    app.push(scene)
    rng = random.Random(3)
    curtains = 0
    rated_seats = set()
    for _ in range(20000):
        if isinstance(app.top, ResultsScene) or (curtains >= 8 and len(rated_seats) == 2):
            break
        if isinstance(app.top, CurtainScene):
            curtains += 1
            coach = scene.coach.coach
            assert coach.key is None and coach.view is None and coach.ratings is None
            drawn = len(spy.panels), len(spy.marks)
            frame(app)
            assert (len(spy.panels), len(spy.marks)) == drawn  # nothing of the coach in a curtain's frame
            key(app, pygame.K_SPACE)  # hand-off: the next person
            frame(app)
            seat = scene.match.pending.seat
            if scene.coach.coach.view is not None:
                assert scene.coach.coach.view.seat == seat == scene.unveiled
                assert LateAdvisor.made[-1].asked[-1].seat == seat
                rated_seats.add(seat)
            continue
        act(app, scene, rng)
    assert curtains >= 8 and rated_seats == {0, 1}
    # Every question the coach asked was about the person whose curtain had been dismissed.
    assert all(view.seat in (0, 1) for advisor in LateAdvisor.made for view in advisor.asked)


def test_the_panel_is_painted_only_when_what_it_shows_changes(app, monkeypatch):
    LateAdvisor.hold = False
    scene, seat = _coached_at_first_decision(app)
    frame(app)
    painted = scene.coach.panel.paints
    for _ in range(20):
        frame(app)
    assert scene.coach.panel.paints == painted
    view = scene.coach.coach.view
    if view.pending.kind is DecisionKind.BUY:
        scene.buy_buttons[0].keyboard_focus = True  # pointing at a choice lights its line: one repaint
        pointed = Buy(view.seat, 0)
    else:
        scene.input.hover_tile = view.hand[0]
        pointed = Play(view.seat, (view.hand[0],))
    app.draw()
    assert scene.coach.panel.paints == painted + 1
    assert scene.coach.coach.content(pointed) == scene.coach.coach.content(pointed)


def test_in_a_double_round_the_marks_follow_the_pair_being_formed(app, monkeypatch):
    from game.rules import Position

    LateAdvisor.hold = False
    spy = PanelSpy(monkeypatch)
    app.settings.coach = True
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    rows = [(10,), (30,), (50,), (), (), (70,), (), (), (), (), (), ()]  # row 6, with the double spaces, is open
    hands = ((5, 22, 41, 63, 88), (12, 35, 57, 80))
    position = Position(rows=tuple(rows), hands=hands, positions=(0, 0), supply=None, box=(), last_row=6)
    scene = scene_at(app, seats, position)
    seat = until_input(app, scene)
    if scene.match.view(seat).pending.kind is DecisionKind.BUY:
        scene.buy(0)
        seat = until_input(app, scene)
    frame(app)
    view = scene.match.view(seat)
    assert view.double and view.tiles_to_play == 2 and scene.coach.coach.ratings
    best = scene.coach.coach.ratings[0]
    marks = spy.marks[-1]
    assert sorted(r.decision.tiles for _, r in marks) == [best.decision.tiles] * 2 and all(r.best for _, r in marks)
    first = view.hand[0]
    scene.input.selected = [first]
    frame(app)
    marks = spy.marks[-1]
    assert marks and all(first in r.decision.tiles and len(r.decision.tiles) == 2 for _, r in marks)
    # Every pair with the selected tile is marked: "+x" where it was searched, "·" where it was not.
    assert {r.decision for _, r in marks} == {Play(seat, tuple(sorted((first, t)))) for t in view.hand if t != first}
    assert all((cost_label(r) == "·") == (r.cost is None) for _, r in marks)


def test_the_top_choices_keep_their_why_before_a_line_is_left_out():
    # Each choice takes a line, and its why a shorter one under it; the top choices keep theirs, the lower ones give
    # it up before a choice is left out, and a choice without a why takes a line only.
    from game.client.view.coach_panel import LINE, REASON, rows_that_fit

    assert rows_that_fit([True, True, True], 3 * (LINE + REASON)) == [True, True, True]
    assert rows_that_fit([True, True, True], 2 * (LINE + REASON) + LINE) == [True, True, False]
    assert rows_that_fit([True, True, True], LINE + REASON + LINE) == [True, False]
    assert rows_that_fit([True, True], LINE) == [False]
    assert rows_that_fit([False, True], LINE + LINE + REASON) == [False, True]
    assert rows_that_fit([True], LINE - 1) == []


def test_the_note_on_left_out_choices_says_which_were_tried():
    from game.client.view.coach_panel import left_out_note

    assert left_out_note(0, 0) is None
    assert left_out_note(3, 0) == "3 more choices, rated worse"
    assert left_out_note(0, 2) == "2 more choices, not tried: worse at a first look"
    # Seven tiles, five searched, four lines shown: one rated below them, two never tried.
    assert left_out_note(1, 2) == "3 more choices, rated worse (2 not tried)"


@pytest.mark.slow
@pytest.mark.parametrize("code", ["de", "nl"])
def test_the_coachs_numbers_are_written_with_the_languages_decimal_mark(app, monkeypatch, code):
    import re

    from game.client.view.sprites import TextCache
    from game.text import i18n

    LateAdvisor.hold = False
    i18n.set_language(code)
    drawn: list[str] = []
    original = TextCache.render

    def render(self, text, size, color, bold=False):
        drawn.append(text)
        return original(self, text, size, color, bold)

    monkeypatch.setattr(TextCache, "render", render)
    scene, seat = _coached_at_first_decision(app)
    frame(app)
    coach = scene.coach.coach
    assert not coach.thinking and scene.match.view(seat).tiles_to_play == 1
    # Every purchase and tile rated carries its mark, on its button or tile; the panel lists the best of them.
    rated = [r for r in (*coach.ratings, *(coach.tile_ratings or ())) if not r.best and r.cost is not None]
    assert rated
    # Each expected cost, "+2,6" where English writes "+2.6", was drawn; no number drawn has a point.
    expected = {"+" + f"{r.cost:.1f}".replace(".", ",") for r in rated}
    assert expected <= set(drawn)
    assert not [text for text in drawn if re.search(r"\d\.\d", text)]
    # The legend explains a mark of the moment in the same writing: the first number the panel rates.
    example = next(r for r in (*coach.ratings, *coach.tile_ratings) if not r.best and r.cost is not None)
    figure = f"{example.cost:.1f}".replace(".", ",")
    assert any(text.startswith(f"+{figure} = {figure} ") for text in drawn)


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_no_line_of_the_panel_lies_over_another_at_any_table_size(app, code):
    # While buying, each choice with its why and the tiles rated too: at a table of eight the panel is short, and
    # German and Dutch words are long. Every line drawn stays inside the panel, none over another; the legend and
    # the best choice's why are there at every size.
    from game.bots.search import Rating
    from game.client.view.coach_panel import PanelContent, reason
    from game.client.view.layout import Layout
    from game.client.view.sprites import TextCache
    from game.text import i18n

    i18n.set_language(code)
    layout = Layout(app.board_map.geometry, app.board_map.spec)
    panel = CoachPanel(TextCache(app.fonts))
    buys = (Rating(Buy(0, 3), 0.0, 100, True), *(Rating(Buy(0, n), 0.4 * n + 0.3, 100, False) for n in range(3)))
    tiles = (Rating(Play(0, (96,)), 0.0, 100, True),
             *(Rating(Play(0, (t,)), 0.5 + t / 50, 100, False) for t in (18, 45, 92, 30, 61)),
             Rating(Play(0, (77,)), None, 0))
    now = (*((Buy(0, n), n) for n in range(4)), (Play(0, (96,)), 7), (Play(0, (18,)), -2),
           *((Play(0, (t,)), 3) for t in (45, 92, 30, 61)))
    for seats in range(2, 9):
        box = layout.coach_box(seats)
        for content in (PanelContent(False, False, buys, None, tiles=tiles, tiles_asked=True, now=now, ahead=1),
                        PanelContent(False, False, tiles, None, now=now, ahead=1)):
            panel.panel(box.size, content)
            inside = pygame.Rect(0, 0, *box.size).inflate(-12, -12)
            assert panel.lines and all(inside.contains(line) for line in panel.lines), (seats, content.tiles_asked)
            assert panel.legend_shown  # the marks are explained at every table size
            best = content.ratings[0]
            assert reason(best, content.points_now(best.decision), content.points_now(best.decision)) in panel.texts
            for k, line in enumerate(panel.lines):
                assert not any(line.colliderect(other) for other in panel.lines[k + 1:]), (seats, content.tiles_asked)
    # What makes way in a short panel, in order: the tiles' part, then the legend.
    from game.client.view.coach_panel import HEADING, LINE, REASON, Fit, what_fits

    choice = LINE + REASON  # a choice with its why
    assert what_fits(300, 36, True) == Fit(True, True)
    assert what_fits(choice + HEADING + choice + 36, 36, True) == Fit(True, True)
    assert what_fits(choice + HEADING + choice + 35, 36, True) == Fit(False, True)
    assert what_fits(choice + 36, 36, True) == Fit(False, True)
    assert what_fits(choice + 35, 36, True) == Fit(False, False)
    assert what_fits(choice + 36, 36, False) == Fit(False, True)
