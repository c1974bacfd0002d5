"""The end of a game in words: a place as a player reads it ("1st") and why the game ended; the results screen
and the phones' results say the same."""

from __future__ import annotations

from game.rules.events import EndReason
from game.text.i18n import N_, _

END_REASONS: dict[str, str] = {  # by EndReason, a str enum: a reason given as its text finds its words too
    EndReason.DUNG_HEAP: N_("A pawn reached the dung heap."),
    EndReason.NO_TILES: N_("The supply ran out and a player had no tiles left."),
}


def ordinal(n: int) -> str:
    # Translators: a place in the results ("1st"); each English suffix has its own text (German: "{n}.").
    suffix = N_("{n}th") if 10 <= n % 100 <= 20 else {1: N_("{n}st"), 2: N_("{n}nd"), 3: N_("{n}rd")}.get(
        n % 10, N_("{n}th"))
    return _(suffix).format(n=n)


def end_reason(reason: EndReason | str) -> str:
    """Why the game ended, in a sentence of the current language."""
    return _(END_REASONS[reason]) if reason in END_REASONS else str(reason)
