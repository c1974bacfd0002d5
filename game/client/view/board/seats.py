"""The seat panels: per seat its colour, pawn, name and who plays it, its points, what it is doing, its place in
the round's order, and its hand as small face-down tiles with a count (everyone may know how many tiles a hand
holds). The seat acting now is lit."""

from __future__ import annotations

import pygame

from game.client.view import palette
from game.client.view.board.looks import TableArt, TablePart
from game.client.view.drawing import draw_panel
from game.client.view.sprites import seat_rgb
from game.client.view.text import Face, least_text, shortened
from game.text.i18n import N_, _
from game.text.narrate import YOU, shown_name

# The word under a seat's name: who plays it (translated where drawn).
SEAT_TAGS = {"you": N_("you"), "human": N_("human"), "phone": N_("phone"), "bot": N_("bot")}
NAME_LETTERS = 11  # a longer name is cut with an ellipsis
BUSY = ("choosing", "thinking…", "keeping", "deciding…", "bot plays…")  # the table waits for the seat: in red
STATUS_SIZE, STATUS_SMALLEST = 16, 12


class Seats(TablePart):
    """The seats of one match: `names`, `colors` and `kinds` ("human", "phone" or the bot's level) per seat."""

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
        under the other, centred in the panel."""
        line = self.text.fonts.font(22, Face.BOLD).get_linesize()
        if panel.status_line:
            top = panel.box.y + max(0, (panel.box.h - 3 * line) // 2)
            return top, top + line, top + 2 * line
        if panel.name_at[1] + line <= panel.score_at[1]:
            return panel.name_at[1], panel.score_at[1], panel.score_at[1]
        top = panel.box.y + max(0, (panel.box.h - 2 * line) // 2)
        return top, top + line, top + line

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
        words = shortened(shown_name(self.names[seat]), NAME_LETTERS)
        name = self.text.render(words, 22, palette.INK, True)
        self.put(surface, name, name.get_rect(topleft=(panel.name_at[0], name_y)), words, 22)
        kind = self.kinds[seat]
        if kind == "human":
            kind = "you" if self.one_human() else "human"
        words = _(SEAT_TAGS.get(kind.split(" ")[0], kind.split(" ")[0]))
        tag = self.text.render(words, 15, palette.INK_SOFT)
        tag_x = panel.tag_at(name.get_width())[0]  # on the name's baseline
        self.put(surface, tag, tag.get_rect(bottomleft=(tag_x, name_y + name.get_height() - 3)), words, 15)
        points = table.positions[seat]
        words = _("{n} pt").format(n=points)
        score = self.text.render(words, 22, palette.OCHRE_RED if points else palette.INK_SOFT, True)
        self.put(surface, score, score.get_rect(topleft=(panel.score_at[0], score_y)), words, 22)
        status = table.status[seat]
        if status:
            if panel.status_line:  # under the points, as far as the hand's tiles
                at = (panel.score_at[0], status_y + 3)
            else:  # on the score's line, wherever that stands
                at = panel.status_at(score.get_width())
                at = (at[0], at[1] + status_y - panel.score_at[1])
            wide = panel.status_line or least_text() > STATUS_SMALLEST  # the hand stands above its line
            right = panel.box.right - 8 if wide else panel.hand.left - 4
            words, size = self.status_words(status, right - at[0])
            image = self.status_image(status, words, size)
            line = self.text.fonts.size("Ag", STATUS_SIZE)[1]  # a smaller status stands centred on the line
            self.put(surface, image, image.get_rect(topleft=(at[0], at[1] + (line - image.get_height()) // 2)),
                     words, size)
        order = table.order_index(seat)
        if order is not None:
            badge = self.text.render(str(order + 1), 15, palette.CREAM, True)
            pygame.draw.circle(surface, palette.INK, panel.badge, panel.badge_radius)
            self.put(surface, badge, badge.get_rect(center=panel.badge), str(order + 1), 15)
        count = table.hand_sizes[seat]
        w, h = self.layout.small_tile_size()
        for rect in panel.hand_tiles(count, (w, h)):
            surface.blit(self.art.tiles.image(0, w, h, False), rect)
        label = self.text.render(str(count), 22, palette.INK, True)
        self.put(surface, label, label.get_rect(midright=panel.count_at()), str(count), 22)
