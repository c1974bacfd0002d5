"""The autosave syncs to disk on a thread of its own: every line is synced, a failed sync is said in words."""

from __future__ import annotations

import errno
import os
import threading

from save_helpers import bot_config

from game.rules import default_board
from game.session.seating import make_match
from game.storage.disk_sync import BackgroundSync
from game.storage.saves import Autosave, load_save, saves_dir


def test_every_request_is_synced_off_the_calling_thread_and_close_syncs_the_rest(tmp_path, monkeypatch):
    synced: list[tuple[int, str]] = []
    real = os.fsync
    monkeypatch.setattr(os, "fsync", lambda fd: (synced.append((fd, threading.current_thread().name)), real(fd)))
    with open(tmp_path / "log", "w") as file:
        sync = BackgroundSync(file.fileno(), "test-sync")
        file.write("one\n")
        file.flush()
        sync.request()
        sync.settle()
        assert synced == [(file.fileno(), "test-sync")]
        for _ in range(5):
            sync.request()
        sync.close()
        assert 2 <= len(synced) <= 6  # requests made during a sync are served together by the next one
        assert all(name == "test-sync" for _, name in synced)
        assert sync.error is None


def test_an_autosave_whose_disk_refuses_to_sync_says_so_once_and_keeps_the_game_going(tmp_path, monkeypatch):
    match = make_match(bot_config(3, "easy"), default_board(), seed=5)
    autosave = Autosave.start(match.game, match.config, saves_dir(tmp_path))
    match.recorder = autosave
    match.play_to_end(most=3)
    assert autosave.problem is None

    def refuse(fd: int) -> None:
        raise OSError(errno.EIO, os.strerror(errno.EIO))

    monkeypatch.setattr(os, "fsync", refuse)
    match.play_to_end(most=1)
    autosave.close()
    assert autosave.problem is not None
    assert autosave.problem.startswith(f"{autosave.path}: the game cannot be saved any more (")
    assert autosave.problem.endswith("it goes on without saving.")
    assert "Error" not in autosave.problem and "errno" not in autosave.problem.lower()
    # Every decision taken was written and flushed, synced or not: the save replays to them.

    assert len(load_save(autosave.path).log.decisions) == 4
