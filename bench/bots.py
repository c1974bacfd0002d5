"""Bot strength benchmark: the arena matchups the bots' targets name, in parallel, with decision times per level.

    python bench/bots.py [--workers 2] [--scale 1.0] [--seed 1] [--iterations K|LEVEL=K,...] [--out FILE]

Prints one line per matchup,
    bots: <bot> vs <others>: win W% (95% CI lo-hi), mean position ratio R, games N
where R is the bot's mean final track position (penalty points) divided by the others' mean, and one
line per level,
    decide: <level> p50 X ms, p95 Y ms
over every decision that level took in any matchup, then the targets met or missed. `--scale` shrinks
the game counts for a quick look (the targets need the full counts). `--only hard` runs only the
matchups led by those levels, and `--seconds S` gives every search bot a deadline of S seconds instead
of its level's default (to see what a budget buys). `--iterations K` gives every search bot a fixed K
sampled deals per decision instead, so that the strength figures do not depend on the machine's speed
(the decision times then say what K costs here, not what the default budgets do); `--iterations
hard=K,expert=M` gives each level its own number (a level not named keeps its deadline). `--set
expert.horizon=0` (repeatable) changes a field of a level's search style, to measure
what each part of it is worth. The header line records all of these.
"""

from __future__ import annotations

import argparse
import dataclasses
import datetime
import functools
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.base import build  # noqa: E402
from game.bots import search  # noqa: E402
from game.bots.search import SearchBudget  # noqa: E402
from game.rules import default_board  # noqa: E402
from game.session.arena import (  # noqa: E402
    ArenaStopped,
    ArenaTask,
    ProgressBar,
    blocked_games,
    collect,
    percentile,
    run_games,
)

# The game counts, but for Expert against five Hard: at 300 games the 19-20% Expert wins there has a
# confidence interval reaching below the parity of 16.7%, so that matchup plays 1,002 (167 deals from each of
# the six seats) to tell the edge from parity.
MATCHUPS = (
    (("normal", "easy", "easy", "easy"), 1000),
    (("hard", "normal", "normal", "normal"), 1000),
    (("expert", "hard", "hard", "hard"), 1000),
    (("expert", "normal", "normal", "normal"), 500),
    (("expert", "hard"), 300),
    (("expert", "hard", "hard", "hard", "hard", "hard"), 1002),
)


STYLES = {"hard": "HARD_STYLE", "expert": "EXPERT_STYLE"}  # the module globals make_search_bot reads


def commit() -> str:
    try:
        out = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True)
        paths = ["game/bots", "game/rules"]
        dirty = subprocess.run(["git", "status", "--porcelain", *paths], capture_output=True, text=True)
        return out.stdout.strip() + (" (with uncommitted changes)" if dirty.stdout.strip() else "")
    except (OSError, subprocess.CalledProcessError):
        return "unknown"


def iterations_of(text: str) -> dict[str, int]:
    """`300` (every search level) or `hard=100,expert=300` as {level: deals}."""
    try:
        if "=" not in text:
            return dict.fromkeys(STYLES, int(text))
        pairs = [part.split("=") for part in text.split(",")]
        counts = {level.strip(): int(count) for level, count in pairs}
    except ValueError:
        raise argparse.ArgumentTypeError(f"{text!r} is neither a number nor LEVEL=NUMBER,...") from None
    if not set(counts) <= set(STYLES) or min(counts.values()) < 1:
        raise argparse.ArgumentTypeError(f"{text!r}: give {' and '.join(STYLES)} whole numbers of at least 1")
    return counts


def set_style(change: str) -> str | None:
    """Apply `level.field=value` to the search styles (an ablation); returns what is wrong with it, if anything."""
    key, sep, text = change.partition("=")
    level, _, field = key.partition(".")
    if not sep or level not in STYLES:
        return "write it as hard.FIELD=VALUE or expert.FIELD=VALUE"
    style = getattr(search, STYLES[level])
    fields = {f.name for f in dataclasses.fields(style)}
    if field not in fields:
        return f"the search style has no field {field!r}; it has {', '.join(sorted(fields))}"
    kind = type(getattr(style, field))
    try:
        value = (text == "True") if kind is bool else kind(text)
    except ValueError:
        return f"{text!r} is not a {kind.__name__}"
    setattr(search, STYLES[level], dataclasses.replace(style, **{field: value}))
    return None


def set_styles(changes: tuple[str, ...]) -> None:
    """Apply style changes already checked by set_style (in each worker process, as it starts)."""
    for change in changes:
        set_style(change)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", help="also write the report to this file")
    parser.add_argument("--only", help="comma-separated levels: run only the matchups they lead")
    parser.add_argument("--seconds", type=float, help="deadline of every search bot (default: its level's)")
    parser.add_argument(
        "--iterations", type=iterations_of, metavar="K|LEVEL=K,...",
        help="fixed sampled deals per search decision (no deadline), for every search level or per level",
    )
    parser.add_argument("--matchups", help="comma-separated numbers (from 1) of the matchups to run, in order")
    parser.add_argument(
        "--set", action="append", default=[], metavar="LEVEL.FIELD=VALUE",
        help="change one field of a search level's style for this run (e.g. expert.horizon=0)",
    )
    args = parser.parse_args(argv)
    for change in args.set:
        problem = set_style(change)
        if problem:
            parser.error(f"--set {change}: {problem}")
    setup = functools.partial(set_styles, tuple(args.set)) if args.set else None  # the same in every worker
    lines: list[str] = []

    def say(text: str) -> None:
        print(text, flush=True)
        lines.append(text)

    now = datetime.datetime.now(datetime.UTC).strftime("%Y-%m-%d %H:%M UTC")
    extra = f", only {args.only}" if args.only else ""
    budgets: dict[str, SearchBudget] = {}
    if args.seconds:
        budgets = dict.fromkeys(STYLES, SearchBudget(seconds=args.seconds))
        extra += f", search deadline {args.seconds} s"
    for level, count in (args.iterations or {}).items():
        budgets[level] = SearchBudget(seconds=None, iterations=count)
    if args.iterations:
        deals = ", ".join(f"{level} {budget.iterations}" for level, budget in budgets.items() if budget.iterations)
        extra += f", iterations per search decision: {deals}"
    extra += f", matchups {args.matchups}" if args.matchups else ""
    extra += "".join(f", style {change}" for change in args.set)
    extra += f", {build.describe()}"  # the decision times depend on it, the strength at fixed iterations does not
    say(f"bench/bots.py, {now}, commit {commit()}, {args.workers} workers, seed {args.seed}, scale {args.scale}{extra}")
    budget = budgets or None  # None: each level's own deadline
    chosen = [MATCHUPS[int(i) - 1] for i in args.matchups.split(",")] if args.matchups else list(MATCHUPS)
    wanted = set(args.only.split(",")) if args.only else None
    board = default_board()
    times: dict[str, list[float]] = {}
    results = []
    started = time.perf_counter()
    for lineup, count in chosen:
        if wanted is not None and lineup[0] not in wanted:
            continue
        games = blocked_games(max(1, round(count * args.scale)), len(lineup))
        task = ArenaTask(board, lineup, args.seed, budget)
        bar = ProgressBar(games, label=f"{lineup[0]} vs {','.join(lineup[1:])} ")
        t0 = time.perf_counter()
        try:
            stats, rounds = collect(list(lineup), run_games(task, games, args.workers, setup), bar.update)
        except ArenaStopped as exc:
            print(f"\nerror: {exc}", file=sys.stderr)
            return 1
        bot, others = stats[0], stats[1:]
        lo, hi = bot.win_interval()
        mine, _ = bot.mean_position()
        theirs = sum(o.mean_position()[0] for o in others) / len(others)
        ratio = mine / theirs if theirs else float("nan")
        say(
            f"bots: {bot.level} vs {','.join(o.level for o in others)}: win {100 * bot.win_rate:.1f}% "
            f"(95% CI {100 * lo:.1f}-{100 * hi:.1f}), mean position ratio {ratio:.2f}, games {games}"
        )
        for entry in stats:
            mean, half = entry.mean_position()
            place, place_half = entry.mean_place()
            say(
                f"    {entry.label}: win {100 * entry.win_rate:.1f}%, mean final position {mean:.1f} ± {half:.1f}, "
                f"mean place {place:.2f} ± {place_half:.2f}, mean decision {entry.mean_time_ms():.1f} ms"
            )
        say(f"    {rounds / games:.1f} rounds per game, {time.perf_counter() - t0:.0f} s")
        for entry in stats:
            times.setdefault(entry.level, []).extend(entry.times)
        results.append((lineup, bot, others, ratio, games))
    for level in ("easy", "normal", "hard", "expert"):
        if level in times:
            ms = [1000 * t for t in times[level]]
            say(f"decide: {level} p50 {percentile(ms, 0.5):.1f} ms, p95 {percentile(ms, 0.95):.1f} ms")
    say(f"total {time.perf_counter() - started:.0f} s")
    checks = []
    by_lineup = {lineup: (bot, ratio) for lineup, bot, _, ratio, _ in results}
    for lineup, count in MATCHUPS:
        if lineup not in by_lineup:
            continue
        bot, ratio = by_lineup[lineup]
        lo = bot.win_interval()[0]
        first = len(checks)
        name = f"{lineup[0]} vs {len(lineup) - 1} {lineup[1]}"
        if lineup[0] == "normal":
            checks.append((f"{name} wins >= 55%", bot.win_rate >= 0.55))
        elif lineup[0] == "hard":
            checks.append((f"{name} wins >= 45%", bot.win_rate >= 0.45))
            checks.append((f"{name} position ratio <= 0.75", ratio <= 0.75))
        elif lineup[1] == "normal":
            checks.append((f"{name} wins >= 50%", bot.win_rate >= 0.50))
        elif len(lineup) == 4:
            checks.append((f"{name} wins >= 33%, CI low end > 28%", bot.win_rate >= 0.33 and lo > 0.28))
        else:
            parity = 1 / len(lineup)
            checks.append((f"{name} CI low end above parity {100 * parity:.1f}%", lo > parity))
        played = blocked_games(max(1, round(count * args.scale)), len(lineup))
        if played < count:  # a scaled-down run shows a direction, not the target's verdict
            checks[first:] = [(f"{name} (at {played} of its {count} games)", ok) for name, ok in checks[first:]]
    for level, limit in (("hard", 300), ("expert", 1000)):
        if level in times:
            p95 = percentile([1000 * t for t in times[level]], 0.95)
            checks.append((f"{level} p95 <= {limit} ms", p95 <= limit))
    for name, ok in checks:
        say(f"target: {name}: {'met' if ok else 'MISSED'}")
    if args.out:
        Path(args.out).write_text("\n".join(lines) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
