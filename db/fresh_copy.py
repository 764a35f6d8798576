"""A fresh copy of the event, written while the program runs (after its ``-wal`` was lost).

The store's open connection still sees every committed command (:mod:`db.wal_watch`), so
:func:`write_fresh_copy` writes the whole event (SQLite's backup API from that connection)
to a new file next to it and opens that copy through the normal store to check it before
saying it is done.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

from db.connect import open_store
from db.errors import StoreError
from db.store import Store

__all__ = ["fresh_copy_path", "write_fresh_copy"]


def fresh_copy_path(database: Path, now_ms: int) -> Path:
    """``<name>.fresh-<instant>.sqlite`` next to the database."""
    stem = database.name.removesuffix(".sqlite")
    return database.with_name(f"{stem}.fresh-{now_ms}.sqlite")


def write_fresh_copy(store: Store, now_ms: int, target: Path | None = None) -> Path:
    """Write the whole event as the store's connection sees it to a new file; return it.

    The copy is then opened through :func:`db.connect.open_store` (read-only checks, schema)
    and every tournament in it must load to the state the running program holds.
    """
    database = Path(store.where)
    target = target or fresh_copy_path(database, now_ms)
    if target.exists():
        raise StoreError(str(target), "a file of that name already exists")
    conn = store.transactions.connection
    raw: object = conn.connection.dbapi_connection  # typed object: mypy checks the rest
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
        for info in check.log.tournaments():
            if check.loaded.load(info.id).snapshot() != store.loaded.load(info.id).snapshot():
                raise StoreError(
                    str(target), f"the copy of {info.name} differs; keep pokerfloor open"
                )
    finally:
        check.close()
    return target
