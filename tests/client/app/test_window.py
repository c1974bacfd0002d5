"""Letterboxing, mouse mapping, resizing, fullscreen, the fixed-step loop, and closing the window."""

from __future__ import annotations

import pygame
import pytest
from people import frame

from game.client import app as app_module
from game.client.app import IDLE_FPS, MAX_STEPS, QUIET_SECONDS, STEP, App
from game.client.notice import NOTICE_SECONDS
from game.client.scenes.base import Scene
from game.client.view.scaling import Letterbox


@pytest.fixture
def app():
    """A window smaller than the canvas (which the other tests' windows match), for the letterbox."""
    application = App((1280, 720))
    application.open(load_map=False)
    yield application
    application.close()


@pytest.mark.parametrize(
    ("window", "pixel", "logical"),
    [
        ((1920, 1080), (960, 540), (960, 540)),  # same size
        ((1280, 720), (640, 360), (960, 540)),  # smaller, same aspect
        ((1280, 720), (0, 0), (0, 0)),
        ((1280, 720), (1279, 719), (1918, 1078)),  # the last pixel stays on the canvas
        ((960, 1080), (480, 540), (960, 540)),  # tall: bars above and below (canvas 960x540 from y=270)
        ((960, 1080), (0, 270), (0, 0)),
        ((960, 1080), (100, 100), (200, -340)),  # on the top bar: off the canvas
        ((3440, 1440), (1720, 720), (960, 540)),  # ultra-wide: bars left and right
        ((3440, 1440), (440, 0), (0, 0)),  # canvas 2560x1440 from x=440
        ((3440, 1440), (3000, 1439), (1920, 1079)),  # just right of the canvas: x lands past its width
    ],
)
def test_window_pixels_map_to_logical_points(window, pixel, logical):
    assert Letterbox((1920, 1080), window).to_logical(pixel) == logical


def test_letterbox_geometry_centres_the_canvas():
    box = Letterbox((1920, 1080), (1000, 1000))
    assert box.scale == pytest.approx(1000 / 1920)
    assert box.dest == pygame.Rect(0, 219, 1000, 562)
    assert box.to_window((1920, 1080)) == (1000, 781)


def test_app_maps_mouse_events_after_a_resize(app):
    seen: list[pygame.event.Event] = []

    class Recorder(Scene):
        def handle_event(self, event):
            seen.append(event)
            return True

    app.push(Recorder(app))
    frame(app)
    for size, pixel, logical in [
        ((1280, 720), (320, 180), (480, 270)),
        ((800, 800), (400, 175), (960, 0)),  # canvas 800x450 at y=175
        ((2560, 1080), (320, 0), (0, 0)),  # canvas 1920x1080 at x=320
    ]:
        frame(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        assert app.window.get_size() == size
        frame(app, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=1))
        assert seen[-1].pos == logical and seen[-1].window_pos == pixel
        assert app.mouse_pos() == logical  # hover polling follows the last mouse event


def test_motion_rel_is_scaled_to_logical_units(app):
    seen = []

    class Recorder(Scene):
        def handle_event(self, event):
            seen.append(event)
            return True

    app.push(Recorder(app))
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(640, 360), rel=(10, -4), buttons=(0, 0, 0)))
    assert seen[-1].rel == (15, -6)


def test_the_canvas_is_scaled_into_the_window_with_bars(app):
    class Red(Scene):
        def draw(self, surface):
            surface.fill((200, 0, 0))

    app.push(Red(app))
    frame(app, pygame.event.Event(pygame.VIDEORESIZE, w=800, h=800, size=(800, 800)))
    frame(app)
    window = app.window
    red = window.get_at((400, 400))
    assert red.r > 190 and red.g < 10 and red.b < 10  # the canvas (smoothscaled)
    assert window.get_at((400, 50)).r < 60  # the bar above it
    assert window.get_at((400, 750)).r < 60  # and below


def near(color, rgb) -> bool:
    """Equal but for the smooth scaler's rounding."""
    return all(abs(a - b) <= 4 for a, b in zip(color[:3], rgb, strict=True))


def test_a_window_of_the_canvas_size_is_drawn_on_directly_and_others_get_the_scaled_canvas(app):
    class Halves(Scene):
        """Left half blue, right half yellow, wherever it is drawn."""

        def draw(self, surface):
            surface.fill((0, 0, 200))
            surface.fill((220, 200, 0), surface.get_rect().inflate(-surface.get_width() // 2, 0).move(
                surface.get_width() // 4, 0))

    app.push(Halves(app))
    frame(app)
    assert app.canvas is not app.window  # 1280x720: the canvas is scaled into the window
    assert near(app.window.get_at((100, 360)), (0, 0, 200)) and near(app.window.get_at((1200, 360)), (220, 200, 0))
    for size in ((1920, 1080), (1000, 1000), (1920, 1080)):
        frame(app, pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
        frame(app)
        window = app.window
        if size == app.canvas_size:
            assert app.canvas is window  # drawn on the window itself: nothing copied
            assert window.get_at((100, 540))[:3] == (0, 0, 200) and window.get_at((1800, 540))[:3] == (220, 200, 0)
        else:
            assert app.canvas is not window and app.canvas.get_size() == app.canvas_size
            # The scaled canvas shows in the window, where the letterbox puts the canvas's points.
            left, right = app.letterbox.to_window((100, 540)), app.letterbox.to_window((1800, 540))
            assert near(window.get_at(left), (0, 0, 200)) and near(window.get_at(right), (220, 200, 0))
            assert not near(window.get_at((500, 50)), (220, 200, 0))  # the bar above the scaled canvas
            assert near(window.get_at((100, 500)), (0, 0, 200)) and near(window.get_at((900, 500)), (220, 200, 0))


PALETTE = [(0, 0, 0), (0, 0, 200), (220, 200, 0), *[(i, i, i) for i in range(253)]]


@pytest.mark.parametrize(("canvas_bits", "window_bits", "window_palette"), [
    (32, 32, None), (24, 24, None), (16, 16, None), (8, 8, PALETTE), (8, 8, PALETTE[::-1]), (32, 24, None),
    (32, 16, None), (32, 8, PALETTE)])
def test_the_scaled_canvas_looks_the_same_in_a_window_of_any_pixel_format(canvas_bits, window_bits, window_palette):
    from game.client.view.scaling import CanvasPresenter

    surfaces = []
    for bits, size, palette in ((canvas_bits, (1920, 1080), PALETTE), (window_bits, (1000, 1000), window_palette)):
        surface = pygame.Surface(size, 0, bits)
        if bits == 8:
            surface.set_palette(palette)
        surfaces.append(surface)
    canvas, window = surfaces
    canvas.fill((0, 0, 200))
    canvas.fill((220, 200, 0), (960, 0, 960, 1080))  # right half yellow
    box = CanvasPresenter((0, 0, 0)).present(canvas, window)
    # The letterbox: the canvas 1000x562 from y=219, black bars above and below it.
    assert box.dest == pygame.Rect(0, 219, 1000, 562)
    tolerance = 4 if min(canvas_bits, window_bits) >= 24 else 12  # the smooth scaler's rounding, 16 bits' shades
    for point, rgb in (((100, 500), (0, 0, 200)), ((900, 500), (220, 200, 0)), ((500, 100), (0, 0, 0)),
                       ((500, 900), (0, 0, 0))):
        assert all(abs(a - b) <= tolerance for a, b in zip(window.get_at(point)[:3], rgb, strict=True)), point


def test_the_canvas_is_made_in_the_windows_pixel_format_and_follows_the_maps_size():
    app = App((1280, 720))
    assert app.canvas_size == (1920, 1080)  # known before any window or surface exists
    app.open(load_map=False)
    try:
        canvas, window = app.canvas, app.window
        assert canvas is not window and canvas.get_size() == (1920, 1080)
        assert (canvas.get_bitsize(), canvas.get_masks()) == (window.get_bitsize(), window.get_masks())
        assert app.canvas is canvas  # made once, not per frame
        app.board_path = None
        app.load_board_map()  # the default map is 1920x1080 too: the canvas stays
        assert app.canvas is canvas
    finally:
        app.close()


def test_f11_toggles_fullscreen_and_back_to_the_windowed_size(app):
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert app.fullscreen
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))
    assert not app.fullscreen and app.window.get_size() == (1280, 720)


class Counter(Scene):
    def __init__(self, app):
        super().__init__(app)
        self.updates = 0
        self.dts: list[float] = []

    def update(self, dt):
        self.updates += 1
        self.dts.append(dt)


def test_fixed_steps_follow_the_time_given(app):
    counter = Counter(app)
    app.push(counter)
    frame(app, dt=0)
    frame(app, dt=0.05)
    assert counter.updates == 3 and set(counter.dts) == {STEP}
    frame(app, dt=STEP / 2)
    assert counter.updates == 3  # half a step: not yet
    frame(app, dt=STEP / 2)
    assert counter.updates == 4  # the halves add up


def test_a_long_stall_runs_only_a_few_steps_and_drops_the_backlog(app):
    counter = Counter(app)
    app.push(counter)
    frame(app, dt=0)
    frames_before = app.frames
    frame(app, dt=2.0)
    assert counter.updates == MAX_STEPS and app.frames == frames_before + 1
    assert app.accumulator < STEP
    frame(app, dt=STEP)
    assert counter.updates == MAX_STEPS + 1  # no catch-up storm afterwards


class Clockface(Counter):
    """Fills the canvas with a red that says how many updates it has had, in steps of RED_STEP (a count the test can
    read off a pixel of the window, whose pixels may hold fewer shades than the canvas)."""

    def draw(self, surface):
        surface.fill((self.updates * RED_STEP, 0, 0))


RED_STEP = 6


def shown_updates(app, pixel=(640, 360)) -> int:
    """How many updates the Clockface had when the frame the window shows was drawn."""
    return round(app.window.get_at(pixel)[0] / RED_STEP)


@pytest.mark.parametrize(("away", "back"), [(pygame.WINDOWMINIMIZED, pygame.WINDOWRESTORED),
                                            (pygame.WINDOWHIDDEN, pygame.WINDOWSHOWN)])
def test_a_window_out_of_sight_is_not_drawn_while_the_game_goes_on_and_shows_the_present_once_back(app, away, back):
    face = Clockface(app)
    app.push(face)
    frame(app)
    drawn = app.drawn
    assert shown_updates(app) == face.updates == 1
    frame(app, pygame.event.Event(away))
    for _ in range(30):
        frame(app)
    assert face.updates == 32  # a step a frame, as in sight
    assert app.drawn == drawn  # and not one frame drawn
    assert shown_updates(app) == 1  # the window still holds the frame shown before it went
    frame(app, pygame.event.Event(back))
    assert app.drawn == drawn + 1 and shown_updates(app) == face.updates == 33


def test_a_key_or_the_mouse_brings_a_window_back_in_sight_if_its_manager_never_says_so(app):
    face = Clockface(app)
    app.push(face)
    frame(app)
    frame(app, pygame.event.Event(pygame.WINDOWMINIMIZED))
    frame(app)
    drawn = app.drawn
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    assert app.drawn == drawn + 1 and shown_updates(app) == face.updates


class Still(Counter):
    """A screen on which nothing moves unless `moving` says so; it remembers the keys it was given."""

    def __init__(self, app, moving=False):
        super().__init__(app)
        self.moving = moving
        self.keys: list[int] = []

    def still(self):
        return not self.moving

    def handle_event(self, event):
        if event.type == pygame.KEYDOWN:
            self.keys.append(event.key)
            return True
        return False


class Overlay(Scene):
    opaque = False
    blocks_update = False


QUIET_FRAMES = round(QUIET_SECONDS / STEP)  # frames of a 60th of a second that make QUIET_SECONDS


@pytest.mark.slow
def test_the_window_waits_between_frames_only_once_nothing_moves_and_no_event_came_for_a_while(app):
    screen = Still(app)
    app.push(screen)
    frame(app)
    assert not app.idle()  # the screen was just opened: an event may follow
    for _ in range(QUIET_FRAMES):
        frame(app)
    assert app.idle()
    frame(app, pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(1, 1), buttons=(0, 0, 0)))
    assert not app.idle()  # the mouse moved: frames come at the full rate again...
    for _ in range(QUIET_FRAMES):
        frame(app)
    assert app.idle()  # ...until it rests
    screen.moving = True
    assert not app.idle()  # something slides: every frame is drawn
    screen.moving = False
    app.toast("Sound off (M)")
    assert not app.idle()  # a passing notice fades
    for _ in range(QUIET_FRAMES + round(NOTICE_SECONDS / STEP)):
        frame(app)
    assert app.idle()
    app.push(Overlay(app))  # not still: it is drawn over the still screen
    for _ in range(QUIET_FRAMES):
        frame(app)
    assert not app.idle()


def test_waiting_between_frames_the_loop_takes_the_next_event(app, monkeypatch):
    monkeypatch.setattr(app_module, "QUIET_SECONDS", 0.0)  # idle from the second frame
    screen = Still(app)
    posted = []

    def update(dt):
        Counter.update(screen, dt)
        if screen.updates == 3 and not posted:  # while the loop waits for an event or an idle frame's time
            posted.append(pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)))
        if screen.keys:
            app.quit()

    screen.update = update
    app.run(screen, max_frames=200)  # ends when the key has come
    assert screen.keys == [pygame.K_a]
    assert app.frames < 200


def test_an_idle_frames_time_fits_in_the_steps_a_frame_may_take():
    """A frame that waited runs the game on by the time it waited: at most MAX_STEPS steps, else time is lost."""
    assert (1000 // IDLE_FPS) / 1000 <= MAX_STEPS * STEP


def test_closing_the_window_on_the_title_quits_without_asking(app):
    from game.client.scenes.title import TitleScene

    app.push(TitleScene(app))
    app.running = True
    frame(app)
    frame(app, pygame.event.Event(pygame.QUIT))
    assert app.running is False


def test_closing_the_window_during_a_match_asks_first(app):
    from game.client.scenes.confirm import ConfirmScene

    class Match(Scene):
        confirm_quit = True

    app.push(Match(app))
    app.running = True
    frame(app)
    frame(app, pygame.event.Event(pygame.QUIT))
    assert app.running and isinstance(app.top, ConfirmScene)
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))  # cancel
    assert app.running and isinstance(app.top, Match)
    frame(app, pygame.event.Event(pygame.QUIT))
    frame(app, pygame.event.Event(pygame.QUIT))  # asked twice: the player means it
    assert app.running is False


def test_run_draws_the_first_frame_and_stops_after_max_frames(app):
    counter = Counter(app)
    assert app.run(counter, max_frames=3) == 0
    assert app.frames == 3 and app.top is counter


def test_the_window_shows_its_first_frame_before_loading_the_map(monkeypatch):
    from game.client.app import App

    app = App((640, 360))
    app.open(load_map=False)
    app.load_map_after_first_frame = True
    loads = []

    def fake_load():
        loads.append(app.frames)
        app.map_error = "no map in this test"

    monkeypatch.setattr(app, "load_board_map", fake_load)
    try:
        app.run(Counter(app), max_frames=1)
        assert loads == []  # the first frame alone: no map yet
        app.run(max_frames=6)
        assert loads == [2]  # once, after this run's first frame (the second of the app), before any update
    finally:
        app.close()


def test_input_after_a_close_request_in_the_same_frame_does_not_reach_the_match(app):
    from game.client.scenes.confirm import ConfirmScene

    class Match(Scene):
        confirm_quit = True

        def __init__(self, app):
            super().__init__(app)
            self.keys: list[int] = []

        def handle_event(self, event):
            if event.type == pygame.KEYDOWN:
                self.keys.append(event.key)
                return True
            return False

    match = Match(app)
    app.push(match)
    app.running = True
    frame(app)
    frame(app, pygame.event.Event(pygame.QUIT), pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0))
    assert isinstance(app.top, ConfirmScene) and app.stack == [match, app.top]
    assert match.keys == []  # the key came after "Quit?" was asked: the match below it never hears it
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))  # the next frame: the dialog
    assert app.top is match and match.keys == [] and app.running


def test_a_termination_signal_ends_the_loop_even_mid_match(app):
    import os
    import signal

    class Match(Scene):
        confirm_quit = True  # closing the window would only ask
        sent = False

        def update(self, dt):
            # Once, at the first update: a frame whose clock tick is shorter than a step updates nothing, so
            # a frame number may never see an update.
            if not self.sent:
                self.sent = True
                os.kill(os.getpid(), signal.SIGTERM)

    before = signal.getsignal(signal.SIGTERM)
    assert app.run(Match(app), max_frames=200) == 0
    assert app.frames < 50 and not app.running  # stopped, not asking "Quit?" until max_frames
    assert signal.getsignal(signal.SIGTERM) is before  # the handler is put back when the loop ends
