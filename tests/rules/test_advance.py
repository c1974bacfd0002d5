"""`Game.advance` is `apply` without the events: after every decision the two games are in the same state, and
an illegal decision is refused by both with the same message, changing nothing.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.rules import Buy, Game, IllegalDecision, Play, default_board

from .helpers import players

BOARD = default_board()


def state_of(game: Game) -> dict:
    """Every field of the game's state, the random source by the numbers it will give."""
    st = game.state
    fields = {f.name: getattr(st, f.name) for f in dataclasses.fields(st) if f.name != "random"}
    fields["random"] = st.random.copy().random.random()
    return fields


@pytest.mark.parametrize("seed", range(12))
def test_advancing_reaches_the_state_applying_reaches(seed: int) -> None:
    n = 2 + seed % 7
    applied = Game.new(BOARD, players(n), seed)
    advanced = applied.clone()
    rng = random.Random(seed)
    while not applied.over:
        legal = applied.legal()
        assert advanced.legal() == legal
        decision = rng.choice(legal)
        if rng.random() < 0.5:  # also as a bot makes it: an equal decision that legal() did not hand out
            decision = dataclasses.replace(decision)
        applied.apply(decision)
        assert advanced.advance(decision) is None
        assert state_of(advanced) == state_of(applied)
        assert advanced.view(0) == applied.view(0)
    assert advanced.over and advanced.ranking() == applied.ranking()


def test_advancing_refuses_what_applying_refuses_and_changes_nothing() -> None:
    game = Game.new(BOARD, players(4), 3)
    pending = game.pending()[0]
    other = (pending.seat + 1) % 4
    held = game.hands[pending.seat][0]
    for wrong in (Play(other, (held,)), Buy(pending.seat, 7), Play(pending.seat, (held, held)), "buy"):
        before = state_of(game)
        with pytest.raises(IllegalDecision) as applying:
            game.clone().apply(wrong)  # type: ignore[arg-type]
        with pytest.raises(IllegalDecision) as advancing:
            game.advance(wrong)  # type: ignore[arg-type]
        assert str(advancing.value) == str(applying.value)
        assert state_of(game) == before
