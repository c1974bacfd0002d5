"""The tile tracker: built from a seat's view, it tells where every tile is and never more."""

from __future__ import annotations

from game.rules import Buy, Keep, Play
from game.rules.tracker import TileWhere, TrackedTile, track_tiles

from .helpers import ANJA, BERND, make_game, rest_of


def test_every_tile_is_classified_once_and_the_unknown_count_is_the_views() -> None:
    game = make_game({1: (5,), 2: (10,), 3: (40,), 4: (60,)}, [(1, 2, 3), (41, 42, 43)], box=(97, 98, 99))
    tracker = track_tiles(game.view(ANJA))
    assert [t.tile for t in tracker.tiles] == list(range(1, 100))
    assert tracker.count(TileWhere.BOARD) == 4
    assert tracker.count(TileWhere.MINE) == 3
    assert tracker.count(TileWhere.BOXED) == 3 and tracker.of(98).where is TileWhere.BOXED
    assert tracker.count(TileWhere.UNKNOWN) == 99 - 10 == len(game.view(ANJA).unseen)
    assert tracker.of(41).where is TileWhere.UNKNOWN  # Bernd's hand is his alone


def test_kept_and_boxed_tiles_of_a_completed_row_and_face_up_plays() -> None:
    # Bernd completes row 4 with 33 and keeps 31: everyone saw it, so Anja's tracker says so.
    game = make_game({1: (5,), 2: (15,), 3: (20,), 4: (30, 31, 32)}, [(50, 51), (33, 34)], positions=(0, 0))
    game.apply(Buy(ANJA, 0))
    game.apply(Play(ANJA, (50,)))
    game.apply(Buy(BERND, 0))
    game.apply(Play(BERND, (33,)))
    game.apply(Keep(BERND, (31,)))
    tracker = track_tiles(game.view(ANJA))
    assert tracker.of(31) == TrackedTile(31, TileWhere.KEPT, BERND)
    assert tracker.of(30).where is TileWhere.BOXED and tracker.of(32).where is TileWhere.BOXED
    assert tracker.of(33).where is TileWhere.BOARD and tracker.of(50).where is TileWhere.BOARD


def test_the_tracker_never_leaks_unseen_tiles() -> None:
    """Two games alike in all Anja may know, with Bernd's hand and the supply's tiles swapped, track alike."""
    rows = {1: (5,), 2: (10,), 3: (40,), 4: (60,)}
    mine = (1, 2, 3)
    first = make_game(rows, [mine, (41, 42, 43)], box=(97,),
                      supply=rest_of(mine, (41, 42, 43), (5, 10, 40, 60, 97)))
    second = make_game(rows, [mine, (80, 81, 82)], box=(97,),
                       supply=rest_of(mine, (80, 81, 82), (5, 10, 40, 60, 97)))
    for game in (first, second):
        game.apply(Buy(ANJA, 1))
    assert track_tiles(first.view(ANJA)) == track_tiles(second.view(ANJA))
    assert track_tiles(first.view(BERND)) != track_tiles(second.view(BERND))  # his own hand differs
