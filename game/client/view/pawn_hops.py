"""A pawn's move told on screen: its points float up where they were scored (or its price over the buyer's panel),
and the pawn hops space by space along the score track to where the rules put it.
"""

from __future__ import annotations

from game.client.view.motions import Motions
from game.client.view.sprites import BONUS, PENALTY
from game.client.view.tween import Animation, Call, Parallel, Sequence, Tween
from game.rules.events import MoveReason, PawnMoved
from game.text.i18n import _

HOP = 0.07  # seconds per space at normal speed
HOPS_MOST = 0.6  # a long move hops faster, so it never takes more than this
PRICE_SIZE = 36  # the price of a purchase, floating on the buyer's panel


class PawnHops:
    """Builds the animation of a `PawnMoved` on the shown table of `motions`."""

    def __init__(self, motions: Motions) -> None:
        self.motions = motions

    def moved(self, event: PawnMoved) -> Animation:
        motions = self.motions
        table, layout = motions.table, motions.layout
        seat, start, end = event.seat, event.start, event.end
        pawn = table.pawns[seat]
        positions = list(table.positions)
        rise = 70.0
        at: tuple[float, float]
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
        parts: list[Animation] = [motions.float_text(label, color, at, size, rise)]
        if event.points < 0:  # only Happy Cows turn a space's points in the player's favour: say so by the points
            parts.append(motions.float_text(_("Happy Cows"), color, (at[0], at[1] + 34), 24, rise))
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
            x, y = layout.pawn_places.point(seat, position, positions)
            parts.append(Parallel(
                Tween(pawn, hop, "linear", x=x, y=y),
                Sequence(Tween(pawn, hop / 2, "out_quad", hop=18.0), Tween(pawn, hop / 2, "in_quad", hop=0.0)),
            ))
            if motions.cue is not None:
                parts.append(motions.cue_call(event, "hop"))  # as the pawn comes down on the space

        def arrive() -> None:
            table.positions[seat] = end
            table.settle_pawns()

        parts.append(Call(arrive))
        return Sequence(*parts)
