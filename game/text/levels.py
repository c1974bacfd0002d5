"""The bot levels as a player reads them: "Easy" for the level `easy`, in the current language (marked with N_,
translated where shown), in the bots' own order, weakest first (game/bots LEVELS)."""

from __future__ import annotations

from game.bots import LEVELS
from game.text.i18n import N_, _

LEVEL_LABELS = {"easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard"), "expert": N_("Expert")}


def level_name(level: str) -> str:
    """A bot level's name in the current language (an unknown one, from an older file, as it is, capitalised)."""
    label = LEVEL_LABELS.get(level)
    return _(label) if label is not None else level.capitalize()


def level_order(level: str) -> tuple[int, str]:
    """Where a level stands among the levels, weakest first (an unknown one after them, by name)."""
    return (LEVELS.index(level), "") if level in LEVELS else (len(LEVELS), level)
