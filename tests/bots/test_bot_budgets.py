"""A budget can be given per search level (the bot benchmark's `--iterations hard=K,expert=M`); a level not
named keeps its own deadline."""

from __future__ import annotations

from botcases import BOARD, players

from game.bots import make_bot
from game.bots.search import LEVEL_BUDGETS, SearchBudget, budget_for
from game.rules import Game
from game.session.bot_seats import InlineBots, WorkerBots
from game.session.seats import Question


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


def test_the_bot_process_and_its_fallback_thread_get_each_levels_own_budget() -> None:
    few = SearchBudget(seconds=None, iterations=3, min_iterations=99)

    class Recorder:
        """Stands in for the bot process: records what each question asks, answers nothing."""

        busy = False

        def __init__(self) -> None:
            self.asked: list[tuple[str, SearchBudget | None]] = []

        def start(self, level, seed, view, budget=None) -> None:
            self.asked.append((level, budget))

        def close(self) -> None:
            pass

    recorder = Recorder()
    runner = WorkerBots({"expert": few}, worker=recorder)  # type: ignore[arg-type]
    expert, hard = runner.controller(0, "expert", 1), runner.controller(1, "hard", 2)
    view = Game.new(BOARD, players(3), 5).view(0)
    question = Question(view.pending, 0)
    expert.ask(question, view)
    hard.ask(question, view)
    assert recorder.asked == [("expert", few), ("hard", None)]  # None: the level's own, in the process
    runner.fail("the bot process stopped")  # from now on the seats think on threads, with the same budgets
    expert.ask(question, view)
    assert expert._thread.bot.budget is few
    hard.ask(question, view)
    assert hard._thread.bot.budget == LEVEL_BUDGETS["hard"]
    runner.close()
