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
