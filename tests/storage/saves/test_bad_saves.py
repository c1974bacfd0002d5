"""Saves, logs and settings written by someone else: wrong kinds, absurd sizes and undrawable names.

Every bad file gets one sentence naming the file, the field and what was expected (never Python's own
words), is left byte for byte as it was, and never stops the title screen or the setup screen.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT
from save_helpers import bot_config, play_saved

from game.client.app import DEFAULT_CANVAS, STEP, App
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.storage.game_log import read_log
from game.storage.names import MAX_NAME_LENGTH
from game.storage.saves import SaveError, inspect_save, load_save, saves_dir
from game.storage.settings import FILE_NAME, SettingsStore

PYTHON_WORDS = ("object is not", "has no attribute", "invalid literal", "cannot handle type", "no details",
                "Error(", "Error:", "NoneType", "subscriptable", "iterable")


@pytest.fixture(scope="module")
def good_lines(tmp_path_factory) -> list[str]:
    _, path = play_saved(tmp_path_factory.mktemp("saves"), bot_config(2), seed=1, decisions=10)
    return path.read_text().splitlines()


def _edited(tmp_path: Path, lines: list[str], edit, line: int = 0, name: str = "game-edited.jsonl") -> Path:
    record = json.loads(lines[line])
    edit(record)
    out = list(lines)
    out[line] = json.dumps(record)
    path = tmp_path / name
    path.write_text("\n".join(out) + "\n")
    return path


def _refused(path: Path, *expected: str) -> str:
    before = path.read_bytes()
    with pytest.raises(SaveError) as caught:
        load_save(path)
    message = str(caught.value)
    assert message.startswith(str(path)) and "\n" not in message, message
    for part in expected:
        assert part in message, f"{part!r} not in {message!r}"
    for words in PYTHON_WORDS:
        assert words not in message, message
    assert path.read_bytes() == before
    info = inspect_save(path)  # the saved-games list says the same, and does not raise
    assert info.problem == message
    return message


def _player(key: str, value):
    return lambda record: record["players"][0].__setitem__(key, value)


def _setup(key: str, value):
    return lambda record: record.__setitem__(key, value)


def _board(edit):
    return lambda record: edit(record["board"])


# ------------------------------------------------------------------------------ wrong kinds and sizes
SETUP_CASES = [
    ("players not a list", _setup("players", 5), "the players must be a list, not 5"),
    ("a player not an object", _setup("players", [1, 2]), "player 1 must be an object, not 1"),
    ("a player without colour", _setup("players", [{"name": "a"}, {"name": "b", "color": "blue"}]),
     "player 1 lacks its 'color' field"),
    ("a colour not of the eight", _player("color", "pink"), "player 1's colour 'pink' is not one of red, blue"),
    ("a colour that is a number", _player("color", 3), "player 1's colour 3 is not one of"),
    ("a name that is a number", _player("name", 3), "player 1's name must be text, not 3"),
    ("nine players", _setup("players", [{"name": str(n), "color": "red"} for n in range(9)]),
     "the players must hold 2 to 8 items, not 9"),
    ("board a list", _setup("board", []), "the board must be an object, not a list"),
    ("rows a number", _board(lambda b: b.__setitem__("rows", 3)), "the board's rows must be a list, not 3"),
    ("points of 300 digits", _board(lambda b: b["rows"][0]["spaces"][-1].__setitem__(1, 10**300)),
     "board row 1 slot 6's points must be a whole number from 0 to 1000000, not a number of 301 digits"),
    ("points not a number", _board(lambda b: b["rows"][0]["spaces"][-1].__setitem__(1, "x")),
     "board row 1 slot 6's points must be a whole number"),
    ("an unknown space kind", _board(lambda b: b["rows"][0]["spaces"][1].__setitem__(0, "lava")),
     "board row 1 slot 2's kind 'lava' is not one of first, plain"),
    ("a dung heap of 31 digits", _board(lambda b: b["track"].__setitem__("dung_heap", 10**30)),
     "the track's dung heap must be a whole number from 0 to 1000000, not a number of 31 digits"),
    ("seed of 4001 digits", _setup("seed", 10**4000), "the seed must be a whole number of at most 18 digits"),
    ("seed true", _setup("seed", True), "the seed must be a whole number of at most 18 digits, not true"),
    ("seed text", _setup("seed", "x"), "not 'x'"),
    ("position a number", _setup("position", 5), "the position must be an object, not 5"),
    ("position a list", _setup("position", [1]), "the position must be an object, not a list"),
    ("position rows a number", _setup("position", {"rows": 3}), "the position's rows must be a list, not 3"),
    ("setup events null", _setup("events", None), "the setup's events must be a list, not null"),
    ("a setup event a number", _setup("events", [1]), "setup event 1 must be an object, not 1"),
    ("meta a list", _setup("meta", [1]), "the setup's meta must be an object, not a list"),
    ("an unknown bot level", _setup("meta", {"seats": [{"controller": "bot", "level": "zzz"},
                                                        {"controller": "human"}]}),
     "seat 1's bot level in meta.seats is none of easy, normal, hard, expert"),
    ("a controller that is an object", _setup("meta", {"seats": [{"controller": {}}, {"controller": "human"}]}),
     "seat 1's controller in meta.seats is not one of human, phone, remote, bot"),
]


@pytest.mark.parametrize(("edit", "expected"), [c[1:] for c in SETUP_CASES], ids=[c[0] for c in SETUP_CASES])
def test_a_setup_with_a_field_of_the_wrong_kind_or_size_is_refused_in_words(tmp_path, good_lines, edit, expected):
    _refused(_edited(tmp_path, good_lines, edit), "line 1", expected)


def _decision(key: str, value):
    return lambda record: record["decision"].__setitem__(key, value)


DECISION_CASES = [
    ("a seat of 101 digits", _decision("seat", 10**100), "the decision's seat must be a whole number from 0 to 7"),
    ("a count of 101 digits", _decision("count", 10**100), "the purchase's count must be a whole number"),
    ("a hundred thousand tiles", _decision("tiles", list(range(100_000))),
     "the decision's tiles must hold 0 to 1000 items, not 100000"),
    ("a decision null", lambda record: record.__setitem__("decision", None), "the decision must be an object"),
    ("events numbers", lambda record: record.__setitem__("events", [1]), "event 1 of the decision must be an object"),
    ("a type that is a list", lambda record: record.__setitem__("type", [1]), "found type a list"),
]


@pytest.mark.parametrize(("edit", "expected"), [c[1:] for c in DECISION_CASES], ids=[c[0] for c in DECISION_CASES])
def test_a_decision_line_of_the_wrong_kind_or_size_is_refused_in_words(tmp_path, good_lines, edit, expected):
    _refused(_edited(tmp_path, good_lines, edit, line=1), "line 2", expected)


def test_a_number_too_long_for_json_is_refused_in_words(tmp_path, good_lines):
    path = tmp_path / "game-long.jsonl"
    path.write_text(good_lines[0] + "\n" + '{"type": "decision", "n": ' + "9" * 5000 + "}\n")
    _refused(path, "line 2: holds a number too long to be part of a game log")


def test_a_save_of_twenty_megabytes_is_refused_without_reading_it(tmp_path):
    path = tmp_path / "game-huge.jsonl"
    with open(path, "wb") as file:
        file.truncate(20 * 1024 * 1024)
    with pytest.raises(SaveError) as caught:
        load_save(path)
    assert "it is 20.0 MB, more than the 16.0 MB such a file may have" in str(caught.value)


def test_a_named_pipe_as_a_save_or_the_settings_is_refused_at_once(tmp_path):
    pipe = tmp_path / "game-pipe.jsonl"
    os.mkfifo(pipe)
    os.mkfifo(tmp_path / FILE_NAME)
    code = (
        "import sys\nfrom game.storage.saves import inspect_save\nfrom game.storage.settings import SettingsStore\n"
        "print(inspect_save(sys.argv[1]).problem)\nstore = SettingsStore.open(sys.argv[2])\n"
        "print(store.problem, store.writable, store.settings.window_size)\n"
    )
    # A plain open() of a named pipe waits for a writer for ever; the timeout makes that a failure, not a hang.
    result = subprocess.run([sys.executable, "-c", code, str(pipe), str(tmp_path)], cwd=ROOT, capture_output=True,
                            text=True, timeout=60)
    save_line, settings_line = result.stdout.splitlines()
    assert save_line == f"{pipe}: cannot be read (it is a named pipe, not a file)"
    assert "cannot be read (it is a named pipe, not a file)" in settings_line
    assert settings_line.endswith("False (1280, 720)")


# ------------------------------------------------------------------------------------------ names
@pytest.mark.parametrize(("name", "shown"), [
    ("An\x00ja", "An ja"),
    ("\x1b[31mRed\x1b[0m", "[31mRed [0m"),
    ("tab\tand\nnewline", "tab and newline"),
    ("\u202eevil", "evil"),  # a right-to-left override would turn the rest of a line around
    ("x" * 300_000, "x" * MAX_NAME_LENGTH),
    ("\x00\x01", "Player 1"),
])
def test_names_in_a_save_are_cleaned_and_bounded_when_read(tmp_path, good_lines, name, shown):
    path = _edited(tmp_path, good_lines, _player("name", name))
    before = path.read_bytes()
    loaded = load_save(path)
    assert loaded.game.players[0].name == shown
    assert loaded.config.seats[0].name == shown
    assert read_log(path, cut_tail_allowed=True).players[0].name == shown
    assert path.read_bytes() == before


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.slow
def test_saves_with_undrawable_or_huge_names_never_stop_the_title_screen(data, good_lines):
    saves = saves_dir(data)
    saves.mkdir()
    for index, name in enumerate(("Nul\x00name", "x" * 300_000, "\udcff surrogate")):
        _edited(saves, good_lines, _player("name", name), name=f"game-{index}.jsonl")
    app = App(DEFAULT_CANVAS)
    app.open()
    try:
        scene = TitleScene(app)
        app.push(scene)
        for _ in range(120):  # the opening animation and the saved-games list, drawn every frame
            app.step(STEP, [])
        panel = scene.saved_games
        assert panel is not None and len(panel.saves) == 3
        assert all(info.readable for info in panel.saves)
        assert all(len(n) <= MAX_NAME_LENGTH and n.isprintable() for info in panel.saves for n in info.players)
    finally:
        app.close()


def test_a_last_setup_with_an_undrawable_name_opens_the_setup_screen(data):
    seats = [{"name": "Nul\x00\x1b[2J" + "y" * 100_000, "color": "red", "controller": "human", "level": "normal"},
             {"name": "Bot", "color": "blue", "controller": "bot", "level": "easy"}]
    settings = {"format": "dance-of-ibexes-settings", "version": 1, "last_setup": {"seats": seats}}
    (data / FILE_NAME).write_text(json.dumps(settings))
    before = (data / FILE_NAME).read_bytes()
    store = SettingsStore.open(data)
    assert store.problem is None
    name = store.settings.last_setup.seats[0].name
    assert name.startswith("Nul [2Jyy") and len(name) == MAX_NAME_LENGTH and name.isprintable()
    app = App(DEFAULT_CANVAS, settings=store)
    app.open()
    try:
        app.push(SetupScene(app))
        for _ in range(30):
            app.step(STEP, [])
    finally:
        app.close()
    assert (data / FILE_NAME).read_bytes() == before


def test_a_last_setup_whose_names_are_only_control_characters_is_refused(data):
    seats = [{"name": "\x00\x07", "color": "red"}, {"name": "Bot", "color": "blue"}]
    settings = {"format": "dance-of-ibexes-settings", "version": 1, "last_setup": {"seats": seats}}
    (data / FILE_NAME).write_text(json.dumps(settings))
    store = SettingsStore.open(data)
    assert store.problem is not None and "last_setup is invalid: seat 1 needs a name" in store.problem
    assert not store.writable


@pytest.mark.parametrize("settings", [
    {"format": "dance-of-ibexes-settings", "version": 1, "window_size": ["x\x1b" * 100_000, 1]},
    {"format": "y" * 300_000, "version": 1},
    {"format": "dance-of-ibexes-settings", "version": 1,
     "last_setup": {"seats": [{"name": "a", "color": "c" * 300_000}, {"name": "b", "color": "blue"}]}},
])
def test_a_settings_problem_quoting_a_huge_value_is_one_short_printable_sentence(data, settings):
    (data / FILE_NAME).write_text(json.dumps(settings))
    before = (data / FILE_NAME).read_bytes()
    store = SettingsStore.open(data)
    assert store.problem is not None and store.problem.startswith(f"{data / FILE_NAME}: ")
    assert len(store.problem) < 600 and store.problem.isprintable()
    assert store.problem.endswith("; using the default settings and leaving the file as it is.")
    assert (data / FILE_NAME).read_bytes() == before


def test_a_recorded_event_of_megabytes_is_quoted_short_in_the_difference(tmp_path, good_lines):
    path = _edited(tmp_path, good_lines, lambda record: record["events"].__setitem__(0, {"type": "x" * 2_000_000}),
                   line=1)
    message = _refused(path, "line 2: event 1 differs: the log has ")
    assert len(message) < 1000 + len(str(path))
