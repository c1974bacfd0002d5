"""Every term of the Rules pages stands beside its picture, drawn with the game's own art: each kind of space is
cut from a space of that kind on the board, the track's start, oxen-eye and dung heap from those track spaces."""

from __future__ import annotations

import pygame
import pytest
from people import open_app

from game.client.scenes.rules_help import PAGES, RulesHelpScene
from game.client.view.rule_pictures import RULE_TERMS
from game.rules import SpaceKind

# What the issue asks to see pictured, and what each picture must be cut from (worked out from the board's spec).
SPACE_OF = {"first_space": SpaceKind.FIRST, "plain_space": SpaceKind.PLAIN, "cowpie_space": SpaceKind.COWPIE,
            "ibex_space": SpaceKind.IBEX, "double_space": SpaceKind.DOUBLE, "happy_cow_space": SpaceKind.HAPPY}
ALSO = {"start_space", "oxen_eye", "dung_heap", "bumped_pawn", "tile", "active_row", "next_free_row", "kept_tiles",
        "supply", "box", "hints", "tracker", "coach", "look", "phones"}


@pytest.fixture
def rules():
    app = open_app((1920, 1080))
    scene = RulesHelpScene(app)
    app.push(scene)
    yield scene
    app.close()


def test_the_list_of_terms_holds_every_kind_of_space_and_what_the_issue_names():
    assert set(SPACE_OF.values()) == set(SpaceKind)
    assert set(RULE_TERMS) == set(SPACE_OF) | ALSO


def test_every_term_is_on_a_page_and_each_term_block_names_a_term():
    on_pages = [block[1] for page in PAGES for block in page.blocks if block[0] == "t"]
    assert set(on_pages) == set(RULE_TERMS)


def test_each_page_shows_the_picture_of_each_of_its_terms(rules):
    pictured = set()
    for index in range(len(PAGES)):
        rules.page = index
        surface = pygame.Surface(rules.app.canvas_size)
        rules.paint_static(surface)
        for term, rect in rules.picture_rects(index):
            picture = rules.pictures.picture(term)
            assert rect.size == picture.get_size() and rules.card.contains(rect), term
            # Where the picture is opaque, the page shows its pixels (a sample of them).
            opaque = [(x, y) for x in range(0, rect.w, 7) for y in range(0, rect.h, 7)
                      if picture.get_at((x, y)).a == 255]
            assert len(opaque) > 20, term
            assert all(surface.get_at((rect.x + x, rect.y + y))[:3] == picture.get_at((x, y))[:3]
                       for x, y in opaque), term
            pictured.add(term)
    assert pictured == set(RULE_TERMS)


def test_the_board_pictures_are_cut_from_the_spaces_they_name(rules):
    pictures = rules.pictures
    spec = pictures.layout.spec
    board = pictures.board()
    for term, kind in SPACE_OF.items():
        place, (row, slot) = pictures.source(term)
        assert place == "space" and spec.row(row).spaces[slot - 1].kind is kind, term
        _same_middle(pictures.picture(term), board, pictures.layout.spaces[(row, slot)], term)
    track = spec.track
    for term, index in (("start_space", 0), ("oxen_eye", min(track.oxen_eyes)), ("dung_heap", track.dung_heap)):
        assert pictures.source(term) == ("track", (index,))
        _same_middle(pictures.picture(term), board, pictures.layout.track_spaces[index], term)


def _same_middle(picture: pygame.Surface, board: pygame.Surface, space: pygame.Rect, term: str) -> None:
    """The middle of the picture shows the middle of that space on the board: scaled, so nearly the same colours."""
    middle = picture.get_rect().inflate(-picture.get_width() * 2 // 3, -picture.get_height() * 2 // 3)
    got = pygame.transform.average_color(picture, middle)
    want = pygame.transform.average_color(board, space.inflate(-space.w * 2 // 3, -space.h * 2 // 3))
    assert all(abs(a - b) <= 16 for a, b in zip(got[:3], want[:3], strict=True)), (term, got, want)
