"""Determinization (game.rules.sampling): sampled games agree with the view they were sampled from."""

from __future__ import annotations

import random

from botcases import BOARD, play_out, players, random_game

from game.rules import Game
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
            assert sample.legal() == game.legal()
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
