"""Syncing a file to disk on a thread of its own, so that the window's frames never wait for the disk.

The autosave writes and flushes each decision at once (then a killed or crashed game loses nothing: the
operating system holds the line) and asks this thread to `fsync` the file, so that a power cut loses at most
the last moment's decisions. Requests made while a sync runs are served together by the next one.
"""

from __future__ import annotations

import os
import threading


class BackgroundSync:
    """Calls `os.fsync(fd)` on its own thread after each `request()`; `close()` syncs what is left and ends it."""

    def __init__(self, fd: int, name: str = "disk-sync") -> None:
        self._fd = fd
        self._changed = threading.Condition()
        self._requested = 0  # requests made, and served by a finished sync
        self._served = 0
        self._stopping = False
        self.error: OSError | None = None  # the first sync that failed, for the writer to report
        self._thread = threading.Thread(target=self._run, name=name, daemon=True)
        self._thread.start()

    def request(self) -> None:
        with self._changed:
            self._requested += 1
            self._changed.notify_all()

    def settle(self) -> None:
        """Wait until every request made so far has been synced."""
        with self._changed:
            self._changed.wait_for(lambda: self._served >= self._requested or not self._thread.is_alive())

    def close(self) -> None:
        """Sync what was written and stop the thread (the file stays open for its owner to close)."""
        with self._changed:
            self._stopping = True
            self._changed.notify_all()
        self._thread.join()

    def _run(self) -> None:
        while True:
            with self._changed:
                self._changed.wait_for(lambda: self._requested > self._served or self._stopping)
                target, stopping = self._requested, self._stopping
            if target > self._served:
                try:
                    os.fsync(self._fd)
                except OSError as exc:
                    self.error = self.error or exc
                with self._changed:
                    self._served = target
                    self._changed.notify_all()
            if stopping:
                return
