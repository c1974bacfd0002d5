"""`host`: a table with no window, for friends far away: phone, remote and bot seats given on the command line or in a
small file; the join links printed; the game told in the terminal (public events only) and saved as it is played,
so that its log replays; Ctrl-C stops it with the game saved, to go on with `host --resume` (or in the window).
The table itself is game/phones/headless.py; reaching it over TLS or through a reverse proxy, docs/hosting.md."""

from __future__ import annotations

import argparse
import dataclasses
import ipaddress
import signal
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from game.match_setup.seats import BOT, PHONE, REMOTE, MatchConfig, SeatConfig
from game.rules import COLORS
from game.rules.players import MAX_PLAYERS, MIN_PLAYERS
from game.text.i18n import N_, _

from . import CommandError, UsageError
from ._arguments import file_name, seconds_between, seed_number

if TYPE_CHECKING:  # imported where used: the command line loads no server until `host` runs
    from game.phones.gate import Limits
    from game.phones.reach import Reach

NAME = "host"
READS_BOARD = True  # --board names the map it plays on
HELP = N_("run a table with no window: phone, remote and bot seats, joined over the network")
DEFAULT_PORT = 8642
TICK = 0.05  # seconds between two steps of the table: quick enough that nobody waits on it, and an idle CPU
STOP_SIGNALS = (signal.SIGINT, signal.SIGTERM)
MOST_SEATS_FILE = 4096  # bytes: eight seats' lines, with room for comments


def add_arguments(parser: argparse.ArgumentParser) -> None:
    seats = parser.add_mutually_exclusive_group(required=True)
    seats.add_argument("--seats", metavar="SEATS",
                       help=_("the seats in play order, separated by commas: phone:NAME for a person on a phone "
                              "or in a browser, remote:NAME for a person at another computer (the game's Join a "
                              "table, or a browser), bot:LEVEL or bot:LEVEL:NAME for a bot (e.g. "
                              "\"phone:Pia, remote:Max, bot:hard\")"))
    seats.add_argument("--seats-file", metavar="FILE", type=file_name,
                       help=_("a file with one seat per line, written as for --seats (# starts a comment)"))
    seats.add_argument("--resume", metavar="FILE", type=file_name,
                       help=_("continue a game this table left unfinished (its save, named when it stopped)"))
    parser.add_argument("--interface", default="",
                        help=_("the address to listen on (default: this machine's local network address)"))
    parser.add_argument("--port", type=_port, default=DEFAULT_PORT,
                        help=_("the port to listen on (default {port}; 0 picks a free one)").format(port=DEFAULT_PORT))
    parser.add_argument("--public", metavar="URL",
                        help=_("the address browsers open when a reverse proxy serves the table, e.g. "
                               "https://ibexes.example.org (see docs/hosting.md)"))
    parser.add_argument("--cert", metavar="FILE", type=file_name,
                        help=_("serve over TLS (https, wss) with this certificate chain (PEM); needs --key"))
    parser.add_argument("--key", metavar="FILE", type=file_name, help=_("the private key of --cert (PEM)"))
    parser.add_argument("--seed", type=seed_number, default=None, help=_("the deal's seed (default: a random one)"))
    parser.add_argument("--stand-in-after", type=seconds_between(5, 3600), default=None, metavar="SECONDS",
                        help=_("seconds a phone may be gone at its turn before a bot plays its seat (default 60)"))


def _port(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(_("must be a whole number, not {text}").format(text=repr(text))) from None
    if not 0 <= value <= 65535:
        raise argparse.ArgumentTypeError(_("a port is from 0 to 65535, not {value}").format(value=value))
    return value


def seat_lineup(items: list[str], source: str) -> tuple[SeatConfig, ...]:
    """The seats `items` name (each "phone:NAME", "remote:NAME", "bot:LEVEL" or "bot:LEVEL:NAME"), in play order,
    coloured in the game's order; a wrong one is a UsageError naming `source` and the item."""
    from game.bots import LEVELS
    from game.storage.names import clean_name

    seats: list[SeatConfig] = []
    for item in (item.strip() for item in items):
        kind, _colon, rest = item.partition(":")
        kind = kind.strip().lower()
        if kind in (PHONE, REMOTE):  # the same seat on the wire: served by the phone server
            name = clean_name(rest)
            if not name:
                raise UsageError(_("{source}: “{item}” names no one; write {kind}:NAME").format(
                    source=source, item=item, kind=kind))
            level = "normal"
        elif kind == BOT:
            level, _colon, named = rest.partition(":")
            level = level.strip().lower()
            if level not in LEVELS:
                raise UsageError(_("{source}: “{item}”: unknown level; choose from {levels}").format(
                    source=source, item=item, levels=", ".join(LEVELS)))
            name = clean_name(named) or _("Bot {n}").format(n=sum(s.controller == BOT for s in seats) + 1)
        else:
            raise UsageError(_("{source}: “{item}” is not a seat; write phone:NAME, remote:NAME or bot:LEVEL")
                             .format(source=source, item=item))
        if name in (s.name for s in seats):
            raise UsageError(_("{source}: two seats are called {name}").format(source=source, name=name))
        seats.append(SeatConfig(name, COLORS[len(seats) % len(COLORS)], kind, level))
    if not MIN_PLAYERS <= len(seats) <= MAX_PLAYERS:
        raise UsageError(_("{source}: a game has {low} to {high} players, not {n}").format(
            source=source, low=MIN_PLAYERS, high=MAX_PLAYERS, n=len(seats)))
    if not any(s.plays_elsewhere for s in seats):
        raise UsageError(_("{source}: no phone or remote seat, so nobody would play; a game of bots alone is "
                           "`simulate`")
                         .format(source=source))
    return tuple(seats)


def _seats_of(args: argparse.Namespace) -> tuple[SeatConfig, ...]:
    if args.seats is not None:
        return seat_lineup([item for item in args.seats.split(",") if item.strip()], "--seats")
    return seats_in_file(Path(args.seats_file))


def seats_in_file(path: Path) -> tuple[SeatConfig, ...]:
    """The seats a seats file names, one a line as for --seats (# starts a comment); a file that cannot be read is a
    CommandError naming it, a wrong seat a UsageError (see `seat_lineup`)."""
    from game.base.safe_reading import read_limited

    try:
        text = read_limited(path, MOST_SEATS_FILE).decode("utf-8")
    except UnicodeDecodeError:
        raise CommandError(_("{file}: not a text file (UTF-8)").format(file=path)) from None
    except OSError as exc:
        raise CommandError(_("{file}: cannot be read ({problem})").format(file=path,
                                                                          problem=exc.strerror or exc)) from None
    lines = [line.split("#", 1)[0].strip() for line in text.splitlines()]
    return seat_lineup([line for line in lines if line], str(path))


def _reach(args: argparse.Namespace) -> Reach:
    from game.phones.reach import Reach, ReachError, public_origin, tls_context

    if (args.cert is None) != (args.key is None):
        raise UsageError(_("--cert and --key go together: the certificate and its private key"))
    try:
        public = public_origin(args.public) if args.public is not None else None
        tls = tls_context(Path(args.cert), Path(args.key)) if args.cert is not None else None
    except ReachError as exc:
        raise CommandError(str(exc)) from None
    if public is None and args.interface:
        try:
            unspecified = ipaddress.ip_address(args.interface).is_unspecified
        except ValueError:
            raise UsageError(_("--interface: “{text}” is not an IP address").format(text=args.interface)) from None
        if unspecified:
            raise UsageError(_("--interface {address} listens on every address, so the links cannot name one: give "
                               "--public with the address browsers open").format(address=args.interface))
    return Reach(tls=tls, public=public)


def _limits(reach: Reach) -> Limits:
    """The phone server's limits: its own, but behind a reverse proxy every connection comes from the proxy's
    address, so the cap per address is the cap in all there (the proxy keeps one per address: docs/hosting.md)."""
    from game.phones.gate import Limits

    limits = Limits()
    return dataclasses.replace(limits, per_address=limits.connections) if reach.public is not None else limits


def run(args: argparse.Namespace, clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], None] = time.sleep) -> int:
    """Host the table until its game ends or Ctrl-C (or a service manager's TERM) stops it between two steps."""
    stop = threading.Event()
    previous = {kind: signal.signal(kind, lambda _kind, _frame: stop.set()) for kind in STOP_SIGNALS}
    try:
        return _host(args, stop, clock, sleep)
    finally:
        for kind, handler in previous.items():
            signal.signal(kind, handler)


def _host(args: argparse.Namespace, stop: threading.Event, clock: Callable[[], float],
          sleep: Callable[[float], None]) -> int:
    from game.commands._board import load_board
    from game.phones.address import phone_host
    from game.phones.headless import STAND_IN_AFTER, HeadlessTable
    from game.phones.server import PhoneServerError
    from game.phones.table import PhoneTable
    from game.session.bot_seats import ThreadBots, WorkerBots
    from game.session.resume import resume_match
    from game.session.seating import make_match
    from game.storage.phone_links import links_for
    from game.storage.saves import Autosave, SaveError, load_save, saves_dir

    reach = _reach(args)
    loaded = None
    if args.resume is not None:
        try:
            loaded = load_save(args.resume)
        except SaveError as exc:
            raise CommandError(str(exc)) from None
        config = loaded.config
        if any(s.is_human for s in config.seats) or not config.phones or loaded.game.over:
            raise CommandError(_("{file}: not a game a table with no window can go on with (it has seats at a "
                                 "screen, no phone seat, or it has ended)").format(file=args.resume))
        board = loaded.log.board
    else:
        config = MatchConfig(_seats_of(args), seed=args.seed)
        board, _board_name = load_board(args)
    links = links_for(Path(args.resume).name) if args.resume is not None else None
    if phone_host(args.interface) is None:
        raise CommandError(_("this computer is on no local network, so the links can name no address: give "
                             "--interface with the address to listen on"))
    try:
        table = PhoneTable.open(config, board, args.interface, args.port, _limits(reach), links=links, reach=reach)
    except PhoneServerError as exc:
        raise CommandError(str(exc)) from None
    names = {seat: s.name for seat, s in enumerate(config.seats)}
    for seat in table.seats:
        print(_("{name}: {link}").format(name=names[seat], link=table.server.url(seat)), flush=True)
    print(_("Waiting for every player to join. Ctrl-C stops the table."), flush=True)
    hosted: HeadlessTable | None = None
    try:
        while not table.all_joined() and not stop.is_set():
            sleep(TICK)
        if stop.is_set():
            print(_("The table was stopped before the game began."), flush=True)
            return 0
        bots = WorkerBots()  # the search levels think in a process of their own, as in the window
        if loaded is not None:
            match = resume_match(loaded, bots, seats=table.controllers())
        else:
            match = make_match(config, board, bots=bots, seats=table.controllers())
            match.recorder = Autosave.start(match.game, config, saves_dir())
        path = getattr(match.recorder, "path", None)
        print(_("Every phone has joined: the game begins. It is saved as it is played, in {file}.").format(
            file=path), flush=True)
        hosted = HeadlessTable(table, match, ThreadBots, lambda line: print(line, flush=True),
                               args.stand_in_after or STAND_IN_AFTER)
        last = clock()
        while not hosted.over and not stop.is_set():
            sleep(TICK)
            now = clock()
            hosted.step(now - last)
            last = now
        if hosted.over:
            print(_("The game has ended."), flush=True)
        else:
            print(_("The table was stopped; the game is saved: continue it with --resume {file}").format(
                file=path), flush=True)
    finally:
        if hosted is not None:
            hosted.stop()
        else:
            table.close(_("the table was stopped"))
    return 0
