"""The coach's ratings: every legal choice, best first, the best being the Expert's own decision; from the view
alone."""

from __future__ import annotations

import random

import pytest
from botcases import BOARD, a_view_without_a_decision, play_out, players, random_game, random_position
from test_bot_information import swapped_hidden

from game.bots import make_bot
from game.bots.search import SearchBudget, legal_choices, rate_choices
from game.bots.worker import BotWorker
from game.rules import DecisionKind, Game, PlayerView
from game.session.advisors import InlineAdvisor, ThreadAdvisor, WorkerAdvisor

BUDGET = SearchBudget(seconds=None, iterations=24, min_iterations=4)


def views_of_every_kind() -> list[PlayerView]:
    """Views with a pending decision of each kind (buy, single play, pair, keep), from games played on."""
    found: dict[tuple, list[PlayerView]] = {}
    for seed in range(12):
        game = random_game(seed, 4)
        for view, _ in play_out(game, ["normal"] * 4, seed, limit=200):
            kind = view.pending.kind
            key = (kind, view.tiles_to_play if kind is DecisionKind.PLAY else 0)
            if len(legal_choices(view)) > 1 and len(found.setdefault(key, [])) < 3:
                found[key].append(view)
    assert {k for k, _ in found} == set(DecisionKind)
    assert (DecisionKind.PLAY, 2) in found  # pairs in a double round
    return [v for views in found.values() for v in views]


VIEWS = views_of_every_kind()


@pytest.mark.slow
@pytest.mark.parametrize("index", range(len(VIEWS)))
def test_every_choice_is_rated_once_and_the_best_is_the_experts_decision(index: int) -> None:
    view = VIEWS[index]
    seed = 40 + index
    ratings = rate_choices(view, BUDGET, seed)
    assert sorted(map(repr, (r.decision for r in ratings))) == sorted(map(repr, legal_choices(view)))
    assert ratings[0].best and not any(r.best for r in ratings[1:])
    assert ratings[0].cost == 0.0 and 1 <= ratings[0].samples <= BUDGET.iterations  # it may stop early
    assert ratings[0].decision == make_bot("expert", seed, BUDGET).decide(view)
    costs = [r.cost for r in ratings[1:] if r.cost is not None]
    assert costs == sorted(costs) and all(c >= 0 for c in costs)
    searched = [r for r in ratings if r.cost is not None]
    assert len(searched) >= 2 and all(r.samples >= 1 for r in searched)
    # Choices the search did not look at say so (no invented figure), and come last.
    unsearched = [r for r in ratings if r.cost is None]
    assert all(r.samples == 0 for r in unsearched)
    assert ratings[len(searched):] == unsearched


def test_costs_are_paired_differences_on_the_same_deals() -> None:
    """A cost is a mean over sampled deals: two budgets give different estimates of the same choice, and more
    deals give a rating with more samples (a wrong program reporting a fixed or made-up figure fails)."""
    view = next(v for v in VIEWS if v.pending.kind is DecisionKind.PLAY and v.tiles_to_play == 1 and len(v.hand) >= 4)
    few = rate_choices(view, SearchBudget(seconds=None, iterations=6, min_iterations=4), 3)
    many = rate_choices(view, SearchBudget(seconds=None, iterations=60, min_iterations=4), 3)
    assert few[0].samples == 6 and many[0].samples == 60
    assert [r.cost for r in few] != [r.cost for r in many]
    assert any(r.cost and r.cost > 0 for r in many)


@pytest.mark.slow
def test_ratings_depend_on_the_view_alone() -> None:
    """Two games that differ only in tiles the person cannot see give the same ratings."""
    rng = random.Random(5)
    compared = 0
    for seed in range(60):
        position = random_position(rng, 4)
        if position.open_round or not position.supply:
            continue
        other = swapped_hidden(position, rng)
        first = Game.from_position(BOARD, players(4), position, seed)
        second = Game.from_position(BOARD, players(4), other, seed)
        pending = first.pending()[0]
        if pending.seat != 0:
            continue
        assert other.hands[1:] != position.hands[1:]
        a = rate_choices(first.view(0), BUDGET, seed)
        b = rate_choices(second.view(0), BUDGET, seed)
        assert a == b
        compared += 1
    assert compared >= 5


def _answer(advisor, timeout: float = 30.0):
    ratings = advisor.wait(timeout)
    if ratings is None:
        raise AssertionError("the advisor never answered")
    return ratings


@pytest.mark.slow
@pytest.mark.parametrize("kind", [InlineAdvisor, ThreadAdvisor, WorkerAdvisor])
def test_every_advisor_answers_with_the_same_ratings(kind) -> None:
    view = VIEWS[0]
    advisor = kind(BUDGET, 9)
    try:
        advisor.ask(view)
        assert _answer(advisor) == rate_choices(view, BUDGET, 9)
        assert advisor.poll() is None  # handed out once
        # A cancelled question is never answered; the next one is.
        advisor.ask(VIEWS[1])
        advisor.cancel()
        advisor.ask(VIEWS[2])
        assert _answer(advisor) == rate_choices(VIEWS[2], BUDGET, 9)
    finally:
        advisor.close()


def test_a_failing_search_gives_no_ratings_and_says_so() -> None:
    advisor = InlineAdvisor(BUDGET, 1)
    view = VIEWS[0]
    waiting = a_view_without_a_decision(Game.new(BOARD, players(4), 1))  # nothing to decide: the search refuses
    advisor.ask(waiting)
    assert advisor.poll() == [] and "coach failed" in advisor.error
    advisor.ask(view)
    assert advisor.poll() and advisor.error == ""


def test_a_search_asked_to_stop_ends_at_once_with_what_it_has() -> None:
    """The coach's process stops a search as soon as a newer question waits: `stop` is asked before each deal."""
    view = next(v for v in VIEWS if v.pending.kind is DecisionKind.PLAY and len(legal_choices(v)) >= 3)
    calls = []

    def stop() -> bool:
        calls.append(1)
        return len(calls) > 5

    ratings = rate_choices(view, SearchBudget(seconds=None, iterations=1000, min_iterations=1000), 2, stop=stop)
    assert ratings[0].samples == 5 and len(calls) == 6
    # Without a stop the same search runs on (the bots' decisions never see `stop`).
    assert rate_choices(view, SearchBudget(seconds=None, iterations=40, min_iterations=40), 2)[0].samples == 40


class NoProcess(BotWorker):
    """A worker whose process cannot start (no spawn allowed, or the system refuses)."""

    def start(self, *args, **kwargs) -> None:
        raise OSError("no processes here")


def test_the_window_advisor_rates_on_a_thread_when_no_process_can_start() -> None:
    advisor = WorkerAdvisor(BUDGET, 4, worker=NoProcess())
    try:
        advisor.ask(VIEWS[3])
        assert advisor.worker is None and "could not start" in advisor.fallback
        assert _answer(advisor) == rate_choices(VIEWS[3], BUDGET, 4)
        advisor.ask(VIEWS[4])  # and goes on on the thread
        assert _answer(advisor) == rate_choices(VIEWS[4], BUDGET, 4)
    finally:
        advisor.close()
