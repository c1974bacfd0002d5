"""The engine's shortcuts give what the long way gives.

legal()'s decisions and equal ones made elsewhere apply alike; a
view says what was true when it was made, however the game went on; and the rows' ends follow every placement.
"""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from game.rules import Buy, DecisionKind, Game, IllegalDecision, Keep, Play, default_board
from game.rules.actions import keep_most
from game.rules.placement import target_at, target_row

from .helpers import keep_offer, players

BOARD = default_board()


def random_positions(count: int, seed: int):
    """(game, rng) at random decisions of random games with 2 to 8 players, some greedy buyers."""
    rng = random.Random(seed)
    for index in range(count):
        game = Game.new(BOARD, players(2 + index % 7), seed * 1000 + index)
        stop = rng.randrange(20, 200)
        while not game.over and stop:
            stop -= 1
            legal = game.legal()
            game.apply(legal[-1] if legal[0].kind is DecisionKind.BUY and index % 3 == 0 else rng.choice(legal))
        if not game.over:
            yield game, rng


def outside(decision):
    """The same decision as a caller outside the engine builds it."""
    if isinstance(decision, Buy):
        return Buy(decision.seat, decision.count)
    return type(decision)(decision.seat, tuple(reversed(decision.tiles)))


@pytest.mark.slow
def test_decisions_made_elsewhere_apply_exactly_as_legal_ones() -> None:
    for game, rng in random_positions(60, 1):
        twin = game.clone()
        while not game.over:
            legal = game.legal()
            decision = legal[rng.randrange(len(legal))]
            assert twin.apply(outside(decision)) == game.apply(decision)
            assert fields_of(twin) == fields_of(game)
        assert twin.positions == game.positions and twin.view(0) == game.view(0)


def test_a_legal_decision_of_another_moment_is_refused_with_the_full_reason() -> None:
    game = Game.new(BOARD, players(4), 3)
    first = game.legal()[0]
    game.apply(first)
    with pytest.raises(IllegalDecision, match="waits for seat 0 to play"):
        game.apply(first)  # legal()'s own object, but the game now waits for a play
    hand = game.hands[0]
    with pytest.raises(IllegalDecision, match="not a whole number"):
        game.apply(Play(0, (float(hand[0]),)))
    with pytest.raises(IllegalDecision, match="not a whole number"):
        game.apply(Play(0, (True,)))
    missing = next(t for t in range(1, 100) if t not in hand)
    with pytest.raises(IllegalDecision, match="does not hold"):
        game.apply(Play(0, (missing,)))
    assert game.apply(Play(0, [hand[0]]))  # a list of tiles is fine: the full check takes it


def test_legal_lists_the_choices_the_rules_describe_in_their_order() -> None:
    kinds = set()
    for game, _ in random_positions(80, 2):
        pending = game.pending()[0]
        seat = pending.seat
        legal = game.legal()
        kinds.add((pending.kind, game.round.double))
        hand = game.hands[seat]
        if pending.kind is DecisionKind.BUY:
            # Every count from the fewest to the most, up to three, within the hand limit and the tiles left.
            counts = [d.count for d in legal]
            assert counts == list(range(counts[0], counts[-1] + 1)) and counts[-1] >= 1
            assert counts[-1] <= min(3, 9 - len(hand), len(game.supply) + len(game.box))
            assert legal == [Buy(seat, count) for count in counts]
        elif pending.kind is DecisionKind.PLAY:
            # Every tile of the ascending hand; or every pair, in the hand's order, in a double round.
            count = 2 if game.round.double and len(hand) >= 2 else 1
            if count == 1:
                assert legal == [Play(seat, (tile,)) for tile in hand]
            else:
                assert legal == [Play(seat, (a, b)) for i, a in enumerate(hand) for b in hand[i + 1 :]]
        else:
            # One tile of the ascending offer, then two, as far as the hand limit allows.
            offer = sorted(keep_offer(game))
            most = min(2, 9 - len(hand))
            expected = [(tile,) for tile in offer]
            expected += [(a, b) for i, a in enumerate(offer) for b in offer[i + 1 :]] if most > 1 else []
            assert legal == [Keep(seat, tiles) for tiles in expected]
            assert keep_most(game.state) == max(len(d.tiles) for d in legal)  # how many the offer lets it keep
        if pending.kind is not DecisionKind.KEEP:
            assert keep_most(game.state) == 0
        assert len(set(legal)) == len(legal)
    assert {(DecisionKind.PLAY, True), (DecisionKind.PLAY, False), (DecisionKind.BUY, False)} <= kinds


def eager(game: Game, seat: int) -> dict:
    """Every field of the view of `seat` now, read at once and copied deep (the board aside: it never changes)."""
    view = game.view(seat)
    return {f.name: copy.deepcopy(getattr(view, f.name)) for f in dataclasses.fields(view) if f.name != "board"}


def test_a_view_read_later_says_what_was_true_when_it_was_made() -> None:
    checked = 0
    for game, rng in random_positions(40, 3):
        views = [(game.view(seat), eager(game, seat)) for seat in range(game.n_players)]
        for _ in range(rng.randrange(1, 12)):
            if game.over:
                break
            game.apply(rng.choice(game.legal()))
        for view, then in views:
            assert {name: getattr(view, name) for name in then} == then
            checked += 1
    assert checked > 100


def test_a_view_pickles_and_copies_whole() -> None:
    game = Game.new(BOARD, players(3), 9)
    rng = random.Random(9)
    for _ in range(25):
        game.apply(rng.choice(game.legal()))
    fresh = game.view(1)
    copied = pickle.loads(pickle.dumps(fresh))
    assert copied == game.view(1) and copied is not fresh
    assert copy.copy(game.view(2)) == game.view(2)
    assert copy.deepcopy(game.public_view()) == game.public_view()
    with pytest.raises(AttributeError):
        game.view(0).no_such_field  # noqa: B018


def test_the_rows_and_their_ends_follow_every_placement() -> None:
    for game, rng in random_positions(30, 4):
        while not game.over:
            rows = game.rows
            assert game.view(0).rows == tuple(map(tuple, rows))
            tiles = rng.sample(range(1, 100), 6)
            assert [target_at(game.state.ends, tile) for tile in tiles] == [target_row(rows, t) for t in tiles]
            game.apply(rng.choice(game.legal()))


def fields_of(game: Game) -> dict:
    st = game.state
    return {f.name: getattr(st, f.name) for f in dataclasses.fields(st) if f.name != "random"}
