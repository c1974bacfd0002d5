"""What the person at the play screen points at and has chosen, apart from any window: the tiles selected, the
purchase chosen (made only once confirmed), the tile under the mouse, and the keyboard focus. Plain Python: the
play scene turns mouse and key events into these calls, and the coach and the board read them.

The keyboard focus moves over the hand's tiles (while they may be played) and then over the buttons that can be
pressed now, in order; it is ("tile", number) or ("button", index into the buttons); None until Tab or an arrow
is pressed, so a mouse player never sees it. A focus that is no longer among the items (the tile was played, the
button hidden) stays where it was but points at nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol

Focus = tuple[str, int]


class Pressable(Protocol):
    """A button as the focus sees it: whether it can be pressed now."""

    @property
    def active(self) -> bool: ...


class PlayInput:
    """The selection, the hovered tile and the keyboard focus over `buttons` and the playable tiles."""

    def __init__(self, buttons: Sequence[Pressable]) -> None:
        self.buttons = list(buttons)
        self.selected: list[int] = []  # in the order they were chosen
        self.purchase: int | None = None  # the tiles to buy, chosen and not yet confirmed (None: no purchase)
        self.hover_tile: int | None = None  # the hand tile under the mouse
        self.focus: Focus | None = None

    # ----------------------------------------------------------------- choosing tiles
    def toggle(self, tile: int, most: int) -> None:
        """Select `tile`, or let it go if selected; at most `most` stay selected (the earliest chosen goes). Picking
        a tile lets go of a purchase chosen and not made: Enter then plays the tiles, it never buys."""
        self.purchase = None
        if tile in self.selected:
            self.selected.remove(tile)
            return
        self.selected.append(tile)
        while len(self.selected) > most:
            self.selected.pop(0)

    def clear(self) -> None:
        self.selected = []
        self.purchase = None

    def choose_purchase(self, count: int) -> None:
        """Choose to buy `count` tiles, or, chosen already, choose no purchase; none (0) is no purchase. A purchase
        is made only once confirmed: a stray click or key chooses, it never buys."""
        self.purchase = None if not count or self.purchase == count else count

    def complete(self, need: int) -> bool:
        """Whether as many tiles are selected as are played now."""
        return len(self.selected) == need

    # ----------------------------------------------------------------- the keyboard focus
    def items(self, tiles: Sequence[int]) -> list[Focus]:
        """What the focus stops on, in order: `tiles` (the hand's, while they may be played), then every button
        that can be pressed now."""
        return [("tile", tile) for tile in tiles] + [("button", i) for i, b in enumerate(self.buttons) if b.active]

    def move(self, step: int, tiles: Sequence[int]) -> bool:
        """Move the focus `step` (+1 on, -1 back) round the items; from nowhere, to the first or the last."""
        items = self.items(tiles)
        if not step or not items:
            return False
        if self.focus in items:
            index = (items.index(self.focus) + step) % len(items)
        else:
            index = 0 if step > 0 else len(items) - 1
        self.focus = items[index]
        return True

    def focused_tile(self, tiles: Sequence[int]) -> int | None:
        """The tile the focus is on, when it is one of `tiles`."""
        if self.focus is not None and self.focus[0] == "tile" and self.focus[1] in tiles:
            return self.focus[1]
        return None

    def focused_button(self) -> int | None:
        """The index of the button the focus is on (pressable now or not)."""
        return self.focus[1] if self.focus is not None and self.focus[0] == "button" else None

    def pointed_tile(self, tiles: Sequence[int]) -> int | None:
        """The tile of `tiles` the person points at: under the mouse, or else under the focus."""
        return self.hover_tile if self.hover_tile in tiles else self.focused_tile(tiles)

    def pressed(self, tiles: Sequence[int], need: int, *, enter: bool) -> Focus | None:
        """What Space or Enter on the focus does: ("button", index) presses that button; ("tile", number) selects
        that tile or lets it go; ("play", 0) plays the selection, which Enter on a tile does once the selection is
        complete (so Enter twice plays a single tile). None while the focus is on nothing that can be pressed."""
        focus = self.focus
        if focus is None or focus not in self.items(tiles):
            return None
        if focus[0] == "tile" and enter and self.complete(need):
            return ("play", 0)
        return focus
