"""Which row a tile goes in: Rules 1 to 3 of the rulebook (spec/rules.md section 2.4).

The engine and the bots place tiles against the active rows' last tiles, sorted (`RowEnds`): a tile goes after
the highest of them that is lower (Rules 1 and 2), or after the highest of all when none is (Rule 3).
"""

from __future__ import annotations

from bisect import bisect_left
from collections.abc import Iterable, Sequence

RULE_SMALLEST_DIFFERENCE = 2
RULE_LOWEST_NUMBER = 3

RowEnds = tuple[list[int], list[int]]  # the active rows' last tiles, ascending, and the numbers of their rows


def target_row(rows: Sequence[Sequence[int]], tile: int) -> tuple[int, int]:
    """The row number (1-based) tile goes in, and the rule that sent it there.

    Rules 1 and 2: among the active rows whose last tile is lower, the one whose last tile is closest.
    Rule 3: a tile lower than every row's last tile goes after the highest last tile.
    """
    return target_at(row_ends(rows), tile)


def target_rows(rows: Sequence[Sequence[int]], tiles: Iterable[int]) -> list[tuple[int, int]]:
    """`target_row` for each of several tiles against the same rows (a bot weighing its whole hand)."""
    ends = row_ends(rows)
    return [target_at(ends, tile) for tile in tiles]


def row_ends(rows: Sequence[Sequence[int]]) -> RowEnds:
    """The active rows' last tiles in ascending order, and their rows' numbers.

    Among equal last tiles (never in a game, where tiles are unique) the lowest row number comes last, so that it
    is the one a tile goes after.
    """
    ends = sorted((row[-1], -number) for number, row in enumerate(rows, start=1) if row)
    if not ends:
        raise ValueError("no row is active")
    return [last for last, _ in ends], [-negative for _, negative in ends]


def target_at(ends: RowEnds, tile: int) -> tuple[int, int]:
    """`target_row` against rows whose `row_ends` these are."""
    lasts, numbers = ends
    lower = bisect_left(lasts, tile)
    if lower:
        return numbers[lower - 1], RULE_SMALLEST_DIFFERENCE
    return numbers[-1], RULE_LOWEST_NUMBER


def place_at(ends: RowEnds, tile: int) -> tuple[int, int, RowEnds]:
    """`target_at`, and the row ends once the tile lies there.

    A tile placed by Rules 1 and 2 becomes its row's last tile, still between the same neighbours; one placed by
    Rule 3 is lower than every last tile, so its row moves to the front. The ends given are not changed (states
    and their copies share them); the ends returned are new lists.
    """
    lasts, numbers = ends
    lower = bisect_left(lasts, tile)
    if lower:
        lasts = lasts[:]
        lasts[lower - 1] = tile
        return numbers[lower - 1], RULE_SMALLEST_DIFFERENCE, (lasts, numbers)
    number = numbers[-1]
    return number, RULE_LOWEST_NUMBER, ([tile, *lasts[:-1]], [number, *numbers[:-1]])


def moved_row(ends: RowEnds, number: int, new_number: int) -> RowEnds:
    """The row ends once row `number`'s last tile starts row `new_number` instead (a completed row)."""
    lasts, numbers = ends
    numbers = numbers[:]
    numbers[numbers.index(number)] = new_number
    return lasts, numbers


def next_free_row(rows: Sequence[Sequence[int]], last_row: int) -> int:
    """The row a completed row's tile starts (spec/rules.md 2.5 step 2): going on from the last activated row
    through the board's order, the first row without a tile. The completed row still holds its tiles then, so it
    is never its own next free row."""
    count = len(rows)
    for step in range(1, count + 1):
        number = (last_row - 1 + step) % count + 1
        if not rows[number - 1]:
            return number
    raise ValueError("no row is free")


def uncovered(reaches: Sequence[tuple[int, int]], rows: Sequence[Sequence[int]]) -> bool:
    """Whether an active row leaves a space of some kind uncovered, given for each row holding such spaces
    (row index, the slot past its last one): Happy Cows showing, a double space showing."""
    for index, reach in reaches:
        filled = len(rows[index])
        if filled and filled < reach:
            return True
    return False
