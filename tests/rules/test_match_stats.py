"""A game's figures (game/rules/match_stats.py): hand-checked rounds, and whole random games against the engine."""

from __future__ import annotations

import random

import pytest

from game.rules import Buy, Game, default_board
from game.rules.events import Bought, FreeTiles, GameEnded, MoveReason, PawnMoved, RoundStarted, RowCompleted
from game.rules.match_stats import match_stats
from game.storage.game_log import LogWriter, log_stats, read_log

from .helpers import make_game, play_round, players


def _round(number: int) -> RoundStarted:
    return RoundStarted(number, False, False, (0, 1), (), True)


def test_hand_checked_events_give_each_figure_and_the_curves() -> None:
    events = [
        _round(1),
        Bought(0, 2, 0, (50, 51)),
        PawnMoved(0, 0, 2, 2, MoveReason.BUY),
        PawnMoved(1, 0, 3, 3, MoveReason.COWPIE),
        _round(2),
        PawnMoved(0, 2, 10, 8, MoveReason.IBEX),
        RowCompleted(0, 1, 44, 5, (40, 41, 42)),
        FreeTiles(1, (1, 2, 3, 4, 5, 6)),
        FreeTiles(0, ()),  # the supply was empty: no draw
        _round(3),
        PawnMoved(0, 10, 6, -4, MoveReason.COWPIE),  # Happy Cows showing
        PawnMoved(1, 3, 0, -5, MoveReason.IBEX),  # two of the five points are lost below the start
        RowCompleted(1, 2, 30, 6, (20,)),
        GameEnded("no tiles", (6, 0), (2, 1)),
    ]
    stats = match_stats(events, 2)
    assert stats.rounds == (0, 1, 2, 3)
    assert stats.curves == ((0, 2, 10, 6), (0, 3, 3, 0))
    anja, bernd = stats.players
    assert (anja.rows_taken, anja.cowpie_points, anja.ibex_points, anja.positive_points) == (1, 0, 8, 4)
    assert (anja.tiles_bought, anja.free_draws, anja.free_tiles) == (2, 0, 0)
    assert (bernd.rows_taken, bernd.cowpie_points, bernd.ibex_points, bernd.positive_points) == (1, 3, 0, 5)
    assert (bernd.tiles_bought, bernd.free_draws, bernd.free_tiles) == (0, 1, 6)
    assert stats.final_positions == (6, 0) and stats.places == (2, 1)
    assert stats.highest() == 10


def test_a_running_game_has_only_its_ended_rounds_in_the_curves() -> None:
    stats = match_stats([_round(1), PawnMoved(0, 0, 3, 3, MoveReason.COWPIE), _round(2)], 2)
    assert stats.rounds == (0, 1)
    assert stats.curves == ((0, 3), (0, 0))
    assert not stats.over and stats.final_positions is None


def test_a_game_from_a_position_starts_its_curves_where_the_pawns_stand() -> None:
    # Seat 0 plays 12 onto row 2's cowpie (2 points): 9 -> 11. Seat 1 plays 41 behind the 40 on row 3.
    game = make_game({1: (5,), 2: (10, 11), 3: (40,), 4: (60,)}, [(12, 1), (41, 2)], positions=(9, 4), last_row=4)
    events = [*game.setup_events, *play_round(game, {0: (12,), 1: (41,)})]
    stats = match_stats(events, 2, start=(9, 4))
    assert stats.rounds == (0, 1)
    assert stats.curves == ((9, 11), (4, 4))
    assert stats.players[0].cowpie_points == 2
    assert tuple(game.positions) == (11, 4)


def test_wrong_number_of_starting_positions_is_refused() -> None:
    with pytest.raises(ValueError, match="3 starting positions for 2 seats"):
        match_stats([], 2, start=(0, 0, 0))


def _random_game(seed: int, n: int) -> tuple[Game, list]:
    rng = random.Random(seed)
    game = Game.new(default_board(), players(n), seed)
    events = list(game.setup_events)
    while not game.over:
        legal = game.legal()
        decision = max(legal, key=lambda d: d.count) if isinstance(legal[0], Buy) and rng.random() < 0.3 \
            else rng.choice(legal)
        events.extend(game.apply(decision))
    return game, events


@pytest.mark.parametrize("seed", range(12))
def test_whole_games_end_each_curve_on_the_engines_final_position(seed: int) -> None:
    n = 2 + seed % 7
    game, events = _random_game(seed, n)
    stats = match_stats(events, n)
    assert tuple(curve[-1] for curve in stats.curves) == tuple(game.positions) == stats.final_positions
    assert stats.places == tuple(game.ranking())
    assert stats.rounds == tuple(range(game.round.number + 1))
    # Each figure agrees with a count made another way: from the engine's events by kind.
    for seat, figures in enumerate(stats.players):
        own = [e for e in events if getattr(e, "seat", None) == seat]
        assert figures.tiles_bought == sum(e.points for e in own if isinstance(e, PawnMoved) and e.reason == "buy")
        assert figures.rows_taken == sum(isinstance(e, RowCompleted) for e in own)
        scored = sum(e.points for e in own if isinstance(e, PawnMoved) and e.reason != "buy")
        assert figures.cowpie_points + figures.ibex_points - figures.positive_points == scored
    assert isinstance(events[-1], GameEnded)


def test_a_logs_figures_equal_those_of_its_events(tmp_path) -> None:
    rng = random.Random(5)
    game = Game.new(default_board(), players(3), 5)
    path = tmp_path / "game.jsonl"
    events = list(game.setup_events)
    with LogWriter(path, game, sync=False) as writer:
        while not game.over:
            decision = rng.choice(game.legal())
            caused = game.apply(decision)
            events.extend(caused)
            writer.record(decision, caused)
    log = read_log(path)
    assert log_stats(log) == match_stats(events, 3)
    halfway = len(log.decisions) // 2
    partial = log_stats(log, halfway)
    assert not partial.over
    assert partial.rounds_played < log_stats(log).rounds_played


@pytest.mark.parametrize("seed", range(12))
def test_with_the_spaces_bumped_the_figures_add_up_to_the_final_position(seed: int) -> None:
    # A results table whose columns do not add up to the points reads as a mistake: what the pawn moved on past
    # its points (another pawn stood there) is counted, and only positive points lost below the start space
    # (worked out here from the moves themselves) are left out.
    n = 2 + seed % 7
    game, events = _random_game(seed, n)
    stats = match_stats(events, n)
    lost = [0] * n
    for e in events:
        if isinstance(e, PawnMoved) and e.start + e.points < 0:
            lost[e.seat] += -(e.start + e.points)
    for seat, f in enumerate(stats.players):
        counted = f.cowpie_points + f.ibex_points + f.tiles_bought - f.positive_points + f.spaces_bumped + lost[seat]
        assert counted == game.positions[seat], (seat, f)
    assert sum(f.spaces_bumped for f in stats.players) > 0  # random games bump pawns
