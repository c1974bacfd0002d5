"""Engine events -> animations on a timeline, and the table as it is shown meanwhile.

The engine resolves a whole round in one step; the screen replays its events one at a time. `Table` is the
state as shown (rows, pawns, counts, the tiles lying in the reveal area, statuses), changed only by the
animations, so that what is drawn always matches what has been shown so far. `Animator.play(event)` turns
one event into a sequence of tweens (game/client/view/tween.py) whose callbacks update the `Table` at the right
moment; `finish()` jumps to the end (a click or Space), leaving the table exactly as after the event.

The tiles are sprites keyed by their number. A face-down tile is drawn as its back whatever its number, so
knowing the number here never shows it on screen.
"""

from __future__ import annotations

import copy
from collections.abc import Callable

from game.client.view.layout import Layout
from game.client.view.palette import GOLD_LIGHT
from game.client.view.sprites import BONUS, PENALTY, FloatText, PawnSprite, TileSprite
from game.client.view.tween import Animation, Call, Parallel, Sequence, Timeline, Tween, Wait
from game.rules import PublicView
from game.rules.events import (
    Bought,
    Dealt,
    Event,
    FreeTiles,
    GameEnded,
    Kept,
    MoveReason,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
    RowOpened,
    Shown,
)
from game.rules.table_counts import TableCounts, counts_after
from game.text.i18n import N_, _, ngettext
from game.text.narrate import YOU

# Durations in seconds at normal speed (the settings' animation speed divides them).
FLIGHT = 0.3
SLIDE = 0.32
FLIP = 0.25
HOP = 0.07
HOPS_MOST = 0.6  # a long move hops faster, so it never takes more than this
STAGGER = 0.06
BANNER = 1.1
BANNER_MAKE_WAY = 0.2  # a round's banner over the tray fades this fast once played tiles come into the tray
# The reveal, told so that a new player can follow it: the round's tiles turn over together and lie still a
# moment; then each tile in turn rises in the tray under its player's name (their seat lit) and slides to its
# row, its points shown where it landed. A tile sets off once the one before it has landed, or one place step
# after it while points still hop: a round of few tiles takes the longest step, a round of many a shorter one
# (the next tile then rises as the one before it lands), so that the table of eight keeps its pace
# (bench/pacing.py; bench/results/pacing.txt).
REVEAL_PAUSE = 0.3
PLACE_LEAD = 0.12  # the tile rises in the tray, its player named, before it slides
PLACE_STEP_MOST = 0.5  # the next tile rises just after the one before it has landed
PLACE_STEP_LEAST = 0.38
PLACE_ROUND = 2.2  # the placements of a round, at most, before the step shrinks towards PLACE_STEP_LEAST
PRICE_SIZE = 36  # the price of a purchase, floating on the buyer's panel


def place_step(tiles: int) -> float:
    """Seconds between two placements starting, in a round that places `tiles` tiles (at normal speed)."""
    return max(PLACE_STEP_LEAST, min(PLACE_STEP_MOST, PLACE_ROUND / max(tiles, 1)))


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
            pawn.x, pawn.y = layout.pawn_point(pawn.seat, 0, self.positions)
            pawn.size = layout.pawn_size_at(pawn.seat, 0, self.positions)
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
            pawn.x, pawn.y = self.layout.pawn_point(pawn.seat, self.positions[pawn.seat], self.positions)
            pawn.size = self.layout.pawn_size_at(pawn.seat, self.positions[pawn.seat], self.positions)
            pawn.hop = 0.0


class Animator:
    """Plays engine events on a `Table`. `hand_shown(seat)` says whether that seat's hand is on screen."""

    def __init__(self, table: Table, layout: Layout, speed: Callable[[], float],
                 hand_shown: Callable[[int], bool], names: tuple[str, ...],
                 peek: Callable[[int], bool] | None = None,
                 cue: Callable[[Event, str], None] | None = None) -> None:
        self.table = table
        self.layout = layout
        self.timeline = Timeline(speed)
        self.hand_shown = hand_shown
        # Whether seat may see its own face-down plays in the tray: only when nobody else is at the screen.
        self.peek = peek or (lambda seat: False)
        self.names = names
        self._speed = speed
        # Called at an event's animation's start ("start"), end ("end") and each pawn hop ("hop"): the sounds
        # (game/client/view/sound_cues.py), on the timeline so they follow the speed and a skip.
        self.cue = cue
        self._kinds: list[tuple[str, Animation]] = []  # what each running animation shows (for `can_join`)
        self._since_placed = 0.0  # seconds since the latest placement started
        self._step = place_step(1)  # between two placements of this round (set at the reveal)

    @property
    def busy(self) -> bool:
        return self.timeline.busy

    def can_join(self, event: Event) -> bool:
        """Whether `event` may start while the running animations go on: face-down plays fly together (the
        players chose together), also under a round's banner, with the purchases in action order; a placed
        tile sets off once the one before it has landed (nothing runs then) or, while other tiles, their points or
        a kept row still move, one place step after it set off; its points once it has landed; a completed row
        while its ibex points hop; free tiles reach every empty hand at once."""
        kinds = set(self._running_kinds())
        choosing = {"played_down", "round", "bought", "paid"}  # a round's simultaneous choosing, in action order
        if isinstance(event, Played) and not event.face_up:
            return kinds <= choosing
        if isinstance(event, Bought) and not self.hand_shown(event.seat):
            return kinds <= choosing
        if isinstance(event, PawnMoved) and event.reason is MoveReason.BUY:
            return kinds <= choosing and event.seat not in self._hopping()
        since = self._since_placed * max(self._speed(), 0.01)
        if isinstance(event, Placed):
            # The next tile sets off while a completed row's tiles still fly to their hand and the box.
            return bool(kinds) and kinds <= {"placed", "pawn_moved", "kept"} and since >= self._step
        if isinstance(event, RowCompleted):
            return kinds == {"pawn_moved"}  # the tile has landed: the row goes while its points still hop
        if isinstance(event, FreeTiles | Dealt):
            return kinds <= {"free_tiles", "dealt"}  # every empty hand is served at once, each from the supply
        if isinstance(event, PawnMoved) and event.reason is not MoveReason.BUY:
            # A tile's points show once it lies in its space, and hop on while the next tile slides, one hop at a
            # time for each pawn.
            placing = bool(kinds) and kinds <= {"placed", "pawn_moved"}
            landed = since >= PLACE_LEAD + SLIDE
            return placing and event.seat not in self._hopping() and landed
        return False

    def only_choosing(self) -> bool:
        """Whether all that runs is other seats' choosing: face-down tiles flying to the tray, pawns paying for
        tiles, a round's first moment (nothing the next decision depends on)."""
        kinds = set(self._running_kinds())
        return bool(kinds) and kinds <= {"played_down", "round", "paid"}

    def _hopping(self) -> set[int]:
        """The seats whose pawns are moving now."""
        return {a.seat for k, a in self._kinds if k in ("pawn_moved", "paid") and not a.done}  # type: ignore[attr-defined]

    def _running_kinds(self) -> list[str]:
        self._kinds = [(kind, a) for kind, a in self._kinds if not a.done]
        return [kind for kind, _ in self._kinds]

    def update(self, dt: float) -> None:
        self._since_placed += dt
        self.timeline.update(dt)
        step = dt * max(0.25, self._speed())
        for text in self.table.floats:
            text.age += step
        self.table.floats = [t for t in self.table.floats if t.alive]
        self._fade_banner(step)

    def _fade_banner(self, step: float) -> None:
        """A passing banner ("Round 3") shows, then fades, without holding the table up."""
        table = self.table
        if not table.banner or table.banner_age < 0:
            return
        table.banner_age += step
        if table.banner_row is None and table.reveal:
            # Played tiles come into the tray: the banner over it makes way, never lying on them.
            table.banner_age = max(table.banner_age, BANNER - BANNER_MAKE_WAY)
        table.banner_alpha = max(0.0, min(1.0, (BANNER - table.banner_age) / (BANNER * 0.3)))
        if table.banner_age >= BANNER:
            table.banner, table.banner_age, table.banner_row = "", -1.0, None

    def _passing_banner(self, text: str, row: int | None = None) -> None:
        table = self.table
        table.banner, table.banner_row, table.banner_alpha, table.banner_age = text, row, 1.0, 0.0

    def finish(self) -> None:
        """Jump every running animation to its end (the table is then as after the events)."""
        self.timeline.finish_all()
        self._end_passing_banner()

    def clear_passing(self) -> None:
        """Take the points floating over the table and a passing banner away at once: a dialog or curtain about to
        hold the table still would leave them standing over a row, hiding its tiles' numbers."""
        self.table.floats.clear()
        self._end_passing_banner()

    def _end_passing_banner(self) -> None:
        if self.table.banner_age >= 0:
            self.table.banner, self.table.banner_age, self.table.banner_row = "", -1.0, None

    def play(self, event: Event) -> None:
        animation = self._build(event)
        if animation is not None:
            if self.cue is not None:
                animation = Sequence(self._cue(event, "start"), animation, self._cue(event, "end"))
            self.timeline.add(animation)
            if isinstance(event, PawnMoved):
                animation.seat = event.seat  # type: ignore[attr-defined]  # whose pawn hops (for `can_join`)
            self._kinds.append((_kind_of(event), animation))
            if isinstance(event, Placed):
                self._since_placed = 0.0

    # ----------------------------------------------------------------- helpers
    def _cue(self, event: Event, moment: str) -> Call:
        cue = self.cue
        return Call(lambda: cue(event, moment) if cue is not None else None)

    def _sprite(self, tile: int, at: tuple[float, float], size: tuple[int, int], face_up: bool) -> TileSprite:
        sprite = TileSprite(tile, at[0], at[1], size[0], size[1], face_up=face_up)
        self.table.sprites[tile] = sprite
        return sprite

    def _fly(self, sprite: TileSprite, to: tuple[float, float], size: tuple[int, int], duration: float = FLIGHT,
             delay: float = 0.0, arc: float = 40.0, flip: bool = False, on_finish=None) -> Animation:
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
            parts.append(self._flip(sprite, duration))
        body = Parallel(*parts)
        if delay:
            return Sequence(Wait(delay), body, on_finish=on_finish)
        body.on_finish = on_finish
        return body

    @staticmethod
    def _flip(sprite: TileSprite, duration: float = FLIP) -> Animation:
        def done() -> None:
            sprite.face_up = not sprite.face_up
            sprite.flip = 0.0

        return Sequence(Tween(sprite, duration, "in_out_quad", flip=1.0), Call(done))

    def _float(self, text: str, color, at: tuple[float, float], size: int = 44, rise: float = 70.0) -> Call:
        return Call(lambda: self.table.floats.append(FloatText(text, color, at[0], at[1], size=size, rise=rise)))

    def _banner(self, text: str) -> Animation:
        table = self.table

        def show() -> None:
            table.banner, table.banner_row = text, None
            table.banner_alpha = 1.0
            table.banner_age = -1.0  # held by this animation, not faded on its own

        def hide() -> None:
            table.banner = ""

        return Sequence(Call(show), Wait(BANNER * 0.7), Tween(table, BANNER * 0.3, "linear", banner_alpha=0.0),
                        Call(hide))

    def _to_hand(self, seat: int, tiles: tuple[int, ...], start: Callable[[int, int], tuple[float, float]],
                 face_up_from: bool) -> Animation:
        """Tiles join seat's hand: into the shown hand face up, or onto the seat's panel face down."""
        table = self.table
        shown = self.hand_shown(seat)
        flights: list[Animation] = []
        new_hand = sorted(table.hands[seat] + list(tiles))
        for index, tile in enumerate(sorted(tiles)):
            sprite = self._sprite(tile, start(index, tile), self.layout.tile_size, face_up_from)
            if shown:
                to = self.layout.hand_slot(new_hand.index(tile), len(new_hand))
                size = self.layout.hand_tile_size()
            else:
                to, size = self.layout.seat_hand_point(seat), self.layout.small_tile_size()

            def land(tile: int = tile, sprite: TileSprite = sprite) -> None:
                if table.sprites.get(tile) is sprite:  # played meanwhile, the tile is already on its way again
                    del table.sprites[tile]
                table.incoming.discard(tile)
                table.to_hand[seat] -= 1

            flights.append(self._fly(sprite, to, size, delay=index * STAGGER, flip=shown != face_up_from,
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

    def _from_supply(self, index: int, tile: int) -> tuple[float, float]:
        return self.layout.pile_point("supply")

    # ----------------------------------------------------------------- events
    def _build(self, event: Event) -> Animation | None:
        table, layout = self.table, self.layout
        table.counts = counts_after(table.counts, event)
        match event:
            case RowOpened(row=row, tile=tile):
                sprite = self._sprite(tile, layout.pile_point("supply"), layout.tile_size, False)

                def placed() -> None:
                    table.rows[row].append(tile)
                    table.rows_changed()

                return self._fly(sprite, layout.space_center(row, 1), layout.tile_size, flip=True, on_finish=placed)
            case Dealt(seat=seat, tiles=tiles) | FreeTiles(seat=seat, tiles=tiles):
                if not tiles:
                    return None
                parts: list[Animation] = [self._to_hand(seat, tiles, self._from_supply, False)]
                if isinstance(event, FreeTiles):
                    free = ngettext("{n} free tile", "{n} free tiles", len(tiles)).format(n=len(tiles))
                    parts.insert(0, self._float(free, BONUS, layout.seat_hand_point(seat), 28))
                return Sequence(*parts)
            case RoundStarted():
                return self._round_started(event)
            case Bought(seat=seat, count=count, from_box=from_box, tiles=tiles):
                table.status[seat] = ngettext("bought {n}", "bought {n}", count).format(n=count)
                if not count:
                    return None
                table.bought[seat].update(tiles)

                def source(index: int, tile: int) -> tuple[float, float]:
                    pile = "box" if index >= count - from_box else "supply"
                    return layout.pile_point(pile)

                return self._to_hand(seat, tiles, source, False)
            case PawnMoved():
                return self._pawn_moved(event)
            case OpenRoundTriggered(oxen_eye=eye):
                table.open_next = True
                at = layout.geometry.track.get(eye, layout.anchor("round_info").center)
                return Sequence(self._float(_("Oxen-eye! Next round is open"), GOLD_LIGHT, at, 30), Wait(0.6))
            case Played(seat=seat, face_up=face_up, tiles=tiles):
                return self._played(seat, face_up, tiles)
            case Shown(plays=plays):
                sprites = [table.sprites[t] for _, ts in plays for t in ts if t in table.sprites]
                flips = [self._flip(s) for s in sprites if not s.face_up]
                return Sequence(Parallel(*flips), Wait(0.3)) if flips else None
            case Revealed(plays=plays):
                self._step = place_step(sum(len(tiles) for _, tiles in plays))
                return self._revealed()
            case Placed(seat=seat, tile=tile, row=row, slot=slot):
                return self._placed(seat, tile, row, slot)
            case RowCompleted():
                return self._row_completed(event)
            case Kept(seat=seat, kept=kept, boxed=boxed):
                return self._kept(seat, kept, boxed)
            case GameEnded():
                table.status = ["" for _ in table.status]
                return Sequence(self._banner(_("The game ends")), Call(lambda: setattr(table, "over", True)))
        return None

    def _round_started(self, event: RoundStarted) -> Animation:
        table = self.table
        for tile in table.reveal:
            table.sprites.pop(tile, None)
        table.reveal, table.reveal_owner = [], {}
        for bought in table.bought:
            bought.clear()  # "bought" marks a tile in the round it was bought only
        table.round, table.double, table.open = event.round, event.double, event.open
        table.open_next = False
        table.order, table.group = event.order, event.group
        table.status = ["" for _ in table.status]
        kinds = {(True, True): _("Round {round} · double & open"), (True, False): _("Round {round} · double"),
                 (False, True): _("Round {round} · open"), (False, False): _("Round {round}")}
        text = kinds[(bool(event.double), bool(event.open))].format(round=event.round)
        self._passing_banner(text)
        return Wait(0.15)  # a moment to read it before the first tiles move

    def _pawn_moved(self, event: PawnMoved) -> Animation:
        table, layout = self.table, self.layout
        seat, start, end = event.seat, event.start, event.end
        pawn = table.pawns[seat]
        positions = list(table.positions)
        rise = 70.0
        if event.reason is MoveReason.BUY:
            # On the buyer's panel, rising no higher than its top edge: above it the price stood over the round's
            # title (seat 1) or the panel above and seemed to be theirs.
            panel = layout.seat_panel(seat).box
            at, rise = panel.center, max(0.0, panel.h / 2 - PRICE_SIZE / 2)
        elif table.last_scored_at is not None:
            # Over the tile that scored, rising only to its top edge: higher up they would stand over the row
            # above and seem to be its points.
            at, rise = table.last_scored_at, layout.tile_size[1] / 2
        else:
            at = (pawn.x, pawn.y)
        if event.points > 0:
            label, color = f"+{event.points}", PENALTY
        else:
            label, color = f"{event.points}" if event.points else "0", BONUS
        size = PRICE_SIZE if event.reason is MoveReason.BUY else 48
        parts: list[Animation] = [self._float(label, color, at, size, rise)]
        if event.points < 0:  # only Happy Cows turn a space's points in the player's favour: say so by the points
            parts.append(self._float(_("Happy Cows"), color, (at[0], at[1] + 34), 24, rise))
        # Every space the pawn passes, on the track: beyond the dung heap (a map may give any points) all is the
        # heap, so a move past it hops on to the heap and no further.
        heap = layout.dung_heap
        first, last = min(start, heap), min(end, heap)
        steps = list(range(first + 1, last + 1)) if last >= first else list(range(first - 1, last - 1, -1))
        if end > heap and start < heap:
            steps[-1] = end  # the heap's crowd: the pawn stands where its real position says
        hop = min(HOP, HOPS_MOST / max(len(steps), 1))
        if steps:
            parts.append(Call(lambda: setattr(pawn, "size", layout.pawn_size)))  # full size once off the start
        for position in steps:
            positions[seat] = position
            x, y = layout.pawn_point(seat, position, positions)
            parts.append(Parallel(
                Tween(pawn, hop, "linear", x=x, y=y),
                Sequence(Tween(pawn, hop / 2, "out_quad", hop=18.0), Tween(pawn, hop / 2, "in_quad", hop=0.0)),
            ))
            if self.cue is not None:
                parts.append(self._cue(event, "hop"))  # as the pawn comes down on the space

        def arrive() -> None:
            table.positions[seat] = end
            table.settle_pawns()

        parts.append(Call(arrive))
        return Sequence(*parts)

    def _played(self, seat: int, face_up: bool, tiles: tuple[int, ...]) -> Animation:
        table, layout = self.table, self.layout
        table.status[seat] = N_("ready")
        shown = self.hand_shown(seat)
        hand = list(table.hands[seat])
        flights: list[tuple[TileSprite, bool]] = []
        for tile in tiles:
            if shown and tile in hand:
                start = layout.hand_slot(hand.index(tile), len(hand))
                size = layout.hand_tile_size()
                sprite = self._sprite(tile, start, size, True)
                turn = not face_up
            else:
                start, size = layout.seat_hand_point(seat), layout.small_tile_size()
                sprite = self._sprite(tile, start, size, False)
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
        table, layout = self.table, self.layout
        count = len(table.reveal)
        size = layout.reveal_tile_size()
        moves: list[Animation] = []
        # Earlier played tiles shift so the row of played tiles stays centred.
        for index, tile in enumerate(table.reveal):
            sprite = table.sprites.get(tile)
            if sprite is None:
                continue
            to = layout.reveal_slot(index, count)
            match = [f for f in flights if f[0] is sprite]
            if match:
                moves.append(self._fly(sprite, to, size, flip=match[0][1], arc=30))
            else:
                moves.append(Tween(sprite, FLIGHT * 0.6, "out_cubic", x=to[0], y=to[1]))
        # Players choosing together lay their tiles down at once, each move aimed at the slots of its moment: once
        # they have landed, every played tile takes its slot among all of them.
        return Sequence(Parallel(*moves), Call(self._settle_reveal))

    def _settle_reveal(self) -> None:
        table, layout = self.table, self.layout
        count = len(table.reveal)
        shifts: list[Animation] = []
        for index, tile in enumerate(table.reveal):
            sprite = table.sprites.get(tile)
            if sprite is None:
                continue
            to = layout.reveal_slot(index, count)
            if (sprite.x, sprite.y) != to:
                shifts.append(Tween(sprite, FLIGHT * 0.3, "out_cubic", x=to[0], y=to[1]))
        if shifts:
            self.timeline.add(Parallel(*shifts))

    def _revealed(self) -> Animation:
        table, layout = self.table, self.layout
        flips = [self._flip(table.sprites[t]) for t in table.reveal if t in table.sprites
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

    def _placed(self, seat: int, tile: int, row: int, slot: int) -> Animation:
        table, layout = self.table, self.layout
        sprite = table.sprites.get(tile)
        if sprite is None:
            sprite = self._sprite(tile, layout.reveal_slot(0, 1), layout.reveal_tile_size(), True)
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
                        self._fly(sprite, to, layout.tile_size, duration=SLIDE, arc=26, on_finish=landed), Call(done))

    def _happy_turned(self, at: tuple[float, float]) -> None:
        """Happy Cows began or stopped showing: said where it happened, as the points it turns around will be."""
        text = _("Happy Cows: points turn positive!") if self.table.happy else _("Happy Cows covered: penalties again")
        # A turn back soon after (the cows uncovered, then covered by the next tiles) replaces the words before:
        # the two would lie on top of each other, unreadable, over the same row.
        self.table.floats = [f for f in self.table.floats if not f.extra.get("happy_turned")]
        self.table.floats.append(FloatText(text, BONUS if self.table.happy else PENALTY, at[0], at[1] + 40, size=26,
                                           life=1.8, extra={"happy_turned": True}))

    def _row_completed(self, event: RowCompleted) -> Animation:
        table, layout = self.table, self.layout
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
        self._passing_banner(text.format(name=who, row=event.row), event.row)  # over the row taken
        parts: list[Animation] = []
        for tile in event.tiles:
            if tile in table.sprites:
                table.sprites[tile].style = "selected"
        if sprite is not None:
            parts.append(self._fly(sprite, to, layout.tile_size, duration=0.45, arc=60, on_finish=moved))
        else:
            parts.append(Call(moved))

        def taking() -> None:
            table.placing, table.spotlight = event.seat, None

        def taken() -> None:
            if table.placing == event.seat:
                table.placing = None

        return Sequence(Call(taking), *parts, Call(taken))

    def _kept(self, seat: int, kept: tuple[int, ...], boxed: tuple[int, ...]) -> Animation:
        table, layout = self.table, self.layout
        table.offer = []
        table.status[seat] = ngettext("kept {n}", "kept {n}", len(kept)).format(n=len(kept))
        starts = {t: (table.sprites[t].x, table.sprites[t].y) for t in kept + boxed if t in table.sprites}
        for tile in kept + boxed:
            table.sprites.pop(tile, None)
        parts: list[Animation] = []
        if kept:
            parts.append(self._to_hand(seat, kept, lambda i, t: starts.get(t, layout.pile_point("box")), True))
        flights = []
        table.to_box += len(boxed)
        for index, tile in enumerate(boxed):
            sprite = self._sprite(tile, starts.get(tile, layout.pile_point("box")), layout.tile_size, True)

            def boxed_one(tile: int = tile) -> None:
                table.sprites.pop(tile, None)
                table.to_box -= 1

            flights.append(self._fly(sprite, layout.pile_point("box"), layout.tile_size, delay=index * STAGGER,
                                     flip=True, on_finish=boxed_one))
        parts.extend(flights)
        return Parallel(*parts) if parts else None  # type: ignore[return-value]



def _kind_of(event: Event) -> str:
    if isinstance(event, Played):
        return "played_up" if event.face_up else "played_down"
    if isinstance(event, RoundStarted):
        return "round"
    if isinstance(event, PawnMoved) and event.reason is MoveReason.BUY:
        return "paid"
    return event.type
