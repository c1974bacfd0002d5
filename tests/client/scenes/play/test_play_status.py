"""The status line as a function of what it speaks about (game/client/scenes/play_status.py), without a window."""

from __future__ import annotations

from types import SimpleNamespace

from game.client.scenes.play_status import Situation, phase, status_line
from game.client.view import palette
from game.client.view.sprites import PENALTY
from game.rules import DecisionKind, Game, Pending, PlayerSetup, default_board
from game.rules.events import Bought, Placed, RowCompleted
from game.session.runner import Wait

NAMES = ("Anja", "Bernd", "Bot")


def _game() -> Game:
    return Game.new(default_board(), [PlayerSetup(name, color) for name, color in zip(NAMES, ("red", "blue", "green"),
                                                                                        strict=True)], 5)


def _asked(humans: tuple[int, ...], **changes) -> Situation:
    """The first decision of a fresh game (every hand holds six tiles: buy 0 to 3, play one), asked of a person."""
    game = _game()
    pending = game.public_view().pending
    return Situation(names=NAMES, humans=humans, phones=frozenset(), waiting=Wait.HUMAN, pending=pending,
                     view=game.view(pending.seat), **changes)


def test_a_person_alone_at_the_screen_is_told_it_is_their_turn_and_what_they_may_do():
    game = _game()
    seat = game.public_view().pending.seat
    assert game.view(seat).legal_buys == (0, 1, 2, 3) and game.view(seat).tiles_to_play == 1
    expected = "Your turn: choose a purchase and press Buy, or pick a tile and press Play."
    assert status_line(_asked((seat,))) == (expected, palette.INK, seat)


def test_with_two_people_at_the_screen_the_line_names_the_one_deciding_once_their_curtain_is_lifted():
    seat = _game().public_view().pending.seat
    other = (seat + 1) % 3
    name = NAMES[seat]
    assert status_line(_asked((seat, other), curtained=True)) == (f"Waiting for {name}.", palette.INK, seat)
    expected = f"{name}, your turn: choose a purchase and press Buy, or pick a tile and press Play."
    assert status_line(_asked((seat, other))).text == expected


def test_a_player_who_must_buy_is_told_so_and_a_double_round_asks_for_two_tiles():
    must = SimpleNamespace(legal_buys=(1,), tiles_to_play=2)  # one tile in hand in a double round
    now = Situation(names=NAMES, humans=(1,), phones=frozenset(), waiting=Wait.HUMAN,
                    pending=Pending(1, DecisionKind.BUY), view=must)
    assert status_line(now).text == "Your turn: you must buy a tile first: choose 1, then press Buy."
    both = SimpleNamespace(legal_buys=(0, 1), tiles_to_play=2)
    assert status_line(Situation(names=NAMES, humans=(0, 1), phones=frozenset(), waiting=Wait.HUMAN,
                                 pending=Pending(1, DecisionKind.BUY), view=both)).text == (
        "Bernd, your turn: choose a purchase and press Buy, or pick two tiles and press Play both.")
    assert status_line(Situation(names=NAMES, humans=(1,), phones=frozenset(), waiting=Wait.HUMAN,
                                 pending=Pending(1, DecisionKind.PLAY), view=both)).text == (
        "Your turn: pick two tiles and press Play both.")
    assert status_line(Situation(names=NAMES, humans=(0, 1), phones=frozenset(), waiting=Wait.HUMAN,
                                 pending=Pending(1, DecisionKind.KEEP), view=both)).text == (
        "Bernd, your row: choose the tiles to keep.")


def test_bots_and_phones_are_waited_for_by_name_and_a_refusal_is_said_in_red():
    bot = Situation(names=NAMES, humans=(0,), phones=frozenset({1}), waiting=Wait.BOT,
                    pending=Pending(2, DecisionKind.PLAY))
    assert status_line(bot) == ("Bot is thinking…", palette.INK, 2)
    phone = Situation(names=NAMES, humans=(0,), phones=frozenset({1}), waiting=Wait.BOT,
                      pending=Pending(1, DecisionKind.BUY))
    assert status_line(phone) == ("Waiting for Bernd to decide on their phone.", palette.INK, 1)
    refused = Situation(names=NAMES, humans=(0,), phones=frozenset(), waiting=Wait.HUMAN,
                        pending=Pending(0, DecisionKind.BUY), error="You may buy at most 3 tiles.")
    assert status_line(refused) == ("You may buy at most 3 tiles.", PENALTY, None)
    over = Situation(names=NAMES, humans=(0,), phones=frozenset(), waiting=Wait.OVER, pending=None)
    assert status_line(over) == ("The game is over.", palette.INK, None)


def test_while_the_table_moves_the_line_says_what_it_shows_and_who_is_next_but_never_who_keeps():
    placing = Situation(names=NAMES, humans=(0,), phones=frozenset(), waiting=Wait.ANIMATION, moving=True,
                        pending=Pending(0, DecisionKind.BUY), showing=Placed(1, 42, 3, 2, 2))
    assert status_line(placing) == ("Bernd places 42 in row 3…  Next: your turn.", palette.INK, None)
    buying = Situation(names=NAMES, humans=(0,), phones=frozenset(), waiting=Wait.ANIMATION, moving=True,
                       pending=Pending(2, DecisionKind.PLAY), showing=Bought(1, 2, 0, (7, 8)))
    assert status_line(buying).text == "Bernd buys tiles…  Next: Bot's turn."
    keeping = Situation(names=NAMES, humans=(0,), phones=frozenset(), waiting=Wait.ANIMATION, moving=True,
                        pending=Pending(2, DecisionKind.KEEP), showing=RowCompleted(2, 4, 61, 5, (50, 51, 52)))
    assert status_line(keeping).text == "Bot completes row 4…"


def test_the_default_name_you_reads_in_the_second_person():
    names = ("You", "Bot")
    assert phase(Bought(0, 1, 0, (9,)), names) == "You buy tiles…"
    assert phase(RowCompleted(0, 7, 30, 8, (20,)), names) == "You complete row 7…"
    assert phase(None, names) == "Dealing the tiles…"


def test_a_play_says_how_many_tiles_it_lays_down():
    from game.rules.events import Played

    names = ("You", "Bot")
    assert phase(Played(0, False, (12,)), names) == "You play a tile…"
    assert phase(Played(0, False, (12, 40)), names) == "You play 2 tiles…"  # a double round
    assert phase(Played(1, True, (12, 40)), names) == "Bot plays 2 tiles…"
    assert phase(Played(1, False, (7,)), names) == "Bot plays a tile…"


def test_every_seat_choosing_at_once_away_from_the_screen_is_named_and_a_long_list_is_counted():
    names = ("Anja", "Bernd", "Bot", "Dora", "Emil", "Fritz", "Gabi", "Hans")
    many = Situation(names=names, humans=(0,), phones=frozenset({1}), waiting=Wait.BOT,
                     pending=Pending(1, DecisionKind.BUY), choosing=(1, 2))
    assert status_line(many) == ("Still choosing: Bernd, Bot.", palette.INK, 1)
    all_of_them = Situation(names=names, humans=(0,), phones=frozenset(), waiting=Wait.BOT,
                            pending=Pending(1, DecisionKind.BUY), choosing=(1, 2, 3, 4, 5, 6, 7))
    assert status_line(all_of_them).text == "Still choosing: Bernd, Bot, Dora, Emil and 3 more."
    alone = Situation(names=names, humans=(0,), phones=frozenset(), waiting=Wait.BOT,
                      pending=Pending(2, DecisionKind.PLAY), choosing=(2,))
    assert status_line(alone).text == "Bot is thinking…"


def test_the_line_says_which_tiles_enter_plays_once_they_are_picked():
    both = SimpleNamespace(legal_buys=(0, 1), tiles_to_play=2)
    picked = Situation(names=NAMES, humans=(0, 1), phones=frozenset(), waiting=Wait.HUMAN,
                       pending=Pending(1, DecisionKind.BUY), view=both, selected=(45, 12))
    assert status_line(picked).text == (
        "Bernd, your turn: press Play both (Enter) to play 12 + 45, or choose a purchase first.")
    half = Situation(names=NAMES, humans=(1,), phones=frozenset(), waiting=Wait.HUMAN,
                     pending=Pending(1, DecisionKind.PLAY), view=both, selected=(45,))
    assert status_line(half).text == "Your turn: pick two tiles and press Play both."
