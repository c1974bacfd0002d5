"""The settings file: defaults, round trip, atomic writes, and bad files that are reported and kept."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest

from game.match_setup.seats import default_match
from game.storage.data_folder import atomic_write_text
from game.storage.settings import (
    ANIMATION_SPEEDS,
    FILE_NAME,
    WINDOW_SIZES,
    Settings,
    SettingsError,
    SettingsStore,
    load_settings,
    save_settings,
)


def test_a_missing_file_gives_the_defaults_without_a_problem(tmp_path):
    store = SettingsStore.open(tmp_path)
    assert store.settings == Settings() and store.problem is None and store.writable
    assert not (tmp_path / FILE_NAME).exists()


def test_settings_round_trip_through_the_file(tmp_path):
    store = SettingsStore.open(tmp_path)
    setup = default_match("Anja")
    assert store.update(window_size=(1600, 900), fullscreen=True, animation_speed=2.0, hints=False,
                        last_setup=setup) is None
    again = SettingsStore.open(tmp_path)
    assert again.problem is None
    assert again.settings == Settings((1600, 900), True, 2.0, False, setup)
    assert again.settings.last_setup.seats[0].name == "Anja"


def test_writing_is_atomic_a_failed_rename_leaves_the_old_file_and_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / FILE_NAME
    save_settings(Settings(hints=False), path)
    before = path.read_bytes()

    def broken_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", broken_replace)
    with pytest.raises(OSError):
        save_settings(Settings(hints=True, fullscreen=True), path)
    assert path.read_bytes() == before
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_atomic_write_replaces_the_whole_file(tmp_path):
    path = tmp_path / "sub" / "file.txt"
    atomic_write_text(path, "a much longer first text\n")
    atomic_write_text(path, "short\n")
    assert path.read_text() == "short\n" and [p.name for p in path.parent.iterdir()] == ["file.txt"]


def test_a_failed_save_is_one_sentence_not_a_crash(tmp_path):
    blocker = tmp_path / "not-a-folder"
    store = SettingsStore.open(blocker)
    assert store.problem is None
    blocker.write_text("a file where the data folder should be")
    problem = store.update(hints=False)
    assert problem is not None and str(blocker / FILE_NAME) in problem and "cannot be saved" in problem
    assert store.settings.hints is False  # the change holds for this run


def _good() -> dict:
    return Settings(last_setup=default_match()).to_dict()


BAD_SETTINGS = {
    # kind: (file contents, what the sentence must say)
    "truncated": (json.dumps(_good(), indent=2)[:60], "not valid JSON"),
    "not JSON": ("fullscreen = yes\n", "not valid JSON"),
    "empty": ("", "the file is empty"),
    "nested too deeply": ("[" * 100_000, "nested too deeply"),
    "not an object": ("[1, 2]\n", "must hold a JSON object"),
    "another file": ('{"format": "something-else", "version": 1}\n', "it is not a settings file"),
    "unknown version": (json.dumps({**_good(), "version": 7}), "settings version 7 is not supported"),
    "window too small": (json.dumps({**_good(), "window_size": [10, 10]}), "window_size must be"),
    "fullscreen not a flag": (json.dumps({**_good(), "fullscreen": "yes"}), "fullscreen must be true or false"),
    "speed out of range": (json.dumps({**_good(), "animation_speed": 50}), "animation_speed must be a number"),
    "bad last setup": (
        json.dumps({**_good(), "last_setup": {"seats": [{"name": "A", "color": "pink"}, {"name": "B"}]}}),
        "last_setup is invalid: seat 1's colour 'pink'",
    ),
    # Accepted, they were written back larger than a settings file may be (the indent), and then refused.
    "options too large": (
        json.dumps({**_good(), "last_setup": {"seats": [{"name": "A", "color": "red"}, {"name": "B", "color": "blue"}],
                                              "options": {"notes": [[i] for i in range(20_000)]}}}),
        "last_setup is invalid: the options take",
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("kind", BAD_SETTINGS)
def test_a_bad_settings_file_gives_defaults_one_sentence_and_is_never_overwritten(tmp_path, kind, caplog):
    text, expected = BAD_SETTINGS[kind]
    path = tmp_path / FILE_NAME
    path.write_text(text)
    with pytest.raises(SettingsError) as caught:
        load_settings(path)
    assert str(caught.value).startswith(str(path)) and expected in str(caught.value)
    store = SettingsStore.open(tmp_path)
    assert store.settings == Settings() and not store.writable
    assert store.problem.startswith(str(path)) and expected in store.problem and "\n" not in store.problem
    assert "using the default settings" in store.problem
    assert store.problem in caplog.text
    assert store.update(fullscreen=True, window_size=(800, 600)) is None
    assert store.settings.fullscreen  # the run uses the change...
    assert path.read_text() == text  # ...but the file the player may want to repair is left as it was
    assert sorted(p.name for p in tmp_path.iterdir()) == [FILE_NAME]


def test_the_animation_speed_is_brought_into_range_and_saved_at_once(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.animation_speed = 9.0
    assert store.animation_speed == ANIMATION_SPEEDS.fastest == 4.0
    assert load_settings(tmp_path / FILE_NAME).animation_speed == 4.0
    store.animation_speed = 0.01
    assert store.animation_speed == ANIMATION_SPEEDS.slowest == 0.25
    assert load_settings(tmp_path / FILE_NAME).animation_speed == 0.25
    store.update(animation_speed=1.5)
    assert load_settings(tmp_path / FILE_NAME).animation_speed == 1.5


def test_setting_a_value_it_already_has_writes_nothing(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.hints = True
    store.animation_speed = 1.0
    assert not (tmp_path / FILE_NAME).exists()
    store.hints = False
    assert load_settings(tmp_path / FILE_NAME).hints is False


def test_settings_in_memory_are_never_written(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    store = SettingsStore.in_memory()
    store.hints = False
    assert store.remember_session((800, 600), True, default_match()) is None
    assert store.hints is False and store.window_size == (800, 600) and store.fullscreen
    assert list(tmp_path.iterdir()) == []


def test_the_session_remembers_a_window_size_in_range_and_a_fresh_deal(tmp_path):
    store = SettingsStore.open(tmp_path)
    setup = replace(default_match("Anja"), seed=77)
    assert store.remember_session((10, 99999), False, setup) is None
    saved = load_settings(tmp_path / FILE_NAME)
    assert saved.window_size == (WINDOW_SIZES.smallest[0], WINDOW_SIZES.largest[1]) == (320, 4320)
    assert saved.last_setup.seats == setup.seats and saved.last_setup.seed is None
    store.remember_session((1000, 700), True, None)  # no match this session: the last setup stays
    saved = load_settings(tmp_path / FILE_NAME)
    assert saved.window_size == (1000, 700) and saved.fullscreen and saved.last_setup.seats == setup.seats


@pytest.mark.parametrize(("size", "inside"), [((320, 180), True), ((7680, 4320), True), ((319, 180), False),
                                              ((320, 4321), False)])
def test_the_file_and_the_command_line_accept_the_same_window_sizes(tmp_path, size, inside):
    import argparse

    from game.commands.play import window_size

    text = json.dumps({**_good(), "window_size": list(size)})
    (tmp_path / FILE_NAME).write_text(text)
    problem = SettingsStore.open(tmp_path).problem
    if inside:
        assert problem is None and window_size(f"{size[0]}x{size[1]}") == size
    else:
        assert problem is not None and "window_size must be" in problem
        with pytest.raises(argparse.ArgumentTypeError, match="out of range"):
            window_size(f"{size[0]}x{size[1]}")
    assert WINDOW_SIZES.contains(size) is inside
