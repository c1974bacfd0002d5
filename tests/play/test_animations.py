"""The table as shown, built only from the events, matches the engine at every decision of whole games."""

from __future__ import annotations

import pygame
import pytest

from game.board_map import load_board_map
from game.match import Match
from game.match_config import BOT, MatchConfig, SeatConfig
from game.rules import COLORS
from game.view.animations import Animator, Table
from game.view.board_view import Layout


@pytest.fixture(scope="module")
def board_map():
    return load_board_map()


def _bots(n: int, seed: int) -> MatchConfig:
    return MatchConfig(tuple(SeatConfig(f"Bot {i}", COLORS[i], BOT, "easy") for i in range(n)), seed=seed)


def _face_down_plays(match: Match) -> set[int]:
    """Tiles chosen face down this round and not yet revealed (the engine knows them; the screen hides them)."""
    rnd = match.game.round
    if rnd.placing:
        return set()
    return {t for seat, tiles in rnd.plays.items() if seat not in rnd.face_up for t in tiles}


def _placed_this_round(match: Match) -> set[int]:
    placed: set[int] = set()
    for event in reversed(match.shown):
        if event.type == "round_started":
            break
        if event.type == "placed":
            placed.add(event.tile)
    return placed


@pytest.mark.parametrize(("players", "seed"), [(2, 1), (5, 2), (8, 3)])
def test_shown_table_matches_the_engine_at_every_decision(board_map, players, seed):
    pygame.font.init()
    match = Match(_bots(players, seed), board_map.spec, use_worker=False)
    layout = Layout(board_map.geometry, board_map.spec)
    colors = tuple(s.color for s in match.config.seats)
    table = Table(layout, colors)
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, match.names)
    checked = open_rounds = 0
    while True:
        while (event := match.next_event()) is not None:
            animator.play(event)
            animator.update(0.05)  # part-way, then a click: finish() must leave the event's end state
            animator.finish()
        assert not animator.busy
        view = match.view(0)
        assert [table.rows[n] for n in sorted(table.rows)] == [list(r) for r in view.rows]
        assert table.positions == list(view.positions)
        assert table.hand_sizes == list(view.hand_sizes)
        assert table.supply == view.supply_size
        assert table.box == view.box_size
        assert sorted(table.hands[0]) == sorted(view.hand)
        assert table.round == view.round and table.double == view.double and table.open == view.open
        for seat, pawn in enumerate(table.pawns):
            assert (pawn.x, pawn.y) == layout.pawn_point(seat, view.positions[seat], view.positions)
        # Played tiles lie in the reveal area; only face-up plays show their number.
        face_up = {t for _, tiles in view.face_up for t in tiles}
        played = {t for t, _seat in view.to_place} | face_up | set(view.own_play) | _face_down_plays(match)
        assert sorted(table.reveal) == sorted(played - _placed_this_round(match))
        for tile in table.reveal:
            revealed = {t for t, _seat in view.to_place}  # after the reveal, awaiting placement
            assert table.sprites[tile].face_up == (tile in face_up or tile in revealed)
        if view.open and view.face_up:
            open_rounds += 1
        checked += 1
        if match.game.over:
            assert table.over
            break
        match.finish_bot()
    assert checked > 20
    if players == 8:
        assert open_rounds > 0, "an 8-player game should reach an open round (oxen-eye)"
