"""The play screen's table: the board and everything on it, drawn by its parts (game/client/view/board/).

`Layout` (layout.py) answers "where": every rectangle drawn comes from it, and the scenes hit-test with the same
rectangles. `BoardView` draws a `Table` (the state as shown, see table.py) plus what the scene asks for
(`Overlay`: the hand to show, selection, hints, buttons, the status line), in this order: the table layer (the
board with its slow-changing panels, board/layer.py), the reveal area's marks, the tiles at rest or sliding, the
hints, the pawns, the purchase preview, the shown hand, the hint's sentence, the flying tiles, floating points
and the banner. `BoardView.hand_draws` records whose hand each of the latest frames drew.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.client.view import palette
from game.client.view.board.background import BoardBackground
from game.client.view.board.hand import HandView
from game.client.view.board.hand_note import HandNote
from game.client.view.board.hints import HintView
from game.client.view.board.layer import Panel, TableLayer
from game.client.view.board.log_panel import Entry as LogEntry
from game.client.view.board.log_panel import LogPanel
from game.client.view.board.looks import Plates, SeatMarks, TableArt
from game.client.view.board.passing import Passing
from game.client.view.board.pawns import Pawns
from game.client.view.board.piles import PILES, Piles
from game.client.view.board.purchase import PurchasePreview
from game.client.view.board.round_panel import RoundPanel
from game.client.view.board.row_tiles import RowTiles, placed_rect, rests_in_row
from game.client.view.board.seats import Seats
from game.client.view.board.status_line import StatusLine
from game.client.view.board.tracker import TrackerView
from game.client.view.buttons import BUTTON_EDGE, Button
from game.client.view.drawing import FOCUS_PAD, FOCUS_RING
from game.client.view.layout import Layout
from game.client.view.layout import LogPanel as LogBox
from game.client.view.sprites import BONUS, INK, PENALTY, PawnArt, TextCache, TileArt, TileSprite, readable_on
from game.client.view.table import Table
from game.client.view.text import least_text
from game.text.i18n import generation

if TYPE_CHECKING:
    from game.rules.hints import PlayHint, PurchaseHint
    from game.rules.tracker import Tracker


# The parts drawn over the table every frame (their texts noted as they are drawn, see Fonts.room).
PASSING_PARTS = ("reveal", "pawns", "hand", "note", "hint", "name tag", "floats", "banner")


@dataclass
class Overlay:
    """What the scene wants drawn on top of the table this frame."""

    hand_seat: int | None = None  # whose hand to show (None: nobody's)
    hand: tuple[int, ...] = ()
    selected: tuple[int, ...] = ()
    playable: bool = False  # the hand's tiles can be clicked now
    hover_tile: int | None = None
    hint: PlayHint | None = None  # for the hovered (or focused) tile
    hint_tile: int | None = None  # the tile the hint's sentence is about
    purchase: PurchaseHint | None = None  # for the hovered (or focused) buy button
    focus: pygame.Rect | None = None  # the keyboard focus on a hand tile (buttons draw their own)
    marked: frozenset[int] = frozenset()  # hand tiles bought and not yet played
    tracker: Tracker | None = None  # of the shown hand's seat, while open
    buttons: list[Button] = field(default_factory=list)
    status: str = ""
    status_color: tuple[int, int, int] | None = None  # None: the look's ink
    acting: int | None = None
    log: Sequence[LogEntry] = ()  # the history's entries, oldest first (game/client/scenes/play_history.Entry)
    log_back: int = 0  # entries scrolled back from the newest
    log_version: int = 0  # changes whenever the entries or the place change
    log_box: LogBox | None = None  # where the history is drawn (default: the whole side column)
    banner: str = ""
    flying_into_hand: frozenset[int] = frozenset()
    note: str = ""  # over the hand's tray: the open round's warning to the player deciding


def flying_order(flying: list[TileSprite], spotlight: tuple[int, int] | None) -> list[TileSprite]:
    """The tiles in the air in drawing order, lowest layer first, and the tile being placed (`spotlight`: its
    number and placer) over every other: a kept tile flying past does not cover it and the name riding on it."""
    tile = spotlight[0] if spotlight is not None else None
    return sorted(flying, key=lambda sprite: (sprite.tile == tile, sprite.layer))


class BoardView:
    """Draws the table of one match: `colors`, `names` and `kinds` ("human", "phone" or the bot's level) per seat."""

    def __init__(self, layout: Layout, text: TextCache, colors: tuple[str, ...], names: tuple[str, ...],
                 kinds: tuple[str, ...]) -> None:
        self.layout = layout
        self.text = text
        self.colors = colors
        self.names = names
        self.kinds = kinds
        self.tile_art = TileArt(text)
        art = TableArt(layout, text, self.tile_art, PawnArt(), SeatMarks(), Plates(), colors)
        self.background = BoardBackground(layout, text)
        self.layer = TableLayer(self.background.image, text.fonts)
        self.row_tiles = RowTiles(art)
        self.round_panel = RoundPanel(art)
        self.seats = Seats(art, names, kinds)
        self.log = LogPanel(art)
        self.piles = Piles(art)
        self.hand = HandView(art)
        self.hand_note = HandNote(art)
        self.status_line = StatusLine(art)
        self.tracker = TrackerView(art, names)
        self.hints = HintView(art)
        self.purchase = PurchasePreview(art)
        self.pawns = Pawns(art)
        self.passing = Passing(art)

    @property
    def hand_draws(self) -> deque[int | None]:
        """Whose hand each of the latest frames drew (None: nobody's)."""
        return self.hand.draws

    def draw(self, surface: pygame.Surface, table: Table, overlay: Overlay) -> None:
        board = self.background.image().get_rect()
        surface.blit(self.layer.frame(self._layer_panels(board, table, overlay)), (0, 0))
        fonts = self.text.fonts
        for part in PASSING_PARTS:  # drawn every frame: each notes what it shows in this one (if anything)
            fonts.begin(part)
        with fonts.room("reveal", self.layout.anchor("reveal"), surface):
            self.row_tiles.draw_reveal_marks(surface, table)
        flying: list[TileSprite] = []
        # The open tracker is on the layer, over the rows: what lies still under it stays hidden.
        covered = self.tracker.area() if overlay.tracker is not None else None
        for sprite in table.sprites.values():
            if sprite.layer > 0:
                flying.append(sprite)
            elif not rests_in_row(sprite, table):  # a tile at rest in a row is on the table layer
                if covered is None or not covered.contains(placed_rect(sprite)):
                    sprite.draw(surface, self.tile_art)
        sentence = None  # what a hint or the purchase preview says, over the status line
        if overlay.tracker is None and overlay.hint is not None:  # the open tracker (on the layer) covers the rows
            sentence = self.hints.draw_landings(surface, overlay.hint, overlay.hint_tile)
        with fonts.room("pawns", self.layout.canvas, surface):
            self.pawns.draw(surface, table)
        if overlay.purchase is not None:
            sentence = self.purchase.draw(surface, table, overlay.purchase, overlay.hand_seat)
        with fonts.room("hand", self.layout.canvas, surface):
            self.hand.draw(surface, overlay)
        with fonts.room("note", self.layout.canvas, surface):
            if overlay.note and overlay.hand_seat is not None:
                self.hand_note.draw(surface, overlay.note)
        with fonts.room("hint", self.layout.canvas, surface):
            if sentence is not None:
                self.hints.draw_sentence(surface, *sentence)
        for sprite in flying_order(flying, table.spotlight):
            sprite.draw(surface, self.tile_art, flying=True)
        if table.spotlight is not None:  # whose tile is being placed: their name rides on it
            tile, seat = table.spotlight
            if tile in table.sprites:
                with fonts.room("name tag", self.layout.canvas, surface):
                    self.passing.draw_name_tag(surface, table.sprites[tile], self.names[seat], self.colors[seat])
        with fonts.room("floats", self.layout.canvas, surface):
            for text in table.floats:
                self.passing.draw_float(surface, text)
        if table.banner:
            with fonts.room("banner", self.layout.canvas, surface):
                self.passing.draw_banner(surface, table.banner, table.banner_alpha, table.banner_row)

    def _layer_panels(self, clip: pygame.Rect, table: Table, overlay: Overlay) -> list[Panel]:
        """This frame's panels of the table layer, in painting order, each with the state it shows."""
        # The tiles lying still in the rows, each with its placer's mark.
        panels: list[Panel] = []
        for sprite in table.sprites.values():
            if rests_in_row(sprite, table):
                placer = table.placer[sprite.tile]
                panels.append(Panel(f"tile{sprite.tile}", placed_rect(sprite).clip(clip),
                                    (sprite.x, sprite.y, sprite.w, sprite.h, sprite.lift, sprite.style, placer),
                                    partial(self.row_tiles.draw_placed, sprite=sprite, seat=placer)))
        # The panels' words are in the current language, at the text size and in the look in force: a change
        # of any repaints.
        language = (generation(), least_text(), palette.look())
        if overlay.tracker is not None:
            panels.append(Panel("tracker", self.tracker.area().clip(clip), (overlay.tracker, language),
                                partial(self.tracker.draw, tracker=overlay.tracker), opaque=True))
        panels.append(Panel("round", self.round_panel.area().clip(clip),
                            (table.round, table.double, table.open, table.open_next, table.happy, language),
                            lambda layer: self.round_panel.draw(layer, table)))
        for seat in range(len(self.names)):
            key = (table.positions[seat], table.status[seat], table.order_index(seat), table.hand_sizes[seat],
                   overlay.acting == seat, language)
            panels.append(Panel(f"seat{seat}", self.seats.area(seat).clip(clip), key,
                                partial(self.seats.draw, table=table, seat=seat, acting=overlay.acting)))
        log = overlay.log_box or self.layout.log_panel(len(self.names))
        panels.append(Panel("log", log.box.clip(clip), (overlay.log_version, overlay.log_back, len(overlay.log),
                                                         language),
                            lambda layer: self.log.draw(layer, log, overlay.log, overlay.log_back)))
        for name in PILES:
            if self.layout.pile(name).box.w:
                count = table.supply if name == "supply" else table.box
                panels.append(Panel(name, self.piles.area(name).clip(clip), (count, language),
                                    partial(self.piles.draw, name=name, count=count)))
        if overlay.hand_seat is not None:
            seat, owner = overlay.hand_seat, self.seats.hand_owner(overlay.hand_seat)
            panels.append(Panel("tray", self.hand.tray_area(owner).clip(clip), (seat, owner),
                                lambda layer: self.hand.draw_tray(layer, seat, owner)))
        if overlay.status:
            panels.append(Panel("status", self.status_line.area().clip(clip),
                                (overlay.status, overlay.status_color, overlay.acting, language),
                                lambda layer: self.status_line.draw(layer, overlay.status, overlay.status_color,
                                                                    overlay.acting)))
        for button in overlay.buttons:
            reach = 2 * (FOCUS_PAD + FOCUS_RING + 4)
            area = button.rect.union(button.rect.move(0, BUTTON_EDGE)).inflate(reach, reach)
            panels.append(Panel(f"button{id(button)}", area.clip(clip), button.look(),
                                partial(button.draw, fonts=self.text.fonts)))
        return panels


__all__ = ["BONUS", "INK", "PENALTY", "BoardView", "Layout", "Overlay", "readable_on"]
