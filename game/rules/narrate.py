"""Events told as sentences: for the text replay, the window's game log panel and bug reports."""

from __future__ import annotations

from .events import (
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
    event_from_dict,
)
from .placement import RULE_LOWEST_NUMBER


def _tiles(tiles) -> str:
    return ", ".join(str(t) for t in tiles) if tiles else "hidden tiles"


# "You" is the default name of the person at the screen; a sentence about them should read as one.
_YOU_VERBS = {"is": "are", "plays": "play", "buys": "buy", "pays": "pay", "scores": "score", "reaches": "reach",
              "places": "place", "completes": "complete", "keeps": "keep", "draws": "draw", "moves": "move",
              "takes": "take", "wins": "win"}


def second_person(sentence: str) -> str:
    """'You plays face down.' -> 'You play face down.'; any other sentence is left as it is."""
    if not sentence.startswith("You "):
        return sentence
    verb, _, rest = sentence[4:].partition(" ")
    return f"You {_YOU_VERBS.get(verb, verb)} {rest}".rstrip()


def describe(event: Event, names: tuple[str, ...] | list[str]) -> str:
    """One sentence for one event."""
    return second_person(_sentence(event, names))


def _sentence(event: Event, names: tuple[str, ...] | list[str]) -> str:
    who = names[event.seat] if hasattr(event, "seat") else ""
    match event:
        case RowOpened(row=row, tile=tile):
            return f"Tile {tile} starts row {row}."
        case Dealt(tiles=tiles):
            return f"{who} is dealt {len(tiles)} tiles."
        case RoundStarted():
            kinds = [k for k, on in (("double", event.double), ("open", event.open)) if on]
            kind = " and ".join(kinds) if kinds else "hidden"
            note = "" if event.buying else " No tiles can be bought."
            return f"Round {event.round} begins ({kind}).{note}"
        case Bought(count=count, from_box=from_box):
            box = f" ({from_box} from the box)" if from_box else ""
            return f"{who} buys {count} tile{'s' if count != 1 else ''}{box}."
        case PawnMoved(start=start, end=end, points=points, reason=reason):
            kind = "pays" if reason is MoveReason.BUY else "scores"
            sign = "penalty" if points > 0 else "positive"
            bump = f" (bumped to {end})" if end != max(0, start + points) else ""
            return f"{who} {kind} {abs(points)} {sign} point{'s' if abs(points) != 1 else ''}: {start} to {end}{bump}."
        case OpenRoundTriggered(oxen_eye=eye):
            return f"{who} reaches the oxen-eye at {eye}: the next round is played face up."
        case Played(face_up=face_up, tiles=tiles):
            return f"{who} plays {_tiles(tiles)} face up." if face_up else f"{who} plays face down."
        case Shown(plays=plays):
            return "Shown together: " + "; ".join(f"{names[s]} {_tiles(t)}" for s, t in plays) + "."
        case Revealed(plays=plays):
            return "Revealed: " + "; ".join(f"{names[s]} {_tiles(t)}" for s, t in plays) + "."
        case Placed(tile=tile, row=row, slot=slot, rule=rule):
            why = " (lower than every row)" if rule == RULE_LOWEST_NUMBER else ""
            return f"{who} places {tile} in row {row}, space {slot}{why}."
        case RowCompleted(row=row, tile=tile, new_row=new_row, tiles=tiles):
            return f"{who} completes row {row}; {tile} starts row {new_row}; takes {_tiles(tiles)}."
        case Kept(kept=kept, boxed=boxed):
            return f"{who} keeps {_tiles(kept) if kept else 'nothing'}; {len(boxed)} go to the box."
        case FreeTiles(tiles=tiles):
            return f"{who} draws {len(tiles)} free tile{'s' if len(tiles) != 1 else ''}."
        case GameEnded(reason=reason, positions=positions, places=places):
            order = sorted(range(len(names)), key=lambda s: positions[s])
            standings = ", ".join(f"{places[s]}. {names[s]} ({positions[s]})" for s in order)
            return f"The game ends ({reason}). {standings}."
    return event.type


def narrate(log) -> list[str]:
    """The whole game of a parsed log as lines of text."""
    names = [p.name for p in log.players]
    lines = [describe(event_from_dict(e), names) for e in log.setup_events]
    for events in log.events:
        lines.extend(describe(event_from_dict(e), names) for e in events)
    return lines
