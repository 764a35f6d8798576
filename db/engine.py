"""Engines: SQLite files (WAL, foreign keys, busy timeout) or any SQLAlchemy URL (PostgreSQL).

Durability note: SQLite runs in WAL mode with ``synchronous=NORMAL``. A committed transaction
survives the program being killed (SIGKILL, a crash); only an OS crash or power cut may lose
the last few commits, never corrupt the file. Set ``POKERFLOOR_SQLITE_SYNC=FULL`` to make each
commit wait for the disk as well. The write-ahead log is copied into the database file at
the store's heartbeat (:func:`checkpoint`), not by the command that happens to fill it.
"""

from __future__ import annotations

import os
import sqlite3
import zlib
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url

from db.errors import StoreError

__all__ = [
    "BUSY_TIMEOUT_MS",
    "SQLITE_HEADER",
    "WAL_AUTOCHECKPOINT_PAGES",
    "checkpoint",
    "is_url",
    "make_engine",
    "pg_advisory_key",
]

BUSY_TIMEOUT_MS = 5_000
WAL_AUTOCHECKPOINT_PAGES = 10_000
"""Pages (4 KiB) of write-ahead log after which a commit copies it into the database file.
SQLite's default (1,000) makes every few hundredth command pay a checkpoint of several ms;
the store checkpoints at its heartbeat instead (:func:`checkpoint`), and this larger bound
is only the safety net when nothing calls the heartbeat."""
SQLITE_HEADER = b"SQLite format 3\x00"


def is_url(target: str | Path) -> bool:
    """True for a SQLAlchemy URL (``dialect://...``), False for a file path."""
    return isinstance(target, str) and "://" in target


def _sqlite_url(path: Path, read_only: bool) -> str:
    if read_only:
        return f"sqlite+pysqlite:///file:{path.as_posix()}?mode=ro&uri=true"
    return f"sqlite+pysqlite:///{path.as_posix()}"


def make_engine(target: str | Path, *, read_only: bool = False) -> Engine:
    """An engine for a SQLite file path or a URL, with pokerfloor's connection settings."""
    if not is_url(target):
        return _sqlite_engine(Path(target), read_only=read_only)
    url = make_url(str(target))
    if url.get_backend_name() == "sqlite":
        database = url.database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            return _sqlite_engine(Path(database), read_only=read_only)
        return _sqlite_engine_for_url(str(target), read_only=read_only)
    engine = _server_engine(str(target))
    if read_only and url.get_backend_name() == "postgresql":

        @event.listens_for(engine, "connect")
        def _pg_read_only(dbapi_connection: Any, _record: Any) -> None:
            cursor = dbapi_connection.cursor()
            cursor.execute("SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY")
            cursor.close()
            dbapi_connection.commit()

    return engine


PG_KEEPALIVES: dict[str, Any] = {
    "connect_timeout": 5,
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 10_000,
    "options": "-c tcp_keepalives_idle=5 -c tcp_keepalives_interval=2 -c tcp_keepalives_count=3",
}
"""PostgreSQL connections notice a dead peer in seconds, not hours: TCP keepalives after
5 s of silence, every 2 s, 3 tries (both ways: libpq's for this program, the server's
``tcp_keepalives_*`` for the server, so a station that lost its power lets go of its
session), and unacknowledged data gives up after 10 s."""

_SUPPORTED = "pokerfloor works with a SQLite file or PostgreSQL (postgresql+psycopg://user@host/db)"
_INSTALL_PG = (
    "the PostgreSQL driver (psycopg) is not installed: run `bash .ci/bootstrap postgres` "
    "in the pokerfloor folder (or `pip install 'pokerfloor[postgres]'`)"
)


def _server_engine(target: str) -> Engine:
    """A database server's engine (PostgreSQL), or a clear :class:`StoreError` naming what
    to install or use instead."""
    url = make_url(target)
    where = url.render_as_string(hide_password=True)
    backend, driver = url.get_backend_name(), url.get_driver_name()
    if backend != "postgresql":
        raise StoreError(where, f"{backend} databases are not supported; {_SUPPORTED}")
    if driver not in {"psycopg", "psycopg2"}:
        raise StoreError(where, f"the driver {driver} is not supported; {_SUPPORTED}")
    try:
        return create_engine(url, pool_pre_ping=True, connect_args=dict(PG_KEEPALIVES))
    except ImportError:
        if driver == "psycopg2":
            raise StoreError(
                where,
                "the psycopg2 driver is not installed; write the address as "
                "postgresql+psycopg://… and run `bash .ci/bootstrap postgres`",
            ) from None
        raise StoreError(where, _INSTALL_PG) from None


def _sqlite_engine(path: Path, *, read_only: bool) -> Engine:
    return _sqlite_engine_for_url(_sqlite_url(path, read_only), read_only=read_only)


def _sqlite_engine_for_url(url: str, *, read_only: bool) -> Engine:
    synchronous = os.environ.get("POKERFLOOR_SQLITE_SYNC", "NORMAL").upper()
    if synchronous not in {"OFF", "NORMAL", "FULL", "EXTRA"}:
        synchronous = "NORMAL"
    engine = create_engine(
        url,
        connect_args={"timeout": BUSY_TIMEOUT_MS / 1000, "check_same_thread": False},
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: sqlite3.Connection, _record: Any) -> None:
        dbapi_connection.isolation_level = None  # we emit BEGIN ourselves (see below)
        cursor = dbapi_connection.cursor()
        cursor.execute("PRAGMA foreign_keys=ON")
        cursor.execute(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        if not read_only:
            cursor.execute("PRAGMA journal_mode=WAL")
            cursor.execute(f"PRAGMA synchronous={synchronous}")
            cursor.execute(f"PRAGMA wal_autocheckpoint={WAL_AUTOCHECKPOINT_PAGES}")
        cursor.close()

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Any) -> None:
        connection.exec_driver_sql("BEGIN")

    return engine


def checkpoint(conn: Connection) -> None:
    """Copy a SQLite file's write-ahead log into the database (PASSIVE: never waits for a
    display station's reads); nothing to do on other databases. Call outside a transaction."""
    if conn.dialect.name != "sqlite" or conn.in_transaction():
        return
    dbapi_connection = conn.connection.dbapi_connection
    if dbapi_connection is not None:
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("PRAGMA wal_checkpoint(PASSIVE)")
        finally:
            cursor.close()


def pg_advisory_key(conn: Connection) -> int:
    """The advisory-lock key of the writer of this PostgreSQL database (stable per database;
    read inside a transaction of :mod:`db.transactions`)."""
    name = str(conn.execute(text("select current_database()")).scalar_one())
    return 0x706F6B6572_0000_0000 % (1 << 62) ^ zlib.crc32(name.encode())
