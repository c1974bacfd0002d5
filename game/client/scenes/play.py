"""The play screen: one match, from the deal to the results.

The engine (through `game.session.runner.Match`) decides everything; this scene shows its events one by one
(game/client/view/animations.py), asks the person whose turn it is and hands their decision to their seat's
controller (game/session/seats.ScreenSeat), which the runner takes like a bot's or a phone's answer, and lets
the bots think without freezing a frame. On a shared screen with two or more people, each private decision
(buy and play, or keep) starts behind a hand-off curtain, and a hand is drawn only for the seat deciding now,
after its curtain.

The scene says who sees what and composes its parts, one job each: the controls (game/client/scenes/
play_controls.py: the mouse and keys turned into choices and decisions, over the selection and focus of
play_input.py), the buttons (play_buttons.py), what is drawn (play_display.py, with the status line of
play_status.py and the history of play_history.py), the curtain and the keep dialog (play_overlays.py), the flow
(play_flow.py: the events' pace, the decisions handed in, the results), the coach (play_coach.py, reading the
screen through play_coach_host.py), the tooltips (play_tips.py) and the phone seats' side (play_phones.py). The
guided game (game/client/scenes/guided_game.py) is this scene with a guide: the methods it overrides are the
scene's, and the parts call them through the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes import routes
from game.client.scenes.base import Host, Scene
from game.client.scenes.play_buttons import PlayButtons
from game.client.scenes.play_coach import PlayCoach
from game.client.scenes.play_coach_host import ScreenForCoach
from game.client.scenes.play_controls import PlayControls
from game.client.scenes.play_display import PlayDisplay
from game.client.scenes.play_flow import PlayFlow
from game.client.scenes.play_history import History
from game.client.scenes.play_input import PlayInput
from game.client.scenes.play_overlays import PlayOverlays
from game.client.scenes.play_phones import PlayPhones
from game.client.scenes.play_status import Status, status_line
from game.client.scenes.play_tips import PlayTips
from game.client.sound import Effect
from game.client.view.animations import Animator
from game.client.view.board.pointing import TablePoints
from game.client.view.board_view import BoardView, Layout, Overlay
from game.client.view.layout import HandTile, LogPanel
from game.client.view.sound_cues import SoundCues
from game.client.view.sprites import text_of
from game.client.view.table import Table
from game.match_setup.seats import MatchConfig
from game.rules import Decision, DecisionKind, Event
from game.session.bot_seats import BotRunner, WorkerBots
from game.session.runner import BOT_THINK_SECONDS, Match, Wait
from game.session.seating import make_match
from game.session.seats import ScreenSeat
from game.storage.saves import Autosave, autosave_match
from game.text.i18n import N_, _
from game.text.round_summary import RoundTally

if TYPE_CHECKING:
    from game.joining.remote_match import RemoteMatch
    from game.phones.table import PhoneTable


class PlayScene(Scene):
    """One match at the window: who sees what, and the parts that show it and take the person's decisions."""

    opaque = True
    blocks_input = True
    blocks_update = True
    confirm_quit = True  # closing the window mid-match asks first
    # How the window's bots think: in the bot worker process (on a thread if it cannot start), so a search
    # never freezes a frame. Tests put bots that think in-process here.
    bot_runner: type[BotRunner] = WorkerBots
    offers_coach = True  # the coach's button, panel and C (the guided game's guide takes its place)
    seats_grow = True  # at a large text size the seats' panels may take the rows of the seats not in play

    def __init__(self, app: Host, config: MatchConfig, match: Match | RemoteMatch | None = None,
                 phones: PhoneTable | None = None) -> None:
        super().__init__(app)
        board_map = app.board_map
        if board_map is None:
            raise RuntimeError(app.map_error or _("no board map is loaded"))
        self.config = config
        self.match: Match | RemoteMatch = match or make_match(
            config, board_map.spec, bots=self.bot_runner(), seats=phones.controllers() if phones is not None else None)
        self.autosave = self.start_saving()
        # The phone seats' server, handed over by the join panel (game/client/scenes/join.py); stops with the match.
        self.phones = phones
        # Its phones' side: the pause told, a phone gone at its turn stood in for (game/client/scenes/play_phones.py).
        self.phone_side: PlayPhones | None = None
        if phones is not None:
            assert isinstance(self.match, Match)  # a table joined elsewhere serves no phones of its own
            phones.attach(self.match)
            self.phone_side = PlayPhones(self, self.match, phones, self.bot_runner)
        self.layout = Layout(board_map.geometry, board_map.spec, len(config.seats) if self.seats_grow else 8)
        colors = tuple(s.color for s in config.seats)
        names = tuple(s.name for s in config.seats)
        kinds = tuple("human" if s.is_human else "phone" if s.is_phone else "remote" if s.is_remote
                      else f"bot · {s.level}" for s in config.seats)
        self.text = text_of(app)
        self.board = BoardView(self.layout, self.text, colors, names, kinds)
        self.table = Table(self.layout, colors)
        self.animator = Animator(self.table, self.layout, self._speed, self._hand_is_shown, names,
                                 peek=self._may_peek, cue=SoundCues(app.sound))
        self.unveiled: int | None = None  # couch play: the seat whose curtain was dismissed for this decision
        # Every event shown, notice and round's summary since the game began, scrolled with the wheel and keys
        # (game/client/scenes/play_history.py); the tally makes each round's summary as the round ends.
        self.history = History(names)
        self.tally = RoundTally(self.match.n_seats)
        self.showing: Event | None = None  # the last event whose animation started: what the status line says
        self.error = ""  # a refused decision, said in the status line
        self.tracker_open = False
        self.flow = PlayFlow(self)
        self.overlays = PlayOverlays(self)
        self.display = PlayDisplay(self)
        self.controls = PlayControls(self)
        self.button_bar = PlayButtons(self, self.layout)
        bar = self.button_bar
        self.buy_buttons = bar.buy
        self.confirm_button, self.menu_button, self.help_button = bar.confirm, bar.menu, bar.help
        self.skip_button, self.hint_button, self.tracker_button = bar.skip, bar.hints, bar.tracker
        # The choices of the person deciding, rated (game/client/scenes/play_coach.py).
        self.coach = PlayCoach(ScreenForCoach(self), app.settings, self.text, self.layout, self.match.n_seats,
                               self.offers_coach)
        self.buttons = [*self.buy_buttons, self.confirm_button, self.menu_button, self.help_button,
                        self.skip_button, self.hint_button, self.tracker_button, self.coach.button]
        # The tiles selected, the tile under the mouse and the keyboard focus (game/client/scenes/play_input.py).
        self.input = PlayInput(self.buttons)
        # What the mouse or the keyboard's look-round (L) is on, told in one line (game/client/scenes/play_tips.py).
        self.points = TablePoints(self.layout, self.board.round_panel, self.match.n_seats)
        self.tips = PlayTips(self, self.points, board_map.spec, names, kinds)
        if self.match.resumed:
            self.show_all()  # a resumed game opens on the board as it was left
        self._refresh_buttons()

    def start_saving(self) -> Autosave | None:
        """Every decision is saved as it is taken (game/storage/saves.py); a resumed match keeps appending to its
        save."""
        assert isinstance(self.match, Match)
        return autosave_match(self.match)

    def leave_warning(self) -> str:
        """Every decision is autosaved, so a match left waits under Continue, unless saving failed."""
        if self.autosave is None or self.autosave.problem:
            return _("The match could not be saved, so it will be lost.")
        return _("The match is saved: Continue on the title screen resumes it.")

    def exit(self) -> None:
        if self.phone_side is not None:
            self.phone_side.let_go(self.autosave.path if self.autosave is not None else None)
        self.match.close()
        self.coach.close()

    @property
    def screen_seats(self) -> dict[int, ScreenSeat]:
        """The people at this screen's seats' controllers (they answer through them, as bots and phones do); a phone's
        seat played here for a while is one of them."""
        return {seat: controller for seat in range(self.match.n_seats)
                if isinstance(controller := self.match.controller(seat), ScreenSeat)}

    def leave_screen(self, seat: int) -> None:
        """`seat` goes back to its phone: its curtain, its keep dialog and its hand, if shown, go."""
        self.overlays.leave_screen(seat)

    def on_top(self) -> bool:
        """Whether no dialog stands over the table."""
        return self.app.is_top(self)

    # ----------------------------------------------------------------- settings
    def _speed(self) -> float:
        return self.app.settings.animation_speed  # already in range (game/storage/settings.py)

    def bot_beat(self) -> float:
        """How long a bot's decision stays "thinking" on screen at the chosen animation speed."""
        if self.app.settings.instant_animations:
            return 0.0
        return BOT_THINK_SECONDS / self._speed()

    @property
    def hints(self) -> bool:
        return self.app.settings.hints

    def toggle_hints(self) -> None:
        self.app.settings.hints = not self.hints  # applies at once and is saved at once
        self.app.sound.play(Effect.BUTTON)

    def toggle_tracker(self) -> None:
        self.tracker_open = not self.tracker_open
        self.app.sound.play(Effect.BUTTON)

    # ----------------------------------------------------------------- who sees what
    @property
    def couch(self) -> bool:
        # People on phones look at this screen too: one person at it then decides behind the curtain as well.
        return len(self.match.humans) >= 2 or (bool(self.match.humans) and bool(self.config.phones))

    def hand_seat(self) -> int | None:
        """Whose hand may be drawn now. One person: always theirs. Several: only the seat deciding now,
        after its curtain; nobody's while anything else happens."""
        humans = self.match.humans
        if not humans:
            return None
        if len(humans) == 1 and not self.couch:
            return humans[0]
        pending = self.match.pending
        if self.unveiled in humans and pending is not None and pending.seat == self.unveiled:
            return self.unveiled
        return None

    def _hand_is_shown(self, seat: int) -> bool:
        return self.hand_seat() == seat

    def _may_peek(self, seat: int) -> bool:
        """A face-down play stays readable for its owner only when they are the one person at the screen."""
        return self.match.humans == [seat] and not self.config.phones

    def private_seat(self) -> int | None:
        """The human seat whose decision the screen waits for now (every event before it shown)."""
        pending = self.match.pending
        if self.match.waiting_for() is not Wait.HUMAN or pending is None:
            return None
        return pending.seat

    def moving(self) -> bool:
        """Whether the table is still showing something that the next decision waits for. Other seats'
        face-down tiles still flying to the tray are not: the players chose together, so a person may choose
        while the bots' tiles land."""
        return self.match.has_events() or (self.animator.busy and not self.animator.only_choosing())

    def still(self) -> bool:
        """Nothing flies, lands or fades on the table, and nothing waits to be shown (a person deciding, a bot
        thinking)."""
        return not self.match.has_events() and not self.animator.busy

    def holding_choice(self) -> bool:
        """Whether the table shows something the person deciding now waits for. Others' choices made meanwhile (a
        bot's purchase, a tile laid face down) are not, even before they are shown: everyone chooses at the same
        time (spec/rules.md 2.2), so the runner does not wait for them either (`Match.waiting_for`)."""
        return self.match.waiting_for() is Wait.ANIMATION or (self.animator.busy and not self.animator.only_choosing())

    def ready_for_input(self) -> int | None:
        """The human seat that may click tiles and buttons now (its curtain down, no dialog open)."""
        seat = self.private_seat()
        if seat is None or self.holding_choice() or self.overlays.up:
            return None
        if self.couch and self.unveiled != seat:
            return None
        return seat

    # ----------------------------------------------------------------- the flow (play_flow.py)
    def update(self, dt: float) -> None:
        if self.flow.interrupted(dt):
            return
        self.animator.update(dt)
        self.tips.update(dt)
        if self.flow.advance(dt) is Wait.HUMAN:
            self._ask_human()
        self.flow.tell_autosave_problem()
        self.coach.update()
        self._refresh_buttons()

    def _ask_human(self) -> None:
        pending = self.match.pending
        assert pending is not None
        self.table.status[pending.seat] = N_("keeping") if pending.kind is DecisionKind.KEEP else N_("choosing")
        if not self.app.is_top(self):
            return  # a dialog (e.g. "Quit?") is on its way: the curtain or keep dialog waits until it is gone
        self.overlays.ask(pending)

    def note(self, sentence: str) -> None:
        """A sentence in the history, after the events shown so far (a continued game, a saving problem)."""
        self.history.add(sentence)

    @property
    def log(self) -> list[str]:
        """The history's entries as they read, oldest first (a summary's lines joined)."""
        return [" ".join(entry.lines) for entry in self.history.entries()]

    def holds_events(self) -> bool:
        """Whether the events still to be shown wait for now (the guided game holds the table while its player
        reads)."""
        return False

    def refusal(self, decision: Decision) -> str | None:
        """Why this screen does not hand `decision` in, in a sentence (None: it does). A real game hands in every
        decision and the engine judges it; the guided game asks for particular choices."""
        return None

    def finish_animation(self) -> None:
        self.flow.finish_animation()

    def skip_all(self) -> None:
        """Show everything up to the person's next decision at once (play_flow.PlayFlow.skip_all)."""
        self.flow.skip_all()

    def show_all(self) -> None:
        """Show every event the runner has queued at once."""
        self.flow.show_all()

    def show_results(self) -> None:
        self.flow.show_results()

    def open_menu(self) -> None:
        self.app.push(routes.pause_scene(self.app, self.config, phones=self.phones))

    def open_help(self) -> None:
        self.app.push(routes.rules_scene(self.app))

    # ----------------------------------------------------------------- input (play_controls.py)
    def handle_event(self, event: pygame.event.Event) -> bool:
        return self.controls.handle_event(event)

    def choose_purchase(self, count: int) -> None:
        self.controls.choose_purchase(count)

    def buy(self, count: int) -> None:
        self.controls.buy(count)

    def confirm(self) -> None:
        self.controls.confirm()

    def toggle_tile(self, tile: int) -> None:
        self.controls.toggle_tile(tile)

    def playable_tiles(self) -> list[int]:
        return self.controls.playable_tiles()

    # ----------------------------------------------------------------- what shows (play_display.py, play_buttons.py)
    def refresh_buttons(self) -> None:
        """Bring the buttons up to date now: for the parts, through the hook the guided game extends."""
        self._refresh_buttons()

    def _refresh_buttons(self) -> None:
        self.button_bar.refresh()

    def status(self) -> Status:
        """The status line now: whose turn it is and what the game waits for; the seat acting."""
        return status_line(self.display.situation())

    def overlay(self) -> Overlay:
        return self.display.overlay()

    def history_box(self) -> LogPanel:
        """Where the history is drawn: the side column, or what the coach's panel leaves of it while it shows."""
        return self.layout.log_panel(self.match.n_seats, coach=self.coach.showing_panel())

    def hand_tiles(self, seat: int) -> list[HandTile]:
        return self.display.hand_tiles(seat)

    def hand_tile_at(self, pos: tuple[int, int]) -> int | None:
        return self.display.hand_tile_at(pos)

    def draw(self, surface: pygame.Surface) -> None:
        self.display.draw(surface)
        if self.app.is_top(self):
            self.draw_tips(surface)

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The tooltip showing now, over the table (a screen that draws more over the table draws it after that)."""
        self.tips.draw(surface, self.text.fonts)


__all__ = ["PlayScene"]
