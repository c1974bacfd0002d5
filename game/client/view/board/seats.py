"""The seat panels: per seat its colour, pawn, name and who plays it, its points, what it is doing, its place in
the round's order, and its hand as small face-down tiles with a count (everyone may know how many tiles a hand
holds). The seat acting now is lit."""

from __future__ import annotations

from dataclasses import replace

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.drawing import draw_panel
from game.client.view.panel_places import SeatPanel
from game.client.view.sprites import seat_rgb
from game.client.view.text import Face, least_text
from game.text.i18n import N_, _
from game.text.narrate import YOU, shown_name

# The word under a seat's name: who plays it (translated where drawn).
SEAT_TAGS = {"you": N_("you"), "human": N_("human"), "phone": N_("phone"), "remote": N_("remote"),
             "bot": N_("bot")}
BUSY = ("choosing", "thinking…", "keeping", "deciding…", "bot plays…")  # the table waits for the seat: in red
STATUS_SIZE, STATUS_SMALLEST = 16, 12


class Seats(TablePart):
    """The seats of one match: `names`, `colors` and `kinds` ("human", "phone", "remote", the bot's level) per seat."""

    def __init__(self, art: TableArt, names: tuple[str, ...], kinds: tuple[str, ...]) -> None:
        super().__init__(art)
        self.names = names
        self.kinds = kinds

    def one_human(self) -> bool:
        """Whether one person plays at this screen (who is then "you")."""
        return sum(k == "human" for k in self.kinds) == 1

    def hand_owner(self, seat: int) -> str:
        """Whose hand it is, as the tray says: "Your hand" only for the one person at the screen (or a seat named
        "You"); a bot's hand, as a replay shows it, is the bot's."""
        alone = self.one_human() and self.kinds[seat] == "human"
        if alone or self.names[seat] == YOU:
            return _("Your hand")
        return _("{name}'s hand").format(name=self.names[seat])

    def area(self, seat: int) -> pygame.Rect:
        return self.layout.seat_panel(seat).area

    def line_tops(self, panel) -> tuple[int, int, int]:
        """The tops of the name's line, the score's and the status's (on the score's unless the panel gives it a
        line of its own): where the panel puts them, or, when the text size makes them too tall for that, one
        under the other by the font's height, centred on the panel (its ring's margin taken where needed)."""
        font = self.text.fonts.font(22, Face.BOLD)
        if panel.status_line:
            line = font.get_linesize()
            top = panel.box.y + max(0, (panel.box.h - 3 * line) // 2)
            return top, top + line, top + 2 * line
        line = font.get_height()
        if panel.name_at[1] + line <= panel.score_at[1]:
            return panel.name_at[1], panel.score_at[1], panel.score_at[1]
        top = max(panel.area.y, panel.box.y + (panel.box.h - 2 * line) // 2)
        return top, top + line, top + line

    def name_place(self, panel, name: str, count: int) -> tuple[str, int, SeatPanel, bool]:
        """The seat's name as written, its size, the panel with its hand where it goes and whether the hand's
        tiles show: the name beside the hand, smaller as far as the least size; else beside the hand's count alone;
        else over the whole width, the hand on the points' line; cut only when even that is too narrow."""
        fonts = self.text.fonts
        x, smallest = panel.name_at[0], least_text()
        label = fonts.size(str(count), 22, Face.BOLD)[0]
        count_left = panel.hand.right - 2 - label
        tiles = [rect.left for rect in panel.hand_tiles(count, self.layout.small_tile_size())]
        for right, shown in ((min([count_left, *tiles]), True), (count_left, False)):
            size = fonts.fitting_size(name, 22, right - 8 - x, smallest=smallest, face=Face.BOLD)
            if fonts.size(name, size, Face.BOLD)[0] <= right - 8 - x:
                return name, size, panel, shown
        room = panel.box.right - 8 - x
        size = fonts.fitting_size(name, 22, room, smallest=smallest, face=Face.BOLD)
        _name_y, score_y, _status_y = self.line_tops(panel)
        line = fonts.font(22, Face.BOLD).get_height()
        moved = replace(panel, hand=panel.hand.move(0, score_y + line // 2 - panel.hand.centery))
        return fonts.cut_to_fit(name, size, room, Face.BOLD), size, moved, panel.status_line  # beside the points

    def status_words(self, status: str, room: int) -> tuple[str, int]:
        """The seat's status (N_; translated here) in at most `room` pixels, up to the hand's tiles, and its size:
        a long one (or German words) is written smaller, then cut, never under them."""
        fonts, face = self.text.fonts, Face.BOLD if status in BUSY else Face.REGULAR
        words = _(status)
        size = fonts.fitting_size(words, STATUS_SIZE, room, smallest=STATUS_SMALLEST, face=face)
        return fonts.cut_to_fit(words, size, room, face), size

    def status_image(self, status: str, words: str, size: int) -> pygame.Surface:
        busy = status in BUSY
        return self.text.render(words, size, palette.OCHRE_RED if busy else palette.INK_SOFT, busy)

    def draw(self, surface: pygame.Surface, table, seat: int, acting: int | None) -> None:
        panel = self.layout.seat_panel(seat)
        box = panel.box
        if not box.w:
            return
        if panel.status_line:  # grown past the plate the map draws for it: a plate of its own
            draw_panel(surface, box, fill=palette.PARCHMENT, radius=10, shadow=0, border_width=2)
        rgb = seat_rgb(self.art.colors[seat])
        pygame.draw.rect(surface, rgb, panel.stripe, border_top_left_radius=8, border_bottom_left_radius=8)
        if acting == seat:
            surface.blit(self.art.plates.image(box.size, palette.GOLD_LIGHT, 120), box)
            pygame.draw.rect(surface, palette.OCHRE_RED, panel.ring, 4, border_radius=12)
        pawn = self.art.pawns.image(self.art.colors[seat], panel.pawn.w)
        surface.blit(pawn, panel.pawn)
        name_y, score_y, status_y = self.line_tops(panel)
        count = table.hand_sizes[seat]
        words, size, panel, tiles = self.name_place(panel, shown_name(self.names[seat]), count)
        moved = panel.hand != self.layout.seat_panel(seat).hand  # the hand on the points' line
        hand = self.hand_rect(panel, count, tiles)
        hand_left = hand.left
        name = self.text.render(words, size, palette.INK, True)
        last = self.put(surface, name, name.get_rect(topleft=(panel.name_at[0], name_y)), words, size)
        name_end = panel.box.right - 8 if moved else hand_left - 8
        points = table.positions[seat]
        words = _("{n} pt").format(n=points)
        score = self.text.render(words, 22, palette.OCHRE_RED if points else palette.INK_SOFT, True)
        line = self.put(surface, score, score.get_rect(topleft=(panel.score_at[0], score_y)), words, 22)
        wide = panel.status_line or least_text() > STATUS_SMALLEST  # the hand stands above the status's line
        if moved and not panel.status_line:
            line_end = hand_left - 8  # the hand on the status's line
        else:
            line_end = panel.box.right - 8 if wide else panel.hand.left - 4
        status = table.status[seat]
        if status:
            if panel.status_line:  # under the points, as far as the hand's tiles
                at = (panel.score_at[0], status_y + 3)
            else:  # on the score's line, wherever that stands
                at = panel.status_at(score.get_width())
                at = (at[0], at[1] if status_y == panel.score_at[1] else status_y)
            height = self.text.fonts.size("Ag", STATUS_SIZE)[1]  # a smaller status stands centred on the line
            words, size = self.status_words(status, line_end - at[0])
            rect = pygame.Rect(at[0], at[1], self.text.fonts.size(words, size)[0], height)
            if rect.colliderect(hand) and tiles:  # the hand's tiles reaching down to its line: its count alone
                tiles = False
                hand = self.hand_rect(panel, count, tiles)
            if rect.colliderect(hand):  # the count too: the status ends short of it
                line_end = hand.left - 8
                words, size = self.status_words(status, line_end - at[0])
            image = self.status_image(status, words, size)
            line = self.put(surface, image, image.get_rect(topleft=(at[0], at[1] + (height - image.get_height()) // 2)),
                            words, size)
        self.draw_tag(surface, seat, hand, (last, name_end), (line, line_end))
        order = table.order_index(seat)
        if order is not None:
            badge = self.text.render(str(order + 1), 15, palette.CREAM, True)
            pygame.draw.circle(surface, palette.INK, panel.badge, panel.badge_radius)
            self.put(surface, badge, badge.get_rect(center=panel.badge), str(order + 1), 15)
        w, h = self.layout.small_tile_size()
        for rect in panel.hand_tiles(count if tiles else 0, (w, h)):
            surface.blit(self.art.tiles.image(0, w, h, False), rect)
        label = self.text.render(str(count), 22, palette.INK, True)
        self.put(surface, label, label.get_rect(midright=panel.count_at()), str(count), 22)

    def hand_rect(self, panel, count: int, tiles: bool) -> pygame.Rect:
        """What the hand covers as drawn: its tiles (when shown) and its count."""
        label = self.text.fonts.size(str(count), 22, Face.BOLD)
        rect = pygame.Rect((0, 0), label)
        rect.midright = panel.count_at()
        shown = panel.hand_tiles(count, self.layout.small_tile_size()) if tiles else []
        return rect.unionall(shown) if shown else rect

    def draw_tag(self, surface: pygame.Surface, seat: int, hand: pygame.Rect, *lines: tuple[pygame.Rect, int]) -> None:
        """Who plays the seat ("bot", "you") after the last text of the first of `lines` (that text, the right end of
        its room) it fits on, on that text's baseline, clear of the `hand`; left out where none has room."""
        kind = self.kinds[seat]
        if kind == "human":
            kind = "you" if self.one_human() else "human"
        words = _(SEAT_TAGS.get(kind.split(" ")[0], kind.split(" ")[0]))
        tag = self.text.render(words, 15, palette.INK_SOFT)
        for text, end in lines:
            rect = tag.get_rect(bottomleft=(text.right + 8, text.bottom - 3))
            rect.top = max(rect.top, text.top)
            if rect.right <= end and not rect.colliderect(hand):
                self.put(surface, tag, rect, words, 15)
                return
