"""What a point of the play screen's table is: a row space, a track space, a pawn, a badge of the round panel, a
pile, a seat's panel or the reveal tray, and where each of them is drawn now.

The tooltips (tooltips.py) and the guided game's pointers (game/client/view/guide_card.py) both ask here, so the
thing a tooltip names and the thing an arrow points at are the rectangles the table is drawn with (layout.py,
the round panel's look, the pawns as they stand).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

import pygame

from game.client.view.board.round_panel import RoundPanel
from game.client.view.layout import Layout

PILES = ("supply", "box")


class Kind(StrEnum):
    SPACE = "space"  # key: (row, slot)
    ROW = "row"  # key: (row,): every space of a row (pointers only)
    TRACK = "track"  # key: (index,)
    PAWN = "pawn"  # key: (seat,)
    BADGE = "badge"  # key: (one of round_panel.BADGES,)
    ROUND = "round"  # key: (): the round panel's title
    PILE = "pile"  # key: ("supply",) or ("box",)
    SEAT = "seat"  # key: (seat,)
    REVEAL = "reveal"  # key: (): where the played tiles are laid out


@dataclass(frozen=True)
class Target:
    """One thing on the table."""

    kind: Kind
    key: tuple = ()


class TablePoints:
    """Where the things of one match's table are, for the table as shown now."""

    def __init__(self, layout: Layout, round_panel: RoundPanel, seats: int) -> None:
        self.layout = layout
        self.round_panel = round_panel
        self.seats = seats

    def rects(self, target: Target, table) -> list[pygame.Rect]:
        """Where `target` is drawn now (empty when it is not on the table: a badge not showing)."""
        layout, kind, key = self.layout, target.kind, target.key
        if kind is Kind.SPACE:
            rect = layout.spaces.get(key)
            return [rect] if rect is not None else []
        if kind is Kind.ROW:
            return [rect for (row, _slot), rect in sorted(layout.spaces.items()) if row == key[0]]
        if kind is Kind.TRACK:
            rect = layout.track_spaces.get(key[0])
            return [rect] if rect is not None else []
        if kind is Kind.PAWN:
            pawn = table.pawns[key[0]]
            return [pygame.Rect(round(pawn.x - pawn.size / 2), round(pawn.y - pawn.size / 2 - pawn.hop),
                                pawn.size, pawn.size)]
        if kind is Kind.BADGE:
            return [rect for badge, _image, rect in self.round_panel.look(table).chips if badge == key[0]]
        if kind is Kind.ROUND:
            return [self.round_panel.look(table).title_rect]
        if kind is Kind.PILE:
            return [layout.pile(key[0]).box]
        if kind is Kind.SEAT:
            return [layout.seat_panel(key[0]).box]
        return [layout.anchor("reveal")]

    def bounds(self, target: Target, table) -> pygame.Rect | None:
        """One rectangle around everything of `target` (None when it is not on the table)."""
        rects = self.rects(target, table)
        return rects[0].unionall(rects[1:]) if rects else None

    def at(self, pos: tuple[int, int], table) -> Target | None:
        """The thing drawn at `pos` (logical), topmost first: the panels, the pawns over the track, the track, the
        rows' spaces, the reveal tray."""
        for target in self._panels(table):
            if any(rect.collidepoint(pos) for rect in self.rects(target, table)):
                return target
        for seat in range(self.seats):
            if self.rects(Target(Kind.PAWN, (seat,)), table)[0].collidepoint(pos):
                return Target(Kind.PAWN, (seat,))
        for index, rect in self.layout.track_spaces.items():
            if rect.collidepoint(pos):
                return Target(Kind.TRACK, (index,))
        for key, rect in self.layout.spaces.items():
            if rect.collidepoint(pos):
                return Target(Kind.SPACE, key)
        if self.layout.anchor("reveal").collidepoint(pos):
            return Target(Kind.REVEAL)
        return None

    def _panels(self, table) -> list[Target]:
        badges = [Target(Kind.BADGE, (badge,)) for badge, _image, _rect in self.round_panel.look(table).chips]
        piles = [Target(Kind.PILE, (name,)) for name in PILES if self.layout.pile(name).box.w]
        seats = [Target(Kind.SEAT, (seat,)) for seat in range(self.seats) if self.layout.seat_panel(seat).box.w]
        return [*badges, Target(Kind.ROUND), *piles, *seats]

    def groups(self, table) -> list[list[Target]]:
        """Everything a keyboard can look at, in groups that Tab steps through: the rows' spaces row by row, the
        score track from the start, the round panel, the piles, the seats (each with its pawn)."""
        spaces = [Target(Kind.SPACE, key) for key in sorted(self.layout.spaces)]
        track = [Target(Kind.TRACK, (index,)) for index in sorted(self.layout.track_spaces)]
        seats = []
        for seat in range(self.seats):
            seats += [Target(Kind.SEAT, (seat,)), Target(Kind.PAWN, (seat,))]
        panels = self._panels(table)
        round_panel = [Target(Kind.ROUND)] + [t for t in panels if t.kind is Kind.BADGE]
        piles = [t for t in panels if t.kind is Kind.PILE]
        return [group for group in (spaces, track, round_panel, piles, seats) if group]
