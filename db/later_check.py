"""The whole-file content check, run after the program's first paint instead of before it.

:func:`db.preflight.preflight` reads every text and JSON value of the file before it is
opened (0.6 s at 50,000 log entries). The program's window opens with the rest of the
checks (header, SQLite's integrity check, pokerfloor's tables and revision) and asks for
this one after its first paint (:func:`db.connect.open_store` with ``check_later=True``;
a file that needs an upgrade is checked whole before it, as always): :meth:`LaterCheck.start`
runs it on a worker thread of its own (its own read-only connection), and every director
action waits for its answer first (:meth:`Store.check_writable <db.store.Store.check_writable>`
calls :meth:`LaterCheck.wait`), so nothing is recorded in a damaged file: the action is
refused with the check's message, and the window closes the event (``ui.app.later_check``).
Meanwhile the store writes no snapshot either (:meth:`Store.idle_work <db.store.Store.idle_work>`,
:meth:`Store.close <db.store.Store.close>`): what the program writes before the answer is its
own notes (the writer's lease, a hand left in progress marked interrupted), and the
message says so (:data:`db.preflight.OPENED`), not that the file was left untouched.
"""

from __future__ import annotations

import threading
from pathlib import Path

from db.errors import StoreError
from db.preflight import check_values

__all__ = ["LaterCheck"]


class LaterCheck:
    """:func:`db.preflight.check_values` of one file, on a worker thread, once."""

    def __init__(self, path: Path, where: str) -> None:
        self._path = path
        self._where = where
        self._thread: threading.Thread | None = None
        self._finished = threading.Event()
        self.problem: StoreError | None = None
        """What the check found wrong (None: nothing, or not finished yet)."""

    def start(self) -> None:
        """Start the check on its worker thread (once)."""
        if self._thread is None:
            self._thread = threading.Thread(target=self._run, name="pokerfloor-check", daemon=True)
            self._thread.start()

    def _run(self) -> None:
        try:
            check_values(self._path, self._where, opened=True)
        except StoreError as problem:
            self.problem = problem
        finally:
            self._finished.set()

    @property
    def sound(self) -> bool:
        """True once the check has finished and found nothing wrong."""
        return self._finished.is_set() and self.problem is None

    @property
    def done(self) -> bool:
        """True once the check has finished (:attr:`problem` says what it found)."""
        return self._finished.is_set()

    def wait(self) -> None:
        """Wait for the check (started now if it was not); raise what it found wrong."""
        self.start()
        self._finished.wait()
        if self.problem is not None:
            raise self.problem
