"""Seats that play prepared choices: the guided game's opponents, whose tiles are chosen so that each rule shows
when its lesson needs it.

A `ScriptedBot` is a bot like any other (game/bots/base.Bot): it decides from its seat's view alone, and the
engine judges what it decides. It plays the tiles its script names for the round, buys what the script says
(nothing, unless named) and keeps the lowest tiles it may; should the script name a choice the view does not
allow (the player's own choices changed the table), it takes the first legal one instead, as a bot must.
"""

from __future__ import annotations

from collections.abc import Mapping

from game.bots.base import Bot
from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.session.bot_seats import InlineBot
from game.session.seats import Controller


class ScriptedBot(Bot):
    """Plays `plays[round]` (its tiles for that round) and buys `buys[round]` tiles (none if not named)."""

    level = "scripted"

    def __init__(self, plays: Mapping[int, tuple[int, ...]], buys: Mapping[int, int] | None = None) -> None:
        self.plays = dict(plays)
        self.buys = dict(buys or {})

    def decide(self, view: PlayerView) -> Decision:
        pending = view.pending
        if pending is None or pending.seat != view.seat:
            raise ValueError(f"seat {view.seat} has no decision to take now")
        if pending.kind is DecisionKind.BUY:
            count = self.buys.get(view.round, 0)
            return Buy(view.seat, count if count in view.legal_buys else view.legal_buys[0])
        if pending.kind is DecisionKind.PLAY:
            tiles = tuple(sorted(self.plays.get(view.round, ())))
            return Play(view.seat, tiles if tiles in view.legal_plays else view.legal_plays[0])
        return Keep(view.seat, min(view.legal_keeps, key=lambda tiles: (-len(tiles), tiles)))


def scripted_seat(plays: Mapping[int, tuple[int, ...]], buys: Mapping[int, int] | None = None) -> Controller:
    """A seat's controller that answers with a `ScriptedBot`'s decisions, at once when asked."""
    return InlineBot(ScriptedBot(plays, buys))
