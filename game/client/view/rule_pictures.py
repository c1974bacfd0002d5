"""The pictures of the Rules pages: each term drawn with the game's own art.

A space, the track's start, an oxen-eye and the dung heap are cut out of the board as the play screen draws it
(board/background.py, from the map), so they look exactly as they do at the table, whatever map is played; the
space of each kind is the first of that kind on the board (BoardSpec). Tiles and pawns are the table's own
(sprites.TileArt, sprites.PawnArt), the aids' buttons the play screen's own (buttons.Button). Each picture is
made once and kept (the buttons' words once per language).
"""

from __future__ import annotations

import pygame

from game.client.view import palette as pal
from game.client.view.board.background import BoardBackground
from game.client.view.buttons import Button
from game.client.view.drawing import draw_focus
from game.client.view.layout import Layout
from game.client.view.sprites import PawnArt, TextCache, TileArt
from game.rules import SpaceKind
from game.text.i18n import N_, generation

PICTURE_W = 260  # the column the pictures stand in
PICTURE_H = 120
SPACE_SIZE = 100  # a row's space as pictured
TRACK_SCALE = 1.6  # a track space is smaller on the board than a row's space

# Every term the Rules pages picture, each a kind of space, a place on the track or a thing of the table.
SPACE_TERMS = {"first_space": SpaceKind.FIRST, "plain_space": SpaceKind.PLAIN, "cowpie_space": SpaceKind.COWPIE,
               "ibex_space": SpaceKind.IBEX, "double_space": SpaceKind.DOUBLE, "happy_cow_space": SpaceKind.HAPPY}
TRACK_TERMS = ("start_space", "oxen_eye", "dung_heap")
TABLE_TERMS = ("tile", "active_row", "next_free_row", "kept_tiles", "supply", "box", "bumped_pawn")
AID_TERMS = ("hints", "tracker", "coach", "look", "phones")
RULE_TERMS = (*SPACE_TERMS, *TRACK_TERMS, *TABLE_TERMS, *AID_TERMS)
AID_LABELS = {"hints": N_("Hints: on (H)"), "tracker": N_("Tiles (T)"), "coach": N_("Coach: on (C)")}
BUTTON_PICTURE_H = 56


def picture_height(term: str) -> int:
    """How tall a term's picture is at most: a page lays out its terms by these heights."""
    return BUTTON_PICTURE_H if term in AID_LABELS else PICTURE_H


class RulePictures:
    """The pictures of one board map's terms."""

    def __init__(self, layout: Layout, text: TextCache) -> None:
        self.layout = layout
        self.text = text
        self.tiles = TileArt(text)
        self.pawns = PawnArt()
        self._board: pygame.Surface | None = None
        self._made: dict[tuple[str, int, pal.Look], pygame.Surface] = {}

    def board(self) -> pygame.Surface:
        if self._board is None:
            self._board = BoardBackground(self.layout, self.text).image()
        return self._board

    # ----------------------------------------------------------------- where a picture comes from
    def source(self, term: str) -> tuple[str, tuple[int, ...]] | None:
        """What of the board a term's picture is cut from: ("space", (row, slot)) or ("track", (index,)); None for
        a picture drawn from the table's pieces alone."""
        spec = self.layout.spec
        if term in SPACE_TERMS:
            kind = SPACE_TERMS[term]
            for row in spec.rows:
                for slot, space in enumerate(row.spaces, start=1):
                    if space.kind is kind:
                        return ("space", (row.number, slot))
            return None
        if term == "start_space":
            return ("track", (0,))
        if term == "oxen_eye":
            return ("track", (min(spec.track.oxen_eyes),))
        if term == "dung_heap":
            return ("track", (spec.track.dung_heap,))
        return None

    # ----------------------------------------------------------------- the pictures
    def picture(self, term: str) -> pygame.Surface:
        """The picture of `term`, PICTURE_W x PICTURE_H at most."""
        key = (term, generation() if term in AID_LABELS else 0, pal.look())
        image = self._made.get(key)
        if image is None:
            image = self._made[key] = self._draw(term)
        return image

    def _draw(self, term: str) -> pygame.Surface:
        source = self.source(term)
        if source is not None:
            kind, key = source
            if kind == "space":
                return self._space(*key)
            return self._track_space(key[0])
        return getattr(self, f"_{term}")()

    def _cut(self, area: pygame.Rect, scale: float) -> pygame.Surface:
        """A part of the board, scaled."""
        area = area.clip(self.board().get_rect())
        piece = self.board().subsurface(area)
        size = (round(area.w * scale), round(area.h * scale))
        return pygame.transform.smoothscale(piece, size)

    def _space(self, row: int, slot: int, tile: int | None = None) -> pygame.Surface:
        rect = self.layout.spaces[(row, slot)].inflate(8, 8)
        image = self._cut(rect, SPACE_SIZE / rect.h)
        if tile is not None:
            self._tile_on(image, image.get_rect(), tile)
        return image

    def _tile_on(self, surface: pygame.Surface, space: pygame.Rect, tile: int) -> None:
        w, h = round(space.w * 0.82), round(space.h * 0.82)
        image = self.tiles.image(tile, w, h, True)
        surface.blit(image, image.get_rect(center=space.center))

    def _track_space(self, index: int) -> pygame.Surface:
        rect = self.layout.track_spaces[index]
        scale = TRACK_SCALE if rect.h < 80 else 1.0
        return self._cut(rect.inflate(10, 10), scale)

    def _canvas(self, w: int = PICTURE_W, h: int = PICTURE_H) -> pygame.Surface:
        return pygame.Surface((w, h), pygame.SRCALPHA)

    def _row(self, spaces: list[pygame.Surface], gap: int = 4) -> pygame.Surface:
        w = sum(s.get_width() for s in spaces) + gap * (len(spaces) - 1)
        h = max(s.get_height() for s in spaces)
        surface = self._canvas(w, h)
        x = 0
        for image in spaces:
            surface.blit(image, (x, (h - image.get_height()) // 2))
            x += image.get_width() + gap
        return surface

    def _arrow(self, w: int = 40, h: int = 40) -> pygame.Surface:
        surface = self._canvas(w, h)
        mid = h // 2
        pygame.draw.line(surface, pal.OCHRE_RED, (2, mid), (w - 12, mid), 6)
        pygame.draw.polygon(surface, pal.OCHRE_RED, [(w - 16, mid - 12), (w - 2, mid), (w - 16, mid + 12)])
        return surface

    def _tile(self) -> pygame.Surface:
        w, h = 84, 100
        return self._row([self.tiles.image(42, w, h, True), self.tiles.image(0, w, h, False)], gap=16)

    def _active_row(self) -> pygame.Surface:
        return self._row([self._space(1, 1, tile=17), self._space(1, 2)], gap=2)

    def _next_free_row(self) -> pygame.Surface:
        last = len(self.layout.spec.rows)
        small = 80
        first = pygame.transform.smoothscale(self._space(last, 1), (small, small))
        start = pygame.transform.smoothscale(self._space(1, 1, tile=63), (small, small))
        return self._row([first, self._arrow(), start], gap=6)

    def _kept_tiles(self) -> pygame.Surface:
        w, h = 64, 78
        return self._row([self.tiles.image(40, w, h, True, "selected"), self.tiles.image(42, w, h, True, "dim"),
                          self.tiles.image(45, w, h, True, "selected")], gap=10)

    def _stack(self, style: str) -> pygame.Surface:
        w, h = 76, 92
        surface = self._canvas(w + 12, h + 16)
        for i in range(4):
            surface.blit(self.tiles.image(0, w, h, False, style), (12 - i * 4, 16 - i * 5))
        return surface

    def _supply(self) -> pygame.Surface:
        return self._stack("")

    def _box(self) -> pygame.Surface:
        return self._stack("dim")

    def _bumped_pawn(self) -> pygame.Surface:
        """Red gets one point on space 4; Blue stands on 5, so Red moves on to 6."""
        track = self.layout.track_spaces
        first, last = track[3], track[6]
        area = first.union(last).inflate(12, 40)
        image = self._cut(area, 1.0)
        size = self.layout.pawn_size
        for seat_color, index, alpha in (("red", 4, 110), ("blue", 5, 255), ("red", 6, 255)):
            pawn = self.pawns.image(seat_color, size).copy()
            pawn.set_alpha(alpha)
            center = (track[index].centerx - area.x, track[index].centery - area.y)
            image.blit(pawn, pawn.get_rect(center=center))
        y = track[4].top - area.y - 4
        x0, x1 = track[4].centerx - area.x, track[6].centerx - area.x
        pygame.draw.arc(image, pal.OCHRE_RED, pygame.Rect(x0, y - 14, x1 - x0, 28), 0, 3.1416, 4)
        pygame.draw.polygon(image, pal.OCHRE_RED, [(x1 - 8, y - 4), (x1 + 4, y - 2), (x1 - 2, y + 8)])
        return image

    def _button(self, term: str) -> pygame.Surface:
        surface = self._canvas(200, BUTTON_PICTURE_H)
        button = Button((8, 6, 184, 40), AID_LABELS[term], lambda: None, style="secondary", size=18)
        button.draw(surface, self.text.fonts)
        return surface

    def _hints(self) -> pygame.Surface:
        return self._button("hints")

    def _tracker(self) -> pygame.Surface:
        return self._button("tracker")

    def _coach(self) -> pygame.Surface:
        return self._button("coach")

    def _look(self) -> pygame.Surface:
        space = self._space(1, 2)
        surface = self._canvas(space.get_width() + 20, space.get_height() + 20)
        surface.blit(space, (10, 10))
        draw_focus(surface, pygame.Rect(10, 10, space.get_width(), space.get_height()).inflate(-14, -14), radius=10)
        return surface

    def _phones(self) -> pygame.Surface:
        """A phone holding its player's hand."""
        surface = self._canvas(80, 120)
        body = pygame.Rect(4, 2, 72, 116)
        pygame.draw.rect(surface, pal.INK, body, border_radius=12)
        screen = body.inflate(-10, -22)
        pygame.draw.rect(surface, pal.PARCHMENT_LIGHT, screen, border_radius=4)
        for i, tile in enumerate((23, 58)):
            image = self.tiles.image(tile, 26, 32, True)
            surface.blit(image, (screen.x + 6 + i * 30, screen.y + 26))
        pygame.draw.rect(surface, pal.OCHRE_RED, (screen.x + 6, screen.bottom - 18, screen.w - 12, 12),
                         border_radius=4)
        return surface
