"""The scene stack: deferred changes, lifecycle calls, overlays, and how events and updates go down."""

from __future__ import annotations

import pygame
from people import frame

from game.client.scenes.base import Scene


class Probe(Scene):
    """Records what happens to it; consumes the events named in `consumes`."""

    def __init__(self, app, name, log, *, opaque=True, blocks_input=True, blocks_update=True, consumes=(),
                 color=(0, 0, 0)):
        super().__init__(app)
        self.name, self.log = name, log
        self.opaque, self.blocks_input, self.blocks_update = opaque, blocks_input, blocks_update
        self.consumes = consumes
        self.color = color
        self.updates = 0
        self.events: list[int] = []

    def enter(self):
        self.log.append(f"{self.name}.enter")

    def exit(self):
        self.log.append(f"{self.name}.exit")

    def pause(self):
        self.log.append(f"{self.name}.pause")

    def resume(self):
        self.log.append(f"{self.name}.resume")

    def handle_event(self, event):
        self.events.append(event.type)
        return event.type in self.consumes

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        if self.opaque:
            surface.fill(self.color)
        else:
            surface.fill(self.color, pygame.Rect(0, 0, 100, 100))
        self.log.append(f"{self.name}.draw")


def test_push_pop_replace_take_effect_between_frames_with_lifecycle_calls(app):
    log: list[str] = []
    a, b, c = Probe(app, "a", log), Probe(app, "b", log), Probe(app, "c", log)
    app.push(a)
    assert app.stack == []  # requested, not yet done
    frame(app)
    assert app.stack == [a]
    app.push(b)
    assert app.top is a
    frame(app)
    assert app.stack == [a, b]
    assert log.index("a.pause") < log.index("b.enter")
    log.clear()
    app.replace(c)
    assert app.top is b
    frame(app)
    # Requested between frames: done before the next frame's draw.
    assert app.stack == [a, c] and log == ["b.exit", "c.enter", "c.draw"]
    log.clear()
    app.pop()
    frame(app)
    assert app.stack == [a] and log == ["c.exit", "a.resume", "a.draw"]


def test_a_change_requested_while_handling_an_event_waits_for_the_frame_to_end(app):
    log: list[str] = []
    bottom = Probe(app, "bottom", log)
    app.push(bottom)
    frame(app)

    class Pusher(Probe):
        def handle_event(self, event):
            super().handle_event(event)
            self.app.push(Probe(self.app, "new", self.log))
            return True

    app.replace(Pusher(app, "pusher", log))
    frame(app)
    log.clear()
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    # The frame still updated and drew the pusher; the new scene entered only after the draw.
    assert log == ["pusher.draw", "pusher.pause", "new.enter"]


def test_events_go_down_until_consumed_or_blocked(app):
    log: list[str] = []
    base = Probe(app, "base", log)
    toast = Probe(app, "toast", log, opaque=False, blocks_input=False, blocks_update=False)
    app.push(base)
    app.push(toast)
    frame(app)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert toast.events == [pygame.KEYDOWN] and base.events == [pygame.KEYDOWN]  # passed through

    toast.consumes = (pygame.KEYDOWN,)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_b, mod=0))
    assert len(toast.events) == 2 and len(base.events) == 1  # consumed on top

    modal = Probe(app, "modal", log, opaque=False, blocks_input=True)
    app.push(modal)
    frame(app)
    frame(app, pygame.event.Event(pygame.KEYUP, key=pygame.K_c, mod=0))
    assert modal.events == [pygame.KEYUP]
    assert pygame.KEYUP not in toast.events and pygame.KEYUP not in base.events  # blocked by the modal


def test_updates_stop_at_the_first_scene_that_blocks_them(app):
    log: list[str] = []
    game = Probe(app, "game", log)
    toast = Probe(app, "toast", log, opaque=False, blocks_input=False, blocks_update=False)
    app.push(game)
    app.push(toast)
    frame(app)
    before = game.updates, toast.updates
    frame(app)
    assert (game.updates - before[0], toast.updates - before[1]) == (1, 1)  # a toast lets the game run

    pause = Probe(app, "pause", log, opaque=False, blocks_update=True)
    app.push(pause)
    frame(app)
    before = game.updates, toast.updates, pause.updates
    frame(app)
    assert (game.updates - before[0], toast.updates - before[1], pause.updates - before[2]) == (0, 0, 1)


def test_drawing_starts_at_the_topmost_opaque_scene(app):
    log: list[str] = []
    hidden = Probe(app, "hidden", log, color=(255, 0, 0))
    shown = Probe(app, "shown", log, color=(0, 0, 255))
    overlay = Probe(app, "overlay", log, opaque=False, color=(0, 255, 0))
    for scene in (hidden, shown, overlay):
        app.push(scene)
    frame(app)
    log.clear()
    frame(app)
    assert log == ["shown.draw", "overlay.draw"]
    assert app.canvas.get_at((500, 500))[:3] == (0, 0, 255)
    assert app.canvas.get_at((50, 50))[:3] == (0, 255, 0)


def test_the_app_stops_when_the_last_scene_leaves(app):
    log: list[str] = []
    app.push(Probe(app, "only", log))
    app.running = True
    frame(app)
    app.pop()
    frame(app)
    assert app.stack == [] and app.running is False


def test_going_to_the_title_pops_down_to_it_or_starts_over_with_one(app):
    from game.client.scenes.title import TitleScene

    log: list[str] = []
    title = TitleScene(app)
    app.push(title)
    app.push(Probe(app, "match", log))
    app.push(Probe(app, "menu", log))
    frame(app)
    log.clear()
    app.go_to_title()
    frame(app)
    assert app.stack == [title] and log == ["menu.exit", "match.exit"]

    app.reset(Probe(app, "alone", log))
    frame(app)
    app.go_to_title()
    frame(app)
    assert len(app.stack) == 1 and isinstance(app.top, TitleScene) and app.top is not title
