"""A corpus of bad command lines, discovered from the parser: every value option of every command given each
kind of wrong value, every file option given every kind of wrong file, and a few whole command lines run from
the shell. A wrong argument gives the usage and one sentence (status 2); a bad file one sentence naming it
(status 1); nothing ends in a traceback, a crash report or a hang, and no file given is changed.
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from corpus_checks import assert_one_sentence, within
from repo import ROOT

from game.commands import arguments, main

from .parsers import COMMANDS

VALUES = {
    "empty": "", "space": " ", "minus one": "-1", "zero": "0", "half": "1.5", "nan": "nan", "inf": "inf",
    "minus inf": "-inf", "exponent": "1e9", "30 digits": "9" * 30, "minus 30 digits": "-" + "9" * 30,
    "letters": "x?!", "hex": "0x10", "escape": "\x1b[2J", "nul": "a\x00b", "bidi": "\u202e1", "a million": "1000000",
    "a billion": "1000000000", "sizes": "0x0", "huge size": "99999x99999", "negative size": "-1x-1",
}
# Options checked after parsing (a UsageError from the command): values known to be wrong.
LATE_CHECKED = {"--bots": {"empty": "", "unknown": "godlike", "escape": "\x1b[2J", "commas": ",,,",
                           "nine": ",".join(["easy"] * 9), "ten thousand": ",".join(["easy"] * 10_000),
                           "one": "easy", "nul": "ea\x00sy"}}




def _accepts(action: argparse.Action, value: str) -> bool:
    try:
        action.type(value)
    except (argparse.ArgumentTypeError, ValueError, TypeError):
        return False
    return True


VALUE_CASES: list[tuple[str, list[str]]] = []
for _name, _parser in COMMANDS.items():
    for _action in arguments(_parser):
        if not _action.option_strings or _action.nargs == 0 or _action.metavar == "FILE":
            continue
        _option = _action.option_strings[-1]
        if _action.type is None:
            for _kind, _value in LATE_CHECKED.get(_option, {}).items():
                _extra = ["--players", "3"] if _name == "simulate" and _kind == "one" else []
                VALUE_CASES.append((f"{_name} {_option} {_kind}", [_name, *_extra, _option, _value]))
            continue
        for _kind, _value in VALUES.items():
            if not _accepts(_action, _value):  # a value the option takes is not a bad argument
                VALUE_CASES.append((f"{_name} {_option} {_kind}", [_name, _option, _value]))
        VALUE_CASES.append((f"{_name} {_option} missing", [_name, _option]))
        VALUE_CASES.append((f"{_name} {_option} twice", [_name, _option, _option]))
    VALUE_CASES.append((f"{_name} unknown option", [_name, "--no-such-option"]))
    VALUE_CASES.append((f"{_name} unknown option of escapes", [_name, "--\x1b[2J"]))
    VALUE_CASES.append((f"{_name} stray word", [_name, "stray", "words"] if _name != "replay" else [_name, "a", "b"]))
VALUE_CASES += [
    ("window option before arena", ["--size", "800x600", "arena"]),
    ("window option before simulate", ["--fullscreen", "simulate"]),
    ("window size before play", ["--size", "800x600", "play"]),
    ("window size junk without a command", ["--size", "big"]),
    ("window size of nothing without a command", ["--size"]),
    ("an unknown command", ["fly"]),
    ("a command of escapes", ["\x1b]0;owned\x07"]),
    ("replay without a file", ["replay"]),
    ("replay with --text and --verify and no file", ["replay", "--text", "--verify"]),
    ("resume with a log", ["simulate", "--resume", "x.jsonl", "--log", "y.jsonl"]),
    ("resume with games", ["simulate", "--resume", "x.jsonl", "--games", "2"]),
    ("bots disagreeing with players", ["simulate", "--players", "2", "--bots", "easy,easy,easy"]),
    ("random bots in simulate", ["simulate", "--players", "2", "--bots", "random,godlike"]),
    ("arena of one bot", ["arena", "--bots", "easy"]),
    ("arena of nine bots", ["arena", "--bots", ",".join(["easy"] * 9)]),
]


def _usage(argv: list[str], capsys) -> str:
    with within(30):
        with pytest.raises(SystemExit) as exited:
            status = main(argv)
            pytest.fail(f"{argv} was accepted (exit status {status})")
    out, err = capsys.readouterr()
    assert exited.value.code == 2, err
    lines = err.rstrip("\n").splitlines()
    assert lines[0].startswith("usage: main.py"), err
    assert lines[-1].startswith("main.py") and ": error: " in lines[-1], err
    assert_one_sentence(lines[-1].split(": error: ", 1)[1])
    assert "Traceback" not in err and out == ""
    return lines[-1]


@pytest.mark.parametrize("argv", [c[1] for c in VALUE_CASES], ids=[c[0] for c in VALUE_CASES])
def test_a_wrong_argument_gives_the_usage_and_one_sentence(argv, capsys, no_window, own_data_folder):
    _usage(argv, capsys)
    assert not own_data_folder.exists() or not list(own_data_folder.rglob("crash-*"))


# --------------------------------------------------------------------------------------------- bad files
@pytest.fixture(scope="module")
def good_log(tmp_path_factory) -> Path:
    folder = tmp_path_factory.mktemp("log")
    path = folder / "game.jsonl"
    assert main(["simulate", "--players", "2", "--bots", "easy,easy", "--log", str(path)]) == 0
    return path


def _sparse(path: Path, size: int) -> None:
    with open(path, "wb") as file:
        file.truncate(size)


FILES: dict[str, Callable[[Path], None]] = {
    "missing": lambda p: None,
    "a folder": lambda p: p.mkdir(),
    "a named pipe": lambda p: os.mkfifo(p),
    "a link to /dev/zero": lambda p: p.symlink_to("/dev/zero"),
    "a link to /dev/full": lambda p: p.symlink_to("/dev/full"),
    "a dangling link": lambda p: p.symlink_to("/no/such/file"),
    "empty": lambda p: p.write_bytes(b""),
    "binary junk": lambda p: p.write_bytes(bytes(range(256)) * 64),
    "20 MB": lambda p: _sparse(p, 20 * 1024 * 1024),
    "a picture": lambda p: p.write_bytes((ROOT / "assets" / "board" / "spaces.png").read_bytes()),
    "the map": lambda p: p.write_bytes((ROOT / "levels" / "board.tmx").read_bytes()),
    "a settings file": lambda p: p.write_text(json.dumps({"format": "dance-of-ibexes-settings", "version": 1})),
}
# The map given where a log goes (and the other way round) is a file of the wrong kind, not a bad argument.
FILE_COMMANDS: list[tuple[str, Callable[[str], list[str]]]] = [
    ("replay --text", lambda f: ["replay", f, "--text"]),
    ("replay --verify", lambda f: ["replay", f, "--verify"]),
    ("replay in the window", lambda f: ["replay", f]),
    ("simulate --resume", lambda f: ["simulate", "--resume", f]),
    ("simulate --board", lambda f: ["simulate", "--board", f, "--players", "2"]),
    ("board before simulate", lambda f: ["--board", f, "simulate", "--players", "2"]),
    ("arena --board", lambda f: ["arena", "--board", f, "--games", "2", "--bots", "easy,easy"]),
    ("board before arena", lambda f: ["--board", f, "arena", "--games", "2", "--bots", "easy,easy"]),
    ("simulate --log", lambda f: ["simulate", "--log", f, "--players", "2", "--bots", "easy,easy"]),
]


def _applies(command: str, kind: str) -> bool:
    if command == "simulate --log":  # a log is written: over a missing, empty or junk file it simply is
        return kind in ("a folder", "a named pipe", "a link to /dev/zero", "a link to /dev/full")
    return not ("board" in command and kind == "the map")  # the map is a good board


FILE_CASES = [(f"{command} {kind}", build, make, kind)
              for command, build in FILE_COMMANDS for kind, make in FILES.items() if _applies(command, kind)]


@pytest.mark.slow
@pytest.mark.parametrize(("build", "make", "kind"), [c[1:] for c in FILE_CASES], ids=[c[0] for c in FILE_CASES])
def test_a_bad_file_on_the_command_line_gives_one_sentence_naming_it(tmp_path, capsys, no_window, own_data_folder,
                                                                     build, make, kind):
    path = tmp_path / "given.file"
    make(path)
    before = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    argv = build(str(path))
    with within(30):
        status = main(argv)
    out, err = capsys.readouterr()
    assert status == 1, (status, out, err)
    assert err.startswith("error: ") and err.endswith("\n") and err.count("\n") == 1, err
    assert_one_sentence(err[len("error: "):-1], str(path))
    assert not list(own_data_folder.rglob("crash-*")) if own_data_folder.exists() else True
    if before is not None:
        assert path.read_bytes() == before


def test_replay_of_a_log_on_another_board_says_so(good_log, tmp_path, capsys, no_window):
    from board_map_helpers import map_copy, obj, set_prop

    other = map_copy(tmp_path, lambda root: set_prop(obj(root, "row 1 slot 6"), "value", 9))
    assert main(["replay", str(good_log), "--text", "--board", str(other)]) == 1
    err = capsys.readouterr().err
    assert_one_sentence(err[len("error: "):-1], str(good_log))
    assert "was played on another board" in err


# ----------------------------------------------------------------------------------------- from the shell
def _shell(*args: str | bytes, cwd: Path, data: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "IBEXES_DATA_DIR": str(data)}
    return subprocess.run([sys.executable, str(ROOT / "main.py"), *args], cwd=cwd, env=env, capture_output=True,
                          timeout=120)


@pytest.mark.slow
@pytest.mark.parametrize(("args", "status", "says"), [
    (["--board", "PIPE", "arena"], 1, "it is a named pipe, not a file"),
    (["replay", "PIPE", "--text"], 1, "it is a named pipe, not a file"),
    (["simulate", "--resume", "/dev/zero"], 1, "it is a device, not a file"),
    (["simulate", "--log", "PIPE", "--players", "2", "--bots", "easy,easy"], 1, "named pipe"),
    (["--size", "800x600", "arena"], 2, "does not apply to the command arena"),
    ([b"replay", b"bad-\xff\xfe.jsonl", b"--text"], 1, "no such file"),
    (["simulate", "--games", "9" * 40], 2, "argument --games"),
], ids=["board pipe", "replay pipe", "resume device", "log pipe", "window option", "undecodable name", "games"])
def test_from_the_shell_a_bad_command_line_ends_at_once_in_one_sentence(tmp_path, args, status, says):
    os.mkfifo(tmp_path / "PIPE")
    result = _shell(*args, cwd=tmp_path, data=tmp_path / "data")
    err = result.stderr.decode("utf-8", "replace")
    assert result.returncode == status, err
    assert "Traceback" not in err and says in err
    assert_one_sentence(err.rstrip("\n").splitlines()[-1])
    assert not (tmp_path / "data").exists()


# One window start (seconds): the board reader is the same as the commands' above; what is seen here is that
# the window reads it without blocking, says why in one sentence and stays up until asked to end.
@pytest.mark.slow
@pytest.mark.parametrize("kind", ["a named pipe"])
def test_the_window_given_a_bad_board_says_why_in_one_sentence_and_still_ends_on_request(tmp_path, kind):
    import select
    import signal

    board = tmp_path / "board.tmx"
    FILES[kind](board)
    env = {**os.environ, "IBEXES_DATA_DIR": str(tmp_path / "data"), "SDL_VIDEODRIVER": "dummy",
           "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1"}
    window = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--board", str(board)], cwd=tmp_path, env=env,
                              stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        ready, _, _ = select.select([window.stderr], [], [], 60)  # the map loads after the first frame
        assert ready, "the window said nothing about its board within a minute"
        line = window.stderr.readline()
        window.send_signal(signal.SIGTERM)  # the title stays open until asked to end, as for a person
        status = window.wait(timeout=60)
    finally:
        window.kill()
    rest = window.stderr.read()
    assert line.startswith(f"error: {board}") and rest == "", line + rest
    assert_one_sentence(line[len("error: "):].rstrip("\n"), str(board))
    assert status == 0


def _edit_event(line: int, key: str, value):
    def edit(lines: list[str]) -> list[str]:
        index = line % len(lines)
        while not json.loads(lines[index])["events"]:  # a purchase of no tile causes no event: the next line
            index += 1
        record = json.loads(lines[index])
        record["events"][-1 if line < 0 else 0][key] = value
        return [*lines[:index], json.dumps(record), *lines[index + 1:]]

    return edit


@pytest.mark.slow
@pytest.mark.parametrize("edit", [
    _edit_event(0, "seat", "first"), _edit_event(0, "tiles", None), _edit_event(0, "type", ["dealt"]),
    _edit_event(0, "tiles", [10**30]), _edit_event(1, "type", "meteor"), _edit_event(-1, "reason", {"why": 1}),
], ids=["setup seat text", "setup tiles null", "setup type list", "setup tile huge", "unknown event",
        "end reason object"])
@pytest.mark.parametrize("mode", ["--text", "--verify"])
def test_replay_of_a_log_whose_events_are_not_the_rules_says_so_and_narrates_nothing(tmp_path, good_log, capsys,
                                                                                     own_data_folder, edit, mode):
    path = tmp_path / "game.jsonl"
    path.write_text("\n".join(edit(good_log.read_text().splitlines())) + "\n")
    before = path.read_bytes()
    status = main(["replay", str(path), mode])
    out, err = capsys.readouterr()
    assert status == 1, out + err
    said = (out if mode == "--verify" else err.removeprefix("error: ")).rstrip("\n")
    assert_one_sentence(said, str(path))
    assert "differs" in said or "events" in said
    assert (out if mode == "--text" else err) == ""  # nothing narrated from events the rules never gave
    assert not own_data_folder.exists() or not list(own_data_folder.rglob("crash-*"))
    assert path.read_bytes() == before
