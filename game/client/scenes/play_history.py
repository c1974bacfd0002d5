"""The play screen's history: every entry the log panel tells since the game began (the events shown, a notice in
words, each round's summary), and how far the reader has scrolled back. Plain Python, tested without a window.

Entries keep what they tell (an event, a round's summary, a sentence) and are worded in the current language when
read, so a change of language tells the whole history again in the new one; a change of the text size draws it
anew (its version changes).
"""

from __future__ import annotations

from dataclasses import dataclass

from game.client.view.text import least_text
from game.rules import Event
from game.rules.events import Dealt, RowOpened
from game.text.i18n import generation
from game.text.narrate import describe
from game.text.round_summary import RoundSummary, RoundTally, summary_lines, summary_title


@dataclass
class Entry:
    """One entry as the panel draws it: its lines (a summary's first line is its title). Plain attributes, as the
    log panel's `Entry` protocol (game/client/view/board/log_panel.py) asks for."""

    lines: tuple[str, ...]
    summary: bool = False


class History:
    """The whole game's entries, oldest first, and the reader's place: `back` entries hidden below the panel
    (0: the newest is shown, and the panel follows each new entry)."""

    def __init__(self, names: tuple[str, ...]) -> None:
        self.names = names
        self._told: list[Event | RoundSummary | str] = []
        self._entries: list[Entry] = []
        self._language = generation()
        self._step = least_text()
        self.back = 0
        self.version = 0  # changes whenever what the panel shows changes (its cache key)

    def __len__(self) -> int:
        return len(self._told)

    def shown(self, event: Event, tally: RoundTally) -> None:
        """What the history keeps of an event the table shows: the summary of the round it ends, if it ends one
        (before the next round's first line, `tally` adding it up), then its own line, but for the deal (the
        hands' and the rows', not the history's)."""
        summary = tally.add(event)
        if summary is not None:
            self.add(summary)
        if not isinstance(event, Dealt | RowOpened):
            self.add(event)

    def add(self, told: Event | RoundSummary | str) -> None:
        """A new entry, the newest. A reader scrolled back keeps their place: the view does not jump."""
        self._told.append(told)
        if self._language == generation():
            self._entries.append(self._word(told))
        if self.back:
            self.back += 1
        self.version += 1

    def entries(self) -> list[Entry]:
        """Every entry, oldest first, in the current language (a change of the text size shows them anew too)."""
        if self._step != least_text():
            self._step = least_text()
            self.version += 1
        if self._language != generation():
            self._language = generation()
            self._entries = [self._word(told) for told in self._told]
            self.version += 1
        return self._entries

    def _word(self, told: Event | RoundSummary | str) -> Entry:
        if isinstance(told, str):
            return Entry((told,))
        if isinstance(told, RoundSummary):
            return Entry((summary_title(told), *summary_lines(told, self.names)), summary=True)
        return Entry((describe(told, self.names),))

    def scroll(self, steps: int, most: int) -> None:
        """Scroll `steps` entries back (older; negative: newer), no further back than `most`."""
        self.back = max(0, min(most, self.back + steps))
        self.version += 1

    def to_newest(self) -> None:
        self.scroll(-self.back, 0)

    def to_first(self, most: int) -> None:
        """Back to the first entry: `most` is how far back the panel shows it."""
        self.scroll(most, most)

    def summaries(self) -> list[RoundSummary]:
        """The rounds' summaries so far, oldest first."""
        return [told for told in self._told if isinstance(told, RoundSummary)]
