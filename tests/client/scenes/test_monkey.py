"""The monkey test: 20,000 random events across every scene, with bots and with people at the screen.

Clicks anywhere, keys, the wheel, text, resizes, focus changes and window close requests (answered with
Cancel when the game asks) are thrown at the window in batches, one batch per frame. Every scene gets its
turn. Nothing may raise; after every frame the rules' invariants hold for every match on the stack, and
every autosave replays to the match it belongs to.
"""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pygame
import pytest
from rules.test_properties import check_invariants  # the rules' invariants between decisions
from save_helpers import play_saved, stand_ins, state

from game.client.app import App
from game.client.scenes.confirm import ConfirmScene
from game.client.scenes.guided_game import GuidedGameScene
from game.client.scenes.pause import PauseScene
from game.client.scenes.play import PlayScene
from game.client.scenes.replay_viewer import ReplayViewer
from game.client.scenes.results import ResultsScene
from game.client.scenes.rules_help import RulesHelpScene
from game.client.scenes.setup import SetupScene
from game.client.scenes.title import TitleScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import DecisionKind
from game.rules.events import EndReason
from game.session.resume import resume_match
from game.session.runner import Wait
from game.session.seating import make_match
from game.storage.game_log import read_log, replay
from game.storage.saves import load_save, saves_dir
from game.storage.settings import SettingsStore

EVENTS = 20_000
PER_FRAME = 24
FRAME = 1 / 20  # seconds of game time per batch: animations and bots move on between batches
PHASE = 1_000  # events per scene before the next scene gets its turn
KEYS = [
    pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE, pygame.K_0, pygame.K_1, pygame.K_2,
    pygame.K_3, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_h, pygame.K_F1,
    pygame.K_HOME, pygame.K_END, pygame.K_BACKSPACE, pygame.K_DELETE, pygame.K_a, pygame.K_c, pygame.K_q,
]

BOTS = MatchConfig(tuple(SeatConfig(f"Bot {i + 1}", c, BOT, lvl) for i, (c, lvl) in
                         enumerate((("red", "easy"), ("blue", "normal"), ("green", "easy"), ("yellow", "normal")))))
ONE_HUMAN = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot 1", "blue", BOT, "easy"),
                         SeatConfig("Bot 2", "green", BOT, "normal")))
COUCH = MatchConfig((SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN),
                     SeatConfig("Bot", "green", BOT, "easy")))


class Monkey:
    def __init__(self, app: App, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.sent = 0
        self.kinds: dict[str, int] = {}
        self.close_requests = 0
        self.cancelled = 0

    def _count(self, kind: str, n: int = 1) -> None:
        self.kinds[kind] = self.kinds.get(kind, 0) + n
        self.sent += n

    def batch(self) -> list[pygame.event.Event]:
        rng = self.rng
        w, h = self.app.window.get_size()
        events: list[pygame.event.Event] = []
        while len(events) < PER_FRAME:
            pos = (rng.randrange(-20, w + 20), rng.randrange(-20, h + 20))
            roll = rng.random()
            if roll < 0.34:
                button = 1 if rng.random() < 0.85 else rng.choice((2, 3))
                events += [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button),
                           pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button)]
                self._count("click", 2)
            elif roll < 0.52:
                events.append(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
                self._count("motion")
            elif roll < 0.62:
                y = rng.choice((-3, -1, 1, 2))
                events.append(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                                 precise_y=float(y)))
                self._count("wheel")
            elif roll < 0.86:
                key = rng.choice(KEYS)
                events += [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0),
                           pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)]
                self._count("key", 2)
            elif roll < 0.91:
                events.append(pygame.event.Event(pygame.TEXTINPUT, text=rng.choice("aZ 7é!")))
                self._count("text")
            elif roll < 0.94:
                size = (rng.randrange(320, 1920), rng.randrange(180, 1080))
                events.append(pygame.event.Event(pygame.VIDEORESIZE, w=size[0], h=size[1], size=size))
                self._count("resize")
            elif roll < 0.98:
                kind = rng.choice((pygame.WINDOWFOCUSLOST, pygame.WINDOWFOCUSGAINED, pygame.WINDOWLEAVE))
                events.append(pygame.event.Event(kind, window=None))
                self._count("focus")
            else:
                # A close request ends the batch: the player answers the question before doing anything else.
                events.append(pygame.event.Event(pygame.QUIT))
                self.close_requests += 1
                self._count("close")
                break
        return events


def play_scenes(app: App) -> list[PlayScene]:
    return [scene for scene in app.stack if isinstance(scene, PlayScene)]


def help_the_people(scene: PlayScene, rng: random.Random) -> None:
    """Now and then the person at the screen decides something sensible, so games get on to the end."""
    seat = scene.ready_for_input()
    if seat is None:
        if rng.random() < 0.5:
            scene.skip_all()
        if scene.match.waiting_for() is Wait.BOT:
            scene.match.decide_now()  # the bots answer at once, not after their visible pause
        return
    view = scene.match.view(seat)
    if view.pending.kind is DecisionKind.BUY and rng.random() < 0.5:
        scene.buy(rng.choice(view.legal_buys))
        return
    if view.pending.kind in (DecisionKind.BUY, DecisionKind.PLAY):
        for tile in rng.sample(list(view.hand), view.tiles_to_play):
            scene.toggle_tile(tile)
        scene.confirm()


def start_phase(app: App, index: int, finished_save: Path, keep_save: Path) -> None:
    def play(config: MatchConfig) -> PlayScene:
        return PlayScene(app, config)

    def resumed() -> PlayScene:
        loaded = load_save(keep_save)
        scene = PlayScene(app, loaded.config, resume_match(loaded))
        scene.skip_all()
        return scene

    makers = [
        lambda: TitleScene(app),
        lambda: SetupScene(app),
        lambda: play(BOTS),
        lambda: play(ONE_HUMAN),
        lambda: play(COUCH),
        None,  # the pause menu over a match
        lambda: ResultsScene(app, ONE_HUMAN, [3, 20, 41], [1, 2, 3], EndReason.DUNG_HEAP, 66),
        lambda: RulesHelpScene(app),
        lambda: ReplayViewer(app, read_log(finished_save), finished_save.name),
        resumed,  # a saved game continued where a person must choose the tiles to keep
    ]
    maker = makers[index % len(makers)]
    if maker is None:
        app.reset(play(ONE_HUMAN))
        app.push(PauseScene(app))
    else:
        app.reset(maker())


@pytest.fixture
def finished_save(tmp_path) -> Path:
    from game.board_map.loader import load_board_map

    return play_saved(tmp_path / "replays", BOTS, 99, board=load_board_map().spec)[1]


@pytest.fixture
def keep_save(tmp_path) -> Path:
    """A saved game with one person and two bots, left where the person must choose tiles to keep."""
    from game.board_map.loader import load_board_map
    from game.storage.saves import Autosave

    spec = load_board_map().spec
    for seed in range(200):
        config = replace(ONE_HUMAN, seed=seed)
        with make_match(config, spec, seats=stand_ins(config)) as match:
            match.recorder = autosave = Autosave.start(match.game, config, tmp_path / f"keep-{seed}", sync=False)
            while not match.game.over:
                pending = match.pending
                if pending.seat == 0 and pending.kind is DecisionKind.KEEP:
                    return autosave.path
                match.play_to_end(most=1)
    raise AssertionError("no game reached a person's keep decision")


@pytest.mark.slow
def test_twenty_thousand_random_events_raise_nothing_and_keep_the_rules(tmp_path, monkeypatch, finished_save,
                                                                          keep_save):
    monkeypatch.setenv("IBEXES_DATA_DIR", str(tmp_path / "data"))
    rng = random.Random(6)
    app = App((1280, 720), settings=SettingsStore.open(tmp_path / "data"))
    quits: list[int] = []
    app.quit = lambda: quits.append(1)  # type: ignore[method-assign]  # the test decides when the game ends
    app.open()
    assert app.board_map is not None, app.map_error
    app.settings.animation_speed = 4.0
    # A bad save in the list, for the title's turn.
    saves = saves_dir(tmp_path / "data")
    saves.mkdir(parents=True)
    (saves / "game-20260101-000000.jsonl").write_text("not a saved game\n")
    monkey = Monkey(app, rng)
    matches: dict[int, PlayScene] = {}
    scenes_seen: set[str] = set()
    phase = -1
    try:
        while monkey.sent < EVENTS:
            if monkey.sent // PHASE != phase:
                phase = monkey.sent // PHASE
                # Each phase its own events: what an earlier phase led to (the saves the title lists within its
                # per-frame reading time, for one, which depends on the machine's load) must not change them.
                rng.seed(6_000 + phase)
                start_phase(app, phase, finished_save, keep_save)
                app.step(0.0, [])
                # Seen once drawn: a first batch may leave it at once (Tab and Space press a focused button).
                scenes_seen.update(type(scene).__name__ for scene in app.stack)
            app.step(FRAME, monkey.batch())
            # A close request the game asked about is answered with Cancel.
            top = app.top
            if isinstance(top, ConfirmScene) and top.tag == "quit":
                scenes_seen.add("ConfirmScene")
                app.step(0.0, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="",
                                                  scancode=0)])
                monkey.cancelled += 1
            # Never two questions at once (a scene pushed in the same frame may cover it until it leaves).
            assert sum(isinstance(s, ConfirmScene) and s.tag == "quit" for s in app.stack) <= 1
            scenes_seen.update(type(scene).__name__ for scene in app.stack)
            for scene in play_scenes(app):
                matches[id(scene)] = scene
                check_invariants(scene.match.game)
                assert not scene.match.bot_errors
                if scene is app.top and rng.random() < 0.5:
                    help_the_people(scene, rng)
            app.running = True  # a Quit answered by the test, not by ending the loop
    finally:
        app.close()
    assert monkey.sent >= EVENTS
    assert {"click", "motion", "wheel", "key", "text", "resize", "focus", "close"} <= set(monkey.kinds)
    assert monkey.close_requests > 100 and monkey.cancelled > 10
    expected = {"TitleScene", "SetupScene", "PlayScene", "PauseScene", "ResultsScene", "RulesHelpScene",
                "ReplayViewer", "CurtainScene", "KeepDialog", "ConfirmScene"}
    assert expected <= scenes_seen, expected - scenes_seen
    # Every match was autosaved decision by decision: its save replays to the match's own game.
    # The guided game's lessons keep their place in guided.json and write no saved game (tests/client/scenes/
    # test_guided_game.py): every other match's save replays.
    decided = [scene for scene in matches.values()
               if scene.match.decisions and not isinstance(scene, GuidedGameScene)]
    total = sum(len(scene.match.decisions) for scene in decided)
    assert total >= 100, total  # the matches really were played, by bots and by the people
    assert any(scene.match.humans and scene.match.decisions for scene in decided)
    for scene in decided:
        path = scene.autosave.path
        log = read_log(path)
        result = replay(log, path)
        assert result.ok, result.message
        # A match's decisions follow the ones it was continued from (Continue on the title, or the resumed
        # phase); up to them, the save replays to the match's own state. A later match may have continued the
        # same save and taken the same few decisions again (which save Continue finds depends on the files'
        # times), so each place they stand in the log is tried.
        mine = scene.match.decisions
        starts = [at for at in range(len(log.decisions) - len(mine) + 1) if log.decisions[at:at + len(mine)] == mine]
        assert starts, path
        reached = []
        for start in starts:
            game = log.new_game()
            for decision in log.decisions[:start + len(mine)]:
                game.apply(decision)
            reached.append(state(game))
        assert state(scene.match.game) in reached
    print(f"monkey: {monkey.sent} events in {app.frames} frames, {monkey.kinds}, {total} decisions in "
          f"{len(decided)} matches, {monkey.cancelled} close requests cancelled")
