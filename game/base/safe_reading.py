"""Reading what a file anyone can edit holds, without trusting it: the file itself, and the text it holds.

`read_limited` opens only a regular file, without blocking, and reads at most `limit` bytes: a named pipe or a
device given as a map, a save or the settings would block a plain `open()` or `read()` forever, and a file of
gigabytes would be read whole. It looks at what the file is before reading a byte; its refusals are
`FileRefused`, an OSError whose `strerror` is the problem in words, so every caller that already words an OSError
("cannot be read (...)") words these too. `printable` quotes a file's text in a message or on a terminal with
its control characters shown as escapes, and bounded.

It sits in game/base, below every other part, since the map reader, the data folder's files and the phone page
read files alike.
"""

from __future__ import annotations

import errno
import os
import stat

MB = 1024 * 1024


class FileRefused(OSError):
    """A file that is not read: not a regular file, or larger than the reader allows."""

    def __init__(self, problem: str) -> None:
        super().__init__(errno.EINVAL, problem)


def _kind(mode: int) -> str:
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISFIFO(mode):
        return "a named pipe"
    if stat.S_ISSOCK(mode):
        return "a socket"
    if stat.S_ISCHR(mode) or stat.S_ISBLK(mode):
        return "a device"
    return "not a regular file"


def _size(size: int) -> str:
    return f"{size / MB:.1f} MB" if size >= MB else f"{size} bytes"


def check_regular(path: str | os.PathLike, limit: int | None = None) -> os.stat_result:
    """The file's status, if it is a regular file of at most `limit` bytes; else FileRefused (or OSError)."""
    info = os.stat(path)
    _check(info, limit)
    return info


def _check(info: os.stat_result, limit: int | None) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = _kind(info.st_mode)
        raise FileRefused(f"it is {kind}, not a file" if kind.startswith("a ") else "it is not a regular file")
    if limit is not None and info.st_size > limit:
        raise FileRefused(f"it is {_size(info.st_size)}, more than the {_size(limit)} such a file may have")


def read_limited(path: str | os.PathLike, limit: int, head: int | None = None) -> bytes:
    """The bytes of a regular file of at most `limit` bytes (only the first `head` of them, if given);
    raises FileRefused, or OSError as open() does."""
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0) | getattr(os, "O_BINARY", 0)
    descriptor = os.open(path, flags)  # O_NONBLOCK: opening a named pipe returns at once instead of waiting
    try:
        _check(os.fstat(descriptor), limit)
        chunks, total = [], 0
        wanted = limit + 1 if head is None else min(head, limit + 1)
        while total < wanted:
            chunk = os.read(descriptor, min(wanted - total, MB))
            if not chunk:
                break
            chunks.append(chunk)
            total += len(chunk)
        if total > limit:  # the file grew after it was looked at
            raise FileRefused(f"it is more than the {_size(limit)} such a file may have")
        return b"".join(chunks)
    finally:
        os.close(descriptor)


def printable(text: object, limit: int = 200) -> str:
    """Text from a file made safe for a terminal: control characters shown as escapes, at most `limit` long.

    For messages and command output that quote what a file holds (names, values, file names).
    """
    text = str(text)
    parts, length = [], 0
    for ch in text[:limit]:
        part = ch if ch.isprintable() else ascii(ch)[1:-1]
        if length + len(part) > limit:  # an escape takes up to ten characters: the shown text stays in bounds
            break
        parts.append(part)
        length += len(part)
    shown = "".join(parts)
    return shown + ("…" if len(parts) < len(text) else "")
