"""A budget can be given per search level (the bot benchmark's `--iterations hard=K,expert=M`); a level not
named keeps its own, counted in sampled deals."""

from __future__ import annotations

from botcases import BOARD, players

from game.bots import make_bot
from game.bots.search import LEVEL_BUDGETS, SearchBudget, budget_for
from game.rules import Game
from game.session import bot_seats
from game.session.bot_seats import InlineBots, WorkerBots
from game.session.seats import Question


def test_the_window_bots_search_a_count_of_deals_with_a_deadline_only_as_an_outer_guard() -> None:
    for level, budget in LEVEL_BUDGETS.items():
        assert budget.iterations == 100, level  # the count the strength benchmark plays at
        assert budget.seconds is not None and budget.seconds >= 2, level  # far beyond any decision's time
        assert make_bot(level, 1).budget == budget  # the window's bots (no budget given) use it


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
        pending = game.pending()[0]
        bot = expert.bot
        game.apply(bot.decide(game.view(pending.seat)))
        if bot.iterations:
            assert bot.iterations == 3  # the deals it was given, not its level's deadline
            searched += 1
    assert searched


def test_the_bot_process_and_its_fallback_thread_get_each_levels_own_budget(monkeypatch) -> None:
    few = SearchBudget(seconds=None, iterations=3, min_iterations=99)

    class Recorder:
        """Stands in for the bot process: records what each question asks, answers nothing."""

        busy = False

        def __init__(self) -> None:
            self.asked: list[tuple[str, SearchBudget | None]] = []

        def start(self, level, seed, view, budget=None) -> None:
            self.asked.append((level, budget))

        def poll(self):
            return None

        def cancel(self) -> None:
            pass

        def close(self) -> None:
            pass

    made: list[tuple[str, SearchBudget | None]] = []

    def making(level, seed, budget=None):
        made.append((level, budget))
        return make_bot(level, seed, budget)

    monkeypatch.setattr(bot_seats, "make_bot", making)
    recorder = Recorder()
    runner = WorkerBots({"expert": few}, worker=recorder)  # type: ignore[arg-type]
    expert, hard = runner.controller(0, "expert", 1), runner.controller(1, "hard", 2)
    view = Game.new(BOARD, players(3), 5).view(0)
    question = Question(view.pending, 0)
    expert.ask(question, view)
    hard.ask(question, view)  # asked at the same time: the process thinks for one seat at a time
    assert recorder.asked == [("expert", few)] and expert.poll() is None
    expert.cancel()  # expert's question is taken back: the process thinks for the next seat
    assert recorder.asked == [("expert", few), ("hard", None)]  # None: the level's own, in the process
    runner.fail("the bot process stopped")  # from now on the seats think on threads, with the same budgets
    expert.ask(question, view)
    hard.ask(question, view)
    assert made == [("expert", few), ("hard", None)]
    assert expert.wait(30).decision == make_bot("expert", 1, few).decide(view)
    runner.close()
