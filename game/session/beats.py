"""The screen's pacing of the bots' answers: a short visible beat of "thinking" before a bot's answer is applied.

A bot's answer is held until its seat has been seen thinking for the beat (counted only while the screen has caught
up with the engine). Bots choosing together share one beat (spec/rules.md 2.2: once one of them showed it, the others
follow at once); a bot's play right after its own purchase needs none; Skip drops the beats until a person at the
screen decides again (at a table of bots, until the round ends). Headless front ends have no beats at all.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from game.rules import Pending

from .seats import Answer, Question

# How long a bot's "thinking" status stays visible at normal animation speed, in seconds: long enough
# to see who is acting, short enough that a table of bots keeps the pace of people choosing at once.
BOT_THINK_SECONDS = 0.25


class Beats:
    """How long each seat asked has been seen thinking, and whether a bot's answer may be applied yet."""

    def __init__(self) -> None:
        self._thought: dict[int, float] = {}  # seconds each seat asked has been seen thinking
        self._round = 0  # the round the last beat was counted in
        self._beaten = False  # a beat was shown for the bots choosing together now: the others need none
        self._skipping = False  # the person pressed Skip
        self._skip_round = 0  # at a table of bots only, Skip lasts to the end of the round it was pressed in
        self._turn_seat: int | None = None  # the seat whose purchase was applied last: its play follows at once

    def asked(self, seat: int) -> None:
        """`seat` was asked: its thinking starts now."""
        self._thought[seat] = 0.0

    def closed(self, seat: int) -> None:
        """`seat`'s question was answered or withdrawn."""
        self._thought.pop(seat, None)

    def seen(self, seats: list[int], dt: float) -> None:
        """`seats`, asked, were seen thinking for `dt` more seconds (the screen has caught up with the engine)."""
        for seat in seats:
            self._thought[seat] += dt

    def enter(self, round_number: int) -> None:
        """Questions of round `round_number` are open: a new round needs one beat at least."""
        if round_number != self._round:
            self._round, self._beaten = round_number, False

    def next_answer(self, questions: list[Question], take: Callable[[Question], Answer | None],
                    together: Callable[[Pending], bool], people: frozenset[int], *, showing: bool,
                    think_seconds: float, skipping: bool) -> Answer | None:
        """Of the seats asked (`questions`, in action order), the answer that may be applied now, taken with `take`
        (None: every seat asked waits). `people`: the seats a person answers for; `showing`: the screen has events
        still to show, so only choices made `together` with the others may be applied.

        A person's answer counts the moment it comes (whoever decides first buys first, spec/rules.md 2.2), before
        the bots' answers still held for their thinking beat. Bots' answers are applied in action order among
        themselves, as if they had decided one after another, so that a table of bots plays alike in the window
        and headless, from its seed alone."""
        follows = next((q for q in questions if q.seat == self._turn_seat and q.seat in people), None)
        if follows is not None and (not showing or together(follows.pending)):
            answer = take(follows)  # the play a person handed in with their purchase (of none) comes with it
            if answer is not None:
                return answer
        bot_answer: Answer | None = None
        bots_wait = math.isinf(think_seconds)  # an earlier bot's answer is not applied yet: the later ones wait
        for question in questions:
            seat = question.seat
            chosen_together = together(question.pending)
            if showing and not chosen_together:
                continue
            answer = take(question)  # taken and held even while it waits: its seat's thinking is done
            if seat in people:
                if answer is not None:
                    return answer
                continue
            if bots_wait:
                continue
            if answer is not None and self._due(seat, think_seconds, chosen_together, skipping):
                bot_answer = answer
            bots_wait = True
        return bot_answer

    def _due(self, seat: int, think_seconds: float, together: bool, skipping: bool) -> bool:
        """Whether the bot of `seat` may have its answer applied now: its beat is over, or it needs none (its play
        right after its purchase; the bots choosing together once one showed the beat; Skip)."""
        free = skipping or seat == self._turn_seat or (together and self._beaten)
        return free or self._thought[seat] >= think_seconds

    def applied(self, seat: int, buying: bool) -> None:
        """`seat`'s decision was applied: after a purchase (`buying`) its play follows without a beat."""
        self._turn_seat = seat if buying else None

    def person_answered(self, together: bool, at_screen: bool) -> None:
        """A person's decision was applied. Bots that chose together with them were choosing meanwhile and show no
        second beat; after anything else the next bot shows one again. Skip applied to one wait of the screen."""
        self._beaten = self._beaten and together
        if at_screen:
            self._skipping = False

    def bot_answered(self, together: bool) -> None:
        """A bot's decision was applied: its beat counts for the bots choosing together with it."""
        self._beaten = together

    def skip(self, round_number: int) -> None:
        """The person pressed Skip in round `round_number`."""
        self._skipping, self._skip_round = True, round_number

    def skipping(self, round_number: int, people_at_screen: bool) -> bool:
        """Whether Skip is in force: at a table with people at the screen until one decides, else for the round
        it was pressed in."""
        return self._skipping and (self._skip_round == round_number or people_at_screen)
