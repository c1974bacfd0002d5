"""Events told as sentences: for the text replay, the window's game log panel and bug reports."""

from __future__ import annotations

from typing import assert_never

from game.rules.events import (
    AnyEvent,
    Bought,
    Dealt,
    EndReason,
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
    any_event,
    event_from_dict,
)
from game.rules.placement import RULE_LOWEST_NUMBER
from game.text.i18n import N_, _, ngettext


def _tiles(tiles) -> str:
    return ", ".join(str(t) for t in tiles) if tiles else _("hidden tiles")


# "You" is the default name of the person at the screen; a sentence about them should read as one.
_YOU_VERBS = {"is": "are", "plays": "play", "buys": "buy", "pays": "pay", "scores": "score", "reaches": "reach",
              "places": "place", "completes": "complete", "keeps": "keep", "draws": "draw", "moves": "move",
              "takes": "take", "wins": "win"}
YOU = N_("You")  # the default name of the person at the screen (game/match_setup/seats.py), shown as _("You")

_ROUND_KINDS = {(True, True): N_("double and open"), (True, False): N_("double"), (False, True): N_("open"),
                (False, False): N_("hidden")}
_END_REASONS = {EndReason.DUNG_HEAP: N_("a pawn reached the dung heap"),
                EndReason.NO_TILES: N_("nobody has a tile left to play")}


def second_person(sentence: str) -> str:
    """'You plays face down.' -> 'You play face down.'; any other sentence is left as it is."""
    if not sentence.startswith("You "):
        return sentence
    verb, _space, rest = sentence[4:].partition(" ")
    return f"You {_YOU_VERBS.get(verb, verb)} {rest}".rstrip()


def shown_name(name: str) -> str:
    """A player's name as shown: the default "You" in the current language, any other name as it is."""
    return _(YOU) if name == YOU else name


def describe(event: Event, names: tuple[str, ...] | list[str]) -> str:
    """One sentence for one event, in the current language (game/text/i18n.py)."""
    return second_person(_sentence(any_event(event), names))


def _sentence(event: AnyEvent, names: tuple[str, ...] | list[str]) -> str:
    # Each sentence about a player has a form for the person at the screen ("You ...", which other languages
    # conjugate differently) and one for everyone else ("{name} ...").
    who = names[event.seat] if hasattr(event, "seat") else ""
    you = who == YOU
    match event:
        case RowOpened(row=row, tile=tile):
            return _("Tile {tile} starts row {row}.").format(tile=tile, row=row)
        case Dealt(tiles=tiles):
            n = len(tiles)
            if you:
                return ngettext("You are dealt {n} tile.", "You are dealt {n} tiles.", n).format(n=n)
            return ngettext("{name} is dealt {n} tile.", "{name} is dealt {n} tiles.", n).format(name=who, n=n)
        case RoundStarted():
            kind = _(_ROUND_KINDS[(bool(event.double), bool(event.open))])
            if event.buying:
                return _("Round {round} begins ({kind}).").format(round=event.round, kind=kind)
            return _("Round {round} begins ({kind}). No tiles can be bought.").format(round=event.round, kind=kind)
        case Bought(count=count, from_box=from_box):
            if from_box:
                if you:
                    text = ngettext("You buy {n} tile ({box} from the box).", "You buy {n} tiles ({box} from the box).",
                                    count)
                else:
                    text = ngettext("{name} buys {n} tile ({box} from the box).",
                                    "{name} buys {n} tiles ({box} from the box).", count)
            elif you:
                text = ngettext("You buy {n} tile.", "You buy {n} tiles.", count)
            else:
                text = ngettext("{name} buys {n} tile.", "{name} buys {n} tiles.", count)
            return text.format(name=who, n=count, box=from_box)
        case PawnMoved(start=start, end=end, points=points, reason=reason):
            n = abs(points)
            if reason is MoveReason.BUY:
                text = (ngettext("You pay {n} penalty point: {start} to {end}.",
                                 "You pay {n} penalty points: {start} to {end}.", n) if you else
                        ngettext("{name} pays {n} penalty point: {start} to {end}.",
                                 "{name} pays {n} penalty points: {start} to {end}.", n))
            elif points > 0:
                text = (ngettext("You score {n} penalty point: {start} to {end}.",
                                 "You score {n} penalty points: {start} to {end}.", n) if you else
                        ngettext("{name} scores {n} penalty point: {start} to {end}.",
                                 "{name} scores {n} penalty points: {start} to {end}.", n))
            else:
                text = (ngettext("You score {n} positive point: {start} to {end}.",
                                 "You score {n} positive points: {start} to {end}.", n) if you else
                        ngettext("{name} scores {n} positive point: {start} to {end}.",
                                 "{name} scores {n} positive points: {start} to {end}.", n))
            sentence = text.format(name=who, n=n, start=start, end=end)
            if end != max(0, start + points):
                # Translators: the pawn landed on a taken space and was moved on to the next free one.
                sentence = _("{sentence} (bumped to {end})").format(sentence=sentence.rstrip("."), end=end) + "."
            return sentence
        case OpenRoundTriggered(oxen_eye=eye):
            if you:
                return _("You reach the oxen-eye at {space}: the next round is played face up.").format(space=eye)
            return _("{name} reaches the oxen-eye at {space}: the next round is played face up.").format(
                name=who, space=eye)
        case Played(face_up=face_up, tiles=tiles):
            if face_up:
                text = _("You play {tiles} face up.") if you else _("{name} plays {tiles} face up.")
                return text.format(name=who, tiles=_tiles(tiles))
            return _("You play face down.") if you else _("{name} plays face down.").format(name=who)
        case Shown(plays=plays):
            return _("Shown together: {plays}.").format(
                plays="; ".join(f"{shown_name(names[s])} {_tiles(t)}" for s, t in plays))
        case Revealed(plays=plays):
            return _("Revealed: {plays}.").format(
                plays="; ".join(f"{shown_name(names[s])} {_tiles(t)}" for s, t in plays))
        case Placed(tile=tile, row=row, slot=slot, rule=rule):
            if rule == RULE_LOWEST_NUMBER:
                text = (_("You place {tile} in row {row}, space {space} (lower than every row).") if you else
                        _("{name} places {tile} in row {row}, space {space} (lower than every row)."))
            else:
                text = _("You place {tile} in row {row}, space {space}.") if you else _(
                    "{name} places {tile} in row {row}, space {space}.")
            return text.format(name=who, tile=tile, row=row, space=slot)
        case RowCompleted(row=row, tile=tile, new_row=new_row, tiles=tiles):
            text = (_("You complete row {row}; {tile} starts row {new_row}; you take {tiles}.") if you else
                    _("{name} completes row {row}; {tile} starts row {new_row}; takes {tiles}."))
            return text.format(name=who, row=row, tile=tile, new_row=new_row, tiles=_tiles(tiles))
        case Kept(kept=kept, boxed=boxed):
            n = len(boxed)
            if kept:
                text = (ngettext("You keep {tiles}; {n} goes to the box.", "You keep {tiles}; {n} go to the box.", n)
                        if you else ngettext("{name} keeps {tiles}; {n} goes to the box.",
                                             "{name} keeps {tiles}; {n} go to the box.", n))
            else:
                text = (ngettext("You keep nothing; {n} goes to the box.", "You keep nothing; {n} go to the box.", n)
                        if you else ngettext("{name} keeps nothing; {n} goes to the box.",
                                             "{name} keeps nothing; {n} go to the box.", n))
            return text.format(name=who, tiles=_tiles(kept), n=n)
        case FreeTiles(tiles=tiles):
            n = len(tiles)
            text = (ngettext("You draw {n} free tile.", "You draw {n} free tiles.", n) if you else
                    ngettext("{name} draws {n} free tile.", "{name} draws {n} free tiles.", n))
            return text.format(name=who, n=n)
        case GameEnded(reason=reason, positions=positions, places=places):
            order = sorted(range(len(names)), key=lambda s: positions[s])
            # Translators: a place in the final standings: "1. Anja (17)": place, name, final track position.
            standings = ", ".join(_("{place}. {name} ({position})").format(
                place=places[s], name=shown_name(names[s]), position=positions[s]) for s in order)
            why = _(_END_REASONS[reason]) if reason in _END_REASONS else str(reason)
            return _("The game ends ({reason}). {standings}.").format(reason=why, standings=standings)
        case _:
            assert_never(event)


def narrate(log) -> list[str]:
    """The whole game of a parsed log as lines of text."""
    names = [p.name for p in log.players]
    lines = [describe(event_from_dict(e), names) for e in log.setup_events]
    for events in log.events:
        lines.extend(describe(event_from_dict(e), names) for e in events)
    return lines
