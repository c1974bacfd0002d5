"""The table as it is shown while engine events are told on screen.

The engine resolves a whole round in one step; the screen replays its events one at a time. `Table` is the
state as shown (rows, pawns, counts, the tiles lying in the reveal area, statuses), changed only by the
animations (game/client/view/animations.py), so that what is drawn always matches what has been shown so far.

The tiles are sprites keyed by their number. A face-down tile is drawn as its back whatever its number, so
knowing the number here never shows it on screen.
"""

from __future__ import annotations

import copy

from game.client.view.layout import Layout
from game.client.view.sprites import FloatText, PawnSprite, TileSprite
from game.rules import PublicView
from game.rules.table_counts import TableCounts


class Table:
    """The table as shown on screen right now."""

    def __init__(self, layout: Layout, colors: tuple[str, ...]) -> None:
        n = len(colors)
        self.layout = layout
        self.n = n
        self.rows: dict[int, list[int]] = {row.number: [] for row in layout.spec.rows}
        self.positions = [0] * n
        # The supply's, the box's and the hands' sizes after the latest event shown, as the rules count them
        # (game/rules/table_counts.py), and the tiles still in the air towards a hand or the box: those count
        # only once they land.
        self.counts = TableCounts.before_deal(n)
        self.to_hand = [0] * n
        self.to_box = 0
        self.hands: list[list[int]] = [[] for _ in range(n)]
        self.incoming: set[int] = set()  # tiles flying into the shown hand: drawn where they fly, not twice
        self.arriving = [0] * n  # per seat, animations of tiles joining the hand that have not set off yet
        self.round = 0
        self.double = False
        self.open = False
        self.open_next = False
        self.happy = False  # Happy Cows are showing on the rows as shown (the rules say, from the rows)
        self.order: tuple[int, ...] = ()
        self.group: tuple[int, ...] = ()
        self.status = [""] * n
        self.reveal: list[int] = []
        self.reveal_owner: dict[int, int] = {}
        self.placer: dict[int, int] = {}  # tile lying in a row -> the seat that placed it (public: all saw it)
        self.bought: list[set[int]] = [set() for _ in range(n)]  # tiles bought, until played (marked in the hand)
        self.offer: list[int] = []
        self.sprites: dict[int, TileSprite] = {}
        self.pawns = [PawnSprite(seat, colors[seat], 0, 0, size=layout.pawn_size) for seat in range(n)]
        for pawn in self.pawns:
            pawn.x, pawn.y = layout.pawn_places.point(pawn.seat, 0, self.positions)
            pawn.size = layout.pawn_places.size_at(pawn.seat, 0, self.positions)
        self.floats: list[FloatText] = []
        # The placement being told: the seat whose tile moves now (its panel is lit), and the tile that carries
        # its player's name.
        self.placing: int | None = None
        self.spotlight: tuple[int, int] | None = None  # (tile, seat)
        self.banner = ""
        self.banner_row: int | None = None  # the row a banner is about, drawn over it (None: over the reveal tray)
        self.banner_alpha = 0.0
        self.banner_age = -1.0  # seconds a passing banner has shown (-1: the banner, if any, is held by an animation)
        self.over = False
        self.last_scored_at: tuple[float, float] | None = None

    @property
    def supply(self) -> int:
        return self.counts.supply

    @property
    def box(self) -> int:
        return self.counts.box - self.to_box

    @property
    def hand_sizes(self) -> list[int]:
        return [count - flying for count, flying in zip(self.counts.hands, self.to_hand, strict=True)]

    def copy(self) -> Table:
        """An independent copy of the table as shown (sprites, pawns and all), sharing the layout."""
        return copy.deepcopy(self, {id(self.layout): self.layout})

    def rows_changed(self) -> None:
        """After a tile landed in a row or a row was taken: whether Happy Cows show now is the rules' answer for
        the rows as shown."""
        self.happy = self.layout.spec.index.happy_showing([self.rows[number] for number in sorted(self.rows)])

    def order_index(self, seat: int) -> int | None:
        return self.order.index(seat) if seat in self.order else None

    def sync(self, view: PublicView, own_hands: dict[int, tuple[int, ...]] | None = None) -> None:
        """Adopt the engine's public view once every event is shown, and the hands of the seats whose hands this
        screen may show (`own_hands`, each from its own seat's view): a game begun from an explicit position has
        no deal to show them by."""
        for number, tiles in enumerate(view.rows, start=1):
            self.rows[number] = list(tiles)
        lying = {t for tiles in view.rows for t in tiles}
        self.placer = {t: s for t, s in self.placer.items() if t in lying}
        if self.positions != list(view.positions):
            self.positions = list(view.positions)
            self.settle_pawns()  # the pawns stand where the positions say, even if no move was shown
        self.counts = TableCounts.of(view)
        self.to_hand = [0] * self.n
        self.to_box = 0
        self.happy = view.happy_showing
        self.open_next = view.open_next
        for seat, hand in (own_hands or {}).items():
            if not self.incoming.intersection(hand):
                self.hands[seat] = sorted(hand)

    def set_out(self, view: PublicView, own_hands: dict[int, tuple[int, ...]] | None = None) -> None:
        """Show a game begun from an explicit position as it stands before any of its events: `sync`, and every tile
        lying in the rows at rest on its space (nobody placed it at this table)."""
        self.sync(view, own_hands)
        for number, tiles in enumerate(view.rows, start=1):
            for slot, tile in enumerate(tiles, start=1):
                x, y = self.layout.space_center(number, slot)
                self.sprites[tile] = TileSprite(tile, x, y, *self.layout.tile_size, face_up=True)

    def settle_pawns(self) -> None:
        for pawn in self.pawns:
            pawn.x, pawn.y = self.layout.pawn_places.point(pawn.seat, self.positions[pawn.seat], self.positions)
            pawn.size = self.layout.pawn_places.size_at(pawn.seat, self.positions[pawn.seat], self.positions)
            pawn.hop = 0.0
