"""Which sound effect each moment of the table's animations makes.

The animator (game/client/view/animations.py) calls a cue when an event's animation starts, when it ends, and at
each hop of a pawn; those moments lie on the animation timeline, so the sounds follow the animation speed
and, when animations are finished at once, all come in one frame (where the player plays each effect once).
"""

from __future__ import annotations

from enum import StrEnum

from game.client.sound import Effect, SoundPlayer
from game.rules.events import (
    Bought,
    Dealt,
    Event,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RowCompleted,
    RowOpened,
    Shown,
)


class Moment(StrEnum):
    """A moment of an event's animation at which a sound may play."""

    START = "start"
    END = "end"
    HOP = "hop"  # a pawn lands on the next space of the track


def effect_for(event: Event, moment: Moment) -> Effect | None:
    """The effect `event`'s animation makes at `moment`, if any."""
    if moment is Moment.HOP:
        return Effect.HOP if isinstance(event, PawnMoved) else None
    if moment is Moment.END:
        # A tile set into a row is heard when it arrives, not when it sets off.
        return Effect.LAND if isinstance(event, Placed | RowOpened) else None
    match event:
        case RowOpened() | Dealt() | FreeTiles() | Played() | Kept():
            return Effect.DEAL  # tiles slide off a pile or out of a hand
        case Bought(count=count) if count:
            return Effect.BUY
        case PawnMoved(reason=MoveReason.COWPIE):
            return Effect.COWPIE
        case PawnMoved(points=points) if points < 0:
            return Effect.MOO  # positive points: the Happy Cows turned the scoring
        case Shown() | Revealed():
            return Effect.REVEAL
        case RowCompleted():
            return Effect.ROW
        case OpenRoundTriggered():
            return Effect.OPEN_ROUND
        case GameEnded():
            return Effect.FANFARE
    return None


class SoundCues:
    """The animator's cue: plays the effect of each moment on `player`."""

    def __init__(self, player: SoundPlayer) -> None:
        self.player = player

    def __call__(self, event: Event, moment: str) -> None:
        effect = effect_for(event, Moment(moment))
        if effect is not None:
            self.player.play(effect)
