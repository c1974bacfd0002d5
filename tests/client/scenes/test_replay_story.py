"""The replay's history: the story up to the step shown, told once, with each round's summary, whichever way the
viewer got to the step."""

from __future__ import annotations

from game.client.scenes.replay_story import ReplayStory
from game.rules import Buy, Keep, Play
from game.rules.events import (
    Bought,
    Dealt,
    Kept,
    MoveReason,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    RowOpened,
)
from game.text import i18n

NAMES = ("Anja", "Bernd")
INTRO = "The game as dealt. Press Right or Play to step through it."

SETUP = [Dealt(0, (5, 60)), Dealt(1, (7, 80)), RowOpened(1, 30), RoundStarted(1, False, False, (0, 1), (), True)]
DECISIONS = [Buy(0, 2), Play(0, (5,)), Buy(1, 0), Play(1, (80,)), Keep(0, (30,))]
STEPS = [
    [Bought(0, 2, 0, (11, 12)), PawnMoved(0, 0, 2, 2, MoveReason.BUY)],
    [Played(0, False, (5,))],
    [],  # Bernd buys nothing: no event says so
    [Played(1, False, (80,)), Revealed(((0, (5,)), (1, (80,)))), Placed(1, 80, 1, 2, 2),
     PawnMoved(0, 2, 5, 3, MoveReason.IBEX), RowCompleted(0, 1, 5, 2, (30,))],  # the ibex's points come first
    [Kept(0, (30,), ()), RoundStarted(2, False, False, (1, 0), (), True)],
]


def words(decision) -> str:
    return f"decision of seat {decision.seat}"


def story() -> ReplayStory:
    return ReplayStory(NAMES, SETUP, STEPS, DECISIONS, words)


def lines(told: ReplayStory) -> list[str]:
    return [line for entry in told.entries() for line in entry.lines]


ROUND_1 = ["Round 1 begins (hidden).", "Anja buys 2 tiles.", "Anja pays 2 penalty points: 0 to 2.",
           "Anja plays face down.", "decision of seat 1", "Bernd plays face down.",
           "Revealed: Anja 5; Bernd 80.", "Bernd places 80 in row 1, space 2.",
           "Anja scores 3 penalty points: 2 to 5.", "Anja completes row 1; 5 starts row 2; takes 30.",
           "Anja keeps 30; 0 go to the box."]
SUMMARY_1 = ["Round 1 at a glance", "Anja took row 1: +3, kept 1.", "Points: Anja +3.", "Bought: Anja 2."]


def test_each_step_tells_its_events_once_and_a_decision_only_where_no_event_tells_it():
    told = story()
    told.show_step(0)
    assert lines(told) == [INTRO, "Round 1 begins (hidden)."]  # the deal is the hands', not the history's
    told.show_step(1)
    assert lines(told) == [INTRO, *ROUND_1[:3]]
    told.show_step(3)
    assert lines(told) == [INTRO, *ROUND_1[:5]]


def test_a_round_ends_in_its_summary_before_the_next_begins():
    told = story()
    told.show_step(5)
    assert lines(told) == [INTRO, *ROUND_1, *SUMMARY_1, "Round 2 begins (hidden)."]
    entries = told.entries()
    assert [entry.summary for entry in entries].count(True) == 1 and entries[-2].summary
    assert [s.round for s in told.summaries()] == [1]


def test_going_back_and_on_again_tells_the_same_story_as_going_there_at_once():
    once = story()
    once.show_step(4)
    expected = lines(once)
    wandering = story()
    for step in (5, 1, 0, 3, 2, 4):
        wandering.show_step(step)
    assert lines(wandering) == expected
    wandering.show_step(1)
    assert lines(wandering) == [INTRO, *ROUND_1[:3]] and wandering.summaries() == []


def test_a_step_under_way_tells_its_events_one_by_one_as_the_table_shows_them():
    told = story()
    told.show_step(3)
    told.begin_step(4)
    assert lines(told) == [INTRO, *ROUND_1[:5]]  # nothing of the step before the table shows it
    told.tell_next()
    assert lines(told)[-1] == "Bernd plays face down."
    told.tell_next()
    assert lines(told)[-1] == "Revealed: Anja 5; Bernd 80."
    told.show_step(4)  # the step cut short: the rest at once
    assert lines(told) == [INTRO, *ROUND_1[:10]]


def test_the_panel_sees_a_change_whenever_the_story_changes_even_when_it_begins_again():
    told = story()
    told.show_step(2)
    seen = {told.version}
    told.show_step(1)  # told again from the start: as many entries as some earlier moment, other words
    assert told.version not in seen
    seen.add(told.version)
    told.history.scroll(1, 5)
    assert told.version not in seen


def test_a_reader_scrolled_back_keeps_their_place_as_the_story_goes_on():
    told = story()
    told.show_step(1)
    told.history.scroll(2, 10)
    told.show_step(2)
    assert told.history.back == 3  # one entry more below: the same entries stay in view


def test_a_change_of_language_tells_the_whole_story_again_in_the_new_one():
    told = story()
    told.show_step(5)
    try:
        i18n.set_language("de")
        german = lines(told)
    finally:
        i18n.set_language("en")
    assert german[0].startswith("Das Spiel, wie es verteilt wurde.")
    assert "Anja buys 2 tiles." not in german and len(german) == len(lines(told))
    assert lines(told)[0] == INTRO
