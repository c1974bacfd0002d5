"""The engine plays 200 seeded random games exactly as recorded: the same events, choices, views and decisions.

engine_digests.json holds one digest per game, recorded from the engine before it was tuned for speed; a
change to any event, to the order of the legal choices, to a view or to the random source's use shows up
as a different digest. Games have 2 to 8 players; some buy greedily (the supply runs out and tiles come
from the box), some start from explicit mid-game positions (open rounds, the double row, Happy Cows).

To re-record after a deliberate change of the rules: python -m tests.rules.test_engine_regression
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import random
from pathlib import Path

from game.rules import DecisionKind, Game, Position, default_board
from game.rules.decisions import decision_to_dict

from .helpers import players

BOARD = default_board()
DIGESTS = Path(__file__).with_name("engine_digests.json")
GAMES = 200


_PLAIN = frozenset({int, str, bool, float, type(None)})  # kept as they are
_UNSEEN = object()
_FIELDS: dict[type, tuple[str, ...] | None] = {}  # a dataclass's field names but the board (None: no dataclass)


def canonical(value):
    """A value's plain form, the same on every run (sets sorted, enums by value, the board left out)."""
    kind = type(value)
    if kind in _PLAIN:
        return value
    if kind is tuple or kind is list:
        for item in value:
            if type(item) not in _PLAIN:
                return [canonical(v) for v in value]
        return value  # plain items only (the views' many lists of tiles): JSON writes it as the list it would be
    names = _FIELDS.get(kind, _UNSEEN)
    if names is _UNSEEN:
        names = _FIELDS[kind] = (tuple(f.name for f in dataclasses.fields(kind) if f.name != "board")
                                 if dataclasses.is_dataclass(kind) else None)
    if names is not None:
        return [canonical(getattr(value, name)) for name in names]
    if isinstance(value, frozenset | set):
        return sorted(value)
    if isinstance(value, tuple | list):
        return [canonical(v) for v in value]
    if isinstance(value, DecisionKind):
        return value.value
    return value


def explicit_position(rng: random.Random, n: int) -> Position:
    """A random mid-game round start: four active rows (often the double row), hands of 1 to 9, pawns spread."""
    tiles = list(range(1, 100))
    rng.shuffle(tiles)
    rows: list[tuple[int, ...]] = [() for _ in BOARD.rows]
    active = rng.sample(range(12), 4)
    if rng.random() < 0.5 and 5 not in active:
        active[0] = 5
    for index in active:
        rows[index] = tuple(sorted(tiles.pop() for _ in range(rng.randrange(1, BOARD.rows[index].length))))
    hands = tuple(tuple(tiles.pop() for _ in range(rng.randint(1, 9))) for _ in range(n))
    spots = rng.sample(range(1, 60), n)
    positions = tuple(0 if rng.random() < 0.3 else spots[s] for s in range(n))
    cut = 0 if rng.random() < 0.2 else rng.randrange(len(tiles) + 1)
    return Position(
        rows=tuple(rows),
        hands=hands,
        positions=positions,
        supply=tuple(tiles[:cut]),
        box=tuple(tiles[cut:]),
        last_row=active[-1] + 1,
        open_round=rng.random() < 0.3,
        round=rng.randint(1, 20),
    )


def game_digest(index: int) -> str:
    """Play game `index` with random legal decisions and hash everything it showed on the way."""
    n = 2 + index % 7
    rng = random.Random(index * 7919 + 1)
    if index % 3 == 2:
        game = Game.from_position(BOARD, players(n), explicit_position(rng, n), seed=index)
    else:
        game = Game.new(BOARD, players(n), index)
    greed = (0.0, 0.4, 0.9)[index % 3]
    record: list = [[e.to_dict() for e in game.setup_events]]
    while not game.over:
        pending = game.pending()[0]
        legal = game.legal()
        if legal[0].kind is DecisionKind.BUY and rng.random() < greed:
            decision = legal[-1]
        else:
            decision = rng.choice(legal)
        view = game.view(pending.seat) if rng.random() < 0.5 else game.view(rng.randrange(n))
        record.append(
            [
                [decision_to_dict(d) for d in legal],
                canonical(view),
                decision_to_dict(decision),
                [e.to_dict() for e in game.apply(decision)],
            ]
        )
    record.append([game.positions, game.ranking(), str(game.end_reason)])
    text = json.dumps(record, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:20]


def test_seeded_random_games_give_exactly_the_recorded_events_and_views() -> None:
    expected = json.loads(DIGESTS.read_text(encoding="utf-8"))
    assert len(expected) == GAMES
    differing = [index for index in range(GAMES) if game_digest(index) != expected[index]]
    assert differing == [], f"games {differing[:10]} ({len(differing)} in all) played differently than recorded"


if __name__ == "__main__":
    DIGESTS.write_text(json.dumps([game_digest(i) for i in range(GAMES)], indent=0) + "\n", encoding="utf-8")
    print(f"recorded {GAMES} digests in {DIGESTS}")
