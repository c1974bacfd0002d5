"""The coach of the play screen: every choice of the person's pending decision, rated by the Expert search.

It follows the decision of the person at the screen (buy, play, or keep) and asks an `Advisor`
(game/session/advisors.py: the search in a process of its own, so no frame waits for it) to rate that decision
from the person's own view. A new decision, or anything that hides the hand, drops the question and the
ratings at once: in couch play nothing of the coach is kept while a curtain is down, and after the hand-off
the next person's decision is rated afresh. Until the first answer the panel says it is thinking.

The C key and the Coach button switch it on and off (`Settings.coach`, saved at once). What is shown:
game/client/view/coach_panel.py. The coach decides nothing; the screen computes no rule: it shows the search's
ratings, matched to the tiles and buttons by the decisions they stand for.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

import pygame

from game.bots.search import Rating
from game.client.scenes.play_input import PlayInput
from game.client.view.coach_panel import CoachPanel, PanelContent
from game.client.view.layout import HandTile, Layout
from game.client.view.sprites import TextCache
from game.client.view.widgets import Button
from game.rules import Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.session.advisors import Advisor, WorkerAdvisor
from game.text.i18n import N_

if TYPE_CHECKING:
    from game.storage.settings import SettingsStore

COACH_SEED = 1  # the search's random source: the same decision is rated the same way each time it is shown


class Coach:
    """The question in hand and its answer; knows nothing of the screen."""

    advisor_type: type = WorkerAdvisor  # tests put an advisor that rates in-process (or late) here

    def __init__(self) -> None:
        self._advisor: Advisor | None = None
        self.key: tuple[int, int] | None = None  # (decisions taken, seat): the decision being rated
        self.view: PlayerView | None = None
        self.ratings: tuple[Rating, ...] | None = None  # None while thinking
        self.failed = False

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

    def follow(self, key: tuple[int, int] | None, view: PlayerView | None) -> None:
        """Rate `view`'s pending decision (asked once per `key`); None forgets the question and its answer."""
        if key is None or view is None:
            self.clear()
            return
        if key != self.key:
            self.clear()
            self.key, self.view = key, view
            self.advisor.ask(view)
        self.poll()

    def poll(self) -> None:
        if self.key is None or self.ratings is not None:
            return
        answer = self.advisor.poll()
        if answer is not None:
            self.ratings = tuple(answer)
            self.failed = not answer

    def clear(self) -> None:
        if self.key is not None and self._advisor is not None:
            self._advisor.cancel()
        self.key, self.view, self.ratings, self.failed = None, None, None, False

    def rating(self, decision: Decision) -> Rating | None:
        for rating in self.ratings or ():
            if rating.decision == decision:
                return rating
        return None

    def content(self, pointed: Decision | None) -> PanelContent:
        return PanelContent(self.thinking, self.failed, self.ratings or (), pointed)

    def close(self) -> None:
        self.clear()
        if self._advisor is not None:
            self._advisor.close()
            self._advisor = None


class CoachHost(Protocol):
    """What the coach reads of the play screen."""

    input: PlayInput  # what the person selected and points at

    def coached_seat(self) -> int | None:
        """The person at the screen deciding now, every event before their decision shown and their hand shown
        (so never while a curtain is down); None when there is none."""

    def decisions_taken(self) -> int:
        """How many decisions the match has taken: with the seat, it names the decision being rated."""

    def view(self, seat: int) -> PlayerView:
        """What `seat` may know now."""

    def hand_seat(self) -> int | None:
        """Whose hand is shown (the coach's button shows only behind the player's own curtain)."""

    def previewed_buy(self) -> int | None:
        """The purchase the mouse or the keyboard focus is on, while it may be bought."""

    def buy_button_rects(self) -> dict[int, pygame.Rect]:
        """The buy buttons shown, by the count they buy."""

    def hand_tiles(self, seat: int) -> list[HandTile]:
        """The shown hand's tiles with their rectangles, as they are drawn now."""


class PlayCoach:
    """The coach as the play screen shows it: its button, its panel over the log, its marks on the hand tiles
    and the buy buttons, and (through `draw_keep`) in the keep dialog. It reads the screen through `CoachHost`
    and switches `settings.coach`."""

    def __init__(self, host: CoachHost, settings: SettingsStore, text: TextCache, layout: Layout) -> None:
        self.host = host
        self.settings = settings
        self.layout = layout
        self.coach = Coach()
        self.panel = CoachPanel(text)
        tracker = layout.tracker_button()
        self.button = Button(pygame.Rect(tracker.x - 170, tracker.y, 160, tracker.h), "", self.toggle,
                             style="secondary", size=18,
                             tooltip=N_("The coach: each of your choices rated by the Expert bot's search (C)"))
        self._label()
        self.button.visible = False  # until there is a hand to coach
        if self.on:
            self.coach.warm()

    @property
    def on(self) -> bool:
        return self.settings.coach

    def toggle(self) -> None:
        self.settings.coach = not self.on  # applies at once and is saved at once
        self.update()

    def target(self) -> tuple[tuple[int, int], PlayerView] | None:
        """The decision to rate, while the coach is on: the coached seat's (see CoachHost.coached_seat)."""
        seat = self.host.coached_seat() if self.on else None
        if seat is None:
            return None
        return (self.host.decisions_taken(), seat), self.host.view(seat)

    def update(self) -> None:
        found = self.target()
        self.coach.follow(*(found or (None, None)))
        self._label()
        self.button.visible = self.host.hand_seat() is not None  # behind the player's own curtain only

    def _label(self) -> None:
        self.button.label = N_("Coach: on (C)") if self.on else N_("Coach: off (C)")  # translated where drawn

    def poll(self) -> None:
        """For the keep dialog, which runs while the play screen's update waits."""
        self.coach.poll()

    def close(self) -> None:
        self.coach.close()

    # ----------------------------------------------------------------- drawing
    def draw(self, surface: pygame.Surface) -> None:
        coach = self.coach
        view = coach.view
        if view is None or view.pending is None or view.pending.kind is DecisionKind.KEEP:
            return  # nothing to rate, or the keep dialog shows it
        host, chosen = self.host, self.host.input
        seat = view.seat
        pointed: Decision | None = None
        kind = view.pending.kind
        if kind is DecisionKind.BUY:
            count = host.previewed_buy()
            pointed = Buy(seat, count) if count is not None else None
        elif view.tiles_to_play == 1:
            tile = chosen.pointed_tile(view.hand)
            pointed = Play(seat, (tile,)) if tile is not None else None
        elif len(chosen.selected) == 2:
            pointed = Play(seat, tuple(sorted(chosen.selected)))
        box = self.layout.anchor("log")
        surface.blit(self.panel.panel(box.size, coach.content(pointed)), box.topleft)
        if coach.ratings is None:
            return
        marks: list[tuple[pygame.Rect, Rating]] = []
        if kind is DecisionKind.BUY:
            for count, rect in host.buy_button_rects().items():
                rating = coach.rating(Buy(seat, count))
                if rating is not None:
                    marks.append((rect, rating))
        else:
            for hand_tile in host.hand_tiles(seat):
                rating = coach.rating(self._play_of(view, hand_tile.tile))
                if rating is not None:
                    marks.append((hand_tile.rect, rating))
        # On the bottom edge: above a hand tile sit its "bought" tag and, over a lifted tile, the table's buttons.
        self.panel.draw_marks(surface, marks, below=True)

    def _play_of(self, view: PlayerView, tile: int) -> Play:
        """The play a hand tile's mark stands for: the tile alone; in a double round, with one tile selected, the
        pair of it and this tile; with none selected, the best pair (its two tiles carry the star)."""
        if view.tiles_to_play == 1:
            return Play(view.seat, (tile,))
        selected = [t for t in self.host.input.selected if t in view.hand]
        if len(selected) == 1 and selected[0] != tile:
            return Play(view.seat, tuple(sorted((selected[0], tile))))
        best = self.coach.ratings[0].decision if self.coach.ratings else None
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
        surface.blit(self.panel.panel(beside.size, coach.content(pointed)), beside.topleft)
        if coach.ratings is None:
            return
        marks = [(rect, r) for tile, rect in tiles if (r := coach.rating(Keep(seat, (tile,)))) is not None]
        self.panel.draw_marks(surface, marks)
