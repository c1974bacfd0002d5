"""The pictures of the Rules pages: each term drawn with the game's own art.

A space, the track's start, an oxen-eye and the dung heap are cut out of the board as the play screen draws it
(board/background.py, from the map), so they look exactly as they do at the table, whatever map is played; the
space of each kind is the first of that kind on the board (BoardSpec). Tiles and pawns are the table's own
(sprites.TileArt, sprites.PawnArt), the aids' buttons the play screen's own (buttons.Button). Each picture is
made once and kept (the buttons' words once per language), with the texts on it (a tile's number, a button's
words) and where they stand, for the measuring of the page's texts.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.client.view import palette as pal
from game.client.view.board.background import BoardBackground
from game.client.view.buttons import Button
from game.client.view.drawing import LABEL_MARGIN, draw_focus
from game.client.view.kept_notes import KeptNotes
from game.client.view.layout import Layout
from game.client.view.sprites import PawnArt, TextCache, TileArt
from game.client.view.text import Face, grown_by, least_text
from game.rules import SpaceKind
from game.text.i18n import N_, _, generation

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
BUTTON_LABEL = 18  # the size of an aid button's words


def picture_height(term: str) -> int:
    """How tall a term's picture is at most without its board (a page lays out by the pictures themselves)."""
    return BUTTON_PICTURE_H if term in AID_LABELS else PICTURE_H


@dataclass(frozen=True)
class PictureText:
    """A text on a picture: its words, where it stands and the room it belongs to (the tile or button it is on),
    both in the picture's pixels, and its size."""

    text: str
    rect: pygame.Rect
    size: int
    room: pygame.Rect

    def moved(self, x: int, y: int) -> PictureText:
        return PictureText(self.text, self.rect.move(x, y), self.size, self.room.move(x, y))


@dataclass
class Piece:
    """A picture or a part of one, with the texts on it."""

    image: pygame.Surface
    texts: list[PictureText] = field(default_factory=list)


class RulePictures:
    """The pictures of one board map's terms."""

    def __init__(self, layout: Layout, text: TextCache) -> None:
        self.layout = layout
        self.text = text
        self.tiles = TileArt(text)
        self.pawns = PawnArt()
        self._board: pygame.Surface | None = None
        self._made: dict[tuple[str, int, pal.Look, int], Piece] = {}

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
        """The picture of `term`, PICTURE_W x PICTURE_H at most (a phone's grows with the text size)."""
        return self._piece(term).image

    def texts(self, term: str) -> list[PictureText]:
        """The texts on the picture of `term`, placed on it."""
        return self._piece(term).texts

    def _piece(self, term: str) -> Piece:
        key = (term, generation() if term in AID_LABELS else 0, pal.look(), least_text())
        piece = self._made.get(key)
        if piece is None:
            piece = self._made[key] = self._draw(term)
        return piece

    def _draw(self, term: str) -> Piece:
        source = self.source(term)
        if source is not None:
            kind, key = source
            if kind == "space":
                return self._space(*key)
            return Piece(self._track_space(key[0]))
        piece = getattr(self, f"_{term}")()
        return piece if isinstance(piece, Piece) else Piece(piece)

    def _cut(self, area: pygame.Rect, scale: float) -> pygame.Surface:
        """A part of the board, scaled."""
        area = area.clip(self.board().get_rect())
        piece = self.board().subsurface(area)
        size = (round(area.w * scale), round(area.h * scale))
        return pygame.transform.smoothscale(piece, size)

    def _tile_piece(self, tile: int, w: int, h: int, style: str = "") -> Piece:
        """A face-up tile with its number."""
        place, size = self.tiles.number_place(tile, w, h)
        return Piece(self.tiles.image(tile, w, h, True, style), [PictureText(str(tile), place, size,
                                                                             pygame.Rect(0, 0, w, h))])

    def _space(self, row: int, slot: int, tile: int | None = None, side: int = SPACE_SIZE) -> Piece:
        """A row's space `side` pixels high, with a tile on it when `tile` is given."""
        rect = self.layout.spaces[(row, slot)].inflate(8, 8)
        piece = Piece(self._cut(rect, side / rect.h))
        if tile is not None:
            self._tile_on(piece, tile)
        return piece

    def _tile_on(self, piece: Piece, tile: int) -> None:
        space = piece.image.get_rect()
        w, h = round(space.w * 0.82), round(space.h * 0.82)
        on = self._tile_piece(tile, w, h)
        at = on.image.get_rect(center=space.center)
        piece.image.blit(on.image, at)
        piece.texts += [text.moved(*at.topleft) for text in on.texts]

    def _track_space(self, index: int) -> pygame.Surface:
        rect = self.layout.track_spaces[index]
        scale = TRACK_SCALE if rect.h < 80 else 1.0
        return self._cut(rect.inflate(10, 10), scale)

    def _canvas(self, w: int = PICTURE_W, h: int = PICTURE_H) -> pygame.Surface:
        return pygame.Surface((w, h), pygame.SRCALPHA)

    def _row(self, pieces: list[Piece], gap: int = 4) -> Piece:
        w = sum(p.image.get_width() for p in pieces) + gap * (len(pieces) - 1)
        h = max(p.image.get_height() for p in pieces)
        row = Piece(self._canvas(w, h))
        x = 0
        for piece in pieces:
            y = (h - piece.image.get_height()) // 2
            row.image.blit(piece.image, (x, y))
            row.texts += [text.moved(x, y) for text in piece.texts]
            x += piece.image.get_width() + gap
        return row

    def _arrow(self, w: int = 40, h: int = 40) -> Piece:
        surface = self._canvas(w, h)
        mid = h // 2
        pygame.draw.line(surface, pal.OCHRE_RED, (2, mid), (w - 12, mid), 6)
        pygame.draw.polygon(surface, pal.OCHRE_RED, [(w - 16, mid - 12), (w - 2, mid), (w - 16, mid + 12)])
        return Piece(surface)

    def _tile(self) -> Piece:
        w, h = 84, 100
        return self._row([self._tile_piece(42, w, h), Piece(self.tiles.image(0, w, h, False))], gap=16)

    def _active_row(self) -> Piece:
        return self._row([self._space(1, 1, tile=17), self._space(1, 2)], gap=2)

    def _next_free_row(self) -> Piece:
        last = len(self.layout.spec.rows)
        small = 80
        return self._row([self._space(last, 1, side=small), self._arrow(), self._space(1, 1, tile=63, side=small)],
                         gap=6)

    def _kept_tiles(self) -> Piece:
        w, h = 64, 78
        return self._row([self._tile_piece(40, w, h, "selected"), self._tile_piece(42, w, h, "dim"),
                          self._tile_piece(45, w, h, "selected")], gap=10)

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

    def _button(self, term: str) -> Piece:
        """The aid's button as the play screen shows it, as wide and high as its words at the text size need."""
        fonts = self.text.fonts
        label = _(AID_LABELS[term])
        w = max(184, fonts.size(label, BUTTON_LABEL, Face.BOLD)[0] + 2 * LABEL_MARGIN + 8)
        h = max(40, grown_by(40, BUTTON_LABEL))
        piece = Piece(self._canvas(w + 16, h + BUTTON_PICTURE_H - 40))
        button = Button((8, 6, w, h), AID_LABELS[term], lambda: None, style="secondary", size=BUTTON_LABEL)
        notes = KeptNotes()
        with notes.painting(fonts, piece.image.get_rect(), piece.image):
            button.draw(piece.image, fonts)
        piece.texts = [PictureText(note.text, note.rect, note.size, note.room) for note in notes.notes]
        return piece

    def _hints(self) -> Piece:
        return self._button("hints")

    def _tracker(self) -> Piece:
        return self._button("tracker")

    def _coach(self) -> Piece:
        return self._button("coach")

    def _look(self) -> pygame.Surface:
        space = self._space(1, 2).image
        surface = self._canvas(space.get_width() + 20, space.get_height() + 20)
        surface.blit(space, (10, 10))
        draw_focus(surface, pygame.Rect(10, 10, space.get_width(), space.get_height()).inflate(-14, -14), radius=10)
        return surface

    def _phones(self) -> Piece:
        """A phone holding its player's hand: two tiles whose numbers need no growing at the text size."""
        th = max(32, 2 * least_text() + 2)
        tw = round(th * 0.8)
        body = pygame.Rect(4, 2, 2 * tw + 24, round(th * 2.2) + 46)
        piece = Piece(self._canvas(body.w + 8, body.h + 4))
        pygame.draw.rect(piece.image, pal.INK, body, border_radius=12)
        screen = body.inflate(-10, -22)
        pygame.draw.rect(piece.image, pal.PARCHMENT_LIGHT, screen, border_radius=4)
        for i, tile in enumerate((23, 58)):
            on = self._tile_piece(tile, tw, th)
            at = (screen.x + 5 + i * (tw + 4), screen.y + (screen.h - 18 - th) // 2)
            piece.image.blit(on.image, at)
            piece.texts += [text.moved(*at) for text in on.texts]
        pygame.draw.rect(piece.image, pal.OCHRE_RED, (screen.x + 6, screen.bottom - 18, screen.w - 12, 12),
                         border_radius=4)
        return piece
