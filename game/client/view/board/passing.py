"""What passes over the table and fades: points floating up from where they were scored, a banner ("Round 3" on a
dark plate over the reveal area, "Anja completes row 5" beside the row it names), words about a space of the table
("Happy Cows: points turn positive!", "Oxen-eye! Next round is open") on a plate beside it, and the name of the
player whose tile is being placed, on a plate of their colour over the tile.

Nothing of it hides what it speaks of: a banner about a row and a note about a space stand beside them, clear of the
rows' spaces and the track where the table has room (clear_spots.py, `TableRoom.beside`), and two of them
showing together stand apart (the later one keeps clear of the earlier).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.sprites import FloatText, TileSprite, readable_on, seat_rgb
from game.client.view.text import Face, shortened
from game.text.narrate import shown_name

NAME_TAG_LETTERS = 12  # a longer name is cut with an ellipsis
ROUND_SIZE = 44  # a banner over the reveal tray
# A banner about a row: on one line, or on two smaller ones where one line finds no room beside the row.
ROW_SIZES = ((30, 1), (26, 2), (22, 2))
LINE_GAP = 2
SMALLER_COST = 12  # a smaller or broken banner is worth it where it stands this much nearer or covers less
NOTES_KEPT = 8  # notes remembered with their places: a few at a time at most
VEIL = (24, 30, 20)


@dataclass(frozen=True)
class BannerLook:
    """A banner as it is drawn: its lines at their size, on its plate."""

    lines: tuple[str, ...]
    size: int
    plate: pygame.Rect


def words(text: str) -> bool:
    """Whether a floating text says something in words (a note) rather than points ("+3", "-2")."""
    return any(char.isalpha() for char in text)


class Passing(TablePart):
    """Floating points, notes and banners."""

    def __init__(self, art: TableArt) -> None:
        super().__init__(art)
        self._banner: tuple[tuple[str, int | None], BannerLook] | None = None
        # Each note's place, chosen when it first shows and kept while it fades (it never jumps).
        self._notes: list[tuple[FloatText, BannerLook]] = []
        # The notes drawn since the banner last was: a note drawn twice without the banner between says the
        # banner has gone.
        self._since_banner: list[FloatText] = []

    # ----------------------------------------------------------------- points and notes
    def draw_float(self, surface: pygame.Surface, text: FloatText) -> None:
        look = self.note_look(text) if words(text.text) else None
        if look is not None:
            self._draw_note(surface, text, look)
            return
        k = min(1.0, text.age / text.life)
        image = self.text.render(text.text, text.size, text.color, True)
        outline = self.text.render(text.text, text.size, (20, 16, 12), True)
        alpha = _fade(k)
        y = text.y - text.rise * (1 - (1 - k) ** 2)
        # Whole on the table, however near its edge the points were scored ("6 free tiles" by a seat panel).
        rect = image.get_rect(center=(text.x, y)).clamp(self.layout.canvas.inflate(-8, -8))
        for dx, dy in ((2, 2), (-2, 2), (2, -2), (-2, -2)):
            outline.set_alpha(alpha)
            surface.blit(outline, rect.move(dx, dy))
        image.set_alpha(alpha)
        self.put(surface, image, rect, text.text, text.size, self.layout.canvas)
        image.set_alpha(255)
        outline.set_alpha(255)

    def note_look(self, text: FloatText) -> BannerLook | None:
        """How a note about a space of the table is drawn: beside the space (and its row, for a row space), clear of
        the banner and the other notes showing. None: the note is about nothing on the table (the free tiles by a
        seat's panel), and rises where it was said."""
        if _among(text, self._since_banner):  # a whole frame went by without the banner: it has gone
            self._banner = None
            self._since_banner.clear()
        self._since_banner.append(text)
        for note, look in self._notes:
            if note is text:
                return look
        about = self.layout.room.thing_at((round(text.x), round(text.y)))
        if about is None:
            return None
        near, hidden_never = about
        avoid = [look.plate for note, look in self._notes if note.alive]
        if self._banner is not None:
            avoid.append(self._banner[1].plate)
        sizes = ((text.size, 1), (text.size - 2, 2), (text.size - 6, 2))
        look = self._fit(text.text, sizes, near, hidden_never, avoid)
        self._notes = [(note, kept) for note, kept in self._notes if note.alive][-NOTES_KEPT + 1:] + [(text, look)]
        return look

    def note_places(self) -> list[pygame.Rect]:
        """Where the notes still showing stand."""
        return [look.plate for note, look in self._notes if note.alive]

    def _draw_note(self, surface: pygame.Surface, text: FloatText, look: BannerLook) -> None:
        self._draw_plate(surface, look, text.color, _fade(min(1.0, text.age / text.life)))

    # ----------------------------------------------------------------- banners
    def banner_look(self, text: str, row: int | None = None) -> BannerLook:
        """How a banner is drawn: over the reveal tray at its full size, or beside `row` on one line where that finds
        room clear of the table's spaces, else on two; clear of the notes showing when it first shows."""
        key = (text, row)
        if self._banner is not None and self._banner[0] == key:
            return self._banner[1]
        avoid = [look.plate for note, look in self._notes if _among(note, self._since_banner) and note.alive]
        if row is None:
            look = BannerLook((text,), ROUND_SIZE, self.layout.banner_plate(self._label((text,), ROUND_SIZE)))
        else:
            look = self._fit(text, ROW_SIZES, self.layout.room.row_box(row), self.layout.room.row_rects(row), avoid)
        self._banner = (key, look)
        return look

    def _fit(self, text: str, sizes: tuple[tuple[int, int], ...], near: pygame.Rect,
             hidden_never: list[pygame.Rect], avoid: list[pygame.Rect]) -> BannerLook:
        """`text` beside `near` at the one of `sizes` (size, lines) whose place costs least (covers least of the
        table, stands nearest), the larger between two alike."""
        room = self.layout.room
        best: tuple[float, BannerLook] | None = None
        for index, (size, count) in enumerate(sizes):
            lines = _split(text, count)
            plate, cost = room.beside(room.plate_size(self._label(lines, size)), near, hidden_never, avoid)
            cost += SMALLER_COST * index
            if best is None or cost < best[0]:
                best = (cost, BannerLook(lines, size, plate))
        assert best is not None
        return best[1]

    def _label(self, lines: tuple[str, ...], size: int) -> tuple[int, int]:
        sizes = [self.text.fonts.size(line, size, Face.BOLD) for line in lines]
        return (max(w for w, _h in sizes), sum(h for _w, h in sizes) + LINE_GAP * (len(lines) - 1))

    def draw_banner(self, surface: pygame.Surface, text: str, alpha: float, row: int | None = None) -> None:
        """A banner over the reveal tray, or beside `row` when it is about one (a row taken)."""
        look = self.banner_look(text, row)
        self._since_banner.clear()
        self._draw_plate(surface, look, palette.CREAM, round(255 * alpha))

    def _draw_plate(self, surface: pygame.Surface, look: BannerLook, color: tuple[int, int, int], alpha: int) -> None:
        plate = look.plate
        # One plate per size, faded as a whole: a new plate for every step of the fade would be painted anew.
        veil = self.art.plates.image(plate.size, VEIL, 200)
        veil.set_alpha(alpha)
        surface.blit(veil, plate)
        veil.set_alpha(255)
        images = [self.text.render(line, look.size, color, True) for line in look.lines]
        y = plate.centery - (sum(i.get_height() for i in images) + LINE_GAP * (len(images) - 1)) // 2
        for line, image in zip(look.lines, images, strict=True):
            image.set_alpha(alpha)
            self.put(surface, image, image.get_rect(midtop=(plate.centerx, y)), line, look.size, plate)
            image.set_alpha(255)
            y += image.get_height() + LINE_GAP

    def draw_name_tag(self, surface: pygame.Surface, sprite: TileSprite, name: str, color: str) -> None:
        """`name` on a plate of the seat's `color`, just over the tile `sprite` (wherever it is on its way)."""
        rgb = seat_rgb(color)
        words = shortened(shown_name(name), NAME_TAG_LETTERS)
        image = self.text.render(words, 20, readable_on(rgb), True)
        plate = image.get_rect().inflate(16, 6)
        plate.midbottom = (round(sprite.x), round(sprite.y - sprite.h / 2 - sprite.lift - 4))
        pygame.draw.rect(surface, (20, 16, 12), plate.move(2, 2), border_radius=8)
        pygame.draw.rect(surface, rgb, plate, border_radius=8)
        self.put(surface, image, image.get_rect(center=plate.center), words, 20, plate)


def _among(text: FloatText, texts: list[FloatText]) -> bool:
    """Whether this very floating text is one of `texts` (two alike are two all the same)."""
    return any(other is text for other in texts)


def _fade(k: float) -> int:
    """The opacity of something passing at `k` of its life: whole, then fading over its last 40 %."""
    return 255 if k < 0.6 else round(255 * (1 - (k - 0.6) / 0.4))


def _split(text: str, count: int) -> tuple[str, ...]:
    """`text` on `count` lines (1 or 2), broken at the space nearest its middle."""
    if count == 1 or " " not in text:
        return (text,)
    spaces = [i for i, char in enumerate(text) if char == " "]
    cut = min(spaces, key=lambda i: abs(i - len(text) / 2))
    return (text[:cut], text[cut + 1:])
