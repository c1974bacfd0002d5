"""What is wrong with text that is not valid JSON, said in words instead of the json module's.

The json module's messages ("Expecting value", "Extra data", "Unexpected UTF-8 BOM (decode using
utf-8-sig)") are written for programmers; a save or settings file is repaired by a player.
"""

from __future__ import annotations

import json

_WORDS = (
    ("Unexpected UTF-8 BOM", "it starts with a byte-order mark, an invisible character some editors add"),
    ("Expecting value", "a value is missing or is not a JSON value"),
    ("Expecting ',' delimiter", "a comma is missing between two values"),
    ("Expecting ':' delimiter", "a colon is missing after a field name"),
    ("Expecting property name enclosed in double quotes", "a field name is not in double quotes"),
    ("Unterminated string", "a text is not closed by a double quote"),
    ("Invalid control character", "a text holds a control character"),
    ("Invalid \\uXXXX escape", "a text holds a broken \\u escape"),
    ("Invalid \\escape", "a text holds a broken backslash escape"),
    ("Extra data", "more follows after the end of the JSON value"),
)


def json_problem(exc: json.JSONDecodeError) -> str:
    """Why the text is not JSON and where (column), in a player's words."""
    said = next((words for start, words in _WORDS if exc.msg.startswith(start)), "it is not JSON")
    return f"{said}, at column {exc.colno}"
