"""Measuring the text a screen draws (game/client/view/text.py `Fonts.written`): what is wrong with it in a window
that shows the canvas at a given scale. Shared by the text-size tests of every screen.

The expectations are worked out apart from the code: the canvas is 1920x1080, so a window of 1024x600 shows it at
1024/1920 = 0.533, 1280x720 at 720/1080 = 0.667 and 1920x1080 at 1; the steps ask for texts of at least 12, 14 and
16 window pixels (Normal, Large, Largest).
"""

from __future__ import annotations

import re

import pytest
from people import frame, open_app, open_app_for_phones

from game.client.applied_settings import apply_text_size
from game.client.view.text import TextStep, Written
from game.text import i18n

LANGUAGES = ("en", "de", "nl")
WINDOWS = {(1024, 600): 1024 / 1920, (1280, 720): 720 / 1080, (1920, 1080): 1.0}
STEPS = {TextStep.NORMAL: 12, TextStep.LARGE: 14, TextStep.LARGEST: 16}  # the least height in window pixels
# Texts whose ellipsis is their own, not a cut: a word, a sentence with blanks ("{name}") matched whole, a singular
# and its plural.
ELLIPSIS_MEANT: tuple[str | tuple[str, str], ...] = (
    "Thinking…", ("Reading {n} saved game…", "Reading {n} saved games…"), "waiting…",
    # A seat's status while the table waits for it (game/client/view/board/seats.py BUSY).
    "thinking…", "deciding…", "bot plays…",
    # The status line while the table shows what happens (game/text).
    "{name} is thinking…", "Dealing the tiles…", "You buy tiles…", "{name} buys tiles…", "You pay for tiles…",
    "{name} pays for tiles…", "You move along the track…", "{name} moves along the track…",
    ("You play a tile…", "You play {n} tiles…"), ("{name} plays a tile…", "{name} plays {n} tiles…"),
    "Revealing the played tiles…", "You place {tile} in row {row}…", "{name} places {tile} in row {row}…",
    "You complete row {row}…", "{name} completes row {row}…", "You keep tiles from the row…",
    "{name} keeps tiles from the row…", "Free tiles for players without any…",
    # The join screen: an address's example, which goes on; what happens while the game joins a table.
    "http://192.168.1.20:8642/#abcd-efgh-…", "Joining the table at {address}…",
    "The connection to the table is lost: joining again…")


def _pattern(words: str) -> re.Pattern:
    """A translated text with its blanks ("{name}") standing for any words."""
    return re.compile("".join(".+" if part.startswith("{") else re.escape(part)
                              for part in re.split(r"(\{\w*\})", words) if part))


def _meant(text: str) -> bool:
    for words in ELLIPSIS_MEANT:
        shown = [i18n._(words)] if isinstance(words, str) else [i18n.ngettext(*words, n) for n in (1, 2)]
        if any(_pattern(each).fullmatch(text) for each in shown):
            return True
    return False


def problems(written: list[Written], scale: float, least_pixels: float) -> list[str]:
    """What is wrong with the texts written: too small in the window, cut short (an ellipsis where the words go on),
    overlapping another of its panel's (a shadow under its own text aside), or leaving its panel."""
    found = []
    for entry in written:
        if entry.text.endswith("…") and not _meant(entry.text):
            found.append(f"{entry.part}: {entry.text!r} is cut")
        if entry.size * scale < least_pixels - 1e-6:
            found.append(f"{entry.part}: {entry.text!r} is {entry.size * scale:.1f} px high")
        if not entry.room.contains(entry.rect):
            found.append(f"{entry.part}: {entry.text!r} at {entry.rect} leaves its panel {entry.room}")
    for k, entry in enumerate(written):
        for other in written[k + 1:]:
            if (other.part == entry.part and other.rect.colliderect(entry.rect)
                    and not (other.text == entry.text and other.text)):
                found.append(f"{entry.part}: {entry.text!r} at {entry.rect} overlaps {other.text!r} at {other.rect}")
    return found


def check(app, written: list[Written], size: tuple[int, int], step: TextStep) -> None:
    """Every text written in a window of `size` at `step` is as high as the step asks, whole, apart from the others
    of its panel and inside it."""
    scale = WINDOWS[size]
    assert app.letterbox.scale == pytest.approx(scale, abs=0.002)
    assert written, "nothing was noted"
    found = problems(written, scale, STEPS[step])
    assert not found, "\n".join(found)


def open_at(size: tuple[int, int], language: str, step: TextStep, phones: bool = False):
    """A window of `size` in `language` at text size `step` (as the settings file would hold it), noting every text
    drawn from its first frame on; `phones`: its phone server listening on 127.0.0.1 (see tests/people.py)."""
    app = (open_app_for_phones if phones else open_app)(size)
    i18n.set_language(language)
    app.settings.text_size = step.value
    apply_text_size(app.settings)
    app.fonts.written = []
    return app


def written_after(app, frames: int = 8) -> list[Written]:
    """The texts on the canvas after `frames` more frames."""
    for _ in range(frames):
        frame(app)
    return list(app.fonts.written or [])


def texts(written: list[Written]) -> set[str]:
    return {entry.text for entry in written}


def in_every_window(test):
    """The slow grid of a text-size test: `test(step, size, language, ...)` at every step, in every window, in every
    language."""
    test = pytest.mark.parametrize("step", list(STEPS))(test)
    test = pytest.mark.parametrize("size", list(WINDOWS))(test)
    test = pytest.mark.parametrize("language", LANGUAGES)(test)
    return pytest.mark.slow(test)
