"""Animation timelines: tween attributes of any object over time, in sequence or in parallel.

Modelled on Pygame Zero's `animate`: `animate(timeline, sprite, 0.4, "out_back", x=300, y=120)` moves
`sprite.x`/`sprite.y` to the targets in 0.4 s. Values may be numbers or tuples of numbers (a position, a
colour). Start values are read when a tween starts (after its delay), so a chained tween continues from
where the previous one left the object.

Every animation can `finish()` (jump to the end, running its callbacks: the "skip" button) or `cancel()`
(stop where it is, no callbacks). A `Timeline` runs the animations of one scene; its `speed` (a number or a
function returning one, e.g. the settings' animation speed) scales the time it is given.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

Easing = Callable[[float], float]


def linear(t: float) -> float:
    return t


def in_quad(t: float) -> float:
    return t * t


def out_quad(t: float) -> float:
    return 1 - (1 - t) * (1 - t)


def in_out_quad(t: float) -> float:
    return 2 * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 2 / 2


def in_cubic(t: float) -> float:
    return t * t * t


def out_cubic(t: float) -> float:
    return 1 - (1 - t) ** 3


def in_out_cubic(t: float) -> float:
    return 4 * t * t * t if t < 0.5 else 1 - (-2 * t + 2) ** 3 / 2


def out_back(t: float) -> float:
    c1 = 1.70158
    c3 = c1 + 1
    return 1 + c3 * (t - 1) ** 3 + c1 * (t - 1) ** 2


def out_bounce(t: float) -> float:
    n1, d1 = 7.5625, 2.75
    if t < 1 / d1:
        return n1 * t * t
    if t < 2 / d1:
        t -= 1.5 / d1
        return n1 * t * t + 0.75
    if t < 2.5 / d1:
        t -= 2.25 / d1
        return n1 * t * t + 0.9375
    t -= 2.625 / d1
    return n1 * t * t + 0.984375


EASINGS: dict[str, Easing] = {
    "linear": linear,
    "in_quad": in_quad,
    "out_quad": out_quad,
    "in_out_quad": in_out_quad,
    "in_cubic": in_cubic,
    "out_cubic": out_cubic,
    "in_out_cubic": in_out_cubic,
    "out_back": out_back,
    "out_bounce": out_bounce,
}


def easing(name_or_fn: str | Easing) -> Easing:
    if callable(name_or_fn):
        return name_or_fn
    try:
        return EASINGS[name_or_fn]
    except KeyError:
        raise ValueError(f"unknown easing {name_or_fn!r}; choose one of {', '.join(EASINGS)}") from None


def _lerp(a: Any, b: Any, k: float) -> Any:
    if isinstance(a, tuple | list):
        return type(a)(_lerp(x, y, k) for x, y in zip(a, b, strict=True))
    return a + (b - a) * k


class Animation:
    """Something that advances with time and ends. Subclasses implement `_advance` and `_jump_to_end`."""

    def __init__(self, on_finish: Callable[[], None] | None = None) -> None:
        self.on_finish = on_finish
        self.done = False
        self.cancelled = False

    def update(self, dt: float) -> float:
        """Advance by dt seconds; returns the part of dt left over once the animation has ended."""
        if self.done:
            return dt
        left = self._advance(dt)
        if left is not None:
            self._complete()
            return left
        return 0.0

    def finish(self) -> None:
        """Jump to the end: final values set, callbacks run (the skip feature)."""
        if self.done:
            return
        self._jump_to_end()
        self._complete()

    def cancel(self) -> None:
        """Stop where it is; no callbacks run."""
        self.done = True
        self.cancelled = True

    def _complete(self) -> None:
        self.done = True
        if self.on_finish is not None:
            self.on_finish()

    def _advance(self, dt: float) -> float | None:  # None: still running; else the leftover time
        raise NotImplementedError

    def _jump_to_end(self) -> None:
        raise NotImplementedError


class Tween(Animation):
    """Moves attributes of `target` from their values at start to `attrs` over `duration` seconds."""

    def __init__(
        self,
        target: Any,
        duration: float,
        tween: str | Easing = "linear",
        *,
        delay: float = 0.0,
        on_finish: Callable[[], None] | None = None,
        **attrs: Any,
    ) -> None:
        super().__init__(on_finish)
        if duration < 0 or delay < 0:
            raise ValueError("an animation's duration and delay cannot be negative")
        self.target = target
        self.duration = duration
        self.delay = delay
        self.easing = easing(tween)
        self.targets = attrs
        self.start: dict[str, Any] | None = None
        self.elapsed = 0.0

    def _begin(self) -> None:
        if self.start is None:
            self.start = {name: getattr(self.target, name) for name in self.targets}

    def _apply(self, k: float) -> None:
        assert self.start is not None
        for name, end in self.targets.items():
            setattr(self.target, name, end if k >= 1 else _lerp(self.start[name], end, k))

    def _advance(self, dt: float) -> float | None:
        if self.delay > 0:
            used = min(dt, self.delay)
            self.delay -= used
            dt -= used
            if self.delay > 0:
                return None
        self._begin()
        self.elapsed += dt
        if self.elapsed >= self.duration:
            self._apply(1.0)
            return self.elapsed - self.duration
        self._apply(self.easing(self.elapsed / self.duration))
        return None

    def _jump_to_end(self) -> None:
        self._begin()
        self.delay = 0.0
        self.elapsed = self.duration
        self._apply(1.0)


class Wait(Animation):
    """A pause inside a sequence."""

    def __init__(self, duration: float, on_finish: Callable[[], None] | None = None) -> None:
        super().__init__(on_finish)
        self.left = duration

    def _advance(self, dt: float) -> float | None:
        self.left -= dt
        return -self.left if self.left <= 0 else None

    def _jump_to_end(self) -> None:
        self.left = 0.0


class Call(Animation):
    """Calls a function when reached (inside a sequence: after what comes before it)."""

    def __init__(self, fn: Callable[[], None]) -> None:
        super().__init__(fn)

    def _advance(self, dt: float) -> float | None:
        return dt

    def _jump_to_end(self) -> None:
        pass


class Sequence(Animation):
    """Runs its parts one after the other; time left over by one part goes on to the next."""

    def __init__(self, *parts: Animation, on_finish: Callable[[], None] | None = None) -> None:
        super().__init__(on_finish)
        self.parts = list(parts)
        self.index = 0

    def _advance(self, dt: float) -> float | None:
        while self.index < len(self.parts):
            dt = self.parts[self.index].update(dt)
            if not self.parts[self.index].done:
                return None
            self.index += 1
        return dt

    def _jump_to_end(self) -> None:
        # Each part in turn, so callbacks run in order and later tweens start from the earlier end values.
        while self.index < len(self.parts):
            self.parts[self.index].finish()
            self.index += 1

    def cancel(self) -> None:
        for part in self.parts[self.index :]:
            part.cancel()
        super().cancel()


class Parallel(Animation):
    """Runs its parts together; ends when the longest one ends."""

    def __init__(self, *parts: Animation, on_finish: Callable[[], None] | None = None) -> None:
        super().__init__(on_finish)
        self.parts = list(parts)

    def _advance(self, dt: float) -> float | None:
        left = [part.update(dt) for part in self.parts if not part.done]
        if all(part.done for part in self.parts):
            return min(left, default=dt)
        return None

    def _jump_to_end(self) -> None:
        for part in self.parts:
            part.finish()

    def cancel(self) -> None:
        for part in self.parts:
            part.cancel()
        super().cancel()


class Timeline:
    """The running animations of one scene."""

    def __init__(self, speed: float | Callable[[], float] = 1.0) -> None:
        self._speed = speed
        self.running: list[Animation] = []

    @property
    def speed(self) -> float:
        value = self._speed() if callable(self._speed) else self._speed
        return max(0.0, float(value))

    @property
    def busy(self) -> bool:
        return any(not a.done for a in self.running)

    def add(self, animation: Animation) -> Animation:
        self.running.append(animation)
        return animation

    def update(self, dt: float) -> None:
        dt *= self.speed
        # Iterate over a copy: callbacks may add animations, which start on the next update.
        for animation in list(self.running):
            animation.update(dt)
        self.running = [a for a in self.running if not a.done]

    def finish_all(self, limit: int = 1000) -> None:
        """Jump every animation to its end, also those that callbacks start meanwhile (up to `limit` rounds,
        so a callback that always starts a new animation cannot hang the game)."""
        for _ in range(limit):
            if not self.running:
                return
            batch, self.running = self.running, []
            for animation in batch:
                animation.finish()

    def cancel_all(self) -> None:
        for animation in self.running:
            animation.cancel()
        self.running = []


def animate(
    timeline: Timeline,
    target: Any,
    duration: float,
    tween: str | Easing = "linear",
    *,
    delay: float = 0.0,
    on_finish: Callable[[], None] | None = None,
    **attrs: Any,
) -> Tween:
    """Start a tween on `timeline` (Pygame Zero style) and return it."""
    animation = Tween(target, duration, tween, delay=delay, on_finish=on_finish, **attrs)
    timeline.add(animation)
    return animation


__all__ = [
    "EASINGS",
    "Animation",
    "Call",
    "Parallel",
    "Sequence",
    "Timeline",
    "Tween",
    "Wait",
    "animate",
    "easing",
]
