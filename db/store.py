"""The store: one transaction per command, an append-only log, undo/redo, recovery.

Every director command becomes one transaction holding a ``log_entry`` (the command, its
inverse events, a description), its events in ``event``, the projected rows
(:mod:`db.projection`), and the lease's last-seen instant (:mod:`db.lease`). Subscribers
hear the events only after the commit. Undo applies the stored inverse events and records
an ``undo`` entry; redo re-applies the command's events and records a ``redo`` entry; a new
command after undos discards the redo branch. Nothing is deleted from the log; the undo
stacks (:mod:`db.undo`) are read from it once, at opening, and kept in step after that.

Reopening loads the latest snapshot of each tournament and replays the events after it
(:mod:`db.snapshots`). A snapshot is due every :data:`SNAPSHOT_EVERY` events; it is written
at the next idle moment (:meth:`Store.heartbeat`, which the console calls on a timer) and
when the store is closed, so that a director's command does not wait for the whole state to
be serialized. Only when nothing calls :meth:`~Store.heartbeat` for :data:`SNAPSHOT_LIMIT`
intervals does a command write it inside its own transaction.

(About 480 lines: the store's state — connection, cached aggregates, snapshot counters,
undo stacks, subscribers — is shared by every method here; the work itself is in the
modules named below.)

The tournament on screen is driven through :class:`db.uow.TournamentUnitOfWork`, the
domain's :class:`tournament.service.ports.UnitOfWork`; exports and import live in
:mod:`db.documents` and :mod:`db.exports`; opening a file in :mod:`db.connect`.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, Engine, insert, select

from db import event_log, lease, snapshots
from db.document_check import seal, verify
from db.documents import (
    Document,
    ImportedEntry,
    ImportedTournament,
    export_document,
    import_document,
)
from db.engine import checkpoint
from db.errors import (
    FencedOutError,
    NothingToRedoError,
    NothingToUndoError,
    ReadOnlyStoreError,
    StoreError,
    UnknownTournamentError,
)
from db.event_log import HistoryItem, LogWrite, Published
from db.fence import Fence
from db.lock import FileLock
from db.opening import translate_errors
from db.projection import Projection, project
from db.rows import TournamentRow
from db.snapshots import SNAPSHOT_EVERY, SNAPSHOT_LIMIT
from db.undo import UndoStacks, UndoStep
from db.wal_watch import WalWatch
from tournament.service.aggregate import Tournament
from tournament.service.commands import Command, CreateTournament
from tournament.service.events import Event
from tournament.service.labels import describe
from tournament.service.outcome import Outcome, Touched
from tournament.service.ports import TournamentInfo

__all__ = [
    "SNAPSHOT_EVERY",
    "SNAPSHOT_LIMIT",
    "HistoryItem",
    "Published",
    "Store",
    "Subscriber",
    "TournamentInfo",
]


@dataclass(frozen=True, slots=True)
class Commit:
    """One commit of one tournament as the subscribers hear it, after the commit."""

    tournament_id: str
    published: tuple[Published, ...]
    """Its events in order, each with its sequence number."""
    touched: Touched
    """What they changed (the aggregate's outcome; everything for a tournament this
    station has not loaded)."""


Subscriber = Callable[[Commit], None]
"""``callback(commit)`` after each commit."""

_EVERYTHING = Touched(setup=True)


class Store:
    """A pokerfloor database: tournaments, the action log, undo/redo and exports' source.

    Built by :func:`db.connect.open_store`.
    """

    def __init__(
        self,
        engine: Engine,
        conn: Connection,
        *,
        where: str,
        read_only: bool,
        lock: FileLock | None,
        holder: str,
        now_ms: int,
        claim: Callable[[Connection], tuple[lease.LeaseSeen, int]] | None = None,
    ) -> None:
        self.engine = engine
        self.where = where
        self.read_only = read_only
        self._conn = conn
        self._lock = lock
        self._holder = holder
        self._subscribers: list[Subscriber] = []
        self._aggregates: dict[str, Tournament] = {}
        self._since_snapshot: dict[str, int] = {}
        self._closed = False
        self._last_log_seq = 0
        self.snapshot_every = SNAPSHOT_EVERY
        self.fence: Fence | None = None
        number: int | None = None
        # A writer claims the lease first, in the same transaction as its first reads: it
        # reads everything committed before its claim, and a read that fails leaves the
        # database untouched (the claim rolls back with it).
        with translate_errors(where), conn.begin():
            if claim is None:
                seen = lease.take(conn, now_ms)
            else:
                seen, number = claim(conn)
            self._last_seq = event_log.last_event_seq(conn)
            self._undo = UndoStacks.from_log(event_log.log_lines(conn))
        if number is not None:
            self.fence = Fence(engine, number, where, holder)
            self.fence.on_fenced_out = self._fenced_out
        self.closed_for_ms = seen.closed_for_ms
        self.was_closed_cleanly = seen.closed_cleanly
        self.wal_watch: WalWatch | None = None

    # ------------------------------------------------------------------ lifecycle

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
                    lease.close(self._conn, now_ms)
        finally:
            if self.fence is not None:
                self.fence.remove()
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
            lease.touch(self._conn, now_ms)
            for tournament_id, count in list(self._since_snapshot.items()):
                if count >= self.snapshot_every and tournament_id in self._aggregates:
                    self._write_snapshot(tournament_id, now_ms)
        with translate_errors(self.where):
            checkpoint(self._conn)
        if self._lock is not None and not self._lock.held:  # taken over from a stopped writer
            with contextlib.suppress(StoreError):
                self._lock.acquire(self._holder)
        self._watch_wal()

    def _watch_wal(self) -> None:
        """After a commit: a lost ``-wal`` is noticed and what is committed secured now."""
        if self.wal_watch is not None and not self.read_only and not self._conn.in_transaction():
            self.wal_watch.check(self._conn)

    @property
    def wal_problem(self) -> str | None:
        """Set at the next commit (or heartbeat) when the SQLite file's ``-wal`` was deleted
        or replaced under the running program (:mod:`db.wal_watch`, which secures what is
        committed at once); tell the director."""
        return None if self.wal_watch is None else self.wal_watch.problem

    def subscribe(self, callback: Subscriber) -> Callable[[], None]:
        """Call ``callback(commit)`` after each commit (a command, an undo, a redo, or
        another station's commits seen by :meth:`refresh`, one call per tournament);
        returns an unsubscribe.

        The :class:`Commit` holds the events in order and what they touched; the
        aggregate (:meth:`load`) and the undo state (:attr:`next_undo`,
        :attr:`undo_label`...) are already up to date when it runs.
        """
        self._subscribers.append(callback)
        return lambda: self._subscribers.remove(callback)

    def _publish(
        self, tournament_id: str, published: Sequence[Published], touched: Touched
    ) -> None:
        self._watch_wal()  # called after each commit of a director action
        if published:
            commit = Commit(tournament_id, tuple(published), touched)
            for callback in list(self._subscribers):
                callback(commit)

    def _fenced_out(self, _error: FencedOutError) -> None:
        """Another station took over: this one follows as a display station from now on
        (and lets go of the SQLite file's lock, so that the lock names the real writer)."""
        self.read_only = True
        if self._lock is not None:
            self._lock.release()

    def lease_now(self) -> lease.Lease | None:
        """The writer's lease as it stands (a station's watch asks every second); a writer
        that finds another station's fencing number there is fenced out at once. Raises
        :class:`StoreError` (:class:`~db.errors.UnreachableError`...) when it cannot be read."""
        with translate_errors(self.where), self._conn.begin():
            current = lease.read(self._conn)
        fence = self.fence
        if fence is not None and current is not None and current.fence != fence.number:
            fence.fence_out(
                FencedOutError(self.where, holder=current.holder, taken_ms=current.opened_ms)
            )
        return current

    def _check_fence(self) -> None:
        """After a failed write: was it because another station took over? Then say so."""
        if self.fence is None or self.fence.fenced_out is not None:
            return
        with contextlib.suppress(StoreError):
            self.lease_now()
        if self.fence.fenced_out is not None:
            raise self.fence.fenced_out

    @property
    def fenced_out(self) -> FencedOutError | None:
        """Set once another station took over as the writer (this one then shows only)."""
        return None if self.fence is None else self.fence.fenced_out

    def _writable(self) -> None:
        if self.fenced_out is not None:
            raise self.fenced_out
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

    def load(self, tournament_id: str) -> Tournament:
        """The tournament aggregate, exactly as after the last committed command."""
        aggregate = self._aggregates.get(tournament_id)
        if aggregate is None:
            with translate_errors(self.where), self._conn.begin():
                exists = self._conn.execute(
                    select(TournamentRow.id).where(TournamentRow.id == tournament_id)
                ).first()
                if exists is None:
                    raise UnknownTournamentError(
                        self.where, f"no tournament with id {tournament_id}"
                    )
                aggregate, count = snapshots.load(self._conn, tournament_id)
            self._since_snapshot[tournament_id] = count
            self._aggregates[tournament_id] = aggregate
        return aggregate

    def history(self, tournament_id: str | None = None, after_seq: int = 0) -> list[HistoryItem]:
        """The action log (every command, undo and redo), oldest first; only the entries
        after the log sequence number ``after_seq`` when given (a view that keeps the log
        reads just what is new)."""
        with translate_errors(self.where), self._conn.begin():
            return event_log.history(self._conn, tournament_id, after_seq)

    def events(self, tournament_id: str, after_seq: int = 0) -> list[Published]:
        """The events applied to a tournament after ``after_seq``, decoded, in order."""
        with translate_errors(self.where), self._conn.begin():
            return event_log.events_after(self._conn, tournament_id, after_seq)

    def connection(self) -> Connection:
        """The store's connection (for ``db`` modules only: exports, history)."""
        return self._conn

    # ------------------------------------------------------------------ writing

    def create_tournament(
        self,
        command: CreateTournament,
        now: int,
        rng: random.Random,
        *,
        tournament_id: str | None = None,
    ) -> str:
        """Create a tournament by handling its creating command on a new aggregate."""
        self._writable()
        tid = tournament_id or f"{rng.getrandbits(64):016x}"
        aggregate = Tournament()
        description = self._describe(aggregate, command)
        result = aggregate.handle(command, now, rng)
        settings = aggregate.settings
        name = settings.name if settings is not None else description
        with (
            self._or_undone(aggregate, tid, ()),
            translate_errors(self.where),
            self._conn.begin(),
        ):
            self._conn.execute(
                insert(TournamentRow).values(
                    id=tid, name=name[:200], created_ms=now, buyin_cents=0, currency=""
                )
            )
            published = self._append(
                aggregate, "create", command, result, description, now, tid, None
            )
        self._aggregates[tid] = aggregate
        self._undo.created()
        self._publish(tid, published, result.touched)
        return tid

    def _describe(self, aggregate: Tournament, command: Command) -> str:
        try:
            return describe(aggregate, command)
        except Exception:  # a label must never stop a command
            return type(command).__name__

    def execute(
        self,
        tournament_id: str,
        command: Command,
        now: int,
        rng: random.Random,
        actor: str | None = None,
    ) -> Outcome:
        """Handle a director command in one transaction; publish its outcome after the
        commit, and return it (its events, their inverse, what they touched). ``actor``:
        who sent it from a staff phone ("Floor: Marco"), kept with the log entry; None for
        the console.

        The aggregate decides the command once; a command it refuses raises its
        ``DomainError`` and changes nothing.
        """
        self._writable()
        aggregate = self.load(tournament_id)
        description = self._describe(aggregate, command)
        result = aggregate.handle(command, now, rng)
        with (
            self._or_undone(aggregate, tournament_id, result.inverse),
            translate_errors(self.where),
            self._conn.begin(),
        ):
            published = self._append(
                aggregate,
                "command",
                command,
                result,
                description,
                now,
                tournament_id,
                None,
                actor=actor,
            )
        self._undo.command(UndoStep(self._last_log_seq, tournament_id, description, actor))
        self._publish(tournament_id, published, result.touched)
        return result

    def _forget(self, tournament_id: str) -> None:
        """Drop the in-memory aggregate (it may hold uncommitted changes); reload on demand."""
        self._aggregates.pop(tournament_id, None)
        self._since_snapshot.pop(tournament_id, None)

    @contextlib.contextmanager
    def _or_undone(
        self, aggregate: Tournament, tournament_id: str, reverse: Sequence[Event]
    ) -> Iterator[None]:
        """A commit that fails leaves memory as it was before the command: the aggregate
        takes back the events it applied (``reverse``), the sequence counters go back, so
        the clock and every screen keep working without the database (an outage, or this
        station fenced out), and nothing is reloaded from it."""
        counters = (self._last_seq, self._last_log_seq, dict(self._since_snapshot))
        try:
            yield
        except BaseException as error:
            self._last_seq, self._last_log_seq, self._since_snapshot = counters
            try:
                aggregate.apply_all(list(reverse))
            except Exception:  # cannot take it back: read it again when next asked
                self._forget(tournament_id)
            if isinstance(error, StoreError) and not isinstance(error, FencedOutError):
                self._check_fence()
            raise

    def _append(
        self,
        aggregate: Tournament,
        kind: str,
        command: Command | None,
        result: Outcome,
        description: str,
        now: int,
        tournament_id: str,
        target_seq: int | None,
        *,
        with_inverse: bool = True,
        actor: str | None = None,
    ) -> tuple[Published, ...]:
        conn = self._conn
        entry = LogWrite(
            tournament_id,
            kind,
            command,
            result.events,
            result.inverse if with_inverse else None,
            description,
            now,
            target_seq,
            self._holder,
            actor,
        )
        appended = event_log.append(conn, entry)
        self._last_log_seq = appended.log_seq
        if appended.published:
            self._last_seq = max(self._last_seq, appended.published[-1].seq)
            project(
                Projection(
                    conn,
                    tournament_id,
                    aggregate,
                    result.events,
                    now,
                    appended.log_seq,
                    kind,
                    target_seq,
                    result.touched,
                    command,
                )
            )
        count = self._since_snapshot.get(tournament_id, 0) + len(result.events)
        self._since_snapshot[tournament_id] = count
        if count >= self.snapshot_every * SNAPSHOT_LIMIT:
            self._write_snapshot(tournament_id, now, aggregate)
        lease.touch(conn, now)
        return appended.published

    def _write_snapshot(
        self, tournament_id: str, now: int, aggregate: Tournament | None = None
    ) -> None:
        if aggregate is None:
            aggregate = self._aggregates.get(tournament_id)
            if aggregate is None:
                return
        snapshots.write(self._conn, tournament_id, aggregate, now)
        self._since_snapshot[tournament_id] = 0

    def append_imported(
        self,
        aggregate: Tournament,
        tournament_id: str,
        entry: ImportedEntry,
        target: int | None,
        touched: Touched,
    ) -> int:
        """Append one imported log entry (inside the import's transaction; ``touched``:
        what its events changed in ``aggregate``); its new number."""
        result = Outcome(entry.events, entry.inverse or (), touched)
        self._append(
            aggregate,
            entry.kind,
            entry.command,
            result,
            entry.description,
            entry.at_ms,
            tournament_id,
            target,
            with_inverse=entry.inverse is not None,
            actor=entry.actor,
        )
        return self._last_log_seq

    def imported(self, tournament_id: str, aggregate: Tournament, now: int) -> None:
        """An import's last step (inside its transaction): a snapshot, the undo stacks."""
        self._write_snapshot(tournament_id, now, aggregate)
        self._undo = UndoStacks.from_log(event_log.log_lines(self._conn))

    # ------------------------------------------------------------------ undo / redo

    @property
    def next_undo(self) -> UndoStep | None:
        """The action an undo would undo (its tournament and description), kept state."""
        return None if self.read_only else self._undo.next_undo

    @property
    def next_redo(self) -> UndoStep | None:
        """The action a redo would redo, kept state."""
        return None if self.read_only else self._undo.next_redo

    @property
    def can_undo(self) -> bool:
        """True when a director action can be undone."""
        return self.next_undo is not None

    @property
    def can_redo(self) -> bool:
        """True when an undone action can be redone."""
        return self.next_redo is not None

    @property
    def undo_label(self) -> str | None:
        """``"Undo: bust-out of Anna"`` for the menu, or None."""
        step = self.next_undo
        return None if step is None else f"Undo: {step.description}"

    @property
    def redo_label(self) -> str | None:
        """``"Redo: bust-out of Anna"`` for the menu, or None."""
        step = self.next_redo
        return None if step is None else f"Redo: {step.description}"

    def undo(self, now: int) -> Outcome:
        """Undo the last director action (apply its stored inverse events); log it."""
        self._writable()
        step = self._undo.next_undo
        if step is None:
            raise NothingToUndoError(self.where, "there is no action left to undo")
        with translate_errors(self.where), self._conn.begin():
            tournament_id, events = event_log.inverse_of(self._conn, step.seq)
            _, reverse = event_log.events_of(self._conn, step.seq)
        outcome, published = self._apply_logged(tournament_id, "undo", events, reverse, step, now)
        self._undo.undone()
        self._publish(tournament_id, published, outcome.touched)
        return outcome

    def redo(self, now: int) -> Outcome:
        """Redo the last undone action (re-apply its events); log it."""
        self._writable()
        step = self._undo.next_redo
        if step is None:
            raise NothingToRedoError(self.where, "there is no undone action to redo")
        with translate_errors(self.where), self._conn.begin():
            tournament_id, events = event_log.events_of(self._conn, step.seq)
            _, reverse = event_log.inverse_of(self._conn, step.seq)
        outcome, published = self._apply_logged(tournament_id, "redo", events, reverse, step, now)
        self._undo.redone()
        self._publish(tournament_id, published, outcome.touched)
        return outcome

    def _apply_logged(
        self,
        tournament_id: str,
        kind: str,
        events: list[Event],
        reverse: list[Event],
        step: UndoStep,
        now: int,
    ) -> tuple[Outcome, tuple[Published, ...]]:
        aggregate = self.load(tournament_id)
        touched = aggregate.apply_logged(events)
        description = f"{kind.capitalize()}: {step.description}"
        result = Outcome(tuple(events), (), touched)
        with (
            self._or_undone(aggregate, tournament_id, reverse),
            translate_errors(self.where),
            self._conn.begin(),
        ):
            return result, self._append(
                aggregate,
                kind,
                None,
                result,
                description,
                now,
                tournament_id,
                step.seq,
                with_inverse=False,
            )

    # ------------------------------------------------------------------ display stations

    def refresh(self) -> list[Published]:
        """Follow another station's commits: apply and publish events newer than ours.

        A display station calls this on a timer (every 0.5 s keeps it within a second).
        """
        with translate_errors(self.where), self._conn.begin():
            published = event_log.new_events(self._conn, self._last_seq)
            if not self.read_only and published:
                self._undo = UndoStacks.from_log(event_log.log_lines(self._conn))
        by_tournament: dict[str, list[Published]] = {}
        for p in published:
            by_tournament.setdefault(p.tournament_id, []).append(p)
        if published:
            self._last_seq = published[-1].seq
        for tournament_id, theirs in by_tournament.items():
            aggregate = self._aggregates.get(tournament_id)
            touched = _EVERYTHING
            if aggregate is not None:
                touched = aggregate.apply_logged(p.event for p in theirs)
            self._publish(tournament_id, theirs, touched)
        if not published:
            self._watch_wal()
        return published

    # ------------------------------------------------------------------ export / import

    def export_document(self, tournament_id: str) -> Document:
        """The whole tournament as a JSON-able document: its log with commands and events."""
        with translate_errors(self.where), self._conn.begin():
            return seal(export_document(self._conn, self.where, tournament_id))

    def import_document(
        self, document: Document, now: int, *, checked: ImportedTournament | None = None
    ) -> str:
        """Store a tournament from :meth:`export_document`; its new id. The document is
        checked whole first (:func:`db.document_check.verify`: integrity marker, numbers,
        every event derived again from its command); ``checked`` is that result when the
        caller already verified it. Refused: :class:`~db.document_check.DocumentError`."""
        self._writable()
        imported = checked or verify(document, "the tournament document")
        return import_document(self, imported, now)
