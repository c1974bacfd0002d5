"""The phone page's words, in the game's language: the page's fixed texts (sent in the welcome, and with a request
to the table, so that the page speaks the player's language from its first line on), and the line that says whose
turn it is, for each state. Nothing here is a rule: what the seat may do comes from its view."""

from __future__ import annotations

from collections.abc import Sequence

from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.text.i18n import N_, _, ngettext
from game.text.narrate import shown_name

# Every text the page shows of its own, by the name the page uses (game/phones/static/phone.js); {placeholders}
# are filled in by the page.
PAGE = {
    "title": N_("Dance of Ibexes: your hand"),
    "connecting": N_("connecting…"),
    "connected": N_("connected"),
    "offline": N_("offline"),
    "left": N_("left"),
    "other_version": N_("This page belongs to another version of the game: reload it."),
    "lobby": N_("Joined. The game begins when every phone has joined."),
    "asking": N_("{name}'s seat is already played on another phone. The game's screen now asks the people at the "
                 "table whether this phone may play it instead. Show them this code:"),
    "asking_seat": N_("This seat is already played on another phone. The game's screen now asks the people at the "
                      "table whether this phone may play it instead. Show them this code:"),
    "let_in": N_("Waiting for the table to let this phone in…"),
    "no_longer": N_("This page no longer plays this seat."),
    "away": N_("The table has left this game for now. Your seat is kept: when the game is continued, this page "
               "joins again by itself."),
    "sent": N_("Sent; waiting for the table…"),
    "paused": N_("The table is paused. Your choice counts when it goes on."),
    "hand": N_("Your hand"),
    "no_tiles": N_("No tiles in your hand."),
    "play": N_("Play"),
    "play_both": N_("Play both"),
    "keep": N_("Keep"),
    "hints_on": N_("Hints: on"),
    "hints_off": N_("Hints: off"),
    "pick_hint": N_("Tap a tile to see where it would go."),
    "your_round": N_("Your round {round}"),
    "played_none": N_("You have not played a tile this round yet."),
    "face_down": N_("face down"),
    "round_points": N_("Points this round: {points}"),
    "to_space": N_("→ space {space}"),
    "results": N_("Results"),
    "points": N_("{points} points"),
    "rows": N_("Rows"),
    "pawns": N_("Pawns"),
    "round": N_("Round {round}"),
    "double": N_("Double round: two tiles each"),
    "open": N_("Open round: face up, lowest first"),
    "happy": N_("Happy Cows: ibex and cowpie points are positive"),
    "supply": N_("Supply {n}"),
    "row": N_("Row {row}"),
    "next": N_("next: {space}"),
    "full": N_("full"),
    "last_tile": N_("the row's last tile"),
    "you": N_("you"),
    "plain": N_("plain"),
    "cowpie": N_("cowpie +{points}"),
    "double_space": N_("double"),
    "happy_space": N_("Happy Cow"),
    "ibex": N_("ibex +{points} (takes the row)"),
    "first": N_("first"),
    # The whole table, shown beside the hand on a wide screen (a laptop or a tablet held sideways).
    "players": N_("Players"),
    "open_next": N_("NEXT: OPEN"),
    "track": N_("The score track"),
    "oxen_eye": N_("oxen-eye {position}"),
    "dung_heap": N_("dung heap {position}"),
    "seat_points": N_("{n} pt"),
    "choosing": N_("choosing"),
    "keeping": N_("keeping"),
    "ready": N_("ready"),
}


def page_words() -> dict[str, str]:
    """The page's fixed texts in the current language."""
    said = {name: _(text) for name, text in PAGE.items()}
    # A word with a number whose form follows it is sent in its form for one ("_one") and for more ("_many"): the
    # page takes the first for 1 and the second for any other number, as English, German and Dutch do.
    for n, form in ((1, "in_hand_one"), (2, "in_hand_many")):
        said[form] = ngettext("{n} tile in hand", "{n} tiles in hand", n)
    return said


def status(view: PlayerView) -> tuple[str, bool]:
    """The line at the top of the seat's page, and whether it asks the seat to act (the page lights it)."""
    pending = view.pending if view.pending is not None and view.pending.seat == view.seat else None
    if view.over:
        return _("The game is over."), False
    if pending is not None:
        two = view.tiles_to_play == 2
        if pending.kind is DecisionKind.KEEP:
            return _keep_line(view), True
        if pending.kind is DecisionKind.BUY and 0 not in view.legal_buys:
            return _("Your turn: you must buy a tile first."), True
        if pending.kind is DecisionKind.BUY:
            return (_("Your turn: buy tiles, or pick two tiles and tap Play.") if two else
                    _("Your turn: buy tiles, or pick a tile and tap Play.")), True
        return (_("Your turn: pick two tiles and tap Play.") if two else
                _("Your turn: pick a tile and tap Play.")), True
    others = [shown_name(view.names[asked.seat]) for asked in view.asked if asked.seat != view.seat]
    if not others:
        return _("Waiting for the table…"), False
    if view.seat in view.played:
        return _("You have chosen. Waiting for {names}.").format(names=", ".join(others)), False
    return _("Waiting for {names}.").format(names=", ".join(others)), False


def _keep_line(view: PlayerView) -> str:
    """What the seat keeps of the row it took: as many tiles as its legal keeps allow."""
    sizes = sorted({len(keep) for keep in view.legal_keeps})
    if len(sizes) > 1:
        return _("Your row is complete: keep {low} or {high} of its tiles.").format(low=sizes[0], high=sizes[-1])
    n = sizes[0] if sizes else 1
    return ngettext("Your row is complete: keep {n} of its tiles.", "Your row is complete: keep {n} of its tiles.",
                    n).format(n=n)


def _choice(decision: Decision) -> str:
    tiles = ", ".join(map(str, getattr(decision, "tiles", ())))
    if isinstance(decision, Buy):
        if not decision.count:
            return _("bought no tiles")
        return ngettext("bought {n} tile", "bought {n} tiles", decision.count).format(n=decision.count)
    if isinstance(decision, Play):
        return _("played {tiles}").format(tiles=tiles)
    if isinstance(decision, Keep):
        return _("kept {tiles}").format(tiles=tiles)
    return ""


def stood_in(by_bot: bool, decisions: Sequence[Decision]) -> str:
    """What was chosen for the seat while its phone was away, by a bot or by the people at the screen."""
    # A purchase of none is said only when nothing else was chosen yet: the plays say that no tile was bought.
    told = [d for d in decisions if not (isinstance(d, Buy) and not d.count)] or list(decisions[-1:])
    choices = "; ".join(filter(None, map(_choice, told)))
    if by_bot:
        return _("While your phone was away, a bot played your seat: {choices}.").format(choices=choices)
    return _("While your phone was away, the people at the screen played your seat: {choices}.").format(
        choices=choices)


def back_again(name: str, remote: bool) -> str:
    """The table's line when a seat's device is back: its phone, or the computer a remote seat plays from."""
    return (_("{name}'s computer is back and plays the seat again.") if remote else
            _("{name}'s phone is back and plays the seat again.")).format(name=name)


def played_meanwhile(name: str, remote: bool, at_screen: bool) -> str:
    """The table's line when someone plays a seat whose device is gone: the people at the screen, or a bot."""
    if remote:
        words = (_("{name}'s seat is played at this screen until the computer is back.") if at_screen else
                 _("A bot plays {name}'s seat until the computer is back."))
    else:
        words = (_("{name}'s seat is played at this screen until the phone is back.") if at_screen else
                 _("A bot plays {name}'s seat until the phone is back."))
    return words.format(name=name)
