"""The person at the screen decides through their seat's controller, as a bot or a phone does: the play scene hands
the decision to the seat, the runner takes it, and a decision the engine refuses comes back to the seat in words."""

from __future__ import annotations

from people import click, frame
from play_driver import until_input

from game.client.scenes.play import PlayScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.rules import Buy, DecisionKind, Play
from game.session.runner import Match
from game.session.seats import ScreenSeat

SEATS = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))


class Handed(ScreenSeat):
    """The screen's seat, remembering every decision handed to it."""

    def __init__(self) -> None:
        super().__init__()
        self.handed: list = []

    def decide(self, decision) -> None:
        self.handed.append(decision)
        super().decide(decision)


def _scene(app, monkeypatch) -> PlayScene:
    monkeypatch.setattr("game.session.seating.ScreenSeat", Handed)
    scene = PlayScene(app, MatchConfig(SEATS, seed=6))
    app.push(scene)
    frame(app)
    return scene


def test_playing_without_buying_at_the_screen_hands_the_play_to_the_seat_and_the_runner_takes_it(
        app, monkeypatch, plays_without_buying):
    scene = _scene(app, monkeypatch)
    seat = until_input(app, scene)
    person = scene.match.controller(seat)
    assert isinstance(person, Handed) and not hasattr(Match, "submit")  # no other way in for the screen
    view = scene.match.view(seat)
    assert view.pending.kind is DecisionKind.BUY and 0 in view.legal_buys
    tiles = sorted(view.hand[: view.tiles_to_play])
    hand = list(scene.table.hands[seat])
    for tile in tiles:
        click(app, scene.layout.hand_slot(hand.index(tile), len(hand)))
    click(app, scene.confirm_button.rect.center)
    play = Play(seat, tuple(tiles))
    assert person.handed == [play] and plays_without_buying == [play]
    assert scene.match.decisions[:2] == [Buy(seat, 0), play] and scene.error == ""


def test_a_decision_the_engine_refuses_is_told_back_to_the_screens_seat_and_said_in_the_status_line(
        app, monkeypatch):
    scene = _scene(app, monkeypatch)
    seat = until_input(app, scene)
    person = scene.match.controller(seat)
    position, asked = scene.match.game.position(), scene.match.asked()
    scene.buy(4)  # no button offers it; as if one did
    assert person.handed == [Buy(seat, 4)]
    assert scene.match.decisions == [] and scene.match.game.position() == position
    assert scene.match.asked() == asked  # the same question stays open: the person decides again
    status, _color, _seat = scene.status()
    assert status == scene.error and "4" in status and "Traceback" not in status
    click(app, scene.buy_buttons[1].rect.center)
    click(app, scene.confirm_button.rect.center)
    assert scene.match.decisions == [Buy(seat, 1)] and scene.error == ""
