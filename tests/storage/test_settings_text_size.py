"""The text size in the settings file: Normal by default (a file without it reads as Normal), saved at once and read
back, a bad value one sentence naming the file and the default settings in force, the file kept."""

from __future__ import annotations

import json

import pytest

from game.storage.settings import FILE_NAME, Settings, SettingsStore, load_settings, save_settings

from .bad_settings import refusal, settings_file_with


def test_it_is_normal_by_default_and_a_file_without_it_reads_as_normal(tmp_path):
    assert Settings().text_size == "normal"
    data = Settings(hints=False).to_dict()
    del data["text_size"]  # a file written before the text size existed
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    read = load_settings(tmp_path / FILE_NAME)
    assert read.text_size == "normal" and read.hints is False


def test_a_step_chosen_is_saved_at_once_and_read_back(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.text_size = "largest"
    assert json.loads((tmp_path / FILE_NAME).read_text())["text_size"] == "largest"
    assert SettingsStore.open(tmp_path).text_size == "largest"  # the next start draws as large
    store.text_size = "large"
    assert load_settings(tmp_path / FILE_NAME).text_size == "large"
    store.update(text_size="huge")  # brought into range like every other value: the default
    assert store.settings.text_size == "normal"
    assert json.loads((tmp_path / FILE_NAME).read_text())["text_size"] == "normal"


def test_the_other_settings_round_trip_with_it(tmp_path):
    chosen = Settings(text_size="large", high_contrast=True, coach=True, language="de")
    save_settings(chosen, tmp_path / FILE_NAME)
    assert load_settings(tmp_path / FILE_NAME) == chosen


@pytest.mark.parametrize("value", ["huge", "Large", "", 2, None, True, ["large"]])
def test_a_bad_value_is_one_sentence_naming_the_file_and_the_defaults_and_the_file_is_kept(tmp_path, value):
    text = settings_file_with(tmp_path, "text_size", value)
    message = refusal(tmp_path)
    assert message.startswith(str(tmp_path / FILE_NAME))
    assert f'text_size must be one of "normal", "large", "largest", not {json.dumps(value)}' in message
    assert "\n" not in message
    store = SettingsStore.open(tmp_path)
    assert store.problem is not None and store.problem.endswith(
        "; using the default settings and leaving the file as it is.")
    assert store.settings == Settings() and store.text_size == "normal"
    store.text_size = "largest"  # applies for this run...
    assert store.text_size == "largest"
    assert (tmp_path / FILE_NAME).read_text() == text  # ...and the file the player may repair is left as it was
