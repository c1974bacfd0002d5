"""The bot worker process ends quietly when the window goes away while a bot thinks: it returns, raises nothing and
prints nothing (a traceback on the terminal is what "quietly" rules out)."""

from __future__ import annotations

import pytest
from botcases import BOARD, players

from game.bots.worker import _serve
from game.rules import Game


class GoneWindow:
    """The worker's end of a pipe whose other end closed: requests arrive, answers cannot be sent."""

    def __init__(self, requests: list, fail_on_recv: BaseException | None = None) -> None:
        self.requests = requests
        self.fail_on_recv = fail_on_recv
        self.sent = 0

    def recv(self):
        if self.requests:
            return self.requests.pop(0)
        raise self.fail_on_recv or EOFError

    def send(self, answer) -> None:
        self.sent += 1
        raise BrokenPipeError(32, "Broken pipe")


def _request(level: str = "easy"):
    game = Game.new(BOARD, players(2), 3)
    pending = game.pending()[0]
    return (1, level, 5, game.view(pending.seat), None)


def test_an_answer_nobody_can_receive_ends_the_worker_without_a_traceback(capfd) -> None:
    conn = GoneWindow([_request()])
    _serve(conn)  # returns: no BrokenPipeError escapes to print a traceback
    assert conn.sent == 1  # it tried once, and did not try to report the failure down the same broken pipe
    assert capfd.readouterr() == ("", "")


def test_a_failing_bot_whose_report_cannot_be_sent_ends_quietly(capfd) -> None:
    conn = GoneWindow([_request("no-such-level")])
    _serve(conn)
    assert conn.sent == 1
    assert capfd.readouterr() == ("", "")


@pytest.mark.parametrize("failure", [ConnectionResetError(104, "reset"), OSError(9, "bad file"), KeyboardInterrupt()])
def test_a_pipe_that_breaks_or_an_interrupt_while_waiting_ends_quietly(failure, capfd) -> None:
    conn = GoneWindow([], fail_on_recv=failure)
    _serve(conn)
    assert conn.sent == 0 and not conn.requests  # it read, met the failure, and ended without answering
    assert capfd.readouterr() == ("", "")
