"""The search bots' model of the others' face-down plays: what it samples, and that it sees only the view."""

from __future__ import annotations

import random

from botcases import BOARD, SMALL, players, random_game

from game.bots import make_bot
from game.bots.greedy import TablesCache
from game.bots.heuristics import ViewAssessor
from game.rules import DecisionKind, Game, PlayerView
from game.rules.sampling import determinize


def views_after_hidden_plays(count: int) -> list[PlayerView]:
    """Views of a player deciding after others have chosen face down this round (random legal play before)."""
    rng = random.Random(5)
    views: list[PlayerView] = []
    for seed in range(400):
        n = 3 + seed % 4
        game = Game.new(BOARD, players(n), seed) if seed % 2 else random_game(seed, n)
        while not game.over and len(views) < count:
            pending = game.pending()[0]
            view = game.view(pending.seat)
            hidden = [s for s, _ in view.committed if s != view.seat and s not in dict(view.face_up)]
            if pending.kind is not DecisionKind.KEEP and hidden and not view.to_place and rng.random() < 0.3:
                views.append(view)
                break
            game.apply(rng.choice(game.legal()))
        if len(views) >= count:
            break
    return views


def test_a_play_chooser_decides_the_sampled_face_down_plays() -> None:
    """With `choose_play` the hidden plays are its choice from each seat's sampled tiles; the sample still
    agrees with the view (tiles, counts, the same decision pending)."""
    asked = 0
    for number, view in enumerate(views_after_hidden_plays(40)):
        calls: dict[int, list[int]] = {}

        def highest(seat: int, tiles: list[int], count: int, calls: dict[int, list[int]] = calls) -> tuple[int, ...]:
            calls[seat] = list(tiles)
            return tuple(tiles[-count:])

        sample = determinize(view, random.Random(number), highest)
        assert sample.view(view.seat) == view
        assert sorted(sample.all_tiles()) == list(range(1, 100))
        for seat, tiles in calls.items():
            play = sample.round.plays[seat]
            assert play == tuple(tiles[-len(play):])
            assert sorted(play + tuple(sample.hands[seat])) == tiles
            asked += 1
    assert asked >= 40


def test_the_model_plays_the_least_dangerous_tiles() -> None:
    """Expert's model (model_weight near 1) mostly samples the others' safest tiles as their hidden plays: on
    these views its sampled plays are far less dangerous, by the view's own estimate, than uniform ones."""
    tables = TablesCache()
    modelled = uniform = 0.0
    for number, view in enumerate(views_after_hidden_plays(30)):
        assessor = ViewAssessor(view, tables.get(view.board))
        bot = make_bot("expert", number, SMALL)
        choose = bot.play_model(view)
        for trial in range(4):
            a = determinize(view, random.Random(trial), choose)
            b = determinize(view, random.Random(trial))
            for seat, _ in view.committed:
                if seat != view.seat and seat not in dict(view.face_up):
                    modelled += sum(assessor.risk(t) for t in a.round.plays[seat])
                    uniform += sum(assessor.risk(t) for t in b.round.plays[seat])
    assert modelled < 0.6 * uniform


def test_search_after_hidden_plays_does_not_depend_on_them() -> None:
    """Two games that differ in the others' hands and face-down plays give the deciding player the same view,
    hence the same decision from every search level (the model guesses the plays from the view alone)."""
    checked = 0
    for number, view in enumerate(views_after_hidden_plays(12)):
        first = determinize(view, random.Random(2 * number))
        second = determinize(view, random.Random(2 * number + 1))
        assert first.hands != second.hands or first.round.plays != second.round.plays
        assert first.view(view.seat) == second.view(view.seat) == view
        for level in ("hard", "expert"):
            a = make_bot(level, number, SMALL).decide(first.view(view.seat))
            b = make_bot(level, number, SMALL).decide(second.view(view.seat))
            assert a == b
            checked += 1
    assert checked >= 20
