"""Properties of whole random games, 2 to 8 players, random legal decisions (buying included).

After every decision: each of the 99 tiles is in exactly one place, no two pawns share a space but the
start space, four rows are active, the pending decision is one of the legal ones. Every game ends, and its
log replays to the same events.
"""

from __future__ import annotations

import random
import tempfile
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.rules import Buy, DecisionKind, Game, default_board
from game.rules.events import Bought, Kept, PawnMoved, RoundStarted
from game.storage.game_log import LogWriter, read_log, replay

from .helpers import all_tiles, players, tile_fields

ALL_TILES = list(range(1, 100))
# Far more decisions than any game takes: each round moves the game toward its end (tiles leave the
# supply or pawns move on), so a game still running after this many is stuck.
MAX_DECISIONS = 4000
BOARD = default_board()


def choose(game: Game, rng: random.Random, greed: float):
    """A random legal decision; `greed` is how often a player buys as many tiles as it may."""
    legal = game.legal()
    assert legal, "a game that is not over always has a legal decision"
    if legal[0].kind is DecisionKind.BUY and rng.random() < greed:
        return max(legal, key=lambda d: d.count)
    return rng.choice(legal)


def check_invariants(game: Game) -> None:
    assert sorted(all_tiles(game)) == ALL_TILES
    on_track = [p for p in game.positions if p != 0]
    assert len(on_track) == len(set(on_track)), game.positions
    assert min(game.positions) >= 0
    assert sum(1 for row in game.rows if row) == 4
    for row, spec in zip(game.rows, BOARD.rows, strict=True):
        assert len(row) < spec.length  # a tile on an ibex space never stays there
    assert all(len(hand) <= 9 for hand in game.hands)
    if game.over:
        assert game.pending() == []
    else:
        pending = game.pending()[0]
        assert game.view(pending.seat).pending == pending


def check_views(game: Game) -> None:
    """No view shows a tile of another seat's hand, other than tiles everyone saw it keep."""
    for seat in range(game.n_players):
        view = game.view(seat)
        assert view.hand == tuple(game.hands[seat])
        known = game.state.known_kept
        hidden = set().union(*(set(game.hands[s]) - known[s] for s in range(game.n_players) if s != seat))
        assert hidden.isdisjoint(tile_fields(view))
        assert hidden <= view.unseen
        assert view.unseen.isdisjoint(view.hand)


def run_game(
    n: int,
    seed: int,
    decision_seed: int,
    greed: float,
    log_path: Path | None = None,
    seen: set[str] | None = None,
    views: bool = False,
) -> Game:
    """Play one game to its end, checking the invariants after every decision; `seen` collects what happened."""
    game = Game.new(BOARD, players(n), seed)
    rng = random.Random(decision_seed)
    check_invariants(game)
    writer = LogWriter(log_path, game, sync=False) if log_path else None
    try:
        for _ in range(MAX_DECISIONS):
            if game.over:
                break
            decision = choose(game, rng, greed)
            events = game.apply(decision)
            if writer:
                writer.record(decision, events)
            check_invariants(game)
            if views:
                check_views(game)
            if isinstance(decision, Buy) and decision.count:
                assert isinstance(events[0], Bought) and events[0].count == decision.count
            if seen is not None:
                seen.update(_what_happened(events))
    finally:
        if writer:
            writer.close()
    assert game.over, f"the game did not end within {MAX_DECISIONS} decisions"
    return game


def _what_happened(events) -> set[str]:
    found = {event.type for event in events}
    for event in events:
        if isinstance(event, Bought) and event.from_box:
            found.add("bought from the box")
        if isinstance(event, PawnMoved) and event.points < 0:
            found.add("positive points")
        if isinstance(event, Kept) and not event.kept:
            found.add("kept none")
        if isinstance(event, RoundStarted):
            found.update(kind for kind, on in (("double", event.double), ("open", event.open)) if on)
            found.update(["double and open"] if event.double and event.open else [])
            found.update(["no buying"] if not event.buying else [])
    return found


@pytest.mark.slow
@settings(max_examples=250, deadline=None, derandomize=True, suppress_health_check=[HealthCheck.too_slow])
@given(
    n=st.integers(2, 8),
    seed=st.integers(0, 2**32 - 1),
    decision_seed=st.integers(0, 2**32 - 1),
    greed=st.sampled_from([0.0, 0.3, 0.9]),
)
def test_random_games_keep_every_invariant_and_end(n: int, seed: int, decision_seed: int, greed: float) -> None:
    game = run_game(n, seed, decision_seed, greed)
    assert game.end_reason in ("dung heap", "no tiles")
    if game.end_reason == "dung heap":
        assert max(game.positions) >= BOARD.track.dung_heap
    places = game.ranking()
    assert min(places) == 1
    assert [places[s] for s in sorted(range(n), key=lambda s: game.positions[s])] == sorted(places)


@pytest.mark.slow
@settings(max_examples=40, deadline=None, derandomize=True)
@given(
    n=st.integers(2, 8),
    seed=st.integers(0, 2**32 - 1),
    decision_seed=st.integers(0, 2**32 - 1),
    greed=st.sampled_from([0.0, 0.9]),
)
def test_random_games_replay_from_their_log(n: int, seed: int, decision_seed: int, greed: float) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "game.jsonl"
        game = run_game(n, seed, decision_seed, greed, path)
        result = replay(read_log(path), path)
        assert result.ok, result.message
        assert result.game.positions == game.positions and result.game.hands == game.hands


@pytest.mark.slow
def test_hundreds_of_seeded_games_end_and_keep_every_invariant() -> None:
    seen: set[str] = set()
    reasons = set()
    for seed in range(300):
        game = run_game(2 + seed % 7, seed, seed + 1, greed=(seed % 4) / 3, seen=seen, views=seed % 6 == 0)
        reasons.add(game.end_reason)
    # These games reach every part of the rules, so the invariants above were checked on all of them.
    assert reasons == {"dung heap", "no tiles"}
    assert {
        "bought from the box",
        "positive points",
        "kept none",
        "double",
        "open",
        "double and open",
        "no buying",
        "shown",
        "free_tiles",
        "open_round_triggered",
    } <= seen


def test_clone_is_independent_and_plays_on_identically() -> None:
    game = Game.new(BOARD, players(4), 99)
    rng = random.Random(5)
    for _ in range(40):
        game.apply(choose(game, rng, 0.5))
    copy = game.clone()
    rng_a, rng_b = random.Random(1), random.Random(1)
    while not game.over:
        a = game.apply(choose(game, rng_a, 0.9))
        b = copy.apply(choose(copy, rng_b, 0.9))
        assert a == b
    assert copy.positions == game.positions and copy.rows == game.rows
