"""The guided game's script: eight lessons, each a prepared position at a real table (you against Anja and Bernd,
two bots whose tiles are prepared), and the steps that explain it as it is played.

A lesson is an explicit position (game.rules.Position) that the engine plays from; nothing here places a tile or
scores a point. A step says when it shows (at once, when the player is asked, when an event of the game has been
shown), what it points at on the table, and whether it waits for the player to read it (Continue) or for a
decision; a step that needs a particular decision says which, and what to say when another one is made. Steps
that explain the player's own tiles are worded from the engine's events (game/client/scenes/guided_course.py).
The texts are English, marked with N_ and translated where shown.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum

from game.match_setup.seats import BOT, HUMAN, SeatConfig
from game.rules import Position
from game.rules.events import (
    Event,
    GameEnded,
    Kept,
    OpenRoundTriggered,
    PawnMoved,
    Placed,
    Played,
    Revealed,
    RoundStarted,
    RowCompleted,
)
from game.rules.tiles import ALL_TILES
from game.text.i18n import N_
from game.text.narrate import YOU

YOU_SEAT, ANJA, BERND = 0, 1, 2
SEATS = (SeatConfig(YOU, "red", HUMAN), SeatConfig("Anja", "blue", BOT, "normal"),
         SeatConfig("Bernd", "green", BOT, "normal"))


class When(StrEnum):
    START = "start"  # once the table shows the lesson's position
    NEXT = "next"  # as soon as the step before is done
    ASKED = "asked"  # the player is asked to buy and play
    SHOWN = "shown"  # an event of the game has been shown


@dataclass(frozen=True)
class Trigger:
    when: When
    event: type[Event] | None = None  # SHOWN: the kind of event
    seat: int | None = None  # SHOWN: the seat the event is about (None: any)
    round: int | None = None  # SHOWN RoundStarted: the round that starts

    def matches(self, event: Event) -> bool:
        return (self.when is When.SHOWN and type(event) is self.event
                and (self.seat is None or getattr(event, "seat", None) == self.seat)
                and (self.round is None or getattr(event, "round", None) == self.round))


class Need(StrEnum):
    PLAY = "play"  # the player plays (the step's tiles, or any)
    BUY = "buy"  # the player buys at least one tile


@dataclass(frozen=True)
class Point:
    """What a step points at: a thing of the table (game/client/view/board/pointing.Kind and its key), a tile of
    the player's hand ("hand", (tile,)) or the whole hand ("hand", ()), a button ("button", (name,): "buy1",
    "confirm"), or what the step's event is about ("event", ())."""

    kind: str
    key: tuple = ()


def space(row: int, slot: int) -> Point:
    return Point("space", (row, slot))


def hand(*tiles: int) -> tuple[Point, ...]:
    return tuple(Point("hand", (tile,)) for tile in tiles) if tiles else (Point("hand"),)


EVENT = Point("event")


@dataclass(frozen=True)
class Step:
    text: str  # what the step says (N_), after its explanation if it has one
    trigger: Trigger
    points: tuple[Point, ...] = ()
    need: Need | None = None  # None: a step to read, until Continue
    tiles: tuple[int, ...] = ()  # Need.PLAY: the tiles the step asks for (empty: the player's choice)
    wrong: str = ""  # said when the player decides otherwise (N_)
    explain: str = ""  # the explanation of the step's event said first (guided_course.EXPLAIN)
    # A step that may not come (the player's tile scored nothing, took no row) is passed by when one of these is
    # shown before its own event.
    until: tuple[Trigger, ...] = ()
    # The step speaks of the hint (point at a tile to see where it goes): it shows while the step is on, whatever
    # the hints setting.
    hints: bool = False


@dataclass(frozen=True)
class Lesson:
    title: str  # N_
    rows: dict[int, tuple[int, ...]]
    hands: tuple[tuple[int, ...], ...]
    positions: tuple[int, ...]
    plays: dict[int, dict[int, tuple[int, ...]]]  # per bot seat: its tiles by round
    steps: tuple[Step, ...]
    last_row: int = 4
    round: int = 1
    supply_top: tuple[int, ...] = ()  # the next tiles of the supply, in order (the rest follows in ascending order)
    buys: dict[int, dict[int, int]] = field(default_factory=dict)  # per bot seat: tiles bought by round

    def position(self) -> Position:
        lying = [t for tiles in self.rows.values() for t in tiles] + [t for h in self.hands for t in h]
        rest = sorted(ALL_TILES.difference(lying, self.supply_top))
        return Position(rows=tuple(self.rows.get(n, ()) for n in range(1, 13)), hands=self.hands,
                        positions=self.positions, supply=(*self.supply_top, *rest), last_row=self.last_row,
                        round=self.round)


def shown(event: type[Event], seat: int | None = None, round: int | None = None) -> Trigger:
    return Trigger(When.SHOWN, event, seat, round)


START, NEXT, ASKED = Trigger(When.START), Trigger(When.NEXT), Trigger(When.ASKED)


def your_tile(until: tuple[Trigger, ...]) -> tuple[Step, ...]:
    """Where the player's own tile went and why, what it scored, and the row it took: said as it happens, each
    part only when it happens."""
    later = (shown(Placed, YOU_SEAT), *until)  # the player's next tile, or the end of this part of the lesson
    return (
        Step("", shown(Placed, YOU_SEAT), (EVENT,), explain="placed", until=until),
        Step("", shown(PawnMoved, YOU_SEAT), (EVENT,), explain="points", until=later),
        Step(N_("Next shows its tiles: choose one or two to keep, then press Keep."),
             shown(RowCompleted, YOU_SEAT), (EVENT,), explain="completed", until=later),
        Step("", shown(Kept, YOU_SEAT), (Point("pile", ("box",)),), explain="kept", until=later),
    )


def done(round: int, text: str) -> Step:
    return Step(text, shown(RoundStarted, round=round))


LESSONS: tuple[Lesson, ...] = (
    Lesson(
        N_("Where a tile goes"),
        rows={1: (12,), 2: (30,), 3: (41,), 4: (67,)},
        hands=((5, 33, 58, 85), (14, 77, 88), (20, 44, 91)),
        positions=(0, 0, 0),
        plays={ANJA: {1: (14,), 2: (77,)}, BERND: {1: (44,), 2: (20,)}},
        steps=(
            Step(N_("Welcome to the table! Four rows have a tile on their first space: they are the active rows. "
                    "Every tile played goes after the end of one of them."), START,
                 tuple(space(row, 1) for row in (1, 2, 3, 4))),
            Step(N_("This is your hand: only you can see it. Each round everyone chooses a tile at the same "
                    "time, face down; then all are revealed."), NEXT, hand()),
            Step(N_("A tile goes after the row end closest below it. The 33 goes after the 30 in row 2: the 12 "
                    "is lower too, but further away. Click the 33, then press Play."), ASKED,
                 (*hand(33), space(2, 2)), Need.PLAY, (33,),
                 N_("This step needs the 33: click it, then press Play (or Enter).")),
            Step(N_("All tiles are revealed together and placed one by one, lowest first: Anja's 14, then your "
                    "33, then Bernd's 44."), shown(Revealed), (Point("reveal"),)),
            Step("", shown(Placed, YOU_SEAT), (EVENT,), explain="placed"),
            Step(N_("The 5 is lower than every row end. Such a tile goes after the highest end of all: the 67 in "
                    "row 4 (Rule 3). Play the 5."), ASKED, (*hand(5), space(4, 2)), Need.PLAY, (5,),
                 N_("This step needs the 5: click it, then press Play (or Enter).")),
            Step("", shown(Placed, YOU_SEAT), (EVENT,), explain="placed"),
            done(3, N_("That is all there is to placing: the rules choose the row, you choose the tile. Next: "
                       "cowpies and the score track.")),
        ),
    ),
    Lesson(
        N_("Cowpies and the score track"),
        rows={1: (8,), 2: (20, 23), 3: (50,), 4: (70,)},
        hands=((25, 60, 88), (9, 40, 66), (35, 72, 97)),
        positions=(0, 2, 5),
        round=3,
        plays={ANJA: {3: (9,)}, BERND: {3: (72,)}},
        steps=(
            Step(N_("A cowpie space costs points: whoever places a tile on it takes the points it shows."), START,
                 (space(2, 3),)),
            Step(N_("Every penalty point moves your pawn one space along the score track. Only the start space "
                    "holds more than one pawn: Anja stands on 2, Bernd on 5."), NEXT,
                 (Point("pawn", (YOU_SEAT,)), Point("pawn", (ANJA,)), Point("pawn", (BERND,)))),
            Step(N_("The 25 goes after the 23 in row 2, onto the cowpie worth 2. Play it, and watch your pawn."),
                 ASKED, (*hand(25), space(2, 3)), Need.PLAY, (25,),
                 N_("This step needs the 25: click it, then press Play (or Enter).")),
            Step("", shown(PawnMoved, YOU_SEAT), (EVENT,), explain="points"),
            done(4, N_("Fewest points wins, so cowpies are best left to others. Next: completing a row.")),
        ),
    ),
    Lesson(
        N_("Completing a row"),
        rows={9: (20,), 10: (40, 42, 45), 11: (60,), 12: (80,)},
        hands=((13, 47, 65), (6, 22, 93), (9, 30, 82)),
        positions=(3, 2, 5),
        last_row=12,
        round=5,
        plays={ANJA: {5: (22,)}, BERND: {5: (82,)}},
        steps=(
            Step(N_("Row 10 is one tile short of its ibex space, worth 5 points. Whoever places a tile on the "
                    "ibex space takes the row."), START, (space(10, 4),)),
            Step(N_("The 47 goes after the 45, onto the ibex space. Play it: the row is yours, with its 5 "
                    "points."), ASKED, (*hand(47), space(10, 4)), Need.PLAY, (47,),
                 N_("This step needs the 47: click it, then press Play (or Enter).")),
            Step("", shown(PawnMoved, YOU_SEAT), (EVENT,), explain="points"),
            Step(N_("Next shows its tiles: choose one or two to keep, then press Keep."),
                 shown(RowCompleted, YOU_SEAT), (EVENT,), explain="completed"),
            Step("", shown(Kept, YOU_SEAT), (Point("pile", ("box",)),), explain="kept"),
            done(6, N_("Taking a row costs points, but its tiles can be useful later. Next: buying tiles.")),
        ),
    ),
    Lesson(
        N_("Buying tiles, and the hand limit"),
        rows={1: (10, 11, 12, 13, 14), 2: (30, 31, 32, 33), 3: (50, 51, 52, 53, 54, 55), 4: (70,)},
        hands=((15, 16, 34, 35, 56, 57, 58), (23, 40, 85), (27, 45, 91)),
        positions=(8, 4, 6),
        round=7,
        supply_top=(80, 84),
        plays={ANJA: {7: (85,)}, BERND: {7: (91,)}},
        steps=(
            Step(N_("A bad hand: every tile of yours would land on an ibex space and take a row, for 6 to 10 "
                    "points. Only tiles above 70 would go safely after the 70 in row 4."), START,
                 (space(1, 6), space(2, 5), space(3, 7), space(4, 2))),
            Step(N_("Buying may help: each tile from the supply costs 1 penalty point. You hold 7 tiles and may "
                    "never hold more than 9, so you may buy 1 or 2, not 3. Choose 1 or 2 (the buttons or the keys), "
                    "then press Buy (or Enter)."),
                 ASKED, (Point("button", ("buy1",)), Point("button", ("buy2",)), Point("pile", ("supply",))),
                 Need.BUY, wrong=N_("Buy first: choose 1 or 2 (the buttons or the keys), then press Buy (or Enter).")),
            Step(N_("Now play the tile you think best: point at a tile to see where it would go."),
                 shown(PawnMoved, YOU_SEAT), (EVENT, *hand()), Need.PLAY, explain="bought", hints=True),
            *your_tile((shown(RoundStarted, round=8),)),
            done(8, N_("A point or two for a purchase can save you far more. Next: a double round.")),
        ),
    ),
    Lesson(
        N_("A double round"),
        rows={1: (10,), 2: (25,), 3: (60,), 6: (40,)},
        hands=((18, 42, 43, 65, 90), (12, 27, 77), (62, 66, 95)),
        positions=(10, 7, 12),
        last_row=6,
        round=9,
        plays={ANJA: {9: (12, 27)}, BERND: {9: (62, 66)}},
        steps=(
            Step(N_("Row 6 is active and its double spaces show: this round everyone plays two tiles at once. "
                    "The DOUBLE badge says so."), START,
                 (space(6, 2), space(6, 3), space(6, 4), Point("badge", ("double",)))),
            Step(N_("Choose two tiles, then press Play both. They are placed with everyone else's, lowest first. "
                    "(Whoever holds a single tile must buy at least one.)"), ASKED, hand(), Need.PLAY),
            *your_tile((shown(Placed, YOU_SEAT), shown(RoundStarted, round=10))),
            *your_tile((shown(RoundStarted, round=10),)),
            done(10, N_("Once all three double spaces are covered, everyone plays one tile again. Next: Happy "
                        "Cows.")),
        ),
    ),
    Lesson(
        N_("Happy Cows"),
        rows={7: (20, 21), 8: (60,), 9: (40,), 10: (80,)},
        hands=((23, 45, 70), (30, 61, 90), (35, 62, 92)),
        positions=(12, 10, 15),
        last_row=10,
        round=11,
        plays={ANJA: {11: (61,)}, BERND: {11: (62,)}},
        steps=(
            Step(N_("Row 8 is active and shows two Happy Cows. While one is uncovered, points are taken off "
                    "instead of given: the HAPPY COWS badge says so."), START,
                 (space(8, 2), space(8, 3), Point("badge", ("happy",)))),
            Step(N_("The 23 goes after the 21, onto a cowpie worth 4. With Happy Cows showing, those 4 points are "
                    "taken off. Play it."), ASKED, (*hand(23), space(7, 3)), Need.PLAY, (23,),
                 N_("This step needs the 23: click it, then press Play (or Enter).")),
            Step("", shown(PawnMoved, YOU_SEAT), (EVENT,), explain="points"),
            Step(N_("Anja's 61 and Bernd's 62 cover both Happy Cows: from now on points are penalties again."),
                 shown(Placed, BERND), (space(8, 2), space(8, 3))),
            done(12, N_("Next: an open round.")),
        ),
    ),
    Lesson(
        N_("An open round"),
        rows={1: (10,), 2: (30,), 7: (20, 21), 4: (70,)},
        hands=((33, 45, 72, 88), (22, 55, 90), (11, 46, 60)),
        positions=(14, 19, 9),
        last_row=7,
        round=13,
        plays={ANJA: {13: (22,), 14: (90,)}, BERND: {13: (11,), 14: (46,)}},
        steps=(
            Step(N_("The oxen-eyes on the score track: when the leading pawn reaches one, the next round is "
                    "played face up. Anja leads, on 19."), START,
                 (Point("track", (22,)), Point("pawn", (ANJA,)))),
            Step(N_("Play any tile, and watch Anja's pawn."), ASKED, hand(), Need.PLAY),
            Step("", shown(OpenRoundTriggered), (Point("track", (22,)),), explain="open"),
            *your_tile((shown(RoundStarted, round=14),)),
            Step(N_("This round is open: the fewest points play first, face up. Bernd goes first, then you; Anja, "
                    "the leader, plays last and sees every tile."), shown(RoundStarted, round=14),
                 (Point("badge", ("open",)), Point("seat", (BERND,)), Point("seat", (YOU_SEAT,)),
                  Point("seat", (ANJA,)))),
            Step("", shown(Played, BERND), (Point("reveal"),), explain="face_up"),
            Step(N_("Your turn: you may buy, then play face up. Point at a tile: the hint counts Bernd's tile "
                    "in."), ASKED, hand(), Need.PLAY, hints=True),
            *your_tile((shown(RoundStarted, round=15),)),
            done(15, N_("Next: how the game ends.")),
        ),
    ),
    Lesson(
        N_("How the game ends"),
        rows={1: (10,), 2: (20,), 3: (50, 51, 52, 53, 54, 55), 4: (80,)},
        hands=((12, 25, 85), (33, 70, 81), (31, 56, 90)),
        positions=(30, 40, 61),
        round=16,
        plays={ANJA: {16: (81,)}, BERND: {16: (56,)}},
        steps=(
            Step(N_("The dung heap: when a pawn reaches it, the game ends at the end of that round. Bernd stands "
                    "on 61, close to it."), START, (Point("track", (66,)), Point("pawn", (BERND,)))),
            Step(N_("Play any tile."), ASKED, hand(), Need.PLAY),
            Step(N_("Bernd's 56 takes row 3, worth 10 points: his pawn passes the dung heap. The round is still "
                    "played to its end."), shown(PawnMoved, BERND), (Point("pawn", (BERND,)),)),
            *your_tile((shown(GameEnded),)),
            Step(N_("The game also ends when the supply is empty and a player has run out of tiles; until then, "
                    "whoever runs out draws six new tiles for free."), shown(GameEnded),
                 (Point("seat", (YOU_SEAT,)), Point("seat", (ANJA,)), Point("seat", (BERND,))), explain="end"),
            Step(N_("That is the whole game. Start a real one with New game on the title screen; the Rules (F1) and "
                    "the tooltips are there whenever you need them."), NEXT),
        ),
    ),
)
