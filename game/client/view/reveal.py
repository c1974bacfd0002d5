"""The reveal's choreography: the round's tiles played into the tray, turned over, and placed one by one; a row
taken and the tiles its taker keeps.

The reveal is told so that a new player can follow it: the round's tiles turn over together and lie still a
moment; then each tile in turn rises in the tray under its player's name (their seat lit) and slides to its
row, its points shown where it landed. A tile sets off once the one before it has landed, or one place step
after it while points still hop: a round of few tiles takes the longest step, a round of many a shorter one
(the next tile then rises as the one before it lands), so that the table of eight keeps its pace
(bench/pacing.py; bench/results/pacing.txt).
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.view.motions import FLIGHT, STAGGER, Motions
from game.client.view.sprites import BONUS, PENALTY, FloatText, TileSprite
from game.client.view.tween import Animation, Call, Parallel, Sequence, Tween, Wait
from game.rules.events import RowCompleted
from game.text.i18n import N_, _, ngettext
from game.text.narrate import YOU

# Durations in seconds at normal speed (the settings' animation speed divides them).
SLIDE = 0.32
REVEAL_PAUSE = 0.3
PLACE_LEAD = 0.12  # the tile rises in the tray, its player named, before it slides
PLACE_STEP_MOST = 0.5  # the next tile rises just after the one before it has landed
PLACE_STEP_LEAST = 0.38
PLACE_ROUND = 2.2  # the placements of a round, at most, before the step shrinks towards PLACE_STEP_LEAST


def place_step(tiles: int) -> float:
    """Seconds between two placements starting, in a round that places `tiles` tiles (at normal speed)."""
    return max(PLACE_STEP_LEAST, min(PLACE_STEP_MOST, PLACE_ROUND / max(tiles, 1)))


class Reveal:
    """Builds the animations of the played tiles, their reveal and placement, a row taken and the tiles kept, on
    the shown table of `motions`. `peek(seat)` says whether seat may see its own face-down plays in the tray;
    `later(animation)` runs an animation made once others have ended (the tray's tiles settling)."""

    def __init__(self, motions: Motions, peek: Callable[[int], bool], later: Callable[[Animation], object],
                 names: tuple[str, ...]) -> None:
        self.motions = motions
        self.peek = peek
        self.later = later
        self.names = names

    def played(self, seat: int, face_up: bool, tiles: tuple[int, ...]) -> Animation:
        motions = self.motions
        table, layout = motions.table, motions.layout
        table.status[seat] = N_("ready")
        if not tiles and not face_up:
            tiles = self._unknown_tiles(2 if table.double else 1)
        shown = motions.hand_shown(seat)
        hand = list(table.hands[seat])
        flights: list[tuple[TileSprite, bool]] = []
        for tile in tiles:
            if shown and tile in hand:
                start = layout.hand_slot(hand.index(tile), len(hand))
                size = layout.hand_tile_size()
                sprite = motions.sprite(tile, start, size, True)
                turn = not face_up
            else:
                start, size = layout.seat_hand_point(seat), layout.small_tile_size()
                sprite = motions.sprite(tile, start, size, False)
                turn = face_up
            table.reveal.append(tile)
            table.reveal_owner[tile] = seat
            sprite.layer = 2
            sprite.peek = not face_up and shown and self.peek(seat)
            flights.append((sprite, turn))
        for tile in tiles:
            table.bought[seat].discard(tile)

        def leave_hand() -> None:
            for tile in tiles:
                if tile in table.hands[seat]:
                    table.hands[seat].remove(tile)

        if table.arriving[seat]:
            # Tiles are still to join this hand (an animation before this one that has not set off): they
            # leave it only once those have joined, in the timeline's order.
            return Sequence(Call(leave_hand), self._reveal_moves(flights))
        leave_hand()
        return self._reveal_moves(flights)

    def _reveal_moves(self, flights: list[tuple[TileSprite, bool]]) -> Animation:
        """The played tiles fly to the reveal area; the tiles already there shift to stay centred."""
        motions = self.motions
        layout = motions.layout
        size = layout.reveal_tile_size()
        moves: list[Animation] = []
        # Earlier played tiles shift so the row of played tiles stays centred.
        for sprite, to in self._reveal_slots():
            match = [f for f in flights if f[0] is sprite]
            if match:
                moves.append(motions.fly(sprite, to, size, flip=match[0][1], arc=30))
            else:
                moves.append(Tween(sprite, FLIGHT * 0.6, "out_cubic", x=to[0], y=to[1]))
        # Players choosing together lay their tiles down at once, each move aimed at the slots of its moment: once
        # they have landed, every played tile takes its slot among all of them.
        return Sequence(Parallel(*moves), Call(self._settle_reveal))

    def _reveal_slots(self) -> list[tuple[TileSprite, tuple[float, float]]]:
        """Each played tile's sprite in the reveal area and the slot it belongs in now."""
        table, layout = self.motions.table, self.motions.layout
        count = len(table.reveal)
        slots = []
        for index, tile in enumerate(table.reveal):
            sprite = table.sprites.get(tile)
            if sprite is not None:
                slots.append((sprite, layout.reveal_slot(index, count)))
        return slots

    def _settle_reveal(self) -> None:
        shifts: list[Animation] = []
        for sprite, to in self._reveal_slots():
            if (sprite.x, sprite.y) != to:
                shifts.append(Tween(sprite, FLIGHT * 0.3, "out_cubic", x=to[0], y=to[1]))
        if shifts:
            self.later(Parallel(*shifts))

    def shown(self, plays: tuple[tuple[int, tuple[int, ...]], ...]) -> Animation | None:
        """An open round's tiles turn over where they lie, all at once."""
        table = self.motions.table
        sprites = [table.sprites[t] for _, ts in plays for t in ts if t in table.sprites]
        flips = [self.motions.flip(s) for s in sprites if not s.face_up]
        return Sequence(Parallel(*flips), Wait(0.3)) if flips else None

    def _unknown_tiles(self, count: int) -> tuple[int, ...]:
        """Stand-ins for another seat's face-down tiles that this screen is not told (a table joined from another
        machine is sent each event as its seat may see it): backs, numbered below every tile, named at the reveal."""
        lowest = min([0, *self.motions.table.sprites])
        return tuple(range(lowest - 1, lowest - 1 - count, -1))

    def _name_unknown(self, plays: tuple[tuple[int, tuple[int, ...]], ...]) -> None:
        """At the reveal, the stand-ins of each seat's face-down tiles become its tiles (one more, or one fewer,
        where the seat played another count than the round's)."""
        table, layout = self.motions.table, self.motions.layout
        for seat, tiles in plays:
            standing = [t for t in table.reveal if t < 0 and table.reveal_owner.get(t) == seat]
            for tile in tiles:
                if tile in table.sprites:
                    continue
                if standing:
                    unknown = standing.pop(0)
                    sprite = table.sprites.pop(unknown)
                    sprite.tile = tile
                    table.sprites[tile] = sprite
                    table.reveal[table.reveal.index(unknown)] = tile
                    del table.reveal_owner[unknown]
                else:
                    self.motions.sprite(tile, layout.seat_hand_point(seat), layout.reveal_tile_size(), False)
                    table.reveal.append(tile)
                table.reveal_owner[tile] = seat
            for unknown in standing:
                table.sprites.pop(unknown, None)
                table.reveal.remove(unknown)
                del table.reveal_owner[unknown]

    def revealed(self, plays: tuple[tuple[int, tuple[int, ...]], ...] = ()) -> Animation:
        motions = self.motions
        table, layout = motions.table, motions.layout
        self._name_unknown(plays)
        flips = [motions.flip(table.sprites[t]) for t in table.reveal if t in table.sprites
                 and not table.sprites[t].face_up]
        ordered = sorted(table.reveal)

        def reorder() -> Animation:
            table.reveal = ordered
            size = layout.reveal_tile_size()
            return Parallel(*[
                Tween(table.sprites[t], 0.3, "in_out_cubic", x=layout.reveal_slot(i, len(ordered))[0],
                      y=layout.reveal_slot(i, len(ordered))[1], w=float(size[0]), h=float(size[1]))
                for i, t in enumerate(ordered) if t in table.sprites
            ])

        # The tiles turn over together while they take their places in ascending order, then lie still a moment
        # to be read before the first one moves.
        parts: list[Animation] = list(flips)
        if ordered != table.reveal:
            parts.append(reorder())
        return Sequence(Parallel(*parts), Wait(REVEAL_PAUSE)) if parts else Wait(REVEAL_PAUSE)

    def placed(self, seat: int, tile: int, row: int, slot: int) -> Animation:
        motions = self.motions
        table, layout = motions.table, motions.layout
        sprite = table.sprites.get(tile)
        if sprite is None:
            sprite = motions.sprite(tile, layout.reveal_slot(0, 1), layout.reveal_tile_size(), True)
        sprite.face_up, sprite.flip = True, 0.0
        to = layout.space_center(row, slot)
        table.last_scored_at = to  # the points rise from the tile's middle to its top edge, staying on its row

        def rise() -> None:
            table.placing, table.spotlight = seat, (tile, seat)
            sprite.layer = 2

        def landed() -> None:
            if tile in table.reveal:
                table.reveal.remove(tile)
            table.rows[row].append(tile)
            happy = table.happy
            table.rows_changed()
            table.placer[tile] = seat
            if table.happy != happy:
                self._happy_turned(to)

        def done() -> None:
            if table.spotlight == (tile, seat):  # no later tile has risen meanwhile
                table.placing, table.spotlight = None, None

        # Landed, the tile carries its placer's mark; the name goes with the next tile or the next event.
        return Sequence(Call(rise), Tween(sprite, PLACE_LEAD, "out_quad", lift=16.0),
                        motions.fly(sprite, to, layout.tile_size, duration=SLIDE, arc=26, on_finish=landed),
                        Call(done))

    def _happy_turned(self, at: tuple[float, float]) -> None:
        """Happy Cows began or stopped showing: said where it happened, as the points it turns around will be."""
        table = self.motions.table
        text = _("Happy Cows: points turn positive!") if table.happy else _("Happy Cows covered: penalties again")
        # A turn back soon after (the cows uncovered, then covered by the next tiles) replaces the words before:
        # the two would lie on top of each other, unreadable, over the same row.
        table.floats = [f for f in table.floats if not f.extra.get("happy_turned")]
        table.floats.append(FloatText(text, BONUS if table.happy else PENALTY, at[0], at[1] + 40, size=26,
                                      life=1.8, extra={"happy_turned": True}))

    def row_completed(self, event: RowCompleted) -> Animation:
        motions = self.motions
        table, layout = motions.table, motions.layout
        sprite = table.sprites.get(event.tile)
        table.offer = list(event.tiles)
        table.status[event.seat] = N_("takes row")

        def moved() -> None:
            for tile in event.tiles:
                table.placer.pop(tile, None)
            table.rows[event.row] = []
            table.rows[event.new_row] = [event.tile]
            happy = table.happy
            table.rows_changed()
            if table.happy != happy:
                self._happy_turned(to)

        to = layout.space_center(event.new_row, 1)
        who = self.names[event.seat]
        text = _("You complete row {row}") if who == YOU else _("{name} completes row {row}")
        motions.passing_banner(text.format(name=who, row=event.row), event.row)  # over the row taken
        parts: list[Animation] = []
        for tile in event.tiles:
            if tile in table.sprites:
                table.sprites[tile].style = "selected"
        if sprite is not None:
            parts.append(motions.fly(sprite, to, layout.tile_size, duration=0.45, arc=60, on_finish=moved))
        else:
            parts.append(Call(moved))

        def taking() -> None:
            table.placing, table.spotlight = event.seat, None

        def taken() -> None:
            if table.placing == event.seat:
                table.placing = None

        return Sequence(Call(taking), *parts, Call(taken))

    def kept(self, seat: int, kept: tuple[int, ...], boxed: tuple[int, ...]) -> Animation | None:
        motions = self.motions
        table, layout = motions.table, motions.layout
        table.offer = []
        table.status[seat] = ngettext("kept {n}", "kept {n}", len(kept)).format(n=len(kept))
        starts = {t: (table.sprites[t].x, table.sprites[t].y) for t in kept + boxed if t in table.sprites}
        for tile in kept + boxed:
            table.sprites.pop(tile, None)
        parts: list[Animation] = []
        if kept:
            parts.append(motions.to_hand(seat, kept, lambda i, t: starts.get(t, layout.pile_point("box")), True))
        table.to_box += len(boxed)
        for index, tile in enumerate(boxed):
            sprite = motions.sprite(tile, starts.get(tile, layout.pile_point("box")), layout.tile_size, True)

            def boxed_one(tile: int = tile) -> None:
                table.sprites.pop(tile, None)
                table.to_box -= 1

            parts.append(motions.fly(sprite, layout.pile_point("box"), layout.tile_size,
                                     delay=index * STAGGER, flip=True, on_finish=boxed_one))
        return Parallel(*parts) if parts else None
