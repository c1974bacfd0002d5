"""Autosaves: listing, Continue, resuming exactly where a game was left, and saves that cannot be read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT
from save_helpers import bot_config, play_saved, state

from game.bots import make_bot
from game.session.resume import resume_headless
from game.storage.data_folder import DATA_DIR_VARIABLE, data_dir
from game.storage.game_log import read_log, replay
from game.storage.saves import (
    Autosave,
    SaveError,
    inspect_save,
    last_unfinished,
    list_saves,
    load_save,
    saves_dir,
)


@pytest.fixture
def saves(tmp_path: Path) -> Path:
    return saves_dir(tmp_path)


def test_data_folder_follows_the_environment_variable(tmp_path):
    assert data_dir({DATA_DIR_VARIABLE: str(tmp_path)}) == tmp_path
    assert saves_dir(tmp_path) == tmp_path / "saves"
    real = data_dir({})
    assert real.name == "dance-of-ibexes" and real != tmp_path


def test_autosave_writes_every_decision_as_it_is_taken(saves):
    config = bot_config(3)
    game, path = play_saved(saves, config, seed=4, decisions=25)
    log = read_log(path)
    assert len(log.decisions) == 25
    assert log.meta["seats"] == [{"controller": "bot", "level": "random"}] * 3
    assert state(load_save(path).game) == state(game)


def test_a_resumed_game_is_the_game_that_was_left_mid_round(saves):
    config = bot_config(4)
    # Stop at a decision inside a round (not its first), so decisions of the current round are kept.
    for stop in range(30, 60):
        game, path = play_saved(saves, config, seed=9, decisions=stop)
        if game.round.plays or game.round.bought:
            break
        path.unlink()
    else:
        pytest.fail("no stop point inside a round with decisions taken")
    loaded = load_save(path)
    assert state(loaded.game) == state(game)
    assert loaded.game.round.plays == game.round.plays and loaded.game.round.bought == game.round.bought
    assert loaded.note is None
    assert loaded.config.seats == config.seats


def test_listing_shows_date_players_round_and_continue_picks_the_newest_unfinished(saves):
    finished, first = play_saved(saves, bot_config(2), seed=1)
    unfinished, second = play_saved(saves, bot_config(3), seed=2, decisions=20)
    infos = list_saves(saves)
    assert [i.path for i in infos] == [second, first]
    assert infos[0].players == ("Bot 1", "Bot 2", "Bot 3") and infos[0].round == unfinished.round.number
    assert not infos[0].finished and infos[1].finished
    assert "Bot 1, Bot 2, Bot 3" in infos[0].label() and f"round {unfinished.round.number}" in infos[0].label()
    assert "finished" in infos[1].label()
    assert last_unfinished(infos).path == second
    assert last_unfinished([infos[1]]) is None


def test_a_save_dated_past_the_calendar_is_listed_not_a_crash(saves, monkeypatch):
    # A file system may keep a modification time past year 9999, which no datetime holds.
    _, path = play_saved(saves, bot_config(2), seed=1, decisions=5)
    real_stat = Path.stat

    def far_future(self, *args, **kwargs):
        st = real_stat(self, *args, **kwargs)
        return os.stat_result((*st[:8], 10**12, 10**12))  # year 33658

    monkeypatch.setattr(Path, "stat", far_future)
    info = inspect_save(path)
    assert info.readable and info.players == ("Bot 1", "Bot 2") and "Bot 1, Bot 2" in info.label()


def test_a_line_cut_by_a_crash_is_the_decision_in_flight_and_only_it_is_dropped(saves):
    game, path = play_saved(saves, bot_config(3), seed=6, decisions=40)
    data = path.read_bytes()
    complete = data
    path.write_bytes(data + b'{"type":"decision","n":41,"decision":{"kind":"pl')
    loaded = load_save(path)
    assert len(loaded.log.decisions) == 40 and loaded.log.cut_line == 42
    assert "line 42" in loaded.note and "dropped" in loaded.note and str(path) in loaded.note
    assert state(loaded.game) == state(game)
    autosave = Autosave.resume(loaded, sync=False)
    pending = loaded.game.pending()[0]
    decision = make_bot("random", 1).decide(loaded.game.view(pending.seat))
    autosave.record(decision, loaded.game.apply(decision))
    autosave.close()
    after = path.read_bytes()
    assert after.startswith(complete) and after.endswith(b"\n")
    log = read_log(path)
    assert len(log.decisions) == 41 and replay(log, path).ok
    assert json.loads(after.splitlines()[-1])["n"] == 41


def test_a_complete_last_line_without_its_newline_is_kept(saves):
    game, path = play_saved(saves, bot_config(2), seed=8, decisions=12)
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
    loaded = load_save(path)
    assert len(loaded.log.decisions) == 12 and loaded.note is None
    Autosave.resume(loaded, sync=False).close()
    assert path.read_bytes().endswith(b"\n") and len(read_log(path).decisions) == 12


def _lines(path: Path) -> list[str]:
    return path.read_text().splitlines()


def _impossible(path: Path) -> None:
    # The first decision, a purchase, made a play: every player is asked to buy first, so the rules reject it.
    lines = _lines(path)
    record = json.loads(lines[1])
    record["decision"] = {"kind": "play", "seat": record["decision"]["seat"], "tiles": [1]}
    lines[1] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n")


def _altered_events(path: Path) -> None:
    lines = _lines(path)
    record = json.loads(lines[2])
    record["events"] = record["events"][:-1]
    lines[2] = json.dumps(record)
    path.write_text("\n".join(lines) + "\n")


def _version(path: Path) -> None:
    lines = _lines(path)
    setup = json.loads(lines[0])
    setup["version"] = 99
    lines[0] = json.dumps(setup)
    path.write_text("\n".join(lines) + "\n")


BAD_SAVES = {
    # kind: (how to break a good save, what the sentence must say)
    "truncated inside the file": (lambda p: p.write_text("\n".join(_lines(p)[:5]) + "\n" + _lines(p)[5][:30] + "\n"),
                                  "line 6: not valid JSON"),
    "setup line cut short": (lambda p: p.write_text(_lines(p)[0][:200]), "line 1: not valid JSON"),
    "not JSON": (lambda p: p.write_text("this is not a saved game\n"), "line 1: not valid JSON"),
    "empty": (lambda p: p.write_text(""), "the file is empty"),
    "not a game log": (lambda p: p.write_text('{"hello": "world"}\n'), "not a Dance of Ibexes game log"),
    "unknown version": (_version, "log version 99 is not supported"),
    "impossible decision": (_impossible, "line 2: the rules reject this decision"),
    "events do not match": (_altered_events, "line 3: the log has"),
    "nested too deeply": (lambda p: p.write_text(_lines(p)[0] + "\n" + "[" * 100_000 + "\n"),
                          "line 2: the JSON is nested too deeply"),
    "bad seat controllers": (lambda p: p.write_text(_lines(p)[0].replace('"controller":"bot"', '"controller":"cat"',
                                                                         1) + "\n" + "\n".join(_lines(p)[1:]) + "\n"),
                             "line 1: seat 1's controller"),
    "not UTF-8": (lambda p: p.write_bytes(p.read_bytes()[:100] + b"\xff\xfe\n"), "not UTF-8"),
}


@pytest.mark.parametrize("kind", BAD_SAVES)
def test_a_bad_save_is_listed_unreadable_with_one_sentence_and_left_untouched(saves, kind, caplog):
    breaker, expected = BAD_SAVES[kind]
    _, good = play_saved(saves, bot_config(3), seed=3, decisions=10)
    _, bad = play_saved(saves, bot_config(3), seed=5, decisions=10)
    breaker(bad)
    before = bad.read_bytes()
    with pytest.raises(SaveError) as caught:
        load_save(bad)
    message = str(caught.value)
    assert message.startswith(str(bad)) and expected in message and "\n" not in message
    infos = {info.path: info for info in list_saves(saves)}
    assert infos[bad].problem == message and not infos[bad].readable and "unreadable" in infos[bad].label()
    assert infos[good].readable
    assert message in caplog.text  # and in the program's log
    assert last_unfinished(list(infos.values())).path == good
    with pytest.raises(SaveError):
        resume_headless(bad, report=lambda line: None)
    assert bad.read_bytes() == before


def test_a_save_with_humans_cannot_be_resumed_headless_and_stays_as_it_was(saves):
    config = bot_config(2)
    config = type(config)((config.seats[0].__class__("Anja", "red"), config.seats[1]))
    _, path = play_saved(saves, config, seed=2, decisions=5)
    before = path.read_bytes()
    with pytest.raises(SaveError, match="Anja played at the screen"):
        resume_headless(path, report=lambda line: None)
    assert path.read_bytes() == before
    assert inspect_save(path).readable


def test_a_save_loads_in_a_fresh_process_and_replays_to_the_same_state(saves):
    game, path = play_saved(saves, bot_config(4), seed=12, decisions=57)
    code = (
        "import json, sys\n"
        "from game.storage.saves import load_save\n"
        "sys.path.insert(0, 'tests')\n"
        "from save_helpers import state\n"
        f"print(json.dumps(state(load_save({str(path)!r}).game)))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert json.loads(result.stdout) == json.loads(json.dumps(state(game)))


def test_simulate_resume_finishes_a_cut_game_says_what_it_dropped_and_leaves_a_finished_one_alone(saves, capsys):
    from game.commands import main

    _, path = play_saved(saves, bot_config(3), seed=14, decisions=30)
    path.write_bytes(path.read_bytes() + b'{"type":"decision","n":31,"deci')
    assert main(["simulate", "--resume", str(path)]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("game seed 14: ") and f"{path}, line 32: the last decision was cut short" in err
    log = read_log(path)
    assert replay(log, path).ok and log.events[-1][-1]["type"] == "game_ended"
    finished = path.read_bytes()
    assert main(["simulate", "--resume", str(path)]) == 0
    assert path.read_bytes() == finished
    assert main(["simulate", "--resume", str(saves / "missing.jsonl")]) == 1
    assert "missing.jsonl: no such file" in capsys.readouterr().err


def test_a_list_of_many_saves_is_read_a_little_at_a_time_newest_first(saves):
    from game.storage.saves import SaveList

    paths = [play_saved(saves, bot_config(2), seed=seed, decisions=8)[1] for seed in range(4)]
    for age, path in enumerate(reversed(paths)):  # the last one written is the newest
        os.utime(path, (1_000_000 - age * 100, 1_000_000 - age * 100))
    listing = SaveList(saves)
    assert listing.refresh(most=1)
    assert [i.path for i in listing.infos] == [paths[-1]] and listing.unread == 3
    assert listing.refresh(most=2)
    assert [i.path for i in listing.infos] == [paths[-1], paths[-2], paths[-3]] and listing.unread == 1
    listing.refresh(most=1)
    assert [i.path for i in listing.infos] == list(reversed(paths)) and listing.unread == 0
    assert not listing.refresh(most=1)  # nothing changed: nothing is read again
    paths[0].unlink()
    assert listing.refresh() and len(listing.infos) == 3
