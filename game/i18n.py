"""The game's words in the player's language (English, German or Dutch).

Every text a player reads goes through `_` (or `ngettext` for a count), looked up when it is shown, so that
a change of language applies at once. `N_` marks a text kept in a constant, to be passed through `_` where
it is shown. `set_language` chooses the catalogue; "en" is the language the texts are written in.
"""

from __future__ import annotations

import gettext

LANGUAGES = ("en", "de", "nl")  # the languages the game speaks, in the order the settings screen offers them
SOURCE_LANGUAGE = LANGUAGES[0]

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE


def _(message: str) -> str:
    """`message` in the current language."""
    return _catalogue.gettext(message)


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a text for `count` things, in the current language (which may have other plural rules)."""
    return _catalogue.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks a text for translation where it is defined; it is translated where it is shown, with `_`."""
    return message


def language() -> str:
    """The code of the language texts are shown in now."""
    return _language


def set_language(code: str) -> None:
    """Show texts in `code` (one of LANGUAGES) from now on."""
    global _catalogue, _language
    if code not in LANGUAGES:
        raise ValueError(f"the game does not speak {code!r}; it speaks {', '.join(LANGUAGES)}")
    _language = code
    _catalogue = gettext.NullTranslations()


def apply_language_setting(setting: str) -> str:
    """Show texts in the language the settings name ("" follows the system's preference); returns its code."""
    code = setting if setting in LANGUAGES else SOURCE_LANGUAGE
    set_language(code)
    return code
