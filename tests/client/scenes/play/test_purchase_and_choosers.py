"""Nothing is bought by accident, a purchase says its price before it is made, and the table names every seat still
choosing: the status line and each seat's panel."""

from __future__ import annotations

import pygame
from people import click, frame, key, move
from play_driver import until_input

from game.client.scenes.curtain import CurtainScene
from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Play
from game.rules.hints import PurchaseHint
from game.session.seating import make_match
from game.text.hint_words import purchase_words

from .test_hot_seat import HeldBots


def _alone_with_a_bot(app) -> tuple[PlayScene, int]:
    """Anja at the screen against a bot, asked for the first purchase of a fresh game (every pawn on the start)."""
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=6))
    app.push(scene)
    seat = until_input(app, scene)
    assert scene.match.view(seat).pending.kind is DecisionKind.BUY and scene.match.game.positions[seat] == 0
    return scene, seat


def test_a_tile_picked_after_a_purchase_was_chosen_lets_the_purchase_go_and_enter_plays_it(app):
    scene, seat = _alone_with_a_bot(app)
    hand = list(scene.table.hands[seat])
    key(app, pygame.K_1)  # as in the keep dialog, a person may take 1 for "the first tile"
    assert scene.input.purchase == 1
    # From the start space one tile costs one point and takes the pawn to space 1, which nobody holds.
    assert scene.status().text == "Your turn: press Buy (Enter) to buy 1 tile for 1 pt, or choose again."
    tile = hand[2]
    click(app, scene.layout.hand_slot(2, len(hand)))
    assert scene.input.selected == [tile] and scene.input.purchase is None
    assert scene.confirm_button.label == "Play"
    assert scene.status().text == f"Your turn: press Play (Enter) to play {tile}, or choose a purchase first."
    key(app, pygame.K_RETURN)
    mine = [d for d in scene.match.decisions if d.seat == seat]
    assert mine == [Buy(seat, 0), Play(seat, (tile,))]  # played without buying: nothing bought, no point paid
    assert scene.match.game.positions[seat] == 0 and tile not in scene.match.view(seat).hand


def test_a_purchase_chosen_after_the_tile_is_what_enter_makes(app):
    scene, seat = _alone_with_a_bot(app)
    hand = list(scene.table.hands[seat])
    size = len(scene.match.view(seat).hand)
    click(app, scene.layout.hand_slot(0, len(hand)))
    key(app, pygame.K_2)
    assert scene.confirm_button.label == "Buy 2 tiles" and scene.input.selected == [hand[0]]
    assert scene.status().text == "Your turn: press Buy (Enter) to buy 2 tiles for 2 pt, or choose again."
    key(app, pygame.K_RETURN)
    assert [d for d in scene.match.decisions if d.seat == seat] == [Buy(seat, 2)]
    assert len(scene.match.view(seat).hand) == size + 2 and scene.match.game.positions[seat] == 2


def test_the_chosen_purchase_keeps_its_price_and_the_pawns_space_in_view_while_the_mouse_is_on_a_tile(app):
    scene, seat = _alone_with_a_bot(app)
    hand = list(scene.table.hands[seat])
    key(app, pygame.K_3)
    move(app, scene.layout.hand_slot(1, len(hand)))
    overlay = scene.overlay()
    assert overlay.hint is not None and overlay.hint_tile == hand[1]  # the tile's frame on the board still shows
    assert overlay.purchase == PurchaseHint(3, 0, 3, bumped=False, opens_next_round=False)
    assert purchase_words(overlay.purchase) == "Buying 3 tiles costs 3 pt: your pawn goes to 3"
    key(app, pygame.K_3)  # the same key again: no purchase; the tile's hint has the sentence again
    assert scene.input.purchase is None and scene.overlay().purchase is None


def test_a_pawn_passing_over_a_taken_space_costs_a_point_more():
    # Bought two from 3 with a pawn on 5: the pawn goes on to 6, three points.
    bumped = PurchaseHint(2, 3, 6, bumped=True, opens_next_round=False)
    assert purchase_words(bumped) == "Buying 2 tiles costs 3 pt: your pawn goes to 6 (not 5: that space is taken)"
    assert purchase_words(PurchaseHint(1, 0, 1, bumped=False, opens_next_round=True)) == (
        "Buying a tile costs 1 pt: your pawn goes to 1 · the next round will be open")


def test_every_seat_still_choosing_is_named_on_the_status_line_and_marked_on_its_panel(app):
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN),
             SeatConfig("Conny", "green", BOT, "easy"))
    config = MatchConfig(seats, seed=11)
    held = HeldBots()  # Conny thinks until the test lets her answer
    scene = PlayScene(app, config, make_match(config, app.board_map.spec, bots=held))
    app.push(scene)
    for _ in range(3000):
        if isinstance(app.top, CurtainScene):
            break
        frame(app)
    assert isinstance(app.top, CurtainScene)
    first = scene.match.pending.seat
    second = 1 - first
    # Round 1 is hidden: all three choose at once, the person behind the curtain first.
    text = scene.status().text
    assert text.startswith(f"Waiting for {('Anja', 'Bernd')[first]}. Also choosing: ")
    assert sorted(text.removesuffix(".").split(": ")[1].split(", ")) == sorted([("Anja", "Bernd")[second], "Conny"])
    assert scene.table.status == ["choosing", "choosing", "thinking…"]
    key(app, pygame.K_SPACE)  # the curtain lifts
    hand = list(scene.table.hands[first])
    click(app, scene.layout.hand_slot(0, len(hand)))
    key(app, pygame.K_RETURN)
    for _ in range(600):
        if isinstance(app.top, CurtainScene):
            break
        frame(app)
    assert isinstance(app.top, CurtainScene) and scene.match.pending.seat == second
    assert scene.status().text == f"Waiting for {('Anja', 'Bernd')[second]}. Also choosing: Conny."
    assert scene.table.status[second] == "choosing" and scene.table.status[2] == "thinking…"
    assert scene.table.status[first] == "ready"
