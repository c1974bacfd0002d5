"""What a hint says (game/rules/hints.py, worked out for a seat's own view), in words: the screen's bubble over its
status line and the phone page say the same sentences."""

from __future__ import annotations

from collections.abc import Iterable

from game.rules.hints import Landing, PurchaseHint
from game.rules.placement import RULE_LOWEST_NUMBER
from game.text.i18n import _, ngettext


def points_words(points: int) -> str:
    """What a landing scores: "+2 penalty", "3 positive" or "no points"."""
    if points > 0:
        return _("+{n} penalty").format(n=points)
    if points < 0:
        return _("{n} positive").format(n=-points)
    return _("no points")


def landing_words(landing: Landing) -> str:
    """Where one tile would go and what it would score there: "45: row 3, space 5 · +2 penalty"."""
    text = _("{tile}: row {row}, space {space} · {points}").format(
        tile=landing.tile, row=landing.row, space=landing.slot, points=points_words(landing.points))
    if landing.completes_row:
        text += _(" · takes the row")
    if landing.rule == RULE_LOWEST_NUMBER:
        text += _(" (lower than every row)")
    return text


def hint_words(landings: Iterable[Landing], sure: bool) -> str:
    """The sentence about a candidate play's landings, lowest tile first ("" for none)."""
    parts = [landing_words(landing) for landing in landings]
    if not parts:
        return ""
    return "; ".join(parts) + ("" if sure else _(" · if no other tile lands there first"))


def purchase_words(purchase: PurchaseHint) -> str:
    """What a purchase costs and where it takes the seat's pawn: "Buying 2 tiles costs 2 points: your pawn goes to
    14" ("" for buying none). The cost is the spaces the pawn moves, a space taken passed over included, as the
    rules worked out the pawn's space (game/rules/hints.py)."""
    if not purchase.count:
        return ""
    points = purchase.end - purchase.start
    sentence = ngettext("Buying a tile costs {points} pt: your pawn goes to {end}",
                        "Buying {n} tiles costs {points} pt: your pawn goes to {end}",
                        purchase.count).format(n=purchase.count, points=points, end=purchase.end)
    if purchase.bumped:
        sentence += _(" (not {space}: that space is taken)").format(space=purchase.start + purchase.count)
    if purchase.opens_next_round:
        sentence += _(" · the next round will be open")
    return sentence
