"""The tiles a view says its seat cannot place (`PlayerView.unseen`) are at every moment exactly the tiles outside
what everyone has seen (the rows, the box's public part, the tiles shown this round and not yet placed, a completed
row's offer and the tiles kept from completed rows) and outside the seat's own hand and play. Checked for every
seat at every decision of random games (greedy buyers empty the supply, so tiles are drawn from the box too)."""

from __future__ import annotations

import random

import pytest

from game.rules import DecisionKind, Game, default_board
from game.rules.tiles import ALL_TILES

from .helpers import keep_offer, players

BOARD = default_board()


def seen_by_everyone(game: Game) -> set[int]:
    """What every player may know the place of, gathered from the game's public record."""
    state = game.state
    rnd = state.round
    seen = {tile for row in state.rows for tile in row}
    seen |= state.box_public
    seen |= set(keep_offer(game))
    for kept in state.known_kept:
        seen |= kept
    for tiles in rnd.face_up.values():
        seen |= set(tiles)
    if rnd.placing:
        seen |= {tile for tile, _ in rnd.to_place}
    return seen


def check_unseen(game: Game) -> None:
    seen = seen_by_everyone(game)
    for seat in range(game.n_players):
        own = set(game.hands[seat]) | set(game.round.plays.get(seat, ()))
        assert game.view(seat).unseen == ALL_TILES - seen - own


@pytest.mark.slow
def test_the_hidden_tiles_are_all_but_what_everyone_has_seen_at_every_decision() -> None:
    box_draws = 0
    rng = random.Random(11)
    for index in range(120):
        game = Game.new(BOARD, players(2 + index % 7), 500 + index)
        greedy = index % 2 == 0
        while not game.over:
            check_unseen(game)
            legal = game.legal()
            buying = legal[0].kind is DecisionKind.BUY
            decision = legal[-1] if buying and greedy else rng.choice(legal)
            for event in game.apply(decision):
                box_draws += getattr(event, "from_box", 0)
        check_unseen(game)
    assert box_draws > 0  # the box was drawn from, which makes all of its tiles hidden again
