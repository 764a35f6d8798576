"""Opening a pokerfloor database as a :class:`~db.store.Store`: lock, checks, migrations."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, event
from sqlalchemy.engine import make_url

from db import lease, migrate
from db.engine import is_url, make_engine, pg_advisory_key
from db.errors import DamagedFileError, LockedError, NewerSchemaError, StoreError
from db.later_check import LaterCheck
from db.lock import FileLock, describe_holder
from db.opening import backup_sqlite, check_sqlite_file, lock_path, translate_errors
from db.store import Store
from db.transactions import Transactions
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
    take_over: bool = False,
    check_later: bool = False,
) -> Store:
    """Open (creating if needed, migrating after a backup) a pokerfloor database.

    ``target`` is a SQLite file path or a SQLAlchemy URL (``postgresql+psycopg://...``).
    ``read_only=True`` opens a display station: no lock, no writes, :meth:`Store.refresh`
    follows the writer. Raises a :class:`~db.errors.StoreError` subclass naming the problem;
    :class:`~db.errors.WriterBusyError` when another station is the writer
    (:mod:`db.lease`). ``take_over=True`` takes the lease from a writer silent for
    :data:`db.lease.TAKEOVER_AFTER_MS` (the director asked for it): that station is fenced
    out (:mod:`db.fence`) and can never write again. ``check_later=True`` (the program's
    window) leaves the check of every stored value of a SQLite file to
    :attr:`Store.later_check` (:mod:`db.later_check`): the caller starts it after its
    first paint, and director actions wait for it.
    """
    where = _where(target)
    sqlite_path = _sqlite_path(target)
    holder = describe_holder(now_ms) + (f" ({station})" if station else "")
    lock: FileLock | None = None
    lock_elsewhere = False
    later: LaterCheck | None = None
    if sqlite_path is not None:
        found = check_sqlite_file(sqlite_path, read_only=read_only, values=not check_later)
        if check_later and found is not None and found.revision == migrate.HEAD:
            later = LaterCheck(sqlite_path, where)
        if not read_only:
            lock = FileLock(lock_path(sqlite_path), where)
            try:
                lock.acquire(holder)
            except LockedError:  # kept: the store takes it when it is free again
                lock_elsewhere = True
    engine: Engine | None = None
    transactions: Transactions | None = None
    try:
        with translate_errors(where):
            engine = make_engine(
                sqlite_path if sqlite_path is not None else target, read_only=read_only
            )
            transactions = Transactions.open(engine, where)
            if engine.dialect.name == "postgresql" and not read_only:
                with transactions.read() as conn:
                    key = pg_advisory_key(conn)
                    lock_elsewhere = not lease.pg_try_lock(conn, key)
                _relock_on_connect(engine, key)
            if lock_elsewhere and not take_over:
                _refuse_early(transactions, where, now_ms)
            ensure_schema(
                transactions, where, read_only=read_only, sqlite_path=sqlite_path, now_ms=now_ms
            )
            claim = None
            if not read_only:

                def claim(c: Connection) -> tuple[lease.LeaseSeen, int]:
                    return lease.claim(
                        c,
                        holder,
                        now_ms,
                        where=where,
                        lock_held_elsewhere=lock_elsewhere,
                        take_over=take_over,
                    )

            store = Store(
                engine,
                transactions,
                where=where,
                read_only=read_only,
                lock=lock,
                holder=holder,
                now_ms=now_ms,
                claim=claim,
            )
            if sqlite_path is not None and not read_only:
                store.wal_watch = WalWatch(sqlite_path)
            store.later_check = later
            return store
    except BaseException:
        if transactions is not None:
            transactions.close()
        if engine is not None:
            engine.dispose()
        if lock is not None:
            lock.release()
        raise


def ensure_schema(
    transactions: Transactions,
    where: str,
    *,
    read_only: bool,
    sqlite_path: Path | None,
    now_ms: int,
) -> Path | None:
    """Check the schema revision; upgrade (after a backup) when older. Returns the backup."""
    with transactions.read() as conn:
        revision = migrate.current_revision(conn)
        foreign = migrate.has_foreign_tables(conn)
    if revision == migrate.HEAD:
        return None
    if revision is not None and revision not in migrate.known_revisions():
        raise NewerSchemaError(
            where, f"it was written by a newer pokerfloor (format {revision}); update pokerfloor"
        )
    if foreign:
        raise DamagedFileError(where, "it is a database of another program, not pokerfloor")
    if read_only:
        if revision is None:
            raise StoreError(where, "it holds no pokerfloor data yet; open it for writing first")
        raise StoreError(where, "it needs an upgrade; open it for writing once first")
    backup = None
    if sqlite_path is not None and revision is not None:
        backup = backup_sqlite(sqlite_path, revision, now_ms)
    with transactions.write() as conn:
        migrate.upgrade(conn)
    return backup


def _refuse_early(transactions: Transactions, where: str, now_ms: int) -> None:
    """Another program holds the writer's OS lock: refuse before any migration runs unless
    the lease says that program has been silent long enough to be taken over (the caller
    then asks the director; ``take_over=True`` claims)."""
    try:
        with transactions.read() as conn:
            current = lease.read(conn)
    except StoreError:
        raise
    except Exception:  # no lease table yet: the other station is still creating it
        current = None
    if current is None:
        raise LockedError(
            where,
            "another pokerfloor station is the director's (writer) station of this database; "
            "open it display-only",
        )
    silent = now_ms - current.last_seen_ms >= lease.TAKEOVER_AFTER_MS
    raise lease.busy(where, current, silent, now_ms)


def _relock_on_connect(engine: Engine, key: int) -> None:
    """The writer takes PostgreSQL's advisory lock again on every new connection (after a
    server restart or a dropped session), so that a station opening meanwhile sees it held.
    Fencing (:mod:`db.fence`) keeps the event safe either way."""

    @event.listens_for(engine, "connect")
    def _relock(dbapi_connection: Any, _record: Any) -> None:
        cursor = dbapi_connection.cursor()
        try:
            cursor.execute("select pg_try_advisory_lock(%s)", (key,))
        finally:
            cursor.close()
        dbapi_connection.commit()
