"""The high-contrast switch in the settings file: off by default, saved at once and read back, a bad value one
sentence with the default settings in force and the file kept."""

from __future__ import annotations

import json

import pytest

from game.storage.settings import FILE_NAME, Settings, SettingsStore, load_settings, save_settings

from .bad_settings import refusal, settings_file_with


def test_it_is_off_by_default_and_a_file_without_it_reads_as_off(tmp_path):
    assert Settings().high_contrast is False
    data = Settings(hints=False).to_dict()
    del data["high_contrast"]  # a file written before the high-contrast look existed
    (tmp_path / FILE_NAME).write_text(json.dumps(data))
    read = load_settings(tmp_path / FILE_NAME)
    assert read.high_contrast is False and read.hints is False


def test_switching_it_is_saved_at_once_and_read_back(tmp_path):
    store = SettingsStore.open(tmp_path)
    store.high_contrast = True
    on_disk = json.loads((tmp_path / FILE_NAME).read_text())
    assert on_disk["high_contrast"] is True
    assert load_settings(tmp_path / FILE_NAME).high_contrast is True
    assert SettingsStore.open(tmp_path).high_contrast is True  # the next start draws in high contrast
    store.high_contrast = False
    assert json.loads((tmp_path / FILE_NAME).read_text())["high_contrast"] is False
    store.update(high_contrast=1)  # brought into range like every other value: a flag
    assert store.settings.high_contrast is True


def test_the_other_settings_round_trip_with_it(tmp_path):
    chosen = Settings(high_contrast=True, coach=True, muted=True, language="nl", animation_speed=2.0)
    save_settings(chosen, tmp_path / FILE_NAME)
    assert load_settings(tmp_path / FILE_NAME) == chosen


@pytest.mark.parametrize("value", ["yes", 1, None, [True], {"on": True}])
def test_a_value_that_is_not_a_flag_is_one_sentence_and_the_defaults_and_the_file_is_kept(tmp_path, value):
    text = settings_file_with(tmp_path, "high_contrast", value)
    message = refusal(tmp_path)
    assert message.startswith(str(tmp_path / FILE_NAME))
    assert f"high_contrast must be true or false, not {json.dumps(value)}" in message
    assert "\n" not in message
    store = SettingsStore.open(tmp_path)
    assert store.problem is not None and store.problem.count(". ") == 0 and store.problem.endswith(".")
    assert store.settings == Settings()  # the defaults: the normal look, hints on
    store.high_contrast = True
    assert (tmp_path / FILE_NAME).read_text() == text  # the file the player may repair is left as it was
