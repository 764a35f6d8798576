"""Snapshots: the aggregate's state cached after an event, so reopening replays only a tail.

A snapshot is a cache of the log, never the log: old ones are deleted (the newest
:data:`KEEP_SNAPSHOTS` stay). When a snapshot is due is the store's policy (see
:mod:`db.store`). One is written as :meth:`Tournament.stored_snapshot
<tournament.service.aggregate.Tournament.stored_snapshot>` gives it (version 3: the
players, entries and tables column-wise); one an earlier version wrote (version 2: a JSON
object per record) still loads, to the same state, and :func:`load` says so, so that it is
written again in today's form (:mod:`db.loaded`).
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from sqlalchemy import Connection, delete, func, insert, select, update

from db.event_log import last_event_seq
from db.rows import EventRow, SnapshotRow
from tournament.service import codec
from tournament.service.aggregate import Tournament

__all__ = [
    "KEEP_SNAPSHOTS",
    "SNAPSHOT_EVERY",
    "SNAPSHOT_LIMIT",
    "STORED_VERSION",
    "Loaded",
    "load",
    "write",
]

SNAPSHOT_EVERY = 1_000
"""Events of one tournament after which a snapshot is due (written at the next heartbeat)."""

SNAPSHOT_LIMIT = 3
"""A command writes the due snapshot itself once ``SNAPSHOT_LIMIT * snapshot_every`` events
went by without a heartbeat: the replay at reopening is at most that many events."""

KEEP_SNAPSHOTS = 2

STORED_VERSION = 3
"""The version of the snapshots written today (:meth:`Tournament.stored_snapshot
<tournament.service.aggregate.Tournament.stored_snapshot>`)."""


def _dumps(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


@dataclass(frozen=True, slots=True)
class Loaded:
    """A tournament read from its latest snapshot and the events after it."""

    aggregate: Tournament
    replayed: int
    """How many events were applied after the snapshot."""
    current: bool
    """Whether the snapshot is in today's form (or there is none): False when an earlier
    version wrote it, so that a snapshot is due (written in today's form)."""


def load(conn: Connection, tournament_id: str) -> Loaded:
    """The tournament as after its last event (latest snapshot + the events after it)."""
    snap = conn.execute(
        select(SnapshotRow.event_seq, SnapshotRow.data)
        .where(SnapshotRow.tournament_id == tournament_id)
        .order_by(SnapshotRow.event_seq.desc())
        .limit(1)
    ).first()
    current = True
    if snap is None:
        after, aggregate = 0, Tournament()
    else:
        state = json.loads(snap[1])
        current = state.get("version") == STORED_VERSION
        after, aggregate = int(snap[0]), Tournament.restore(state)
    count = 0
    for (data,) in conn.execute(
        select(EventRow.data)
        .where(EventRow.tournament_id == tournament_id, EventRow.seq > after)
        .order_by(EventRow.seq)
    ):
        aggregate.apply(codec.event_from_dict(data))
        count += 1
    return Loaded(aggregate, count, current)


def write(
    conn: Connection, tournament_id: str, aggregate: Tournament, now: int, replace: bool = False
) -> None:
    """Store ``aggregate`` as the state after the tournament's last event; drop old ones.
    A snapshot of that event already there stays, unless ``replace`` (an earlier
    version's, written again in today's form)."""
    last = last_event_seq(conn, tournament_id)
    exists = conn.execute(
        select(SnapshotRow.event_seq).where(
            SnapshotRow.tournament_id == tournament_id, SnapshotRow.event_seq == last
        )
    ).first()
    if exists is None:
        conn.execute(
            insert(SnapshotRow).values(
                tournament_id=tournament_id,
                event_seq=last,
                data=_dumps(aggregate.stored_snapshot()),
                at_ms=now,
            )
        )
    elif replace:
        conn.execute(
            update(SnapshotRow)
            .where(SnapshotRow.tournament_id == tournament_id, SnapshotRow.event_seq == last)
            .values(data=_dumps(aggregate.stored_snapshot()), at_ms=now)
        )
    keep = (
        select(SnapshotRow.event_seq)
        .where(SnapshotRow.tournament_id == tournament_id)
        .order_by(SnapshotRow.event_seq.desc())
        .limit(KEEP_SNAPSHOTS)
        .scalar_subquery()
    )
    conn.execute(
        delete(SnapshotRow).where(
            SnapshotRow.tournament_id == tournament_id,
            SnapshotRow.event_seq
            < func.coalesce(
                select(func.min(SnapshotRow.event_seq))
                .where(
                    SnapshotRow.tournament_id == tournament_id,
                    SnapshotRow.event_seq.in_(keep),
                )
                .scalar_subquery(),
                0,
            ),
        )
    )
