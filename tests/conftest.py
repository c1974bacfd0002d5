"""Test setup shared by every test: no real display or sound device (sounds are recorded), a data folder of each
test's own, bots thinking in-process, and the `app` fixture (a window without the board map; tests/client/scenes/play
has one with it)."""

import atexit
import os
import re
import shutil
import sys
import tempfile
from pathlib import Path

import pytest

# Compiled modules go to one cache folder outside the repository, shared by the suite's processes (its two
# workers and every `python main.py` a test starts), even where the environment forbids writing bytecode
# beside the sources (PYTHONDONTWRITEBYTECODE): without it each of those processes compiles the game anew,
# half a second a start. Set before the workers start, so they and their children inherit it.
if not os.environ.get("PYTHONPYCACHEPREFIX"):
    os.environ["PYTHONPYCACHEPREFIX"] = os.path.join(tempfile.gettempdir(), "ibexes-test-pycache")
os.environ.pop("PYTHONDONTWRITEBYTECODE", None)
sys.pycache_prefix = os.environ["PYTHONPYCACHEPREFIX"]
sys.dont_write_bytecode = False

# Set before anything imports pygame, so tests never open a real window or audio device.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The suite checks English sentences: the game and the commands it starts in subprocesses speak English whatever
# this machine's language (game/text/i18n.py asks SDL, which reads these variables, or reads them itself).
for _variable in ("LC_ALL", "LC_MESSAGES"):
    os.environ.pop(_variable, None)
os.environ["LANG"] = "C.UTF-8"
os.environ["LANGUAGE"] = "en"
# Code that runs before any test (collection, imports) never sees the player's own data folder either. The process
# that made the folder removes it when it ends (the workers inherit the variable, so only the first process makes one).
if "IBEXES_DATA_DIR" not in os.environ:
    os.environ["IBEXES_DATA_DIR"] = tempfile.mkdtemp(prefix="ibexes-test-data-")
    atexit.register(shutil.rmtree, os.environ["IBEXES_DATA_DIR"], ignore_errors=True)


# The longest tests (seconds each) start first, so that the two workers (pyproject.toml) end together instead of
# one of them finishing a long test alone at the end.
LONG_TESTS = (
    "tests/client/scenes/test_monkey.py", "tests/storage/saves/test_kill.py", "tests/rules/test_engine_regression.py",
    "tests/bots/test_bot_regression.py", "tests/client/scenes/play/test_keyboard_game.py",
    "tests/client/scenes/play/test_full_game.py", "tests/rules/test_properties.py", "tests/phones/test_browser.py",
)


def pytest_collection_modifyitems(items):
    items.sort(key=lambda item: not item.nodeid.startswith(LONG_TESTS))


@pytest.fixture
def tmp_path(request, tmp_path_factory) -> Path:
    """A new empty folder for each test, under the session's temporary folder as pytest's own, but made in
    constant time: pytest numbers its folders by listing all the earlier ones, which over 2,600 tests costs
    seconds."""
    name = re.sub(r"\W", "_", request.node.name)[:30]
    return Path(tempfile.mkdtemp(prefix=f"{name}-", dir=tmp_path_factory.getbasetemp()))


@pytest.fixture(autouse=True)
def own_data_folder(tmp_path, monkeypatch):
    """Autosaves, settings and crash logs of each test go to a folder of its own (game/storage/data_folder.py), so no
    test sees another's files."""
    folder = tmp_path / "data"
    monkeypatch.setenv("IBEXES_DATA_DIR", str(folder))
    return folder


@pytest.fixture(autouse=True)
def english(monkeypatch):
    """Every test starts in English, with a system that prefers English (tests of the choice inject their own
    preference), and leaves English behind for the next."""
    from game.text import i18n

    monkeypatch.setattr(i18n, "system_locales", lambda: ["en_GB"])
    i18n.set_language("en")
    yield
    i18n.set_language("en")


@pytest.fixture(autouse=True)
def normal_text_size():
    """Every test starts with the text size at Normal in a window showing the canvas at its own size, and leaves
    them so (a test's app sets the window's scale as it draws)."""
    from game.client.view.text import TextStep, use_text_step, use_window_scale

    use_text_step(TextStep.NORMAL)
    use_window_scale(1.0)
    yield
    use_text_step(TextStep.NORMAL)
    use_window_scale(1.0)


@pytest.fixture(autouse=True)
def inline_bots(monkeypatch):
    """The window's bots think in this process, at once (easy and normal bots take milliseconds), instead of
    in a bot process each match would start; tests of the process itself put WorkerBots back."""
    from game.client.scenes.play import PlayScene
    from game.session.bot_seats import InlineBots

    monkeypatch.setattr(PlayScene, "bot_runner", InlineBots)


@pytest.fixture(autouse=True)
def quick_coach(monkeypatch):
    """The coach rates in this process from a few sampled deals, at once and alike on every run, instead of in a bot
    process each play screen would start, searching to the window's deadline; tests of the coach put their own."""
    from game.bots.search import SearchBudget
    from game.client.scenes.play_coach import Coach
    from game.session.advisors import InlineAdvisor

    class QuickAdvisor(InlineAdvisor):
        def __init__(self, budget: SearchBudget | None = None, seed: int = 0) -> None:
            super().__init__(SearchBudget(seconds=None, iterations=6, min_iterations=2), seed)

    monkeypatch.setattr(Coach, "advisor_type", QuickAdvisor)


_READ_MAPS: dict[tuple[Path, int, int], object] = {}  # (map file, its size, its mtime) -> the board map read


@pytest.fixture(autouse=True)
def repository_map_read_once(monkeypatch):
    """The repository's own board map is read once per test process and then handed out again (reading it
    takes 25 ms, and a few hundred tests open a window on it or run a command with it). Any other map, and
    this one once its file changes, is read anew each time: the tests of reading maps work on copies."""
    from game.board_map import loader as board_map

    read = board_map.load_board_map
    default = board_map.DEFAULT_MAP_PATH.resolve()

    def load(path=board_map.DEFAULT_MAP_PATH):
        if Path(path).resolve() != default:
            return read(path)
        stat = default.stat()
        key = (default, stat.st_size, stat.st_mtime_ns)
        if key not in _READ_MAPS:
            _READ_MAPS[key] = read(path)
        return _READ_MAPS[key]

    monkeypatch.setattr(board_map, "load_board_map", load)


@pytest.fixture(autouse=True)
def recorded_sound(monkeypatch):
    """The game's sounds go to a mixer that records them instead of opening the (dummy) audio device: closing
    that device takes 30 ms a window. The real mixer has its own tests (tests/client/test_sound.py); they and the
    tests that listen (tests/client/scenes/play/test_play_sounds.py) hand in the mixer they want."""
    from fake_mixer import FakeMixer

    from game.client import sound

    monkeypatch.setattr(sound, "PygameMixer", FakeMixer)


@pytest.fixture
def app():
    """A real window (dummy driver) with no board map loaded: enough for every screen but play. The window is
    at the canvas size, so a frame is shown without rescaling (the letterbox has its own tests in tests/client/app)."""
    from game.client.app import DEFAULT_CANVAS, App

    application = App(DEFAULT_CANVAS)
    application.open(load_map=False)
    yield application
    application.close()


@pytest.fixture
def plays_without_buying(monkeypatch) -> list:
    """Every play that was played without buying (game.session.seats.play_without_buying), in order: the tests of
    the screen, the phone page and the tests' phones see that each goes through that one function."""
    from game.session import seats

    expanded: list = []
    real = seats.play_without_buying

    def counted(play):
        expanded.append(play)
        return real(play)

    monkeypatch.setattr(seats, "play_without_buying", counted)
    return expanded
