"""Each round told in a few lines once it is over (game/text/round_summary.py): what the summary says is what the
round's events say, and nothing of any hand."""

from __future__ import annotations

import random

import pytest

from game.rules import COLORS, Game, PlayerSetup, default_board, redact
from game.rules.events import (
    Bought,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
)
from game.text.round_summary import RoundSummary, RoundTally, RowTaken, summary_lines

NAMES = ("Anja", "Bernd", "You")


def test_a_round_is_summed_up_when_the_next_begins():
    tally = RoundTally(3)
    # Round 4, as a table would see it: Bernd buys two, everyone plays, Anja's 12 lands on a cowpie (+2), Bernd's
    # 40 takes row 3 (its ibex: +7) and he keeps one tile, the Happy Cows turn your cowpie's 3 in your favour.
    events = [
        RoundStarted(4, False, False, (0, 1, 2), (), True),
        Bought(1, 2, 0, (66, 67)),
        PawnMoved(1, 5, 7, 2, MoveReason.BUY),
        Played(0, False, (12,)), Played(1, False, (40,)), Played(2, False, (55,)),
        Revealed(((0, (12,)), (1, (40,)), (2, (55,)))),
        Placed(0, 12, 1, 3, 2), PawnMoved(0, 0, 2, 2, MoveReason.COWPIE),
        Placed(1, 40, 3, 5, 2), PawnMoved(1, 7, 14, 7, MoveReason.IBEX),
        RowCompleted(1, 3, 40, 5, (30, 33, 35, 38)), Kept(1, (38,), (30, 33, 35)),
        Placed(2, 55, 5, 2, 2), PawnMoved(2, 6, 3, -3, MoveReason.COWPIE),
        OpenRoundTriggered(1, 12),
        FreeTiles(0, (1, 2, 3, 4, 5, 6)),
    ]
    assert [tally.add(event) for event in events] == [None] * len(events)  # nothing ends mid-round
    summary = tally.add(RoundStarted(5, False, True, (2, 0, 1), (), True))
    assert summary == RoundSummary(4, (RowTaken(1, 3, 7, 1),), points=(2, 7, -3), bought=(0, 2, 0),
                                   free=(6, 0, 0), open_next=True)
    assert summary_lines(summary, NAMES) == [
        "Bernd took row 3: +7, kept 1.",
        "Points: Anja +2, Bernd +7, You −3.",
        "Bought: Bernd 2.",
        "Free tiles: Anja 6.",
        "The next round is open: tiles are played face up.",
    ]
    # The game's end closes the last round too; a round where nothing scored says so.
    last = tally.add(GameEnded("no tiles", (2, 14, 3), (1, 3, 2)))
    assert last == RoundSummary(5, (), (0, 0, 0), (0, 0, 0), (0, 0, 0), False, last=True)
    assert summary_lines(last, NAMES) == ["Nobody scored points."]


def test_the_person_at_the_screen_reads_it_in_the_second_person():
    summary = RoundSummary(2, (RowTaken(2, 6, -4, 2),), (0, 0, -4), (0, 0, 1), (0, 0, 0), False)
    assert summary_lines(summary, NAMES)[0] == "You took row 6: −4, kept 2."


def _summaries(events, seats: int) -> list[RoundSummary]:
    tally = RoundTally(seats)
    return [summary for event in events if (summary := tally.add(event)) is not None]


@pytest.mark.parametrize("seed", range(3))
def test_a_summary_holds_nothing_of_any_hand(seed):
    """The summary made from every player's redacted events is the one made from the whole truth: it can tell
    nothing a player may not know (hands, face-down tiles, drawn tiles), so the screen and every phone show it."""
    players = [PlayerSetup(name, COLORS[i]) for i, name in enumerate(("Anja", "Bernd", "Conny", "Dirk"))]
    game = Game.new(default_board(), players, seed)
    rng = random.Random(seed)
    events = list(game.setup_events)
    while not game.over:
        choices = game.legal()
        events += game.apply(rng.choice(list(choices)))
    truth = _summaries(events, 4)
    assert len(truth) == game.round.number  # one per round played, the last one closed by the game's end
    for seat in range(4):
        assert _summaries([redact(event, seat) for event in events], 4) == truth
