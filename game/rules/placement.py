"""Which row a tile goes in: Rules 1 to 3 of the rulebook (spec/rules.md section 2.4)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence

RULE_SMALLEST_DIFFERENCE = 2
RULE_LOWEST_NUMBER = 3


def target_row(rows: Sequence[Sequence[int]], tile: int) -> tuple[int, int]:
    """The row number (1-based) tile goes in, and the rule that sent it there.

    Rules 1 and 2: among the active rows whose last tile is lower, the one whose last tile is closest.
    Rule 3: a tile lower than every row's last tile goes after the highest last tile.
    """
    best_row = best_last = 0  # the closest lower last tile so far
    highest_row = highest_last = 0  # the highest last tile not lower than ours (Rule 3 needs no other)
    number = 0
    for row in rows:
        number += 1
        if row:
            last = row[-1]
            if last < tile:
                if last > best_last:
                    best_row, best_last = number, last
            elif last > highest_last:
                highest_row, highest_last = number, last
    if best_row:
        return best_row, RULE_SMALLEST_DIFFERENCE
    if not highest_row:
        raise ValueError("no row is active")
    return highest_row, RULE_LOWEST_NUMBER


def target_rows(rows: Sequence[Sequence[int]], tiles: Iterable[int]) -> list[tuple[int, int]]:
    """`target_row` for each of several tiles against the same rows (a bot weighing its whole hand).

    The active rows' last tiles are sorted once (`row_ends`); a tile goes after the highest of them that is
    lower (Rules 1 and 2), or after the highest of all when none is (Rule 3). Among equal
    last tiles (never in a game, where tiles are unique) the lowest row number wins, as in `target_row`.
    """
    return targets_at(row_ends(rows), tiles)


RowEnds = tuple[list[int], list[int]]  # the active rows' last tiles, ascending, and the numbers of their rows


def row_ends(rows: Sequence[Sequence[int]]) -> RowEnds:
    """The active rows' last tiles in ascending order, and their rows' numbers, for `targets_at`."""
    ends = sorted((row[-1], -number) for number, row in enumerate(rows, start=1) if row)
    if not ends:
        raise ValueError("no row is active")
    return [last for last, _ in ends], [-negative for _, negative in ends]


def targets_at(ends: RowEnds, tiles: Iterable[int]) -> list[tuple[int, int]]:
    """`target_row` for each tile, against rows whose `row_ends` these are."""
    lasts, numbers = ends
    highest = numbers[-1]
    out = []
    for tile in tiles:
        lower = lower_count(lasts, tile)
        out.append((numbers[lower - 1], RULE_SMALLEST_DIFFERENCE) if lower else (highest, RULE_LOWEST_NUMBER))
    return out


def place_at(ends: RowEnds, tile: int) -> tuple[int, int, RowEnds]:
    """`target_row` against rows whose `row_ends` these are, and the row ends once the tile lies there.

    The engine places every tile of a game this way, without reading the rows: a tile placed by Rules 1
    and 2 becomes its row's last tile, still between the same neighbours; one placed by Rule 3 is lower
    than every last tile, so its row moves to the front. The ends given are not changed (states and
    their copies share them); the ends returned are new lists.
    """
    lasts, numbers = ends
    lower = lower_count(lasts, tile)
    if lower:
        number = numbers[lower - 1]
        lasts = lasts[:]
        lasts[lower - 1] = tile
        return number, RULE_SMALLEST_DIFFERENCE, (lasts, numbers)
    number = numbers[-1]
    return number, RULE_LOWEST_NUMBER, ([tile, *lasts[:-1]], [number, *numbers[:-1]])


def lower_count(lasts: list[int], tile: int) -> int:
    """How many of the ascending `lasts` are lower than `tile` (bisect_left): counted from the front, as there
    are only four active rows, which compiled costs a fifth of calling bisect."""
    lower = 0
    count = len(lasts)
    while lower < count and lasts[lower] < tile:
        lower += 1
    return lower


def moved_row(ends: RowEnds, number: int, new_number: int) -> RowEnds:
    """The row ends once row `number`'s last tile starts row `new_number` instead (a completed row)."""
    lasts, numbers = ends
    numbers = numbers[:]
    numbers[numbers.index(number)] = new_number
    return lasts, numbers
