"""The writer's lease: which station writes the database, its fencing number, when it was
last heard from.

One ``lease`` row (``name='writer'``). A station becomes the writer by *claiming* it: the
fencing number (``fence``) goes up by one and the station keeps the new number; every
transaction it writes afterwards first checks that the number is still its own
(:mod:`db.fence`), so a station another one has taken over from can never commit again.
The writer touches ``last_seen_ms`` with every command and heartbeat; display stations read
it to say how long the writer has been silent, and a writer silent for
:data:`TAKEOVER_AFTER_MS` can be taken over from another station.

Who may claim (:func:`claim`), given whether the other program's OS lock (a SQLite file's
sidecar lock, PostgreSQL's session advisory lock) is still held:

* nobody ever wrote, the last writer closed cleanly, or it is gone (its lock is free and it
  was silent for :data:`TAKEOVER_AFTER_MS`, or it was a program on this computer that no
  longer runs): claim;
* otherwise the writer is (or may be) alive: :class:`~db.errors.WriterBusyError` naming it
  and when it was last heard; once silent for :data:`TAKEOVER_AFTER_MS` the director may
  take over explicitly (``take_over=True``).
"""

from __future__ import annotations

import os
import re
import socket
from collections import Counter
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Connection, insert, select, text, update

from db.engine import BUSY_TIMEOUT_MS
from db.errors import WriterBusyError
from db.rows import LeaseRow

__all__ = [
    "BEAT_BUSY_MS",
    "TAKEOVER_AFTER_MS",
    "WRITER",
    "Lease",
    "LeaseSeen",
    "beat",
    "claim",
    "close",
    "closed_here",
    "last_seen",
    "opened_here",
    "pg_try_lock",
    "read",
    "take",
    "touch",
]

WRITER = "writer"
TAKEOVER_AFTER_MS = 30_000
"""A writer not heard from for this long (its lease untouched: the writer touches it every
few seconds) may be taken over from another station."""

BEAT_BUSY_MS = 1_000
"""How long the heartbeat's touch (on the watch's worker thread) waits for a SQLite file's
write lock held by another program before it says so (the program's own commands wait
for at most a few milliseconds)."""

CLAIM_WAIT_S = 5
"""How long claiming the lease waits for a writer's transaction in flight (seconds)."""

_HOLDER = re.compile(r"pid (?P<pid>\d+) on (?P<host>\S+) since")


@dataclass(frozen=True, slots=True)
class LeaseSeen:
    """What the lease said at opening."""

    closed_for_ms: int = 0
    closed_cleanly: bool = True


@dataclass(frozen=True, slots=True)
class Lease:
    """The lease row as read."""

    holder: str
    opened_ms: int
    last_seen_ms: int
    closed_cleanly: bool
    fence: int


def read(conn: Connection, *, for_update: bool = False) -> Lease | None:
    """The lease row (None: no writer ever opened the database)."""
    query = select(
        LeaseRow.holder,
        LeaseRow.opened_ms,
        LeaseRow.last_seen_ms,
        LeaseRow.closed_cleanly,
        LeaseRow.fence,
    ).where(LeaseRow.name == WRITER)
    if for_update and conn.dialect.name == "postgresql":
        query = query.with_for_update()
    row = conn.execute(query).first()
    if row is None:
        return None
    return Lease(str(row[0]), int(row[1]), int(row[2]), bool(row[3]), int(row[4] or 0))


def _seen(lease: Lease | None, now_ms: int) -> LeaseSeen:
    if lease is None:
        return LeaseSeen()
    closed_for = max(0, now_ms - lease.last_seen_ms) if lease.last_seen_ms else 0
    return LeaseSeen(closed_for, lease.closed_cleanly)


def take(conn: Connection, now_ms: int) -> LeaseSeen:
    """What a display station reads at opening (it never claims)."""
    return _seen(read(conn), now_ms)


_OPEN_HERE: Counter[str] = Counter()
"""The holders of the writer stores this program has open (a program knows its own)."""


def opened_here(holder: str) -> None:
    """This program opened a writer store as ``holder``."""
    _OPEN_HERE[holder] += 1


def closed_here(holder: str) -> None:
    """This program closed a writer store it had opened as ``holder``."""
    _OPEN_HERE[holder] -= 1
    if _OPEN_HERE[holder] <= 0:
        del _OPEN_HERE[holder]


def holder_gone(holder: str) -> bool:
    """True when ``holder`` names a program on this computer that no longer runs (or this
    very program, which no longer has that store open)."""
    found = _HOLDER.search(holder)
    if found is None or found["host"] != socket.gethostname():
        return False
    if int(found["pid"]) == os.getpid():
        return holder not in _OPEN_HERE
    try:
        os.kill(int(found["pid"]), 0)
    except ProcessLookupError:
        return True
    except (PermissionError, OverflowError):
        return False
    return False


def claim(
    conn: Connection,
    holder: str,
    now_ms: int,
    *,
    where: str,
    lock_held_elsewhere: bool,
    take_over: bool = False,
) -> tuple[LeaseSeen, int]:
    """Become the writer (see the module doc): what the lease said, and this station's
    fencing number. Call inside a transaction; raises :class:`WriterBusyError`.

    On PostgreSQL the lease row is locked for the decision; a writer stopped in the middle
    of a transaction holds that lock, so the wait is bounded (:data:`CLAIM_WAIT_S`)."""
    if conn.dialect.name == "postgresql":
        conn.execute(text(f"SET LOCAL lock_timeout = '{CLAIM_WAIT_S}s'"))
    else:
        # SQLite: take the write lock first (the busy timeout waits for a commit in flight);
        # reading first, the write would fail at once ("database is locked") whenever the
        # other station committed in between, e.g. a takeover while the old writer writes
        conn.execute(update(LeaseRow).where(LeaseRow.name == WRITER).values(fence=LeaseRow.fence))
    lease = read(conn, for_update=True)
    seen = _seen(lease, now_ms)
    if lease is not None and not lease.closed_cleanly:
        silent_ms = max(0, now_ms - lease.last_seen_ms)
        silent = silent_ms >= TAKEOVER_AFTER_MS
        gone = not lock_held_elsewhere and (silent or holder_gone(lease.holder))
        if not gone and not (take_over and silent):
            raise busy(where, lease, silent, now_ms)
    fence = (lease.fence if lease is not None else 0) + 1
    values = {
        "holder": holder[:200],
        "opened_ms": now_ms,
        "last_seen_ms": now_ms,
        "closed_cleanly": False,
        "fence": fence,
    }
    if lease is None:
        conn.execute(insert(LeaseRow).values(name=WRITER, **values))
    else:
        conn.execute(update(LeaseRow).where(LeaseRow.name == WRITER).values(**values))
    return seen, fence


def busy(where: str, lease: Lease, can_take_over: bool, now_ms: int) -> WriterBusyError:
    """The refusal naming the station that holds the lease and how long ago it was heard."""
    ago = max(0, now_ms - lease.last_seen_ms) // 1000
    remedy = (
        "it has not been heard from for a while: take over as the director's station, "
        "or open it display-only"
        if can_take_over
        else "open it display-only"
    )
    return WriterBusyError(
        where,
        f"another pokerfloor station ({lease.holder}) is the director's (writer) station of "
        f"this database, last heard from {ago} s ago; {remedy}",
        holder=lease.holder,
        last_seen_ms=lease.last_seen_ms,
        can_take_over=can_take_over,
    )


def last_seen(conn: Connection) -> tuple[int, bool] | None:
    """When the writer was last seen open (ms) and whether it closed cleanly since; None
    when no writer ever opened the database (a display station asks on its follow timer)."""
    lease = read(conn)
    return None if lease is None else (lease.last_seen_ms, lease.closed_cleanly)


def touch(conn: Connection, now_ms: int) -> None:
    """The writer is still open at ``now_ms`` (a write: fenced like any other)."""
    conn.execute(update(LeaseRow).where(LeaseRow.name == WRITER).values(last_seen_ms=now_ms))


def beat(now_ms: int) -> Callable[[Connection], Lease | None]:
    """The heartbeat as a job for a worker's connection: :func:`touch` (fenced like every
    write; first, so a SQLite transaction takes the write lock before it reads), then the
    lease as it now stands. On SQLite the write lock is waited for :data:`BEAT_BUSY_MS` at
    most."""

    def run(conn: Connection) -> Lease | None:
        sqlite = conn.dialect.name == "sqlite"
        if sqlite:
            conn.exec_driver_sql(f"PRAGMA busy_timeout={BEAT_BUSY_MS}")
        try:
            touch(conn, now_ms)
        finally:
            if sqlite:
                conn.exec_driver_sql(f"PRAGMA busy_timeout={BUSY_TIMEOUT_MS}")
        return read(conn)

    return run


def close(conn: Connection, now_ms: int) -> None:
    """The writer closes cleanly at ``now_ms``."""
    conn.execute(
        update(LeaseRow)
        .where(LeaseRow.name == WRITER)
        .values(last_seen_ms=now_ms, closed_cleanly=True)
    )


def pg_try_lock(conn: Connection, key: int) -> bool:
    """Take PostgreSQL's session advisory lock of the writer (False: another session has
    it: the writer is alive, or stopped without its session ending; the lock outlives the
    transaction it is taken in)."""
    return bool(conn.execute(text("select pg_try_advisory_lock(:k)"), {"k": key}).scalar_one())
