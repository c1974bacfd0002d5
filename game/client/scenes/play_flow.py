"""The play screen's flow: the pace at which the match's events are shown, the decisions of the people at the screen
handed to their seats, and what follows the last round.

Each frame the flow starts the next events' animations while nothing moves (game/client/view/animations.py), lets
the runner apply the bots' answers (game/session/runner.py), brings the drawn table in line with the match once
everything is shown, marks every seat still choosing on its panel, and says what the match waits for then; the
play scene asks the person (through its curtain and keep dialog, game/client/scenes/play_overlays.py) when that is
a person at the screen. Skip and Space show everything at once; the results follow a short look at the final board.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.client.scenes import routes
from game.client.scenes.takeover import TakeoverPrompt
from game.rules import Decision, DecisionKind
from game.rules.match_stats import match_stats
from game.session.runner import Match, Wait
from game.storage.statistics import record_finished_match
from game.text.i18n import N_

if TYPE_CHECKING:
    from game.client.scenes.play import PlayScene

RESULTS_DELAY = 1.2  # seconds to look at the final board before the results
# Bots choosing together are applied one per frame (each is saved and synced to disk as it is taken), so a
# table of eight never spends one frame on a whole round's decisions; a sixtieth of a second is too short to see.
BOT_DECISIONS_PER_FRAME = 1
# A person's decision is taken in the frame it is made; a play without buying is two decisions
# (game.session.seats.play_without_buying).
PERSON_DECISIONS = 2


class PlayFlow:
    """One play screen's pace: events shown one after another, decisions handed in, the results at the end."""

    def __init__(self, scene: PlayScene) -> None:
        self.scene = scene
        self._synced = False  # the drawn table has taken the match's state since the last event shown
        self._over_time = 0.0
        self._results_shown = False
        self._autosave_told: str | None = None  # the autosave problem the log panel has said
        self._count_in_statistics = not scene.match.game_over  # a finished save opened again was counted already

    # ----------------------------------------------------------------- a frame
    def interrupted(self, dt: float) -> bool:
        """Whether a question about the phones opened over the table this frame (the table waits for its answer)."""
        scene = self.scene
        if scene.phones is not None and TakeoverPrompt.offer(scene.app, scene, scene.phones.server, scene.config):
            return True  # a phone asks for a seat another phone plays: the table answers first
        # A seat's phone is gone at its turn: the table says who plays it meanwhile.
        return scene.phone_side is not None and scene.phone_side.update(dt)

    def advance(self, dt: float) -> Wait | None:
        """Show what comes next and let the bots decide; what the match waits for once the table is still (None
        while it moves). A bot's seat is said to think; the results follow a while after the game is over."""
        scene, match = self.scene, self.scene.match
        self.pump()
        # The runner decides when a bot's answer is applied (game/session/runner.py): bots choosing together go on
        # while the table is still showing earlier events. Its events start showing in the next frame, so
        # that one frame does not both apply a decision and set its animations going.
        match.update(dt, think_seconds=scene.bot_beat(), most=BOT_DECISIONS_PER_FRAME)
        if match.skipping and match.waiting_for() not in (Wait.HUMAN, Wait.OVER):
            scene.show_all()
        elif scene.app.settings.instant_animations and (scene.animator.busy or match.has_events()):
            scene.show_all()  # instant: every event is shown as soon as it comes
        if scene.moving():
            self._synced = False
            return None
        if not self._synced:
            own = {seat: match.view(seat).hand for seat in match.humans}  # drawn only behind their curtains
            scene.table.sync(match.public_view(), own)
            self._synced = True
        waiting = match.waiting_for()
        if waiting in (Wait.HUMAN, Wait.BOT):
            self.mark_choosing()
        elif waiting is Wait.OVER:
            self._over_time += dt
            if self._over_time >= RESULTS_DELAY and not self._results_shown:
                self._results_shown = True
                scene.show_results()
        return waiting

    def mark_choosing(self) -> None:
        """Every seat the runner waits for says so on its panel, however many choose at once: a person at this
        screen is choosing (or keeping), a phone's player deciding (or a bot standing in for them), a bot thinking."""
        scene, match = self.scene, self.scene.match
        for question in match.asked():
            seat = question.seat
            label = scene.phone_side.label(seat) if scene.phone_side is not None else None
            if label is None and scene.config.seats[seat].plays_elsewhere:
                label = N_("deciding…")  # a person at a table joined from here, on a device of their own
            if seat in match.humans:
                label = N_("keeping") if question.kind is DecisionKind.KEEP else N_("choosing")
            scene.table.status[seat] = label or N_("thinking…")

    def tell_autosave_problem(self) -> None:  # after the frame's events joined the log, so it is the newest
        """Say once, in the log panel, that the game is no longer saved (a full disk, a read-only folder)."""
        autosave = self.scene.autosave
        problem = autosave.problem if autosave is not None else None
        if problem and problem != self._autosave_told:
            self._autosave_told = problem
            notice = problem.partition(": ")[2] or problem  # the panel is narrow: the sentence without the file
            self.scene.note(notice[:1].upper() + notice[1:])

    def pump(self) -> None:
        """Start the next events' animations while nothing moves (events without animation pass at once)."""
        scene, match = self.scene, self.scene.match
        while True:
            upcoming = match.peek_event()
            if upcoming is None or scene.holds_events() or (scene.animator.busy
                                                            and not scene.animator.can_join(upcoming)):
                return
            event = match.next_event()
            if event is None:
                return
            scene.animator.play(event)
            scene.showing = event
            scene.history.shown(event, scene.tally)

    # ----------------------------------------------------------------- the person's decision
    def decide(self, decision: Decision) -> None:
        """Hand the person's decision to their seat's controller; the runner takes it at once, as it takes every
        seat's answer, and a decision the engine refuses comes back in words, for the status line."""
        scene = self.scene
        if decision.kind is DecisionKind.BUY:
            scene.input.purchase = None  # made, or refused: either way no longer waiting to be confirmed
        refusal = scene.refusal(decision)
        if refusal is not None:
            scene.error = refusal
            return
        person = scene.screen_seats.get(decision.seat)
        if person is None:
            return  # the seat went back to its phone meanwhile
        person.decide(decision)
        scene.match.update(0.0, think_seconds=scene.bot_beat(), most=PERSON_DECISIONS)
        refusal = person.take_refusal()
        scene.error = refusal or ""
        if refusal is None and decision.kind is not DecisionKind.BUY:
            # The private decision is over (after a purchase the play follows): in couch play the hand hides until
            # the next curtain.
            scene.unveiled = None
            scene.input.clear()
        self.pump()

    # ----------------------------------------------------------------- hurrying on
    def finish_animation(self) -> None:
        self.scene.animator.finish()
        self.pump()

    def skip_all(self) -> None:
        """Show everything up to the person's next decision at once, the bots' beats skipped too (answers that
        come later, from the bot process, are shown at once as well, while `match.skipping`)."""
        scene = self.scene
        scene.match.skip_beats()
        for _attempt in range(100):
            scene.show_all()
            if not scene.match.update(0.0, think_seconds=scene.bot_beat()):
                break
        scene.show_all()

    def show_all(self) -> None:
        """Show every event the runner has queued at once."""
        scene = self.scene
        for _attempt in range(10000):
            scene.animator.finish()
            if not scene.match.has_events() or scene.holds_events():
                break
            self.pump()
        scene.table.floats.clear()

    # ----------------------------------------------------------------- the end
    def show_results(self) -> None:
        """The results replace the play screen; a game finished and saved here counts in the statistics."""
        scene, match = self.scene, self.scene.match
        final = match.final()
        if self._count_in_statistics and isinstance(match, Match):  # a table joined elsewhere is the host's to count
            path = scene.autosave.path if scene.autosave is not None else None
            record_finished_match(scene.config, final.positions, list(final.places),
                                  path.name if path is not None else f"seed {match.seed}")
        stats = match_stats(match.shown, match.n_seats, final.start)
        track = match.board.track
        scene.app.replace(routes.results_scene(scene.app, scene.config, final.positions, final.places, final.reason,
                                               track.dung_heap, stats=stats, track=track,
                                               again=isinstance(match, Match)))
