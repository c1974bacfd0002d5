"""The play screen's status line, as a function of what it speaks about: whose turn it is and what the game waits
for, or, while the table is still showing events, what it is busy with and who acts next.

`status_line(Situation)` reads nothing else: the play scene gathers the situation from the match and the screen
(which event is showing, whether the deciding person's curtain is still down) and draws the answer.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import NamedTuple

from game.client.view import palette as pal
from game.client.view.sprites import PENALTY
from game.rules import DecisionKind, Event, MoveReason, Pending, PlayerView
from game.rules.events import (
    Bought,
    Dealt,
    FreeTiles,
    GameEnded,
    Kept,
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
from game.rules.hints import PurchaseHint
from game.session.runner import Wait
from game.text.i18n import _, ngettext
from game.text.narrate import YOU, second_person, shown_name


@dataclass(frozen=True)
class Situation:
    """What the status line speaks about."""

    names: tuple[str, ...]
    humans: tuple[int, ...]  # the seats played by people at this screen
    phones: frozenset[int]  # the seats played on phones, or from another computer (`computers`)
    waiting: Wait  # what the match waits for
    pending: Pending | None  # the decision asked now (or next, while events are still shown)
    moving: bool = False  # the table is still showing something the next decision waits for
    showing: Event | None = None  # the event shown last
    curtained: bool = False  # the person deciding shares the screen and their curtain has not been lifted yet
    view: PlayerView | None = None  # the deciding person's own view, once they may see their hand
    error: str = ""  # a refused decision, in words
    purchase: int | None = None  # the purchase the deciding person has chosen and not yet made
    price: PurchaseHint | None = None  # what that purchase costs and where it takes the pawn (the rules' answer)
    selected: tuple[int, ...] = ()  # the tiles the deciding person has picked, in order
    choosing: tuple[int, ...] = ()  # every seat still deciding (the runner's open questions), in action order
    computers: frozenset[int] = frozenset()  # of `phones`, the seats played from another computer
    elsewhere: frozenset[int] = frozenset()  # people deciding on devices this screen does not know (a joined table)


class Status(NamedTuple):
    text: str
    color: tuple[int, int, int]
    seat: int | None  # the seat acting, whose colour the line shows


def status_line(now: Situation) -> Status:
    """Whose turn it is and what the game waits for (or a refused decision's sentence, in red)."""
    if now.error:
        return Status(now.error, PENALTY, None)
    pending = now.pending
    if now.moving:
        # The log panel tells each event; this line says what the table is busy with and who acts next.
        line = phase(now.showing, now.names)
        # Not who keeps tiles next: that would tell who takes a row before the table shows it.
        if pending is not None and pending.kind is not DecisionKind.KEEP:
            seat = pending.seat
            yours = (seat in now.humans and len(now.humans) == 1) or now.names[seat] == YOU
            who = _("your turn") if yours else _("{name}'s turn")
            line = _("{phase}  Next: {who}.").format(phase=line, who=who.format(name=now.names[seat]))
        return Status(line, pal.INK, None)
    if now.waiting is Wait.OVER or pending is None:
        return Status(_("The game is over."), pal.INK, None)
    seat = pending.seat
    name = now.names[seat]
    others = [s for s in now.choosing if s != seat]
    if now.waiting is Wait.BOT:
        if others:  # several seats choose at once, away from the screen: every one of them is named
            return Status(_("Still choosing: {names}.").format(names=listed(now.names, (seat, *others))), pal.INK,
                          seat)
        if seat in now.computers:
            return Status(_("Waiting for {name} to decide on their computer.").format(name=name), pal.INK, seat)
        if seat in now.phones:
            return Status(_("Waiting for {name} to decide on their phone.").format(name=name), pal.INK, seat)
        if seat in now.elsewhere:
            return Status(_("Waiting for {name}.").format(name=name), pal.INK, seat)
        return Status(_("{name} is thinking…").format(name=name), pal.INK, seat)
    if now.curtained or now.view is None:
        if others:
            return Status(_("Waiting for {name}. Also choosing: {names}.").format(
                name=name, names=listed(now.names, others)), pal.INK, seat)
        return Status(_("Waiting for {name}.").format(name=name), pal.INK, seat)
    yours = len(now.humans) == 1 or name == YOU
    if pending.kind is DecisionKind.KEEP:
        text = (_("Your row: choose the tiles to keep.") if yours else
                _("{name}, your row: choose the tiles to keep."))
        return Status(text.format(name=name), pal.INK, seat)
    text, values = _choice_line(now, yours)
    return Status(text.format(name=name, **values), pal.INK, seat)


LISTED_NAMES = 4  # a status line names at most so many seats; the rest it counts (the panels show every one)


def listed(names: tuple[str, ...], seats: Sequence[int]) -> str:
    """The seats' names as a list: "Pia, Bot 2, Kim", or with many "Pia, Bot 2, Kim, Bot 4 and 3 more"."""
    shown = ", ".join(shown_name(names[seat]) for seat in seats[:LISTED_NAMES])
    more = len(seats) - LISTED_NAMES
    if more <= 0:
        return shown
    return ngettext("{names} and {n} more", "{names} and {n} more", more).format(names=shown, n=more)


def _choice_line(now: Situation, yours: bool) -> tuple[str, dict[str, object]]:
    """What the person buying and playing may do now, and what Enter does: make the purchase chosen, or play the
    tiles picked (a tile picked after a purchase was chosen lets that purchase go: game/client/scenes/play_input.py).
    The sentence, and the values for its placeholders but the name."""
    view, pending = now.view, now.pending
    assert view is not None and pending is not None
    two = view.tiles_to_play == 2
    buying = pending.kind is DecisionKind.BUY
    if buying and now.purchase:
        n, points = now.purchase, now.price.end - now.price.start if now.price is not None else now.purchase
        text = (ngettext("Your turn: press Buy (Enter) to buy {n} tile for {points} pt, or choose again.",
                         "Your turn: press Buy (Enter) to buy {n} tiles for {points} pt, or choose again.", n)
                if yours else
                ngettext("{name}, your turn: press Buy (Enter) to buy {n} tile for {points} pt, or choose again.",
                         "{name}, your turn: press Buy (Enter) to buy {n} tiles for {points} pt, or choose again.", n))
        return text, {"n": n, "points": points}
    if buying and (view.legal_buys == (1,) or 0 not in view.legal_buys):
        text = (_("Your turn: you must buy a tile first: choose {counts}, then press Buy.") if yours else
                _("{name}, your turn: you must buy a tile first: choose {counts}, then press Buy."))
        return text, {"counts": "/".join(map(str, view.legal_buys))}
    if len(now.selected) == view.tiles_to_play:
        tiles = " + ".join(map(str, sorted(now.selected)))
        if buying:
            text = (_("Your turn: press {button} (Enter) to play {tiles}, or choose a purchase first.")
                    if yours else
                    _("{name}, your turn: press {button} (Enter) to play {tiles}, or choose a purchase first."))
        else:
            text = (_("Your turn: press {button} (Enter) to play {tiles}.") if yours else
                    _("{name}, your turn: press {button} (Enter) to play {tiles}."))
        return text, {"tiles": tiles, "button": _("Play both") if two else _("Play")}
    pick = _("pick two tiles and press Play both") if two else _("pick a tile and press Play")
    if buying:
        buy = _("choose a purchase and press Buy")  # the buy buttons show what may be bought, and why not
        text = _("Your turn: {buy}, or {pick}.") if yours else _("{name}, your turn: {buy}, or {pick}.")
        return text, {"buy": buy, "pick": pick}
    text = _("Your turn: {pick}.") if yours else _("{name}, your turn: {pick}.")
    return text, {"pick": pick}


def phase(event: Event | None, names: tuple[str, ...]) -> str:
    """What the table is showing with `event` (the event being animated; None: the deal), in a few words."""
    return second_person(_phase(event, names))


def _phase(event: Event | None, names: tuple[str, ...]) -> str:
    seat = getattr(event, "seat", None)  # the events of one player carry their seat
    who = names[seat] if seat is not None else ""
    you = who == YOU  # the person at the screen: "You buy", not "You buys" (other languages differ more)
    if event is None or isinstance(event, Dealt | RowOpened):
        return _("Dealing the tiles…")
    if isinstance(event, RoundStarted):
        return _("Round {round} begins.").format(round=event.round)
    if isinstance(event, Bought):
        return _("You buy tiles…") if you else _("{name} buys tiles…").format(name=who)
    if isinstance(event, PawnMoved):
        if event.reason is MoveReason.BUY:
            return _("You pay for tiles…") if you else _("{name} pays for tiles…").format(name=who)
        return _("You move along the track…") if you else _("{name} moves along the track…").format(name=who)
    if isinstance(event, OpenRoundTriggered):
        if you:
            return _("You reached an oxen-eye: the next round is open.")
        return _("{name} reached an oxen-eye: the next round is open.").format(name=who)
    if isinstance(event, Played):
        n = len(event.tiles)  # two in a double round
        if you:
            return ngettext("You play a tile…", "You play {n} tiles…", n).format(n=n)
        return ngettext("{name} plays a tile…", "{name} plays {n} tiles…", n).format(name=who, n=n)
    if isinstance(event, Shown | Revealed):
        return _("Revealing the played tiles…")
    if isinstance(event, Placed):
        # Which tile goes where, lowest first: the name rides on the tile, this line says it in words.
        text = _("You place {tile} in row {row}…") if you else _("{name} places {tile} in row {row}…")
        return text.format(name=who, tile=event.tile, row=event.row)
    if isinstance(event, RowCompleted):
        text = _("You complete row {row}…") if you else _("{name} completes row {row}…")
        return text.format(name=who, row=event.row)
    if isinstance(event, Kept):
        return _("You keep tiles from the row…") if you else _("{name} keeps tiles from the row…").format(name=who)
    if isinstance(event, FreeTiles):
        return _("Free tiles for players without any…")
    if isinstance(event, GameEnded):
        return _("The game is over.")
    return "…"


def open_round_warning(view: PlayerView, names: tuple[str, ...]) -> str:
    """In an open round, what the person about to play must know: their tiles lie face up, and who plays after
    them and sees them ("" in a hidden round). The seats after them are the round's acting order read from the
    engine's view: after the start-space group as a whole for one of its members."""
    if not view.open:
        return ""
    seat, order = view.seat, list(view.order)
    if seat in view.group:
        after = [s for s in order if s not in view.group]
    else:
        after = order[order.index(seat) + 1:] if seat in order else []
    who = ", ".join(shown_name(names[s]) for s in after)
    n = view.tiles_to_play
    if seat in view.group and len(view.group) > 1:
        if not after:
            return _("Open round: your group's tiles turn face up together.")
        return _("Open round: your group's tiles turn face up together. After you: {who}.").format(who=who)
    if not after:
        return _("Open round: you play face up, last of all.")
    return ngettext("Open round: you play face up. After you: {who}.", "Open round: you play your two tiles face up. "
                    "After you: {who}.", n).format(who=who)
