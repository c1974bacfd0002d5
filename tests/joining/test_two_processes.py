"""Two real game processes over loopback: `main.py host` with a remote seat and two bots in a process of its own, and
this process's window joining that seat through the title's Join a table, driven as a person drives it (frames
through `App.step`, keys and clicks). The joined window plays the whole game to its results; the host's save
replays, and to the same table and the same hand as the joined window shows at the end; the joined window showed
exactly the host's events, each as its seat may see it."""

from __future__ import annotations

import random
from pathlib import Path

import pygame
import pytest
from people import frame, join_from_title, key, open_app, type_text
from play_driver import act

from game.client.scenes.joined_play import JoinedPlayScene
from game.client.scenes.results import ResultsScene
from game.rules import redact
from game.rules.events import event_from_dict
from game.storage.game_log import read_log, replay
from tests.commands.test_host_command import Host


@pytest.mark.slow
def test_a_window_joins_a_hosts_table_plays_it_to_the_results_and_shows_the_hosts_game(tmp_path):
    host = Host(tmp_path / "host-data", "--seats", "remote:Pia, bot:easy:Robo, bot:normal:Ada", "--port", "0",
                "--seed", "6")
    link = host.read_until(r"^Pia: (http://\S+)$").group(1)
    app = open_app((1280, 720))
    try:
        join_from_title(app)
        type_text(app, link)
        key(app, pygame.K_RETURN)
        for _ in range(3000):
            if isinstance(app.top, JoinedPlayScene):
                break
            joining = app.top.link
            if joining is not None:
                joining.wait(0.05)  # the host answers over the network
            frame(app)
        scene = app.top
        assert isinstance(scene, JoinedPlayScene), app.top
        rng = random.Random(4)
        for _ in range(20000):
            if isinstance(app.top, ResultsScene):
                break
            if act(app, scene, rng) == "wait":
                scene.remote.link.wait(0.05)  # nothing to do at this screen: the host's bots think
        results = app.top
        assert isinstance(results, ResultsScene)
        save = Path(host.read_until(r"It is saved as it is played, in (.+\.jsonl)\.$").group(1))
        assert host.finish(60) == 0
        log = read_log(save)
        replayed = replay(log, save)
        assert replayed.ok, replayed.message
        game, final = replayed.game, scene.remote.view(0)
        assert final.rows == tuple(tuple(row) for row in game.state.rows)
        assert final.positions == tuple(game.positions)
        assert final.hand == tuple(game.view(0).hand)
        assert [line.place for line in sorted(results.lines, key=lambda line: line.seat)] == game.ranking()
        events = [event_from_dict(e) for e in log.setup_events] + [event_from_dict(e) for per in log.events
                                                                     for e in per]
        assert scene.remote.shown == [redact(event, 0) for event in events]
        assert any(d.seat == 0 for d in log.decisions)  # the joined window played its seat
        assert scene.log and "The game ends" in " ".join(scene.log)
    finally:
        if host.process.poll() is None:
            host.process.kill()
        app.close()
