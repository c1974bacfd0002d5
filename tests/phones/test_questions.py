"""Every question a phone is asked has a number of its own, which its decision must name: a decision naming a question
answered, or asked before, is refused before the engine and never kept for a later question; and what someone chose
for the seat while its phone was away is told to the phone in words."""

import json

import pytest

from game.phones.words import status
from game.rules import DecisionKind, Game, default_board
from game.session.bot_seats import InlineBots
from game.session.stand_ins import StandIn, StandIns
from tests.phones.phone_client import VERSION, Phone, open_table, run_screen, ws_url
from tests.rules.helpers import players


def _phone(table, seat: int = 0) -> Phone:
    return Phone(ws_url(table), table.server.tokens[seat], plays=False).start()


def _state(phone: Phone) -> dict:
    return phone.of_type("state")[-1]


def _asked(state: dict, kind: str) -> bool:
    pending = state["view"]["pending"]
    return bool(pending) and pending["seat"] == state["view"]["seat"] and pending["kind"] == kind


def _decide(phone: Phone, number: int, question: int, decision: dict) -> dict:
    """Send a decision naming `question`; the answer to it (received or refused)."""
    phone.send_raw(json.dumps({"v": VERSION, "type": "decide", "id": number, "question": question,
                               "decision": decision}))
    assert phone.wait_for(lambda p: any(m.get("id") == number for m in p.of_type("received") + p.of_type("refused")))
    return next(m for m in phone.of_type("received") + phone.of_type("refused") if m.get("id") == number)


def _to_own_turn(match, phone: Phone, kind: str, round_: int | None = None) -> dict:
    """Show the table until the phone's state asks its seat `kind` (in `round_` or later, if given) and the others have
    chosen."""
    def there() -> bool:
        return bool(phone.of_type("state")) and _asked(_state(phone), kind) and not match.has_events() and (
            round_ is None or _state(phone)["view"]["round"] >= round_) and \
            [p.seat for p in match.game.pending()] == [0]
    run_screen(match, there, 15)
    assert phone.wait_for(lambda p: there())
    return _state(phone)


@pytest.mark.slow
def test_a_purchase_sent_for_the_round_before_is_refused_though_this_rounds_question_is_the_same():
    table, match = open_table("pb", seed=3)
    phone = _phone(table)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        first = _to_own_turn(match, phone, "buy")
        assert _decide(phone, 1, first["question"], {"kind": "buy", "count": 0})["type"] == "received"
        playing = _to_own_turn(match, phone, "play", first["view"]["round"])
        assert playing["question"] != first["question"]
        tile = playing["view"]["hand"][0]
        assert _decide(phone, 2, playing["question"], {"kind": "play", "tiles": [tile]})["type"] == "received"
        # The next round asks the same: a purchase of the seat. A purchase naming the round before's question is not it.
        after = _to_own_turn(match, phone, "buy", first["view"]["round"] + 1)
        assert after["question"] not in (first["question"], playing["question"])
        answer = _decide(phone, 3, first["question"], {"kind": "buy", "count": 1})
        assert answer["type"] == "refused" and "moved on" in answer["message"]
        bought = [d for d in match.decisions if d.seat == 0 and d.kind == DecisionKind.BUY]
        run_screen(match, lambda: False, 0.3)
        assert [d for d in match.decisions if d.seat == 0 and d.kind == DecisionKind.BUY] == bought
        assert not match.controller(0).waiting
    finally:
        table.close()


@pytest.mark.slow
def test_a_decision_sent_while_the_screen_shows_the_reveal_is_refused_and_never_kept_for_the_next_question():
    table, match = open_table("pb", seed=3)
    phone = _phone(table)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        asked = _to_own_turn(match, phone, "buy")  # the bot has chosen: the phone's play ends the round's choices
        hand = asked["view"]["hand"]
        assert _decide(phone, 1, asked["question"], {"kind": "play", "tiles": [hand[0]]})["type"] == "received"
        for _ in range(5):  # the table takes the play and begins the reveal, but shows none of it yet
            match.update(1 / 60, think_seconds=0.0)
        assert match.has_events() and any(d.seat == 0 and d.kind == DecisionKind.PLAY for d in match.decisions)
        # The phone's latest state still asks the question it answered: the table has not shown the reveal.
        assert _state(phone)["question"] == asked["question"]
        answer = _decide(phone, 2, asked["question"], {"kind": "play", "tiles": [hand[1]]})
        assert answer["type"] == "refused" and "taken already" in answer["message"]
        assert not match.controller(0).waiting
        # Once the table has shown it all and asks the seat again, nothing was kept for that question.
        before = [d for d in match.decisions if d.seat == 0]
        run_screen(match, lambda: bool(match.game.pending()) and not match.has_events() and _state(phone)["question"]
                   not in (None, asked["question"]), 15)
        run_screen(match, lambda: False, 0.3)
        assert [d for d in match.decisions if d.seat == 0] == before
    finally:
        table.close()


def test_what_a_bot_chose_for_the_seat_while_its_phone_was_away_is_told_until_the_phone_decides_again():
    table, match = open_table("pb", seed=3)
    phone = _phone(table)
    stand_ins = StandIns(match, InlineBots)
    try:
        assert phone.wait_for(lambda p: p.of_type("welcome"))
        table.attach(match)
        first = _to_own_turn(match, phone, "buy")
        stand_ins.stand_in(0, StandIn.BOT)
        run_screen(match, lambda: any(d.seat == 0 and d.kind == DecisionKind.PLAY for d in match.decisions), 15)
        played = next(d for d in match.decisions if d.seat == 0 and d.kind == DecisionKind.PLAY)
        # The purchase is told first, then the play with it: the test waits for the message that tells the play.
        told = lambda p: p.of_type("stood_in") and "played" in p.of_type("stood_in")[-1]["message"]  # noqa: E731
        assert phone.wait_for(told)
        sentence = phone.of_type("stood_in")[-1]["message"]
        assert sentence.startswith("While your phone was away, a bot played your seat:")
        assert f"played {played.tiles[0]}" in sentence
        # The phone gets its seat back and decides: the sentence goes.
        stand_ins.give_back(0)
        again = _to_own_turn(match, phone, "buy", first["view"]["round"] + 1)
        assert _decide(phone, 1, again["question"], {"kind": "buy", "count": 0})["type"] == "received"
        run_screen(match, lambda: phone.of_type("stood_in")[-1]["message"] == "", 5)
        assert phone.wait_for(lambda p: p.of_type("stood_in")[-1]["message"] == "")
    finally:
        table.close()


def test_the_keep_line_says_how_many_of_the_rows_tiles_may_be_kept():
    game = Game.new(default_board(), players(3), 11)
    seen: set[str] = set()
    for _ in range(3000):
        pending = game.pending()
        if not pending:
            break
        for asked in pending:
            view = game.view(asked.seat)
            if asked.kind is DecisionKind.KEEP:
                sizes = sorted({len(keep) for keep in view.legal_keeps})
                line, mine = status(view)
                expected = f"keep {sizes[0]} or {sizes[-1]} of its tiles" if len(sizes) > 1 else \
                    f"keep {sizes[0]} of its tiles"
                assert mine and expected in line, (line, sizes)
                seen.add(expected)
        game.apply(game.legal(pending[0])[-1])
    assert "keep 1 or 2 of its tiles" in seen


def test_a_stand_ins_choices_are_told_in_order_without_the_purchases_of_none_the_plays_imply():
    from game.phones.words import stood_in
    from game.rules import Buy, Keep, Play

    chosen = [Buy(0, 0), Play(0, (5,)), Buy(0, 2), Play(0, (7,)), Keep(0, (3, 4))]
    assert stood_in(True, chosen) == "While your phone was away, a bot played your seat: played 5; bought 2 tiles; " \
        "played 7; kept 3, 4."
    assert stood_in(True, [Buy(0, 0)]) == "While your phone was away, a bot played your seat: bought no tiles."
    assert stood_in(False, [Buy(0, 1)]) == \
        "While your phone was away, the people at the screen played your seat: bought 1 tile."
