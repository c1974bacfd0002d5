"""The game window: a fixed-step loop driving a stack of scenes on a logical canvas.

`App.run()` opens nothing by itself: `open()` creates the window (called by the `play` command), so that
importing this module never touches the display. Every frame (`step(dt)`):

1. pending stack changes are applied (they are requested during a frame and happen between frames);
2. input events are handled: window events by the app (close, resize, F11), the rest passed down the
   scene stack as game/client/scenes/base.py says, with mouse positions mapped to the logical canvas; once an
   event has asked for a scene that blocks input (a dialog), the frame's remaining input is dropped, so it
   never reaches the scenes that dialog is about to cover;
3. the scenes are updated in fixed steps of 1/60 s (an accumulator; at most MAX_STEPS per frame, the
   backlog beyond that is dropped so a stall never makes the game race to catch up);
4. the scenes are drawn once on the canvas, which is scaled into the window with letterboxing (not while the
   window is out of sight: minimized or hidden);
5. stack changes requested meanwhile are applied.

`run()` makes a frame sixty times a second (FRAME_CAP) while anything moves, and IDLE_FPS times a second once
the scenes drawn are all still (`Scene.still`) and no event came for QUIET_SECONDS: it then waits for the next
event, which starts a frame at once, or for an idle frame's time.

`App` is the scenes' host (game/client/scenes/base.Host): the stack, `make_scene` for the other screens (through
game/client/scenes/routes.py), `fonts` (text cache), `board_map` / `map_error` (the map, loaded once), `settings`
(the one settings object, given when the app is made), `notices`, `backdrop()` (the menus' alpine scene),
`mouse_pos()`, `sound` (the sound effects, game/client/sound.py: made, and the mixer started, on first use), and
`last_match`. The key M mutes or unmutes the sound on every screen (unless a scene uses the key, e.g. a name
being typed); a short notice says so.
"""

from __future__ import annotations

import signal
import sys
import threading
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Scene
from game.client.scenes.routes import Screen
from game.client.view import palette as pal
from game.client.view.scaling import CanvasPresenter, Letterbox
from game.client.view.text import Fonts
from game.client.view.tile_back import window_icon
from game.client.view.tween import Timeline
from game.storage.settings import SettingsStore
from game.text.i18n import N_, _, apply_language_setting, generation

if TYPE_CHECKING:
    from game.board_map.loader import BoardMap
    from game.client.sound import SoundPlayer
    from game.session.config import MatchConfig

STEP = 1 / 60
MAX_STEPS = 4
DEFAULT_CANVAS = (1920, 1080)
DEFAULT_WINDOW = (1280, 720)
FRAME_CAP = 60
# While nothing moves on the screens drawn and no event came for QUIET_SECONDS (a person reading or deciding, a
# bot thinking), the window is drawn IDLE_FPS times a second, and at once when an event comes: drawing and scaling
# a frame costs several milliseconds, which a still picture need not pay sixty times a second. The game's time
# runs as before (a frame then takes several fixed steps).
IDLE_FPS = 20
QUIET_SECONDS = 1.0
CAPTION = "Dance of Ibexes"
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
INPUT_EVENTS = (*MOUSE_EVENTS, pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)
NOTICE_SECONDS = 1.6  # how long a passing notice ("Sound off") stays
# What the window manager says of the window: once it cannot be seen (minimized, hidden), and once it can again.
WINDOW_OUT_OF_SIGHT = (pygame.WINDOWMINIMIZED, pygame.WINDOWHIDDEN)
WINDOW_IN_SIGHT = (pygame.WINDOWRESTORED, pygame.WINDOWSHOWN, pygame.WINDOWMAXIMIZED, pygame.WINDOWEXPOSED,
                   pygame.WINDOWFOCUSGAINED)
# Input that only comes from someone looking at the window (not a key let go after the shortcut that hid it).
LOOKED_AT = (pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)
FIRST_WINDOW_SHARE = 0.75  # at first start the window takes this share of the screen's width (or its height)


def first_window_size(screen: tuple[int, int] | None) -> tuple[int, int]:
    """The window of a first start on a screen of `screen` pixels: a 16:9 window taking FIRST_WINDOW_SHARE of it
    (1920x1080 on a 2560x1440 screen), never less than DEFAULT_WINDOW where the screen has room for more, and
    DEFAULT_WINDOW when the screen's size is unknown."""
    if not screen or screen[0] <= 0 or screen[1] <= 0:
        return DEFAULT_WINDOW
    width = min(screen[0] * FIRST_WINDOW_SHARE, screen[1] * FIRST_WINDOW_SHARE * 16 / 9)
    width = max(width, min(DEFAULT_WINDOW[0], screen[0] * 0.9, screen[1] * 0.9 * 16 / 9))
    return (round(width / 16) * 16, round(width / 16) * 9)


class App:
    def __init__(
        self,
        window_size: tuple[int, int] = DEFAULT_WINDOW,
        *,
        board_path: str | Path | None = None,
        fullscreen: bool = False,
        settings: SettingsStore | None = None,
        notices: Sequence[str] = (),
        sound: SoundPlayer | None = None,
    ) -> None:
        """`settings`: the run's settings (none: defaults kept in memory, never saved); `notices`: sentences
        the title shows about this run (a settings file that could not be used); `sound`: the sound effects
        (none: made on first use, playing through pygame.mixer)."""
        self.window_size = window_size  # the windowed size (kept while fullscreen)
        self.board_path = board_path
        self.start_fullscreen = fullscreen
        self.fullscreen = False
        self.settings = settings if settings is not None else SettingsStore.in_memory()
        self.notices: tuple[str, ...] = tuple(notices)
        self.stack: list[Scene] = []
        self._pending: list[Callable[[], None]] = []
        self._modal_requested = False  # a scene that blocks input was asked for during this frame
        self.accumulator = 0.0
        self.frames = 0
        self.updates = 0
        # Whether the window can be seen: while it cannot, frames are not drawn, and the game goes on at its pace
        # (bots, phones, animations) on a few percent of a core instead of drawing pictures nobody sees.
        self.in_sight = True
        self.drawn = 0  # frames drawn (`frames` counts those not drawn too)
        self.quiet = 0.0  # seconds of game time since the last event (see IDLE_FPS)
        self.running = False
        self.window: pygame.Surface | None = None
        self._canvas_size = DEFAULT_CANVAS  # the logical canvas the scenes lay out on
        self._canvas: pygame.Surface | None = None  # made on first use, scaled into the window
        self._fonts: Fonts | None = None
        self.board_map: BoardMap | None = None
        self.map_error: str | None = None
        self.last_match: MatchConfig | None = self.settings.last_setup  # "New game" starts from it
        self._presenter = CanvasPresenter(pal.shade(pal.FELT_DARK, -0.45))
        self._backdrop: pygame.Surface | None = None
        self._mouse_window: tuple[int, int] | None = None
        self._sound: SoundPlayer | None = sound
        self._toast: tuple[str, float] | None = None  # a passing notice (a text, seconds left) drawn over every scene
        # The play command loads the map just after the first frame: the title does not need it, and the
        # window shows sooner. Tests and tools load it in open().
        self.load_map_after_first_frame = False
        self._caption_language = -1  # the language the window's title bar is in (set when the window opens)

    # ------------------------------------------------------------------------------------------- services
    @property
    def canvas_size(self) -> tuple[int, int]:
        return self._canvas_size

    @property
    def canvas(self) -> pygame.Surface:
        """The surface the scenes draw on: the window itself when it is exactly the canvas's size (as a
        full-HD screen in fullscreen is), so that no frame is copied for nothing; else the logical canvas,
        which `present` scales into the window."""
        window = self.window
        if window is not None and window.get_size() == self._canvas_size:
            return window
        return self._offscreen_canvas()

    def _offscreen_canvas(self) -> pygame.Surface:
        # Made when first needed, in the window's pixel format where there is a window: a full-HD surface
        # made before the window and converted after it costs the first frame two allocations and a copy.
        if self._canvas is None or self._canvas.get_size() != self._canvas_size:
            window = pygame.display.get_surface()
            self._canvas = pygame.Surface(self._canvas_size, 0, window) if window else pygame.Surface(self._canvas_size)
        return self._canvas

    def open(self, load_map: bool = True) -> None:
        """Create the window (and the fonts, which need pygame.font) and load the board map."""
        pygame.display.init()
        pygame.font.init()
        # The settings' language (or the system's), before anything is drawn; the settings screen changes it.
        apply_language_setting(self.settings.language)
        pygame.display.set_caption(_(CAPTION))
        self._caption_language = generation()
        pygame.display.set_icon(window_icon())  # before the window opens, which would load pygame's own icon
        self.window = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        if self.start_fullscreen:
            self.toggle_fullscreen()
        if load_map:
            self.load_board_map()
        self._canvas = None  # made anew in the window's pixel format

    @property
    def fonts(self) -> Fonts:
        """The text cache (made on first use: fonts need pygame.font, not a window)."""
        if self._fonts is None:
            pygame.font.init()
            self._fonts = Fonts()
        return self._fonts

    def load_board_map(self) -> None:
        """Load the board once. A broken map leaves `map_error` (one sentence, also on stderr) instead."""
        from game.board_map.loader import DEFAULT_MAP_PATH, MapError, load_board_map  # here: kept off the first frame

        try:
            self.board_map = load_board_map(self.board_path or DEFAULT_MAP_PATH)
        except MapError as exc:
            self.board_map, self.map_error = None, str(exc)
            print(f"error: {self.map_error}", file=sys.stderr)
            return
        self.map_error = None
        size = tuple(int(v) for v in self.board_map.geometry.size)
        if size != self.canvas_size and size[0] > 0 and size[1] > 0:
            # Scenes lay out in the map's pixels. (Scenes made before this keep their layout: the play
            # command loads the map before any scene but the title exists, and the title fits 1920x1080.)
            self._canvas_size, self._canvas = size, None
            self._backdrop = None

    def backdrop(self) -> pygame.Surface:
        """The menus' alpine scene at the canvas size, drawn once."""
        if self._backdrop is None or self._backdrop.get_size() != self.canvas_size:
            from game.client.view.backdrop import render_backdrop

            self._backdrop = render_backdrop(self.canvas_size)
        return self._backdrop

    @property
    def sound(self) -> SoundPlayer:
        """The sound effects (made on first use: the title's first frame plays nothing)."""
        if self._sound is None:
            from game.client.sound import SoundPlayer

            store = self.settings
            self._sound = SoundPlayer(lambda: store.sound_volume, lambda: store.muted)
        return self._sound

    def toggle_mute(self) -> None:
        """Sound off or on (saved at once), said by a passing notice."""
        self.settings.muted = not self.settings.muted
        self.toast(N_("Sound off (M)") if self.settings.muted else N_("Sound on (M)"))

    def toast(self, text: str) -> None:
        """Show `text` (marked with N_: translated when drawn) over every scene for a moment."""
        self._toast = (text, NOTICE_SECONDS)

    @property
    def toast_text(self) -> str | None:
        return self._toast[0] if self._toast is not None else None

    def make_timeline(self) -> Timeline:
        """A timeline that follows the animation speed setting."""
        return Timeline(speed=lambda: self.settings.animation_speed)

    @property
    def letterbox(self) -> Letterbox:
        size = self.window.get_size() if self.window is not None else self.window_size
        return Letterbox(self.canvas_size, size)

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse on the logical canvas: where the last mouse event put it, else where pygame says."""
        pos = self._mouse_window
        if pos is None:
            pos = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        return self.letterbox.to_logical(pos)

    # ------------------------------------------------------------------------------------------ the stack
    @property
    def top(self) -> Scene | None:
        return self.stack[-1] if self.stack else None

    def is_top(self, scene: Scene) -> bool:
        """`scene` is on top and no stack change waits for the frame's end (so nothing covers it yet)."""
        return not self._pending and self.top is scene

    def push(self, scene: Scene) -> None:
        if scene.blocks_input:
            self._modal_requested = True

        def do() -> None:
            if self.stack:
                self.stack[-1].pause()
            self.stack.append(scene)
            scene.enter()

        self._pending.append(do)

    def pop(self) -> None:
        def do() -> None:
            if not self.stack:
                return
            self.stack.pop().exit()
            if self.stack:
                self.stack[-1].resume()

        self._pending.append(do)

    def replace(self, scene: Scene) -> None:
        def do() -> None:
            if self.stack:
                self.stack.pop().exit()
            self.stack.append(scene)
            scene.enter()

        self._pending.append(do)

    def reset(self, scene: Scene) -> None:
        """Leave every scene (top first) and start over with `scene` alone."""

        def do() -> None:
            while self.stack:
                self.stack.pop().exit()
            self.stack.append(scene)
            scene.enter()

        self._pending.append(do)

    def pop_to(self, screen: Screen) -> None:
        """Pop every scene above the topmost scene of `screen`; if there is none, start over with a new one."""

        def do() -> None:
            kind = routes.scene_class(screen)
            if not any(isinstance(s, kind) for s in self.stack):
                while self.stack:
                    self.stack.pop().exit()
                fresh = self.make_scene(screen)
                self.stack.append(fresh)
                fresh.enter()
                return
            if isinstance(self.stack[-1], kind):
                return
            while not isinstance(self.stack[-1], kind):
                self.stack.pop().exit()
            self.stack[-1].resume()

        self._pending.append(do)

    def make_scene(self, screen: Screen, *args: Any, **kwargs: Any) -> Scene:
        """A new scene for `screen` (client/scenes/routes.py), made with this app and the arguments its class takes."""
        return routes.make_scene(screen, self, *args, **kwargs)

    def go_to_title(self) -> None:
        self.pop_to(Screen.TITLE)

    def start_match(self, config: MatchConfig) -> None:
        """Replace the top scene with the play screen for `config` (a new deal when its seed is None); with phone
        seats, with the join panel first (it opens the play screen once every phone has joined)."""
        self.last_match = config
        self.replace(self.make_scene(Screen.JOIN if config.phones else Screen.PLAY, config))

    def quit(self) -> None:
        self.running = False

    def apply_pending(self) -> None:
        # Scenes may request more changes while entering/leaving: those run in the same pass, in order.
        while self._pending:
            batch, self._pending = self._pending, []
            for change in batch:
                change()

    # ------------------------------------------------------------------------------------------- a frame
    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: `dt` seconds of time, the given events (None: pygame's queue), one draw."""
        self.apply_pending()
        if events is None:
            events = pygame.event.get() if pygame.display.get_init() else []
        self._modal_requested = False
        for event in events:
            if self._modal_requested and event.type in INPUT_EVENTS:
                # A dialog asked for by an earlier event of this frame (e.g. "Quit?") is not on the stack
                # yet: the input that follows it must not reach the scenes it is about to cover.
                continue
            self.handle_event(event)
        self.accumulator += dt
        self.quiet += dt
        steps = 0
        while self.accumulator >= STEP - 1e-9 and steps < MAX_STEPS:
            self.update(STEP)
            self.accumulator -= STEP
            steps += 1
        if steps == MAX_STEPS and self.accumulator >= STEP:
            self.accumulator = 0.0
        if self.window is not None and self.in_sight:
            self.draw()
            self.present()
            self.drawn += 1
        self.frames += 1
        if self._sound is not None:
            self._sound.end_frame()  # the frame's effects, each once
        self.apply_pending()
        if not self.stack and not self._pending:
            self.running = False

    def handle_event(self, event: pygame.event.Event) -> None:
        self.quiet = 0.0
        if event.type == pygame.QUIT:
            self._on_quit(event)
            return
        if event.type == pygame.VIDEORESIZE:
            self._on_resize((event.w, event.h))
            return
        if event.type in WINDOW_OUT_OF_SIGHT or event.type in WINDOW_IN_SIGHT:
            self.in_sight = event.type in WINDOW_IN_SIGHT
            return
        if event.type in LOOKED_AT:
            self.in_sight = True  # someone at the window acts on it, whatever its manager said
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        if event.type in MOUSE_EVENTS:
            event = self.map_mouse_event(event)
        changes = len(self._pending)
        used = self.dispatch(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not used:
            self.toggle_mute()
        elif used and len(self._pending) > changes and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            # A button (or its key) opened, closed or changed a screen: its click is heard.
            from game.client.sound import Effect

            self.sound.play(Effect.BUTTON)

    def map_mouse_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with `pos` (and `rel`) on the logical canvas; the window pixel stays in `window_pos`."""
        if "pos" not in event.dict:  # a hand-made event without a position: nothing to map
            return event
        box = self.letterbox
        self._mouse_window = tuple(event.pos)
        data = dict(event.dict)
        data["window_pos"] = tuple(event.pos)
        data["pos"] = box.to_logical(event.pos)
        if "rel" in data:
            data["rel"] = box.scale_rel(event.rel)
        return pygame.event.Event(event.type, data)

    def dispatch(self, event: pygame.event.Event) -> bool:
        """Offer an event down the stack: stops at the first scene that consumes it or blocks input."""
        for scene in reversed(self.stack):
            if scene.handle_event(event):
                return True
            if scene.blocks_input:
                return False
        return False

    def update(self, dt: float) -> None:
        self.updates += 1
        if self._caption_language != generation() and pygame.display.get_init():
            self._caption_language = generation()  # the settings screen changed the language: the title bar too
            pygame.display.set_caption(_(CAPTION))
        if self._toast is not None:
            text, left = self._toast
            self._toast = (text, left - dt) if left > dt else None
        for scene in reversed(list(self.stack)):
            scene.update(dt)
            if scene.blocks_update:
                break

    def drawn_scenes(self) -> list[Scene]:
        """The scenes a frame draws, bottom first: from the topmost opaque one up."""
        for i in range(len(self.stack) - 1, -1, -1):
            if self.stack[i].opaque:
                return self.stack[i:]
        return list(self.stack)

    def idle(self) -> bool:
        """Whether the next frame may wait (IDLE_FPS): no event for QUIET_SECONDS, no passing notice, and every
        scene drawn still."""
        scenes = self.drawn_scenes()
        return (self.quiet >= QUIET_SECONDS and self._toast is None and bool(scenes)
                and all(scene.still() for scene in scenes))

    def draw(self) -> None:
        canvas = self.canvas
        scenes = self.drawn_scenes()
        if not scenes or not scenes[0].opaque:
            canvas.fill(pal.FELT_DARK)
        for scene in scenes:
            scene.draw(canvas)
        if self._toast is not None:
            self._draw_toast(canvas, self._toast[0])

    def _draw_toast(self, surface: pygame.Surface, text: str) -> None:
        from game.client.view.drawing import draw_panel

        label = self.fonts.render(_(text), 30, pal.INK)
        box = label.get_rect().inflate(56, 28)
        box.midtop = (surface.get_width() // 2, 36)
        draw_panel(surface, box, pal.PARCHMENT_LIGHT, pal.WOOD_LIGHT, radius=16, shadow=6)
        surface.blit(label, label.get_rect(center=box.center))

    def present(self) -> None:
        if self.window is None:
            return
        if self.canvas is not self.window:  # else the scenes have drawn on the window itself
            self._presenter.present(self._offscreen_canvas(), self.window)
        pygame.display.flip()

    # ----------------------------------------------------------------------------------------- the window
    def _on_quit(self, event: pygame.event.Event) -> None:
        """Closing the window: a scene may take it over (e.g. to ask first); scenes with `confirm_quit`
        make the app ask; otherwise, and when asked twice, the game ends."""
        if self.dispatch(event):
            return
        confirm = routes.scene_class(Screen.CONFIRM)
        asking = any(isinstance(s, confirm) and s.tag == "quit" for s in self.stack)
        asks = [s for s in self.stack if s.confirm_quit]
        if not asking and asks:
            self.push(self.make_scene(Screen.CONFIRM, N_("Quit the game?"), asks[-1].leave_warning(),
                                      N_("Quit"), self.quit, tag="quit"))
            return
        self.quit()

    def _on_resize(self, size: tuple[int, int]) -> None:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if self.fullscreen:
            return
        self.window_size = size
        # A real window is already resized by SDL; only set the mode when the surface did not follow.
        if self.window is not None and self.window.get_size() != size:
            self.window = pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if self.window is None:
            return
        if self.fullscreen:
            self.fullscreen = False
            self.window = pygame.display.set_mode(self.window_size, pygame.RESIZABLE)
        else:
            self.window_size = self.window.get_size()
            self.fullscreen = True
            self.window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)

    def run(self, first: Scene | None = None, max_frames: int | None = None) -> int:
        """The main loop until the last scene leaves or the window closes. Returns the exit status."""
        if self.window is None:
            self.open()
        if first is not None:
            self.push(first)
        self.running = True
        previous = self._stop_on_sigterm()
        try:
            clock = pygame.time.Clock()
            self.step(0.0)  # the first frame at once, not after the clock's first tick
            while self.running and (max_frames is None or self.frames < max_frames):
                if self.load_map_after_first_frame and self.board_map is None and self.map_error is None:
                    self.load_board_map()
                    clock.tick()  # the loading time is not animation time
                if self.idle():
                    # Nothing moves: the next frame comes with the next event, or after an idle frame's time.
                    first = pygame.event.wait(1000 // IDLE_FPS)
                    events = pygame.event.get()
                    if first.type != pygame.NOEVENT:
                        events.insert(0, first)
                    self.step(min(clock.tick() / 1000.0, 0.25), events)
                else:
                    dt = min(clock.tick(FRAME_CAP) / 1000.0, 0.25)
                    self.step(dt)
        finally:
            if previous is not None:
                signal.signal(signal.SIGTERM, previous)
        return 0

    def _stop_on_sigterm(self) -> Any:
        """SDL turns SIGTERM (a logout, `kill`) into a window close, which mid-match only asks "Quit?" and so
        never ends the process. A termination request is not a person at the window: the loop ends at once
        (every decision is already saved). Returns the handler to put back, None if none was set."""
        if threading.current_thread() is not threading.main_thread():
            return None
        return signal.signal(signal.SIGTERM, lambda signum, frame: self.quit())

    def close(self) -> None:
        while self.stack:
            self.stack.pop().exit()
        if self._sound is not None:
            self._sound.close()  # the mixer stops with the window
        pygame.display.quit()
        self.window = None
