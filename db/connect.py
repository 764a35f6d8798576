"""Opening a pokerfloor database as a :class:`~db.store.Store`: lock, checks, migrations."""

from __future__ import annotations

from pathlib import Path

from sqlalchemy import Connection, Engine
from sqlalchemy.engine import make_url

from db import lease
from db.engine import is_url, make_engine
from db.lock import FileLock, describe_holder
from db.opening import check_sqlite_file, ensure_schema, lock_path, quick_check, translate_errors
from db.store import Store
from db.wal_watch import WalWatch

__all__ = ["open_store"]


def _where(target: str | Path) -> str:
    if is_url(target):
        return make_url(str(target)).render_as_string(hide_password=True)
    return str(Path(target).expanduser())


def _sqlite_path(target: str | Path) -> Path | None:
    if not is_url(target):
        return Path(target).expanduser()
    url = make_url(str(target))
    if url.get_backend_name() == "sqlite":
        database = url.database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            return Path(database)
    return None


def open_store(
    target: str | Path,
    *,
    now_ms: int,
    read_only: bool = False,
    station: str = "",
) -> Store:
    """Open (creating if needed, migrating after a backup) a pokerfloor database.

    ``target`` is a SQLite file path or a SQLAlchemy URL (``postgresql+psycopg://...``).
    ``read_only=True`` opens a display station: no lock, no writes, :meth:`Store.refresh`
    follows the writer. Raises a :class:`~db.errors.StoreError` subclass naming the problem.
    """
    where = _where(target)
    sqlite_path = _sqlite_path(target)
    holder = describe_holder(now_ms) + (f" ({station})" if station else "")
    lock: FileLock | None = None
    has_content = False
    if sqlite_path is not None:
        has_content = check_sqlite_file(sqlite_path, read_only=read_only)
        if not read_only:
            lock = FileLock(lock_path(sqlite_path), where)
            lock.acquire(holder)
    engine: Engine | None = None
    conn: Connection | None = None
    try:
        with translate_errors(where):
            engine = make_engine(
                sqlite_path if sqlite_path is not None else target, read_only=read_only
            )
            conn = engine.connect()
            if sqlite_path is not None and has_content:
                with conn.begin():
                    quick_check(conn, where)
            if engine.dialect.name == "postgresql" and not read_only:
                lease.pg_lock(conn, engine, where)
            ensure_schema(conn, where, read_only=read_only, sqlite_path=sqlite_path, now_ms=now_ms)
            store = Store(
                engine,
                conn,
                where=where,
                read_only=read_only,
                lock=lock,
                holder=holder,
                now_ms=now_ms,
            )
            if sqlite_path is not None and not read_only:
                store.wal_watch = WalWatch(sqlite_path)
            return store
    except BaseException:
        if conn is not None:
            conn.close()
        if engine is not None:
            engine.dispose()
        if lock is not None:
            lock.release()
        raise
