"""The text service: bundled fonts, the fallback to pygame's own font, wrapping."""

from __future__ import annotations

import pygame

from game.client.view.text import FONT_DIR, Face, Fonts


def test_the_bundled_fonts_are_there_with_their_licence():
    for face in Face:
        assert (FONT_DIR / face.value).is_file(), face
    assert "Bitstream Vera" in (FONT_DIR / "LICENSE-DejaVu.txt").read_text(encoding="utf-8")


def test_missing_font_files_fall_back_to_pygames_font(tmp_path):
    pygame.font.init()
    fonts = Fonts(font_dir=tmp_path)
    surface = fonts.render("Ibex", 30, (0, 0, 0), Face.TITLE)
    assert surface.get_width() > 20 and surface.get_height() > 10


def test_wrapping_keeps_lines_within_the_width_and_every_word():
    pygame.font.init()
    fonts = Fonts()
    text = "Whoever places a tile on the ibex space at the end of a row completes the row and takes its points."
    lines = fonts.wrap(text, 30, 400)
    assert len(lines) > 1
    assert all(fonts.size(line, 30)[0] <= 400 for line in lines)
    assert " ".join(lines) == text
    assert fonts.wrap("first\nsecond", 30, 1000) == ["first", "second"]


def test_the_text_cache_forgets_the_oldest_beyond_its_limit():
    pygame.font.init()
    fonts = Fonts(max_cached=3)
    first = fonts.render("a", 20, (0, 0, 0))
    for text in ("b", "c", "d"):
        fonts.render(text, 20, (0, 0, 0))
    before = fonts.renders
    assert fonts.render("a", 20, (0, 0, 0)) is not first and fonts.renders == before + 1


def test_shrink_to_fit_takes_the_first_size_down_that_fits_and_stops_at_the_smallest():
    from game.client.view.text import shrink_to_fit

    def ten_per_point(size: int) -> int:  # a text ten pixels wide per point of size
        return 10 * size

    assert shrink_to_fit(ten_per_point, 30, 10, 400) == 30  # fits at once
    assert shrink_to_fit(ten_per_point, 30, 10, 225) == 22  # 220 <= 225 < 230
    assert shrink_to_fit(ten_per_point, 30, 10, 155, step=2) == 14  # 30, 28, ... 16 too wide; 14 is the first fit
    assert shrink_to_fit(ten_per_point, 30, 16, 100) == 16  # nothing fits: the smallest
    assert shrink_to_fit(ten_per_point, 30, 15, 100, step=2) == 14  # the first step at or below the smallest


def test_a_text_shrinks_to_the_largest_size_at_which_the_font_fits_it():
    pygame.font.init()
    fonts = Fonts()
    text = "Animationsgeschwindigkeit"
    font = {size: pygame.font.Font(str(FONT_DIR / Face.BOLD.value), size) for size in range(10, 41)}
    room = font[24].size(text)[0]  # exactly as wide as the text at 24
    size = fonts.fitting_size(text, 40, room, smallest=10, face=Face.BOLD)
    assert size == 24
    assert font[size].size(text)[0] <= room < font[size + 1].size(text)[0]  # and one point more is too wide
    longer = fonts.fitting_size(text + "n", 40, room, smallest=10, face=Face.BOLD)  # one more letter: smaller
    assert longer < 24 and font[longer].size(text + "n")[0] <= room < font[longer + 1].size(text + "n")[0]


def test_a_text_too_wide_is_cut_with_an_ellipsis_to_what_fits():
    pygame.font.init()
    fonts = Fonts()
    font = pygame.font.Font(str(FONT_DIR / Face.BOLD.value), 22)
    name = "Wolfgang Amadeus Mozart"
    assert fonts.cut_to_fit(name, 22, font.size(name)[0], Face.BOLD) == name
    room = font.size("Wolfgang Am…")[0]
    assert fonts.cut_to_fit(name, 22, room, Face.BOLD) == "Wolfgang Am…"
    # One letter less than would fit with the ellipsis: and a cut before a space drops the space.
    assert fonts.cut_to_fit(name, 22, room - 1, Face.BOLD) == "Wolfgang A…"
    assert fonts.cut_to_fit(name, 22, font.size("Wolfgang A…")[0] - 1, Face.BOLD) == "Wolfgang…"
