"""The scenes' host: the app implements it, screens open through the route table, settings come in with the app."""

from __future__ import annotations

import ast
import functools
import inspect
import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest
from people import frame
from repo import ROOT

from game.client.app import App
from game.client.scenes import routes
from game.client.scenes.base import Host, Scene
from game.client.scenes.routes import Screen
from game.match_setup.seats import default_match
from game.storage.settings import FILE_NAME, Settings, SettingsStore, load_settings

GAME = ROOT / "game"


def _members(protocol: type) -> set[str]:
    names = set(getattr(protocol, "__annotations__", {}))
    names |= {name for name in vars(protocol) if not name.startswith("_")}
    return names


def test_the_app_has_every_service_of_the_host_protocol(app):
    missing = [name for name in _members(Host) if not hasattr(app, name)]
    assert missing == []
    # The protocol is what scenes may ask for: the services the brief lists are all in it.
    assert {"push", "pop", "replace", "reset", "stack", "is_top", "go_to_title", "start_match",
            "fonts", "board_map", "map_error", "settings", "canvas_size", "backdrop", "mouse_pos", "notices",
            "last_match"} <= _members(Host)


def _asked_of_the_app(path: Path) -> list[tuple[str, int, str]]:
    """(file, line, name) of every `self.app.name` and `app.name` in `path`."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Attribute):
            owner = node.value
            if (isinstance(owner, ast.Name) and owner.id == "app") or (
                isinstance(owner, ast.Attribute) and owner.attr == "app" and isinstance(owner.value, ast.Name)
                and owner.value.id == "self"):
                found.append((path.name, node.lineno, node.attr))
    return found


def test_the_scenes_ask_their_host_for_nothing_but_the_host_protocol():
    asked = [hit for path in sorted((GAME / "client" / "scenes").glob("*.py")) for hit in _asked_of_the_app(path)]
    assert len({name for _, _, name in asked}) >= 15  # the scenes do use their host
    assert [hit for hit in asked if hit[2] not in _members(Host)] == []


@pytest.mark.parametrize("screen", list(Screen))
def test_every_screen_is_shown_by_a_scene_class_in_the_module_it_names(screen):
    kind = routes.scene_class(screen)
    assert issubclass(kind, Scene) and kind.__module__ == screen.value[0]


def test_the_title_opens_the_setup_and_rules_through_the_routes(app, monkeypatch):
    asked: list[str] = []

    def recording(name):
        real = getattr(routes, name)

        def route(*args, **kwargs):
            asked.append(name)
            return real(*args, **kwargs)

        monkeypatch.setattr(routes, name, route)

    recording("setup_scene")
    recording("rules_scene")
    title = routes.title_scene(app)
    app.push(title)
    frame(app)
    title.open_setup()
    frame(app)
    assert asked == ["setup_scene"] and isinstance(app.top, routes.scene_class(Screen.SETUP))
    app.pop()
    frame(app)
    title.open_rules()
    frame(app)
    assert asked == ["setup_scene", "rules_scene"] and isinstance(app.top, routes.scene_class(Screen.RULES))


# Each screen's function in the routes, and the screen it makes.
ROUTES = {
    "title_scene": Screen.TITLE, "setup_scene": Screen.SETUP, "rules_scene": Screen.RULES,
    "play_scene": Screen.PLAY, "guided_scene": Screen.GUIDED, "join_scene": Screen.JOIN,
    "phone_codes_scene": Screen.PHONE_CODES, "pause_scene": Screen.PAUSE, "confirm_scene": Screen.CONFIRM,
    "results_scene": Screen.RESULTS, "replay_scene": Screen.REPLAY, "settings_scene": Screen.SETTINGS,
    "statistics_scene": Screen.STATS,
}


def test_every_screen_has_a_route():
    assert sorted(ROUTES.values(), key=lambda s: s.name) == sorted(Screen, key=lambda s: s.name)


def _made_by(name: str) -> type:
    if name == "saved_games_panel":
        from game.client.scenes.saved_games import SavedGamesPanel

        return SavedGamesPanel
    return routes.scene_class(ROUTES[name])


@pytest.mark.parametrize("name", [*ROUTES, "saved_games_panel"])
def test_a_route_takes_its_scene_class_s_own_parameters(name):
    route = inspect.signature(getattr(routes, name))
    made = inspect.signature(_made_by(name))
    host, *taken = route.parameters.values()
    app, *takes = made.parameters.values()
    assert host.name == "host" and app.name == "app"
    # After the host, the same names, kinds and defaults in the same order: a parameter added to a scene
    # class, or a default changed, shows here.
    assert [(p.name, p.kind, p.default) for p in taken] == [(p.name, p.kind, p.default) for p in takes]


def test_a_route_makes_its_screen_with_the_arguments_given(app):
    confirm = routes.confirm_scene(app, "Sure?", "Really.", "Yes", lambda: None, tag="t")
    assert isinstance(confirm, routes.scene_class(Screen.CONFIRM)) and confirm.app is app
    assert confirm.title == "Sure?" and confirm.tag == "t"
    rules = routes.rules_scene(app, page=2)
    assert isinstance(rules, routes.scene_class(Screen.RULES)) and rules.app is app and rules.page == 2


@functools.cache
def _parsed(path: Path) -> ast.Module:
    """The syntax tree of one of the game's modules (the tests below read every module; each is parsed once)."""
    return ast.parse(path.read_text(encoding="utf-8"))


def _function_local_imports(path: Path) -> list[str]:
    """Modules of game.client.scenes imported inside a function of `path`."""
    found = []

    def visit(node: ast.AST, in_function: bool) -> None:
        in_function = in_function or isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef)
        if in_function and isinstance(node, ast.ImportFrom) and (node.module or "").startswith("game.client.scenes"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.module}")
        for child in ast.iter_child_nodes(node):
            visit(child, in_function)

    visit(_parsed(path), False)
    return found


@pytest.mark.slow
def test_no_module_but_the_routes_imports_a_screen_inside_a_function():
    files = [p for p in GAME.rglob("*.py") if p.name != "routes.py" and "commands" not in p.parts]
    assert [hit for path in files for hit in _function_local_imports(path)] == []


def _guesses_about_the_app(path: Path) -> list[str]:
    """getattr/hasattr calls whose object is `app` or `self.app`."""
    found = []
    for node in ast.walk(_parsed(path)):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("getattr", "hasattr"):
            target = node.args[0] if node.args else None
            if (isinstance(target, ast.Name) and target.id in ("app", "host")) or (
                isinstance(target, ast.Attribute) and target.attr == "app"
            ):
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
    return found


@pytest.mark.slow
def test_nothing_guesses_what_the_app_has():
    assert [hit for path in GAME.rglob("*.py") for hit in _guesses_about_the_app(path)] == []


def test_the_first_frame_loads_neither_the_play_screen_nor_the_rules_engine(tmp_path):
    code = (
        "import sys\n"
        "from game.commands import build_parser\n"
        "from game.commands.play import build_app\n"
        "parser, _ = build_parser('play')\n"
        "app = build_app(parser.parse_args(['play']))\n"
        "app.run(max_frames=1)\n"
        "print(' '.join(sorted(m for m in sys.modules if m.startswith('game'))))\n"
        "app.close()\n"
    )
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "IBEXES_DATA_DIR": str(tmp_path), "PATH": "",
           "PYTHONPYCACHEPREFIX": os.environ["PYTHONPYCACHEPREFIX"]}
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60,
                          env=env)
    loaded = set(done.stdout.split())
    assert "game.client.scenes.title" in loaded, done.stderr
    assert not loaded & {"game.client.scenes.play", "game.client.scenes.saved_games", "game.rules.engine",
                         "game.session.runner", "game.board_map.loader"}


def test_the_app_is_built_with_its_settings_and_notices(tmp_path):
    setup = default_match("Anja")
    store = SettingsStore.in_memory(Settings(animation_speed=2.0, hints=False, last_setup=setup))
    app = App((640, 360), settings=store, notices=["The settings file was not used."])
    assert app.settings is store and app.notices == ("The settings file was not used.",)
    assert app.last_match == setup  # "New game" starts from the remembered setup
    timeline = app.make_timeline()
    assert timeline.speed == 2.0
    app.settings.animation_speed = 0.5
    assert timeline.speed == 0.5  # a change applies at once


def test_a_settings_problem_is_said_on_the_title(tmp_path):
    (tmp_path / FILE_NAME).write_text("[1, 2]\n")
    store = SettingsStore.open(tmp_path)
    app = App((640, 360), settings=store, notices=[store.problem])
    app.open(load_map=False)
    try:
        title = routes.title_scene(app)
        app.push(title)
        frame(app)
        frame(app)
        assert title.saved_games is not None and store.problem in title.saved_games.message
    finally:
        app.close()
    assert (tmp_path / FILE_NAME).read_text() == "[1, 2]\n"


def test_hints_toggled_by_a_scene_are_saved_at_once(tmp_path):
    store = SettingsStore.open(tmp_path)
    app = App((640, 360), settings=store)
    app.settings.hints = not app.settings.hints
    assert load_settings(tmp_path / FILE_NAME).hints is False


def test_a_scene_sees_the_app_only_as_its_host(app):
    scene = Scene(app)
    assert scene.app is app and Scene.confirm_quit is False
    event = pygame.event.Event(pygame.QUIT)
    app.push(scene)
    frame(app)
    frame(app, event)
    assert not app.running  # nothing asks to confirm: the window closes at once
