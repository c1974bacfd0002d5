"""The replay viewer: a saved game shown on the board, one decision at a time, forward and back.

Step k is the table after the setup and the first k decisions of the log. Going forward animates the
next decision's events exactly as the play screen shows them (game/client/view/animations.py); going back, or
jumping, rebuilds the table at once by replaying the events with every animation finished, from the nearest
copy of the table kept on the way (every CHECKPOINT_EVERY steps). The rules
engine is the only source of the state: the game at step k is the log's setup with k decisions applied.

The history panel tells the game up to the step shown as the play screen's history does, each round ending in
its summary (game/client/scenes/replay_story.py); the wheel over it, Page Up and Page Down scroll it back.

Input: Right / Left (or the wheel over the board) step forward / back, Home / End jump to the start / end, Space
plays or pauses, Tab chooses whose hand is shown (nobody's, or one seat's: a replay shows every secret),
C (or the Chart button) opens the score chart of the rounds up to the step shown, Escape closes the viewer.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host, Scene
from game.client.scenes.chart_overlay import ChartOverlay
from game.client.scenes.replay_story import ReplayStory
from game.client.view import palette as pal
from game.client.view.animations import Animator
from game.client.view.board_view import BoardView, Overlay
from game.client.view.buttons import Button
from game.client.view.drawing import LABEL_MARGIN
from game.client.view.layout import Layout
from game.client.view.layout import LogPanel as LogBox
from game.client.view.sprites import text_of
from game.client.view.table import Table
from game.client.view.text import Face, Fonts
from game.client.view.tooltip import TipTimer, draw_tip, others_than
from game.client.view.widgets import tip_text
from game.rules import Buy, Decision, Game, Keep
from game.rules.events import Event, event_from_dict
from game.rules.match_stats import MatchStats
from game.storage.game_log import GameLog, log_stats
from game.text.i18n import N_, _, ngettext
from game.text.narrate import YOU, second_person, shown_name

AUTOPLAY_PAUSE = 0.6  # seconds between decisions while playing, at normal speed
# Going back rebuilds the table from the nearest kept copy at or before the step, made every this many steps
# on the way, instead of from the deal: at the end of an eight-player game that is a few steps' events, not
# hundreds.
CHECKPOINT_EVERY = 16
HISTORY_PAGE = 4  # entries a Page Up or Page Down scrolls the history, as in play


def decision_sentence(decision: Decision, names: tuple[str, ...]) -> str:
    """The decision in words ("You play 79.", not "You plays 79.", for the default name of a person)."""
    return second_person(_decision_words(decision, names))


def _decision_words(decision: Decision, names: tuple[str, ...]) -> str:
    who = names[decision.seat]
    you = who == YOU  # the person at the screen: "You buy", which other languages conjugate differently
    if isinstance(decision, Buy):
        n = decision.count
        if not n:
            return _("You buy nothing.") if you else _("{name} buys nothing.").format(name=who)
        text = (ngettext("You buy {n} tile.", "You buy {n} tiles.", n) if you else
                ngettext("{name} buys {n} tile.", "{name} buys {n} tiles.", n))
        return text.format(name=who, n=n)
    tiles = ", ".join(str(t) for t in decision.tiles)
    if isinstance(decision, Keep):
        if not decision.tiles:
            return _("You keep nothing.") if you else _("{name} keeps nothing.").format(name=who)
        return (_("You keep {tiles}.") if you else _("{name} keeps {tiles}.")).format(name=who, tiles=tiles)
    return (_("You play {tiles}.") if you else _("{name} plays {tiles}.")).format(name=who, tiles=tiles)


def seat_kinds(log: GameLog) -> tuple[str, ...]:
    """Who played each seat, as the log's meta says: "bot · level", else "human"."""
    listed = log.meta.get("seats")
    seats: list[object] = listed if isinstance(listed, list) else []
    kinds = []
    for number in range(len(log.players)):
        seat = seats[number] if number < len(seats) else None
        if isinstance(seat, dict) and seat.get("controller") == "bot":
            kinds.append(f"bot · {seat.get('level')}")
        else:
            kinds.append("human")
    return tuple(kinds)


class ReplayViewer(Scene):
    opaque = True
    blocks_input = True
    blocks_update = True

    def __init__(self, app: Host, log: GameLog, title: str, on_close: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        board_map = app.board_map
        if board_map is None:
            raise RuntimeError(app.map_error or _("no board map is loaded"))
        self.log = log
        self.title = title
        self.on_close = on_close
        self.names = tuple(p.name for p in log.players)
        self.colors = tuple(p.color for p in log.players)
        self.layout = Layout(board_map.geometry, log.board, len(log.players))
        self.text = text_of(app)
        self.board = BoardView(self.layout, self.text, self.colors, self.names, seat_kinds(log))
        self.setup_events = [event_from_dict(e) for e in log.setup_events]
        self.step_events = [[event_from_dict(e) for e in events] for events in log.events]
        self.steps = len(log.decisions)
        self.step = 0
        self.shown_seat: int | None = None
        self.playing = False
        self._idle = 0.0
        self._queue: deque[Event] = deque()
        self.story = ReplayStory(self.names, self.setup_events, self.step_events, log.decisions,
                                 lambda decision: decision_sentence(decision, self.names))
        self._game = log.new_game()
        self._game_step = 0
        # step -> the table with every event up to that step played and finished (not yet settled). The
        # animations are built for the hand on screen, so the copies serve only the hand they were made with.
        self._checkpoints: dict[int, Table] = {}
        self._checkpoint_seat: int | None = None
        self.table: Table
        self.animator: Animator
        size = 30
        anchor = self.layout.anchor
        self.first_button = Button(anchor("button_buy0"), "|<", self.go_first, size=size, style="light",
                                   tooltip=N_("To the game's start (Home)"))
        self.back_button = Button(anchor("button_buy1"), "<", self.back, size=size, style="light",
                                  tooltip=N_("One decision back (Left)"))
        self.forward_button = Button(anchor("button_buy2"), ">", self.forward, size=size, style="light",
                                     tooltip=N_("One decision on (Right)"))
        self.last_button = Button(anchor("button_buy3"), ">|", self.go_last, size=size, style="light",
                                  tooltip=N_("To the game's end (End)"))
        self.play_button = Button(anchor("button_confirm"), N_("Play"), self.toggle_play, style="primary", size=36,
                                  tooltip=N_("Play the game on by itself, or pause it (Space)"))
        self.seat_button = Button(anchor("button_skip"), N_("Hand"), self.next_seat, size=22,
                                  tooltip=N_("Show the next player's hand (Tab)"))
        self.close_button = Button(anchor("button_menu"), N_("Close"), self.close, size=24,
                                   tooltip=N_("Close the replay (Escape)"))
        self.help_button = Button(anchor("button_help"), "?", self.open_rules, size=30,
                                  tooltip=N_("The rules, with a picture of every space (F1)"))
        self.chart_button = Button(self.layout.hint_button(), N_("Chart"), self.open_chart, style="secondary", size=20,
                                   tooltip=N_("The points of every round, as a chart (C)"))
        self.buttons = [self.first_button, self.back_button, self.forward_button, self.last_button,
                        self.play_button, self.seat_button, self.help_button, self.close_button, self.chart_button]
        self.tip = TipTimer()  # a button's tooltip shows once the mouse rests on it
        self.rebuild(0)

    # ----------------------------------------------------------------- the state at a step
    def _speed(self) -> float:
        return self.app.settings.animation_speed  # already in range (game/storage/settings.py)

    @property
    def kept_tables(self) -> int:
        """How many tables (one every few steps) are kept to show a step from instead of from the deal."""
        return len(self._checkpoints)

    def game_at(self, step: int) -> Game:
        """The engine's game after `step` decisions (moving forward reuses the last one)."""
        if step < self._game_step:
            self._game, self._game_step = self.log.new_game(), 0
        while self._game_step < step:
            self._game.apply(self.log.decisions[self._game_step])
            self._game_step += 1
        return self._game

    def rebuild(self, step: int) -> None:
        """Show step `step` at once: the table with every event up to it played and finished (from the nearest
        kept copy of the table, else from the deal)."""
        self.step = max(0, min(step, self.steps))
        if self._checkpoint_seat != self.shown_seat:
            self._checkpoints, self._checkpoint_seat = {}, self.shown_seat
        start = max((at for at in self._checkpoints if at <= self.step), default=None)
        self.table = Table(self.layout, self.colors) if start is None else self._checkpoints[start].copy()
        self.animator = Animator(self.table, self.layout, self._speed, self._hand_shown, self.names)
        if start is None:
            start = 0
            self._play_finished(self.setup_events)
            self._checkpoints[0] = self.table.copy()
        self._queue.clear()
        for index in range(start, self.step):
            self._play_finished(self.step_events[index])
            reached = index + 1
            if reached % CHECKPOINT_EVERY == 0 and reached not in self._checkpoints:
                self._checkpoints[reached] = self.table.copy()
        self._settle()
        self.story.show_step(self.step)

    def _play_finished(self, events: list[Event]) -> None:
        for event in events:
            self.animator.play(event)
            self.animator.finish()

    def _settle(self) -> None:
        game = self.game_at(self.step)
        self.table.sync(game.public_view())
        self.table.settle_pawns()
        self.table.floats.clear()
        self.table.banner, self.table.banner_age, self.table.banner_row = "", -1.0, None
        for seat in range(len(self.names)):
            self.table.status[seat] = ""

    def _hand_shown(self, seat: int) -> bool:
        return seat == self.shown_seat

    @property
    def moving(self) -> bool:
        return self.animator.busy or bool(self._queue)

    def still(self) -> bool:
        """Paused, with the step shown settled."""
        return not self.playing and not self.moving

    # ----------------------------------------------------------------- moving through the game
    def forward(self) -> None:
        """One step on. A step still being shown ends at once first, so each click moves one step and the board
        never falls behind the counter."""
        if self.moving:
            self.rebuild(self.step)
        if self.step >= self.steps:
            self.playing = False
            return
        self.step += 1
        self.game_at(self.step)
        self._queue.extend(self.step_events[self.step - 1])
        self.story.begin_step(self.step)
        self._pump()

    def back(self) -> None:
        self.playing = False
        self.rebuild(self.step - 1)

    def go_first(self) -> None:
        self.playing = False
        self.rebuild(0)

    def go_last(self) -> None:
        self.playing = False
        self.rebuild(self.steps)

    def toggle_play(self) -> None:
        self.playing = not self.playing and self.step < self.steps
        self._idle = AUTOPLAY_PAUSE  # the first step starts at once

    def next_seat(self) -> None:
        """Nobody's hand, then each seat's in turn."""
        order = [None, *range(len(self.names))]
        self.shown_seat = order[(order.index(self.shown_seat) + 1) % len(order)]
        self.rebuild(self.step)

    def chart_stats(self) -> MatchStats:
        """The rules' figures of the game up to the step shown."""
        return log_stats(self.log, self.step)

    def open_rules(self) -> None:
        """The rules over the replay, which waits where it is until they close."""
        self.playing = False
        self.app.push(routes.rules_scene(self.app))

    def open_chart(self) -> None:
        """The score chart of the rounds ended by the step shown (the step under way ends first)."""
        self.playing = False
        if self.moving:
            self.rebuild(self.step)
        title = _("{file} · step {step} of {steps}").format(file=self.title, step=self.step, steps=self.steps)
        self.app.push(ChartOverlay(self.app, self.chart_stats(), self.log.board.track, self.colors, self.names, title))

    def close(self) -> None:
        self.playing = False
        if self.on_close is not None:
            self.on_close()
        elif len(self.app.stack) > 1:
            self.app.pop()
        else:
            self.app.quit()

    def _pump(self) -> None:
        while not self.animator.busy and self._queue:
            self.animator.play(self._queue.popleft())
            self.story.tell_next()  # the history tells each event as the table starts to show it

    def history_box(self) -> LogBox:
        return self.layout.log_panel(len(self.names))

    def scroll_history(self, steps: int) -> None:
        """Scroll the history `steps` entries back (older; negative: newer), no further than its first entry."""
        self.story.history.scroll(steps, self.board.log.most_back(self.history_box(), self.story.entries()))

    def _hovered(self) -> Button | None:
        mouse = self.app.mouse_pos()
        return next((button for button in self.buttons if button.visible and button.hit(mouse)), None)

    def update(self, dt: float) -> None:
        hovered = self._hovered()
        self.tip.follow(id(hovered) if hovered is not None else None, dt)
        was_moving = self.moving
        self.animator.update(dt)
        self._pump()
        if was_moving and not self.moving:
            self._settle()
        if self.playing and not self.moving:
            self._idle += dt * self._speed()
            if self._idle >= AUTOPLAY_PAUSE:
                self._idle = 0.0
                self.forward()
                if self.step >= self.steps and not self.moving:
                    self.playing = False
        self._refresh_buttons()

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            action = {
                pygame.K_RIGHT: self.forward,
                pygame.K_LEFT: self.back,
                pygame.K_HOME: self.go_first,
                pygame.K_PAGEUP: lambda: self.scroll_history(HISTORY_PAGE),
                pygame.K_PAGEDOWN: lambda: self.scroll_history(-HISTORY_PAGE),
                pygame.K_END: self.go_last,
                pygame.K_SPACE: self.toggle_play,
                pygame.K_TAB: self.next_seat,
                pygame.K_c: self.open_chart,
                pygame.K_F1: self.open_rules,
                pygame.K_ESCAPE: self.close,
            }.get(event.key)
            if action is None:
                return False
            action()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.history_box().box.collidepoint(self.app.mouse_pos()):
                self.scroll_history(event.y)  # the wheel away from you goes back in the game
            elif event.y < 0:
                self.forward()
            elif event.y > 0:
                self.back()
            return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _refresh_buttons(self) -> None:
        self.first_button.enabled = self.back_button.enabled = self.step > 0
        self.forward_button.enabled = self.last_button.enabled = self.step < self.steps
        self.first_button.why = self.back_button.why = N_("This is the game as dealt: there is no step before.")
        self.forward_button.why = self.last_button.why = N_("This is the game's end: there is no step after.")
        self.play_button.why = N_("This is the game's end: there is no step after.")
        self.play_button.label = N_("Pause") if self.playing else N_("Play")
        self.play_button.enabled = self.playing or self.step < self.steps
        seat = self.shown_seat
        fit_corner(self.text.fonts, self.layout, self.seat_button, self.close_button,
                   N_("Hands") if seat is None else shown_name(self.names[seat])[:8])

    # ----------------------------------------------------------------- drawing
    def status(self) -> str:
        """The status line: the file, the step, and the round (known once the step's events are shown)."""
        head = _("{title} · step {step} of {steps}").format(title=self.title, step=self.step, steps=self.steps)
        if self.moving or self._game_step != self.step:
            return head
        game = self._game
        if game.over:
            return _("{head} · game over").format(head=head)
        return _("{head} · round {round}").format(head=head, round=game.round.number)

    def draw(self, surface: pygame.Surface) -> None:
        seat = self.shown_seat
        acting = self.log.decisions[self.step - 1].seat if self.step else None
        overlay = Overlay(
            hand_seat=seat,
            hand=tuple(self.table.hands[seat]) if seat is not None else (),
            buttons=self.buttons,
            status=self.status(),
            status_color=pal.INK,
            acting=acting,
            log=tuple(self.story.entries()),
            log_back=self.story.history.back,
            log_version=self.story.version,
            log_box=self.history_box(),
            flying_into_hand=frozenset(self.table.incoming),
        )
        self.board.draw(surface, self.table, overlay)
        button = self._hovered()  # a greyed step button says why at once; any other, once the mouse rests on it
        if button is not None and tip_text(button) and (self.tip.due or (not button.enabled and button.why)):
            draw_tip(surface, self.text.fonts, tip_text(button), button.rect,
                     avoid=others_than(self.buttons, button.rect))


CLOSE_MARK = "×"  # the close button's label when "Close" is too wide for it at a large text size


def fit_corner(fonts: Fonts, layout: Layout, seat: Button, close: Button, label: str) -> None:
    """The seat's and the close buttons in the bottom right corner, their labels whole at the text size in force: a
    "Close" too wide for its button gives way to a mark as narrow as the rules' "?" (its tooltip says it), the
    seat's button taking the room it leaves; a name too wide for that loses its last letters."""
    seat_box, close_box, help_box = (layout.anchor(name) for name in ("button_skip", "button_menu", "button_help"))
    close.label, close.rect = N_("Close"), close_box
    if fonts.size(_(close.label), close.size, Face.BOLD)[0] + 2 * LABEL_MARGIN > close_box.w:
        close.label = CLOSE_MARK
        close.rect = pygame.Rect(close_box.right - help_box.w, close_box.y, help_box.w, close_box.h)
    seat.rect = pygame.Rect(seat_box.x, seat_box.y, close.rect.x - (close_box.x - seat_box.right) - seat_box.x,
                            seat_box.h)
    words = _(label)
    while len(words) > 1 and fonts.size(words, seat.size, Face.BOLD)[0] + 2 * LABEL_MARGIN > seat.rect.w:
        words = words[:-1]
    seat.label = words
