"""What a phone shows a seat asked to buy or play, before it decides: where each tile of its hand would land and what
it would score (the same hint as the screen's), and where each purchase allowed would take its pawn. Every answer is
the rules' own (game/rules/hints.py) for the seat's own view, worded by game/text/hint_words.py; the page computes
no rule."""

from __future__ import annotations

from itertools import combinations

from game.rules import DecisionKind, PlayerView
from game.rules.hints import play_hint, purchase_hint
from game.text.hint_words import hint_words, purchase_words
from game.text.i18n import _, ngettext


def _asked(view: PlayerView) -> DecisionKind | None:
    pending = view.pending
    return pending.kind if pending is not None and pending.seat == view.seat else None


def hints(view: PlayerView) -> dict[str, str]:
    """For each play the seat may be about to choose, its sentence: every tile of the hand alone ("45"), and in a
    double round every pair, lowest first ("12,45"); nothing while the seat is not asked to buy or play."""
    if _asked(view) not in (DecisionKind.BUY, DecisionKind.PLAY) or not view.hand:
        return {}
    candidates: list[tuple[int, ...]] = [(tile,) for tile in view.hand]
    if view.tiles_to_play == 2:
        candidates += list(combinations(sorted(view.hand), 2))
    said = {}
    for tiles in candidates:
        hint = play_hint(view, tiles)
        said[",".join(map(str, tiles))] = hint_words(hint.landings, hint.sure)
    return said


def buys(view: PlayerView) -> list[dict]:
    """The purchases the seat may make now, each with its button's label, its confirmation's and where it takes
    the pawn (the screen's preview sentence); none while the seat is not asked to buy."""
    if _asked(view) is not DecisionKind.BUY:
        return []
    offered = []
    for count in view.legal_buys:
        if not count:
            continue
        purchase = purchase_hint(view, count)
        offered.append({"count": count, "label": _("Buy {n}").format(n=count),
                        "confirm": ngettext("Buy {n} tile", "Buy {n} tiles", count).format(n=count),
                        "end": purchase.end, "note": purchase_words(purchase)})
    return offered
