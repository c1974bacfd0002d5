"""The table as shown, built only from the events, matches the engine at every decision of whole games."""

from __future__ import annotations

import pygame
import pytest

from game.board_map.loader import load_board_map
from game.client.view.animations import Animator
from game.client.view.layout import Layout
from game.client.view.table import Table
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import COLORS, Buy, DecisionKind, Keep, Play
from game.session.runner import Match
from game.session.seating import make_match


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


@pytest.mark.slow
@pytest.mark.parametrize(("players", "seed"), [(2, 1), (5, 2), (8, 3)])
def test_shown_table_matches_the_engine_at_every_decision(board_map, players, seed):
    pygame.font.init()
    match = make_match(_bots(players, seed), board_map.spec)
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
        public = match.public_view()
        assert table.happy == public.happy_showing and table.open_next == public.open_next
        for seat, pawn in enumerate(table.pawns):
            assert (pawn.x, pawn.y) == layout.pawn_places.point(seat, view.positions[seat], view.positions)
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
        match.decide_now()
    assert checked > 20
    if players == 8:
        assert open_rounds > 0, "an 8-player game should reach an open round (oxen-eye)"


def test_pawns_on_the_start_space_stand_around_its_name_not_over_it(board_map):
    from game.client.view.layout import Layout

    board = board_map
    layout = Layout(board.geometry, board.spec)
    space = layout.track_spaces[0]
    cx, cy = board.geometry.track[0]
    half = min(space.w, space.h) / 2
    # The name "START 0" fills the middle of the space: assets/make_board_art.py writes "START" just above
    # the centre and a big "0" below it, within these boxes (fractions of the space's half width).
    def box(x0: float, y0: float, x1: float, y1: float) -> pygame.Rect:
        return pygame.Rect(round(cx + x0 * half), round(cy + y0 * half), round((x1 - x0) * half),
                           round((y1 - y0) * half))

    name = [box(-0.47, -0.30, 0.47, -0.02), box(-0.16, 0.11, 0.16, 0.48)]

    def covers_name(x: float, y: float, size: int) -> bool:
        for part in name:
            nx, ny = min(max(x, part.left), part.right), min(max(y, part.top), part.bottom)
            if (x - nx) ** 2 + (y - ny) ** 2 < (size / 2) ** 2:
                return True
        return False

    for count in range(1, 9):
        positions = [0] * count + [5] * (8 - count)
        discs = []
        for seat in range(count):
            x, y = layout.pawn_places.point(seat, 0, positions)
            size = layout.pawn_places.size_at(seat, 0, positions)
            disc = pygame.Rect(0, 0, size, size)
            disc.center = (round(x), round(y))
            assert space.contains(disc), f"{count} pawns: seat {seat}'s pawn leaves the start space"
            assert not covers_name(x, y, size), f"{count} pawns: seat {seat}'s pawn covers the start's name"
            assert size >= layout.pawn_size * 0.45, "a pawn too small to tell apart"
            discs.append((x, y, size))
        for i, (x1, y1, s1) in enumerate(discs):
            for x2, y2, s2 in discs[i + 1:]:
                assert (x1 - x2) ** 2 + (y1 - y2) ** 2 >= ((s1 + s2) / 2) ** 2 - 1, f"{count} pawns overlap"
    assert layout.pawn_places.size_at(0, 3, [3, 0]) == layout.pawn_size  # full size once on the track


@pytest.mark.slow
def test_alone_at_the_screen_you_see_your_own_face_down_play_and_nobody_elses(board_map):
    pygame.font.init()
    seats = (SeatConfig("You", COLORS[0], "human"), SeatConfig("Bot", COLORS[1], BOT, "easy"))
    match = make_match(MatchConfig(seats, seed=5), board_map.spec)
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, tuple(s.color for s in seats))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, match.names, peek=lambda seat: seat == 0)
    peeked = hidden = 0
    for _ in range(400):
        while (event := match.next_event()) is not None:
            animator.play(event)
            animator.finish()
            if event.type == "played" and not event.face_up:
                for tile in event.tiles or match.game.round.plays[event.seat]:
                    sprite = table.sprites[tile]
                    assert not sprite.face_up  # the table still treats it as face down
                    assert sprite.peek == (event.seat == 0), f"seat {event.seat}'s face-down tile peek"
                    peeked += event.seat == 0
                    hidden += event.seat != 0
        pending = match.pending
        if pending is None or (peeked and hidden):
            break
        if match.is_human(pending.seat):  # the person at the screen decides through their seat's controller
            view = match.view(0)
            if pending.kind is DecisionKind.KEEP:
                match.controller(0).decide(Keep(0, view.legal_keeps[0]))
            elif pending.kind is DecisionKind.BUY:
                match.controller(0).decide(Buy(0, 0))
            else:
                match.controller(0).decide(Play(0, tuple(view.hand[: view.tiles_to_play])))
        match.decide_now()
    assert peeked and hidden


def test_what_may_start_while_other_animations_run(board_map):
    """Face-down plays fly together; a face-up play waits; after the reveal, a round of two tiles places them the
    longest place step apart, a tile's points wait until it lies in its space; and the table ends as after the
    events whatever overlapped."""
    from game.client.view.reveal import PLACE_LEAD, PLACE_STEP_MOST, SLIDE
    from game.rules.events import MoveReason, PawnMoved, Placed, Played, Revealed

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, ("red", "blue", "green"))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: False, ("A", "B", "C"))
    animator.play(Played(1, False, (40,)))
    assert animator.busy and animator.only_choosing()
    assert animator.can_join(Played(2, False, (41,)))
    assert not animator.can_join(Played(2, True, (41,)))  # a face-up play is shown on its own
    assert not animator.can_join(Placed(1, 40, 1, 2, 2))
    animator.play(Played(2, False, (41,)))
    animator.finish()
    animator.play(Revealed(((1, (40,)), (2, (41,)))))
    assert not animator.can_join(Placed(1, 40, 1, 2, 2))  # the turned tiles are read first
    animator.finish()
    animator.play(Placed(1, 40, 1, 2, 2))
    assert not animator.only_choosing()
    animator.update(0.001)
    assert table.placing == 1 and table.spotlight == (40, 1)  # whose tile moves: their seat lit, their name on it
    points = PawnMoved(1, 0, 2, 2, MoveReason.COWPIE)
    animator.update(PLACE_LEAD + SLIDE - 0.051)
    assert animator.busy and not animator.can_join(points)  # the tile is still on its way
    assert not animator.can_join(Placed(2, 41, 1, 3, 2))  # and the next waits for it
    animator.update(0.06)
    assert not animator.busy and table.rows[1] == [40]  # landed: its points show now
    animator.play(points)
    assert not animator.can_join(Placed(2, 41, 1, 3, 2))  # the pawn hops: the next tile keeps its step
    animator.update(PLACE_STEP_MOST - (PLACE_LEAD + SLIDE) + 0.001)
    assert animator.busy and animator.can_join(Placed(2, 41, 1, 3, 2))  # a place step after the first: it goes
    animator.play(Placed(2, 41, 1, 3, 2))
    animator.update(0.001)
    assert table.placing == 2 and table.spotlight == (41, 2)
    animator.finish()
    assert table.rows[1] == [40, 41] and table.placer == {40: 1, 41: 2}
    assert table.placing is None and table.spotlight is None  # the placements told, nobody is lit


@pytest.mark.parametrize("seed", range(6))
def test_a_whole_history_shown_at_once_leaves_the_shown_hand_as_the_engine_has_it(board_map, seed):
    """A resumed game shows its history at once (the play screen's show_all): an event that may join the
    running animations starts before they have taken a step. A play joining the purchase before it must
    not bring the played tile back once the purchase reaches the hand."""
    import random

    from game.rules import Game, PlayerSetup
    from game.rules.events import redact

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    n = 3
    game = Game.new(board_map.spec, [PlayerSetup(f"P{s}", COLORS[s]) for s in range(n)], seed)
    history = [redact(e, 0) for e in game.setup_events]
    rng = random.Random(seed)
    bought = 0
    for _ in range(rng.randrange(30, 60)):
        if game.over:
            break
        pending = game.pending()[0]
        decision = rng.choice(game.legal(pending))
        bought += pending.seat == 0 and isinstance(decision, Buy) and decision.count > 0
        history += [redact(e, 0) for e in game.apply(decision)]
    assert bought, "the history should hold a purchase of the seat whose hand is shown"
    table = Table(layout, COLORS[:n])
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, tuple(f"P{s}" for s in range(n)))
    for event in history:
        if animator.busy and not animator.can_join(event):
            animator.finish()
        animator.play(event)
    animator.finish()
    assert table.hands[0] == list(game.view(0).hand)


def test_a_move_far_past_the_dung_heap_hops_to_the_heap_and_no_further(board_map):
    # A map may give an ibex a million points: the pawn hops the spaces there are, not a million of them.
    from game.rules.events import MoveReason, PawnMoved

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, ("red", "blue"))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: False, ("A", "B"))
    animator.play(PawnMoved(0, 3, 1_000_003, 1_000_000, MoveReason.IBEX))
    hops = animator.timeline.running[0].parts
    assert len(hops) < layout.dung_heap + 5
    animator.finish()
    assert table.positions == [1_000_003, 0]
    assert (table.pawns[0].x, table.pawns[0].y) == layout.pawn_places.point(0, 1_000_003, table.positions)


def test_points_scored_by_a_tile_stay_over_that_tile_not_the_row_above(board_map):
    # Every point a placed tile scores, in a game of bots: the label starts on the tile and, risen, stands no higher
    # than its top edge (above it lies the row before, whose points they would seem to be).
    from game.rules.events import MoveReason, PawnMoved, Placed

    pygame.font.init()
    match = make_match(_bots(4, 5), board_map.spec)
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, tuple(s.color for s in match.config.seats))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, match.names)
    placed: Placed | None = None
    checked = 0
    while checked < 12:
        while (event := match.next_event()) is not None:
            floats = len(table.floats)
            animator.play(event)
            animator.update(0.0)  # the points' label appears as the move begins
            if isinstance(event, Placed):
                placed = event
            elif isinstance(event, PawnMoved) and event.reason is not MoveReason.BUY and event.points:
                assert placed is not None and placed.seat == event.seat
                label = table.floats[floats]
                x, y = layout.space_center(placed.row, placed.slot)
                assert (label.x, label.y) == (x, y) and label.text.endswith(str(abs(event.points)))
                assert y - label.rise >= y - layout.tile_size[1] / 2  # at most to the tile's top edge
                checked += 1
            animator.finish()
        if match.game.over:
            break
        match.decide_now()
    assert checked >= 3


def test_a_purchases_price_floats_on_the_buyers_panel_and_never_above_it(board_map):
    # The price of a purchase rises on the buyer's panel; above the panel's top edge it would stand over the
    # round's title (the first seat) or over the panel of the seat before, and seem to be theirs.
    from game.rules.events import MoveReason, PawnMoved

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, ("red", "blue", "green"))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, ("A", "B", "C"))
    for seat in range(3):
        animator.play(PawnMoved(seat, 0, 2, 2, MoveReason.BUY))
        animator.update(0.0)
        label = table.floats[-1]
        panel = layout.seat_panel(seat).box
        assert label.text == "+2" and panel.collidepoint(label.x, label.y)
        assert label.y - label.rise - label.size / 2 >= panel.top  # risen, the label's top is still on the panel
        animator.finish()


def test_a_tile_bought_and_played_at_once_lies_face_down_with_the_others(board_map):
    # A bot with too few tiles buys and plays the tile it bought while its purchase still flies to its panel (the
    # players choose together): the played tile's flight to the reveal tray is not taken off the table when the
    # purchase lands, so it turns over with the others.
    from game.rules.events import Bought, Played

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, ("red", "blue", "green"))
    animator = Animator(table, layout, lambda: 1.0, lambda seat: seat == 0, ("You", "Cat", "Dirk"))
    animator.play(Bought(1, 2, 0, (67, 73)))
    animator.update(0.05)
    played = Played(1, False, (67, 73))
    assert animator.can_join(played)
    animator.play(played)
    for _ in range(200):
        if not animator.busy:
            break
        animator.update(1 / 60)
    assert not animator.busy
    assert sorted(table.reveal) == [67, 73]
    for index, tile in enumerate(table.reveal):
        sprite = table.sprites[tile]
        assert not sprite.face_up and (sprite.x, sprite.y) == layout.reveal_slot(index, 2)


def test_happy_cows_turning_twice_in_a_row_leave_one_sentence_over_the_row(board_map):
    # A tile opens row 8 and its Happy Cows show; the next two cover them: the second sentence replaces the first
    # instead of lying on it, where neither could be read.
    from game.rules.events import Placed

    pygame.font.init()
    layout = Layout(board_map.geometry, board_map.spec)
    table = Table(layout, ("red", "blue"))
    for number, tiles in {1: [10], 2: [30], 3: [50], 4: [70]}.items():
        table.rows[number] = tiles
    table.rows_changed()
    assert not table.happy
    animator = Animator(table, layout, lambda: 1.0, lambda seat: False, ("A", "B"))
    sentences = []
    for tile, slot in ((41, 1), (49, 2), (67, 3)):
        animator.play(Placed(1, tile, 8, slot, 2))
        animator.finish()
        sentences.append([f.text for f in table.floats if f.extra.get("happy_turned")])
    assert sentences == [["Happy Cows: points turn positive!"], ["Happy Cows: points turn positive!"],
                         ["Happy Cows covered: penalties again"]]
