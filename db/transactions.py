"""The one owner of the database's transactions: a write transaction, a read, both here.

Every transaction pokerfloor opens on its database is opened by :class:`Transactions`:

- :meth:`Transactions.write` — a director's command (its log entry, its events, the rows
  it touched, a recorded hand's PHH, the end of its live hand), an undo, a redo, an import,
  the heartbeat, a live hand or the player database. It commits when the block ends and
  rolls back whole when anything in it raises; nothing is half written.
- :meth:`Transactions.read` — the same boundary for reads (one consistent look at the
  database: the exports, the hand lists, the seat log, a display station following).

Both turn the driver's errors into :class:`~db.errors.StoreError` subclasses that name the
file and the problem (:func:`db.opening.translate_errors`). Each write is also checked
against the writer's fencing number by :mod:`db.fence`, whatever opens it.

The connection itself is lent only outside a transaction, for what SQLite does between
transactions (a checkpoint, watching and copying the write-ahead log:
:attr:`Transactions.connection`). ``tests/unit/test_transaction_owner.py`` fails when code
outside this module opens a transaction or a connection of its own.
"""

from __future__ import annotations

import contextlib
import sqlite3
from collections.abc import Callable, Iterator

from sqlalchemy import Connection, Engine, text
from sqlalchemy.exc import SQLAlchemyError

from db.engine import checkpoint
from db.opening import translate_errors

__all__ = ["Transactions", "answers", "apart", "checkpoint_apart"]


def answers(engine: Engine) -> bool:
    """True when the database answers: a connection of its own (never the program's one,
    which belongs to the UI thread) opens and runs ``SELECT 1``, then closes. It may wait
    for the driver's connect timeout; :mod:`db.probe` runs it on a thread of its own."""
    try:
        with engine.connect() as conn:
            conn.execute(text("SELECT 1")).scalar()
    except (SQLAlchemyError, sqlite3.Error, OSError):
        return False
    return True


@contextlib.contextmanager
def apart(engine: Engine, where: str) -> Iterator[Connection]:
    """One read transaction on a connection of its own (a worker thread's, :mod:`db.aside`;
    never the program's one, which belongs to the UI thread), closed after the block. It may
    wait as long as the network does; errors come as ``StoreError``."""
    with translate_errors(where), engine.connect() as conn, conn.begin():
        yield conn


def checkpoint_apart(engine: Engine, where: str) -> None:
    """Copy a SQLite file's write-ahead log into the file (:func:`db.engine.checkpoint`,
    PASSIVE) on a connection of its own, outside any transaction, closed after it: the
    heartbeat's, on a worker thread, so that the UI thread never waits for the copy. Errors
    come as ``StoreError``."""
    with translate_errors(where), engine.connect() as conn:
        checkpoint(conn)


class Transactions:
    """The transactions of one open database (one connection, kept for the program's life).

    Built by :func:`db.connect.open_store` (:meth:`open`) and held by the
    :class:`~db.store.Store`; ``db`` modules reach it as ``store.transactions``.
    """

    def __init__(self, conn: Connection, where: str) -> None:
        self._conn = conn
        self.where = where
        """The file or address, for error messages."""
        self.gate: Callable[[bool], None] = lambda _writing: None
        """Asked before every transaction (``True`` for a write): raises (a ``StoreError``)
        when the transaction would wait on a database that does not answer (the station's
        watch sets it, :class:`db.reach.Reach`); nothing is sent then."""

    @classmethod
    def open(cls, engine: Engine, where: str) -> Transactions:
        """Open the program's one connection to ``engine``."""
        with translate_errors(where):
            return cls(engine.connect(), where)

    @contextlib.contextmanager
    def write(self) -> Iterator[Connection]:
        """One write transaction: committed at the end of the block, rolled back whole when
        the block raises (the error then propagates, as a ``StoreError`` for the driver's)."""
        self.gate(True)
        with translate_errors(self.where), self._conn.begin():
            yield self._conn

    @contextlib.contextmanager
    def read(self) -> Iterator[Connection]:
        """One read transaction: a consistent look at the database."""
        self.gate(False)
        with translate_errors(self.where), self._conn.begin():
            yield self._conn

    @property
    def connection(self) -> Connection:
        """The connection outside any transaction (a SQLite checkpoint, the write-ahead
        log's watch and copy); never for a transaction of its own."""
        return self._conn

    def renew(self) -> None:
        """Drop the program's connection without using it (after an outage: a session the
        network lost silently would wait); the next transaction opens a new one."""
        if not self._conn.in_transaction():
            with contextlib.suppress(SQLAlchemyError, sqlite3.Error, OSError):
                self._conn.invalidate()

    @property
    def in_transaction(self) -> bool:
        """True while a transaction is open."""
        return self._conn.in_transaction()

    def close(self) -> None:
        """Close the connection (the store is closing)."""
        self._conn.close()
