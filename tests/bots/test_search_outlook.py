"""How far the search bots play each sampled deal on: Hard to the end of the current round; Expert one round
further at a table of up to four, and to the round's end only from five players on."""

from __future__ import annotations

from botcases import BOARD, players

from game.bots import make_bot
from game.bots.playout import FastPolicy
from game.bots.search import EXPERT_STYLE, HARD_STYLE
from game.rules import Game


def test_rounds_ahead_by_level_and_table_size() -> None:
    assert [HARD_STYLE.rounds_ahead(n) for n in range(2, 9)] == [0] * 7
    assert [EXPERT_STYLE.rounds_ahead(n) for n in range(2, 9)] == [1, 1, 1, 0, 0, 0, 0]


def round_reached_by_a_playout(n: int) -> tuple[int, int]:
    """The round a fresh game of `n` players is in, and the round an Expert playout of it stops in."""
    game = Game.new(BOARD, players(n), 3)
    pending = game.pending()[0]
    view = game.view(pending.seat)
    bot = make_bot("expert", 1)
    deal = bot.dealer(view).deal(bot.rng)
    bot.playout(deal, view, FastPolicy())  # the part under test
    return view.round, deal.round


def test_an_expert_playout_stops_after_the_next_round_at_four_and_at_the_rounds_end_at_six() -> None:
    start, reached = round_reached_by_a_playout(4)
    assert reached == start + 2  # both rounds played out: the one after them has begun
    start, reached = round_reached_by_a_playout(6)
    assert reached == start + 1
