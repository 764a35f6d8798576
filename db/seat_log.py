"""The log as the seatings in force read it: each entry with its seating events.

:func:`seat_entries` gives a tournament's log entries after a log sequence number, each
with its :data:`~tournament.service.seatings_in_force.SEATING_EVENTS` decoded (the other events
are not read): what :class:`~tournament.service.seatings_in_force.SeatingsInForce` follows.
:func:`tail_start` finds where the last entries of the log start, so that the recent seats
are read from the log's end (``ui.seat_announcements``), not from its start.
"""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import select

from db.rows import EventRow, LogEntryRow
from db.store import Store
from tournament.service import codec
from tournament.service.seatings_in_force import SEATING_EVENTS, LoggedSeatings

__all__ = ["seat_entries", "tail_start"]


def tail_start(store: Store, tournament_id: str, count: int) -> tuple[int, int | None]:
    """Where the tournament's last ``count`` log entries start: the log sequence number
    of the entry just before them (0: there are no more than ``count``) and when that entry
    was made (None with 0). Read on the newest end of the log's index."""
    with store.transactions.read() as conn:
        row = conn.execute(
            select(LogEntryRow.seq, LogEntryRow.at_ms)
            .where(LogEntryRow.tournament_id == tournament_id)
            .order_by(LogEntryRow.seq.desc())
            .limit(1)
            .offset(count)
        ).first()
    return (0, None) if row is None else (int(row[0]), int(row[1]))


def seat_entries(
    store: Store, tournament_id: str, after_seq: int = 0
) -> tuple[list[LoggedSeatings], int]:
    """The tournament's log entries after ``after_seq`` that seat players or undo or redo
    an action, oldest first, with their seating events; and the tournament's last log
    entry (where to read on from next time)."""
    # Events are numbered in the order their entries were logged: the tail starts at the
    # first event of an entry after ``after_seq`` (found on the log_seq index), so only the
    # tail of the tournament's events is read, however long the log (not all of them).
    tail = (
        select(EventRow.seq)
        .where(EventRow.log_seq > after_seq)
        .order_by(EventRow.log_seq, EventRow.seq)
        .limit(1)
        .scalar_subquery()
    )
    seating = (
        EventRow.tournament_id == tournament_id,
        EventRow.seq >= tail,
        EventRow.log_seq > after_seq,
        EventRow.type.in_(SEATING_EVENTS),
    )
    with store.transactions.read() as conn:
        last = conn.execute(  # the newest entry, read from the end of the index
            select(LogEntryRow.seq)
            .where(LogEntryRow.tournament_id == tournament_id)
            .order_by(LogEntryRow.seq.desc())
            .limit(1)
        ).scalar()
        events = conn.execute(
            select(EventRow.log_seq, EventRow.data).where(*seating).order_by(EventRow.seq)
        ).all()
        by_entry: defaultdict[int, list[object]] = defaultdict(list)
        for log_seq, data in events:
            by_entry[int(log_seq)].append(codec.event_from_dict(data))
        entries = conn.execute(
            select(LogEntryRow.seq, LogEntryRow.kind, LogEntryRow.target_seq, LogEntryRow.at_ms)
            .where(
                LogEntryRow.tournament_id == tournament_id,
                LogEntryRow.seq > after_seq,
                LogEntryRow.kind.in_(("undo", "redo"))
                | LogEntryRow.seq.in_(select(EventRow.log_seq).where(*seating)),
            )
            .order_by(LogEntryRow.seq)
        ).all()
    logged = [
        LoggedSeatings(int(s), kind, target, int(at), tuple(by_entry.get(int(s), ())))
        for s, kind, target, at in entries
    ]
    return logged, max(int(last or 0), after_seq)
