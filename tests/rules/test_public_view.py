"""The public view: what every player may know (spec/rules.md section 7), and nothing more.

It holds no secret: dealing the hidden tiles (the other hands but for tiles everyone saw kept, the face-down
plays before the reveal, the supply in any order, the box's unseen part) anew leaves it exactly the same, and no
hidden tile shows in it. And it is what every seat's own view shows of the table: the fields they share agree.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.rules import DecisionKind, Game, PublicView, default_board

from .helpers import players

BOARD = default_board()
# Every field a player's view shares with the public view, but the hands everyone knows of and `pending`, which in a
# seat's own view is its own decision while it is asked (the public view's: the first the game waits for).
SHARED = [f.name for f in dataclasses.fields(PublicView) if f.name not in ("board", "known_hands", "pending")]


def random_games(count: int, seed: int):
    """(game, rng) at every decision of `count` random games of 2 to 8 players; some buy all they may (the supply
    runs out, tiles come from the box), some start from a position in an open round."""
    rng = random.Random(seed)
    for index in range(count):
        game = Game.new(BOARD, players(2 + index % 7), seed * 1000 + index)
        greedy = index % 3 == 0
        while not game.over:
            yield game, rng
            legal = game.legal()
            game.apply(legal[-1] if greedy and legal[0].kind is DecisionKind.BUY else rng.choice(legal))
        yield game, rng


def hidden_places(game: Game) -> list[tuple[str, int, list[int]]]:
    """Where the tiles nobody but their owner (or nobody at all) may see lie now: (place, seat, tiles)."""
    st = game.state
    rnd = st.round
    places = [("supply", -1, list(st.supply)), ("box", -1, [t for t in st.box if t not in st.box_public])]
    for seat, hand in enumerate(st.hands):
        places.append(("hand", seat, [t for t in hand if t not in st.known_kept[seat]]))
    if not rnd.placing:
        for seat, tiles in rnd.plays.items():
            if seat not in rnd.face_up:  # a tile everyone saw it keep is known to be its, in its hand or its play
                places.append(("play", seat, [t for t in tiles if t not in st.known_kept[seat]]))
    return places


def dealt_anew(game: Game, rng: random.Random) -> Game:
    """The game with its hidden tiles shuffled among their places (each place keeps its number of tiles)."""
    twin = game.clone()
    st = twin.state
    places = hidden_places(twin)
    tiles = [t for _, _, held in places for t in held]
    rng.shuffle(tiles)
    for place, seat, held in places:
        new, tiles = tiles[: len(held)], tiles[len(held) :]
        if place == "supply":
            st.supply[:] = new
        elif place == "box":
            st.box[:] = [t for t in st.box if t in st.box_public] + new
        elif place == "hand":
            st.hands[seat] = tuple(sorted([t for t in st.hands[seat] if t in st.known_kept[seat]] + new))
        else:
            st.round.plays[seat] = tuple(sorted([t for t in st.round.plays[seat] if t in st.known_kept[seat]] + new))
    return twin


@pytest.mark.slow
def test_the_public_view_is_the_same_whatever_the_hidden_tiles_are() -> None:
    changed = checked = 0
    for game, rng in random_games(30, 1):
        public = game.public_view()
        twin = dealt_anew(game, rng)
        assert twin.public_view() == public
        changed += any(twin.view(s) != game.view(s) for s in range(game.n_players))
        checked += 1
    assert checked > 3000
    assert changed > checked // 2  # the hidden tiles did move: the seats' own views tell them apart


def test_no_hidden_tile_shows_in_the_public_view() -> None:
    for game, _ in random_games(20, 2):
        hidden = {t for _, _, tiles in hidden_places(game) for t in tiles}
        public = game.public_view()
        shown = {t for row in public.rows for t in row}
        shown.update(t for _, tiles in public.face_up for t in tiles)
        shown.update(public.keep_offer)
        shown.update(t for tile_set in public.known_hands for t in tile_set)
        shown.update(t for t, _ in public.to_place)
        assert hidden.isdisjoint(shown)


@pytest.mark.slow
def test_every_seat_sees_the_public_view_of_the_table() -> None:
    for game, _ in random_games(20, 3):
        public = game.public_view()
        for seat in range(game.n_players):
            view = game.view(seat)
            assert {name: getattr(view, name) for name in SHARED} == {name: getattr(public, name) for name in SHARED}
            own = [asked for asked in public.asked if asked.seat == seat]
            assert view.pending == (own[0] if own else public.pending)
            others = [s for s in range(game.n_players) if s != seat]
            assert [view.known_hands[s] for s in others] == [public.known_hands[s] for s in others]
            assert view.known_hands[seat] == frozenset(view.hand)
            assert public.known_hands[seat] <= view.known_hands[seat] | frozenset(view.own_play)
