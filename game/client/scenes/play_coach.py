"""The coach of the play screen: every choice of the person's pending decision, rated by the Expert search.

It follows the decision of the person at the screen (buy, play, or keep) and asks an `Advisor`
(game/session/advisors.py: the search in a process of its own, so no frame waits for it) to rate that decision
from the person's own view. A new decision, or anything that hides the hand, drops the question and the
ratings at once: in couch play nothing of the coach is kept while a curtain is down, and after the hand-off
the next person's decision is rated afresh. Until the first answer the panel says it is thinking.

The C key and the Coach button switch it on and off (`Settings.coach`, saved at once). What is shown:
game/client/view/coach_panel.py. The coach decides nothing; the screen computes no rule: it shows the search's
ratings, matched to the tiles and buttons by the decisions they stand for, and beside them the points each choice
scores at once as the rules' hints say (game/rules/hints.py), so that each line can say why.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.bots.search import EXPERT_STYLE, Rating
from game.client.scenes.play_input import PlayInput
from game.client.view import palette as pal
from game.client.view.buttons import Button
from game.client.view.coach_panel import CoachPanel, PanelContent
from game.client.view.layout import HandTile, Layout
from game.client.view.sprites import TextCache
from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.rules.hints import play_hint, purchase_hint
from game.session.advisors import Advisor, WorkerAdvisor
from game.text.i18n import N_

if TYPE_CHECKING:
    from game.storage.settings import SettingsStore

COACH_SEED = 1  # the search's random source: the same decision is rated the same way each time it is shown


class Coach:
    """The questions in hand and their answers; knows nothing of the screen.

    A decision is one question, rated from the person's view. While the person is asked to buy, a second question
    follows the first: their tiles, rated on the view they would have after buying none (`tiles_view`), so that
    the tiles carry ratings before any purchase is made. One advisor answers both, one after the other."""

    advisor_type: type = WorkerAdvisor  # tests put an advisor that rates in-process (or late) here

    def __init__(self) -> None:
        self._advisor: Advisor | None = None
        self.key: tuple[int, int] | None = None  # (decisions taken, seat): the decision being rated
        self.view: PlayerView | None = None
        self.ratings: tuple[Rating, ...] | None = None  # None while thinking
        self.failed = False
        self.tiles_view: PlayerView | None = None  # while buying: the view for choosing tiles after buying none
        self.tile_ratings: tuple[Rating, ...] | None = None  # its ratings (None while thinking, or not asked)
        self._asking: PlayerView | None = None  # the question the advisor is answering now

    @property
    def advisor(self) -> Advisor:
        if self._advisor is None:
            self._advisor = self.advisor_type(None, COACH_SEED)
        return self._advisor

    def warm(self) -> None:
        """Start the advisor's process ahead of the first question, where it has one."""
        self.advisor.warm()

    @property
    def active(self) -> bool:
        """Whether a decision is being rated (or rated): the coach has something to show."""
        return self.key is not None

    @property
    def thinking(self) -> bool:
        return self.key is not None and self.ratings is None

    @property
    def tiles_thinking(self) -> bool:
        return self.tiles_view is not None and self.tile_ratings is None

    def follow(self, key: tuple[int, int] | None, view: PlayerView | None,
               tiles_view: PlayerView | None = None) -> None:
        """Rate `view`'s pending decision (asked once per `key`), then, while buying, the tiles on `tiles_view`;
        None forgets the questions and their answers."""
        if key is None or view is None:
            self.clear()
            return
        if key != self.key:
            self.clear()
            self.key, self.view, self.tiles_view = key, view, tiles_view
            self._ask(view)
        self.poll()

    def _ask(self, view: PlayerView) -> None:
        self._asking = view
        self.advisor.ask(view)

    def poll(self) -> None:
        if self._asking is None:
            return
        answer = self.advisor.poll()
        if answer is None:
            return
        if self._asking is self.view:
            self.ratings = tuple(answer)
            self.failed = not answer
            self._asking = None
            if self.tiles_view is not None:
                self._ask(self.tiles_view)  # the purchase is rated: now the tiles, had nothing been bought
        else:
            self.tile_ratings = tuple(answer)
            self._asking = None

    def clear(self) -> None:
        if self._asking is not None and self._advisor is not None:
            self._advisor.cancel()
        self.key, self.view, self.ratings, self.failed = None, None, None, False
        self.tiles_view, self.tile_ratings, self._asking = None, None, None

    def rating(self, decision: Decision) -> Rating | None:
        for rating in (*(self.ratings or ()), *(self.tile_ratings or ())):
            if rating.decision == decision:
                return rating
        return None

    def content(self, pointed: Decision | None, now: tuple[tuple[Decision, int], ...] = ()) -> PanelContent:
        return PanelContent(self.thinking, self.failed, self.ratings or (), pointed, tiles=self.tile_ratings or (),
                            tiles_asked=self.tiles_view is not None, tiles_thinking=self.tiles_thinking, now=now,
                            ahead=EXPERT_STYLE.rounds_ahead(len(self.view.positions)) if self.view else 0)

    def close(self) -> None:
        self.clear()
        if self._advisor is not None:
            self._advisor.close()
            self._advisor = None


class CoachHost(Protocol):
    """What the coach reads of the play screen."""

    @property
    def input(self) -> PlayInput:
        """What the person selected and points at."""

    def coached_seat(self) -> int | None:
        """The person at the screen deciding now, every event before their decision shown and their hand shown
        (so never while a curtain is down); None when there is none."""

    def decisions_taken(self) -> int:
        """How many decisions the match has taken: with the seat, it names the decision being rated."""

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know now."""

    def tiles_view(self, seat: int) -> PlayerView | None:
        """While `seat` is asked to buy: what it would know, asked to play, had it bought nothing (None otherwise)."""

    def hand_seat(self) -> int | None:
        """Whose hand is shown (the coach's button shows only behind the player's own curtain)."""

    def previewed_buy(self) -> int | None:
        """The purchase the mouse or the keyboard focus is on, while it may be bought."""

    def buy_button_rects(self) -> dict[int, pygame.Rect]:
        """The buy buttons shown, by the count they buy."""

    def hand_tiles(self, seat: int) -> list[HandTile]:
        """The shown hand's tiles with their rectangles, as they are drawn now."""


class PlayCoach:
    """The coach as the play screen shows it: its button, its panel above the history, its marks on the hand tiles
    and the buy buttons, and (through `draw_keep`) in the keep dialog. It reads the screen through `CoachHost`
    and switches `settings.coach`."""

    def __init__(self, host: CoachHost, settings: SettingsStore, text: TextCache, layout: Layout, seats: int,
                 offered: bool = True) -> None:
        self.host = host
        # Whether this screen offers the coach at all (the guided game's guide stands in its place, its card where
        # the coach's panel would be): not offered, it has no button, rates nothing and C changes no setting.
        self.offered = offered
        self.seats = seats  # the table's: the coach's panel takes the top of the column below the seats
        self.settings = settings
        self.layout = layout
        self.coach = Coach()
        self.panel = CoachPanel(text)
        self._now_key: tuple[object, object, object] | None = None  # the answer the points of the moment were asked for
        self._now_cache: tuple[tuple[Decision, int], ...] = ()
        self.button = Button(layout.coach_button(), "", self.toggle, style="secondary", size=18,
                             tooltip=N_("The coach: each of your choices rated by the Expert bot's search (C)"))
        self._label()
        self.button.visible = False  # until there is a hand to coach
        if self.on and offered:
            self.coach.warm()

    @property
    def on(self) -> bool:
        return self.settings.coach

    def toggle(self) -> None:
        if not self.offered:
            return
        self.settings.coach = not self.on  # applies at once and is saved at once
        self.update()

    def target(self) -> tuple[tuple[int, int], PlayerView, PlayerView | None] | None:
        """The decision to rate, while the coach is on: the coached seat's (see CoachHost.coached_seat), and while
        it buys, the view its tiles are rated on."""
        seat = self.host.coached_seat() if self.on and self.offered else None
        if seat is None:
            return None
        return (self.host.decisions_taken(), seat), self.host.view(seat), self.host.tiles_view(seat)

    def update(self) -> None:
        found = self.target()
        self.coach.follow(*(found or (None, None)))
        self._label()
        self.button.visible = self.offered and self.host.hand_seat() is not None  # behind the player's curtain only

    def _label(self) -> None:
        self.button.label = N_("Coach: on (C)") if self.on else N_("Coach: off (C)")  # translated where drawn

    def poll(self) -> None:
        """For the keep dialog, which runs while the play screen's update waits."""
        self.coach.poll()

    def close(self) -> None:
        self.coach.close()

    # ----------------------------------------------------------------- drawing
    def showing_panel(self) -> bool:
        """Whether the panel is drawn over the history now: a buy or play being rated (the keep dialog shows its
        own)."""
        view = self.coach.view
        return view is not None and view.pending is not None and view.pending.kind is not DecisionKind.KEEP

    def draw(self, surface: pygame.Surface) -> None:
        coach = self.coach
        view = coach.view
        if view is None or view.pending is None or not self.showing_panel():
            return  # nothing to rate, or the keep dialog shows it
        host, chosen = self.host, self.host.input
        seat = view.seat
        tiles_view = coach.tiles_view or view  # the view the tiles are rated on
        pointed: Decision | None = None
        buying = view.pending.kind is DecisionKind.BUY
        count = host.previewed_buy() if buying else None
        if count is not None:
            pointed = Buy(seat, count)
        elif tiles_view.tiles_to_play == 1:
            tile = chosen.pointed_tile(tiles_view.hand)
            pointed = Play(seat, (tile,)) if tile is not None else None
        elif len(chosen.selected) == 2:
            pointed = Play(seat, tuple(sorted(chosen.selected)))
        box = self.layout.coach_box(self.seats)
        pygame.draw.rect(surface, pal.PARCHMENT, box, border_radius=10)  # over the empty seats' places
        surface.blit(self.panel.panel(box.size, coach.content(pointed, self._now())), box.topleft)
        marks: list[tuple[pygame.Rect, Rating]] = []
        if buying:
            for count, rect in host.buy_button_rects().items():
                rating = coach.rating(Buy(seat, count))
                if rating is not None:
                    marks.append((rect, rating))
        for hand_tile in host.hand_tiles(seat):
            rating = coach.rating(self._play_of(tiles_view, hand_tile.tile))
            if rating is not None:
                marks.append((hand_tile.rect, rating))
        # On the bottom edge: above a hand tile sit its "bought" tag and, over a lifted tile, the table's buttons.
        self.panel.draw_marks(surface, marks, below=True)

    def _tile_ratings(self) -> tuple[Rating, ...]:
        """The ratings of plays: the decision's own, or while buying, those of the tiles had nothing been bought."""
        coach = self.coach
        if coach.tiles_view is not None:
            return coach.tile_ratings or ()
        return coach.ratings or ()

    def _now(self) -> tuple[tuple[Decision, int], ...]:
        """The points each rated purchase or play scores at once, as the rules' hints say: the spaces a purchase
        moves the pawn, the points a play's tiles score where they would land (a keep scores nothing at once). Asked
        once per answer of the search, not every frame."""
        coach = self.coach
        key = (coach.view, coach.ratings, coach.tile_ratings)
        if self._now_key is None or any(a is not b for a, b in zip(key, self._now_key, strict=True)):
            self._now_key, self._now_cache = key, self._points_now()
        return self._now_cache

    def _points_now(self) -> tuple[tuple[Decision, int], ...]:
        coach = self.coach
        now: list[tuple[Decision, int]] = []
        for view, ratings in ((coach.view, coach.ratings), (coach.tiles_view or coach.view, coach.tile_ratings)):
            if view is None:
                continue
            for rating in ratings or ():
                decision = rating.decision
                if not rating.best and rating.cost is None:
                    continue  # not tried: the panel lists it in no line
                if isinstance(decision, Buy):
                    hint = purchase_hint(view, decision.count)
                    now.append((decision, hint.end - hint.start))
                elif isinstance(decision, Play) and decision.tiles and all(t in view.hand for t in decision.tiles):
                    now.append((decision, sum(landing.points for landing in play_hint(view, decision.tiles).landings)))
        return tuple(now)

    def _play_of(self, view: PlayerView, tile: int) -> Play:
        """The play a hand tile's mark stands for: the tile alone; in a double round, with one tile selected, the
        pair of it and this tile; with none selected, the best pair (its two tiles carry the star)."""
        if view.tiles_to_play == 1:
            return Play(view.seat, (tile,))
        selected = [t for t in self.host.input.selected if t in view.hand]
        if len(selected) == 1 and selected[0] != tile:
            return Play(view.seat, tuple(sorted((selected[0], tile))))
        plays = self._tile_ratings()
        best = plays[0].decision if plays else None
        if not selected and isinstance(best, Play) and tile in best.tiles:
            return best
        return Play(view.seat, ())  # no mark: a pair needs its other tile

    def draw_keep(self, surface: pygame.Surface, beside: pygame.Rect, tiles: list[tuple[int, pygame.Rect]],
                  focused: tuple[int, ...] | None) -> None:
        """In the keep dialog: the panel `beside` the card, and a mark on each offered tile kept alone."""
        coach = self.coach
        view = coach.view
        if view is None or view.pending is None or view.pending.kind is not DecisionKind.KEEP:
            return
        seat = view.seat
        pointed = Keep(seat, focused) if focused is not None else None
        surface.blit(self.panel.panel(beside.size, coach.content(pointed, self._now())), beside.topleft)
        if coach.ratings is None:
            return
        marks = [(rect, r) for tile, rect in tiles if (r := coach.rating(Keep(seat, (tile,)))) is not None]
        self.panel.draw_marks(surface, marks)
