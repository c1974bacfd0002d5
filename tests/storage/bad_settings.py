"""A settings file good in all but one value, and the sentence loading it gives: the set-up the tests of each
setting's bad values share."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from game.storage.settings import FILE_NAME, Settings, SettingsError, load_settings, save_settings


def settings_file_with(folder: Path, name: str, value: object) -> str:
    """Write folder's settings file as the game would, but for `name` set to `value`; returns the file's text."""
    save_settings(Settings(hints=False), folder / FILE_NAME)
    data = json.loads((folder / FILE_NAME).read_text())
    data[name] = value
    text = json.dumps(data)
    (folder / FILE_NAME).write_text(text)
    return text


def refusal(folder: Path) -> str:
    """The sentence loading folder's settings file raises."""
    with pytest.raises(SettingsError) as caught:
        load_settings(folder / FILE_NAME)
    return str(caught.value)
