"""Couch play: with two people at one screen, no frame ever shows a hand to the wrong player."""

from __future__ import annotations

import random

import pygame
import pytest
from people import frame
from play_driver import act

from game.bots import make_bot
from game.client.app import QUIET_SECONDS, STEP
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.play import PlayScene
from game.client.scenes.results import ResultsScene
from game.match_setup.seats import BOT, HUMAN, MatchConfig, SeatConfig
from game.session.bot_seats import InlineBots, WorkerBots
from game.session.runner import BOT_THINK_SECONDS, Wait
from game.session.seating import make_match
from game.session.seats import Answer


def _config(seed: int) -> MatchConfig:
    seats = (
        SeatConfig("Anja", "red", HUMAN),
        SeatConfig("Bernd", "blue", HUMAN),
        SeatConfig("Conny", "green", BOT, "easy"),
    )
    return MatchConfig(seats, seed=seed)


@pytest.mark.slow
def test_no_frame_draws_a_hand_to_the_wrong_player(app):
    scene = PlayScene(app, _config(11))
    app.push(scene)
    frame(app)
    dismissed: list[int] = []  # the seat of each curtain, in the order they were dismissed
    draws: list[tuple[int | None, int | None, bool]] = []  # (hand drawn, seat deciding, its curtain dismissed)
    curtain_frames = 0
    original_draw = scene.board.draw

    def spy(surface, table, overlay):
        pending = scene.match.pending
        deciding = pending.seat if pending is not None and scene.match.is_human(pending.seat) else None
        unveiled_now = bool(dismissed) and dismissed[-1] == deciding and scene.unveiled == deciding
        draws.append((overlay.hand_seat, deciding, unveiled_now))
        original_draw(surface, table, overlay)

    scene.board.draw = spy
    original_dismiss = CurtainScene.dismiss

    def dismiss(curtain):
        dismissed.append(scene.match.pending.seat)
        original_dismiss(curtain)

    CurtainScene.dismiss = dismiss
    try:
        rng = random.Random(3)
        for _ in range(60000):
            if isinstance(app.top, ResultsScene):
                break
            if isinstance(app.top, CurtainScene):
                curtain_frames += 1
                # While the curtain is up the table (and any hand) is not drawn at all.
                before = len(draws)
                frame(app)
                assert len(draws) == before
            act(app, scene, rng)
            # With two people at the screen nobody's face-down play shows its number before the reveal.
            assert not any(sprite.peek for sprite in scene.table.sprites.values())
        else:
            raise AssertionError("the hot-seat game did not reach the results")
    finally:
        CurtainScene.dismiss = original_dismiss

    shown = [d for d in draws if d[0] is not None]
    assert shown, "no hand was ever drawn: the human players could not have played"
    for hand, deciding, unveiled in shown:
        assert hand == deciding, f"seat {hand}'s hand was drawn while seat {deciding} decides"
        assert unveiled, f"seat {hand}'s hand was drawn before its curtain was dismissed"
    # Both people decided, each behind a curtain of their own, and the bot's turns showed no hand.
    assert set(dismissed) == {0, 1}
    assert curtain_frames >= len(dismissed)
    assert any(d[0] is None for d in draws)


def test_one_person_gets_no_curtain_and_always_sees_their_hand(app):
    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bot", "blue", BOT, "easy"))
    scene = PlayScene(app, MatchConfig(seats, seed=4))
    app.push(scene)
    rng = random.Random(5)
    plays = 0
    for _ in range(3000):
        assert not isinstance(app.top, CurtainScene)
        if act(app, scene, rng) == "play":
            plays += 1
            if plays == 3:
                break
    assert plays == 3
    assert scene.hand_seat() == 0


class HeldBots:
    """Bots whose answers the test holds back: the frame loop must run on while they think."""

    def __init__(self) -> None:
        self.released = False
        self.asked: list[int] = []

    def controller(self, seat: int, level: str, seed: int):
        return HeldBot(self, make_bot(level, seed))

    def close(self) -> None:
        pass


class HeldBot:
    def __init__(self, owner: HeldBots, bot) -> None:
        self.owner = owner
        self.bot = bot
        self.asked = None

    def ask(self, question, view) -> None:
        self.asked = (question, view)
        self.owner.asked.append(view.seat)

    def poll(self) -> Answer | None:
        if not self.owner.released or self.asked is None:
            return None
        (question, view), self.asked = self.asked, None
        return Answer(question, self.bot.decide(view))

    def wait(self, timeout: float) -> Answer | None:
        raise AssertionError("the frame loop waited for a bot to answer")

    def cancel(self) -> None:
        self.asked = None

    def close(self) -> None:
        pass


def test_bots_think_without_blocking_frames(app):
    """While a bot has not answered, frames go on being updated and drawn with its 'thinking' status; once it
    answers, its decision waits for the visible thinking beat."""
    seats = (SeatConfig("Bot A", "red", BOT, "easy"), SeatConfig("Bot B", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=8)
    held = HeldBots()
    scene = PlayScene(app, config, make_match(config, app.board_map.spec, bots=held))
    app.push(scene)
    draws: list[str] = []
    original_draw = scene.draw

    def counted_draw(surface):
        draws.append(scene.status()[0])
        original_draw(surface)

    scene.draw = counted_draw
    frame(app)
    scene.skip_all()  # the deal, shown at once
    frame(app)
    assert scene.match.waiting_for() is Wait.BOT and held.asked
    seat = scene.match.pending.seat
    beat = BOT_THINK_SECONDS / app.settings.animation_speed
    held_frames = round(4 * beat / STEP)  # four beats: the beat alone would have let a decision through
    before = len(draws)
    for _ in range(held_frames):
        frame(app)
    # Every one of those frames was drawn, named both bots as choosing (the one asked first first), and took no
    # decision; both panels say they think.
    assert len(draws) - before == held_frames
    names = scene.match.names
    assert all(line == f"Still choosing: {names[seat]}, {names[1 - seat]}." for line in draws[before:])
    assert scene.table.status == ["thinking…", "thinking…"] and not scene.match.decisions
    held.released = True
    for _ in range(4):
        frame(app)
    # The beat is long over, and in a hidden round the bots choose together: every buy and play of the round
    # is applied at once (one a frame: four frames), in action order, no beat between them.
    assert [d.seat for d in scene.match.decisions] == [seat, seat, 1 - seat, 1 - seat]
    # The next round's first bot answers as soon as it is asked, yet its decision waits for a beat once the
    # screen has caught up with the round before.
    waited = 0
    for _ in range(10 * held_frames):
        if len(scene.match.decisions) > 4:
            break
        if not scene.match.has_events() and scene.match.waiting_for() is Wait.BOT:
            waited += 1
        frame(app)
    assert len(scene.match.decisions) > 4
    assert waited >= round(beat / STEP) - 1, waited  # the whole beat, give or take a frame
    assert scene.hand_seat() is None  # nobody at the screen: no hand is drawn


def test_a_failing_bot_process_falls_back_to_thinking_on_a_thread():
    from game.board_map.loader import load_board_map
    from game.bots.worker import BotError

    seats = (SeatConfig("A", "red", BOT, "easy"), SeatConfig("B", "blue", BOT, "easy"))
    config = MatchConfig(seats, seed=2)
    spec = load_board_map().spec

    class BrokenWorker:
        busy = False

        def start(self, *args):
            self.busy = True

        def poll(self):
            raise BotError("the bot process stopped unexpectedly")

        def cancel(self):
            self.busy = False

        def close(self):
            self.closed = True

    broken = BrokenWorker()
    bots = WorkerBots(worker=broken)
    match = make_match(config, spec, bots=bots)
    while match.next_event() is not None:
        pass
    match.decide_now()
    assert len(match.decisions) == 1, "the bot's decision was applied"
    assert bots.worker is None and broken.closed
    assert match.bot_errors == ["the bot process stopped unexpectedly"]
    # From now on the bots think on a thread in this process, and decide as the same bots would anywhere.
    match.play_to_end(most=9)
    assert len(match.bot_errors) == 1
    alike = make_match(config, spec, bots=InlineBots())
    alike.play_to_end(most=10)
    assert match.decisions == alike.decisions
    match.close()


def test_closing_the_window_just_as_a_curtain_is_due_puts_nothing_over_the_quit_dialog(app):
    from game.client.scenes.confirm import ConfirmScene

    seats = (SeatConfig("Anja", "red", HUMAN), SeatConfig("Bernd", "blue", HUMAN))
    scene = PlayScene(app, MatchConfig(seats, seed=6))
    app.push(scene)
    frame(app)
    scene.skip_all()  # the deal is shown: the next update would call the first player behind a curtain
    assert scene.match.waiting_for() is Wait.HUMAN and app.top is scene
    frame(app, pygame.event.Event(pygame.QUIT))
    frame(app)
    assert [type(s) for s in app.stack] == [PlayScene, ConfirmScene]
    frame(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0))  # "Cancel"
    frame(app)
    assert [type(s) for s in app.stack] == [PlayScene, CurtainScene]  # the curtain comes once the dialog is gone


def test_on_a_shared_screen_the_default_name_you_reads_your(app):
    seats = (SeatConfig("You", "red", HUMAN), SeatConfig("Anja", "blue", HUMAN))
    scene = PlayScene(app, MatchConfig(seats, seed=6))
    app.push(scene)
    rng = random.Random(2)
    curtains: dict[int, str] = {}
    statuses: dict[int, str] = {}
    for _ in range(3000):
        if len(curtains) == 2 and len(statuses) == 2:
            break
        top = app.top
        if isinstance(top, CurtainScene):
            curtains[scene.match.pending.seat] = top.why
        seat = scene.ready_for_input()
        if seat is not None and app.top is scene:
            statuses[seat] = scene.status()[0]
        act(app, scene, rng)
    assert curtains[0].startswith("It is your turn") and curtains[1].startswith("It is Anja's turn")
    assert statuses[0].startswith("Your turn") and statuses[1].startswith("Anja, your turn")


@pytest.mark.slow
def test_a_curtain_rises_only_once_the_table_has_settled(app):
    # The reveal and its points are the moment everyone at the screen watches: the curtain of the next
    # person waits until nothing moves (the others' face-down plays, the round's banner), and no points popup
    # is left to show after it.
    config = _config(3)
    scene = PlayScene(app, config, make_match(config, app.board_map.spec, bots=InlineBots()))
    app.push(scene)
    frame(app)
    rng = random.Random(1)
    curtains = 0
    was_up = False
    for _ in range(20000):
        if isinstance(app.top, ResultsScene):
            break
        up = isinstance(app.top, CurtainScene)
        if up and not was_up:
            curtains += 1
            assert not scene.animator.busy and not scene.table.floats, (scene.table.round, scene.table.reveal)
            assert not scene.moving()
        was_up = up
        act(app, scene, rng)
    assert curtains >= 6 and isinstance(app.top, ResultsScene)


def test_a_curtain_waiting_for_its_player_lets_the_window_idle(app):
    scene = PlayScene(app, MatchConfig(_config(6).seats[:2], seed=6))
    app.push(scene)
    frame(app)
    scene.skip_all()
    frame(app)
    frame(app)
    assert isinstance(app.top, CurtainScene) and not app.idle()  # just raised
    for _ in range(round(QUIET_SECONDS / STEP)):
        frame(app)
    assert app.idle()  # the players pass the screen: nothing moves meanwhile
