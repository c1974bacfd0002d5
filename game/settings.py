"""The player's settings: window size and fullscreen, animation speed, hints, and the last match setup.

They live in `settings.json` in the data folder (game/storage.py), written atomically. A settings file
that cannot be used (cut short, not JSON, another version, a value out of range) gives one sentence
naming the file and the problem; the game then runs on the defaults and never writes over that file, so
the player can still repair it.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path

from game.match_config import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import COLORS

from .names import clean_name, printable
from .safe_files import read_limited
from .storage import atomic_write_text, data_dir

FORMAT = "dance-of-ibexes-settings"
VERSION = 1
FILE_NAME = "settings.json"
MIN_WINDOW = (320, 180)
MAX_WINDOW = (7680, 4320)
ANIMATION_SPEEDS = (0.25, 4.0)  # slowest and fastest multiple of the normal speed
MAX_SETTINGS_BYTES = 1024 * 1024  # a settings file is well under a kilobyte

logger = logging.getLogger(__name__)


class SettingsError(ValueError):
    """A settings file that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0  # a multiple of the normal speed
    hints: bool = True
    last_setup: MatchConfig | None = None  # the setup screen starts from this

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "hints": self.hints,
            "last_setup": match_to_dict(self.last_setup) if self.last_setup else None,
        }


def match_to_dict(config: MatchConfig) -> dict:
    return {
        "seats": [asdict(seat) for seat in config.seats],
        "seed": config.seed,
        "board_path": config.board_path,
        "options": dict(config.options),
    }


def match_from_dict(data: object) -> MatchConfig:
    """A match setup from settings or a save's meta; raises ValueError saying what is wrong."""
    if not isinstance(data, dict):
        raise ValueError(f"a match setup must be an object, not {_kind(data)}")
    seats_data = data.get("seats")
    if not isinstance(seats_data, list) or not 2 <= len(seats_data) <= len(COLORS):
        raise ValueError(f"a match setup needs a list of 2 to {len(COLORS)} seats")
    seats = []
    for number, seat in enumerate(seats_data, start=1):
        if not isinstance(seat, dict):
            raise ValueError(f"seat {number} must be an object, not {_kind(seat)}")
        name, color = seat.get("name"), seat.get("color")
        controller, level = seat.get("controller", HUMAN), seat.get("level", "normal")
        name = clean_name(name)  # drawn on every screen: only printable characters, and not too many
        if not name:
            raise ValueError(f"seat {number} needs a name")
        if color not in COLORS:
            raise ValueError(f"seat {number}'s colour {color!r} is not one of {', '.join(COLORS)}")
        if controller not in (HUMAN, BOT):
            raise ValueError(f"seat {number}'s controller {controller!r} is neither {HUMAN!r} nor {BOT!r}")
        if not isinstance(level, str):
            raise ValueError(f"seat {number}'s bot level must be text, not {_kind(level)}")
        seats.append(SeatConfig(name, color, controller, level))
    if len({seat.color for seat in seats}) != len(seats):
        raise ValueError("two seats have the same colour")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool)):
        raise ValueError(f"the seed must be a whole number or null, not {seed!r}")
    board_path = data.get("board_path")
    if board_path is not None and not isinstance(board_path, str):
        raise ValueError(f"the board path must be text or null, not {_kind(board_path)}")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ValueError(f"the options must be an object, not {_kind(options)}")
    return MatchConfig(tuple(seats), seed, board_path, options)


def settings_from_dict(data: object) -> Settings:
    """Validate a parsed settings file; raises ValueError naming the first bad field."""
    if not isinstance(data, dict):
        raise ValueError(f"the file must hold a JSON object, not {_kind(data)}")
    if data.get("format") != FORMAT:
        raise ValueError(f"it is not a settings file (its format is {data.get('format')!r}, not {FORMAT!r})")
    if data.get("version") != VERSION:
        version = data.get("version")
        raise ValueError(f"settings version {version!r} is not supported; this game reads version {VERSION}")
    defaults = Settings()
    size = data.get("window_size", list(defaults.window_size))
    if (
        not isinstance(size, list)
        or len(size) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        or not all(low <= v <= high for v, low, high in zip(size, MIN_WINDOW, MAX_WINDOW, strict=True))
    ):
        raise ValueError(
            f"window_size must be [width, height] between {MIN_WINDOW[0]}x{MIN_WINDOW[1]} and "
            f"{MAX_WINDOW[0]}x{MAX_WINDOW[1]}, not {json.dumps(size)}"
        )
    fullscreen = data.get("fullscreen", defaults.fullscreen)
    hints = data.get("hints", defaults.hints)
    for name, value in (("fullscreen", fullscreen), ("hints", hints)):
        if not isinstance(value, bool):
            raise ValueError(f"{name} must be true or false, not {json.dumps(value)}")
    speed = data.get("animation_speed", defaults.animation_speed)
    low, high = ANIMATION_SPEEDS
    if isinstance(speed, bool) or not isinstance(speed, int | float) or not low <= speed <= high:
        raise ValueError(f"animation_speed must be a number from {low} to {high}, not {json.dumps(speed)}")
    last = data.get("last_setup")
    try:
        last_setup = match_from_dict(last) if last is not None else None
    except ValueError as exc:
        raise ValueError(f"last_setup is invalid: {exc}") from None
    return Settings((size[0], size[1]), fullscreen, float(speed), hints, last_setup)


def load_settings(path: str | os.PathLike) -> Settings:
    """Read a settings file; a missing file gives the defaults, a bad one raises SettingsError."""
    path = Path(path)
    try:
        text = read_limited(path, MAX_SETTINGS_BYTES).decode("utf-8")  # never a pipe, never megabytes
    except FileNotFoundError:
        return Settings()
    except OSError as exc:
        raise SettingsError(f"{path}: cannot be read ({exc.strerror or exc})") from None
    except UnicodeDecodeError:
        raise SettingsError(f"{path}: not a settings file (it is not UTF-8 text)") from None
    if not text.strip():
        raise SettingsError(f"{path}: the file is empty")
    try:
        data = json.loads(text)
    except RecursionError:
        raise SettingsError(f"{path}: the JSON is nested too deeply to be a settings file") from None
    except json.JSONDecodeError as exc:
        cut = " (the file ends too early: it was cut short)" if exc.pos >= len(text.rstrip()) else ""
        raise SettingsError(f"{path}, line {exc.lineno}: not valid JSON ({exc.msg}){cut}") from None
    try:
        return settings_from_dict(data)
    except ValueError as exc:  # the message may quote a value of the file: shown short, without control characters
        raise SettingsError(f"{path}: {printable(exc, 300)}") from None


def save_settings(settings: Settings, path: str | os.PathLike) -> None:
    """Write the settings atomically (a temporary file renamed over the old one); raises OSError."""
    atomic_write_text(path, json.dumps(settings.to_dict(), indent=2) + "\n")


@dataclass
class SettingsStore:
    """The settings of one run of the game: loaded once, saved on every change.

    `problem` is the sentence to show when the file could not be used; then `writable` is False and the
    file is left as it is for the whole run.
    """

    path: Path
    settings: Settings = field(default_factory=Settings)
    problem: str | None = None
    writable: bool = True

    @classmethod
    def open(cls, folder: str | os.PathLike | None = None) -> SettingsStore:
        path = Path(folder if folder is not None else data_dir()) / FILE_NAME
        try:
            return cls(path, load_settings(path))
        except SettingsError as exc:
            problem = f"{exc}; using the default settings and leaving the file as it is."
            logger.warning("%s", problem)
            return cls(path, Settings(), problem, writable=False)

    def update(self, **changes) -> str | None:
        """Change some settings and save them; returns a sentence when they could not be saved."""
        self.settings = replace(self.settings, **changes)
        if not self.writable:
            return None  # the broken file stays untouched; the problem was already reported once
        try:
            save_settings(self.settings, self.path)
        except OSError as exc:
            problem = f"{self.path}: the settings cannot be saved ({exc.strerror or exc})."
            logger.warning("%s", problem)
            return problem
        return None


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number"
    )


class LiveSettings(dict):
    """The window's settings mapping (`App.settings`): a change of animation speed or hints is saved at once.

    Scenes read and write it as a plain dict; values out of range are brought into range first.
    """

    def __init__(self, store: SettingsStore) -> None:
        super().__init__(animation_speed=store.settings.animation_speed, hints=store.settings.hints)
        self.store = store

    def __setitem__(self, key: str, value) -> None:
        if key == "animation_speed":
            low, high = ANIMATION_SPEEDS
            value = min(high, max(low, float(value)))
        elif key == "hints":
            value = bool(value)
        super().__setitem__(key, value)
        if key in ("animation_speed", "hints") and getattr(self.store.settings, key) != value:
            self.store.update(**{key: value})


def attach_settings(app, store: SettingsStore) -> None:
    """Give the app the saved settings: animation speed and hints (saved on change), and the last setup.

    A settings file that could not be used is said on the title screen (`app.notices`) and in the log.
    """
    app.settings = LiveSettings(store)
    app.last_match = store.settings.last_setup
    app.notices = [store.problem] if store.problem else []


def remember_session(app, store: SettingsStore) -> str | None:
    """Save what the session leaves behind: the window size, full screen, and the last match setup."""
    width, height = app.window_size
    size = (min(MAX_WINDOW[0], max(MIN_WINDOW[0], int(width))), min(MAX_WINDOW[1], max(MIN_WINDOW[1], int(height))))
    last = app.last_match
    # A new game from the remembered setup gets a fresh deal, never the deal of the last one.
    last_setup = replace(last, seed=None) if isinstance(last, MatchConfig) else store.settings.last_setup
    return store.update(window_size=size, fullscreen=bool(app.fullscreen), last_setup=last_setup)
