"""Resuming the same save twice plays the same game on, in the window as on the command line.

The bots of a resumed game are seeded from where it resumes (game.session.seating.bot_seed); normal and easy bots
never look at the clock, so their games repeat exactly.
"""

from __future__ import annotations

import random
import shutil
from pathlib import Path

import pytest
from people import open_app
from save_helpers import play_saved

from game.board_map.loader import load_board_map
from game.client.app import DEFAULT_CANVAS, MAX_STEPS, STEP, App
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.commands import main
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules.events import EndReason
from game.session.bot_seats import WorkerBots
from game.session.resume import resume_match
from game.session.seating import bot_seed
from game.storage.game_log import read_log, replay
from game.storage.saves import load_save

BOTS = MatchConfig((SeatConfig("Bot 1", "red", BOT, "normal"), SeatConfig("Bot 2", "blue", BOT, "easy"),
                    SeatConfig("Bot 3", "green", BOT, "normal")))
ONE_PERSON = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot 1", "blue", BOT, "easy"),
                          SeatConfig("Bot 2", "green", BOT, "normal"), SeatConfig("Bot 3", "yellow", BOT, "easy")))
LEFT_AT = 30  # decisions in the save when it is resumed
WAIT = MAX_STEPS * STEP  # one frame of waiting: as many fixed steps as a frame may take


@pytest.fixture
def app():
    application = open_app(DEFAULT_CANVAS)
    yield application
    application.close()


@pytest.fixture
def save(tmp_path) -> Path:
    """An all-bot game autosaved as the window saves it, left after LEFT_AT decisions."""
    _, path = play_saved(tmp_path / "saves", BOTS, seed=17, decisions=LEFT_AT, board=load_board_map().spec)
    return path


def copies(path: Path, *names: str) -> list[Path]:
    out = []
    for name in names:
        copy = path.with_name(f"{name}.jsonl")
        shutil.copyfile(path, copy)
        out.append(copy)
    return out


def resume_in_window(app: App, path: Path) -> PlayScene:
    """Continue a save from the title's saved-games list would: the play screen on a resumed match."""
    scene = PlayScene(app, load_save(path).config, resume_match(load_save(path), PlayScene.bot_runner()))
    app.reset(scene)
    return scene


def run_window(app: App, scene: PlayScene, decisions: int | None = None, frames: int = 20_000) -> None:
    """Frames until the match has taken `decisions` more decisions (None: until the results show)."""
    for _ in range(frames):
        if isinstance(app.top, ResultsScene) or (decisions is not None and len(scene.match.decisions) >= decisions):
            return
        if scene.match.has_events() or scene.animator.busy:
            scene.skip_all()  # nobody needs to watch the animations here
        app.step(WAIT, [])
    raise AssertionError(f"the window took {len(scene.match.decisions)} decisions in {frames} frames")


def continuation(path: Path) -> list:
    """The decisions a save holds after the first LEFT_AT, checked to replay."""
    log = read_log(path)
    assert replay(log, path).ok
    return log.decisions[LEFT_AT:]


def test_bot_seeds_follow_the_game_the_seat_and_the_decisions_taken():
    seeds = {bot_seed(game, seat, taken) for game in (1, 2) for seat in range(8) for taken in (0, 1, 30, 400)}
    assert len(seeds) == 2 * 8 * 4


@pytest.mark.slow
def test_an_all_bot_save_resumed_twice_on_the_command_line_plays_the_same_game_on(save, capsys):
    first, second = copies(save, "first", "second")
    assert main(["simulate", "--resume", str(first)]) == 0
    assert main(["simulate", "--resume", str(second)]) == 0
    capsys.readouterr()
    assert len(continuation(first)) > 20  # the game really went on
    assert first.read_bytes() == second.read_bytes()


@pytest.mark.slow
def test_an_all_bot_save_resumed_in_the_window_plays_on_as_on_the_command_line(app, save, capsys):
    line, window = copies(save, "line", "window")
    assert main(["simulate", "--resume", str(line)]) == 0
    capsys.readouterr()
    scene = resume_in_window(app, window)
    run_window(app, scene)
    assert isinstance(app.top, ResultsScene)
    assert continuation(window) == continuation(line) == scene.match.decisions


@pytest.mark.slow
def test_a_window_match_thinks_in_the_bot_process_and_plays_on_as_on_the_command_line(app, save, capsys,
                                                                                    monkeypatch):
    made: list[WorkerBots] = []

    def window_bots() -> WorkerBots:  # the window's own bots, not the tests'
        made.append(WorkerBots())
        return made[-1]

    monkeypatch.setattr(PlayScene, "bot_runner", staticmethod(window_bots))
    line, window = copies(save, "line", "window")
    assert main(["simulate", "--resume", str(line)]) == 0
    capsys.readouterr()
    scene = resume_in_window(app, window)
    (bots,) = made
    try:
        run_window(app, scene, decisions=8, frames=200_000)  # frames go on while the process starts
        assert bots.worker is not None and bots.worker.running, bots.failures
        assert not bots.failures and not scene.match.bot_errors
    finally:
        # Leaving for the results ends the match and its bot process.
        app.reset(ResultsScene(app, BOTS, [0, 1, 2], [1, 2, 3], EndReason.DUNG_HEAP, 66))
        app.step(0.0, [])
    assert bots.worker is None  # closed with the match
    assert continuation(window) == continuation(line)[: len(scene.match.decisions)]


@pytest.mark.slow
def test_a_save_with_a_person_resumed_twice_in_the_window_gets_the_same_bot_decisions(app, tmp_path):
    from play_driver import act

    _, save = play_saved(tmp_path / "saves", ONE_PERSON, seed=23, decisions=LEFT_AT, board=load_board_map().spec)
    runs = []
    for path in copies(save, "first", "second"):
        scene = resume_in_window(app, path)
        person = random.Random(4)  # the person decides alike both times
        for _ in range(20_000):
            if len(scene.match.decisions) >= 60 or isinstance(app.top, ResultsScene):
                break
            act(app, scene, person)
        runs.append(list(scene.match.decisions))
    first, second = runs
    assert len(first) >= 60
    assert {d.seat for d in first} == {0, 1, 2, 3}  # the person and every bot decided
    assert first == second
