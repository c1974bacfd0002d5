"""The table layer: the board with every panel that changes only now and then painted in (the round, the seats,
the log, the piles, the hand's tray, the status line, the buttons, the tiles lying still in the rows, the open
tracker), so that a frame blits one image instead of drawing each panel.

A panel whose state changed is painted again in place, the board under it first, then every panel reaching
into its area, in order, inside that area only, so that panels that overlap stay whole; the others stay as they
are. When many panels change at once (a new round), some follow in the next frames, a 60th of a second apart, so
that no frame stalls: a frame paints changed panels up to PAINT_PER_FRAME of work, in the order below (what
answers the player first: buttons, the status line), each costing its weight (the log and the round panel render
many texts); the first changed panel is always painted. Tiles never wait (a tile that starts to move leaves the
layer in the same frame and is drawn where it flies; one that lands joins it), nor does the tracker, which the
player opened or which shows the tiles that moved. Nothing that moves lies under these panels (moving things
are drawn over them), so a frame shows the same as drawing each panel anew.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from game.client.view.text import Fonts

PAINT_PER_FRAME = 4
_PANEL_ORDER = {"button": (0, 1), "status": (1, 2), "tray": (2, 1), "round": (3, 2), "seat": (4, 1), "log": (5, 3),
                "supply": (6, 1), "box": (6, 1)}  # panel kind: (order, weight)
URGENT_PANELS = ("tile", "tracker")  # painted in the frame they change, whatever the budget


@dataclass
class Panel:
    """A part of the table layer: its name (its kind and a number: "seat2"), where it is, the state it shows,
    and how to paint it."""

    name: str
    area: pygame.Rect
    key: object
    paint: Callable[[pygame.Surface], None]
    opaque: bool = False  # it covers all of its area: nothing under it needs painting


class TableLayer:
    """The layer over one board image; `frame(panels)` brings it up to date and returns it."""

    def __init__(self, board: Callable[[], pygame.Surface], fonts: Fonts | None = None) -> None:
        self.board = board
        self.fonts = fonts  # notes each panel's texts under its name as it paints (see `_noting`)
        self._image: pygame.Surface | None = None
        self._board: pygame.Surface | None = None  # the board image the layer was copied from
        self._painted: dict[str, tuple[pygame.Rect, object]] = {}  # per panel on the layer: its area and state

    def frame(self, panels: list[Panel]) -> pygame.Surface:
        """The layer showing `panels` (in painting order), as far as this frame's budget goes."""
        board = self.board()
        layer = self._image
        if layer is None or board is not self._board:  # a new board (another size, or look): painted anew
            self._board = board
            layer = self._image = board.copy()
            self._painted.clear()
        first = not self._painted
        names = {panel.name for panel in panels}
        gone = [name for name in self._painted if name not in names]
        changed = [panel for panel in panels if self._painted.get(panel.name) != (panel.area, panel.key)]
        urgent = [panel for panel in changed if panel.name.startswith(URGENT_PANELS)]
        later = sorted((panel for panel in changed if not panel.name.startswith(URGENT_PANELS)), key=_panel_order)
        if not first:
            later = _within_budget(later)
        for name in gone:
            if self.fonts is not None:
                self.fonts.begin(name)
            self._repaint(layer, self._painted.pop(name)[0], panels)
        for panel in urgent + later:
            before = self._painted.get(panel.name)
            self._repaint(layer, panel.area, panels)
            if before is not None and before[0] != panel.area:  # it moved: where it was shows the board again
                self._repaint(layer, before[0], panels)
            self._painted[panel.name] = (panel.area, panel.key)
        return layer

    def _repaint(self, layer: pygame.Surface, area: pygame.Rect, panels: list[Panel]) -> None:
        """Paint `area` of the layer again: the board under it, then every panel reaching into it."""
        if not area.w or not area.h:
            return
        # Under an opaque panel that covers the whole area (the tracker over the rows) nothing shows.
        covering = [i for i, panel in enumerate(panels) if panel.opaque and panel.area.contains(area)]
        first = covering[-1] if covering else 0
        if not covering:
            layer.blit(self.board(), area, area)
        with _clipped(layer, area):
            for panel in panels[first:]:
                if panel.area.colliderect(area):
                    with self._noting(panel, layer):
                        panel.paint(layer)

    @contextmanager
    def _noting(self, panel: Panel, layer: pygame.Surface) -> Iterator[None]:
        """While `panel` paints, the texts it writes are noted as its own, inside its area (the layer lies on the
        canvas at its top left)."""
        if self.fonts is None:
            yield
            return
        with self.fonts.room(panel.name, panel.area, layer):
            yield


def _panel_order(panel: Panel) -> tuple[int, int]:
    return _PANEL_ORDER.get(panel.name.rstrip("0123456789"), (len(_PANEL_ORDER), 1))


def _within_budget(panels: list[Panel]) -> list[Panel]:
    """The first panels (at least one) whose weights add up to at most PAINT_PER_FRAME."""
    chosen: list[Panel] = []
    spent = 0
    for panel in panels:
        weight = _panel_order(panel)[1]
        if chosen and spent + weight > PAINT_PER_FRAME:
            break
        chosen.append(panel)
        spent += weight
    return chosen


@contextmanager
def _clipped(surface: pygame.Surface, area: pygame.Rect) -> Iterator[None]:
    """Drawing on `surface` stays inside `area` while the block runs."""
    previous = surface.get_clip()
    surface.set_clip(area)
    try:
        yield
    finally:
        surface.set_clip(previous)
