"""Player names from files: only printable characters, bounded."""

from __future__ import annotations

import pytest

from game.storage.names import MAX_NAME_LENGTH, clean_name


@pytest.mark.parametrize(("raw", "clean"), [
    ("Anja", "Anja"),
    ("  An   ja  ", "An ja"),
    ("A\x00n\x1bja", "A n ja"),
    ("\u200bzero\u2028width", "zero width"),
    ("\udc80x", "x"),
    ("é" * 100, "é" * MAX_NAME_LENGTH),
    ("", "fallback"),
    ("\x00\x7f\x9b", "fallback"),
    (None, "fallback"),
    (42, "fallback"),
])
def test_clean_name(raw, clean):
    assert clean_name(raw, "fallback") == clean


def test_a_huge_name_costs_no_more_than_a_short_one():
    # Only a bounded prefix is looked at: a name of ten million characters is cut, not scanned.
    assert clean_name("\x00" * 10_000_000 + "late") == ""
