"""The statistics across games as lines of text: what the Statistics screen draws and `stats` prints, in the
current language, in one place so both say the same.

It reads the records the data folder keeps (game/storage/statistics.py) by what they show, described below as
protocols: the text does not import the data folder, which speaks through the text itself.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from game.text.i18n import N_, _, decimal, ngettext
from game.text.levels import level_name, level_order
from game.text.narrate import shown_name

# The columns' headings, in the order of `cells`.
COLUMNS = (N_("Games"), N_("Wins"), N_("Average place"), N_("Best game"), N_("Longest streak"))


class ShownBest(Protocol):
    """A name's or level's best game, as a line shows it."""

    @property
    def position(self) -> int: ...  # the final position: the fewer penalty points, the better
    @property
    def place(self) -> int: ...
    @property
    def players(self) -> int: ...  # how many sat at the table


class ShownTally(Protocol):
    """One name's or one bot level's record, as a line shows it (game/storage/statistics.py Tally)."""

    @property
    def games(self) -> int: ...
    @property
    def wins(self) -> int: ...
    @property
    def average_place(self) -> float: ...
    @property
    def best(self) -> ShownBest | None: ...
    @property
    def longest_streak(self) -> int: ...


class ShownStatistics(Protocol):
    """The records by player name and by bot level (game/storage/statistics.py Statistics)."""

    @property
    def players(self) -> Mapping[str, ShownTally]: ...
    @property
    def bots(self) -> Mapping[str, ShownTally]: ...


@dataclass(frozen=True)
class StatLine:
    """One line of the list: a section heading (`tally` None) or a name or level with its record."""

    label: str
    tally: ShownTally | None = None
    bot: bool = False

    def shown(self) -> str:
        """The line's label as a player reads it, in the current language: a heading, a player's name (the default
        "You" translated), or a bot level's name ("Easy")."""
        if self.tally is None:
            return _(self.label)
        return level_name(self.label) if self.bot else shown_name(self.label)


def ranked(table: Mapping[str, ShownTally]) -> list[tuple[str, ShownTally]]:
    """The people's lines in the order shown: most wins first, then most games, then by name."""
    return sorted(table.items(), key=lambda item: (-item[1].wins, -item[1].games, item[0].casefold()))


def stat_lines(stats: ShownStatistics) -> list[StatLine]:
    """The list as shown: people by name, most wins first; then bots by level, weakest first."""
    lines: list[StatLine] = []
    if stats.players:
        lines.append(StatLine(N_("Players")))
        lines += [StatLine(name, tally) for name, tally in ranked(stats.players)]
    if stats.bots:
        lines.append(StatLine(N_("Bots by level")))
        lines += [StatLine(level, tally, bot=True) for level, tally in sorted(stats.bots.items(),
                                                                              key=lambda item: level_order(item[0]))]
    return lines


def cells(tally: ShownTally) -> list[str]:
    """The texts of a line's columns, in the current language."""
    best = tally.best
    best_text = "–"
    if best is not None:
        best_text = ngettext("{n} point", "{n} points", best.position).format(n=best.position)
        best_text += " · " + _("{place} of {players}").format(place=best.place, players=best.players)
    return [str(tally.games), str(tally.wins), decimal(tally.average_place, 2), best_text, str(tally.longest_streak)]
