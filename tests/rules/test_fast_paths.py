"""The engine's fast paths agree with the plain reading of the rules they replace.

Batch placement (placement.target_rows, which the bots use for a whole hand) agrees with target_row; the
board index's Happy Cow and double tests agree with reading the spaces of the board; events are frozen records
equal by value; views hold exactly their record's fields; a game's state copies independently, and its random
source gives the same numbers whether it was seeded at once or on first use.
"""

from __future__ import annotations

import dataclasses
import pickle
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import Game, SpaceKind, default_board
from game.rules.board import BoardIndex
from game.rules.events import EVENT_CLASSES, Bought, Placed, RoundStarted
from game.rules.placement import target_row, target_rows
from game.rules.state import copy_random
from game.rules.view import PlayerView

from .helpers import players

BOARD = default_board()


@st.composite
def boards_rows(draw) -> list[list[int]]:
    """Rows of the default board: four active rows with ascending tiles, short of the ibex space, or any
    fill of up to every row (the index must answer for rows the rules never produce too)."""
    tiles = draw(st.permutations(range(1, 100)))
    count = draw(st.integers(1, 12))
    active = draw(st.lists(st.integers(0, 11), min_size=count, max_size=count, unique=True))
    rows: list[list[int]] = [[] for _ in BOARD.rows]
    at = 0
    for index in active:
        length = draw(st.integers(1, BOARD.rows[index].length))
        rows[index] = sorted(tiles[at : at + length])
        at += length
    return rows


def rulebook_row(rows: list[list[int]], tile: int) -> tuple[int, int]:
    """Rules 1-3 as the rulebook words them: after the closest lower last tile, else after the highest."""
    ends = [(row[-1], number) for number, row in enumerate(rows, start=1) if row]
    lower = [end for end in ends if end[0] < tile]
    if lower:
        return max(lower)[1], 2
    return max(ends)[1], 3


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(rows=boards_rows(), tiles=st.lists(st.integers(1, 99), max_size=12))
def test_placement_and_batch_placement_agree_with_the_rulebook(rows: list[list[int]], tiles: list[int]) -> None:
    expected = [rulebook_row(rows, tile) for tile in tiles]
    assert [target_row(rows, tile) for tile in tiles] == expected
    assert target_rows(rows, tiles) == expected


def test_placement_without_an_active_row_is_refused_either_way() -> None:
    empty: list[list[int]] = [[] for _ in BOARD.rows]
    with pytest.raises(ValueError):
        target_row(empty, 5)
    with pytest.raises(ValueError):
        target_rows(empty, [5])


def uncovered(board, rows, kind: SpaceKind) -> bool:
    """The rulebook's reading: an active row has a space of `kind` that no tile covers."""
    for row, spec in zip(rows, board.rows, strict=True):
        if row and any(space.kind is kind for space in spec.spaces[len(row) :]):
            return True
    return False


@pytest.mark.slow
@settings(max_examples=400, deadline=None)
@given(rows=boards_rows())
def test_board_index_finds_uncovered_happy_cows_and_double_spaces_as_the_board_shows_them(rows) -> None:
    index = BOARD.index
    assert index.happy_showing(rows) == uncovered(BOARD, rows, SpaceKind.HAPPY)
    assert index.double_showing(rows) == uncovered(BOARD, rows, SpaceKind.DOUBLE)


def test_board_index_reads_kinds_and_points_and_is_made_once_per_board() -> None:
    index = BOARD.index
    assert index is BOARD.index
    assert index == BoardIndex.of(BOARD) == default_board().index
    for r, spec in enumerate(BOARD.rows):
        assert index.kinds[r] == tuple(space.kind for space in spec.spaces)
        assert index.points[r] == tuple(space.points for space in spec.spaces)
    assert index.happy == ((7, 3),)  # row 8: S H H . . I11, the Happy Cows on slots 2 and 3
    assert index.double == ((5, 4),)  # row 6: S D D D I6
    assert (index.oxen_eyes, index.dung_heap) == ((22, 44), 66)


def test_events_built_by_position_equal_events_built_by_keyword_and_stay_frozen() -> None:
    for cls in EVENT_CLASSES:
        names = [f.name for f in dataclasses.fields(cls)]
        values = list(range(len(names)))
        by_position, by_name = cls(*values), cls(**dict(zip(names, values, strict=True)))
        assert by_position == by_name and hash(by_position) == hash(by_name)
        assert [getattr(by_position, n) for n in names] == values
        assert pickle.loads(pickle.dumps(by_position)) == by_position
    with pytest.raises(dataclasses.FrozenInstanceError):
        Placed(0, 1, 2, 3, 2).tile = 5  # type: ignore[misc]
    assert dataclasses.replace(Bought(1, 2, 0, (3, 4)), tiles=()) == Bought(1, 2, 0, ())
    assert Placed(0, 1, 2, 3, 2) != Placed(0, 1, 2, 3, 3)
    with pytest.raises(TypeError):
        RoundStarted(1, False)  # type: ignore[call-arg]


def test_views_hold_exactly_their_records_fields_and_equal_a_view_built_from_them() -> None:
    rng = random.Random(4)
    game = Game.new(BOARD, players(5), 8)
    checked = 0
    names = [f.name for f in dataclasses.fields(PlayerView)]
    while not game.over:
        for seat in range(game.n_players):
            view = game.view(seat)
            slots = [name for cls in reversed(PlayerView.__mro__) for name in getattr(cls, "__slots__", ())]
            assert slots == names  # a record of its fields and nothing else
            fields = {name: getattr(view, name) for name in names}
            rebuilt = PlayerView(**fields)
            assert rebuilt == view
            assert rebuilt != dataclasses.replace(view, hand=(*view.hand, 100))
            checked += 1
        game.apply(rng.choice(game.legal()))
    assert checked > 300
    with pytest.raises(AttributeError):
        view.not_a_field = 2  # type: ignore[attr-defined]


def test_a_copied_random_source_gives_the_numbers_of_its_original_from_there_on() -> None:
    source = random.Random(1234)
    fresh = copy_random(source)  # copied before it was ever used
    eager = random.Random(1234)
    assert [source.randrange(50) for _ in range(20)] == [eager.randrange(50) for _ in range(20)]
    twin = copy_random(source)  # copied in use: it goes on from the same point
    assert [twin.random() for _ in range(5)] == [source.random() for _ in range(5)]
    again = random.Random(1234)
    assert [fresh.randrange(50) for _ in range(20)] == [again.randrange(50) for _ in range(20)]


def test_a_copied_state_shares_nothing_that_play_changes() -> None:
    rng = random.Random(2)
    game = Game.new(BOARD, players(4), 21)
    while game.round.number < 4:
        game.apply(rng.choice(game.legal()))
    before = game.position(), game.round.copy(), game.view(0)
    copy = game.clone()
    while not copy.over:
        copy.apply(random.Random(len(copy.supply)).choice(copy.legal()))
    assert (game.position(), game.round, game.view(0)) == before
    assert copy.state is not game.state and copy.round is not game.round
