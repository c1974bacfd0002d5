"""The guided game's course through one lesson: which step is on, when the next one shows, which decisions a step
turns down, and the words that explain what the engine did.

Plain Python, apart from any window: the guided game's scene (guided_game.py) tells the course what the table has
shown (the match's events, in order), whether the player is asked to decide now, and every decision applied; the
course says whether the table must wait while the player reads (`holding`), what to say, and why a decision does
not fit the step. Steps go strictly in order (guided_lessons.Step): a step waiting for an event looks at the events
shown since the step before it began. The explanations read only the events (what the engine did and why: the
rule that placed a tile, the points a pawn moved) and the board's data (the kind of a space); they decide nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.client.scenes.guided_lessons import YOU_SEAT, Lesson, Need, Step, When
from game.rules import BoardSpec, Buy, Decision, DecisionKind, Play, SpaceKind
from game.rules.placement import RULE_LOWEST_NUMBER
from game.storage.guided_progress import GuidedProgress
from game.text.i18n import _, ngettext
from game.text.narrate import YOU, shown_name


class Course:
    """One lesson's steps, from `progress` (where the player left it, or its start)."""

    def __init__(self, lesson: Lesson, spec: BoardSpec, progress: GuidedProgress, opening: int) -> None:
        """`opening`: how many events the lesson's table shows before its first step (the position set out)."""
        self.lesson = lesson
        self.spec = spec
        self.opening = opening
        self.index = progress.step
        self.held_from = progress.held_from  # events shown when the step on began (None: it waits for its moment)
        self.scanned = progress.scanned  # the events a step has looked at
        self.complaint = ""  # why the last decision did not fit the step, until the next step

    # ----------------------------------------------------------------- where the course is
    @property
    def step(self) -> Step | None:
        """The step on now, or waiting for its moment (None: the lesson is over)."""
        steps = self.lesson.steps
        return steps[self.index] if self.index < len(steps) else None

    @property
    def on(self) -> bool:
        """Whether the step's moment has come: it is shown."""
        return self.held_from is not None and self.step is not None

    @property
    def holding(self) -> bool:
        """Whether the table waits while the player reads the step (until Continue)."""
        step = self.step
        return self.on and step is not None and step.need is None

    @property
    def over(self) -> bool:
        return self.step is None

    def progress(self, lesson: int, decisions: Sequence[Decision]) -> GuidedProgress:
        """Where the course is, as kept on disk: in lesson number `lesson`, after `decisions`."""
        return GuidedProgress(lesson, self.index, self.held_from, tuple(decisions), self.scanned)

    # ----------------------------------------------------------------- what happens at the table
    def follow(self, shown: Sequence, asked: bool) -> None:
        """Bring the course up to the events the table has shown and whether the player is asked to buy and play
        now: the next steps whose moments have come are passed by or begin."""
        while self.step is not None and not self.on:
            step = self.step
            when = step.trigger.when
            if when is When.START:
                if len(shown) >= self.opening:
                    self._begin(len(shown))
                return
            if when is When.NEXT:
                self._begin(len(shown))
                return
            if when is When.ASKED:
                if asked:
                    self._begin(len(shown))
                self.scanned = len(shown)  # no event is waited for meanwhile
                return
            if not self._look(step, shown):
                return

    def _look(self, step: Step, shown: Sequence) -> bool:
        """Look at the events shown since the last one looked at: True when the step began or was passed by."""
        while self.scanned < len(shown):
            event = shown[self.scanned]
            self.scanned += 1
            if step.trigger.matches(event):
                self._begin(self.scanned)
                return True
            if any(trigger.matches(event) for trigger in step.until):
                self.scanned -= 1  # the next step looks at this event too
                self._next()
                return True
        return False

    def _begin(self, shown_count: int) -> None:
        self.held_from = shown_count

    def _next(self) -> None:
        self.index += 1
        self.held_from = None
        self.complaint = ""

    def proceed(self) -> None:
        """Continue: the step read, the next one waits for its moment."""
        if self.holding:
            self._next()

    def decided(self, decision: Decision) -> None:
        """A decision was applied: the step that asked for it is done."""
        step = self.step
        if not self.on or step is None or step.need is None or decision.seat != YOU_SEAT:
            return
        if step.need is Need.PLAY and decision.kind is DecisionKind.PLAY:
            self._next()
        elif step.need is Need.BUY and isinstance(decision, Buy) and decision.count > 0:
            self._next()

    def refusal(self, decision: Decision) -> str | None:
        """Why the step turns `decision` down (a sentence), or None when it fits."""
        step = self.step
        if not self.on or step is None or step.need is None or decision.seat != YOU_SEAT:
            return None
        fits = True
        if step.need is Need.PLAY and step.tiles:
            if isinstance(decision, Play):
                fits = tuple(sorted(decision.tiles)) == tuple(sorted(step.tiles))
            elif isinstance(decision, Buy):  # a purchase is turned down: the step's tiles come from the hand as it is
                fits = decision.count == 0
        elif step.need is Need.BUY:
            fits = isinstance(decision, Buy) and decision.count > 0
        if fits:
            return None
        self.complaint = _(step.wrong)
        return self.complaint

    # ----------------------------------------------------------------- what the step says
    def event(self, shown: Sequence):
        """The event whose showing began the step (None for a step begun otherwise)."""
        step, held_from = self.step, self.held_from
        if held_from is None or step is None or step.trigger.when is not When.SHOWN:
            return None
        return shown[held_from - 1] if 0 < held_from <= len(shown) else None

    def words(self, shown: Sequence, rows: dict[int, list[int]], names: Sequence[str]) -> str:
        """What the step says now, in the current language: its explanation of its event, then its text."""
        step = self.step
        if step is None:
            return ""
        parts = []
        event = self.event(shown)
        if step.explain == "bought" and event is not None:  # said once the price is paid: of the purchase before
            event = next((e for e in reversed(shown[:self.held_from]) if e.type == "bought" and e.seat == YOU_SEAT),
                         None)
        if step.explain and event is not None:
            parts.append(explain(step.explain, event, rows, names, self.spec))
        if step.text:
            parts.append(_(step.text))
        return " ".join(part for part in parts if part)


def _name(names: Sequence[str], seat: int) -> str:
    return shown_name(names[seat])


def _tiles(tiles: Sequence[int]) -> str:
    """Tiles in a sentence: "40", "40 and 42", "11, 12 and 13"."""
    words = [str(tile) for tile in tiles]
    if len(words) < 2:
        return "".join(words)
    return _("{tiles} and {last}").format(tiles=", ".join(words[:-1]), last=words[-1])


def explain(kind: str, event, rows: dict[int, list[int]], names: Sequence[str], spec: BoardSpec) -> str:
    """What the engine did, in words: `kind` is a step's `explain`, `event` what it explains, `rows` the rows as
    the table shows them."""
    return EXPLAIN[kind](event, rows, names, spec)


def _placed(event, rows, names, spec) -> str:
    row = rows.get(event.row, [])
    end = row[event.slot - 2] if len(row) >= event.slot - 1 >= 1 else None
    if event.rule == RULE_LOWEST_NUMBER:
        text = _("Your {tile} is lower than every row end, so it went after the highest of them: the {end} in row "
                 "{row} (Rule 3).")
    else:
        text = _("Your {tile} went after the {end} in row {row}: of the row ends below it, the {end} is the closest "
                 "(Rules 1 and 2).")
    text = text.format(tile=event.tile, end=end, row=event.row)
    kind = spec.row(event.row).spaces[event.slot - 1].kind
    landed = {SpaceKind.COWPIE: _("It lies on a cowpie space."),
              SpaceKind.IBEX: _("It lies on the ibex space: the row is yours."),
              SpaceKind.DOUBLE: _("It covers a double space."),
              SpaceKind.HAPPY: _("It covers a Happy Cow.")}.get(kind, _("No points there."))
    return f"{text} {landed}"


def _points(event, rows, names, spec) -> str:
    if event.points >= 0:
        text = ngettext("You take {n} penalty point: your pawn moves from {start} to {end}.",
                        "You take {n} penalty points: your pawn moves from {start} to {end}.", event.points)
        n = event.points
    else:
        text = ngettext("Happy Cows show, so {n} point is taken off: your pawn moves back from {start} to {end}.",
                        "Happy Cows show, so {n} points are taken off: your pawn moves back from {start} to {end}.",
                        -event.points)
        n = -event.points
    text = text.format(n=n, start=event.start, end=event.end)
    wanted = max(0, event.start + event.points)
    if event.end > wanted > 0:  # the track's rule of one pawn a space moved it on
        text += " " + _("Space {space} was taken, so it moved on to the next free one.").format(space=wanted)
    return text


def _completed(event, rows, names, spec) -> str:
    text = _("You took row {row}. Your {tile} moves to the first space of the next free row: row {new_row}.").format(
        row=event.row, tile=event.tile, new_row=event.new_row)
    if event.new_row < event.row:
        text += " " + _("After the last row, the rows begin again at row 1.")
    return text


def _kept(event, rows, names, spec) -> str:
    if not event.boxed:
        return _("You keep {kept}.").format(kept=_tiles(event.kept))
    return ngettext("You keep {kept}; the {boxed} goes face down into the box, out of the game.",
                    "You keep {kept}; the {boxed} go face down into the box, out of the game.",
                    len(event.boxed)).format(kept=_tiles(event.kept), boxed=_tiles(event.boxed))


def _bought(event, rows, names, spec) -> str:
    # The player's own purchase: its tiles are theirs to see.
    return ngettext("You bought the {tiles} for {n} penalty point.", "You bought the {tiles} for {n} penalty points.",
                    event.count).format(tiles=_tiles(event.tiles), n=event.count)


def _open(event, rows, names, spec) -> str:
    if names[event.seat] == YOU:
        text = _("You reached the oxen-eye on {space}: the next round is played face up.")
    else:
        text = _("{name} reached the oxen-eye on {space}: the next round is played face up.")
    return text.format(name=_name(names, event.seat), space=event.oxen_eye) + " " + _(
        "The NEXT: OPEN badge says so.")


def _face_up(event, rows, names, spec) -> str:
    return _("{name} played the {tiles} face up: you see it before you choose.").format(
        name=_name(names, event.seat), tiles=_tiles(event.tiles))


def _end(event, rows, names, spec) -> str:
    winners = [seat for seat, place in enumerate(event.places) if place == 1]
    points = event.positions[winners[0]]
    if YOU_SEAT in winners:
        text = ngettext("The game is over, and the fewest points win: you win, with {n} point!",
                        "The game is over, and the fewest points win: you win, with {n} points!", points)
    else:
        text = ngettext("The game is over, and the fewest points win: {name} wins, with {n} point.",
                        "The game is over, and the fewest points win: {name} wins, with {n} points.", points)
    return text.format(name=_name(names, winners[0]), n=points)


EXPLAIN = {"placed": _placed, "points": _points, "completed": _completed, "kept": _kept, "bought": _bought,
           "open": _open, "face_up": _face_up, "end": _end}
