"""The match's set-up: who plays each seat, and the bot levels a seat may name."""

from __future__ import annotations

import pytest

from game.bots import make_bot
from game.match_setup.levels import LEVELS
from game.match_setup.seats import BOT, HUMAN, PHONE, REMOTE, MatchConfig, SeatConfig, default_match
from game.rules import COLORS


def test_the_default_match_is_one_person_against_three_normal_bots_in_the_first_four_colours() -> None:
    config = default_match("Pia")
    assert [seat.name for seat in config.seats] == ["Pia", "Bot 1", "Bot 2", "Bot 3"]
    assert [seat.color for seat in config.seats] == list(COLORS[:4])
    assert [seat.controller for seat in config.seats] == [HUMAN, BOT, BOT, BOT]
    assert {seat.level for seat in config.seats[1:]} == {"normal"}
    assert config.humans == 1 and config.phones == [] and config.seed is None


def test_a_table_counts_its_people_at_the_screen_and_names_its_phone_seats() -> None:
    seats = (SeatConfig("Ada", "red"), SeatConfig("Bo", "blue", PHONE), SeatConfig("Cy", "green", BOT, "hard"),
             SeatConfig("Di", "yellow", PHONE), SeatConfig("Ed", "purple"))
    config = MatchConfig(seats, seed=7)
    assert config.humans == 2
    assert config.phones == [1, 3]
    assert [seat.is_human for seat in seats] == [True, False, False, False, True]


def test_a_seat_played_from_another_computer_is_served_by_the_phone_server_as_a_phone_seat_is() -> None:
    seats = (SeatConfig("Ada", "red"), SeatConfig("Bo", "blue", REMOTE), SeatConfig("Cy", "green", BOT, "hard"),
             SeatConfig("Di", "yellow", PHONE))
    config = MatchConfig(seats)
    assert config.phones == [1, 3] and config.humans == 1
    assert [(seat.is_remote, seat.is_phone, seat.plays_elsewhere) for seat in seats] == [
        (False, False, False), (True, False, True), (False, False, False), (False, True, True)]


def test_every_level_a_seat_may_name_makes_a_bot_of_that_level_and_an_unknown_one_is_refused() -> None:
    assert [make_bot(level, 1).level for level in LEVELS] == list(LEVELS)
    with pytest.raises(ValueError, match="unknown bot level 'grandmaster'; choose one of easy, normal"):
        make_bot("grandmaster", 1)
