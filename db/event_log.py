"""The append-only log: ``log_entry`` (one per director action, undo or redo) and ``event``.

Every function here runs inside the caller's transaction. Commands and events are stored
as the domain's codec writes them (``{"type": "SeatsDrawn", ...}``) and decoded with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, bindparam, func, insert, select

from db.rows import EventRow, LogEntryRow
from db.undo import LogLine
from tournament.service import codec
from tournament.service.commands import Command
from tournament.service.events import Event

__all__ = [
    "Appended",
    "LogEntry",
    "LogWrite",
    "Published",
    "append",
    "events_after",
    "events_of",
    "inverse_of",
    "last_event_seq",
    "log_entries",
    "log_lines_before",
    "new_events",
]

_INSERT_LOG = insert(LogEntryRow).returning(LogEntryRow.seq)
_INSERT_EVENTS = insert(EventRow).returning(EventRow.seq, sort_by_parameter_order=True)
_LAST_OF = select(func.coalesce(func.max(EventRow.seq), 0)).where(
    EventRow.tournament_id == bindparam("b_tid")
)


_LINES = select(
    LogEntryRow.seq,
    LogEntryRow.tournament_id,
    LogEntryRow.kind,
    LogEntryRow.target_seq,
    LogEntryRow.description,
    LogEntryRow.actor,
)
"""A log entry as the undo stacks read it (:class:`~db.undo.LogLine`)."""


@dataclass(frozen=True, slots=True)
class Published:
    """An event as subscribers receive it, after its transaction committed."""

    seq: int
    tournament_id: str
    event: Event


@dataclass(frozen=True, slots=True)
class LogEntry:
    """One line of the action log (``kind``: create, command, undo, redo)."""

    seq: int
    tournament_id: str | None
    kind: str
    description: str
    at_ms: int
    target_seq: int | None
    actor: str | None = None
    """Who sent it from a staff phone ("Floor: Marco"); None: the console."""


@dataclass(frozen=True, slots=True)
class LogWrite:
    """One log entry to append: a command (``kind`` create/command) with its events and
    their inverse, or an undo/redo (``target_seq``) with the events it applied."""

    tournament_id: str
    kind: str
    command: Command | None
    events: Sequence[Event]
    inverse: Sequence[Event] | None
    description: str
    at_ms: int
    target_seq: int | None
    station: str
    actor: str | None = None
    decision_revision: int | None = None


@dataclass(frozen=True, slots=True)
class Appended:
    """The log entry's number and its events as they will be published."""

    log_seq: int
    published: tuple[Published, ...]


def append(conn: Connection, entry: LogWrite) -> Appended:
    """Insert the log entry and its events (two statements, built once)."""
    log_seq = int(
        conn.execute(
            _INSERT_LOG,
            {
                "tournament_id": entry.tournament_id,
                "kind": entry.kind,
                "target_seq": entry.target_seq,
                "command": None if entry.command is None else codec.to_dict(entry.command),
                "inverse": None
                if entry.inverse is None
                else [codec.to_dict(e) for e in entry.inverse],
                "description": entry.description,
                "at_ms": entry.at_ms,
                "station": entry.station[:200],
                "actor": None if entry.actor is None else entry.actor[:200],
                "decision_revision": entry.decision_revision,
            },
        ).scalar_one()
    )
    if not entry.events:
        return Appended(log_seq, ())
    rows = []
    for event in entry.events:
        data = codec.to_dict(event)
        rows.append(
            {
                "log_seq": log_seq,
                "tournament_id": entry.tournament_id,
                "type": data["type"],
                "data": data,
            }
        )
    seqs = conn.execute(_INSERT_EVENTS, rows).scalars().all()
    published = tuple(
        Published(int(s), entry.tournament_id, e) for s, e in zip(seqs, entry.events, strict=True)
    )
    return Appended(log_seq, published)


def last_event_seq(conn: Connection, tournament_id: str | None = None) -> int:
    """The last event's sequence number (of one tournament, or of the whole file)."""
    if tournament_id is None:
        return int(conn.execute(select(func.coalesce(func.max(EventRow.seq), 0))).scalar_one())
    return int(conn.execute(_LAST_OF, {"b_tid": tournament_id}).scalar_one())


def log_lines_before(conn: Connection, before_seq: int | None, limit: int) -> list[LogLine]:
    """Up to ``limit`` log entries numbered below ``before_seq`` (None: the newest) as the
    undo stacks read them, newest first (read from the end of the index)."""
    query = _LINES
    if before_seq is not None:
        query = query.where(LogEntryRow.seq < before_seq)
    rows = conn.execute(query.order_by(LogEntryRow.seq.desc()).limit(limit)).all()
    return [LogLine(int(r[0]), r[1], r[2], r[3], r[4], r[5]) for r in rows]


def log_entries(
    conn: Connection,
    tournament_id: str | None = None,
    after_seq: int = 0,
    before_seq: int | None = None,
    limit: int | None = None,
) -> list[LogEntry]:
    """The action log (every command, undo and redo), oldest first; only the entries after
    the log sequence number ``after_seq`` and before ``before_seq`` when given; with
    ``limit``, only the newest ``limit`` of them (read from the end of the index)."""
    query = select(
        LogEntryRow.seq,
        LogEntryRow.tournament_id,
        LogEntryRow.kind,
        LogEntryRow.description,
        LogEntryRow.at_ms,
        LogEntryRow.target_seq,
        LogEntryRow.actor,
    )
    if tournament_id is not None:
        query = query.where(LogEntryRow.tournament_id == tournament_id)
    if after_seq:
        query = query.where(LogEntryRow.seq > after_seq)
    if before_seq is not None:
        query = query.where(LogEntryRow.seq < before_seq)
    if limit is None:
        rows = conn.execute(query.order_by(LogEntryRow.seq)).all()
    else:
        rows = conn.execute(query.order_by(LogEntryRow.seq.desc()).limit(limit)).all()[::-1]
    return [LogEntry(int(r[0]), r[1], r[2], r[3], int(r[4]), r[5], r[6]) for r in rows]


def events_after(conn: Connection, tournament_id: str, after_seq: int) -> list[Published]:
    """A tournament's events after ``after_seq``, decoded, in order."""
    rows = conn.execute(
        select(EventRow.seq, EventRow.data)
        .where(EventRow.tournament_id == tournament_id, EventRow.seq > after_seq)
        .order_by(EventRow.seq)
    ).all()
    return [Published(int(s), tournament_id, codec.event_from_dict(d)) for s, d in rows]


def new_events(conn: Connection, after_seq: int) -> list[Published]:
    """Every tournament's events after ``after_seq`` (another station's commits), in order."""
    rows = conn.execute(
        select(EventRow.seq, EventRow.tournament_id, EventRow.data)
        .where(EventRow.seq > after_seq)
        .order_by(EventRow.seq)
    ).all()
    return [Published(int(s), str(tid), codec.event_from_dict(d)) for s, tid, d in rows]


def inverse_of(conn: Connection, log_seq: int) -> tuple[str, list[Event]]:
    """The tournament of a command's log entry and the events that undo it."""
    row = conn.execute(
        select(LogEntryRow.tournament_id, LogEntryRow.inverse).where(LogEntryRow.seq == log_seq)
    ).one()
    return str(row[0]), [codec.event_from_dict(d) for d in row[1] or []]


def events_of(conn: Connection, log_seq: int) -> tuple[str, list[Event]]:
    """The tournament of a command's log entry and the events it applied (for a redo)."""
    tournament_id = str(
        conn.execute(
            select(LogEntryRow.tournament_id).where(LogEntryRow.seq == log_seq)
        ).scalar_one()
    )
    data = (
        conn.execute(
            select(EventRow.data).where(EventRow.log_seq == log_seq).order_by(EventRow.seq)
        )
        .scalars()
        .all()
    )
    return tournament_id, [codec.event_from_dict(d) for d in data]
