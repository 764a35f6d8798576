"""The ``live_hand`` rows written inside a caller's transaction: the next revision, and
a table's hand cleared when the hand is recorded (:mod:`db.project_hands`). The reads and
the operator's saves are :mod:`db.live_hands`."""

from __future__ import annotations

from sqlalchemy import Connection, func, select, update

from db.rows import LiveHandRow

__all__ = ["clear", "next_revision"]


def next_revision(conn: Connection) -> int:
    """The revision the next change of any live hand takes (each change takes the next)."""
    last = conn.execute(select(func.max(LiveHandRow.revision))).scalar()
    return int(last or 0) + 1


def clear(conn: Connection, tournament_id: str, table: int, at_ms: int) -> None:
    """The hand at ``table`` is over: keep no hand in progress there (inside the
    transaction that records the hand, :mod:`db.project_hands`)."""
    newest = select(func.max(LiveHandRow.revision)).scalar_subquery()
    conn.execute(  # one row at most (its key): the next revision, read in the same statement
        update(LiveHandRow)
        .where(
            LiveHandRow.tournament_id == tournament_id,
            LiveHandRow.table_number == table,
        )
        .values(hand=None, revision=newest + 1, at_ms=at_ms)
    )
