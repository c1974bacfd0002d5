"""Every command of main.py answers a wrong or missing argument with its usage and exit status 2.

The commands and their options are discovered from `build_parser()`, so a command added later is
checked too. Options naming a file (metavar FILE) are not arguments argparse can judge: a missing or
broken file is a bad file (one sentence, status 1), tested with the saves.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

import pytest
from repo import ROOT

from game.commands import arguments, main

from .parsers import COMMANDS

GARBAGE = "x?!"
FILE_METAVARS = ("FILE", "DIR", "FOLDER")




def _positionals(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [a for a in arguments(parser) if not a.option_strings]


def _fillers(parser: argparse.ArgumentParser, tmp_path: Path) -> list[str]:
    """Valid stand-ins for the required positionals (a real file where a file is wanted)."""
    good = tmp_path / "game.jsonl"
    if not good.exists():
        from save_helpers import bot_config, play_saved

        _, saved = play_saved(tmp_path / "saves", bot_config(2), seed=1)
        good.write_bytes(saved.read_bytes())
    return [str(good) for _ in _positionals(parser)]


def _value_options(parser: argparse.ArgumentParser) -> list[argparse.Action]:
    return [
        a
        for a in arguments(parser)
        if a.option_strings and a.nargs != 0 and a.metavar not in FILE_METAVARS and "--help" not in a.option_strings
    ]


CASES = []
for _name, _parser in COMMANDS.items():
    CASES.append((_name, "unknown option", None))
    if _positionals(_parser):
        CASES.append((_name, "missing positional", None))
    for _action in _value_options(_parser):
        CASES.append((_name, "missing value", _action.option_strings[-1]))
        CASES.append((_name, "wrong value", _action.option_strings[-1]))
    for _action in arguments(_parser):
        if _action.option_strings and _action.nargs != 0 and _action.metavar in FILE_METAVARS:
            CASES.append((_name, "missing value", _action.option_strings[-1]))


@pytest.mark.slow
@pytest.mark.parametrize(("command", "kind", "option"), CASES, ids=[f"{c}-{k}-{o or ''}" for c, k, o in CASES])
def test_a_wrong_or_missing_argument_gives_usage_and_status_2(command, kind, option, tmp_path, capsys, no_window):
    parser = COMMANDS[command]
    fillers = _fillers(parser, tmp_path)
    if kind == "unknown option":
        argv = [command, *fillers, "--no-such-option"]
    elif kind == "missing positional":
        argv = [command]
    elif kind == "missing value":
        argv = [command, *fillers, option]
    else:
        argv = [command, *fillers, option, GARBAGE]
    with pytest.raises(SystemExit) as exited:
        status = main(argv)
        pytest.fail(f"{argv} was accepted (exit status {status})")
    err = capsys.readouterr().err
    assert exited.value.code == 2, err
    assert f"usage: main.py {command}" in err or "usage: main.py" in err
    assert "error:" in err and "Traceback" not in err
    assert not list(tmp_path.rglob("*crash*.log"))


def test_an_unknown_command_gives_usage_and_status_2(capsys):
    with pytest.raises(SystemExit) as exited:
        main(["no-such-command"])
    assert exited.value.code == 2 and "usage: main.py" in capsys.readouterr().err


def test_simulate_bots_that_disagree_with_players_is_a_usage_error(capsys, no_window):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--players", "3", "--bots", "random,random"])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "usage: main.py simulate" in err and "--bots names 2 levels" in err


def test_from_the_shell_a_wrong_argument_prints_usage_not_a_traceback():
    result = subprocess.run(
        [sys.executable, str(ROOT / "main.py"), "simulate", "--games", "many"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert result.returncode == 2
    assert result.stderr.startswith("usage: main.py simulate") and "Traceback" not in result.stderr
    assert "argument --games" in result.stderr


def test_resume_with_options_of_a_new_game_is_a_usage_error(tmp_path, capsys, no_window):
    with pytest.raises(SystemExit) as exited:
        main(["simulate", "--resume", str(tmp_path / "game.jsonl"), "--log", str(tmp_path / "other.jsonl")])
    err = capsys.readouterr().err
    assert exited.value.code == 2 and "--resume continues the one game in its own log" in err
    assert not (tmp_path / "other.jsonl").exists()
