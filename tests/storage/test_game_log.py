"""Game logs: writing, reading, replaying, and telling where a tampered log differs (game/storage/game_log.py)."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest

from game.rules import Game, default_board
from game.storage.game_log import LogError, LogWriter, read_log, replay
from tests.rules.helpers import make_game, players

ROOT = Path(__file__).resolve().parents[2]


def play_logged(game: Game, path: Path, seed: int) -> Game:
    rng = random.Random(seed)
    with LogWriter(path, game, meta={"test": True}, sync=False) as writer:
        while not game.over:
            decision = rng.choice(game.legal())
            writer.record(decision, game.apply(decision))
    return game


def test_a_logged_game_replays_to_the_same_events(tmp_path: Path) -> None:
    path = tmp_path / "game.jsonl"
    game = play_logged(Game.new(default_board(), players(5), 11), path, 3)
    log = read_log(path)
    assert log.meta == {"test": True}
    assert len(log.decisions) == len(path.read_text().splitlines()) - 1
    result = replay(log, path)
    assert result.ok and result.message == "OK"
    assert result.game.over
    assert result.game.positions == game.positions
    assert result.game.rows == game.rows


def test_a_game_from_an_explicit_position_replays_too(tmp_path: Path) -> None:
    path = tmp_path / "position.jsonl"
    game = make_game({1: (5,), 6: (30,), 3: (40,), 8: (60,)}, [(1, 2), (41, 42), (61,)], positions=(0, 21, 3), seed=4)
    play_logged(game, path, 8)
    log = read_log(path)
    assert log.position is not None and log.position.hands == ((1, 2), (41, 42), (61,))
    assert replay(log, path).ok


def _tamper(path: Path, event_type: str, change) -> tuple[int, int]:
    """Change the first event of `event_type` after the setup; return its line number and event number."""
    lines = path.read_text().splitlines()
    for number, line in enumerate(lines[1:], start=2):
        record = json.loads(line)
        for index, event in enumerate(record["events"]):
            if event["type"] == event_type:
                change(event)
                lines[number - 1] = json.dumps(record, separators=(",", ":"))
                path.write_text("\n".join(lines) + "\n")
                return number, index + 1
    raise AssertionError(f"no {event_type} event in the log")


def test_replay_reports_the_first_differing_event_of_a_tampered_line(tmp_path: Path) -> None:
    path = tmp_path / "tampered.jsonl"
    play_logged(Game.new(default_board(), players(3), 5), path, 6)
    line, event = _tamper(path, "pawn_moved", lambda e: e.update(end=e["end"] + 1))
    result = replay(read_log(path), path)
    assert not result.ok
    assert result.message.startswith(f"{path}, line {line}: event {event} differs: the log has ")
    assert "the replay gives" in result.message


def test_replay_reports_a_decision_the_rules_reject(tmp_path: Path) -> None:
    path = tmp_path / "rejected.jsonl"
    play_logged(Game.new(default_board(), players(2), 5), path, 6)
    lines = path.read_text().splitlines()
    record = json.loads(lines[1])
    # The first decision, a purchase, made a play: every player is asked to buy first, so the rules reject it.
    record["decision"] = {"kind": "play", "seat": record["decision"]["seat"], "tiles": [1]}
    lines[1] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n")
    result = replay(read_log(path), path)
    assert not result.ok
    assert result.message.startswith(f"{path}, line 2: the rules reject this decision: the game waits for seat")


def test_a_log_cut_short_is_reported_with_its_line(tmp_path: Path) -> None:
    path = tmp_path / "cut.jsonl"
    play_logged(Game.new(default_board(), players(2), 5), path, 6)
    text = path.read_text()
    path.write_text(text[: len(text) - 20])
    lines = path.read_text().count("\n") + 1
    with pytest.raises(LogError, match=rf"line {lines}: not valid JSON .*cut short"):
        read_log(path)


def _run_verify(path: Path) -> subprocess.CompletedProcess:
    result = subprocess.run(
        [sys.executable, "main.py", "replay", str(path), "--verify"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
    )
    if result.returncode != 0 and "the board map loader is not finished yet" in result.stderr:
        pytest.skip("`main.py replay` needs game/board_map/loader.py, whose loader is not finished yet")
    return result


@pytest.mark.slow
def test_the_replay_command_verifies_a_log(tmp_path: Path) -> None:
    path = tmp_path / "cli.jsonl"
    play_logged(Game.new(default_board(), players(4), 21), path, 2)
    good = _run_verify(path)
    assert (good.returncode, good.stdout.strip()) == (0, "OK"), good.stderr
    line, event = _tamper(path, "placed", lambda e: e.update(slot=e["slot"] + 1))
    bad = _run_verify(path)
    assert bad.returncode == 1, bad.stderr
    assert bad.stdout.strip().startswith(f"{path}, line {line}: event {event} differs")
