"""Fencing: every transaction the writer writes first proves it is still the writer.

The writer keeps the fencing number it got when it claimed the lease (:func:`db.lease.claim`).
:class:`Fence` watches the writer's engine: before the first statement of a transaction
that changes anything (INSERT, UPDATE, DELETE, ...), it runs, in that same transaction,

    UPDATE lease SET fence = fence WHERE name = 'writer' AND fence = <ours>

and refuses the transaction (:class:`~db.errors.FencedOutError`, raised before anything is
written; the caller's transaction rolls back whole) unless exactly that one row matched.
The update locks the lease row until the commit: a takeover (which raises the number,
:func:`db.lease.claim`) waits for a command in flight to finish, and a command waits for a
takeover in flight and then finds the number changed. So at every moment exactly one
station can commit, whatever happened to the connection in between (a server restart, a
terminated session, a reconnect, a process stopped and resumed).

The check rides on every write, wherever it comes from (commands, undo, the heartbeat, live
hands, the player database, imports): no writing path can forget it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Engine, event

from db import lease
from db.errors import ClosedStoreError, FencedOutError

__all__ = ["Fence"]

_WRITES = ("insert", "update", "delete", "replace", "create", "drop", "alter")
_CHECKED = "pf_fence_checked"


def _is_write(statement: str) -> bool:
    head = statement.lstrip().split(None, 1)
    return bool(head) and head[0].lower() in _WRITES


class Fence:
    """The fencing check on a writer's engine (see the module doc)."""

    def __init__(self, engine: Engine, number: int, where: str, holder: str) -> None:
        self.engine = engine
        self.holder = holder
        lease.opened_here(holder)
        self.number = number
        self.where = where
        self.fenced_out: FencedOutError | None = None
        self.closed = False
        """The store closed: every later write on this engine is refused (see :meth:`remove`)."""
        self.on_fenced_out: Callable[[FencedOutError], None] = lambda _error: None
        marker = "?" if engine.dialect.paramstyle == "qmark" else "%s"
        self._check = f"UPDATE lease SET fence = fence WHERE name = {marker} AND fence = {marker}"
        self._who = f"SELECT holder, opened_ms FROM lease WHERE name = {marker}"
        event.listen(engine, "begin", self._begin)
        event.listen(engine, "before_cursor_execute", self._before)

    def _begin(self, conn: Any) -> None:
        conn.info[_CHECKED] = False

    def _before(
        self,
        conn: Any,
        cursor: Any,
        statement: str,
        parameters: Any,
        context: Any,
        executemany: bool,
    ) -> None:
        if conn.info.get(_CHECKED) or not conn.in_transaction() or not _is_write(statement):
            return
        if self.closed:
            raise ClosedStoreError(self.where)
        if self.fenced_out is not None:
            raise self.fenced_out
        cursor.execute(self._check, ("writer", self.number))
        if cursor.rowcount != 1:
            cursor.execute(self._who, ("writer",))
            row = cursor.fetchone()
            holder, taken = (str(row[0]), int(row[1])) if row is not None else ("", 0)
            raise self.fence_out(FencedOutError(self.where, holder=holder, taken_ms=taken))
        conn.info[_CHECKED] = True

    def fence_out(self, error: FencedOutError) -> FencedOutError:
        """This station is no longer the writer: every write from now on is refused (the
        first error found is kept and returned)."""
        if self.fenced_out is None:
            self.fenced_out = error
            self.on_fenced_out(error)
        return self.fenced_out

    def remove(self) -> None:
        """The store is closing: from now on every write on this engine is refused
        (:class:`~db.errors.ClosedStoreError`). The listeners stay on the engine, which is
        disposed with the store: SQLAlchemy walks an engine's listeners without a lock, so
        removing one while the heartbeat's worker thread is inside a statement would break
        that thread's walk ("deque mutated during iteration")."""
        lease.closed_here(self.holder)
        self.closed = True
