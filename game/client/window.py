"""The game's window on the screen: opened only when asked (importing this module never touches the display), its
title bar in the game's language, full screen on and off (F11), resized by the person, in sight or not (minimized,
hidden), and the logical canvas the scenes draw on, scaled into it with letterboxing, the mouse mapped back.
"""

from __future__ import annotations

import signal
import threading
from collections.abc import Callable, Iterator
from contextlib import contextmanager

import pygame

from game.client.view import palette as pal
from game.client.view.scaling import CanvasPresenter, Letterbox
from game.client.view.tile_back import window_icon
from game.text.i18n import _, apply_language_setting, generation

DEFAULT_WINDOW = (1280, 720)
CAPTION = "Dance of Ibexes"
MOUSE_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION)
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


@contextmanager
def sigterm_ends(end: Callable[[], None]) -> Iterator[None]:
    """While inside, a termination request (SIGTERM: a logout, `kill`) calls `end`. SDL turns it into a window
    close, which mid-match only asks "Quit?" and so never ends the process; a termination request is not a person
    at the window: the loop ends at once (every decision is already saved). The handler before is put back after."""
    if threading.current_thread() is not threading.main_thread():
        yield  # only the main thread may set a signal's handler
        return
    previous = signal.signal(signal.SIGTERM, lambda signum, frame: end())
    try:
        yield
    finally:
        if previous is not None:
            signal.signal(signal.SIGTERM, previous)


class Window:
    """The window (`surface`, None until `open`), of `size` while not full screen, and the logical canvas of
    `canvas_size`."""

    def __init__(self, size: tuple[int, int], fullscreen: bool, canvas_size: tuple[int, int]) -> None:
        self.size = size  # the windowed size (kept while fullscreen)
        self.start_fullscreen = fullscreen
        self.fullscreen = False
        self.surface: pygame.Surface | None = None
        # Whether the window can be seen: while it cannot, frames are not drawn, and the game goes on at its pace
        # (bots, phones, animations) on a few percent of a core instead of drawing pictures nobody sees.
        self.in_sight = True
        self.canvas_size = canvas_size  # the logical canvas the scenes lay out on
        self._canvas: pygame.Surface | None = None  # made on first use, scaled into the window
        self._presenter = CanvasPresenter(pal.shade(pal.FELT_DARK, -0.45))
        self._mouse_window: tuple[int, int] | None = None
        self._caption_language = -1  # the language the title bar is in (set when the window opens)

    def open(self, language: str) -> None:
        """Create the window, its title bar in the settings' `language` ("": the system's)."""
        pygame.display.init()
        pygame.font.init()
        # The settings' language (or the system's), before anything is drawn; the settings screen changes it.
        apply_language_setting(language)
        pygame.display.set_caption(_(CAPTION))
        self._caption_language = generation()
        pygame.display.set_icon(window_icon())  # before the window opens, which would load pygame's own icon
        self.surface = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        if self.start_fullscreen:
            self.toggle_fullscreen()
        self._canvas = None  # made anew in the window's pixel format

    def follow_language(self) -> None:
        """The title bar in the current language (the settings screen may have changed it)."""
        if self._caption_language != generation() and pygame.display.get_init():
            self._caption_language = generation()
            pygame.display.set_caption(_(CAPTION))

    def set_canvas_size(self, size: tuple[int, int]) -> None:
        self.canvas_size, self._canvas = size, None

    @property
    def canvas(self) -> pygame.Surface:
        """The surface the scenes draw on: the window itself when it is exactly the canvas's size (as a
        full-HD screen in fullscreen is), so that no frame is copied for nothing; else the logical canvas,
        which `present` scales into the window."""
        window = self.surface
        if window is not None and window.get_size() == self.canvas_size:
            return window
        return self._offscreen_canvas()

    def _offscreen_canvas(self) -> pygame.Surface:
        # Made when first needed, in the window's pixel format where there is a window: a full-HD surface
        # made before the window and converted after it costs the first frame two allocations and a copy.
        if self._canvas is None or self._canvas.get_size() != self.canvas_size:
            window = pygame.display.get_surface()
            self._canvas = pygame.Surface(self.canvas_size, 0, window) if window else pygame.Surface(self.canvas_size)
        return self._canvas

    def present(self) -> None:
        if self.surface is None:
            return
        if self.canvas is not self.surface:  # else the scenes have drawn on the window itself
            self._presenter.present(self._offscreen_canvas(), self.surface)
        pygame.display.flip()

    @property
    def letterbox(self) -> Letterbox:
        size = self.surface.get_size() if self.surface is not None else self.size
        return Letterbox(self.canvas_size, size)

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse on the logical canvas: where the last mouse event put it, else where pygame says."""
        pos = self._mouse_window
        if pos is None:
            pos = pygame.mouse.get_pos() if pygame.display.get_init() else (-1, -1)
        return self.letterbox.to_logical(pos)

    def map_mouse_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The same event with `pos` (and `rel`) on the logical canvas; the window pixel stays in `window_pos`."""
        if "pos" not in event.dict:  # a hand-made event without a position: nothing to map
            return event
        box = self.letterbox
        x, y = event.pos
        self._mouse_window = (x, y)
        data = dict(event.dict)
        data["window_pos"] = (x, y)
        data["pos"] = box.to_logical(event.pos)
        if "rel" in data:
            data["rel"] = box.scale_rel(event.rel)
        return pygame.event.Event(event.type, data)

    def handle(self, event: pygame.event.Event) -> bool:
        """Take the window's own events (resized, in or out of sight, F11); False for the others."""
        if event.type == pygame.VIDEORESIZE:
            self._on_resize((event.w, event.h))
            return True
        if event.type in WINDOW_OUT_OF_SIGHT or event.type in WINDOW_IN_SIGHT:
            self.in_sight = event.type in WINDOW_IN_SIGHT
            return True
        if event.type in LOOKED_AT:
            self.in_sight = True  # someone at the window acts on it, whatever its manager said
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return True
        return False

    def _on_resize(self, size: tuple[int, int]) -> None:
        size = (max(1, int(size[0])), max(1, int(size[1])))
        if self.fullscreen:
            return
        self.size = size
        # A real window is already resized by SDL; only set the mode when the surface did not follow.
        if self.surface is not None and self.surface.get_size() != size:
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)

    def toggle_fullscreen(self) -> None:
        if self.surface is None:
            return
        if self.fullscreen:
            self.fullscreen = False
            self.surface = pygame.display.set_mode(self.size, pygame.RESIZABLE)
        else:
            self.size = self.surface.get_size()
            self.fullscreen = True
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)

    def close(self) -> None:
        pygame.display.quit()
        self.surface = None
