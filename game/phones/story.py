"""A seat's own round as its phone tells it, as the table shows it: the tiles it played (face down until the reveal)
and where they went, its purchases and its points with their reasons, in the current language; at the end of the
game, the results.

The phone table (game/phones/table.py) feeds it the events the screen shows, each redacted for the seat
(game.rules.events.redact): it words only the seat's own events and the public end of the game, so it can tell
nothing the seat may not know.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.rules.events import (
    Bought,
    Event,
    FreeTiles,
    GameEnded,
    Kept,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    Shown,
)
from game.text.i18n import _, ngettext
from game.text.narrate import YOU, describe, shown_name
from game.text.standings import end_reason, ordinal

# The seat's own events that its story tells, one sentence each (game.text.narrate's, in the second person).
_TOLD = (Bought, PawnMoved, OpenRoundTriggered, Played, Placed, RowCompleted, Kept, FreeTiles)


class SeatStory:
    """One seat's round so far, and the game's end once it is shown."""

    def __init__(self, seat: int, names: Sequence[str], colors: Sequence[str]) -> None:
        self.seat = seat
        self.names = tuple(names)
        self.colors = tuple(colors)
        # The names as the seat's sentences use them: its own is "You", so that they read in the second person.
        self._told_names = tuple(YOU if s == seat else name for s, name in enumerate(names))
        self.round = 0
        self._last: dict | None = None  # the round before, as told when it ended (shown until the seat plays again)
        self._events: list[Event] = []
        self._played: list[int] = []
        self._face_down = False
        self._placed: dict[int, tuple[int, int]] = {}  # tile -> (row, space)
        self._points = 0
        self._ended: GameEnded | None = None

    def add(self, event: Event) -> bool:
        """Take one event (redacted for this seat); whether the story changed."""
        if isinstance(event, RoundStarted):
            if self.round:
                self._last = self._told()
            self.round = event.round
            self._events, self._played, self._placed, self._points = [], [], {}, 0
            return True
        if isinstance(event, GameEnded):
            self._ended = event
            return True
        if isinstance(event, Revealed | Shown):
            if self._face_down and any(seat == self.seat for seat, _tiles in event.plays):
                self._face_down = False
                return True
            return False
        if not isinstance(event, _TOLD) or event.seat != self.seat:
            return False
        if isinstance(event, Played):
            self._played = list(event.tiles)
            self._face_down = not event.face_up
        elif isinstance(event, Placed):
            self._placed[event.tile] = (event.row, event.slot)
        elif isinstance(event, PawnMoved):
            self._points += event.points
        self._events.append(event)
        return True

    def _line(self, event: Event) -> str:
        tiles = ", ".join(str(tile) for tile in getattr(event, "tiles", ()))
        if isinstance(event, Played) and not event.face_up:
            return _("You chose {tiles}: face down until the reveal.").format(tiles=tiles)
        if isinstance(event, Bought) and not event.from_box and tiles:
            return ngettext("You buy {n} tile: {tiles}.", "You buy {n} tiles: {tiles}.", event.count).format(
                n=event.count, tiles=tiles)
        return describe(event, self._told_names)

    def to_dict(self) -> dict:
        """The story as the phone shows it: this round's (the tiles played, each face down or where it went, its
        sentences and points), the round before's, and the results once the game has ended."""
        data = self._told()
        data["last"] = self._last
        if self._ended is not None:
            data["results"] = self._results(self._ended)
        return data

    def _told(self) -> dict:
        played = []
        for tile in self._played:
            where = self._placed.get(tile)
            played.append({"tile": tile, "face_down": self._face_down,
                           "where": _("row {row}, space {space}").format(row=where[0], space=where[1])
                           if where is not None else ""})
        return {"round": self.round, "played": played, "lines": [self._line(e) for e in self._events],
                "points": self._points}

    def _results(self, ended: GameEnded) -> dict:
        place = ended.places[self.seat]
        headline = _("You won!") if place == 1 else _("You came {place}.").format(place=ordinal(place))
        order = sorted(range(len(self.names)), key=lambda seat: (ended.places[seat], seat))
        standings = [{"seat": seat, "place": ordinal(ended.places[seat]), "name": shown_name(self.names[seat]),
                      "color": self.colors[seat], "points": ended.positions[seat], "you": seat == self.seat}
                     for seat in order]
        return {"headline": headline, "reason": end_reason(ended.reason), "standings": standings}
