"""Fit the hand value of the crowded-table search (game/bots/hand_value.py) by self-play, and write its weights.

    python tools/train_hand_value.py [--games 4000] [--rounds 2] [--seed 1] [--players fast|normal] [--out FILE]

Plays games of five and six players in which everyone plays the search's fast greedy policy (the one its
playouts use; `--players normal`: the Normal bot, which also buys). At the start of every round it records,
for every player, the features of the hand it holds then and the points the player takes over the next
`--rounds` rounds (to the game's end if that comes first). A least-squares fit of those points on the
features gives the weights, written to game/bots/hand_value.json unless `--out` says otherwise. Needs numpy
(training only: the game reads the weights as plain numbers). The same arguments give the same weights; the
shipped ones came from the command recorded in the file."""

from __future__ import annotations

import argparse
import datetime
import json
import sys
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.bots.greedy import NormalBot  # noqa: E402
from game.bots.hand_value import FEATURES, WEIGHTS_FILE, features  # noqa: E402
from game.bots.playout import FastPolicy  # noqa: E402
from game.rules import COLORS, Game, PlayerSetup, default_board  # noqa: E402
from game.simulator import SimState, from_position, new_game, play_on  # noqa: E402

BOARD = default_board()
TABLES = (5, 6)  # the tables fitted on (Expert uses the value at every table; fitted first for these)


RoundStarts = list[tuple[list[int], list[list[float]]]]  # per round: the positions then, every hand's features then


def record_game(seed: int, players: int, policy: FastPolicy, normal: bool) -> tuple[RoundStarts, list[int]]:
    """One self-play game: at the start of every round the positions and every player's hand features, and
    the final positions. Everyone plays the fast policy (on the simulator), or with `normal` the Normal bot (at
    the referee's table, which buys when it pays, as the search levels do, so that hands of seven tiles and more
    occur)."""
    starts: RoundStarts = []
    if not normal:
        state = new_game(BOARD, players, seed, until=1)
        while True:
            starts.append(round_start(policy, state))
            policy.play_out(state)  # to the next round's start
            if state.over:
                return starts, list(state.positions)
            play_on(state, until=state.round)
    game = Game.new(BOARD, [PlayerSetup(f"P{s + 1}", COLORS[s]) for s in range(players)], seed)
    bots = [NormalBot(seed + s) for s in range(players)]
    number = 0
    while not game.over:
        if game.round.number != number:
            number = game.round.number
            starts.append(round_start(policy, from_position(BOARD, game.position())))
        pending = game.pending()[0]
        game.apply(bots[pending.seat].decide(game.view(pending.seat)))
    return starts, list(game.positions)


def round_start(policy: FastPolicy, state: SimState) -> tuple[list[int], list[list[float]]]:
    """The positions at a round's start, and every hand's features then."""
    return list(state.positions), [features(policy, state, seat) for seat in range(state.players)]


def samples(starts: RoundStarts, final: list[int], rounds: int) -> tuple[list[list[float]], list[float]]:
    """Per round start and player (in that order): its features, and the points it took over the next `rounds`
    rounds (to the game's end if that comes first)."""
    ends = [positions for positions, _ in starts[1:]] + [final]
    rows: list[list[float]] = []
    targets: list[float] = []
    for index, (positions, feats) in enumerate(starts):
        later = ends[min(index + rounds - 1, len(ends) - 1)]
        for seat, row in enumerate(feats):
            rows.append(row)
            targets.append(float(later[seat] - positions[seat]))
    return rows, targets


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4000, help="self-play games, shared out over 5 and 6 players")
    parser.add_argument("--rounds", type=int, default=2, help="rounds ahead whose points the value predicts")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--players", choices=("fast", "normal"), default="fast", help="who plays the games")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    args = parser.parse_args(argv)
    policy = FastPolicy()
    rows: list[list[float]] = []
    targets: list[float] = []
    for game in range(args.games):
        seed = args.seed * 1_000_000 + game
        starts, final = record_game(seed, TABLES[game % len(TABLES)], policy, args.players == "normal")
        more_rows, more_targets = samples(starts, final, args.rounds)
        rows += more_rows
        targets += more_targets
    x = np.array(rows)
    y = np.array(targets)
    weights, *_ = np.linalg.lstsq(x, y, rcond=None)
    residual = y - x @ weights
    explained = 1.0 - residual.var() / y.var()
    for name, weight in zip(FEATURES, weights, strict=True):
        print(f"{name:>20}: {weight:+.3f}")
    print(f"{len(y)} samples from {args.games} games, R^2 {explained:.3f}, points sd {y.std():.2f}")
    data = {
        "features": list(FEATURES),
        "weights": [round(float(w), 4) for w in weights],
        "rounds": args.rounds,
        "trained": {
            "command": f"python tools/train_hand_value.py --games {args.games} --rounds {args.rounds}"
            f" --seed {args.seed} --players {args.players}",
            "date": datetime.date.today().isoformat(),
            "samples": len(y),
            "r2": round(float(explained), 4),
        },
    }
    args.out.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
