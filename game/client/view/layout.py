"""The play screen's geometry: where every panel, tile, pawn and label goes on the logical canvas.

Everything is placed from the board map (`BoardGeometry`: row spaces, track points, named anchors). Drawing
(board_view.py, the animations) and hit-testing (the play scene, the replay viewer) both ask this module, so a
rectangle that is drawn is the rectangle that is clicked. Offsets inside a panel (where the name sits in a
seat panel, how far a selected tile lifts) live here too, each written once.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

import pygame

from game.board_map.loader import BoardGeometry
from game.board_map.loader import Rect as MapRect
from game.client.view.clear_spots import TableRoom
from game.client.view.panel_places import Pile, RoundInfo, SeatPanel, StatusBar, TrackerPanel
from game.client.view.pawn_places import PawnPlaces
from game.client.view.text import grown_by, least_text
from game.rules import HAND_LIMIT, BoardSpec

MAX_REVEAL = 16
SELECTED_LIFT = 22  # a selected hand tile stands this many pixels above the others
HOVER_LIFT = 10  # the tile under the mouse, while the hand may be played
HAND_GAP = 12  # between two hand tiles while they fit side by side
REVEAL_GAP = 6
# The coach's panel over the history: at least this tall (its title, legend and a purchase and a tile rated) and
# at most this, leaving the history at least HISTORY_LEAST (two or three short entries, at a table of eight).
COACH_LEAST = 196
COACH_MOST = 340
HISTORY_LEAST = 68
# At a larger text size (game/client/view/text.py) the coach's lines grow taller: its panel may take more of the
# column (the history scrolls), both its most and its least share growing with the history's text (17 points).
# The column's share the coach takes, by the least text size in force: larger text needs more of it.
COACH_SHARE = ((17, 0.55), (22, 0.6), (999, 0.65))
HISTORY_TEXT = 17
ROW_WIDTHS, ROW_GAP = (150, 160, 160), 10
# A seat's panel: its name's line (22 points, bold), three of them (name, points, status) and their margins, at a
# text size that no longer leaves the status room beside the points (its least 12 points grown).
SEAT_TEXT, SEAT_LINE, SEAT_PAD, SEAT_STATUS_LEAST = 22, 26, 10, 12
# A pile: its count's line on top (34-point figures, never grown), its stack of tiles reaching this far above its
# bottom tile, its caption at the bottom.
PILE_COUNT_LINE = 42
PILE_REACH = 13


def to_rect(rect: MapRect) -> pygame.Rect:
    return pygame.Rect(round(rect.x), round(rect.y), round(rect.w), round(rect.h))


@dataclass(frozen=True)
class HandTile:
    """One tile of the shown hand: where it is drawn and where a click picks it."""

    tile: int
    index: int
    rect: pygame.Rect  # where its image is blitted (lifted when selected or hovered)
    lift: int
    selected: bool
    # The slot it stands in, unlifted: a click in the gap a lifted tile left below it still picks it.
    slot: pygame.Rect


@dataclass(frozen=True)
class LogPanel:
    """The event log: entries stacked from the bottom up, the newest lowest."""

    box: pygame.Rect
    text_x: int
    bottom: int  # the newest entry ends here
    top: int  # no entry starts above this
    wrap_width: int
    line_gap: int = 1
    entry_gap: int = 5


class Layout:
    """Where things go on the logical canvas, from the map."""

    def __init__(self, geometry: BoardGeometry, spec: BoardSpec, seats: int = 8) -> None:
        self.geometry = geometry
        # The buttons over the tray's right end, from the right (hints, tracker, coach): as wide as their labels
        # need (the play screen's buttons say, game/client/scenes/play_buttons.py), ROW_WIDTHS at least.
        self.row_widths = ROW_WIDTHS
        self.seats = seats  # how many seats the table has (their panels may grow into the free seats' rows)
        self.spec = spec
        self.size = geometry.size
        self.anchors = {name: to_rect(r) for name, r in geometry.anchors.items()}
        self.spaces = {key: to_rect(r) for key, r in geometry.spaces.items()}
        self.dung_heap = spec.track.dung_heap
        some = next(iter(self.spaces.values()))
        # A tile covers most of its space, so the space's symbol hides under it as on the real board.
        self.tile_size = (round(some.w * 0.9), round(some.h * 0.9))
        self.track_spaces = {i: to_rect(r) for i, r in geometry.track_spaces.items()}
        sizes = [min(r.w, r.h) for i, r in self.track_spaces.items() if i not in (0, self.dung_heap)]
        self.pawn_size = int(min(sizes) * 0.78) if sizes else 36
        self.pawn_places = PawnPlaces(geometry.track, self.track_spaces, self.dung_heap, self.pawn_size)
        # The panels' records, made once: a frame asks for them every time it draws (never change them).
        self._records: dict[tuple[str, object], object] = {}
        self.room = TableRoom(self.spaces, self.track_spaces, self.anchor("reveal"), self.canvas)

    def _record(self, key: tuple[str, object], make):
        record = self._records.get(key)
        if record is None:
            record = self._records[key] = make()
        return record

    def anchor(self, name: str) -> pygame.Rect:
        return self.anchors.get(name, pygame.Rect(0, 0, 0, 0))

    @property
    def canvas(self) -> pygame.Rect:
        return pygame.Rect((0, 0), self.size)

    # ----------------------------------------------------------------- tiles on the board
    def space_center(self, row: int, slot: int) -> tuple[float, float]:
        return self.spaces[(row, slot)].center

    # ----------------------------------------------------------------- the reveal tray
    def reveal_tile_size(self) -> tuple[int, int]:
        box = self.anchor("reveal")
        h = min(box.h - 4, self.tile_size[1])
        w = min(round(h * self.tile_size[0] / self.tile_size[1]), box.w // MAX_REVEAL - REVEAL_GAP)
        return (w, h)

    def reveal_slot(self, index: int, count: int) -> tuple[float, float]:
        """Centre of reveal slot `index` when `count` tiles lie there (centred in the reveal area)."""
        box = self.anchor("reveal")
        return _centred_slot(box, _step(box.w, self.reveal_tile_size()[0], REVEAL_GAP, count), index, count)

    def reveal_rect(self, index: int, count: int) -> pygame.Rect:
        """Where the tile in reveal slot `index` of `count` is drawn once it has landed."""
        return _tile_rect(self.reveal_slot(index, count), self.reveal_tile_size())

    def reveal_mark(self, center: tuple[float, float]) -> pygame.Rect:
        """The bar in the owner's colour under a played tile whose centre is `center`."""
        w, h = self.reveal_tile_size()
        bar = pygame.Rect(0, 0, w - 8, 7)
        bar.midtop = (center[0], center[1] + h / 2 + 2)
        return bar

    # ----------------------------------------------------------------- the shown hand
    def hand_tile_size(self) -> tuple[int, int]:
        box = self.anchor("hand")
        h = box.h - 8
        w = min(round(h * 0.86), box.w // HAND_LIMIT - 10)
        return (w, h)

    def hand_slot(self, index: int, count: int) -> tuple[float, float]:
        """Centre of hand slot `index` of `count`: side by side while they fit, overlapping beyond."""
        box = self.anchor("hand")
        w = self.hand_tile_size()[0]
        return _centred_slot(box, _step(box.w, w, HAND_GAP, count), index, count)

    def hand_tray(self) -> pygame.Rect:
        """The dark tray the shown hand lies on."""
        return self.anchor("hand").inflate(16, 8)

    def hand_owner_at(self) -> tuple[int, int]:
        """Bottom-left of "Your hand", just above the tray."""
        tray = self.hand_tray()
        return (tray.x + 6, tray.y - 2)

    def hand_tiles(self, hand: tuple[int, ...] | list[int], selected: tuple[int, ...] | list[int] = (),
                   hover: int | None = None, playable: bool = False) -> list[HandTile]:
        """Every tile of the shown hand, in drawing order (later ones on top where they overlap).

        A selected tile stands lifted; the tile under the mouse (`hover`) stands a little lifted while the
        hand may be played (`playable`)."""
        if not playable:
            hover = None
        size = self.hand_tile_size()
        box = self.anchor("hand")
        step = _step(box.w, size[0], HAND_GAP, len(hand))
        tiles = []
        for index, tile in enumerate(hand):
            center = _centred_slot(box, step, index, len(hand))  # as `hand_slot`, the row's step worked out once
            picked = tile in selected
            lift = SELECTED_LIFT if picked else HOVER_LIFT if tile == hover else 0
            tiles.append(HandTile(tile, index, _tile_rect(center, size, lift), lift, picked, _tile_rect(center, size)))
        return tiles

    def hand_tile_at(self, tiles: list[HandTile], pos: tuple[int, int]) -> int | None:
        """The hand tile a click at `pos` picks: the one drawn there (topmost first), else the one whose
        lifted image left the gap there."""
        for tile in reversed(tiles):
            if tile.rect.collidepoint(pos):
                return tile.tile
        for tile in reversed(tiles):
            if tile.lift and tile.slot.collidepoint(pos):
                return tile.tile
        return None

    def hint_button(self) -> pygame.Rect:
        """The hints on/off button, above the hand's right end."""
        hand = self.anchor("hand")
        return pygame.Rect(hand.right - self.row_widths[0], hand.y - 44, self.row_widths[0], 36)

    def coach_button(self) -> pygame.Rect:
        """The coach's on/off button, left of the tracker's button."""
        tracker = self.tracker_button()
        return pygame.Rect(tracker.x - self.row_widths[2] - ROW_GAP, tracker.y, self.row_widths[2], tracker.h)

    def hand_note(self) -> pygame.Rect:
        """A note over the hand's tray (the open round's warning), over the words saying whose hand it is, up to
        the buttons over the tray's right end."""
        tray = self.hand_tray()
        left = tray.x
        right = self.coach_button().x - 12
        return pygame.Rect(left, tray.y - 44, max(0, right - left), 40)

    # ----------------------------------------------------------------- seats and piles
    def seat_panel(self, seat: int) -> SeatPanel:
        return self._record(("seat", (seat, self.seats, least_text())), lambda: self._seat_panel(seat))

    def _seat_panel(self, seat: int) -> SeatPanel:
        box, own_line = seat_box(self.anchor, seat, self.seats)
        # The hand beside the name and the points, the status's line free below; at a large text size with no
        # line of its own for the status, beside the name, the status taking the points' line to the panel's end.
        hand, line = self.anchor(f"seat{seat + 1}_hand"), grown_by(SEAT_LINE, SEAT_TEXT)
        if own_line:
            hand = hand.move(0, box.y + (box.h - line) // 2 - hand.centery)
        elif least_text() > SEAT_STATUS_LEAST:
            hand = hand.move(0, box.y + max(line, hand.h) // 2 - hand.centery)
        return SeatPanel(
            box=box,
            area=box.inflate(12, 12),
            stripe=pygame.Rect(box.x, box.y, 12, box.h),
            ring=box.inflate(6, 6),
            pawn=pygame.Rect(box.x + 18, box.y + 6, 26, 26),
            name_at=(box.x + 50, box.y + 5),
            score_at=(box.x + 50, box.y + box.h - 30),
            badge=(box.x + 31, box.y + box.h - 13),
            badge_radius=11,
            hand=hand,
            status_line=own_line,
        )

    def seat_hand_point(self, seat: int) -> tuple[float, float]:
        return self.seat_panel(seat).hand.center

    def small_tile_size(self) -> tuple[int, int]:
        box = self.anchor("seat1_hand")
        h = max(16, box.h - 12)
        return (round(h * 0.8), h)

    def pile_point(self, name: str) -> tuple[float, float]:
        """The centre of a pile's bottom tile: under the line of its count, its stack's reach above it."""
        box = self.anchor(name)
        return (box.centerx, box.y + PILE_COUNT_LINE + PILE_REACH + self.tile_size[1] / 2)

    def pile(self, name: str) -> Pile:
        return self._record(("pile", name), lambda: self._pile(name))

    def _pile(self, name: str) -> Pile:
        box = self.anchor(name)
        w, h = self.tile_size
        x, y = self.pile_point(name)
        return Pile(box, (box.centerx, box.y), (box.centerx, box.bottom - 1), pygame.Rect(x - w / 2, y - h / 2, w, h))

    # ----------------------------------------------------------------- panels with text
    def round_info(self) -> RoundInfo:
        return self._record(("round_info", None), lambda: RoundInfo(self.anchor("round_info")))

    def status_bar(self) -> StatusBar:
        box = self.anchor("status")
        return self._record(("status", None), lambda: StatusBar(box, pygame.Rect(box.x, box.y, 12, box.h),
                                                                (box.x + 28, box.centery), box.w - 44))

    def side_column(self, seats: int) -> pygame.Rect:
        """The right column below the seats in play, down to the log's bottom: the history, and the coach over it
        while the coach is on (a table of few players leaves it the empty seats' room)."""
        log = self.anchor("log")
        grown = seats == self.seats  # the panels of this table's seats, as drawn
        last = seat_box(self.anchor, seats - 1, seats)[0] if grown else self.anchor(f"seat{max(1, seats)}")
        gap = log.y - self.anchor("seat8").bottom
        top = min(log.y, last.bottom + gap) if last.h else log.y
        return pygame.Rect(log.x, top, log.w, log.bottom - top)

    def coach_box(self, seats: int) -> pygame.Rect:
        """The coach's panel: the top of the side column, leaving the history at least HISTORY_LEAST below it (both
        grown at a larger text size)."""
        column = self.side_column(seats)
        most, history = grown_by(COACH_MOST, HISTORY_TEXT), grown_by(HISTORY_LEAST, HISTORY_TEXT)
        share = next(share for most_text, share in COACH_SHARE if least_text() <= most_text)
        height = max(COACH_LEAST, min(most, round(column.h * share), column.h - history))
        return pygame.Rect(column.x, column.y, column.w, min(height, column.h))

    def log_panel(self, seats: int = 8, coach: bool = False) -> LogPanel:
        """The history panel: the side column, or what the coach leaves of it."""
        column = self.side_column(seats)
        if coach:
            coach_box = self.coach_box(seats)
            column = pygame.Rect(column.x, coach_box.bottom, column.w, column.bottom - coach_box.bottom)
        box = column
        return self._record(("log", (box.x, box.y, box.w, box.h)),
                            lambda: LogPanel(box, box.x + 11, box.bottom - 8, box.y + 6, box.w - 22))

    # ----------------------------------------------------------------- the hint and the banner
    def hint_frame(self, row: int, slot: int) -> pygame.Rect | None:
        """The gold frame around the space a hovered tile would go to (None: no such space)."""
        rect = self.spaces.get((row, slot))
        return rect.inflate(4, 4) if rect is not None else None

    def hint_bubble(self, label: tuple[int, int]) -> pygame.Rect:
        """The plate of the hint's sentence (a label of size `label`, fitted by the caller): over the status
        line while the player points at a tile or a purchase (what they are doing now), so it never covers a
        row, the track or the played tiles; the frame on the board shows the space."""
        return self.status_bar().box.copy()  # all of it: the status sentence underneath must not peek out

    def hint_pawn(self, seat: int, position: int, positions: list[int] | tuple[int, ...]) -> pygame.Rect:
        """The ring around the track space a purchase would take the pawn to."""
        x, y = self.pawn_places.point(seat, position, positions)
        size = self.pawn_places.size_at(seat, position, positions) + 12
        return pygame.Rect(round(x - size / 2), round(y - size / 2), size, size)

    # ----------------------------------------------------------------- marks on tiles
    def placer_mark(self, row: int, slot: int) -> tuple[tuple[int, int], int]:
        """(centre, size) of the mark in the placer's colour on a tile lying in a row: its top-right corner."""
        x, y = self.space_center(row, slot)
        (dx, dy), size = self.placer_offset(self.tile_size)
        return ((round(x - self.tile_size[0] / 2 + dx), round(y - self.tile_size[1] / 2 + dy)), size)

    def placer_offset(self, size: tuple[int, int]) -> tuple[tuple[int, int], int]:
        """(centre, size) of the placer's mark inside a tile image of `size` (from its top-left corner)."""
        w, _ = size
        mark = max(10, round(w * 0.24))
        return ((w - mark // 2 - 3, mark // 2 + 3), mark)

    def bought_mark(self, tile: pygame.Rect) -> pygame.Rect:
        """The "new" tag on a hand tile bought this round (until it is played): a strip over its top edge."""
        return pygame.Rect(tile.x + 6, tile.y - 9, tile.w - 12, 18)

    def reveal_symbol(self, bar: pygame.Rect) -> tuple[tuple[int, int], int]:
        """(centre, size) of the owner's mark at the middle of a played tile's bar."""
        return (bar.center, 16)

    # ----------------------------------------------------------------- the tile tracker
    def tracker_button(self) -> pygame.Rect:
        """The tracker's on/off button, left of the hints button."""
        hint = self.hint_button()
        return pygame.Rect(hint.x - self.row_widths[1] - ROW_GAP, hint.y, self.row_widths[1], hint.h)

    def tracker_panel(self) -> TrackerPanel:
        return self._record(("tracker", None), self._tracker_panel)

    def _tracker_panel(self) -> TrackerPanel:
        first, last = self.spaces[(1, 1)], self.spaces[(len(self.spec.rows), 1)]
        top = first.y - 6
        box = pygame.Rect(first.x - 6, top, self.anchor("seat1").x - first.x - 12, last.bottom - top + 6)
        return TrackerPanel(box)

    def banner_plate(self, label: tuple[int, int], row: int | None = None,
                     avoid: Sequence[pygame.Rect] = ()) -> pygame.Rect:
        """The plate behind a banner of size `label` (its words' lines): over the reveal tray ("Round 3"), or beside
        `row` when the banner is about it ("Anja completes row 5", see `TableRoom.beside`)."""
        room = self.room
        plate = room.plate_size(label, row is None)
        if row is None:
            rect = pygame.Rect((0, 0), plate)
            rect.center = self.anchor("reveal").center
            return rect.clamp(self.canvas)
        return room.beside(plate, room.row_box(row), room.row_rects(row), avoid)[0]

    def buy_caption_room(self, height: int) -> pygame.Rect:
        """The caption over the buy buttons, `height` high: from the first button's left to short of the side
        column."""
        first = self.anchor("button_buy0")
        right = self.anchor("log").x - 8
        return pygame.Rect(first.x, first.y - 6 - height, right - first.x, height)


def seat_box(anchor: Callable[[str], pygame.Rect], seat: int, seats: int) -> tuple[pygame.Rect, bool]:
    """A seat's panel at a table of `seats` (the map's `anchor`s), and whether its status has a line of its own: at
    a text size that leaves no room for it beside the points, the panels grow down into the rows of the seats not in
    play to hold three lines, while they have room (as the map places them otherwise)."""
    box = anchor(f"seat{seat + 1}")
    first, last = anchor("seat1"), anchor("seat8")
    if least_text() <= SEAT_STATUS_LEAST or not box.h or not last.h:
        return box, False
    gap = anchor("seat2").y - first.bottom
    need = 3 * grown_by(SEAT_LINE, SEAT_TEXT) + SEAT_PAD
    if need > (last.bottom - first.y + gap) // max(1, seats) - gap:
        return box, False
    return pygame.Rect(first.x, first.y + seat * (need + gap), first.w, max(need, first.h)), True


def _step(width: int, tile_w: int, gap: int, count: int) -> float:
    """Centre-to-centre distance of `count` tiles in a row `width` wide: `tile_w + gap` while they fit,
    closer (overlapping) once they would not, so the row never leaves its area."""
    step = float(tile_w + gap)
    if count > 1 and step * count - gap > width:
        step = (width - tile_w - 1) / (count - 1)  # a pixel to spare, so rounding never pokes out
    return step


def _centred_slot(box: pygame.Rect, step: float, index: int, count: int) -> tuple[float, float]:
    """Centre of slot `index` of `count` slots `step` apart, the row centred in `box`."""
    left = box.centerx - step * max(count, 1) / 2 + step / 2
    return (left + step * index, box.centery)


def _tile_rect(center: tuple[float, float], size: tuple[int, int], lift: float = 0) -> pygame.Rect:
    """Where a tile image of `size` centred at `center` is blitted (as `TileSprite.draw` places it)."""
    w, h = size
    return pygame.Rect(int(center[0] - w / 2), int(center[1] - h / 2 - lift), w, h)


__all__ = ["HOVER_LIFT", "MAX_REVEAL", "ROW_GAP", "ROW_WIDTHS", "SELECTED_LIFT", "HandTile", "Layout", "LogPanel",
           "to_rect"]
