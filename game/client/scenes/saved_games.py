"""The title screen's saved games: "Continue" for the last unfinished game, and the list of every save.

Each row shows the date, the players and the round (or "finished", or "unreadable"). Clicking an
unfinished game continues it; a finished one opens it in the replay viewer; an unreadable one shows the
sentence that says why (the file itself is never touched). The list follows the saves folder: a save is
read again only when its file changed (game/storage/saves.py, SaveList), one a frame.
"""

from __future__ import annotations

import logging
from dataclasses import replace
from datetime import datetime
from pathlib import Path

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.menu import wrap_long
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.drawing import draw_panel
from game.client.view.text import Face, Fonts
from game.client.view.widgets import Widget
from game.session.resume import resume_match
from game.storage.saves import (
    SaveError,
    SaveInfo,
    SaveList,
    last_unfinished,
    load_save,
    save_title,
    saves_dir,
)
from game.text.i18n import N_, _, ngettext
from game.text.narrate import shown_name

ROW_HEIGHT = 66  # a save's row and the gap under it, at the least; it grows with the text (see `row_height`)
ROW_GAP = 6
HEADER = 64
CONTINUE_HEIGHT = 84
MESSAGE_HEIGHT = 96
A_LONG_DATE = datetime(2026, 12, 28, 23, 59)  # a date as wide as dates are, to measure a row's second line by
REFRESH_SECONDS = 1.0  # how often the folder is looked at while the title is shown
READS_PER_FRAME = 1  # saves read (each is replayed) in a frame of the title, so that it never stalls

logger = logging.getLogger(__name__)


class SavedGamesPanel(Widget):
    def __init__(self, app: Host, rect: pygame.Rect | tuple[int, int, int, int], saves: Path | None = None) -> None:
        super().__init__(rect)
        self.app = app
        self.listing = SaveList(saves if saves is not None else saves_dir())
        self.scroll = 0
        self.selected: Path | None = None
        # One sentence: why a save cannot be opened, or why the settings file was not used (game/storage/settings.py).
        self.message = " ".join(app.notices)
        self._since_refresh = REFRESH_SECONDS
        self._mouse: tuple[int, int] | None = None
        self.continue_button = Button((0, 0, 10, 10), N_("Continue"), self.continue_last, style="primary", size=32,
                                      keys=(pygame.K_c,), tooltip=N_("Go on with the last game played (C)"))
        self.refresh(READS_PER_FRAME)

    # ----------------------------------------------------------------- the list
    @property
    def saves(self) -> list[SaveInfo]:
        return self.listing.infos

    @property
    def complete(self) -> bool:
        """Every save of the folder is read and listed (none waits for a frame of its own)."""
        return self.listing.unread == 0

    def refresh(self, most: int | None = None) -> None:
        """Follow the saves folder, reading at most `most` changed saves (None: all)."""
        self.listing.refresh(most)
        self._since_refresh = 0.0
        last = last_unfinished(self.saves)
        self.continue_button.visible = last is not None
        self.continue_button.label = _("Continue · round {round}").format(round=last.round) if last else N_("Continue")
        self.scroll = max(0, min(self.scroll, len(self.saves) - self.visible_rows()))

    def _layout(self) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
        """Where the Continue button, the list and the message go, inside the panel as it is placed now."""
        inner = self.rect.inflate(-32, -32)
        button = pygame.Rect(inner.x, inner.y + HEADER, inner.w, CONTINUE_HEIGHT - 14)
        top = button.bottom + 14 if self.continue_button.visible else inner.y + HEADER
        said = MESSAGE_HEIGHT if self.message or self.listing.unread else 0  # the list has the room of no message
        rows = pygame.Rect(inner.x, top, inner.w, inner.bottom - said - top)
        message = pygame.Rect(inner.x, rows.bottom + 6, inner.w, MESSAGE_HEIGHT - 6)
        return button, rows, message

    def _lines(self) -> tuple[int, int]:
        """The line heights of a row's players (22 points, bold) and of its date and state (18), as drawn now."""
        fonts = self.app.fonts
        return fonts.font(22, Face.BOLD).get_linesize() + 2, fonts.font(18).get_linesize() + 2  # accents need 2 more

    def detail_lines(self) -> int:
        """On how many lines a row says its save's date and state: one, or two when the longest would not fit one
        at this text size (in this language)."""
        date = _date(A_LONG_DATE)
        longest = (f"{date} · " + _("finished · replay"), f"{date} · " + _("round {round} · continue").format(round=99),
                   _("{date} · unreadable: click to see why").format(date=date))
        room = self._layout()[1].w - 24
        return 1 if all(self.app.fonts.size(text, 18)[0] <= room for text in longest) else 2

    def row_height(self) -> int:
        """A row's height with the gap under it: its lines and some air, as the text size makes them."""
        players, state = self._lines()
        return max(ROW_HEIGHT, 6 + max(28, players) + state * self.detail_lines() + 2 + ROW_GAP)

    def visible_rows(self) -> int:
        rows, step = self._layout()[1], self.row_height()
        fit = rows.h // step
        if len(self.saves) > fit:  # the line under the list that says which are shown takes its room
            fit = (rows.h - self.app.fonts.font(17).get_linesize() + 2) // step
        return max(1, fit)

    def row_rect(self, info: SaveInfo) -> pygame.Rect | None:
        """Where `info`'s row is drawn; None while it is scrolled out of the list."""
        offset = self.saves.index(info) - self.scroll
        if not 0 <= offset < self.visible_rows():
            return None
        rows = self._layout()[1]
        step = self.row_height()
        return pygame.Rect(rows.x, rows.y + offset * step, rows.w, step - ROW_GAP)

    def row_at(self, pos) -> SaveInfo | None:
        rows = self._layout()[1]
        if pos is None or not rows.collidepoint(pos):
            return None
        index = self.scroll + (pos[1] - rows.y) // self.row_height()
        shown = self.scroll + self.visible_rows()
        return self.saves[index] if index < min(shown, len(self.saves)) else None

    # ----------------------------------------------------------------- actions
    def continue_last(self) -> None:
        last = last_unfinished(self.saves)
        if last is not None:
            self.open(last)

    def open(self, info: SaveInfo) -> None:
        """Continue an unfinished save, replay a finished one, or say why an unreadable one cannot open."""
        self.selected = info.path
        if not info.readable:
            self.message = info.problem or ""
            return
        try:
            loaded = load_save(info.path)
        except SaveError as exc:  # changed since it was listed
            self.message = str(exc)
            logger.warning("%s", exc)
            self.refresh()
            return
        except Exception:  # a save that trips a bug: said in one sentence (not in Python's), the title stays up
            logger.exception("opening the save %s", info.path)
            self.message = _("{file}: cannot be opened (opening it hit a problem in the game, which is logged)").format(
                file=info.path)
            return
        board_map = self.app.board_map
        if board_map is None:
            error = self.app.map_error
            self.message = (_("The board could not be loaded: {problem}").format(problem=error) if error else
                            _("The board is still loading."))
            return
        if board_map.spec.digest() != loaded.log.board.digest():
            self.message = _("{file}: this game was played on another board than {board}, so it cannot be shown on "
                             "this one.").format(file=info.path, board=board_map.path)
            logger.warning("%s", self.message)
            return
        self.message = ""
        if loaded.game.over:
            self.app.push(routes.replay_scene(self.app, loaded.log, save_title(info.path)))
            return
        if loaded.config.phones:  # its phones join again first (on their links); the join panel then continues
            self.app.last_match = replace(loaded.config, seed=None)
            self.app.push(routes.join_scene(self.app, loaded.config, loaded=loaded))
            return
        bots = routes.play_bots()  # how the play screen's bots think (tests: in-process)
        scene = routes.play_scene(self.app, loaded.config, resume_match(loaded, bots))
        scene.show_all()  # the table as it was left, without replaying the animations
        scene.note(_("Continued from the saved game, round {round}.").format(round=loaded.game.round.number))
        if loaded.note:
            logger.warning("%s", loaded.note)
            scene.note(_("The decision in progress when the game stopped was lost; it is asked again."))
        self.app.last_match = replace(loaded.config, seed=None)  # "New game" from here deals afresh
        self.app.push(scene)

    # ----------------------------------------------------------------- widget
    def _pointed_tip(self) -> tuple[str, pygame.Rect] | None:
        mouse = self._mouse
        if mouse is None or not self.visible:
            return None
        if self.continue_button.visible and self.continue_button.hit(mouse):
            return self.continue_button.tooltip, self.continue_button.rect
        info = self.row_at(mouse)
        rect = self.row_rect(info) if info is not None else None
        if info is None or rect is None:
            return None
        if not info.readable:
            return N_("This save cannot be opened: a click says why"), rect
        return (N_("Replay this finished game, step by step") if info.finished else N_("Go on with this game")), rect

    @property
    def tooltip(self) -> str:
        """What the mouse is on in the panel says: the Continue button, or a save's row (shown by the title)."""
        pointed = self._pointed_tip()
        return pointed[0] if pointed is not None else ""

    @property
    def tip_rect(self) -> pygame.Rect:
        """Where the tooltip belongs: beside the button or row the mouse is on."""
        pointed = self._pointed_tip()
        return pointed[1] if pointed is not None else self.rect

    def handle_event(self, event: pygame.event.Event) -> bool:
        if not self.visible:
            return False
        self.continue_button.rect = self._layout()[0]
        if self.continue_button.handle_event(event):
            return True
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.app.mouse_pos()):
            most = max(0, len(self.saves) - self.visible_rows())
            self.scroll = max(0, min(most, self.scroll - event.y))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            info = self.row_at(event.pos)
            if info is not None:
                self.open(info)
                return True
        return event.type == pygame.MOUSEBUTTONDOWN and self.hit(event.pos)

    def update(self, dt: float, mouse: tuple[int, int] | None) -> None:
        self._since_refresh += dt
        if self.listing.unread or self._since_refresh >= REFRESH_SECONDS:
            self.refresh(READS_PER_FRAME)
        self.continue_button.rect = self._layout()[0]
        self.continue_button.update(dt, mouse)
        self.hover = self.active and self.hit(mouse)
        self._mouse = mouse

    def draw(self, surface: pygame.Surface, fonts: Fonts) -> None:
        if not self.visible:
            return
        draw_panel(surface, self.rect, pal.PARCHMENT, pal.WOOD_LIGHT, radius=22, shadow=8, border_width=4)
        button, rows, message = self._layout()
        inner = self.rect.inflate(-32, -32)
        heading = fonts.blit(surface, _("Saved games"), 34, pal.INK, Face.BOLD, room=inner,
                             topleft=(inner.x + 4, inner.y + 4))
        if self.continue_button.visible:
            self.continue_button.draw(surface, fonts)
        if self.listing.unread:
            reading = ngettext("Reading {n} saved game…", "Reading {n} saved games…",
                               self.listing.unread).format(n=self.listing.unread)
            if heading.right + 16 + fonts.size(reading, 18)[0] <= inner.right - 4:
                fonts.blit(surface, reading, 18, pal.INK_SOFT, room=inner, topright=(inner.right - 4, inner.y + 14))
            elif not self.message:  # too long beside the heading: where a problem would be said
                fonts.blit(surface, reading, 18, pal.INK_SOFT, room=message, topleft=(message.x + 4, message.y + 4))
        if not self.saves and not self.listing.unread:
            empty = fonts.wrap(_("No saved games yet: every game is saved as it is played."), 20, rows.w - 8)
            step = fonts.font(20).get_linesize() + 2
            for index, line in enumerate(empty):
                fonts.blit(surface, line, 20, pal.INK_SOFT, room=rows, topleft=(rows.x + 4, rows.y + 8 + index * step))
        mouse = self._mouse
        for info in self.saves[self.scroll : self.scroll + self.visible_rows()]:
            row = self.row_rect(info)
            if row is None:  # not drawn: only the visible rows are listed here
                continue
            self._draw_row(surface, fonts, row, info, hover=mouse is not None and row.collidepoint(mouse))
        hidden = len(self.saves) - self.visible_rows()
        if hidden > 0:
            note = _("{first}-{last} of {n} · wheel to scroll").format(
                first=self.scroll + 1, last=self.scroll + self.visible_rows(), n=len(self.saves))
            fonts.blit(surface, note, 17, pal.INK_SOFT, room=inner, bottomright=(rows.right, rows.bottom))
        if self.message:
            lines = wrap_long(fonts, self.message, 18, message.w - 8)
            step = fonts.font(18).get_linesize() + 2
            most = max(1, min(4, (message.h - 4) // step))
            if len(lines) > most:
                lines = [*lines[:most - 1], lines[most - 1] + " …"]
            for index, line in enumerate(lines):
                fonts.blit(surface, line, 18, pal.OCHRE_RED, room=message,
                           topleft=(message.x + 4, message.y + 4 + index * step))

    def _draw_row(self, surface: pygame.Surface, fonts: Fonts, row: pygame.Rect, info: SaveInfo,
                  hover: bool) -> None:
        fill = pal.PARCHMENT_LIGHT if info.readable else pal.shade(pal.PARCHMENT, -0.06)
        if hover:
            fill = pal.shade(fill, 0.08)
        edge = pal.GOLD if info.path == self.selected else pal.PARCHMENT_DARK
        pygame.draw.rect(surface, fill, row, border_radius=10)
        pygame.draw.rect(surface, edge, row, 2, border_radius=10)
        date = _date(info.modified)
        second = row.y + 6 + max(28, self._lines()[0])  # the second line's top, under the first
        if info.readable:
            players = _players_line(fonts, [shown_name(name) for name in info.players], row.w - 24)
            state = _("finished · replay") if info.finished else _("round {round} · continue").format(round=info.round)
            fonts.blit(surface, players, 22, pal.INK, Face.BOLD, room=row, topleft=(row.x + 12, row.y + 6))
            detail, ink = f"{date} · {state}", pal.INK_SOFT
        else:
            name = fonts.cut_to_fit(info.path.name, 22, row.w - 24, Face.BOLD)
            fonts.blit(surface, name, 22, pal.OCHRE_RED, Face.BOLD, room=row, topleft=(row.x + 12, row.y + 6))
            detail, ink = _("{date} · unreadable: click to see why").format(date=date), pal.OCHRE_RED
        step = self._lines()[1]
        for k, line in enumerate(_packed(detail, self.detail_lines())):
            fonts.blit(surface, line, 18, ink, room=row, topleft=(row.x + 12, second + k * step))


def _players_line(fonts: Fonts, names: list[str], room: int) -> str:
    """The players' names, as many as fit `room` at 22 points (bold) and "+3" for the others."""
    for shown in range(len(names), 0, -1):
        rest = len(names) - shown
        line = ", ".join(names[:shown]) + (f" +{rest}" if rest else "")
        if fonts.size(line, 22, Face.BOLD)[0] <= room:
            return line
    return fonts.cut_to_fit(", ".join(names), 22, room, Face.BOLD)  # not even one name fits


def _date(when: datetime) -> str:
    # Translators: a save's date and time (Python's strftime codes), e.g. "%d.%m.%Y, %H:%M" in German.
    return when.strftime(_("%d %b %Y, %H:%M"))


def _packed(detail: str, lines: int) -> list[str]:
    """A row's date and state ("{date} · {state}") on one line, or on two: the date, then the state."""
    date, _dot, state = detail.partition(" · ")
    return [detail] if lines == 1 or not state else [date, state]
