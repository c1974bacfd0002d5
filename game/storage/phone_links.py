"""The phone seats' links of games left unfinished, so that a game continued lets its phones back in unscanned.

A phone joins its seat with the token in the seat's join address, and its page keeps the key the seat gave it
(game/phones/server.py). When a match with phone seats is left before its end (Back to title, the window closed),
its tokens, keys and port are kept here, by the save's file name, in `phone_links.json` in the data folder; when
that save is continued, the phone server opens with them, and the pages, which keep trying, join again by
themselves. A new match makes new links. The file holds secrets of games on this computer only; one that cannot
be read is ignored (the phones scan their codes again) and replaced by the next one written.
"""

from __future__ import annotations

import json
import logging
import os
from dataclasses import dataclass, field
from pathlib import Path

from game.storage.data_folder import atomic_write_text, data_dir
from game.storage.json_words import JsonFileError, read_json_file
from game.text.i18n import N_

logger = logging.getLogger(__name__)

FILE_NAME = "phone_links.json"
FORMAT = "dance-of-ibexes-phone-links"
VERSION = 1
MOST_BYTES = 64 * 1024
MOST_GAMES = 8  # games left unfinished whose links are kept (the oldest go first)
MOST_SECRET = 64  # characters of a token or key (the phones' own are 28)


@dataclass(frozen=True)
class PhoneLinks:
    """The port the phones knew and, per seat, its token and the key of the browser that held it."""

    port: int
    tokens: dict[int, str] = field(default_factory=dict)
    keys: dict[int, str] = field(default_factory=dict)

    def to_dict(self) -> dict:
        return {"port": self.port, "tokens": {str(s): t for s, t in self.tokens.items()},
                "keys": {str(s): k for s, k in self.keys.items()}}


def _secrets(value: object) -> dict[int, str]:
    if not isinstance(value, dict):
        raise ValueError("not an object")
    found = {}
    for seat, secret in value.items():
        if not (isinstance(seat, str) and seat.isdigit() and len(seat) <= 2 and isinstance(secret, str)
                and 0 < len(secret) <= MOST_SECRET):
            raise ValueError("not a seat's secret")
        found[int(seat)] = secret
    return found


def links_from_dict(data: object) -> PhoneLinks:
    """One game's links as written by `PhoneLinks.to_dict`; raises ValueError when they are not."""
    if not isinstance(data, dict):
        raise ValueError("not an object")
    port = data.get("port")
    if isinstance(port, bool) or not isinstance(port, int) or not 0 < port < 65536:
        raise ValueError("not a port")
    return PhoneLinks(port, _secrets(data.get("tokens")), _secrets(data.get("keys")))


def links_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder if folder is not None else data_dir()) / FILE_NAME


def _read(path: Path) -> dict[str, dict]:
    """Every game's links in the file, by save name, oldest first; {} for a file missing or unusable."""
    try:
        data = read_json_file(path, MOST_BYTES, N_("phone links file"))
    except FileNotFoundError:
        return {}
    except JsonFileError as exc:
        logger.info("%s; the phones of a continued game scan their codes again", exc)
        return {}
    if not isinstance(data, dict) or data.get("format") != FORMAT or data.get("version") != VERSION:
        return {}
    games = data.get("games")
    return {name: links for name, links in games.items() if isinstance(name, str)} if isinstance(games, dict) else {}


def _write(path: Path, games: dict[str, dict]) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps({"format": FORMAT, "version": VERSION, "games": games}) + "\n")
    except OSError as exc:  # the game goes on; its phones scan again when it is continued
        logger.info("%s: the phones' links cannot be kept (%s)", path, exc.strerror or exc)


def keep_links(save: str, links: PhoneLinks, folder: str | os.PathLike | None = None) -> None:
    """Keep the links of the game saved as `save` (a save's file name), the newest of at most MOST_GAMES."""
    path = links_path(folder)
    games = _read(path)
    games.pop(save, None)
    games[save] = links.to_dict()
    _write(path, dict(list(games.items())[-MOST_GAMES:]))


def links_for(save: str, folder: str | os.PathLike | None = None) -> PhoneLinks | None:
    """The links kept for the game saved as `save`, or None."""
    data = _read(links_path(folder)).get(save)
    if data is None:
        return None
    try:
        return links_from_dict(data)
    except ValueError:
        return None


def forget_links(save: str, folder: str | os.PathLike | None = None) -> None:
    """The game saved as `save` has ended, or its phones were given new links: its links are no longer kept."""
    path = links_path(folder)
    games = _read(path)
    if games.pop(save, None) is not None:
        _write(path, games)
