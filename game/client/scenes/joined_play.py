"""The play screen at a table hosted on another machine: the same screen as at home, for the one seat joined.

The match is a `RemoteMatch` (game/joining/remote_match.py): the host decides, deals and judges, and this screen
shows its events and hands the person's decisions to it. What differs from a match played here is said here: one
person sits at this screen, so no curtain; nothing is saved here (the host saves); the menu has no Restart and the
results no Play again (the host starts the next game); and the screen says what the host says in words: a
decision refused, what someone chose for the seat while it was away, the host's table paused, the connection lost
and back, the table closed.
"""

from __future__ import annotations

from game.client.scenes import routes
from game.client.scenes.base import Host
from game.client.scenes.play import PlayScene
from game.joining.link import LinkState
from game.joining.remote_match import RemoteMatch
from game.storage.saves import Autosave
from game.text.i18n import N_, _


class JoinedPlayScene(PlayScene):
    """One seat of a match hosted elsewhere, played at this screen."""

    def __init__(self, app: Host, match: RemoteMatch) -> None:
        super().__init__(app, match.config, match)
        self.remote = match
        self._told = ""  # the sentence about the connection or the host's pause the status line says now
        self._closed = False
        if match.joined_midway:
            self._set_out()
            for event in match.earlier:
                self.history.shown(event, self.tally)
            self.note(_("You joined the table in round {round}.").format(round=match.view(match.seat).round))

    def start_saving(self) -> Autosave | None:
        return None  # the host saves the game, every decision as it is taken

    def leave_warning(self) -> str:
        return _("The game goes on at the host's table; join again with the same address to come back to your seat.")

    @property
    def couch(self) -> bool:
        return False  # one person at this screen, and only their own hand is ever here

    def _may_peek(self, seat: int) -> bool:
        return seat == self.remote.seat

    def open_menu(self) -> None:
        self.app.push(routes.pause_scene(self.app, self.config, restart=False))

    def _set_out(self) -> None:
        """The table as the seat's view has it, at rest (joined midway, or back after missing too much)."""
        match = self.remote
        self.flow.show_all()
        self.table.set_out(match.public_view(), {match.seat: match.view(match.seat).hand})

    # ----------------------------------------------------------------- a frame
    def update(self, dt: float) -> None:
        super().update(dt)
        if self.app.is_top(self):
            self._hear_host()

    def _hear_host(self) -> None:
        match, link = self.remote, self.remote.link
        refusal = match.person.take_refusal()
        if refusal is not None:
            self.error = refusal
        for note in match.take_notes():
            if note.kind == "stood_in" and note.message:
                self.note(note.message)
            elif note.kind == "closed" and note.kept:
                self.note(_("The host stopped the table; the game goes on when the host starts it again."))
        if match.lost_track:
            match.lost_track = False
            self._set_out()
            self.note(_("Back at the table: it is shown as it stands now."))
        self._say(self._connection_words())
        # The host lets the seat go once its game has ended: the table then plays on to the results as at home.
        if link.state is LinkState.ENDED and not self._closed and not match.game_over:
            self._closed = True
            self.app.push(routes.confirm_scene(
                self.app, N_("The table has closed"), link.problem or _("The host's game has ended."), N_("Title"),
                self.app.go_to_title, cancel_label=N_("Stay")))

    def _connection_words(self) -> str:
        link = self.remote.link
        if link.state is LinkState.CONNECTING and not self.remote.game_over:
            return _("The connection to the table is lost: joining again…")
        if self.remote.paused:
            return _("The host has paused the table.")
        return ""

    def _say(self, words: str) -> None:
        """The status line says `words` (the connection, the host's pause) while they hold, then what it said."""
        if words != self._told:
            if self.error == self._told:
                self.error = words
            self._told = words
