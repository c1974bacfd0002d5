"""A round told in a few lines, once it is over: who took which row, who scored what, who bought, who drew free
tiles, and whether the next round is open.

`RoundTally` reads a game's events as they are shown and hands out the `RoundSummary` of each round as it ends
(when the next begins, or the game ends); `summary_lines` words one in the current language. A summary is made of
public events only (purchases, moves, rows taken, counts of free tiles): it holds no tile of any hand, so the
same summary may be shown at the shared screen and sent to every phone.
"""

from __future__ import annotations

from dataclasses import dataclass

from game.rules.events import (
    Bought,
    Event,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    RoundStarted,
    RowCompleted,
)
from game.text.i18n import _
from game.text.narrate import YOU, shown_name


@dataclass(frozen=True)
class RowTaken:
    """A row a player took this round: its number, the points of its ibex space and how many tiles they kept."""

    seat: int
    row: int
    points: int  # + penalty points, - positive points (Happy Cows)
    kept: int


@dataclass(frozen=True)
class RoundSummary:
    """What one round did, per seat (indexed by seat)."""

    round: int
    rows: tuple[RowTaken, ...]
    points: tuple[int, ...]  # from placing: + penalty points, - positive points (buying not counted)
    bought: tuple[int, ...]  # tiles bought
    free: tuple[int, ...]  # free tiles drawn at the round's end
    open_next: bool  # an oxen-eye was reached: the next round is open
    last: bool = False  # the game ended with this round


class RoundTally:
    """Follows the events of a game as they are shown; `add` returns a round's summary as that round ends."""

    def __init__(self, seats: int) -> None:
        self.seats = seats
        self._round = 0
        self._rows: list[RowTaken] = []
        self._points = [0] * seats
        self._bought = [0] * seats
        self._free = [0] * seats
        self._open_next = False
        self._ibex: dict[int, int] = {}  # seat -> the ibex points of the row it is taking (its move comes first)

    def add(self, event: Event) -> RoundSummary | None:
        """Take one event; the summary of the round it ends, if it ends one (a round begins or the game ends)."""
        ended: RoundSummary | None = None
        match event:
            case RoundStarted(round=number):
                ended = self._summary(last=False)
                self._begin(number)
            case GameEnded():
                ended = self._summary(last=True)
                self._begin(0)
            case Bought(seat=seat, count=count):
                self._bought[seat] += count
            case PawnMoved(seat=seat, points=points, reason=reason) if reason is not MoveReason.BUY:
                self._points[seat] += points
                if reason is MoveReason.IBEX:
                    self._ibex[seat] = points
            case RowCompleted(seat=seat, row=row):
                self._rows.append(RowTaken(seat, row, self._ibex.pop(seat, 0), 0))
            case Kept(seat=seat, kept=kept):
                for index in range(len(self._rows) - 1, -1, -1):
                    taken = self._rows[index]
                    if taken.seat == seat:
                        self._rows[index] = RowTaken(seat, taken.row, taken.points, len(kept))
                        break
            case FreeTiles(seat=seat, tiles=tiles):
                self._free[seat] += len(tiles)
            case OpenRoundTriggered():
                self._open_next = True
        return ended

    def _summary(self, last: bool) -> RoundSummary | None:
        if not self._round:
            return None  # the deal: no round was played yet
        return RoundSummary(self._round, tuple(self._rows), tuple(self._points), tuple(self._bought),
                            tuple(self._free), self._open_next, last)

    def _begin(self, number: int) -> None:
        self._round = number
        self._rows = []
        self._points = [0] * self.seats
        self._bought = [0] * self.seats
        self._free = [0] * self.seats
        self._open_next = False
        self._ibex = {}


def points_text(points: int) -> str:
    """Points as a summary writes them: "+5" penalty points, "−3" positive points."""
    return f"+{points}" if points > 0 else f"−{-points}" if points < 0 else "0"


def summary_title(summary: RoundSummary) -> str:
    return _("Round {round} at a glance").format(round=summary.round)


def summary_lines(summary: RoundSummary, names: tuple[str, ...] | list[str]) -> list[str]:
    """The summary's sentences (its title aside), in the current language."""
    lines: list[str] = []
    for taken in summary.rows:
        you = names[taken.seat] == YOU
        text = _("You took row {row}: {points}, kept {kept}.") if you else _(
            "{name} took row {row}: {points}, kept {kept}.")
        lines.append(text.format(name=names[taken.seat], row=taken.row, points=points_text(taken.points),
                                 kept=taken.kept))
    scored = [f"{shown_name(names[s])} {points_text(p)}" for s, p in enumerate(summary.points) if p]
    if scored:
        lines.append(_("Points: {list}.").format(list=", ".join(scored)))
    else:
        lines.append(_("Nobody scored points."))
    bought = [f"{shown_name(names[s])} {n}" for s, n in enumerate(summary.bought) if n]
    if bought:
        lines.append(_("Bought: {list}.").format(list=", ".join(bought)))
    free = [f"{shown_name(names[s])} {n}" for s, n in enumerate(summary.free) if n]
    if free:
        lines.append(_("Free tiles: {list}.").format(list=", ".join(free)))
    if summary.open_next and not summary.last:
        lines.append(_("The next round is open: tiles are played face up."))
    return lines
