"""The engine plays 200 seeded random games exactly as recorded: the same events, choices, views and decisions.

engine_record.json.gz holds, for every game, each decision taken and the events it gave in full, and a short digest
of the legal choices and of the view read before it (views are too large to keep whole). A change to any event,
to the order of the legal choices, to a view or to the random source's use fails the test, which names the first
game and decision that differ and shows both sides (for a view or the legal choices: what the engine gives now).
Games have 2 to 8 players; some buy greedily (the supply runs out and tiles come from the box), some start from
explicit mid-game positions (open rounds, the double row, Happy Cows).

To re-record after a deliberate change of the rules: python -m tests.rules.test_engine_regression
"""

from __future__ import annotations

import dataclasses
import gzip
import hashlib
import json
import random
from pathlib import Path
from typing import Any

import pytest

from game.rules import DecisionKind, Game, Position, default_board
from game.rules.decisions import decision_to_dict

from .helpers import players

BOARD = default_board()
RECORD = Path(__file__).with_name("engine_record.json.gz")
GAMES = 200
SHOWN = 1_500  # characters of a side shown on failure


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


def digest(value: Any) -> str:
    text = json.dumps(value, separators=(",", ":"), sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


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


def describe(index: int) -> str:
    n = 2 + index % 7
    start = "from an explicit position" if index % 3 == 2 else f"dealt from seed {index}"
    return f"game {index} ({n} players, {start})"


def play_game(index: int) -> dict[str, Any]:
    """Play game `index` with random legal decisions; what it showed on the way, as the record keeps it."""
    n = 2 + index % 7
    rng = random.Random(index * 7919 + 1)
    if index % 3 == 2:
        game = Game.from_position(BOARD, players(n), explicit_position(rng, n), seed=index)
    else:
        game = Game.new(BOARD, players(n), index)
    greed = (0.0, 0.4, 0.9)[index % 3]
    steps = []
    setup = [e.to_dict() for e in game.setup_events]
    while not game.over:
        pending = game.pending()[0]
        legal = game.legal()
        if legal[0].kind is DecisionKind.BUY and rng.random() < greed:
            decision = legal[-1]
        else:
            decision = rng.choice(legal)
        seat = pending.seat if rng.random() < 0.5 else rng.randrange(n)
        view = canonical(game.view(seat))
        steps.append({
            "legal": digest([decision_to_dict(d) for d in legal]),
            "seat": seat,
            "view": digest(view),
            "decision": decision_to_dict(decision),
            "events": [e.to_dict() for e in game.apply(decision)],
        })
    end = [list(game.positions), list(game.ranking()), str(game.end_reason)]
    return {"setup": setup, "steps": steps, "end": end}


def shown(value: Any) -> str:
    text = json.dumps(value, sort_keys=True)
    return text if len(text) <= SHOWN else text[:SHOWN] + " ..."


def both_sides(what: str, recorded: Any, now: Any) -> str:
    return f"{what}\n  recorded: {shown(recorded)}\n  now:      {shown(now)}"


def first_difference(index: int, recorded: dict[str, Any], now: dict[str, Any]) -> str | None:
    """Where game `index` first plays differently than recorded, both sides shown; None where it plays the same."""
    name = describe(index)
    if recorded["setup"] != now["setup"]:
        return both_sides(f"{name}: the setup's events differ", recorded["setup"], now["setup"])
    for number, (was, is_) in enumerate(zip(recorded["steps"], now["steps"], strict=False), start=1):
        where = f"{name}, decision {number}"
        if was["legal"] != is_["legal"]:
            return f"{where}: the legal choices differ from the recorded ones ({was['legal']}, now {is_['legal']})"
        if was["seat"] != is_["seat"] or was["view"] != is_["view"]:
            return (f"{where}: seat {is_['seat']}'s view differs from the recorded view of seat {was['seat']} "
                    f"(digest {was['view']}, now {is_['view']})")
        for part in ("decision", "events"):
            if was[part] != is_[part]:
                return both_sides(f"{where}: the {part} differ", was[part], is_[part])
    if len(recorded["steps"]) != len(now["steps"]):
        return f"{name}: {len(now['steps'])} decisions now, {len(recorded['steps'])} recorded"
    if recorded["end"] != now["end"]:
        return both_sides(f"{name}: the end differs", recorded["end"], now["end"])
    return None


def read_record() -> list[dict[str, Any]]:
    return json.loads(gzip.decompress(RECORD.read_bytes()))


@pytest.mark.slow
def test_seeded_random_games_give_exactly_the_recorded_events_and_views() -> None:
    record = read_record()
    assert len(record) == GAMES
    differences = [d for index in range(GAMES) if (d := first_difference(index, record[index], play_game(index)))]
    assert not differences, f"{len(differences)} of {GAMES} games differ from the record; the first:\n{differences[0]}"


def test_a_changed_event_is_named_with_its_game_decision_and_both_sides() -> None:
    now = play_game(4)
    recorded = json.loads(json.dumps(now))
    recorded["steps"][6]["events"][0]["recorded only"] = True
    message = first_difference(4, recorded, now)
    assert message is not None
    assert message.startswith("game 4 (6 players, dealt from seed 4), decision 7: the events differ")
    assert '"recorded only": true' in message.splitlines()[1]
    assert "recorded only" not in message.splitlines()[2]


if __name__ == "__main__":
    games = [play_game(i) for i in range(GAMES)]
    RECORD.write_bytes(gzip.compress(json.dumps(games, separators=(",", ":")).encode(), 9, mtime=0))
    print(f"recorded {GAMES} games in {RECORD}")
