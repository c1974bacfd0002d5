"""`stats`: print the statistics across games that the Statistics screen shows (game/storage/statistics.py)."""

from __future__ import annotations

import argparse
from dataclasses import replace
from pathlib import Path

from game.base.safe_reading import printable
from game.storage.statistics import FILE_NAME, StatisticsError, StatisticsStore, load_statistics
from game.text.i18n import N_, _
from game.text.statistics_lines import COLUMNS, cells, stat_lines

from . import CommandError
from ._arguments import file_name

NAME = "stats"
HELP = N_("print the statistics of the games finished in the window: games, wins, average place, best game and "
        "longest streak per player name and bot level")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--only", choices=("people", "bots"),
                        help=_("only the players by name (people) or only the bots by level (bots)"))
    parser.add_argument("--file", metavar="FILE", type=file_name,
                        help=_("read this statistics file instead of the one in the data folder"))


def table(rows: list[list[str]]) -> list[str]:
    """Rows of cells as lines of text: the first column left-aligned, the others right-aligned."""
    widths = [max(len(row[k]) for row in rows) for k in range(len(rows[0]))]
    lines = []
    for row in rows:
        padded = [cell.rjust(w) if k else cell.ljust(w) for k, (cell, w) in enumerate(zip(row, widths, strict=True))]
        lines.append("  ".join(padded).rstrip())
    return lines


def run(args: argparse.Namespace) -> int:
    if args.file is not None:
        path = Path(args.file)
        if not path.exists():
            raise CommandError(_("{file}: there is no such statistics file").format(file=printable(path, 300)))
        try:
            statistics = load_statistics(path)
        except StatisticsError as exc:
            raise CommandError(str(exc)) from None
    else:
        store = StatisticsStore.open()
        if store.problem:
            raise CommandError(store.problem)
        statistics = store.statistics
        path = store.path or Path(FILE_NAME)
    if args.only == "people":
        statistics = replace(statistics, bots={})
    elif args.only == "bots":
        statistics = replace(statistics, players={})
    lines = stat_lines(statistics)
    if not lines:
        print(_("No games yet: a game played to its end in the window is counted in {file}.").format(
            file=printable(path, 300)))
        return 0
    rows = [["", *(_(heading) for heading in COLUMNS)]]
    for line in lines:
        if line.tally is None:
            rows.append([line.shown() + ":", *([""] * len(COLUMNS))])
        else:
            rows.append(["  " + printable(line.shown(), 60), *cells(line.tally)])
    for text in table(rows):
        print(text)
    return 0
