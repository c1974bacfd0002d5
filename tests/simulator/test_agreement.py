"""The referee (game/rules) and the simulator (game/simulator) play the same rules: side by side, from the same
start, with the same random decisions, they agree after every decision on the whole position (every tile's place
and order, the pawns, the round and its acting order, the tiles still to place, the game's end) and on who may
decide what, with which legal choices.

Thousands of games of 2 to 8 players: shuffled deals, and explicit positions made to reach the rules' corners
(nearly empty supplies and boxes, double and open rounds, pawns close to an oxen-eye or the dung heap, full hands
that keep nothing), with random decisions that buy greedily often enough to empty the supply and draw from the box;
and games on random boards a map may describe (other row counts and lengths, symbols anywhere, another track).
"""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from rules.helpers import keep_offer, kept, players  # tests/ is on the path

from game.rules import BoardSpec, DecisionKind, Game, Position, RowSpec, Space, SpaceKind, TrackSpec, default_board
from game.simulator import (
    BUY,
    KEEP,
    PLAY,
    SimState,
    action_of,
    apply_for,
    choosing,
    decision_kind,
    from_position,
    legal_actions,
    new_game,
)

BOARD = default_board()
KINDS = {BUY: DecisionKind.BUY, PLAY: DecisionKind.PLAY, KEEP: DecisionKind.KEEP}
ENDS = {0: None, 1: "dung heap", 2: "no tiles"}
MAX_DECISIONS = 4000  # far more than any game takes


def cornered_position(rng: random.Random, n: int) -> Position:
    """A legal round start near the rules' corners: any four active rows (often the double or Happy Cow row),
    hands of 1 to 9 tiles, few tiles left in the supply and the box as often as many, pawns often just below an
    oxen-eye or the dung heap, and sometimes an open round."""
    tiles = list(range(1, 100))
    rng.shuffle(tiles)
    rows: list[tuple[int, ...]] = [() for _ in BOARD.rows]
    active = rng.sample(range(len(BOARD.rows)), 4)
    for special in (5, 7):  # row 6 holds the double spaces, row 8 the Happy Cows
        if rng.random() < 0.5 and special not in active:
            active[rng.randrange(3)] = special
    for index in active:
        rows[index] = tuple(sorted(tiles.pop() for _ in range(rng.randrange(1, BOARD.rows[index].length))))
    hands = tuple(tuple(tiles.pop() for _ in range(rng.choice([1, 1, 2, 5, 6, 8, 9]))) for _ in range(n))
    near = [20, 21, 42, 43, 60, 63, 65]
    spots = rng.sample(range(1, 66), n)
    positions = tuple(
        0 if rng.random() < 0.3 else (rng.choice(near) if rng.random() < 0.4 else spots[seat]) for seat in range(n)
    )
    taken = [p for p in positions if p]
    if len(taken) != len(set(taken)):  # one pawn a space, but on the start space
        positions = tuple(0 if p and positions.index(p) != seat else p for seat, p in enumerate(positions))
    few = rng.choice([0, 1, 2, 3, 5])
    split = rng.choice([few, len(tiles) - few, rng.randrange(len(tiles) + 1)])  # a nearly empty supply or box
    return Position(
        rows=tuple(rows),
        hands=hands,
        positions=positions,
        supply=tuple(tiles[:split]),
        box=tuple(tiles[split:]),
        last_row=active[-1] + 1,
        open_round=rng.random() < 0.3,
        round=rng.randint(1, 20),
    )


def referee_position(game: Game) -> dict:
    rnd = game.round
    return {
        "rows": [tuple(row) for row in game.rows],
        "hands": [tuple(hand) for hand in game.hands],
        "positions": game.positions,
        "supply": game.supply,
        "box": game.box,
        "last row": game.state.last_row,
        "round": rnd.number,
        "double": rnd.double,
        "open": rnd.open,
        "order": rnd.order,
        "open next": game.state.open_next,
        "end": game.end_reason.value if game.end_reason is not None else None,
        "to place": list(rnd.to_place),
        "keep offer": tuple(keep_offer(game)),
    }


def simulator_position(state: SimState) -> dict:
    return {
        "rows": list(state.rows),
        "hands": list(state.hands),
        "positions": state.positions,
        "supply": state.supply,
        "box": state.box,
        "last row": state.last_row + 1,
        "round": state.round,
        "double": state.double,
        "open": state.open,
        "order": state.order,
        "open next": state.open_next,
        "end": ENDS[state.end],
        "to place": [(code >> 3, code & 7) for code in reversed(state.to_place)],
        "keep offer": state.keep_offer,
    }


def asked(game: Game) -> list[tuple[int, DecisionKind, list[int]]]:
    return [(p.seat, p.kind, [action_of(d) for d in game.legal(p)]) for p in game.pending()]


def simulator_asked(state: SimState) -> list[tuple[int, DecisionKind, list[int]]]:
    return [(seat, KINDS[decision_kind(state, seat)], legal_actions(state, seat)) for seat in choosing(state)]


def play_side_by_side(game: Game, state: SimState, rng: random.Random, greed: float) -> set[str]:
    """Random decisions of any seat asked, to the game's end, the two compared after each; what happened on the
    way (for the test to show it reached the corners)."""
    seen: set[str] = set()
    for decisions in range(MAX_DECISIONS):
        assert simulator_position(state) == referee_position(game), f"after {decisions} decisions"
        assert simulator_asked(state) == asked(game), f"after {decisions} decisions"
        if game.over:
            seen.add(f"end: {game.end_reason.value}")
            return seen
        pending = rng.choice(game.pending())
        legal = game.legal(pending)
        if pending.kind is DecisionKind.BUY and rng.random() < greed:
            decision = legal[-1]
        else:
            decision = rng.choice(legal)
        seen.add(pending.kind.value)
        if pending.kind is DecisionKind.BUY and decision.count > len(game.supply):
            seen.add("bought from the box")
        if game.round.double:
            seen.add("double round")
        if game.round.open:
            seen.add("open round")
        if any(not event.kept for event in kept(game.apply(decision))):
            seen.add("kept nothing")  # a full hand: the completed row went to the box without a decision
        apply_for(state, pending.seat, action_of(decision))
    raise AssertionError(f"the game did not end within {MAX_DECISIONS} decisions")


@pytest.mark.slow
@settings(max_examples=2500, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 8), dealt=st.booleans(), greed=st.sampled_from([0.0, 0.3, 0.9]))
def test_the_referee_and_the_simulator_agree_after_every_decision(seed: int, n: int, dealt: bool, greed: float):
    if dealt:
        game = Game.new(BOARD, players(n), seed)
        state = new_game(BOARD, n, seed)
    else:
        position = cornered_position(random.Random(seed), n)
        game = Game.from_position(BOARD, players(n), position, seed)
        state = from_position(BOARD, position, seed)
    play_side_by_side(game, state, random.Random(seed + 1), greed)


def random_board(rng: random.Random) -> BoardSpec:
    """A board a map could describe: 5 to 20 rows of 2 to 9 spaces, cowpies, Happy Cows and double spaces anywhere
    between the first and the ibex space, and a track of its own."""
    rows = []
    for number in range(1, rng.randint(5, 20) + 1):
        middle = []
        for _ in range(rng.randint(0, 7)):
            kind = rng.choice([SpaceKind.PLAIN, SpaceKind.PLAIN, SpaceKind.COWPIE, SpaceKind.HAPPY, SpaceKind.DOUBLE])
            middle.append(Space(kind, rng.randint(1, 5) if kind is SpaceKind.COWPIE else 0))
        ibex = Space(SpaceKind.IBEX, rng.randint(1, 12))
        rows.append(RowSpec(number, rng.choice(["left", "right"]), (Space(SpaceKind.FIRST), *middle, ibex)))
    dung_heap = rng.randint(10, 80)
    eyes = tuple(sorted(rng.sample(range(1, dung_heap), 2)))
    return BoardSpec(rows=tuple(rows), track=TrackSpec(dung_heap=dung_heap, oxen_eyes=eyes))


@pytest.mark.slow
@settings(max_examples=300, deadline=None, derandomize=True)
@given(seed=st.integers(0, 2**32 - 1), n=st.integers(2, 8), greed=st.sampled_from([0.0, 0.5]))
def test_the_referee_and_the_simulator_agree_on_any_board_a_map_may_hold(seed: int, n: int, greed: float):
    board = random_board(random.Random(seed))
    game = Game.new(board, players(n), seed)
    state = new_game(board, n, seed)
    play_side_by_side(game, state, random.Random(seed + 1), greed)


@pytest.mark.slow
def test_the_games_side_by_side_reach_every_corner_of_the_rules():
    seen: set[str] = set()
    for seed in range(300):
        n = 2 + seed % 7
        position = cornered_position(random.Random(seed), n)
        game = Game.from_position(BOARD, players(n), position, seed)
        seen |= play_side_by_side(game, from_position(BOARD, position, seed), random.Random(seed), 0.9)
    assert seen >= {
        "buy", "play", "keep", "kept nothing", "bought from the box", "double round", "open round",
        "end: dung heap", "end: no tiles",
    }
