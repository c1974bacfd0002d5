"""What every answer to a bad input must be, shared by the bad-input corpus (tests/test_bad_input_corpus*.py).

One sentence for a person: it names the file (or the argument), says the problem in words, and never
quotes Python (an exception's name, a repr, None/True/False where the file says null/true/false).
"""

from __future__ import annotations

import re
import signal
from collections.abc import Iterator
from contextlib import contextmanager

PYTHON_WORDS = (
    "Traceback", "Error(", "Error:", "Exception", "NoneType", "object has no attribute", "' object is not",
    "invalid literal", "(no details)", "no details", "internal problem", "cannot handle type", "subscriptable",
    "is not iterable", "unhashable", "positional argument", "keyword argument", "hit a problem in the game",
    "<class", "object at 0x", "utf-8-sig", "Expecting value", "Errno",
)
# JSON says null, true and false; a message that says None, True or False is quoting Python.
PYTHON_CONSTANTS = re.compile(r"\b(None|True|False)\b")


def assert_one_sentence(message: str, source: str | None = None, limit: int = 1500) -> None:
    """`message` is one printable line that starts by naming `source` and reads as words, not Python."""
    assert message, "no message at all"
    assert "\n" not in message.rstrip("\n"), f"more than one line: {message!r}"
    assert message.rstrip("\n").isprintable(), f"control characters reach the screen: {message!r}"
    assert len(message) <= limit, f"a message of {len(message)} characters"
    if source is not None:
        assert source in message, f"{source!r} is not named in {message!r}"
    for words in PYTHON_WORDS:
        assert words not in message, f"Python's words {words!r} in {message!r}"
    found = PYTHON_CONSTANTS.search(message.replace(str(source or ""), ""))
    assert found is None, f"Python's constant {found.group(0) if found else ''!r} in {message!r}"


class TookTooLong(Exception):
    pass


@contextmanager
def within(seconds: int) -> Iterator[None]:
    """Fail (instead of hanging the suite) when the body runs longer than `seconds`: a blocked open() of a
    named pipe or a decoder running for minutes is a failure of the game, not of the machine."""

    def expire(signum, frame):
        raise TookTooLong(f"still running after {seconds} s")

    previous = signal.signal(signal.SIGALRM, expire)
    signal.alarm(seconds)
    try:
        yield
    finally:
        signal.alarm(0)
        signal.signal(signal.SIGALRM, previous)


def set_field(record: object, path: str, value: object) -> None:
    """Set the field at a dotted `path` ("players.0.name") of a parsed JSON record to `value`."""
    *parents, last = path.split(".")
    for key in parents:
        record = record[int(key)] if isinstance(record, list) else record[key]
    if isinstance(record, list):
        record[int(last)] = value
    else:
        record[last] = value
