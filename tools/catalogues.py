"""The translators' tool: `python -m tools.catalogues extract|update|compile|check` (Babel, a developer's tool;
the game itself reads the compiled catalogues with the standard library, game/text/i18n.py).

* extract: every text marked with `_`, `ngettext` or `N_` under game/ into game/text/locale/ibexes.pot;
* update: the German and Dutch `.po` take the template's new texts (empty, to translate) and drop the gone ones;
* compile: each `.po` into the `.mo` beside it, the file the game reads (committed, so a clone plays at once;
  tests/text/test_i18n_catalogues.py checks each equals a fresh compile of its `.po`);
* check: what compile would change, and any text still untranslated or fuzzy; exits 1 if any.
"""

from __future__ import annotations

import argparse
import io
import sys
from pathlib import Path

from game.text.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE, catalogue_path

ROOT = Path(__file__).resolve().parent.parent
SOURCES = ("game", "main.py")
KEYWORDS = {"_": None, "ngettext": (1, 2), "N_": None}
TEMPLATE = LOCALE_DIR / f"{DOMAIN}.pot"
TRANSLATED = tuple(code for code in LANGUAGES if code != SOURCE_LANGUAGE)
PROJECT = "Dance of Ibexes"
VERSION = "1"
TEAM = "the Dance of Ibexes developers"
HEADER = ("# {language} texts of Dance of Ibexes ({year}).\n"
          "# Written with tools/catalogues.py; see README.md, Translations.")
NAMES = {"de": "German", "nl": "Dutch"}


def po_path(code: str) -> Path:
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def _python_files() -> list[Path]:
    files: list[Path] = []
    for name in SOURCES:
        path = ROOT / name
        files.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return files


def extract():
    """The template: every marked text in the game's source, with the places it is used."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    catalog = Catalog(project=PROJECT, version=VERSION, charset="utf-8", fuzzy=False, copyright_holder=TEAM,
                      msgid_bugs_address=TEAM, header_comment=HEADER.format(language="English", year="2026"))
    for path in _python_files():
        relative = path.relative_to(ROOT).as_posix()
        for lineno, message, comments, context in extract_from_file(
            "python", str(path), keywords=KEYWORDS, comment_tags=("Translators:",), strip_comment_tags=True
        ):
            catalog.add(message, None, [(relative, lineno)], auto_comments=comments, context=context)
    return catalog


def read_po(path: Path, code: str):
    """The catalogue of `code` in the .po file `path`, as Babel reads it."""
    from babel.messages import pofile

    with path.open("rb") as file:
        return pofile.read_po(file, locale=code, domain=DOMAIN)


def _write_po(path: Path, catalog, **options) -> None:
    from babel.messages.pofile import write_po

    buffer = io.BytesIO()
    write_po(buffer, catalog, width=116, sort_output=False, omit_header=False, **options)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(buffer.getvalue())


def write_template() -> None:
    old = TEMPLATE.read_bytes() if TEMPLATE.exists() else b""
    _write_po(TEMPLATE, extract(), include_previous=False)
    if _undated(TEMPLATE.read_bytes()) == _undated(old):
        TEMPLATE.write_bytes(old)  # the same texts: the template keeps its date, so nothing shows as changed
        print(f"{TEMPLATE.relative_to(ROOT)} is up to date")
    else:
        print(f"wrote {TEMPLATE.relative_to(ROOT)}")


def _undated(text: bytes) -> bytes:
    return b"\n".join(line for line in text.split(b"\n") if not line.startswith(b'"POT-Creation-Date:'))


def update() -> None:
    """Each language's `.po` follows the template (a new `.po` starts empty with its language's plural rules)."""
    from babel.messages.catalog import Catalog

    template = extract()
    for code in TRANSLATED:
        path = po_path(code)
        catalog = read_po(path, code) if path.exists() else Catalog(locale=code, domain=DOMAIN, project=PROJECT)
        catalog.update(template, update_header_comment=False, no_fuzzy_matching=True, update_creation_date=False)
        # The header says what the catalogue is, not the placeholders a new one starts with.
        catalog.fuzzy = False
        catalog.version, catalog.copyright_holder, catalog.msgid_bugs_address = VERSION, TEAM, TEAM
        catalog.last_translator = catalog.language_team = f"{TEAM} ({NAMES.get(code, code)})"
        catalog.revision_date = catalog.creation_date
        catalog.header_comment = HEADER.format(language=NAMES.get(code, code), year="2026")
        catalog.obsolete.clear()  # a text no longer in the game has no place in its catalogue
        _write_po(path, catalog, ignore_obsolete=True)
        print(f"updated {path.relative_to(ROOT)}: {_statistics(catalog)}")


def compiled(code: str) -> bytes:
    """The `.mo` that the `.po` of `code` compiles to."""
    from babel.messages.mofile import write_mo

    buffer = io.BytesIO()
    write_mo(buffer, read_po(po_path(code), code), use_fuzzy=False)
    return buffer.getvalue()


def counts(catalog) -> tuple[int, int, int]:
    """How many of a catalogue's texts are translated, fuzzy (to be checked) and untranslated."""
    messages = [message for message in catalog if message.id]
    fuzzy = sum(1 for message in messages if message.fuzzy)
    translated = sum(1 for message in messages if not message.fuzzy and all(
        message.string if isinstance(message.string, tuple) else [message.string]))
    return translated, fuzzy, len(messages) - translated - fuzzy


def _statistics(catalog) -> str:
    translated, fuzzy, untranslated = counts(catalog)
    return f"{translated} translated, {fuzzy} fuzzy, {untranslated} untranslated messages"


def compile_all() -> None:
    for code in TRANSLATED:
        target = catalogue_path(code)
        target.write_bytes(compiled(code))
        print(f"compiled {target.relative_to(ROOT)}: {_statistics(read_po(po_path(code), code))}")


def check() -> int:
    problems = 0
    for code in TRANSLATED:
        catalog = read_po(po_path(code), code)
        print(f"{code}: {_statistics(catalog)}")
        target = catalogue_path(code)
        if not target.exists() or target.read_bytes() != compiled(code):
            print(f"  {target.relative_to(ROOT)} is not the compiled .po: run compile")
            problems += 1
        if counts(catalog)[1:] != (0, 0):
            problems += 1
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.catalogues", description=__doc__.split("\n\n")[0])
    parser.add_argument("action", choices=("extract", "update", "compile", "check"))
    args = parser.parse_args(argv)
    if args.action == "extract":
        write_template()
    elif args.action == "update":
        write_template()
        update()
    elif args.action == "compile":
        compile_all()
    else:
        return check()
    return 0


if __name__ == "__main__":
    sys.exit(main())
