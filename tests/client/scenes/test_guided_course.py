"""The guided game's course, apart from any window: a lesson's steps against the engine's events, the steps that
are only said when the player's tile scored or took a row, and the decisions a step turns down."""

from __future__ import annotations

from game.client.scenes.guided_course import Course
from game.client.scenes.guided_lessons import LESSONS, SEATS
from game.rules import Buy, DecisionKind, Game, Keep, Play, PlayerSetup, default_board
from game.session.scripted_seats import ScriptedBot
from game.storage.guided_progress import GuidedProgress

BUYING = 3  # the lesson on buying: every tile of the player's own would take a row


def lesson_events(lesson, mine: list) -> tuple[list, dict[int, object]]:
    """Every event of the lesson's game, its bots playing their scripts and the player deciding `mine` in turn; and,
    by how many events were there when the player was asked, what they decided."""
    game = Game.from_position(default_board(), [PlayerSetup(s.name, s.color) for s in SEATS], lesson.position(), 0)
    bots = {seat: ScriptedBot(plays) for seat, plays in lesson.plays.items()}
    events = list(game.setup_events)
    asked: dict[int, object] = {}
    mine = list(mine)
    while game.pending():
        pending = game.pending()[0]
        if pending.seat == 0 and not mine:
            break  # the lesson's next round: the player's own part of it is over
        if pending.seat == 0:
            decision = mine[0]
            if pending.kind is DecisionKind.BUY and decision.kind is not DecisionKind.BUY:
                decision = Buy(0, 0)  # a play said while a purchase is asked: none bought first
            else:
                mine.pop(0)
            asked.setdefault(len(events), decision)
        else:
            decision = bots[pending.seat].decide(game.view(pending.seat))
        events += game.apply(decision)
    return events, asked


def steps_said(lesson, mine: list) -> list[int]:
    """The steps the course shows as the lesson's events are shown one by one, each read at once, each decision
    taken when the player is asked."""
    opening = len(lesson_events(lesson, [])[0])
    events, asked = lesson_events(lesson, mine)
    course = Course(lesson, default_board(), GuidedProgress(), opening)
    said = []
    for count in range(opening, len(events) + 1):
        for _ in range(len(lesson.steps)):
            course.follow(events[:count], asked=count in asked)
            if course.holding:
                said.append(course.index)
                course.proceed()
            elif course.on and count in asked:
                said.append(course.index)
                course.decided(asked[count])
            else:
                break
    return said


def test_a_tile_that_takes_a_row_is_explained_placed_scored_taken_and_kept():
    lesson = LESSONS[BUYING]
    # The player buys two and plays the 15, which lands on row 1's ibex space; then keeps the 10.
    said = steps_said(lesson, [Buy(0, 2), Play(0, (15,)), Keep(0, (10,))])
    kinds = [lesson.steps[i].explain or lesson.steps[i].need or "text" for i in said]
    assert kinds == ["text", "buy", "bought", "placed", "points", "completed", "kept", "text"]


def test_a_tile_that_scores_nothing_skips_the_points_and_the_row():
    lesson = LESSONS[BUYING]
    said = steps_said(lesson, [Buy(0, 2), Play(0, (80,))])  # after the 70 in row 4: a plain space
    assert [lesson.steps[i].explain or lesson.steps[i].need or "text" for i in said] == [
        "text", "buy", "bought", "placed", "text"]


def test_a_step_turns_down_any_other_tile_and_buying_but_lets_buying_none_through():
    lesson = LESSONS[0]
    course = Course(lesson, default_board(), GuidedProgress(step=2, held_from=1, scanned=1), 1)
    assert course.on and lesson.steps[2].tiles == (33,)
    assert course.refusal(Play(0, (58,))) == "This step needs the 33: click it, then press Play (or Enter)."
    assert course.refusal(Buy(0, 1)) is not None
    assert course.refusal(Buy(0, 0)) is None and course.refusal(Play(0, (33,))) is None
    assert course.refusal(Play(1, (14,))) is None  # a bot's decision is the engine's to judge
    course.decided(Buy(0, 0))
    assert course.index == 2  # buying none is not the play the step waits for
    course.decided(Play(0, (33,)))
    assert course.index == 3 and not course.on
