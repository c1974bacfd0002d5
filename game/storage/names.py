"""Player names read from files (saves, settings, logs): cleaned and bounded before anything draws or prints them.

A name comes from a file anyone can edit. The text renderer cannot draw a NUL, a terminal obeys escape
sequences, and a name of a million characters stalls every screen that lays it out; so a name keeps only
printable characters, its runs of spaces become one, and it is cut to `MAX_NAME_LENGTH`.
"""

from __future__ import annotations

MAX_NAME_LENGTH = 24  # the setup screen lets a person type 16; a repeated name gets " 2" added


def clean_name(text: object, fallback: str = "") -> str:
    """`text` as a name that can be drawn and printed: printable characters only, at most MAX_NAME_LENGTH.

    Returns `fallback` when nothing printable is left (or `text` is not text at all).
    """
    if not isinstance(text, str):
        return fallback
    # Only a bounded prefix is looked at, so a huge name costs no more than a short one.
    kept = "".join(ch if ch.isprintable() else " " for ch in text[: MAX_NAME_LENGTH * 8])
    name = " ".join(kept.split())[:MAX_NAME_LENGTH].rstrip()
    return name or fallback
