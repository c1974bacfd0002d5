"""The phone seat's controller in the match runner: a decision waits for the question, old turns are refused, and a
decision the engine refuses is told back to the phone instead of being replaced by a legal one."""

from game.match_setup.seats import BOT, PHONE, MatchConfig, SeatConfig
from game.phones.seat import PhoneSeat
from game.rules import Buy, DecisionKind, Pending, Play, default_board
from game.session.runner import Match, Wait
from game.session.seating import make_match
from game.session.seats import Question

CONFIG = MatchConfig((SeatConfig("Pia", "red", PHONE), SeatConfig("Bot", "blue", BOT, "easy")), seed=3)


def _at_phone_turn(seat: PhoneSeat) -> Match:
    match = make_match(CONFIG, default_board(), seats={0: seat})
    while match.next_event() is not None:
        pass
    assert match.pending.seat == 0 and match.waiting_for() is Wait.BOT  # away from the screen, like a bot
    assert match.update(0.0) == []  # the phone is asked; it has not answered
    return match


def test_nothing_decides_for_a_phone_seat():
    seat = PhoneSeat()
    match = _at_phone_turn(seat)
    assert match.controller(0) is seat and match.humans == []
    for _ in range(100):
        match.update(1.0)  # the bot chooses meanwhile (everyone chooses at once)
        while match.next_event() is not None:
            pass
    assert all(decision.seat == 1 for decision in match.decisions)
    assert match.asked() == [Question(Pending(0, DecisionKind.BUY), 0)]


def test_a_play_sent_while_a_purchase_is_asked_is_played_without_buying_at_once_without_a_thinking_pause():
    seat = PhoneSeat()
    match = _at_phone_turn(seat)
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    tile = match.view(0).hand[0]
    assert seat.deliver(Play(0, (tile,)), question=0) is None
    match.update(0.0, think_seconds=10.0)  # a bot would still be "thinking"
    # The purchase of none, then the play, one per question; the bot that chooses next still shows its beat.
    assert match.decisions == [Buy(0, 0), Play(0, (tile,))]
    assert match.pending.seat == 1 and match.update(0.0, think_seconds=10.0) == []


def test_a_decision_for_an_older_turn_is_refused_before_the_engine():
    seat = PhoneSeat()
    _at_phone_turn(seat)
    seat.expect(4, asked=Pending(0, DecisionKind.BUY))
    sentence = seat.deliver(Buy(0, 0), question=3)
    assert sentence is not None and "moved on" in sentence and not seat.waiting


def test_an_illegal_decision_is_told_to_the_phone_and_changes_nothing_and_the_phone_is_asked_again():
    told: list[str] = []
    seat = PhoneSeat(told.append)
    match = _at_phone_turn(seat)
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    before = match.game.position()
    asked = match.asked()
    not_mine = next(t for t in range(1, 200) if t not in match.view(0).hand)
    seat.deliver(Play(0, (not_mine,)), question=0)  # a play without buying, of a tile not in the hand
    match.update(0.0)
    # The purchase of none was taken; the play was refused, told in words, and the same question stays open.
    assert len(told) == 1 and str(not_mine) in told[0] and match.decisions == [Buy(0, 0)]
    assert match.bot_errors == [] and match.pending == Pending(0, DecisionKind.PLAY)
    assert Question(Pending(0, DecisionKind.PLAY), 1) in match.asked() and asked[0] not in match.asked()
    position = match.game.position()
    seat.expect(1, asked=Pending(0, DecisionKind.PLAY))
    seat.deliver(Play(0, (not_mine,)), question=1)  # the same mistake again: told again, nothing changes
    match.update(0.0)
    assert len(told) == 2 and match.game.position() == position and match.decisions == [Buy(0, 0)]
    tile = match.view(0).hand[0]
    seat.deliver(Play(0, (tile,)), question=1)  # the phone decides again: applied
    match.update(0.0)
    assert match.decisions == [Buy(0, 0), Play(0, (tile,))] and before != match.game.position()


def test_a_refused_purchase_of_none_drops_the_play_sent_with_it():
    told: list[str] = []
    seat = PhoneSeat(told.append)
    match = _at_phone_turn(seat)
    question = match.asked()[0]
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    seat.deliver(Play(0, (match.view(0).hand[0],)), question=0)
    answer = seat.poll()
    assert answer.question == question and answer.decision == Buy(0, 0)
    seat.refused(answer, "you must buy a tile first")
    assert told == ["you must buy a tile first"] and not seat.waiting and seat.poll() is None


def test_wait_returns_the_delivered_decision_or_nothing_when_none_comes_in_time():
    seat = PhoneSeat()
    match = _at_phone_turn(seat)
    assert seat.wait(0.01) is None
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    seat.deliver(Buy(0, 0), 0)
    answer = seat.wait(1.0)
    assert answer.decision == Buy(0, 0) and answer.question == match.asked()[0]


def test_a_decision_answering_an_older_state_is_taken_while_its_seat_is_asked_the_same_question():
    seat = PhoneSeat()
    match = _at_phone_turn(seat)
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    seat.expect(1, asked=Pending(0, DecisionKind.BUY))  # the bot bought meanwhile: the phone's question is the same
    assert seat.deliver(Buy(0, 0), question=0) is None and seat.waiting
    assert seat.expect(2, asked=Pending(0, DecisionKind.PLAY)) == 2  # a new question: an answer to the old is stale
    sentence = seat.deliver(Buy(0, 0), question=0)
    assert sentence is not None and "moved on" in sentence
    assert seat.deliver(Play(0, (match.view(0).hand[0],)), question=2) is None


def test_a_decision_sent_while_the_seat_is_not_asked_is_refused_and_never_kept_for_later():
    seat = PhoneSeat()
    _at_phone_turn(seat)
    seat.expect(0, asked=None)  # the state the phone holds asks another seat
    sentence = seat.deliver(Buy(0, 1), question=0)
    assert sentence is not None and "not asking you" in sentence and not seat.waiting


def test_the_same_question_asked_again_after_the_seats_answer_is_a_new_question_with_a_new_number():
    seat = PhoneSeat()
    match = _at_phone_turn(seat)
    assert seat.expect(0, asked=Pending(0, DecisionKind.BUY)) == 0
    assert seat.expect(1, asked=Pending(0, DecisionKind.BUY)) == 0  # the bot chose meanwhile: the same question
    assert seat.deliver(Buy(0, 0), question=0) is None
    assert seat.poll().decision == Buy(0, 0)  # taken for the runner's question
    # Its answer taken, the seat waits for the next state: a second decision for that question is refused.
    sentence = seat.deliver(Buy(0, 1), question=0)
    assert sentence is not None and "taken already" in sentence and not seat.waiting
    seat.answered()  # applied
    # The next round asks a purchase again: a new question, which a purchase for the old one does not answer.
    assert seat.expect(9, asked=Pending(0, DecisionKind.BUY)) == 9
    sentence = seat.deliver(Buy(0, 1), question=0)
    assert sentence is not None and "moved on" in sentence and not seat.waiting
    assert seat.deliver(Buy(0, 1), question=9) is None and seat.waiting
    assert match.decisions == []


def test_a_decision_the_engine_refuses_leaves_the_question_open_for_the_phone_to_decide_again():
    seat = PhoneSeat(lambda reason: None)
    _at_phone_turn(seat)
    seat.expect(0, asked=Pending(0, DecisionKind.BUY))
    seat.deliver(Buy(0, 3), question=0)
    seat.refused(seat.poll(), "you cannot buy that many")
    assert seat.deliver(Buy(0, 0), question=0) is None and seat.waiting
