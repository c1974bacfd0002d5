"""The play screen: one match, from the deal to the results.

The engine (through `game.session.runner.Match`) decides everything; this scene shows its events one by one
(game/client/view/animations.py), asks the person whose turn it is and hands their decision to their seat's
controller (game/session/seats.ScreenSeat), which the runner takes like a bot's or a phone's answer, and lets
the bots think without freezing a frame. On a shared screen with two or more people, each private decision
(buy and play, or keep) starts behind a hand-off curtain, and a hand is drawn only for the seat deciding now,
after its curtain.

Input: click a hand tile to select it; a buy button (or key 0-3) chooses a purchase, which the confirm button
(or Enter) then makes, naming it ("Buy 2 tiles"); Play (or Enter) plays the selected tiles; the wheel over the
history, Page Up / Page Down, Home and End scroll it; a click or Space while something moves finishes that
animation; the skip button shows everything up to the next decision at once; H turns hints on or off; T opens
the tile tracker; C turns the coach on or off (game/client/scenes/play_coach.py); Escape opens the menu. The
keyboard alone plays too: Tab / Shift+Tab and the arrow keys move a focus over the hand tiles and the buttons;
Space selects the focused tile or presses the focused button (a buy button only chooses); Enter presses the
focused button, makes a purchase chosen, and on a tile plays the selection once it is complete (until then it
selects the focused tile, so Enter twice plays a single tile).

Hints and the purchase preview are the rules' answers for the seat's own view (game/rules/hints.py); the
tracker is built from that view too (game/rules/tracker.py): this screen computes no rule.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.client.scenes.base import Host, Scene
from game.client.scenes.curtain import CurtainScene
from game.client.scenes.keep_dialog import KeepDialog
from game.client.scenes.play_coach import PlayCoach
from game.client.scenes.play_history import History
from game.client.scenes.play_input import PlayInput
from game.client.scenes.play_phones import PlayPhones
from game.client.scenes.play_status import Situation, Status, open_round_warning, status_line
from game.client.scenes.play_tips import PlayTips
from game.client.scenes.routes import Screen
from game.client.scenes.takeover import TakeoverPrompt
from game.client.sound import Effect
from game.client.view import palette as pal
from game.client.view.animations import Animator
from game.client.view.board.pointing import TablePoints
from game.client.view.board_view import BoardView, Layout, Overlay
from game.client.view.buttons import Button
from game.client.view.focus import ACTIVATE_KEYS, focus_step
from game.client.view.layout import HandTile
from game.client.view.sound_cues import SoundCues
from game.client.view.sprites import BONUS, seat_rgb, text_of
from game.client.view.table import Table
from game.rules import HAND_LIMIT, Buy, Decision, DecisionKind, Keep, Play, PlayerView
from game.rules.actions import MAX_BUY
from game.rules.buy_limits import BuyLimit, buy_limit
from game.rules.hints import play_hint, purchase_hint
from game.rules.match_stats import match_stats
from game.rules.tracker import track_tiles
from game.session.bot_seats import BotRunner, WorkerBots
from game.session.config import MatchConfig
from game.session.runner import BOT_THINK_SECONDS, Match, Wait
from game.session.seating import make_match
from game.session.seats import ScreenSeat
from game.storage.phone_links import forget_links, keep_links
from game.storage.saves import autosave_match
from game.storage.statistics import record_finished_match
from game.text.i18n import N_, _, ngettext
from game.text.narrate import YOU
from game.text.round_summary import RoundTally

if TYPE_CHECKING:
    from game.phones.table import PhoneTable

RESULTS_DELAY = 1.2  # seconds to look at the final board before the results
# Bots choosing together are applied one per frame (each is saved and synced to disk as it is taken), so a
# table of eight never spends one frame on a whole round's decisions; a sixtieth of a second is too short to see.
BOT_DECISIONS_PER_FRAME = 1
HISTORY_PAGE = 4  # entries a Page Up or Page Down scrolls the history
# What a greyed buy button says (game/session/buy_limits.py names the limit; translated where drawn).
BUY_LIMITS = {
    BuyLimit.MADE: N_("This round's purchase is decided: a purchase is made once, never split."),
    BuyLimit.MUST_BUY: N_("One tile in a double round: you must buy at least one tile first."),
    BuyLimit.HAND_LIMIT: N_("A hand holds at most {n} tiles: that many would be too many."),
    BuyLimit.SUPPLY_OUT: N_("The supply has run out: nobody buys tiles any more."),
    BuyLimit.ONE_FROM_BOX: N_("The supply has run out: you buy exactly one tile, from the box, to play two."),
    BuyLimit.TILES_LEFT: N_("Not that many tiles are left to buy."),
}
# A person's decision is taken in the frame it is made; a play without buying is two decisions
# (game.session.seats.play_without_buying).
PERSON_DECISIONS = 2
PLAY_TIP = N_("Play the tile you chose, or both in a double round (Enter)")


class PlayScene(Scene):
    opaque = True
    blocks_input = True
    blocks_update = True
    confirm_quit = True  # closing the window mid-match asks first
    # How the window's bots think: in the bot worker process (on a thread if it cannot start), so a search
    # never freezes a frame. Tests put bots that think in-process here.
    bot_runner: type[BotRunner] = WorkerBots
    offers_coach = True  # the coach's button, panel and C (the guided game's guide takes its place)

    def __init__(self, app: Host, config: MatchConfig, match: Match | None = None,
                 phones: PhoneTable | None = None) -> None:
        super().__init__(app)
        board_map = app.board_map
        if board_map is None:
            raise RuntimeError(app.map_error or _("no board map is loaded"))
        self.config = config
        self.match = match or make_match(config, board_map.spec, bots=self.bot_runner(),
                                         seats=phones.controllers() if phones is not None else None)
        # Every decision is saved as it is taken (game/storage/saves.py); a resumed match keeps appending to its save.
        self.autosave = autosave_match(self.match)
        self._autosave_told: str | None = None  # the autosave problem the log panel has said
        # The phone seats' server, handed over by the join panel (game/client/scenes/join.py); stops with the match.
        self.phones = phones
        if phones is not None:
            phones.attach(self.match)
        # Its phones' side: the pause told, a phone gone at its turn stood in for (game/client/scenes/play_phones.py).
        self.phone_side = PlayPhones(self, phones, self.bot_runner) if phones is not None else None
        self.layout = Layout(board_map.geometry, board_map.spec)
        colors = tuple(s.color for s in config.seats)
        names = tuple(s.name for s in config.seats)
        kinds = tuple("human" if s.is_human else "phone" if s.is_phone else f"bot · {s.level}" for s in config.seats)
        self.text = text_of(app)
        self.board = BoardView(self.layout, self.text, colors, names, kinds)
        self.table = Table(self.layout, colors)
        self.animator = Animator(self.table, self.layout, self._speed, self._hand_is_shown, names,
                                 peek=self._may_peek, cue=SoundCues(app.sound))
        self.unveiled: int | None = None  # couch play: the seat whose curtain was dismissed for this decision
        self._curtain_up = False
        self._curtain: CurtainScene | None = None
        self._dialog_up = False
        self._dialog_seat: int | None = None
        self._mouse: tuple[int, int] = (-1, -1)  # where the mouse is, for the buttons' hover
        # Every event shown, notice and round's summary since the game began, scrolled with the wheel and keys
        # (game/client/scenes/play_history.py); the tally makes each round's summary as the round ends.
        self.history = History(names)
        self.tally = RoundTally(self.match.n_seats)
        self.showing = None  # the last event whose animation started: what the status line says happens now
        self._synced = False
        self._over_time = 0.0
        self._results_shown = False
        self._count_in_statistics = not self.match.game.over  # a finished save opened again was counted already
        self.error = ""  # a refused decision, said in the status line
        self.buy_buttons = [
            Button(self.layout.anchor(f"button_buy{k}"), str(k), lambda k=k: self.choose_purchase(k), style="light",
                   size=30)
            for k in range(MAX_BUY + 1)
        ]
        self.confirm_button = Button(self.layout.anchor("button_confirm"), N_("Play"), self.confirm, style="primary",
                                     size=36, tooltip=PLAY_TIP)
        self.menu_button = Button(self.layout.anchor("button_menu"), N_("Menu"), self.open_menu, size=26,
                                  tooltip=N_("The menu: resume, restart, the rules, back to the title (Escape)"))
        self.help_button = Button(self.layout.anchor("button_help"), "?", self.open_help, size=30,
                                  tooltip=N_("The rules, with a picture of every space (F1)"))
        self.skip_button = Button(self.layout.anchor("button_skip"), N_("Skip"), self.skip_all, size=26,
                                  tooltip=N_("Show everything up to your next decision at once"))
        self.hint_button = Button(self.layout.hint_button(), "", self.toggle_hints, style="secondary", size=18,
                                  tooltip=N_("Hints: point at a tile to see where it would go and what it scores (H)"))
        self.tracker_button = Button(self.layout.tracker_button(), "", self.toggle_tracker, style="secondary",
                                     size=18, tooltip=N_("The tile tracker: where each tile is, as you know it (T)"))
        # The choices of the person deciding, rated (game/client/scenes/play_coach.py).
        self.coach = PlayCoach(self, app.settings, self.text, self.layout, self.match.n_seats, self.offers_coach)
        self.buttons = [*self.buy_buttons, self.confirm_button, self.menu_button, self.help_button,
                        self.skip_button, self.hint_button, self.tracker_button, self.coach.button]
        # The tiles selected, the tile under the mouse and the keyboard focus (game/client/scenes/play_input.py).
        self.input = PlayInput(self.buttons)
        # What the mouse or the keyboard's look-round (L) is on, told in one line (game/client/scenes/play_tips.py).
        self.points = TablePoints(self.layout, self.board.round_panel, self.match.n_seats)
        self.tips = PlayTips(self, self.points, board_map.spec, names, kinds)
        self.tracker_open = False
        self._tracked = None  # (the view, its tracker)
        if self.match.resumed:
            self.show_all()  # a resumed game opens on the board as it was left
        self._refresh_buttons()

    def leave_warning(self) -> str:
        """Every decision is autosaved, so a match left waits under Continue, unless saving failed."""
        if self.autosave.problem:
            return _("The match could not be saved, so it will be lost.")
        return _("The match is saved: Continue on the title screen resumes it.")

    def exit(self) -> None:
        if self.phones is not None:
            self._let_phones_go()
        self.match.close()
        self.coach.close()

    def _let_phones_go(self) -> None:
        """A game left unfinished keeps its phones' links (game/storage/phone_links.py): continued, it lets the same
        phones back in without a new scan; their pages wait for it. A finished one forgets them."""
        assert self.phones is not None
        path = self.autosave.path
        if self.match.game.over or path is None:
            if path is not None:
                forget_links(path.name)
            self.phones.close(_("the match has ended"))
            return
        keep_links(path.name, self.phones.links())
        self.phones.close(_("the game on the screen was closed"), kept=True)

    @property
    def screen_seats(self) -> dict[int, ScreenSeat]:
        """The people at this screen's seats' controllers (they answer through them, as bots and phones do); a phone's
        seat played here for a while is one of them."""
        return {seat: controller for seat in range(self.match.n_seats)
                if isinstance(controller := self.match.controller(seat), ScreenSeat)}

    def leave_screen(self, seat: int) -> None:
        """`seat` goes back to its phone: its curtain, its keep dialog and its hand, if shown, go."""
        if self.unveiled == seat:
            self.unveiled = None
            self.input.clear()
        curtain = self._curtain
        if curtain is not None and curtain.seat == seat and self.app.is_top(curtain):
            self.app.pop()
            self._curtain_up, self._curtain = False, None
        if self._dialog_up and self._dialog_seat == seat and isinstance(self.app.stack[-1], KeepDialog):
            self.app.pop()
            self._dialog_up = False

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
        if self.match.waiting_for() is not Wait.HUMAN:
            return None
        return self.match.pending.seat  # type: ignore[union-attr]

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
        if seat is None or self.holding_choice() or self._curtain_up or self._dialog_up:
            return None
        if self.couch and self.unveiled != seat:
            return None
        return seat

    # ----------------------------------------------------------------- the flow
    def update(self, dt: float) -> None:
        if self.phones is not None and TakeoverPrompt.offer(self.app, self, self.phones.server, self.config):
            return  # a phone asks for a seat another phone plays: the table answers first
        if self.phone_side is not None and self.phone_side.update(dt):
            return  # a seat's phone is gone at its turn: the table says who plays it meanwhile
        self.animator.update(dt)
        self.tips.update(dt)
        self._pump()
        # The runner decides when a bot's answer is applied (game/session/runner.py): bots choosing together go on
        # while the table is still showing earlier events. Its events start showing in the next frame, so
        # that one frame does not both apply a decision and set its animations going.
        self.match.update(dt, think_seconds=self.bot_beat(), most=BOT_DECISIONS_PER_FRAME)
        if self.match.skipping and self.match.waiting_for() not in (Wait.HUMAN, Wait.OVER):
            self.show_all()
        elif self.app.settings.instant_animations and (self.animator.busy or self.match.has_events()):
            self.show_all()  # instant: every event is shown as soon as it comes
        if self.moving():
            self._synced = False
            self._tell_autosave_problem()
            self.coach.update()
            self._refresh_buttons()
            return
        if not self._synced:
            own = {seat: self.match.view(seat).hand for seat in self.match.humans}  # drawn only behind their curtains
            self.table.sync(self.match.public_view(), own)
            self._synced = True
        waiting = self.match.waiting_for()
        if waiting is Wait.BOT:
            seat = self.match.pending.seat  # type: ignore[union-attr]
            label = self.phone_side.label(seat) if self.phone_side is not None else None
            self.table.status[seat] = label or N_("thinking…")
        elif waiting is Wait.HUMAN:
            self._ask_human()
        elif waiting is Wait.OVER:
            self._over_time += dt
            if self._over_time >= RESULTS_DELAY and not self._results_shown:
                self._results_shown = True
                self.show_results()
        self._tell_autosave_problem()
        self.coach.update()
        self._refresh_buttons()

    def _tell_autosave_problem(self) -> None:  # after the frame's events joined the log, so it is the newest
        """Say once, in the log panel, that the game is no longer saved (a full disk, a read-only folder)."""
        problem = self.autosave.problem
        if problem and problem != self._autosave_told:
            self._autosave_told = problem
            notice = problem.partition(": ")[2] or problem  # the panel is narrow: the sentence without the file
            self.note(notice[:1].upper() + notice[1:])

    def note(self, sentence: str) -> None:
        """A sentence in the history, after the events shown so far (a continued game, a saving problem)."""
        self.history.add(sentence)

    @property
    def log(self) -> list[str]:
        """The history's entries as they read, oldest first (a summary's lines joined)."""
        return [" ".join(entry.lines) for entry in self.history.entries()]

    def _pump(self) -> None:
        """Start the next events' animations while nothing moves (events without animation pass at once)."""
        while True:
            upcoming = self.match.peek_event()
            if upcoming is None or self.holds_events() or (self.animator.busy and not self.animator.can_join(upcoming)):
                return
            event = self.match.next_event()
            self.animator.play(event)
            self.showing = event
            summary = self.tally.add(event)
            if summary is not None:
                self.history.add(summary)  # the round that just ended, before the next one's first line
            if event.type not in ("dealt", "row_opened"):
                self.history.add(event)

    def _ask_human(self) -> None:
        pending = self.match.pending
        assert pending is not None
        seat = pending.seat
        self.table.status[seat] = N_("keeping") if pending.kind is DecisionKind.KEEP else N_("choosing")
        if not self.app.is_top(self):
            return  # a dialog (e.g. "Quit?") is on its way: the curtain or keep dialog waits until it is gone
        if self.couch and self.unveiled != seat:
            if not self._curtain_up:
                if self.animator.busy:
                    return  # everyone at the screen watches the table settle (the reveal, the points) first
                self.table.floats.clear()  # a fading points popup would wait under the curtain and show after it
                self._curtain_up = True
                self.input.clear()
                yours = self.match.names[seat] == YOU
                why = {
                    DecisionKind.KEEP: N_("It is your turn to choose which tiles to keep.") if yours else
                    N_("It is {name}'s turn to choose which tiles to keep."),
                    DecisionKind.BUY: N_("It is your turn to buy and play.") if yours else
                    N_("It is {name}'s turn to buy and play."),
                    DecisionKind.PLAY: N_("It is your turn to play.") if yours else N_("It is {name}'s turn to play."),
                }[pending.kind]
                self._curtain = CurtainScene(self.app, self.match.names[seat], self.config.seats[seat].color, why,
                                             lambda: self._unveil(seat), seat=seat)
                self.app.push(self._curtain)
            return
        if pending.kind is DecisionKind.KEEP and not self._dialog_up and not self._curtain_up:
            view = self.match.view(seat)
            # The dialog holds the table still: a points label or the row's banner would stay over the row.
            self.animator.clear_passing()
            self._dialog_up, self._dialog_seat = True, seat
            self.app.push(KeepDialog(self.app, self.match.names[seat], seat_rgb(self.config.seats[seat].color),
                                     self._offer_row(), view.keep_offer, view.legal_keeps,
                                     lambda tiles: self._keep(seat, tiles), coach=self.coach))

    def _offer_row(self) -> int | None:
        for event in reversed(self.match.shown):
            if event.type == "row_completed":
                return event.row  # type: ignore[attr-defined]
        return None

    def _unveil(self, seat: int) -> None:
        self._curtain_up, self._curtain = False, None
        self.unveiled = seat

    def _keep(self, seat: int, tiles: tuple[int, ...]) -> None:
        self._dialog_up = False
        self._decide(Keep(seat, tiles))

    def _decide(self, decision: Decision) -> None:
        """Hand the person's decision to their seat's controller; the runner takes it at once, as it takes every
        seat's answer, and a decision the engine refuses comes back in words, for the status line."""
        if decision.kind is DecisionKind.BUY:
            self.input.purchase = None  # made, or refused: either way no longer waiting to be confirmed
        refusal = self.refusal(decision)
        if refusal is not None:
            self.error = refusal
            return
        person = self.screen_seats.get(decision.seat)
        if person is None:
            return  # the seat went back to its phone meanwhile
        person.decide(decision)
        self.match.update(0.0, think_seconds=self.bot_beat(), most=PERSON_DECISIONS)
        refusal = person.take_refusal()
        self.error = refusal or ""
        if refusal is None and decision.kind is not DecisionKind.BUY:
            # The private decision is over (after a purchase the play follows): in couch play the hand hides until
            # the next curtain.
            self.unveiled = None
            self.input.clear()
        self._pump()

    def holds_events(self) -> bool:
        """Whether the events still to be shown wait for now (the guided game holds the table while its player
        reads)."""
        return False

    def refusal(self, decision: Decision) -> str | None:
        """Why this screen does not hand `decision` in, in a sentence (None: it does). A real game hands in every
        decision and the engine judges it; the guided game asks for particular choices."""
        return None

    # ----------------------------------------------------------------- the person's actions
    def choose_purchase(self, count: int) -> None:
        """A buy button or key 0-3: choose that purchase (or none), shown and previewed; Buy (or Enter) makes it."""
        seat = self.ready_for_input()
        if seat is None or self.match.pending.kind is not DecisionKind.BUY:  # type: ignore[union-attr]
            return
        if count not in self.match.view(seat).legal_buys:
            return
        self.input.choose_purchase(count)
        self.app.sound.play(Effect.BUTTON)

    def buy(self, count: int) -> None:
        """Make the purchase of `count` tiles now (what confirming a chosen purchase does)."""
        seat = self.ready_for_input()
        if seat is None or self.match.pending.kind is not DecisionKind.BUY:  # type: ignore[union-attr]
            return
        self._decide(Buy(seat, count))

    def confirm(self) -> None:
        """Play (or Enter): make the purchase chosen, or else play the selected tiles."""
        seat = self.ready_for_input()
        if seat is None:
            return
        view = self.match.view(seat)
        if self.input.purchase and view.pending.kind is DecisionKind.BUY:  # type: ignore[union-attr]
            self.buy(self.input.purchase)
            return
        tiles = tuple(sorted(self.input.selected))
        if len(tiles) != view.tiles_to_play:
            return
        if view.pending.kind is DecisionKind.BUY and 0 not in view.legal_buys:  # type: ignore[union-attr]
            return  # a purchase must come first
        self._decide(Play(seat, tiles))  # while a purchase is asked, the seat plays it without buying

    def toggle_tile(self, tile: int) -> None:
        seat = self.ready_for_input()
        if seat is None or tile not in self.match.view(seat).hand:
            return
        self.input.toggle(tile, self.match.view(seat).tiles_to_play)

    def finish_animation(self) -> None:
        self.animator.finish()
        self._pump()

    def skip_all(self) -> None:
        """Show everything up to the person's next decision at once, the bots' beats skipped too (answers that
        come later, from the bot process, are shown at once as well, while `match.skipping`)."""
        self.match.skip_beats()
        for _attempt in range(100):
            self.show_all()
            if not self.match.update(0.0, think_seconds=self.bot_beat()):
                break
        self.show_all()

    def show_all(self) -> None:
        """Show every event the runner has queued at once."""
        for _attempt in range(10000):
            self.animator.finish()
            if not self.match.has_events() or self.holds_events():
                break
            self._pump()
        self.table.floats.clear()

    def open_menu(self) -> None:
        self.app.push(self.app.make_scene(Screen.PAUSE, self.config, phones=self.phones))

    def open_help(self) -> None:
        self.app.push(self.app.make_scene(Screen.RULES))

    def show_results(self) -> None:
        game = self.match.game
        if self._count_in_statistics:
            path = self.autosave.path
            record_finished_match(self.config, game.positions, game.ranking(),
                                  path.name if path is not None else f"seed {game.seed}")
        start = game.initial_position.positions if game.initial_position is not None else None
        stats = match_stats(self.match.shown, game.n_players, start)
        self.app.replace(self.app.make_scene(Screen.RESULTS, self.config, game.positions, game.ranking(),
                                             game.end_reason, game.board.track.dung_heap, stats=stats,
                                             track=game.board.track))

    # ----------------------------------------------------------------- input
    def hand_tiles(self, seat: int) -> list[HandTile]:
        """The shown hand's tiles with their rectangles, as they are drawn now."""
        playable = self.ready_for_input() is not None  # as `overlay` says: the hovered tile is drawn lifted
        return self.layout.hand_tiles(self.table.hands[seat], self.input.selected, self.input.hover_tile, playable)

    def hand_tile_at(self, pos: tuple[int, int]) -> int | None:
        """The tile of the shown hand at `pos` (logical), hit-tested on the rectangles as they are drawn."""
        seat = self.hand_seat()
        if seat is None:
            return None
        return self.layout.hand_tile_at(self.hand_tiles(seat), pos)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            if self.history_box().box.collidepoint(self.app.mouse_pos()):
                self.scroll_history(event.y)  # the wheel away from you goes back in the game
                return True
            return False
        if event.type == pygame.MOUSEMOTION:
            self._mouse = event.pos
            self.tips.point(event.pos)
            self.input.focus = None  # the mouse moved: it lights the buttons now, not the keyboard's focus
            self.input.hover_tile = self.hand_tile_at(event.pos)
            for button in self.buttons:
                button.handle_event(event)
            return False
        moving = self.holding_choice()
        if event.type == pygame.KEYDOWN:
            return self.tips.key(event) or self._focus_key(event, moving) or self._key(event.key, moving)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.skip_button.hit(event.pos) or self.menu_button.hit(event.pos) or self.help_button.hit(event.pos):
                for button in (self.skip_button, self.menu_button, self.help_button):
                    button.handle_event(event)
                return True
            if moving:
                self.finish_animation()
                return True
            tile = self.hand_tile_at(event.pos)
            if tile is not None:
                self.toggle_tile(tile)
                return True
        for button in self.buttons:
            if button.handle_event(event):
                return True
        return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)

    def _key(self, key: int, moving: bool) -> bool:
        if key == pygame.K_SPACE and moving:
            self.finish_animation()
        elif key == pygame.K_ESCAPE:
            self.open_menu()
        elif key == pygame.K_F1:
            self.open_help()
        elif key == pygame.K_h:
            self.toggle_hints()
        elif key == pygame.K_t:
            self.toggle_tracker()
        elif key == pygame.K_c:
            self.coach.toggle()
        elif key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.confirm()
        elif key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
            self.scroll_history(HISTORY_PAGE if key == pygame.K_PAGEUP else -HISTORY_PAGE)
        elif key == pygame.K_HOME:
            self.history_to_first()
        elif key == pygame.K_END:
            self.history.to_newest()
        elif pygame.K_0 <= key <= pygame.K_0 + MAX_BUY:
            self.choose_purchase(key - pygame.K_0)
        else:
            return False
        return True

    def playable_tiles(self) -> list[int]:
        """The hand tiles the person at the screen may choose now (none while they may not act)."""
        seat = self.ready_for_input()
        return list(self.table.hands[seat]) if seat is not None else []

    def _focus_key(self, event: pygame.event.Event, moving: bool) -> bool:
        tiles = self.playable_tiles()
        if self.input.move(focus_step(event), tiles):
            self.tips.point(None)  # the keyboard points now: the tooltip the mouse rested for goes too
            self._refresh_buttons()
            return True
        if event.key not in ACTIVATE_KEYS or (moving and event.key == pygame.K_SPACE):
            return False
        if event.key != pygame.K_SPACE and self.input.purchase:
            self.confirm()  # Enter makes the purchase chosen, wherever the focus is: Space only chooses
            return True
        seat = self.ready_for_input()
        need = self.match.view(seat).tiles_to_play if seat is not None else 0
        action = self.input.pressed(tiles, need, enter=event.key != pygame.K_SPACE)
        if action is None:
            return False
        kind, value = action
        if kind == "button":
            self.buttons[value].click()
        elif kind == "play":
            self.confirm()  # Enter plays, as it does without a focus
        else:
            self.toggle_tile(value)
        return True

    def _focus_rect(self) -> pygame.Rect | None:
        seat = self.hand_seat()
        tile = self.input.focused_tile(self.playable_tiles())
        if tile is None or seat is None:
            return None
        tiles = self.layout.hand_tiles(self.table.hands[seat], self.input.selected, self.input.hover_tile, True)
        return next((t.rect for t in tiles if t.tile == tile), None)

    # ----------------------------------------------------------------- buttons and words
    def _refresh_buttons(self) -> None:
        seat = self.ready_for_input()
        view = self.match.view(seat) if seat is not None else None
        kind = view.pending.kind if view is not None and view.pending else None
        if kind is not DecisionKind.BUY:
            self.input.purchase = None  # a purchase is chosen only while one may be made
        for count, button in enumerate(self.buy_buttons):
            button.enabled = kind is DecisionKind.BUY and count in view.legal_buys  # type: ignore[union-attr]
            button.visible = seat is not None
            limit = buy_limit(view, count) if view is not None else None
            button.why = _(BUY_LIMITS[limit]).format(n=HAND_LIMIT) if limit is not None else ""
            button.style = "gold" if count == (self.input.purchase or 0) and kind is DecisionKind.BUY else "light"
        need = view.tiles_to_play if view is not None else 1
        self.confirm_button.visible = seat is not None and kind is not DecisionKind.KEEP
        purchase = self.input.purchase
        if purchase:
            # A purchase chosen: the button makes it (nothing is bought before it is pressed).
            self.confirm_button.enabled = True
            self.confirm_button.label = ngettext("Buy {n} tile", "Buy {n} tiles", purchase).format(n=purchase)
            self.confirm_button.tooltip = N_("Make the purchase you chose; then choose the tile to play (Enter)")
        else:
            ok = view is not None and self.input.complete(need)
            self.confirm_button.why = N_("Pick two tiles first.") if need == 2 else N_("Pick a tile first.")
            if kind is DecisionKind.BUY and 0 not in view.legal_buys:  # type: ignore[union-attr]
                ok = False
                self.confirm_button.why = BUY_LIMITS[BuyLimit.MUST_BUY]
            self.confirm_button.enabled = ok
            self.confirm_button.label = N_("Play both") if need == 2 else N_("Play")
            self.confirm_button.tooltip = PLAY_TIP
        self.skip_button.enabled = (self.animator.busy or self.match.has_events()
                                    or self.match.waiting_for() is Wait.BOT)
        self.skip_button.why = (N_("The game is over.") if self.match.waiting_for() is Wait.OVER else
                                N_("Nothing to skip: the table waits for a player at this screen."))
        self.hint_button.label = N_("Hints: on (H)") if self.hints else N_("Hints: off (H)")
        self.hint_button.visible = self.hand_seat() is not None
        self.tracker_button.label = N_("Tiles: shown (T)") if self.tracker_open else N_("Tiles (T)")
        self.tracker_button.visible = self.hand_seat() is not None  # behind the player's own curtain only
        focused = self.input.focused_button()
        for index, button in enumerate(self.buttons):
            button.keyboard_focus = index == focused
        mouse = self._mouse if focused is None and self.input.focus is None else (-1, -1)  # one lit at a time
        for button in self.buttons:
            button.hover = button.active and button.hit(mouse)

    def status(self) -> Status:
        """The status line now: whose turn it is and what the game waits for; the seat acting."""
        return status_line(self.situation())

    def situation(self) -> Situation:
        """What the status line speaks about now (game/client/scenes/play_status.py)."""
        match = self.match
        pending = match.pending
        waiting = match.waiting_for()
        moving = self.holding_choice()
        curtained = pending is not None and self.couch and self.unveiled != pending.seat
        asked = pending is not None and waiting is Wait.HUMAN and not moving and not curtained
        phones = self.phone_side.on_phones() if self.phone_side is not None else frozenset()
        return Situation(names=match.names, humans=tuple(match.humans), phones=phones,
                         waiting=waiting, pending=pending, moving=moving, showing=self.showing, curtained=curtained,
                         view=match.view(pending.seat) if asked else None,  # type: ignore[union-attr]
                         error=self.error, purchase=self.input.purchase if asked else None)

    # ----------------------------------------------------------------- drawing
    def overlay(self) -> Overlay:
        seat = self.hand_seat()
        hand = tuple(self.table.hands[seat]) if seat is not None else ()
        acting = self.ready_for_input()
        hint = purchase = tracker = None
        pointed = self.input.pointed_tile(hand) if acting is not None else None
        view = self.match.view(acting) if acting is not None else None
        if view is not None and self.hints and pointed is not None:
            # In a double round the seat's other selected tile is placed with it (the engine's order).
            others = [t for t in self.input.selected if t != pointed and t in view.hand]
            others = others[-1:] if view.tiles_to_play > 1 else []
            hint = play_hint(view, (pointed, *others))
        count = self.previewed_buy()
        pointing_at_buy = any(b.active and (b.hover or b.keyboard_focus) for b in self.buy_buttons)
        if view is not None and count is not None and (hint is None or pointing_at_buy):
            purchase = purchase_hint(view, count)  # the purchase pointed at, or chosen while no tile is
        if self.tracker_open and seat is not None:
            tracker = self._tracker(seat)
        status, color, who = self.status()
        pending = self.match.pending
        waiting = self.match.waiting_for()
        acting_seat = pending.seat if pending is not None and waiting in (Wait.HUMAN, Wait.BOT) else None
        if self.table.placing is not None:
            acting_seat = self.table.placing  # the reveal tells whose tile is placed now: that seat is lit
        return Overlay(
            hand_seat=seat,
            hand=hand,
            selected=tuple(self.input.selected),
            playable=acting is not None,
            hover_tile=self.input.hover_tile,
            hint=hint,
            hint_tile=pointed,
            purchase=purchase,
            focus=self._focus_rect(),
            marked=frozenset(self.table.bought[seat]) if seat is not None else frozenset(),
            tracker=tracker,
            buttons=[b for b in self.buttons if b.visible],
            status=status,
            status_color=color,
            acting=acting_seat if acting_seat is not None else who,
            log=tuple(self.history.entries()),
            log_back=self.history.back,
            log_version=self.history.version,
            log_box=self.history_box(),
            flying_into_hand=frozenset(self.table.incoming),
            note=open_round_warning(view, self.match.names) if view is not None and view.pending is not None
            and view.pending.kind is not DecisionKind.KEEP else "",
        )

    def history_box(self):
        """Where the history is drawn: the side column, or what the coach's panel leaves of it while it shows."""
        return self.layout.log_panel(self.match.n_seats, coach=self.coach.showing_panel())

    def scroll_history(self, steps: int) -> None:
        """Scroll the history `steps` entries back (older; negative: newer)."""
        self.history.scroll(steps, self.board.log.most_back(self.history_box(), self.history.entries()))

    def history_to_first(self) -> None:
        self.history.to_first(self.board.log.most_back(self.history_box(), self.history.entries()))

    def _tracker(self, seat: int):
        """The seat's tracker, worked out again only when its view changes."""
        view = self.match.view(seat)
        if self._tracked is None or self._tracked[0] is not view:
            self._tracked = (view, track_tiles(view))
        return self._tracked[1]

    # ----------------------------------------------------------------- what the coach reads (play_coach.CoachHost)
    def coached_seat(self) -> int | None:
        """The person at the screen deciding now, every event before it shown and their hand shown."""
        seat = self.private_seat()
        if seat is None or self.holding_choice() or self.hand_seat() != seat:
            return None
        return seat

    def decisions_taken(self) -> int:
        return len(self.match.decisions)

    def view(self, seat: int) -> PlayerView:
        return self.match.view(seat)

    def tiles_view(self, seat: int) -> PlayerView | None:
        return self.match.view_if_buying_none(seat)

    def buy_button_rects(self) -> dict[int, pygame.Rect]:
        return {count: button.rect for count, button in enumerate(self.buy_buttons) if button.visible}

    def previewed_buy(self) -> int | None:
        """The purchase the mouse or the keyboard focus is on, while it may be bought; else the one chosen."""
        for count, button in enumerate(self.buy_buttons):
            if button.active and (button.hover or button.keyboard_focus):
                return count
        return self.input.purchase if self.ready_for_input() is not None else None

    def draw(self, surface: pygame.Surface) -> None:
        overlay = self.overlay()
        self.board.draw(surface, self.table, overlay)
        if overlay.buttons and any(b in overlay.buttons for b in self.buy_buttons):
            label = self.text.render(_("buy tiles · 1 point each"), 18, pal.CREAM, True)
            surface.blit(label, label.get_rect(bottomleft=self.layout.buy_caption_at()))
        self.coach.draw(surface)
        if self.app.is_top(self):
            self.draw_tips(surface)

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The tooltip showing now, over the table (a screen that draws more over the table draws it after that)."""
        self.tips.draw(surface, self.text.fonts)


__all__ = ["BONUS", "PlayScene"]
