"""Watching a SQLite file's write-ahead log while the program runs.

SQLite writes each commit to ``<file>-wal`` and copies it into the file at a checkpoint (the
store's heartbeat). If something deletes or replaces the ``-wal`` under a running program
(a cleaning tool, a sync client, a careless copy), SQLite keeps writing to the file it
opened, which no longer has a name: the commands since the last checkpoint survive only as
long as the program does, and a crash then loses them silently.

:class:`WalWatch` remembers which file the ``-wal`` is (device and inode) and, after each
commit (:meth:`WalWatch.check` with the store's connection; the heartbeat too), reports when
it is gone or another file took its name, and secures what is committed at once:

- a full checkpoint copies every committed command from the nameless ``-wal`` into the
  database file (which still has its name);
- a deleted ``-wal`` is then made again (the journal switched out of WAL and back), so the
  next commits are in a ``-wal`` with a name again: nothing is at risk any more;
- a replaced one is left alone (it is not ours to delete): every later commit is
  checkpointed into the file at once, until the director writes a fresh copy.

The store's open connection still sees every committed command, so the fresh copy
(:mod:`db.fresh_copy`) writes the whole event from it to a new file next to it.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from sqlalchemy import Connection


__all__ = ["WalWatch"]


def _identity(path: Path) -> tuple[int, int] | None:
    try:
        info = os.stat(path)
    except OSError:
        return None
    return info.st_dev, info.st_ino


class WalWatch:
    """Notices when the ``-wal`` of ``database`` is deleted or replaced (see the module doc)."""

    def __init__(self, database: Path) -> None:
        self.database = database
        self.wal = database.with_name(database.name + "-wal")
        self._identity = _identity(self.wal)
        self.problem: str | None = None
        self._each_commit = False  # a replaced -wal: checkpoint after every commit

    @property
    def armed(self) -> bool:
        """True when there was a ``-wal`` to watch when the watch started."""
        return self._identity is not None

    def check(self, conn: Connection | None = None) -> str | None:
        """The problem (kept once found), or None while the ``-wal`` is the one SQLite uses.

        With the store's ``conn`` (outside a transaction, just after a commit), a lost
        ``-wal`` is also secured at once (see the module doc)."""
        if self._identity is None:
            return self.problem
        now = _identity(self.wal)
        if now == self._identity:
            if self._each_commit and conn is not None:
                _checkpoint(conn, "FULL")
            return self.problem
        deleted = now is None
        if conn is None:
            self.problem = self.problem or self._at_risk(deleted)
            return self.problem
        try:
            _checkpoint(conn, "FULL")
        except sqlite3.Error as error:
            self.problem = self._at_risk(deleted, str(error))
            return self.problem
        if deleted and _new_wal(conn):
            self._identity = _identity(self.wal)
            self.problem = (
                f"The database {self.database} was at risk: its write-ahead log "
                f"({self.wal.name}) was deleted while pokerfloor was running. Every action "
                "was saved into the database file at once and a new write-ahead log was "
                "started: nothing is lost. Find the program that deletes files in this "
                "folder (a cleaning or sync tool) and stop it; you may also write a fresh "
                "copy of the event."
            )
            return self.problem
        self._each_commit = True
        self._identity = now if now is not None else self._identity
        what = "was deleted" if deleted else "was replaced by another file"
        self.problem = (
            f"The database {self.database} is at risk: its write-ahead log ({self.wal.name}) "
            f"{what} while pokerfloor was running. Every action was saved into the database "
            "file at once, and each new one is (nothing is lost so far), but the file named "
            f"{self.wal.name} is not pokerfloor's any more. Please write a fresh copy of the "
            "event and continue from it."
        )
        return self.problem

    def _at_risk(self, deleted: bool, failed: str = "") -> str:
        """The problem while the commands since the last save are only in memory (``failed``:
        why saving them into the file failed)."""
        what = "was deleted" if deleted else "was replaced by another file"
        if failed:
            return (
                f"The database {self.database} is at risk: its write-ahead log "
                f"({self.wal.name}) {what} while pokerfloor was running (saving into the "
                f"file failed: {failed}). Everything is still in memory, but the actions "
                "since the last save would be lost if pokerfloor stopped now. Please write a "
                "fresh copy of the event and continue from it."
            )
        return (
            f"The database {self.database} is at risk: its write-ahead log ({self.wal.name}) "
            f"{what} while pokerfloor was running. Everything is still in memory, but "
            "the actions since the last save would be lost if pokerfloor stopped now. "
            "Please write a fresh copy of the event and continue from it."
        )


def _raw(conn: Connection) -> sqlite3.Connection:
    raw: object = conn.connection.dbapi_connection
    if not isinstance(raw, sqlite3.Connection):
        raise sqlite3.OperationalError("not a SQLite connection")
    return raw


def _checkpoint(conn: Connection, mode: str) -> None:
    """Copy every committed frame of the ``-wal`` into the database file (raises when some
    could not be copied: a display station still reading them, a full disk)."""
    busy, _, _ = _raw(conn).execute(f"PRAGMA wal_checkpoint({mode})").fetchone()
    if busy:
        raise sqlite3.OperationalError("another program is reading the database")


def _new_wal(conn: Connection) -> bool:
    """Switch the journal out of WAL and back: SQLite makes a new ``-wal`` (True if done)."""
    raw = _raw(conn)
    try:
        mode = raw.execute("PRAGMA journal_mode=DELETE").fetchone()[0]
    except sqlite3.Error:
        return False
    again = raw.execute("PRAGMA journal_mode=WAL").fetchone()[0]
    return str(mode).lower() == "delete" and str(again).lower() == "wal"
