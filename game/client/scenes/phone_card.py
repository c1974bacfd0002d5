"""A phone seat's card, as the join panel and the phones' codes show it: the seat's pawn and name, whether its phone
is connected, its QR code, the address to type when a camera cannot read it, (for a seat played from another
computer, on the join panel) where to type that address, and (on the join panel) the button that moves the seat to
the screen. The card is as tall as its words need at the text size in force: the mark of the
phone's connection goes under the name when both do not fit one line, and the button's label takes two lines when
one is too narrow for it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

import pygame

from game.client.view import palette as pal
from game.client.view.buttons import Button, button_style
from game.client.view.drawing import LABEL_MARGIN, draw_panel, draw_pawn
from game.client.view.text import Face, Fonts
from game.match_setup.seats import SeatConfig
from game.text.i18n import N_, _
from game.text.narrate import shown_name

CARD_W, CARD_H = 420, 450
CARD_GAP = 24
CARDS_TOP = 200
CARDS_BOTTOM = 924  # a single line of cards ends above this (the panel's foot)
QR_SIZE = 250
QR_LEAST = 170  # a card's code at its smallest, when a remote seat's note needs the room
TOP = 16  # the name's line begins this far under the card's top
SWITCH_LABEL = N_("Play at this screen instead")
SWITCH_SIZE = 22
SWITCH_W = CARD_W - 60
ADDRESS_W = CARD_W - 40  # the widest line of a card's address
REMOTE_NOTE = N_("On another computer: Join a table, then type this address (or open it in a browser).")
NOTE_SIZE = 18


def _marks() -> tuple[str, str]:
    return _("✓ joined"), _("waiting…")


@dataclass(frozen=True)
class CardLayout:
    """Where a card's parts go, from its top: the name's line (its middle), the mark's line (its middle; beside the
    name when `beside`), the code (`qr_size` pixels at most) from `code_top`, the address's two lines, a remote
    seat's note (`note_top`; None: no card has one), the button, and the card's height."""

    name_mid: int
    mark_mid: int
    beside: bool
    qr_size: int
    code_top: int
    page_top: int
    token_top: int
    note_top: int | None
    button_top: int
    button_h: int
    height: int


def broken(fonts: Fonts, text: str, size: int, face: Face = Face.REGULAR) -> list[str]:
    """An address on as many lines as the card's width needs, broken after its marks (- / : .), never inside a
    group of characters."""
    pieces = re.findall(r"[^-/:.]*[-/:.]*", text)
    lines = [""]
    for piece in filter(None, pieces):
        if lines[-1] and fonts.size(lines[-1] + piece, size, face)[0] > ADDRESS_W:
            lines.append(piece)
        else:
            lines[-1] += piece
    return lines


def address_lines(fonts: Fonts, url: str) -> tuple[list[str], list[str]]:
    """The page's lines and the seat token's lines (groups of characters no one can mistake for one another)."""
    page, _hash, token = url.partition("#")
    return broken(fonts, page, 20, Face.BOLD), broken(fonts, "#" + token, 18)


def note_lines(fonts: Fonts) -> list[str]:
    """A remote seat's note, where its player types the address, on as many lines as the card's width needs."""
    return fonts.wrap(_(REMOTE_NOTE), NOTE_SIZE, ADDRESS_W, Face.BOLD)


def card_layout(fonts: Fonts, names: list[str], urls: list[str | None], button: bool = True,
                remote: bool = False, room: int | None = None) -> CardLayout:
    """The layout every card of seats `names` at `urls` shares (the cards stand in a line: one height for all);
    `remote`: some card is a remote seat's, with its note under the address. A card with that note taller than
    `room` (at a large text size) has a smaller QR code, down to `QR_LEAST`."""
    layout = _laid_out(fonts, names, urls, button, remote, QR_SIZE)
    if remote and room is not None and layout.height > room:
        layout = _laid_out(fonts, names, urls, button, remote, max(QR_LEAST, QR_SIZE - (layout.height - room)))
    return layout


def _laid_out(fonts: Fonts, names: list[str], urls: list[str | None], button: bool, remote: bool,
              qr_size: int) -> CardLayout:
    head = fonts.font(30, Face.BOLD).get_linesize()
    mark_line = fonts.font(24, Face.BOLD).get_linesize()
    widest_name = max((fonts.size(shown_name(name), 30, Face.BOLD)[0] for name in names), default=0)
    widest_mark = max(fonts.size(mark, 24, Face.BOLD)[0] for mark in _marks())
    beside = 62 + widest_name + 20 + widest_mark + 20 <= CARD_W
    name_mid = TOP + head // 2
    mark_mid = name_mid if beside else TOP + head + mark_line // 2
    header = TOP + head + (0 if beside else mark_line)
    code_top = max(62, header + 8)
    shown = [address_lines(fonts, url) for url in urls if url is not None] or [([""], [""])]
    page_top = code_top + qr_size + 2
    token_top = page_top + max(len(page) for page, _token in shown) * fonts.font(20, Face.BOLD).get_linesize()
    below = token_top + max(len(token) for _page, token in shown) * fonts.font(18).get_linesize() + 10
    note_top = None
    if remote:
        note_top = below - 2
        below = note_top + len(note_lines(fonts)) * fonts.font(NOTE_SIZE, Face.BOLD).get_linesize() + 10
    if not button:
        return CardLayout(name_mid, mark_mid, beside, qr_size, code_top, page_top, token_top, note_top, below, 0,
                          max(CARD_H - 66, below + 14))
    lines = len(switch_lines(fonts))
    button_h = max(52, lines * fonts.font(SWITCH_SIZE, Face.BOLD).get_linesize() + 14)
    button_top = max(CARD_H - 66, below)
    return CardLayout(name_mid, mark_mid, beside, qr_size, code_top, page_top, token_top, note_top, button_top,
                      button_h, button_top + button_h + 14)


def switch_lines(fonts: Fonts) -> list[str]:
    """The switch button's label on as many lines as the button's width needs (two in the longest words)."""
    return fonts.wrap(_(SWITCH_LABEL), SWITCH_SIZE, SWITCH_W - 2 * LABEL_MARGIN - 16, Face.BOLD)


def card_rect(index: int, count: int, layout: CardLayout, top: int = CARDS_TOP) -> pygame.Rect:
    """The `index`-th of `count` seats' cards: up to four a line, each line centred on the panel, from `top` down
    (a single line stands lower, in the middle of the panel, as far as its height leaves room above the foot)."""
    per_row = 4
    in_line = min(per_row, count - (index // per_row) * per_row)
    left = 960 - (in_line * CARD_W + (in_line - 1) * CARD_GAP) // 2
    x = left + (index % per_row) * (CARD_W + CARD_GAP)
    lower = min(CARDS_TOP + 120, CARDS_BOTTOM - layout.height)
    y = top + (index // per_row) * (layout.height + CARD_GAP) if count > per_row else max(top, lower)
    return pygame.Rect(x, y, CARD_W, layout.height)


def paint_card(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, layout: CardLayout, url: str | None,
               code: pygame.Surface | None, seat: SeatConfig) -> None:
    """A phone seat's card: its pawn, its code and the address to type when a camera cannot read it, and a remote
    seat's note where the layout has room for it (the name and the mark of its connection are drawn each frame:
    `draw_name`)."""
    draw_panel(surface, rect, pal.PARCHMENT_LIGHT, pal.PARCHMENT_DARK, radius=18, shadow=4)
    draw_pawn(surface, (rect.x + 34, rect.y + layout.name_mid), 18, pal.player_rgb(seat.color))
    if code is not None and url is not None:
        surface.blit(code, code.get_rect(midtop=(rect.centerx, rect.y + layout.code_top)))
        # The page, then the seat's token (groups of characters no one can mistake for one another).
        page, token = address_lines(fonts, url)
        step = fonts.font(20, Face.BOLD).get_linesize()
        for index, line in enumerate(page):
            at = (rect.centerx, rect.y + layout.page_top + index * step)
            fonts.blit(surface, line, 20, pal.INK, Face.BOLD, midtop=at)
        step = fonts.font(18).get_linesize()
        for index, line in enumerate(token):
            fonts.blit(surface, line, 18, pal.INK_SOFT, midtop=(rect.centerx, rect.y + layout.token_top + index * step))
    if seat.is_remote and layout.note_top is not None:
        step = fonts.font(NOTE_SIZE, Face.BOLD).get_linesize()
        for index, line in enumerate(note_lines(fonts)):
            fonts.blit(surface, line, NOTE_SIZE, pal.WOOD, Face.BOLD,
                       midtop=(rect.centerx, rect.y + layout.note_top + index * step))


def draw_name(surface: pygame.Surface, fonts: Fonts, rect: pygame.Rect, layout: CardLayout, name: str,
              joined: bool) -> None:
    """The seat's name, and whether its phone is connected: at the top right, or under the name."""
    fonts.blit(surface, shown_name(name), 30, pal.INK, Face.BOLD, midleft=(rect.x + 62, rect.y + layout.name_mid))
    mark, color = (_marks()[0], pal.GRASS_DARK) if joined else (_marks()[1], pal.INK_SOFT)
    if layout.beside:
        fonts.blit(surface, mark, 24, color, Face.BOLD, midright=(rect.right - 20, rect.y + layout.mark_mid))
    else:
        fonts.blit(surface, mark, 24, color, Face.BOLD, midleft=(rect.x + 62, rect.y + layout.mark_mid))


class SwitchButton(Button):
    """The card's button that moves the seat to the screen: its label on two lines when one is too narrow."""

    def _paint(self, fonts: Fonts) -> tuple[pygame.Surface, pygame.Rect, int]:
        lines = switch_lines(fonts)
        if len(lines) == 1:
            return super()._paint(fonts)
        label, self.label = self.label, ""
        try:
            image, _rect, _size = super()._paint(fonts)
        finally:
            self.label = label
        ink = button_style(self.style)[2] if self.enabled else pal.shade(pal.STONE_DARK, -0.15)
        step = fonts.font(self.size, Face.BOLD).get_linesize()
        top = (self.rect.h - step * len(lines)) // 2
        drawn = [fonts.blit(image, line, self.size, ink, Face.BOLD, midtop=(self.rect.w // 2, top + k * step))
                 for k, line in enumerate(lines)]
        return image, drawn[0].unionall(drawn[1:]), self.size
