"""Faults of the machine, made real in a subprocess: a full disk (a file-size limit, RLIMIT_FSIZE), a data
folder that cannot be written (its permissions, with root's power to ignore them dropped), a saves folder
that is a file and a settings file that is a folder.

Each is said once, in one sentence, in words; nothing ends in a traceback or a crash report; no empty save is
left in the saved-games list; what was saved before the fault stays readable.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from corpus_checks import assert_one_sentence
from repo import ROOT
from save_helpers import bot_config, play_saved

from game.client.app import STEP, App
from game.client.scenes.title import TitleScene
from game.storage.saves import list_saves, load_save
from game.storage.settings import SettingsStore

# Runs the window (dummy driver) with a file-size limit: a match of two easy bots, autosaved, to its end.
WINDOW_GAME = r"""
import json, os, resource, sys
limit = int(sys.argv[1])
os.environ["SDL_VIDEODRIVER"] = os.environ["SDL_AUDIODRIVER"] = "dummy"
from game.client.app import App, STEP
from game.session.bot_seats import InlineBots
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.client.scenes.play import PlayScene
from game.storage.settings import SettingsStore
PlayScene.bot_runner = InlineBots  # in-process bots: the fault is the file's, not the worker's
app = App((1920, 1080), settings=SettingsStore.open())
app.open()
if limit:
    resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))
config = MatchConfig((SeatConfig("Bot 1", "red", BOT, "easy"), SeatConfig("Bot 2", "blue", BOT, "easy")), seed=5)
scene = PlayScene(app, config)
app.push(scene)
for _ in range(3000):
    scene.skip_all()
    app.step(0.1, [])
    scene.match.decide_now()
    if scene.match.game.over:
        break
for _ in range(30):
    app.step(STEP, [])
told = [line for line in scene.log if "cannot be saved" in line]  # the history keeps every line of the game
problem = app.settings.update(hints=False)
print(json.dumps({"over": scene.match.game.over, "problem": scene.autosave.problem, "settings": problem,
                  "told": told}))
app.close()
"""


def _python(*args: str, data: Path, cwd: Path, read_only: bool = False, limit: int | None = None,
            code: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "IBEXES_DATA_DIR": str(data), "SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy",
           "PYTHONPATH": str(ROOT)}
    command = [sys.executable, "-c", code] if code else [sys.executable, str(ROOT / "main.py")]
    if read_only and os.geteuid() == 0:
        # root writes through any permission; without these capabilities a folder of mode 555 is read-only to it
        setpriv = shutil.which("setpriv")
        if setpriv is None:
            pytest.skip("running as root without setpriv: a read-only folder cannot be made")
        command = [setpriv, "--bounding-set=-dac_override,-dac_read_search,-fowner", *command]

    def limited() -> None:
        if limit is not None:
            import resource

            resource.setrlimit(resource.RLIMIT_FSIZE, (limit, limit))

    return subprocess.run([*command, *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=180,
                          preexec_fn=limited)


def _no_crash(result: subprocess.CompletedProcess, data: Path) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    assert not list(data.rglob("crash-*")) if data.exists() else True


@pytest.fixture(scope="module")
def unfinished(tmp_path_factory) -> Path:
    _, path = play_saved(tmp_path_factory.mktemp("saved"), bot_config(2, "easy"), seed=3, decisions=12)
    return path


# ------------------------------------------------------------------------------------------ a full disk
@pytest.mark.slow
@pytest.mark.parametrize("limit", [100, 2500, 8000], ids=["no setup line", "one decision", "half a game"])
def test_simulate_on_a_full_disk_says_so_in_one_sentence(tmp_path, limit):
    log = tmp_path / "game.jsonl"
    result = _python("simulate", "--players", "2", "--bots", "easy,easy", "--log", str(log),
                     data=tmp_path / "data", cwd=tmp_path, limit=limit)
    assert result.returncode == 1, result.stderr
    _no_crash(result, tmp_path / "data")
    assert result.stderr == f"error: cannot write the log {log}: File too large\n"
    assert_one_sentence(result.stderr, str(log))


@pytest.mark.slow
def test_resuming_on_a_full_disk_keeps_what_was_saved(tmp_path, unfinished):
    save = tmp_path / "game.jsonl"
    save.write_bytes(unfinished.read_bytes())
    before = save.read_bytes()
    result = _python("simulate", "--resume", str(save), data=tmp_path / "data", cwd=tmp_path,
                     limit=len(before) + 600)
    assert result.returncode == 1, result.stderr
    _no_crash(result, tmp_path / "data")
    assert_one_sentence(result.stderr, str(save))
    assert "cannot be saved any more (File too large)" in result.stderr
    assert save.read_bytes().startswith(before)
    assert len(load_save(save).log.decisions) >= 12  # every whole line written before the fault still replays


@pytest.mark.slow
@pytest.mark.parametrize("limit", [100, 6000], ids=["no setup line", "mid-game"])
def test_the_window_on_a_full_disk_says_so_once_and_leaves_no_empty_save(tmp_path, limit):
    data = tmp_path / "data"
    result = _python(str(limit), data=data, cwd=tmp_path, code=WINDOW_GAME)
    assert result.returncode == 0, result.stderr
    _no_crash(result, data)
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["over"]  # the game went on to its end without saving
    assert report["told"] == ["The game cannot be saved" + (" any more" if limit > 1000 else "")
                              + " (File too large); it goes on without saving."]
    assert_one_sentence(report["problem"], str(data / "saves"))
    saves = list_saves(data / "saves")
    if limit < 1000:
        assert saves == []  # no empty file for the saved-games list
    else:
        assert len(saves) == 1 and saves[0].readable and not saves[0].finished


# -------------------------------------------------------------------------------- a read-only data folder
@pytest.mark.slow
def test_a_read_only_data_folder_is_said_once_and_the_game_goes_on(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o555)
    try:
        result = _python("0", data=data, cwd=tmp_path, code=WINDOW_GAME, read_only=True)
    finally:
        data.chmod(0o755)
    assert result.returncode == 0, result.stderr
    _no_crash(result, data)
    report = json.loads(result.stdout.splitlines()[-1])
    assert report["over"]
    assert report["told"] == ["The game cannot be saved (Permission denied); it goes on without saving."]
    assert_one_sentence(report["settings"], str(data / "settings.json"))
    assert "the settings cannot be saved (Permission denied)" in report["settings"]
    assert list(data.iterdir()) == []


@pytest.mark.slow
def test_resuming_a_save_in_a_read_only_folder_says_so_and_keeps_it(tmp_path, unfinished):
    folder = tmp_path / "saves"
    folder.mkdir()
    save = folder / "game.jsonl"
    save.write_bytes(unfinished.read_bytes())
    save.chmod(0o444)
    folder.chmod(0o555)
    try:
        result = _python("simulate", "--resume", str(save), data=tmp_path / "data", cwd=tmp_path, read_only=True)
    finally:
        folder.chmod(0o755)
    assert result.returncode == 1, result.stderr
    _no_crash(result, tmp_path / "data")
    assert result.stderr == f"error: {save}: cannot be written (Permission denied)\n"
    assert save.read_bytes() == unfinished.read_bytes()


@pytest.mark.slow
def test_a_crash_report_in_a_read_only_data_folder_is_not_a_second_crash(tmp_path):
    data = tmp_path / "data"
    data.mkdir()
    data.chmod(0o555)
    code = ("import sys\nfrom game import commands\nfrom game.commands import simulate\n"
            "def broken(args): raise RuntimeError('a bug')\nsimulate.run = broken\n"
            "sys.exit(commands.main(['simulate']))\n")
    try:
        result = _python(data=data, cwd=tmp_path, code=code, read_only=True)
    finally:
        data.chmod(0o755)
    assert result.returncode == 1
    assert result.stderr == "error: the game hit an internal problem; its details could not be written down\n"
    assert list(data.iterdir()) == []


# ------------------------------------------------------------------ folders and files of the wrong kind
@pytest.mark.slow
def test_a_saves_folder_that_is_a_file_is_said_and_the_title_still_opens(own_data_folder):
    own_data_folder.mkdir(parents=True)
    (own_data_folder / "saves").write_text("not a folder")
    app = App((1280, 720), settings=SettingsStore.open(own_data_folder))
    app.open(load_map=False)
    try:
        scene = TitleScene(app)
        app.push(scene)
        for _ in range(30):
            app.step(STEP, [])
        assert app.top is scene and scene.saved_games is not None and scene.saved_games.saves == []
    finally:
        app.close()
    from game.rules import Game, PlayerSetup, default_board
    from game.storage.saves import Autosave

    config = bot_config(2)
    game = Game.new(default_board(), [PlayerSetup(s.name, s.color) for s in config.seats], 1)
    autosave = Autosave.start(game, config, own_data_folder / "saves", sync=False)
    assert autosave.writer is None
    assert_one_sentence(autosave.problem, str(own_data_folder / "saves"))
    assert autosave.problem.endswith("the game cannot be saved (File exists); it goes on without saving.")
    assert (own_data_folder / "saves").read_text() == "not a folder"


def test_a_settings_file_that_is_a_folder_is_said_and_never_written(own_data_folder):
    (own_data_folder / "settings.json").mkdir(parents=True)
    store = SettingsStore.open(own_data_folder)
    assert_one_sentence(store.problem, str(own_data_folder / "settings.json"))
    assert "it is a folder, not a file" in store.problem
    assert store.update(hints=False) is None and (own_data_folder / "settings.json").is_dir()
