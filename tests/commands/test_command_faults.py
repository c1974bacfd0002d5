"""The command line against careless users and hostile files: where arguments go, what is bounded,
what reaches the terminal, where a crash report is written, and a reader that stops early."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT

from game import commands
from game.commands import command_names, main
from game.storage.data_folder import write_crash_log


def run_main(*args: str, cwd: Path = ROOT, env: dict | None = None, **kwargs) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, capture_output=True, text=True,
                          timeout=120, env=env, **kwargs)


def _usage_error(argv: list[str], capsys) -> str:
    with pytest.raises(SystemExit) as exited:
        main(argv)
    err = capsys.readouterr().err
    assert exited.value.code == 2, err
    assert "usage: main.py" in err and "Traceback" not in err
    return err


@pytest.fixture
def data(tmp_path, monkeypatch) -> Path:
    folder = tmp_path / "data"
    monkeypatch.setenv("IBEXES_DATA_DIR", str(folder))
    monkeypatch.chdir(tmp_path)
    return folder


@pytest.fixture(scope="module")
def named_log(tmp_path_factory) -> Path:
    """A finished game's log whose first player is named with terminal escape sequences."""
    folder = tmp_path_factory.mktemp("log")
    log = folder / "game.jsonl"
    result = run_main("simulate", "--players", "2", "--bots", "easy,easy", "--log", str(log))
    assert result.returncode == 0, result.stderr
    lines = log.read_text().splitlines()
    setup = json.loads(lines[0])
    setup["players"][0]["name"] = "\x1b]0;owned\x07\x1b[2JEve\r"
    log.write_text("\n".join([json.dumps(setup), *lines[1:]]) + "\n")
    return log


# ------------------------------------------------------------------------------------ where arguments go
def test_the_value_of_board_is_never_taken_for_the_command():
    word, before = commands.command_word(["--board", "arena"], command_names())
    assert word is None and before == ["--board"]
    word, _ = commands.command_word(["--board", "simulate", "replay", "x"], command_names())
    assert word == "replay"


@pytest.mark.slow
def test_board_before_the_command_name_runs_that_command(tmp_path):
    result = run_main("--board", str(ROOT / "levels" / "board.tmx"), "simulate", "--bots", "easy,easy",
                      "--players", "2", cwd=tmp_path)
    assert result.returncode == 0 and result.stdout.startswith("game seed 1: "), result.stderr


def test_a_board_file_named_like_a_command_is_a_file_not_a_traceback(tmp_path):
    result = run_main("--board", "arena", "simulate", cwd=tmp_path)
    assert result.returncode == 1 and result.stderr == "error: arena does not exist.\n"


@pytest.mark.parametrize(("argv", "expected"), [
    (["--size", "800x600", "arena"], "--size is an option of the game window; it does not apply to the command arena"),
    (["--fullscreen", "simulate"], "--fullscreen is an option of the game window; it does not apply"),
    (["--fullscreen", "play"], "--fullscreen is an option of the game window; give it after the word play"),
])
def test_a_window_option_before_another_command_is_a_usage_error(argv, expected, capsys, data):
    assert expected in _usage_error(argv, capsys)


@pytest.mark.parametrize("argv", [
    ["simulate", "--log", ""],
    ["simulate", "--resume", ""],
    ["simulate", "--resume", "  "],
    ["replay", ""],
    ["--board", "", "simulate"],
    ["simulate", "--board", ""],
])
def test_an_empty_file_name_is_refused_not_ignored(argv, capsys, data):
    assert "must name a file, not an empty name" in _usage_error(argv, capsys)


@pytest.mark.parametrize(("argv", "expected"), [
    (["arena", "--iterations", "1000000000"], "must be from 1 to 10000, not 1000000000"),
    (["arena", "--workers", "40"], "(the processor cores of this machine), not 40"),
    (["arena", "--seed", "9" * 30], "must be a whole number of at most 18 digits"),
    (["simulate", "--seed", "-" + "9" * 19], "must be a whole number of at most 18 digits"),
])
def test_counts_and_seeds_have_an_upper_bound(argv, expected, capsys, data):
    assert expected in _usage_error(argv, capsys)


# --------------------------------------------------------------------------------- what reaches the terminal
@pytest.mark.slow
def test_replay_text_prints_no_control_characters_from_the_file(named_log):
    before = named_log.read_bytes()
    result = run_main("replay", str(named_log), "--text")
    assert result.returncode == 0, result.stderr
    assert "Eve" in result.stdout
    assert not any(not ch.isprintable() and ch != "\n" for ch in result.stdout + result.stderr)
    assert named_log.read_bytes() == before


@pytest.mark.slow
def test_simulate_resume_prints_no_control_characters_from_the_file(tmp_path):
    log = tmp_path / "game.jsonl"
    result = run_main("simulate", "--players", "2", "--bots", "easy,easy", "--log", str(log))
    lines = log.read_text().splitlines()
    setup = json.loads(lines[0])
    setup["players"][1]["name"] = "Bob\x1b[8m\x00"
    log.write_text("\n".join([json.dumps(setup), *lines[1:12]]) + "\n")  # an unfinished game
    result = run_main("simulate", "--resume", str(log))
    assert result.returncode == 0, result.stderr
    assert "Bob" in result.stdout and "\x1b" not in result.stdout and "\x00" not in result.stdout


def test_an_error_quoting_a_file_name_with_escapes_prints_them_as_text(tmp_path, capsys, data):
    status = main(["replay", str(tmp_path / "no\x1b[2Jfile.jsonl"), "--text"])
    err = capsys.readouterr().err
    assert status == 1 and "\x1b" not in err and "no\\x1b[2Jfile.jsonl: no such file" in err


@pytest.mark.slow
def test_replay_text_into_a_reader_that_stops_early_ends_quietly(named_log, tmp_path):
    env = {**os.environ, "IBEXES_DATA_DIR": str(tmp_path / "data")}
    reading, writing = os.pipe()
    os.close(reading)  # the reader is gone before the first line, as `| head -0` (or a closed pager) leaves it
    try:
        result = subprocess.run([sys.executable, str(ROOT / "main.py"), "replay", str(named_log), "--text"],
                                cwd=tmp_path, env=env, stdout=writing, stderr=subprocess.PIPE, timeout=120)
    finally:
        os.close(writing)
    assert result.returncode == 0 and result.stderr == b""
    assert not (tmp_path / "data").exists() and not list(tmp_path.rglob("*crash*"))


# ------------------------------------------------------------------------------------------- crash report
def _crash(monkeypatch) -> None:
    from game.commands import simulate

    def broken(args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(simulate, "run", broken)


def test_a_crash_report_goes_to_a_fresh_file_in_the_data_folder(data, tmp_path, monkeypatch, capsys):
    _crash(monkeypatch)
    victim = tmp_path / "victim.txt"
    victim.write_text("keep me")
    data.mkdir()
    (tmp_path / "ibexes-crash.log").symlink_to(victim)  # where the report used to go
    for name in ("crash.log", "crash-1.log"):
        (data / name).symlink_to(victim)
    assert main(["simulate"]) == 1
    err = capsys.readouterr().err
    reports = [p for p in data.glob("crash-*.log") if not p.is_symlink()]
    assert len(reports) == 1 and "RuntimeError: a bug" in reports[0].read_text()
    assert err == f"error: the game hit an internal problem; the details are in {reports[0]}\n"
    assert victim.read_text() == "keep me"


def test_a_crash_report_that_cannot_be_written_is_not_a_second_crash(tmp_path, monkeypatch, capsys):
    _crash(monkeypatch)
    blocker = tmp_path / "a-file"
    blocker.write_text("")
    monkeypatch.setenv("IBEXES_DATA_DIR", str(blocker / "data"))  # a folder inside a file cannot exist
    monkeypatch.chdir(tmp_path)
    assert main(["simulate"]) == 1
    err = capsys.readouterr().err
    assert err == "error: the game hit an internal problem; its details could not be written down\n"
    assert write_crash_log("x", blocker / "data") is None


@pytest.mark.slow
def test_a_log_is_never_written_over_the_map_or_the_settings_the_game_reads(tmp_path, data, capsys):
    import shutil

    shutil.copytree(ROOT / "assets" / "board", tmp_path / "assets" / "board")
    (tmp_path / "levels").mkdir()
    board = tmp_path / "levels" / "board.tmx"
    shutil.copy(ROOT / "levels" / "board.tmx", board)
    data.mkdir()
    settings = data / "settings.json"
    settings.write_text('{"hints": false}', encoding="utf-8")
    before = board.read_bytes()
    assert main(["--board", str(board), "simulate", "--log", str(board)]) == 1
    assert capsys.readouterr().err.strip().endswith("it is the board map, which the game reads")
    assert main(["simulate", "--log", str(settings)]) == 1
    assert capsys.readouterr().err.strip().endswith("it is the settings, which the game reads")
    assert board.read_bytes() == before and settings.read_text(encoding="utf-8") == '{"hints": false}'
    assert main(["--board", str(board), "simulate", "--log", str(tmp_path / "game.jsonl")]) == 0  # a new file is fine


def test_a_word_that_is_no_command_is_named_with_the_commands(capsys):
    err = _usage_error(["frobnicate"], capsys)
    assert "frobnicate is not a command; the commands are arena, host, play, replay, simulate, stats" in err
    assert "unrecognized arguments" not in err
    err = _usage_error(["--board", "levels/board.tmx", "frob"], capsys)  # an option's value is not taken for it
    assert "frob is not a command" in err and "levels/board.tmx is not" not in err
