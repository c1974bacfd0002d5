"""Plays the game's sound effects by name (assets/sounds/*.wav, made by assets/make_sounds.py).

`SoundPlayer.play(effect)` asks for an effect during a frame; `end_frame()` (the app calls it once a frame)
plays what was asked, each effect at most once, so finishing many animations at once (Skip, instant
animations) never piles sounds up. The mixer starts, and the files load, on the first effect played, never
on the title's first frame; with no audio device (the mixer cannot start) or an unreadable file the game is
silent, never in error. The volume and mute come from the settings at the moment a sound plays, so a change
applies at once. The mixer is reached through a small interface (`Mixer`), so tests inject a recording one.
"""

from __future__ import annotations

import logging
import os
import sys
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from enum import StrEnum
from pathlib import Path
from typing import Any, Protocol

from game.base import files

logger = logging.getLogger(__name__)

SOUNDS_DIR = files.SOUNDS
CHANNELS = 8  # sounds heard at once at most: a new one finds no free channel and is left out
MIXER_BUFFER = 512  # samples: a short buffer, so a click is heard with the click


class Effect(StrEnum):
    """Every sound effect, named as its file in assets/sounds/."""

    BUTTON = "button"
    DEAL = "deal"
    REVEAL = "reveal"
    LAND = "land"
    COWPIE = "cowpie"
    ROW = "row"
    MOO = "moo"
    HOP = "hop"
    BUY = "buy"
    OPEN_ROUND = "open_round"
    FANFARE = "fanfare"


class Mixer(Protocol):
    """What the player needs of an audio mixer (PygameMixer is the real one)."""

    def start(self) -> None:
        """Open the audio device; raises an exception when there is none."""
        ...

    def load(self, path: Path) -> Any:
        """A playable sound from a file; raises an exception when it cannot be read."""
        ...

    def play(self, sound: Any, volume: float) -> None: ...

    def stop(self) -> None: ...


class PygameMixer:
    """pygame.mixer, started on first use."""

    def start(self) -> None:
        import pygame

        with _quiet_stderr():  # without a device, the audio library writes lines of its own to the console
            pygame.mixer.init(buffer=MIXER_BUFFER)
        pygame.mixer.set_num_channels(CHANNELS)

    def load(self, path: Path) -> Any:
        import pygame

        return pygame.mixer.Sound(str(path))

    def play(self, sound: Any, volume: float) -> None:
        channel = sound.play()  # None when every channel is busy: that sound is simply not heard
        if channel is not None:
            channel.set_volume(volume)

    def stop(self) -> None:
        import pygame

        if pygame.mixer.get_init():
            pygame.mixer.quit()


@contextmanager
def _quiet_stderr() -> Iterator[None]:
    """The process's standard error (file descriptor 2, where C libraries write) goes nowhere meanwhile."""
    try:
        saved = os.dup(2)
        devnull = os.open(os.devnull, os.O_WRONLY)
    except OSError:  # no descriptor to spare: the lines may show, nothing worse
        yield
        return
    try:
        sys.stderr.flush()
        os.dup2(devnull, 2)
        yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)
        os.close(devnull)


class SoundPlayer:
    """The game's sound effects. `volume()` and `muted()` are read each time a sound plays."""

    def __init__(self, volume: Callable[[], float], muted: Callable[[], bool], mixer: Mixer | None = None,
                 folder: Path = SOUNDS_DIR) -> None:
        self.volume = volume
        self.muted = muted
        self.mixer: Mixer = mixer if mixer is not None else PygameMixer()
        self.folder = folder
        self.asked: dict[Effect, None] = {}  # this frame's effects, in the order first asked, once each
        self.started = False
        self.silent = False  # the mixer could not start: no sound for this run
        self._sounds: dict[Effect, Any] = {}
        self._missing: set[Effect] = set()

    @property
    def audible(self) -> bool:
        return not self.silent and not self.muted() and self.volume() > 0

    def play(self, effect: Effect) -> None:
        """Ask for `effect` in this frame (it plays at the frame's end, once however often it was asked)."""
        if self.audible:
            self.asked[Effect(effect)] = None

    def end_frame(self) -> None:
        """Play the effects asked for during the frame."""
        if not self.asked:
            return
        asked, self.asked = list(self.asked), {}
        if not self.audible or not self._start():
            return
        volume = max(0.0, min(1.0, self.volume()))
        for effect in asked:
            sound = self._sound(effect)
            if sound is not None:
                self.mixer.play(sound, volume)

    def _start(self) -> bool:
        if not self.started and not self.silent:
            try:
                self.mixer.start()
            except Exception as exc:  # pygame.error, or no SDL audio at all: a game without sound, not an error
                logger.info("no sound: the audio mixer cannot start (%s)", exc)
                self.silent = True
                return False
            self.started = True
        return self.started

    def _sound(self, effect: Effect) -> Any:
        if effect not in self._sounds and effect not in self._missing:
            path = self.folder / f"{effect.value}.wav"
            try:
                self._sounds[effect] = self.mixer.load(path)
            except Exception as exc:  # a missing or broken file: that effect stays silent
                logger.warning("%s: the sound cannot be played (%s)", path, exc)
                self._missing.add(effect)
        return self._sounds.get(effect)

    def close(self) -> None:
        """Stop the mixer (when it was started)."""
        self.asked = {}
        if self.started:
            self.started = False
            self.mixer.stop()
        self._sounds = {}
