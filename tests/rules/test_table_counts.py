"""The counts of the supply, the box and each hand, followed event by event from before the deal (as the screen
follows them while it shows the game), are at every decision exactly what the engine's public view says. Greedy
buyers empty the supply, so purchases from the box and rows going to the box are among the events."""

from __future__ import annotations

import random

import pytest

from game.rules import DecisionKind, Game, default_board
from game.rules.events import Bought, Kept
from game.rules.table_counts import TableCounts, counts_after

from .helpers import players

BOARD = default_board()


@pytest.mark.slow
def test_counts_followed_from_the_deal_match_the_public_view_at_every_decision() -> None:
    rng = random.Random(5)
    from_box = boxed = 0
    for index in range(100):
        game = Game.new(BOARD, players(2 + index % 7), 700 + index)
        counts = TableCounts.before_deal(len(game.players))
        for event in game.setup_events:
            counts = counts_after(counts, event)
        greedy = index % 2 == 0
        while True:
            view = game.public_view()
            assert (counts.supply, counts.box, counts.hands) == (view.supply_size, view.box_size, view.hand_sizes)
            if game.over:
                break
            legal = game.legal()
            buying = legal[0].kind is DecisionKind.BUY
            for event in game.apply(legal[-1] if buying and greedy else rng.choice(legal)):
                counts = counts_after(counts, event)
                from_box += event.from_box if isinstance(event, Bought) else 0
                boxed += len(event.boxed) if isinstance(event, Kept) else 0
    assert from_box > 0 and boxed > 0  # both ways the box changes were followed


def test_before_the_deal_every_tile_is_in_the_supply_and_nothing_elsewhere() -> None:
    counts = TableCounts.before_deal(3)
    assert (counts.supply, counts.box, counts.hands) == (99, 0, (0, 0, 0))


def test_a_public_view_gives_the_counts_it_shows() -> None:
    game = Game.new(BOARD, players(4), 1)
    view = game.public_view()
    counts = TableCounts.of(view)
    # Four rows opened and four hands of six dealt from 99 tiles.
    assert (counts.supply, counts.box, counts.hands) == (99 - 4 - 4 * 6, 0, (6, 6, 6, 6))
