"""The game in English, German and Dutch: choosing the language (the settings, else the system's preference), a
change of language showing at once without a restart, and the catalogues' plural forms in use."""

from __future__ import annotations

import dataclasses
import json
import sys

import pygame
import pytest

from game.text import i18n
from game.text.i18n import _, apply_language_setting, language, match_language, ngettext, set_language


def test_a_chosen_language_is_used_whatever_the_system_prefers():
    assert apply_language_setting("nl", preferred=["de_DE"]) == "nl"
    assert _("New game") == "Nieuw spel"
    assert apply_language_setting("en", preferred=["de_DE"]) == "en"
    assert _("New game") == "New game"


@pytest.mark.parametrize(("preferred", "expected"), [
    (["de_CH.UTF-8"], "de"),
    (["fr_FR", "nl-BE", "de"], "nl"),  # the first the game speaks
    (["fr", "es"], "en"),  # none: English
    ([], "en"),
    (["en_US", "de"], "en"),
    (["NL"], "nl"),
    (["de_DE@euro"], "de"),
])
def test_at_first_start_the_language_follows_the_systems_preference(preferred, expected):
    assert apply_language_setting("", preferred=preferred) == expected
    assert language() == expected


def test_the_systems_preference_comes_from_sdl_or_the_environment(monkeypatch):
    monkeypatch.undo()  # the suite's fixture pins the preference to English; this test reads the real one
    monkeypatch.setenv("LANGUAGE", "nl_NL:de")
    monkeypatch.setenv("LANG", "C.UTF-8")
    # SDL reads the same variables on Linux; without pygame loaded the game reads them itself.
    assert match_language(i18n.system_locales()) == "nl"
    monkeypatch.setitem(sys.modules, "pygame", None)
    assert i18n.system_locales()[:2] == ["nl_NL", "de"]
    monkeypatch.setenv("LANGUAGE", "")
    monkeypatch.setenv("LANG", "C")
    assert match_language(i18n.system_locales()) == "en"  # the C locale says nothing about a language


def test_german_and_dutch_plural_forms():
    set_language("de")
    assert ngettext("{n} point", "{n} points", 1).format(n=1) == "1 Punkt"
    assert ngettext("{n} point", "{n} points", 5).format(n=5) == "5 Punkte"
    assert ngettext("{n} point", "{n} points", 0).format(n=0) == "0 Punkte"
    set_language("nl")
    assert ngettext("{n} point", "{n} points", 1).format(n=1) == "1 punt"
    assert ngettext("{n} point", "{n} points", 2).format(n=2) == "2 punten"
    assert ngettext("Reading {n} saved game…", "Reading {n} saved games…", 1).format(n=1) == (
        "1 opgeslagen spel wordt gelezen…")
    assert ngettext("Reading {n} saved game…", "Reading {n} saved games…", 3).format(n=3) == (
        "3 opgeslagen spellen worden gelezen…")


def test_the_log_tells_events_in_the_language_and_addresses_the_person_at_the_screen():
    from game.rules.events import Bought, Kept, Placed

    names = ("You", "Anja")
    set_language("de")
    assert describe_all(names, Placed(1, 63, 1, 6, 2), Kept(0, (56,), (53,)), Bought(0, 2, 0, (4, 5))) == [
        "Anja legt 63 in Reihe 1, Feld 6.", "Du behältst 56; 1 kommt in die Schachtel.", "Du kaufst 2 Plättchen."]
    set_language("nl")
    assert describe_all(names, Placed(1, 63, 1, 6, 2), Kept(0, (56,), (53, 59))) == [
        "Anja legt 63 in rij 1, veld 6.", "Jij houdt 56; 2 gaan naar de doos."]


def describe_all(names, *events) -> list[str]:
    from game.text.narrate import describe

    return [describe(event, names) for event in events]


def title_button_image(app, scene) -> pygame.Surface:
    if scene.timeline.busy or scene.intro.buttons_rise:
        scene.enter()
    scene.timeline.finish_all()
    scene.update(0.0)
    app.canvas.fill((0, 0, 0))
    scene.draw(app.canvas)
    return app.canvas.subsurface(scene.new_game.rect.inflate(0, 8)).copy()


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    return a.get_size() == b.get_size() and pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


def test_a_change_of_language_redraws_a_painted_button_at_once(app):
    from game.client.scenes.title import TitleScene

    title = TitleScene(app)
    english = title_button_image(app, title)
    apply_language_setting("de")
    german = title_button_image(app, title)  # the same scene, its button painted before the change
    assert not same_pixels(english, german)
    # What the running screen shows is what a restart in German would show.
    assert same_pixels(german, title_button_image(app, TitleScene(app)))
    apply_language_setting("en")
    assert same_pixels(title_button_image(app, title), english)


def test_the_app_applies_the_language_of_its_settings_when_it_opens():
    from game.client.app import App
    from game.storage.settings import Settings, SettingsStore

    application = App((1280, 720), settings=SettingsStore.in_memory(dataclasses.replace(Settings(), language="nl")))
    application.open(load_map=False)
    try:
        assert language() == "nl"
    finally:
        application.close()


def test_the_play_screens_log_and_status_switch_language_with_the_game():
    from people import open_app

    from game.client.scenes.play import PlayScene
    from game.match_setup.seats import default_match

    application = open_app((1920, 1080))
    try:
        scene = PlayScene(application, default_match())
        application.push(scene)
        for _frame in range(5):
            application.step(1 / 60, [])
        scene.show_all()
        application.step(1 / 60, [])
        assert scene.log[0].startswith("Round 1 begins"), scene.log
        apply_language_setting("de")
        application.step(1 / 60, [])
        assert scene.log[0].startswith("Runde 1 beginnt"), scene.log  # the same lines, told again in German
        assert scene.status()[0].startswith("Du bist dran")
        assert scene.board.kinds  # the board keeps drawing: its panels are repainted for the new language
        application.draw()
    finally:
        application.close()


def test_a_missing_catalogue_leaves_english_with_one_sentence(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    set_language("de")
    assert _("New game") == "New game"
    error = capsys.readouterr().err.strip()
    assert error.startswith("warning: the German texts in ") and error.endswith("(the file is missing); showing "
                                                                                 "English instead")
    assert "\n" not in error and "Traceback" not in error


def test_a_damaged_catalogue_is_refused_in_one_sentence(tmp_path, monkeypatch, capsys):
    (tmp_path / "nl" / "LC_MESSAGES").mkdir(parents=True)
    (tmp_path / "nl" / "LC_MESSAGES" / "ibexes.mo").write_bytes(b"\x00" * 40)
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    set_language("nl")
    assert _("New game") == "New game"
    assert capsys.readouterr().err.startswith("warning: the Dutch texts in ") and "it is not a valid catalogue"


def test_an_unknown_language_code_is_refused():
    with pytest.raises(ValueError, match="does not speak 'fr'"):
        set_language("fr")
    assert language() == "en"


def test_the_command_line_speaks_the_settings_language(own_data_folder, capsys):
    from game.commands import main
    from game.storage.settings import Settings

    own_data_folder.mkdir(parents=True, exist_ok=True)
    settings = dataclasses.replace(Settings(), language="de")
    (own_data_folder / "settings.json").write_text(json.dumps(settings.to_dict()), encoding="utf-8")
    with pytest.raises(SystemExit):
        main(["simulate", "--help"])
    assert "spielt ganze Partien mit Computerspielern" in capsys.readouterr().out
    assert main(["simulate", "--players", "2", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("Partie mit Startwert 3: ")


def test_the_window_title_follows_a_change_of_language(app):
    assert pygame.display.get_caption()[0] == "Dance of Ibexes"
    apply_language_setting("de")
    app.step(1 / 60, [])
    assert pygame.display.get_caption()[0] == "Tanz der Hornochsen"


def test_an_empty_text_stays_empty_in_every_language():
    for code in ("en", "de", "nl"):
        set_language(code)
        assert _("") == ""  # an empty label (a button before its first text) must not show gettext's header


def test_a_bad_settings_file_is_said_in_the_players_language(tmp_path):
    from game.storage.settings import Settings, SettingsStore

    settings = dataclasses.replace(Settings()).to_dict()
    settings["hints"] = "yes"
    (tmp_path / "settings.json").write_text(json.dumps(settings), encoding="utf-8")
    set_language("nl")
    store = SettingsStore.open(tmp_path)
    assert store.problem.endswith(': hints moet true of false zijn, niet "yes"; de standaardinstellingen gelden en '
                                  'het bestand blijft zoals het is.')


@pytest.mark.parametrize("code", ["en", "de", "nl"])
def test_the_texts_name_the_buttons_as_the_buttons_read(code):
    """Where a text tells the player to press a button, it uses the button's own word in every language."""
    set_language(code)
    try:
        skip_line = ("Space or a click: finish the animation that is playing; Skip shows everything up to the next "
                     "decision at once.")
        assert _("Skip") in _(skip_line)
        assert _("Play both") in _("pick two tiles and press Play both")
        assert _("Play") in _("pick a tile and press Play")
        # The rules' page on this screen names the button that makes a purchase as it reads for two tiles.
        screen_line = ("Your turn: click tiles in your hand, then Play (or Enter). To buy first, choose how many with "
                       "the buttons 0 to 3 (or the keys), then press the button that names the purchase (Buy 2 tiles) "
                       "or Enter. While hints are on, the board shows where a tile would go; H turns them on or off.")
        assert ngettext("Buy {n} tile", "Buy {n} tiles", 2).format(n=2) in _(screen_line)
        assert _("Play") in _(screen_line)
    finally:
        set_language("en")


@pytest.mark.parametrize(("code", "mark"), [("en", "."), ("de", ","), ("nl", ",")])
def test_numbers_with_decimals_are_written_with_the_languages_mark(code, mark):
    from game.storage.statistics import Tally
    from game.text.i18n import decimal
    from game.text.statistics_lines import cells

    set_language(code)
    assert decimal(2.6, 1, sign=True) == f"+2{mark}6"  # the coach's mark of a choice
    assert decimal(0.0, 1, sign=True) == f"+0{mark}0"
    assert decimal(1.5) == f"1{mark}5" and decimal(0.25) == f"0{mark}25" and decimal(2.0) == "2"  # the speed
    assert decimal(1.25, 2) == f"1{mark}25" and decimal(3.0, 2) == f"3{mark}00"
    # The statistics' average place: 2 games, places 1 and 2.
    tally = Tally(games=2, wins=1, place_sum=3)
    assert cells(tally)[2] == f"1{mark}50"
