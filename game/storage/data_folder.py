"""Where the game keeps the player's files, and how it writes them without ever leaving half a file.

The data folder is the platform's user data folder (platformdirs), or the folder named by the
environment variable IBEXES_DATA_DIR (tests and portable installs use it). It holds `settings.json`, the
`saves` folder, and a `crash-*.log` for each internal problem a command hit.
"""

from __future__ import annotations

import os
import tempfile
from collections.abc import Mapping
from pathlib import Path

APP_NAME = "dance-of-ibexes"
DATA_DIR_VARIABLE = "IBEXES_DATA_DIR"


def data_dir(environ: Mapping[str, str] | None = None) -> Path:
    """The user's data folder for this game (not created here)."""
    environ = os.environ if environ is None else environ
    override = environ.get(DATA_DIR_VARIABLE)
    if override:
        return Path(override).expanduser()
    import platformdirs

    return Path(platformdirs.user_data_dir(APP_NAME, appauthor=False))


def atomic_write_text(path: str | os.PathLike, text: str) -> None:
    """Replace `path` with `text` so that a crash leaves either the old file or the new one, never a mix.

    The text goes to a temporary file in the same folder (a rename is only atomic within one file
    system), is synced to disk, and then renamed over the target; the folder is synced so the rename
    itself survives a power cut. Raises OSError when the folder cannot be written.
    """
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(handle, "w", encoding="utf-8") as file:
            file.write(text)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, path)
    except BaseException:
        Path(temporary).unlink(missing_ok=True)
        raise
    _sync_folder(path.parent)


def _sync_folder(folder: Path) -> None:
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:  # some platforms (Windows) cannot open a folder; the rename is durable there anyway
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def write_crash_log(details: str, folder: str | os.PathLike | None = None) -> Path | None:
    """Write a crash report to a fresh file in the data folder; its path, or None when it cannot be written.

    A fresh name opened exclusively (mkstemp: O_EXCL, and no link is followed) means a link planted in the
    folder can never make the report overwrite another file. Never raises: a crash report that fails
    must not become a second crash.
    """
    try:
        target = Path(folder) if folder is not None else data_dir()
        target.mkdir(parents=True, exist_ok=True)
        handle, name = tempfile.mkstemp(prefix="crash-", suffix=".log", dir=target)
        with os.fdopen(handle, "w", encoding="utf-8", errors="replace") as file:
            file.write(details)
        return Path(name)
    except (OSError, ValueError):
        return None
