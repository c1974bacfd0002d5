"""The phone seat's controller in the match runner: decisions wait for the question, old turns are refused, and a
decision the engine refuses is told back to the phone instead of being replaced by a legal one."""

from game.phones.seat import PhoneSeat
from game.rules import Buy, DecisionKind, Play, default_board
from game.session.config import BOT, PHONE, MatchConfig, SeatConfig
from game.session.runner import Match, Wait

CONFIG = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy")), seed=3)


def _at_phone_turn() -> Match:
    match = Match(CONFIG, default_board())
    while match.next_event() is not None:
        pass
    assert match.pending.seat == 0 and match.waiting_for() is Wait.BOT  # away from the screen, like a bot
    return match


def test_a_phone_seat_gets_a_phone_controller_and_nothing_decides_for_it():
    match = _at_phone_turn()
    assert isinstance(match.controllers[0], PhoneSeat) and match.humans == []
    for _ in range(100):
        assert match.update_bots(1.0) == []
    assert match.decisions_taken == 0


def test_the_phones_decisions_are_applied_in_order_at_once_without_a_thinking_pause():
    match = _at_phone_turn()
    seat: PhoneSeat = match.controllers[0]
    seat.expect(0, asked=True)
    tile = match.view(0).hand[0]
    assert seat.deliver([Buy(0, 0), Play(0, (tile,))], turn=0) is None
    match.update_bots(0.0, think_seconds=10.0)  # a bot would still be "thinking"
    # Both decisions at once, one per question, and the bot that chooses next still shows its beat.
    assert match.decisions == [Buy(0, 0), Play(0, (tile,))]
    assert match.pending.seat == 1 and match.update_bots(0.0, think_seconds=10.0) == []


def test_a_decision_for_an_older_turn_is_refused_before_the_engine():
    match = _at_phone_turn()
    seat: PhoneSeat = match.controllers[0]
    seat.expect(4, asked=True)
    sentence = seat.deliver([Buy(0, 0)], turn=3)
    assert sentence is not None and "moved on" in sentence and seat.waiting == 0


def test_an_illegal_decision_is_told_to_the_phone_and_changes_nothing():
    match = _at_phone_turn()
    seat: PhoneSeat = match.controllers[0]
    told: list[str] = []
    seat.on_refused = told.append
    seat.expect(0, asked=True)
    before = match.game.position()
    not_mine = next(t for t in range(1, 200) if t not in match.view(0).hand)
    seat.deliver([Play(0, (not_mine,))], turn=0)  # a play while a purchase is asked, of a tile not in the hand
    match.update_bots(0.0)
    assert len(told) == 1 and told[0] and match.decisions == [] and match.bot_errors == []
    assert match.game.position() == before and match.pending.kind is DecisionKind.BUY
    seat.deliver([Buy(0, 1)], turn=0)  # the phone decides again: asked again, applied
    match.update_bots(0.0)
    assert match.decisions == [Buy(0, 1)]


def test_wait_returns_the_delivered_decision_or_says_it_timed_out():
    seat = PhoneSeat()
    match = _at_phone_turn()
    seat.ask(match.view(0))
    assert seat.wait(0.01).decision is None
    seat.expect(0, asked=True)
    seat.deliver([Buy(0, 0)], 0)
    assert seat.wait(1.0).decision == Buy(0, 0)


def test_a_decision_sent_while_the_seat_is_not_asked_is_refused_and_never_kept_for_later():
    match = _at_phone_turn()
    seat: PhoneSeat = match.controllers[0]
    seat.expect(0, asked=False)  # the state the phone holds asks another seat
    sentence = seat.deliver([Buy(0, 1)], turn=0)
    assert sentence is not None and "not asking you" in sentence and seat.waiting == 0
    seat.expect(0, asked=True)  # now the seat is asked: what was refused is not there to be taken
    match.update_bots(0.0)
    assert match.decisions == [] and match.pending.seat == 0
