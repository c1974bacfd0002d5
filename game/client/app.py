"""The game window's app: a fixed-step loop driving a stack of scenes on a logical canvas.

`App.run()` opens nothing by itself: `open()` creates the window (called by the `play` command), so that
importing this module never touches the display. Every frame (`step(dt)`):

1. pending stack changes are applied (they are requested during a frame and happen between frames);
2. input events are handled: window events by the window (close, resize, F11; game/client/window.py), the rest
   passed down the scene stack (game/client/scene_stack.py) as game/client/scenes/base.py says, with mouse
   positions mapped to the logical canvas; once an event has asked for a scene that blocks input (a dialog), the
   frame's remaining input is dropped, so it never reaches the scenes that dialog is about to cover;
3. the scenes are updated in fixed steps of 1/60 s (an accumulator; at most MAX_STEPS per frame, the
   backlog beyond that is dropped so a stall never makes the game race to catch up);
4. the scenes are drawn once on the canvas, which is scaled into the window with letterboxing (not while the
   window is out of sight: minimized or hidden);
5. stack changes requested meanwhile are applied.

`run()` makes a frame sixty times a second (FRAME_CAP) while anything moves, and IDLE_FPS times a second once
the scenes drawn are all still (`Scene.still`) and no event came for QUIET_SECONDS: it then waits for the next
event, which starts a frame at once, or for an idle frame's time.

`App` is the scenes' host (game/client/scenes/base.Host): the stack (the screens are made by the functions of
game/client/scenes/routes.py), `fonts` (text cache), `board_map` / `map_error` (the map, loaded once),
`settings` (the one settings object, given when the app is made), `notices`, `backdrop()` (the menus' alpine scene),
`mouse_pos()`, `sound` (the sound effects, game/client/sound.py: made, and the mixer started, on first use), and
`last_match`. The key M mutes or unmutes the sound on every screen (unless a scene uses the key, e.g. a name
being typed); a short notice says so.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

from game.client.applied_settings import AppliedSettings
from game.client.notice import PassingNotice
from game.client.scene_stack import SceneStack
from game.client.scenes import routes
from game.client.scenes.base import Scene
from game.client.scenes.routes import Screen
from game.client.view import palette as pal
from game.client.view.scaling import Letterbox
from game.client.view.text import Fonts, use_window_scale
from game.client.view.tween import Timeline
from game.client.window import DEFAULT_WINDOW, MOUSE_EVENTS, Window, sigterm_ends
from game.storage.settings import SettingsStore
from game.text.i18n import N_

if TYPE_CHECKING:
    from game.board_map.loader import BoardMap
    from game.client.sound import SoundPlayer
    from game.match_setup.seats import MatchConfig

STEP = 1 / 60
MAX_STEPS = 4
DEFAULT_CANVAS = (1920, 1080)  # the logical canvas the scenes lay out on, until a map of another size is loaded
FRAME_CAP = 60
# While nothing moves on the screens drawn and no event came for QUIET_SECONDS (a person reading or deciding, a
# bot thinking), the window is drawn IDLE_FPS times a second, and at once when an event comes: drawing and scaling
# a frame costs several milliseconds, which a still picture need not pay sixty times a second. The game's time
# runs as before (a frame then takes several fixed steps).
IDLE_FPS = 20
QUIET_SECONDS = 1.0
INPUT_EVENTS = (*MOUSE_EVENTS, pygame.MOUSEWHEEL, pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


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
        self.display = Window(window_size, fullscreen, DEFAULT_CANVAS)
        self.board_path = board_path
        self.settings = settings if settings is not None else SettingsStore.in_memory()
        self.notices: tuple[str, ...] = tuple(notices)
        self.scenes = SceneStack()
        self.accumulator = 0.0
        self.frames = 0
        self.updates = 0
        self.drawn = 0  # frames drawn (`frames` counts those not drawn too)
        self.quiet = 0.0  # seconds of game time since the last event (see IDLE_FPS)
        self.running = False
        self._fonts: Fonts | None = None
        self.board_map: BoardMap | None = None
        self.map_error: str | None = None
        self.last_match: MatchConfig | None = self.settings.last_setup  # "New game" starts from it
        self._backdrop: pygame.Surface | None = None
        self._backdrop_look = pal.look()  # the look it was drawn in
        self._notice = PassingNotice()  # drawn over every scene
        self.applied = AppliedSettings(self.settings, self._notice, sound)
        # The play command loads the map just after the first frame: the title does not need it, and the
        # window shows sooner. Tests and tools load it in open().
        self.load_map_after_first_frame = False
        self._quit_question: Scene | None = None  # the last "Quit the game?" asked when the window was closed

    # ------------------------------------------------------------------------------------------- the window
    @property
    def window(self) -> pygame.Surface | None:
        return self.display.surface

    @property
    def window_size(self) -> tuple[int, int]:
        """The windowed size (kept while fullscreen)."""
        return self.display.size

    @window_size.setter
    def window_size(self, size: tuple[int, int]) -> None:
        self.display.size = size

    @property
    def fullscreen(self) -> bool:
        return self.display.fullscreen

    def toggle_fullscreen(self) -> None:
        self.display.toggle_fullscreen()

    @property
    def canvas_size(self) -> tuple[int, int]:
        return self.display.canvas_size

    @property
    def canvas(self) -> pygame.Surface:
        return self.display.canvas

    @property
    def letterbox(self) -> Letterbox:
        return self.display.letterbox

    def mouse_pos(self) -> tuple[int, int]:
        return self.display.mouse_pos()

    def open(self, load_map: bool = True) -> None:
        """Create the window (and the fonts, which need pygame.font) and load the board map."""
        self.display.open(self.settings.language)
        if load_map:
            self.load_board_map()

    # ------------------------------------------------------------------------------------------- services
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
        width, height = self.board_map.geometry.size
        size = (int(width), int(height))
        if size != self.canvas_size and size[0] > 0 and size[1] > 0:
            # Scenes lay out in the map's pixels. (Scenes made before this keep their layout: the play
            # command loads the map before any scene but the title exists, and the title fits 1920x1080.)
            self.display.set_canvas_size((size[0], size[1]))
            self._backdrop = None

    def backdrop(self) -> pygame.Surface:
        """The menus' alpine scene at the canvas size and in the look in force, drawn once."""
        if (self._backdrop is None or self._backdrop.get_size() != self.canvas_size
                or self._backdrop_look is not pal.look()):
            self._backdrop_look = pal.look()
            from game.client.view.backdrop import render_backdrop

            self._backdrop = render_backdrop(self.canvas_size)
        return self._backdrop

    @property
    def sound(self) -> SoundPlayer:
        return self.applied.sound

    def toast(self, text: str) -> None:
        """Show `text` (marked with N_: translated when drawn) over every scene for a moment."""
        self._notice.show(text)

    @property
    def toast_text(self) -> str | None:
        return self._notice.text

    def make_timeline(self) -> Timeline:
        return self.applied.make_timeline()

    # ------------------------------------------------------------------------------------------ the stack
    @property
    def stack(self) -> list[Scene]:
        """The scenes, bottom first."""
        return self.scenes.scenes

    @property
    def top(self) -> Scene | None:
        return self.scenes.top

    def is_top(self, scene: Scene) -> bool:
        return self.scenes.is_top(scene)

    def push(self, scene: Scene) -> None:
        self.scenes.push(scene)

    def pop(self) -> None:
        self.scenes.pop()

    def replace(self, scene: Scene) -> None:
        self.scenes.replace(scene)

    def reset(self, scene: Scene) -> None:
        self.scenes.reset(scene)

    def go_to_title(self) -> None:
        """Back to the title screen below the others, or a new one."""
        self.scenes.pop_to(Screen.TITLE, lambda: routes.title_scene(self))

    def start_match(self, config: MatchConfig) -> None:
        """Replace the top scene with the play screen for `config` (a new deal when its seed is None); with phone
        seats, with the join panel first (it opens the play screen once every phone has joined)."""
        self.last_match = config
        self.replace(routes.join_scene(self, config) if config.phones else routes.play_scene(self, config))

    def quit(self) -> None:
        self.running = False

    def apply_pending(self) -> None:
        self.scenes.apply_pending()

    # ------------------------------------------------------------------------------------------- a frame
    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: `dt` seconds of time, the given events (None: pygame's queue), one draw."""
        self.apply_pending()
        if events is None:
            events = pygame.event.get() if pygame.display.get_init() else []
        self.scenes.modal_requested = False
        for event in events:
            if self.scenes.modal_requested and event.type in INPUT_EVENTS:
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
        if self.display.surface is not None and self.display.in_sight:
            self.draw()
            self.display.present()
            self.drawn += 1
        self.frames += 1
        self.applied.end_frame()  # the frame's effects, each once
        self.apply_pending()
        if not self.stack and not self.scenes.pending:
            self.running = False

    def handle_event(self, event: pygame.event.Event) -> None:
        self.quiet = 0.0
        if event.type == pygame.QUIT:
            self._on_quit(event)
            return
        if self.display.handle(event):
            return
        if event.type in MOUSE_EVENTS:
            event = self.display.map_mouse_event(event)
        changes = self.scenes.pending
        used = self.scenes.dispatch(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_m and not used:
            self.applied.toggle_mute()
        elif used and self.scenes.pending > changes and event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN):
            # A button (or its key) opened, closed or changed a screen: its click is heard.
            from game.client.sound import Effect

            self.sound.play(Effect.BUTTON)

    def update(self, dt: float) -> None:
        self.updates += 1
        self.display.follow_language()
        self._notice.update(dt)
        self.scenes.update(dt)

    def idle(self) -> bool:
        """Whether the next frame may wait (IDLE_FPS): no event for QUIET_SECONDS, no passing notice, and every
        scene drawn still."""
        scenes = self.scenes.drawn()
        return (self.quiet >= QUIET_SECONDS and self._notice.text is None and bool(scenes)
                and all(scene.still() for scene in scenes))

    def draw(self) -> None:
        canvas = self.canvas
        scenes = self.scenes.drawn()
        if not scenes or not scenes[0].opaque:
            canvas.fill(pal.FELT_DARK)
        use_window_scale(self.letterbox.scale)  # the least text size follows the window's size
        fonts, whole = self.fonts, canvas.get_rect()
        fonts.screens_drawn({type(scene).__name__ for scene in scenes})
        for scene in scenes:
            with fonts.room(type(scene).__name__, whole, canvas):
                scene.draw(canvas)
        with fonts.room("notice", whole, canvas):
            self._notice.draw(canvas, fonts)

    # ----------------------------------------------------------------------------------------- closing
    def _on_quit(self, event: pygame.event.Event) -> None:
        """Closing the window: a scene may take it over (e.g. to ask first); scenes with `confirm_quit`
        make the app ask; otherwise, and when asked twice, the game ends."""
        if self.scenes.dispatch(event):
            return
        asking = self._quit_question is not None and self._quit_question in self.stack
        asks = [s for s in self.stack if s.confirm_quit]
        if not asking and asks:
            self._quit_question = routes.confirm_scene(self, N_("Quit the game?"), asks[-1].leave_warning(),
                                                       N_("Quit"), self.quit, tag="quit")
            self.push(self._quit_question)
            return
        self.quit()

    def run(self, first: Scene | None = None, max_frames: int | None = None) -> int:
        """The main loop until the last scene leaves or the window closes. Returns the exit status."""
        if self.window is None:
            self.open()
        if first is not None:
            self.push(first)
        self.running = True
        with sigterm_ends(lambda: self.quit()):
            clock = pygame.time.Clock()
            self.step(0.0)  # the first frame at once, not after the clock's first tick
            while self.running and (max_frames is None or self.frames < max_frames):
                if self.load_map_after_first_frame and self.board_map is None and self.map_error is None:
                    self.load_board_map()
                    clock.tick()  # the loading time is not animation time
                if self.idle():
                    # Nothing moves: the next frame comes with the next event, or after an idle frame's time.
                    waited = pygame.event.wait(1000 // IDLE_FPS)
                    events = pygame.event.get()
                    if waited.type != pygame.NOEVENT:
                        events.insert(0, waited)
                    self.step(min(clock.tick() / 1000.0, 0.25), events)
                else:
                    dt = min(clock.tick(FRAME_CAP) / 1000.0, 0.25)
                    self.step(dt)
        return 0

    def close(self) -> None:
        self.scenes.leave_all()
        self.applied.close()
        self.display.close()
