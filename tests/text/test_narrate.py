"""Events told as sentences (the replay's text, the play screen's log panel)."""

from game.rules.events import Kept, PawnMoved, Placed, Played
from game.text.narrate import describe


def test_each_event_names_its_player_and_what_happened():
    names = ("Anja", "Bernd")
    assert describe(Placed(1, 63, 1, 6, 2), names) == "Bernd places 63 in row 1, space 6."
    assert describe(Placed(0, 1, 4, 3, 3), names) == "Anja places 1 in row 4, space 3 (lower than every row)."
    assert describe(PawnMoved(1, 10, 19, 8, "ibex"), names) == "Bernd scores 8 penalty points: 10 to 19 (bumped to 19)."
    assert describe(PawnMoved(0, 9, 5, -4, "cowpie"), names) == "Anja scores 4 positive points: 9 to 5."


def test_the_default_name_you_reads_in_the_second_person():
    names = ("You", "Bot 1")
    assert describe(Played(0, False, (12,)), names) == "You play face down."
    assert describe(Kept(0, (56,), (53, 59)), names) == "You keep 56; 2 go to the box."
    assert describe(Played(1, False, (12,)), names) == "Bot 1 plays face down."
