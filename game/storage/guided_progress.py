"""Where the player is in the guided game: the lesson, the step, and the decisions taken in the lesson so far.

Kept in `guided.json` in the data folder, apart from the saved games and the statistics (the guided game is
neither: it is never listed under Continue and never counted), written atomically after every step and every
decision, so the guided game left at any point resumes at the same step. A file that cannot be read is named in
one sentence and the guided game starts from its beginning; the next step written replaces it.
"""

from __future__ import annotations

import json
import os
from dataclasses import dataclass
from pathlib import Path

from game.base.safe_reading import printable
from game.rules.decisions import Decision, decision_from_dict, decision_to_dict
from game.storage.data_folder import atomic_write_text, data_dir
from game.storage.json_words import JsonFileError, read_json_file
from game.text.i18n import N_, _

FILE_NAME = "guided.json"
FORMAT = "dance-of-ibexes-guided-game"
VERSION = 1
MOST_BYTES = 256 * 1024  # a lesson takes a few dozen decisions


@dataclass(frozen=True)
class GuidedProgress:
    lesson: int = 0
    step: int = 0
    # How many of the lesson's events had been shown when the step began to hold the table (None: the step waits
    # for its moment), so that a resumed lesson shows what came before at once and holds where it was left.
    held_from: int | None = None
    decisions: tuple[Decision, ...] = ()  # every decision of the lesson's game so far, the bots' too
    scanned: int = 0  # how many of the lesson's events the steps have looked at

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION, "lesson": self.lesson, "step": self.step,
                "held_from": self.held_from, "scanned": self.scanned,
                "decisions": [decision_to_dict(d) for d in self.decisions]}


def progress_path(folder: str | os.PathLike | None = None) -> Path:
    return Path(folder if folder is not None else data_dir()) / FILE_NAME


def _whole(data: dict, name: str, low: int = 0) -> int:
    value = data.get(name)
    if not isinstance(value, int) or isinstance(value, bool) or value < low:
        raise ValueError(_("{name} must be a whole number of at least {low}").format(name=name, low=low))
    return value


def progress_from_dict(data: object) -> GuidedProgress:
    """The progress in a parsed file; raises ValueError saying what is wrong."""
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise ValueError(_("it is not the guided game's progress"))
    if data.get("version") != VERSION or isinstance(data.get("version"), bool):
        raise ValueError(_("its version is not {version}").format(version=VERSION))
    held = data.get("held_from")
    if held is not None:
        held = _whole(data, "held_from")
    decisions = data.get("decisions")
    if not isinstance(decisions, list):
        raise ValueError(_("decisions must be a list"))
    return GuidedProgress(_whole(data, "lesson"), _whole(data, "step"), held,
                          tuple(decision_from_dict(d) for d in decisions), _whole(data, "scanned"))


def load_progress(folder: str | os.PathLike | None = None) -> tuple[GuidedProgress | None, str | None]:
    """The progress saved (None: none), and a sentence when the file could not be used."""
    path = progress_path(folder)
    try:
        data = read_json_file(path, MOST_BYTES, N_("guided game's progress"))
    except FileNotFoundError:
        return None, None
    except JsonFileError as exc:
        return None, _("{problem}; the guided game starts from the beginning.").format(problem=exc)
    try:
        return progress_from_dict(data), None
    except ValueError as exc:
        return None, _("{file}: {problem}; the guided game starts from the beginning.").format(
            file=path, problem=printable(exc, 200))


def save_progress(progress: GuidedProgress, folder: str | os.PathLike | None = None) -> str | None:
    """Write the progress; a sentence when it could not be written (the guided game goes on, unsaved)."""
    path = progress_path(folder)
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        atomic_write_text(path, json.dumps(progress.to_dict()) + "\n")
    except OSError as exc:
        return _("{file}: your place in the guided game cannot be saved ({problem}).").format(
            file=path, problem=exc.strerror or exc)
    return None


def clear_progress(folder: str | os.PathLike | None = None) -> None:
    """Forget the progress (the guided game was finished, or is started again)."""
    try:
        progress_path(folder).unlink(missing_ok=True)
    except OSError:
        pass  # a file that cannot be removed is replaced by the next progress written
