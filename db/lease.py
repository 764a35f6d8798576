"""The writer's lease: who writes the database and when it was last seen open.

One ``lease`` row (``name='writer'``). The writer touches it with every command and every
heartbeat; reopening reads how long the program was closed (the director is told) and
whether it closed cleanly. On PostgreSQL a session advisory lock makes the writer unique
(a SQLite file has its sidecar lock, :mod:`db.lock`).
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection, Engine, bindparam, insert, select, text, update

from db.engine import pg_advisory_key
from db.errors import LockedError
from db.rows import LeaseRow

__all__ = ["WRITER", "LeaseSeen", "close", "last_seen", "pg_lock", "take", "touch"]

WRITER = "writer"

_TOUCH = update(LeaseRow).where(LeaseRow.name == WRITER).values(last_seen_ms=bindparam("b_now"))


@dataclass(frozen=True, slots=True)
class LeaseSeen:
    """What the lease said at opening."""

    closed_for_ms: int = 0
    closed_cleanly: bool = True


def take(conn: Connection, holder: str, now_ms: int, *, read_only: bool) -> LeaseSeen:
    """Read the lease; a writer then takes it (``holder``, opened now, not closed cleanly)."""
    lease = conn.execute(
        select(LeaseRow.last_seen_ms, LeaseRow.closed_cleanly).where(LeaseRow.name == WRITER)
    ).first()
    seen = LeaseSeen()
    if lease is not None:
        last_seen = int(lease.last_seen_ms)
        seen = LeaseSeen(max(0, now_ms - last_seen) if last_seen else 0, bool(lease.closed_cleanly))
    if read_only:
        return seen
    values = {
        "holder": holder,
        "opened_ms": now_ms,
        "last_seen_ms": now_ms,
        "closed_cleanly": False,
    }
    if lease is None:
        conn.execute(insert(LeaseRow).values(name=WRITER, **values))
    else:
        conn.execute(update(LeaseRow).where(LeaseRow.name == WRITER).values(**values))
    return seen


def last_seen(conn: Connection) -> tuple[int, bool] | None:
    """When the writer was last seen open (ms) and whether it closed cleanly since; None
    when no writer ever opened the database (a display station asks on its follow timer)."""
    lease = conn.execute(
        select(LeaseRow.last_seen_ms, LeaseRow.closed_cleanly).where(LeaseRow.name == WRITER)
    ).first()
    return None if lease is None else (int(lease.last_seen_ms), bool(lease.closed_cleanly))


def touch(conn: Connection, now_ms: int) -> None:
    """The writer is still open at ``now_ms``."""
    conn.execute(_TOUCH, {"b_now": now_ms})


def close(conn: Connection, now_ms: int) -> None:
    """The writer closes cleanly at ``now_ms``."""
    conn.execute(
        update(LeaseRow)
        .where(LeaseRow.name == WRITER)
        .values(last_seen_ms=now_ms, closed_cleanly=True)
    )


def pg_lock(conn: Connection, engine: Engine, where: str) -> None:
    """Become PostgreSQL's writer station (an advisory lock), else :class:`LockedError`."""
    key = pg_advisory_key(engine)
    with conn.begin():
        got = conn.execute(text("select pg_try_advisory_lock(:k)"), {"k": key}).scalar_one()
    if got:
        return
    holder = ""
    try:
        with conn.begin():
            holder = str(
                conn.execute(select(LeaseRow.holder).where(LeaseRow.name == WRITER)).scalar() or ""
            )
    except Exception:  # no lease table yet: the other station is still creating it
        holder = ""
    who = f" ({holder})" if holder else ""
    raise LockedError(
        where,
        f"another pokerfloor station{who} is the director's (writer) station of this "
        "database; open it display-only",
    )
