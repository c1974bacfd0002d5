"""The events a match has applied and the screen has not shown yet, in order.

The engine resolves a decision at once; the screen shows its events one by one. The queue holds them until the
screen takes each (`next_event`), keeps every event taken (`shown`, for the log panel and tests) and tells its
watchers of each as it is taken (the phones tell each seat's story in step with the screen).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Iterable

from game.rules import Event, chosen_meanwhile


class ShowQueue:
    """Events waiting to be shown, and those shown."""

    def __init__(self, first: Iterable[Event]) -> None:
        self._waiting: deque[Event] = deque(first)
        self.shown: list[Event] = []  # every event the screen has taken
        # Called with every event as the screen takes it to show.
        self.watchers: list[Callable[[Event], None]] = []

    def __bool__(self) -> bool:
        return bool(self._waiting)

    def add(self, events: Iterable[Event]) -> None:
        self._waiting.extend(events)

    def clear(self) -> None:
        """Drop what waits: nobody watches (a headless game)."""
        self._waiting.clear()

    def next_event(self) -> Event | None:
        """The next event to show, or None when the screen has caught up with the engine."""
        if not self._waiting:
            return None
        event = self._waiting.popleft()
        self.shown.append(event)
        for watcher in self.watchers:
            watcher(event)
        return event

    def peek(self) -> Event | None:
        """The next event to show, left in the queue."""
        return self._waiting[0] if self._waiting else None

    def only_others_choices(self, person: int) -> bool:
        """Whether every event waiting is a choice another seat than `person` made while the others choose theirs
        (a purchase and its price, a face-down play): nothing `person`, choosing at the same time, waits for."""
        return all(chosen_meanwhile(event) and getattr(event, "seat", person) != person for event in self._waiting)


class Showing:
    """The side of a match the screen takes its events from, one by one, out of the match's queue (`_queue`): the
    match played here (game/session/runner.py) and one joined on another machine (game/joining/remote_match.py)."""

    _queue: ShowQueue

    def next_event(self) -> Event | None:
        """The next event to show, or None when the screen has caught up with the match."""
        return self._queue.next_event()

    def peek_event(self) -> Event | None:
        """The next event to show, left in the queue."""
        return self._queue.peek()

    def has_events(self) -> bool:
        return bool(self._queue)
