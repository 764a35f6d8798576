"""Whether the database answers, as the station knows it: the gate before the UI thread's
own transactions, so that no click waits on a network that has gone silent.

On a network that silently drops packets a statement sent on the program's connection waits
until the driver gives up (on a real network ``tcp_user_timeout``, 10 s; for ever on a
session whose peer still acknowledges). The station's watch learns that the database is
unreachable on a worker thread (:mod:`db.aside`); :class:`Reach` keeps what it learned and
is asked by :class:`db.transactions.Transactions` before every transaction of the program's
connection (:meth:`Reach.check`):

* while the database is known to be unreachable (:attr:`Reach.down_since`), or a SQLite
  file is known to be write-locked by another program (:attr:`Reach.locked`), the
  transaction is refused at once: nothing of it is sent, nothing is written;
* on a database server, when no answer was heard for :data:`FRESH_S` (the watch's worker
  reports each, :meth:`Reach.answered`), the check sends a ``SELECT 1`` on a thread and a
  connection of their own and waits at most :data:`ANSWER_WAIT_S` for it: a network that
  went silent a moment ago is refused in a fraction of a second rather than after the
  driver's timeout. (A network that goes silent between that answer and the transaction,
  a few milliseconds, can still hold the click until the driver gives up.)

A SQLite file is local: only what the watch learned applies there.
"""

from __future__ import annotations

import threading
import time

from sqlalchemy import Engine

from db.errors import LockedError, StoreError, UnreachableError
from db.transactions import apart

__all__ = ["ANSWER_WAIT_S", "FRESH_S", "Reach", "locked_text"]

FRESH_S = 0.1
"""An answer younger than this proves the network carries packets now."""
ANSWER_WAIT_S = 0.5
"""How long a transaction of the UI thread waits for a fresh answer."""


def locked_text(where: str) -> str:
    """What a station says while another program holds the SQLite file's write lock."""
    return (
        f"another program holds the write lock of {where} (for instance the sqlite3 command "
        "line inside a transaction); nothing can be recorded until it lets go"
    )


class Reach:
    """What the station knows about the database answering (see the module doc)."""

    def __init__(self, engine: Engine, where: str) -> None:
        self.engine = engine
        self.where = where
        self.server = engine.dialect.name != "sqlite"
        """True for a database server reached over the network (PostgreSQL)."""
        self.down_since: int | None = None
        """Since when the database is unreachable (the watch's clock); None: it answers."""
        self.locked: bool = False
        """True while another program holds the SQLite file's write lock."""
        self._answered = 0.0
        self._asking = False
        self._heard = threading.Condition()

    def answered(self) -> None:
        """The database just answered the worker (called on the worker thread)."""
        with self._heard:
            self._answered = time.monotonic()
            self._heard.notify_all()

    def check(self, writing: bool) -> None:
        """Before a transaction of the program's connection: raise when it would wait on a
        database that does not answer (:class:`UnreachableError`) or, ``writing``, on a
        file another program has write-locked (:class:`LockedError`; reads go on: the
        write-ahead log lets them); nothing is sent then."""
        if self.down_since is not None:
            raise UnreachableError(self.where, "the database does not answer")
        if self.locked and writing:
            raise LockedError(self.where, locked_text(self.where))
        if not self.server:
            return
        asked = time.monotonic()
        with self._heard:
            if asked - self._answered < FRESH_S:
                return
        self._ask()
        with self._heard:
            if not self._heard.wait_for(lambda: self._answered >= asked, ANSWER_WAIT_S):
                raise UnreachableError(
                    self.where, f"the database did not answer within {ANSWER_WAIT_S:g} s"
                )

    def _ask(self) -> None:
        """Send a ``SELECT 1`` on a thread of its own, unless one is still waiting."""
        with self._heard:
            if self._asking:
                return
            self._asking = True
        threading.Thread(target=self._ping, name="pokerfloor-ping", daemon=True).start()

    def _ping(self) -> None:
        try:
            with apart(self.engine, self.where) as conn:
                conn.exec_driver_sql("SELECT 1").scalar()
        except StoreError:
            pass  # the watch's own reads find out and say so
        else:
            self.answered()
        finally:
            with self._heard:
                self._asking = False
