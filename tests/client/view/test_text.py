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
