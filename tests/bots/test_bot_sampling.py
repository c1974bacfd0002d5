"""Determinization (game.rules.sampling): sampled games agree with the view they were sampled from."""

from __future__ import annotations

import random

from botcases import BOARD, play_out, players, random_game

from game.rules import Game
from game.rules.events import Bought
from game.rules.sampling import determinize


def test_samples_agree_with_the_view_at_every_decision() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(12):
        n = 2 + seed % 7
        game = Game.new(BOARD, players(n), seed) if seed % 2 else random_game(seed, n)
        for view, decision in play_out(game, ["random"] * n, seed):
            sample = determinize(view, rng)
            assert sorted(sample.all_tiles()) == list(range(1, 100))
            assert sample.view(view.seat) == view
            # The view may be older than the game: its seat chose while the others chose too (spec/rules.md 2.2).
            assert sample.legal(view.pending) == game.legal(view.pending)
            for seat in range(n):
                assert view.known_hands[seat] <= set(sample.hands[seat]) | set(sample.round.plays.get(seat, ()))
            # The sample plays on like the real game: the same decision is legal there.
            sample.apply(decision)
            checked += 1
    assert checked > 500


def test_samples_vary_but_repeat_for_the_same_random_state() -> None:
    game = Game.new(BOARD, players(4), 12)
    view = game.view(game.pending()[0].seat)
    a = determinize(view, random.Random(1))
    b = determinize(view, random.Random(1))
    c = determinize(view, random.Random(2))
    assert a.hands == b.hands and a.supply == b.supply
    assert a.hands != c.hands
    # Only tiles the viewer cannot see move between samples.
    assert a.hands[view.seat] == c.hands[view.seat] == list(view.hand)
    assert a.rows == c.rows == [list(r) for r in view.rows]


def test_a_sample_and_its_clones_play_on_alike_even_drawing_from_the_box() -> None:
    """Search compares candidates on clones of one sampled deal: every clone must draw the same tiles from
    the box (its random source is seeded from the sample's only when first used) and give the same events."""
    drew_from_box = 0
    for seed in range(40):
        n = 2 + seed % 5
        game = random_game(seed, n)
        view = game.view(game.pending()[0].seat)
        sample = determinize(view, random.Random(seed))
        copies = [sample.clone() for _ in range(2)]
        rng_states = [random.Random(seed) for _ in range(3)]
        for _ in range(60):
            if sample.over:
                break
            results = []
            for played, rng in zip([sample, *copies], rng_states, strict=True):
                legal = played.legal()
                results.append(played.apply(legal[-1] if rng.random() < 0.7 else rng.choice(legal)))
            assert results[0] == results[1] == results[2]
            drew_from_box += sum(1 for e in results[0] if isinstance(e, Bought) and e.from_box)
        assert [c.positions for c in copies] == [sample.positions] * 2
    assert drew_from_box > 10
