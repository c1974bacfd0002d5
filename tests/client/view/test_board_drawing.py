"""The board view draws hand tiles exactly on the layout's rectangles, and keeps a bounded record of hands."""

from __future__ import annotations

import pygame
import pytest
from board_map_helpers import map_copy

from game.board_map.loader import load_board_map
from game.client.scenes.play_history import Entry
from game.client.view.board.background import BoardBackground
from game.client.view.board.hand import DRAWS_KEPT as HAND_DRAWS_KEPT
from game.client.view.board.hints import hint_lines
from game.client.view.board_view import BoardView, Overlay
from game.client.view.layout import HOVER_LIFT, SELECTED_LIFT, Layout
from game.client.view.sprites import TextCache, TileSprite
from game.client.view.table import Table
from game.client.view.text import Face

COLORS = ("red", "blue", "green")


@pytest.fixture(scope="module")
def layout() -> Layout:
    board = load_board_map()
    return Layout(board.geometry, board.spec)


@pytest.fixture
def board(layout) -> BoardView:
    pygame.font.init()
    return BoardView(layout, TextCache(), COLORS, ("Anja", "Bot", "Conny"), ("human", "bot · easy", "bot · easy"))


def test_the_tray_names_a_bots_hand_as_the_bots_and_yours_as_yours(layout):
    # A replay of one person's game against bots shows any seat's hand.
    board = BoardView(layout, TextCache(), COLORS, ("You", "Bernd", "Conny"), ("human", "bot · easy", "bot · hard"))
    assert [board.seats.hand_owner(seat) for seat in range(3)] == ["Your hand", "Bernd's hand", "Conny's hand"]


def _frame(board: BoardView, table: Table, overlay: Overlay) -> pygame.Surface:
    surface = pygame.Surface(board.layout.size)
    board.draw(surface, table, overlay)
    return surface


def _changed(a: pygame.Surface, b: pygame.Surface) -> list[pygame.Rect]:
    """The bounding rectangles of the pixels that differ between two frames."""
    one, two = a.copy(), b.copy()
    one.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    two.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    one.blit(two, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    same = pygame.mask.from_threshold(one, (0, 0, 0), (1, 1, 1, 255))
    same.invert()
    return same.get_bounding_rects()


def _tile_pixels(board: BoardView, layout: Layout, hand, tile: int, **overlay) -> pygame.Rect:
    """Where drawing `tile` of the shown hand changes the frame (against the same frame without it)."""
    table = Table(layout, COLORS)
    drawn = _frame(board, table, Overlay(hand_seat=0, hand=hand, **overlay))
    absent = _frame(board, table, Overlay(hand_seat=0, hand=hand, flying_into_hand=frozenset({tile}), **overlay))
    rects = _changed(drawn, absent)
    assert rects, "drawing the tile changed nothing"
    return rects[0].unionall(rects[1:])


def test_a_selected_tile_is_drawn_exactly_on_its_lifted_rectangle(board, layout):
    hand = (7, 42, 90)
    rect = layout.hand_tiles(hand, selected=(42,))[1].rect
    assert rect.y == layout.hand_tiles(hand)[1].rect.y - SELECTED_LIFT
    # Every pixel the tile changes lies in the layout's rectangle, and the drawing reaches its edges.
    assert _tile_pixels(board, layout, hand, 42, selected=(42,)) == rect


def test_tiles_are_drawn_on_their_rectangles_hovered_or_not_and_in_a_crowded_hand(board, layout):
    hand = (7, 42, 90)
    plain = layout.hand_tiles(hand)[1].rect
    assert _tile_pixels(board, layout, hand, 42) == plain
    hovered = layout.hand_tiles(hand, hover=42, playable=True)[1].rect
    assert hovered == plain.move(0, -HOVER_LIFT)
    assert _tile_pixels(board, layout, hand, 42, hover_tile=42, playable=True) == hovered
    assert _tile_pixels(board, layout, hand, 42, hover_tile=42, playable=False) == plain
    crowded = tuple(range(1, 19))
    last = layout.hand_tiles(crowded)[-1].rect
    assert _tile_pixels(board, layout, crowded, 18) == last
    assert layout.anchor("hand").contains(last)


def test_a_frame_with_a_selected_tile_differs_from_one_without_only_where_the_layout_says(board, layout):
    hand = (7, 42, 90)
    table = Table(layout, COLORS)
    flat = _frame(board, table, Overlay(hand_seat=0, hand=hand))
    lifted = _frame(board, table, Overlay(hand_seat=0, hand=hand, selected=(42,)))
    before, after = layout.hand_tiles(hand)[1].rect, layout.hand_tiles(hand, selected=(42,))[1].rect
    for rect in _changed(flat, lifted):
        assert before.union(after).contains(rect)
    strip = pygame.Rect(after.x, after.y, after.w, SELECTED_LIFT)  # above where the tiles stand
    assert any(r.colliderect(strip) for r in _changed(flat, lifted))


@pytest.mark.slow
def test_the_record_of_drawn_hands_keeps_only_the_latest_frames(board, layout):
    table = Table(layout, COLORS)
    surface = pygame.Surface(layout.size)
    for index in range(HAND_DRAWS_KEPT + 50):
        seat = None if index % 3 else 1
        board.draw(surface, table, Overlay(hand_seat=seat, hand=(5,) if seat is not None else ()))
    assert len(board.hand_draws) == HAND_DRAWS_KEPT
    expected = [None if index % 3 else 1 for index in range(50, HAND_DRAWS_KEPT + 50)]
    assert list(board.hand_draws) == expected


def test_the_panels_kept_between_frames_draw_exactly_what_a_fresh_view_draws(board, layout):
    # The seat, round and log panels are painted once and kept; after each change of state the kept ones
    # must match a view that paints everything anew, and only the changed panel's area may differ.
    table = Table(layout, COLORS)
    overlay = Overlay(log=(Entry(("Anja plays face down.",)),))
    first = _frame(board, table, overlay)
    assert not _changed(first, _frame(board, table, overlay))

    def fresh() -> pygame.Surface:
        return _frame(BoardView(layout, board.text, COLORS, board.names, board.kinds), table, overlay)

    table.positions[1] = 17
    table.status[1] = "thinking…"
    moved = _frame(board, table, overlay)
    assert not _changed(moved, fresh())
    changed = _changed(first, moved)
    assert changed and layout.seat_panel(1).area.contains(changed[0].unionall(changed[1:]))
    overlay = Overlay(log=(Entry(("Anja plays face down.",)), Entry(("Bot plays 42 face up.",))), acting=2)
    table.round, table.double = 3, True
    # Many panels changed at once (the round, two seats, the log): they are shared out over a few frames,
    # the next frame paints some of them, and within a few frames the kept view is exactly a fresh one.
    assert _changed(_frame(board, table, overlay), fresh())
    settled = [_frame(board, table, overlay) for _ in range(4)][-1]
    assert not _changed(settled, fresh())


def test_a_tile_lying_in_a_row_leaves_the_kept_layer_in_the_frame_it_starts_to_move(board, layout):
    table = Table(layout, COLORS)
    overlay = Overlay()
    sprite = TileSprite(42, *layout.space_center(2, 1), *layout.tile_size, face_up=True)
    table.sprites[42], table.placer[42] = sprite, 1
    empty = Table(layout, COLORS)

    def fresh(state: Table) -> pygame.Surface:
        return _frame(BoardView(layout, board.text, COLORS, board.names, board.kinds), state, overlay)

    lying = _frame(board, table, overlay)
    assert _changed(lying, fresh(empty)), "the tile is drawn"
    assert not _changed(lying, fresh(table))
    sprite.layer, sprite.x = 2, sprite.x + 300  # it flies off: no copy of it stays where it lay
    assert not _changed(_frame(board, table, overlay), fresh(table))
    del table.sprites[42]
    assert not _changed(_frame(board, table, overlay), fresh(empty))


@pytest.mark.slow
def test_the_next_match_on_an_equal_map_reuses_the_drawn_board_and_another_map_draws_its_own(board, layout,
                                                                                              tmp_path, monkeypatch):
    drawn: list[int] = []
    render = BoardBackground.render

    def counted(background: BoardBackground) -> pygame.Surface:
        drawn.append(1)
        return render(background)

    monkeypatch.setattr(BoardBackground, "render", counted)

    def background_of(layout: Layout) -> pygame.Surface:
        return BoardView(layout, TextCache(), COLORS, ("A", "B", "C"), ("human",) * 3).background.image()

    first = board.background.image()
    before = len(drawn)
    reloaded = load_board_map()  # the same file loaded again (another window, or Play again)
    assert background_of(layout) is first
    assert background_of(Layout(reloaded.geometry, reloaded.spec)) is first
    assert len(drawn) == before  # not drawn again
    moved = load_board_map(map_copy(tmp_path, lambda root: next(root.iter("layer")).set("offsetx", "40")))
    shifted = background_of(Layout(moved.geometry, moved.spec))
    assert len(drawn) == before + 1 and shifted is not first
    assert _changed(shifted, first) != []  # its own board: the first tile layer drawn 40 pixels to the right
    assert _changed(background_of(layout), first) == []  # and the default map's board drawn anew is the same


def test_a_panel_with_no_room_draws_nothing_instead_of_failing():
    # A map far narrower than the screens expect leaves some panels a negative width (the results' table).
    from game.client.view.drawing import draw_panel

    surface = pygame.Surface((40, 200))
    surface.fill((1, 2, 3))
    draw_panel(surface, pygame.Rect(10, 10, -30, 50))
    draw_panel(surface, pygame.Rect(10, 10, 20, 0))
    assert surface.get_at((5, 5))[:3] == (1, 2, 3) and surface.get_at((20, 30))[:3] == (1, 2, 3)
    draw_panel(surface, pygame.Rect(5, 5, 30, 40))  # and a panel with room is drawn
    assert surface.get_at((20, 25))[:3] != (1, 2, 3)


def test_a_hint_too_long_for_one_line_takes_two_within_the_bar(board):
    # A double round's hint in German: "7: Reihe 3, Feld 7 · +10 Strafe · nimmt die Reihe; 39: ..." ran past both
    # ends of the bar at the smallest size.
    bar = board.layout.status_bar()
    short = "7: row 3, space 7 · +10 penalty"
    assert board.text.fonts.size(short, 26, Face.BOLD)[0] <= bar.text_width  # it fits at the largest size
    assert hint_lines(board.text.fonts, short, bar.text_width, bar.box.h - 4) == [(short, 26)]
    sentence = ("7: Reihe 3, Feld 7 · +10 Strafe · nimmt die Reihe; 39: Reihe 8, Feld 2 · keine Punkte"
                " · falls kein anderes Plättchen zuerst dort landet")
    lines = hint_lines(board.text.fonts, sentence, bar.text_width, bar.box.h - 4)
    assert [line for line, _ in lines] == ["7: Reihe 3, Feld 7 · +10 Strafe · nimmt die Reihe;",
                                           "39: Reihe 8, Feld 2 · keine Punkte · falls kein anderes Plättchen zuerst "
                                           "dort landet"]
    fonts = board.text.fonts
    for line, size in lines:
        width, height = fonts.size(line, size, Face.BOLD)
        assert width <= bar.text_width and 2 * height <= bar.box.h


def test_the_tile_being_placed_is_drawn_over_every_other_tile_in_the_air():
    from game.client.view.board_view import flying_order

    kept = TileSprite(96, 500, 500, 80, 80, face_up=True)  # a kept tile on its way to a hand, higher up
    kept.layer = 3
    placing = TileSprite(41, 510, 505, 80, 80, face_up=True)
    placing.layer = 2
    other = TileSprite(49, 700, 505, 80, 80, face_up=True)
    other.layer = 2
    assert [s.tile for s in flying_order([kept, placing, other], (41, 3))] == [49, 96, 41]
    assert [s.tile for s in flying_order([kept, placing, other], None)] == [41, 49, 96]  # by layer alone


def test_a_tall_summary_above_the_newest_entries_shows_its_last_whole_sentences_instead_of_empty_room(board, layout):
    # Round 7 has begun under the coach's panel: four short entries, and above them round 6's summary in German,
    # too tall to fit whole. The room above the short entries shows the summary's last sentences, each whole.
    from game.text import i18n
    from game.text.round_summary import RoundSummary, RowTaken, summary_lines, summary_title

    i18n.set_language("de")
    try:
        summary = RoundSummary(6, (RowTaken(0, 5, 9, 1), RowTaken(3, 1, 8, 2)), (9, 0, 0, 8), (0, 0, 3, 1),
                               (0, 0, 0, 0), False)
        told = (summary_title(summary), *summary_lines(summary, ("You", "Bernd", "Cat", "Dirk")))
        newer = ("Runde 7 beginnt (verdeckt).", "Bernd spielt verdeckt.", "Dirk spielt verdeckt.",
                 "Du spielst verdeckt.")
        entries = [Entry(told, summary=True), *(Entry((line,)) for line in newer)]
        box = layout.log_panel(4, coach=True)
        parts = board.log.parts(box, entries, 0)
        assert [(index, whole) for index, _n, whole in parts] == [(0, False), *((k, True) for k in range(1, 5))]
        # Its lines are those of its last sentences, none cut: the wrapped lines of the last k sentences, some k.
        width = box.wrap_width - 5 - 10
        wrapped = [len(board.text.fonts.wrap(sentence, 17, width)) for sentence in told[1:]]
        assert parts[0][1] in [sum(wrapped[k:]) for k in range(len(wrapped))]
        assert board.log.visible(box, entries, 0) == [1, 2, 3, 4]
    finally:
        i18n.set_language("en")


@pytest.mark.slow
@pytest.mark.parametrize("language", ["en", "de", "nl"])
def test_a_seats_status_stays_left_of_its_hand_tiles_in_every_language(layout, language):
    # A phone seat's status (and German or Dutch words) ran under the face-down tiles of its hand.
    from dataclasses import replace

    from game.text import i18n

    pygame.font.init()
    i18n.set_language(language)
    try:
        board = BoardView(layout, TextCache(), COLORS, ("Wilhelmina", "Bot", "Conny"), ("phone", "bot · easy", "human"))
        panel = layout.seat_panel(0)
        fan = panel.hand_tiles(9, layout.small_tile_size())
        leftmost = min(rect.left for rect in fan)
        for status in ("deciding…", "bot plays…", "thinking…", "choosing", "keeping", "takes row"):
            table = Table(layout, COLORS)
            table.counts = replace(table.counts, hands=(9, 9, 9))
            table.positions = [88, 0, 0]  # a wide score leaves the status the least room
            plain = _frame(board, table, Overlay())
            table.status[0] = status
            changed = [rect for rect in _changed(plain, _frame(board, table, Overlay())) if rect.colliderect(panel.box)]
            assert changed, status
            assert max(rect.right for rect in changed) <= leftmost, (language, status)
    finally:
        i18n.set_language("en")
