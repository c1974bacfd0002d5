"""What is wrong with text that is not valid JSON, said in words instead of the json module's, and the one
reader of the small JSON files the game keeps (settings, statistics).

The json module's messages ("Expecting value", "Extra data", "Unexpected UTF-8 BOM (decode using
utf-8-sig)") are written for programmers; a save or settings file is repaired by a player.
"""

from __future__ import annotations

import json
from pathlib import Path

from game.base.safe_reading import read_limited
from game.text.i18n import N_, _

_WORDS = (
    ("Unexpected UTF-8 BOM", N_("it starts with a byte-order mark, an invisible character some editors add")),
    ("Expecting value", N_("a value is missing or is not a JSON value")),
    ("Expecting ',' delimiter", N_("a comma is missing between two values")),
    ("Expecting ':' delimiter", N_("a colon is missing after a field name")),
    ("Expecting property name enclosed in double quotes", N_("a field name is not in double quotes")),
    ("Unterminated string", N_("a text is not closed by a double quote")),
    ("Invalid control character", N_("a text holds a control character")),
    ("Invalid \\uXXXX escape", N_("a text holds a broken \\u escape")),
    ("Invalid \\escape", N_("a text holds a broken backslash escape")),
    ("Extra data", N_("more follows after the end of the JSON value")),
)


def json_problem(exc: json.JSONDecodeError) -> str:
    """Why the text is not JSON and where (column), in a player's words."""
    said = next((words for start, words in _WORDS if exc.msg.startswith(start)), N_("it is not JSON"))
    return _("{problem}, at column {column}").format(problem=_(said), column=exc.colno)


class JsonFileError(ValueError):
    """A small JSON file (settings, statistics) that cannot be used; the message names the file and why."""


def read_json_file(path: Path, most_bytes: int, kind: str) -> object:
    """The JSON value in the file at `path`, a `kind` (N_("settings file"), translated here) of at most `most_bytes`.

    Raises FileNotFoundError when there is no such file, and JsonFileError, in one sentence naming the file,
    when it cannot be read or is not JSON. Never a pipe, never megabytes; a byte-order mark some editors put
    first is not part of the file's JSON."""
    try:
        text = read_limited(path, most_bytes).decode("utf-8-sig")
    except FileNotFoundError:
        raise
    except OSError as exc:
        raise JsonFileError(_("{file}: cannot be read ({problem})").format(file=path, problem=exc.strerror or exc)) \
            from None
    except UnicodeDecodeError:
        raise JsonFileError(_("{file}: not a {kind} (it is not UTF-8 text)").format(file=path, kind=_(kind))) from None
    if not text.strip():
        raise JsonFileError(_("{file}: the file is empty").format(file=path))
    try:
        return json.loads(text)
    except RecursionError:
        raise JsonFileError(_("{file}: the JSON is nested too deeply to be a {kind}").format(file=path, kind=_(kind))) \
            from None
    except json.JSONDecodeError as exc:
        # A text left open runs to the end of the file: that too is a file cut short.
        ends_early = exc.pos >= len(text.rstrip()) or exc.msg.startswith("Unterminated string")
        cut = _(" (the file ends too early: it was cut short)") if ends_early else ""
        raise JsonFileError(_("{file}, line {line}: not valid JSON ({problem}){cut}").format(
            file=path, line=exc.lineno, problem=json_problem(exc), cut=cut)) from None
    except ValueError:  # json refuses integers of thousands of digits
        raise JsonFileError(_("{file}: holds a number too long to be part of a {kind}").format(
            file=path, kind=_(kind))) from None
