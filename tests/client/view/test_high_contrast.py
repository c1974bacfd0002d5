"""The high-contrast look: its text stands at least 7:1 from its ground by WCAG's contrast ratio, the normal look
keeps the colours it always had, every colour is read through the palette as it draws, and a switch shows at once
on the next frame (the menus' and the table's)."""

from __future__ import annotations

import ast
from pathlib import Path

import pygame
import pytest
from people import click, frame, key, settings_from_pause, settings_from_title

from game.client.app import DEFAULT_CANVAS, App
from game.client.applied_settings import apply_look
from game.client.view import palette as pal
from game.client.view.buttons import button_style
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.storage.settings import SettingsStore

GAME = Path(__file__).resolve().parents[3] / "game"

NORMAL = pal.colors(pal.Look.NORMAL)  # read once, before any test switches the look

# Text and the ground it is drawn on, across the screens: cards, buttons of each style, chosen segments, notices.
TEXT_ON_GROUND = [
    ("INK", "PARCHMENT"),  # every card's text
    ("INK", "PARCHMENT_LIGHT"),  # notices, rows of the results, light buttons
    ("INK_SOFT", "PARCHMENT"),  # the cards' notes and key hints
    ("INK", "CREAM"),
    ("CREAM", "FELT"),  # secondary buttons
    ("CREAM", "FELT_DARK"),
    ("PARCHMENT", "FELT_DARK"),  # the choices not chosen of a setting
    ("PARCHMENT", "FELT_LIGHT"),  # ... under the mouse
    ("CREAM", "OCHRE_RED"),  # primary buttons
    ("INK", "GOLD"),  # the chosen choice, gold buttons
    ("INK", "GOLD_LIGHT"),
    ("INK", "STONE"),
]


def luminance(color: tuple[int, int, int]) -> float:
    """WCAG 2's relative luminance of an sRGB colour."""
    def linear(channel: int) -> float:
        c = channel / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (linear(c) for c in color)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: tuple[int, int, int], b: tuple[int, int, int]) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


@pytest.fixture
def high_contrast():
    pal.use_look(pal.Look.HIGH_CONTRAST)
    yield
    pal.use_look(pal.Look.NORMAL)


def test_the_measure_is_wcags():
    assert contrast((0, 0, 0), (255, 255, 255)) == pytest.approx(21.0)
    assert contrast((255, 255, 255), (255, 255, 255)) == pytest.approx(1.0)
    assert contrast((118, 118, 118), (255, 255, 255)) == pytest.approx(4.54, abs=0.01)  # WCAG's grey at 4.5:1


@pytest.mark.parametrize(("text", "ground"), TEXT_ON_GROUND)
def test_in_high_contrast_every_main_text_stands_at_least_seven_to_one_from_its_ground(text, ground):
    colours = pal.colors(pal.Look.HIGH_CONTRAST)
    assert contrast(colours[text], colours[ground]) >= 7.0


@pytest.mark.parametrize("style", ["primary", "secondary", "light", "gold"])
def test_in_high_contrast_every_buttons_label_stands_at_least_seven_to_one_from_its_fill(style, high_contrast):
    fill, _edge, ink = button_style(style)
    assert contrast(ink, fill) >= 7.0


@pytest.mark.parametrize(("text", "ground"), TEXT_ON_GROUND)
def test_high_contrast_never_lowers_a_pairs_contrast(text, ground):
    normal, high = pal.colors(pal.Look.NORMAL), pal.colors(pal.Look.HIGH_CONTRAST)
    assert contrast(high[text], high[ground]) >= contrast(normal[text], normal[ground])


def test_the_game_starts_in_the_normal_look_and_a_switch_there_and_back_restores_every_colour():
    assert pal.look() is pal.Look.NORMAL
    before = {name: pal.color(name) for name in NORMAL}
    pal.use_look(pal.Look.HIGH_CONTRAST)
    try:
        assert {name for name in NORMAL if pal.color(name) != before[name]} >= {"INK", "PARCHMENT", "FELT"}
    finally:
        pal.use_look(pal.Look.NORMAL)
    assert {name: pal.color(name) for name in NORMAL} == before


def test_the_palette_gives_the_colour_of_the_look_in_force(high_contrast):
    assert pal.INK == pal.colors(pal.Look.HIGH_CONTRAST)["INK"] != NORMAL["INK"]
    assert pal.color("FELT") == pal.FELT != NORMAL["FELT"]
    assert pal.readable_on((255, 255, 255)) == pal.INK  # the look's ink on a light ground
    assert pal.edge(2) > 2  # outlines are wider
    pal.use_look(pal.Look.NORMAL)
    assert pal.INK == NORMAL["INK"] and pal.edge(2) == 2
    with pytest.raises(AttributeError):
        pal.NOT_A_COLOUR  # noqa: B018  (a name that is no colour is an error, as for any module)


def test_no_module_keeps_a_colour_of_its_own_from_the_palette():
    """A colour copied out of the palette when a module loads (an import of the name, a constant, a default) would
    keep the normal look after a switch."""
    names = set(NORMAL)
    found = []
    for path in sorted(GAME.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if isinstance(node, ast.ImportFrom) and (node.module or "").endswith("view.palette"):
                found += [f"{path.name}: imports {a.name}" for a in node.names if a.name in names]
        module_level = [n for n in tree.body if not isinstance(n, ast.FunctionDef | ast.ClassDef | ast.Import |
                                                                  ast.ImportFrom)]
        defaults = [d for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)
                    for d in [*n.args.defaults, *n.args.kw_defaults] if d is not None]
        for part in [*module_level, *defaults]:
            for node in ast.walk(part):
                if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.attr in names:
                    found.append(f"{path.name}:{node.lineno}: {node.value.id}.{node.attr}")
    assert found == []


@pytest.fixture
def app(own_data_folder):
    store = SettingsStore.open(own_data_folder)
    application = App(DEFAULT_CANVAS, settings=store)
    application.open()
    yield application
    application.close()
    pal.use_look(pal.Look.NORMAL)


def test_switching_it_on_the_settings_screen_redraws_at_once_and_is_saved(app):
    screen = settings_from_title(app)
    frame(app)
    before = app.canvas.copy()
    click(app, screen.contrast.control.segment(1).center)  # "On"
    frame(app)
    assert app.settings.high_contrast is True and pal.look() is pal.Look.HIGH_CONTRAST
    assert SettingsStore.open(app.settings.path.parent).high_contrast is True
    card = screen.card.inflate(-60, -60)
    assert pygame.transform.average_color(app.canvas, card) != pygame.transform.average_color(before, card)
    # The title under the screen is drawn in the new look too: its backdrop is darker.
    key(app, pygame.K_ESCAPE)
    frame(app)
    dark = pygame.transform.average_color(app.canvas)
    apply_look(SettingsStore.in_memory())  # the normal look again, as a store with the setting off gives it
    frame(app)
    assert sum(pygame.transform.average_color(app.canvas)[:3]) > sum(dark[:3])


def test_switching_it_from_the_pause_menu_redraws_the_table(app):
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    app.settings.instant_animations = True  # the table is still: two frames differ only by the look
    app.start_match(MatchConfig(seats, seed=4))
    for _ in range(3):
        frame(app)
    play = app.top
    normal = app.canvas.copy()
    frame(app)
    assert app.canvas.get_view("1").raw == normal.get_view("1").raw  # nothing moves by itself
    screen = settings_from_pause(app)
    click(app, screen.contrast.control.segment(1).center)
    key(app, pygame.K_ESCAPE)
    frame(app)
    key(app, pygame.K_ESCAPE)  # the menu's Resume
    for _ in range(3):
        frame(app)
    assert app.top is play
    high = app.canvas.copy()
    assert high.get_view("1").raw != normal.get_view("1").raw
    # The ground between the spaces is darker: the table as a whole is.
    assert sum(pygame.transform.average_color(high)[:3]) < sum(pygame.transform.average_color(normal)[:3])
