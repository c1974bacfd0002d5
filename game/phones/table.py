"""A match's phone seats and the phone server, tied together: decisions in from phones, states out to them.

The join panel opens the table before the match exists (phones join and wait). The table makes the phone
seats' controllers (`PhoneSeat`) and supplies them to the match's set-up (`controllers`, for
game/session/seating.make_match); the play screen then attaches the match. From then on the decisions the match
applies send each phone seat its own view and their events, redacted for that seat (game/phones/protocol.py),
once for all the decisions an update applies, and, where they change the table, once the screen has shown it; a phone's
decision goes to its seat's controller, which the match runner asks like any other. As the screen shows the
events, each seat's phone is told its own round (game/phones/story.py) and every phone each round's summary (the
one the screen's history shows), in step with the table; the table says when it pauses, and how long each seat's
phone has been gone, so that the screen can let someone else play the seat meanwhile (game/session/stand_ins.py).
States are built on the frame loop's thread, the only one that touches the game; the server's thread only sends
text and hands decisions over.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from game.match_setup.seats import BOT, MatchConfig
from game.rules import BoardSpec, Decision, Event, chosen_meanwhile, redact
from game.session.runner import Match
from game.session.seats import Person
from game.storage.phone_links import PhoneLinks
from game.text.i18n import _
from game.text.round_summary import RoundTally

from . import protocol
from .address import NO_NETWORK, phone_host
from .protocol import Decide
from .reach import Reach
from .seat import PhoneSeat
from .server import Limits, PhoneServer, PhoneServerError
from .story import SeatStory
from .words import stood_in


class PhoneTable:
    """The phone server of one match (or one resume of it) and the phone seats it serves."""

    def __init__(self, server: PhoneServer, config: MatchConfig, board: BoardSpec) -> None:
        self.server = server
        self.config = config
        self.match: Match | None = None  # set by `attach`; until then a phone's decision is refused
        # Read by the server's thread; a seat moved to the screen leaves it (`drop_seat`).
        self._seats = {seat: PhoneSeat(partial(self._refused, seat)) for seat in config.phones}
        names = tuple(s.name for s in config.seats)
        colors = tuple(s.color for s in config.seats)
        bots = tuple(s.level if s.controller == BOT else None for s in config.seats)
        for seat in config.phones:
            server.set_welcome(seat, protocol.welcome(seat, names, colors, board, bots))
        server.on_decide = self._decide
        self._stories = {seat: SeatStory(seat, names, colors) for seat in config.phones}
        # Each round's summary as the table shows its end, for every phone (a resumed match shows its history: the
        # tally sees the whole game).
        self._tally = RoundTally(len(config.seats))
        self._away = dict.fromkeys(config.phones, 0.0)  # seconds of the table's time each seat's phone has been gone
        self.paused = False
        # The events of the decisions applied since the phones' last states (None: none applied). The states go out
        # once the match's update has applied all of its decisions (`_settled`), so that decisions taken at once
        # (everyone chooses at the same time) cost one state a phone, not one a decision; and where they change the
        # table (a reveal, a new round), only once the screen has shown it, so that a phone's rows, hand and
        # question never run ahead of the table: its tile is not in a row on the phone while the table shows it
        # face down.
        self._unsent: list[Event] | None = None
        # What someone standing in for each seat chose since its phone last played it (told to the phone when back).
        self._stood_in: dict[int, list[Decision]] = {seat: [] for seat in config.phones}
        self._behind = False  # the states wait for the screen to show what the decisions changed on the table

    @classmethod
    def open(cls, config: MatchConfig, board: BoardSpec, interface: str, port: int,
             limits: Limits | None = None, links: PhoneLinks | None = None, reach: Reach | None = None) -> PhoneTable:
        """Start the server for `config`'s phone seats; raises PhoneServerError with a sentence if it cannot.
        `links`: those a game left unfinished gave its phones (on their port, when `port` is 0: any); `reach`: how
        browsers reach the server (game/phones/reach.py)."""
        host = phone_host(interface)
        if host is None:
            raise PhoneServerError(_(NO_NETWORK))
        if links is not None and not port:
            port = links.port
        server = PhoneServer(config.phones, host, port, limits, links, reach)
        server.start()
        return cls(server, config, board)

    @property
    def seats(self) -> list[int]:
        return sorted(self.server.tokens)

    def all_joined(self) -> bool:
        return self.server.joined >= set(self.server.tokens)

    def drop_seat(self, seat: int) -> None:
        """The seat is played at the screen instead: its token stops working and its phone is let go."""
        self._seats.pop(seat, None)
        self.server.drop(seat, _("this seat is now played at the screen"))

    def controllers(self) -> dict[int, PhoneSeat]:
        """The controllers of the seats still played on phones, for the match's set-up to seat."""
        return dict(self._seats)

    def playing(self, seat: int) -> bool:
        """Whether the seat's phone plays it now (not someone standing in for it, nor the screen instead)."""
        controller = self._seats.get(seat)
        return controller is not None and self.match is not None and self.match.controller(seat) is controller

    def links(self) -> PhoneLinks:
        """The seats' tokens and keys, to let the same phones back in when the game is continued."""
        return self.server.links()

    # ------------------------------------------------------------------ the table's time
    def update(self, dt: float) -> None:
        """`dt` seconds of the table's time passed: each seat's phone has been gone that much longer, or is here."""
        for seat in self._away:
            self._away[seat] = 0.0 if self.server.connected(seat) else self._away[seat] + dt

    def away(self, seat: int) -> float:
        """How long the seat's phone has been gone, in seconds of the table's time (0 while it is connected)."""
        return self._away.get(seat, 0.0)

    def pause(self, paused: bool) -> None:
        """The table paused (its menu is open) or goes on: every phone is told."""
        if paused != self.paused:
            self.paused = paused
            self.server.tell_all(protocol.message("table", paused=paused))

    # ------------------------------------------------------------------ the match
    def attach(self, match: Match) -> None:
        """From now on `match` gets the phones' decisions and the phones its states; `match` was seated with
        this table's `controllers`."""
        for seat, controller in self._seats.items():
            if match.controller(seat) is not controller:
                raise ValueError(f"seat {seat + 1} of the match is not played by this table's phone")
        self.match = match
        match.listeners.append(self._applied)
        match.settled.append(self._settled)
        match.watchers.append(self._shown)
        # A new match's first states carry its deal (each seat's own tiles only), so that a game joined from
        # another machine shows it being dealt; a resumed one's carry nothing (the seats' views say where it is).
        setup = [] if match.resumed else list(match.game.setup_events)
        for seat in self._seats:
            self._publish(seat, setup)

    def _applied(self, decision: Decision, events: Sequence[Event]) -> None:
        seat = decision.seat
        if seat in self._seats:
            self._seats[seat].answered()
            self._note_stand_in(seat, decision)
        if self._unsent is None:
            self._unsent = []
        self._unsent += events

    def _settled(self) -> None:
        """The match has applied its decisions for now: each phone seat is sent its state, with their events, unless
        they change the table before the screen has shown it (a reveal, a row taken, a new round): then once the
        screen has shown everything (`_shown`). Choices made while others choose (a purchase, which is public at
        once, a tile laid face down) change nothing shown, and go out at once."""
        if self.match is None or self._unsent is None:
            return
        if not self.match.has_events() or (not self._behind and all(map(chosen_meanwhile, self._unsent))):
            self._send_states()
        else:
            self._behind = True

    def _note_stand_in(self, seat: int, decision: Decision) -> None:
        """A decision for a phone seat: one someone stood in for it to take is kept to tell its phone (until the
        phone decides itself again)."""
        assert self.match is not None
        chosen = self._stood_in[seat]
        if not self.playing(seat):
            controller = self.match.controller(seat)
            chosen.append(decision)
            by_bot = not (isinstance(controller, Person) and controller.at_screen)
            self.server.keep(seat, protocol.message("stood_in", message=stood_in(by_bot, chosen)))
        elif chosen:
            chosen.clear()
            self.server.keep(seat, protocol.message("stood_in", message=""))

    def _send_states(self) -> None:
        self._behind = False
        events, self._unsent = self._unsent, None
        if events is not None:
            for seat in self._seats:
                self._publish(seat, events)

    def _shown(self, event: Event) -> None:
        """The screen shows `event`: each phone seat whose own round it changes is told its story anew, and every
        phone the summary of a round that ends."""
        summary = self._tally.add(event)
        if summary is not None:
            names = tuple(s.name for s in self.config.seats)
            self.server.tell_all(protocol.message("summary", summary=protocol.summary_to_dict(summary, names)))
        for seat, story in self._stories.items():
            if seat in self._seats and story.add(redact(event, seat)):
                self.server.keep(seat, protocol.message("story", story=story.to_dict()))
        if self.match is not None and self._unsent is not None and not self.match.has_events():
            self._send_states()  # the screen has caught up with the decisions taken meanwhile

    def _publish(self, seat: int, events: list[Event]) -> None:
        match = self.match
        assert match is not None
        turn = match.decisions_taken
        view = match.view(seat)
        asked = view.pending if view.pending is not None and view.pending.seat == seat else None
        question = self._seats[seat].expect(turn, asked)
        self.server.publish(seat, protocol.state(view, turn, events, question))

    def _refused(self, seat: int, sentence: str) -> None:
        sentence = sentence[:1].upper() + sentence[1:]
        sentence += "" if sentence.endswith(".") else "."
        self.server.send(seat, protocol.message("illegal", message=sentence))

    def _decide(self, seat: int, decide: Decide) -> str | None:
        """On the server's thread: hand a phone's decisions to its seat; a sentence when they cannot be taken."""
        controller = self._seats.get(seat)
        if self.match is None or controller is None:
            return _("the match has not begun: it starts when every phone has joined")
        if not self.playing(seat):
            return _("someone at the table plays your seat until your phone is back; it is yours again in a moment")
        return controller.deliver(decide.decision, decide.question)

    def close(self, reason: str = "the match has ended", kept: bool = False) -> None:
        """Let the phones go, telling them `reason`; `kept`: the game was left unfinished and keeps its links (the
        pages try to join again until it is continued)."""
        if self.match is not None and self._applied in self.match.listeners:
            self.match.listeners.remove(self._applied)
            self.match.settled.remove(self._settled)
            self.match.watchers.remove(self._shown)
        self.server.stop(reason, kept)
