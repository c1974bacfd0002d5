"""Which effect each event's animation makes, and when: at the moment the animation reaches it, so at twice
the speed twice as soon."""

from __future__ import annotations

import pygame
import pytest

from game.board_map.loader import load_board_map
from game.client.sound import Effect
from game.client.view.animations import Animator
from game.client.view.layout import Layout
from game.client.view.sound_cues import Moment, effect_for
from game.client.view.table import Table
from game.rules.events import (
    Bought,
    Dealt,
    EndReason,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    RowOpened,
    Shown,
)

STARTS = [
    (RowOpened(1, 40), Effect.DEAL),
    (Dealt(0, (3, 9)), Effect.DEAL),
    (FreeTiles(1, (5,)), Effect.DEAL),
    (Played(0, False, (12,)), Effect.DEAL),
    (Kept(0, (3,), (4,)), Effect.DEAL),
    (Bought(0, 2, 0, (7, 8)), Effect.BUY),
    (Bought(0, 0, 0, ()), None),  # bought nothing: no sound
    (PawnMoved(0, 3, 8, 5, MoveReason.COWPIE), Effect.COWPIE),
    (PawnMoved(0, 8, 5, -3, MoveReason.IBEX), Effect.MOO),  # positive points: the Happy Cows' doing
    (PawnMoved(0, 3, 13, 10, MoveReason.IBEX), None),  # ibex penalty points: only the hops are heard
    (PawnMoved(0, 3, 5, 2, MoveReason.BUY), None),
    (Shown(((0, (12,)),)), Effect.REVEAL),
    (Revealed(((0, (12,)), (1, (30,)))), Effect.REVEAL),
    (Placed(0, 12, 2, 3, 2), None),  # heard when it lands
    (RowCompleted(0, 2, 12, 5, (40, 41)), Effect.ROW),
    (OpenRoundTriggered(0, 22), Effect.OPEN_ROUND),
    (GameEnded(EndReason.DUNG_HEAP, (30, 90), (1, 2)), Effect.FANFARE),
    (RoundStarted(2, False, False, (0, 1), (), True), None),
]


@pytest.mark.parametrize(("event", "effect"), STARTS)
def test_the_effect_each_event_makes_when_its_animation_starts(event, effect):
    assert effect_for(event, Moment.START) is effect


def test_tiles_are_heard_landing_and_pawns_at_each_hop():
    placed, opened = Placed(0, 12, 2, 3, 2), RowOpened(1, 40)
    assert effect_for(placed, Moment.END) is Effect.LAND and effect_for(opened, Moment.END) is Effect.LAND
    assert effect_for(PawnMoved(0, 3, 8, 5, MoveReason.COWPIE), Moment.HOP) is Effect.HOP
    assert effect_for(Bought(0, 2, 0, (7, 8)), Moment.END) is None and effect_for(placed, Moment.HOP) is None


@pytest.fixture(scope="module")
def layout():
    pygame.font.init()
    board = load_board_map()
    return Layout(board.geometry, board.spec)


class Listening:
    """An animator whose cues are written down with the animation time at which they came."""

    def __init__(self, layout, speed: float = 1.0, cued: bool = True) -> None:
        self.heard: list[tuple[float, str, str]] = []  # (seconds, event type, moment)
        self.time = 0.0
        cue = (lambda event, moment: self.heard.append((self.time, event.type, moment))) if cued else None
        self.animator = Animator(Table(layout, ("red", "blue")), layout, lambda: speed, lambda seat: seat == 0,
                                 ("Anja", "Bot"), cue=cue)

    def run(self, dt: float = 1 / 60, limit: int = 600) -> None:
        for _ in range(limit):
            if not self.animator.busy:
                return
            self.time += dt
            self.animator.update(dt)

    def when(self, moment: str) -> list[float]:
        return [t for t, _, m in self.heard if m == moment]


@pytest.mark.slow
@pytest.mark.parametrize("speed", [1.0, 2.0])
def test_a_tile_is_heard_when_it_lands_sooner_at_a_higher_speed(layout, speed):
    normal, faster = Listening(layout, 1.0), Listening(layout, speed)
    for listening in (normal, faster):
        listening.animator.play(RowOpened(2, 50))
        listening.run()
    landed = normal.when("end")[0]
    assert landed > 0.2  # a flight long enough for the difference to show
    assert faster.when("start")[0] < 0.02 and faster.when("end")[0] == pytest.approx(landed / speed, abs=0.02)


def test_every_hop_of_a_pawn_is_a_cue_as_the_pawn_reaches_the_space(layout):
    listening = Listening(layout)
    listening.animator.play(PawnMoved(0, 0, 4, 4, MoveReason.COWPIE))
    listening.run()
    hops = listening.when("hop")
    assert len(hops) == 4 and hops == sorted(hops) and len(set(hops)) == 4  # one after another, not together


def test_finishing_at_once_gives_every_cue_at_once(layout):
    listening = Listening(layout)
    listening.animator.play(PawnMoved(0, 0, 3, 3, MoveReason.IBEX))
    listening.animator.play(RowOpened(2, 50))
    listening.animator.finish()
    assert sorted(m for _, _, m in listening.heard) == ["end", "end", "hop", "hop", "hop", "start", "start"]
    assert {t for t, _, _ in listening.heard} == {0.0}


def test_without_a_cue_the_animations_are_as_before(layout):
    cued, plain = Listening(layout), Listening(layout, cued=False)
    for listening in (cued, plain):
        listening.animator.play(PawnMoved(0, 0, 3, 3, MoveReason.IBEX))
        listening.run()
    assert plain.animator.table.positions[0] == cued.animator.table.positions[0] == 3
    assert plain.time == cued.time  # the cues take no time of their own
