"""Deals sampled from a player's view (game.simulator.Dealer): every tile once, everything the view shows where it
shows it, the same decisions pending with the same legal choices, different deals for different random states and
the same for the same, and copies of a deal that play on alike, drawing from the box too."""

from __future__ import annotations

import random

import pytest
from bots.botcases import BOARD, play_out, players, random_game  # tests/ is on the path

from game.rules import Buy, Game, Keep, Play, PlayerView
from game.simulator import Dealer, SimState, action_of, apply, choosing, decision_kind, legal_actions
from game.simulator.play import BUY, KEEP, PLAY

KINDS = {BUY: "buy", PLAY: "play", KEEP: "keep"}


def every_tile(state: SimState) -> list[int]:
    tiles = state.supply + state.box + list(state.keep_offer) + [code >> 3 for code in state.to_place]
    for group in (state.hands, state.rows, state.plays):
        for held in group:
            tiles += held
    return sorted(tiles)


def check_agrees(state: SimState, view: PlayerView) -> None:
    """Everything `view` shows is where it shows it in the dealt `state`, and every tile is somewhere once."""
    assert every_tile(state) == list(range(1, 100))
    me = view.seat
    assert state.hands[me] == view.hand
    assert state.rows == list(view.rows)
    assert tuple(state.positions) == view.positions
    assert len(state.supply) == view.supply_size and len(state.box) == view.box_size
    assert (state.round, state.double, state.open, state.order) == (view.round, view.double, view.open, view.order)
    assert state.last_row + 1 == view.last_row and state.open_next == view.open_next
    assert [(code >> 3, code & 7) for code in reversed(state.to_place)] == list(view.to_place)
    assert state.keep_offer == view.keep_offer
    committed = dict(view.committed)
    face_up = dict(view.face_up)
    # Once placing has begun (a tile to place, or a completed row's keep), the tiles chosen are on their way.
    placing = bool(view.to_place) or (view.pending is not None and view.pending.kind.value == "keep")
    for seat in range(len(view.positions)):
        assert len(state.hands[seat]) == view.hand_sizes[seat]
        assert len(state.plays[seat]) == (committed.get(seat, 0) if not placing else 0)
        if seat in face_up and not placing:
            assert state.plays[seat] == face_up[seat]
        if seat == me and view.own_play and not placing:
            assert state.plays[seat] == view.own_play
        # A kept tile known to be in a hand is in that hand, or in its face-down play this round.
        assert view.known_hands[seat] <= set(state.hands[seat]) | set(state.plays[seat]) | {t for t, _ in view.to_place}
    # The same decisions are pending, with the view's own choices.
    pending = [(p.seat, p.kind.value) for p in view.asked]
    assert [(seat, KINDS[decision_kind(state, seat)]) for seat in choosing(state)] == pending
    if view.pending is not None and view.pending.seat == me:
        legal = view.legal_buys or view.legal_keeps or view.legal_plays
        expected = [action_of(decision) for decision in _decisions(view, legal)]
        assert legal_actions(state, me) == expected


def _decisions(view: PlayerView, legal: tuple) -> list:
    kind = view.pending.kind.value
    if kind == "buy":
        return [Buy(view.seat, count) for count in legal]
    return [(Play if kind == "play" else Keep)(view.seat, tiles) for tiles in legal]


@pytest.mark.slow
def test_deals_agree_with_the_view_at_every_decision() -> None:
    rng = random.Random(3)
    checked = 0
    for seed in range(12):
        n = 2 + seed % 7
        game = Game.new(BOARD, players(n), seed) if seed % 2 else random_game(seed, n)
        for view, decision in play_out(game, ["random"] * n, seed):
            dealer = Dealer(view)
            for _ in range(2):
                state = dealer.deal(rng)
                check_agrees(state, view)
                # The deal plays on like the real game: the decision taken there is legal here.
                assert action_of(decision) in legal_actions(state, decision.seat)
            checked += 1
    assert checked > 500


def test_deals_vary_but_repeat_for_the_same_random_state() -> None:
    game = Game.new(BOARD, players(4), 12)
    view = game.view(game.pending()[0].seat)
    a = Dealer(view).deal(random.Random(1))
    b = Dealer(view).deal(random.Random(1))
    c = Dealer(view).deal(random.Random(2))
    assert a.hands == b.hands and a.supply == b.supply
    assert a.hands != c.hands
    # Only tiles the viewer cannot see move between deals.
    assert a.hands[view.seat] == c.hands[view.seat] == view.hand
    assert a.rows == c.rows == list(view.rows)


def test_a_deal_and_its_copies_play_on_alike_even_drawing_from_the_box() -> None:
    """Search compares candidates on copies of one sampled deal: every copy must draw the same tiles from the box
    (its random source is seeded from the deal's only when first used) and reach the same position."""
    drew_from_box = 0
    for seed in range(40):
        n = 2 + seed % 5
        game = random_game(seed, n)
        view = game.view(game.pending()[0].seat)
        deal = Dealer(view).deal(random.Random(seed))
        copies = [deal.copy() for _ in range(2)]
        rngs = [random.Random(seed) for _ in range(3)]
        for _ in range(60):
            if deal.over:
                break
            boxes = []
            for played, rng in zip([deal, *copies], rngs, strict=True):
                legal = legal_actions(played)
                box = len(played.box)
                apply(played, legal[-1] if rng.random() < 0.7 else rng.choice(legal))
                boxes.append(box - len(played.box))
            assert deal.hands == copies[0].hands == copies[1].hands
            assert deal.box == copies[0].box == copies[1].box
            drew_from_box += boxes[0] > 0
        assert [c.positions for c in copies] == [deal.positions] * 2
    assert drew_from_box > 10
