"""Snapshots: the aggregate's state cached after an event, so reopening replays only a tail.

A snapshot is a cache of the log, never the log: old ones are deleted (the newest
:data:`KEEP_SNAPSHOTS` stay). When a snapshot is due is the store's policy (see
:mod:`db.store`).
"""

from __future__ import annotations

import json

from sqlalchemy import Connection, delete, func, insert, select

from db.event_log import last_event_seq
from db.rows import EventRow, SnapshotRow
from tournament.service import codec
from tournament.service.aggregate import Tournament

__all__ = ["KEEP_SNAPSHOTS", "SNAPSHOT_EVERY", "SNAPSHOT_LIMIT", "load", "write"]

SNAPSHOT_EVERY = 1_000
"""Events of one tournament after which a snapshot is due (written at the next heartbeat)."""

SNAPSHOT_LIMIT = 3
"""A command writes the due snapshot itself once ``SNAPSHOT_LIMIT * snapshot_every`` events
went by without a heartbeat: the replay at reopening is at most that many events."""

KEEP_SNAPSHOTS = 2


def _dumps(data: object) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def load(conn: Connection, tournament_id: str) -> tuple[Tournament, int]:
    """The tournament as after its last event (latest snapshot + the events after it) and
    how many events were replayed."""
    snap = conn.execute(
        select(SnapshotRow.event_seq, SnapshotRow.data)
        .where(SnapshotRow.tournament_id == tournament_id)
        .order_by(SnapshotRow.event_seq.desc())
        .limit(1)
    ).first()
    if snap is None:
        after, aggregate = 0, Tournament()
    else:
        after, aggregate = int(snap[0]), Tournament.restore(json.loads(snap[1]))
    count = 0
    for (data,) in conn.execute(
        select(EventRow.data)
        .where(EventRow.tournament_id == tournament_id, EventRow.seq > after)
        .order_by(EventRow.seq)
    ):
        aggregate.apply(codec.event_from_dict(data))
        count += 1
    return aggregate, count


def write(conn: Connection, tournament_id: str, aggregate: Tournament, now: int) -> None:
    """Store ``aggregate`` as the state after the tournament's last event; drop old ones."""
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
                data=_dumps(aggregate.snapshot()),
                at_ms=now,
            )
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
