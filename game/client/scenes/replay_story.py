"""The replay's history: the story of a saved game up to the step shown, told as the play screen's history tells
it (game/client/scenes/play_history.py): every event shown, each round's summary as the round ends, and a decision
in a sentence of its own only where no event tells it (a purchase of nothing). Plain Python, tested without a
window.

The story is a script of items read from the log once: the setup's events, then per decision its sentence (if
any) and its events. Telling goes on from where it stands; going back tells the script again from its start,
so the history at a step is always the same however the viewer got there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.client.scenes.play_history import Entry, History
from game.rules import Decision
from game.rules.events import Event
from game.text.i18n import _, generation
from game.text.round_summary import RoundSummary, RoundTally


class ReplayStory:
    """What the replay's history panel tells at the step shown, and how far the reader has scrolled back."""

    def __init__(self, names: tuple[str, ...], setup_events: Sequence[Event], step_events: Sequence[Sequence[Event]],
                 decisions: Sequence[Decision], tell_decision: Callable[[Decision], str]) -> None:
        """`tell_decision(decision)` words a decision whose events tell nothing."""
        self.names = names
        self._script: list[Event | Decision] = list(setup_events)
        self._starts = [len(self._script)]  # per step: where its events begin in the script
        self._ends = [len(self._script)]  # per step: where it ends (step 0: the setup)
        for decision, events in zip(decisions, step_events, strict=True):
            if not events:
                self._script.append(decision)
            self._starts.append(len(self._script))
            self._script.extend(events)
            self._ends.append(len(self._script))
        self._tell_decision = tell_decision
        self._told = 0
        self._retold = 0  # how often the story began again: with the history's own count, what the panel caches by
        self._begin()

    def _begin(self) -> None:
        self.history = History(self.names)
        self._tally = RoundTally(len(self.names))
        self._told = 0
        self._retold += 1
        self._language = generation()
        self.history.add(" ".join((_("The game as dealt."), _("Press Right or Play to step through it."))))

    @property
    def told(self) -> int:
        """How many items of the script are told."""
        return self._told

    def tell_to(self, count: int) -> None:
        """Tell the script's first `count` items: on from where the story stands, or from its start if that is past
        them."""
        count = max(0, min(count, len(self._script)))
        if count < self._told:
            self._begin()
        while self._told < count:
            self._tell(self._script[self._told])
            self._told += 1

    def _tell(self, item: Event | Decision) -> None:
        if isinstance(item, Decision):
            self.history.add(self._tell_decision(item))
            return
        self.history.shown(item, self._tally)

    def show_step(self, step: int) -> None:
        """The whole story up to the end of step `step`."""
        self.tell_to(self._ends[step])

    def begin_step(self, step: int) -> None:
        """Step `step` about to be shown: the story up to its first event (its decision told, if in words). The
        events follow one by one with `tell_next` as the table shows them."""
        self.tell_to(self._starts[step])

    def tell_next(self) -> None:
        """The next event of the step under way, as the table starts to show it."""
        self.tell_to(self._told + 1)

    def entries(self) -> list[Entry]:
        """Every entry told, oldest first, in the current language (a change of language tells the story again)."""
        if self._language != generation():
            told, back = self._told, self.history.back
            self._begin()
            self.tell_to(told)
            self.history.back = back
        return self.history.entries()

    @property
    def version(self) -> int:
        """Changes whenever what the panel shows changes."""
        return hash((self._retold, self.history.version))

    def summaries(self) -> list[RoundSummary]:
        """The summaries of the rounds ended by what is told, oldest first."""
        return self.history.summaries()
