"""A coach's advisor for tests: it rates at once, in this process, with a small search that gives the same ratings
on every run (the window's advisor thinks in the bot process to a deadline)."""

from __future__ import annotations

from game.bots.search import SearchBudget, rate_choices

QUICK = SearchBudget(seconds=None, iterations=12, min_iterations=2)


class QuickAdvisor:
    """Rates at once, in-process, with a small deterministic search."""

    def __init__(self, budget, seed: int) -> None:
        self.error = ""
        self.view = None

    def warm(self) -> None:
        pass

    def ask(self, view) -> None:
        self.view = view

    def poll(self):
        if self.view is None:
            return None
        view, self.view = self.view, None
        return rate_choices(view, QUICK, 0)

    def cancel(self) -> None:
        self.view = None

    def close(self) -> None:
        self.view = None
