"""A budget can be given per search level (the bot benchmark's `--iterations hard=K,expert=M`); a level not
named keeps its own deadline."""

from __future__ import annotations

from botcases import BOARD, players

from game.bots import make_bot
from game.bots.search import LEVEL_BUDGETS, SearchBudget, budget_for
from game.controllers import InlineBots
from game.rules import Game


def test_the_window_bots_search_to_their_levels_deadlines_expert_longer() -> None:
    for level, budget in LEVEL_BUDGETS.items():
        assert budget.seconds is not None and 0 < budget.seconds < 1, level  # never a frozen turn
        assert make_bot(level, 1).budget == budget  # the window's bots (no budget given) use it
    assert LEVEL_BUDGETS["expert"].seconds > LEVEL_BUDGETS["hard"].seconds


def test_a_per_level_budget_reaches_only_that_levels_bots() -> None:
    few = SearchBudget(seconds=None, iterations=3, min_iterations=99)
    budgets = {"expert": few}
    assert budget_for("expert", budgets) is few
    assert budget_for("hard", budgets) is None  # the level's own
    assert budget_for("hard", few) is few  # one budget for every level
    runner = InlineBots(budgets)
    expert, hard = runner.controller(0, "expert", 1), runner.controller(1, "hard", 2)
    assert expert.bot.budget is few
    assert hard.bot.budget == LEVEL_BUDGETS["hard"]
    game = Game.new(BOARD, players(3), 5)
    searched = 0
    for _ in range(30):
        (pending,) = game.pending()
        bot = expert.bot
        game.apply(bot.decide(game.view(pending.seat)))
        if bot.iterations:
            assert bot.iterations == 3  # the deals it was given, not its level's deadline
            searched += 1
    assert searched
