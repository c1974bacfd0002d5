"""The coach switch in the settings file: off by default, saved at once, a bad value reported and the file kept."""

from __future__ import annotations

import json

import pytest

from game.storage.settings import FILE_NAME, Settings, SettingsStore, load_settings

from .bad_settings import refusal, settings_file_with


def test_the_coach_is_off_by_default_and_a_file_without_it_reads_as_off(tmp_path):
    assert Settings().coach is False
    data = Settings().to_dict()
    del data["coach"]  # a file written before the coach existed
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    assert load_settings(tmp_path / FILE_NAME).coach is False


def test_switching_the_coach_is_saved_at_once_and_read_back(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.coach = True
    assert store.coach is True and load_settings(tmp_path / FILE_NAME).coach is True
    store.coach = False
    assert load_settings(tmp_path / FILE_NAME).coach is False
    store.update(coach=1)  # brought into range like every other value: a flag
    assert store.settings.coach is True


@pytest.mark.parametrize("value", ["yes", 1, None, [True]])
def test_a_coach_value_that_is_not_a_flag_is_one_sentence_and_the_file_is_kept(tmp_path, value):
    text = settings_file_with(tmp_path, "coach", value)
    message = refusal(tmp_path)
    assert message.startswith(str(tmp_path / FILE_NAME))
    assert f"coach must be true or false, not {json.dumps(value)}" in message
    store = SettingsStore.open(tmp_path)
    store.coach = True
    assert (tmp_path / FILE_NAME).read_text() == text  # the file the player may repair is left as it was
