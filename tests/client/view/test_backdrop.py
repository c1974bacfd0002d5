"""The menus' backdrop: drawn at any canvas size, with the board art's decor when it is there."""

from __future__ import annotations

from game.client.view.backdrop import DECOR_PLACES, load_decor, render_backdrop


def test_the_decor_comes_from_the_board_arts_tileset():
    decor = load_decor()
    assert {name for name, _, _ in DECOR_PLACES} <= set(decor)
    assert all(picture.get_size() == (96, 96) for picture in decor.values())
    # The ibex picture is not empty: it has opaque pixels.
    ibex = decor["decor ibex"]
    assert any(ibex.get_at((x, y)).a > 200 for x in range(0, 96, 4) for y in range(0, 96, 4))


def test_a_missing_or_broken_tileset_only_loses_the_decor(tmp_path):
    assert load_decor(tmp_path / "none.tsx") == {}
    broken = tmp_path / "decor.tsx"
    broken.write_text("<tileset", encoding="utf-8")
    assert load_decor(broken) == {}


def test_the_backdrop_fits_the_canvas_size_asked_for():
    assert render_backdrop((1920, 1080)).get_size() == (1920, 1080)
    small = render_backdrop((960, 540))
    assert small.get_size() == (960, 540)
    top, bottom = small.get_at((480, 5)), small.get_at((480, 535))
    assert top.b > top.g and bottom.g > bottom.b  # sky above, meadow below
