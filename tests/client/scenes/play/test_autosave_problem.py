"""When the game can no longer be saved (a full disk, a folder that cannot be written), the play screen says
so once, in words, and no empty save is left behind for the saved-games list."""

from __future__ import annotations

import errno

import pytest
from people import frame

from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import Game, PlayerSetup, default_board
from game.storage import game_log
from game.storage.saves import Autosave, list_saves

SEATS = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
FULL = "The game cannot be saved (No space left on device); it goes on without saving."


def _disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


class _FullDisk:
    """A file opened on a full disk: it is created, but nothing written to it fits."""

    def __init__(self, path, *args, **kwargs) -> None:
        self._file = open(path, *args, **kwargs)  # noqa: SIM115 - closed by close()

    def write(self, text: str) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    def __getattr__(self, name: str):
        return getattr(self._file, name)


def test_a_save_that_cannot_be_started_leaves_no_file_behind(tmp_path, monkeypatch):
    # The game log's writer opens its file on a full disk: the file is created, its first line never fits.
    monkeypatch.setattr(game_log, "open", _FullDisk, raising=False)
    game = Game.new(default_board(), [PlayerSetup(s.name, s.color) for s in SEATS], 1)
    autosave = Autosave.start(game, MatchConfig(SEATS, seed=1), tmp_path / "saves", sync=False)
    assert autosave.writer is None and autosave.problem is not None
    assert "the game cannot be saved (No space left on device); it goes on without saving." in autosave.problem
    assert list((tmp_path / "saves").iterdir()) == []
    assert list_saves(tmp_path / "saves") == []


def _notices(scene: PlayScene) -> list[str]:
    return [line for line in scene.log if "cannot be saved" in line]


@pytest.mark.slow
def test_a_data_folder_that_cannot_be_written_is_said_once_on_the_play_screen(app, tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("IBEXES_DATA_DIR", str(blocker / "data"))  # no folder can be made inside a file
    scene = PlayScene(app, MatchConfig(SEATS, seed=3))
    app.push(scene)
    for _ in range(120):
        frame(app)
    assert _notices(scene) == ["The game cannot be saved (Not a directory); it goes on without saving."]


def test_a_disk_that_fills_up_during_the_game_is_said_once(app, tmp_path, monkeypatch):
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path))
    scene = PlayScene(app, MatchConfig((SEATS[1], SeatConfig("Bot 2", "red", BOT, "easy")), seed=5))
    app.push(scene)
    frame(app)
    assert scene.autosave.writer is not None and _notices(scene) == []
    monkeypatch.setattr(scene.autosave.writer, "record", _disk_full)
    for _ in range(600):
        if scene.autosave.problem and _notices(scene):
            break
        scene.skip_all()
        app.step(0.1, [])
        scene.match.decide_now()
    for _ in range(10):  # more frames, more failing saves: still said once (bots play fast: the log scrolls on)
        frame(app)
    assert _notices(scene) == [FULL.replace("saved (", "saved any more (")]


@pytest.fixture(autouse=True)
def _no_real_data(tmp_path, monkeypatch):
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path / "default-data"))
