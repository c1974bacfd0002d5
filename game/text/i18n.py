"""The game's words in the player's language (English, German or Dutch).

Every text a player reads goes through `_` (or `ngettext` for a count), looked up when it is shown, so that
a change of language applies at once. `N_` marks a text kept in a constant, to be passed through `_` where
it is shown. `set_language` chooses the catalogue; "en" is the language the texts are written in.

The catalogues are gettext's: `game/text/locale/<code>/LC_MESSAGES/ibexes.po`, written by translators, compiled to
the `.mo` beside it that this module reads (the standard library's gettext, nothing else: this module is pure
Python, for the rules' narration too). `python -m tools.catalogues` extracts, updates and compiles them.

Anything that keeps a translated text (a button painted once, a panel drawn on a cached layer) compares
`generation()` with the one it painted at: it changes whenever the language does.
"""

from __future__ import annotations

import gettext
import os
import sys
from collections.abc import Iterable, Sequence
from pathlib import Path

from game.base import files

LANGUAGES = ("en", "de", "nl")  # the languages the game speaks, in the order the settings screen offers them
SOURCE_LANGUAGE = LANGUAGES[0]
DOMAIN = "ibexes"
LOCALE_DIR = files.LOCALE
# Each language's own name, as the settings screen offers it (a name is shown in its own language on purpose:
# a player who cannot read the current language still finds theirs).
LANGUAGE_NAMES = {"en": "English", "de": "Deutsch", "nl": "Nederlands"}
_ENGLISH_NAMES = {"en": "English", "de": "German", "nl": "Dutch"}  # for a warning, which is in English
# The mark between a number's whole part and its decimals, as each language writes it (1.5 in English, 1,5 in
# German and Dutch).
DECIMAL_MARKS = {"en": ".", "de": ",", "nl": ","}

_catalogue: gettext.NullTranslations = gettext.NullTranslations()
_language = SOURCE_LANGUAGE
_generation = 0
# Each catalogue file read once, by its path: a switch back costs nothing.
_loaded: dict[Path, gettext.NullTranslations] = {}


def _(message: str) -> str:
    """`message` in the current language ("" stays "": gettext would give the catalogue's header for it)."""
    return _catalogue.gettext(message) if message else message


def ngettext(singular: str, plural: str, count: int) -> str:
    """The form of a text for `count` things, in the current language (which may have other plural rules)."""
    return _catalogue.ngettext(singular, plural, count)


def N_(message: str) -> str:
    """Marks a text for translation where it is defined; it is translated where it is shown, with `_`."""
    return message


def decimal(value: float, places: int | None = None, sign: bool = False) -> str:
    """`value` written as the current language writes numbers: with `places` decimals (None: as few as it needs,
    "1.5", "0.25", "2"), its decimal mark the language's ("1,5" in German and Dutch); `sign` puts "+" before a
    positive number ("+1.4")."""
    text = f"{value:{'+' if sign else ''}{'g' if places is None else f'.{places}f'}}"
    return text.replace(".", DECIMAL_MARKS[_language])


def language() -> str:
    """The code of the language texts are shown in now."""
    return _language


def generation() -> int:
    """A number that changes whenever the language does: what a cache of translated texts is keyed by."""
    return _generation


def catalogue_path(code: str) -> Path:
    """Where the compiled catalogue of `code` is read from."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.mo"


def _load(code: str) -> gettext.NullTranslations:
    if code == SOURCE_LANGUAGE:
        return gettext.NullTranslations()
    path = catalogue_path(code)
    catalogue = _loaded.get(path)
    if catalogue is None:
        try:
            with path.open("rb") as file:
                catalogue = gettext.GNUTranslations(file)
        except (OSError, ValueError, UnicodeDecodeError) as exc:
            # A missing or damaged catalogue leaves the game in English, said once, never a crash. (gettext
            # says a damaged file is an OSError without an errno, in words of its own.)
            if isinstance(exc, FileNotFoundError):
                reason = "the file is missing"
            elif isinstance(exc, OSError) and exc.errno and exc.strerror:
                reason = exc.strerror[:1].lower() + exc.strerror[1:]
            else:
                reason = "it is not a valid catalogue"
            print(f"warning: the {_ENGLISH_NAMES[code]} texts in {path} could not be read ({reason}); "
                  "showing English instead", file=sys.stderr)
            catalogue = gettext.NullTranslations()
        _loaded[path] = catalogue
    return catalogue


def set_language(code: str) -> None:
    """Show texts in `code` (one of LANGUAGES) from now on."""
    global _catalogue, _language, _generation
    if code not in LANGUAGES:
        raise ValueError(f"the game does not speak {code!r}; it speaks {', '.join(LANGUAGES)}")
    catalogue = _load(code)
    if code != _language or catalogue is not _catalogue:
        _generation += 1
    _language = code
    _catalogue = catalogue


def match_language(locales: Iterable[str]) -> str:
    """The first of `locales` (preferred first, e.g. "de_CH.UTF-8", "nl-BE", "fr") the game speaks, else English."""
    for name in locales:
        code = name.replace("-", "_").split("_")[0].split(".")[0].split("@")[0].strip().lower()
        if code in LANGUAGES:
            return code
    return SOURCE_LANGUAGE


def system_locales() -> list[str]:
    """The languages the system prefers, best first: SDL's answer where pygame is up (it asks Windows and macOS
    too), else the POSIX environment (LANGUAGE is a colon-separated list; LC_ALL, LC_MESSAGES, LANG one each)."""
    locales: list[str] = []
    pygame = sys.modules.get("pygame")  # never imported here: the rules' narration uses this module without it
    if pygame is not None and hasattr(pygame, "system"):
        try:
            for entry in pygame.system.get_pref_locales():
                country = entry.get("country")
                locales.append(f"{entry['language']}_{country}" if country else entry["language"])
        except (AttributeError, KeyError, TypeError, pygame.error):
            locales = []
    if locales:
        return locales
    for variable in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(variable, "")
        if value and value not in ("C", "POSIX") and not value.startswith("C."):
            locales.extend(part for part in value.split(":") if part)
    return locales


def apply_language_setting(setting: str, preferred: Sequence[str] | None = None) -> str:
    """Show texts in the language the settings name ("" follows the system's preference, or `preferred`, a list
    of locales best first, where given); returns its code. Texts drawn after this are in that language."""
    if setting in LANGUAGES:
        code = setting
    else:
        code = match_language(system_locales() if preferred is None else preferred)
    set_language(code)
    return code
