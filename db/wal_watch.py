"""Watching a SQLite file's write-ahead log while the program runs; a fresh copy on demand.

SQLite writes each commit to ``<file>-wal`` and copies it into the file at a checkpoint (the
store's heartbeat). If something deletes or replaces the ``-wal`` under a running program
(a cleaning tool, a sync client, a careless copy), SQLite keeps writing to the file it
opened, which no longer has a name: the commands since the last checkpoint survive only as
long as the program does, and a crash then loses them silently.

:class:`WalWatch` remembers which file the ``-wal`` is (device and inode) and, at each
heartbeat, reports when it is gone or another file took its name. The store's open
connection still sees every committed command, so :func:`write_fresh_copy` writes the whole
event (SQLite's backup API from that connection) to a new file next to it and opens that copy
through the normal store to check it before saying it is done.
"""

from __future__ import annotations

import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from db.errors import StoreError

if TYPE_CHECKING:
    from db.store import Store

__all__ = ["WalWatch", "fresh_copy_path", "write_fresh_copy"]


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

    @property
    def armed(self) -> bool:
        """True when there was a ``-wal`` to watch when the watch started."""
        return self._identity is not None

    def check(self) -> str | None:
        """The problem (kept once found), or None while the ``-wal`` is the one SQLite uses."""
        if self.problem is not None or self._identity is None:
            return self.problem
        now = _identity(self.wal)
        if now == self._identity:
            return None
        what = "was deleted" if now is None else "was replaced by another file"
        self.problem = (
            f"The database {self.database} is at risk: its write-ahead log ({self.wal.name}) "
            f"{what} while pokerfloor was running. Everything is still in memory, but the "
            "actions since the last save would be lost if pokerfloor stopped now. "
            "Please write a fresh copy of the event and continue from it."
        )
        return self.problem


def fresh_copy_path(database: Path, now_ms: int) -> Path:
    """``<name>.fresh-<instant>.sqlite`` next to the database."""
    stem = database.name.removesuffix(".sqlite")
    return database.with_name(f"{stem}.fresh-{now_ms}.sqlite")


def write_fresh_copy(store: Store, now_ms: int, target: Path | None = None) -> Path:
    """Write the whole event as the store's connection sees it to a new file; return it.

    The copy is then opened through :func:`db.connect.open_store` (read-only checks, schema)
    and every tournament in it must load to the state the running program holds.
    """
    from db.connect import open_store

    database = Path(store.where)
    target = target or fresh_copy_path(database, now_ms)
    if target.exists():
        raise StoreError(str(target), "a file of that name already exists")
    conn = store.connection()
    raw = conn.connection.dbapi_connection
    if conn.dialect.name != "sqlite" or not isinstance(raw, sqlite3.Connection):
        raise StoreError(store.where, "only a SQLite file has a write-ahead log to copy")
    if conn.in_transaction():
        conn.commit()
    copy = sqlite3.connect(target)
    try:
        raw.backup(copy)
    finally:
        copy.close()
    check = open_store(target, now_ms=now_ms, read_only=True)
    try:
        for info in check.tournaments():
            if check.load(info.id).snapshot() != store.load(info.id).snapshot():
                raise StoreError(
                    str(target), f"the copy of {info.name} differs; keep pokerfloor open"
                )
    finally:
        check.close()
    return target
