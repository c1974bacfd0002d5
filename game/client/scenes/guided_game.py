"""The guided game: the play screen at a real table, one lesson at a time (guided_lessons.py), with a card beside
the table that says what matters now, rings and an arrow that point at it, and the table held still while the
player reads.

Each lesson is a game the engine plays from the lesson's prepared position, against two bots whose tiles are
prepared (game/session/scripted_seats.py); the player decides with the mouse or the keyboard as in any game, and a
step that needs a particular choice turns any other down in words (`refusal`, asked before a decision is handed
in). Where the player is, and every decision of the lesson, is kept in the data folder's guided.json
(game/storage/guided_progress.py) after each step and each decision, so the guided game left at any point goes on
at the same step: the lesson's game is played again from its position through the same decisions. Nothing of it is
a saved game or counts in the statistics.
"""

from __future__ import annotations

from collections.abc import Sequence

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.guided_course import Course
from game.client.scenes.guided_lessons import LESSONS, SEATS, YOU_SEAT, Lesson, Point
from game.client.scenes.pause import PauseScene
from game.client.scenes.play import PlayScene
from game.client.scenes.play_status import Status
from game.client.sound import Effect
from game.client.view import palette as pal
from game.client.view.board.pointing import Kind, Target
from game.client.view.buttons import Button
from game.client.view.focus import ACTIVATE_KEYS, focus_step
from game.client.view.guide_arrow import ArrowRoutes
from game.client.view.guide_card import BUTTON_FOOT, card_height, draw_card, draw_pointers
from game.client.view.layout import HISTORY_TEXT, LogPanel
from game.client.view.text import grown_by
from game.match_setup.seats import MatchConfig
from game.rules import Decision, DecisionKind, Event, Game, IllegalDecision, PlayerSetup
from game.rules.events import OpenRoundTriggered, PawnMoved, Placed, RowCompleted
from game.session.scripted_seats import scripted_seat
from game.session.seating import make_match
from game.storage.guided_progress import GuidedProgress, clear_progress, save_progress
from game.text.i18n import N_, _

BUTTON_H = 56
CARD_GAP = 8  # between the card and the history below it
VALUE_BADGE = 32  # a space's points, on a badge this wide in its bottom-right corner (the board's picture)
SPACE_EDGE = 12  # a space's edge (its frame, a tile's margin) that an arrow may pass over
HISTORY_ROOM = 96  # the history keeps at least this much of the side column below the card (four lines or so)
HISTORY_LINE = 24  # one line of the history at its own size (HISTORY_TEXT), as it grows with the text


def _most_card(room: int, need: int) -> int:
    """How tall the card may be in the `room` above the history when its words `need` more: words too long for the
    room at a large text size take the history's room, its newest line if they can leave it, else all of it (the
    history is back at the next step)."""
    most = room + HISTORY_ROOM
    line = grown_by(HISTORY_LINE, HISTORY_TEXT) + CARD_GAP
    return most - line if need <= most - line else most


def opening_game(lesson: Lesson, spec) -> Game:
    """The lesson's game at its prepared position, before any decision."""
    return Game.from_position(spec, [PlayerSetup(seat.name, seat.color) for seat in SEATS], lesson.position(), 0)


def set_out(lesson: Lesson, spec, decisions: tuple[Decision, ...]) -> tuple[Game, list[Event], int]:
    """The lesson's game, played from its position through `decisions`: the game, every event a screen shows of it
    (the round begun, then each decision's), and how many of them open the lesson. Raises IllegalDecision when a
    decision does not fit the position (a progress file from another version)."""
    game = opening_game(lesson, spec)
    history: list[Event] = list(game.setup_events)
    opening = len(history)
    for decision in decisions:
        history += game.apply(decision)
    return game, history, opening


def event_target(event: Event) -> Target:
    """What a lesson's event is about, on the table."""
    match event:
        case Placed(row=row, slot=slot):
            return Target(Kind.SPACE, (row, slot))
        case PawnMoved(seat=seat):
            return Target(Kind.PAWN, (seat,))
        case RowCompleted(new_row=new_row):
            return Target(Kind.SPACE, (new_row, 1))
        case OpenRoundTriggered(oxen_eye=eye):
            return Target(Kind.TRACK, (eye,))
    return Target(Kind.REVEAL)


class _Progress:
    """The guided game's recorder: the match hands it every decision applied (as a game's autosave is handed them),
    and it keeps the lesson's decisions for guided.json instead of writing a saved game."""

    path = None  # no saved game: nothing under Continue, nothing in the statistics

    def __init__(self, scene: GuidedGameScene, decisions: tuple[Decision, ...]) -> None:
        self.scene = scene
        self.decisions = list(decisions)
        self.problem: str | None = None

    def record(self, decision: Decision, events: Sequence[Event]) -> None:
        self.decisions.append(decision)
        self.scene.course.decided(decision)
        self.scene.keep_progress()

    def close(self) -> None:
        pass


class GuidedGameScene(PlayScene):
    """One lesson of the guided game; the next one replaces it when it is done."""

    offers_coach = False  # the guide explains each choice; its card stands where the coach's panel would
    seats_grow = False  # the card stands in the rows of the seats not in play

    def __init__(self, app: Host, progress: GuidedProgress | None = None, notice: str | None = None) -> None:
        board_map = app.board_map
        if board_map is None:
            raise RuntimeError(app.map_error or _("no board map is loaded"))
        progress = progress if progress is not None and progress.lesson < len(LESSONS) else GuidedProgress()
        self.lesson_number = progress.lesson
        self.lesson = LESSONS[self.lesson_number]
        try:
            game, history, opening = set_out(self.lesson, board_map.spec, progress.decisions)
        except IllegalDecision:  # the lesson starts afresh
            progress = GuidedProgress(self.lesson_number)
            game, history, opening = set_out(self.lesson, board_map.spec, ())
        self.course = Course(self.lesson, board_map.spec, progress, opening)
        self.notice = notice or ""  # a sentence about guided.json, said on the card until the first step is read
        self.pulse = 0.0
        self.continue_button = Button((0, 0, 10, BUTTON_H), N_("Next  ▶"), self.proceed, style="primary", size=26)
        config = MatchConfig(SEATS, seed=0)
        seats = {seat: scripted_seat(plays, self.lesson.buys.get(seat)) for seat, plays in self.lesson.plays.items()}
        match = make_match(config, board_map.spec, game=game, history=history,
                           decisions_taken=len(progress.decisions), seats=seats)
        self.recorder = _Progress(self, progress.decisions)
        match.recorder = self.recorder  # the play screen's autosave is this: no saved game is written
        self._kept: GuidedProgress | None = None
        self._opening = opening_game(self.lesson, board_map.spec)
        self._laid_out = False
        super().__init__(app, config, match)
        self._card: pygame.Rect | None = None  # where the card stood when it last showed
        self.arrows = ArrowRoutes()
        # The card's Next is first in the Tab order while it shows (reached as the table's buttons); its tooltip too.
        self.buttons.insert(0, self.continue_button)
        self.input.buttons = list(self.buttons)
        self.course.follow(self.match.shown, asked=False)  # a lesson opens on its first step, before any input
        self.keep_progress()

    # ----------------------------------------------------------------- the course
    def card_room(self) -> pygame.Rect:
        """Where the guide's card may stand: in the seats' column of the map, where the seats after the lesson's three
        would be, down to the history's last lines."""
        column = self.layout.side_column(len(SEATS))
        return pygame.Rect(column.x, column.y, column.w, column.bottom - HISTORY_ROOM - CARD_GAP - column.y)

    @property
    def card(self) -> pygame.Rect:
        """The card: as tall as its words need at their full size, down to the played tiles' strip at least (so that
        its arrow reaches every row of the board) and above the history's last lines at most (fewer of them, or none
        for a while, when the words are long at a large text size)."""
        room = self.card_room()
        least = self.layout.anchor("reveal").bottom - room.y
        need = card_height(self.text.fonts, room.w, self.header(), self.words(), self.course.complaint, BUTTON_H)
        return pygame.Rect(room.x, room.y, room.w, max(least, min(_most_card(room.h, need), need)))

    def history_box(self) -> LogPanel:
        """The history, below the card: its top line is never under the card (while no card shows, the history
        keeps the place it had, so that it does not jump from step to step)."""
        column = self.layout.side_column(len(SEATS))
        card = self._card or self.card
        top = min(card.bottom + CARD_GAP, column.bottom)
        box = pygame.Rect(column.x, top, column.w, column.bottom - top)
        return LogPanel(box, box.x + 11, box.bottom - 8, box.y + 6, box.w - 22)

    def ready_for_input(self) -> int | None:
        if self.course.holding:
            return None  # the player reads the card: the table takes no decision, its buttons stay hidden
        return super().ready_for_input()

    def _ask_human(self) -> None:
        self.course.follow(self.match.shown, asked=False)  # the events shown this frame may begin a step
        if self.course.holding:
            return  # its card is read first (instant animations show the event and ask in the same frame)
        super()._ask_human()

    def asked(self) -> bool:
        """Whether the player may buy and play now (not while they read a step)."""
        seat = self.ready_for_input()
        pending = self.match.pending
        return seat == YOU_SEAT and pending is not None and pending.kind is not DecisionKind.KEEP

    def holds_events(self) -> bool:
        course = self.course
        course.follow(self.match.shown, asked=False)
        held_from = course.held_from
        return course.holding and held_from is not None and len(self.match.shown) >= held_from

    def refusal(self, decision: Decision) -> str | None:
        return self.course.refusal(decision)

    def keep_progress(self) -> None:
        """Write where the player is to guided.json, when it changed (never after the lesson is over: the next
        lesson, or the end of the guided game, has written its own)."""
        if self.course.over:
            return
        progress = self.course.progress(self.lesson_number, self.recorder.decisions)
        if progress != self._kept:
            self._kept = progress
            self.recorder.problem = save_progress(progress)

    def proceed(self) -> None:
        """Next: the step read; after a lesson's last step, the next lesson (or, after the last, the title)."""
        if not self.course.holding:
            return
        self.notice = ""
        self.course.proceed()
        if not self.course.over:
            self.keep_progress()
            return
        if self.lesson_number + 1 < len(LESSONS):
            following = GuidedProgress(self.lesson_number + 1)
            save_progress(following)
            self.app.replace(GuidedGameScene(self.app, following))
        else:
            clear_progress()  # finished: the title's Guided game starts it again from the first lesson
            self.app.go_to_title()

    def restart_lesson(self) -> None:
        fresh = GuidedProgress(self.lesson_number)
        save_progress(fresh)
        self.app.replace(GuidedGameScene(self.app, fresh))

    # ----------------------------------------------------------------- the flow
    def update(self, dt: float) -> None:
        self.pulse += dt
        if self.course.holding:
            # The table waits while the player reads: what moves finishes moving, nothing new starts.
            self.animator.update(dt)
            self.tips.update(dt)
            self._refresh_buttons()
            self._refresh_card()
            return
        super().update(dt)
        self.course.follow(self.match.shown, self.asked())
        self.keep_progress()
        self._refresh_card()

    def _refresh_card(self) -> None:
        course = self.course
        if self.card_shown():
            self._card = card = self.card
            self.continue_button.rect = pygame.Rect(card.x + 16, card.bottom - BUTTON_H - BUTTON_FOOT, card.w - 32,
                                                    BUTTON_H)
        self.continue_button.visible = course.holding and self.card_shown()
        last = course.index == len(self.lesson.steps) - 1
        button = self.continue_button
        if not last:
            button.label, button.tooltip = N_("Next  ▶"), N_("Go on to the next step (Space or Enter)")
        elif self.lesson_number + 1 < len(LESSONS):
            button.label, button.tooltip = N_("Next lesson  ▶"), N_("Go on to the next lesson (Space or Enter)")
        else:
            button.label, button.tooltip = N_("Finish"), N_("The guided game is done: to the title (Space or Enter)")

    def card_shown(self) -> bool:
        """Whether the step's card shows: once its moment came and what it speaks of has finished moving."""
        return self.course.on and not (self.course.holding and self.animator.busy)

    @property
    def hints(self) -> bool:
        """Hints show as the player set them, and always during a step that speaks of them."""
        step = self.course.step
        return self.app.settings.hints or (self.course.on and step is not None and step.hints)

    def toggle_hints(self) -> None:
        self.app.settings.hints = not self.app.settings.hints  # the setting, whatever a step shows
        self.app.sound.play(Effect.BUTTON)

    def status(self) -> Status:
        if self.course.holding and self.card_shown():  # the table waits for the player to read the card
            return Status(_("Read the guide's card, then press Next (or Space)."), pal.INK, None)
        return super().status()

    def show_all(self) -> None:
        if not self._laid_out:  # before any event of the lesson shows, its position lies on the table
            self._laid_out = True
            self.table.set_out(self._opening.public_view(), {YOU_SEAT: self._opening.view(YOU_SEAT).hand})
        super().show_all()

    def show_results(self) -> None:
        """The guided game's last lesson ends a game: its card says the rest (no results, no statistics)."""

    def leave_warning(self) -> str:
        if self.recorder.problem:
            return _("Your place in the guided game could not be saved: next time it may go on from an earlier step.")
        return _("Your place in the guided game is kept: Guided game on the title screen goes on from this step.")

    def open_menu(self) -> None:
        self.app.push(GuidedPauseScene(self.app, self))

    # ----------------------------------------------------------------- input
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.continue_button.handle_event(event):
            return True
        if not self.course.holding:
            return super().handle_event(event)
        # While the player reads, the table takes no decision: Next goes on (Space or Enter, or the focus on it); Tab
        # and the arrows move the focus over Next and the buttons that still answer (the menu, the rules, Skip, the
        # hints and the tracker), and so do the tooltips and the look round the table.
        if event.type == pygame.KEYDOWN:
            if self.tips.key(event):
                return True
            step = focus_step(event)
            if step:
                self.input.move(step, [])
                self._refresh_buttons()
                return True
            if event.key in ACTIVATE_KEYS:
                focused = self.input.focused_button()
                button = self.buttons[focused] if focused is not None else None
                if button is not None and button is not self.continue_button and button.active:
                    button.click()
                else:
                    self.proceed()
                return True
            if event.key == pygame.K_ESCAPE:
                self.open_menu()
            elif event.key == pygame.K_F1:
                self.open_help()
            return True
        if event.type == pygame.MOUSEMOTION:
            return super().handle_event(event)
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if any(button.hit(event.pos) for button in (self.menu_button, self.help_button)):
                return super().handle_event(event)
            return True
        return False

    # ----------------------------------------------------------------- drawing
    def pointed(self) -> list[pygame.Rect]:
        """Where the step's pointers are on the table now."""
        step = self.course.step
        if step is None:
            return []
        rects: list[pygame.Rect] = []
        for point in step.points:
            rects += self._rects(point)
        return rects

    def _rects(self, point: Point) -> list[pygame.Rect]:
        if point.kind == "hand":
            if self.hand_seat() != YOU_SEAT:
                return []
            if not point.key:
                return [self.layout.hand_tray()]
            return [tile.rect for tile in self.hand_tiles(YOU_SEAT) if tile.tile in point.key]
        if point.kind == "button":
            name = point.key[0]
            if name.startswith("buy"):
                button = self.buy_buttons[int(name[3:])]
                return [button.rect] if button.visible else []
            return [self.confirm_button.rect] if self.confirm_button.visible else []
        if point.kind == "event":
            event = self.course.event(self.match.shown)
            return self.points.rects(event_target(event), self.table) if event is not None else []
        return self.points.rects(Target(Kind(point.kind), point.key), self.table)

    def board_marks(self) -> list[pygame.Rect]:
        """What the arrow had better not cross: the middle of every space (its symbol, or the number of the tile on
        it), the corner with its points, and the track's numbers."""
        spaces = list(self.layout.spaces.values())
        corners = [pygame.Rect(rect.right - 40, rect.bottom - 38, VALUE_BADGE, VALUE_BADGE) for rect in spaces]
        middles = [rect.inflate(-2 * SPACE_EDGE, -2 * SPACE_EDGE) for rect in spaces]
        track = [rect.inflate(-SPACE_EDGE, -SPACE_EDGE) for rect in self.layout.track_spaces.values()]
        return [*middles, *corners, *track]

    def words(self) -> str:
        """What the card says now."""
        words = self.course.words(self.match.shown, self.table.rows, self.match.names)
        step = self.course.step
        if self.course.on and step is not None and step.hints and not self.app.settings.hints:
            words += " " + _("Your hints are off; this step shows them all the same (H turns them on for every game).")
        return f"{self.notice} {words}".strip() if self.notice else words

    def header(self) -> str:
        return _("Lesson {n} of {count}: {title}").format(
            n=self.lesson_number + 1, count=len(LESSONS), title=_(self.lesson.title))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        if self.card_shown():
            card = self._card or self.card
            draw_pointers(surface, self.pointed(), card, self.pulse, self.board_marks(), self.arrows)
            draw_card(surface, self.text.fonts, card, self.header(), self.words(), self.course.complaint,
                      self.continue_button if self.continue_button.visible else None)
        if self.app.is_top(self):
            self.tips.draw(surface, self.text.fonts)  # over the card (Next's own, or a thing's beside the card)

    def draw_tips(self, surface: pygame.Surface) -> None:
        """Not under the card: `draw` draws the tooltip after it."""


class GuidedPauseScene(PauseScene):
    """The pause menu of the guided game: Restart starts the lesson again, Back to title keeps the player's place."""

    def __init__(self, app: Host, guided: GuidedGameScene) -> None:
        super().__init__(app)
        self.guided = guided

    def ask_restart(self) -> None:
        self.app.push(routes.confirm_scene(self.app, N_("Start this lesson again?"),
                                           N_("The lesson starts again from its first step."), N_("Restart"),
                                           self.restart))

    def restart(self) -> None:
        self.app.pop()  # this menu; the lesson under it is then replaced
        self.guided.restart_lesson()
