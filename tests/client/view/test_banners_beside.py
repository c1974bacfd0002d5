"""Banners and notes never hide what they speak of: a banner about a row ("Anja completes row 3") stands beside the
row, never over one of its spaces; a round's banner lies over the tray, over no row; a note about a space (Happy
Cows turned, an oxen-eye reached) stands clear of the space and its row; and two showing together stand apart.

What is measured is where they are drawn: the pixels a banner paints on an empty surface, against the spaces the
board map gives each row.
"""

from __future__ import annotations

import pygame
import pytest

from game.board_map.loader import load_board_map
from game.client.view.board_view import BoardView
from game.client.view.layout import Layout
from game.client.view.palette import GOLD_LIGHT
from game.client.view.sprites import BONUS, PENALTY, FloatText, TextCache
from game.text import i18n
from game.text.i18n import _

LANGUAGES = ("en", "de", "nl")
NAMES = ("Anja", "Bartholomäus")  # the longest a name is shown (12 letters)


@pytest.fixture(scope="module")
def board():
    return load_board_map()


@pytest.fixture(scope="module")
def layout(board) -> Layout:
    return Layout(board.geometry, board.spec)


@pytest.fixture
def view(layout) -> BoardView:
    pygame.font.init()
    return BoardView(layout, TextCache(), ("red", "blue", "green"), ("You", *NAMES), ("human", "bot", "bot"))


@pytest.fixture(autouse=True)
def english():
    yield
    i18n.set_language("en")


def row_spaces(board, row: int) -> list[pygame.Rect]:
    """The row's spaces, straight from the map (not from the layout under test)."""
    return [pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h))
            for (number, _slot), r in board.geometry.spaces.items() if number == row]


def painted(view: BoardView, draw, *args) -> pygame.Rect:
    """The rectangle round every pixel `draw(surface, *args)` paints on an empty canvas."""
    surface = pygame.Surface(view.layout.size, pygame.SRCALPHA)
    surface.fill((0, 0, 0, 0))
    draw(surface, *args)
    return surface.get_bounding_rect()


def row_banners(row: int) -> list[str]:
    return [_("You complete row {row}").format(row=row),
            *(_("{name} completes row {row}").format(name=name, row=row) for name in NAMES)]


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_banner_about_a_row_stands_beside_it_never_over_its_spaces(board, view, language):
    i18n.set_language(language)
    for row in range(1, len(board.spec.rows) + 1):
        spaces = row_spaces(board, row)
        box = spaces[0].unionall(spaces[1:])
        for text in row_banners(row):
            drawn = painted(view, view.passing.draw_banner, text, 1.0, row)
            assert drawn.w and not drawn.collidelistall(spaces), (language, row, text, drawn)
            # Beside it: within a few spaces' reach, not somewhere across the table.
            gap_x = max(0, box.left - drawn.right, drawn.left - box.right)
            gap_y = max(0, box.top - drawn.bottom, drawn.top - box.bottom)
            assert max(gap_x, gap_y) <= 200, (language, row, text, drawn)
            # The plate it is drawn on is the one the banner's look says.
            assert view.passing.banner_look(text, row).plate.contains(drawn)


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_rounds_banner_lies_over_the_tray_and_no_rows_space(board, view, language):
    i18n.set_language(language)
    every_space = [pygame.Rect(round(r.x), round(r.y), round(r.w), round(r.h)) for r in board.geometry.spaces.values()]
    texts = [_("Round {round}").format(round=3), _("Round {round} · double & open").format(round=13),
             _("Round {round} · open").format(round=7), _("The game ends")]
    for text in texts:
        drawn = painted(view, view.passing.draw_banner, text, 1.0, None)
        assert drawn.w and not drawn.collidelistall(every_space), (language, text, drawn)


def happy_note(layout: Layout, row: int, slot: int, happy: bool) -> FloatText:
    """The note Happy Cows turning leaves where a tile landed (game/client/view/reveal.py)."""
    x, y = layout.space_center(row, slot)
    text = _("Happy Cows: points turn positive!") if happy else _("Happy Cows covered: penalties again")
    return FloatText(text, BONUS if happy else PENALTY, x, y + 40, size=26, life=1.8, extra={"happy_turned": True})


@pytest.mark.slow
@pytest.mark.parametrize("language", LANGUAGES)
def test_a_note_about_a_space_stands_clear_of_its_row(board, layout, language):
    i18n.set_language(language)
    pygame.font.init()
    for (row, slot) in sorted(board.geometry.spaces):
        view = BoardView(layout, TextCache(), ("red", "blue"), ("You", "Anja"), ("human", "bot"))
        note = happy_note(layout, row, slot, happy=(row + slot) % 2 == 0)
        drawn = painted(view, view.passing.draw_float, note)
        assert drawn.w and not drawn.collidelistall(row_spaces(board, row)), (language, row, slot, drawn)


def test_an_oxen_eyes_note_leaves_the_oxen_eye_in_sight(board, layout, view):
    for eye in board.spec.track.oxen_eyes:
        note = FloatText(_("Oxen-eye! Next round is open"), GOLD_LIGHT, *board.geometry.track[eye], size=30)
        drawn = painted(view, view.passing.draw_float, note)
        space = board.geometry.track_spaces[eye]
        assert drawn.w and not drawn.colliderect(pygame.Rect(round(space.x), round(space.y), space.w, space.h)), eye


def test_points_still_rise_from_the_tile_they_were_scored_on(layout, view):
    # "+3" speaks of the tile: it rises over it, as before (only words are set beside).
    x, y = layout.space_center(4, 3)
    drawn = painted(view, view.passing.draw_float, FloatText("+3", BONUS, x, y, size=30))
    assert drawn.collidepoint(round(x), round(y))


@pytest.mark.slow
def test_a_banner_and_a_note_shown_together_stand_apart(board, layout):
    """Frame by frame as the table draws them (the notes, then the banner): a row taken, and the Happy Cows of the
    row its tile starts turned at once; either may come first."""
    pygame.font.init()
    rows = len(board.spec.rows)
    for row in range(1, rows + 1):
        new_row = row % rows + 1
        for note_first in (True, False):
            view = BoardView(layout, TextCache(), ("red", "blue"), ("You", "Anja"), ("human", "bot"))
            passing = view.passing
            note = happy_note(layout, new_row, 1, happy=True)
            text = _("{name} completes row {row}").format(name="Bartholomäus", row=row)
            surface = pygame.Surface(layout.size)
            if note_first:
                passing.draw_float(surface, note)  # a frame with the note alone
            banner_at = note_at = None
            for _frame in range(3):
                note_at = painted(view, passing.draw_float, note)
                banner_at = painted(view, passing.draw_banner, text, 1.0, row)
            assert banner_at is not None and note_at is not None
            assert not banner_at.colliderect(note_at), (row, note_first, banner_at, note_at)
            assert not banner_at.collidelistall(row_spaces(board, row))
            assert not note_at.collidelistall(row_spaces(board, new_row))


def test_a_note_keeps_its_place_while_it_fades_and_a_gone_banner_no_longer_pushes_it(layout, view):
    passing = view.passing
    surface = pygame.Surface(layout.size)
    passing.draw_banner(surface, "Anja completes row 2", 1.0, 2)
    first = happy_note(layout, 8, 2, happy=True)
    at = painted(view, passing.draw_float, first)
    first.age = 1.0
    assert painted(view, passing.draw_float, first).center == at.center
    # The banner has gone (a frame drew the note without it): the next note is placed as if it never was.
    passing.draw_float(surface, first)
    alone = BoardView(layout, TextCache(), ("red", "blue"), ("You", "Anja"), ("human", "bot")).passing
    alone.draw_float(surface, happy_note(layout, 8, 2, happy=True))  # the same note showing, no banner ever
    later = happy_note(layout, 3, 4, happy=False)
    twin = happy_note(layout, 3, 4, happy=False)
    assert (painted(view, passing.draw_float, later)
            == painted(view, alone.draw_float, twin))
