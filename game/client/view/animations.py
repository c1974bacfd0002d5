"""Engine events -> animations on a timeline, told one at a time on the shown table.

The engine resolves a whole round in one step; the screen replays its events one at a time on a `Table`
(game/client/view/table.py), the state as shown. `Animator.play(event)` turns one event into a sequence of tweens
(game/client/view/tween.py) whose callbacks update the `Table` at the right moment; `finish()` jumps to the end (a
click or Space), leaving the table exactly as after the event. Which events may run together is decided here
(`can_join`); the moves are built by the reveal's choreography (reveal.py), the pawn hops (pawn_hops.py) and the
moves they share (motions.py).
"""

from __future__ import annotations

from collections.abc import Callable

from game.client.view import palette as pal
from game.client.view.layout import Layout
from game.client.view.motions import BANNER, Motions
from game.client.view.pawn_hops import PawnHops
from game.client.view.reveal import PLACE_LEAD, SLIDE, Reveal, place_step
from game.client.view.sprites import BONUS
from game.client.view.table import Table
from game.client.view.tween import Animation, Call, Sequence, Timeline, Wait
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
    chosen_meanwhile,
)
from game.rules.table_counts import counts_after
from game.text.i18n import _, ngettext

BANNER_MAKE_WAY = 0.2  # a round's banner over the tray fades this fast once played tiles come into the tray


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
        self._speed = speed
        # `cue` is called at an event's animation's start ("start"), end ("end") and each pawn hop ("hop"): the
        # sounds (game/client/view/sound_cues.py).
        self._motions = Motions(table, layout, hand_shown, cue)
        # Whether seat may see its own face-down plays in the tray: only when nobody else is at the screen.
        self._reveal = Reveal(self._motions, peek or (lambda seat: False), self.timeline.add, names)
        self._pawn_hops = PawnHops(self._motions)
        # Each running animation and the event it shows (for `can_join`).
        self._shows: list[tuple[Event, Animation]] = []
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
        running = self._running()
        if isinstance(event, Played) and not event.face_up:
            return all(map(_choosing, running))
        if isinstance(event, Bought) and not self.hand_shown(event.seat):
            return all(map(_choosing, running))
        if isinstance(event, PawnMoved) and event.reason is MoveReason.BUY:
            return all(map(_choosing, running)) and event.seat not in self._hopping()
        since = self._since_placed * max(self._speed(), 0.01)
        if isinstance(event, Placed):
            # The next tile sets off while a completed row's tiles still fly to their hand and the box.
            placing = [shown for shown in running if not isinstance(shown, Kept)]
            return bool(running) and all(map(_placing, placing)) and since >= self._step
        if isinstance(event, RowCompleted):
            # The tile has landed: the row goes while its points still hop.
            return bool(running) and all(map(_scoring, running))
        if isinstance(event, FreeTiles | Dealt):
            # Every empty hand is served at once, each from the supply.
            return all(isinstance(shown, FreeTiles | Dealt) for shown in running)
        if isinstance(event, PawnMoved) and event.reason is not MoveReason.BUY:
            # A tile's points show once it lies in its space, and hop on while the next tile slides, one hop at a
            # time for each pawn.
            landed = since >= PLACE_LEAD + SLIDE
            return bool(running) and all(map(_placing, running)) and event.seat not in self._hopping() and landed
        return False

    def only_choosing(self) -> bool:
        """Whether all that runs is other seats' choosing: face-down tiles flying to the tray, pawns paying for
        tiles, a round's first moment (nothing the next decision depends on)."""
        running = self._running()
        return bool(running) and all(_choosing(shown) and not isinstance(shown, Bought) for shown in running)

    def _hopping(self) -> set[int]:
        """The seats whose pawns are moving now."""
        return {shown.seat for shown in self._running() if isinstance(shown, PawnMoved)}

    def _running(self) -> list[Event]:
        """The events whose animations still run."""
        self._shows = [(event, animation) for event, animation in self._shows if not animation.done]
        return [event for event, _ in self._shows]

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
            if self._motions.cue is not None:
                animation = Sequence(self._motions.cue_call(event, "start"), animation,
                                     self._motions.cue_call(event, "end"))
            self.timeline.add(animation)
            self._shows.append((event, animation))
            if isinstance(event, Placed):
                self._since_placed = 0.0

    # ----------------------------------------------------------------- events
    def _build(self, event: Event) -> Animation | None:
        table, layout, motions, reveal = self.table, self.layout, self._motions, self._reveal
        table.counts = counts_after(table.counts, event)
        match event:
            case RowOpened(row=row, tile=tile):
                sprite = motions.sprite(tile, layout.pile_point("supply"), layout.tile_size, False)

                def placed() -> None:
                    table.rows[row].append(tile)
                    table.rows_changed()

                return motions.fly(sprite, layout.space_center(row, 1), layout.tile_size, flip=True, on_finish=placed)
            case Dealt(seat=seat, tiles=tiles) | FreeTiles(seat=seat, tiles=tiles):
                if not tiles:
                    return None
                parts: list[Animation] = [motions.to_hand(seat, tiles, motions.from_supply, False)]
                if isinstance(event, FreeTiles):
                    free = ngettext("{n} free tile", "{n} free tiles", len(tiles)).format(n=len(tiles))
                    parts.insert(0, motions.float_text(free, BONUS, layout.seat_hand_point(seat), 28))
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

                return motions.to_hand(seat, tiles, source, False)
            case PawnMoved():
                return self._pawn_hops.moved(event)
            case OpenRoundTriggered(oxen_eye=eye):
                table.open_next = True
                at = layout.geometry.track.get(eye, layout.anchor("round_info").center)
                note = _("Oxen-eye! Next round is open")
                return Sequence(motions.float_text(note, pal.GOLD_LIGHT, at, 30), Wait(0.6))
            case Played(seat=seat, face_up=face_up, tiles=tiles):
                return reveal.played(seat, face_up, tiles)
            case Shown(plays=plays):
                return reveal.shown(plays)
            case Revealed(plays=plays):
                self._step = place_step(sum(len(tiles) for _, tiles in plays))
                return reveal.revealed(plays)
            case Placed(seat=seat, tile=tile, row=row, slot=slot):
                return reveal.placed(seat, tile, row, slot)
            case RowCompleted():
                return reveal.row_completed(event)
            case Kept(seat=seat, kept=kept, boxed=boxed):
                return reveal.kept(seat, kept, boxed)
            case GameEnded():
                table.status = ["" for _ in table.status]
                return Sequence(motions.banner(_("The game ends")), Call(lambda: setattr(table, "over", True)))
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
        self._motions.passing_banner(text)
        return Wait(0.15)  # a moment to read it before the first tiles move


def _choosing(event: Event) -> bool:
    """Part of a round's choosing, made at the same time by everyone (spec/rules.md 2.2): a choice made meanwhile
    (a purchase, its price, a tile laid face down) or the round's first moment."""
    return isinstance(event, RoundStarted) or (chosen_meanwhile(event) and not isinstance(event, OpenRoundTriggered))


def _scoring(event: Event) -> bool:
    """Points for a tile that landed (not a purchase's price)."""
    return isinstance(event, PawnMoved) and event.reason is not MoveReason.BUY


def _placing(event: Event) -> bool:
    """A tile sliding into its row, or its points."""
    return isinstance(event, Placed) or _scoring(event)
