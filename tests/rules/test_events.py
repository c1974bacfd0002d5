"""Events as the log stores them: their reasons are enums that survive a round trip through JSON."""

from __future__ import annotations

import json
import random

import pytest

from game.rules import Game, default_board
from game.rules.events import EndReason, GameEnded, MoveReason, PawnMoved, event_from_dict

from .helpers import players


def _play_out(seed: int):
    game = Game.new(default_board(), players(4), seed)
    rng = random.Random(seed)
    events = list(game.setup_events)
    while not game.over:
        events.extend(game.apply(rng.choice(game.legal())))
    return game, events


def test_every_pawn_move_and_the_game_end_carry_an_enum_reason_that_round_trips() -> None:
    game, events = _play_out(3)
    moves = [e for e in events if isinstance(e, PawnMoved)]
    assert {type(e.reason) for e in moves} == {MoveReason}
    assert isinstance(game.end_reason, EndReason)
    for event in events:
        back = event_from_dict(json.loads(json.dumps(event.to_dict())))
        assert back == event
        if isinstance(back, PawnMoved | GameEnded):
            assert type(back.reason) is type(event.reason)


def test_a_reason_the_game_does_not_know_is_refused_in_words() -> None:
    data = PawnMoved(0, 0, 3, 3, MoveReason.COWPIE).to_dict() | {"reason": "bribe"}
    with pytest.raises(ValueError, match=r"pawn_moved event's reason 'bribe' is not one of 'buy', 'cowpie', 'ibex'"):
        event_from_dict(data)


def test_choices_made_meanwhile_are_purchases_their_price_the_open_round_they_bring_and_face_down_tiles() -> None:
    from game.rules.events import Bought, OpenRoundTriggered, Placed, Played, RoundStarted, chosen_meanwhile

    assert chosen_meanwhile(Bought(seat=1, count=2, from_box=0, tiles=(4, 5)))
    assert chosen_meanwhile(PawnMoved(seat=1, start=3, end=5, points=2, reason=MoveReason.BUY))
    assert chosen_meanwhile(OpenRoundTriggered(seat=1, oxen_eye=20))
    assert chosen_meanwhile(Played(seat=2, face_up=False, tiles=(17,)))
    # An open round's tile is laid face up, one player after another; points for a landing are no choice.
    assert not chosen_meanwhile(Played(seat=2, face_up=True, tiles=(17,)))
    assert not chosen_meanwhile(PawnMoved(seat=1, start=3, end=8, points=5, reason=MoveReason.COWPIE))
    assert not chosen_meanwhile(Placed(seat=2, tile=17, row=3, slot=2, rule=2))
    assert not chosen_meanwhile(
        RoundStarted(round=2, double=False, open=False, order=(0, 1), group=(), buying=True)
    )
