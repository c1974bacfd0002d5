"""The bot worker thinks in another process: start returns at once, poll collects the decision."""

from __future__ import annotations

import pytest
from botcases import BOARD, SMALL, a_view_without_a_decision, players

from game.bots import SearchBudget, make_bot
from game.bots.worker import BotError, BotWorker
from game.rules import Game


def wait(worker: BotWorker, timeout: float = 30.0):
    decision = worker.wait(timeout)
    assert decision is not None, "the worker gave no decision in time"
    return decision


def test_worker_decides_like_the_bot_in_process() -> None:
    game = Game.new(BOARD, players(4), 21)
    local = [make_bot("hard", 100 + s, SMALL) for s in range(4)]
    with BotWorker() as worker:
        assert worker.poll() is None  # nothing asked yet
        for _ in range(12):
            pending = game.pending()[0]
            view = game.view(pending.seat)
            worker.start("hard", 100 + pending.seat, view, SMALL)
            assert worker.busy
            with pytest.raises(RuntimeError, match="still thinking"):
                worker.start("hard", 100 + pending.seat, view, SMALL)
            decision = wait(worker)
            assert decision == local[pending.seat].decide(view)
            assert worker.poll() is None  # a decision is handed out once
            game.apply(decision)


@pytest.mark.slow
def test_start_returns_while_the_search_goes_on() -> None:
    # A search of a thousand iterations takes far longer than the moment between start and poll.
    long = SearchBudget(seconds=None, iterations=1000, min_iterations=1000)
    game = Game.new(BOARD, players(4), 21)
    pending = game.pending()[0]
    with BotWorker() as worker:
        worker.start("expert", 7, game.view(pending.seat), long)
        assert worker.busy and worker.poll() is None
        worker.cancel()
        assert not worker.busy and worker.poll() is None


def test_cancelled_answers_are_discarded_and_errors_are_one_sentence() -> None:
    game = Game.new(BOARD, players(3), 5)
    pending = game.pending()[0]
    view = game.view(pending.seat)
    with BotWorker() as worker:
        worker.start("normal", 1, view)
        worker.cancel()
        assert worker.poll() is None
        worker.start("easy", 2, view)
        decision = wait(worker)
        assert decision == make_bot("easy", 2).decide(view)
        worker.start("normal", 1, a_view_without_a_decision(game))
        with pytest.raises(BotError, match="the normal bot failed: seat .* has no decision"):
            wait(worker)


def test_requests_go_down_the_pipe_from_a_thread_of_their_own_in_order(monkeypatch) -> None:
    # Pickling a view and waking the process is not the window's work: the frame's thread never writes.
    import threading
    from multiprocessing.connection import Connection

    writers: list[bool] = []
    real_send = Connection.send

    def send(self, obj):
        writers.append(threading.current_thread() is threading.main_thread())
        return real_send(self, obj)

    monkeypatch.setattr(Connection, "send", send)
    game = Game.new(BOARD, players(4), 21)
    local = [make_bot("normal", 5 + s, SMALL) for s in range(4)]
    with BotWorker() as worker:
        for _ in range(6):
            pending = game.pending()[0]
            view = game.view(pending.seat)
            worker.start("normal", 5 + pending.seat, view, SMALL)
            decision = wait(worker)
            assert decision == local[pending.seat].decide(view)  # each answer is to its own request
            game.apply(decision)
    assert writers and not any(writers)
