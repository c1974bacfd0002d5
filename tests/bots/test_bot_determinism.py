"""The same seed gives the same decisions (with a fixed iteration budget), so arena runs repeat."""

from __future__ import annotations

import pytest
from botcases import BOARD, SMALL, end_the_process, narrow_expert, play_out, players

from game.bots import make_bot, search
from game.bots.search import SearchBudget
from game.rules import Game
from game.session.arena import ArenaTask, WorkerStopped, blocked_games, deal_seed, labels, play_one, run_games


def decisions(levels: list[str], game_seed: int, bot_seed: int) -> list:
    game = Game.new(BOARD, players(len(levels)), game_seed)
    return [d for _, d in play_out(game, levels, bot_seed, SMALL, limit=80)]


@pytest.mark.slow
def test_same_seed_same_decisions() -> None:
    levels = ["expert", "hard", "normal", "easy"]
    first = decisions(levels, 4, 9)
    assert len(first) == 80
    assert decisions(levels, 4, 9) == first


@pytest.mark.slow
def test_search_bots_draw_from_their_seed() -> None:
    """Search bots seeded differently sample different deals: on the same views, somewhere in a game their
    decisions differ (else the seed would be ignored and 'reproducible' would mean nothing). The views come
    from one game, so only the searching bot's seed changes between the two runs."""
    game = Game.new(BOARD, players(3), 4)
    views = [view for view, _ in play_out(game, ["normal", "normal", "normal"], 5, limit=60)]
    for level in ("hard", "expert"):
        def decide(seed: int, level: str = level) -> list:
            bot = make_bot(level, seed, SMALL)
            return [bot.decide(view) for view in views]

        first = decide(1)
        assert decide(1) == first, level  # the same seed repeats (the budget is fixed)...
        assert decide(2) != first, level  # ...and another seed searches other deals


def test_a_fixed_budget_searches_exactly_that_many_deals() -> None:
    game = Game.new(BOARD, players(4), 8)
    bot = make_bot("hard", 1, SearchBudget(seconds=None, iterations=5, min_iterations=99))
    searched = 0
    for _ in range(40):
        pending = game.pending()[0]
        view = game.view(pending.seat)
        decision = bot.decide(view)
        if bot.iterations:
            assert bot.iterations == 5
            searched += 1
        game.apply(decision)
    assert searched > 0


@pytest.mark.slow
def test_arena_games_repeat_and_rotate_seats() -> None:
    task = ArenaTask(BOARD, ("hard", "normal", "easy"), 7, SearchBudget(seconds=None, iterations=2))
    games = blocked_games(5, 3)
    assert games == 6
    results = [play_one(task, i) for i in range(games)]
    again = [play_one(task, i) for i in range(games)]
    strip = [(r.positions, r.places, r.wins, r.seats) for r in results]
    assert strip == [(r.positions, r.places, r.wins, r.seats) for r in again]
    # Each lineup entry sits in each seat exactly once per block of three games.
    for block in (results[:3], results[3:]):
        for entry in range(3):
            assert sorted(r.seats.index(entry) for r in block) == [0, 1, 2]
    for r in results:
        assert sum(r.wins) == 1
        assert sorted(r.places)[0] == 1


def test_runs_on_different_seeds_share_no_deal() -> None:
    # With `seed + block`, seeds 1 and 2 would share all their deals but one: "another seed" would repeat a run.
    blocks = range(2_000)
    deals = {seed: {deal_seed(seed, b) for b in blocks} for seed in (0, 1, 2, 13, 999)}
    assert all(len(d) == len(blocks) for d in deals.values())
    for seed, mine in deals.items():
        for other, theirs in deals.items():
            if other != seed:
                assert not mine & theirs, (seed, other)
    assert deal_seed(1, 0) == 1  # a run's first deal is its seed, as error messages name it


def test_labels_number_repeated_levels() -> None:
    assert labels(["hard", "normal", "normal"]) == ["hard", "normal 1", "normal 2"]


@pytest.mark.slow
def test_a_setup_given_to_the_arena_runs_in_every_worker_before_its_games(monkeypatch) -> None:
    task = ArenaTask(BOARD, ("expert", "normal"), 3, SearchBudget(seconds=None, iterations=4))
    strip = [(r.positions, r.places) for r in run_games(task, 4, workers=2)]
    narrowed = [(r.positions, r.places) for r in run_games(task, 4, workers=2, setup=narrow_expert)]
    monkeypatch.setattr(search, "EXPERT_STYLE", search.EXPERT_STYLE)  # restored after the test
    narrow_expert()
    here = [(r.positions, r.places) for r in run_games(task, 4, workers=1)]
    assert narrowed == here  # the workers played with the change made in this process
    assert narrowed != strip  # ... which changes the games


@pytest.mark.slow
def test_a_worker_that_ends_stops_the_run_with_a_sentence_instead_of_waiting_for_it() -> None:
    task = ArenaTask(BOARD, ("normal", "normal"), 3, None)
    with pytest.raises(WorkerStopped, match="a worker process ended before its game did"):
        list(run_games(task, 4, workers=2, setup=end_the_process))
