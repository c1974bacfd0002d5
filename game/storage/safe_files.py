"""Opening a file the player named without trusting it: only a regular file, and only up to a size.

A named pipe or a device given as a map, a save or the settings would block a plain `open()` or `read()`
forever, and a file of gigabytes would be read whole. `read_limited` opens without blocking, looks at
what the file is before reading a byte, and reads at most `limit` bytes. Its refusals are `FileRefused`,
an OSError whose `strerror` is the problem in words, so every caller that already words an OSError
("cannot be read (...)") words these too.
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
