"""Single writer on a SQLite file: an OS lock on a sidecar file ``<database>.lock``.

The lock is taken with ``fcntl.flock`` (POSIX) or ``msvcrt.locking`` (Windows) on the sidecar
file, never on the database itself, so SQLite's own locking is untouched. The OS drops the lock
when the process ends, even on SIGKILL or power loss, so a crash never leaves a stale lock.
The holder writes who it is (pid, host, when) into the sidecar so that a second program can
say who holds it. On PostgreSQL the same role is played by a session advisory lock
(see :mod:`db.engine`). In both cases the ``lease`` table row records the holder too.
"""

from __future__ import annotations

import contextlib
import errno
import os
import socket
import sys
from pathlib import Path
from typing import IO

from db.errors import LockedError, StoreError

__all__ = ["FileLock", "describe_holder"]

_WINDOWS_LOCK_OFFSET = 1 << 20  # lock a byte far past the text so the holder text stays readable


def describe_holder(now_ms: int) -> str:
    """A short description of this program: pid, host and opening instant."""
    return f"pid {os.getpid()} on {socket.gethostname()} since {now_ms}"


class FileLock:
    """An exclusive, non-blocking, process-lifetime lock on ``path`` (a sidecar file)."""

    def __init__(self, path: Path, database: str) -> None:
        self.path = path
        self.database = database
        self._file: IO[str] | None = None

    @property
    def held(self) -> bool:
        """True while this object holds the lock."""
        return self._file is not None

    def acquire(self, holder: str) -> None:
        """Take the lock or raise :class:`LockedError` naming who holds it; a lock file
        that cannot be written (left by ``sudo pokerfloor``) or a full disk raise a
        :class:`StoreError` saying what to do."""
        try:
            handle = open(self.path, "a+", encoding="utf-8")  # noqa: SIM115 (kept while held)
        except OSError as error:
            raise self._unwritable(error) from None
        try:
            _lock(handle)
        except OSError:
            handle.close()
            other = self._read_holder()
            who = f" ({other})" if other else ""
            raise LockedError(
                self.database,
                f"it is already open in another pokerfloor program{who}. Close that program, "
                "or open this file display-only",
            ) from None
        try:
            handle.seek(0)
            handle.truncate()
            handle.write(holder + "\n")
            handle.flush()
        except OSError as error:
            _unlock(handle)
            with contextlib.suppress(OSError):  # closing flushes the text that did not fit
                handle.close()
            raise self._unwritable(error) from None
        self._file = handle

    def _unwritable(self, error: OSError) -> StoreError:
        reason = error.strerror or str(error)
        if error.errno == errno.ENOSPC:
            return StoreError(
                self.database,
                f"the disk holding {self.path.parent} is full ({reason}): pokerfloor cannot "
                "even write its lock file. Free some space (or copy the file to another "
                "disk), then open it again",
            )
        return StoreError(
            self.database,
            f"its lock file {self.path} cannot be written ({reason}); it was probably left "
            f"by running pokerfloor as administrator (sudo pokerfloor). Delete it (sudo rm "
            f"'{self.path}'), then open the database again",
        )

    def release(self) -> None:
        """Drop the lock (idempotent). The sidecar file stays; it is harmless."""
        handle, self._file = self._file, None
        if handle is None:
            return
        try:
            handle.seek(0)
            handle.truncate()
            handle.flush()
            _unlock(handle)
        finally:
            handle.close()

    def _read_holder(self) -> str:
        try:
            return self.path.read_text(encoding="utf-8", errors="replace").strip()[:200]
        except OSError:
            return ""


if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _lock(handle: IO[str]) -> None:
        handle.seek(_WINDOWS_LOCK_OFFSET)
        msvcrt.locking(handle.fileno(), msvcrt.LK_NBLCK, 1)

    def _unlock(handle: IO[str]) -> None:
        handle.seek(_WINDOWS_LOCK_OFFSET)
        msvcrt.locking(handle.fileno(), msvcrt.LK_UNLCK, 1)

else:
    import fcntl

    def _lock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_EX | fcntl.LOCK_NB)

    def _unlock(handle: IO[str]) -> None:
        fcntl.flock(handle.fileno(), fcntl.LOCK_UN)
