"""The play screen's tooltips: one line for a thing on the table, saying what it is and what it means now.

The line is worked out from the table as shown (table.Table: what every player may see; never a hand) and the
rules' own answers: the board's spaces and track (BoardSpec), whether Happy Cows show (the table asks the rules),
which tiles a row takes next (game.rules.placement.target_row, as the engine places), the players' places
(game.rules.track.places). Nothing here decides a rule.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.client.view.board.pointing import Kind, Target
from game.client.view.board.seats import SEAT_TAGS
from game.rules import BoardSpec, SpaceKind
from game.rules.placement import RULE_LOWEST_NUMBER, target_row
from game.rules.tiles import TILE_COUNT
from game.rules.track import places
from game.text.i18n import _, ngettext
from game.text.narrate import shown_name

JOIN = " · "


def tooltip(target: Target, table, spec: BoardSpec, names: Sequence[str], kinds: Sequence[str]) -> str:
    """The line for `target` on `table`; `names` and `kinds` ("human", "phone" or "bot · level") per seat."""
    kind, key = target.kind, target.key
    if kind is Kind.SPACE:
        return _space(table, spec, *key)
    if kind is Kind.ROW:
        return _space(table, spec, key[0], 1)
    if kind is Kind.TRACK:
        return _track(table, spec, key[0], names)
    if kind is Kind.PAWN:
        return _pawn(table, key[0], names)
    if kind is Kind.BADGE:
        return _badge(key[0])
    if kind is Kind.ROUND:
        return _round(table)
    if kind is Kind.PILE:
        return _pile(table, key[0])
    if kind is Kind.SEAT:
        return _seat(table, key[0], names, kinds)
    return _("Played tiles lie here until all are revealed; then they are placed lowest first")


# ----------------------------------------------------------------- the rows
def _space(table, spec: BoardSpec, row: int, slot: int) -> str:
    space = spec.row(row).spaces[slot - 1]
    tiles = table.rows.get(row, [])
    happy = table.happy
    parts = [_what_space(space.kind, space.points, row, slot, happy)]
    if slot <= len(tiles):
        parts.append(_("the {tile} lies here").format(tile=tiles[slot - 1]))
    elif not tiles:
        parts.append(_("row {row} is not active").format(row=row))
    elif slot == len(tiles) + 1:
        parts.append(_next_tiles(table, row))
    return JOIN.join(parts)


def _what_space(kind: SpaceKind, points: int, row: int, slot: int, happy: bool) -> str:
    if kind is SpaceKind.FIRST:
        return _("Row {row}, first space: a row with a tile here is active").format(row=row)
    if kind is SpaceKind.COWPIE:
        if happy:
            return ngettext("Cowpie space: {n} point, taken off while Happy Cows show",
                            "Cowpie space: {n} points, taken off while Happy Cows show", points).format(n=points)
        return ngettext("Cowpie space: whoever places a tile here takes {n} penalty point",
                        "Cowpie space: whoever places a tile here takes {n} penalty points", points).format(n=points)
    if kind is SpaceKind.IBEX:
        if happy:
            return ngettext("Ibex space: whoever places a tile here takes the row, and {n} point is taken off",
                            "Ibex space: whoever places a tile here takes the row, and {n} points are taken off",
                            points).format(n=points)
        return ngettext("Ibex space: whoever places a tile here takes the row: {n} point",
                        "Ibex space: whoever places a tile here takes the row: {n} points", points).format(n=points)
    if kind is SpaceKind.DOUBLE:
        return _("Double space: while one shows in an active row, everyone plays two tiles")
    if kind is SpaceKind.HAPPY:
        return _("Happy Cow space: while one shows in an active row, points are taken off instead of given")
    return _("Row {row}, space {slot}: no points").format(row=row, slot=slot)


def _next_tiles(table, row: int) -> str:
    """Which tiles the rules would place on the row's next free space now (those lying on the board aside)."""
    rows = [table.rows[number] for number in sorted(table.rows)]
    lying = {tile for tiles in rows for tile in tiles}
    above: list[int] = []
    below: list[int] = []
    for tile in range(1, TILE_COUNT + 1):
        number, rule = target_row(rows, tile)
        if number == row and tile not in lying:
            (below if rule == RULE_LOWEST_NUMBER else above).append(tile)
    if not above:
        return _("next here: tiles lower than every row end")
    if below:
        lowest = min(tiles[-1] for tiles in rows if tiles)
        return _("next here: the tiles {low} to {high}, and every tile below {lowest}").format(
            low=above[0], high=above[-1], lowest=lowest)
    return _("next here: the tiles {low} to {high}").format(low=above[0], high=above[-1])


# ----------------------------------------------------------------- the score track
def _track(table, spec: BoardSpec, index: int, names: Sequence[str]) -> str:
    track = spec.track
    here = [seat for seat, position in enumerate(table.positions) if position == index]
    if index == 0:
        what = _("Start space: any number of pawns may stand here")
    elif index in track.oxen_eyes:
        what = _("Oxen-eye ({space}): when the leading pawn reaches it, the next round is played face up").format(
            space=index)
    elif index == track.dung_heap:
        what = _("Dung heap ({space}): a pawn that reaches it ends the game at the end of the round").format(
            space=index)
        here = [seat for seat, position in enumerate(table.positions) if position >= index]
    else:
        what = ngettext("Score track: {n} penalty point; one pawn per space",
                        "Score track: {n} penalty points; one pawn per space", index).format(n=index)
    parts = [what]
    if here:
        parts.append(ngettext("{names}'s pawn", "the pawns of {names}", len(here)).format(
            names=", ".join(shown_name(names[seat]) for seat in here)))
    if index in track.oxen_eyes:
        lead = max(table.positions) if table.positions else 0
        parts.append(_("the lead is at {lead}").format(lead=lead) if lead < index else _("the lead has passed it"))
    return JOIN.join(parts)


def _pawn(table, seat: int, names: Sequence[str]) -> str:
    points = table.positions[seat]
    place = places(table.positions)[seat]
    return ngettext("{name}'s pawn: {n} penalty point, place {place} of {players}",
                    "{name}'s pawn: {n} penalty points, place {place} of {players}", points).format(
        name=shown_name(names[seat]), n=points, place=place, players=len(table.positions))


# ----------------------------------------------------------------- the panels
def _badge(badge: str) -> str:
    return {
        "double": _("DOUBLE: a double space shows in an active row, so everyone plays two tiles this round"),
        "open": _("OPEN: tiles are played face up, fewest points first; the leader plays last"),
        "open_next": _("NEXT: OPEN: the leading pawn reached an oxen-eye, so the next round is played face up"),
        "happy": _("HAPPY COWS: a Happy Cow shows in an active row, so points are taken off instead of given"),
    }[badge]


def _round(table) -> str:
    if not table.round:
        return _("The tiles are being dealt")
    if table.open:
        how = _("tiles are played face up, one player after another")
    else:
        how = _("everyone chooses at the same time, face down")
    count = 2 if table.double else 1
    tiles = ngettext("each plays {n} tile", "each plays {n} tiles", count).format(n=count)
    return JOIN.join([_("Round {round}").format(round=table.round), how, tiles])


def _pile(table, name: str) -> str:
    if name == "supply":
        if not table.supply:
            return _("Supply: empty; nobody can buy tiles from it any more")
        return ngettext("Supply: {n} face-down tile, bought for 1 point each or drawn when a hand runs empty",
                        "Supply: {n} face-down tiles, bought for 1 point each or drawn when a hand runs empty",
                        table.supply).format(n=table.supply)
    return ngettext("Box: {n} tile out of the game, face down", "Box: {n} tiles out of the game, face down",
                    table.box).format(n=table.box)


def _seat(table, seat: int, names: Sequence[str], kinds: Sequence[str]) -> str:
    kind = kinds[seat].split(" ")[0]
    if kind == "human" and sum(k == "human" for k in kinds) == 1:
        kind = "you"
    who = _(SEAT_TAGS.get(kind, kind))
    points = table.positions[seat]
    parts = [_("{name} ({who})").format(name=shown_name(names[seat]), who=who),
             ngettext("{n} penalty point", "{n} penalty points", points).format(n=points),
             ngettext("{n} tile in hand", "{n} tiles in hand", table.hand_sizes[seat]).format(n=table.hand_sizes[seat])]
    order = table.order_index(seat)
    if order is not None:
        parts.append(_("acts as number {n} this round").format(n=order + 1))
    if table.status[seat]:
        parts.append(_(table.status[seat]))
    return JOIN.join(parts)
