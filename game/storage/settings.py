"""The player's settings: window size and fullscreen, animation speed (or instant), hints, the coach, sound
volume and mute, the language, the high-contrast look, the text size, the last match setup, and where the phone
server listens (interface and port).

They live in `settings.json` in the data folder (game/storage/data_folder.py), written atomically. A settings file
that cannot be used (cut short, not JSON, another version, a value out of range) gives one sentence
naming the file and the problem; the game then runs on the defaults and never writes over that file, so
the player can still repair it.

`Settings` is the record the file holds; `SettingsStore` is the one settings object of a run: the app is
built with it, scenes read and change it through its typed properties, and every value it is given goes
through `SettingsStore.update`, which brings it into range (`ANIMATION_SPEEDS`, `WINDOW_SIZES`, `PHONE_PORTS`:
the only place those ranges are written) and saves at once. The phone, sound and language fields came after
the first release: a version 1 file without them gets their defaults, so the file stays at version 1.
"""

from __future__ import annotations

import ipaddress
import json
import logging
import os
from collections.abc import Callable
from dataclasses import asdict, dataclass, field, replace
from pathlib import Path
from typing import Any

from game.base.safe_reading import printable
from game.match_setup.seats import CONTROLLERS, MatchConfig, SeatConfig
from game.rules.players import COLORS, MAX_PLAYERS, MIN_PLAYERS
from game.storage.data_folder import atomic_write_text, data_dir
from game.storage.json_words import JsonFileError, read_json_file
from game.storage.names import clean_name
from game.text.i18n import LANGUAGES, N_, _

FORMAT = "dance-of-ibexes-settings"
VERSION = 1
FILE_NAME = "settings.json"
MAX_SETTINGS_BYTES = 1024 * 1024  # a settings file is well under a kilobyte
MAX_OPTIONS_BYTES = 16 * 1024  # a setup's options, as written: the game writes none today

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class SpeedRange:
    """The animation speeds a player may choose: multiples of the normal speed, both ends included."""

    slowest: float
    fastest: float

    def contains(self, speed: float) -> bool:
        return self.slowest <= speed <= self.fastest

    def clamp(self, speed: float) -> float:
        return min(self.fastest, max(self.slowest, float(speed)))


@dataclass(frozen=True)
class SizeRange:
    """The window sizes the game opens at, in pixels, both ends included."""

    smallest: tuple[int, int]
    largest: tuple[int, int]

    def contains(self, size: tuple[int, int]) -> bool:
        return all(low <= v <= high for v, low, high in zip(size, self.smallest, self.largest, strict=True))

    def clamp(self, size: tuple[int, int]) -> tuple[int, int]:
        width, height = (min(high, max(low, int(v))) for v, low, high in zip(size, self.smallest, self.largest,
                                                                              strict=True))
        return (width, height)

    def describe(self) -> str:
        return f"{self.smallest[0]}x{self.smallest[1]} and {self.largest[0]}x{self.largest[1]}"


ANIMATION_SPEEDS = SpeedRange(0.25, 4.0)
WINDOW_SIZES = SizeRange((320, 180), (7680, 4320))
# The phone server's ports: 0 lets the system pick a free one; below 1024 needs root on most systems.
PHONE_PORTS = (0, 1024, 65535)
DEFAULT_PHONE_PORT = 8642
SOUND_VOLUMES = (0.0, 1.0)  # the effects' volume: silent to full
# The text-size steps, smallest first (game/client/view/text.py TextStep draws them): a file without one is "normal".
TEXT_SIZES = ("normal", "large", "largest")


def sound_volume(volume: object) -> float:
    """`volume` brought into SOUND_VOLUMES (a number that is not one gives the default)."""
    if isinstance(volume, bool) or not isinstance(volume, int | float) or volume != volume:  # NaN
        return Settings.sound_volume
    return min(SOUND_VOLUMES[1], max(SOUND_VOLUMES[0], float(volume)))


def text_size(step: object) -> str:
    """`step` as a text-size setting: one of TEXT_SIZES, else the default."""
    return step if isinstance(step, str) and step in TEXT_SIZES else Settings.text_size


def language_code(code: object) -> str:
    """`code` as a language setting: one of LANGUAGES, or "" to follow the system's preference."""
    return code if isinstance(code, str) and code in LANGUAGES else ""


def phone_port(port: object) -> int:
    """`port` as a port the phone server may listen on: 0 (any free port) or 1024 to 65535; else the default."""
    if isinstance(port, bool) or not isinstance(port, int):
        return DEFAULT_PHONE_PORT
    return port if port == PHONE_PORTS[0] or PHONE_PORTS[1] <= port <= PHONE_PORTS[2] else DEFAULT_PHONE_PORT


def phone_interface(address: object) -> str:
    """`address` as the interface the phone server listens on: an IP address, or "" for the local network's."""
    if not isinstance(address, str) or not address.strip():
        return ""
    try:
        ip = ipaddress.ip_address(address.strip())
    except ValueError:
        return ""
    # "0.0.0.0" or "::" (every interface) or a group address would go into the join address, which no phone opens.
    return "" if ip.is_unspecified or ip.is_multicast else str(ip)


def _is_ip(text: str) -> bool:
    try:
        ipaddress.ip_address(text.strip())
    except ValueError:
        return False
    return True


class SettingsError(ValueError):
    """A settings file that cannot be used; the message names the file and the problem."""


@dataclass(frozen=True)
class Settings:
    window_size: tuple[int, int] = (1280, 720)
    fullscreen: bool = False
    animation_speed: float = 1.0  # a multiple of the normal speed
    hints: bool = True
    last_setup: MatchConfig | None = None  # the setup screen starts from this
    phone_interface: str = ""  # the phone server's address: "" for this machine's local network address
    phone_port: int = DEFAULT_PHONE_PORT  # 0: any free port
    sound_volume: float = 0.8  # of the sound effects, 0 to 1
    muted: bool = False
    language: str = ""  # one of game.text.i18n.LANGUAGES; "" follows the system's preference
    coach: bool = False  # the play screen rates the choices of the person deciding (game/client/scenes/play_coach.py)
    # The play screen skips animations and the bots' beats; a flag beside the speed, so turning it off brings
    # that speed back.
    instant_animations: bool = False
    high_contrast: bool = False  # the screens drawn in the high-contrast look (game/client/view/palette.py)
    text_size: str = "normal"  # one of TEXT_SIZES: how large the play screen's panels draw their text

    def to_dict(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "window_size": list(self.window_size),
            "fullscreen": self.fullscreen,
            "animation_speed": self.animation_speed,
            "instant_animations": self.instant_animations,
            "hints": self.hints,
            "last_setup": match_to_dict(self.last_setup) if self.last_setup else None,
            "phone_interface": self.phone_interface,
            "phone_port": self.phone_port,
            "sound_volume": self.sound_volume,
            "muted": self.muted,
            "language": self.language,
            "coach": self.coach,
            "high_contrast": self.high_contrast,
            "text_size": self.text_size,
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
    if not isinstance(seats_data, list) or not MIN_PLAYERS <= len(seats_data) <= MAX_PLAYERS:
        raise ValueError(f"a match setup needs a list of {MIN_PLAYERS} to {MAX_PLAYERS} seats")
    seats = []
    for number, seat in enumerate(seats_data, start=1):
        if not isinstance(seat, dict):
            raise ValueError(f"seat {number} must be an object, not {_kind(seat)}")
        name, color = seat.get("name"), seat.get("color")
        controller, level = seat.get("controller", CONTROLLERS[0]), seat.get("level", "normal")
        name = clean_name(name)  # drawn on every screen: only printable characters, and not too many
        if not name:
            raise ValueError(f"seat {number} needs a name")
        if color not in COLORS:
            raise ValueError(f"seat {number}'s colour {_shown(color)} is not one of {', '.join(COLORS)}")
        if controller not in CONTROLLERS:
            raise ValueError(f"seat {number}'s controller {_shown(controller)} is not one of {', '.join(CONTROLLERS)}")
        if not isinstance(level, str):
            raise ValueError(f"seat {number}'s bot level must be text, not {_kind(level)}")
        seats.append(SeatConfig(name, color, controller, level))
    if len({seat.color for seat in seats}) != len(seats):
        raise ValueError("two seats have the same colour")
    seed = data.get("seed")
    if seed is not None and (not isinstance(seed, int) or isinstance(seed, bool) or not -10**18 < seed < 10**18):
        # A game log holds seeds of at most 18 digits (game/storage/game_log.py): a longer one would make every save of
        # the game unreadable.
        raise ValueError(f"the seed must be a whole number of at most 18 digits or null, not {_shown(seed)}")
    board_path = data.get("board_path")
    if board_path is not None and not isinstance(board_path, str):
        raise ValueError(f"the board path must be text or null, not {_kind(board_path)}")
    options = data.get("options") or {}
    if not isinstance(options, dict):
        raise ValueError(f"the options must be an object, not {_kind(options)}")
    size = len(json.dumps(options, indent=2))
    if size > MAX_OPTIONS_BYTES:  # kept and written back as they are: a file that grew past what is read
        raise ValueError(f"the options take {size} characters; at most {MAX_OPTIONS_BYTES} are kept")
    return MatchConfig(tuple(seats), seed, board_path, options)


def settings_from_dict(data: object) -> Settings:
    """Validate a parsed settings file; raises ValueError naming the first bad field."""
    if not isinstance(data, dict):
        raise ValueError(_("the file must hold a JSON object, not {kind}").format(kind=_kind(data)))
    if data.get("format") != FORMAT:
        raise ValueError(_("it is not a settings file (its format is {found}, not '{format}')").format(
            found=_shown(data.get("format")), format=FORMAT))
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):  # true == 1 in Python
        version = data.get("version")
        raise ValueError(_("settings version {found} is not supported; this game reads version {version}").format(
            found=_shown(version), version=VERSION))
    defaults = Settings()
    size = data.get("window_size", list(defaults.window_size))
    if (
        not isinstance(size, list)
        or len(size) != 2
        or not all(isinstance(v, int) and not isinstance(v, bool) for v in size)
        or not WINDOW_SIZES.contains((size[0], size[1]))
    ):
        raise ValueError(
            _("window_size must be [width, height] between {low} and {high}, not {found}").format(
                low="{}x{}".format(*WINDOW_SIZES.smallest), high="{}x{}".format(*WINDOW_SIZES.largest),
                found=json.dumps(size))
        )
    fullscreen = data.get("fullscreen", defaults.fullscreen)
    hints = data.get("hints", defaults.hints)
    muted = data.get("muted", defaults.muted)
    coach = data.get("coach", defaults.coach)
    instant = data.get("instant_animations", defaults.instant_animations)
    contrast = data.get("high_contrast", defaults.high_contrast)
    for name, value in (("fullscreen", fullscreen), ("hints", hints), ("muted", muted), ("coach", coach),
                        ("instant_animations", instant), ("high_contrast", contrast)):
        if not isinstance(value, bool):
            raise ValueError(_("{name} must be true or false, not {found}").format(name=name, found=json.dumps(value)))
    speed = data.get("animation_speed", defaults.animation_speed)
    if isinstance(speed, bool) or not isinstance(speed, int | float) or not ANIMATION_SPEEDS.contains(speed):
        raise ValueError(_("animation_speed must be a number from {low} to {high}, not {found}").format(
            low=ANIMATION_SPEEDS.slowest, high=ANIMATION_SPEEDS.fastest, found=json.dumps(speed)))
    last = data.get("last_setup")
    try:
        last_setup = match_from_dict(last) if last is not None else None
    except ValueError as exc:
        raise ValueError(_("last_setup is invalid: {problem}").format(problem=exc)) from None
    interface = data.get("phone_interface", defaults.phone_interface)
    if isinstance(interface, str) and interface.strip() and phone_interface(interface) == "" and _is_ip(interface):
        raise ValueError(_("phone_interface {found} is not an address a phone can open: give this computer's "
                           "address, such as \"192.168.1.20\", or \"\" for the local network's").format(
                               found=json.dumps(interface)[:60]))
    if not isinstance(interface, str) or (interface.strip() and phone_interface(interface) == ""):
        raise ValueError(_("phone_interface must be an IP address such as \"192.168.1.20\", or \"\" for the local "
                           "network's, not {found}").format(found=json.dumps(interface)[:60]))
    port = data.get("phone_port", defaults.phone_port)
    if isinstance(port, bool) or not isinstance(port, int) or phone_port(port) != port:
        raise ValueError(_("phone_port must be 0 (any free port) or a whole number from {low} to {high}, not "
                           "{found}").format(low=PHONE_PORTS[1], high=PHONE_PORTS[2], found=json.dumps(port)[:60]))
    volume = data.get("sound_volume", defaults.sound_volume)
    if isinstance(volume, bool) or not isinstance(volume, int | float) or sound_volume(volume) != volume:
        raise ValueError(_("sound_volume must be a number from {low} to {high}, not {found}").format(
            low=SOUND_VOLUMES[0], high=SOUND_VOLUMES[1], found=json.dumps(volume)[:60]))
    language = data.get("language", defaults.language)
    if not isinstance(language, str) or language_code(language) != language:
        raise ValueError(_("language must be one of {codes}, or \"\" for the system's, not {found}").format(
            codes=", ".join(json.dumps(code) for code in LANGUAGES), found=json.dumps(language)[:60]))
    step = data.get("text_size", defaults.text_size)
    if not isinstance(step, str) or text_size(step) != step:
        raise ValueError(_("text_size must be one of {steps}, not {found}").format(
            steps=", ".join(json.dumps(s) for s in TEXT_SIZES), found=json.dumps(step)[:60]))
    return Settings((size[0], size[1]), fullscreen, float(speed), hints, last_setup, phone_interface(interface), port,
                    float(volume), muted, language, coach, instant, contrast, step)


def load_settings(path: str | os.PathLike) -> Settings:
    """Read a settings file; a missing file gives the defaults, a bad one raises SettingsError."""
    path = Path(path)
    try:
        data = read_json_file(path, MAX_SETTINGS_BYTES, N_("settings file"))  # translated in the sentence
    except FileNotFoundError:
        return Settings()
    except JsonFileError as exc:
        raise SettingsError(str(exc)) from None
    try:
        return settings_from_dict(data)
    except ValueError as exc:  # the message may quote a value of the file: shown short, without control characters
        raise SettingsError(f"{path}: {printable(exc, 300)}") from None


def save_settings(settings: Settings, path: str | os.PathLike) -> None:
    """Write the settings atomically (a temporary file renamed over the old one); raises OSError."""
    atomic_write_text(path, json.dumps(settings.to_dict(), indent=2) + "\n")


def _setup_or_none(setup: MatchConfig | None) -> MatchConfig | None:
    if setup is not None and not isinstance(setup, MatchConfig):
        raise TypeError(f"the last setup must be a MatchConfig or None, not {type(setup).__name__}")
    return setup


# How each value is brought into range before it is kept and saved: the one place that does it.
_IN_RANGE: dict[str, Callable[[Any], Any]] = {
    "window_size": WINDOW_SIZES.clamp,
    "fullscreen": bool,
    "animation_speed": ANIMATION_SPEEDS.clamp,
    "instant_animations": bool,
    "hints": bool,
    "coach": bool,
    "last_setup": _setup_or_none,
    "phone_interface": phone_interface,
    "phone_port": phone_port,
    "sound_volume": sound_volume,
    "muted": bool,
    "language": language_code,
    "high_contrast": bool,
    "text_size": text_size,
}


class _Switch:
    """A setting that is on or off, as a property of SettingsStore: read from its settings, and changed (and saved)
    through `update` only when it changes."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, store: SettingsStore, owner: type | None = None) -> bool:
        return bool(getattr(store.settings, self.name))

    def __set__(self, store: SettingsStore, on: bool) -> None:
        if bool(on) != getattr(store.settings, self.name):
            store.update(**{self.name: on})


class _Choice:
    """A setting that is one of some words, as a property of SettingsStore: read from its settings, and changed (and
    saved) through `update` only when the word it comes to (brought into range) differs."""

    def __set_name__(self, owner: type, name: str) -> None:
        self.name = name

    def __get__(self, store: SettingsStore, owner: type | None = None) -> str:
        return str(getattr(store.settings, self.name))

    def __set__(self, store: SettingsStore, word: str) -> None:
        if _IN_RANGE[self.name](word) != getattr(store.settings, self.name):
            store.update(**{self.name: word})


@dataclass
class SettingsStore:
    """The settings of one run of the game: loaded once, changed through here, saved on every change.

    `problem` is the sentence to show when the file could not be used; then `writable` is False and the
    file is left as it is for the whole run. With no `path` (`in_memory`) nothing is ever written.
    """

    path: Path | None
    settings: Settings = field(default_factory=Settings)
    problem: str | None = None
    writable: bool = True
    # The game's very first start: the window found no settings file (game/commands/play.py says so); the title
    # offers the guided game once, then sets this False.
    first_start: bool = False
    # The on/off settings; instant_animations: the play screen shows everything at once (no animations, no bot beats).
    instant_animations = _Switch()
    hints = _Switch()
    coach = _Switch()
    muted = _Switch()
    high_contrast = _Switch()
    # The words: the text size (one of TEXT_SIZES); the phone server's address ("" for the local network's); the
    # chosen language, or "" while the game follows the system's preference.
    text_size = _Choice()
    phone_interface = _Choice()
    language = _Choice()

    @classmethod
    def open(cls, folder: str | os.PathLike | None = None) -> SettingsStore:
        path = Path(folder if folder is not None else data_dir()) / FILE_NAME
        try:
            return cls(path, load_settings(path))
        except SettingsError as exc:
            problem = _("{problem}; using the default settings and leaving the file as it is.").format(problem=exc)
            logger.warning("%s", problem)
            return cls(path, Settings(), problem, writable=False)

    @classmethod
    def in_memory(cls, settings: Settings | None = None) -> SettingsStore:
        """Settings that last for this run only (tools, tests, the replay window): nothing is read or written."""
        return cls(None, settings if settings is not None else Settings(), writable=False)

    def update(self, **changes: Any) -> str | None:
        """Change some settings (each brought into range first) and save them; returns a sentence when they
        could not be saved."""
        self.settings = replace(self.settings, **{name: _IN_RANGE[name](value) for name, value in changes.items()})
        if not self.writable or self.path is None:
            return None  # the broken file stays untouched; the problem was already reported once
        try:
            save_settings(self.settings, self.path)
        except OSError as exc:
            problem = _("{file}: the settings cannot be saved ({problem}).").format(file=self.path,
                                                                                   problem=exc.strerror or exc)
            logger.warning("%s", problem)
            return problem
        return None

    # The values as the window uses them. A change applies at once and is saved at once.
    @property
    def animation_speed(self) -> float:
        return self.settings.animation_speed

    @animation_speed.setter
    def animation_speed(self, speed: float) -> None:
        if ANIMATION_SPEEDS.clamp(speed) != self.settings.animation_speed:
            self.update(animation_speed=speed)

    @property
    def window_size(self) -> tuple[int, int]:
        return self.settings.window_size

    @property
    def saved(self) -> bool:
        """Whether the settings came from a file (a game started before): at the first start there is none."""
        return self.path is not None and self.path.exists()

    @property
    def fullscreen(self) -> bool:
        return self.settings.fullscreen

    @property
    def last_setup(self) -> MatchConfig | None:
        return self.settings.last_setup

    @property
    def phone_port(self) -> int:
        return self.settings.phone_port

    @phone_port.setter
    def phone_port(self, port: int) -> None:
        if phone_port(port) != self.settings.phone_port:
            self.update(phone_port=port)

    @property
    def sound_volume(self) -> float:
        return self.settings.sound_volume

    @sound_volume.setter
    def sound_volume(self, volume: float) -> None:
        if sound_volume(volume) != self.settings.sound_volume:
            self.update(sound_volume=volume)

    def remember_session(self, window_size: tuple[int, int], fullscreen: bool,
                         last_match: MatchConfig | None) -> str | None:
        """Save what a session leaves behind: the window size (brought into range), full screen, and the last
        match setup (kept as it was when no match was started)."""
        # A new game from the remembered setup gets a fresh deal, never the deal of the last one.
        last_setup = replace(last_match, seed=None) if last_match is not None else self.settings.last_setup
        return self.update(window_size=window_size, fullscreen=fullscreen, last_setup=last_setup)


def _shown(value: object) -> str:
    """A value from the file as a message quotes it: text in quotes, anything else as JSON writes it (null)."""
    if isinstance(value, str):
        return f"'{printable(value, 60)}'"
    try:
        return printable(json.dumps(value), 60)
    except (TypeError, ValueError):
        return _kind(value)


def _kind(value: object) -> str:
    return {dict: "an object", list: "a list", str: "text", bool: "true/false", type(None): "null"}.get(
        type(value), "a number"
    )
