"""The bot levels as a player reads them: "Easy" for the level `easy`, in the current language (marked with N_,
translated where shown), weakest first (game/match_setup/levels.py)."""

from __future__ import annotations

from game.match_setup.levels import LEVELS
from game.text.i18n import N_, _

LEVEL_LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert")}
# What playing each level is like (game/bots/__init__.py says how each decides), for the setup's tooltips.
LEVEL_TIPS = {
    "easy": N_("Easy: looks only at where a tile lands now, and slips now and then"),
    "normal": N_("Normal: plays the tile that does the least harm this round, and buys only when it pays"),
    "hard": N_("Hard: tries each choice against many possible hands of the others"),
    "expert": N_("Expert: searches deeper and further ahead; the strongest bot"),
}


def level_name(level: str) -> str:
    """A bot level's name in the current language (an unknown one, from an older file, as it is, capitalised)."""
    label = LEVEL_LABELS.get(level)
    return _(label) if label is not None else level.capitalize()


def level_order(level: str) -> tuple[int, str]:
    """Where a level stands among the levels, weakest first (an unknown one after them, by name)."""
    return (LEVELS.index(level), "") if level in LEVELS else (len(LEVELS), level)
