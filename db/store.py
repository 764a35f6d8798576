"""The store: one transaction per command, an append-only log, undo/redo, recovery.

Every director command becomes one transaction holding a ``log_entry`` (the command, its
inverse events, a description), its events in ``event``, the projected rows, and the lease's
last-seen instant. Subscribers hear the events only after the commit. Undo applies the stored
inverse events and records an ``undo`` entry; redo re-applies the command's events and records
a ``redo`` entry; a new command after undos discards the redo branch. Nothing is deleted from
the log, so the undo stack is rebuilt exactly from it after a restart.

Reopening loads the latest snapshot of each tournament and replays the events after it.
A snapshot is due every :data:`SNAPSHOT_EVERY` events; it is written at the next idle moment
(:meth:`Store.heartbeat`, which the console calls on a timer) and when the store is closed,
so that a director's command does not wait for the whole state to be serialized. Only when
nothing calls :meth:`~Store.heartbeat` for :data:`SNAPSHOT_LIMIT` intervals does a command
write it inside its own transaction (this bounds the replay at reopening).
"""

from __future__ import annotations

import json
import random
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, bindparam, delete, func, insert, select, text, update
from sqlalchemy.engine import make_url

from db.binding import Binding, Projection
from db.document_check import CheckedEntry, seal, verify
from db.engine import checkpoint, is_url, make_engine, pg_advisory_key
from db.errors import (
    LockedError,
    NothingToRedoError,
    NothingToUndoError,
    ReadOnlyStoreError,
    StoreError,
    UnknownTournamentError,
)
from db.lock import FileLock, describe_holder
from db.models import EventRow, Lease, LogEntry, Snapshot, TournamentRow
from db.opening import check_sqlite_file, ensure_schema, lock_path, quick_check, translate_errors
from db.wal_watch import WalWatch
from tournament.errors import DomainError

__all__ = [
    "SNAPSHOT_EVERY",
    "SNAPSHOT_LIMIT",
    "HistoryItem",
    "Published",
    "Store",
    "TournamentInfo",
    "open_store",
]

SNAPSHOT_EVERY = 1_000
"""Events of one tournament after which a snapshot is due (written at the next heartbeat)."""

SNAPSHOT_LIMIT = 3
"""A command writes the due snapshot itself once ``SNAPSHOT_LIMIT * snapshot_every`` events
went by without a heartbeat: the replay at reopening is at most that many events."""

KEEP_SNAPSHOTS = 2
WRITER = "writer"
UNDOABLE = frozenset({"command"})

# The statements of every command, built once (SQLAlchemy then compiles each one once).
_INSERT_LOG = insert(LogEntry).returning(LogEntry.seq)
_INSERT_EVENTS = insert(EventRow).returning(EventRow.seq, sort_by_parameter_order=True)
_TOUCH_LEASE = update(Lease).where(Lease.name == WRITER).values(last_seen_ms=bindparam("b_now"))


@dataclass(frozen=True, slots=True)
class Published:
    """An event as subscribers receive it, after its transaction committed."""

    seq: int
    tournament_id: str
    event: Any


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    """A stored tournament, for a picker."""

    id: str
    name: str
    created_ms: int
    finished_ms: int | None


@dataclass(frozen=True, slots=True)
class HistoryItem:
    """One line of the action log (``kind``: create, command, undo, redo)."""

    seq: int
    tournament_id: str | None
    kind: str
    description: str
    at_ms: int
    target_seq: int | None


Subscriber = Callable[[Sequence[Published]], None]


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


def _where(target: str | Path) -> str:
    if is_url(target):
        return make_url(str(target)).render_as_string(hide_password=True)
    return str(Path(target).expanduser())


def open_store(
    target: str | Path,
    *,
    now_ms: int,
    read_only: bool = False,
    binding: Binding | None = None,
    station: str = "",
) -> Store:
    """Open (creating if needed, migrating after a backup) a pokerfloor database.

    ``target`` is a SQLite file path or a SQLAlchemy URL (``postgresql+psycopg://...``).
    ``read_only=True`` opens a display station: no lock, no writes, :meth:`Store.refresh`
    follows the writer. Raises a :class:`~db.errors.StoreError` subclass naming the problem.
    """
    if binding is None:
        from db.service_binding import service_binding

        binding = service_binding()
    where = _where(target)
    sqlite_path: Path | None = None
    if not is_url(target):
        sqlite_path = Path(target).expanduser()
    elif make_url(str(target)).get_backend_name() == "sqlite":
        database = make_url(str(target)).database or ""
        if database and database != ":memory:" and not database.startswith("file:"):
            sqlite_path = Path(database)
    holder = describe_holder(now_ms) + (f" ({station})" if station else "")
    lock: FileLock | None = None
    has_content = False
    if sqlite_path is not None:
        has_content = check_sqlite_file(sqlite_path, read_only=read_only)
        if not read_only:
            lock = FileLock(lock_path(sqlite_path), where)
            lock.acquire(holder)
    engine: Engine | None = None
    conn: Connection | None = None
    try:
        with translate_errors(where):
            engine = make_engine(
                sqlite_path if sqlite_path is not None else target, read_only=read_only
            )
            conn = engine.connect()
            if sqlite_path is not None and has_content:
                with conn.begin():
                    quick_check(conn, where)
            if engine.dialect.name == "postgresql" and not read_only:
                _pg_lock(conn, engine, where)
            ensure_schema(conn, where, read_only=read_only, sqlite_path=sqlite_path, now_ms=now_ms)
            store = Store(
                engine,
                conn,
                binding,
                where=where,
                read_only=read_only,
                lock=lock,
                holder=holder,
                now_ms=now_ms,
            )
            if sqlite_path is not None and not read_only:
                store.wal_watch = WalWatch(sqlite_path)
    except BaseException:
        if conn is not None:
            conn.close()
        if engine is not None:
            engine.dispose()
        if lock is not None:
            lock.release()
        raise
    return store


def _pg_lock(conn: Connection, engine: Engine, where: str) -> None:
    key = pg_advisory_key(engine)
    with conn.begin():
        got = conn.execute(text("select pg_try_advisory_lock(:k)"), {"k": key}).scalar_one()
    if not got:
        holder = ""
        try:
            with conn.begin():
                holder = str(
                    conn.execute(select(Lease.holder).where(Lease.name == WRITER)).scalar() or ""
                )
        except Exception:  # no lease table yet: the other station is still creating it
            holder = ""
        who = f" ({holder})" if holder else ""
        raise LockedError(
            where,
            f"another pokerfloor station{who} is the director's (writer) station of this "
            "database; open it display-only",
        )


class Store:
    """A pokerfloor database: tournaments, the action log, undo/redo and exports' source."""

    def __init__(
        self,
        engine: Engine,
        conn: Connection,
        binding: Binding,
        *,
        where: str,
        read_only: bool,
        lock: FileLock | None,
        holder: str,
        now_ms: int,
    ) -> None:
        self.engine = engine
        self.where = where
        self.read_only = read_only
        self.binding = binding
        self._conn = conn
        self._lock = lock
        self._holder = holder
        self._subscribers: list[Subscriber] = []
        self._aggregates: dict[str, Any] = {}
        self._since_snapshot: dict[str, int] = {}
        self._done: list[int] = []
        self._undone: list[int] = []
        self._descriptions: dict[int, str] = {}
        self._closed = False
        self._last_log_seq = 0
        self.snapshot_every = SNAPSHOT_EVERY
        self.closed_for_ms = 0
        self.was_closed_cleanly = True
        self.wal_watch: WalWatch | None = None
        with translate_errors(where), conn.begin():
            self._last_seq = int(
                conn.execute(select(func.coalesce(func.max(EventRow.seq), 0))).scalar_one()
            )
            self._read_lease(now_ms)
            self._rebuild_undo_stacks()

    # ------------------------------------------------------------------ lifecycle

    def _read_lease(self, now_ms: int) -> None:
        row = self._conn.execute(select(Lease).where(Lease.name == WRITER)).first()
        if row is not None:
            lease = row[0] if isinstance(row[0], Lease) else row
            last_seen = int(lease.last_seen_ms)
            self.closed_for_ms = max(0, now_ms - last_seen) if last_seen else 0
            self.was_closed_cleanly = bool(lease.closed_cleanly)
        if self.read_only:
            return
        values = {
            "holder": self._holder,
            "opened_ms": now_ms,
            "last_seen_ms": now_ms,
            "closed_cleanly": False,
        }
        if row is None:
            self._conn.execute(insert(Lease).values(name=WRITER, **values))
        else:
            self._conn.execute(update(Lease).where(Lease.name == WRITER).values(**values))

    def _rebuild_undo_stacks(self) -> None:
        rows = self._conn.execute(
            select(LogEntry.seq, LogEntry.kind, LogEntry.target_seq, LogEntry.description).order_by(
                LogEntry.seq
            )
        ).all()
        done: list[int] = []
        undone: list[int] = []
        for seq, kind, target, description in rows:
            if kind in UNDOABLE:
                done.append(seq)
                undone.clear()
                self._descriptions[seq] = description
            elif kind == "create":
                undone.clear()
            elif kind == "undo" and done and done[-1] == target:
                undone.append(done.pop())
            elif kind == "redo" and undone and undone[-1] == target:
                done.append(undone.pop())
        self._done, self._undone = done, undone

    def close(self, now_ms: int | None = None) -> None:
        """Write snapshots and the last-seen instant, release the lock (idempotent)."""
        if self._closed:
            return
        self._closed = True
        try:
            if not self.read_only and now_ms is not None:
                with translate_errors(self.where), self._conn.begin():
                    for tournament_id, count in self._since_snapshot.items():
                        if count:
                            self._write_snapshot(tournament_id, now_ms)
                    self._conn.execute(
                        update(Lease)
                        .where(Lease.name == WRITER)
                        .values(last_seen_ms=now_ms, closed_cleanly=True)
                    )
        finally:
            self._conn.close()
            self.engine.dispose()
            if self._lock is not None:
                self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def heartbeat(self, now_ms: int) -> None:
        """Record that the program is still open (call every ~30 s; feeds ``closed_for_ms``),
        write the snapshots that are due and checkpoint a SQLite file's write-ahead log
        (idle time: no command waits for them)."""
        if self.read_only:
            return
        with translate_errors(self.where), self._conn.begin():
            self._conn.execute(_TOUCH_LEASE, {"b_now": now_ms})
            for tournament_id, count in list(self._since_snapshot.items()):
                if count >= self.snapshot_every and tournament_id in self._aggregates:
                    self._write_snapshot(tournament_id, now_ms)
        with translate_errors(self.where):
            checkpoint(self._conn)
        if self.wal_watch is not None:
            self.wal_watch.check()

    @property
    def wal_problem(self) -> str | None:
        """Set at a heartbeat when the SQLite file's ``-wal`` was deleted or replaced under
        the running program (:mod:`db.wal_watch`); tell the director at once."""
        return None if self.wal_watch is None else self.wal_watch.problem

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(published_events)`` after each commit; returns an unsubscribe."""
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    def _publish(self, published: Sequence[Published]) -> None:
        if published:
            for callback in list(self._subscribers):
                callback(published)

    def _writable(self) -> None:
        if self.read_only:
            raise ReadOnlyStoreError(
                self.where, "this station shows the event; it cannot change it"
            )
        if self._closed:
            raise StoreError(self.where, "the database is closed")

    # ------------------------------------------------------------------ reading

    @property
    def last_seq(self) -> int:
        """The sequence number of the last event this store has seen."""
        return self._last_seq

    def tournaments(self) -> list[TournamentInfo]:
        """The stored tournaments, oldest first."""
        with translate_errors(self.where), self._conn.begin():
            rows = self._conn.execute(
                select(
                    TournamentRow.id,
                    TournamentRow.name,
                    TournamentRow.created_ms,
                    TournamentRow.finished_ms,
                ).order_by(TournamentRow.created_ms, TournamentRow.id)
            ).all()
        return [TournamentInfo(r[0], r[1], int(r[2]), r[3]) for r in rows]

    def load(self, tournament_id: str) -> Any:
        """The tournament aggregate, exactly as after the last committed command."""
        aggregate = self._aggregates.get(tournament_id)
        if aggregate is None:
            with translate_errors(self.where), self._conn.begin():
                aggregate = self._load(tournament_id)
            self._aggregates[tournament_id] = aggregate
        return aggregate

    def _load(self, tournament_id: str) -> Any:
        exists = self._conn.execute(
            select(TournamentRow.id).where(TournamentRow.id == tournament_id)
        ).first()
        if exists is None:
            raise UnknownTournamentError(self.where, f"no tournament with id {tournament_id}")
        snap = self._conn.execute(
            select(Snapshot.event_seq, Snapshot.data)
            .where(Snapshot.tournament_id == tournament_id)
            .order_by(Snapshot.event_seq.desc())
            .limit(1)
        ).first()
        b = self.binding
        if snap is None:
            after, aggregate = 0, b.new()
        else:
            after, aggregate = int(snap[0]), b.restore(json.loads(snap[1]))
        count = 0
        for (data,) in self._conn.execute(
            select(EventRow.data)
            .where(EventRow.tournament_id == tournament_id, EventRow.seq > after)
            .order_by(EventRow.seq)
        ):
            aggregate = b.apply(aggregate, b.from_dict(data))
            count += 1
        self._since_snapshot[tournament_id] = count
        return aggregate

    def history(self, tournament_id: str | None = None) -> list[HistoryItem]:
        """The action log (every command, undo and redo), oldest first."""
        query = select(
            LogEntry.seq,
            LogEntry.tournament_id,
            LogEntry.kind,
            LogEntry.description,
            LogEntry.at_ms,
            LogEntry.target_seq,
        )
        if tournament_id is not None:
            query = query.where(LogEntry.tournament_id == tournament_id)
        with translate_errors(self.where), self._conn.begin():
            rows = self._conn.execute(query.order_by(LogEntry.seq)).all()
        return [HistoryItem(int(r[0]), r[1], r[2], r[3], int(r[4]), r[5]) for r in rows]

    def events(self, tournament_id: str, after_seq: int = 0) -> list[Published]:
        """The events applied to a tournament after ``after_seq``, decoded, in order."""
        with translate_errors(self.where), self._conn.begin():
            rows = self._conn.execute(
                select(EventRow.seq, EventRow.data)
                .where(EventRow.tournament_id == tournament_id, EventRow.seq > after_seq)
                .order_by(EventRow.seq)
            ).all()
        return [Published(int(s), tournament_id, self.binding.from_dict(d)) for s, d in rows]

    def connection(self) -> Connection:
        """The store's connection (for ``db`` modules only: exports, history)."""
        return self._conn

    # ------------------------------------------------------------------ writing

    def create_tournament(
        self, command: Any, now: int, rng: random.Random, *, tournament_id: str | None = None
    ) -> str:
        """Create a tournament by handling its creating command on a new aggregate."""
        self._writable()
        tid = tournament_id or f"{rng.getrandbits(64):016x}"
        b = self.binding
        aggregate = b.new()
        description = self._describe(aggregate, command)
        handled = b.handle(aggregate, command, now, rng)
        aggregate = self._aggregate_after(aggregate, handled)
        name = b.name_of(aggregate) or description
        published: list[Published] = []
        try:
            with translate_errors(self.where), self._conn.begin():
                self._conn.execute(
                    insert(TournamentRow).values(
                        id=tid, name=name[:200], created_ms=now, buyin_cents=0, currency=""
                    )
                )
                published = self._append(
                    tid,
                    "create",
                    command,
                    handled.events,
                    handled.inverse,
                    description,
                    now,
                    None,
                    aggregate,
                )
        except BaseException:
            self._aggregates.pop(tid, None)
            self._since_snapshot.pop(tid, None)
            raise
        self._aggregates[tid] = aggregate
        self._undone.clear()
        self._publish(published)
        return tid

    def _aggregate_after(self, aggregate: Any, handled: Any) -> Any:
        after = getattr(handled, "aggregate", None)
        return aggregate if after is None else after

    def _describe(self, aggregate: Any, command: Any) -> str:
        try:
            return self.binding.describe(aggregate, command)
        except Exception:  # a label must never stop a command
            return type(command).__name__

    def execute(
        self, tournament_id: str, command: Any, now: int, rng: random.Random
    ) -> tuple[Any, ...]:
        """Handle a director command in one transaction; publish its events after the commit.

        A command the domain refuses raises its ``DomainError`` and changes nothing.
        """
        self._writable()
        aggregate = self.load(tournament_id)
        description = self._describe(aggregate, command)
        handled = self.binding.handle(aggregate, command, now, rng)
        aggregate = self._aggregate_after(aggregate, handled)
        try:
            with translate_errors(self.where), self._conn.begin():
                published = self._append(
                    tournament_id,
                    "command",
                    command,
                    handled.events,
                    handled.inverse,
                    description,
                    now,
                    None,
                    aggregate,
                )
        except BaseException:
            self._forget(tournament_id)
            raise
        self._aggregates[tournament_id] = aggregate
        self._done.append(self._last_log_seq)
        self._descriptions[self._last_log_seq] = description
        self._undone.clear()
        self._publish(published)
        return tuple(handled.events)

    def _forget(self, tournament_id: str) -> None:
        """Drop the in-memory aggregate (it may hold uncommitted changes); reload on demand."""
        self._aggregates.pop(tournament_id, None)
        self._since_snapshot.pop(tournament_id, None)

    def _append(
        self,
        tournament_id: str,
        kind: str,
        command: Any | None,
        events: Iterable[Any],
        inverse: Iterable[Any] | None,
        description: str,
        now: int,
        target_seq: int | None,
        aggregate: Any,
    ) -> list[Published]:
        b = self.binding
        event_list = list(events)
        event_dicts = [b.to_dict(e) for e in event_list]
        log_seq = self._conn.execute(
            _INSERT_LOG,
            {
                "tournament_id": tournament_id,
                "kind": kind,
                "target_seq": target_seq,
                "command": None if command is None else b.to_dict(command),
                "inverse": None if inverse is None else [b.to_dict(e) for e in inverse],
                "description": description,
                "at_ms": now,
                "station": self._holder[:200],
            },
        ).scalar_one()
        self._last_log_seq = int(log_seq)
        published: list[Published] = []
        if event_dicts:
            seqs = (
                self._conn.execute(
                    _INSERT_EVENTS,
                    [
                        {
                            "log_seq": log_seq,
                            "tournament_id": tournament_id,
                            "type": d["type"],
                            "data": d,
                        }
                        for d in event_dicts
                    ],
                )
                .scalars()
                .all()
            )
            published = [
                Published(int(s), tournament_id, e) for s, e in zip(seqs, event_list, strict=True)
            ]
            self._last_seq = max(self._last_seq, int(seqs[-1]))
        if b.project is not None and event_dicts:
            b.project(
                Projection(
                    self._conn,
                    tournament_id,
                    aggregate,
                    event_dicts,
                    now,
                    int(log_seq),
                    kind,
                    target_seq,
                )
            )
        self._since_snapshot[tournament_id] = self._since_snapshot.get(tournament_id, 0) + len(
            event_dicts
        )
        if self._since_snapshot[tournament_id] >= self.snapshot_every * SNAPSHOT_LIMIT:
            self._write_snapshot(tournament_id, now, aggregate)
        self._conn.execute(_TOUCH_LEASE, {"b_now": now})
        return published

    def _write_snapshot(self, tournament_id: str, now: int, aggregate: Any = None) -> None:
        if aggregate is None:
            aggregate = self._aggregates.get(tournament_id)
            if aggregate is None:
                return
        last = self._conn.execute(
            select(func.coalesce(func.max(EventRow.seq), 0)).where(
                EventRow.tournament_id == tournament_id
            )
        ).scalar_one()
        exists = self._conn.execute(
            select(Snapshot.event_seq).where(
                Snapshot.tournament_id == tournament_id, Snapshot.event_seq == last
            )
        ).first()
        if exists is None:
            self._conn.execute(
                insert(Snapshot).values(
                    tournament_id=tournament_id,
                    event_seq=last,
                    data=_dumps(self.binding.snapshot(aggregate)),
                    at_ms=now,
                )
            )
        keep = (
            select(Snapshot.event_seq)
            .where(Snapshot.tournament_id == tournament_id)
            .order_by(Snapshot.event_seq.desc())
            .limit(KEEP_SNAPSHOTS)
            .scalar_subquery()
        )
        # Snapshots are a cache of the log, not the log: old ones may go.
        self._conn.execute(
            delete(Snapshot).where(
                Snapshot.tournament_id == tournament_id,
                Snapshot.event_seq
                < func.coalesce(
                    select(func.min(Snapshot.event_seq))
                    .where(Snapshot.tournament_id == tournament_id, Snapshot.event_seq.in_(keep))
                    .scalar_subquery(),
                    0,
                ),
            )
        )
        self._since_snapshot[tournament_id] = 0

    # ------------------------------------------------------------------ undo / redo

    @property
    def can_undo(self) -> bool:
        """True when a director action can be undone."""
        return bool(self._done) and not self.read_only

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be redone."""
        return bool(self._undone) and not self.read_only

    @property
    def undo_label(self) -> str | None:
        """``"Undo: bust-out of Anna"`` for the menu, or None."""
        return f"Undo: {self._descriptions.get(self._done[-1], '')}" if self.can_undo else None

    @property
    def redo_label(self) -> str | None:
        """``"Redo: bust-out of Anna"`` for the menu, or None."""
        return f"Redo: {self._descriptions.get(self._undone[-1], '')}" if self.can_redo else None

    def undo(self, now: int) -> tuple[Any, ...]:
        """Undo the last director action (apply its stored inverse events); log it."""
        self._writable()
        if not self._done:
            raise NothingToUndoError(self.where, "there is no action left to undo")
        target = self._done[-1]
        with translate_errors(self.where), self._conn.begin():
            row = self._conn.execute(
                select(LogEntry.tournament_id, LogEntry.inverse).where(LogEntry.seq == target)
            ).one()
        tournament_id, inverse_dicts = str(row[0]), list(row[1] or [])
        events = [self.binding.from_dict(d) for d in inverse_dicts]
        published = self._apply_logged(tournament_id, "undo", events, target, now)
        self._undone.append(self._done.pop())
        self._publish(published)
        return tuple(events)

    def redo(self, now: int) -> tuple[Any, ...]:
        """Redo the last undone action (re-apply its events); log it."""
        self._writable()
        if not self._undone:
            raise NothingToRedoError(self.where, "there is no undone action to redo")
        target = self._undone[-1]
        with translate_errors(self.where), self._conn.begin():
            tournament_id = str(
                self._conn.execute(
                    select(LogEntry.tournament_id).where(LogEntry.seq == target)
                ).scalar_one()
            )
            dicts = (
                self._conn.execute(
                    select(EventRow.data).where(EventRow.log_seq == target).order_by(EventRow.seq)
                )
                .scalars()
                .all()
            )
        events = [self.binding.from_dict(d) for d in dicts]
        published = self._apply_logged(tournament_id, "redo", events, target, now)
        self._done.append(self._undone.pop())
        self._publish(published)
        return tuple(events)

    def _apply_logged(
        self, tournament_id: str, kind: str, events: list[Any], target: int, now: int
    ) -> list[Published]:
        aggregate = self.load(tournament_id)
        for event in events:
            aggregate = self.binding.apply(aggregate, event)
        description = f"{kind.capitalize()}: {self._descriptions.get(target, '')}"
        try:
            with translate_errors(self.where), self._conn.begin():
                published = self._append(
                    tournament_id, kind, None, events, None, description, now, target, aggregate
                )
        except BaseException:
            self._forget(tournament_id)
            raise
        self._aggregates[tournament_id] = aggregate
        return published

    # ------------------------------------------------------------------ display stations

    def refresh(self) -> list[Published]:
        """Follow another station's commits: apply and publish events newer than ours.

        A display station calls this on a timer (every 0.5 s keeps it within a second).
        """
        with translate_errors(self.where), self._conn.begin():
            rows = self._conn.execute(
                select(EventRow.seq, EventRow.tournament_id, EventRow.data)
                .where(EventRow.seq > self._last_seq)
                .order_by(EventRow.seq)
            ).all()
            if not self.read_only and rows:
                self._rebuild_undo_stacks()
        published: list[Published] = []
        for seq, tournament_id, data in rows:
            event = self.binding.from_dict(data)
            if tournament_id in self._aggregates:
                self._aggregates[tournament_id] = self.binding.apply(
                    self._aggregates[tournament_id], event
                )
            published.append(Published(int(seq), tournament_id, event))
            self._last_seq = int(seq)
        self._publish(published)
        return published

    # ------------------------------------------------------------------ export / import

    def export_document(self, tournament_id: str) -> dict[str, Any]:
        """The whole tournament as a JSON-able document: its log with commands and events."""
        with translate_errors(self.where), self._conn.begin():
            row = self._conn.execute(
                select(TournamentRow.name, TournamentRow.created_ms).where(
                    TournamentRow.id == tournament_id
                )
            ).first()
            if row is None:
                raise UnknownTournamentError(self.where, f"no tournament with id {tournament_id}")
            entries = self._conn.execute(
                select(
                    LogEntry.seq,
                    LogEntry.kind,
                    LogEntry.target_seq,
                    LogEntry.command,
                    LogEntry.inverse,
                    LogEntry.description,
                    LogEntry.at_ms,
                )
                .where(LogEntry.tournament_id == tournament_id)
                .order_by(LogEntry.seq)
            ).all()
            events: dict[int, list[Any]] = {}
            for log_seq, data in self._conn.execute(
                select(EventRow.log_seq, EventRow.data)
                .where(EventRow.tournament_id == tournament_id)
                .order_by(EventRow.seq)
            ):
                events.setdefault(int(log_seq), []).append(data)
        document: dict[str, Any] = {
            "format": "pokerfloor.tournament",
            "version": 1,
            "tournament": {"id": tournament_id, "name": row[0], "created_ms": int(row[1])},
            "log": [
                {
                    "seq": int(e[0]),
                    "kind": e[1],
                    "target_seq": e[2],
                    "command": e[3],
                    "inverse": e[4],
                    "description": e[5],
                    "at_ms": int(e[6]),
                    "events": events.get(int(e[0]), []),
                }
                for e in entries
            ],
        }
        return seal(document)

    def import_document(
        self,
        document: dict[str, Any],
        now: int,
        *,
        checked: list[CheckedEntry] | None = None,
    ) -> str:
        """Store a tournament from :meth:`export_document`; its new id. The document is
        checked whole first (:func:`db.document_check.verify`: integrity marker, numbers,
        every event derived again from its command); ``checked`` is that result when the
        caller already verified it. Refused: :class:`~db.document_check.DocumentError`."""
        self._writable()
        b = self.binding
        if checked is None:
            checked = verify(document, b, "the tournament document")
        info = document["tournament"]
        name, created = str(info.get("name", "")), int(info.get("created_ms", now))
        decoded = [
            (e.kind, e.target_seq, e.command, e.inverse, e.description, e.at_ms, e.events, e.seq)
            for e in checked
        ]
        with translate_errors(self.where), self._conn.begin():
            tid = str(info.get("id", ""))
            taken = (
                tid == ""
                or self._conn.execute(
                    select(TournamentRow.id).where(TournamentRow.id == tid)
                ).first()
                is not None
            )
            if taken:
                tid = f"{random.SystemRandom().getrandbits(64):016x}"
            self._conn.execute(
                insert(TournamentRow).values(
                    id=tid, name=name[:200], created_ms=created, buyin_cents=0, currency=""
                )
            )
            aggregate = b.new()
            new_seq: dict[int, int] = {}
            for kind, target, command, inverse, description, at_ms, events, old in decoded:
                try:
                    for event in events:
                        aggregate = b.apply(aggregate, event)
                except DomainError as error:
                    raise StoreError(
                        self.where, f"the tournament document does not replay: {error}"
                    ) from None
                mapped = None if target is None else new_seq.get(int(target))
                self._append(
                    tid, kind, command, events, inverse, description, at_ms, mapped, aggregate
                )
                new_seq[old] = self._last_log_seq
            self._write_snapshot(tid, now, aggregate)
            self._rebuild_undo_stacks()
        self._aggregates[tid] = aggregate
        return tid
