"""The moves every told event is made of: a tile flying (lifted on an arc, turning over on the way), tiles joining a
hand, points floating up, a banner shown, a sound cue on the timeline.

The reveal's choreography (game/client/view/reveal.py), the pawn hops (game/client/view/pawn_hops.py) and the
animator (game/client/view/animations.py) build their animations from these, so that every tile moves alike.
Each move changes the shown `Table` only in its callbacks, at the moment it shows.
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.view.layout import Layout
from game.client.view.sprites import FloatText, TileSprite
from game.client.view.table import Table
from game.client.view.tween import Animation, Call, Parallel, Sequence, Tween, Wait
from game.rules.events import Event

# Durations in seconds at normal speed (the settings' animation speed divides them).
FLIGHT = 0.3
FLIP = 0.25
STAGGER = 0.06
BANNER = 1.1

Point = tuple[float, float]
Color = tuple[int, int, int]
# Where the tile of index `index` (in ascending order) of tiles joining a hand sets off from.
Start = Callable[[int, int], Point]


class Motions:
    """Builds the moves of sprites, floating texts and banners on a shown `Table`. `hand_shown(seat)` says
    whether that seat's hand is on screen; `cue`, if given, is called at an event's moments (the sounds)."""

    def __init__(self, table: Table, layout: Layout, hand_shown: Callable[[int], bool],
                 cue: Callable[[Event, str], None] | None = None) -> None:
        self.table = table
        self.layout = layout
        self.hand_shown = hand_shown
        self.cue = cue

    def cue_call(self, event: Event, moment: str) -> Call:
        """The sound of `event` at `moment` ("start", "end", "hop"), on the timeline so it follows the speed and a
        skip."""
        cue = self.cue
        return Call(lambda: cue(event, moment) if cue is not None else None)

    def sprite(self, tile: int, at: Point, size: tuple[int, int], face_up: bool) -> TileSprite:
        sprite = TileSprite(tile, at[0], at[1], size[0], size[1], face_up=face_up)
        self.table.sprites[tile] = sprite
        return sprite

    def fly(self, sprite: TileSprite, to: Point, size: tuple[int, int], duration: float = FLIGHT,
            delay: float = 0.0, arc: float = 40.0, flip: bool = False,
            on_finish: Callable[[], None] | None = None) -> Animation:
        """Move a sprite along an arc (lifted midway), resizing, optionally turning over on the way."""
        parts: list[Animation] = [
            Sequence(
                Call(lambda: setattr(sprite, "layer", 2)),
                Tween(sprite, duration, "in_out_cubic", x=to[0], y=to[1], w=float(size[0]), h=float(size[1])),
                Call(lambda: setattr(sprite, "layer", 0)),
            ),
            Sequence(Tween(sprite, duration / 2, "out_quad", lift=arc),
                     Tween(sprite, duration / 2, "in_quad", lift=0.0)),
        ]
        if flip:
            parts.append(self.flip(sprite, duration))
        body = Parallel(*parts)
        if delay:
            return Sequence(Wait(delay), body, on_finish=on_finish)
        body.on_finish = on_finish
        return body

    @staticmethod
    def flip(sprite: TileSprite, duration: float = FLIP) -> Animation:
        def done() -> None:
            sprite.face_up = not sprite.face_up
            sprite.flip = 0.0

        return Sequence(Tween(sprite, duration, "in_out_quad", flip=1.0), Call(done))

    def float_text(self, text: str, color: Color, at: Point, size: int = 44, rise: float = 70.0) -> Call:
        return Call(lambda: self.table.floats.append(FloatText(text, color, at[0], at[1], size=size, rise=rise)))

    def banner(self, text: str) -> Animation:
        """A banner over the reveal tray, held for its time by this animation."""
        table = self.table

        def show() -> None:
            table.banner, table.banner_row = text, None
            table.banner_alpha = 1.0
            table.banner_age = -1.0  # held by this animation, not faded on its own

        def hide() -> None:
            table.banner = ""

        return Sequence(Call(show), Wait(BANNER * 0.7), Tween(table, BANNER * 0.3, "linear", banner_alpha=0.0),
                        Call(hide))

    def passing_banner(self, text: str, row: int | None = None) -> None:
        """A banner that shows at once and fades on its own (the animator ages it), holding nothing up."""
        table = self.table
        table.banner, table.banner_row, table.banner_alpha, table.banner_age = text, row, 1.0, 0.0

    def to_hand(self, seat: int, tiles: tuple[int, ...], start: Start, face_up_from: bool) -> Animation:
        """Tiles join seat's hand: into the shown hand face up, or onto the seat's panel face down."""
        table, layout = self.table, self.layout
        shown = self.hand_shown(seat)
        flights: list[Animation] = []
        new_hand = sorted(table.hands[seat] + list(tiles))
        for index, tile in enumerate(sorted(tiles)):
            sprite = self.sprite(tile, start(index, tile), layout.tile_size, face_up_from)
            if shown:
                to = layout.hand_slot(new_hand.index(tile), len(new_hand))
                size = layout.hand_tile_size()
            else:
                to, size = layout.seat_hand_point(seat), layout.small_tile_size()

            def land(tile: int = tile, sprite: TileSprite = sprite) -> None:
                if table.sprites.get(tile) is sprite:  # played meanwhile, the tile is already on its way again
                    del table.sprites[tile]
                table.incoming.discard(tile)
                table.to_hand[seat] -= 1

            flights.append(self.fly(sprite, to, size, delay=index * STAGGER, flip=shown != face_up_from,
                                    on_finish=land))

        table.arriving[seat] += 1
        table.to_hand[seat] += len(tiles)

        def begin() -> None:
            # Added to the hand as it is when the tiles set off, not as it was when this was built: a play
            # built in between (joining this animation, as a resumed game's history does) has left it.
            table.arriving[seat] -= 1
            table.hands[seat] = sorted(set(table.hands[seat]).union(tiles))
            table.incoming.update(tiles)

        return Sequence(Call(begin), Parallel(*flights))

    def from_supply(self, index: int, tile: int) -> Point:
        return self.layout.pile_point("supply")
