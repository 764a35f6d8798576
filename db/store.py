"""The store: one open pokerfloor database file (or server) — its engine, its one connection
and the transactions on it, the OS lock, the writer's lease and fencing, the heartbeat.

What is stored in it has its own home, each named for its concern and reached as one of
the store's parts (the store itself does only the file's jobs):

- ``store.transactions`` (:mod:`db.transactions`) — the one owner of transactions: a write
  for a command, a read for the rest; nothing else in the program opens one.
- ``store.log`` (:mod:`db.command_log`) — the stored tournaments, a director's command in one
  transaction (log entry, events, the rows it touched) published to the subscribers after
  the commit, a new tournament, a display station following the writer.
- ``store.undo_redo`` (:mod:`db.undo_redo`) — undo and redo, as log entries
  (:mod:`db.undo`: the kept stacks).
- ``store.loaded`` (:mod:`db.loaded`) — the tournaments in memory and their snapshots
  (:mod:`db.snapshots`).
- ``store.documents`` (:mod:`db.tournament_documents`) — a tournament as one JSON document,
  out and in.

The tournament on screen is driven through :class:`db.uow.TournamentUnitOfWork`, the
domain's :class:`tournament.service.ports.UnitOfWork`. Exports live in :mod:`db.exports`;
opening a file or an address in :mod:`db.connect`.
"""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Callable
from typing import TYPE_CHECKING

from sqlalchemy import Connection, Engine

from db import event_log, lease
from db.command_log import CommandLog
from db.engine import checkpoint
from db.errors import (
    FencedOutError,
    LockedError,
    ReadOnlyStoreError,
    StoreError,
    UnreachableError,
)
from db.fence import Fence
from db.loaded import LoadedTournaments
from db.lock import FileLock
from db.opening import translate_errors
from db.tournament_documents import TournamentDocuments
from db.transactions import Transactions, checkpoint_apart
from db.undo import UndoStacks
from db.undo_redo import UndoRedo

if TYPE_CHECKING:  # pragma: no cover
    from db.later_check import LaterCheck
    from db.wal_watch import WalWatch

__all__ = ["Store"]


class Store:
    """An open pokerfloor database (see the module doc). Built by :func:`db.connect.open_store`.

    Its parts: :attr:`transactions`, :attr:`log` (:class:`~db.command_log.CommandLog`),
    :attr:`undo_redo` (:class:`~db.undo_redo.UndoRedo`), :attr:`loaded`
    (:class:`~db.loaded.LoadedTournaments`), :attr:`documents`
    (:class:`~db.tournament_documents.TournamentDocuments`).
    """

    def __init__(
        self,
        engine: Engine,
        transactions: Transactions,
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
        self.transactions = transactions
        self._lock = lock
        self.holder = holder
        """This station's name, written with each log entry and in the lease."""
        self._closed = False
        self.fence: Fence | None = None
        self.loaded = LoadedTournaments(transactions)
        number: int | None = None
        self.log = CommandLog(self, self.loaded, UndoStacks())
        # A writer claims the lease first, in the same transaction as its first reads: it
        # reads everything committed before its claim, and a read that fails leaves the
        # database untouched (the claim rolls back with it). The undo stacks read the
        # log's tail only (db.undo).
        with transactions.write() as conn:
            if claim is None:
                seen = lease.take(conn, now_ms)
            else:
                seen, number = claim(conn)
            self.log.last_seq = event_log.last_event_seq(conn)
            self.log.undo_stacks = self.log.undo_stacks_of(conn)
        self.undo_redo = UndoRedo(self, self.log)
        self.documents = TournamentDocuments(self, self.log)
        if number is not None:
            self.fence = Fence(engine, number, where, holder)
            self.fence.on_fenced_out = self._fenced_out
        self.closed_for_ms = seen.closed_for_ms
        self.was_closed_cleanly = seen.closed_cleanly
        self.wal_watch: WalWatch | None = None
        self.later_check: LaterCheck | None = None
        """The check of every stored value, when the opening left it for after the first
        paint (:mod:`db.later_check`); director actions wait for it."""
        self._checkpointing: threading.Thread | None = None

    # ------------------------------------------------------------------ the file

    def close(self, now_ms: int | None = None) -> None:
        """Write snapshots and the last-seen instant, release the lock (idempotent)."""
        if self._closed:
            return
        self._closed = True
        try:
            if not self.read_only and now_ms is not None:
                # unreachable or write-locked by another program: closing does not wait for
                # it; the lease then says "not closed cleanly", which is the truth
                with (
                    contextlib.suppress(UnreachableError, LockedError),
                    self.transactions.write() as conn,
                ):
                    if self._values_checked():
                        self.loaded.write_pending(conn, now_ms)
                    lease.close(conn, now_ms)
        finally:
            if self._checkpointing is not None:  # the heartbeat's copy, on its worker
                self._checkpointing.join()
            if self.fence is not None:
                self.fence.remove()
            self.transactions.close()
            self.engine.dispose()
            if self._lock is not None:
                self._lock.release()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def heartbeat(self, now_ms: int) -> None:
        """Record that the program is still open (feeds ``closed_for_ms``), then the idle
        work (:meth:`idle_work`). All on the program's connection; a running station touches
        the lease on its worker thread instead (:meth:`beat_job`)."""
        if self.read_only:
            return
        with self.transactions.write() as conn:
            lease.touch(conn, now_ms)
        self.idle_work(now_ms)

    def beat_job(self, now_ms: int) -> Callable[[Connection], lease.Lease | None]:
        """The heartbeat's write for a worker thread's connection (:mod:`db.aside`): touch
        the lease (fenced like every write) and read it back; a SQLite file write-locked by
        another program is given up after :data:`db.lease.BEAT_BUSY_MS`
        (:class:`~db.errors.LockedError`), never waited for on the UI thread."""
        return lease.beat(now_ms)

    def idle_work(self, now_ms: int, *, checkpoint_aside: bool = False) -> None:
        """The rest of the heartbeat, on the program's connection (right after the lease was
        touched): write the snapshots that are due, checkpoint a SQLite file's write-ahead
        log (no command waits for them), take the file's lock back after a takeover, watch
        the write-ahead log. ``checkpoint_aside``: the checkpoint runs on a worker thread
        of its own with a connection of its own (the running program's heartbeat: the copy
        of the write-ahead log waits for the disk, 15-55 ms at 10,000 players, which the UI
        thread then does not wait for; one at a time, a failed one is tried again at the
        next beat); else here, done when this returns."""
        if self.read_only:
            return
        if self.loaded.due() and self._values_checked():
            with self.transactions.write() as conn:
                self.loaded.write_due(conn, now_ms)
        if checkpoint_aside and self.engine.dialect.name == "sqlite":
            self._checkpoint_aside()
        else:
            with translate_errors(self.where):
                checkpoint(self.transactions.connection)
        if self._lock is not None and not self._lock.held:  # taken over from a stopped writer
            with contextlib.suppress(StoreError):
                self._lock.acquire(self.holder)
        self.watch_wal()

    def _checkpoint_aside(self) -> None:
        """Start the checkpoint on its worker thread unless the last one is still copying."""
        if self._checkpointing is not None and self._checkpointing.is_alive():
            return

        def run() -> None:
            with contextlib.suppress(StoreError):  # tried again at the next heartbeat
                checkpoint_apart(self.engine, self.where)

        self._checkpointing = threading.Thread(target=run, name="pokerfloor-checkpoint")
        self._checkpointing.start()

    def _values_checked(self) -> bool:
        """False while the check of every stored value (:attr:`later_check`) has not
        found the file sound: no snapshot is written into it meanwhile."""
        return self.later_check is None or self.later_check.sound

    def watch_wal(self) -> None:
        """After a commit: a lost ``-wal`` is noticed and what is committed secured now."""
        idle = not self.transactions.in_transaction
        if self.wal_watch is not None and not self.read_only and idle:
            self.wal_watch.check(self.transactions.connection)

    @property
    def wal_problem(self) -> str | None:
        """Set at the next commit (or heartbeat) when the SQLite file's ``-wal`` was deleted
        or replaced under the running program (:mod:`db.wal_watch`, which secures what is
        committed at once); tell the director."""
        return None if self.wal_watch is None else self.wal_watch.problem

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
        with self.transactions.read() as conn:
            return self.lease_seen(lease.read(conn))

    def lease_seen(self, current: lease.Lease | None) -> lease.Lease | None:
        """The lease as read (here or on a worker thread, :mod:`db.aside`): a writer that
        finds another station's fencing number there is fenced out at once."""
        fence = self.fence
        if fence is not None and current is not None and current.fence != fence.number:
            fence.fence_out(
                FencedOutError(self.where, holder=current.holder, taken_ms=current.opened_ms)
            )
        return current

    def check_fence(self) -> None:
        """After a failed write: was it because another station took over? Then say so."""
        if self.fence is None or self.fence.fenced_out is not None:
            return
        with contextlib.suppress(StoreError):
            self.lease_now()
        if self.fence.fenced_out is not None:
            raise self.fence.fenced_out

    @property
    def closed(self) -> bool:
        """True once :meth:`close` ran."""
        return self._closed

    @property
    def fenced_out(self) -> FencedOutError | None:
        """Set once another station took over as the writer (this one then shows only)."""
        return None if self.fence is None else self.fence.fenced_out

    def check_writable(self) -> None:
        """Refuse a director action here: fenced out, a display station, or closed."""
        if self.fenced_out is not None:
            raise self.fenced_out
        if self.read_only:
            raise ReadOnlyStoreError(
                self.where, "this station shows the event; it cannot change it"
            )
        if self._closed:
            raise StoreError(self.where, "the database is closed")
        if self.later_check is not None:
            self.later_check.wait()  # nothing is recorded in a file found damaged
