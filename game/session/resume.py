"""Resuming a saved game: the match that goes on from a save, in the window or headless to its end.

The data folder's saves (game/storage/saves.py) read and check a save and give its record, the game as left and
its setup; here the seating makes that setup's controllers again and the match goes on, appending to the same
file. Its bots are seeded from where the save was left (game.session.seating.bot_seed), so resuming a save twice,
in the window or headless, plays the same game on.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Mapping
from typing import TYPE_CHECKING

from game.match_setup.seats import BOT
from game.rules import Game
from game.storage.game_log import LogWriter
from game.storage.saves import Autosave, LoadedSave, SaveError, history, load_save
from game.text.i18n import _

if TYPE_CHECKING:
    from game.session.bot_seats import BotRunner
    from game.session.runner import Match
    from game.session.seats import Controller


def resume_match(loaded: LoadedSave, bots: BotRunner | None = None,
                 seats: Mapping[int, Controller] | None = None) -> Match:
    """A window match (game.session.runner.Match) that goes on from a loaded save, appending to the same file.

    `bots` thinks for its bot seats (game/session/bot_seats.py; the window passes its worker process); `seats`
    supplies the phone seats' controllers (game/phones/table.py). Its bots are seeded from where the save was
    left (game.session.seating.bot_seed), so resuming it twice plays the same game on. The caller checks that
    the board on screen is the save's board (`loaded.log.board`).
    """
    from game.session.seating import make_match  # it imports the bots; a screen listing saves needs neither

    match = make_match(loaded.config, loaded.log.board, game=loaded.game, history=history(loaded),
                       decisions_taken=len(loaded.log.decisions), bots=bots, seats=seats)
    match.recorder = Autosave.resume(loaded)
    return match


def resume_headless(
    path: str | os.PathLike,
    delay: float = 0.0,
    report: Callable[[str], None] = print,
    sync: bool = True,
) -> Game:
    """Continue a computer game from its log to its end, appending to the same log (`simulate --resume`).

    Every seat must be a bot (as `simulate` writes them); `delay` seconds pass between decisions. Raises
    SaveError for a save that cannot be resumed this way. The bots are those of `resume_match`: resuming
    the same save here or in the window plays the same game on.
    """
    from game.bots import make_bot
    from game.session.seating import make_match

    loaded = load_save(path)
    if loaded.note:
        report(_("note: {note}").format(note=loaded.note))
    humans = [seat.name for seat in loaded.config.seats if seat.controller != BOT]  # at the screen, or elsewhere
    if humans:
        raise SaveError(
            _("{file}: {names} played at the screen, on a phone or from another computer; continue this game in the "
              "window (its title screen lists the saved games)").format(file=loaded.path, names=", ".join(humans))
        )
    if loaded.game.over:
        return loaded.game
    for seat in loaded.config.seats:
        try:
            make_bot(seat.level, 0)
        except ValueError as exc:
            raise SaveError(f"{loaded.path}, line 1: {exc}") from None
    try:
        writer = LogWriter.append(loaded.path, loaded.log, sync=sync)
    except OSError as exc:
        raise SaveError(_("{file}: cannot be written ({problem})").format(file=loaded.path,
                                                                           problem=exc.strerror or exc)) from None
    match = make_match(loaded.config, loaded.log.board, game=loaded.game, decisions_taken=len(loaded.log.decisions),
                       recorder=writer)
    with match:
        return match.play_to_end(between=(lambda: time.sleep(delay)) if delay else None)
