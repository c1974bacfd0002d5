"""The rules, told for players in a few pages (from the rulebook), reachable from the title and the pause menu.

Left/Right, Page Up/Down or the mouse wheel turn pages; Escape closes. A page too long for the card at a large
text size flows onto more pages (the count shown is of the pages as shown).
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.client.scenes.base import Host
from game.client.scenes.menu import MenuScene
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.kept_notes import KeptNotes
from game.client.view.layout import Layout
from game.client.view.rule_pictures import PICTURE_W, RulePictures, picture_height
from game.client.view.sprites import text_of
from game.client.view.text import Face, grown_by, least_text
from game.text.i18n import N_, _


@dataclass(frozen=True)
class Page:
    title: str  # the texts are English, marked with N_, and translated where drawn
    # ("p", paragraph), ("b", bullet point), ("d", diagram) or ("t", term, its text): a term beside its picture
    blocks: tuple[tuple[str, ...], ...]


PAGES: tuple[Page, ...] = (
    Page(N_("The goal"), (
        ("p", N_("Collect as few penalty points as you can. Every penalty point moves your pawn one space along "
              "the score track toward the dung heap. Whoever stands closest to the start at the end wins.")),
        ("t", "tile", N_("Tiles: 99 of them, numbered 1 to 99. Everyone starts with 6, hidden from the others: "
                         "that is your hand. A face-down tile shows its back.")),
        ("t", "active_row", N_("Active row: a row with a tile on its first space. Four tiles start the first four "
                               "rows, and there are always exactly four active rows.")),
    )),
    Page(N_("A round"), (
        ("b", N_("Everyone secretly chooses one tile from their hand.")),
        ("b", N_("All chosen tiles are revealed together.")),
        ("b", N_("They go onto the board one at a time, lowest number first.")),
        ("b", N_("Each tile lands on the next free space of exactly one row (next page), and its space may give "
              "points.")),
        ("t", "supply", N_("Supply: the face-down tiles beside the board. Before choosing, you may buy 1, 2 or 3 "
                           "of them, once per round; each costs one penalty point. You may never hold more than 9 "
                           "tiles.")),
        ("p", N_("With several people at one screen, a curtain hides each hand until its owner is ready.")),
    )),
    Page(N_("Where does a tile go?"), (
        ("b", N_("Rule 1: a tile goes after a row's last tile only if it is higher.")),
        ("b", N_("Rule 2: of those rows, it goes into the one whose last tile is closest to it.")),
        ("b", N_("Rule 3: lower than all of them? Then into the row with the highest last tile.")),
        ("p", N_("Example: the rows end in 2, 5, 8 and 18; 3, 14, 15 and 44 are played.")),
        ("d", "placement"),
        ("p", N_("You never choose the row: the game places every tile by these rules, and shows where your "
              "chosen tile would go.")),
    )),
    Page(N_("The spaces of a row"), (
        ("t", "first_space", N_("First space: a tile on it makes its row active.")),
        ("t", "plain_space", N_("Plain space: nothing happens.")),
        ("t", "cowpie_space", N_("Cowpie space: whoever places a tile there takes its points. Nothing else "
                                 "happens.")),
        ("t", "ibex_space", N_("Ibex space, at the end of each row: whoever places a tile there completes the "
                               "row and takes the points shown on it (next page).")),
    )),
    Page(N_("Completing a row"), (
        ("t", "next_free_row", N_("The tile from the ibex space moves to the first space of the next free row: "
                                  "after the last row of one half of the board comes the first row of the other "
                                  "half, and after row 12 row 1 again.")),
        ("t", "kept_tiles", N_("Whoever completed the row keeps one or two of its other tiles in hand (only one "
                               "with 8 tiles in hand, none with 9).")),
        ("t", "box", N_("The rest of the row goes face down into the box, out of the game.")),
    )),
    Page(N_("Double spaces and Happy Cows"), (
        ("t", "double_space", N_("Double spaces: while the row with the double spaces is active and one of them is "
                                 "still uncovered, everyone plays two tiles at once. Whoever holds a single tile "
                                 "must buy at least one.")),
        ("t", "happy_cow_space", N_("Happy Cows: while an active row shows an uncovered Happy Cow space, points "
                                    "turn positive: cowpie and ibex points move pawns back toward the start "
                                    "(surplus points at the start are lost). Buying tiles still costs penalty "
                                    "points. Once the Happy Cows are covered, points are penalties again.")),
    )),
    Page(N_("The score track"), (
        ("t", "start_space", N_("Start space: every pawn starts here, and any number of pawns may stand on it.")),
        ("t", "bumped_pawn", N_("Only one pawn may stand on a space (except the start). A pawn that would land on "
                                "another moves further toward the dung heap to the next free space, whether it "
                                "gained or lost points. So buying one tile more can sometimes save you points.")),
        ("t", "oxen_eye", N_("Oxen-eyes: when the leading pawn moves onto or past an oxen-eye space through "
                             "penalty points or buying, the next round is open. Tiles are played face up, fewest "
                             "points first; the leader plays last, seeing every tile. Players still on the start "
                             "play face down together first.")),
    )),
    Page(N_("Running out, and the end"), (
        ("p", N_("Whoever has no tiles at the end of a round draws six new tiles from the supply for free (fewer "
              "if the supply runs low), unless their last tile went onto an ibex space.")),
        ("p", N_("If the supply runs out while tiles are bought, the missing tiles come from the box, and from "
              "then on nobody may buy, except a player who must play two tiles and holds one.")),
        ("t", "dung_heap", N_("The game ends at the end of a round in which a pawn reaches the dung heap, or in "
                              "which the supply is empty and a player has run out of tiles.")),
        ("p", N_("At the end, the fewest penalty points wins. Pawns that went past the dung heap count every "
              "space: whoever went furthest is last.")),
    )),
    Page(N_("The game's aids"), (
        ("t", "hints", N_("Hints (H): point at a tile of your hand and the board shows where it would go and what "
                          "it would score; point at a buy button to see where your pawn would stand.")),
        ("t", "tracker", N_("Tile tracker (T): every tile of the game and where it is, as far as you can know.")),
        ("t", "coach", N_("Coach (C): each of your choices rated by the Expert bot's search, from what you can "
                          "see only.")),
        ("t", "look", N_("Tooltips: rest the mouse on a space, a pawn, a badge, a pile, a panel or a button to read "
                         "what it is and what it means now (a button under the Tab focus says it at once); L looks "
                         "round the table with the keyboard.")),
    )),
    Page(N_("More aids"), (
        ("t", "kept_tiles", N_("Keeping tiles: after you complete a row, click one or two of its tiles (or press 1 "
                               "to 9), then Keep. The coach rates each way to keep, too.")),
        ("t", "phones", N_("Phones: in the setup, a seat played on a phone joins by its QR code and holds its hand "
                           "there; the screen shows the table.")),
        ("p", N_("New to the game? The guided game on the title screen teaches every rule at a real table, one "
              "step at a time.")),
    )),
    Page(N_("On this screen"), (
        ("b", N_("Your turn: click tiles in your hand, then Play (or Enter). To buy first, choose how many with the "
              "buttons 0 to 3 (or the keys), then press the button that names the purchase (Buy 2 tiles) or Enter. "
              "While hints are on, the board shows where a tile would go; H turns them on or off.")),
        ("b", N_("Space or a click: finish the animation that is playing; Skip shows everything up to the next "
              "decision at once.")),
        ("b", N_("Escape: the pause menu (resume, restart, these rules, back to the title). F1: these rules. F11: "
              "full screen.")),
        ("b", N_("Setup: 2 to 8 players, each a person at this screen, on a phone or a bot with a level; the arrows "
              "change the play order; picking another player's colour swaps the two colours.")),
    )),
)

BODY = 34
LINE = 46  # a line of BODY words (lines and gaps grow with the text size: see `grown_by`)
BULLET_GAP = 10
TERM_SIZE = 30  # a term's words beside its picture
TERM_LINE = 40
TERM_GAP = 16  # between two terms
CAPTION = 28  # the placement example's words beside its tiles
PICTURE_GAP = 30  # between a picture's column and its words
TILE = 46
TILE_STEP = 54
# The rulebook's placement example: each row's tiles before the round, and the tiles placed in it (in order).
PLACEMENT_EXAMPLE = (
    ((2,), (3,), N_("the 3: only the 2 is lower (rule 1)")),
    ((5,), (), ""),
    ((8,), (14, 15), N_("the 14: the 8 is closest (rule 2); then the 15")),
    ((18,), (44,), N_("the 44: the 18 is closest")),
)
DIAGRAM_HEIGHT = {"placement": len(PLACEMENT_EXAMPLE) * TILE_STEP}


@dataclass(frozen=True)
class Item:
    """One piece of a page as laid out: a line of words ("p", "b" the first line of a bullet, "c" a bullet's
    continuation), a gap (""), a diagram ("d") or a term beside its picture ("t"), `height` pixels tall."""

    kind: str
    height: int
    text: str = ""  # the line's words, the diagram's or the term's name
    lines: tuple[str, ...] = ()  # a term's words, wrapped


def draw_tile(surface: pygame.Surface, fonts, rect: pygame.Rect, number: int, new: bool) -> None:
    """A number tile as the board shows it: ivory with ink numerals; a just-placed one in gold."""
    fill = pal.GOLD_LIGHT if new else pal.CREAM
    pygame.draw.rect(surface, pal.shade(pal.INK, 0.3), rect.move(0, 3), border_radius=8)
    pygame.draw.rect(surface, fill, rect, border_radius=8)
    pygame.draw.rect(surface, pal.GOLD_DARK if new else pal.PARCHMENT_DARK, rect, 2, border_radius=8)
    fonts.blit(surface, str(number), 24, pal.INK, Face.BOLD, center=rect.center)


class RulesHelpScene(MenuScene):
    def __init__(self, app: Host, page: int = 0) -> None:
        super().__init__(app)
        w, h = app.canvas_size
        self.page = max(0, min(page, len(PAGES) - 1))
        self.card = pygame.Rect(0, 0, 1560, 940)
        self.card.center = (w // 2, h // 2)
        y = self.card.bottom - 124
        self.prev_button = Button((self.card.x + 60, y, 260, 88), N_("◀  Back"), self.previous,
                                  keys=(pygame.K_LEFT, pygame.K_PAGEUP), size=32,
                                  tooltip=N_("The page before (Left or Page Up)"))
        self.next_button = Button((self.card.right - 320, y, 260, 88), N_("Next  ▶"), self.next,
                                  style="primary", keys=(pygame.K_RIGHT, pygame.K_PAGEDOWN), size=32,
                                  tooltip=N_("The next page (Right or Page Down)"))
        self.close_button = Button((self.card.right - 110, self.card.y + 30, 70, 70), "✕", self.close,
                                   style="light", keys=(pygame.K_ESCAPE,), size=30,
                                   tooltip=N_("Close the rules (Escape)"))
        self.widgets = [self.prev_button, self.next_button, self.close_button]
        self.sheet = 0  # which part of the page is shown, when it flows onto more than one
        self._pictures: RulePictures | None = None
        self._sheets: dict[tuple, list[list[Item]]] = {}
        self.notes = KeptNotes()  # the texts of the page as painted
        self._sync()

    def _sync(self) -> None:
        self.sheet = max(0, min(self.sheet, len(self.sheets(self.page)) - 1))
        self.prev_button.enabled = self.page > 0 or self.sheet > 0
        self.prev_button.why = N_("This is the first page.")
        self.next_button.label = N_("Done") if self._on_last() else N_("Next  ▶")

    def _on_last(self) -> bool:
        return self.page == len(PAGES) - 1 and self.sheet == len(self.sheets(self.page)) - 1

    def previous(self) -> None:
        if self.sheet > 0:
            self.sheet -= 1
        elif self.page > 0:
            self.page -= 1
            self.sheet = len(self.sheets(self.page)) - 1
        self._sync()

    def next(self) -> None:
        if self._on_last():
            self.close()
            return
        if self.sheet < len(self.sheets(self.page)) - 1:
            self.sheet += 1
        else:
            self.page += 1
            self.sheet = 0
        self._sync()

    def shown_pages(self) -> tuple[int, int]:
        """The number of the page shown and how many there are, counting each part of a page that flows over."""
        counts = [len(self.sheets(index)) for index in range(len(PAGES))]
        return sum(counts[:self.page]) + self.sheet + 1, sum(counts)

    def close(self) -> None:
        self.app.pop()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if event.y < 0 and not self._on_last():
                self.next()
            elif event.y > 0:
                self.previous()
            return True
        return super().handle_event(event)

    def _picture_size(self, term: str) -> tuple[int, int]:
        pictures = self.pictures
        return pictures.picture(term).get_size() if pictures is not None else (PICTURE_W, picture_height(term))

    def picture_column(self, index: int) -> int:
        """How wide the column of the page's pictures is: as wide as its widest picture, PICTURE_W at least."""
        return max([PICTURE_W] + [self._picture_size(block[1])[0] for block in PAGES[index].blocks
                                  if block[0] == "t"])

    def page_items(self, index: int) -> list[Item]:
        """The page laid out from the top: its lines, gaps, diagrams and terms, each with its height."""
        width = self.card.w - 220
        line, term_line = grown_by(LINE, BODY), grown_by(TERM_LINE, TERM_SIZE)
        column = self.picture_column(index)
        items: list[Item] = []
        for block in PAGES[index].blocks:
            kind = block[0]
            if items and kind == "t" and items[-1].kind == "t":
                items.append(Item("", TERM_GAP))
            elif items and (kind in ("p", "d", "t") or items[-1].kind in ("p", "d", "t")):
                items.append(Item("", line // 2))
            elif items and kind == "b":
                items.append(Item("", BULLET_GAP))  # a little air between bullet points
            if kind == "d":
                items.append(Item("d", DIAGRAM_HEIGHT[block[1]], block[1]))
            elif kind == "t":
                term, text = block[1], block[2]
                lines = tuple(self.fonts.wrap(_(text), TERM_SIZE, width - column - PICTURE_GAP))
                items.append(Item("t", max(self._picture_size(term)[1], term_line * len(lines)), term, lines))
            else:
                wrapped = self.fonts.wrap(_(block[1]), BODY, width - (44 if kind == "b" else 0))
                items += [Item(kind if k == 0 or kind == "p" else "c", line, words)
                          for k, words in enumerate(wrapped)]
        return items

    def page_height(self, index: int) -> int:
        return sum(item.height for item in self.page_items(index))

    def room(self) -> int:
        """How tall a page's words and pictures may be: from under the title to above the buttons."""
        return self.prev_button.rect.y - 20 - (self.card.y + 204)

    def sheets(self, index: int) -> list[list[Item]]:
        """The page as shown: its items in one part, or, when they are taller than the room, in as many parts as
        they fill (broken between items, none starting with a gap; a bullet's lines and a term stay whole when
        they can)."""
        key = (index, _(PAGES[index].title), least_text(), self.pictures is not None)
        if key not in self._sheets:
            self._sheets[key] = _flowed(self.page_items(index), self.room())
        return self._sheets[key]

    def picture_rects(self, index: int, sheet: int = 0) -> list[tuple[str, pygame.Rect]]:
        """Each term of the page (of that part of it) and where its picture is drawn, in the order of the page."""
        placed = []
        y = self.card.y + 204
        column = self.picture_column(index)
        for item in self.sheets(index)[sheet]:
            if item.kind == "t":
                placed.append((item.text, self._picture_rect(item, y, column)))
            y += item.height
        return placed

    def _picture_rect(self, item: Item, y: int, column: int) -> pygame.Rect:
        """Where a term's picture goes: centred in the picture column, level with its words."""
        rect = pygame.Rect((0, 0), self._picture_size(item.text))
        rect.center = (self.card.x + 110 + column // 2, y + item.height // 2)
        return rect

    @property
    def pictures(self) -> RulePictures | None:
        """The terms' pictures, cut from the board map as it is drawn (None without a map)."""
        if self._pictures is None and self.app.board_map is not None:
            board_map = self.app.board_map
            self._pictures = RulePictures(Layout(board_map.geometry, board_map.spec), text_of(self.app))
        return self._pictures

    def draw_placement(self, surface: pygame.Surface, x: int, y: int) -> None:
        fonts = self.fonts
        room = pygame.Rect(self.card.x + 60, y, self.card.w - 120, DIAGRAM_HEIGHT["placement"])
        for r, (before, placed, caption) in enumerate(PLACEMENT_EXAMPLE):
            top = y + r * TILE_STEP
            pygame.draw.rect(surface, pal.PARCHMENT_DARK, (x - 8, top - 4, TILE_STEP * 4 + 8, TILE + 8),
                             border_radius=10)
            for k, number in enumerate((*before, *placed)):
                tile = pygame.Rect(x + k * TILE_STEP, top, TILE, TILE)
                with fonts.room(f"rules tile {r} {k}", tile, surface):
                    draw_tile(surface, fonts, tile, number, new=k >= len(before))
            if caption:
                with fonts.room(f"rules example {r}", room, surface):
                    fonts.blit(surface, _(caption), CAPTION, pal.INK_SOFT,
                               midleft=(x + TILE_STEP * 4 + 30, top + TILE // 2))

    def draw_term(self, surface: pygame.Surface, item: Item, y: int, column: int) -> None:
        """A term: its picture in the picture column, its words beside it, both centred on the block."""
        rect = self._picture_rect(item, y, column)
        pictures = self.pictures
        if pictures is not None:
            surface.blit(pictures.picture(item.text), rect)
            for text in pictures.texts(item.text):
                moved = text.moved(*rect.topleft)
                self.fonts.note_here(text.text, moved.rect, text.size, moved.room)
        x = self.card.x + 110 + column + PICTURE_GAP
        term_line = grown_by(TERM_LINE, TERM_SIZE)
        top = y + (item.height - term_line * len(item.lines)) // 2
        for k, line in enumerate(item.lines):
            self.fonts.blit(surface, line, TERM_SIZE, pal.INK, Face.REGULAR, topleft=(x, top + k * term_line + 4))

    def paint_static(self, surface: pygame.Surface) -> None:
        """Everything but the widgets (see MenuScene.base_layer), its texts kept to be noted every frame."""
        sheets = self.sheets(self.page)  # makes the page's pictures first: their own texts are noted where shown
        with self.notes.painting(self.fonts, self.card, surface):
            self._paint_page(surface, sheets[min(self.sheet, len(sheets) - 1)])

    def _paint_page(self, surface: pygame.Surface, items: list[Item]) -> None:
        surface.blit(self.app.backdrop(), (0, 0))
        fonts = self.fonts
        card = self.card
        draw_panel(surface, card, pal.PARCHMENT, pal.WOOD_LIGHT, radius=28, shadow=10, border_width=5)
        page = PAGES[self.page]
        fonts.blit(surface, _("Rules"), 28, pal.WOOD, Face.BOLD, topleft=(card.x + 110, card.y + 50))
        fonts.blit(surface, _(page.title), 58, pal.INK, Face.TITLE, topleft=(card.x + 108, card.y + 86))
        pygame.draw.line(surface, pal.PARCHMENT_DARK, (card.x + 110, card.y + 172), (card.right - 110, card.y + 172), 3)
        y = card.y + 204
        column = self.picture_column(self.page)
        for item in items:
            kind = item.kind
            if kind == "d":
                if item.text == "placement":
                    self.draw_placement(surface, card.x + 118, y + 4)
            elif kind == "t":
                self.draw_term(surface, item, y, column)
            elif kind in ("p", "b", "c"):
                x = card.x + 110
                if kind in ("b", "c"):
                    if kind == "b":
                        pygame.draw.circle(surface, pal.OCHRE_RED, (x + 14, y + grown_by(LINE, BODY) // 2 - 2), 7)
                    x += 44
                fonts.blit(surface, item.text, BODY, pal.INK, Face.REGULAR, topleft=(x, y))
            y += item.height
        # Page dots between the buttons: one for each page as shown, as many as fit between them.
        shown, n = self.shown_pages()
        cy = self.prev_button.rect.centery + 3
        spacing = min(40, (self.next_button.rect.x - self.prev_button.rect.right - 60) // max(1, n - 1))
        for i in range(n):
            cx = card.centerx + (i - (n - 1) / 2) * spacing
            if i == shown - 1:
                pygame.draw.circle(surface, pal.OCHRE_RED, (round(cx), cy), 11)
            else:
                pygame.draw.circle(surface, pal.PARCHMENT_DARK, (round(cx), cy), 8)
        fonts.blit(surface, _("Page {page} of {pages}").format(page=shown, pages=n), 24, pal.INK_SOFT,
                   midtop=(card.centerx, cy + 24))

    def draw(self, surface: pygame.Surface) -> None:
        self._sync()  # the text size or the window may have changed how many parts the page has
        surface.blit(self.base_layer((self.page, self.sheet, least_text()), self.paint_static), (0, 0))
        self.notes.note(self.fonts)
        self.draw_widgets(surface)


def _flowed(items: list[Item], room: int) -> list[list[Item]]:
    """`items` in parts each at most `room` high (an item taller than that alone in its part), a part ending at a
    gap (between paragraphs, bullets or terms) rather than inside a paragraph when it can; no part starts with a
    gap."""
    sheets: list[list[Item]] = [[]]
    height = 0
    for item in items:
        sheet = sheets[-1]
        if height + item.height > room and sheet:
            cut = max((k for k, kept in enumerate(sheet) if kept.kind == ""), default=0) or len(sheet)
            carried = sheet[cut:]
            if sum(kept.height for kept in carried) + item.height > room:
                carried, cut = [], len(sheet)
            del sheet[cut:]
            while carried and carried[0].kind == "":
                carried.pop(0)
            sheets.append(carried)
            height = sum(kept.height for kept in carried)
        if item.kind == "" and not sheets[-1]:
            continue
        sheets[-1].append(item)
        height += item.height
    return [sheet for sheet in sheets if sheet] or [[]]
