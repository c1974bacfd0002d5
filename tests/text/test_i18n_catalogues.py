"""The German and Dutch catalogues: complete, faithful to each text's placeholders, with their plural rules, and
the compiled files the game reads are the compile of the .po beside them."""

from __future__ import annotations

import string

import pytest

pytest.importorskip("babel")  # the translators' tool (requirements.txt); the game itself reads .mo without it

from game.text.i18n import LANGUAGES, SOURCE_LANGUAGE, catalogue_path  # noqa: E402
from tools.catalogues import compiled, extract, po_path, read_po  # noqa: E402

TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


@pytest.fixture(scope="module")
def template():
    """The texts marked in the source now (not the .pot on disk, which could be stale)."""
    return extract()


@pytest.fixture(scope="module", params=TRANSLATED)
def catalogue(request):
    return request.param, read_po(po_path(request.param), request.param)


def placeholders(text: str) -> set[str]:
    return {field for _literal, field, _spec, _conversion in string.Formatter().parse(text) if field is not None}


def forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, tuple) else [message.string]


@pytest.mark.slow
def test_every_marked_text_has_a_translation_neither_empty_nor_fuzzy(template, catalogue):
    code, translations = catalogue
    missing = []
    for message in template:
        if not message.id:
            continue
        translated = translations.get(message.id)
        if translated is None or translated.fuzzy or not all(forms(translated)):
            missing.append(message.id)
    assert missing == [], f"{code}: run python -m tools.catalogues update, then translate these"
    assert not translations.fuzzy, f"{code}: the catalogue's header is still marked fuzzy"


def test_translations_keep_the_placeholders_of_their_text(catalogue):
    code, translations = catalogue
    wrong = []
    for message in translations:
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        expected = set().union(*(placeholders(text) for text in ids))
        for form in forms(message):
            # A singular may leave out {n} ("ein Plättchen"), but nothing a translation names may be unknown.
            named = placeholders(form)
            if named - expected or (not isinstance(message.id, tuple) and named != expected):
                wrong.append((message.id, form))
    assert wrong == [], code


def test_each_language_has_its_plural_rule(catalogue):
    code, translations = catalogue
    # German and Dutch: one form for exactly one, another for every other count (0 included).
    assert translations.plural_forms == "nplurals=2; plural=(n != 1);", code


def test_the_compiled_catalogues_are_the_po_files_compiled():
    for code in TRANSLATED:
        assert catalogue_path(code).read_bytes() == compiled(code), (
            f"{catalogue_path(code)} is out of date: run python -m tools.catalogues compile")


@pytest.mark.slow
def test_the_catalogue_check_command_reports_a_missing_translation(tmp_path, monkeypatch, capsys):
    """`check` (what a translator runs before committing) fails on a text without a translation."""
    from tools import catalogues as i18n_catalogues

    po = tmp_path / "de" / "LC_MESSAGES" / "ibexes.po"
    po.parent.mkdir(parents=True)
    text = po_path("de").read_text(encoding="utf-8")
    po.write_text(text.replace('msgstr "Spiel beenden?"', 'msgstr ""'), encoding="utf-8")
    monkeypatch.setattr(i18n_catalogues, "po_path", lambda code: po if code == "de" else po_path(code))
    assert i18n_catalogues.main(["check"]) == 1
    assert ", 0 fuzzy, 1 untranslated messages" in capsys.readouterr().out.split("nl:")[0]
