"""Shared helpers for the bot tests: random legal positions and games driven by bots."""

from __future__ import annotations

import dataclasses
import math
import os
import random

from rules.helpers import players  # one set of players for the rules and the bots tests (tests/ is on the path)

from game.bots import make_bot, search
from game.bots.search import SearchBudget
from game.match_setup.seats import BOT, MatchConfig, SeatConfig
from game.rules import Game, PlayerView, Position, default_board
from game.session.bot_seats import InlineBot
from game.session.seating import bot_seed, make_match
from game.session.seats import Answer, Question

BOARD = default_board()
TINY = SearchBudget(seconds=None, iterations=1, min_iterations=1)
SMALL = SearchBudget(seconds=None, iterations=3, min_iterations=2)


def random_position(rng: random.Random, n: int) -> Position:
    """A random legal round start: any four active rows (often the double or Happy Cow row), hands of 1 to
    9 tiles, pawns anywhere short of the dung heap, and sometimes an empty supply or an open round."""
    tiles = list(range(1, 100))
    rng.shuffle(tiles)
    rows: list[tuple[int, ...]] = [() for _ in BOARD.rows]
    choices = list(range(12))
    active = rng.sample(choices, 4)
    if rng.random() < 0.5 and 5 not in active:
        active[0] = 5  # row 6 holds the double spaces
    for index in active:
        length = rng.randrange(1, BOARD.rows[index].length)
        rows[index] = tuple(sorted(tiles.pop() for _ in range(length)))
    hands = tuple(tuple(tiles.pop() for _ in range(rng.randint(1, 9))) for _ in range(n))
    spots = rng.sample(range(1, 60), n)
    positions = tuple(0 if rng.random() < 0.3 else spots[s] for s in range(n))
    if rng.random() < 0.2:
        supply: tuple[int, ...] = ()
        box = tuple(tiles)
    else:
        cut = rng.randrange(len(tiles) + 1)
        supply, box = tuple(tiles[:cut]), tuple(tiles[cut:])
    return Position(
        rows=tuple(rows),
        hands=hands,
        positions=positions,
        supply=supply,
        box=box,
        last_row=active[-1] + 1,
        open_round=rng.random() < 0.3,
        round=rng.randint(1, 20),
    )


def swapped_hidden(position: Position, rng: random.Random) -> Position:
    """The same position with every tile seat 0 cannot see redealt among the other hands and the supply."""
    hidden = [t for h in position.hands[1:] for t in h] + list(position.supply or ())
    rng.shuffle(hidden)
    hands = [position.hands[0]]
    for hand in position.hands[1:]:
        hands.append(tuple(hidden[: len(hand)]))
        del hidden[: len(hand)]
    return Position(
        rows=position.rows,
        hands=tuple(hands),
        positions=position.positions,
        supply=tuple(hidden),
        box=position.box,
        last_row=position.last_row,
        open_round=position.open_round,
        round=position.round,
    )


def random_game(seed: int, n: int) -> Game:
    rng = random.Random(seed)
    return Game.from_position(BOARD, players(n), random_position(rng, n), seed)


class Watched(InlineBot):
    """An in-process bot that remembers what it was last asked and what it answered, for the tests to inspect
    (the runner would replace an illegal answer by a legal choice: the tests must see the bot's own)."""

    def ask(self, question: Question, view: PlayerView) -> None:
        self.view = view
        super().ask(question, view)

    def poll(self) -> Answer | None:
        answer = super().poll()
        if answer is not None:
            self.decision = answer.decision
        return answer


def a_view_without_a_decision(game: Game) -> PlayerView:
    """The view of a seat the game asks nothing of: the first seat asked in the round chooses (buying none), and
    then waits while the others still choose."""
    seat = game.pending()[0].seat
    while any(pending.seat == seat for pending in game.pending()):
        game.apply(game.legal(next(p for p in game.pending() if p.seat == seat))[0])
    view = game.view(seat)
    assert view.legal_buys == view.legal_plays == view.legal_keeps == () and view.pending.seat != seat
    return view


def play_out(game: Game, levels: list[str], seed: int, budget: SearchBudget | None = TINY, limit: int = 10**6):
    """Play `game` on with the match runner, one bot per seat seeded as every front end seeds it (from
    `seed`, the seat and the decisions taken); yields (view, the bot's decision) before it is applied."""
    seats = tuple(SeatConfig(p.name, p.color, BOT, level) for p, level in zip(game.players, levels, strict=True))
    bots = {s: Watched(make_bot(level, bot_seed(seed, s), budget)) for s, level in enumerate(levels)}
    match = make_match(MatchConfig(seats, game.seed), game.board, game=game, seats=bots)
    for _ in range(limit):
        if game.over:
            return
        bot = bots[match.pending.seat]
        match.update(0.0, think_seconds=math.inf)  # the bot is asked and answers; the beat holds it back
        yield bot.view, bot.decision
        match.decide_now()  # applies the answer it holds
        while match.next_event() is not None:
            pass  # nobody watches these events


def narrow_expert() -> None:
    """A change of Expert's search style made in a worker process as it starts (the arena's `setup`): one
    candidate, so Expert plays Normal's choice."""
    search.EXPERT_STYLE = dataclasses.replace(search.EXPERT_STYLE, candidates=1)


def end_the_process() -> None:
    """An arena worker that ends as it starts (as one killed or out of memory would), for the arena's `setup`."""
    os._exit(3)
