"""The screen's geometry on the real board map: hand tiles, reveal slots, seat panels, pawns' spots, the hint."""

from __future__ import annotations

import pygame
import pytest

from game.board_map.loader import load_board_map
from game.client.view.layout import HAND_GAP, HOVER_LIFT, SELECTED_LIFT, Layout


@pytest.fixture(scope="module")
def layout() -> Layout:
    board = load_board_map()
    return Layout(board.geometry, board.spec)


def _inside(inner, outer) -> bool:
    return outer.contains(inner)


@pytest.mark.slow
def test_a_selected_tile_stands_lifted_and_its_lifted_part_picks_it(layout):
    hand = (5, 17, 42, 88)
    tiles = layout.hand_tiles(hand, selected=(42,))
    by_tile = {t.tile: t for t in tiles}
    picked, plain = by_tile[42], by_tile[17]
    assert plain.rect == plain.slot and plain.lift == 0 and not plain.selected
    assert picked.selected and picked.lift == SELECTED_LIFT
    assert picked.rect == picked.slot.move(0, -SELECTED_LIFT)
    # All four stand on one line; only the selected one is higher.
    assert {t.slot.y for t in tiles} == {plain.rect.y}
    top = picked.rect.top
    assert top < picked.slot.top
    # A click on the lifted part (above where the other tiles start) picks the selected tile ...
    assert layout.hand_tile_at(tiles, (picked.rect.centerx, top)) == 42
    assert layout.hand_tile_at(tiles, (picked.rect.left, top + 3)) == 42
    assert layout.hand_tile_at(tiles, (picked.rect.right - 1, top + 3)) == 42
    # ... and so does one in the gap its lift left under it.
    assert layout.hand_tile_at(tiles, (picked.rect.centerx, picked.slot.bottom - 2)) == 42
    # Just outside it picks nothing: above, left, right (the gaps between tiles).
    assert layout.hand_tile_at(tiles, (picked.rect.centerx, top - 1)) is None
    assert layout.hand_tile_at(tiles, (picked.rect.left - 1, top + 3)) is None
    assert layout.hand_tile_at(tiles, (picked.rect.right, top + 3)) is None
    # Unselected, the same spot above the row is empty.
    assert layout.hand_tile_at(layout.hand_tiles(hand), (picked.rect.centerx, top)) is None


def test_the_hovered_tile_lifts_only_while_the_hand_may_be_played(layout):
    hand = (3, 30, 60)
    row = layout.hand_tiles(hand, hover=30, playable=True)
    lifted = row[1]
    assert lifted.tile == 30 and lifted.lift == HOVER_LIFT
    assert lifted.rect == lifted.slot.move(0, -HOVER_LIFT)
    assert row[0].lift == row[2].lift == 0
    # The mouse on its lifted top edge is still over it (the tile does not drop away under the mouse).
    assert layout.hand_tile_at(row, (lifted.rect.centerx, lifted.rect.top)) == 30
    still = layout.hand_tiles(hand, hover=30, playable=False)
    assert still[1].lift == 0 and still[1].rect == still[1].slot
    assert layout.hand_tile_at(still, (lifted.rect.centerx, lifted.rect.top)) is None


def test_each_tile_is_picked_where_it_is_drawn_and_the_gaps_pick_nothing(layout):
    hand = tuple(range(10, 17))
    tiles = layout.hand_tiles(hand)
    for tile in tiles:
        assert layout.hand_tile_at(tiles, tile.rect.center) == tile.tile
        assert layout.hand_tile_at(tiles, tile.rect.topleft) == tile.tile
        assert layout.hand_tile_at(tiles, (tile.rect.right - 1, tile.rect.bottom - 1)) == tile.tile
    for left, right in zip(tiles, tiles[1:], strict=False):
        assert right.rect.left - left.rect.right == HAND_GAP  # side by side while they fit
        assert layout.hand_tile_at(tiles, (left.rect.right + HAND_GAP // 2, left.rect.centery)) is None


@pytest.mark.parametrize("count", [1, 2, 9, 10, 11, 14, 20, 30])
def test_many_tiles_stay_inside_the_hand_area_and_each_can_still_be_picked(layout, count):
    area = layout.anchor("hand")
    hand = tuple(range(1, count + 1))
    tiles = layout.hand_tiles(hand, selected=(hand[-1],))
    assert [t.tile for t in tiles] == list(hand)
    for tile in tiles:
        assert area.left <= tile.rect.left and tile.rect.right <= area.right, (count, tile)
        assert _inside(tile.slot, area)
    # Left to right in hand order, centred in the area.
    lefts = [t.rect.left for t in tiles]
    assert lefts == sorted(lefts) and len(set(lefts)) == count
    middle = (tiles[0].rect.left + tiles[-1].rect.right) / 2
    assert abs(middle - area.centerx) <= 1
    # Overlapping or not, a click on the visible left edge of each tile picks that tile.
    for tile in tiles:
        assert layout.hand_tile_at(tiles, (tile.rect.left + 1, tile.slot.centery)) == tile.tile


def test_the_animations_land_tiles_on_the_rectangles_the_hand_is_drawn_at(layout):
    from game.client.view.animations import Animator
    from game.client.view.table import Table
    from game.rules.events import Dealt

    table = Table(layout, ("red", "blue"))
    animator = Animator(table, layout, lambda: 1.0, hand_shown=lambda seat: seat == 0, names=("Anja", "Bot"))
    hand = (4, 8, 15, 16, 23)
    animator.play(Dealt(0, hand))
    flying = {tile: table.sprites[tile] for tile in hand}
    for _ in range(600):  # ten seconds of frames: the deal's flights end
        animator.update(1 / 60)
    assert not animator.busy and table.hands[0] == list(hand)
    drawn = {tile.tile: tile.rect for tile in layout.hand_tiles(hand)}
    for tile, sprite in flying.items():
        w, h = round(sprite.w), round(sprite.h)
        landed = pygame.Rect(int(sprite.x - w / 2), int(sprite.y - h / 2 - sprite.lift), w, h)
        assert landed == drawn[tile], tile


@pytest.mark.parametrize("seats", range(1, 9))
def test_seat_panels_reveal_slots_and_start_spots_for_one_to_eight_seats(layout, seats):
    canvas = layout.canvas
    panels = [layout.seat_panel(seat) for seat in range(seats)]
    for seat, panel in enumerate(panels):
        assert panel.box.w and _inside(panel.area, canvas), seat
        assert _inside(panel.hand, panel.box) and _inside(panel.pawn, panel.box) and _inside(panel.stripe, panel.box)
        for rect in panel.hand_tiles(seat + 5, layout.small_tile_size()):
            assert _inside(rect, panel.hand)
        assert len(panel.hand_tiles(seat, layout.small_tile_size())) == min(seat, 3)
        for other in panels[seat + 1:]:
            assert not panel.box.colliderect(other.box)
    # Every seat may play two tiles in a double round: all of them lie in the tray, none on another.
    reveal = layout.anchor("reveal")
    count = 2 * seats
    rects = [layout.reveal_rect(i, count) for i in range(count)]
    for index, rect in enumerate(rects):
        assert _inside(rect, reveal)
        assert rect.center == pytest.approx(layout.reveal_slot(index, count), abs=1)
        assert _inside(layout.reveal_mark(rect.center), reveal.inflate(0, 40))
        assert layout.reveal_mark(rect.center).top > rect.bottom - 1 - 2  # under its tile, not over it
        for other in rects[index + 1:]:
            assert not rect.colliderect(other)
    # All pawns on the start space stand inside it, apart from each other.
    start = layout.track_spaces[0]
    spots = layout.pawn_places.start_spots(seats)
    assert len(spots) == seats
    for index, (x, y, size) in enumerate(spots):
        assert start.contains((x - size / 2, y - size / 2, size, size))
        for x2, y2, _ in spots[index + 1:]:
            assert max(abs(x - x2), abs(y - y2)) >= size
    positions = [0] * seats
    assert [layout.pawn_places.point(s, 0, positions) for s in range(seats)] == [spot[:2] for spot in spots]


def test_piles_and_the_hint_bubble_stay_on_the_canvas(layout):
    for name in ("supply", "box"):
        pile = layout.pile(name)
        assert len(pile.stack(0, layout.tile_size, layout.pile_point(name))) == 0
        stack = pile.stack(99, layout.tile_size, layout.pile_point(name))
        assert len(stack) == 5
        assert pile.box.collidepoint(pile.number_at) and pile.box.collidepoint(pile.caption_at)
    bubble = layout.hint_bubble((600, 30))
    assert _inside(bubble, layout.canvas)
    # The hint's sentence never covers a space of any row or of the track, nor the hand or the played tiles.
    assert not any(bubble.colliderect(space) for space in layout.spaces.values())
    assert not any(bubble.colliderect(space) for space in layout.track_spaces.values())
    assert not bubble.colliderect(layout.anchor("hand")) and not bubble.colliderect(layout.anchor("reveal"))
    for row, slot in layout.spaces:
        assert layout.hint_frame(row, slot).contains(layout.spaces[(row, slot)])
    assert layout.hint_frame(99, 99) is None
    hint = layout.hint_button()
    assert _inside(hint, layout.canvas) and not hint.colliderect(layout.anchor("hand"))


def test_the_tracker_panel_covers_the_rows_and_its_cells_and_legend_fit_apart(layout):
    panel = layout.tracker_panel()
    assert _inside(panel.box, layout.canvas)
    assert not panel.box.colliderect(layout.anchor("seat1")) and not panel.box.colliderect(layout.anchor("hand"))
    cells = [panel.cell(t) for t in range(1, 100)]
    assert all(panel.grid().contains(c) for c in cells)
    assert not any(a.colliderect(b) for i, a in enumerate(cells) for b in cells[i + 1:])
    legend = [panel.legend_line(i) for i in range(9)]
    assert all(panel.box.contains(line) and not line.colliderect(panel.grid()) for line in legend)
    assert not layout.tracker_button().colliderect(layout.hint_button())


def test_placer_marks_lie_on_their_tile(layout):
    w, h = layout.tile_size
    for row, slot in layout.spaces:
        (x, y), size = layout.placer_mark(row, slot)
        cx, cy = layout.space_center(row, slot)
        tile = pygame.Rect(round(cx - w / 2), round(cy - h / 2), w, h)
        assert tile.contains(pygame.Rect(x - size // 2, y - size // 2, size, size))
