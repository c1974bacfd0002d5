"""A corpus of broken settings files: every field set to each wrong JSON value, names the screen cannot draw,
bytes that are not UTF-8 or not JSON, files that are not files.

Each gives one sentence naming the file and the game runs on the defaults (or the file is read, its names
cleaned); the file keeps its bytes however the settings change during the run; the title and the setup
screen open with it.
"""

from __future__ import annotations

import copy
import json
import math
import os
from collections.abc import Callable
from pathlib import Path

import pytest
from corpus_checks import assert_one_sentence, set_field, within

from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.match_setup.seats import MatchConfig
from game.storage.names import MAX_NAME_LENGTH
from game.storage.settings import FILE_NAME, Settings, SettingsStore

GOOD = {
    "format": "dance-of-ibexes-settings", "version": 1, "window_size": [1280, 720], "fullscreen": False,
    "animation_speed": 1.0, "hints": True,
    "last_setup": {"seats": [{"name": "Anja", "color": "red", "controller": "human", "level": "normal"},
                             {"name": "Bot 2", "color": "blue", "controller": "bot", "level": "easy"}],
                   "seed": None, "board_path": None, "options": {}},
}
WRONG: dict[str, object] = {
    "null": None, "true": True, "half": 1.5, "negative": -1, "huge": 10**30, "text": "x", "empty text": "",
    "list": [], "object": {}, "NaN": math.nan, "Infinity": math.inf,
}
FIELDS = (
    "format", "version", "window_size", "window_size.0", "window_size.1", "fullscreen", "animation_speed", "hints",
    "last_setup", "last_setup.seats", "last_setup.seats.0", "last_setup.seats.0.name", "last_setup.seats.0.color",
    "last_setup.seats.0.controller", "last_setup.seats.0.level", "last_setup.seed", "last_setup.board_path",
    "last_setup.options",
)
# Values that are right where they stand, or that the game reads as "none": such a file is used. An absent
# last setup, seed or board path is null; no options is {}; a level the game does not have is offered as
# normal by the setup screen; a name of text is a name.
USED = {
    ("last_setup", "null"), ("last_setup.seed", "null"), ("last_setup.seed", "negative"),
    ("last_setup.board_path", "null"), ("last_setup.board_path", "text"), ("last_setup.board_path", "empty text"),
    ("last_setup.options", "null"), ("last_setup.options", "object"), ("last_setup.options", "empty text"),
    ("last_setup.options", "list"), ("last_setup.seats.0.name", "text"), ("last_setup.seats.0.level", "text"),
    ("last_setup.seats.0.level", "empty text"), ("animation_speed", "half"), ("fullscreen", "true"), ("hints", "true"),
}


def field_case(path: str, value: object) -> bytes:
    data = copy.deepcopy(GOOD)
    set_field(data, path, copy.deepcopy(value))
    return json.dumps(data, indent=2).encode()


GOOD_TEXT = json.dumps(GOOD, indent=2)
CASES: list[tuple[str, bytes, str | None]] = [  # (name, the file's bytes, words of the problem; None: used)
    (f"{path} {kind}", field_case(path, value), None if (path, kind) in USED else "")
    for path in FIELDS for kind, value in WRONG.items()
]
NAMES = {
    "NUL": "An\x00ja", "escapes": "\x1b[2J\x1b]0;x\x07Eve", "bidi": "\u202eevil", "huge": "n" * 500_000,
    "surrogate": "\udcff!", "newlines": "a\nb\r\nc", "combining": "e" + "\u0301" * 5000,
}
CASES += [(f"name {kind}", field_case("last_setup.seats.0.name", name), None) for kind, name in NAMES.items()]
CASES += [
    ("only control characters as a name", field_case("last_setup.seats.0.name", "\x00\x07"), "needs a name"),
    ("empty", b"", "the file is empty"),
    ("spaces", b"  \n\t", "the file is empty"),
    ("binary junk", bytes(range(256)) * 8, "not UTF-8"),
    ("UTF-16", GOOD_TEXT.encode("utf-16"), "not UTF-8"),
    ("latin-1", GOOD_TEXT.replace("Anja", "J\xfcrg").encode("latin-1"), "not UTF-8"),
    ("a BOM", b"\xef\xbb\xbf" + GOOD_TEXT.encode(), None),
    ("CRLF", GOOD_TEXT.replace("\n", "\r\n").encode(), None),
    ("cut short", GOOD_TEXT[:-30].encode(), "cut short"),
    ("cut in the middle", GOOD_TEXT[: len(GOOD_TEXT) // 2].encode(), "not valid JSON"),
    ("a missing comma", GOOD_TEXT.replace('"version": 1,', '"version": 1', 1).encode(), "a comma is missing"),
    ("single quotes", GOOD_TEXT.replace('"', "'").encode(), "not in double quotes"),
    ("a trailing comma", GOOD_TEXT[:-2].encode() + b",}", "not valid JSON"),
    ("two objects", (GOOD_TEXT + GOOD_TEXT).encode(), "more follows after the end"),
    ("a list", b"[1, 2]", "must hold a JSON object, not a list"),
    ("null", b"null", "must hold a JSON object, not null"),
    ("text", b'"settings"', "must hold a JSON object, not text"),
    ("a number", b"1", "must hold a JSON object, not a number"),
    ("nested 100000 deep", b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    ("a number of 10000 digits", ('{"format": ' + "9" * 10_000 + "}").encode(), "a number too long"),
    ("duplicate keys", GOOD_TEXT[:-2].encode() + b', "version": 9}', "settings version 9 is not supported"),
    ("a control character in text", GOOD_TEXT.replace("Anja", "An\tja").encode(), "control character"),
    ("a broken escape", GOOD_TEXT.replace("Anja", "An\\xja").encode(), "broken backslash escape"),
    ("an old version", field_case("version", 0), "settings version 0 is not supported"),
    ("nine seats", field_case("last_setup.seats", [GOOD["last_setup"]["seats"][0]] * 9), "2 to 8 seats"),
    ("two seats of one colour", field_case("last_setup.seats.1.color", "red"), "the same colour"),
    ("a colour of the nine", field_case("last_setup.seats.0.color", "pink"), "'pink' is not one of"),
    ("a window of 10**6 pixels", field_case("window_size", [10**6, 10**6]), "window_size must be"),
    ("a window of three sides", field_case("window_size", [800, 600, 3]), "window_size must be"),
    ("a speed of 100", field_case("animation_speed", 100), "animation_speed must be a number from 0.25 to 4.0"),
    ("a format of a megabyte", field_case("format", "f" * 1_000_000), "it is not a settings file"),
]


def _make_file(folder: Path, data: bytes) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / FILE_NAME
    path.write_bytes(data)
    return path


def _change_everything(store: SettingsStore) -> None:
    """What a session does to the settings: each change is saved at once (when the file may be written)."""
    store.hints = not store.hints
    store.animation_speed = 2.0
    store.remember_session((1024, 768), True, store.last_setup)


@pytest.fixture(scope="module")
def window():
    app = App(DEFAULT_CANVAS)
    app.open(load_map=False)
    yield app
    app.close()


def _open_screens(app: App, store: SettingsStore) -> None:
    """The title and the setup screen, as a run with these settings starts them."""
    app.settings, app.notices = store, (store.problem,) if store.problem else ()
    app.last_match = store.last_setup  # what App sets from its settings: "New game" starts from it
    with within(60):
        app.reset(TitleScene(app))
        for _ in range(5):
            app.step(STEP, [])
        app.push(SetupScene(app))
        for _ in range(5):
            app.step(STEP, [])
    assert isinstance(app.top, SetupScene)


@pytest.mark.slow
@pytest.mark.parametrize(("data", "says"), [c[1:] for c in CASES], ids=[c[0] for c in CASES])
def test_a_bad_settings_file_gives_one_sentence_and_the_defaults(tmp_path, window, data, says):
    folder = tmp_path / "data"
    path = _make_file(folder, data)
    with within(20):
        store = SettingsStore.open(folder)
    if says is None:
        assert store.problem is None, store.problem
        setup = store.last_setup
        assert setup is None or isinstance(setup, MatchConfig)
        for seat in setup.seats if setup else ():
            assert seat.name and seat.name.isprintable() and len(seat.name) <= MAX_NAME_LENGTH, repr(seat.name)
        _open_screens(window, store)
        return
    assert store.problem is not None, "the broken settings file was used"
    assert store.problem.startswith(str(path)), store.problem
    assert_one_sentence(store.problem, str(path))
    assert says in store.problem
    assert store.problem.endswith("; using the default settings and leaving the file as it is.")
    assert store.settings == Settings() and not store.writable
    _change_everything(store)
    assert path.read_bytes() == data


NOT_FILES: list[tuple[str, Callable[[Path], None], str]] = [
    ("a folder", lambda p: p.mkdir(), "it is a folder, not a file"),
    ("a named pipe", lambda p: os.mkfifo(p), "it is a named pipe, not a file"),
    ("a link to /dev/zero", lambda p: p.symlink_to("/dev/zero"), "it is a device, not a file"),
    ("a link to /dev/tty", lambda p: p.symlink_to("/dev/tty"), ""),
    ("2 MB", lambda p: (p.write_bytes(b"{"), os.truncate(p, 2 * 1024 * 1024)), "more than the 1.0 MB"),
]


@pytest.mark.parametrize(("make", "says"), [c[1:] for c in NOT_FILES], ids=[c[0] for c in NOT_FILES])
def test_a_settings_file_that_is_not_a_file_is_refused_at_once_and_never_written(tmp_path, window, make, says):
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / FILE_NAME
    make(path)
    kind = os.lstat(path).st_mode
    with within(20):
        store = SettingsStore.open(folder)
        assert store.problem is not None and says in store.problem
        assert_one_sentence(store.problem, str(path))
        _change_everything(store)
    assert os.lstat(path).st_mode == kind  # still the folder, pipe or link it was
    _open_screens(window, store)
